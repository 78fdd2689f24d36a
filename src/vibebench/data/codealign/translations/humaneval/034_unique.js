// === signature ===
function unique(l)  // sorted unique elements
// === call ===
return unique(a[0]);
// === solution ===
function unique(l) {
  return [...new Set(l)].sort((x, y) => x - y);
}
