// === signature ===
public static Map<String, Integer> taskFunc(List<String> timestamps)
// === call ===
return Solution.taskFunc(strList(a, 0));
// === solution ===
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Solution {
    private static final DateTimeFormatter LABEL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:00");

    public static Map<String, Integer> taskFunc(List<String> timestamps) {
        Map<String, Integer> buckets = new TreeMap<>();
        for (String text : timestamps) {
            LocalDateTime moment;
            try {
                moment = OffsetDateTime.parse(text).withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
            } catch (DateTimeParseException e) {
                moment = LocalDateTime.parse(text);
            }
            buckets.merge(moment.format(LABEL), 1, Integer::sum);
        }
        return buckets;
    }
}
