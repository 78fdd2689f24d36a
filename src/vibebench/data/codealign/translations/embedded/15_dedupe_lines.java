// === signature ===
public static int taskFunc(String sourcePath, String targetPath) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.Set;

public class Solution {
    public static int taskFunc(String sourcePath, String targetPath) throws IOException {
        Set<String> seen = new HashSet<>();
        StringBuilder kept = new StringBuilder();
        int removed = 0;
        for (String line : Files.readAllLines(Paths.get(sourcePath))) {
            String text = line.stripTrailing();
            if (seen.contains(text)) {
                removed++;
            } else {
                seen.add(text);
                kept.append(text).append('\n');
            }
        }
        Files.writeString(Paths.get(targetPath), kept.toString());
        return removed;
    }
}
