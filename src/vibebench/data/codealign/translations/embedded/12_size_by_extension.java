// === signature ===
public static Map.Entry<Long, Map<String, Long>> taskFunc(String directory) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Solution {
    public static Map.Entry<Long, Map<String, Long>> taskFunc(String directory) throws IOException {
        Map<String, Long> sizes = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Paths.get(directory))) {
            files = walk.filter(p -> Files.isRegularFile(p) && !Files.isSymbolicLink(p))
                .collect(Collectors.toList());
        }
        long total = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            int dot = name.lastIndexOf('.');
            String extension = dot > 0 ? name.substring(dot).toLowerCase() : "";
            long size = Files.size(file);
            sizes.merge(extension, size, Long::sum);
            total += size;
        }
        return new AbstractMap.SimpleEntry<>(total, sizes);
    }
}
