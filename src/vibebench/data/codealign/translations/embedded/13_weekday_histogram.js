// === signature ===
function taskFunc(timestamps)
// === call ===
return taskFunc(a[0]);
// === solution ===
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function taskFunc(timestamps) {
  const counts = new Array(7).fill(0);
  for (const text of timestamps) {
    const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text);
    if (!match) {
      throw new Error(`cannot parse ${text}`);
    }
    const day = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])).getUTCDay();
    counts[(day + 6) % 7] += 1;
  }
  const histogram = {};
  WEEKDAYS.forEach((name, index) => {
    histogram[name] = counts[index];
  });
  return histogram;
}
