// === signature ===
public static List<Double> taskFunc(double[] values, int window)
// === call ===
return Solution.taskFunc(doubles(a, 0), num(a, 1));
// === solution ===
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

public class Solution {
    private static double round3(double value) {
        return new BigDecimal(value).setScale(3, RoundingMode.HALF_EVEN).doubleValue();
    }

    public static List<Double> taskFunc(double[] values, int window) {
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1");
        } else if (window > values.length) {
            throw new IllegalArgumentException("window larger than the series");
        }
        double running = 0;
        for (int i = 0; i < window; i++) {
            running += values[i];
        }
        List<Double> averages = new ArrayList<>();
        averages.add(round3(running / window));
        for (int index = window; index < values.length; index++) {
            running += values[index] - values[index - window];
            averages.add(round3(running / window));
        }
        return averages;
    }
}
