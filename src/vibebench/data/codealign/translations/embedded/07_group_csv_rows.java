// === signature ===
public static Map<String, List<Map<String, String>>> taskFunc(String csvPath, String keyColumn) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

public class Solution {
    public static Map<String, List<Map<String, String>>> taskFunc(String csvPath, String keyColumn)
            throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(csvPath));
        String[] header = lines.isEmpty() ? new String[0] : lines.get(0).split(",", -1);
        int keyIndex = List.of(header).indexOf(keyColumn);
        if (keyIndex < 0) {
            throw new NoSuchElementException(keyColumn);
        }
        Map<String, List<Map<String, String>>> groups = new TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.isEmpty()) {
                continue;
            }
            String[] cells = line.split(",", -1);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.length; i++) {
                if (i != keyIndex) {
                    row.put(header[i], cells[i]);
                }
            }
            groups.computeIfAbsent(cells[keyIndex], k -> new ArrayList<>()).add(row);
        }
        return groups;
    }
}
