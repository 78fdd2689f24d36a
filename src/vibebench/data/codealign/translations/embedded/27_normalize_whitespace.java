// === signature ===
public static Map<String, Boolean> taskFunc(String directory) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Solution {
    public static Map<String, Boolean> taskFunc(String directory) throws IOException {
        List<Path> paths;
        try (Stream<Path> listing = Files.list(Paths.get(directory))) {
            paths = listing.filter(p -> p.getFileName().toString().endsWith(".txt"))
                .collect(Collectors.toList());
        }
        Map<String, Boolean> changed = new TreeMap<>();
        for (Path path : paths) {
            String original = Files.readString(path);
            List<String> lines = new ArrayList<>();
            for (String line : original.split("\n", -1)) {
                lines.add(line.replaceAll("[ \\t]+", " ").stripTrailing());
            }
            while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
                lines.remove(lines.size() - 1);
            }
            String normalized = lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
            boolean differs = !normalized.equals(original);
            if (differs) {
                Files.writeString(path, normalized);
            }
            changed.put(path.getFileName().toString(), differs);
        }
        return changed;
    }
}
