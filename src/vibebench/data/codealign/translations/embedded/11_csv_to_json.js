// === signature ===
function taskFunc(csvPath, jsonPath)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function taskFunc(csvPath, jsonPath) {
  const rows = fs.readFileSync(csvPath, "utf8").split(/\r?\n/).filter((line) => line !== "")
    .map((line) => line.split(","));
  const [header, ...body] = rows;
  const records = body.map((row, index) => {
    if (row.length !== header.length) {
      throw new Error(`row ${index + 2} has ${row.length} cells, expected ${header.length}`);
    }
    const record = {};
    header.forEach((name, i) => {
      record[name] = /^-?\d+$/.test(row[i]) ? parseInt(row[i], 10) : row[i];
    });
    return record;
  });
  fs.writeFileSync(jsonPath, JSON.stringify(records, null, 2));
  return records.length;
}
