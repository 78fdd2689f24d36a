// === signature ===
public static int taskFunc(String root, Map<String, Object> spec) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), map(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

public class Solution {
    @SuppressWarnings("unchecked")
    private static void check(Map<String, Object> node) {
        for (Map.Entry<String, Object> entry : node.entrySet()) {
            String name = entry.getKey();
            if (name.isEmpty() || name.equals(".") || name.equals("..") || name.contains("/")) {
                throw new IllegalArgumentException("invalid name: " + name);
            }
            if (entry.getValue() instanceof Map) {
                check((Map<String, Object>) entry.getValue());
            } else if (!(entry.getValue() instanceof String)) {
                throw new IllegalArgumentException("invalid value for " + name);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static int build(Path folder, Map<String, Object> node) throws IOException {
        Files.createDirectories(folder);
        int written = 0;
        for (Map.Entry<String, Object> entry : node.entrySet()) {
            Path path = folder.resolve(entry.getKey());
            if (entry.getValue() instanceof Map) {
                written += build(path, (Map<String, Object>) entry.getValue());
            } else {
                Files.writeString(path, (String) entry.getValue());
                written++;
            }
        }
        return written;
    }

    public static int taskFunc(String root, Map<String, Object> spec) throws IOException {
        check(spec);
        return build(Paths.get(root), spec);
    }
}
