// === signature ===
function filterBySubstring(strings, substring)
// === call ===
return filterBySubstring(a[0], a[1]);
// === solution ===
function filterBySubstring(strings, substring) {
  return strings.filter((x) => x.includes(substring));
}
