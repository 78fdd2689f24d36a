// === signature ===
function countDistinctCharacters(string)
// === call ===
return countDistinctCharacters(a[0]);
// === solution ===
function countDistinctCharacters(string) {
  return new Set(string.toLowerCase()).size;
}
