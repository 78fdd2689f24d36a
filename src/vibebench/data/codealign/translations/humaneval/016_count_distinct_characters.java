// === signature ===
public static int countDistinctCharacters(String string)
// === call ===
return Solution.countDistinctCharacters(str(a, 0));
// === solution ===
import java.util.HashSet;
import java.util.Set;

public class Solution {
    public static int countDistinctCharacters(String string) {
        Set<Character> seen = new HashSet<>();
        for (char c : string.toLowerCase().toCharArray()) {
            seen.add(c);
        }
        return seen.size();
    }
}
