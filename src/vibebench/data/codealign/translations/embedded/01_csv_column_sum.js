// === signature ===
function taskFunc(csvPath, column)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(csvPath, column) {
  const lines = fs.readFileSync(csvPath, "utf8").split(/\r?\n/).filter((line) => line !== "");
  const header = lines.length ? lines[0].split(",") : [];
  const index = header.indexOf(column);
  if (index < 0) {
    throw new Error(`column ${column} not found in ${csvPath}`);
  }
  let total = 0;
  for (const line of lines.slice(1)) {
    const cell = line.split(",")[index].trim();
    if (cell === "") {
      continue;
    }
    const value = Number(cell);
    if (Number.isNaN(value)) {
      throw new Error(`not a number in column ${column}: ${cell}`);
    }
    total += value;
  }
  return total;
}
