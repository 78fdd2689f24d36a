// === signature ===
function flipCase(string)
// === call ===
return flipCase(a[0]);
// === solution ===
function flipCase(string) {
  return [...string].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join("");
}
