// === signature ===
function taskFunc(expression)
// === call ===
return taskFunc(a[0]);
// === solution ===
const TOKEN = /(?<NUMBER>\d+\.\d*|\.\d+|\d+)|(?<NAME>[A-Za-z_]\w*)|(?<OP>\*\*|[-+*/%])|(?<PAREN>[()])|(?<SPACE>\s+)/y;

function taskFunc(expression) {
  const tokens = [];
  let position = 0;
  while (position < expression.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(expression);
    if (!match) {
      throw new Error(`unexpected character ${expression[position]} at position ${position}`);
    }
    const kind = Object.keys(match.groups).find((name) => match.groups[name] !== undefined);
    if (kind !== "SPACE") {
      tokens.push([kind, match[0]]);
    }
    position = TOKEN.lastIndex;
  }
  return tokens;
}
