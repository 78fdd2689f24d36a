"""Code examples of the Java (J_) and JavaScript (S_) structural entries: their tests."""

from __future__ import annotations

__all__ = [
    "J_CHAIN",
    "J_DISPATCH",
    "J_FOREACH",
    "J_INDEXED",
    "J_MAP",
    "J_PRINTS",
    "J_PRINT_ONCE",
    "J_SHORT",
    "S_CHAIN",
    "S_DISPATCH",
    "S_FOREACH",
    "S_INDEXED",
    "S_MAP",
    "S_PRINTS",
    "S_PRINT_ONCE",
    "S_SHORT",
]

J_CHAIN = """class Solution {
    static String grade(int score) {
        if (score >= 90) {
            return "A";
        } else if (score >= 80) {
            return "B";
        } else if (score >= 70) {
            return "C";
        } else {
            return "F";
        }
    }
}
"""
J_SHORT = """class Solution {
    private static final int[] LIMITS = {90, 80, 70};
    private static final String[] GRADES = {"A", "B", "C"};

    static String grade(int score) {
        for (int i = 0; i < LIMITS.length; i++) {
            if (score >= LIMITS[i]) {
                return GRADES[i];
            }
        }
        return "F";
    }
}
"""
S_CHAIN = """function grade(score) {
  if (score >= 90) {
    return "A";
  } else if (score >= 80) {
    return "B";
  } else if (score >= 70) {
    return "C";
  } else {
    return "F";
  }
}
"""
S_SHORT = """const LIMITS = [[90, "A"], [80, "B"], [70, "C"]];

function grade(score) {
  const found = LIMITS.find(([limit]) => score >= limit);
  return found ? found[1] : "F";
}
"""
J_DISPATCH = """class Solution {
    static int price(String size) {
        if (size.equals("small")) {
            return 1;
        } else if (size.equals("medium")) {
            return 2;
        } else if (size.equals("large")) {
            return 3;
        }
        return 0;
    }
}
"""
J_MAP = """import java.util.Map;

class Solution {
    private static final Map<String, Integer> PRICES = Map.of("small", 1, "medium", 2, "large", 3);

    static int price(String size) {
        return PRICES.getOrDefault(size, 0);
    }
}
"""
S_DISPATCH = """function price(size) {
  if (size === "small") {
    return 1;
  } else if (size === "medium") {
    return 2;
  } else if (size === "large") {
    return 3;
  }
  return 0;
}
"""
S_MAP = """const PRICES = { small: 1, medium: 2, large: 3 };

function price(size) {
  return PRICES[size] ?? 0;
}
"""
J_PRINTS = """class Solution {
    static void show(int[] values) {
        for (int value : values) {
            System.out.println(value);
        }
    }
}
"""
J_PRINT_ONCE = """class Solution {
    static void show(int[] values) {
        StringBuilder out = new StringBuilder();
        for (int value : values) {
            out.append(value).append('\\n');
        }
        System.out.print(out);
    }
}
"""
S_PRINTS = """function show(values) {
  for (const value of values) {
    console.log(value);
  }
}
"""
S_PRINT_ONCE = """function show(values) {
  const lines = [];
  for (const value of values) {
    lines.push(String(value));
  }
  console.log(lines.join("\\n"));
}
"""
J_FOREACH = """class Solution {
    static int total(int[] values) {
        int sum = 0;
        for (int value : values) {
            sum += value;
        }
        return sum;
    }
}
"""
J_INDEXED = """class Solution {
    static int total(int[] values) {
        int sum = 0;
        for (int i = 0; i < values.length; i++) {
            sum += values[i];
        }
        return sum;
    }
}
"""
S_INDEXED = """function total(values) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i];
  }
  return sum;
}
"""
S_FOREACH = """function total(values) {
  let sum = 0;
  for (const value of values) {
    sum += value;
  }
  return sum;
}
"""
