// === signature ===
public static Map<String, List<String>> taskFunc(List<String> candidates)
// === call ===
return Solution.taskFunc(strList(a, 0));
// === solution ===
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static final Pattern OCTETS =
        Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private static boolean isValid(String text) {
        Matcher match = OCTETS.matcher(text);
        if (!match.matches()) {
            return false;
        }
        for (int i = 1; i <= 4; i++) {
            String octet = match.group(i);
            if (octet.length() > 1 && octet.startsWith("0")) {
                return false;
            }
            if (Integer.parseInt(octet) > 255) {
                return false;
            }
        }
        return true;
    }

    public static Map<String, List<String>> taskFunc(List<String> candidates) {
        Map<String, List<String>> result = new LinkedHashMap<>();
        result.put("valid", new ArrayList<>());
        result.put("invalid", new ArrayList<>());
        for (String text : candidates) {
            result.get(isValid(text) ? "valid" : "invalid").add(text);
        }
        return result;
    }
}
