// === signature ===
public static List<Integer> taskFunc(List<String> dates)
// === call ===
return Solution.taskFunc(strList(a, 0));
// === solution ===
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Solution {
    public static List<Integer> taskFunc(List<String> dates) {
        List<LocalDate> parsed = new ArrayList<>();
        for (String text : dates) {
            try {
                parsed.add(LocalDate.parse(text));
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("not an ISO date: " + text);
            }
        }
        Collections.sort(parsed);
        List<Integer> gaps = new ArrayList<>();
        for (int i = 1; i < parsed.size(); i++) {
            gaps.add((int) ChronoUnit.DAYS.between(parsed.get(i - 1), parsed.get(i)));
        }
        return gaps;
    }
}
