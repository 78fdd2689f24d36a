// === signature ===
public static String flipCase(String string)
// === call ===
return Solution.flipCase(str(a, 0));
// === solution ===
public class Solution {
    public static String flipCase(String string) {
        StringBuilder flipped = new StringBuilder();
        for (char c : string.toCharArray()) {
            flipped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return flipped.toString();
    }
}
