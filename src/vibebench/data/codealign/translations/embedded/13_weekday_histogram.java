// === signature ===
public static Map<String, Integer> taskFunc(List<String> timestamps)
// === call ===
return Solution.taskFunc(strList(a, 0));
// === solution ===
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Solution {
    private static final String[] WEEKDAYS =
        {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    public static Map<String, Integer> taskFunc(List<String> timestamps) {
        int[] counts = new int[7];
        for (String text : timestamps) {
            try {
                counts[LocalDateTime.parse(text).getDayOfWeek().getValue() - 1]++;
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("cannot parse " + text);
            }
        }
        Map<String, Integer> histogram = new LinkedHashMap<>();
        for (int i = 0; i < 7; i++) {
            histogram.put(WEEKDAYS[i], counts[i]);
        }
        return histogram;
    }
}
