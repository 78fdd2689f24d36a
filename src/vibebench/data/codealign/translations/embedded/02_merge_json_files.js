// === signature ===
function taskFunc(directory)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(directory) {
  const merged = {};
  for (const name of fs.readdirSync(directory).sort()) {
    const file = path.join(directory, name);
    if (!name.endsWith(".json") || !fs.statSync(file).isFile()) {
      continue;
    }
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      throw new Error(`${name} does not hold a JSON object`);
    }
    Object.assign(merged, data);
  }
  return merged;
}
