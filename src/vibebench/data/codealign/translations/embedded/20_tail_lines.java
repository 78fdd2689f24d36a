// === signature ===
public static List<String> taskFunc(String path, int n) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), num(a, 1));
// === solution ===
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

public class Solution {
    public static List<String> taskFunc(String path, int n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative");
        }
        Deque<String> last = new ArrayDeque<>();
        try (BufferedReader reader = Files.newBufferedReader(Paths.get(path))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (n == 0) {
                    continue;
                }
                if (last.size() == n) {
                    last.removeFirst();
                }
                last.addLast(line);
            }
        }
        return new ArrayList<>(last);
    }
}
