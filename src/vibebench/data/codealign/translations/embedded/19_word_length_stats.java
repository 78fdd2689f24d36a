// === signature ===
public static Map<String, Number> taskFunc(String text)
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Solution {
    private static double round2(double value) {
        return new BigDecimal(value).setScale(2, RoundingMode.HALF_EVEN).doubleValue();
    }

    public static Map<String, Number> taskFunc(String text) {
        List<Integer> lengths = new ArrayList<>();
        Matcher matcher = Pattern.compile("[A-Za-z]+").matcher(text);
        while (matcher.find()) {
            lengths.add(matcher.group().length());
        }
        if (lengths.isEmpty()) {
            throw new IllegalArgumentException("the text has no words");
        }
        Collections.sort(lengths);
        int n = lengths.size();
        double sum = 0;
        for (int length : lengths) {
            sum += length;
        }
        double median = n % 2 == 1 ? lengths.get(n / 2) : (lengths.get(n / 2 - 1) + lengths.get(n / 2)) / 2.0;
        Map<String, Number> stats = new LinkedHashMap<>();
        stats.put("min", lengths.get(0));
        stats.put("max", lengths.get(n - 1));
        stats.put("mean", round2(sum / n));
        stats.put("median", round2(median));
        return stats;
    }
}
