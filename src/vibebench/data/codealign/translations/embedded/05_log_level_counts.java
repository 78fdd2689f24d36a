// === signature ===
public static Map<String, Integer> taskFunc(String logPath) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static final Pattern LINE =
        Pattern.compile("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} ([A-Z]+) .*$");

    public static Map<String, Integer> taskFunc(String logPath) throws IOException {
        Map<String, Integer> counts = new TreeMap<>();
        for (String line : Files.readAllLines(Paths.get(logPath))) {
            Matcher match = LINE.matcher(line);
            if (match.matches()) {
                counts.merge(match.group(1), 1, Integer::sum);
            }
        }
        return counts;
    }
}
