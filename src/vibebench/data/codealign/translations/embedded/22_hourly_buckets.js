// === signature ===
function taskFunc(timestamps)
// === call ===
return taskFunc(a[0]);
// === solution ===
function taskFunc(timestamps) {
  const buckets = new Map();
  for (const text of timestamps) {
    const hasOffset = /([+-]\d{2}:\d{2}|Z)$/.test(text);
    const moment = new Date(hasOffset ? text : text + "Z");
    const label = moment.toISOString().slice(0, 13).replace("T", " ") + ":00";
    buckets.set(label, (buckets.get(label) || 0) + 1);
  }
  return new Map([...buckets].sort((x, y) => (x[0] < y[0] ? -1 : 1)));
}
