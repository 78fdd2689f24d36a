// === signature ===
function taskFunc(path, n = 10)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(path, n = 10) {
  if (n < 0) {
    throw new Error("n must not be negative");
  }
  const text = fs.readFileSync(path, "utf8");
  if (n === 0 || text === "") {
    return [];
  }
  const lines = text.replace(/\r?\n$/, "").split(/\r?\n/);
  return lines.slice(-n);
}
