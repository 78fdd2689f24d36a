// === signature ===
function taskFunc(dates)
// === call ===
return taskFunc(a[0]);
// === solution ===
function parseDate(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    throw new Error(`not an ISO date: ${text}`);
  }
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`not an ISO date: ${text}`);
  }
  return time;
}

function taskFunc(dates) {
  const parsed = dates.map(parseDate).sort((x, y) => x - y);
  const gaps = [];
  for (let i = 1; i < parsed.length; i++) {
    gaps.push(Math.round((parsed[i] - parsed[i - 1]) / 86400000));
  }
  return gaps;
}
