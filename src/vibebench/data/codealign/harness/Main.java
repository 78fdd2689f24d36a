import java.io.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class Main {
    static Path root;

    static String str(List<Object> a, int i) { return (String) a.get(i); }
    static int num(List<Object> a, int i) { return ((Number) a.get(i)).intValue(); }
    static long lng(List<Object> a, int i) { return ((Number) a.get(i)).longValue(); }
    static double dbl(List<Object> a, int i) { return ((Number) a.get(i)).doubleValue(); }
    static boolean bool(List<Object> a, int i) { return (Boolean) a.get(i); }
    @SuppressWarnings("unchecked")
    static List<Object> list(List<Object> a, int i) { return (List<Object>) a.get(i); }
    @SuppressWarnings("unchecked")
    static Map<String, Object> map(List<Object> a, int i) { return (Map<String, Object>) a.get(i); }
    static int[] ints(List<Object> a, int i) {
        List<Object> l = list(a, i); int[] r = new int[l.size()];
        for (int k = 0; k < r.length; k++) r[k] = ((Number) l.get(k)).intValue();
        return r;
    }
    static double[] doubles(List<Object> a, int i) {
        List<Object> l = list(a, i); double[] r = new double[l.size()];
        for (int k = 0; k < r.length; k++) r[k] = ((Number) l.get(k)).doubleValue();
        return r;
    }
    static List<Integer> intList(List<Object> a, int i) {
        List<Integer> r = new ArrayList<>();
        for (Object o : list(a, i)) r.add(((Number) o).intValue());
        return r;
    }
    static List<Double> doubleList(List<Object> a, int i) {
        List<Double> r = new ArrayList<>();
        for (Object o : list(a, i)) r.add(((Number) o).doubleValue());
        return r;
    }
    static List<String> strList(List<Object> a, int i) {
        List<String> r = new ArrayList<>();
        for (Object o : list(a, i)) r.add((String) o);
        return r;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] argv) throws Exception {
        String text = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
        Map<String, Object> c = (Map<String, Object>) Json.parse(text);
        root = Files.createTempDirectory(Paths.get("").toAbsolutePath(), "case").toRealPath();
        for (Object rel : (List<Object>) c.getOrDefault("dirs", new ArrayList<>())) {
            Files.createDirectories(root.resolve((String) rel));
        }
        Map<String, Object> files = (Map<String, Object>) c.getOrDefault("files", new LinkedHashMap<>());
        for (Map.Entry<String, Object> e : files.entrySet()) {
            Path p = root.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, ((String) e.getValue()).getBytes(StandardCharsets.UTF_8));
        }
        List<Object> a = new ArrayList<>();
        for (Object v : (List<Object>) c.getOrDefault("args", new ArrayList<>())) {
            if (v instanceof String && ((String) v).startsWith("@")) {
                String s = (String) v;
                v = s.equals("@") ? root.toString() : root.resolve(s.substring(1)).toString();
            }
            a.add(v);
        }
        String line;
        try {
            line = "{\"ok\":" + Json.canon(call(a)) + "}";
        } catch (Throwable e) {
            line = "{\"error\":\"" + kind(e) + "\"}";
        }
        System.out.println(rel(line));
        Map<String, Object> shown = new LinkedHashMap<>();
        for (Object r : (List<Object>) c.getOrDefault("show", new ArrayList<>())) {
            Path p = root.resolve((String) r);
            shown.put((String) r, Files.isRegularFile(p)
                ? new String(Files.readAllBytes(p), StandardCharsets.UTF_8).replace("\r\n", "\n") : null);
        }
        for (Object r : (List<Object>) c.getOrDefault("showjson", new ArrayList<>())) {
            Path p = root.resolve((String) r);
            shown.put((String) r, Files.isRegularFile(p)
                ? Json.parse(new String(Files.readAllBytes(p), StandardCharsets.UTF_8)) : null);
        }
        if (!shown.isEmpty()) System.out.println(rel("{\"files\":" + Json.canon(shown) + "}"));
        System.out.flush();
    }

    static String rel(String line) {
        return line.replace(root.toString() + "/", "@").replace(root.toString(), "@");
    }

    static String kind(Throwable e) {
        if (e instanceof UncheckedIOException && e.getCause() != null) e = e.getCause();
        if (e instanceof IllegalArgumentException) return "IllegalArgumentException";
        if (e instanceof NoSuchElementException) return "NoSuchElementException";
        if (e instanceof IndexOutOfBoundsException) return "IndexOutOfBoundsException";
        if (e instanceof FileAlreadyExistsException) return "FileAlreadyExistsException";
        if (e instanceof NoSuchFileException || e instanceof FileNotFoundException) {
            return "NoSuchFileException";
        }
        if (e instanceof NotDirectoryException) return "NotDirectoryException";
        return e.getClass().getSimpleName();
    }

    static Object call(List<Object> a) throws Exception {
/*CALL*/
    }
}

