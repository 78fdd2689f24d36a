// === signature ===
public static List<Map.Entry<String, String>> taskFunc(String expression)
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static final Pattern TOKEN = Pattern.compile(
        "(?<NUMBER>\\d+\\.\\d*|\\.\\d+|\\d+)|(?<NAME>[A-Za-z_]\\w*)|(?<OP>\\*\\*|[-+*/%])"
        + "|(?<PAREN>[()])|(?<SPACE>\\s+)");
    private static final String[] KINDS = {"NUMBER", "NAME", "OP", "PAREN"};

    public static List<Map.Entry<String, String>> taskFunc(String expression) {
        List<Map.Entry<String, String>> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(expression);
        int position = 0;
        while (position < expression.length()) {
            matcher.region(position, expression.length());
            if (!matcher.lookingAt()) {
                throw new IllegalArgumentException("unexpected character "
                    + expression.charAt(position) + " at position " + position);
            }
            for (String kind : KINDS) {
                if (matcher.group(kind) != null) {
                    tokens.add(new AbstractMap.SimpleEntry<>(kind, matcher.group()));
                }
            }
            position = matcher.end();
        }
        return tokens;
    }
}
