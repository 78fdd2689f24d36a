// === signature ===
public static Map<String, Integer> taskFunc(String jsonPath, LocalDate on) throws IOException
// === call ===
return Solution.taskFunc(str(a, 0), java.time.LocalDate.parse(str(a, 1)));
// === solution ===
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Solution {
    public static Map<String, Integer> taskFunc(String jsonPath, LocalDate on) throws IOException {
        List<?> people = (List<?>) Json.parse(Files.readString(Paths.get(jsonPath)));
        Map<String, Integer> ages = new LinkedHashMap<>();
        for (Object item : people) {
            Map<?, ?> person = (Map<?, ?>) item;
            String name = (String) person.get("name");
            LocalDate born;
            try {
                born = LocalDate.parse((String) person.get("birthdate"));
            } catch (DateTimeParseException | ClassCastException e) {
                throw new IllegalArgumentException("bad birth date for " + name);
            }
            if (born.isAfter(on)) {
                throw new IllegalArgumentException(name + " is born after " + on);
            }
            int onKey = on.getMonthValue() * 100 + on.getDayOfMonth();
            int bornKey = born.getMonthValue() * 100 + born.getDayOfMonth();
            boolean hadBirthday = onKey >= bornKey;
            if (bornKey == 229 && onKey == 228) {
                hadBirthday = false;
            }
            ages.put(name, on.getYear() - born.getYear() - (hadBirthday ? 0 : 1));
        }
        return ages;
    }
}
