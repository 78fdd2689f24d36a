// === signature ===
public static List<String> taskFunc(String directory, String archivePath) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), str(a, 1));
// === solution ===
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

public class Solution {
    public static List<String> taskFunc(String directory, String archivePath) throws IOException {
        Path archive = Paths.get(archivePath).toAbsolutePath().normalize();
        if (Files.exists(archive)) {
            throw new FileAlreadyExistsException(archivePath);
        }
        Path root = Paths.get(directory).toAbsolutePath().normalize();
        if (archive.startsWith(root) && !archive.equals(root)) {
            throw new IllegalArgumentException("the archive must not be inside the directory it zips");
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(Files::isRegularFile)
                .filter(p -> !p.getFileName().toString().startsWith("."))
                .collect(Collectors.toList());
        }
        List<String> names = new ArrayList<>();
        try (OutputStream out = Files.newOutputStream(archive);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Path file : files) {
                String name = root.relativize(file).toString().replace('\\', '/');
                zip.putNextEntry(new ZipEntry(name));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
                names.add(name);
            }
        }
        Collections.sort(names);
        return names;
    }
}
