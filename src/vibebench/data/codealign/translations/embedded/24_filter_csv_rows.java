// === signature ===
public static int taskFunc(String sourcePath, String targetPath, String column, String operator, double threshold) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1), str(a, 2), str(a, 3), dbl(a, 4));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

public class Solution {
    private static final Set<String> OPERATORS = Set.of("<", "<=", ">", ">=", "==", "!=");

    public static int taskFunc(String sourcePath, String targetPath, String column, String operator,
            double threshold) throws IOException {
        if (!OPERATORS.contains(operator)) {
            throw new IllegalArgumentException("unknown operator: " + operator);
        }
        List<String> lines = Files.readAllLines(Paths.get(sourcePath));
        String header = lines.isEmpty() ? "" : lines.get(0);
        int index = List.of(header.split(",", -1)).indexOf(column);
        if (index < 0) {
            throw new NoSuchElementException(column);
        }
        List<String> kept = new ArrayList<>();
        kept.add(header);
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) {
                continue;
            }
            double value = Double.parseDouble(line.split(",", -1)[index]);
            boolean keep;
            switch (operator) {
                case "<": keep = value < threshold; break;
                case "<=": keep = value <= threshold; break;
                case ">": keep = value > threshold; break;
                case ">=": keep = value >= threshold; break;
                case "==": keep = value == threshold; break;
                default: keep = value != threshold;
            }
            if (keep) {
                kept.add(line);
            }
        }
        Files.writeString(Paths.get(targetPath), String.join("\n", kept) + "\n");
        return kept.size() - 1;
    }
}
