// === signature ===
public static boolean isPalindrome(String text)
// === call ===
return Solution.isPalindrome(str(a, 0));
// === solution ===
public class Solution {
    public static boolean isPalindrome(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) != text.charAt(text.length() - 1 - i)) {
                return false;
            }
        }
        return true;
    }
}
