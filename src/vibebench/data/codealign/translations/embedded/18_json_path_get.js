// === signature ===
function taskFunc(jsonPath, dottedPath, defaultValue = null)
// === call ===
return taskFunc(a[0], a[1], a[2]);
// === solution ===
const fs = require("fs");

function taskFunc(jsonPath, dottedPath, defaultValue = null) {
  let node = JSON.parse(fs.readFileSync(jsonPath, "utf8"));
  const parts = dottedPath ? dottedPath.split(".") : [];
  for (const part of parts) {
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(part) || Number(part) >= node.length) {
        return defaultValue;
      }
      node = node[Number(part)];
    } else if (node !== null && typeof node === "object") {
      if (!Object.prototype.hasOwnProperty.call(node, part)) {
        return defaultValue;
      }
      node = node[part];
    } else {
      return defaultValue;
    }
  }
  return node;
}
