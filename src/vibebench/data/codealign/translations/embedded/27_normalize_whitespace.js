// === signature ===
function taskFunc(directory)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(directory) {
  const changed = {};
  for (const name of fs.readdirSync(directory).filter((n) => n.endsWith(".txt")).sort()) {
    const file = path.join(directory, name);
    const original = fs.readFileSync(file, "utf8");
    const lines = original.split("\n").map((line) => line.replace(/[ \t]+/g, " ").trimEnd());
    while (lines.length && lines[lines.length - 1] === "") {
      lines.pop();
    }
    const normalized = lines.length ? lines.join("\n") + "\n" : "";
    if (normalized !== original) {
      fs.writeFileSync(file, normalized);
    }
    changed[name] = normalized !== original;
  }
  return changed;
}
