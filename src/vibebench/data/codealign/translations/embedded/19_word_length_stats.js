// === signature ===
function taskFunc(text)
// === call ===
return taskFunc(a[0]);
// === solution ===
function taskFunc(text) {
  const lengths = (text.match(/[A-Za-z]+/g) || []).map((word) => word.length);
  if (lengths.length === 0) {
    throw new Error("the text has no words");
  }
  const sorted = [...lengths].sort((x, y) => x - y);
  const n = sorted.length;
  const mean = sorted.reduce((x, y) => x + y, 0) / n;
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return {
    min: sorted[0],
    max: sorted[n - 1],
    mean: Math.round(mean * 100) / 100,
    median: Math.round(median * 100) / 100,
  };
}
