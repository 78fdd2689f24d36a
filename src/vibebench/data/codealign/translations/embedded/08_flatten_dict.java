// === signature ===
public static Map<String, Object> taskFunc(Map<String, Object> data, String separator)
// === call ===
return Solution.taskFunc(map(a, 0), str(a, 1));
// === solution ===
import java.util.LinkedHashMap;
import java.util.Map;

public class Solution {
    @SuppressWarnings("unchecked")
    public static Map<String, Object> taskFunc(Map<String, Object> data, String separator) {
        Map<String, Object> flat = new LinkedHashMap<>();
        for (Map.Entry<String, Object> entry : data.entrySet()) {
            Object value = entry.getValue();
            if (value instanceof Map && !((Map<String, Object>) value).isEmpty()) {
                Map<String, Object> inner = taskFunc((Map<String, Object>) value, separator);
                for (Map.Entry<String, Object> item : inner.entrySet()) {
                    flat.put(entry.getKey() + separator + item.getKey(), item.getValue());
                }
            } else {
                flat.put(entry.getKey(), value);
            }
        }
        return flat;
    }
}
