// === signature ===
public static List<String> filterBySubstring(List<String> strings, String substring)
// === call ===
return Solution.filterBySubstring(strList(a, 0), str(a, 1));
// === solution ===
import java.util.ArrayList;
import java.util.List;

public class Solution {
    public static List<String> filterBySubstring(List<String> strings, String substring) {
        List<String> result = new ArrayList<>();
        for (String x : strings) {
            if (x.contains(substring)) {
                result.add(x);
            }
        }
        return result;
    }
}
