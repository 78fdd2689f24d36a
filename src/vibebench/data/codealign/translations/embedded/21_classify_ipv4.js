// === signature ===
function taskFunc(candidates)
// === call ===
return taskFunc(a[0]);
// === solution ===
function isValid(text) {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) {
    return false;
  }
  return match.slice(1).every((octet) => !(octet.length > 1 && octet.startsWith("0"))
    && Number(octet) <= 255);
}

function taskFunc(candidates) {
  const result = { valid: [], invalid: [] };
  for (const text of candidates) {
    result[isValid(text) ? "valid" : "invalid"].push(text);
  }
  return result;
}
