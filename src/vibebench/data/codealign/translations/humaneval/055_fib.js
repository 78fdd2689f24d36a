// === signature ===
function fib(n)
// === call ===
return fib(a[0]);
// === solution ===
function fib(n) {
  if (n === 0) {
    return 0;
  }
  if (n === 1) {
    return 1;
  }
  return fib(n - 1) + fib(n - 2);
}
