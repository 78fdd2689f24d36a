// === signature ===
function taskFunc(sourcePath, backupDir, moment)  // moment: a Date, read in local time
// === call ===
return taskFunc(a[0], a[1], new Date(a[2]));
// === solution ===
const fs = require("fs");
const path = require("path");

function taskFunc(sourcePath, backupDir, moment) {
  if (!fs.existsSync(sourcePath) || !fs.statSync(sourcePath).isFile()) {
    const error = new Error(`no such file: ${sourcePath}`);
    error.code = "ENOENT";
    throw error;
  }
  const name = path.basename(sourcePath);
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const suffix = dot > 0 ? name.slice(dot) : "";
  const pad = (n) => String(n).padStart(2, "0");
  const stamp = `${moment.getFullYear()}${pad(moment.getMonth() + 1)}${pad(moment.getDate())}_`
    + `${pad(moment.getHours())}${pad(moment.getMinutes())}${pad(moment.getSeconds())}`;
  fs.mkdirSync(backupDir, { recursive: true });
  const target = path.join(backupDir, `${stem}_${stamp}${suffix}`);
  if (fs.existsSync(target)) {
    const error = new Error(`exists: ${target}`);
    error.code = "EEXIST";
    throw error;
  }
  fs.copyFileSync(sourcePath, target);
  const stat = fs.statSync(sourcePath);
  fs.utimesSync(target, stat.atime, stat.mtime);
  return target;
}
