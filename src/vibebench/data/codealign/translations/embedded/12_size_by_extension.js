// === signature ===
function taskFunc(directory)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(directory) {
  const sizes = new Map();
  let total = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.isFile()) {
        const dot = entry.name.lastIndexOf(".");
        const extension = dot > 0 ? entry.name.slice(dot).toLowerCase() : "";
        const size = fs.statSync(full).size;
        sizes.set(extension, (sizes.get(extension) || 0) + size);
        total += size;
      }
    }
  };
  walk(directory);
  return [total, new Map([...sizes].sort((x, y) => (x[0] < y[0] ? -1 : 1)))];
}
