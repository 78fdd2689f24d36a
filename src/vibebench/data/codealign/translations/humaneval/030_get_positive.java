// === signature ===
public static List<Integer> getPositive(int[] l)
// === call ===
return Solution.getPositive(ints(a, 0));
// === solution ===
import java.util.ArrayList;
import java.util.List;

public class Solution {
    public static List<Integer> getPositive(int[] l) {
        List<Integer> result = new ArrayList<>();
        for (int e : l) {
            if (e > 0) {
                result.add(e);
            }
        }
        return result;
    }
}
