// === signature ===
public static Object taskFunc(String jsonPath, String dottedPath, Object defaultValue) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1), a.get(2));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

public class Solution {
    public static Object taskFunc(String jsonPath, String dottedPath, Object defaultValue)
            throws IOException {
        Object node = Json.parse(Files.readString(Paths.get(jsonPath)));
        if (dottedPath.isEmpty()) {
            return node;
        }
        for (String part : dottedPath.split("\\.", -1)) {
            if (node instanceof Map) {
                Map<?, ?> object = (Map<?, ?>) node;
                if (!object.containsKey(part)) {
                    return defaultValue;
                }
                node = object.get(part);
            } else if (node instanceof List) {
                List<?> list = (List<?>) node;
                if (!part.matches("\\d+") || Integer.parseInt(part) >= list.size()) {
                    return defaultValue;
                }
                node = list.get(Integer.parseInt(part));
            } else {
                return defaultValue;
            }
        }
        return node;
    }
}
