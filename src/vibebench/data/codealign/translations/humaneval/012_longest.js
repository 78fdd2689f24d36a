// === signature ===
function longest(strings)  // null for an empty array
// === call ===
return longest(a[0]);
// === solution ===
function longest(strings) {
  if (strings.length === 0) {
    return null;
  }
  const maxlen = Math.max(...strings.map((s) => s.length));
  for (const s of strings) {
    if (s.length === maxlen) {
      return s;
    }
  }
  return null;
}
