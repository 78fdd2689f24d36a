// === signature ===
function taskFunc(directory, extension)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(directory, extension) {
  if (!fs.existsSync(directory) || !fs.statSync(directory).isDirectory()) {
    const error = new Error(`not a directory: ${directory}`);
    error.code = "ENOTDIR";
    throw error;
  }
  const collect = (folder, prefix) => {
    const found = [];
    for (const name of fs.readdirSync(folder)) {
      const full = path.join(folder, name);
      if (fs.statSync(full).isDirectory()) {
        found.push(...collect(full, prefix + name + "/"));
      } else if (name.toLowerCase().endsWith(extension.toLowerCase())) {
        found.push(prefix + name);
      }
    }
    return found;
  };
  return collect(directory, "").sort();
}
