// === signature ===
public static double taskFunc(String csvPath, String column) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;

public class Solution {
    public static double taskFunc(String csvPath, String column) throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(csvPath));
        List<String> header = lines.isEmpty() ? List.of() : Arrays.asList(lines.get(0).split(",", -1));
        int index = header.indexOf(column);
        if (index < 0) {
            throw new NoSuchElementException("column " + column + " not found in " + csvPath);
        }
        double total = 0.0;
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) {
                continue;
            }
            String cell = line.split(",", -1)[index].strip();
            if (cell.isEmpty()) {
                continue;
            }
            try {
                total += Double.parseDouble(cell);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a number in column " + column + ": " + cell);
            }
        }
        return total;
    }
}
