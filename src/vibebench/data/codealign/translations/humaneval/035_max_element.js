// === signature ===
function maxElement(l)
// === call ===
return maxElement(a[0]);
// === solution ===
function maxElement(l) {
  let m = l[0];
  for (const e of l) {
    if (e > m) {
      m = e;
    }
  }
  return m;
}
