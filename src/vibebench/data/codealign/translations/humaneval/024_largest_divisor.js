// === signature ===
function largestDivisor(n)
// === call ===
return largestDivisor(a[0]);
// === solution ===
function largestDivisor(n) {
  for (let i = n - 1; i > 0; i--) {
    if (n % i === 0) {
      return i;
    }
  }
  return 1;
}
