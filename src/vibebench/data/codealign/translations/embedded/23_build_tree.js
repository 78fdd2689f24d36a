// === signature ===
function taskFunc(root, spec)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");
const path = require("path");

function check(node) {
  for (const [name, value] of Object.entries(node)) {
    if (["", ".", ".."].includes(name) || name.includes("/")) {
      throw new Error(`invalid name: ${name}`);
    }
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      check(value);
    } else if (typeof value !== "string") {
      throw new Error(`invalid value for ${name}`);
    }
  }
}

function build(folder, node) {
  fs.mkdirSync(folder, { recursive: true });
  let written = 0;
  for (const [name, value] of Object.entries(node)) {
    const target = path.join(folder, name);
    if (typeof value === "object") {
      written += build(target, value);
    } else {
      fs.writeFileSync(target, value);
      written += 1;
    }
  }
  return written;
}

function taskFunc(root, spec) {
  check(spec);
  return build(root, spec);
}
