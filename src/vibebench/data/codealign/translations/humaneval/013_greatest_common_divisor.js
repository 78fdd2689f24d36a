// === signature ===
function greatestCommonDivisor(a, b)
// === call ===
return greatestCommonDivisor(a[0], a[1]);
// === solution ===
function greatestCommonDivisor(a, b) {
  while (b) {
    [a, b] = [b, a % b];
  }
  return a;
}
