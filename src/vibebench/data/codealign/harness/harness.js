const __vb = (() => {
  const fs = require("fs");
  const path = require("path");
  const kind = (e) => {
    if (e && ["EEXIST", "ENOENT", "ENOTDIR"].includes(e.code)) return e.code;
    if (e instanceof TypeError) return "TypeError";
    if (e instanceof ReferenceError) return "ReferenceError";
    if (e instanceof Error) return "Error";
    return "Thrown";
  };
  const quote = (s) => JSON.stringify(s).replace(/[\u0080-\uffff]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
  const num = (d) => {
    if (Number.isInteger(d) && Math.abs(d) < 1e15) return String(d === 0 ? 0 : d);
    const t = d.toFixed(6).replace(/0+$/, "").replace(/\.$/, "");
    return t === "-0" ? "0" : t;
  };
  const canon = (v) => {
    if (v === null || v === undefined) return "null";
    if (typeof v === "boolean") return String(v);
    if (typeof v === "number") return num(v);
    if (typeof v === "bigint") return v.toString();
    if (typeof v === "string") return quote(v);
    if (v instanceof Date) return quote(v.toISOString());
    if (v instanceof Map) return "{" + [...v].map(([k, x]) => quote(String(k)) + ":" + canon(x)).join(",") + "}";
    if (v instanceof Set || Array.isArray(v)) return "[" + [...v].map(canon).join(",") + "]";
    if (typeof v === "object") return "{" + Object.entries(v).map(([k, x]) => quote(k) + ":" + canon(x)).join(",") + "}";
    return quote(String(v));
  };
  const main = (call) => {
    const c = JSON.parse(fs.readFileSync(0, "utf8"));
    const root = fs.realpathSync(fs.mkdtempSync(path.join(process.cwd(), "case")));
    for (const rel of c.dirs || []) fs.mkdirSync(path.join(root, rel), { recursive: true });
    for (const [rel, text] of Object.entries(c.files || {})) {
      const p = path.join(root, rel);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, text);
    }
    const a = (c.args || []).map((v) => typeof v === "string" && v.startsWith("@")
      ? (v === "@" ? root : path.join(root, v.slice(1))) : v);
    const rel = (line) => line.split(root + "/").join("@").split(root).join("@");
    let line;
    try {
      line = '{"ok":' + canon(call(a)) + "}";
    } catch (e) {
      line = '{"error":"' + kind(e) + '"}';
    }
    const out = [rel(line)];
    const shown = {};
    for (const r of c.show || []) {
      const p = path.join(root, r);
      shown[r] = fs.existsSync(p) && fs.statSync(p).isFile() ? fs.readFileSync(p, "utf8").split("\r\n").join("\n") : null;
    }
    for (const r of c.showjson || []) {
      const p = path.join(root, r);
      shown[r] = fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, "utf8")) : null;
    }
    if (Object.keys(shown).length) out.push(rel('{"files":' + canon(shown) + "}"));
    process.stdout.write(out.join("\n") + "\n");
  };
  return { main };
})();
