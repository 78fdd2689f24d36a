// === signature ===
public static List<Integer> strangeSortList(int[] lst)
// === call ===
return Solution.strangeSortList(ints(a, 0));
// === solution ===
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Solution {
    public static List<Integer> strangeSortList(int[] lst) {
        List<Integer> rest = new ArrayList<>();
        for (int x : lst) {
            rest.add(x);
        }
        List<Integer> res = new ArrayList<>();
        boolean switchSide = true;
        while (!rest.isEmpty()) {
            Integer pick = switchSide ? Collections.min(rest) : Collections.max(rest);
            res.add(pick);
            rest.remove(pick);
            switchSide = !switchSide;
        }
        return res;
    }
}
