// === signature ===
public static List<Map.Entry<String, Integer>> taskFunc(String path, int n) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), num(a, 1));
// === solution ===
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static final Pattern WORD_PATTERN = Pattern.compile("[a-z0-9']+");

    public static List<Map.Entry<String, Integer>> taskFunc(String path, int n) throws IOException {
        if (n <= 0) {
            throw new IllegalArgumentException("n must be positive");
        }
        String text = Files.readString(Paths.get(path), StandardCharsets.UTF_8).toLowerCase();
        Map<String, Integer> counts = new HashMap<>();
        Matcher matcher = WORD_PATTERN.matcher(text);
        while (matcher.find()) {
            counts.merge(matcher.group(), 1, Integer::sum);
        }
        List<Map.Entry<String, Integer>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort((x, y) -> !x.getValue().equals(y.getValue())
            ? y.getValue() - x.getValue() : x.getKey().compareTo(y.getKey()));
        return ranked.subList(0, Math.min(n, ranked.size()));
    }
}
