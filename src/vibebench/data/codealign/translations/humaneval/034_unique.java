// === signature ===
public static List<Integer> unique(int[] l)  // sorted unique elements
// === call ===
return Solution.unique(ints(a, 0));
// === solution ===
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

public class Solution {
    public static List<Integer> unique(int[] l) {
        TreeSet<Integer> seen = new TreeSet<>();
        for (int x : l) {
            seen.add(x);
        }
        return new ArrayList<>(seen);
    }
}
