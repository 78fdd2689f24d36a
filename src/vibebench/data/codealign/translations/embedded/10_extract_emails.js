// === signature ===
function taskFunc(path)
// === call ===
return taskFunc(a[0]);
// === solution ===
const fs = require("fs");

const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;

function taskFunc(path) {
  let text;
  try {
    text = fs.readFileSync(path, "utf8");
  } catch (error) {
    return [];
  }
  const found = new Set((text.match(EMAIL) || []).map((address) => address.toLowerCase()));
  return [...found].sort();
}
