// === signature ===
function taskFunc(configPath)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");

function taskFunc(configPath) {
  const settings = new Map();
  const lines = fs.readFileSync(configPath, "utf8").split(/\r?\n/);
  lines.forEach((line, index) => {
    const text = line.trim();
    if (!text || text.startsWith("#")) {
      return;
    }
    const sep = text.indexOf("=");
    const key = sep < 0 ? "" : text.slice(0, sep).trim();
    if (sep < 0 || !key) {
      throw new Error(`line ${index + 1} is not "key = value": ${line}`);
    }
    const value = text.slice(sep + 1).trim();
    let parsed = value;
    if (value.toLowerCase() === "true") {
      parsed = true;
    } else if (value.toLowerCase() === "false") {
      parsed = false;
    } else if (/^-?\d+$/.test(value)) {
      parsed = parseInt(value, 10);
    }
    settings.set(key, parsed);
  });
  return settings;
}
