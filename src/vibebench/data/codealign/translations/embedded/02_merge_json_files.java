// === signature ===
public static Map<String, Object> taskFunc(String directory) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Solution {
    public static Map<String, Object> taskFunc(String directory) throws IOException {
        Map<String, Object> merged = new LinkedHashMap<>();
        List<Path> paths;
        try (Stream<Path> listing = Files.list(Paths.get(directory))) {
            paths = listing.sorted().collect(Collectors.toList());
        }
        for (Path path : paths) {
            String name = path.getFileName().toString();
            if (!name.endsWith(".json") || !Files.isRegularFile(path)) {
                continue;
            }
            Object data = Json.parse(Files.readString(path));
            if (!(data instanceof Map)) {
                throw new IllegalArgumentException(name + " does not hold a JSON object");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) data;
            merged.putAll(object);
        }
        return merged;
    }
}
