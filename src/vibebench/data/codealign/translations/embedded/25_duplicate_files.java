// === signature ===
public static List<List<String>> taskFunc(String directory) throws IOException, NoSuchAlgorithmException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Solution {
    private static final int CHUNK_SIZE = 65536;

    public static List<List<String>> taskFunc(String directory)
            throws IOException, NoSuchAlgorithmException {
        Path root = Paths.get(directory);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile).collect(Collectors.toList());
        }
        Map<String, List<String>> byDigest = new LinkedHashMap<>();
        for (Path path : files) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (InputStream in = Files.newInputStream(path)) {
                byte[] chunk = new byte[CHUNK_SIZE];
                int read;
                while ((read = in.read(chunk)) > 0) {
                    digest.update(chunk, 0, read);
                }
            }
            String relative = root.relativize(path).toString().replace('\\', '/');
            byDigest.computeIfAbsent(HexFormat.of().formatHex(digest.digest()), k -> new ArrayList<>())
                .add(relative);
        }
        List<List<String>> groups = new ArrayList<>();
        for (List<String> paths : byDigest.values()) {
            if (paths.size() > 1) {
                Collections.sort(paths);
                groups.add(paths);
            }
        }
        groups.sort((x, y) -> x.get(0).compareTo(y.get(0)));
        return groups;
    }
}
