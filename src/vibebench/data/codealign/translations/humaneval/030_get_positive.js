// === signature ===
function getPositive(l)
// === call ===
return getPositive(a[0]);
// === solution ===
function getPositive(l) {
  return l.filter((e) => e > 0);
}
