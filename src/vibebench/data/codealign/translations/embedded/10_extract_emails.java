// === signature ===
public static List<String> taskFunc(String path)
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static final Pattern EMAIL =
        Pattern.compile("[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,}");

    public static List<String> taskFunc(String path) {
        String text;
        try {
            text = Files.readString(Paths.get(path));
        } catch (IOException e) {
            return new ArrayList<>();
        }
        TreeSet<String> found = new TreeSet<>();
        Matcher matcher = EMAIL.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group().toLowerCase());
        }
        return new ArrayList<>(found);
    }
}
