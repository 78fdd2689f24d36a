// === signature ===
function taskFunc(number)
// === call ===
return taskFunc(a[0]);
// === solution ===
const SYMBOLS = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];

function taskFunc(number) {
  if (typeof number !== "number" || !Number.isInteger(number)) {
    throw new TypeError(`expected an integer, got ${typeof number}`);
  }
  if (number < 1 || number > 3999) {
    throw new Error(`out of range: ${number}`);
  }
  let rest = number;
  let result = "";
  for (const [value, symbol] of SYMBOLS) {
    result += symbol.repeat(Math.floor(rest / value));
    rest %= value;
  }
  return result;
}
