// === signature ===
public static String longest(List<String> strings)  // null for an empty list
// === call ===
return Solution.longest(strList(a, 0));
// === solution ===
import java.util.List;

public class Solution {
    public static String longest(List<String> strings) {
        if (strings.isEmpty()) {
            return null;
        }
        int maxlen = 0;
        for (String s : strings) {
            maxlen = Math.max(maxlen, s.length());
        }
        for (String s : strings) {
            if (s.length() == maxlen) {
                return s;
            }
        }
        return null;
    }
}
