// === signature ===
public static boolean belowZero(int[] operations)
// === call ===
return Solution.belowZero(ints(a, 0));
// === solution ===
public class Solution {
    public static boolean belowZero(int[] operations) {
        int balance = 0;
        for (int op : operations) {
            balance += op;
            if (balance < 0) {
                return true;
            }
        }
        return false;
    }
}
