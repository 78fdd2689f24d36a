// === signature ===
function taskFunc(csvPath, keyColumn)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(csvPath, keyColumn) {
  const lines = fs.readFileSync(csvPath, "utf8").split(/\r?\n/).filter((line) => line !== "");
  const header = lines.length ? lines[0].split(",") : [];
  if (!header.includes(keyColumn)) {
    throw new Error(`unknown column ${keyColumn}`);
  }
  const groups = new Map();
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    const row = {};
    let key = null;
    header.forEach((name, i) => {
      if (name === keyColumn) {
        key = cells[i];
      } else {
        row[name] = cells[i];
      }
    });
    if (!groups.has(key)) {
      groups.set(key, []);
    }
    groups.get(key).push(row);
  }
  return new Map([...groups].sort((x, y) => (x[0] < y[0] ? -1 : 1)));
}
