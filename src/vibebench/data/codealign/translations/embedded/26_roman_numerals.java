// === signature ===
public static String taskFunc(int number)
// === call ===
return Solution.taskFunc(num(a, 0));
// === solution ===
public class Solution {
    private static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    private static final String[] SYMBOLS =
        {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    public static String taskFunc(int number) {
        if (number < 1 || number > 3999) {
            throw new IllegalArgumentException("out of range: " + number);
        }
        StringBuilder parts = new StringBuilder();
        for (int i = 0; i < VALUES.length; i++) {
            parts.append(SYMBOLS[i].repeat(number / VALUES[i]));
            number %= VALUES[i];
        }
        return parts.toString();
    }
}
