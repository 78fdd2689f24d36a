// === signature ===
function taskFunc(directory)
// === call ===
return taskFunc(a[0]);
// === solution ===
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

function taskFunc(directory) {
  const byDigest = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.isFile()) {
        const digest = crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex");
        const relative = path.relative(directory, full).split(path.sep).join("/");
        if (!byDigest.has(digest)) {
          byDigest.set(digest, []);
        }
        byDigest.get(digest).push(relative);
      }
    }
  };
  walk(directory);
  return [...byDigest.values()].filter((paths) => paths.length > 1)
    .map((paths) => paths.sort())
    .sort((x, y) => (x[0] < y[0] ? -1 : 1));
}
