// === signature ===
public static int largestDivisor(int n)
// === call ===
return Solution.largestDivisor(num(a, 0));
// === solution ===
public class Solution {
    public static int largestDivisor(int n) {
        for (int i = n - 1; i > 0; i--) {
            if (n % i == 0) {
                return i;
            }
        }
        return 1;
    }
}
