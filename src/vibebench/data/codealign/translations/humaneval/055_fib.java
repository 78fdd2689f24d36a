// === signature ===
public static int fib(int n)
// === call ===
return Solution.fib(num(a, 0));
// === solution ===
public class Solution {
    public static int fib(int n) {
        if (n == 0) {
            return 0;
        }
        if (n == 1) {
            return 1;
        }
        return fib(n - 1) + fib(n - 2);
    }
}
