// === signature ===
function taskFunc(path, n = 3)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(path, n = 3) {
  if (n <= 0) {
    throw new Error("n must be positive");
  }
  const words = fs.readFileSync(path, "utf8").toLowerCase().match(/[a-z0-9']+/g) || [];
  const counts = new Map();
  for (const word of words) {
    counts.set(word, (counts.get(word) || 0) + 1);
  }
  const ranked = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  return ranked.slice(0, n);
}
