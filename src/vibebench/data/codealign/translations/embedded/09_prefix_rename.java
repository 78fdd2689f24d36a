// === signature ===
public static List<String> taskFunc(String directory, String pattern, String prefix) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1), str(a, 2));
// === solution ===
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class Solution {
    public static List<String> taskFunc(String directory, String pattern, String prefix)
            throws IOException {
        Pattern regex = Pattern.compile(pattern);
        Path folder = Paths.get(directory);
        List<Path> names;
        try (Stream<Path> listing = Files.list(folder)) {
            names = listing.sorted().collect(Collectors.toList());
        }
        List<Path[]> plan = new ArrayList<>();
        for (Path old : names) {
            String name = old.getFileName().toString();
            if (!Files.isRegularFile(old) || name.startsWith(prefix)) {
                continue;
            }
            if (regex.matcher(name).matches()) {
                plan.add(new Path[] {old, folder.resolve(prefix + name)});
            }
        }
        for (Path[] step : plan) {
            if (Files.exists(step[1])) {
                throw new FileAlreadyExistsException(step[1].toString());
            }
        }
        List<String> renamed = new ArrayList<>();
        for (Path[] step : plan) {
            Files.move(step[0], step[1]);
            renamed.add(step[1].getFileName().toString());
        }
        Collections.sort(renamed);
        return renamed;
    }
}
