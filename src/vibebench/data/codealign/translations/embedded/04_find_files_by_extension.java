// === signature ===
public static List<String> taskFunc(String directory, String extension) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.File;
import java.io.IOException;
import java.nio.file.NotDirectoryException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Solution {
    public static List<String> taskFunc(String directory, String extension) throws IOException {
        File root = new File(directory);
        if (!root.isDirectory()) {
            throw new NotDirectoryException(directory);
        }
        List<String> found = new ArrayList<>();
        collect(root, "", extension.toLowerCase(), found);
        Collections.sort(found);
        return found;
    }

    private static void collect(File folder, String prefix, String extension, List<String> found) {
        File[] children = folder.listFiles();
        if (children == null) {
            return;
        }
        for (File child : children) {
            String relative = prefix + child.getName();
            if (child.isDirectory()) {
                collect(child, relative + "/", extension, found);
            } else if (child.getName().toLowerCase().endsWith(extension)) {
                found.add(relative);
            }
        }
    }
}
