// === signature ===
function taskFunc(sourcePath, targetPath, column, operator, threshold)
// === call ===
return taskFunc(a[0], a[1], a[2], a[3], a[4]);
// === solution ===
const fs = require("fs");

const OPERATORS = {
  "<": (x, y) => x < y,
  "<=": (x, y) => x <= y,
  ">": (x, y) => x > y,
  ">=": (x, y) => x >= y,
  "==": (x, y) => x === y,
  "!=": (x, y) => x !== y,
};

function taskFunc(sourcePath, targetPath, column, operator, threshold) {
  const compare = OPERATORS[operator];
  if (!compare) {
    throw new Error(`unknown operator: ${operator}`);
  }
  const lines = fs.readFileSync(sourcePath, "utf8").split(/\r?\n/).filter((line) => line !== "");
  const header = lines.length ? lines[0] : "";
  const index = header.split(",").indexOf(column);
  if (index < 0) {
    throw new Error(`unknown column ${column}`);
  }
  const kept = lines.slice(1).filter((line) => {
    const value = Number(line.split(",")[index]);
    if (Number.isNaN(value)) {
      throw new Error(`not a number in ${column}`);
    }
    return compare(value, threshold);
  });
  fs.writeFileSync(targetPath, [header, ...kept].join("\n") + "\n");
  return kept.length;
}
