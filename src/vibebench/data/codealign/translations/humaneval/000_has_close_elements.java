// === signature ===
public static boolean hasCloseElements(double[] numbers, double threshold)
// === call ===
return Solution.hasCloseElements(doubles(a, 0), dbl(a, 1));
// === solution ===
public class Solution {
    public static boolean hasCloseElements(double[] numbers, double threshold) {
        for (int idx = 0; idx < numbers.length; idx++) {
            for (int idx2 = 0; idx2 < numbers.length; idx2++) {
                if (idx != idx2) {
                    double distance = Math.abs(numbers[idx] - numbers[idx2]);
                    if (distance < threshold) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
