// === signature ===
public static String taskFunc(String sourcePath, String backupDir, LocalDateTime moment) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1), java.time.LocalDateTime.parse(str(a, 2)));
// === solution ===
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

public class Solution {
    public static String taskFunc(String sourcePath, String backupDir, LocalDateTime moment)
            throws IOException {
        Path source = Paths.get(sourcePath);
        if (!Files.isRegularFile(source)) {
            throw new NoSuchFileException(sourcePath);
        }
        String name = source.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String suffix = dot > 0 ? name.substring(dot) : "";
        String stamp = moment.format(DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss"));
        Path folder = Paths.get(backupDir);
        Files.createDirectories(folder);
        Path target = folder.resolve(stem + "_" + stamp + suffix);
        if (Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
        return target.toString();
    }
}
