// === signature ===
function taskFunc(logPath)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");

const LINE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} ([A-Z]+) .*$/;

function taskFunc(logPath) {
  const counts = new Map();
  for (const line of fs.readFileSync(logPath, "utf8").split("\n")) {
    const match = LINE.exec(line);
    if (match) {
      counts.set(match[1], (counts.get(match[1]) || 0) + 1);
    }
  }
  return new Map([...counts].sort((x, y) => (x[0] < y[0] ? -1 : 1)));
}
