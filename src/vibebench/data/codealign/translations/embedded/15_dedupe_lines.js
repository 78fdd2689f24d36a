// === signature ===
function taskFunc(sourcePath, targetPath)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(sourcePath, targetPath) {
  const text = fs.readFileSync(sourcePath, "utf8");
  const lines = text === "" ? [] : text.replace(/\n$/, "").split("\n");
  const seen = new Set();
  const kept = [];
  let removed = 0;
  for (const line of lines) {
    const stripped = line.trimEnd();
    if (seen.has(stripped)) {
      removed += 1;
    } else {
      seen.add(stripped);
      kept.push(stripped + "\n");
    }
  }
  fs.writeFileSync(targetPath, kept.join(""));
  return removed;
}
