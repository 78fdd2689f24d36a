// === signature ===
public static Map<String, Object> taskFunc(String configPath) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Solution {
    public static Map<String, Object> taskFunc(String configPath) throws IOException {
        Map<String, Object> settings = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(Paths.get(configPath));
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1);
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            int sep = text.indexOf('=');
            String key = sep < 0 ? "" : text.substring(0, sep).strip();
            if (sep < 0 || key.isEmpty()) {
                throw new IllegalArgumentException("line " + number + " is not \"key = value\": " + line);
            }
            String value = text.substring(sep + 1).strip();
            Object parsed = value;
            if (value.equalsIgnoreCase("true")) {
                parsed = Boolean.TRUE;
            } else if (value.equalsIgnoreCase("false")) {
                parsed = Boolean.FALSE;
            } else if (value.matches("-?\\d+")) {
                parsed = Long.parseLong(value);
            }
            settings.put(key, parsed);
        }
        return settings;
    }
}
