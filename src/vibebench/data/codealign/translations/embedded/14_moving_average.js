// === signature ===
function taskFunc(values, window)
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
function taskFunc(values, window) {
  if (window < 1) {
    throw new Error("window must be at least 1");
  } else if (window > values.length) {
    throw new Error("window larger than the series");
  }
  let running = values.slice(0, window).reduce((x, y) => x + y, 0);
  const averages = [Number((running / window).toFixed(3))];
  for (let index = window; index < values.length; index++) {
    running += values[index] - values[index - window];
    averages.push(Number((running / window).toFixed(3)));
  }
  return averages;
}
