// === signature ===
public static boolean isPrime(long n)
// === call ===
return Solution.isPrime(lng(a, 0));
// === solution ===
public class Solution {
    public static boolean isPrime(long n) {
        if (n < 2) {
            return false;
        }
        for (long k = 2; k < n - 1; k++) {
            if (n % k == 0) {
                return false;
            }
        }
        return true;
    }
}
