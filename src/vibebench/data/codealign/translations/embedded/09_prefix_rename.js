// === signature ===
function taskFunc(directory, pattern, prefix)
// === call ===
return taskFunc(a[0], a[1], a[2]);
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(directory, pattern, prefix) {
  const regex = new RegExp(`^(?:${pattern})$`);
  const plan = [];
  for (const name of fs.readdirSync(directory).sort()) {
    const oldPath = path.join(directory, name);
    if (!fs.statSync(oldPath).isFile() || name.startsWith(prefix)) {
      continue;
    }
    if (regex.test(name)) {
      plan.push([oldPath, path.join(directory, prefix + name)]);
    }
  }
  for (const [, newPath] of plan) {
    if (fs.existsSync(newPath)) {
      const error = new Error(`exists: ${newPath}`);
      error.code = "EEXIST";
      throw error;
    }
  }
  for (const [oldPath, newPath] of plan) {
    fs.renameSync(oldPath, newPath);
  }
  return plan.map(([, newPath]) => path.basename(newPath)).sort();
}
