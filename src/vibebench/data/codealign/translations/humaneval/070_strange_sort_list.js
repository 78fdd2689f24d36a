// === signature ===
function strangeSortList(lst)
// === call ===
return strangeSortList(a[0]);
// === solution ===
function strangeSortList(lst) {
  const rest = [...lst];
  const res = [];
  let switchSide = true;
  while (rest.length) {
    const pick = switchSide ? Math.min(...rest) : Math.max(...rest);
    res.push(pick);
    rest.splice(rest.indexOf(pick), 1);
    switchSide = !switchSide;
  }
  return res;
}
