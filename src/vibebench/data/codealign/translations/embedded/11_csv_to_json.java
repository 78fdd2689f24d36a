// === signature ===
public static int taskFunc(String csvPath, String jsonPath) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

public class Solution {
    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    public static int taskFunc(String csvPath, String jsonPath) throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(csvPath));
        String[] header = lines.get(0).split(",", -1);
        List<String> records = new ArrayList<>();
        for (int number = 2; number <= lines.size(); number++) {
            String line = lines.get(number - 1);
            if (line.isEmpty()) {
                continue;
            }
            String[] row = line.split(",", -1);
            if (row.length != header.length) {
                throw new IllegalArgumentException("row " + number + " has " + row.length
                    + " cells, expected " + header.length);
            }
            List<String> fields = new ArrayList<>();
            for (int i = 0; i < header.length; i++) {
                String cell = row[i];
                String value = cell.matches("-?\\d+") ? cell.replaceFirst("^(-?)0+(?=\\d)", "$1") : quote(cell);
                fields.add("    " + quote(header[i]) + ": " + value);
            }
            records.add("  {\n" + String.join(",\n", fields) + "\n  }");
        }
        String json = records.isEmpty() ? "[]" : "[\n" + String.join(",\n", records) + "\n]";
        Files.writeString(Paths.get(jsonPath), json);
        return records.size();
    }
}