class Json {
    private final String s;
    private int i;

    private Json(String s) { this.s = s; }

    /** Parses JSON: objects as LinkedHashMap, arrays as ArrayList, numbers as Long or Double. */
    static Object parse(String text) {
        Json p = new Json(text);
        p.ws();
        Object v = p.value();
        p.ws();
        if (p.i != p.s.length()) throw new IllegalArgumentException("trailing data at " + p.i);
        return v;
    }

    private void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

    private Object value() {
        if (i >= s.length()) throw new IllegalArgumentException("unexpected end of JSON");
        char ch = s.charAt(i);
        if (ch == '{') {
            Map<String, Object> m = new LinkedHashMap<>();
            i++; ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws(); String k = string(); ws(); expect(':'); ws();
                m.put(k, value()); ws();
                if (s.charAt(i) == ',') { i++; continue; }
                expect('}'); return m;
            }
        }
        if (ch == '[') {
            List<Object> l = new ArrayList<>();
            i++; ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                ws(); l.add(value()); ws();
                if (s.charAt(i) == ',') { i++; continue; }
                expect(']'); return l;
            }
        }
        if (ch == '"') return string();
        if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
        if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
        if (s.startsWith("null", i)) { i += 4; return null; }
        int start = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
        String t = s.substring(start, i);
        if (t.isEmpty()) throw new IllegalArgumentException("bad JSON at " + start);
        if (t.contains(".") || t.contains("e") || t.contains("E")) return Double.parseDouble(t);
        return Long.parseLong(t);
    }

    private void expect(char c) {
        if (i >= s.length() || s.charAt(i) != c) throw new IllegalArgumentException("expected " + c);
        i++;
    }

    private String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = s.charAt(i++);
            if (c == '"') return b.toString();
            if (c == '\\') {
                char e = s.charAt(i++);
                switch (e) {
                    case 'n': b.append('\n'); break;
                    case 't': b.append('\t'); break;
                    case 'r': b.append('\r'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                    default: b.append(e);
                }
            } else {
                b.append(c);
            }
        }
    }

    static String quote(String v) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : v.toCharArray()) {
            if (c == '"') b.append("\\\"");
            else if (c == '\\') b.append("\\\\");
            else if (c == '\n') b.append("\\n");
            else if (c == '\r') b.append("\\r");
            else if (c == '\t') b.append("\\t");
            else if (c == '\b') b.append("\\b");
            else if (c == '\f') b.append("\\f");
            else if (c < 0x20 || c > 0x7f) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static String num(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) return Long.toString((long) d);
        String t = new BigDecimal(d).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
        t = t.replaceAll("0+$", "").replaceAll("\\.$", "");
        return t.equals("-0") ? "0" : t;
    }

    /** The canonical one-line JSON every driver prints. */
    static String canon(Object v) {
        if (v == null) return "null";
        if (v instanceof Boolean) return v.toString();
        if (v instanceof Double || v instanceof Float) return num(((Number) v).doubleValue());
        if (v instanceof BigDecimal) return num(((BigDecimal) v).doubleValue());
        if (v instanceof Number) return v.toString();
        if (v instanceof String) return quote((String) v);
        if (v instanceof Character) return quote(v.toString());
        if (v instanceof Optional) return canon(((Optional<?>) v).orElse(null));
        if (v instanceof Map.Entry) {
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) v;
            return "[" + canon(e.getKey()) + "," + canon(e.getValue()) + "]";
        }
        if (v instanceof Map) {
            StringJoiner j = new StringJoiner(",", "{", "}");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                j.add(quote(String.valueOf(e.getKey())) + ":" + canon(e.getValue()));
            }
            return j.toString();
        }
        if (v instanceof Iterable) {
            StringJoiner j = new StringJoiner(",", "[", "]");
            for (Object o : (Iterable<?>) v) j.add(canon(o));
            return j.toString();
        }
        if (v.getClass().isArray()) {
            StringJoiner j = new StringJoiner(",", "[", "]");
            int n = java.lang.reflect.Array.getLength(v);
            for (int k = 0; k < n; k++) j.add(canon(java.lang.reflect.Array.get(v, k)));
            return j.toString();
        }
        return quote(v.toString());
    }
}
