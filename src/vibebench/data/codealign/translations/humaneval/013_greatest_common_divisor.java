// === signature ===
public static int greatestCommonDivisor(int a, int b)
// === call ===
return Solution.greatestCommonDivisor(num(a, 0), num(a, 1));
// === solution ===
public class Solution {
    public static int greatestCommonDivisor(int a, int b) {
        while (b != 0) {
            int t = b;
            b = a % b;
            a = t;
        }
        return a;
    }
}
