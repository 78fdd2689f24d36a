// === signature ===
public static int maxElement(int[] l)
// === call ===
return Solution.maxElement(ints(a, 0));
// === solution ===
public class Solution {
    public static int maxElement(int[] l) {
        int m = l[0];
        for (int e : l) {
            if (e > m) {
                m = e;
            }
        }
        return m;
    }
}
