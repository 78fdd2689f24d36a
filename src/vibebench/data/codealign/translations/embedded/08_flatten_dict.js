// === signature ===
function taskFunc(data, separator = ".")
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function taskFunc(data, separator = ".") {
  const flat = {};
  for (const [key, value] of Object.entries(data)) {
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [innerKey, innerValue] of Object.entries(taskFunc(value, separator))) {
        flat[key + separator + innerKey] = innerValue;
      }
    } else {
      flat[key] = value;
    }
  }
  return flat;
}
