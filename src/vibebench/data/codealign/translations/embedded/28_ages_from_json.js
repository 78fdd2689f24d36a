// === signature ===
function taskFunc(jsonPath, on)  // on: an ISO date string 'YYYY-MM-DD'
// === call ===
return taskFunc(a[0], a[1]);
// === solution ===
const fs = require("fs");

function parseDate(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text || "");
  if (!match) {
    return null;
  }
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function taskFunc(jsonPath, on) {
  const today = parseDate(on);
  const ages = {};
  for (const person of JSON.parse(fs.readFileSync(jsonPath, "utf8"))) {
    const born = parseDate(person.birthdate);
    if (born === null) {
      throw new Error(`bad birth date for ${person.name}`);
    }
    const bornKey = born.month * 100 + born.day;
    const onKey = today.month * 100 + today.day;
    if (born.year * 10000 + bornKey > today.year * 10000 + onKey) {
      throw new Error(`${person.name} is born after ${on}`);
    }
    let hadBirthday = onKey >= bornKey;
    if (bornKey === 229 && onKey === 228) {
      hadBirthday = false;
    }
    ages[person.name] = today.year - born.year - (hadBirthday ? 0 : 1);
  }
  return ages;
}
