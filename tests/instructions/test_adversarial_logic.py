"""Adversarial attempts at the logic instructions (logic_1-9), judged in both verdict modes.

Every attempt dodges its instruction; strict mode must fail it (unless the route is marked
open and documented), and its honest twin must pass in paper and strict mode alike.
"""

from __future__ import annotations

from textwrap import dedent

import pytest
from adversarial_harness import Attempt, category_tests

from vibebench.instructions import InstructionSpec
from vibebench.verify import VerifyRequest, verify

IDS = tuple(f"logic_{number}" for number in range(1, 10))


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


# -- logic_1: cyclomatic complexity (bound 3) -------------------------------------------------
C3 = {"max_complexity": 3}
GRADE_TWIN = code("""
    BOUNDS = ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'))


    def grade(score):
        for bound, letter in BOUNDS:
            if score >= bound:
                return letter
        return 'F'
""")
VALIDATE_TWIN = code("""
    def validate(user):
        if not isinstance(user.get('name'), str):
            raise TypeError('name must be a string')
        if not isinstance(user.get('age'), int):
            raise TypeError('age must be an int')
        return user


    def area(node):
        assert node is not None
        assert node.width >= 0
        assert node.height >= 0
        assert node.depth >= 0
        assert node.unit
        return node.width * node.height


    def test_validate():
        user = validate({'name': 'ada', 'age': 36, 'email': 'a@b.c'})
        assert user['name'] == 'ada', 'name kept'
        assert user['age'] == 36, 'age kept'
        assert user['email'] == 'a@b.c', 'email kept'
        assert len(user) == 3, 'nothing added'
        assert isinstance(user, dict), 'a dict'
        assert 'role' not in user, 'no role'
""")
LOGIC_1 = [
    Attempt("logic_1", "ternary-chain", code("""
        def grade(score):
            return 'A' if score >= 90 else 'B' if score >= 80 else 'C' if score >= 70 else 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "boolean-operators", code("""
        def grade(score):
            return (score >= 90 and 'A') or (score >= 80 and 'B') or (score >= 70 and 'C') or 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "comprehension-filters", code("""
        def grade(score):
            found = [letter for bound, letter in ((90, 'A'), (80, 'B')) if score >= bound if bound]
            return found[0] if found else 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "decisions-in-a-lambda", code("""
        def grade(score):
            pick = lambda s: 'A' if s >= 90 else ('B' if s >= 80 else 'C')
            return pick(score) if score >= 70 else 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "logic-moved-to-module-level", code("""
        GRADES = {}
        for score in range(101):
            if score >= 90:
                GRADES[score] = 'A'
            elif score >= 80:
                GRADES[score] = 'B'
            elif score >= 70:
                GRADES[score] = 'C'
            else:
                GRADES[score] = 'F'


        def grade(score):
            return GRADES[score]
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "logic-moved-to-a-class-body", code("""
        class Grades:
            table = {}
            for score in range(101):
                if score >= 90:
                    table[score] = 'A'
                elif score >= 80:
                    table[score] = 'B'
                else:
                    table[score] = 'F'


        def grade(score):
            return Grades.table[score]
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "complex-function-in-exec", code("""
        exec(
            'def grade(score):\\n'
            '    if score >= 90:\\n        return "A"\\n'
            '    if score >= 80:\\n        return "B"\\n'
            '    if score >= 70:\\n        return "C"\\n'
            '    return "F"\\n'
        )
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "if-chain", code("""
        def grade(score):
            if score >= 90:
                return 'A'
            if score >= 80:
                return 'B'
            if score >= 70:
                return 'C'
            return 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "nested-loops", code("""
        def grade(scores):
            count = 0
            for row in scores:
                for score in row:
                    if score >= 90:
                        count += 1
            return count
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "match-statement", code("""
        def grade(score):
            match score // 10:
                case 10 | 9:
                    return 'A'
                case 8:
                    return 'B'
                case 7:
                    return 'C'
            return 'F'
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "guards-as-asserts", code("""
        def validate(user):
            assert isinstance(user.get('name'), str), 'name must be a string'
            assert user['name'].strip(), 'name must not be empty'
            assert isinstance(user.get('age'), int), 'age must be an int'
            assert 0 <= user['age'] < 150, 'age out of range'
            assert '@' in user.get('email', ''), 'email must contain @'
            assert user.get('role') in {'admin', 'user'}, 'bad role'
            return user
    """), VALIDATE_TWIN, open=True),
    Attempt("logic_1", "bool-keyed-dict-lookups", code("""
        def classify(n):
            sign = {True: 'negative', False: 'non-negative'}[n < 0]
            parity = {True: 'even', False: 'odd'}[n % 2 == 0]
            size = {True: 'big', False: 'small'}[abs(n) > 100]
            fizz = {True: 'fizz', False: ''}[n % 3 == 0]
            buzz = {True: 'buzz', False: ''}[n % 5 == 0]
            return ' '.join(filter(None, (sign, parity, size, fizz, buzz)))
    """), VALIDATE_TWIN),
    Attempt("logic_1", "amounts-scaled-by-truth-tests", code("""
        def shipping(weight, country, express, fragile, member):
            cost = 5.0 + weight * 1.2
            cost += 10.0 * (country != 'US')
            cost += 7.5 * (express == 'yes')
            cost += 3.0 * (fragile == 'yes')
            cost -= 2.0 * (member == 'gold')
            cost -= 1.0 * (weight < 1)
            return round(cost, 2)
    """), VALIDATE_TWIN, open=True),
    Attempt("logic_1", "bool-keyed-dicts-read-with-get", code("""
        def describe(a, b, c):
            sa = {True: 'neg', False: 'pos'}.get(a < 0)
            sb = {True: 'neg', False: 'pos'}.get(b < 0)
            sc = {True: 'neg', False: 'pos'}.get(c < 0)
            return sa, sb, sc
    """), code("""
        def _sign_word(value):
            return 'neg' if value < 0 else 'pos'


        def describe(a, b, c):
            return tuple(_sign_word(value) for value in (a, b, c))
    """), C3),
    Attempt("logic_1", "pairs-indexed-by-int-of-a-test", code("""
        def describe(a, b, c):
            sa = ['pos', 'neg'][int(a < 0)]
            sb = ['pos', 'neg'][int(b < 0)]
            sc = ['pos', 'neg'][bool(c)]
            return sa, sb, sc
    """), code("""
        def _sign_word(value):
            return 'neg' if value < 0 else 'pos'


        def describe(a, b, c):
            return tuple(_sign_word(value) for value in (a, b, c))
    """), C3),
    Attempt("logic_1", "tuple-indexed-by-a-sum-of-tests", code("""
        NAMES = ('tiny', 'small', 'medium', 'large', 'huge')


        def bucket(x):
            return NAMES[(x > 1) + (x > 10) + (x > 100) + (x > 1000)]
    """), code("""
        import bisect

        BOUNDS = (1, 10, 100, 1000)
        NAMES = ('tiny', 'small', 'medium', 'large', 'huge')


        def bucket(x):
            return NAMES[bisect.bisect_left(BOUNDS, x)]
    """), C3),
]

# -- logic_2: return statements (bound 1) ---------------------------------------------------
R1 = {"max_returns": 1}
RETURN_TWIN = code("""
    def classify(number):
        if number < 0:
            label = 'negative'
        elif number == 0:
            label = 'zero'
        else:
            label = 'positive'
        return label
""")
LOGIC_2 = [
    Attempt("logic_2", "raise-caught-as-a-return", code("""
        class _Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    raise _Found('negative')
                if number == 0:
                    raise _Found('zero')
                raise _Found('positive')
            except _Found as found:
                return found.args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "raise-caught-and-stored-for-one-return", code("""
        class Found(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def classify(number):
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
                raise Found('positive')
            except Found as hit:
                label = hit.value
            return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "returns-in-exec", code("""
        exec(
            'def classify(number):\\n'
            '    if number < 0:\\n        return "negative"\\n'
            '    return "positive"\\n'
        )
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "early-returns", code("""
        def classify(number):
            if number < 0:
                return 'negative'
            return 'zero' if number == 0 else 'positive'
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "returns-in-match-cases", code("""
        def classify(number):
            match number:
                case 0:
                    return 'zero'
                case _:
                    return 'nonzero'
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "return-in-handler", code("""
        def parse(text):
            try:
                return int(text)
            except ValueError:
                return None
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "return-in-loop", code("""
        def first_even(numbers):
            for number in numbers:
                if number % 2 == 0:
                    return number
            return None
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "return-in-with", code("""
        def read(path, default):
            with open(path) as handle:
                if handle.readable():
                    return handle.read()
            return default
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "async-returns", code("""
        async def fetch(client, url):
            response = await client.get(url)
            if response.ok:
                return response.text
            return ''
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "method-returns", code("""
        class Classifier:
            def classify(self, number):
                if number < 0:
                    return 'negative'
                return 'positive'
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "bare-and-valued-returns", code("""
        def log_positive(number, sink):
            if number <= 0:
                return
            sink.append(number)
            return
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-taken-with-next", code("""
        def _grade(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return next(_grade(score))
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-taken-by-a-returning-loop", code("""
        def _grade(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            for letter in _grade(score):
                return letter
            return None


        def rank(score):
            return list(_grade(score))[0]
    """), code("""
        import re


        def _config_paths(home):
            yield 'app.toml'
            yield f'{home}/.app.toml'


        def find_config(home, exists):
            found = None
            for path in _config_paths(home):
                if exists(path):
                    found = path
                    break
            return found


        def _words(text):
            for word in re.findall(r'\\w+', text):
                yield word.lower()


        def first_word(text):
            words = list(_words(text))
            return words[0] if words else ''
    """), R1),
    Attempt("logic_2", "exits-raised-by-calls-of-an-always-raising-method", code("""
        class Found(Exception):
            pass


        class Out:
            @staticmethod
            def give(label):
                raise Found(label)


        class Verdict:
            def __init__(self, label):
                raise Found(label)


        def classify(number):
            try:
                if number < 0:
                    Out.give('negative')
                if number == 0:
                    Verdict('zero')
                Out().give('positive')
            except Found as found:
                return found.args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "exits-raised-by-a-lambda-throwing-into-a-generator", code("""
        class Found(Exception):
            pass


        give = lambda label: (_ for _ in ()).throw(Found(label))


        def classify(number):
            try:
                if number < 0:
                    give('negative')
                if number == 0:
                    give('zero')
                give('positive')
            except Found as found:
                return found.args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "exits-raised-through-a-helper-calling-a-raising-helper", code("""
        class Found(Exception):
            pass


        def _give(label):
            raise Found(label)


        def _classify(number):
            if number < 0:
                _give('negative')
            if number == 0:
                _give('zero')
            _give('positive')


        def classify(number):
            try:
                _classify(number)
            except Found as found:
                return found.args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "exits-raised-as-warnings-turned-into-errors", code("""
        import warnings


        class Found(UserWarning):
            pass


        def _say(label):
            warnings.warn(label, Found)


        def classify(number):
            with warnings.catch_warnings():
                warnings.simplefilter('error', Found)
                try:
                    if number < 0:
                        _say('negative')
                    if number == 0:
                        warnings.warn(Found('zero'))
                    _say('positive')
                except Found as found:
                    return found.args[0]
    """), code("""
        import warnings


        def classify(number):
            if number < 0:
                warnings.warn('negative numbers are deprecated', DeprecationWarning, stacklevel=2)
            label = 'negative' if number < 0 else 'other'
            return label
    """), R1),
]

# -- logic_3: branches (bound 2) --------------------------------------------------------------
BRANCH_TWIN = code("""
    LABELS = {-1: 'negative', 0: 'zero', 1: 'positive'}


    def sign(number):
        return (number > 0) - (number < 0)


    def describe(number):
        if not isinstance(number, int):
            raise TypeError(number)
        return LABELS[sign(number)]
""")
CALCULATE_TWIN = code("""
    import operator

    OPERATIONS = {'+': operator.add, '-': operator.sub}
    NAMES = {'+': 'plus', '-': 'minus'}


    def calculate(op, a, b):
        if op == '+':
            return a + b
        add = OPERATIONS['+']
        return add(a, -b)


    def describe(op):
        name = NAMES[op]
        return name.upper()
""")
PICKED_TWIN = code("""
    def notify(message, callback=None):
        handler = callback or print
        handler(message)


    def render(report, fmt):
        return ','.join(report) if fmt == 'csv' else ' '.join(report)


    def is_leap(year):
        return year % 4 == 0 and year % 100 != 0 or year % 400 == 0
""")
TABLE_TWIN = code("""
    import operator


    def by_name(item):
        return item['name']


    def by_age(item):
        return item['age']


    HANDLERS = {'name': by_name, 'age': by_age}
    WEIGHTS = {'a': 1, 'b': 2}


    def handler_for(kind):
        return HANDLERS[kind]


    def heaviest(items):
        return max(items, key=WEIGHTS.get)


    def cleaned(lines):
        return list(map(str.strip, lines)), sorted(lines, key=str.lower)


    def totals(values):
        return list(map(operator.add, values, values))


    class Limits:
        LIMITS = {'small': 10, 'large': 100}

        def limit(self, kind):
            return self.LIMITS[kind]

        def fits(self, kind, text):
            if (found := self.LIMITS.get(kind)) is not None:
                return len(text) < found
            return False
""")
LOGIC_3 = [
    Attempt("logic_3", "conditional-expressions", code("""
        def describe(number):
            return 'negative' if number < 0 else 'zero' if number == 0 else 'positive'
    """), BRANCH_TWIN),
    Attempt("logic_3", "and-or-as-statements", code("""
        def describe(number, out):
            number < 0 and out.append('negative')
            number == 0 and out.append('zero')
            number > 0 and out.append('positive')
            return out
    """), BRANCH_TWIN),
    Attempt("logic_3", "asserts-as-branches", code("""
        def describe(number):
            assert isinstance(number, int)
            assert number < 1000
            assert number > -1000
            return str(number)
    """), BRANCH_TWIN, open=True),
    Attempt("logic_3", "dispatch-table-called-in-place", code("""
        def describe(number):
            return {
                -1: lambda: 'negative',
                0: lambda: 'zero',
                1: lambda: 'positive',
            }[(number > 0) - (number < 0)]()
    """), BRANCH_TWIN),
    Attempt("logic_3", "comprehension-filters", code("""
        def describe(numbers):
            negative = [n for n in numbers if n < 0]
            zero = [n for n in numbers if n == 0]
            positive = [n for n in numbers if n > 0]
            return negative, zero, positive
    """), BRANCH_TWIN),
    Attempt("logic_3", "branching-at-module-level", code("""
        import sys

        if len(sys.argv) > 2:
            MODE = 'many'
        elif len(sys.argv) > 1:
            MODE = 'one'
        else:
            MODE = 'none'


        def describe():
            return MODE
    """), BRANCH_TWIN),
    Attempt("logic_3", "if-elif-else", code("""
        def describe(number):
            if number < 0:
                label = 'negative'
            elif number == 0:
                label = 'zero'
            else:
                label = 'positive'
            return label
    """), BRANCH_TWIN),
    Attempt("logic_3", "try-clauses", code("""
        def parse(text):
            try:
                value = int(text)
            except ValueError:
                value = None
            else:
                value += 1
            finally:
                text = ''
            return value
    """), BRANCH_TWIN),
    Attempt("logic_3", "loop-with-else", code("""
        def find(values, wanted):
            for value in values:
                if value == wanted:
                    break
            else:
                value = None
            return value
    """), BRANCH_TWIN),
    Attempt("logic_3", "and-or-choosing-values", code("""
        def describe(number):
            return number < 0 and 'negative' or number == 0 and 'zero' or 'positive'
    """), BRANCH_TWIN),
    Attempt("logic_3", "dispatch-table-through-get", code("""
        HANDLERS = {-1: lambda: 'negative', 0: lambda: 'zero'}


        def describe(number):
            return HANDLERS.get((number > 0) - (number < 0), lambda: 'positive')()
    """), BRANCH_TWIN),
    Attempt("logic_3", "pair-indexed-by-a-test", code("""
        def classify(n):
            sign = ('non-negative', 'negative')[n < 0]
            parity = ('odd', 'even')[n % 2 == 0]
            return f'{sign} {parity}'
    """), code("""
        def classify(n):
            parity = 'even' if n % 2 == 0 else 'odd'
            return f'{abs(n)} {parity}'
    """)),
    Attempt("logic_3", "branching-in-exec", code("""
        exec(
            'def describe(number):\\n'
            '    if number < 0:\\n        return "negative"\\n'
            '    elif number == 0:\\n        return "zero"\\n'
            '    else:\\n        return "positive"\\n'
        )
    """), BRANCH_TWIN),
    Attempt("logic_3", "pair-indexed-by-a-named-test", code("""
        def classify(n):
            is_even = n % 2 == 0
            is_big = n > 100
            size = ('small', 'big')[is_big]
            parity = ('odd', 'even')[is_even]
            return f'{size} {parity}'
    """), BRANCH_TWIN),
    Attempt("logic_3", "bool-keyed-dicts-indexed-by-tests", code("""
        def classify(n):
            size = {True: 'big', False: 'small'}[n > 100]
            parity = {True: 'even', False: 'odd'}[n % 2 == 0]
            return f'{size} {parity}'
    """), BRANCH_TWIN),
    Attempt("logic_3", "getattr-on-a-library-module", code("""
        import operator


        def calculate(op, a, b):
            return getattr(operator, op)(a, b)
    """), CALCULATE_TWIN, open=True),
    Attempt("logic_3", "and-or-chain-picking-the-function-to-call", code("""
        def to_csv(report):
            return ','.join(report)


        def to_json(report):
            return str(report)


        def to_text(report):
            return ' '.join(report)


        def render(report, fmt):
            handler = fmt == 'csv' and to_csv or fmt == 'json' and to_json or to_text
            return handler(report)
    """), PICKED_TWIN),
    Attempt("logic_3", "and-or-chain-of-methods-called-in-place", code("""
        class Sorter:
            def insertion(self, items):
                return sorted(items)

            def merge(self, items):
                return sorted(items)

            def quick(self, items):
                return sorted(items)

            def sort(self, items, small):
                big = len(items) > 1000
                return (small and self.insertion or big and self.merge or self.quick)(items)
    """), PICKED_TWIN),
    Attempt("logic_3", "and-or-chain-handed-to-a-calling-helper", code("""
        def to_csv(report):
            return ','.join(report)


        def to_json(report):
            return str(report)


        def to_text(report):
            return ' '.join(report)


        def apply(func, report):
            return func(report)


        def render(report, fmt):
            return apply(fmt == 'csv' and to_csv or fmt == 'json' and to_json or to_text, report)
    """), code("""
        def apply(func, report):
            return func(report)


        def show(report, verbose):
            return apply(print, report) if verbose and report else None


        def notify(message, callback=None, logger=None):
            return apply(callback or logger or print, message)
    """), {"max_branches": 2}),
    Attempt("logic_3", "script-branches-as-import-guards", code("""
        import os

        try:
            workers = int(os.environ['WORKERS'])
        except (ImportError, KeyError, ValueError):
            workers = 4

        try:
            retries = int(os.environ['RETRIES'])
        except (ImportError, KeyError, ValueError):
            retries = 3

        try:
            timeout = float(os.environ['TIMEOUT'])
        except (ImportError, KeyError, ValueError):
            timeout = 2.5

        print(workers, retries, timeout)
    """), code("""
        import os

        try:
            import orjson as json
        except ImportError:
            import json

        try:
            from yaml import CSafeLoader as Loader
        except (ImportError, AttributeError):
            from yaml import SafeLoader as Loader

        try:
            import ctypes
            libc = ctypes.CDLL('libc.so.6')
        except (ImportError, OSError):
            libc = None

        print(json.dumps({'workers': os.environ.get('WORKERS', '4')}), Loader, libc)
    """)),
]

# -- logic_4: statements (bound 5) ----------------------------------------------------------
S5 = {"max_statements": 5}
STATEMENTS_TWIN = code("""
    def _stats(values):
        total = sum(values)
        count = len(values)
        return total, count


    def report(values):
        total, count = _stats(values)
        mean = total / count
        spread = max(values) - min(values)
        return {'total': total, 'mean': mean, 'spread': spread}
""")
LOGIC_4 = [
    Attempt("logic_4", "walrus-chain", code("""
        def report(values):
            result = [(total := sum(values)), (count := len(values)), (mean := total / count),
                      (low := min(values)), (high := max(values)), (spread := high - low)]
            return result, mean, spread
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "tuple-of-calls", code("""
        def report(values, sink):
            sink.clear(), sink.append(sum(values)), sink.append(len(values)), sink.sort()
            sink.reverse(), sink.append(max(values)), sink.append(min(values))
            return sink
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "side-effect-comprehension", code("""
        def report(values, sink):
            [sink.append(step(values)) for step in (sum, len, max, min, sorted, set, list)]
            sink.sort(key=str), sink.reverse(), sink.append(None), sink.pop(), sink.copy()
            return sink
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "statements-in-exec", code("""
        exec(
            'def report(values):\\n'
            '    total = sum(values)\\n    count = len(values)\\n    mean = total / count\\n'
            '    low = min(values)\\n    high = max(values)\\n    spread = high - low\\n'
            '    return total, mean, spread\\n'
        )
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "semicolons", code("""
        def report(values):
            total = sum(values); count = len(values); mean = total / count
            low = min(values); high = max(values); spread = high - low
            return total, mean, spread
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "long-function", code("""
        def report(values):
            total = sum(values)
            count = len(values)
            mean = total / count
            low = min(values)
            high = max(values)
            spread = high - low
            return total, mean, spread
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "statements-in-branches", code("""
        def report(values):
            if values:
                total = sum(values)
                count = len(values)
                mean = total / count
            else:
                total = count = 0
                mean = None
            return total, mean
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "statements-in-nested-function", code("""
        def report(values):
            def stats():
                total = sum(values)
                count = len(values)
                mean = total / count
                return total, mean
            low = min(values)
            high = max(values)
            return stats(), high - low
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "steps-moved-into-lambdas", code("""
        def report(values, sink):
            steps = (lambda: sink.append(sum(values)), lambda: sink.append(len(values)),
                     lambda: sink.append(min(values)), lambda: sink.append(max(values)),
                     lambda: sink.sort(), lambda: sink.reverse())
            for step in steps:
                step()
            return sink
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "walrus-in-conditions", code("""
        def report(values):
            if (total := sum(values)) and (count := len(values)) and (mean := total / count):
                if (low := min(values)) is not None and (high := max(values)) > low:
                    return total, mean, high - low
            return None
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "tuple-of-calls-assigned-to-underscore", code("""
        def report(values):
            total = sum(values)
            _ = (print('total', total), print('count', len(values)), print('max', max(values)),
                 print('min', min(values)), print('mean', total / len(values)))
            return total
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "tuple-of-calls-indexed-by-a-constant", code("""
        def report(values):
            return (print('total', sum(values)), print('count', len(values)),
                    print('max', max(values)), print('min', min(values)),
                    print('mean', sum(values) / len(values)), print('done'), sum(values))[-1]
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "tuple-of-calls-returned", code("""
        def report(values):
            return (print('total', sum(values)), print('count', len(values)),
                    print('max', max(values)), print('min', min(values)),
                    print('mean', sum(values) / len(values)), sum(values))
    """), STATEMENTS_TWIN, S5, open=True),
    Attempt("logic_4", "statements-in-a-class-body-inside-the-function", code("""
        def report(values):
            class _Stats:
                total = sum(values)
                count = len(values)
                mean = total / count
                low = min(values)
                high = max(values)
                spread = high - low
            return _Stats.total, _Stats.mean, _Stats.spread
    """), STATEMENTS_TWIN, S5),
]

# -- logic_5: simplified logic ----------------------------------------------------------------
SIMPLE_TWIN = code("""
    import contextlib


    def lookup(table, key):
        with contextlib.suppress(KeyError):
            del table[key]
        return table.get(key, 0)


    def has_negative(values):
        return any(value < 0 for value in values)


    def check(first, second):
        if first and second:
            return 'both'
        return 'one' if first or second else 'none'
""")
GET_TWIN = code("""
    import os


    def port_of(config, build):
        try:
            port = config['port']
        except KeyError:
            port = build()
        return port


    def home():
        return os.environ.get('HOME', '/root')


    def server_port(config, name):
        try:
            return config['servers'][name]
        except KeyError:
            return None


    def required(config, key):
        if key not in config:
            raise KeyError(key)
        return config[key]


    def timeout_for(slow):
        timeout = 10
        if slow:
            timeout = 60
        return timeout
""")
LOGIC_5 = [
    Attempt("logic_5", "except-ellipsis", code("""
        def drop(table, key):
            try:
                del table[key]
            except KeyError:
                ...
    """), SIMPLE_TWIN),
    Attempt("logic_5", "except-none", code("""
        def drop(table, key):
            try:
                del table[key]
            except KeyError:
                None
    """), SIMPLE_TWIN),
    Attempt("logic_5", "flag-loop-instead-of-any", code("""
        def has_negative(values):
            found = False
            for value in values:
                if value < 0:
                    found = True
                    break
            return found
    """), SIMPLE_TWIN),
    Attempt("logic_5", "nested-if-padded", code("""
        def check(first, second):
            if first:
                if second:
                    return 'both'
                pass
            return 'none'
    """), SIMPLE_TWIN),
    Attempt("logic_5", "value-picking-if-padded", code("""
        def label(flag):
            if flag:
                text = 'yes'
                ...
            else:
                text = 'no'
            return text
    """), SIMPLE_TWIN),
    Attempt("logic_5", "bool-return-padded", code("""
        def is_adult(age, limit):
            if age >= limit:
                return True
                pass
            else:
                return False
    """), SIMPLE_TWIN),
    Attempt("logic_5", "keys-wrapped-in-list", code("""
        def has(table, key):
            return key in list(table.keys())
    """), SIMPLE_TWIN),
    Attempt("logic_5", "nested-with-padded", code("""
        def copy(source, target):
            with open(source) as reader:
                with open(target, 'w') as writer:
                    writer.write(reader.read())
                pass
    """), SIMPLE_TWIN),
    Attempt("logic_5", "search-loop-padded", code("""
        def has_negative(values):
            for value in values:
                if value < 0:
                    return True
                ...
            return False
    """), SIMPLE_TWIN),
    Attempt("logic_5", "try-except-pass", code("""
        def drop(table, key):
            try:
                del table[key]
            except KeyError:
                pass
    """), SIMPLE_TWIN),
    Attempt("logic_5", "not-equal-written-long", code("""
        def differ(first, second):
            return not first == second
    """), SIMPLE_TWIN),
    Attempt("logic_5", "flag-loop-without-break", code("""
        def has_negative(values):
            found = False
            for value in values:
                if value < 0:
                    found = True
            return found
    """), SIMPLE_TWIN),
    Attempt("logic_5", "flag-loop-without-break-testing-by-a-call", code("""
        def has_negative(values):
            found = False
            for value in values:
                if is_negative(value):
                    found = True
            return found


        def is_negative(value):
            return value < 0
    """), SIMPLE_TWIN, open=True),
    Attempt("logic_5", "index-while-search-loop", code("""
        def contains(values, target):
            i = 0
            while i < len(values):
                if values[i] == target:
                    return True
                i += 1
            return False
    """), SIMPLE_TWIN),
    Attempt("logic_5", "value-picked-into-an-attribute", code("""
        class Job:
            def configure(self, urgent):
                if urgent:
                    self.priority = 'high'
                else:
                    self.priority = 'normal'
    """), code("""
        class Job:
            def configure(self, urgent, options):
                self.priority = 'high' if urgent else 'normal'
                options['priority'] = self.priority
                return options
    """)),
    Attempt("logic_5", "value-picked-into-an-entry", code("""
        def configure(config, urgent):
            if urgent:
                config['priority'] = 'high'
            else:
                config['priority'] = 'normal'
            return config
    """), code("""
        def configure(config, urgent):
            config['priority'] = 'high' if urgent else 'normal'
            return config
    """)),
    Attempt("logic_5", "boolean-flag-set-by-an-if-and-returned", code("""
        def is_valid(record):
            valid = False
            if record.age >= 0 and record.name:
                valid = True
            return valid
    """), code("""
        def is_valid(record):
            return record.age >= 0 and bool(record.name)


        def timeout_for(slow):
            timeout = 10
            if slow:
                timeout = 60
            return timeout
    """)),
    Attempt("logic_5", "any-as-a-counted-comprehension", code("""
        def has_admin(users):
            return len([user for user in users if user.is_admin]) > 0
    """), code("""
        def has_admin(users):
            return any(user.is_admin for user in users)


        def admins(users):
            found = [user for user in users if user.is_admin]
            return found if len(found) > 1 else []
    """)),
    Attempt("logic_5", "any-as-next-of-a-boolean-generator", code("""
        def has_admin(users):
            return next((True for user in users if user.is_admin), False)
    """), code("""
        def has_admin(users):
            return any(user.is_admin for user in users)


        def first_admin(users):
            return next((user for user in users if user.is_admin), None)
    """)),
    Attempt("logic_5", "except-continue-at-the-end-of-a-loop", code("""
        def parse_all(lines):
            numbers = []
            for line in lines:
                try:
                    numbers.append(int(line))
                except ValueError:
                    continue
            return numbers
    """), code("""
        import contextlib


        def parse_all(lines):
            numbers = []
            for line in lines:
                with contextlib.suppress(ValueError):
                    numbers.append(int(line))
            return numbers


        def parse_counted(lines):
            numbers = []
            for line in lines:
                try:
                    value = int(line)
                except ValueError:
                    continue
                numbers.append(value)
            return numbers
    """)),
    Attempt("logic_5", "dict-get-as-try-except-key-error", code("""
        def port_of(config):
            try:
                port = config['port']
            except KeyError:
                port = 8080
            return port
    """), GET_TWIN),
    Attempt("logic_5", "dict-get-as-try-return-except-key-error", code("""
        import os


        def home():
            try:
                return os.environ['HOME']
            except (KeyError,):
                return '/root'
    """), GET_TWIN),
    Attempt("logic_5", "dict-get-as-try-except-lookup-error", code("""
        import os


        def port_of(config):
            try:
                port = config['port']
            except LookupError:
                port = 8080
            return port


        def score_of(scores: dict[str, int], name):
            try:
                return scores[name]
            except LookupError:
                return 0


        def home():
            try:
                return os.environ['HOME']
            except LookupError:
                return '/root'
    """), code("""
        def first(items, default=None):
            try:
                return items[0]
            except LookupError:
                return default


        def nth(row, index):
            try:
                value = row[index]
            except LookupError:
                value = None
            return value


        def port_of(config):
            return config.get('port', 8080)
    """)),
    Attempt("logic_5", "search-loop-through-for-else", code("""
        def has_negative(values):
            for value in values:
                if value < 0:
                    break
            else:
                return False
            return True
    """), code("""
        def find_port(ports, busy):
            for port in ports:
                if port not in busy:
                    break
            else:
                raise RuntimeError('no free port')
            return port


        def first_negative(values):
            for value in values:
                if value < 0:
                    break
            else:
                return None
            return value


        def has_negative(values):
            return any(value < 0 for value in values)
    """)),
    Attempt("logic_5", "dict-get-as-a-membership-guard", code("""
        def port_of(config):
            if 'port' not in config:
                return 8080
            return config['port']
    """), GET_TWIN),
    Attempt("logic_5", "empty-else-hides-a-returned-flag", code("""
        def is_valid(record):
            valid = False
            if record.age >= 0 and record.name:
                valid = True
            else:
                pass
            return valid
    """), SIMPLE_TWIN),
    Attempt("logic_5", "empty-else-hides-nested-ifs", code("""
        def check(first, second):
            if first:
                if second:
                    return 'both'
                else:
                    pass
            return 'none'
    """), SIMPLE_TWIN),
    Attempt("logic_5", "empty-else-hides-a-search-loop", code("""
        def has_negative(values):
            for value in values:
                if value < 0:
                    return True
                else:
                    ...
            return False
    """), SIMPLE_TWIN),
]

# -- logic_6: comprehensions ------------------------------------------------------------------
COMPREHENSION_TWIN = code("""
    def transform(values, pairs):
        doubled = [value * 2 for value in values]
        unique = {value % 10 for value in values}
        lookup = {key: len(key) for key, _ in pairs}
        counts = {}
        for value in values:
            counts[value] = counts.get(value, 0) + 1
        return doubled, unique, lookup, counts
""")
READ_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    def read_names(path):
        with open(path, encoding='utf-8') as handle:
            return [line.strip() for line in handle if line.strip()]


    def read_logged(path):
        names = []
        with open(path, encoding='utf-8') as handle:
            for line in handle:
                logger.info('read %s', line)
                names.append(line.strip())
        return names
""")
LOGIC_6 = [
    Attempt("logic_6", "plus-equals-list", code("""
        def transform(values):
            doubled = []
            for value in values:
                doubled += [value * 2]
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "extend-one-item", code("""
        def transform(values):
            doubled = []
            for value in values:
                doubled.extend([value * 2])
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "bound-append", code("""
        def transform(values):
            doubled = []
            add = doubled.append
            for value in values:
                add(value * 2)
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "temporary-variable", code("""
        def transform(values):
            doubled = []
            for value in values:
                twice = value * 2
                doubled.append(twice)
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "set-add-loop", code("""
        def transform(values):
            unique = set()
            for value in values:
                unique.add(value % 10)
            return unique
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "dict-assignment-loop", code("""
        def transform(pairs):
            lookup = {}
            for key, _ in pairs:
                lookup[key] = len(key)
            return lookup
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "index-while-loop", code("""
        def transform(values):
            doubled = []
            index = 0
            while index < len(values):
                doubled.append(values[index] * 2)
                index += 1
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "map-over-append", code("""
        def transform(values):
            doubled = []
            list(map(doubled.append, (value * 2 for value in values)))
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "preallocated-list", code("""
        def transform(values):
            doubled = [0] * len(values)
            for index, value in enumerate(values):
                doubled[index] = value * 2
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "tuple-target-append", code("""
        def transform(pairs):
            sums = []
            for first, second in pairs:
                sums.append(first + second)
            return sums
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "plain-append-loop", code("""
        def transform(values):
            doubled = []
            for value in values:
                doubled.append(value * 2)
            return doubled
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "append-loop-into-an-attribute", code("""
        class Basket:
            def __init__(self, prices):
                self.items = []
                for price in prices:
                    self.items.append(round(price, 2))
    """), code("""
        class Basket:
            def __init__(self, prices):
                self.items = [round(price, 2) for price in prices]
                self.total = 0
                for price in self.items:
                    self.total += price
    """)),
    Attempt("logic_6", "loop-into-a-dict-entry", code("""
        def report(rows):
            result = {'count': len(rows)}
            result['names'] = []
            for row in rows:
                result['names'].append(row.name)
            return result
    """), code("""
        def report(rows):
            result = {'count': len(rows)}
            result['names'] = [row.name for row in rows]
            return result
    """)),
    Attempt("logic_6", "loop-inside-a-with-block", code("""
        def read_names(path):
            names = []
            with open(path, encoding='utf-8') as handle:
                for line in handle:
                    if line.strip():
                        names.append(line.strip())
            return names
    """), READ_TWIN),
    Attempt("logic_6", "loop-far-after-the-empty-list", code("""
        def summarize(orders):
            large_ids = []
            total = sum(order['amount'] for order in orders)
            count = len(orders)
            average = total / count if count else 0
            for order in orders:
                amount = order['amount']
                if amount > average:
                    large_ids.append(order['id'])
            return large_ids, average
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "loop-behind-a-redundant-guard", code("""
        def user_names(users):
            names = []
            if users:
                for user in users:
                    name = user['name']
                    names.append(name.title())
            return names
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "empty-list-by-type", code("""
        def transform():
            return type([])()
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "continue-guard-before-append", code("""
        def clean(lines):
            result = []
            for line in lines:
                if not line.strip():
                    continue
                result.append(line.strip())
            return result
    """), READ_TWIN),
    Attempt("logic_6", "list-rebuilt-by-unpacking", code("""
        def squares(items):
            out = []
            for item in items:
                out = [*out, item ** 2]
            return out
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "empty-list-from-a-generic-alias", code("""
        def squares(items: list[int]) -> list[int]:
            out = list[int]()
            for item in items:
                out.append(item ** 2)
            return out
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "and-as-a-filtering-statement", code("""
        def positives(items):
            out = []
            for item in items:
                item > 0 and out.append(item)
            return out
    """), COMPREHENSION_TWIN),
    Attempt("logic_6", "conditional-expression-statement", code("""
        def positives(items):
            out = []
            for item in items:
                out.append(item) if item > 0 else None
            return out
    """), COMPREHENSION_TWIN),
]

# -- logic_7: no else after exit --------------------------------------------------------------
EXIT_TWIN = code("""
    import sys


    def parse(text):
        if not text:
            return None
        try:
            value = int(text)
        except ValueError:
            value = None
        return value


    def main(argv):
        if len(argv) < 2:
            sys.exit('usage: parse NUMBER')
        return parse(argv[1])
""")
FLASK_TWIN = code("""
    import os
    import sys
    import unittest

    from flask import Flask, abort, jsonify

    app = Flask(__name__)
    USERS = {1: {'name': 'ada'}}


    @app.route('/users/<int:user_id>')
    def get_user(user_id):
        user = USERS.get(user_id)
        if user is None:
            abort(404)
        return jsonify(user)


    def restart(argv):
        if '--restart' in argv:
            os.execv(sys.executable, [sys.executable, *argv[1:]])
        return 0


    class Job:
        def fail(self, reason):
            self.reason = reason

        def run(self, ok):
            if not ok:
                self.fail('bad input')
            else:
                self.reason = None


    class TestParse(unittest.TestCase):
        def test_parse(self):
            result = int('42')
            if result != 42:
                self.fail('wrong value')
            self.assertIsInstance(result, int)
""")
LAMBDA_EXIT_TWIN = code("""
    import functools
    import logging
    import sys

    logger = logging.getLogger(__name__)
    die = lambda message: sys.exit(message)
    warn = lambda message: logger.warning(message)
    say = functools.partial(print, file=sys.stderr)
    check = lambda ok: ok or sys.exit(1)


    def main(args):
        if not args:
            die('usage: prog FILE')
        if len(args) > 2:
            warn('extra arguments ignored')
        else:
            say(args[0])
        if check(args):
            say('checked')
        else:
            warn('unreachable')
""")
LOGIC_7 = [
    Attempt("logic_7", "branch-ends-in-an-exhaustive-match", code("""
        def sign(number):
            if number:
                match number > 0:
                    case True:
                        return 1
                    case _:
                        return -1
            else:
                return 0
    """), EXIT_TWIN),
    Attempt("logic_7", "return-inside-try-finally", code("""
        def parse(text):
            if not text:
                try:
                    return None
                finally:
                    text = ''
            else:
                return int(text)
    """), EXIT_TWIN),
    Attempt("logic_7", "return-inside-with", code("""
        def read(path, lock):
            if lock.locked():
                with lock:
                    return None
            else:
                return path
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-sys-exit", code("""
        import sys


        def main(argv):
            if len(argv) < 2:
                sys.exit('usage: parse NUMBER')
            else:
                return argv[1]
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-break-at-module-level", code("""
        for line in open('data.txt'):
            if not line.strip():
                break
            else:
                print(line)
    """), EXIT_TWIN),
    Attempt("logic_7", "if-else-that-always-returns", code("""
        def sign(number):
            if number:
                if number > 0:
                    return 1
                else:
                    return -1
            else:
                return 0
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-return", code("""
        def parse(text):
            if not text:
                return None
            else:
                return int(text)
    """), EXIT_TWIN),
    Attempt("logic_7", "elif-after-raise", code("""
        def check(value):
            if value is None:
                raise ValueError
            elif value < 0:
                return -value
            return value
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-continue", code("""
        def total(values):
            result = 0
            for value in values:
                if value is None:
                    continue
                else:
                    result += value
            return result
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-padded-return", code("""
        def parse(text):
            if not text:
                return None
                ...
            else:
                return int(text)
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-exit-call", code("""
        def main(argv):
            if not argv:
                exit(2)
            else:
                return argv[0]
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-parser-error", code("""
        import argparse


        def parse(argv):
            parser = argparse.ArgumentParser()
            parser.add_argument('--input')
            args = parser.parse_args(argv)
            if not args.input:
                parser.error('--input is required')
            else:
                args.input = args.input.strip()
            return args
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-flask-abort", code("""
        from flask import Flask, abort, jsonify

        app = Flask(__name__)
        USERS = {1: {'name': 'ada'}}


        @app.route('/users/<int:user_id>')
        def get_user(user_id):
            user = USERS.get(user_id)
            if user is None:
                abort(404)
            else:
                return jsonify(user)
    """), FLASK_TWIN),
    Attempt("logic_7", "else-after-unittest-fail", code("""
        import unittest


        class TestParse(unittest.TestCase):
            def test_parse(self):
                result = int('42')
                if result != 42:
                    self.fail('wrong value')
                else:
                    self.assertIsInstance(result, int)
    """), FLASK_TWIN),
    Attempt("logic_7", "else-after-click-context-exit", code("""
        import click


        @click.command()
        @click.argument('path')
        def main(path):
            if not path.endswith('.csv'):
                click.get_current_context().exit(2)
            else:
                click.echo(path)
    """), FLASK_TWIN),
    Attempt("logic_7", "else-after-os-execv", code("""
        import os
        import sys


        def restart(argv):
            if '--restart' in argv:
                os.execv(sys.executable, [sys.executable, *argv[1:]])
            else:
                return 0
    """), FLASK_TWIN),
    Attempt("logic_7", "else-after-assert-false", code("""
        def parse(text):
            if not text:
                assert False, 'empty input'
            else:
                return int(text)
    """), EXIT_TWIN),
    Attempt("logic_7", "else-after-the-module-own-exiting-helper", code("""
        import sys


        def die(message):
            print(message, file=sys.stderr)
            sys.exit(1)


        def main(args):
            if not args:
                die('usage: prog FILE')
            else:
                print(args[0])
    """), code("""
        import sys


        def die(message):
            print(message, file=sys.stderr)
            sys.exit(1)


        def warn(message):
            print(message, file=sys.stderr)


        def main(args):
            if not args:
                die('usage: prog FILE')
            print(args[0])
            if len(args) > 1:
                warn('extra arguments ignored')
            else:
                print('one file')
    """)),
    Attempt("logic_7", "else-after-a-noreturn-helper", code("""
        from typing import NoReturn


        def fail(message) -> NoReturn:
            raise ValueError(message)


        def parse_age(text):
            if not text.isdigit():
                fail(f'not a number: {text}')
            else:
                age = int(text)
            return age
    """), code("""
        from typing import NoReturn


        def fail(message) -> NoReturn:
            raise ValueError(message)


        def parse_age(text):
            if not text.isdigit():
                fail(f'not a number: {text}')
            return int(text)
    """)),
    Attempt("logic_7", "else-after-an-exiting-lambda", code("""
        import sys

        die = lambda message: sys.exit(message)


        def main(args):
            if not args:
                die('usage: prog FILE')
            else:
                print(args[0])
    """), LAMBDA_EXIT_TWIN),
    Attempt("logic_7", "else-after-a-lambda-throwing-into-a-generator", code("""
        fail = lambda: (_ for _ in ()).throw(ValueError('no items'))


        def first(items):
            if not items:
                fail()
            else:
                return items[0]
    """), LAMBDA_EXIT_TWIN),
    Attempt("logic_7", "else-after-a-generator-throw", code("""
        def first(items):
            if not items:
                (_ for _ in ()).throw(ValueError('no items'))
            else:
                return items[0]
    """), LAMBDA_EXIT_TWIN),
    Attempt("logic_7", "else-after-a-partial-of-sys-exit", code("""
        import functools
        import sys

        die = functools.partial(sys.exit, 2)


        def main(args):
            if not args:
                die()
            else:
                print(args[0])
    """), LAMBDA_EXIT_TWIN),
    Attempt("logic_7", "else-after-a-lambda-printing-then-exiting", code("""
        import sys


        def main(args):
            die = lambda message: (print(message, file=sys.stderr), sys.exit(1))
            if not args:
                die('usage: prog FILE')
            else:
                print(args[0])
    """), LAMBDA_EXIT_TWIN),
    Attempt("logic_7", "else-after-a-static-method-that-exits", code("""
        import sys


        class Cli:
            @staticmethod
            def fatal(message):
                print(message, file=sys.stderr)
                sys.exit(1)


        def main(args):
            if not args:
                Cli.fatal('usage: prog FILE')
            else:
                print(args[0])
    """), code("""
        import sys


        class Cli:
            @staticmethod
            def fatal(message):
                print(message, file=sys.stderr)
                sys.exit(1)

            @staticmethod
            def warn(message):
                print(message, file=sys.stderr)


        def main(args):
            if not args:
                Cli.fatal('usage: prog FILE')
            print(args[0])


        def note(args):
            if not args:
                Cli.warn('no arguments')
            else:
                print(args[0])
    """)),
    # (round 7) library objects known by how they are made or handed over; endless loops
    # whose test is true by its value.
    Attempt("logic_7", "else-after-error-of-a-parser-passed-as-a-parameter", code("""
        import argparse


        def build_parser():
            parser = argparse.ArgumentParser()
            parser.add_argument('--count', type=int, default=1)
            return parser


        def validate(args, parser):
            if args.count < 0:
                parser.error('count must be non-negative')
            else:
                print('count ok')


        def main():
            parser = build_parser()
            validate(parser.parse_args(), parser)
    """), code("""
        import argparse


        class Reporter:
            def error(self, message):
                print(message)


        def build_parser():
            parser = argparse.ArgumentParser()
            parser.add_argument('--count', type=int, default=1)
            return parser


        def validate(args, parser):
            if args.count < 0:
                parser.error('count must be non-negative')
            print('count ok')


        def report(args, reporter):
            if args.count < 0:
                reporter.error('count is negative')
            else:
                print('count ok')


        def main():
            parser = build_parser()
            validate(parser.parse_args(), parser)
            report(parser.parse_args(), Reporter())
    """)),
    Attempt("logic_7", "else-after-error-of-a-parser-kept-in-an-attribute", code("""
        import argparse


        class Cli:
            def __init__(self, parser):
                self.parser = parser
                self.commands = argparse.ArgumentParser().add_subparsers()

            def check(self, args):
                if args.count < 0:
                    self.parser.error('count must be non-negative')
                else:
                    print('count ok')

            def run(self, args):
                command = self.commands.add_parser('run')
                if not args.name:
                    command.error('a name is needed')
                else:
                    print(args.name)


        def main():
            parser = argparse.ArgumentParser()
            Cli(parser).check(parser.parse_args())
    """), code("""
        import argparse


        class Cli:
            def __init__(self, parser):
                self.parser = parser

            def check(self, args):
                if args.count < 0:
                    self.parser.error('count must be non-negative')
                print('count ok')


        def main():
            parser = argparse.ArgumentParser()
            Cli(parser).check(parser.parse_args())
    """)),
    Attempt("logic_7", "else-after-fail-of-a-click-context-handed-over", code("""
        import click


        def positive(ctx, param, value):
            if value < 0:
                ctx.fail('must be positive')
            else:
                return value


        @click.command()
        @click.option('--count', type=int, callback=positive)
        @click.argument('name')
        @click.pass_context
        def hello(ctx, count, name):
            if not name.strip():
                ctx.fail('name must not be blank')
            else:
                click.echo(f'Hello {name} x{count}')
    """), code("""
        import click


        def positive(ctx, param, value):
            if value < 0:
                ctx.fail('must be positive')
            return value


        @click.command()
        @click.option('--count', type=int, callback=positive)
        @click.argument('name')
        @click.pass_context
        def hello(ctx, count, name):
            if not name.strip():
                ctx.fail('name must not be blank')
            click.echo(f'Hello {name} x{count}')
    """)),
    Attempt("logic_7", "else-after-a-loop-whose-test-is-true-by-value", code("""
        def first_line(lines):
            if not lines:
                while 2 > 1:
                    raise ValueError('no lines')
            else:
                print('have lines')
            if len(lines) > 100:
                while [lines]:
                    raise ValueError('too many lines')
            elif lines[0] == '':
                if 'a' < 'b':
                    return None
            else:
                print('few lines')
            return lines[0]
    """), code("""
        def first_line(lines, limit):
            if not lines:
                raise ValueError('no lines')
            while len(lines) > limit:
                lines = lines[:limit]
            if len(lines) > 1:
                while lines[-1] == '':
                    lines.pop()
            else:
                print('one line')
            return lines[0]
    """)),
]

# -- logic_8: named constants -----------------------------------------------------------------
CONSTANT_TWIN = code("""
    ADULT_AGE = 18
    LIMITS = (3, 4, 5)


    def check(age, size):
        return age >= ADULT_AGE and size in LIMITS and size % 2 == 0
""")
TIME_TWIN = code("""
    from datetime import datetime, time, timedelta

    EXPIRY = timedelta(days=30)
    CLOSING_TIME = time(17, 30)


    def is_expired(created: datetime, now: datetime) -> bool:
        return now - created > EXPIRY and now - created > timedelta(0)


    def is_after_hours(now: datetime) -> bool:
        return now.time() >= CLOSING_TIME
""")
FEVER_TWIN = code("""
    from decimal import Decimal
    from fractions import Fraction

    FEVER_TEMPERATURE = Decimal('37.5')
    QUORUM = Fraction(3, 4)


    def has_fever(temperature):
        return Decimal(temperature) > FEVER_TEMPERATURE


    def is_quorum(votes, members):
        return Fraction(votes, members) >= QUORUM
""")
CLOSE_TWIN = code("""
    import math

    GOLDEN_RATIO = (1 + math.sqrt(5)) / 2
    TOLERANCE = 1e-3
    ADULT_AGE = 18
    US_ADULT_AGE = 21


    def is_golden(ratio):
        return math.isclose(ratio, GOLDEN_RATIO, rel_tol=TOLERANCE)


    def is_adult(age, country):
        limit = US_ADULT_AGE if country == 'US' else ADULT_AGE
        return age >= limit


    def has_stock(total, used):
        remaining = total - used
        return remaining > 0
""")
PANDAS_TWIN = code("""
    import numpy as np
    import pandas as pd

    ADULT_AGE = 18
    RETIREMENT_AGE = 65
    OUTLIER_SCORE = 3.5


    def adults(df: pd.DataFrame) -> pd.DataFrame:
        return df.query('age >= @ADULT_AGE and status == "active"')


    def working_age(df: pd.DataFrame) -> pd.DataFrame:
        return df[df['age'].between(ADULT_AGE, RETIREMENT_AGE)]


    def outliers(values: np.ndarray) -> np.ndarray:
        return values[np.greater(np.abs(values), OUTLIER_SCORE)]


    def users(session, user_class):
        return session.query(user_class).all()
""")
PREFIX_TWIN = code("""
    ADULT_AGE = 18
    REQUEST_TIMEOUT = 60
    DEV_SERVER_PORT = 8080
    HEADING_LEVEL_TWO = 2
    HTTP_404_NOT_FOUND = 404


    def check(age, elapsed, port, level, status):
        return (
            age >= ADULT_AGE
            and elapsed <= REQUEST_TIMEOUT
            and port == DEV_SERVER_PORT
            and level == HEADING_LEVEL_TWO
            and status != HTTP_404_NOT_FOUND
        )
""")
DURATION_TWIN = code("""
    import numpy as np
    import pandas as pd
    from dateutil.relativedelta import relativedelta

    SLOW_JOB = pd.Timedelta(hours=1)
    SESSION_LIFETIME = np.timedelta64(1, 'D')
    ADULT_AGE = relativedelta(years=18)


    def slow_jobs(durations: pd.Series) -> pd.Series:
        return durations[(durations > SLOW_JOB) & (durations > pd.Timedelta(0))]


    def expired(now, created):
        return (now - created) > SESSION_LIFETIME


    def is_adult(birthday, today):
        return birthday + ADULT_AGE <= today
""")
LOGIC_8 = [
    Attempt("logic_8", "arithmetic-of-literals", code("""
        def check(age):
            return age >= 9 + 9
    """), CONSTANT_TWIN),
    Attempt("logic_8", "int-of-a-string", code("""
        def check(age):
            return age >= int('18')
    """), CONSTANT_TWIN),
    Attempt("logic_8", "len-of-a-literal", code("""
        def check(word):
            return len(word) > len('abcde')
    """), CONSTANT_TWIN),
    Attempt("logic_8", "membership-in-a-literal", code("""
        def check(size):
            return size in (3, 4, 5)
    """), CONSTANT_TWIN),
    Attempt("logic_8", "lowercase-local-name", code("""
        def check(age):
            limit = 18
            return age >= limit
    """), CONSTANT_TWIN),
    Attempt("logic_8", "dunder-comparison", code("""
        def check(age):
            return age.__ge__(18)
    """), CONSTANT_TWIN),
    Attempt("logic_8", "operator-comparison", code("""
        import operator


        def check(age):
            return operator.ge(age, 18)
    """), CONSTANT_TWIN),
    Attempt("logic_8", "case-pattern", code("""
        def check(age):
            match age:
                case 18:
                    return True
            return False
    """), CONSTANT_TWIN),
    Attempt("logic_8", "range-membership", code("""
        def check(age):
            return age in range(18, 65)
    """), CONSTANT_TWIN),
    Attempt("logic_8", "bare-literal", code("""
        def check(age):
            return age >= 18
    """), CONSTANT_TWIN),
    Attempt("logic_8", "threshold-moved-into-arithmetic", code("""
        def check(age):
            return age - 18 >= 0
    """), CONSTANT_TWIN),
    Attempt("logic_8", "decimal-literal", code("""
        from decimal import Decimal


        def has_fever(temperature):
            return Decimal(temperature) > Decimal('37.5')
    """), FEVER_TWIN),
    Attempt("logic_8", "fraction-literal", code("""
        from fractions import Fraction


        def is_quorum(votes, members):
            return Fraction(votes, members) >= Fraction(3, 4)
    """), FEVER_TWIN),
    Attempt("logic_8", "isclose-with-a-literal", code("""
        import math


        def is_golden(ratio):
            return math.isclose(ratio, 1.618, rel_tol=1e-3)
    """), CLOSE_TWIN),
    Attempt("logic_8", "threshold-moved-through-a-local", code("""
        def can_vote(age):
            years_past = age - 18
            return years_past >= 0
    """), CLOSE_TWIN),
    Attempt("logic_8", "local-bound-to-a-choice-of-literals", code("""
        def is_adult(age, country):
            limit = 21 if country == 'US' else 18
            return age >= limit
    """), CLOSE_TWIN),
    Attempt("logic_8", "parameter-default", code("""
        def check(age, limit=18):
            return age >= limit
    """), CONSTANT_TWIN, open=True),
    Attempt("logic_8", "closeness-test-written-by-hand", code("""
        TOLERANCE = 1e-6


        def is_golden(ratio):
            return abs(ratio - 1.618) < TOLERANCE
    """), CLOSE_TWIN),
    Attempt("logic_8", "isclose-operand-by-keyword", code("""
        import math


        def is_golden(ratio):
            return math.isclose(ratio, b=1.618, rel_tol=1e-3)
    """), CLOSE_TWIN),
    Attempt("logic_8", "threshold-moved-by-augmented-assignment", code("""
        def is_adult(age, country):
            margin = age
            margin -= 18
            return margin >= 0
    """), CLOSE_TWIN),
    Attempt("logic_8", "threshold-inside-a-timedelta", code("""
        from datetime import datetime, timedelta


        def is_expired(created: datetime, now: datetime) -> bool:
            return now - created > timedelta(days=30)
    """), TIME_TWIN),
    Attempt("logic_8", "threshold-inside-a-time-of-day", code("""
        from datetime import datetime, time


        def is_after_hours(now: datetime) -> bool:
            return now.time() >= time(17, 30)
    """), TIME_TWIN),
    Attempt("logic_8", "threshold-in-a-pandas-query-string", code("""
        import pandas as pd


        def adults(df: pd.DataFrame) -> pd.DataFrame:
            return df.query('age >= 18 and income > 50000')
    """), PANDAS_TWIN),
    Attempt("logic_8", "bounds-given-to-between", code("""
        import pandas as pd


        def working_age(df: pd.DataFrame) -> pd.DataFrame:
            return df[df['age'].between(18, 65)]
    """), PANDAS_TWIN),
    Attempt("logic_8", "numpy-comparison-function", code("""
        import numpy as np


        def outliers(values: np.ndarray) -> np.ndarray:
            return values[np.greater(np.abs(values), 3.5)]
    """), PANDAS_TWIN),
    Attempt("logic_8", "threshold-in-a-partial-comparison", code("""
        import functools
        import operator

        is_adult = functools.partial(operator.le, 18)


        def adults(ages):
            return [age for age in ages if is_adult(age)]
    """), CONSTANT_TWIN),
    Attempt("logic_8", "constant-named-after-its-value", code("""
        EIGHTEEN = 18


        def is_adult(age):
            return age >= EIGHTEEN
    """), code("""
        ADULT_AGE = 18
        HTTP_404 = 404


        def is_adult(age, status):
            return age >= ADULT_AGE and status != HTTP_404
    """)),
    Attempt("logic_8", "threshold-written-as-a-shift", code("""
        def check_upload(data: bytes) -> None:
            if len(data) > 1 << 20:
                raise ValueError('upload too large')
    """), code("""
        MAX_UPLOAD_BYTES = 1 << 20


        def check_upload(data: bytes) -> None:
            if len(data) > MAX_UPLOAD_BYTES:
                raise ValueError('upload too large')
    """)),
    Attempt("logic_8", "threshold-written-as-a-huge-power", code("""
        def is_astronomical(value):
            return value > 10 ** 100
    """), code("""
        GOOGOL = 10 ** 100


        def is_astronomical(value):
            return value > GOOGOL
    """)),
    Attempt("logic_8", "constant-named-after-its-value-with-a-prefix", code("""
        AGE_EIGHTEEN = 18


        def is_adult(age):
            return age >= AGE_EIGHTEEN
    """), PREFIX_TWIN),
    Attempt("logic_8", "constant-named-after-its-value-as-a-suffix-in-words", code("""
        TIMEOUT_SIXTY = 60


        def timed_out(elapsed):
            return elapsed > TIMEOUT_SIXTY
    """), PREFIX_TWIN),
    Attempt("logic_8", "constant-named-after-its-digits-with-a-prefix", code("""
        PORT_8080 = 8080


        def is_dev_server(port):
            return port == PORT_8080
    """), PREFIX_TWIN),
    Attempt("logic_8", "duration-as-a-pandas-timedelta", code("""
        import pandas as pd


        def slow_jobs(durations: pd.Series) -> pd.Series:
            return durations[durations > pd.Timedelta(seconds=3600)]
    """), DURATION_TWIN),
    Attempt("logic_8", "threshold-picked-from-literals", code("""
        def is_adult(age):
            return age >= max(18, 0)


        def is_senior(age):
            return age >= {'senior': 65}['senior']


        def is_teen(age):
            return age >= (13,)[0] and age < sum([9, 10])
    """), code("""
        ADULT_AGE = 18
        LIMITS = {'adult': 18, 'senior': 65}


        def is_adult(age):
            return age >= ADULT_AGE


        def is_senior(age):
            return age >= LIMITS['senior']


        def in_range(value, low):
            return value >= max(low, 0) and value != max(0, -1)
    """)),
    Attempt("logic_8", "duration-as-pandas-timedelta-text", code("""
        import pandas as pd


        def stale(frame: pd.DataFrame) -> pd.DataFrame:
            return frame[frame['age'] > pd.Timedelta('30 days')]


        def late(delay):
            return delay >= pd.to_timedelta('1h30m')
    """), code("""
        import pandas as pd

        MAX_AGE = pd.Timedelta('30 days')
        ONE_DAY = pd.Timedelta('1 day')


        def stale(frame: pd.DataFrame) -> pd.DataFrame:
            return frame[frame['age'] > MAX_AGE]


        def recent(delay):
            return delay < pd.Timedelta('1 day') or delay < ONE_DAY


        def durations(column):
            return pd.to_timedelta(column) > pd.Timedelta(0)
    """)),
    Attempt("logic_8", "duration-as-a-numpy-timedelta64", code("""
        import numpy as np


        def expired(now, created):
            return (now - created) > np.timedelta64(86400, 's')
    """), DURATION_TWIN),
    Attempt("logic_8", "duration-as-a-relativedelta-added-to-a-date", code("""
        from dateutil.relativedelta import relativedelta


        def is_adult(birthday, today):
            return birthday + relativedelta(years=18) <= today
    """), DURATION_TWIN),
    # (round 7) numbers built from text, returned by helpers, kept in class attributes.
    Attempt("logic_8", "number-converted-from-text-built-of-literals", code("""
        from decimal import Decimal


        def check(age, score, code):
            return (
                int('1' + '8') <= age < float(''.join(['6', '5']))
                and Decimal(f'{3}.5') < score
                and code != int('f' * 2, 16)
            )
    """), code("""
        from decimal import Decimal

        ADULT_AGE = 18
        RETIREMENT_AGE = 65
        PASS_SCORE = Decimal('3.5')


        def check(age, score, text):
            return (
                ADULT_AGE <= age < RETIREMENT_AGE
                and PASS_SCORE < score
                and int(text + '0') > 0
            )
    """)),
    Attempt("logic_8", "number-returned-by-a-helper", code("""
        def _a():
            return 18


        _b = lambda: 65


        class _Limits:
            @staticmethod
            def senior():
                limit = 80
                return limit


        def check(age):
            return _a() <= age < _b() and age != _Limits.senior()
    """), code("""
        ADULT_AGE = 18
        RETIREMENT_AGE = 65


        def count(items):
            return len(items)


        class Queue:
            def capacity(self):
                return 100

            def full(self, items):
                return count(items) >= self.capacity()


        def check(age):
            return ADULT_AGE <= age < RETIREMENT_AGE
    """)),
    Attempt("logic_8", "class-attribute-named-by-letters-or-its-value", code("""
        from enum import IntEnum


        class _K:
            A = 18
            SIXTY_FIVE = 65


        class _L(IntEnum):
            B = 21


        class _M:
            pass


        _M.C = 70


        def check(age):
            return _K.A <= age < _K.SIXTY_FIVE and age != _L.B and age < _M.C
    """), code("""
        from dataclasses import dataclass
        from enum import Enum

        WIDTH = 640


        class Limits:
            ADULT_AGE = 18
            RETIREMENT_AGE = 65


        class Color(Enum):
            R = 1
            G = 2


        class Ball:
            x = 100

            def bounced(self):
                self.x += 3
                return self.x > WIDTH


        @dataclass
        class Point:
            y: int = 100


        def check(age, color, point):
            return (
                Limits.ADULT_AGE <= age < Limits.RETIREMENT_AGE
                and color == Color.G
                and point.y < WIDTH
            )
    """)),
]

# -- logic_9: no recursion --------------------------------------------------------------------
ITERATIVE_TWIN = code("""
    import threading


    def factorial(number):
        result = 1
        for value in range(2, number + 1):
            result *= value
        return result


    def tick(state):
        state['ticks'] += 1
        if state['ticks'] < 3:
            threading.Timer(0.01, tick, args=(state,)).start()
""")
COURSE_TWIN = code("""
    class Student:
        def __init__(self, name, grades):
            self.name = name
            self.grades = grades

        def average(self):
            return sum(self.grades) / len(self.grades)


    class Course:
        def __init__(self):
            self.students = []

        def enroll(self, student):
            self.students.append(student)

        def average(self):
            return sum(s.average() for s in self.students) / len(self.students)


    def main():
        course = Course()
        course.enroll(Student("ada", [90, 80]))
        course.enroll(Student("bob", [70]))
        return course.average()
""")


def course_with(method: str = "", line: str = "") -> str:
    """COURSE_TWIN with `method` added to Course and `line` run before `main` returns: a
    route around the narrowing of a composite's children to what its callers pass."""
    text = COURSE_TWIN
    if method:
        indented = "".join(f"    {part}\n" for part in method.splitlines())
        average = "    def average(self):\n        return sum(s.average()"
        text = text.replace(average, f"{indented}\n{average}")
    if line:
        ending = "    return course.average()"
        text = text.replace(ending, f"    {line}\n{ending}")
    return text


ENVIRONMENT_TWIN = code("""
    from __future__ import annotations


    class Environment:
        def __init__(self, parent: Environment | None = None) -> None:
            self.vars: dict[str, object] = {}
            self.parent = parent

        def __getitem__(self, name: str) -> object:
            scope: Environment | None = self
            while scope is not None:
                if name in scope.vars:
                    return scope.vars[name]
                scope = scope.parent
            raise KeyError(name)


    class Evaluator:
        def __init__(self):
            self.handlers = {"num": self.num, "neg": self.neg}

        def evaluate(self, node):
            return self.handlers[node["type"]](node)

        def num(self, node):
            return node["value"]

        def neg(self, node):
            return -node["value"]
""")
DISPATCH_TWIN = code("""
    from functools import singledispatch, singledispatchmethod


    @singledispatch
    def total(value):
        return value


    @total.register(list)
    def _(value):
        stack, result = list(value), 0
        while stack:
            item = stack.pop()
            if isinstance(item, list):
                stack.extend(item)
            else:
                result += item
        return result


    class Formatter:
        @singledispatchmethod
        def format(self, value):
            return str(value)

        @format.register
        def _(self, value: float):
            return f'{value:.2f}'
""")
WRAPPER_TWIN = code("""
    import httpx


    class Fetcher:
        def __init__(self, client: httpx.Client) -> None:
            self.client = client
            self.pages: dict[str, bytes] = {}

        def stream(self, url: str) -> bytes:
            return self.client.stream('GET', url).read()

        def __len__(self) -> int:
            return len(self.pages)
""")
NODE_TWIN = code("""
    from dataclasses import dataclass, field


    @dataclass
    class LineItem:
        price: float
        quantity: int

        def total(self) -> float:
            return self.price * self.quantity


    @dataclass
    class Order:
        lines: list[LineItem] = field(default_factory=list)

        def total(self) -> float:
            return sum(line.total() for line in self.lines)

        def __len__(self) -> int:
            return len(self.lines)

        def __iter__(self):
            yield from self.lines


    class Node:
        def __init__(self, value, children: list['Node'] | None = None) -> None:
            self.value = value
            self.children = children or []

        def __iter__(self):
            stack = [self]
            while stack:
                node = stack.pop()
                yield node.value
                stack.extend(reversed(node.children))

        def __len__(self) -> int:
            return sum(1 for _ in self)

        def __contains__(self, value) -> bool:
            return any(item == value for item in self)
""")
TRIE_TWIN = code("""
    class TrieNode:
        def __init__(self) -> None:
            self.children: dict[str, 'TrieNode'] = {}
            self.terminal = False

        def insert(self, word: str) -> None:
            node = self
            for ch in word:
                node = node.children.setdefault(ch, TrieNode())
            node.terminal = True

        def count(self) -> int:
            total, stack = 0, [self]
            while stack:
                node = stack.pop()
                total += node.terminal
                stack.extend(node.children.values())
            return total

        def copy(self) -> 'TrieNode':
            clone = TrieNode()
            clone.terminal = self.terminal
            for key, child in self.children.items():
                clone.children[key] = child
            return clone
""")
WORKER_TWIN = code("""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    POOL = ThreadPoolExecutor()


    def tick(state):
        state.count += 1
        threading.Timer(1.0, tick, args=(state,)).start()


    def fetch_links(url):
        return {url + '/a', url + '/b'}


    def crawl(url, seen):
        pending = [url]
        while pending:
            for link in fetch_links(pending.pop()) - seen:
                seen.add(link)
                pending.append(link)


    def crawl_all(urls):
        futures = [POOL.submit(crawl, url, set()) for url in urls]
        return [future.result() for future in futures]


    class Server:
        def __init__(self):
            self.thread = threading.Thread(target=self.serve)

        def serve(self):
            return 'serving'

        def start(self):
            self.thread.start()
""")
RETRY_TWIN = code("""
    import numpy as np
    import tenacity


    def _fetch(client, node_id):
        return client.get(node_id)


    fetch = tenacity.retry(stop=tenacity.stop_after_attempt(3))(_fetch)


    def fetch_tree(client, root):
        pending, out = [root], []
        while pending:
            node = fetch(client, pending.pop())
            out.append(node)
            pending.extend(node['child_ids'])
        return out


    def _square(x):
        return x * x


    square = np.vectorize(_square)


    def squares(values):
        return square(values)
""")
ALIAS_TWIN = code("""
    import sys


    class Vector:
        def __init__(self, x, y):
            self.x = x
            self.y = y

        def __str__(self):
            return f'({self.x}, {self.y})'

        __repr__ = __str__

        def add(self, other):
            return Vector(self.x + other.x, self.y + other.y)

        __add__ = add

        def total(self, others):
            result = self
            for other in others:
                result = result + other
            return result


    def countdown(n):
        while n > 0:
            n -= 1
        return n


    def main():
        return getattr(sys.modules[__name__], 'countdown')(3)
""")
LOGIC_9 = [
    Attempt("logic_9", "through-globals", code("""
        def factorial(number):
            return 1 if number < 2 else number * globals()['factorial'](number - 1)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "getattr-on-self", code("""
        class Tree:
            def size(self, node):
                if node is None:
                    return 0
                return 1 + getattr(self, 'size')(node.left) + getattr(self, 'size')(node.right)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "annotated-lambda", code("""
        from collections.abc import Callable

        factorial: Callable[[int], int] = lambda n: 1 if n < 2 else n * factorial(n - 1)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "walrus-lambda", code("""
        RESULT = (factorial := lambda n: 1 if n < 2 else n * factorial(n - 1))(5)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "self-call-in-dunder-call", code("""
        class Factorial:
            def __call__(self, number):
                return 1 if number < 2 else number * self(number - 1)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "alias", code("""
        def factorial(number):
            return 1 if number < 2 else number * step(number - 1)


        step = factorial
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "name-spelt-with-a-compatibility-letter", code("""
        def step(number):
            return 1 if number < 2 else number * HANDLERS['fact'](number - 1)


        HANDLERS = {'fact': ſtep}
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "dispatch-container", code("""
        def factorial(number):
            return 1 if number < 2 else number * HANDLERS['fact'](number - 1)


        HANDLERS = {'fact': factorial}
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "eval-string", code("""
        def factorial(number):
            return 1 if number < 2 else number * eval('factorial(number - 1)')
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "fixed-point-combinator", code("""
        factorial = (lambda f: lambda n: f(f, n))(
            lambda self_ref, n: 1 if n < 2 else n * self_ref(self_ref, n - 1),
        )
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "dunder-protocol", code("""
        class Chain:
            def __init__(self, rest):
                self.rest = rest

            def __len__(self):
                return 0 if self.rest is None else 1 + len(self.rest) if False else len(self)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "constructor-recursion", code("""
        class Node:
            def __init__(self, depth):
                self.child = Node(depth - 1) if depth else None
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "direct-recursion", code("""
        def factorial(number):
            return 1 if number < 2 else number * factorial(number - 1)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "async-iteration-protocol", code("""
        class Countdown:
            def __init__(self, start):
                self.start = start

            def __aiter__(self):
                return self

            async def __anext__(self):
                async for _ in self:
                    pass
                raise StopAsyncIteration
    """), code("""
        class Countdown:
            def __init__(self, start):
                self.start = start

            def __aiter__(self):
                return self

            async def __anext__(self):
                if self.start <= 0:
                    raise StopAsyncIteration
                self.start -= 1
                return self.start
    """)),
    Attempt("logic_9", "async-context-protocol", code("""
        class Lock:
            async def __aenter__(self):
                async with self:
                    return self

            async def __aexit__(self, *exc):
                return False
    """), code("""
        import asyncio


        class Lock:
            def __init__(self):
                self.inner = asyncio.Lock()

            async def __aenter__(self):
                async with self.inner:
                    return self

            async def __aexit__(self, *exc):
                return False
    """)),
    Attempt("logic_9", "lambda-parameter-default", code("""
        def factorial(number, step=lambda n: factorial(n)):
            return 1 if number < 2 else number * step(number - 1)
    """), code("""
        def factorial(number, step=lambda n: n - 1):
            result = 1
            while number > 1:
                result *= number
                number = step(number)
            return result
    """)),
    Attempt("logic_9", "singledispatch-registration", code("""
        from functools import singledispatch


        @singledispatch
        def total(value):
            return value


        @total.register(list)
        def _(value):
            return sum(total(item) for item in value)
    """), DISPATCH_TWIN),
    Attempt("logic_9", "singledispatchmethod-registration", code("""
        from functools import singledispatchmethod


        class Sizer:
            @singledispatchmethod
            def size(self, value):
                return 1

            @size.register
            def _(self, value: list):
                return sum(self.size(item) for item in value)
    """), DISPATCH_TWIN),
    Attempt("logic_9", "builtin-method-name-on-a-built-node", code("""
        class Node:
            def __init__(self, value):
                self.value = value
                self.left = None
                self.right = None

            def insert(self, value):
                if value < self.value:
                    if self.left:
                        self.left.insert(value)
                    else:
                        self.left = Node(value)
                elif self.right:
                    self.right.insert(value)
                else:
                    self.right = Node(value)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "recursion-through-another-instance", code("""
        class Node:
            def __init__(self, children):
                self.children = children

            def size(self):
                return 1 + sum(child.size() for child in self.children)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "attribute-typed-with-a-protocol", code("""
        from typing import Protocol


        class Expr(Protocol):
            def evaluate(self) -> float: ...


        class Num:
            def __init__(self, value: float) -> None:
                self.value = value

            def evaluate(self) -> float:
                return self.value


        class Add:
            def __init__(self, left: Expr, right: Expr) -> None:
                self.left = left
                self.right = right

            def evaluate(self) -> float:
                return self.left.evaluate() + self.right.evaluate()
    """), WRAPPER_TWIN),
    Attempt("logic_9", "attribute-typed-with-an-imported-base", code("""
        from abc import ABC, abstractmethod

        from shapes import Shape


        class Group(Shape):
            def __init__(self, first: Shape, second: Shape) -> None:
                self.first = first
                self.second = second

            def area(self) -> float:
                return self.first.area() + self.second.area()


        class Square(Shape):
            def __init__(self, side: float) -> None:
                self.side = side

            def area(self) -> float:
                return self.side * self.side
    """), WRAPPER_TWIN),
    Attempt("logic_9", "attribute-typed-any", code("""
        from typing import Any


        class Add:
            def __init__(self, left: Any, right: Any) -> None:
                self.left = left
                self.right = right

            def evaluate(self) -> float:
                return self.left.evaluate() + self.right.evaluate()
    """), WRAPPER_TWIN, open=True),
    Attempt("logic_9", "len-of-children-in-len", code("""
        class Node:
            def __init__(self, children: list['Node']) -> None:
                self.children = children

            def __len__(self) -> int:
                return 1 + sum(len(child) for child in self.children)
    """), WRAPPER_TWIN),
    Attempt("logic_9", "trie-child-from-setdefault", code("""
        class TrieNode:
            def __init__(self) -> None:
                self.children: dict[str, 'TrieNode'] = {}
                self.terminal = False

            def insert(self, word: str) -> None:
                if not word:
                    self.terminal = True
                    return
                child = self.children.setdefault(word[0], TrieNode())
                child.insert(word[1:])

            def count(self) -> int:
                return int(self.terminal) + sum(c.count() for c in self.children.values())
    """), TRIE_TWIN),
    Attempt("logic_9", "trie-child-stored-in-an-entry", code("""
        class TrieNode:
            def __init__(self):
                self.children = {}
                self.terminal = False

            def insert(self, word):
                if not word:
                    self.terminal = True
                    return
                if word[0] not in self.children:
                    self.children[word[0]] = TrieNode()
                self.children[word[0]].insert(word[1:])
    """), TRIE_TWIN),
    Attempt("logic_9", "trie-children-in-a-defaultdict", code("""
        from collections import defaultdict


        class TrieNode:
            def __init__(self):
                self.children = defaultdict(TrieNode)
                self.end = False

            def insert(self, word):
                if not word:
                    self.end = True
                    return
                self.children[word[0]].insert(word[1:])
    """), TRIE_TWIN),
    Attempt("logic_9", "trie-child-from-get-or-built", code("""
        class TrieNode:
            def __init__(self):
                self.children = {}
                self.end = False

            def insert(self, word):
                if not word:
                    self.end = True
                    return
                child = self.children.get(word[0])
                if child is None:
                    child = TrieNode()
                    self.children[word[0]] = child
                child.insert(word[1:])
    """), TRIE_TWIN),
    Attempt("logic_9", "tree-index-over-appended-children", code("""
        class Node:
            def __init__(self, value):
                self.value = value
                self.children = []

            def add(self, value):
                self.children.append(Node(value))

            def index(self, value, path=()):
                if self.value == value:
                    return path
                for i, child in enumerate(self.children):
                    found = child.index(value, (*path, i))
                    if found is not None:
                        return found
                return None
    """), TRIE_TWIN),
    Attempt("logic_9", "tree-copy-of-children-passed-in", code("""
        class Tree:
            def __init__(self, value, children=None):
                self.value = value
                self.children = children or []

            def copy(self):
                return Tree(self.value, [child.copy() for child in self.children])
    """), TRIE_TWIN, open=True),
    Attempt("logic_9", "iter-yields-from-children-it-builds", code("""
        class Node:
            def __init__(self, value):
                self.value = value
                self.children = []

            def add(self, value):
                child = Node(value)
                self.children.append(child)
                return child

            def __iter__(self):
                yield self.value
                for child in self.children:
                    yield from child
    """), NODE_TWIN),
    Attempt("logic_9", "contains-asks-annotated-children", code("""
        class Node:
            def __init__(self, value, children: list['Node'] | None = None) -> None:
                self.value = value
                self.children = children or []

            def __contains__(self, value) -> bool:
                return self.value == value or any(value in child for child in self.children)
    """), NODE_TWIN),
    Attempt("logic_9", "total-over-lines-annotated-with-its-own-class", code("""
        from dataclasses import dataclass, field


        @dataclass
        class Order:
            price: float = 0.0
            lines: list['Order'] = field(default_factory=list)

            def total(self) -> float:
                return self.price + sum(line.total() for line in self.lines)
    """), NODE_TWIN),
    Attempt("logic_9", "getitem-on-an-annotated-parent", code("""
        from __future__ import annotations


        class Environment:
            def __init__(self, parent: Environment | None = None) -> None:
                self.vars: dict[str, object] = {}
                self.parent = parent

            def __getitem__(self, name: str) -> object:
                if name in self.vars:
                    return self.vars[name]
                if self.parent is None:
                    raise KeyError(name)
                return self.parent[name]
    """), ENVIRONMENT_TWIN),
    Attempt("logic_9", "getitem-on-a-parent-quoted-in-a-mapping", code("""
        from collections.abc import Mapping


        class Config(Mapping):
            def __init__(self, data: dict, parent: "Config | None" = None) -> None:
                self._data = data
                self._parent = parent

            def __getitem__(self, key):
                if key in self._data:
                    return self._data[key]
                if self._parent is not None:
                    return self._parent[key]
                raise KeyError(key)

            def __iter__(self):
                return iter(self._data)

            def __len__(self):
                return len(self._data)
    """), ENVIRONMENT_TWIN),
    Attempt("logic_9", "table-of-bound-methods-on-self", code("""
        class Evaluator:
            def __init__(self):
                self.handlers = {"num": self.num, "add": self.add}

            def evaluate(self, node):
                return self.handlers[node["type"]](node)

            def num(self, node):
                return node["value"]

            def add(self, node):
                return self.evaluate(node["left"]) + self.evaluate(node["right"])
    """), ENVIRONMENT_TWIN),
    Attempt("logic_9", "table-of-bound-methods-read-with-get", code("""
        class Evaluator:
            def __init__(self):
                self.handlers = {}
                self.handlers["num"] = self.num
                self.handlers["add"] = self.add

            def num(self, node):
                return node["value"]

            def add(self, node):
                return sum(self.handlers.get(n["type"])(n) for n in (node["left"], node["right"]))
    """), ENVIRONMENT_TWIN),
    Attempt("logic_9", "call-on-a-child-tested-with-isinstance", code("""
        class Expr:
            def __init__(self, op, *args):
                self.op = op
                self.args = args

            def __call__(self, env):
                values = [a(env) if isinstance(a, Expr) else env.get(a, a) for a in self.args]
                return self.op(*values)
    """), ENVIRONMENT_TWIN),
    Attempt("logic_9", "composite-merged-by-augmented-assignment", course_with(
        method="def merge(self, other):\n    self.students += [other]"
    ), COURSE_TWIN),
    Attempt("logic_9", "composite-filled-through-an-alias-of-its-list", course_with(
        method="def merge(self, other):\n    students = self.students\n    students.append(other)"
    ), COURSE_TWIN),
    Attempt("logic_9", "composite-filled-from-outside-the-class", course_with(
        line="course.students.append(Course())"
    ), COURSE_TWIN),
    Attempt("logic_9", "composite-list-replaced-by-setattr", course_with(
        line='setattr(course, "students", [Course()])'
    ), COURSE_TWIN),
    Attempt("logic_9", "getattr-chain-through-an-unannotated-parent", code("""
        class Scope:
            def __init__(self, parent=None, **values):
                self.parent = parent
                self.values = values

            def __getattr__(self, name):
                if name in self.values:
                    return self.values[name]
                if self.parent is None:
                    raise AttributeError(name)
                return getattr(self.parent, name)
    """), ENVIRONMENT_TWIN, open=True),
    Attempt("logic_9", "table-filled-by-a-registering-decorator", code("""
        HANDLERS = {}


        def handles(kind):
            def register(func):
                HANDLERS[kind] = func
                return func
            return register


        @handles("list")
        def size_list(value):
            return sum(HANDLERS[type(v).__name__](v) for v in value)


        @handles("int")
        def size_int(value):
            return 1
    """), ENVIRONMENT_TWIN, open=True),
    Attempt("logic_9", "recursion-handed-to-a-node-visitor", code("""
        import ast


        class CallCounter(ast.NodeVisitor):
            def __init__(self) -> None:
                self.calls = 0

            def visit_Call(self, node: ast.Call) -> None:
                self.calls += 1
                self.generic_visit(node)


        def count_calls(source: str) -> int:
            counter = CallCounter()
            counter.visit(ast.parse(source))
            return counter.calls
    """), ENVIRONMENT_TWIN, open=True),
    Attempt("logic_9", "recursion-through-a-cached-alias", code("""
        import functools


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = functools.cache(_fib)
    """), code("""
        import functools


        def _fib(n):
            current, following = 0, 1
            for _ in range(n):
                current, following = following, current + following
            return current


        fib = functools.cache(_fib)
    """)),
    Attempt("logic_9", "recursion-through-an-lru-cache-call", code("""
        from functools import lru_cache


        def _paths(rows, cols):
            if rows == 0 or cols == 0:
                return 1
            return paths(rows - 1, cols) + paths(rows, cols - 1)


        paths = lru_cache(maxsize=None)(_paths)
    """), code("""
        def paths(rows, cols):
            row = [1] * (cols + 1)
            for _ in range(rows):
                for c in range(1, cols + 1):
                    row[c] += row[c - 1]
            return row[cols]
    """)),
    Attempt("logic_9", "recursion-through-a-hand-written-memoize", code("""
        def memoize(func):
            cache = {}

            def wrapper(*args):
                if args not in cache:
                    cache[args] = func(*args)
                return cache[args]

            return wrapper


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = memoize(_fib)
    """), code("""
        def memoize(func):
            cache = {}

            def wrapper(*args):
                if args not in cache:
                    cache[args] = func(*args)
                return cache[args]

            return wrapper


        def _fib(n):
            current, following = 0, 1
            for _ in range(n):
                current, following = following, current + following
            return current


        fib = memoize(_fib)
    """)),
    Attempt("logic_9", "recursion-through-a-cached-method-on-self", code("""
        import functools


        class Solver:
            def __init__(self, grid):
                self.grid = grid
                self.paths = functools.cache(self._paths)

            def _paths(self, r, c):
                if r == 0 or c == 0:
                    return 1
                return self.paths(r - 1, c) + self.paths(r, c - 1)
    """), code("""
        import functools


        class Solver:
            def __init__(self, grid):
                self.grid = grid
                self.paths = functools.cache(self._paths)

            def _paths(self, rows, cols):
                row = [1] * (cols + 1)
                for _ in range(rows):
                    for c in range(1, cols + 1):
                        row[c] += row[c - 1]
                return row[cols]
    """)),
    Attempt("logic_9", "recursion-handed-to-a-thread", code("""
        import threading


        def walk(node, out):
            out.append(node.value)
            for child in node.children:
                worker = threading.Thread(target=walk, args=(child, out))
                worker.start()
                worker.join()
    """), WORKER_TWIN),
    Attempt("logic_9", "recursion-handed-to-an-executor", code("""
        from concurrent.futures import ThreadPoolExecutor

        POOL = ThreadPoolExecutor()


        def crawl(url, seen):
            for link in fetch_links(url) - seen:
                seen.add(link)
                POOL.submit(crawl, link, seen)


        def fetch_links(url):
            return {url + '/a', url + '/b'}
    """), WORKER_TWIN),
    Attempt("logic_9", "method-handed-to-an-executor-on-each-child", code("""
        from concurrent.futures import ThreadPoolExecutor


        class Tree:
            def __init__(self, value, children, pool: ThreadPoolExecutor):
                self.value = value
                self.children = children
                self.pool = pool

            def total(self):
                futures = [self.pool.submit(child.total) for child in self.children]
                return self.value + sum(future.result() for future in futures)
    """), WORKER_TWIN),
    Attempt("logic_9", "recursion-handed-to-start-new-thread", code("""
        import _thread


        def count_down(n, done):
            if n == 0:
                done.append(True)
                return
            _thread.start_new_thread(count_down, (n - 1, done))
    """), WORKER_TWIN),
    Attempt("logic_9", "recursion-handed-to-threads-left-running", code("""
        import threading


        def walk(node, out):
            out.append(node.value)
            for child in node.children:
                threading.Thread(target=walk, args=(child, out)).start()
    """), WORKER_TWIN),
    Attempt("logic_9", "implementation-registered-by-a-call", code("""
        from functools import singledispatch


        @singledispatch
        def flatten(value):
            return [value]


        def _flatten_list(values):
            out = []
            for value in values:
                out.extend(flatten(value))
            return out


        flatten.register(list, _flatten_list)
    """), code("""
        from functools import singledispatch


        @singledispatch
        def describe(value):
            return repr(value)


        def _describe_list(values):
            return ', '.join(repr(value) for value in values)


        describe.register(list, _describe_list)


        def flatten(value):
            out, stack = [], [value]
            while stack:
                item = stack.pop()
                if isinstance(item, list):
                    stack.extend(reversed(item))
                else:
                    out.append(item)
            return out
    """)),
    Attempt("logic_9", "implementation-registered-by-a-called-register", code("""
        from functools import singledispatch


        @singledispatch
        def flatten(value):
            return [value]


        def _flatten_list(values):
            return [item for value in values for item in flatten(value)]


        flatten.register(list)(_flatten_list)
    """), WORKER_TWIN),
    Attempt("logic_9", "recursion-through-a-retrying-wrapper-alias", code("""
        import tenacity


        def _fetch_tree(client, node_id):
            node = client.get(node_id)
            node['children'] = [fetch_tree(client, child) for child in node['child_ids']]
            return node


        fetch_tree = tenacity.retry(stop=tenacity.stop_after_attempt(3))(_fetch_tree)
    """), RETRY_TWIN),
    Attempt("logic_9", "recursion-through-a-backoff-wrapper-alias", code("""
        import backoff
        import requests


        def _crawl(url, depth):
            page = requests.get(url, timeout=10)
            if depth:
                for link in page.links:
                    crawl(link, depth - 1)
            return page


        crawl = backoff.on_exception(backoff.expo, requests.RequestException)(_crawl)
    """), RETRY_TWIN),
    Attempt("logic_9", "recursion-through-a-jit-wrapper-alias", code("""
        import numba


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = numba.njit(_fib)
    """), RETRY_TWIN),
    Attempt("logic_9", "recursion-through-a-class-body-alias", code("""
        class Tree:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def total(self):
                return self.value + sum(self.add_up(child) for child in self.children)

            def add_up(self, node):
                return node.value + sum(self.sum_of(child) for child in node.children)

            sum_of = add_up
    """), ALIAS_TWIN),
    Attempt("logic_9", "recursion-through-the-frame-name", code("""
        import sys


        def countdown(n):
            if n <= 0:
                return 0
            again = globals()[sys._getframe().f_code.co_name]
            return again(n - 1)
    """), code("""
        import inspect
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def trace(message):
            caller = sys._getframe(1).f_code.co_name
            logger.debug('%s: %s', caller, message)


        def load(path):
            name = inspect.currentframe().f_code.co_name
            logger.info('%s(%s)', name, path)
            trace('loading')
            return globals()['parse'](path)


        def parse(path):
            return path.upper()
    """)),
    Attempt("logic_9", "recursion-through-the-module-object", code("""
        import sys


        def countdown(n):
            if n <= 0:
                return 0
            return getattr(sys.modules[__name__], 'countdown')(n - 1)
    """), ALIAS_TWIN),
    Attempt("logic_9", "method-called-on-a-copy-of-self", code("""
        import copy


        class Counter:
            def __init__(self, parent=None):
                self.parent = parent
                self.count = 0

            def snapshot(self):
                clone = copy.copy(self)
                return clone.snapshot() if self.parent else clone
    """), code("""
        import copy


        class Counter:
            def __init__(self, parent=None):
                self.parent = parent
                self.count = 0

            def reset(self):
                self.count = 0

            def snapshot(self):
                clone = copy.copy(self)
                clone.reset()
                return clone
    """)),
    Attempt("logic_9", "affix-tested-name-rebound-before-getattr", code("""
        class Shell:
            def run(self, line):
                command, _, rest = line.partition(' ')
                if command.startswith('do_'):
                    command = command.removeprefix('do_')
                    return getattr(self, command)(rest)
                return None

            def do_echo(self, text):
                return text
    """), code("""
        class Shell:
            def run(self, line):
                command, _, rest = line.partition(' ')
                if command.startswith('do_'):
                    return getattr(self, command)(rest)
                return None

            def do_echo(self, text):
                return text
    """)),
    Attempt("logic_9", "isinstance-tested-name-rebound-before-the-call", code("""
        class Leaf:
            def __init__(self, value, owner=None):
                self.value = value
                self.owner = owner

            def total(self):
                return self.value


        class Branch:
            def __init__(self, parts, parent=None):
                self.parts = parts
                self.parent = parent

            def total(self):
                result = 0
                for part in self.parts:
                    if isinstance(part, Leaf):
                        part = part.owner or part
                        result += part.total()
                return result
    """), code("""
        class Leaf:
            def __init__(self, value, owner=None):
                self.value = value
                self.owner = owner

            def total(self):
                return self.value


        class Branch:
            def __init__(self, parts, parent=None):
                self.parts = parts
                self.parent = parent

            def total(self):
                result = 0
                for part in self.parts:
                    if isinstance(part, Leaf):
                        result += part.total()
                return result
    """)),
]

# --- held-out round 1 (benchmarks/data/strict_heldout_1.json.gz): routes closed since ---

# -- logic_1 ---------------------------------------------------------------------------------
PICK_TWIN = code("""
    def _pick(flag, yes, no):
        return yes if flag else no


    def describe(n):
        sign = _pick(n >= 0, 'non-negative', 'negative')
        parity = _pick(n % 2 == 0, 'even', 'odd')
        size = _pick(abs(n) > 100, 'big', 'small')
        return sign, parity, size
""")
BISECT_TWIN = code("""
    import bisect

    BOUNDS = (1, 10, 100)
    NAMES = ('tiny', 'small', 'medium', 'large')


    def bucket(x):
        return NAMES[bisect.bisect_left(BOUNDS, x)]
""")
LOGIC_1 += [
    Attempt("logic_1", "condition-rows-picked-by-next", code("""
        def fee(weight, country):
            rows = ((weight <= 0, 0.0), (country != 'US', 25.0), (weight > 20, 12.0),
                    (True, 4.0))
            return next(cost for hit, cost in rows if hit)
    """), code("""
        RATES = ((20, 12.0), (5, 8.0))


        def fee(weight):
            return next((cost for limit, cost in RATES if weight > limit), 4.0)
    """), C3),
    Attempt("logic_1", "pairs-indexed-through-getitem-calls", code("""
        import operator


        def describe(n):
            sign = operator.getitem(('negative', 'non-negative'), n >= 0)
            parity = ('odd', 'even').__getitem__(n % 2 == 0)
            size = operator.itemgetter(abs(n) > 100)(('small', 'big'))
            return sign, parity, size
    """), PICK_TWIN, C3),
    Attempt("logic_1", "tuple-indexed-by-a-sum-of-a-tuple-of-tests", code("""
        NAMES = ('tiny', 'small', 'medium', 'large')


        def bucket(x):
            return NAMES[sum((x > 1, x > 10, x > 100))]
    """), BISECT_TWIN, C3),
    Attempt("logic_1", "index-summed-over-rebindings", code("""
        NAMES = ('tiny', 'small', 'medium', 'large')


        def bucket(x):
            level = (x > 1) + (x > 10)
            level = min(level + (x > 100), 3)
            return NAMES[level]
    """), BISECT_TWIN, C3),
    Attempt("logic_1", "and-chain-as-all-of-a-tuple", code("""
        def valid(a, b, c, d):
            return all((a > 0, b > 0, c > 0, d > 0))
    """), code("""
        def valid(a, b, c, d):
            return all(value > 0 for value in (a, b, c, d))
    """), C3),
]

# -- logic_2 ---------------------------------------------------------------------------------
GENERATOR_TWIN = code("""
    import re


    def _words(text):
        for word in re.findall(r'\\w+', text):
            yield word.lower()


    def words(text):
        return list(_words(text))


    def first_long_word(text):
        found = None
        for word in _words(text):
            if len(word) > 3:
                found = word
                break
        return found
""")
GRADES_GENERATOR = """
    def _grade(score):
        if score >= 90:
            yield 'A'
        if score >= 80:
            yield 'B'
        yield 'F'


"""
LOGIC_2 += [
    Attempt("logic_2", "exits-as-yields-taken-by-send-none", code(GRADES_GENERATOR) + code("""
        def grade(score):
            return _grade(score).send(None)
    """), GENERATOR_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-taken-by-dunder-next", code(GRADES_GENERATOR) + code("""
        def grade(score):
            return iter(_grade(score)).__next__()
    """), GENERATOR_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-starred-into-a-list", code(GRADES_GENERATOR) + code("""
        def grade(score):
            return [*_grade(score)][0]
    """), GENERATOR_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-taken-by-a-breaking-loop",
            code(GRADES_GENERATOR) + code("""
        def grade(score):
            for letter in _grade(score):
                break
            return letter
    """), GENERATOR_TWIN, R1),
    Attempt("logic_2", "exits-as-yields-unpacked-first", code(GRADES_GENERATOR) + code("""
        def grade(score):
            letter, *_ = _grade(score)
            return letter
    """), GENERATOR_TWIN, R1),
]

# -- logic_3 ---------------------------------------------------------------------------------
HANDLERS = """
    def _start(job):
        return f'started {job}'


    def _stop(job):
        return f'stopped {job}'


    def _pause(job):
        return f'paused {job}'


    ACTIONS = {'start': _start, 'stop': _stop, 'pause': _pause}


"""
LIBRARY_TABLE_TWIN = code("""
    import operator

    OPS = {'+': operator.add, '-': operator.sub, '*': operator.mul}


    def calculate(op, a, b):
        func = OPS.get(op)
        if func is None:
            raise ValueError(op)
        return func(a, b)


    def cleaned(text, how):
        return {'upper': str.upper, 'lower': str.lower, 'title': str.title}[how](text)
""")
LOGIC_3 += [
    Attempt("logic_3", "triple-indexed-by-sign-arithmetic", code("""
        def compare(a, b):
            return ('below', 'equal', 'above')[(a > b) - (a < b) + 1]


        def describe(n):
            return {-1: 'negative', 0: 'zero', 1: 'positive'}[(n > 0) - (n < 0)]
    """), code("""
        LABELS = {-1: 'below', 0: 'equal', 1: 'above'}


        def sign(number):
            return (number > 0) - (number < 0)


        def compare(a, b):
            return LABELS[sign(a - b)]
    """)),
]

# -- logic_4 ---------------------------------------------------------------------------------
SIDE_BY_SIDE_TWIN = code("""
    import random


    def sentence(nouns, verbs):
        return f'The {random.choice(nouns)} {random.choice(verbs)} the {random.choice(nouns)}.'


    def check(path, prefix, suffix, log):
        ok = isinstance(path, str) and path.startswith(prefix) and not path.endswith(suffix)
        for part in (path.strip(), prefix.strip()):
            log.append(part)
        log.append(f'{path.upper()} {len(prefix)} {suffix.lower()}')
        return ok
""")
LOGIC_4 += [
    Attempt("logic_4", "steps-as-an-and-chain-assigned", code("""
        def deploy(ctx):
            ok = (ctx.fetch() is None and ctx.build() is None and ctx.test() is None
                  and ctx.package() is None and ctx.upload() is None and ctx.tag() is None)
            return ok
    """), SIDE_BY_SIDE_TWIN, S5),
    Attempt("logic_4", "steps-as-a-chained-comparison", code("""
        def reset(db):
            done = db.drop() is db.create() is db.seed() is db.index() is db.vacuum() is db.close()
            return done
    """), SIDE_BY_SIDE_TWIN, S5),
    Attempt("logic_4", "steps-as-f-string-fields", code("""
        def setup(a):
            log = f'{a.load()}{a.connect()}{a.migrate()}{a.seed()}{a.warm()}{a.serve()}'
            return log
    """), SIDE_BY_SIDE_TWIN, S5),
    Attempt("logic_4", "steps-as-the-items-of-a-loop", code("""
        def bootstrap(env):
            for _ in (env.settings(), env.dirs(), env.logs(), env.connect(), env.migrate(),
                      env.serve()):
                pass
            return env
    """), SIDE_BY_SIDE_TWIN, S5),
    Attempt("logic_4", "steps-in-a-list-indexed-by-a-name", code("""
        LAST = -1


        def pipeline(data, tools):
            return [tools.load(data), tools.clean(data), tools.score(data), tools.rank(data),
                    tools.store(data), tools.publish(data), tools.notify(data)][LAST]
    """), SIDE_BY_SIDE_TWIN, S5),
]


LOGIC_5 += [
    Attempt("logic_5", "match-returning-a-boolean", code("""
        def is_finished(status):
            match status:
                case 'done' | 'closed':
                    return True
                case _:
                    return False
    """), code("""
        def is_finished(status):
            return status in ('done', 'closed')
    """)),
    Attempt("logic_5", "match-picking-a-value", code("""
        def label(debug):
            match debug:
                case True:
                    text = 'verbose'
                case _:
                    text = 'quiet'
            return text
    """), code("""
        def label(debug):
            text = 'verbose' if debug else 'quiet'
            return text
    """)),
    Attempt("logic_5", "filtered-list-tested-for-truth", code("""
        def status(orders):
            if [order for order in orders if order.late]:
                return 'late'
            return 'on time'
    """), code("""
        def status(orders):
            if any(order.late for order in orders):
                return 'late'
            return 'on time'
    """)),
    Attempt("logic_5", "search-loop-over-next", code("""
        def has_comment(lines):
            stream = iter(lines)
            while (line := next(stream, None)) is not None:
                if line.startswith('#'):
                    return True
            return False
    """), code("""
        def has_comment(lines):
            return any(line.startswith('#') for line in lines)
    """)),
    Attempt("logic_5", "except-assigning-an-unread-name", code("""
        def forget(cache, keys):
            for key in keys:
                try:
                    del cache[key]
                except KeyError:
                    skipped = key
            return cache
    """), code("""
        import contextlib


        def forget(cache, keys):
            for key in keys:
                with contextlib.suppress(KeyError):
                    del cache[key]
            return cache
    """)),
]

LOGIC_6 += [
    Attempt("logic_6", "append-through-the-unbound-method", code("""
        def lowered(words):
            seen = set()
            for word in words:
                set.add(seen, word.lower())
            return seen
    """), code("""
        def lowered(words):
            return {word.lower() for word in words}
    """)),
    Attempt("logic_6", "append-through-slice-assignment", code("""
        def stripped(lines):
            out = []
            for line in lines:
                out[len(out):] = [line.strip()]
            return out
    """), code("""
        def stripped(lines):
            return [line.strip() for line in lines]
    """)),
    Attempt("logic_6", "empty-deque-filled-by-a-loop", code("""
        import collections


        def job_ids(jobs):
            queue = collections.deque()
            for job in jobs:
                queue.append(job.id)
            return list(queue)
    """), code("""
        import collections


        def job_ids(jobs):
            return [job.id for job in jobs]


        def reachable(graph, start):
            seen = {start}
            queue = collections.deque([start])
            while queue:
                for node in graph[queue.popleft()]:
                    if node not in seen:
                        seen.add(node)
                        queue.append(node)
            return seen
    """)),
    Attempt("logic_6", "list-built-by-reduce", code("""
        import functools


        def titled(words):
            return functools.reduce(lambda acc, word: [*acc, word.title()], words, [])
    """), code("""
        import functools
        import operator


        def titled(words):
            return [word.title() for word in words]


        def product(values):
            return functools.reduce(operator.mul, values, 1)


        def union(groups):
            return functools.reduce(lambda acc, group: acc | group, groups, set())
    """)),
    Attempt("logic_6", "empty-dict-from-fromkeys", code("""
        def by_email(users):
            table = dict.fromkeys([])
            for user in users:
                table[user.email] = user
            return table
    """), code("""
        def by_email(users):
            return {user.email: user for user in users}
    """)),
    Attempt("logic_6", "append-loop-over-next", code("""
        def lengths(words):
            out = []
            stream = iter(words)
            while (word := next(stream, None)) is not None:
                out.append(len(word))
            return out
    """), code("""
        def lengths(words):
            return [len(word) for word in words]
    """)),
]

LOGIC_7 += [
    Attempt("logic_7", "else-after-assert-never", code("""
        import typing


        def price(plan):
            if plan not in ('free', 'pro'):
                typing.assert_never(plan)
            elif plan == 'free':
                return 0
            else:
                return 20
    """), code("""
        import typing


        def price(plan):
            if plan not in ('free', 'pro'):
                typing.assert_never(plan)
            if plan == 'free':
                return 0
            return 20
    """)),
    Attempt("logic_7", "else-after-thread-exit", code("""
        import _thread


        def serve(request):
            if request.closed:
                _thread.exit_thread()
            else:
                return request.handle()
    """), code("""
        import _thread


        def serve(request):
            if request.closed:
                _thread.exit_thread()
            return request.handle()
    """)),
    Attempt("logic_7", "else-after-sigkill-through-an-alias", code("""
        import os
        import signal


        def watchdog(healthy):
            if not healthy:
                kill = os.kill
                kill(os.getpid(), signal.SIGKILL)
            else:
                return 'alive'
    """), code("""
        import os
        import signal


        def watchdog(healthy):
            if not healthy:
                os.kill(os.getpid(), signal.SIGKILL)
            return 'alive'


        def stop(worker_pid, healthy):
            if not healthy:
                os.kill(worker_pid, signal.SIGTERM)
            else:
                return 'alive'
            return 'stopped'
    """)),
]

SPEED_TWIN = code("""
    SPEED_LIMIT = 120


    def within_limit(speed):
        return speed <= SPEED_LIMIT
""")
LOGIC_8 += [
    Attempt("logic_8", "number-compared-through-its-own-dunder", code("""
        def within_limit(speed):
            return (120).__ge__(speed)
    """), SPEED_TWIN),
    Attempt("logic_8", "number-decided-by-min", code("""
        def within_limit(speed):
            return min(speed, 120) == speed
    """), SPEED_TWIN),
    Attempt("logic_8", "range-membership-through-contains", code("""
        def within_limit(speed):
            return range(0, 121).__contains__(speed)
    """), SPEED_TWIN),
    Attempt("logic_8", "number-as-ord-of-a-character", code("""
        def within_limit(speed):
            return speed <= ord('x')
    """), SPEED_TWIN),
    Attempt("logic_8", "number-popped-from-a-literal", code("""
        def within_limit(speed):
            return speed <= [120].pop()
    """), SPEED_TWIN),
    Attempt("logic_8", "number-returned-by-a-lambda", code("""
        def within_limit(speed):
            return speed <= (lambda: 120)()
    """), SPEED_TWIN),
    Attempt("logic_8", "loop-variable-over-a-literal", code("""
        def within_limit(speed):
            return all(speed <= limit for limit in [120])
    """), code("""
        LIMITS = (60, 120)


        def within_limit(speed):
            return all(speed <= limit for limit in LIMITS)
    """)),
]

WALK_TWIN = code("""
    def walk(node):
        stack = [node]
        while stack:
            current = stack.pop()
            yield current.value
            stack.extend(reversed(current.children))
""")
LOGIC_9 += [
    Attempt("logic_9", "entry-of-a-table-built-by-a-call", code("""
        def walk(node):
            yield node.value
            for child in node.children:
                yield from STEPS.get('walk')(child)


        STEPS = dict([('walk', walk)])
    """), code("""
        def add(a, b):
            return a + b


        def calculate(op, a, b):
            return OPS[op](a, b)


        OPS = dict(zip(['add'], [add]))
    """)),
    Attempt("logic_9", "class-attribute-holding-the-function", code("""
        def walk(node):
            yield node.value
            for child in node.children:
                yield from Walker.visit(child)


        class Walker:
            visit = staticmethod(walk)
    """), WALK_TWIN),
    Attempt("logic_9", "alias-chain-longer-than-resolution-depth", code("""
        def walk(node):
            for child in node.children:
                yield from alias_59(child)
            yield node.value


        alias_0 = walk
    """) + "".join(f"alias_{n} = alias_{n - 1}\n" for n in range(1, 60)), WALK_TWIN),
    Attempt("logic_9", "conditional-alias-chain", code("""
        def walk(node):
            for child in node.children:
                yield from alias_59(child)
            yield node.value


        alias_0 = walk
    """) + "".join(f"alias_{n} = alias_{n - 1} or None\n" for n in range(1, 60)), WALK_TWIN),
]

# --- held-out round 2 (benchmarks/data/strict_heldout_2.json.gz): routes closed since ---

LOGIC_5 += [
    Attempt("logic_5", "nested-ifs-padded-by-a-bare-attribute", code("""
        def is_ready(job):
            if job.started:
                job.name
                if job.inputs_ready:
                    return True
            return False
    """), code("""
        def is_ready(job):
            return job.started and job.inputs_ready
    """)),
    Attempt("logic_5", "isinstance-joined-by-bitwise-or", code("""
        def is_text(value):
            return isinstance(value, str) | isinstance(value, bytes)
    """), code("""
        def is_text(value):
            return isinstance(value, (str, bytes))
    """)),
    Attempt("logic_5", "isinstance-calls-in-any", code("""
        def is_sequence(value):
            return any((isinstance(value, list), isinstance(value, tuple)))
    """), code("""
        def is_sequence(value):
            return isinstance(value, (list, tuple))
    """)),
    Attempt("logic_5", "any-folded-with-reduce", code("""
        from functools import reduce


        def has_comment(lines):
            return reduce(lambda seen, line: seen or line.startswith('#'), lines, False)
    """), code("""
        def has_comment(lines):
            return any(line.startswith('#') for line in lines)
    """)),
    Attempt("logic_5", "all-folded-with-operator-and", code("""
        import functools
        import operator


        def all_done(tasks):
            return functools.reduce(operator.and_, (task.done for task in tasks), True)
    """), code("""
        def all_done(tasks):
            return all(task.done for task in tasks)
    """)),
    Attempt("logic_5", "match-on-bare-types-returning-a-boolean", code("""
        def is_sequence(value):
            match value:
                case list() | tuple():
                    return True
                case _:
                    return False
    """), code("""
        def is_sequence(value):
            return isinstance(value, (list, tuple))
    """)),
]

LOGIC_6 += [
    Attempt("logic_6", "filled-through-a-second-name", code("""
        def shout(words):
            out = []
            sink = out
            for word in words:
                sink.append(word.upper())
            return out
    """), code("""
        def shout(words):
            return [word.upper() for word in words]
    """)),
    Attempt("logic_6", "filled-through-a-nested-helper", code("""
        def shout(words):
            out = []

            def emit(text):
                out.append(text)

            for word in words:
                emit(word.upper())
            return out
    """), code("""
        def shout(words):
            return [word.upper() for word in words]
    """)),
    Attempt("logic_6", "filled-through-a-lambda-helper", code("""
        def shout(words):
            out = set()
            emit = lambda text: out.add(text)
            for word in words:
                emit(word.upper())
            return out
    """), code("""
        def shout(words):
            return {word.upper() for word in words}
    """)),
    Attempt("logic_6", "while-true-over-next-until-stopiteration", code("""
        def shout(words):
            out = []
            stream = iter(words)
            while True:
                try:
                    word = next(stream)
                except StopIteration:
                    break
                else:
                    out.append(word.upper())
            return out
    """), code("""
        def shout(words):
            return [word.upper() for word in words]
    """)),
    Attempt("logic_6", "temporary-dropped-with-del", code("""
        def shout(words):
            out = []
            for word in words:
                loud = word.upper()
                out.append(loud)
                del loud
            return out
    """), code("""
        def shout(words):
            return [word.upper() for word in words]
    """)),
]

LOGIC_7 += [
    Attempt("logic_7", "else-after-a-method-that-always-raises", code("""
        class Account:
            def _refuse(self, reason):
                raise PermissionError(reason)

            def withdraw(self, amount):
                if amount > self.balance:
                    self._refuse('insufficient funds')
                else:
                    self.balance -= amount
                    return self.balance
    """), code("""
        class Account:
            def _refuse(self, reason):
                raise PermissionError(reason)

            def withdraw(self, amount):
                if amount > self.balance:
                    self._refuse('insufficient funds')
                self.balance -= amount
                return self.balance
    """)),
    Attempt("logic_7", "else-after-error-on-an-annotated-parser", code("""
        from argparse import ArgumentParser


        def workers(args, parser: ArgumentParser):
            if args.workers < 1:
                parser.error('need at least one worker')
            else:
                return args.workers
    """), code("""
        from argparse import ArgumentParser


        def workers(args, parser: ArgumentParser):
            if args.workers < 1:
                parser.error('need at least one worker')
            return args.workers
    """)),
]

LOGIC_8 += [
    Attempt("logic_8", "threshold-moved-into-a-floor-division", code("""
        def at_least_an_hour(minutes):
            return minutes // 60 > 0
    """), code("""
        MINUTES_PER_HOUR = 60


        def at_least_an_hour(minutes):
            return minutes >= MINUTES_PER_HOUR
    """)),
]

_TREE_TWIN = code("""
    class Tree:
        def __init__(self, value, children=()):
            self.value = value
            self.children = list(children)

        def __len__(self):
            count = 0
            pending = [self]
            while pending:
                node = pending.pop()
                count += 1
                pending.extend(node.children)
            return count
""")

LOGIC_9 += [
    Attempt("logic_9", "own-code-object-rebuilt-into-a-function", code("""
        import sys
        import types


        def countdown(n, out):
            if n < 0:
                return out
            out.append(n)
            again = types.FunctionType(sys._getframe().f_code, {'types': types, 'sys': sys})
            return again(n - 1, out)
    """), code("""
        def countdown(n, out):
            out.extend(range(n, -1, -1))
            return out
    """)),
    Attempt("logic_9", "len-of-each-child-inside-len", code("""
        class Tree:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __len__(self):
                return 1 + sum(len(child) for child in self.children)
    """), _TREE_TWIN),
    Attempt("logic_9", "methodcaller-on-the-children", code("""
        from operator import methodcaller


        class Tree:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def depth(self):
                return 1 + max(map(methodcaller('depth'), self.children), default=0)
    """), code("""
        class Tree:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def depth(self):
                deepest = 0
                pending = [(self, 1)]
                while pending:
                    node, level = pending.pop()
                    deepest = max(deepest, level)
                    pending.extend((child, level + 1) for child in node.children)
                return deepest
    """)),
    Attempt("logic_9", "lambda-in-a-table-on-self", code("""
        class Printer:
            def __init__(self):
                self.rules = {
                    'text': lambda node: node['text'],
                    'group': lambda node: ''.join(self.render(item) for item in node['items']),
                }

            def render(self, node):
                return self.rules[node['kind']](node)
    """), code("""
        class Printer:
            def render(self, node):
                parts = []
                pending = [node]
                while pending:
                    current = pending.pop()
                    if current['kind'] == 'text':
                        parts.append(current['text'])
                    else:
                        pending.extend(reversed(current['items']))
                return ''.join(parts)
    """)),
]

LOGIC_1 += [
    Attempt("logic_1", "decisions-run-through-exec", code("""
        def shipping(weight, country):
            cost = 5.0
            if weight > 10:
                cost += 5.0
            if country == 'DE':
                cost += 2.0
            scope = {'weight': weight, 'country': country, 'cost': cost}
            exec('if weight > 30:\\n    cost += 20.0\\n'
                 'if country == "CA":\\n    cost += 7.0\\n', scope)
            return scope['cost']
    """), code("""
        SURCHARGES = {'DE': 2.0, 'CA': 7.0}


        def _weight_cost(weight):
            if weight > 30:
                return 25.0
            return 5.0 if weight > 10 else 0.0


        def shipping(weight, country):
            return 5.0 + _weight_cost(weight) + SURCHARGES.get(country, 0.0)
    """), C3),
    Attempt("logic_1", "decisions-in-an-eval-string", code("""
        def price(amount, member, coupon):
            total = amount
            if member:
                total *= 0.9
            scope = {'coupon': coupon, 'amount': amount}
            total -= eval('5.0 if coupon and amount > 50 else 0.0', scope)
            return total
    """), code("""
        def _coupon_discount(amount, coupon):
            return 5.0 if coupon and amount > 50 else 0.0


        def price(amount, member, coupon):
            total = amount * 0.9 if member else amount
            return total - _coupon_discount(amount, coupon)
    """), C3),
]
LOGIC_4 += [
    Attempt("logic_4", "statements-run-through-exec", code("""
        def report(values):
            total = sum(values)
            count = len(values)
            result = {'total': total, 'count': count}
            exec("result['mean'] = total / count\\nresult['low'] = min(values)\\n"
                 "result['high'] = max(values)\\nresult['span'] = max(values) - min(values)\\n")
            return result
    """), code("""
        def report(values):
            total, count = sum(values), len(values)
            low, high = min(values), max(values)
            return {'total': total, 'count': count, 'mean': total / count, 'low': low,
                    'high': high, 'span': high - low}
    """), S5),
]

# --- held-out round 3 (benchmarks/data/strict_heldout_3.json.gz): routes closed since ---

LOGIC_1 += [
    Attempt("logic_1", "truth-tests-index-a-string", code("""
        def signs(a, b, c):
            return 'NP'[a > 0] + 'NP'[b > 0] + '-0+'[(c > 0) - (c < 0) + 1]
    """), code("""
        SIGNS = {-1: '-', 0: '0', 1: '+'}


        def _flag(value):
            return 'P' if value > 0 else 'N'


        def _compare(value):
            if value > 0:
                return 1
            return -1 if value < 0 else 0


        def signs(a, b, c):
            return _flag(a) + _flag(b) + SIGNS[_compare(c)]
    """), C3),
    Attempt("logic_1", "truth-tests-index-a-range", code("""
        def positives(a, b, c):
            return range(2)[a > 0] + range(2)[b > 0] + tuple(range(2))[c > 0]
    """), code("""
        def positives(a, b, c):
            return sum(value > 0 for value in (a, b, c))
    """), C3),
    Attempt("logic_1", "dict-keyed-by-tuples-of-truth-tests", code("""
        QUADRANTS = {(True, True): 'I', (False, True): 'II', (False, False): 'III',
                     (True, False): 'IV'}


        def quadrant(x, y):
            return QUADRANTS[(x > 0, y > 0)]
    """), code("""
        def _right(y):
            return 'I' if y > 0 else 'IV'


        def _left(y):
            return 'II' if y > 0 else 'III'


        def quadrant(x, y):
            return _right(y) if x > 0 else _left(y)
    """), C3),
    Attempt("logic_1", "nested-tables-indexed-by-truth-tests", code("""
        def octant(x, y, z):
            return ((('-x-y-z', '-x-y+z'), ('-x+y-z', '-x+y+z')),
                    (('+x-y-z', '+x-y+z'), ('+x+y-z', '+x+y+z')))[x > 0][y > 0][z > 0]
    """), code("""
        def _sign(axis, value):
            return ('+' if value > 0 else '-') + axis


        def octant(x, y, z):
            return _sign('x', x) + _sign('y', y) + _sign('z', z)
    """), C3),
]
LOGIC_2 += [
    Attempt("logic_2", "results-raised-by-a-helper-that-always-raises", code("""
        class Picked(Exception):
            pass


        def _pick(number):
            if number < 0:
                raise Picked('negative')
            if number == 0:
                raise Picked('zero')
            raise Picked('positive')


        def classify(number):
            try:
                _pick(number)
            except Picked as picked:
                return picked.args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "results-raised-to-a-decorator-that-returns-them", code("""
        import functools


        class Done(Exception):
            pass


        def returning(func):
            @functools.wraps(func)
            def wrapper(*args):
                try:
                    func(*args)
                except Done as done:
                    return done.args[0]
            return wrapper


        @returning
        def classify(number):
            if number < 0:
                raise Done('negative')
            if number == 0:
                raise Done('zero')
            raise Done('positive')
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "results-raised-to-a-runner-that-stores-them", code("""
        class Done(Exception):
            pass


        def run(func, *args):
            result = None
            try:
                func(*args)
            except Done as done:
                result = done.args[0]
            return result


        def _classify(number):
            if number < 0:
                raise Done('negative')
            if number == 0:
                raise Done('zero')
            raise Done('positive')


        def classify(number):
            return run(_classify, number)
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "results-raised-by-a-method-to-its-caller", code("""
        class _Done(Exception):
            pass


        class Grader:
            def _classify(self, number):
                if number < 0:
                    raise _Done('negative')
                if number == 0:
                    raise _Done('zero')
                raise _Done('positive')

            def classify(self, number):
                label = None
                try:
                    self._classify(number)
                except _Done as done:
                    label = done.args[0]
                return label
    """), code("""
        class Grader:
            def classify(self, number):
                if number < 0:
                    label = 'negative'
                elif number == 0:
                    label = 'zero'
                else:
                    label = 'positive'
                return label
    """), R1),
]
LOGIC_3 += [
    Attempt("logic_3", "condition-table-picked-by-next", code("""
        def describe(number):
            return next(
                label
                for test, label in (
                    (number < 0, 'negative'),
                    (number == 0, 'zero'),
                    (number < 100, 'small'),
                    (True, 'large'),
                )
                if test
            )
    """), BRANCH_TWIN),
    Attempt("logic_3", "dict-keyed-by-truth-tests-read-at-true", code("""
        def describe(number):
            return {number < 0: 'negative', number == 0: 'zero', number > 0: 'positive'}[True]
    """), BRANCH_TWIN),
    Attempt("logic_3", "condition-rows-made-a-dict", code("""
        def describe(number):
            rows = [[number < 0, 'negative'], [number == 0, 'zero'], [number < 100, 'small']]
            return dict(rows).get(True, 'large')
    """), BRANCH_TWIN),
]
STEPS_TWIN = code("""
    def _prepare(store):
        store.open()
        store.lock()
        store.write()


    def _finish(store):
        store.index()
        store.flush()
        store.unlock()
        store.close()


    def publish(store):
        _prepare(store)
        _finish(store)
""")
LOGIC_4 += [
    Attempt("logic_4", "calls-unpacked-into-a-starred-throwaway", code("""
        def report(values, sink):
            total = sum(values)
            *_, result = (sink.clear(), sink.append(total), sink.append(len(values)),
                          sink.append(max(values)), sink.append(min(values)), sink.sort(),
                          list(sink))
            return result
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "calls-unpacked-into-underscore-names", code("""
        def publish(store):
            _opened, _locked, _written, _indexed, _flushed, done = (
                store.open(), store.lock(), store.write(), store.index(), store.flush(),
                store.close())
            return done
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "bound-methods-folded-by-reduce", code("""
        import functools


        def publish(store):
            store.open()
            store.lock()
            return functools.reduce(
                lambda done, step: step() or done,
                (store.write, store.index, store.flush, store.unlock, store.close),
                None,
            )
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "bound-methods-called-in-a-loop", code("""
        def publish(store):
            for step in (store.open, store.lock, store.write, store.index, store.flush,
                         store.unlock, store.close):
                step()
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "bound-methods-mapped-with-operator-call", code("""
        import operator


        def publish(store):
            steps = [store.open, store.lock, store.write, store.index, store.flush,
                     store.unlock]
            list(map(operator.call, steps))
            return store.close()
    """), STEPS_TWIN, S5),
]

# --- held-out round 4, logic_1-4 (benchmarks/data/strict_heldout_4.json.gz) ---------------
QUADRANT_TWIN = code("""
    QUADRANTS = {(1, 1): 'I', (-1, 1): 'II', (-1, -1): 'III', (1, -1): 'IV'}


    def _side(value):
        return 1 if value > 0 else -1


    def quadrant(x, y):
        return QUADRANTS[(_side(x), _side(y))]
""")
BADGE_TWIN = code("""
    def _either(flag, yes, no):
        return yes if flag else no


    def badge(user):
        level = _either(user.joined is not None, 'member', 'guest')
        tier = _either(user.points > 1000, 'gold', 'basic')
        staff = _either(user.staff, ' (staff)', '')
        return f'{level} {tier}{staff}'
""")
LOGIC_1 += [
    Attempt("logic_1", "comparison-calls-lead-a-condition-table", code("""
        from operator import ge


        def grade(score):
            rows = ((ge(score, 90), 'A'), (score.__ge__(80), 'B'), (ge(score, 70), 'C'),
                    (True, 'F'))
            return next(letter for hit, letter in rows if hit)
    """), GRADE_TWIN, C3),
    Attempt("logic_1", "number-parts-of-truth-tests-index-pairs", code("""
        def badge(user):
            level = ('guest', 'member')[(user.joined is not None).real]
            tier = ('basic', 'gold')[(user.points > 1000).numerator]
            staff = ('', ' (staff)')[(user.staff is True).__index__()]
            return f'{level} {tier}{staff}'
    """), BADGE_TWIN, C3),
    Attempt("logic_1", "text-of-truth-tests-keys-a-dict", code("""
        QUADRANTS = {'TrueTrue': 'I', 'FalseTrue': 'II', 'FalseFalse': 'III', 'TrueFalse': 'IV'}


        def quadrant(x, y):
            return QUADRANTS[str(x > 0) + str(y > 0)]
    """), QUADRANT_TWIN, C3),
    Attempt("logic_1", "f-string-of-truth-tests-keys-a-dict", code("""
        def quadrant(x, y):
            names = {'TrueTrue': 'I', 'FalseTrue': 'II', 'FalseFalse': 'III', 'TrueFalse': 'IV'}
            return names.get(f'{x > 0}{y > 0}')
    """), QUADRANT_TWIN, C3),
]
LOGIC_2 += [
    Attempt("logic_2", "caught-exception-read-through-exc-info", code("""
        from sys import exc_info


        class _Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    raise _Found('negative')
                if number == 0:
                    raise _Found('zero')
                raise _Found('positive')
            except _Found:
                return exc_info()[1].args[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "raises-kept-by-a-swallowing-context-manager", code("""
        class _Outcome:
            value = None

            def __enter__(self):
                return self

            def __exit__(self, kind, error, trace):
                self.value = getattr(error, 'args', (None,))[0]
                return kind is not None


        def classify(number):
            with _Outcome() as outcome:
                if number < 0:
                    raise ValueError('negative')
                if number == 0:
                    raise ValueError('zero')
                raise ValueError('positive')
            return outcome.value
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "raises-kept-by-a-generator-context-manager", code("""
        import contextlib


        @contextlib.contextmanager
        def _outcome():
            box = {}
            try:
                yield box
            except LookupError as found:
                box['value'] = found.args[0]


        def classify(number):
            with _outcome() as box:
                if number < 0:
                    raise LookupError('negative')
                if number == 0:
                    raise LookupError('zero')
                raise LookupError('positive')
            return box['value']
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "raise-caught-by-except-star-and-stored", code("""
        class _Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    raise _Found('negative')
                if number == 0:
                    raise _Found('zero')
                raise _Found('positive')
            except* _Found as group:
                label = group.exceptions[0].args[0]
            return label
    """), RETURN_TWIN, R1),
]
PASSWORD_TWIN = code("""
    _RULES = (
        (lambda text: len(text) < 8, 'too short'),
        (lambda text: not any(map(str.isdigit, text)), 'no digit'),
        (lambda text: ' ' in text, 'has space'),
    )


    def problems(password):
        return [message for broken, message in _RULES if broken(password)]
""")
CLOSE_TICKET_TWIN = code("""
    def _notify(ticket, mailer):
        if ticket.watchers:
            mailer.notify(ticket.watchers)


    def _audit(ticket, audit):
        if ticket.urgent:
            audit.record(ticket.id)
        if ticket.reopened:
            audit.record(ticket.id, 'reopened')


    def close(ticket, mailer, audit):
        ticket.status = 'closed'
        _notify(ticket, mailer)
        _audit(ticket, audit)
        return ticket
""")
KIND_TWIN = code("""
    def _kind_of_text(name):
        if name.isupper():
            return 'constant'
        return 'other'


    def kind(name):
        if name.startswith('test_'):
            return 'test'
        if name.endswith('.py'):
            return 'module'
        return _kind_of_text(name)
""")
LOGIC_3 += [
    Attempt("logic_3", "comprehensions-run-at-most-once-by-a-truth-test", code("""
        def problems(password):
            found = []
            [found.append('too short') for _ in range(len(password) < 8)]
            [found.append('no digit') for _ in range(not any(map(str.isdigit, password)))]
            [found.append('has space') for _ in [None] * (' ' in password)]
            return found
    """), PASSWORD_TWIN),
    Attempt("logic_3", "and-statements-assigned-to-throwaway-names", code("""
        def close(ticket, mailer, audit):
            ticket.status = 'closed'
            _ = ticket.watchers and mailer.notify(ticket.watchers)
            _sent = ticket.urgent and audit.record(ticket.id)
            _ = ticket.reopened and audit.record(ticket.id, 'reopened')
            return ticket
    """), CLOSE_TICKET_TWIN),
    Attempt("logic_3", "predicate-calls-lead-a-condition-table", code("""
        def kind(name):
            rows = ((name.startswith('test_'), 'test'), (name.endswith('.py'), 'module'),
                    (name.isupper(), 'constant'), (True, 'other'))
            return next(label for hit, label in rows if hit)
    """), KIND_TWIN),
]
LOGIC_4 += [
    Attempt("logic_4", "calls-in-the-defaults-of-a-nested-def", code("""
        def publish(store):
            def _done(opened=store.open(), locked=store.lock(), written=store.write(),
                      indexed=store.index(), flushed=store.flush(), unlocked=store.unlock()):
                return store.close()

            return _done()
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "comprehension-clauses-over-one-item-lists", code("""
        def report(values):
            return [
                (total, mean, spread)
                for total in [sum(values)]
                for count in [len(values)]
                for mean in [total / count]
                for low in [min(values)]
                for high in [max(values)]
                for spread in [high - low]
            ][0]
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "nested-loops-over-one-item-tuples", code("""
        def report(values):
            for total in (sum(values),):
                for count in (len(values),):
                    for mean in (total / count,):
                        for low in (min(values),):
                            for high in (max(values),):
                                for spread in (high - low,):
                                    return total, mean, spread
    """), STATEMENTS_TWIN, S5),
    Attempt("logic_4", "dict-display-of-calls-as-a-statement", code("""
        def publish(store):
            {'open': store.open(), 'lock': store.lock(), 'write': store.write(),
             'index': store.index(), 'flush': store.flush(), 'unlock': store.unlock(),
             'close': store.close()}
    """), STEPS_TWIN, S5),
]


# --- held-out round 3, logic_5-9 (benchmarks/data/strict_heldout_3.json.gz) ---

# -- logic_5 section -------------------------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "boolean-picked-from-a-literal-by-a-condition", code("""
        def is_allowed(role, allowed):
            return (False, True)[role in allowed]
    """), code("""
        def is_allowed(role, allowed):
            return role in allowed
    """)),
    Attempt("logic_5", "negation-looked-up-in-a-dict-of-booleans", code("""
        def is_closed(status):
            return {True: False, False: True}.get(status == 'open')
    """), code("""
        def is_closed(status):
            return status != 'open'
    """)),
    Attempt("logic_5", "boolean-table-bound-to-a-name", code("""
        def is_positive(value):
            answers = [False, True]
            return answers[value > 0]
    """), code("""
        def is_positive(value):
            return value > 0
    """)),
    Attempt("logic_5", "value-picked-from-a-pair-by-a-condition", code("""
        def parity(number):
            return ('odd', 'even')[number % 2 == 0]
    """), code("""
        def parity(number):
            return 'even' if number % 2 == 0 else 'odd'
    """)),
    Attempt("logic_5", "value-picked-from-a-dict-keyed-by-booleans", code("""
        def label(enabled):
            return {True: 'on', False: 'off'}[bool(enabled)]
    """), code("""
        def label(enabled):
            return 'on' if enabled else 'off'
    """)),
    Attempt("logic_5", "condition-joined-with-true-and-false", code("""
        def has_items(cart):
            return len(cart) > 0 and True or False
    """), code("""
        def has_items(cart):
            return len(cart) > 0
    """)),
    Attempt("logic_5", "condition-or-false", code("""
        def is_admin(user):
            return user.role == 'admin' or False
    """), code("""
        def is_admin(user):
            return user.role == 'admin'
    """)),
]

# -- logic_6 section -------------------------------------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "list-called-through-an-alias", code("""
        make_list = list


        def evens(numbers):
            return make_list(n for n in numbers if n % 2 == 0)
    """), code("""
        def evens(numbers):
            return [n for n in numbers if n % 2 == 0]
    """)),
    Attempt("logic_6", "list-called-through-the-builtins-module", code("""
        import builtins


        def squares(numbers):
            return builtins.list(n * n for n in numbers)
    """), code("""
        def squares(numbers):
            return [n * n for n in numbers]
    """)),
    Attempt("logic_6", "list-called-as-the-class-of-a-literal", code("""
        def names(users):
            return [].__class__(u.name for u in users)
    """), code("""
        def names(users):
            return [u.name for u in users]
    """)),
    Attempt("logic_6", "set-called-as-the-class-of-a-set", code("""
        def tags(posts):
            return set().__class__([p.tag for p in posts])
    """), code("""
        def tags(posts):
            return {p.tag for p in posts}
    """)),
    Attempt("logic_6", "pairs-wrapped-by-a-dict-alias", code("""
        to_dict = dict


        def by_id(users):
            return to_dict((u.id, u) for u in users)
    """), code("""
        def by_id(users):
            return {u.id: u for u in users}
    """)),
    Attempt("logic_6", "empty-dict-from-an-imported-alias", code("""
        from builtins import dict as mapping


        def fresh_counts():
            return mapping()
    """), code("""
        def fresh_counts():
            return {}
    """)),
]

# -- logic_7 section -------------------------------------------------------------------------
LOGIC_7 += [
    Attempt("logic_7", "else-after-an-endless-loop-that-returns", code("""
        def first_line(lines):
            if lines:
                while True:
                    return lines[0].strip()
            else:
                return ''
    """), code("""
        def first_line(lines):
            if lines:
                return lines[0].strip()
            return ''
    """)),
    Attempt("logic_7", "else-after-a-count-loop-left-by-return", code("""
        import itertools


        def free_slot(taken, wanted):
            if wanted in taken:
                for slot in itertools.count(wanted):
                    if slot not in taken:
                        return slot
            else:
                return wanted
    """), code("""
        import itertools


        def free_slot(taken, wanted):
            if wanted in taken:
                return next(slot for slot in itertools.count(wanted) if slot not in taken)
            return wanted
    """)),
    Attempt("logic_7", "else-after-library-exits-in-both-arms-of-an-if", code("""
        import argparse


        def workers(argv):
            parser = argparse.ArgumentParser()
            parser.add_argument('--workers', type=int, default=1)
            args = parser.parse_args(argv)
            if args.workers < 1:
                if args.workers == 0:
                    parser.error('zero workers')
                else:
                    parser.error('negative workers')
            else:
                return args.workers
    """), code("""
        import argparse


        def workers(argv):
            parser = argparse.ArgumentParser()
            parser.add_argument('--workers', type=int, default=1)
            args = parser.parse_args(argv)
            if args.workers < 1:
                parser.error('need at least one worker')
            return args.workers
    """)),
]

# -- logic_8 section -------------------------------------------------------------------------
LOGIC_8 += [
    Attempt("logic_8", "duration-given-a-dict-of-keywords", code("""
        from datetime import datetime, timedelta


        def is_stale(created: datetime, now: datetime) -> bool:
            return now - created > timedelta(**{'days': 30})
    """), code("""
        from datetime import datetime, timedelta

        STALE_AFTER = timedelta(days=30)


        def is_stale(created: datetime, now: datetime) -> bool:
            return now - created > STALE_AFTER
    """)),
    Attempt("logic_8", "time-given-a-tuple-of-arguments", code("""
        from datetime import datetime, time


        def after_hours(now: datetime) -> bool:
            return now.time() >= time(*(17, 30))
    """), code("""
        from datetime import datetime, time

        CLOSING_TIME = time(17, 30)


        def after_hours(now: datetime) -> bool:
            return now.time() >= CLOSING_TIME
    """)),
    Attempt("logic_8", "duration-given-keywords-through-a-local-name", code("""
        from datetime import timedelta


        def expired(age: timedelta) -> bool:
            window = dict(hours=12)
            return age > timedelta(**window)
    """), code("""
        from datetime import timedelta

        SESSION_LIFETIME = timedelta(hours=12)


        def expired(age: timedelta) -> bool:
            return age > SESSION_LIFETIME
    """)),
]

# -- logic_9 section -------------------------------------------------------------------------
LOGIC_9 += [
    Attempt("logic_9", "class-subscript-inside-class-getitem", code("""
        class Fib:
            def __class_getitem__(cls, n):
                if n < 2:
                    return n
                return cls[n - 1] + cls[n - 2]
    """), code("""
        class Fib:
            def __class_getitem__(cls, n):
                a, b = 0, 1
                for _ in range(n):
                    a, b = b, a + b
                return a
    """)),
    Attempt("logic_9", "class-subscript-through-a-metaclass-getitem", code("""
        class FactorialMeta(type):
            def __getitem__(cls, n):
                return 1 if n < 2 else n * Factorial[n - 1]


        class Factorial(metaclass=FactorialMeta):
            pass
    """), code("""
        import math


        class FactorialMeta(type):
            def __getitem__(cls, n):
                return math.factorial(n)


        class Factorial(metaclass=FactorialMeta):
            pass
    """)),
    Attempt("logic_9", "descriptor-get-reading-its-own-attribute", code("""
        class Size:
            def __get__(self, obj, owner):
                return 1 + sum(child.size for child in obj.children)


        class Tree:
            size = Size()

            def __init__(self, children=()):
                self.children = list(children)
    """), code("""
        class Size:
            def __get__(self, obj, owner):
                total = 0
                stack = [obj]
                while stack:
                    node = stack.pop()
                    total += 1
                    stack.extend(node.children)
                return total


        class Tree:
            size = Size()

            def __init__(self, children=()):
                self.children = list(children)
    """)),
    Attempt("logic_9", "descriptor-set-storing-its-own-attribute", code("""
        class Countdown:
            def __set__(self, obj, value):
                obj.__dict__['ticks'] = value
                if value > 0:
                    obj.ticks = value - 1


        class Timer:
            ticks = Countdown()
    """), code("""
        class Countdown:
            def __set__(self, obj, value):
                obj.__dict__['ticks'] = max(value - 1, 0) if value > 0 else value


        class Timer:
            ticks = Countdown()
    """)),
    Attempt("logic_9", "attribute-stored-on-self-inside-setattr", code("""
        class Counter:
            def __init__(self, n):
                self.n = n

            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                if name == 'n' and value > 0:
                    self.n = value - 1
    """), code("""
        class Counter:
            def __init__(self, n):
                self.n = n

            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                while name == 'n' and self.n > 0:
                    object.__setattr__(self, 'n', self.n - 1)
    """)),
    Attempt("logic_9", "setattr-on-self-inside-setattr", code("""
        class Counter:
            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                if value > 0:
                    setattr(self, name, value - 1)
    """), code("""
        class Counter:
            def __setattr__(self, name, value):
                object.__setattr__(self, name, 0 if value > 0 else value)
    """)),
    Attempt("logic_9", "attribute-stored-through-an-alias-of-self-inside-setattr", code("""
        class Counter:
            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                me = self
                if value > 0:
                    me.n = value - 1
    """), code("""
        class Counter:
            def __setattr__(self, name, value):
                object.__setattr__(self, name, 0 if value > 0 else value)
    """)),
    Attempt("logic_9", "attribute-stored-on-the-children-inside-setattr", code("""
        class Node:
            def __init__(self):
                self.children = []

            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                if name == 'dirty':
                    for child in self.children:
                        child.dirty = value
    """), code("""
        class Node:
            def __init__(self):
                self.children = []

            def __setattr__(self, name, value):
                object.__setattr__(self, name, value)
                if name == 'dirty':
                    pending = list(self.children)
                    while pending:
                        child = pending.pop()
                        object.__setattr__(child, 'dirty', value)
                        pending.extend(child.children)
    """)),
    Attempt("logic_9", "attribute-read-on-self-inside-getattribute", code("""
        class Record:
            def __init__(self, data):
                object.__setattr__(self, 'data', data)

            def __getattribute__(self, name):
                if name == 'data':
                    return object.__getattribute__(self, name)
                return self.data[name]
    """), code("""
        class Record:
            def __init__(self, data):
                object.__setattr__(self, 'data', data)

            def __getattribute__(self, name):
                data = object.__getattribute__(self, 'data')
                return data if name == 'data' else data[name]
    """)),
]


# --- held-out round 4: code run by other runners, members looked up by name (shared layer) ---
# -> LOGIC_1
LOGIC_1 += [
    Attempt("logic_1", "branches-run-by-a-subclassed-interpreter", code("""
        import code


        class Shell(code.InteractiveInterpreter):
            pass


        SOURCE = '''
        def grade(score):
            if score >= 90:
                letter = 'A'
            elif score >= 80:
                letter = 'B'
            elif score >= 70:
                letter = 'C'
            elif score >= 60:
                letter = 'D'
            elif score >= 50:
                letter = 'E'
            else:
                letter = 'F'
            return letter
        '''
        SCOPE = {}
        Shell(SCOPE).runsource(SOURCE, '<grades>', 'exec')
        grade = SCOPE['grade']
    """), GRADE_TWIN),
]

# -> LOGIC_2
LOGIC_2 += [
    Attempt("logic_2", "returns-compiled-by-codeop-then-run", code("""
        import codeop

        SOURCE = '''
        def classify(number):
            if number < 0:
                return 'negative'
            if number == 0:
                return 'zero'
            return 'positive'

        '''
        SCOPE = {}
        COMPILED = codeop.compile_command(SOURCE, '<classify>', 'exec')
        exec(COMPILED, SCOPE)
        classify = SCOPE['classify']
    """), RETURN_TWIN),
]

# -> LOGIC_3
LOGIC_3 += [
    Attempt("logic_3", "branches-run-by-a-profiler-bound-by-with", code("""
        import cProfile

        BODY = '''
        if not isinstance(number, int):
            label = 'not a number'
        elif number < 0:
            label = 'negative'
        elif number == 0:
            label = 'zero'
        else:
            label = 'positive'
        '''


        def describe(number):
            scope = {'number': number}
            with cProfile.Profile() as profiler:
                profiler.runctx(BODY, scope, scope)
            return scope['label']
    """), BRANCH_TWIN),
]

# -> LOGIC_4
LOGIC_4 += [
    Attempt("logic_4", "statements-run-by-a-debugger", code("""
        import bdb

        STEPS = '''
        total = sum(values)
        count = len(values)
        mean = total / count
        low = min(values)
        high = max(values)
        spread = high - low
        middle = sorted(values)[count // 2]
        squares = [value * value for value in values]
        power = sum(squares) / count
        variance = power - mean * mean
        deviation = variance ** 0.5
        first = values[0]
        last = values[-1]
        change = last - first
        ratio = change / first if first else 0
        summary = {'total': total, 'mean': mean, 'spread': spread}
        summary['deviation'] = deviation
        '''


        def report(values):
            scope = {'values': values}
            bdb.Bdb().run(STEPS, scope, scope)
            return scope['summary']
    """), STATEMENTS_TWIN),
]

# -> LOGIC_7
LOGIC_7 += [
    Attempt("logic_7", "else-after-return-compiled-by-a-loader", code("""
        import importlib.abc

        SOURCE = '''
        def parse(text):
            if not text:
                return None
            else:
                return int(text)
        '''
        SCOPE = {}
        exec(importlib.abc.InspectLoader.source_to_code(SOURCE), SCOPE)
        parse = SCOPE['parse']
    """), code("""
        def parse(text):
            if not text:
                return None
            return int(text)
    """)),
]

# -> LOGIC_9
LOGIC_9 += [
    Attempt("logic_9", "self-lookup-by-the-frames-code-name", code("""
        import sys


        def factorial(number):
            again = globals().get(sys._getframe().f_code.co_name)
            return 1 if number < 2 else number * again(number - 1)
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "recursion-in-a-doctest-text-run", code("""
        import doctest

        EXAMPLES = '''
        >>> def factorial(number):
        ...     return 1 if number < 2 else number * factorial(number - 1)
        >>> RESULT['factorial'] = factorial
        '''
        RESULT = {}
        TEST = doctest.DocTestParser().get_doctest(EXAMPLES, {'RESULT': RESULT}, 'f', None, 0)
        doctest.DocTestRunner().run(TEST)
        factorial = RESULT['factorial']
    """), ITERATIVE_TWIN),
]


# --- held-out round 4: logic_5-9 ---
# --- held-out round 4 (benchmarks/data/strict_heldout_4.json.gz): routes closed since ---
# Paste each block below into tests/instructions/test_adversarial_logic.py, after the
# round-3 blocks and before `ATTEMPTS = ...` (a new "held-out round 4" section), or append
# each list to the logic_5 .. logic_9 sections it names: every block extends one list.

# -- logic_5 section -------------------------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "membership-in-keys-taken-from-the-type", code("""
        def has_option(options, name):
            return name in dict.keys(options)
    """), code("""
        def has_option(options, name):
            return name in options
    """)),
    Attempt("logic_5", "loop-over-keys-taken-from-the-type", code("""
        def upper_names(table):
            return [name.upper() for name in dict.keys(table)]
    """), code("""
        def upper_names(table):
            return [name.upper() for name in table]
    """)),
    Attempt("logic_5", "negated-isinstance-calls-joined-by-and", code("""
        def check_text(value):
            if not isinstance(value, str) and not isinstance(value, bytes):
                raise TypeError(value)
            return value
    """), code("""
        def check_text(value):
            if not isinstance(value, (str, bytes)):
                raise TypeError(value)
            return value
    """)),
    Attempt("logic_5", "negated-isinstance-calls-in-all", code("""
        def is_scalar(value):
            return all((not isinstance(value, list), not isinstance(value, tuple)))
    """), code("""
        def is_scalar(value):
            return not isinstance(value, (list, tuple))
    """)),
    Attempt("logic_5", "if-else-picking-an-annotated-name", code("""
        def parity(number):
            if number % 2:
                name: str = 'odd'
            else:
                name: str = 'even'
            return name
    """), code("""
        def parity(number):
            name: str = 'odd' if number % 2 else 'even'
            return name
    """)),
    Attempt("logic_5", "matches-counted-by-a-loop-to-test-for-one", code("""
        def has_negative(values):
            found = 0
            for value in values:
                if value < 0:
                    found += 1
            return found >= 1
    """), code("""
        def has_negative(values):
            return any(value < 0 for value in values)
    """)),
]

# -- logic_6 section -------------------------------------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "append-loop-ending-in-continue", code("""
        def doubled(values):
            out = []
            for value in values:
                out.append(value * 2)
                continue
            return out
    """), code("""
        def doubled(values):
            return [value * 2 for value in values]
    """)),
    Attempt("logic_6", "filled-through-a-partial-of-the-method", code("""
        from functools import partial


        def doubled(values):
            out = []
            put = partial(list.append, out)
            for value in values:
                put(value * 2)
            return out
    """), code("""
        def doubled(values):
            return [value * 2 for value in values]
    """)),
    Attempt("logic_6", "filled-through-operator-methodcaller", code("""
        import operator


        def positive(values):
            out = set()
            for value in values:
                if value > 0:
                    operator.methodcaller('add', value)(out)
            return out
    """), code("""
        def positive(values):
            return {value for value in values if value > 0}
    """)),
    Attempt("logic_6", "empty-collection-from-an-empty-iterable", code("""
        def tags_of(posts):
            tags = list('')
            index = dict(range(0))
            tags.extend(post.tag for post in posts)
            index.update((post.tag, post) for post in posts)
            return tags, index
    """), code("""
        def tags_of(posts):
            tags = []
            index = {}
            tags.extend(post.tag for post in posts)
            index.update((post.tag, post) for post in posts)
            return tags, index
    """)),
]

# -- logic_7 section -------------------------------------------------------------------------
LOGIC_7 += [
    Attempt("logic_7", "else-after-a-loop-whose-else-raises", code("""
        def index_of(items, wanted, exact):
            if exact:
                for position, item in enumerate(items):
                    if item == wanted:
                        return position
                else:
                    raise ValueError(wanted)
            else:
                return min(range(len(items)), key=lambda i: abs(items[i] - wanted))
    """), code("""
        def index_of(items, wanted, exact):
            if exact:
                for position, item in enumerate(items):
                    if item == wanted:
                        return position
                raise ValueError(wanted)
            return min(range(len(items)), key=lambda i: abs(items[i] - wanted))
    """)),
    Attempt("logic_7", "else-after-a-loop-over-an-endless-iter-sentinel", code("""
        def next_token(tokens, skip_comments):
            if skip_comments:
                for _ in iter(lambda: 0, None):
                    token = next(tokens)
                    if not token.startswith('#'):
                        return token
            else:
                return next(tokens)
    """), code("""
        def next_token(tokens, skip_comments):
            if not skip_comments:
                return next(tokens)
            while True:
                token = next(tokens)
                if not token.startswith('#'):
                    return token
    """)),
    Attempt("logic_7", "else-after-a-try-with-except-star", code("""
        def fetch(url, session):
            if session is not None:
                try:
                    return session.get(url)
                except* ConnectionError:
                    raise RuntimeError(url) from None
            else:
                return None
    """), code("""
        def fetch(url, session):
            if session is not None:
                try:
                    return session.get(url)
                except* ConnectionError:
                    raise RuntimeError(url) from None
            return None
    """)),
]

# -- logic_8 section -------------------------------------------------------------------------
LOGIC_8 += [
    Attempt("logic_8", "threshold-from-a-math-function", code("""
        import math


        def is_large(count):
            return count >= math.ldexp(1, 16)
    """), code("""
        LARGE_COUNT = 2**16


        def is_large(count):
            return count >= LARGE_COUNT
    """)),
    Attempt("logic_8", "threshold-from-an-operator-function", code("""
        import operator


        def is_late(minutes):
            return minutes > operator.mul(2, 60)
    """), code("""
        LATE_MINUTES = 120


        def is_late(minutes):
            return minutes > LATE_MINUTES
    """)),
    Attempt("logic_8", "threshold-moved-into-a-divmod-quotient", code("""
        def is_bulk(quantity):
            return divmod(quantity, 50)[0] >= 1
    """), code("""
        BULK_QUANTITY = 50


        def is_bulk(quantity):
            return quantity >= BULK_QUANTITY
    """)),
    Attempt("logic_8", "threshold-moved-into-an-operator-call", code("""
        import operator


        def is_overweight(kilos):
            return operator.sub(kilos, 23) > 0
    """), code("""
        BAGGAGE_LIMIT_KG = 23


        def is_overweight(kilos):
            return kilos > BAGGAGE_LIMIT_KG
    """)),
    Attempt("logic_8", "threshold-compared-as-padded-text", code("""
        def is_retired(age):
            return str(age).zfill(3) >= '067'
    """), code("""
        RETIREMENT_AGE = 67


        def is_retired(age):
            return age >= RETIREMENT_AGE
    """)),
    Attempt("logic_8", "threshold-picked-by-sorting-a-pair", code("""
        import heapq


        def is_teen(age):
            return sorted([age, 13])[-1] == age and heapq.nsmallest(1, (age, 19))[0] == age
    """), code("""
        TEEN_START = 13
        TEEN_END = 19


        def is_teen(age):
            return TEEN_START <= age <= TEEN_END
    """)),
]

# -- logic_9 section -------------------------------------------------------------------------
LOGIC_9 += [
    Attempt("logic_9", "callable-object-calling-its-module-instance", code("""
        class _Factorial:
            def __call__(self, n):
                return 1 if n < 2 else n * factorial(n - 1)


        factorial = _Factorial()
    """), code("""
        def factorial(n):
            result = 1
            for k in range(2, n + 1):
                result *= k
            return result
    """)),
    Attempt("logic_9", "method-called-through-the-class-cell", code("""
        class Folder:
            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders = subfolders

            def count(self):
                return len(self.files) + sum(__class__.count(f) for f in self.subfolders)
    """), code("""
        class Folder:
            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders = subfolders

            def count(self):
                total, stack = 0, [self]
                while stack:
                    folder = stack.pop()
                    total += len(folder.files)
                    stack.extend(folder.subfolders)
                return total
    """)),
]


# -- held-out round 5: logic_1-4 -------------------------------------------------------------
NESTED_CLASS_TWIN = code("""
    FEES = (('express', 10), ('fragile', 3))


    def fee(order):
        return sum(amount for flag, amount in FEES if order.get(flag))


    def make_point(x, y):
        class Point:
            __slots__ = ('x', 'y')

            def __init__(self):
                self.x = x
                self.y = y

        return Point()
""")
LOGIC_1 += [
    Attempt("logic_1", "conditional-expressions-in-a-class-body-inside-the-function", code("""
        def fee(order):
            class _Parts:
                express = 10 if order['express'] else 0
                heavy = 15 if order['weight'] > 20 else 0
                bulky = 7 if order['length'] > 120 else 0

            return _Parts.express + _Parts.heavy + _Parts.bulky
    """), NESTED_CLASS_TWIN, C3),
    Attempt("logic_1", "decisions-in-a-class-inside-a-class-inside-the-function", code("""
        def fee(order):
            class _Outer:
                class _Inner:
                    express = 10 if order['express'] else 0
                    heavy = order['weight'] > 20 and 15 or 0
                    bulky = 7 if order['length'] > 120 else 0

            return _Outer._Inner.express + _Outer._Inner.heavy + _Outer._Inner.bulky
    """), NESTED_CLASS_TWIN, C3),
]

R2 = {"max_returns": 2}
LOGIC_2 += [
    Attempt("logic_2", "asserts-carrying-the-result-to-a-handler-that-returns-it", code("""
        def classify(number):
            try:
                assert number >= 0, 'negative'
                assert number != 0, 'zero'
            except AssertionError as hit:
                return hit.args[0]
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "exit-calls-carrying-the-result-to-a-handler-that-returns-it", code("""
        import sys as system


        def classify(number):
            try:
                if number < 0:
                    system.exit('negative')
                if number == 0:
                    quit('zero')
            except BaseException as done:
                return done.code
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "exit-by-another-name-carrying-the-result-to-a-handler", code("""
        from sys import exit as leave


        def classify(number):
            try:
                if number < 0:
                    leave('negative')
                if number == 0:
                    leave('zero')
            except SystemExit as done:
                label = done.code
            else:
                label = 'positive'
            return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "generator-throw-carrying-the-result-to-a-handler", code("""
        class _Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    (_ for _ in ()).throw(_Found('negative'))
                if number == 0:
                    (_ for _ in ()).throw(_Found('zero'))
            except _Found as hit:
                return hit.args[0]
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "failed-lookups-carrying-the-result-to-a-handler", code("""
        _NOWHERE = {}


        def classify(number):
            try:
                if number < 0:
                    _NOWHERE['negative']
                if number == 0:
                    _NOWHERE['zero']
            except LookupError as hit:
                return hit.args[0]
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "raises-in-exec-strings-caught-as-returns", code("""
        class _Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    exec("raise _Found('negative')")
                if number == 0:
                    exec("raise _Found('zero')")
            except _Found as hit:
                return hit.args[0]
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "async-generator-whose-first-item-is-taken-by-anext", code("""
        async def _classify(number):
            if number < 0:
                yield 'negative'
            if number == 0:
                yield 'zero'
            yield 'positive'


        async def classify(number):
            return await anext(_classify(number))
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "async-generator-whose-first-item-is-taken-by-asend", code("""
        async def _classify(number):
            if number < 0:
                yield 'negative'
            if number == 0:
                yield 'zero'
            yield 'positive'


        async def classify(number):
            return await _classify(number).asend(None)
    """), RETURN_TWIN, R2),
]

EFFECTS_TWIN = code("""
    import logging

    log = logging.getLogger(__name__)


    def _write(path, text, dry_run):
        if not dry_run:
            path.write_text(text)


    def save(report, path, verbose, dry_run, encoding=None):
        if not report:
            raise ValueError('empty report')
        chosen = encoding or 'utf-8'
        _write(path, report.encode(chosen).decode(chosen), dry_run)
        if verbose:
            log.info('saved %s', path)
        return report
""")
LOGIC_3 += [
    Attempt("logic_3", "if-statements-in-a-class-body-inside-the-function", code("""
        def describe(number):
            if not isinstance(number, int):
                raise TypeError(number)

            class _Parts:
                sign = 'positive'
                if number < 0:
                    sign = 'negative'
                if number == 0:
                    sign = 'zero'

            return _Parts.sign
    """), BRANCH_TWIN),
    Attempt("logic_3", "and-or-assigned-to-names-never-read", code("""
        import logging

        log = logging.getLogger(__name__)


        def save(report, path, verbose, dry_run):
            if not report:
                raise ValueError('empty report')
            written = dry_run or path.write_text(report)
            shown = verbose and log.info('saved %s', path)
            return report
    """), EFFECTS_TWIN),
    Attempt("logic_3", "loops-run-for-their-effects-as-comprehensions-and-maps", code("""
        import logging

        log = logging.getLogger(__name__)


        def process(items, verbose, strict):
            if not items:
                raise ValueError('no items')
            cleaned = [item.strip() for item in items]
            [log.info('processed %d', len(cleaned)) for _ in range(verbose)]
            list(map(list.sort, [cleaned] * strict))
            return cleaned
    """), EFFECTS_TWIN),
    Attempt("logic_3", "chained-comparisons-short-circuiting-calls", code("""
        import logging

        log = logging.getLogger(__name__)


        def save(report, path, verbose, dry_run):
            if not report:
                raise ValueError('empty report')
            False == dry_run != path.write_text(report)
            _ = True == verbose != log.info('saved %s', path)
            return report
    """), EFFECTS_TWIN),
    Attempt("logic_3", "and-or-in-a-display-handed-to-any", code("""
        import logging

        log = logging.getLogger(__name__)


        def save(report, path, verbose, dry_run):
            if not report:
                raise ValueError('empty report')
            any((dry_run or path.write_text(report), verbose and log.info('saved %s', path)))
            return report
    """), EFFECTS_TWIN),
    Attempt("logic_3", "and-or-in-lambdas-called-in-place", code("""
        import logging

        log = logging.getLogger(__name__)


        def save(report, path, verbose, dry_run):
            if not report:
                raise ValueError('empty report')
            (lambda: dry_run or path.write_text(report))()
            (lambda: verbose and log.info('saved %s', path))()
            return report
    """), EFFECTS_TWIN),
]

LOGIC_4 += [
    Attempt("logic_4", "calls-in-an-asserted-display", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            store.index()
            assert (store.flush(), store.unlock(), store.close())
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-negated-display-tested-by-while", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            while not (store.index(), store.flush(), store.unlock(), store.close()):
                pass
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-display-tested-by-if", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            store.index()
            if [store.flush()] + [store.unlock(), store.close()]:
                return
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-lambda-called-in-place", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            store.index()
            (lambda: (store.flush(), store.unlock(), store.close()))()
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-as-operands-of-a-thrown-away-operator", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            '%s%s%s' % (store.flush(), store.unlock(), store.close())
            [store.flush()] + [store.unlock()] + [store.close()]
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-spread-into-a-call", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            store.index()
            print(*(store.flush(), store.unlock(), store.close()), end='')
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-match-subject-with-one-wildcard-case", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            match store.index(), store.flush(), store.unlock(), store.close():
                case _:
                    return
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "calls-handed-to-a-null-context-manager", code("""
        import contextlib


        def publish(store):
            store.open()
            store.lock()
            store.write()
            with contextlib.nullcontext((store.index(), store.flush(), store.close())):
                return
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-listed-as-the-values-of-a-dict", code("""
        def publish(store):
            store.open()
            store.lock()
            store.write()
            steps = {'i': store.index, 'f': store.flush, 'u': store.unlock, 'c': store.close}
            for step in steps.values():
                step()
    """), STEPS_TWIN, S5),
]

# -- held-out round 6: logic_1, logic_3, logic_4 ---------------------------------------------
RECORDS_TWIN = code("""
    from bisect import bisect
    from collections import namedtuple

    Band = namedtuple('Band', 'cutoff letter')
    BANDS = (Band(60, 'D'), Band(70, 'C'), Band(80, 'B'), Band(90, 'A'))
    CUTOFFS = [band.cutoff for band in BANDS]


    def grade(score):
        level = bisect(CUTOFFS, score)
        return BANDS[level - 1].letter if level else 'F'


    def split(items, count):
        first = items.pop(0)
        return first, items[count:], items[: len(items) // 2], hash(first)
""")
LOGIC_1 += [
    Attempt("logic_1", "condition-rows-of-three-fields", code("""
        def grade(score):
            rows = (
                (score >= 90, 'A', 'excellent'),
                (score >= 80, 'B', 'good'),
                (score >= 70, 'C', 'fair'),
                (True, 'F', 'failing'),
            )
            return next((letter, note) for hit, letter, note in rows if hit)
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "condition-rows-built-by-a-namedtuple", code("""
        from collections import namedtuple

        Rule = namedtuple('Rule', 'hit letter')


        def grade(score):
            rules = (Rule(score >= 90, 'A'), Rule(score >= 80, 'B'), Rule(score >= 70, 'C'))
            return next((rule.letter for rule in rules if rule.hit), 'F')
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "condition-rows-as-dicts-with-the-test-in-a-later-field", code("""
        def grade(score):
            rows = [
                {'letter': 'A', 'hit': score >= 90},
                {'letter': 'B', 'hit': score >= 80},
                {'letter': 'C', 'hit': score >= 70},
            ]
            return next((row['letter'] for row in rows if row['hit']), 'F')
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "truth-tests-summed-into-an-index-read-by-pop", code("""
        def grade(score):
            letters = ['F', 'D', 'C', 'B', 'A']
            return letters.pop((score >= 60) + (score >= 70) + (score >= 80) + (score >= 90))
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "truth-tests-made-numbers-by-hash-and-dunders", code("""
        LETTERS = ('F', 'D', 'C', 'B', 'A')


        def grade(score):
            return LETTERS[
                hash(score >= 60) + (score >= 70).__hash__() + hash(score >= 80) + hash(score >= 90)
            ]
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "truth-tests-summed-into-an-index-read-by-islice", code("""
        from itertools import islice

        LETTERS = ('F', 'D', 'C', 'B', 'A')


        def grade(score):
            level = (score >= 60) + (score >= 70) + (score >= 80) + (score >= 90)
            return next(islice(LETTERS, level, None))
    """), RECORDS_TWIN, C3),
    Attempt("logic_1", "truth-tests-summed-into-a-slice", code("""
        LETTERS = ('F', 'D', 'C', 'B', 'A')


        def grade(score):
            level = (score >= 60) + (score >= 70) + (score >= 80) + (score >= 90)
            return LETTERS[level : level + 1][0]
    """), RECORDS_TWIN, C3),
]

LOOPS_TWIN = code("""
    from collections import deque
    from functools import reduce


    def _send(report, sinks):
        for sink in sinks:
            sink.write(report)


    def publish(report, sinks, size):
        recent = deque(report.sections, maxlen=size)
        total = reduce(lambda left, right: left + right, report.sizes, 0)
        _send(report, sinks)
        return list(recent), total, report.pending.pop(0)
""")
LOGIC_3 += [
    Attempt("logic_3", "flag-picked-from-a-table-keyed-by-truth-words", code("""
        def sync(local, remote, dry_run, force):
            {'False': lambda: local.push(remote), 'True': lambda: local.preview(remote)}[
                str(dry_run)
            ]()
            {'no': lambda: None, 'yes': lambda: remote.reset_to(local)}['yes' * force or 'no']()
            return local.status()
    """), EFFECTS_TWIN),
    Attempt("logic_3", "flag-picked-method-named-by-its-truth-value", code("""
        class Sync:
            def _run_True(self, local, remote):
                return local.preview(remote)

            def _run_False(self, local, remote):
                return local.push(remote)

            def _reset_True(self, local, remote):
                return remote.reset_to(local)

            def _reset_False(self, local, remote):
                return None

            def sync(self, local, remote, dry_run, force):
                getattr(self, f'_run_{dry_run}')(local, remote)
                getattr(self, f'_reset_{force}')(local, remote)
                return local.status()
    """), EFFECTS_TWIN),
    Attempt("logic_3", "named-table-read-by-a-key-worked-out-from-a-test", code("""
        ACTIONS = {
            'push': lambda local, remote: local.push(remote),
            'preview': lambda local, remote: local.preview(remote),
            'reset': lambda local, remote: remote.reset_to(local),
            'keep': lambda local, remote: None,
        }


        def sync(local, remote, changes, force):
            action = 'preview' * (changes > 100) or 'push'
            ACTIONS[action](local, remote)
            ACTIONS[('keep', 'reset')[force > 0]](local, remote)
            return local.status()
    """), EFFECTS_TWIN),
    Attempt("logic_3", "flag-picking-lambdas-read-by-pop", code("""
        def sync(local, remote, dry_run, force):
            [lambda: local.push(remote), lambda: local.preview(remote)].pop(dry_run)()
            {False: lambda: None, True: lambda: remote.reset_to(local)}.pop(force)()
            return local.status()
    """), EFFECTS_TWIN),
    Attempt("logic_3", "flag-picking-lambdas-read-by-next-of-islice", code("""
        from itertools import islice


        def sync(local, remote, dry_run, force):
            next(islice((lambda: local.push(remote), lambda: local.preview(remote)), dry_run, None))()
            next(islice((lambda: None, lambda: remote.reset_to(local)), force, None))()
            return local.status()
    """), EFFECTS_TWIN),
    Attempt("logic_3", "condition-rows-of-three-fields-picking-actions", code("""
        def handle(event, store):
            rules = (
                (event.kind == 'create', store.insert, 'created'),
                (event.kind == 'update', store.update, 'updated'),
                (True, store.ignore, 'ignored'),
            )
            action, verb = next((act, word) for hit, act, word in rules if hit)
            action(event.payload)
            return verb
    """), BRANCH_TWIN),
    Attempt("logic_3", "condition-rows-built-as-namespaces-picking-actions", code("""
        from types import SimpleNamespace


        def handle(event, store):
            rules = (
                SimpleNamespace(hit=event.kind == 'create', act=store.insert),
                SimpleNamespace(hit=event.kind == 'update', act=store.update),
                SimpleNamespace(hit=True, act=store.ignore),
            )
            return next(rule for rule in rules if rule.hit).act(event.payload)
    """), BRANCH_TWIN),
    Attempt("logic_3", "loops-consumed-by-a-deque-of-length-zero", code("""
        import collections


        def publish(report, sinks):
            collections.deque(map(report.render_section, report.sections), maxlen=0)
            collections.deque((sink.write(report) for sink in sinks), maxlen=0)
            collections.deque(map(report.log_warning, report.warnings), 0)
            return report
    """), LOOPS_TWIN),
    Attempt("logic_3", "loops-run-by-thrown-away-reduces", code("""
        from functools import reduce


        def publish(report, sinks):
            reduce(lambda _, sink: sink.write(report), sinks, None)
            reduce(lambda _, section: report.render_section(section), report.sections, None)
            _ = reduce(lambda _, warning: report.log_warning(warning), report.warnings, None)
            return report
    """), LOOPS_TWIN),
]

PLANS_TWIN = code("""
    SCHEMA = (('name', str), ('age', int), ('height', float), ('active', bool), ('id', int))


    def parse(raw):
        record = {}
        for key, cast in SCHEMA:
            record[key] = cast(raw[key])
        for method in ('get', 'post', 'put', 'delete'):
            assert callable(getattr(raw, method))
        return record
""")
LOGIC_4 += [
    Attempt("logic_4", "steps-as-methodcallers-run-by-a-loop", code("""
        from operator import methodcaller


        def publish(store):
            for step in (
                methodcaller('open', 'w'),
                methodcaller('lock'),
                methodcaller('write', 'data'),
                methodcaller('index'),
                methodcaller('flush'),
                methodcaller('close'),
            ):
                step(store)
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-as-methodcallers-folded-by-reduce", code("""
        import functools
        import operator


        def publish(store):
            steps = [
                operator.methodcaller('open', 'w'),
                operator.methodcaller('lock'),
                operator.methodcaller('write', 'data'),
                operator.methodcaller('index'),
                operator.methodcaller('flush'),
                operator.methodcaller('close'),
            ]
            functools.reduce(lambda target, step: step(target) and target or target, steps, store)
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-as-rows-of-method-names-and-arguments-run-through-getattr", code("""
        def publish(store):
            for name, *args in (
                ('open', 'w'),
                ('lock',),
                ('write', 'data'),
                ('index',),
                ('flush',),
                ('close',),
            ):
                getattr(store, name)(*args)
    """), PLANS_TWIN, S5),
    Attempt("logic_4", "steps-as-method-names-run-through-methodcaller", code("""
        from operator import methodcaller


        def publish(store):
            [methodcaller(name)(store) for name in ('open', 'lock', 'write', 'index', 'close')]
    """), PLANS_TWIN, S5),
    Attempt("logic_4", "steps-fetched-together-by-attrgetter", code("""
        from operator import attrgetter


        def publish(store):
            store.open()
            store.lock()
            for step in attrgetter('write', 'index', 'flush', 'unlock', 'close')(store):
                step()
    """), STEPS_TWIN, S5),
]

# -- held-out round 7: logic_1, logic_3, logic_4 ---------------------------------------------
SWALLOWED_TWIN = code("""
    import contextlib
    import os
    from types import SimpleNamespace

    LEVELS = ('low', 'mid', 'high')


    def remove(path, cache, log):
        with contextlib.suppress(FileNotFoundError):
            os.remove(path)
            log.info('removed %s', path)
        with contextlib.suppress(KeyError):
            value = cache[path]
            log.info('dropped %s', value)
        return path


    def level_name(level):
        options = SimpleNamespace(level=level, name='meter')
        settings = {'mode': 'fast', 'index': 1}
        return LEVELS[options.level] + LEVELS[settings['index']]
""")
LOGIC_1 += [
    Attempt("logic_1", "truth-tests-kept-in-a-dict-then-used-as-indexes", code("""
        def classify(temp, humid):
            facts = {'hot': temp > 30, 'wet': humid > 0.8}
            feel = ('mild', 'hot')[facts['hot']]
            air = ('dry', 'wet')[facts.get('wet')]
            level = ('low', 'mid', 'high')[facts['hot'] + facts['wet']]
            return f'{feel} {air} {level}'
    """), SWALLOWED_TWIN, C3),
    Attempt("logic_1", "truth-tests-kept-as-record-attributes-then-used-as-indexes", code("""
        from types import SimpleNamespace


        def classify(temp, humid):
            facts = SimpleNamespace(hot=temp > 30, wet=humid > 0.8, calm=humid < 0.2)
            feel = ('mild', 'hot')[facts.hot]
            air = ('dry', 'wet')[getattr(facts, 'wet')]
            wind = ('windy', 'calm')[facts.calm]
            return f'{feel} {air} {wind}'
    """), SWALLOWED_TWIN, C3),
    Attempt("logic_1", "guards-as-asserts-in-blocks-whose-errors-are-suppressed", code("""
        from contextlib import suppress


        def describe(n):
            sign, size, parity = 'non-negative', 'small', 'odd'
            with suppress(AssertionError):
                assert n < 0
                sign = 'negative'
            with suppress(AssertionError):
                assert abs(n) > 100
                size = 'large'
            with suppress(AssertionError):
                assert n % 2 == 0
                parity = 'even'
            return f'{sign} {size} {parity}'
    """), SWALLOWED_TWIN, C3),
    Attempt("logic_1", "guards-as-raising-values-in-blocks-a-manager-swallows", code("""
        import contextlib


        class Quiet:
            def __enter__(self):
                return self

            def __exit__(self, kind, error, trace):
                return True


        def describe(n, verbose, strict):
            sign = 'non-negative'
            ignore = contextlib.suppress(ZeroDivisionError)
            with ignore:
                1 // (n < 0)
                sign = 'negative'
            with Quiet():
                _ = [None][not verbose]
                print(sign)
            with contextlib.suppress(KeyError):
                {True: 1}[strict]
                sign = sign.upper()
            return sign
    """), SWALLOWED_TWIN, C3),
]

RUN_AS_IS_TWIN = code("""
    import functools
    import operator


    def notify(path):
        print('saved', path)


    def store(path, callback, handlers):
        operator.call(notify, path)
        callback.__call__(path)
        functools.partial(notify, path)()
        operator.methodcaller('__call__', path)(callback)
        return list(map(operator.call, handlers))


    class Inventory:
        def __init__(self):
            self.items = {}

        def count(self, name):
            return object.__getattribute__(self, 'items').get(name, 0)
""")
LOGIC_3 += [
    Attempt("logic_3", "guards-in-blocks-whose-errors-are-suppressed", code("""
        import contextlib


        def sync(local, remote, dry_run, force, verbose):
            local.fetch(remote)
            with contextlib.suppress(AssertionError):
                assert not dry_run
                local.push(remote)
            with contextlib.suppress(ZeroDivisionError):
                1 / force
                remote.reset_to(local)
            with contextlib.suppress(IndexError):
                _ = [None][not verbose]
                print(local.status())
            return local.status()
    """), RUN_AS_IS_TWIN),
    Attempt("logic_3", "flag-picked-functions-run-through-operator-call-and-methodcaller", code("""
        import operator


        def notify(path):
            print('saved', path)


        def archive(path):
            print('archived', path)


        def skip(path):
            return path


        def store(path, verbose, keep):
            operator.call((skip, notify)[verbose], path)
            run = operator.methodcaller('__call__', path)
            run({True: archive}.get(keep, skip))
    """), RUN_AS_IS_TWIN),
    Attempt("logic_3", "flag-picked-functions-run-through-dunder-call-and-partial", code("""
        import functools


        def notify(path):
            print('saved', path)


        def archive(path):
            print('archived', path)


        def skip(path):
            return path


        def store(path, verbose, keep):
            (skip, notify)[verbose].__call__(path)
            functools.partial((skip, archive)[keep], path)()
    """), RUN_AS_IS_TWIN),
]

WORDS_TWIN = code("""
    FIELDS = 'name age height weight id'


    def parse(raw, store):
        record = {}
        for key in FIELDS.split():
            record[key] = raw[key]
        values = list(map(lambda word: getattr(raw, word), 'a b c d e'.split()))
        for name in 'open close'.split():
            getattr(store, name)()
        return record, values
""")
LOGIC_4 += [
    Attempt("logic_4", "steps-as-words-of-a-string-split-at-run-time", code("""
        def publish(store):
            store.begin()
            for name in 'open lock write index close'.split():
                getattr(store, name)()
    """), WORDS_TWIN, S5),
    Attempt("logic_4", "method-names-mapped-through-a-lambda-into-a-drained-deque", code("""
        import collections


        def publish(store):
            store.begin()
            collections.deque(
                map(lambda name: getattr(store, name)(), ('open', 'lock', 'write', 'index', 'close')),
                maxlen=0,
            )
    """), WORDS_TWIN, S5),
]

# -- held-out round 8: logic_1-4 -------------------------------------------------------------
SPLIT_TWIN = code("""
    import bisect
    from enum import Enum

    CUTS = (10, 100, 1000)
    NAMES = 'small medium large huge'.split()


    class Sign(Enum):
        NEG = -1
        ZERO = 0
        POS = 1


    def size(n):
        return NAMES[bisect.bisect_left(CUTS, n)]


    def sign_of(code):
        return Sign(code).name.lower()
""")
LOGIC_1 += [
    Attempt("logic_1", "entry-of-a-split-string-picked-by-truth-tests", code("""
        def size(n):
            return 'small medium large huge'.split()[(n > 10) + (n > 100) + (n > 1000)]
    """), SPLIT_TWIN, C3),
    Attempt("logic_1", "member-of-a-module-enum-picked-by-truth-tests", code("""
        from enum import Enum


        class Sign(Enum):
            NEG = -1
            ZERO = 0
            POS = 1


        class Parity(Enum):
            EVEN = True
            ODD = False


        def describe(n):
            return Sign((n > 0) - (n < 0)).name + Parity(n % 2 == 0).name
    """), SPLIT_TWIN, C3),
]
LOGIC_3 += [
    Attempt("logic_3", "member-of-an-intenum-picked-by-truth-tests", code("""
        from enum import IntEnum


        class Level(IntEnum):
            LOW = 0
            MID = 1
            HIGH = 2


        def level(x):
            return Level((x > 10) + (x > 100)).name
    """), SPLIT_TWIN, {"max_branches": 2}),
    Attempt("logic_3", "entry-of-a-split-string-picked-by-truth-tests", code("""
        def level(x):
            return str.split('low mid high', ' ')[(x > 10) + (x > 100)]
    """), SPLIT_TWIN, {"max_branches": 2}),
]
FIRST_TWIN = code("""
    import itertools


    def _labels(number):
        yield from ('negative', 'zero', 'positive')


    def classify(number):
        first = next(map(str.upper, _labels(number)))
        rest = list(itertools.islice(_labels(number), 1, None))
        label = 'negative' if number < 0 else first
        return label, rest
""")
LABELS = """
    def _labels(number):
        if number < 0:
            yield 'negative'
        if number == 0:
            yield 'zero'
        yield 'positive'
"""
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-through-map-or-zip", code(LABELS + """

    def classify(number):
        (label,) = next(zip(map(str.lower, _labels(number))))
        return label
    """), FIRST_TWIN, R1),
    Attempt("logic_2", "first-yield-taken-through-a-generator-expression", code(LABELS + """

    def classify(number):
        return next(label.upper() for label in iter(_labels(number)))
    """), FIRST_TWIN, R1),
    Attempt("logic_2", "raise-of-an-exception-object-read-by-its-outer-name", code("""
        class _Stop(Exception):
            value = ''


        def classify(number):
            stop = _Stop()
            try:
                if number < 0:
                    stop.value = 'negative'
                    raise stop
                if number == 0:
                    stop.value = 'zero'
                    raise stop
            except _Stop:
                return stop.value
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "raise-of-an-exception-class-read-by-its-name", code("""
        class _Stop(Exception):
            value = ''


        def classify(number):
            try:
                if number < 0:
                    _Stop.value = 'negative'
                    raise _Stop
                if number == 0:
                    _Stop.value = 'zero'
                    raise _Stop
            except _Stop:
                return _Stop.value
            return 'positive'
    """), RETURN_TWIN, R2),
    Attempt("logic_2", "handler-returning-what-a-helper-reads-from-sys-exc-info", code("""
        import sys


        class Found(Exception):
            pass


        def _caught():
            return _first_arg(sys.exc_info()[1])


        def _first_arg(error):
            return error.args[0]


        def classify(number):
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
            except Found:
                return _caught()
            return 'positive'
    """), RETURN_TWIN, R2),
]
STEPS_TWIN = code("""
    import sys
    from contextlib import nullcontext


    def _load(store):
        return store.clean(store.load())


    def copy(src, dst, path):
        with open(src) as source, open(dst, 'w') as target:
            target.write(source.read())
        with (open(path, 'w') if path else nullcontext(sys.stdout)) as out:
            out.write('done')


    def publish(store):
        data = _load(store)
        page = (lambda rows: store.render(rows))(data)
        return store.write(page)
""")
LOGIC_4 += [
    Attempt("logic_4", "assignments-as-nullcontext-items-of-one-with", code("""
        from contextlib import nullcontext


        def publish(store):
            with (
                nullcontext(store.load()) as data,
                nullcontext(store.clean(data)) as clean,
                nullcontext(store.rank(clean)) as ranked,
                nullcontext(store.top(ranked)) as top,
                nullcontext(store.render(top)) as page,
                nullcontext(store.write(page)) as written,
            ):
                return written
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "assignments-as-items-of-a-yield-only-context-manager", code("""
        from contextlib import contextmanager


        @contextmanager
        def given(value):
            yield value


        def publish(store):
            with given(store.load()) as data, given(store.clean(data)) as clean:
                with given(store.rank(clean)) as ranked, given(store.top(ranked)) as top:
                    with given(store.render(top)) as page, given(store.write(page)) as done:
                        return done
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "assignments-as-comprehension-clauses-over-one-item", code("""
        import itertools


        def publish(store):
            return next(
                written
                for data in itertools.repeat(store.load(), 1)
                for clean in [store.clean(data)] * 1
                for ranked in iter((store.rank(clean),))
                for top in itertools.islice(store.top(ranked), 1)
                for page in itertools.repeat(store.render(top), times=1)
                for written in list([store.write(page)])
            )
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "assignments-as-parameters-of-lambdas-called-in-place", code("""
        def publish(store):
            return (lambda data: (lambda clean: (lambda ranked: (lambda top: (
                lambda page: (lambda written: written)(store.write(page)))(
                store.render(top)))(store.top(ranked)))(store.rank(clean)))(
                store.clean(data)))(store.load())
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-as-lambda-decorators-of-a-nested-class", code("""
        def publish(store):
            store.begin()
            @lambda cls: store.load() or cls
            @lambda cls: store.clean() or cls
            @lambda cls: store.rank() or cls
            @lambda cls: store.render() or cls
            @lambda cls: store.write() or cls
            class _Run:
                pass
            return _Run
    """), STEPS_TWIN, S5),
]

# --- held-out round 5: logic_5-9 ---
# --- held-out round 5 (benchmarks/data/strict_heldout_5*.json.gz): routes closed since ---
# Paste each block below into tests/instructions/test_adversarial_logic.py, after the
# round-4 blocks and before `ATTEMPTS = ...` (a new "held-out round 5" section): every
# block extends one list.

# -- logic_7 section -------------------------------------------------------------------------
LOGIC_7 += [
    Attempt("logic_7", "return-inside-a-loop-over-a-literal-with-one-item", code("""
        def label(value):
            if value is None:
                for missing in ('none',):
                    return missing
            else:
                text = str(value)
            return text.strip()
    """), code("""
        def label(value):
            if value is None:
                return 'none'
            return str(value).strip()
    """)),
    Attempt("logic_7", "return-inside-a-loop-over-a-constant-range", code("""
        def head(items):
            if not items:
                for _ in range(0, 2):
                    raise ValueError('empty')
            else:
                first = items[0]
            return first
    """), code("""
        def head(items):
            if not items:
                raise ValueError('empty')
            return items[0]
    """)),
    Attempt("logic_7", "exit-inside-an-if-on-a-true-constant", code("""
        def positives(values):
            kept = []
            for value in values:
                if value <= 0:
                    if 1:
                        continue
                else:
                    kept.append(value)
            return kept
    """), code("""
        def positives(values):
            kept = []
            for value in values:
                if value <= 0:
                    continue
                kept.append(value)
            return kept
    """)),
    Attempt("logic_7", "exit-in-the-else-of-an-if-on-a-false-constant", code("""
        def size(text):
            if text is None:
                if not True:
                    print('never')
                else:
                    return 0
            else:
                count = len(text)
            return count
    """), code("""
        def size(text):
            if text is None:
                return 0
            return len(text)
    """)),
    Attempt("logic_7", "two-complementary-guards-that-both-exit", code("""
        def fee(order):
            if order.digital:
                if order.total > 0:
                    return 0.0
                if 0 >= order.total:
                    return 1.0
            else:
                cost = 4.5 + order.weight
            return cost
    """), code("""
        def fee(order):
            if order.digital:
                return 0.0 if order.total > 0 else 1.0
            return 4.5 + order.weight
    """)),
    Attempt("logic_7", "guard-and-its-negation-that-both-exit", code("""
        def pick(flag, items):
            for item in items:
                if item.ready:
                    if flag:
                        break
                    if not flag:
                        continue
                else:
                    print(item)
            return items
    """), code("""
        def pick(flag, items):
            for item in items:
                if item.ready:
                    if flag:
                        break
                    continue
                print(item)
            return items
    """)),
    Attempt("logic_7", "return-inside-suppress-of-no-exception", code("""
        from contextlib import suppress


        def first_word(text):
            if not text:
                with suppress():
                    return ''
            else:
                words = text.split()
            return words[0]
    """), code("""
        def first_word(text):
            if not text:
                return ''
            return text.split()[0]
    """)),
]

# -- logic_8 section -------------------------------------------------------------------------
LOGIC_8 += [
    Attempt("logic_8", "constants-with-one-letter-names", code("""
        K = 5
        N = 40


        def size_class(count):
            if count < K:
                return 'small'
            if count > N:
                return 'large'
            return 'medium'
    """), code("""
        SMALL_BELOW = 5
        LARGE_ABOVE = 40


        def size_class(count):
            if count < SMALL_BELOW:
                return 'small'
            if count > LARGE_ABOVE:
                return 'large'
            return 'medium'
    """)),
    Attempt("logic_8", "constants-named-with-filler-words-and-letters", code("""
        CONST_A = 8
        MAGIC_NUMBER_2 = 64


        def check_length(password):
            return CONST_A <= len(password) <= MAGIC_NUMBER_2
    """), code("""
        MIN_PASSWORD_LENGTH = 8
        MAX_PASSWORD_LENGTH = 64


        def check_length(password):
            return MIN_PASSWORD_LENGTH <= len(password) <= MAX_PASSWORD_LENGTH
    """)),
    Attempt("logic_8", "number-decoded-from-bytes-by-an-alias", code("""
        decode = int.from_bytes


        def can_vote(age):
            return age >= decode(b'\\x00\\x12', 'big')
    """), code("""
        VOTING_AGE = 18


        def can_vote(age):
            return age >= VOTING_AGE
    """)),
    Attempt("logic_8", "number-parsed-from-text", code("""
        import ast
        import json


        def is_large(size_kb, age):
            return size_kb > json.loads(' 1024 ') or age < ast.literal_eval('9 * 2')
    """), code("""
        LARGE_FILE_KB = 1024
        ADULT_AGE = 18


        def is_large(size_kb, age):
            return size_kb > LARGE_FILE_KB or age < ADULT_AGE
    """)),
    Attempt("logic_8", "number-evaluated-from-text", code("""
        def can_vote(age):
            return age >= eval('0x12')
    """), code("""
        VOTING_AGE = 18


        def can_vote(age):
            return age >= VOTING_AGE
    """)),
    Attempt("logic_8", "number-from-hex-text", code("""
        def can_vote(age, height):
            return age >= float.fromhex('0x1.2p4') and height > int('b4', 16)
    """), code("""
        VOTING_AGE = 18
        MIN_HEIGHT_CM = 180


        def can_vote(age, height):
            return age >= VOTING_AGE and height > MIN_HEIGHT_CM
    """)),
]

# --- held-out round 6: logic_7 and logic_8 ---------------------------------------------------
# -- logic_7 section (round 6) ---------------------------------------------------------------
LOGIC_7 += [
    Attempt("logic_7", "else-after-a-callable-object-that-raises", code("""
        class Fatal:
            def __call__(self, message):
                raise ValueError(message)


        fail = Fatal()


        def parse_port(text):
            if not text.isdigit():
                fail(f'not a number: {text}')
            else:
                return int(text)


        def parse_size(text):
            if not text:
                Fatal()('empty size')
            else:
                return int(text)
    """), code("""
        class Fatal:
            def __call__(self, message):
                raise ValueError(message)


        class Logger:
            def __call__(self, message):
                print(message)


        fail = Fatal()
        log = Logger()


        def parse_port(text):
            if not text.isdigit():
                fail(f'not a number: {text}')
            return int(text)


        def parse_size(text):
            if not text:
                log('empty size')
            else:
                log(text)
            return int(text or 0)
    """)),
    Attempt("logic_7", "else-after-a-lambda-called-in-place", code("""
        import sys


        def database_of(config):
            if 'database' not in config:
                (lambda message: sys.exit(message))('no database configured')
            else:
                return config['database']
    """), code("""
        import sys


        def database_of(config):
            if 'database' not in config:
                (lambda message: sys.exit(message))('no database configured')
            return config['database']


        def report(config):
            if 'database' not in config:
                (lambda message: print(message))('no database configured')
            else:
                print(config['database'])
    """)),
    Attempt("logic_7", "else-after-a-failer-made-by-a-factory", code("""
        def failer(kind):
            def fail(message):
                raise kind(message)

            return fail


        config_error = failer(ValueError)


        def parse_port(text):
            if not text.isdigit():
                config_error(f'not a number: {text}')
            else:
                return int(text)
    """), code("""
        def failer(kind):
            def fail(message):
                raise kind(message)

            return fail


        def warner(prefix):
            return lambda message: print(prefix, message)


        config_error = failer(ValueError)
        warn = warner('config:')


        def parse_port(text):
            if not text.isdigit():
                config_error(f'not a number: {text}')
            return int(text)


        def parse_size(text):
            if not text:
                warn('empty size')
            else:
                warn(text)
            return int(text or 0)
    """)),
    Attempt("logic_7", "else-after-an-exiting-method-called-through-the-class-of-self", code("""
        class Config:
            def __init__(self, values):
                self.values = values

            @staticmethod
            def _fatal(message):
                raise KeyError(message)

            def get(self, key):
                if key not in self.values:
                    type(self)._fatal(f'missing setting: {key}')
                else:
                    return self.values[key]

            def need(self, key):
                if key not in self.values:
                    self.__class__._fatal(key)
                else:
                    return self.values[key]
    """), code("""
        class Config:
            def __init__(self, values):
                self.values = values

            @staticmethod
            def _fatal(message):
                raise KeyError(message)

            @staticmethod
            def _note(message):
                print(message)

            def get(self, key):
                if key not in self.values:
                    type(self)._fatal(f'missing setting: {key}')
                return self.values[key]

            def peek(self, key):
                if key not in self.values:
                    type(self)._note(key)
                else:
                    print(self.values[key])
    """)),
    Attempt("logic_7", "else-after-exec-of-a-raise", code("""
        def load(path):
            if not path:
                exec("raise ValueError('a path is required')")
            else:
                with open(path) as handle:
                    return handle.read()
    """), code("""
        def load(path):
            if not path:
                exec("raise ValueError('a path is required')")
            with open(path) as handle:
                return handle.read()


        def show(path):
            if not path:
                exec("print('no path')")
            else:
                print(path)
    """)),
]

# -- logic_8 section (round 6) ---------------------------------------------------------------
LOGIC_8 += [
    Attempt("logic_8", "constants-with-placeholder-names", code("""
        FOO = 18
        BAR = 65


        def is_working_age(age):
            return FOO <= age < BAR
    """), code("""
        MIN_WORKING_AGE = 18
        RETIREMENT_AGE = 65
        BAR_HEIGHT_CM = 110


        def is_working_age(age):
            return MIN_WORKING_AGE <= age < RETIREMENT_AGE


        def may_serve(height):
            return height >= BAR_HEIGHT_CM
    """)),
    Attempt("logic_8", "number-wrapped-by-a-standard-library-call", code("""
        import operator
        from collections import namedtuple
        from types import SimpleNamespace


        def group(age):
            if age >= operator.index(65):
                return 'senior'
            if age >= SimpleNamespace(adult=18).adult:
                return 'adult'
            if age >= namedtuple('Limits', 'teen')(13).teen:
                return 'teen'
            return 'child'
    """), code("""
        import operator
        from types import SimpleNamespace

        SENIOR_AGE = 65
        LIMITS = SimpleNamespace(adult=18, teen=13)


        def group(age):
            if age >= operator.index(SENIOR_AGE):
                return 'senior'
            if age >= LIMITS.adult:
                return 'adult'
            if age >= LIMITS.teen:
                return 'teen'
            return 'child'
    """)),
    Attempt("logic_8", "number-decoded-from-literal-data", code("""
        import json
        import struct


        def is_adult(age, height):
            if height > bytes.fromhex('b4')[0]:
                return True
            return age >= json.loads('{"adult": 18}')['adult'] or age >= struct.unpack(
                '>B', b'\\x12'
            )[0]
    """), code("""
        import json
        import struct

        ADULT_AGE = 18
        TALL_CM = 180


        def is_adult(height, record, packed):
            if height > TALL_CM:
                return True
            age = json.loads(record)['age']
            return age >= ADULT_AGE or struct.unpack('>B', packed[:1])[0] >= ADULT_AGE
    """)),
    Attempt("logic_8", "magic-numbers-in-a-lowercase-table", code("""
        limits = {'adult': 18, 'senior': 65}


        def age_group(age):
            if age >= limits['senior']:
                return 'senior'
            return 'adult' if age >= limits.get('adult') else 'minor'
    """), code("""
        LIMITS = {'adult': 18, 'senior': 65}
        counts = {'seen': 0}


        def age_group(age):
            counts['seen'] += 1
            if counts['seen'] > LIMITS['senior']:
                return 'busy'
            return 'adult' if age >= LIMITS.get('adult') else 'minor'
    """)),
]

# -- logic_5 section -------------------------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "handler-that-only-deletes-the-caught-error", code("""
        def parse_ints(texts):
            values = []
            for text in texts:
                try:
                    values.append(int(text))
                except ValueError as error:
                    del error
            return values
    """), code("""
        import contextlib


        def parse_ints(texts):
            values = []
            for text in texts:
                with contextlib.suppress(ValueError):
                    values.append(int(text))
            return values
    """)),
    Attempt("logic_5", "handler-that-only-assigns-a-name-to-itself", code("""
        def to_port(text, default):
            port = default
            try:
                port = int(text)
            except ValueError:
                port = port
            return port
    """), code("""
        import contextlib


        def to_port(text, default):
            port = default
            with contextlib.suppress(ValueError):
                port = int(text)
            return port
    """)),
    Attempt("logic_5", "module-level-handler-that-only-adds-zero", code("""
        import os

        retries = 3
        try:
            retries = int(os.environ['RETRIES'])
        except (KeyError, ValueError):
            retries += 0
    """), code("""
        import contextlib
        import os

        retries = 3
        with contextlib.suppress(KeyError, ValueError):
            retries = int(os.environ['RETRIES'])
    """)),
    Attempt("logic_5", "search-loop-ending-in-a-continue", code("""
        def has_admin(users):
            for user in users:
                if user.is_admin:
                    return True
                continue
            return False
    """), code("""
        def has_admin(users):
            return any(user.is_admin for user in users)
    """)),
    Attempt("logic_5", "nested-ifs-split-by-a-continue-ending-the-loop", code("""
        def active_admin_names(users):
            names = []
            for user in users:
                if user.active:
                    if user.is_admin:
                        names.append(user.name)
                    continue
            return names
    """), code("""
        def active_admin_names(users):
            names = []
            for user in users:
                if user.active and user.is_admin:
                    names.append(user.name)
            return names
    """)),
    Attempt("logic_5", "if-else-picking-a-value-split-by-continues", code("""
        def labels(numbers):
            found = []
            for number in numbers:
                found.append(number)
                if number % 2:
                    found[-1] = 'odd'
                    continue
                else:
                    found[-1] = 'even'
                    continue
            return found
    """), code("""
        def labels(numbers):
            found = []
            for number in numbers:
                found.append(number)
                found[-1] = 'odd' if number % 2 else 'even'
            return found
    """)),
    Attempt("logic_5", "flag-or-ed-with-each-item", code("""
        def has_admin(users):
            found = False
            for user in users:
                found = found or user.is_admin
            return found
    """), code("""
        def has_admin(users):
            return any(user.is_admin for user in users)
    """)),
    Attempt("logic_5", "flag-and-ed-with-each-item", code("""
        def all_positive(values):
            ok = True
            for value in values:
                ok &= value > 0
            return ok
    """), code("""
        def all_positive(values):
            return all(value > 0 for value in values)
    """)),
    Attempt("logic_5", "elif-chain-picking-a-value-by-key", code("""
        def status_text(code):
            if code == 200:
                text = 'OK'
            elif 404 == code:
                text = 'Not Found'
            elif code == 500:
                text = 'Server Error'
            return f'{code} {text}'
    """), code("""
        STATUS_TEXT = {200: 'OK', 404: 'Not Found', 500: 'Server Error'}


        def status_text(code):
            text = STATUS_TEXT.get(code, 'Unknown')
            return f'{code} {text}'
    """)),
    Attempt("logic_5", "isinstance-calls-looked-up-as-true", code("""
        def is_number(value):
            return True not in [isinstance(value, int), isinstance(value, float)]
    """), code("""
        def is_number(value):
            return not isinstance(value, (int, float))
    """)),
    Attempt("logic_5", "if-else-picking-the-operand-of-an-update", code("""
        def total_price(items, member):
            total = sum(item.price for item in items)
            if member:
                total -= 5
            else:
                total -= 0
            return total
    """), code("""
        def total_price(items, member):
            total = sum(item.price for item in items)
            total -= 5 if member else 0
            return total
    """)),
]

# -- logic_6 section -------------------------------------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "append-fetched-by-getattr", code("""
        def squares(values):
            result = []
            for value in values:
                getattr(result, 'append')(value * value)
            return result
    """), code("""
        def squares(values):
            return [value * value for value in values]
    """)),
    Attempt("logic_6", "append-saved-from-getattr", code("""
        def squares(values):
            result = []
            add = getattr(result, 'append')
            for value in values:
                add(value * value)
            return result
    """), code("""
        def squares(values):
            return [value * value for value in values]
    """)),
    Attempt("logic_6", "list-started-as-an-unpacked-empty-tuple", code("""
        def upper_names(people):
            names = [*(), *'']
            for person in people:
                name = person.name
                names.append(name.upper())
            return names
    """), code("""
        def upper_names(people):
            return [person.name.upper() for person in people]
    """)),
    Attempt("logic_6", "list-started-as-a-copy-of-an-empty-one", code("""
        import copy


        def upper_names(people):
            names = copy.copy([].copy())
            for person in people:
                names.append(person.name.upper())
            return names
    """), code("""
        def upper_names(people):
            return [person.name.upper() for person in people]
    """)),
    Attempt("logic_6", "dict-started-as-two-empty-ones-joined", code("""
        def index_by_id(records):
            by_id = {**{}}
            for record in records:
                by_id[record['id']] = record
            return by_id
    """), code("""
        def index_by_id(records):
            return {record['id']: record for record in records}
    """)),
    Attempt("logic_6", "while-loop-popping-a-copy-into-a-list", code("""
        def squares(values):
            pending = list(values)
            pending.reverse()
            result = []
            while len(pending) > 0:
                value = pending.pop()
                result.append(value * value)
            return result
    """), code("""
        def squares(values):
            return [value * value for value in values]
    """)),
]

# --- held-out round 6 (/tmp/r6/logic_*.json.gz): logic_2, logic_5, logic_6 ---
# -- logic_2 section (round 6) ---------------------------------------------------------------
CARRIER = """
    class Found(Exception):
        def __init__(self, value):
            super().__init__(value)
            self.value = value


    def classify(number):
        try:
            if number < 0:
                raise Found('negative')
            if number == 0:
                raise Found('zero')
            raise Found('positive')
"""
LOGIC_2 += [
    Attempt("logic_2", "carried-result-stored-by-an-annotated-assignment", code(CARRIER + """
        except Found as hit:
            label: str = hit.value
        return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "carried-result-bound-by-an-assignment-expression", code(CARRIER + """
        except Found as hit:
            if (label := hit.value) is None:
                raise
        return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "carried-result-bound-as-a-loop-target", code(CARRIER + """
        except Found as hit:
            for label in (hit.value,):
                break
        return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "carried-result-captured-by-a-match-pattern", code(CARRIER + """
        except Found as hit:
            match hit:
                case Found(value=label):
                    pass
        return label
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "carried-result-appended-to-a-returned-box", code("""
        class Found(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def classify(number):
            box = []
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
                raise Found('positive')
            except Found as hit:
                box.append(hit.value)
            return box[0]
    """), RETURN_TWIN, R1),
    Attempt("logic_2", "carried-result-returned-through-locals", code(CARRIER + """
        except Found as hit:
            return locals()['hit'].value
    """), RETURN_TWIN, R1),
]

# -- logic_5 section (round 6) ---------------------------------------------------------------
ANY_ADMIN_TWIN = code("""
    def has_admin(users):
        return any(user.is_admin for user in users)
""")
LOGIC_5 += [
    Attempt("logic_5", "except-padded-with-an-empty-literal", code("""
        import os


        def remove_quietly(path):
            try:
                os.remove(path)
            except FileNotFoundError:
                ()
    """), code("""
        import contextlib
        import os


        def remove_quietly(path):
            with contextlib.suppress(FileNotFoundError):
                os.remove(path)
    """)),
    Attempt("logic_5", "boolean-returns-spelled-as-negated-constants", code("""
        def is_even(number):
            if number % 2 == 0:
                return not False
            return not True
    """), code("""
        def is_even(number):
            return number % 2 == 0
    """)),
    Attempt("logic_5", "flag-loop-started-by-a-bool-call", code("""
        def has_admin(users):
            found = bool()
            for user in users:
                if user.is_admin:
                    found = True
                    break
            return found
    """), ANY_ADMIN_TWIN),
    Attempt("logic_5", "nested-ifs-padded-with-a-throwaway-assignment", code("""
        def ship(order, warehouse):
            if order.paid:
                _ = None
                if warehouse.has_stock(order.sku):
                    warehouse.dispatch(order)
    """), code("""
        def ship(order, warehouse):
            if order.paid and warehouse.has_stock(order.sku):
                warehouse.dispatch(order)
    """)),
    Attempt("logic_5", "nested-ifs-padded-with-an-unread-name", code("""
        def ship(order, warehouse):
            if order.paid:
                checked = order
                if warehouse.has_stock(order.sku):
                    warehouse.dispatch(order)
    """), code("""
        def ship(order, warehouse):
            if order.paid and warehouse.has_stock(order.sku):
                warehouse.dispatch(order)
    """)),
    Attempt("logic_5", "any-as-max-with-a-boolean-default", code("""
        def has_admin(users):
            return max((user.is_admin for user in users), default=False)
    """), ANY_ADMIN_TWIN),
    Attempt("logic_5", "any-as-true-looked-for-in-a-generator", code("""
        def has_admin(users):
            return True in (user.is_admin for user in users)
    """), ANY_ADMIN_TWIN),
    Attempt("logic_5", "isinstance-calls-added", code("""
        def is_number(value):
            return bool(isinstance(value, int) + isinstance(value, float))
    """), code("""
        def is_number(value):
            return isinstance(value, (int, float))
    """)),
]

# -- logic_6 section (round 6) ---------------------------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "list-started-as-a-sorted-empty-tuple", code("""
        def active_emails(users):
            emails = sorted(())
            for user in users:
                if user.active:
                    emails.append(user.email)
            return emails
    """), code("""
        def active_emails(users):
            return [user.email for user in users if user.active]
    """)),
    Attempt("logic_6", "list-started-as-a-map-over-nothing", code("""
        def active_emails(users):
            emails = list(map(str, ()))
            for user in users:
                if user.active:
                    emails.append(user.email)
            return emails
    """), code("""
        def active_emails(users):
            return [user.email for user in users if user.active]
    """)),
    Attempt("logic_6", "append-result-thrown-into-a-name", code("""
        def squares(numbers):
            result = []
            for number in numbers:
                _ = result.append(number * number)
            return result
    """), code("""
        def squares(numbers):
            return [number * number for number in numbers]
    """)),
    Attempt("logic_6", "tuple-rebuilt-with-one-more-item", code("""
        def squares(numbers):
            result = ()
            for number in numbers:
                result = (*result, number * number)
            return list(result)
    """), code("""
        def squares(numbers):
            return [number * number for number in numbers]
    """)),
    Attempt("logic_6", "dict-rebuilt-with-one-more-entry", code("""
        def index_by_id(records):
            by_id = {}
            for record in records:
                by_id = {**by_id, record['id']: record}
            return by_id
    """), code("""
        def index_by_id(records):
            return {record['id']: record for record in records}
    """)),
]

# -- logic_5 section (round 7) ---------------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "any-as-a-loop-over-a-filter-returning-at-once", code("""
        def has_admin(users):
            for _ in filter(lambda user: user.is_admin, users):
                return True
            return False
    """), ANY_ADMIN_TWIN),
    Attempt("logic_5", "any-as-a-filtered-list-compared-with-empty", code("""
        def has_admin(users):
            return [user for user in users if user.is_admin] != []
    """), ANY_ADMIN_TWIN),
    Attempt("logic_5", "keys-fetched-by-getattr", code("""
        def lookup(table, key):
            if key in getattr(table, 'keys')():
                return table[key]
            raise KeyError(key)
    """), code("""
        def lookup(table, key):
            if key in table:
                return table[key]
            raise KeyError(key)
    """)),
    Attempt("logic_5", "except-doing-nothing-by-an-idle-call", code("""
        def parse_port(text):
            port = 8000
            try:
                port = int(text)
            except ValueError:
                print(end='')
            return port
    """), code("""
        import contextlib


        def parse_port(text):
            port = 8000
            with contextlib.suppress(ValueError):
                port = int(text)
            return port
    """)),
    Attempt("logic_5", "value-picked-by-walrus-statements", code("""
        def label(count):
            if count == 1:
                (text := 'item')
            else:
                (text := 'items')
            return f'{count} {text}'
    """), code("""
        def label(count):
            text = 'item' if count == 1 else 'items'
            return f'{count} {text}'
    """)),
    Attempt("logic_5", "not-equal-through-operator", code("""
        import operator


        def changed(old, new):
            return not operator.eq(old, new) or operator.not_(old.size == new.size)
    """), code("""
        def changed(old, new):
            return old != new or old.size != new.size
    """)),
    Attempt("logic_5", "isinstance-as-issubclass-of-the-type", code("""
        def is_number(value):
            return issubclass(type(value), int) or issubclass(type(value), float)
    """), code("""
        def is_number(value):
            return isinstance(value, (int, float))
    """)),
    Attempt("logic_5", "boolean-from-a-dict-keyed-by-the-condition", code("""
        def is_adult(age, limit):
            return {age >= limit: True}.get(True, False)
    """), code("""
        def is_adult(age, limit):
            return age >= limit
    """)),
]

# -- logic_6 section (round 7) ---------------------------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "list-started-as-a-slice-taking-nothing", code("""
        def doubled(values):
            out = [0][:0]
            for value in values:
                out.append(value * 2)
            return out
    """), code("""
        def doubled(values):
            return [value * 2 for value in values]
    """)),
    Attempt("logic_6", "set-filled-through-the-in-place-union-dunder", code("""
        def unique_lower(words):
            seen = set()
            for word in words:
                seen.__ior__({word.lower()})
            return seen
    """), code("""
        def unique_lower(words):
            return {word.lower() for word in words}
    """)),
]

# -- logic_5, logic_6, logic_8, logic_9 section (round 8) ------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "except-doing-nothing-by-a-method-of-a-throwaway-literal", code("""
        import shutil


        def clean(folder):
            try:
                shutil.rmtree(folder)
            except FileNotFoundError:
                {}.clear()
    """), code("""
        import contextlib
        import shutil


        def clean(folder):
            with contextlib.suppress(FileNotFoundError):
                shutil.rmtree(folder)
    """)),
    Attempt("logic_5", "nested-ifs-padded-by-a-method-of-a-literal", code("""
        def may_publish(post, user):
            if post.ready:
                ''.strip()
                if user.is_editor:
                    return post.publish()
            return None
    """), code("""
        def may_publish(post, user):
            if post.ready and user.is_editor:
                return post.publish()
            return None
    """)),
    Attempt("logic_5", "nested-ifs-padded-by-an-unread-name-beside-a-global", code("""
        _SEEN = 0


        def allowed(user, page):
            global _SEEN
            _SEEN += 1
            ok = False
            if user.active:
                probe = page
                if page.public:
                    ok = True
            return ok
    """), code("""
        _SEEN = 0


        def allowed(user, page):
            global _SEEN
            _SEEN += 1
            return user.active and page.public
    """)),
    Attempt("logic_5", "flag-loop-over-an-attribute-of-self", code("""
        class Basket:
            def __init__(self, items):
                self.items = items

            def has_fragile(self):
                fragile = False
                for item in self.items:
                    if item.fragile:
                        fragile = True
                return fragile
    """), code("""
        class Basket:
            def __init__(self, items):
                self.items = items

            def has_fragile(self):
                return any(item.fragile for item in self.items)
    """)),
    Attempt("logic_5", "dict-get-as-a-guard-by-the-contains-dunder", code("""
        def colour_of(palette, name):
            if palette.__contains__(name):
                return palette[name]
            return 'black'
    """), code("""
        def colour_of(palette, name):
            return palette.get(name, 'black')
    """)),
    Attempt("logic_5", "keys-membership-through-operator-contains", code("""
        import operator


        def known(table, key):
            return operator.contains(table.keys(), key)
    """), code("""
        def known(table, key):
            return key in table
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "list-started-by-a-helper-method-returning-empty", code("""
        class Report:
            def _blank(self):
                return []

            def titles(self, pages):
                out = self._blank()
                for page in pages:
                    out.append(page.title)
                return out
    """), code("""
        class Report:
            def titles(self, pages):
                return [page.title for page in pages]
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "threshold-as-a-right-shift-compared-with-zero", code("""
        def needs_paging(rows):
            return len(rows) >> 6 != 0
    """), code("""
        PAGE_SIZE = 64


        def needs_paging(rows):
            return len(rows) >= PAGE_SIZE
    """)),
]
LOGIC_9 += [
    Attempt("logic_9", "alias-bound-by-a-with-item", code("""
        from contextlib import nullcontext


        def flatten(items):
            with nullcontext(flatten) as again:
                out = []
                for item in items:
                    out += again(item) if isinstance(item, list) else [item]
                return out
    """), code("""
        def flatten(items):
            out, stack = [], [iter(items)]
            while stack:
                for item in stack[-1]:
                    if isinstance(item, list):
                        stack.append(iter(item))
                        break
                    out.append(item)
                else:
                    stack.pop()
            return out
    """)),
    Attempt("logic_9", "alias-captured-by-a-match-pattern", code("""
        def count(tree):
            return 1 + sum(_step(child) for child in tree.children)


        match count:
            case _step:
                pass
    """), code("""
        def count(tree):
            total, stack = 0, [tree]
            while stack:
                node = stack.pop()
                total += 1
                stack.extend(node.children)
            return total
    """)),
    Attempt("logic_9", "method-fetched-by-getattr-with-its-name-in-a-class-attribute", code("""
        class Folder:
            _ME = 'size'

            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders = subfolders

            def size(self):
                inner = sum(getattr(sub, self._ME)() for sub in self.subfolders)
                return sum(self.files) + inner
    """), code("""
        class Folder:
            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders = subfolders

            def size(self):
                total, stack = 0, [self]
                while stack:
                    folder = stack.pop()
                    total += sum(folder.files)
                    stack.extend(folder.subfolders)
                return total
    """)),
]

# -- logic_9 section -------------------------------------------------------------------------
CALLBACKS_TWIN = code("""
    import sys
    from types import SimpleNamespace


    def leaf_value(node):
        return node.value


    def depth(node):
        level, frontier = 0, [node]
        while frontier:
            level += 1
            frontier = [child for item in frontier for child in item.children]
        return level


    def total(node):
        result, stack = 0, [node]
        while stack:
            current = stack.pop()
            result += _ops.value(current) + sys.modules[__name__].leaf_value(current)
            stack.extend(current.children)
        return result


    _ops = SimpleNamespace(value=leaf_value)
    _ops.depth = depth
    setattr(_ops, 'total', total)
""")
LOGIC_9 += [
    Attempt("logic_9", "call-through-a-weak-reference-to-itself", code("""
        import weakref


        def depth(node):
            return 1 + max((_ref()(child) for child in node.children), default=0)


        _ref = weakref.ref(depth)
    """), code("""
        def depth(node):
            level, frontier = 0, [node]
            while frontier:
                level += 1
                frontier = [child for item in frontier for child in item.children]
            return level
    """)),
    Attempt("logic_9", "call-through-a-weak-proxy-of-itself", code("""
        import weakref


        def depth(node):
            return 1 + max((_again(child) for child in node.children), default=0)


        _again = weakref.proxy(depth)
    """), code("""
        def depth(node):
            level, frontier = 0, [node]
            while frontier:
                level += 1
                frontier = [child for item in frontier for child in item.children]
            return level
    """)),
    Attempt("logic_9", "call-through-a-list-it-was-added-to-with-plus-equals", code("""
        _impl = []


        def depth(node):
            return 1 + max((_impl[0](child) for child in node.children), default=0)


        _impl += (depth,)
    """), code("""
        def depth(node):
            level, frontier = 0, [node]
            while frontier:
                level += 1
                frontier = [child for item in frontier for child in item.children]
            return level
    """)),
    Attempt("logic_9", "call-through-its-own-dunder-call", code("""
        def depth(node):
            return 1 + max((_step(child) for child in node.children), default=0)


        _step = depth.__call__.__call__
    """), code("""
        def depth(node):
            level, frontier = 0, [node]
            while frontier:
                level += 1
                frontier = [child for item in frontier for child in item.children]
            return level
    """)),
    Attempt("logic_9", "call-through-a-namespace-attribute-set-after-it", code("""
        from types import SimpleNamespace

        _ops = SimpleNamespace()


        def depth(node):
            return 1 + max((_ops.walk(child) for child in node.children), default=0)


        _ops.walk = depth
    """), CALLBACKS_TWIN),
    Attempt("logic_9", "call-through-a-namespace-read-by-attrgetter", code("""
        import operator
        from types import SimpleNamespace

        _ops = SimpleNamespace(walk=None)


        def depth(node):
            step = operator.attrgetter('walk')(_ops)
            return 1 + max((step(child) for child in node.children), default=0)


        setattr(_ops, 'walk', depth)
    """), CALLBACKS_TWIN),
    Attempt("logic_9", "call-through-a-namespace-handed-in-as-a-parameter", code("""
        from types import SimpleNamespace


        def depth(node, ops):
            return 1 + max((ops.walk(child, ops) for child in node.children), default=0)


        def main(tree):
            return depth(tree, SimpleNamespace(walk=depth))
    """), CALLBACKS_TWIN),
    Attempt("logic_9", "call-through-an-instance-dict-by-a-name-not-known", code("""
        class Registry:
            pass


        REGISTRY = Registry()


        def depth(node, kind='walk'):
            step = vars(REGISTRY)[kind]
            return 1 + max((step(child) for child in node.children), default=0)


        REGISTRY.__dict__.update(walk=depth)
    """), CALLBACKS_TWIN),
    Attempt("logic_9", "call-through-a-class-made-by-type", code("""
        def depth(node):
            return 1 + max((Tools.walk(child) for child in node.children), default=0)


        Tools = type('Tools', (), {'walk': staticmethod(depth)})
    """), CALLBACKS_TWIN),
    Attempt("logic_9", "call-through-its-own-module-object", code("""
        import importlib
        import sys


        def depth(node):
            me = importlib.import_module(__name__)
            return 1 + max((me.depth(child) for child in node.children), default=0)


        def size(node):
            return 1 + sum(getattr(sys.modules[__name__], 'size')(c) for c in node.children)
    """), CALLBACKS_TWIN),
]

# -- logic_9 section: namespace mappings, unbound lookups, implicit dunders on children -------
TREE_TWIN = code("""
    class Node:
        def __init__(self, value, children=()):
            self.value = value
            self.children = tuple(children)

        def __bool__(self):
            return self.value != 0 or bool(self.children)

        def __hash__(self):
            return hash((self.value, len(self.children)))

        def __eq__(self, other):
            return isinstance(other, Node) and self.value == other.value

        def __lt__(self, other):
            return (self.value, len(self.children)) < (other.value, len(other.children))

        def __repr__(self):
            return f'Node({self.value!r}, {len(self.children)} children)'

        def size(self):
            total, stack = 0, [self]
            while stack:
                node = stack.pop()
                total += 1
                stack.extend(node.children)
            return total
""")
LOGIC_9 += [
    Attempt("logic_9", "call-through-the-running-frames-global-namespace", code("""
        import inspect


        def flatten(items):
            out = []
            for item in items:
                if isinstance(item, list):
                    out.extend(inspect.currentframe().f_globals.get('flatten')(item))
                else:
                    out.append(item)
            return out
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "call-through-a-copy-of-a-frames-globals-by-itemgetter", code("""
        import operator
        import sys


        def flatten(items):
            namespace = dict(sys._getframe().f_globals)
            step = operator.itemgetter('flatten')(namespace)
            return [x for item in items for x in (step(item) if isinstance(item, list) else [item])]
    """), ITERATIVE_TWIN),
    Attempt("logic_9", "method-read-from-the-class-namespace-of-each-child", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def size(self):
                return 1 + sum(type(child).__dict__['size'](child) for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "method-read-from-vars-of-its-class-by-a-name-in-a-name", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def size(self):
                table = vars(Node)
                return 1 + sum(table.get('size')(child) for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "method-fetched-by-an-unbound-getattribute", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def size(self):
                return 1 + sum(Node.__getattribute__(child, 'size')() for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "method-fetched-by-getattr-on-the-class", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def size(self):
                return 1 + sum(getattr(Node, 'size')(child) for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "method-through-the-type-of-each-child", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def size(self):
                return 1 + sum(child.__class__.size(child) for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "truth-of-each-child-inside-bool", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __bool__(self):
                return self.value != 0 or not all(not child for child in self.children)
    """), TREE_TWIN),
    Attempt("logic_9", "children-truth-tested-by-filter-inside-bool", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.kids = list(children)

            def __bool__(self):
                return self.value != 0 or next(filter(None, self.kids), None) is not None
    """), TREE_TWIN),
    Attempt("logic_9", "hash-of-a-tuple-holding-the-children-inside-hash", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = tuple(children)

            def __hash__(self):
                return hash((self.value, *self.children))
    """), TREE_TWIN),
    Attempt("logic_9", "children-compared-as-lists-inside-eq", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __eq__(self, other):
                return (self.value, self.children) == (other.value, other.children)
    """), TREE_TWIN),
    Attempt("logic_9", "annotated-children-sorted-inside-lt", code("""
        from __future__ import annotations


        class Item:
            def __init__(self, value: int, parts: list[Item]) -> None:
                self.value = value
                self.parts = parts

            def __lt__(self, other: Item) -> bool:
                return self.value < other.value or max(self.parts) < other
    """), TREE_TWIN),
    Attempt("logic_9", "children-list-formatted-inside-repr", code("""
        class Node:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __repr__(self):
                return f'Node({self.value!r}, {self.children})'
    """), TREE_TWIN),
]


# --- held-out round 6: the shared resolver and code run from strings (logic) ---
# A runner reached through `eval` of a constant name (also through `compile`) is the runner.
LOGIC_3 += [
    Attempt("logic_3", "branching-run-by-a-runner-fetched-by-eval", code("""
        def describe(number):
            scope = {'number': number}
            runner = eval(compile('ex' + 'ec', '<runner>', 'eval'))
            runner(
                'if number < 0:\\n    label = "negative"\\n'
                'elif number == 0:\\n    label = "zero"\\n'
                'else:\\n    label = "positive"\\n',
                scope,
            )
            return scope['label']
    """), BRANCH_TWIN),
]


# -- held-out round 9: logic_1-4 (logicA9) ---------------------------------------------------
# Condition rows handed to a call as its arguments, dict tables built by `dict(...)`, names
# made of the text of truth tests, special methods raising the result, exception groups
# caught by `except*`, and/or operands dropped in f-strings, walruses and dead private
# places, calls side by side in a dict a `for` loops over or in the key of a stored element.
ROWS_TWIN = code("""
    import bisect

    CUTS = (10, 100, 1000)
    SIZES = ('small', 'medium', 'large', 'huge')


    def size(n):
        return SIZES[bisect.bisect_right(CUTS, n)]


    def describe(n):
        sign = 'negative' if n < 0 else 'positive'
        return f'{sign} {size(abs(n))}'
""")
LOGIC_1 += [
    Attempt("logic_1", "condition-rows-handed-as-call-arguments", code("""
        def _first(*rows, default=None):
            return next((value for hit, value in rows if hit), default)


        def size(n):
            return _first((n < 10, 'small'), (n < 100, 'medium'), (n < 1000, 'large'),
                          default='huge')
    """), ROWS_TWIN, C3),
    Attempt("logic_1", "attribute-named-by-the-text-of-a-truth-test", code("""
        class _Words:
            neg_True = 'negative'
            neg_False = 'positive'
            odd_True = 'odd'
            odd_False = 'even'
            big_True = 'big'
            big_False = 'small'


        def describe(n):
            sign = getattr(_Words, f'neg_{n < 0}')
            parity = _Words.__getattribute__(_Words, 'odd_' + str(n % 2 == 1))
            size = vars(_Words)[f'big_{abs(n) > 99}']
            return sign, parity, size
    """), ROWS_TWIN, C3),
    Attempt("logic_1", "dict-built-from-literal-pairs-picked-by-truth-tests", code("""
        import collections


        def describe(n):
            sign = dict(((True, 'negative'), (False, 'positive')))[n < 0]
            size = dict(zip((True, False), ('big', 'small')))[abs(n) > 99]
            parity = collections.OrderedDict({True: 'even', False: 'odd'})[n % 2 == 0]
            return sign, size, parity
    """), ROWS_TWIN, C3),
]
HOOK_TWIN = code("""
    class Connection:
        def __init__(self, url):
            self.url = url

        def __reduce__(self):
            raise TypeError('a connection cannot be pickled')

        def __iter__(self):
            raise NotImplementedError


    def describe(url):
        try:
            text = repr(Connection(url))
        except TypeError as exc:
            text = str(exc)
        return text
""")
LOGIC_2 += [
    Attempt("logic_2", "special-methods-raising-the-result", code("""
        class Done(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        class _Emit:
            def __init__(self, value):
                self.value = value

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                raise Done(self.value)


        class _Base:
            def __init__(self, value):
                self.value = value

            def __len__(self):
                raise Done(self.value)


        class _Truth(_Base):
            pass


        def sign(n):
            label = 'positive'
            zero = _Truth('zero')
            try:
                if n < 0:
                    with _Emit('negative'):
                        pass
                if n == 0 and zero:
                    pass
            except Done as hit:
                label = hit.value
            return label
    """), HOOK_TWIN, R1),
    Attempt("logic_2", "exception-group-caught-by-except-star", code("""
        class Hit(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def sign(n):
            label = 'positive'
            try:
                if n < 0:
                    raise ExceptionGroup('sign', [Hit('negative')])
                if n == 0:
                    raise BaseExceptionGroup('sign', (Hit('zero'),))
            except* Hit as group:
                label = group.exceptions[0].value
            return label
    """), RETURN_TWIN, R1),
]
DROPPED_TWIN = code("""
    import logging

    log = logging.getLogger(__name__)
    _SEEN = {}


    class Publisher:
        def __init__(self):
            self._last = None

        def publish(self, path, notify):
            self._last = notify and self.mail(path)
            _SEEN[path] = self._last
            shown = f'{path or "?"}'
            return shown, (count := len(path) or 1) + count

        def mail(self, path):
            log.info('mail %s', path)
""")
B2 = {"max_branches": 2}
LOGIC_3 += [
    Attempt("logic_3", "and-or-dropped-in-fstrings-and-walruses", code("""
        import logging

        log = logging.getLogger(__name__)


        def publish(path, dry_run, verbose, notify):
            f'{dry_run or log.info("upload %s", path)}{verbose and log.info("done")}'
            (_sent := notify and log.info('mail %s', path))
    """), DROPPED_TWIN, B2),
    Attempt("logic_3", "and-or-stored-in-private-places-never-read", code("""
        import logging

        log = logging.getLogger(__name__)
        _SINK = {}


        class Publisher:
            def __init__(self):
                self._seen = None

            def publish(self, path, dry_run, notify):
                self._seen = dry_run or self.upload(path)
                self._seen = notify and self.mail(path)
                _SINK[path] = dry_run and log.info('dry run')

            def upload(self, path):
                log.info('upload %s', path)

            def mail(self, path):
                log.info('mail %s', path)
    """), DROPPED_TWIN, B2),
    Attempt("logic_3", "condition-rows-handed-to-min", code("""
        def area(shape, a, b):
            pick = min((shape != 'square', lambda: a * a), (shape != 'rect', lambda: a * b),
                       (shape != 'circle', lambda: 3.14 * a * a), key=lambda row: row[0])
            return pick[1]()
    """), ROWS_TWIN, B2),
    Attempt("logic_3", "attribute-named-by-the-text-of-a-truth-test", code("""
        class _Words:
            neg_True = 'negative'
            neg_False = 'positive'
            big_True = 'big'
            big_False = 'small'


        def describe(n):
            return getattr(_Words, f'neg_{n < 0}') + getattr(_Words, f'big_{n > 99}')
    """), ROWS_TWIN, B2),
]
STORED_TWIN = code("""
    def place(grid, x, y, ledger):
        grid[row_of(x), col_of(y)] = ledger.value()
        for name in {'a': 1, 'b': 2}:
            ledger.note(name)
        return grid
""")
LOGIC_4 += [
    Attempt("logic_4", "calls-side-by-side-in-dict-keys-looped-over", code("""
        def deploy(server):
            for _ in {server.stop(): 0, server.pull(): 0, server.migrate(): 0,
                      server.start(): 0, server.warm(): 0, server.notify(): 0}:
                pass
            return server.status()
    """), STORED_TWIN, S5),
    Attempt("logic_4", "calls-side-by-side-in-the-key-of-a-stored-element", code("""
        _DONE = {}


        def close(ledger):
            _DONE[ledger.post(), ledger.accrue(), ledger.fees()] = ledger.reconcile()
            _DONE[ledger.revalue(), ledger.depreciate(), ledger.close()] += ledger.lock()
            return ledger.balance()
    """), STORED_TWIN, S5),
]


# --- held-out round 8: the shared resolver (resolver8) ---
# A name the module never binds but puts in its own namespace (`globals()['x'] = 18`,
# `globals().update(x=18)`) is bound there all the same: its bindings are those values.
LOGIC_8 += [
    Attempt("logic_8", "lowercase-name-put-in-the-module-namespace", code("""
        globals()['adult_age'] = 18


        def check(age):
            return age >= adult_age
    """), code("""
        ADULT_AGE = 18


        def check(age):
            return age >= ADULT_AGE
    """)),
]


# --- held-out round 9: logic_5..9 (logicB9) ---------------------------------------------------
# A `while` loop that runs its body once is the `if` it stands for.
LOGIC_5 += [
    Attempt("logic_5", "while-that-runs-once-returning-a-boolean", code("""
        def is_large(size, limit):
            while size > limit:
                return True
            return False
    """), code("""
        def is_large(size, limit):
            return size > limit
    """)),
    Attempt("logic_5", "while-that-breaks-at-once-around-a-nested-if", code("""
        def note_admin(user, log):
            while user.active:
                if user.is_admin:
                    log.append(user.name)
                break
    """), code("""
        def note_admin(user, log):
            if user.active and user.is_admin:
                log.append(user.name)
    """)),
    # A search loop whose test is a guard that only continues.
    Attempt("logic_5", "search-loop-behind-a-continue-guard", code("""
        def any_negative(values):
            for value in values:
                if value >= 0:
                    continue
                return True
            return False
    """), code("""
        def any_negative(values):
            return any(value < 0 for value in values)
    """)),
    # An except block that only returns where the function ends anyway.
    Attempt("logic_5", "except-block-returning-at-the-end-of-a-function", code("""
        import json


        def load_into(path, cache):
            if path:
                with open(path) as handle:
                    try:
                        cache.update(json.load(handle))
                    except ValueError:
                        return None
    """), code("""
        import contextlib
        import json


        def load_into(path, cache):
            if path:
                with open(path) as handle, contextlib.suppress(ValueError):
                    cache.update(json.load(handle))
    """)),
    # `in d.keys()` with the view copied into a display.
    Attempt("logic_5", "membership-in-a-display-unpacking-keys", code("""
        def known(table, name):
            return name in {*table.keys()}
    """), code("""
        def known(table, name):
            return name in table
    """)),
]

# Empty starts in disguise, a `match` standing for a filter, needless calls as displays.
LOGIC_6 += [
    Attempt("logic_6", "empty-start-made-by-the-type-new", code("""
        def index_by_id(items):
            table = dict.__new__(dict)
            for item in items:
                table[item.id] = item
            return table
    """), code("""
        def index_by_id(items):
            return {item.id: item for item in items}
    """)),
    Attempt("logic_6", "empty-start-by-clearing-a-display", code("""
        def doubled(values):
            out = {None}
            out.clear()
            for value in values:
                out.add(value * 2)
            return out
    """), code("""
        def doubled(values):
            return {value * 2 for value in values}
    """)),
    Attempt("logic_6", "filter-written-as-a-match-with-a-do-nothing-default", code("""
        def words(tokens):
            kept = []
            for token in tokens:
                match token:
                    case str() if token:
                        kept.append(token.lower())
                    case _:
                        pass
            return kept
    """), code("""
        def words(tokens):
            return [token.lower() for token in tokens if isinstance(token, str) and token]
    """)),
    Attempt("logic_6", "needless-call-written-as-an-unpacking-display", code("""
        def cleaned(raw):
            names = [*(name.strip() for name in raw)]
            unique = {*[name.lower() for name in names]}
            return names, unique
    """), code("""
        def cleaned(raw):
            names = [name.strip() for name in raw]
            unique = {name.lower() for name in names}
            return names, unique
    """)),
]

# Thresholds picked from a literal by a key or index not known; names in Roman numerals.
LOGIC_8 += [
    Attempt("logic_8", "threshold-picked-from-a-dict-literal-by-get", code("""
        def may_vote(age, region):
            return age >= {'us': 18, 'at': 16}.get(region, 18)
    """), code("""
        VOTING_AGE = 18
        AUSTRIAN_VOTING_AGE = 16


        def may_vote(age, region):
            limit = AUSTRIAN_VOTING_AGE if region == 'at' else VOTING_AGE
            return age >= limit
    """)),
    Attempt("logic_8", "threshold-picked-from-a-lowercase-tuple-by-a-flag", code("""
        limits = (18, 21)


        def may_drink(age, in_us):
            return age >= limits[in_us]
    """), code("""
        DRINKING_AGE = 18
        US_DRINKING_AGE = 21


        def may_drink(age, in_us):
            return age >= (US_DRINKING_AGE if in_us else DRINKING_AGE)
    """)),
    Attempt("logic_8", "constant-named-by-a-word-and-roman-numerals", code("""
        AGE_XXI = 21


        def may_drink(age):
            return age >= AGE_XXI
    """), code("""
        US_DRINKING_AGE = 21


        def may_drink(age):
            return age >= US_DRINKING_AGE
    """)),
]

# Recursion through a property deleter, and through the `__post_init__` a dataclass's
# generated `__init__` runs.
LOGIC_9 += [
    Attempt("logic_9", "property-deleter-deleting-the-same-property-on-children", code("""
        from __future__ import annotations


        class Node:
            def __init__(self) -> None:
                self._cache: int | None = 0
                self.kids: list[Node] = []

            @property
            def cache(self) -> int | None:
                return self._cache

            @cache.deleter
            def cache(self) -> None:
                self._cache = None
                for kid in self.kids:
                    del kid.cache
    """), code("""
        from __future__ import annotations


        class Node:
            def __init__(self) -> None:
                self._cache: int | None = 0
                self.kids: list[Node] = []

            @property
            def cache(self) -> int | None:
                return self._cache

            @cache.deleter
            def cache(self) -> None:
                stack = [self]
                while stack:
                    node = stack.pop()
                    node._cache = None
                    stack.extend(node.kids)
    """)),
    Attempt("logic_9", "dataclass-post-init-building-its-own-class", code("""
        from __future__ import annotations

        from dataclasses import dataclass, field


        @dataclass
        class Chain:
            length: int
            rest: list[Chain] = field(default_factory=list)

            def __post_init__(self) -> None:
                if self.length > 1:
                    self.rest.append(type(self)(self.length - 1))
    """), code("""
        from __future__ import annotations

        from dataclasses import dataclass, field


        @dataclass
        class Chain:
            length: int
            rest: list[Chain] = field(default_factory=list)


        def build(length: int) -> Chain:
            head = Chain(length)
            node = head
            while node.length > 1:
                nxt = Chain(node.length - 1)
                node.rest.append(nxt)
                node = nxt
            return head
    """)),
]


# round 10, logicA10 -------------------------------------------------------------------------
# Truth tests listed (or kept as a dict's values) and picked by truth, a generator's first
# item taken by a reader of the whole sequence, steps in a lambda run where its value is
# thrown away, in a literal whose method is called, or handed to `all`/`any`.
PICKED_TWIN = code("""
    import bisect

    CUTS = (10, 100, 1000)
    SIZES = ('small', 'medium', 'large', 'huge')


    def size(n):
        return SIZES[bisect.bisect_right(CUTS, n)]
""")
LOGIC_1 += [
    Attempt("logic_1", "dict-of-truth-tests-picked-by-its-get-as-a-key", code("""
        def size(n):
            tests = {'small': n < 10, 'medium': 10 <= n < 100, 'large': 100 <= n < 1000,
                     'huge': n >= 1000}
            return max(tests, key=tests.get)
    """), PICKED_TWIN, C3),
    Attempt("logic_1", "dict-of-truth-tests-filtered-by-its-getitem", code("""
        def size(n):
            tests = {'small': n < 10, 'medium': n < 100, 'large': n < 1000}
            return next(filter(tests.__getitem__, tests), 'huge')
    """), PICKED_TWIN, C3),
    Attempt("logic_1", "truth-tests-listed-and-handed-to-a-picker", code("""
        import numpy


        def size(n):
            tests = [n < 10, n < 100, n < 1000]
            return str(numpy.select(tests, ['small', 'medium', 'large'], default='huge'))
    """), PICKED_TWIN, C3),
    Attempt("logic_1", "truth-tests-listed-and-zipped-with-their-labels", code("""
        def size(n):
            tests = (n < 10, n < 100, n < 1000)
            labels = ('small', 'medium', 'large')
            return next((name for hit, name in zip(tests, labels) if hit), 'huge')
    """), PICKED_TWIN, C3),
]
LOGIC_3 += [
    Attempt("logic_3", "dict-of-truth-tests-picked-by-its-get-as-a-key", code("""
        def size(n):
            tests = {'small': n < 10, 'medium': 10 <= n < 100, 'large': 100 <= n < 1000,
                     'huge': n >= 1000}
            return max(tests, key=tests.get)
    """), PICKED_TWIN, B2),
]
FIRST_TWIN = code("""
    def grade(score):
        letter = 'F'
        for cutoff, candidate in ((70, 'C'), (80, 'B'), (90, 'A')):
            if score >= cutoff:
                letter = candidate
        return letter
""")
FIRST_YIELDS = """
    import functools
    import itertools
    import operator


    def _grade(score):
        if score >= 90:
            yield 'A'
        if score >= 80:
            yield 'B'
        if score >= 70:
            yield 'C'
        yield 'F'
"""
LOGIC_2 += [
    Attempt("logic_2", "first-yield-read-as-the-first-entry-of-the-list", code(FIRST_YIELDS + """

        def grade(score):
            return operator.itemgetter(0)(list(_grade(score)))
    """), FIRST_TWIN, R1),
    Attempt("logic_2", "first-yield-taken-through-a-slice-from-the-start", code(FIRST_YIELDS + """

        def grade(score):
            return next(itertools.islice(_grade(score), 0, None))
    """), FIRST_TWIN, R1),
    Attempt("logic_2", "first-yield-kept-by-a-reader-of-every-item", code(FIRST_YIELDS + """

        def grade(score):
            return min(_grade(score), key=lambda _: 0)


        def grade_again(score):
            return functools.reduce(lambda first, _: first, _grade(score))
    """), FIRST_TWIN, R1),
]
STEPS_TWIN = code("""
    def _build(ctx):
        ctx.checkout()
        ctx.install()
        ctx.test()


    def _ship(ctx):
        ctx.tag()
        ctx.push()
        ctx.announce()


    def deploy(ctx):
        _build(ctx)
        _ship(ctx)
        return all((ctx.ok(), ctx.done()))
""")
LOGIC_4 += [
    Attempt("logic_4", "steps-in-a-lambda-bound-to-a-name-and-called", code("""
        def deploy(ctx):
            run = lambda: (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(),
                           ctx.push(), ctx.announce(), ctx.close())
            run()
            return ctx.status
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-in-a-lambda-run-by-operator-call", code("""
        import operator


        def deploy(ctx):
            operator.call(lambda: (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(),
                                   ctx.push(), ctx.announce(), ctx.close()))
            return ctx.status
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-in-a-literal-whose-method-is-called", code("""
        def deploy(ctx):
            [ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(), ctx.push(),
             ctx.announce(), ctx.close()].clear()
            return ctx.status
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-in-a-literal-handed-to-all-in-a-test", code("""
        def deploy(ctx):
            if all([ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(), ctx.push(),
                    ctx.log('tagged'), ctx.log('pushed')]):
                return 'ok'
            return 'partial'
    """), STEPS_TWIN, S5),
]


# round 10, logicB10 -------------------------------------------------------------------------
# Handlers and nested `if`s padded by calls that only make a value (`text.lower()`,
# `_ = type(x)`), a flag folded by `max`, a boolean returned through `assert`/`except`, a
# fill loop padded by an assert the collection always passes, exits through `super()` and
# awaited coroutines, and thresholds computed from literals' methods, a clamp's bounds or
# the standard library's named constants.
LOGIC_5 += [
    Attempt("logic_5", "handler-only-calls-a-text-method-on-a-name", code("""
        def to_float(text, fallback=0.0):
            value = fallback
            try:
                value = float(text)
            except ValueError:
                text.lower()
            return value
    """), code("""
        from contextlib import suppress


        def to_float(text, fallback=0.0):
            value = fallback
            with suppress(ValueError):
                value = float(text)
            return value
    """)),
    Attempt("logic_5", "flag-folded-by-max-in-a-loop", code("""
        def any_done(tasks):
            done = False
            for task in tasks:
                done = max(task.finished, done)
            return done
    """), code("""
        def any_done(tasks):
            return any(task.finished for task in tasks)
    """)),
    Attempt("logic_5", "boolean-returned-through-assert-and-except", code("""
        def positive(amount):
            try:
                assert amount > 0
                return True
            except AssertionError:
                return False
    """), code("""
        def positive(amount):
            return amount > 0
    """)),
    Attempt("logic_5", "nested-ifs-padded-by-an-idle-builtin-into-underscore", code("""
        def ship(parcel):
            if parcel.paid:
                _ = type(parcel)
                if parcel.address:
                    parcel.send()
    """), code("""
        def ship(parcel):
            if parcel.paid and parcel.address:
                parcel.send()
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "fill-loop-padded-by-an-assert-on-the-collection", code("""
        def squares(values):
            out = []
            for value in values:
                assert isinstance(out, list)
                out.append(value * value)
            return out
    """), code("""
        def squares(values):
            return [value * value for value in values]
    """)),
]
LOGIC_7 += [
    Attempt("logic_7", "else-after-a-base-method-called-through-super", code("""
        class Reader:
            def abort(self, reason):
                raise OSError(reason)


        class FileReader(Reader):
            def read(self, handle):
                if handle.closed:
                    super().abort('closed')
                else:
                    return handle.read()
    """), code("""
        class Reader:
            def abort(self, reason):
                raise OSError(reason)


        class FileReader(Reader):
            def read(self, handle):
                if handle.closed:
                    super().abort('closed')
                return handle.read()
    """)),
    Attempt("logic_7", "else-after-an-awaited-coroutine-method-that-raises", code("""
        class Gate:
            async def _deny(self, reason):
                raise PermissionError(reason)

            async def enter(self, visitor):
                if not visitor.badge:
                    await self._deny('no badge')
                else:
                    return await visitor.walk_in()
    """), code("""
        class Gate:
            async def _deny(self, reason):
                raise PermissionError(reason)

            async def enter(self, visitor):
                if not visitor.badge:
                    await self._deny('no badge')
                return await visitor.walk_in()
    """)),
]
ADULT_TWIN = code("""
    ADULT_AGE = 18


    def adult(age):
        return age >= ADULT_AGE
""")
LOGIC_8 += [
    Attempt("logic_8", "threshold-counted-in-a-text-literal", code("""
        def adult(age):
            return age >= 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s'.count(',')
    """), ADULT_TWIN),
    Attempt("logic_8", "threshold-made-whole-from-a-math-constant", code("""
        import math


        def adult(age):
            return age >= math.floor(math.tau * 3)
    """), ADULT_TWIN),
    Attempt("logic_8", "threshold-as-the-length-of-joined-string-constants", code("""
        from string import digits, octdigits


        def adult(age):
            return age >= len(digits + octdigits)
    """), ADULT_TWIN),
    Attempt("logic_8", "threshold-as-a-clamp-bound", code("""
        def adults(ages):
            return ages.clip(lower=18) == ages
    """), code("""
        ADULT_AGE = 18


        def adults(ages):
            return ages.clip(lower=ADULT_AGE) == ages
    """)),
]


# round 11, resolver11 (logic_9) ---------------------------------------------------------------
# Recursion through an entry of a table handed in as a parameter, an attribute read hidden in a
# `str.format` field or a dotted `operator.attrgetter`, and a method of a class made by `type()`.
DIR_TWIN = code("""
    from dataclasses import dataclass


    @dataclass
    class Dir:
        name: str
        parent: 'Dir | None' = None

        @property
        def label(self) -> str:
            parts = []
            node = self
            while node is not None:
                parts.append(node.name)
                node = node.parent
            return '/'.join(reversed(parts))
""")
COUNT_TWIN = code("""
    def count(root):
        total = 0
        stack = [root]
        while stack:
            node = stack.pop()
            total += 1
            stack.extend(node.children)
        return total
""")
LOGIC_9 += [
    Attempt("logic_9", "entry-of-a-table-parameter-holding-the-function", code("""
        def _count(node, table):
            return 1 + sum(table.get('count')(child, table) for child in node.children)


        def count(root):
            return _count(root, dict(count=_count))
    """), COUNT_TWIN),
    Attempt("logic_9", "format-field-reading-the-parents-property", code("""
        from dataclasses import dataclass


        @dataclass
        class Dir:
            name: str
            parent: 'Dir | None' = None

            @property
            def label(self) -> str:
                if self.parent is None:
                    return self.name
                return '{me.parent.label}/{me.name}'.format(me=self)
    """), DIR_TWIN),
    Attempt("logic_9", "dotted-attrgetter-reading-the-parents-property", code("""
        from dataclasses import dataclass
        from operator import attrgetter


        @dataclass
        class Dir:
            name: str
            parent: 'Dir | None' = None

            @property
            def label(self) -> str:
                if self.parent is None:
                    return self.name
                return attrgetter('parent.label')(self) + '/' + self.name
    """), DIR_TWIN),
    Attempt("logic_9", "method-lambda-of-a-class-made-by-type", code("""
        Node = type('Node', (object,), dict(
            size=lambda self: 1 + sum(kid.size() for kid in self.kids),
        ))


        def count(root):
            return root.size()
    """), COUNT_TWIN),
]


# round 12, resolver12 (logic_9) ---------------------------------------------------------------
# Recursion through a copy of the function: one made from its code object (`FunctionType`,
# `type(f)`, `__code__.replace()`), another function given its code (`g.__code__ = f.__code__`),
# or `copy.copy(f)` (the function itself).
LOGIC_9 += [
    Attempt("logic_9", "call-of-a-function-made-from-its-own-code-object", code("""
        import types


        def count(node):
            return 1 + sum(_again(child) for child in node.children)


        _again = types.FunctionType(count.__code__, globals(), '_again')
    """), COUNT_TWIN),
    Attempt("logic_9", "call-of-a-function-given-its-code-object", code("""
        def _again(node):
            return 0


        def count(node):
            return 1 + sum(_again(child) for child in node.children)


        _again.__code__ = count.__code__
    """), COUNT_TWIN),
    Attempt("logic_9", "call-of-a-copy-of-the-function", code("""
        import copy


        def count(node):
            return 1 + sum(_again(child) for child in node.children)


        _again = copy.copy(count)
    """), code("""
        import copy


        def count(root):
            total = 0
            stack = [root]
            while stack:
                node = stack.pop()
                total += 1
                stack.extend(node.children)
            return total


        tally = copy.copy(count)
    """)),
]


# round 11, logicA11 (logic_1-4) ----------------------------------------------------------------
# Condition rows in a set or joined from one-row literals, truth tests kept on `self` or
# passed in as `bool` parameters, or wrapped in NumPy integers before indexing a pair; a
# generator's first yield taken through `itertools.cycle`; exits as reads of an empty
# namespace's attributes; and/or inside a comparison thrown away; computed values unpacked
# from one literal, methods run by `__getattribute__` in a loop, steps chained through a
# fluent runner.
SIGN_TWIN = code("""
    def sign(n):
        if n < 0:
            return 'negative'
        return 'zero' if n == 0 else 'positive'
""")
LOGIC_1 += [
    Attempt("logic_1", "condition-rows-in-a-set-display", code("""
        def sign(n):
            rows = {(n < 0, 'negative'), (n == 0, 'zero'), (n > 0, 'positive')}
            return max(rows)[1]
    """), SIGN_TWIN, C3),
    Attempt("logic_1", "one-row-literals-joined-by-plus", code("""
        def sign(n):
            rows = ((n < 0, 'negative'),) + ((n == 0, 'zero'),) + ((n > 0, 'positive'),)
            return next(name for hit, name in rows if hit)
    """), SIGN_TWIN, C3),
    Attempt("logic_1", "one-row-literals-handed-to-chain", code("""
        from itertools import chain


        def sign(n):
            rows = chain([(n < 0, 'negative')], [(n == 0, 'zero')], [(n > 0, 'positive')])
            return next(name for hit, name in rows if hit)
    """), SIGN_TWIN, C3),
    Attempt("logic_1", "truth-tests-kept-on-self-and-bool-parameters-index-pairs", code("""
        class Fan:
            def mode(self, temp, *, night: bool, away: bool):
                self.hot = temp > 25
                self.cold = temp < 15
                speed = ('auto', 'high')[self.hot]
                speed = (speed, 'off')[self.cold]
                speed = (speed, 'low')[night]
                return (speed, 'off')[away]
    """), code("""
        class Fan:
            def _speed(self, temp, night: bool):
                speed = 'high' if temp > 25 else 'auto'
                return 'low' if night else speed

            def mode(self, temp, *, night: bool, away: bool):
                off = away or temp < 15
                return 'off' if off else self._speed(temp, night)
    """), C3),
    Attempt("logic_1", "truth-tests-wrapped-in-numpy-integers-index-pairs", code("""
        import numpy as np


        def label(score):
            status = ('fail', 'pass')[np.intp(score >= 50)]
            status = (status, 'merit')[np.int64(score >= 70)]
            return (status, 'distinction')[np.intp(score >= 85)]
    """), code("""
        from bisect import bisect_right

        CUTS = (50, 70, 85)
        LABELS = ('fail', 'pass', 'merit', 'distinction')


        def label(score):
            return LABELS[bisect_right(CUTS, score)]
    """), C3),
]
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-through-itertools-cycle", code(FIRST_YIELDS + """

        def grade(score):
            return next(itertools.cycle(_grade(score)))
    """), FIRST_TWIN, R1),
    Attempt("logic_2", "exits-as-reads-of-an-empty-namespace-caught-by-name", code("""
        from types import SimpleNamespace

        _NONE = SimpleNamespace()


        def grade(score):
            try:
                if score >= 90:
                    found = _NONE.A
                elif score >= 80:
                    found = _NONE.B
                else:
                    found = _NONE.F
            except AttributeError as missing:
                return missing.name
            return found
    """), FIRST_TWIN, R2),
    Attempt("logic_2", "exits-as-reads-of-an-empty-dict-caught-by-key", code("""
        _EMPTY = {}


        def grade(score):
            try:
                letter = _EMPTY['A'] if score >= 90 else _EMPTY['B'] if score >= 80 else 'F'
            except KeyError as missing:
                return missing.args[0]
            return letter
    """), FIRST_TWIN, R2),
]
LOGIC_3 += [
    Attempt("logic_3", "and-or-inside-a-comparison-thrown-away", code("""
        def publish(path, sink, *, dry_run, quiet):
            (dry_run or sink.upload(path)) is None
            (quiet or sink.notify(path)) == 0
            (dry_run and sink.log(path)) is not None
            return path
    """), code("""
        def _upload(path, sink, dry_run):
            if not dry_run:
                sink.upload(path)


        def publish(path, sink, *, dry_run, quiet):
            _upload(path, sink, dry_run)
            if not quiet:
                sink.notify(path)
            return path
    """), B2),
]
UNPACK_TWIN = code("""
    def _totals(orders, refunds):
        total = sum(order.amount for order in orders)
        refunded = sum(refund.amount for refund in refunds)
        return total, refunded


    def summary(orders, refunds):
        total, refunded = _totals(orders, refunds)
        net = total - refunded
        ratio = refunded / total if total else 0.0
        return {'total': total, 'net': net, 'ratio': ratio}
""")
LOGIC_4 += [
    Attempt("logic_4", "computed-values-unpacked-from-one-literal", code("""
        def summary(orders, refunds):
            total, refunded, count, biggest = (
                sum(order.amount for order in orders),
                sum(refund.amount for refund in refunds),
                len(orders),
                max(order.amount for order in orders),
            )
            (net, ratio), (average, share) = (
                (total - refunded, refunded / total if total else 0.0),
                (total / count if count else 0.0, biggest / total if total else 0.0),
            )
            return {'net': net, 'ratio': ratio, 'average': average, 'share': share}
    """), UNPACK_TWIN, S5),
    Attempt("logic_4", "methods-run-by-getattribute-in-a-loop", code("""
        import operator


        def deploy(ctx):
            for name in ('checkout', 'install', 'test', 'tag', 'push', 'announce'):
                ctx.__getattribute__(name)()
            for name in ('lint', 'build', 'sign', 'upload'):
                operator.attrgetter(name)(ctx)()
            return ctx.status
    """), STEPS_TWIN, S5),
    Attempt("logic_4", "steps-chained-through-a-fluent-runner", code("""
        class _Run:
            def then(self, step, *args):
                step(*args)
                return self


        def deploy(ctx):
            _Run().then(ctx.checkout).then(ctx.install).then(ctx.test).then(
                ctx.tag).then(ctx.push).then(ctx.announce).then(ctx.close)
            return ctx.status
    """), STEPS_TWIN, S5),
]


# round 11, logicB11 (logic_5-8) ---------------------------------------------------------------
# A search probed by `next()` and `StopIteration`, a `match` on a condition with `case True`
# / `case False`, a value picked by store calls (`setattr`), a collection builtin behind a
# `functools.partial`, empty collections made by spreading nothing, a `suppress` block that
# cannot fall through, and thresholds in one-item tuples, unpacked from `zip` or named in
# another language.
LOGIC_5 += [
    Attempt("logic_5", "search-probed-by-next-and-stop-iteration", code("""
        def has_overdue(invoices):
            try:
                next(filter(lambda invoice: invoice.overdue, invoices))
            except StopIteration:
                return False
            else:
                return True
    """), code("""
        def has_overdue(invoices):
            return any(invoice.overdue for invoice in invoices)
    """)),
    Attempt("logic_5", "match-on-a-condition-with-case-false-and-case-true", code("""
        def is_open(door, limit):
            match door.angle > limit:
                case False:
                    return False
                case True:
                    return True
    """), code("""
        def is_open(door, limit):
            return door.angle > limit
    """)),
    Attempt("logic_5", "if-else-picking-a-value-by-store-calls", code("""
        class Lamp:
            def switch(self, on):
                if on:
                    object.__setattr__(self, 'level', 'high')
                else:
                    object.__setattr__(self, 'level', 'off')
    """), code("""
        class Lamp:
            def switch(self, on):
                object.__setattr__(self, 'level', 'high' if on else 'off')
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "collection-builtin-behind-a-partial", code("""
        import functools

        to_set = functools.partial(set)


        def tags(posts):
            return to_set(post.tag for post in posts)
    """), code("""
        def tags(posts):
            return {post.tag for post in posts}
    """)),
    Attempt("logic_6", "empty-collections-made-by-spreading-nothing", code("""
        def new_registry():
            return list(*[()]), dict(**{})
    """), code("""
        def new_registry():
            return [], {}
    """)),
]
LOGIC_7 += [
    Attempt("logic_7", "else-after-a-suppress-block-that-cannot-fall-through", code("""
        from contextlib import suppress

        FALLBACK = 'guest'


        def user_name(user):
            if user is None:
                with suppress(AttributeError):
                    return FALLBACK
            else:
                return user.name.title()
    """), code("""
        FALLBACK = 'guest'


        def user_name(user):
            if user is None:
                return FALLBACK
            return user.name.title()
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "thresholds-in-one-item-tuples", code("""
        def adult(age):
            return [age] >= [18]
    """), ADULT_TWIN),
    Attempt("logic_8", "thresholds-unpacked-from-pairs-by-place", code("""
        def passes(age, score):
            pairs = ((age, 18), (score, 50))
            return pairs and all(value >= bound for value, bound in ((age, 18), (score, 50)))
    """), code("""
        ADULT_AGE = 18
        PASSING_SCORE = 50


        def passes(age, score):
            return age >= ADULT_AGE and score >= PASSING_SCORE
    """)),
    Attempt("logic_8", "thresholds-named-by-number-words-of-another-language", code("""
        DIX_HUIT = 18
        CINQUENTA = 50


        def passes(age, score):
            return age >= DIX_HUIT and score >= CINQUENTA
    """), code("""
        ADULT_AGE = 18
        PASSING_SCORE = 50


        def passes(age, score):
            return age >= ADULT_AGE and score >= PASSING_SCORE
    """)),
]


# round 12, logic12 (logic_1-8) ------------------------------------------------------------------
NUMBERED_TWIN = code("""
    import itertools


    def _lines(text):
        yield from text.splitlines()


    def first_content(text):
        return next(itertools.dropwhile(lambda line: not line.strip(), _lines(text)), '')


    def cheapest(prices):
        return min(enumerate(prices), key=lambda pair: pair[1])[0]
""")
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-as-the-least-numbered-item", code(FIRST_YIELDS + """

        def grade(score):
            return min(enumerate(_grade(score)))[1]
    """), NUMBERED_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-as-the-first-of-numbered-items-sorted", code(
        FIRST_YIELDS + """

        def grade(score):
            return sorted(zip(itertools.count(), _grade(score)), key=lambda p: p[0])[0][1]
    """), NUMBERED_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-a-filter-dropping-nothing", code(
        FIRST_YIELDS + """

        def grade(score):
            return next(itertools.dropwhile(lambda _: False, _grade(score)))
    """), NUMBERED_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-a-filter-keeping-all", code(FIRST_YIELDS + """

        def _keep(_):
            return True


        def grade(score):
            return next(filter(_keep, _grade(score)))
    """), NUMBERED_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-compress-keeping-all", code(FIRST_YIELDS + """

        def grade(score):
            return next(itertools.compress(_grade(score), itertools.repeat(True)))
    """), NUMBERED_TWIN, R2),
]
LOGIC_6 += [
    Attempt("logic_6", "append-written-as-insert-at-the-end", code("""
        def squares(numbers):
            out = []
            for n in numbers:
                if n % 2 == 0:
                    out.insert(len(out), n * n)
            return out
    """), code("""
        def squares(numbers):
            return [n * n for n in numbers if n % 2 == 0]


        def interleave(numbers):
            out = []
            for n in numbers:
                out.insert(len(out) // 2, n)
            return out
    """)),
    Attempt("logic_6", "append-written-as-an-unbound-insert-at-the-end", code("""
        def squares(numbers):
            out = []
            for n in numbers:
                list.insert(out, out.__len__(), n * n)
            return out
    """), code("""
        def squares(numbers):
            return [n * n for n in numbers]
    """)),
]

# round 13, logic13
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-through-dict-fromkeys", code(FIRST_YIELDS + """

        def grade(score):
            return [*dict.fromkeys(_grade(score))][0]
    """), NUMBERED_TWIN, R2),
]
LOGIC_5 += [
    Attempt("logic_5", "nested-ifs-padded-apart-by-an-empty-print", code("""
        def can_edit(user, doc):
            ok = False
            if user['active']:
                print(end='')
                if doc['owner'] == user['id']:
                    ok = True
            return ok
    """), code("""
        def can_edit(user, doc):
            if user['active']:
                print('checking', end='')
            return bool(user['active'] and doc['owner'] == user['id'])
    """)),
    Attempt("logic_5", "except-ignoring-the-error-padded-with-a-del", code("""
        import os


        def remove(path):
            try:
                os.remove(path)
            except FileNotFoundError:
                del path
    """), code("""
        import os


        def remove(path, cache):
            try:
                os.remove(path)
            except FileNotFoundError:
                del cache[path]
    """)),
]


# round 13, logic13b (logic_1-4) ------------------------------------------------------------------
FLAGS_TWIN = code("""
    def shipping(weight, express):
        fee = 5.0
        if weight > 20:
            fee += 15.0
        return fee * 2 if express else fee
""")
TEE_TWIN = code("""
    import itertools


    def gaps(values):
        first, second = itertools.tee(values)
        next(second, None)
        return [b - a for a, b in zip(first, second)]
""")
LOGIC_1 += [
    Attempt("logic_1", "truth-tests-bound-by-a-loop-over-one-literal-row", code("""
        def shipping(weight, express, country):
            fee = 5.0
            for heavy, foreign, tiny in ((weight > 20, country != 'US', weight < 1),):
                fee = (fee, fee + 15.0)[heavy]
                fee = (fee, fee + 10.0)[foreign]
                fee = [fee, 0.0][tiny]
            return fee * 2 if express else fee
    """), FLAGS_TWIN, C3),
    Attempt("logic_1", "truth-tests-bound-by-a-loop-over-a-nested-literal-row", code("""
        def shipping(weight, express, country):
            fee = 5.0
            for (heavy, foreign), tiny in [((weight > 20, country != 'US'), weight < 1)]:
                fee = {False: fee, True: fee + 15.0}[heavy]
                fee = (fee, fee + 10.0)[foreign]
                fee = (fee, 0.0)[tiny]
            return fee
    """), FLAGS_TWIN, C3),
]
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-through-the-one-copy-tee-makes", code(FIRST_YIELDS + """

        def grade(score):
            only, = itertools.tee(_grade(score), 1)
            return next(only)
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-an-indexed-single-tee", code(FIRST_YIELDS + """

        def grade(score):
            return next(itertools.tee(_grade(score), 1)[0])
    """), TEE_TWIN, R2),
]

LOGIC_3 += [
    Attempt("logic_3", "functions-picked-by-compress-with-computed-selectors", code("""
        import itertools


        def handle(cmd, job):
            actions = itertools.compress(
                (lambda: job.start(), lambda: job.stop(), lambda: job.status()),
                map(cmd.__eq__, ('start', 'stop', 'status')),
            )
            return next(actions, lambda: None)()
    """), code("""
        def handle(cmd, job):
            if cmd == 'start':
                return job.start()
            return job.status()
    """), B2),
]

# round 14, logicA14 (logic_1-4) ------------------------------------------------------------------
EFFECTS_TWIN = code("""
    def _steps(ctx):
        ctx.checkout()
        ctx.install()
        ctx.test()
        ctx.tag()


    def deploy(ctx):
        _steps(ctx)
        return ctx.done
""")
LOGIC_4 += [
    Attempt("logic_4", "calls-in-a-display-mapped-by-a-lambda-thrown-away", code("""
        def deploy(ctx):
            list(map(lambda c: (c.checkout(), c.install(), c.test(), c.tag(), c.push(),
                                c.announce()), [ctx]))
            return ctx.done
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-display-tested-by-a-case-guard", code("""
        def deploy(ctx):
            match ctx:
                case _ if (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(), ctx.push(),
                           ctx.announce()):
                    return ctx.done
            return None
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-display-anded-in-a-comprehension-filter", code("""
        def deploy(ctxs):
            ctxs = list(ctxs)
            return [
                ctx for ctx in ctxs
                if ctx.ready and (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(),
                                  ctx.push(), ctx.announce())
            ]
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-display-whose-length-is-added", code("""
        def deploy(ctx):
            done = 0
            done += len([ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(), ctx.push(),
                         ctx.announce()])
            return done
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-display-tested-by-a-conditional-expression", code("""
        def deploy(ctx):
            ctx.lock()
            return ctx.done if not (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(),
                                    ctx.push(), ctx.announce()) else None
    """), EFFECTS_TWIN, S5),
]

# round 14, logicC14 (logic_5, 6, 8, 9) -----------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "if-else-only-picking-values-for-a-tuple-target", code("""
        def speed_label(kmh, metric):
            if metric:
                unit, scale = "km/h", 1.0
            else:
                unit, scale = "mph", 0.62
            return f"{kmh * scale:.0f} {unit}"
    """), code("""
        def speed_label(kmh, metric):
            unit, scale = ("km/h", 1.0) if metric else ("mph", 0.62)
            return f"{kmh * scale:.0f} {unit}"
    """)),
    Attempt("logic_5", "several-except-clauses-that-each-only-pass", code("""
        import json


        def read_config(path):
            config = {"debug": False}
            try:
                with open(path) as handle:
                    config.update(json.load(handle))
            except OSError:
                pass
            except ValueError:
                ...
            return config
    """), code("""
        import json
        from contextlib import suppress


        def read_config(path):
            config = {"debug": False}
            with suppress(OSError, ValueError), open(path) as handle:
                config.update(json.load(handle))
            return config
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "append-loop-with-a-hand-kept-counter", code("""
        def labelled(items):
            out = []
            position = 0
            for item in items:
                out.append(f"{position}. {item}")
                position += 1
            return out
    """), code("""
        def labelled(items):
            return [f"{position}. {item}" for position, item in enumerate(items)]
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "threshold-compared-as-a-character-code", code("""
        def is_senior(age):
            return chr(age) >= "\\x41"
    """), code("""
        SENIOR_AGE = 65


        def is_senior(age):
            return age >= SENIOR_AGE
    """)),
    Attempt("logic_8", "threshold-padded-into-tuples-with-equal-constants", code("""
        def is_senior(age):
            return (0, age, 1) >= (0, 65, 1)
    """), code("""
        SENIOR_AGE = 65


        def is_senior(age):
            return age >= SENIOR_AGE
    """)),
    Attempt("logic_8", "constant-named-by-arithmetic-on-numbers", code("""
        FIVE_TIMES_THIRTEEN = 65


        def is_senior(age):
            return age >= FIVE_TIMES_THIRTEEN
    """), code("""
        SENIOR_AGE = 65


        def is_senior(age):
            return age >= SENIOR_AGE
    """)),
]
LOGIC_9 += [
    Attempt("logic_9", "recursion-through-a-default-patched-after-the-def", code("""
        def _size(node, again=None):
            return 1 + sum(again(child) for child in node.children)


        _size.__defaults__ = (_size,)


        def count_nodes(tree):
            return _size(tree)
    """), code("""
        def count_nodes(tree):
            total = 0
            stack = [tree]
            while stack:
                node = stack.pop()
                total += 1
                stack.extend(node.children)
            return total
    """)),
]

# round 14, logicB14 (logic_2, logic_3) -----------------------------------------------------------
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-through-heapq-merge", code(FIRST_YIELDS + """
        import heapq


        def grade(score):
            return next(heapq.merge(_grade(score), key=len))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-a-callable-iterator-of-its-stepper", code(
        FIRST_YIELDS + """

        def grade(score):
            return next(iter(functools.partial(next, _grade(score)), None))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-a-callable-iterator-of-dunder-next", code(
        FIRST_YIELDS + """

        def grade(score):
            return next(iter(_grade(score).__next__, None))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-compress-with-a-true-first-selector", code(
        FIRST_YIELDS + """

        def grade(score):
            return next(itertools.compress(_grade(score), itertools.count(1)))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-through-compress-with-a-cycled-literal", code(
        FIRST_YIELDS + """

        def grade(score):
            return next(itertools.compress(_grade(score), itertools.cycle([1])))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "results-raised-and-read-back-from-the-formatted-traceback", code("""
        import traceback


        class _Hit(Exception):
            pass


        def _ladder(score):
            if score >= 90:
                raise _Hit('A')
            if score >= 80:
                raise _Hit('B')
            raise _Hit('F')


        def grade(score):
            try:
                _ladder(score)
            except _Hit:
                return traceback.format_exc().rsplit(': ', 1)[-1].strip()
            return '?'
    """), TEE_TWIN, R2),
]
WRITE_EACH_TWIN = code("""
    def _write_each(reports, sink):
        for report in reports:
            sink.write(report)


    def publish(reports, sink, dry_run):
        if dry_run:
            return 0
        _write_each(reports, sink)
        return len(reports)
""")
LOGIC_3 += [
    Attempt("logic_3", "loop-run-by-a-key-function-thrown-away", code("""
        def publish(reports, sink, dry_run):
            if dry_run:
                return 0
            if not reports:
                return 0
            sorted(reports, key=sink.write)
            return len(reports)
    """), WRITE_EACH_TWIN, B2),
    Attempt("logic_3", "loop-consumed-by-a-pure-module-function-thrown-away", code("""
        import statistics as stats


        def publish(reports, sink, dry_run):
            if dry_run:
                return 0
            if not reports:
                return 0
            stats.fmean(sink.write(report) for report in reports)
            return len(reports)
    """), WRITE_EACH_TWIN, B2),
    Attempt("logic_3", "loop-consumed-by-a-string-join-thrown-away", code("""
        def publish(reports, sink, dry_run):
            if dry_run:
                return 0
            if not reports:
                return 0
            ''.join(str(sink.write(report)) for report in reports)
            return len(reports)
    """), WRITE_EACH_TWIN, B2),
    Attempt("logic_3", "while-loop-as-a-callable-iterator-drained", code("""
        def publish(reports, sink, dry_run):
            if dry_run:
                return 0
            if not reports:
                return 0
            list(iter(lambda: reports and sink.write(reports.pop()), None))
            return 1
    """), WRITE_EACH_TWIN, B2),
    Attempt("logic_3", "action-on-a-condition-inside-a-logging-argument", code("""
        import logging

        log = logging.getLogger(__name__)


        def publish(reports, sink, dry_run):
            if not reports:
                return 0
            if sink is None:
                return 0
            log.debug('publish: %s', dry_run or sink.write(reports))
            return len(reports)
    """), WRITE_EACH_TWIN, B2),
]


# round 14, logic1b14 (logic_1) --------------------------------------------------------------------
CLASS_TABLES_TWIN = code("""
    class Describer:
        def describe(self, n):
            sign = 'negative' if n < 0 else 'positive'
            return f'{sign}, {self._parity(n)}'

        @staticmethod
        def _parity(n):
            return 'even' if n % 2 == 0 else 'odd'
""")
SELF_FLAGS_TWIN = code("""
    class Gate:
        def __init__(self):
            self.cold = False

        def action(self, temp):
            self.cold = temp < 15
            if self.cold:
                return 'heat'
            return 'cool' if temp > 25 else 'idle'
""")
PREDICATE_ROWS = """
    _RULES = (
        (lambda w: w <= 0, 0.0),
        (lambda w: w > 20, 18.0),
        (lambda w: w > 5, 9.0),
        (lambda w: True, 3.5),
    )
"""
PREDICATE_ROWS_TWIN = code("""
    def fee(weight):
        if weight <= 0:
            return 0.0
        return 18.0 if weight > 20 else 3.5
""")
FOLD_TWIN = code("""
    import bisect

    _CUTS = (1, 10, 100)
    _NAMES = ('low', 'mid', 'high', 'top')


    def level(x):
        return _NAMES[bisect.bisect_right(_CUTS, x)]
""")
LOGIC_1 += [
    Attempt("logic_1", "truth-tables-read-through-self-class-attributes", code("""
        class Describer:
            _SIGN = {True: 'negative', False: 'positive'}
            _PARITY = ('odd', 'even')
            _SIZE = {True: 'large', False: 'small'}

            def describe(self, n):
                return f'{self._SIGN[n < 0]}, {self._PARITY[n % 2 == 0]}, {self._SIZE[n > 999]}'
    """), CLASS_TABLES_TWIN, C3),
    Attempt("logic_1", "truth-tables-read-through-cls-and-the-class-name", code("""
        class Describer:
            _SIGN: dict = {True: 'negative', False: 'positive'}
            _PARITY = 'OE'

            @classmethod
            def describe(cls, n):
                return cls._SIGN[n < 0] + Describer._PARITY[n % 2 == 0] + cls._SIGN[n > 9]
    """), CLASS_TABLES_TWIN, C3),
    Attempt("logic_1", "truth-tests-on-self-flags-started-in-init-index-a-class-table", code("""
        class Gate:
            _ACTIONS = ((('idle', 'dry'), ('cool', 'cool, dry')), (('heat', 'heat, dry'), ('x', 'x')))

            def __init__(self):
                self.cold = False
                self.hot = None
                self.damp = False

            def action(self, temp, humidity):
                self.cold = temp < 15
                self.hot = temp > 25
                self.damp = humidity > 60
                return self._ACTIONS[self.cold][self.hot][self.damp]
    """), SELF_FLAGS_TWIN, C3),
    Attempt("logic_1", "rows-led-by-predicate-lambdas-scanned-by-next", code(PREDICATE_ROWS + """

        def fee(weight):
            return next(value for test, value in _RULES if test(weight))
    """), PREDICATE_ROWS_TWIN, C3),
    Attempt("logic_1", "rows-led-by-predicate-lambdas-scanned-by-a-loop", code(PREDICATE_ROWS + """

        def fee(weight):
            for test, value in _RULES:
                if test(weight):
                    return value
            return 3.5
    """), PREDICATE_ROWS_TWIN, C3),
    Attempt("logic_1", "truth-tests-summed-by-functools-reduce", code("""
        import functools
        import operator

        _NAMES = ('low', 'mid', 'high', 'top')


        def level(x):
            return _NAMES[functools.reduce(operator.add, (x > 1, x > 10, x > 100))]
    """), FOLD_TWIN, C3),
    Attempt("logic_1", "truth-tests-folded-by-accumulate-with-a-lambda", code("""
        import itertools

        _NAMES = ('low', 'mid', 'high', 'top')


        def level(x):
            steps = itertools.accumulate((x > 1, x > 10, x > 100), lambda a, b: a | b << 1)
            return _NAMES[list(steps)[-1] % 4]
    """), FOLD_TWIN, C3),
]


# round 15, logicA15 (logic_1, logic_3) ----------------------------------------------------------
LABEL_TWIN = code("""
    def _speed(express):
        return 'express' if express else 'standard'


    def _zone(country):
        return 'domestic' if country == 'US' else 'abroad'


    def label(express, country):
        if not country:
            raise ValueError('country required')
        return f'{_speed(express)} {_zone(country)}'
""")
LEVEL_TWIN = code("""
    def _level(value):
        if value < 10:
            return 'low'
        return 'high'


    def levels(values):
        return [_level(value) for value in values]
""")
LOGIC_1 += [
    Attempt("logic_1", "text-repeated-by-truth-tests-and-joined", code("""
        def label(express, country):
            speed = 'express' * bool(express) + 'standard' * (not express)
            return speed + ' ' + 'domestic' * (country == 'US') + 'abroad' * (country != 'US')
    """), LABEL_TWIN, C3),
    Attempt("logic_1", "truth-indexed-pairs-kept-in-parameter-defaults", code("""
        def label(express, country, _speed=('standard', 'express'), _zone=['domestic', 'abroad']):
            if not country:
                raise ValueError('country required')
            return f'{_speed[bool(express)]} {_zone[country != "US"]}'
    """), LABEL_TWIN, C3),
    Attempt("logic_1", "truth-indexed-namedtuple-records", code("""
        from collections import namedtuple
        from typing import NamedTuple

        _Pair = namedtuple('_Pair', 'no yes')


        class _Two(NamedTuple):
            no: str
            yes: str


        SPEED = _Pair('standard', 'express')
        ZONE = _Two('domestic', 'abroad')


        def label(express, country):
            if not country:
                raise ValueError('country required')
            return f'{SPEED[bool(express)]} {ZONE[country != "US"]}'
    """), LABEL_TWIN, C3),
]
LOGIC_3 += [
    Attempt("logic_3", "text-repeated-by-truth-tests-in-a-loop", code("""
        def levels(values):
            out = []
            for value in values:
                out.append('low' * (value < 10) + (value >= 10) * f'high')
            return out
    """), LEVEL_TWIN),
    Attempt("logic_3", "functions-picked-from-a-parameter-default-by-truth", code("""
        def _low(value):
            return 'low'


        def _high(value):
            return 'high'


        def levels(values, _pick=(_high, _low)):
            out = []
            for value in values:
                out.append(_pick[value < 10](value))
            return out
    """), LEVEL_TWIN),
    Attempt("logic_3", "namedtuple-pair-picked-by-truth-in-a-loop", code("""
        from collections import namedtuple

        Pair = namedtuple('Pair', ['no', 'yes'])
        LEVEL = Pair('high', 'low')


        def levels(values):
            out = []
            for value in values:
                out.append(LEVEL[value < 10])
            return out
    """), LEVEL_TWIN),
]

# round 15, logicB15 (logic_2, logic_4) ----------------------------------------------------------
LOGIC_2 += [
    Attempt("logic_2", "first-yield-taken-as-the-least-numbered-pair-by-nsmallest", code(
        FIRST_YIELDS + """
        import heapq


        def grade(score):
            return heapq.nsmallest(1, enumerate(_grade(score)))[0][1]
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-by-zipping-with-a-one-item-literal", code(
        FIRST_YIELDS + """

        def grade(score):
            return dict(zip(('grade',), _grade(score)))['grade']
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-taken-by-a-methodcaller-of-dunder-next", code(
        FIRST_YIELDS + """

        def grade(score):
            return operator.methodcaller('__next__')(_grade(score))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "first-yield-of-a-generator-dunder-iter-taken-by-unpacking", code("""
        class _Grade:
            def __init__(self, score):
                self.score = score

            def __iter__(self):
                if self.score >= 90:
                    yield 'A'
                if self.score >= 80:
                    yield 'B'
                yield 'F'


        def grade(score):
            first, *_ = _Grade(score)
            return first
    """), TEE_TWIN, R2),
]
LOGIC_4 += [
    Attempt("logic_4", "steps-in-the-init-of-a-class-defined-inside", code("""
        def deploy(ctx):
            class _Run:
                def __init__(self, c):
                    c.checkout()
                    c.install()
                    c.test()
                    c.tag()
                    c.push()
                    c.announce()

            _Run(ctx)
            return ctx.done
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-as-annotations-of-a-nested-def", code("""
        def deploy(ctx):
            def _ran(a: ctx.checkout(), b: ctx.install(), c: ctx.test(), d: ctx.tag(),
                     e: ctx.push()) -> ctx.announce():
                pass

            return ctx.done
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "computations-in-one-starred-unpacking", code("""
        def describe(values):
            count, total, *rest = (len(values), sum(values), min(values), max(values),
                                   sorted(values), set(values))
            return count, total, rest
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "calls-in-a-lambda-kept-in-a-dict-run-by-key", code("""
        def deploy(ctx):
            tasks = {'all': lambda: (ctx.checkout(), ctx.install(), ctx.test(), ctx.tag(),
                                     ctx.push(), ctx.announce())}
            tasks['all']()
            return ctx.done
    """), EFFECTS_TWIN, S5),
]

# round 15, logicC15 (logic_5, logic_7, logic_9) --------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "key-in-keys-through-a-saved-bound-method", code("""
        def missing(record, required):
            names = record.keys
            return [field for field in required if field not in names()]
    """), code("""
        def missing(record, required):
            return [field for field in required if field not in record]
    """)),
]
LOGIC_7 += [
    Attempt("logic_7", "else-after-an-assertion-that-always-fails", code("""
        import unittest


        class RowsTest(unittest.TestCase):
            def check(self, rows):
                if not rows:
                    self.assertFalse(True, 'no rows')
                else:
                    self.assertEqual(len(rows[0]), 2)

            def test_rows(self):
                self.check([[1, 2]])
    """), code("""
        import unittest


        class RowsTest(unittest.TestCase):
            def check(self, rows):
                if not rows:
                    self.fail('no rows')
                self.assertEqual(len(rows[0]), 2)

            def test_rows(self):
                self.check([[1, 2]])
    """)),
]
WALK_TWIN = code("""
    def walk(node):
        total, stack = 0, [node]
        while stack:
            item = stack.pop()
            total += item.get('size', 0)
            stack.extend(item.get('kids', []))
        return total
""")
LOGIC_9 += [
    Attempt("logic_9", "self-call-through-the-script-module-imported-as-main", code("""
        import __main__


        def walk(node):
            return node.get('size', 0) + sum(__main__.walk(kid) for kid in node.get('kids', []))
    """), WALK_TWIN),
    Attempt("logic_9", "self-call-through-an-object-built-around-the-function", code("""
        import itertools


        def walk(node):
            return node.get('size', 0) + sum(next(_AGAIN)(kid) for kid in node.get('kids', []))


        _AGAIN = itertools.cycle([walk])
    """), WALK_TWIN),
    Attempt("logic_9", "self-call-through-a-holder-set-after-the-def", code("""
        import queue

        _BOX = queue.Queue()


        def walk(node):
            again = _BOX.get()
            _BOX.put(again)
            return node.get('size', 0) + sum(again(kid) for kid in node.get('kids', []))


        _BOX.put(walk)
    """), WALK_TWIN),
]

# round 15, logicC2_15 (logic_5, logic_8) ----------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "search-loop-nested-in-a-loop-before-a-boolean-return", code("""
        def has_open_port(hosts):
            for host in hosts:
                if host.up:
                    for port in host.ports:
                        if port.is_open:
                            return True
            return False
    """), code("""
        def has_open_port(hosts):
            return any(port.is_open for host in hosts if host.up for port in host.ports)
    """)),
    Attempt("logic_5", "isinstance-once-per-type-of-a-literal-in-a-generator", code("""
        def is_text(value):
            return any(isinstance(value, kind) for kind in [str, bytes, bytearray])
    """), code("""
        def is_text(value):
            return isinstance(value, (str, bytes, bytearray))
    """)),
    Attempt("logic_5", "negated-isinstance-once-per-type-in-all", code("""
        def is_plain(value):
            return all(not isinstance(value, kind) for kind in (list, dict))
    """), code("""
        def is_plain(value):
            return not isinstance(value, (list, dict))
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "comparison-function-mapped-over-literal-tuples", code("""
        import operator


        def fits(width, height):
            return all(map(operator.le, (width, height), (640, 480)))
    """), code("""
        MAX_WIDTH = 640
        MAX_HEIGHT = 480


        def fits(width, height):
            return width <= MAX_WIDTH and height <= MAX_HEIGHT
    """)),
    Attempt("logic_8", "comparison-function-starmapped-over-literal-pairs", code("""
        import itertools
        import operator


        def fits(width, height):
            return all(itertools.starmap(operator.le, ((width, 640), (height, 480))))
    """), code("""
        MAX_WIDTH = 640
        MAX_HEIGHT = 480


        def fits(width, height):
            return width <= MAX_WIDTH and height <= MAX_HEIGHT
    """)),
    Attempt("logic_8", "rendered-number-in-a-literal-of-digit-texts", code("""
        def is_final(status):
            return str(status) not in ('301', '302')
    """), code("""
        MOVED = 301
        FOUND = 302


        def is_final(status):
            return status not in (MOVED, FOUND)
    """)),
]
# round 16, logicC16 (logic_5, logic_7, logic_8) -----------------------------------------------
LOGIC_7 += [
    Attempt("logic_7", "else-after-a-branch-ending-in-a-match-of-true-and-false", code("""
        def label(item):
            if item.done:
                match item.late:
                    case False:
                        return 'on time'
                    case True:
                        return 'late'
            else:
                return 'open'
    """), code("""
        def label(item):
            if item.done:
                return 'late' if item.late else 'on time'
            return 'open'
    """)),
]
LOGIC_5 += [
    Attempt("logic_5", "nested-ifs-kept-apart-by-a-thrown-away-len-call", code("""
        def can_ship(order):
            if order.paid:
                len(order.lines)
                if order.address:
                    return True
            return False
    """), code("""
        def can_ship(order):
            return bool(order.paid and order.address)
    """)),
    Attempt("logic_5", "search-loop-testing-a-temporary-name-before-a-boolean-return", code("""
        def any_large(files):
            for item in files:
                size = item.stat().st_size
                if size > item.limit:
                    return True
            return False
    """), code("""
        def any_large(files):
            return any(item.stat().st_size > item.limit for item in files)
    """)),
    Attempt("logic_5", "boolean-return-wrapped-in-a-null-context", code("""
        import contextlib


        def has_items(box):
            if not box.items:
                with contextlib.nullcontext():
                    return False
            return True
    """), code("""
        def has_items(box):
            return bool(box.items)
    """)),
    Attempt("logic_5", "ignored-exception-handler-of-a-loop-that-never-runs", code("""
        import os


        def drop(path):
            try:
                os.remove(path)
            except OSError:
                if False:
                    pass
    """), code("""
        import contextlib
        import os


        def drop(path):
            with contextlib.suppress(OSError):
                os.remove(path)
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "number-rendered-as-hex-text-compared-with-prefixed-text", code("""
        def is_missing(response):
            return oct(response.status) == '0o624'
    """), code("""
        HTTP_NOT_FOUND = 404


        def is_missing(response):
            return response.status == HTTP_NOT_FOUND
    """)),
    Attempt("logic_8", "lowercase-module-name-built-up-in-place-to-a-magic-number", code("""
        max_items = 50
        max_items -= 10


        def is_full(cart):
            return len(cart) >= max_items
    """), code("""
        MAX_ITEMS = 40


        def is_full(cart):
            return len(cart) >= MAX_ITEMS
    """)),
    Attempt("logic_8", "number-packed-into-one-byte-compared-with-bytes-literal", code("""
        def is_adult(age):
            return bytearray((age,)) >= b'\\x12'
    """), code("""
        ADULT_AGE = 18


        def is_adult(age):
            return age >= ADULT_AGE
    """)),
]

# round 16, logicA16 (logic_1, logic_3) -------------------------------------------------------
LOGIC_1 += [
    Attempt("logic_1", "assert-ladder-in-try-whose-handler-reads-the-message", code("""
        def size_name(count):
            try:
                assert count > 1000, 'huge'
                assert count > 100, 'large'
                assert count > 10, 'medium'
                assert count > 1, 'small'
                assert count > 0, 'single'
            except AssertionError as name:
                return str(name)
            return 'none'
    """), code("""
        _SIZES = ((1000, 'huge'), (100, 'large'), (10, 'medium'), (1, 'small'), (0, 'single'))


        def size_name(count):
            return next((name for bound, name in _SIZES if count > bound), 'none')
    """)),
    Attempt("logic_1", "division-by-truth-test-guards-in-try-caught", code("""
        def tier(points):
            tier = 'bronze'
            try:
                _ = 1 % (points >= 100)
                tier = 'silver'
                _ = 1 % (points >= 500)
                tier = 'gold'
                _ = 1 % (points >= 2000)
                tier = 'platinum'
                _ = 1 % (points >= 9000)
                tier = 'diamond'
                _ = 1 % (points >= 20000)
                tier = 'legend'
            except ArithmeticError:
                pass
            return tier
    """), code("""
        import bisect

        _BOUNDS = (100, 500, 2000, 9000, 20000)
        _TIERS = ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend')


        def tier(points):
            return _TIERS[bisect.bisect_right(_BOUNDS, points)]
    """)),
    Attempt("logic_1", "math-domain-errors-as-threshold-guards-in-try", code("""
        import math


        def fee(weight):
            fee = 1
            try:
                math.log(weight - 1)
                fee = 2
                math.log(weight - 5)
                fee = 4
                math.sqrt(weight - 10)
                fee = 8
                math.acos(20 / weight)
                fee = 16
                math.sqrt(weight - 50)
                fee = 32
            except ValueError:
                pass
            return fee
    """), code("""
        import bisect

        _BOUNDS = (1, 5, 10, 20, 50)
        _FEES = (1, 2, 4, 8, 16, 32)


        def fee(weight):
            return _FEES[bisect.bisect_left(_BOUNDS, weight)]
    """)),
    Attempt("logic_1", "nested-numpy-where-on-a-scalar", code("""
        from numpy import where


        def grade(score):
            return str(
                where(score >= 90, 'A',
                where(score >= 80, 'B',
                where(score >= 70, 'C',
                where(score >= 60, 'D',
                where(score >= 50, 'E', 'F')))))
            )
    """), code("""
        import bisect

        _BOUNDS = (50, 60, 70, 80, 90)


        def grade(score):
            return 'FEDCBA'[bisect.bisect_right(_BOUNDS, score)]
    """)),
]
LOGIC_3 += [
    Attempt("logic_3", "assert-router-in-try-with-else", code("""
        def route(message, queues):
            try:
                assert not message.urgent, 'pager'
                assert message.size < 1000, 'bulk'
                assert message.known, 'triage'
            except Exception as queue:
                queues[str(queue)].put(message)
            else:
                queues['default'].put(message)
    """), code("""
        def route(message, queues):
            queues[message.queue_name].put(message)
    """)),
    Attempt("logic_3", "floor-division-by-truth-test-guards-in-loop-try", code("""
        def settle(orders, book):
            for order in orders:
                try:
                    1 // (order.qty > 0)
                    1 // (order.price is not None)
                    1 // bool(order.account)
                    book.fill(order)
                except ZeroDivisionError:
                    book.reject(order)
    """), code("""
        def settle(orders, book):
            for order in orders:
                try:
                    book.fill(order)
                except ValueError:
                    book.reject(order)
    """)),
]

# round 16, logicB16 (logic_2, logic_4, logic_6) --------------------------------------------------
LOGIC_2 += [
    Attempt("logic_2", "generator-first-item-kept-by-a-one-item-slice", code("""
        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return ''.join(tuple(_grades(score))[0:1])
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-numbered-into-a-dict-read-at-zero", code("""
        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return dict(enumerate(_grades(score)))[0]
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-yielding-from-one-item-displays", code("""
        def _grades(score):
            if score >= 90:
                yield from ['A']
            if score >= 80:
                yield from ('B', 'B+')
            yield from ('F',)


        def grade(score):
            return next(_grades(score))
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-with-assigned-yields", code("""
        def _grades(score):
            if score >= 90:
                sent = yield 'A'
            if score >= 80:
                sent: object = yield 'B'
            _ = yield 'F'


        def grade(score):
            return next(_grades(score))
    """), TEE_TWIN, R2),
]
LOGIC_4 += [
    Attempt("logic_4", "computations-unpacked-from-dict-display-values", code("""
        def describe(values):
            count, total, low, high, ordered, unique = {
                'n': len(values), 't': sum(values), 'lo': min(values), 'hi': max(values),
                's': sorted(values), 'u': set(values),
            }.values()
            return count, total, low, high, ordered, unique
    """), EFFECTS_TWIN, S5),
    Attempt("logic_4", "computations-destructured-by-a-one-case-match", code("""
        def describe(values):
            match [len(values), sum(values), min(values), max(values), sorted(values)]:
                case [count, total, low, high, ordered]:
                    pass
            return count, total, low, high, ordered
    """), EFFECTS_TWIN, S5),
]
LOGIC_6 += [
    Attempt("logic_6", "append-loop-from-a-two-statement-empty-factory", code("""
        def _fresh() -> list:
            made: list = []
            return made


        def doubled(values):
            out = _fresh()
            for value in values:
                out.append(value * 2)
            return out
    """), code("""
        def doubled(values):
            return [value * 2 for value in values]
    """)),
    Attempt("logic_6", "append-loop-with-a-total-never-read", code("""
        def doubled(values):
            out = []
            seen = 0
            for value in values:
                out.append(value * 2)
                seen = seen + value
            return out
    """), code("""
        def running(values):
            out = []
            total = 0
            for value in values:
                total += value
                out.append(total)
            return out, total
    """)),
    Attempt("logic_6", "list-wrap-called-through-operator-call", code("""
        from operator import call


        def ordered(words):
            return call(list, sorted(words))
    """), code("""
        def ordered(words):
            return sorted(words)
    """)),
]

# round 17, logic9_17 (logic_9) --------------------------------------------------------------------
_KNOT_TWIN = code("""
    def depth(tree):
        best, stack = 0, [(tree, 1)]
        while stack:
            node, level = stack.pop()
            best = max(best, level)
            stack.extend((child, level + 1) for child in node.children)
        return best
""")
LOGIC_9 += [
    Attempt("logic_9", "decorator-class-hands-the-instance-back-to-the-function", code("""
        class Knot:
            def __init__(self, func):
                self.func = func

            def __call__(self, *args):
                return self.func(self, *args)


        @Knot
        def depth(again, tree):
            return 1 + max((again(child) for child in tree.children), default=0)
    """), _KNOT_TWIN),
    Attempt("logic_9", "decorator-hands-back-its-result-through-a-container-cell", code("""
        def tie(func):
            box = {}
            box['run'] = lambda *args: func(box['run'], *args)
            return box['run']


        def _depth(again, tree):
            return 1 + max((again(child) for child in tree.children), default=0)


        depth = tie(_depth)
    """), _KNOT_TWIN),
    Attempt("logic_9", "method-called-on-an-object-a-factory-function-makes", code("""
        class Counter:
            def __init__(self):
                self.counts = {}

            def update(self, nested):
                for part in nested:
                    if isinstance(part, str):
                        self.counts[part] = self.counts.get(part, 0) + 1
                    else:
                        sub = fresh()
                        sub.update(part)
                        for word, n in sub.counts.items():
                            self.counts[word] = self.counts.get(word, 0) + n
                return self


        def _new():
            return Counter()


        def fresh():
            return _new()
    """), code("""
        class Counter:
            def __init__(self):
                self.counts = {}

            def update(self, nested):
                stack = [iter(nested)]
                while stack:
                    part = next(stack[-1], None)
                    if part is None:
                        stack.pop()
                    elif isinstance(part, str):
                        self.counts[part] = self.counts.get(part, 0) + 1
                    else:
                        stack.append(iter(part))
                        fresh().counts.update({})
                return self


        def fresh():
            return Counter()
    """)),
]

# round 17, logic85_17 (logic_5, logic_8) --------------------------------------------------------
LOGIC_8 += [
    Attempt("logic_8", "threshold-subtracted-then-sign-compared", code("""
        import math


        def is_heavy(weight):
            return math.copysign(1, weight - 90) == 1
    """), code("""
        import math

        HEAVY_WEIGHT = 90


        def is_heavy(weight):
            return math.copysign(1, weight - HEAVY_WEIGHT) == 1
    """)),
    Attempt("logic_8", "threshold-subtracted-then-signbit-tested", code("""
        import numpy as np


        def is_short(height):
            return bool(np.signbit(height - 150))
    """), code("""
        import numpy as np

        SHORT_HEIGHT = 150


        def is_short(height):
            return bool(np.signbit(height - SHORT_HEIGHT))
    """)),
]
LOGIC_5 += [
    Attempt("logic_5", "one-isinstance-per-type-of-a-named-tuple-of-types", code("""
        NUMERIC = (int, float, complex)


        def is_number(value):
            return any(isinstance(value, kind) for kind in NUMERIC)
    """), code("""
        NUMERIC = (int, float, complex)


        def is_number(value):
            return isinstance(value, NUMERIC)
    """)),
]

# round 17, failclosed17 ---------------------------------------------------------------------------
_OPERATIONS = code("""
    def _add(a, b):
        return a + b


    def _sub(a, b):
        return a - b


    def _mul(a, b):
        return a * b


    OPERATIONS = {'add': _add, 'sub': _sub, 'mul': _mul}


""")
"""Three operations in a dict keyed by text: what each attempt below dispatches through."""
_DISPATCH_TWIN = _OPERATIONS + code("""
    def combine(request, a, b):
        return OPERATIONS[request.op.lower()](a, b)
""")
LOGIC_3 += [
    Attempt("logic_3", "dispatch-key-returned-by-a-helper-testing-truth", _OPERATIONS + code("""
        def _pick(a, b):
            if a > b:
                return 'sub'
            return 'add'


        def combine(a, b):
            return OPERATIONS[_pick(a, b)](a, b)
    """), _DISPATCH_TWIN),
    Attempt("logic_3", "dispatch-key-stored-into-a-container-by-a-truth-test",
            _OPERATIONS + code("""
        def combine(a, b):
            slot = ['add']
            slot[0] = ('add', 'sub')[a > b]
            return OPERATIONS[slot[0]](a, b)
    """), _DISPATCH_TWIN),
    Attempt("logic_3", "dispatch-key-set-on-self-by-a-method", _OPERATIONS + code("""
        class Combiner:
            def __init__(self, a, b):
                self.a, self.b = a, b
                self.mode = self._mode()

            def _mode(self):
                return ['add', 'sub'][self.a > self.b]

            def run(self):
                return OPERATIONS[self.mode](self.a, self.b)
    """), _OPERATIONS + code("""
        class Combiner:
            def __init__(self, mode, a, b):
                self.mode, self.a, self.b = mode, a, b

            def run(self):
                return OPERATIONS[self.mode](self.a, self.b)
    """)),
]

# round 18, logicA18 (logic_1, logic_3) ---------------------------------------------------------
LOGIC_1 += [
    Attempt("logic_1", "library-call-handed-a-truth-test-as-guard-in-try", code("""
        import random


        def tier(points):
            tier = 'bronze'
            try:
                random.choice(range(points >= 100))
                tier = 'silver'
                random.choice(range(points >= 500))
                tier = 'gold'
                random.choice(range(points >= 2000))
                tier = 'platinum'
                random.choice(range(points >= 9000))
                tier = 'diamond'
                random.choice(range(points >= 20000))
                tier = 'legend'
            except IndexError:
                pass
            return tier
    """), code("""
        import bisect

        _BOUNDS = (100, 500, 2000, 9000, 20000)
        _TIERS = ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend')


        def tier(points):
            try:
                points = int(points)
            except ValueError:
                points = 0
            return _TIERS[bisect.bisect_right(_BOUNDS, points)]
    """)),
]
LOGIC_3 += [
    Attempt("logic_3", "library-call-handed-bool-as-guard-in-suppress", code("""
        import contextlib
        import json


        def send(items, sink, quiet, dry_run):
            for item in items:
                with contextlib.suppress(ValueError):
                    json.loads(json.dumps(bool(quiet)).replace('true', '['))
                    print('sending', item)
                with contextlib.suppress(ValueError):
                    json.loads(json.dumps(bool(dry_run)).replace('true', '['))
                    sink.send(item)
    """), code("""
        import contextlib
        import os


        def send(items, sink, path):
            with contextlib.suppress(FileNotFoundError):
                os.remove(path)
                print('removed', path)
            for item in items:
                sink.send(item)
    """)),
]

# round 18, logicB18 (logic_4, logic_5, logic_6, logic_7) --------------------------------------------
LOGIC_4 += [
    Attempt("logic_4", "values-packed-through-an-identity-lambda-and-unpacked", code("""
        _gather = lambda *values: values


        def describe(numbers):
            low, high, total, size = _gather(min(numbers), max(numbers), sum(numbers), len(numbers))
            mean, spread, middle, label = _gather(total / size, high - low, sorted(numbers)[size // 2], str(size))
            return low, high, mean, spread, middle, label
    """), code("""
        def _bounds(numbers):
            return min(numbers), max(numbers)


        def describe(numbers):
            low, high = _bounds(numbers)
            size = len(numbers)
            mean = sum(numbers) / size
            middle = sorted(numbers)[size // 2]
            return low, high, mean, high - low, middle, str(size)
    """), params={"max_statements": 5}),
    Attempt("logic_4", "targets-of-a-loop-over-zip-of-one-item-tuples", code("""
        def describe(numbers):
            for low, high, total, size in zip((min(numbers),), (max(numbers),), (sum(numbers),), (len(numbers),), strict=True):
                for mean, spread, middle, label in zip((total / size,), (high - low,), (sorted(numbers)[size // 2],), (str(size),)):
                    return low, high, mean, spread, middle, label
            return None
    """), code("""
        def _bounds(numbers):
            return min(numbers), max(numbers)


        def describe(numbers):
            low, high = _bounds(numbers)
            size = len(numbers)
            mean = sum(numbers) / size
            middle = sorted(numbers)[size // 2]
            return low, high, mean, high - low, middle, str(size)
    """), params={"max_statements": 5}),
    Attempt("logic_4", "steps-run-on-entering-context-managers-of-one-with", code("""
        from contextlib import contextmanager


        @contextmanager
        def _then(action, *args):
            action(*args)
            yield


        def close_day(ledger):
            with _then(ledger.lock), _then(ledger.tally), _then(ledger.reconcile), _then(ledger.archive), _then(ledger.notify, 'closed'), _then(ledger.unlock):
                pass
    """), code("""
        def _settle(ledger):
            ledger.tally()
            ledger.reconcile()
            ledger.archive()


        def close_day(ledger):
            ledger.lock()
            _settle(ledger)
            ledger.notify('closed')
            ledger.unlock()
    """), params={"max_statements": 5}),
]
LOGIC_5 += [
    Attempt("logic_5", "booleans-returned-by-an-if-spelled-by-calls-on-constants", code("""
        import operator


        def is_adult(person):
            if person.age >= 18:
                return bool(1)
            else:
                return operator.truth(0)
    """), code("""
        def is_adult(person):
            return person.age >= 18
    """)),
    Attempt("logic_5", "handler-doing-nothing-inside-an-idle-context", code("""
        from contextlib import nullcontext


        def forget(cache, key):
            try:
                del cache[key]
            except KeyError:
                with nullcontext(None):
                    ...
    """), code("""
        from contextlib import suppress


        def forget(cache, key):
            with suppress(KeyError):
                del cache[key]
    """)),
    Attempt("logic_5", "search-loop-split-into-several-ifs-returning-false", code("""
        def all_valid(orders):
            for order in orders:
                if order.total < 0:
                    return False
                if not order.items:
                    return False
                if order.customer is None:
                    return False
            return True
    """), code("""
        def all_valid(orders):
            return all(
                order.total >= 0 and order.items and order.customer is not None
                for order in orders
            )
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "generator-bound-to-a-name-then-handed-to-set", code("""
        def tags_of(posts):
            chosen = (tag.lower() for post in posts for tag in post.tags)
            return set(chosen)
    """), code("""
        def tags_of(posts):
            return {tag.lower() for post in posts for tag in post.tags}
    """)),
    Attempt("logic_6", "generator-of-pairs-bound-to-a-name-then-handed-to-dict", code("""
        def index_by_id(users):
            pairs = ((user.id, user) for user in users)
            return dict(pairs)
    """), code("""
        def index_by_id(users):
            return {user.id: user for user in users}
    """)),
]
LOGIC_7 += [
    Attempt("logic_7", "else-after-making-a-class-whose-init-always-raises", code("""
        class _Refusal(Exception):
            pass


        class _Refuse:
            def __init__(self, reason):
                self.reason = reason
                raise _Refusal(reason)


        class _Deny(_Refuse):
            pass


        def checked_port(port):
            if not 0 < port < 65536:
                _Deny(f'bad port {port}')
            else:
                return port
    """), code("""
        class _Refusal(Exception):
            pass


        def checked_port(port):
            if not 0 < port < 65536:
                raise _Refusal(f'bad port {port}')
            return port
    """)),
    Attempt("logic_3", "next-of-a-condition-filtered-generator-with-a-default-as-if-else", code("""
        def _archive(report, store):
            store.archive(report)


        def _discard(report, store):
            print('discarding', report)


        def settle(reports, store, keep):
            for report in reports:
                next((handler for handler in (_archive,) if keep), _discard)(report, store)
    """), code("""
        def settle(reports, store):
            first = next((report for report in reports if report.urgent), None)
            for report in reports:
                store.archive(report)
            return first
    """)),
]
LOGIC_2 += [
    Attempt("logic_2", "reads-of-keys-a-constant-dict-lacks-caught-and-returned", code("""
        _NAMES = {'plain': 0}


        def label(value):
            try:
                if value < 0:
                    _NAMES['negative']
                if value == 0:
                    found = _NAMES['zero']
                if value > 1000:
                    found = _NAMES['huge']
            except KeyError as missing:
                return missing.args[0]
            return 'plain'
    """), code("""
        _NAMES = {'plain': 0}


        def label(value):
            try:
                found = _NAMES['plain']
            except KeyError as missing:
                return missing.args[0]
            return 'plain' if found == 0 else 'other'
    """)),
    Attempt("logic_2", "future-preloaded-with-a-result-carrying-exception", code("""
        from concurrent.futures import Future


        class _Answer(Exception):
            pass


        def _ready(value):
            box = Future()
            box.set_exception(_Answer(value))
            return box


        def label(value):
            try:
                if value < 0:
                    _ready('negative').result()
                if value == 0:
                    _ready('zero').result()
                if value > 1000:
                    _ready('huge').result()
            except _Answer as answer:
                return answer.args[0]
            return 'plain'
    """), code("""
        from concurrent.futures import ThreadPoolExecutor


        def label(value, pool: ThreadPoolExecutor):
            try:
                return pool.submit(str, value).result()
            except RuntimeError as error:
                return f'failed: {error}'
    """)),
]

# round 19, logic89_19 ------------------------------------------------------------------------------
_SIZE_TWIN = code("""
    class Node:
        def __init__(self, children=()):
            self.children = list(children)

        def __len__(self):
            count, stack = 0, [self]
            while stack:
                count += 1
                stack.extend(stack.pop().children)
            return count


    def sample():
        return Node([Node(), Node([Node()])])
""")
LOGIC_9 += [
    Attempt("logic_9", "protocol-builtin-handed-to-map-over-children", code("""
        class Node:
            def __init__(self, children=()):
                self.children = list(children)

            def __len__(self):
                return 1 + sum(map(len, self.children))


        def sample():
            return Node([Node(), Node([Node()])])
    """), _SIZE_TWIN),
    Attempt("logic_9", "thread-handed-itself-then-run-on-the-same-stack", code("""
        from threading import Thread


        def walk(tree, visit):
            visit(tree["name"])
            for child in tree.get("children", []):
                step = Thread(target=walk, args=(child, visit)).run
                step()
    """), code("""
        def walk(tree, visit):
            stack = [tree]
            while stack:
                node = stack.pop()
                visit(node["name"])
                stack.extend(node.get("children", []))
    """)),
    Attempt("logic_9", "children-formatted-by-a-constant-template", code("""
        class Pair:
            def __init__(self, head, tail=None):
                self.head = head
                self.tail = tail

            def __str__(self):
                rest = "" if self.tail is None else " {!s}".format(self.tail)
                return "{}{}".format(self.head, rest)


        def sample():
            return Pair(1, Pair(2, Pair(3)))
    """), code("""
        class Pair:
            def __init__(self, head, tail=None):
                self.head = head
                self.tail = tail

            def __str__(self):
                parts, node = [], self
                while node is not None:
                    parts.append("{}".format(node.head))
                    node = node.tail
                return " ".join(parts)


        def sample():
            return Pair(1, Pair(2, Pair(3)))
    """)),
]

# round 19, lead: a comparison repeated across a tuple's items, and a number taken from a
# generator that only yields it
_AGE_TWIN = code("""
    ADULT_AGE = 18


    def is_minor(age):
        return age < ADULT_AGE
""")
LOGIC_8 += [
    Attempt("logic_8", "threshold-repeated-across-tuple-items", code("""
        def is_minor(age):
            return (age, age, age) < (18, 18, 18)
    """), _AGE_TWIN),
    Attempt("logic_8", "threshold-yielded-by-a-generator-read-with-next", code("""
        def _adult():
            yield 18


        def is_minor(age):
            return age < next(_adult())
    """), _AGE_TWIN),
    Attempt("logic_8", "threshold-read-with-next-from-a-literal", code("""
        def is_minor(age):
            return age < next(iter((18,)))
    """), _AGE_TWIN),
]

# round 20, logicB20 (logic_5, logic_6) -----------------------------------------------------
_REMOVE_TWIN = code("""
    import contextlib
    import os


    def remove_quietly(name):
        with contextlib.suppress(OSError):
            os.remove(name)
""")
LOGIC_5 += [
    Attempt("logic_5", "value-match-mapping-to-constants", code("""
        def level_name(level):
            match level:
                case 1:
                    name = 'low'
                case 2 | 3:
                    name = 'mid'
                case 4:
                    name = 'high'
                case _:
                    name = 'none'
            return name
    """), code("""
        _NAMES = {1: 'low', 2: 'mid', 3: 'mid', 4: 'high'}


        def level_name(level):
            return _NAMES.get(level, 'none')
    """)),
    Attempt("logic_5", "handler-padded-by-a-slice-statement", code("""
        import os


        def remove_quietly(name):
            try:
                os.remove(name)
            except OSError:
                name[1:] + name
    """), _REMOVE_TWIN),
    Attempt("logic_5", "nested-ifs-split-by-a-comparison-statement", code("""
        def allowed(user, item):
            if user.active:
                user.level == item.level
                if item.public:
                    return 'yes'
            return 'no'
    """), code("""
        def allowed(user, item):
            if user.active and item.public:
                return 'yes'
            return 'no'
    """)),
    Attempt("logic_5", "search-loop-with-a-none-and-one-flag", code("""
        def has_error(lines):
            seen = None
            for line in lines:
                if line.startswith('E'):
                    seen = 1
                    break
            return seen is not None
    """), code("""
        def has_error(lines):
            return any(line.startswith('E') for line in lines)
    """)),
]
LOGIC_6 += [
    Attempt("logic_6", "empty-collection-by-calling-a-generic-alias", code("""
        def index_words(words):
            index = list[str]()
            for word in words:
                if word not in index:
                    index += [word]
            return index
    """), code("""
        def index_words(words):
            index: list[str] = []
            for word in words:
                if word not in index:
                    index += [word]
            return index
    """)),
]

# round 20, logicA20 (logic_1, logic_2) -------------------------------------------------------------
_KIND_TWIN = code("""
    _KINDS = {'+': 'plus', '-': 'minus', '*': 'times', '/': 'over'}


    def token_kind(tok):
        return _KINDS.get(tok[:1], 'word' if tok.isalpha() else 'other')
""")
LOGIC_1 += [
    Attempt("logic_1", "tuples-repeated-by-truth-tests-first-survivor-taken", code("""
        def token_kind(tok):
            kinds = (
                ('plus',) * tok.startswith('+')
                + ('minus',) * tok.startswith('-')
                + ('times',) * tok.startswith('*')
                + ('over',) * tok.startswith('/')
                + ('word',) * tok.isalpha()
                + ('other',)
            )
            return kinds[0]
    """), _KIND_TWIN),
    Attempt("logic_1", "truth-tests-copied-into-bytearray-first-true-found", code("""
        _KINDS = ('plus', 'minus', 'times', 'over', 'word', 'other')


        def token_kind(tok):
            hits = bytearray([
                tok.startswith('+'),
                tok.startswith('-'),
                tok.startswith('*'),
                tok.startswith('/'),
                tok.isalpha(),
                True,
            ])
            return _KINDS[hits.find(1)]
    """), _KIND_TWIN),
]
_GRADE_TWIN = code("""
    def letter_grade(score):
        letter = 'F'
        for cutoff, grade in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):
            if score >= cutoff and letter == 'F':
                letter = grade
        return letter
""")
LOGIC_2 += [
    Attempt("logic_2", "property-getter-raising-each-result-caught-by-caller", code("""
        class _Done(Exception):
            pass


        class _Grade:
            def __init__(self, score):
                self.score = score

            @property
            def letter(self):
                if self.score >= 90:
                    raise _Done('A')
                if self.score >= 80:
                    raise _Done('B')
                if self.score >= 70:
                    raise _Done('C')
                raise _Done('F')


        def letter_grade(score):
            grade = _Grade(score)
            try:
                result = grade.letter
            except _Done as done:
                result = done.args[0]
            return result
    """), _GRADE_TWIN),
    Attempt("logic_2", "ladder-of-yields-sliced-to-one-by-islice", code("""
        import itertools


        def _letters(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            if score >= 70:
                yield 'C'
            yield 'F'


        def letter_grade(score):
            return ''.join(itertools.islice(_letters(score), 0, 1))
    """), _GRADE_TWIN),
]

# round 20, logicC20 (logic_4, logic_7, logic_8, logic_9) ------------------------------------
_STEP_LAMBDAS = "".join(
    f"        lambda: store.__setitem__('k{i}', len(store) * {i}),\n" for i in range(20)
)
_STEPS_TWIN = code("""
    def _fill(store, first, last):
        for i in range(first, last):
            store[f'k{i}'] = len(store) * i


    def build(store):
        _fill(store, 0, 10)
        _fill(store, 10, 20)
        return store
""")
LOGIC_4 += [
    Attempt("logic_4", "literal-steps-run-by-dunder-call", code(
        "def build(store):\n    for step in (\n" + _STEP_LAMBDAS
        + "    ):\n        step.__call__()\n    return store\n"
    ), _STEPS_TWIN),
    Attempt("logic_4", "literal-steps-run-through-enumerate", code(
        "def build(store):\n    for _, step in enumerate((\n" + _STEP_LAMBDAS
        + "    )):\n        step()\n    return store\n"
    ), _STEPS_TWIN),
    Attempt("logic_4", "literal-steps-mapped-to-operator-call", code(
        "import operator\n\n\ndef build(store):\n    list(map(operator.call, (\n"
        + _STEP_LAMBDAS + "    )))\n    return store\n"
    ), _STEPS_TWIN),
]
_CHECK_TWIN = code("""
    def check_age(age):
        if age < 0:
            raise ValueError('negative age')
        return age
""")
LOGIC_7 += [
    Attempt("logic_7", "raise-wrapped-in-a-suppress-that-cannot-catch-it", code("""
        from contextlib import suppress


        def check_age(age):
            if age < 0:
                with suppress(KeyError, TypeError):
                    raise ValueError('negative age')
            else:
                return age
    """), _CHECK_TWIN),
]
_VOTE_TWIN = code("""
    VOTING_AGE = 18


    def can_vote(age):
        return age >= VOTING_AGE
""")
LOGIC_8 += [
    Attempt("logic_8", "threshold-as-truth-of-a-floor-quotient", code("""
        def can_vote(age):
            return bool(age // 18)
    """), _VOTE_TWIN),
    Attempt("logic_8", "threshold-as-truth-of-a-divmod-quotient", code("""
        def can_vote(age):
            if divmod(age, 18)[0]:
                return True
            return False
    """), _VOTE_TWIN),
]
_SIZE_TWIN = code("""
    import sys


    class Folder:
        def __init__(self, subfolders=()):
            self.subfolders: list[Folder] = list(subfolders)

        def __sizeof__(self):
            total, stack = 0, [self]
            while stack:
                folder = stack.pop()
                total += object.__sizeof__(folder)
                stack.extend(folder.subfolders)
            return total
""")
LOGIC_9 += [
    Attempt("logic_9", "sizeof-summing-getsizeof-of-children", code("""
        from sys import getsizeof


        class Folder:
            def __init__(self, subfolders=()):
                self.subfolders: list[Folder] = list(subfolders)

            def __sizeof__(self):
                return object.__sizeof__(self) + sum(getsizeof(s) for s in self.subfolders)
    """), _SIZE_TWIN),
    Attempt("logic_9", "deepcopy-of-children-in-deepcopy", code("""
        import copy


        class Node:
            def __init__(self, children=()):
                self.children: list[Node] = list(children)

            def __deepcopy__(self, memo):
                return Node(copy.deepcopy(self.children, memo))
    """), code("""
        class Node:
            def __init__(self, children=()):
                self.children: list[Node] = list(children)

            def __deepcopy__(self, memo):
                copies = {id(self): Node()}
                stack = [self]
                while stack:
                    node = stack.pop()
                    copies[id(node)].children = [Node() for _ in node.children]
                    for child, made in zip(node.children, copies[id(node)].children):
                        copies[id(child)] = made
                        stack.append(child)
                return copies[id(self)]
    """)),
]

# round 21, logicA21 (logic_2, logic_3) -------------------------------------------------------------
_TIER_TWIN = code("""
    import bisect

    _BOUNDS = (100, 500, 2000)
    _TIERS = ('bronze', 'silver', 'gold', 'platinum')


    def tier(points):
        return _TIERS[bisect.bisect_right(_BOUNDS, points)]
""")
LOGIC_2 += [
    Attempt("logic_2", "yield-ladder-first-item-through-chain-from-iterable", code("""
        import itertools


        def _tiers(points):
            if points >= 2000:
                yield 'gold'
            if points >= 500:
                yield 'silver'
            if points >= 100:
                yield 'bronze'
            yield 'none'


        def tier(points):
            return next(itertools.chain.from_iterable([_tiers(points)]))
    """), _TIER_TWIN),
    Attempt("logic_2", "yield-ladder-joined-first-character-kept", code("""
        def _marks(points):
            if points >= 2000:
                yield 'G'
            if points >= 500:
                yield 'S'
            if points >= 100:
                yield 'B'
            yield 'N'


        def tier(points):
            return ''.join(_marks(points))[:1]
    """), _TIER_TWIN),
]
LOGIC_3 += [
    Attempt("logic_3", "text-keyed-table-keyed-by-letter-of-literal-picked-by-flag", code("""
        def _archive(path):
            print('archive', path)


        def _delete(path):
            print('delete', path)


        def _log(path):
            print('log', path)


        def _skip(path):
            return path


        def clean(path, keep, audit):
            mode = ('delete', 'archive')[keep]
            {'archive': _archive, 'delete': _delete}[mode](path)
            {'l': _log, 's': _skip}['sl'[audit]](path)
    """), code("""
        def _archive(path):
            print('archive', path)


        _ACTIONS = {'archive': _archive, 'delete': print}


        def clean(path, action):
            _ACTIONS[action](path)
    """)),
]

# round 21, logicB21 (logic_4, logic_5) -----------------------------------------------------
LOGIC_4 += [
    Attempt("logic_4", "manager-steps-run-after-yield", code("""
        from contextlib import contextmanager


        @contextmanager
        def _after(step, *args):
            yield
            step(*args)


        def _run(*command):
            print('$', *command)


        def deploy(app):
            print('deploying', app)
            with \\
                _after(_run, 'step0', app), \\
                _after(_run, 'step1', app), \\
                _after(_run, 'step2', app), \\
                _after(_run, 'step3', app), \\
                _after(_run, 'step4', app), \\
                _after(_run, 'step5', app), \\
                _after(_run, 'step6', app), \\
                _after(_run, 'step7', app), \\
                _after(_run, 'step8', app), \\
                _after(_run, 'step9', app), \\
                _after(_run, 'step10', app), \\
                _after(_run, 'step11', app), \\
                _after(_run, 'step12', app), \\
                _after(_run, 'step13', app), \\
                _after(_run, 'step14', app), \\
                _after(_run, 'step15', app), \\
                _after(_run, 'last', app):
                print('queued', app)
            return app
    """), code("""
        def _run(*command):
            print('$', *command)


        def deploy(app):
            print('deploying', app)
            for step in ('prepare', 'clean', 'pull', 'build', 'test', 'upload'):
                _run(step, app)
            print('queued', app)
            return app
    """)),
]
LOGIC_5 += [
    Attempt("logic_5", "handler-of-a-loop-over-an-empty-literal", code("""
        def parse_port(text, default=8080):
            port = default
            try:
                port = int(text)
            except ValueError:
                for _ in []:
                    print(text)
            return port
    """), code("""
        from contextlib import suppress


        def parse_port(text, default=8080):
            port = default
            with suppress(ValueError):
                port = int(text)
            return port
    """)),
    Attempt("logic_5", "search-loop-tested-by-a-one-case-match", code("""
        def has_admin(users):
            for user in users:
                match user.role:
                    case 'admin' | 'root':
                        return True
            return False
    """), code("""
        def has_admin(users):
            return any(user.role in {'admin', 'root'} for user in users)
    """)),
    Attempt("logic_5", "if-else-as-two-ifs-on-inverse-comparisons", code("""
        def size_label(count, limit):
            if count >= limit:
                label = 'full'
            if count < limit:
                label = 'open'
            return label
    """), code("""
        def size_label(count, limit):
            return 'full' if count >= limit else 'open'
    """)),
    Attempt("logic_5", "isinstance-per-type-mapped-by-lambda", code("""
        def is_number(value):
            return any(map(lambda kind: isinstance(value, kind), (int, float)))
    """), code("""
        def is_number(value):
            return isinstance(value, (int, float))
    """)),
    Attempt("logic_5", "isinstance-per-type-mapped-by-partial", code("""
        import functools


        def is_number(value):
            return any(map(functools.partial(isinstance, value), [int, float]))
    """), code("""
        def is_number(value):
            return isinstance(value, (int, float))
    """)),
]


# round 21, logicC21 (logic_6, logic_8) -------------------------------------------------------
_TAGS_TWIN = code("""
    def tags(items):
        return {item.lower() for item in items}
""")
LOGIC_6 += [
    Attempt("logic_6", "fill-loop-rebinding-to-union-call", code("""
        def tags(items):
            seen = set()
            for item in items:
                seen = seen.union({item.lower()})
            return seen
    """), _TAGS_TWIN),
    Attempt("logic_6", "fill-loop-rebinding-to-operator-or", code("""
        import operator


        def tags(items):
            seen = set()
            for item in items:
                seen = operator.or_(seen, {item.lower()})
            return seen
    """), _TAGS_TWIN),
    Attempt("logic_6", "fill-loop-feeding-inside-idle-with", code("""
        import contextlib


        def sizes(items):
            found = []
            for item in items:
                with contextlib.suppress():
                    found.append(len(item))
            return found
    """), code("""
        def sizes(items):
            return [len(item) for item in items]
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "constant-named-by-its-value-in-polish", code("""
        DWADZIESCIA_JEDEN = 21


        def can_drink(age):
            return age >= DWADZIESCIA_JEDEN
    """), code("""
        DRINKING_AGE = 21


        def can_drink(age):
            return age >= DRINKING_AGE
    """)),
]

# round 22, logicA22 (logic_1, logic_3: guards in blocks whose errors are swallowed) ------------
LOGIC_1 += [
    Attempt("logic_1", "asserts-in-try-whose-finally-returns", code("""
        def grade(score):
            if score < 0:
                raise ValueError(score)
            letter = 'F'
            try:
                assert score >= 60
                letter = 'D'
                assert score >= 70
                letter = 'C'
                assert score >= 80
                letter = 'B'
                assert score >= 90
                letter = 'A'
            finally:
                return letter
    """), code("""
        def grade(score):
            letter = 'F'
            try:
                letter = _table()[score // 10]
            finally:
                print('graded')
            return letter
    """)),
    Attempt("logic_1", "asserts-in-block-of-suppress-subclass", code("""
        import contextlib


        class _Quiet(contextlib.suppress):
            pass


        class _Quieter(_Quiet):
            pass


        def cost(weight, express, country):
            total = 5.0
            with _Quiet(AssertionError):
                assert weight > 2
                total += 4.0
            with _Quieter(AssertionError):
                assert weight > 10
                total += 11.0
            with _Quiet(AssertionError):
                assert express
                total *= 2
            with _Quieter(AssertionError):
                assert country != 'US'
                total += 15.0
            with _Quiet(AssertionError):
                assert country in ('AU', 'NZ')
                total += 10.0
            return total
    """), code("""
        import contextlib


        class _Quiet(contextlib.suppress):
            pass


        def remove(paths):
            for path in paths:
                with _Quiet(FileNotFoundError):
                    path.unlink()
    """)),
    Attempt("logic_1", "asserts-in-block-of-class-whose-exit-is-a-bound-lambda", code("""
        def _quiet(self, kind, error, trace):
            return kind is AssertionError


        class _Step:
            __enter__ = lambda self: self
            __exit__ = lambda self, kind, error, trace: kind is AssertionError


        class _Other:
            __enter__ = lambda self: self
            __exit__ = _quiet


        def category(bmi):
            label = 'under'
            with _Step():
                assert bmi >= 18.5
                label = 'normal'
            with _Other():
                assert bmi >= 25
                label = 'over'
            with _Step():
                assert bmi >= 30
                label = 'obese'
            with _Other():
                assert bmi >= 35
                label = 'severe'
            with _Step():
                assert bmi >= 40
                label = 'morbid'
            return label
    """), code("""
        class _Step:
            __enter__ = lambda self: self
            __exit__ = lambda self, kind, error, trace: None


        def category(bmi):
            with _Step():
                assert bmi > 0
                label = 'ok'
            return label
    """)),
    Attempt("logic_1", "asserts-in-block-of-suppress-kept-in-attribute", code("""
        import contextlib


        class Policy:
            def __init__(self):
                self._rule = contextlib.suppress(AssertionError)

            def strength(self, password):
                score = 0
                with self._rule:
                    assert len(password) >= 8
                    score += 1
                with self._rule:
                    assert password.lower() != password
                    score += 1
                with self._rule:
                    assert password.upper() != password
                    score += 1
                with self._rule:
                    assert not password.isalpha()
                    score += 1
                with self._rule:
                    assert not password.isalnum()
                    score += 1
                return score
    """), code("""
        import contextlib


        class Cleaner:
            def __init__(self):
                self._quiet = contextlib.suppress(FileNotFoundError)

            def remove(self, paths):
                for path in paths:
                    with self._quiet:
                        path.unlink()
    """)),
]

LOGIC_3 += [
    Attempt("logic_3", "andor-picked-functions-called-through-second-alias", code("""
        def _csv(rows):
            return str(rows)


        def _json(rows):
            return repr(rows)


        def _show(text):
            print(text)


        def _save(text):
            open('out', 'w').write(text)


        def export(rows, fmt, dry_run):
            picked = fmt == 'csv' and _csv or _json
            sink = dry_run and _show or _save
            render = picked
            send = sink
            send(render(rows))
    """), code("""
        def _csv(rows):
            return str(rows)


        def export(rows):
            render = _csv
            write = render
            print(write(rows))
    """)),
    Attempt("logic_3", "asserts-in-try-whose-finally-breaks", code("""
        def ship(jobs, dry_run, verbose, audit):
            for job in jobs:
                try:
                    assert not dry_run
                    job.send()
                    assert verbose
                    print(job)
                    assert audit
                    job.log()
                    assert job.ready
                    job.close()
                finally:
                    continue
    """), code("""
        def ship(jobs):
            for job in jobs:
                try:
                    job.send()
                finally:
                    job.close()
    """)),
]

# round 22, resolver22 -----------------------------------------------------------------------
# A function reaching itself through `pkgutil.resolve_name` of a text made of the module's name.
LOGIC_9 += [
    Attempt("logic_9", "self-call-through-resolve-name-of-the-modules-name", code("""
        from pkgutil import resolve_name


        def size(node):
            again = resolve_name(f"{__name__}.size")
            return 1 + sum(again(child) for child in node.children)
    """), code("""
        def size(node):
            total = 1
            stack = list(node.children)
            while stack:
                item = stack.pop()
                total += 1
                stack.extend(item.children)
            return total
    """)),
]

# round 22, logicC22 (logic_6, logic_8) -------------------------------------------------------
_ADULT_TWIN = code("""
    ADULT_AGE = 18


    def is_adult(age):
        return age >= ADULT_AGE
""")
LOGIC_6 += [
    Attempt("logic_6", "fill-loop-behind-an-assert-that-the-start-is-empty", code("""
        def names_of(items, limit):
            names = []
            count = len(items)
            shown = min(count, limit)
            skipped = count - shown
            assert not names
            for item in items[:shown]:
                names += [item.name]
            return names, skipped
    """), code("""
        def names_of(items, limit):
            count = len(items)
            shown = min(count, limit)
            return [item.name for item in items[:shown]], count - shown
    """)),
    Attempt("logic_6", "comprehension-passed-through-iter-into-set", code("""
        def domains(emails):
            return set(iter([email.split('@')[1] for email in emails]))
    """), code("""
        def domains(emails):
            return {email.split('@')[1] for email in emails}
    """)),
    Attempt("logic_6", "generator-passed-through-tuple-into-list", code("""
        def doubled(values):
            return list(tuple(value * 2 for value in values))
    """), code("""
        def doubled(values):
            return [value * 2 for value in values]
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "magic-number-as-getattr-default-of-an-attribute-never-set", code("""
        class Person:
            def __init__(self, age):
                self.age = age

            def is_adult(self):
                return self.age >= getattr(self, 'adult_age', 18)
    """), code("""
        ADULT_AGE = 18


        class Person:
            def __init__(self, age):
                self.age = age

            def is_adult(self):
                return self.age >= ADULT_AGE
    """)),
    Attempt("logic_8", "magic-number-bound-by-with-nullcontext", code("""
        from contextlib import nullcontext


        def is_adult(age):
            with nullcontext(18) as adult_age:
                return age >= adult_age
    """), _ADULT_TWIN),
    Attempt("logic_8", "magic-number-as-loop-variable-over-itertools-repeat", code("""
        import itertools


        def is_adult(age):
            for adult_age in itertools.repeat(18, 1):
                return age >= adult_age
            return False
    """), _ADULT_TWIN),
    Attempt("logic_8", "magic-number-as-loop-variable-over-iter-of-a-literal", code("""
        def is_adult(age):
            return any(age >= bound for bound in iter([18]))
    """), _ADULT_TWIN),
]


# round 22, logicB22 (logic_2, logic_4, logic_5) ------------------------------------------------
# Raises made by reading in place; steps packed into targets, del subscripts and with items;
# ifs nested through idle with blocks, handlers of declarations, searches echoing their flag.
LOGIC_2 += [
    Attempt("logic_2", "result-raised-by-an-attribute-of-a-fresh-namespace", code("""
        import types


        def size_label(count):
            try:
                if count > 100:
                    label = types.SimpleNamespace().large
                if count > 10:
                    label = types.SimpleNamespace().medium
                label = types.SimpleNamespace().small
            except AttributeError as miss:
                return miss.name
    """), code("""
        def size_label(count):
            label = 'small'
            if count > 100:
                label = 'large'
            elif count > 10:
                label = 'medium'
            return label
    """)),
    Attempt("logic_2", "result-raised-by-a-class-subscript-hook", code("""
        class _Done(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        class _Give:
            def __class_getitem__(cls, value):
                raise _Done(value)


        def size_label(count):
            try:
                if count > 100:
                    label = _Give['large']
                if count > 10:
                    label = _Give['medium']
                label = _Give['small']
            except _Done as done:
                return done.value
    """), code("""
        def size_label(count):
            label = 'small'
            if count > 100:
                label = 'large'
            elif count > 10:
                label = 'medium'
            return label
    """)),
]
LOGIC_4 += [
    Attempt("logic_4", "steps-in-the-slice-bounds-of-one-multi-target-del", code("""
        _NOTHING = []


        def nightly(job):
            job.start()
            del _NOTHING[job.fetch():job.parse()], _NOTHING[job.merge():], _NOTHING[:job.index()]
            job.s1()
            job.s2()
            job.s3()
            job.s4()
            job.s5()
            job.s6()
            job.s7()
            job.s8()
            job.s9()
            job.s10()
            job.s11()
            job.s12()
            job.s13()
            return job
    """), code("""
        _CACHE = {}


        def forget(keys):
            del _CACHE[keys[0]], _CACHE[keys[1]]
            return keys
    """)),
    Attempt("logic_4", "steps-as-arguments-of-with-items-without-as", code("""
        from contextlib import suppress


        def nightly(job):
            job.start()
            with suppress(job.fetch()), suppress(job.parse()), suppress(job.merge()), suppress(job.index()):
                job.s0()
            job.s1()
            job.s2()
            job.s3()
            job.s4()
            job.s5()
            job.s6()
            job.s7()
            job.s8()
            job.s9()
            job.s10()
            job.s11()
            job.s12()
            return job
    """), code("""
        def copy(source, target):
            with open(source) as reader, open(target, 'w') as writer:
                writer.write(reader.read())
            return target
    """)),
    Attempt("logic_4", "steps-in-the-keys-of-a-tuple-of-subscript-targets", code("""
        _SINK = {}


        def nightly(job):
            job.start()
            [_SINK[job.fetch()], _SINK[job.parse()]], (_SINK[job.merge()], _SINK[job.index()]) = (0, 1), (2, 3)
            job.s1()
            job.s2()
            job.s3()
            job.s4()
            job.s5()
            job.s6()
            job.s7()
            job.s8()
            job.s9()
            job.s10()
            job.s11()
            job.s12()
            job.s13()
            return job
    """), code("""
        def swap(items, first, second):
            items[first], items[second] = items[second], items[first]
            return items
    """)),
]
LOGIC_5 += [
    Attempt("logic_5", "nested-ifs-kept-apart-by-an-idle-with-of-two-items", code("""
        from contextlib import nullcontext


        def ship(order):
            if order.paid:
                with nullcontext(), nullcontext(None):
                    if order.in_stock:
                        order.ship()
            return order
    """), code("""
        def ship(order):
            if order.paid and order.in_stock:
                order.ship()
            return order
    """)),
    Attempt("logic_5", "handler-of-only-a-nonlocal-declaration", code("""
        def reader(default):
            value = default

            def parse(text):
                nonlocal value
                try:
                    value = int(text)
                except ValueError:
                    nonlocal default
                return value

            return parse
    """), code("""
        from contextlib import suppress


        def reader(default):
            value = default

            def parse(text):
                nonlocal value
                with suppress(ValueError):
                    value = int(text)
                return value

            return parse
    """)),
    Attempt("logic_5", "search-loop-returning-the-name-it-tested", code("""
        def any_set(flags):
            for flag in flags:
                if flag:
                    return flag
            return False
    """), code("""
        def any_set(flags):
            return any(flags)
    """)),
]

# round 22, logicD22 (logic_3, logic_9) ---------------------------------------------------------
# Loops run for their effects drained by a counting reducer of `operator`; `and`/`or` actions
# handed to a module function that never reads its parameters; a function reaching itself
# through `pkgutil.resolve_name` of the module's name joined to text with `+`.
LOGIC_3 += [
    Attempt("logic_3", "effect-loops-drained-by-operator-count-of", code("""
        from operator import countOf


        def publish(item, sinks, mirrors):
            if not item:
                raise ValueError('empty')
            countOf(map(lambda sink: sink.write(item), sinks), None)
            countOf(map(lambda mirror: mirror.copy(item), mirrors), None)
            return item
    """), code("""
        def _write_all(sinks, item):
            for sink in sinks:
                sink.write(item)


        def publish(item, sinks, mirrors):
            if not item:
                raise ValueError('empty')
            _write_all(sinks, item)
            return item
    """)),
    Attempt("logic_3", "and-or-actions-handed-to-a-function-ignoring-its-arguments", code("""
        def _ignore(first, *rest):
            return None


        def store(path, text, dry_run, verbose):
            if not text:
                raise ValueError('empty')
            _ignore(dry_run or path.write_text(text, encoding='utf-8'),
                    verbose and print('saved', path))
            return text
    """), code("""
        def _note(first, *rest):
            return None


        def store(path, text, label):
            if not text:
                raise ValueError('empty')
            _note(label or 'unnamed')
            path.write_text(text, encoding='utf-8')
            return text
    """)),
]
LOGIC_9 += [
    Attempt("logic_9", "self-call-through-resolve-name-of-joined-text", code("""
        import pkgutil


        def count(node):
            again = pkgutil.resolve_name(__name__ + '.count')
            return 1 + sum(again(child) for child in node.children)
    """), code("""
        import pkgutil


        def count(node):
            total, stack = 1, list(node.children)
            while stack:
                total += 1
                stack.extend(stack.pop().children)
            return total


        TOOL = pkgutil.resolve_name(__name__ + ':count')
    """)),
    # round 22, lead: the module's name put into the text otherwise than at its head
    Attempt("logic_9", "self-call-through-resolve-name-of-formatted-text", code("""
        import pkgutil


        def count(node):
            again = pkgutil.resolve_name('%s:count' % __name__)
            return 1 + sum(again(child) for child in node.children)
    """), code("""
        def count(node):
            total, stack = 1, list(node.children)
            while stack:
                total += 1
                stack.extend(stack.pop().children)
            return total
    """)),
    Attempt("logic_9", "self-call-through-resolve-name-of-separator-joined-text", code("""
        import pkgutil


        def count(node):
            again = pkgutil.resolve_name(':'.join((__name__, 'count')))
            return 1 + sum(again(child) for child in node.children)
    """), code("""
        def count(node):
            total, stack = 1, list(node.children)
            while stack:
                total += 1
                stack.extend(stack.pop().children)
            return total
    """)),
]

# round 23, logicC23 (logic_5) ------------------------------------------------------------------
LOGIC_5 += [
    Attempt("logic_5", "nested-ifs-kept-apart-by-a-dropped-pure-builtin-call", code("""
        def label(item):
            if item.ready:
                str(item)
                if item.size > item.limit:
                    return 'big'
            return 'small'
    """), code("""
        def label(item):
            if item.ready and item.size > item.limit:
                return 'big'
            return 'small'
    """)),
    Attempt("logic_5", "nested-ifs-kept-apart-by-an-idle-try-that-only-reraises", code("""
        def ship(order):
            if order.paid:
                try:
                    if order.in_stock:
                        order.ship()
                except ValueError:
                    raise
            return order
    """), code("""
        def ship(order):
            if order.paid and order.in_stock:
                order.ship()
            return order
    """)),
    Attempt("logic_5", "nested-ifs-kept-apart-by-an-idle-try-finally", code("""
        def ship(order):
            if order.paid:
                try:
                    if order.in_stock:
                        order.ship()
                finally:
                    pass
            return order
    """), code("""
        def ship(order):
            if order.paid and order.in_stock:
                order.ship()
            return order
    """)),
    Attempt("logic_5", "search-loop-collecting-hits-into-a-list-tested-for-emptiness", code("""
        def any_late(tasks):
            late = []
            for task in tasks:
                if task.overdue:
                    late.append(task)
                    break
            return bool(late)
    """), code("""
        def any_late(tasks):
            return any(task.overdue for task in tasks)
    """)),
    Attempt("logic_5", "isinstance-mapped-over-a-repeated-subject-and-types", code("""
        def is_text(value):
            return any(map(isinstance, [value, value], [str, bytes]))
    """), code("""
        def is_text(value):
            return isinstance(value, (str, bytes))
    """)),
    Attempt("logic_5", "isinstance-starmapped-over-repeat-zipped-with-types", code("""
        from itertools import repeat, starmap

        KINDS = (str, bytes)


        def is_text(value):
            return any(starmap(isinstance, zip(repeat(value), KINDS)))
    """), code("""
        KINDS = (str, bytes)


        def is_text(value):
            return isinstance(value, KINDS)
    """)),
]

# round 23, logicB23 (logic_2, logic_4) -------------------------------------------------------
# A generator's items drained whole and their first read back in order (a joined text cut up
# again, counted); lambdas kept in keyword namespaces or attributes and run from there.
LOGIC_2 += [
    Attempt("logic_2", "generator-joined-and-split-again-first-word", code("""
        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return ' '.join(_grades(score)).split()[0]
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-joined-and-partitioned-first-part", code("""
        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return ','.join(_grades(score)).partition(',')[0]
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-counted-most-common-of-distinct-items", code("""
        import collections


        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return collections.Counter(_grades(score)).most_common(1)[0][0]
    """), TEE_TWIN, R2),
    Attempt("logic_2", "generator-counted-and-first-key-taken", code("""
        import collections


        def _grades(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            yield 'F'


        def grade(score):
            return next(iter(collections.Counter(_grades(score))))
    """), TEE_TWIN, R2),
]

_STEPS_TWIN = code("""
    def _prepare(server, version):
        server.lock()
        server.drain()
        server.fetch(version)


    def _release(server, version):
        server.migrate(version)
        server.start()
        server.unlock()


    def deploy(server, version):
        _prepare(server, version)
        _release(server, version)
""")
_STEP_CALLS = """server.lock(),
                server.drain(),
                server.stop(),
                server.backup(),
                server.fetch(version),
                server.verify(version),
                server.unpack(version),
                server.migrate(version),
                server.build(),
                server.test(),
                server.switch(version),
                server.start(),
                server.warm(),
                server.check(),
                server.announce(version),
                server.unlock(),"""
_STEP_LAMBDAS = "\n".join(
    f"                s{number}=lambda: {call.strip().rstrip(',')},"
    for number, call in enumerate(_STEP_CALLS.splitlines())
)
LOGIC_4 += [
    Attempt("logic_4", "calls-packed-in-a-lambda-kept-as-a-namespace-keyword", code(f"""
        from types import SimpleNamespace


        def deploy(server, version):
            plan = SimpleNamespace(run=lambda: (
                {_STEP_CALLS}
            ))
            plan.run()
    """), _STEPS_TWIN),
    Attempt("logic_4", "calls-packed-in-a-lambda-stored-as-an-attribute", code(f"""
        class _Plan:
            pass


        def deploy(server, version):
            plan = _Plan()
            plan.run = lambda: (
                {_STEP_CALLS}
            )
            plan.run()
    """), _STEPS_TWIN),
    Attempt("logic_4", "calls-packed-in-a-lambda-read-from-a-dict-call-by-key", code(f"""
        def deploy(server, version):
            tasks = dict(run=lambda: (
                {_STEP_CALLS}
            ))
            tasks['run']()
    """), _STEPS_TWIN),
    Attempt("logic_4", "one-call-lambdas-in-a-dict-call-run-one-by-one", code(f"""
        def deploy(server, version):
            steps = dict(
{_STEP_LAMBDAS}
            )
            for step in steps.values():
                step()
    """), _STEPS_TWIN),
]

# round 23, logicA23 (logic_1, logic_3: choices made through a helper, records given fields later
# or by place) ----------------------------------------------------------------------------------
_L23_TWIN = code("""
    def _sign(n):
        return 'negative' if n < 0 else 'positive'


    def _parity(n):
        return 'even' if n % 2 == 0 else 'odd'


    def describe(n):
        return f'{_sign(n)} {_parity(n)}'
""")
LOGIC_1 += [
    Attempt("logic_1", "conditional-expression-written-as-a-helper-function", code("""
        def _pick(test, no, yes):
            return [no, yes][test]


        def describe(n):
            return ' '.join((
                _pick(n < 0, 'pos', 'neg'),
                _pick(n % 2 == 0, 'odd', 'even'),
                _pick(abs(n) > 100, 'small', 'large'),
                _pick(yes='zero', no='nonzero', test=n == 0),
                _pick(n % 5 == 0, 'plain', 'fivefold'),
            ))
    """), _L23_TWIN),
    Attempt("logic_1", "truth-tests-stored-later-on-an-empty-namespace", code("""
        import types


        def describe(n):
            facts = types.SimpleNamespace()
            facts.neg = n < 0
            facts.even = n % 2 == 0
            setattr(facts, 'large', abs(n) > 100)
            facts.zero = n == 0
            facts.five = n % 5 == 0
            return ' '.join((
                ('pos', 'neg')[facts.neg],
                ('odd', 'even')[facts.even],
                ('small', 'large')[facts.large],
                ('nonzero', 'zero')[facts.zero],
                ('plain', 'five')[facts.five],
            ))
    """), _L23_TWIN),
    Attempt("logic_1", "truth-tests-stored-later-on-an-object-of-a-plain-class", code("""
        class _Facts:
            pass


        def describe(n):
            facts = _Facts()
            facts.neg = n < 0
            facts.even = n % 2 == 0
            facts.large = abs(n) > 100
            facts.zero = n == 0
            facts.five = n % 5 == 0
            return ' '.join((
                ('pos', 'neg')[facts.neg],
                ('odd', 'even')[facts.even],
                ('small', 'large')[facts.large],
                ('nonzero', 'zero')[facts.zero],
                ('plain', 'five')[facts.five],
            ))
    """), _L23_TWIN),
]
LOGIC_3 += [
    Attempt("logic_3", "truth-tests-in-a-namedtuple-built-by-place", code("""
        import collections

        _Facts = collections.namedtuple('_Facts', ['neg', 'even'])


        def describe(n):
            facts = _Facts(n < 0, n % 2 == 0)
            return f"{('pos', 'neg')[facts.neg]} {('odd', 'even')[facts.even]}"
    """), _L23_TWIN),
    Attempt("logic_3", "truth-tests-in-a-typed-named-tuple-class-built-by-place", code("""
        from typing import NamedTuple


        class _Facts(NamedTuple):
            neg: bool
            even: bool


        def describe(n):
            facts = _Facts(n < 0, n % 2 == 0)
            return f"{('pos', 'neg')[facts.neg]} {('odd', 'even')[facts.even]}"
    """), _L23_TWIN),
    Attempt("logic_3", "truth-tests-in-a-dataclass-built-by-place", code("""
        import dataclasses


        @dataclasses.dataclass
        class _Facts:
            neg: bool
            even: bool


        def describe(n):
            facts = _Facts(n < 0, n % 2 == 0)
            return f"{('pos', 'neg')[facts.neg]} {('odd', 'even')[facts.even]}"
    """), _L23_TWIN),
]

# round 23, logicD23 (logic_6, logic_8, logic_9) -----------------------------------------------
LOGIC_6 += [
    Attempt("logic_6", "append-loop-whose-empty-list-a-walrus-statement-starts", code("""
        def lengths(words):
            (sizes := [])
            for word in words:
                sizes.extend([len(word)])
            return sizes
    """), code("""
        def lengths(words):
            return [len(word) for word in words]
    """)),
    Attempt("logic_6", "append-loop-whose-empty-list-a-tuple-unpacking-starts", code("""
        def tagged(names):
            found, mark = [], '#'
            for name in names:
                item = mark + name
                found.append(item)
            return found
    """), code("""
        def tagged(names):
            mark = '#'
            return [mark + name for name in names]
    """)),
]
LOGIC_8 += [
    Attempt("logic_8", "comparison-dunder-of-a-number-handed-over-uncalled", code("""
        def passing(scores):
            return sorted(filter((50).__le__, scores))
    """), code("""
        PASS_MARK = 50


        def passing(scores):
            return sorted(score for score in scores if score >= PASS_MARK)
    """)),
    Attempt("logic_8", "comparison-dunder-bound-by-methodcaller", code("""
        from operator import methodcaller


        def too_loud(level):
            return methodcaller('__ge__', 85)(level)
    """), code("""
        LOUDNESS_LIMIT = 85


        def too_loud(level):
            return level >= LOUDNESS_LIMIT
    """)),
    Attempt("logic_8", "tuple-compare-padded-with-unequal-constants", code("""
        def is_senior(age):
            return (age, 1, 'b') > (64, 0, 'a')
    """), code("""
        SENIOR_AGE = 65


        def is_senior(age):
            return age >= SENIOR_AGE
    """)),
    Attempt("logic_8", "number-wrapped-in-a-numpy-array-then-compared", code("""
        import numpy


        def hot(readings):
            return numpy.asarray(readings) >= numpy.array(30)
    """), code("""
        import numpy

        HOT_CELSIUS = 30


        def hot(readings):
            return numpy.asarray(readings) >= HOT_CELSIUS
    """)),
]
LOGIC_9 += [
    Attempt("logic_9", "recursion-through-bytes-of-each-child", code("""
        class Packet:
            def __init__(self, payload, children=()):
                self.payload = payload
                self.children = list(children)

            def __bytes__(self):
                return self.payload + b''.join(bytes(child) for child in self.children)
    """), code("""
        class Packet:
            def __init__(self, payload, children=()):
                self.payload = payload
                self.children = list(children)

            def __bytes__(self):
                out, stack = [], [self]
                while stack:
                    packet = stack.pop()
                    out.append(packet.payload)
                    stack.extend(reversed(packet.children))
                return b''.join(out)
    """)),
    Attempt("logic_9", "recursion-through-complex-of-each-child", code("""
        class Phasor:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __complex__(self):
                total = complex(self.value)
                for child in self.children:
                    total += complex(child)
                return total
    """), code("""
        class Phasor:
            def __init__(self, value, children=()):
                self.value = value
                self.children = list(children)

            def __complex__(self):
                total, stack = 0j, [self]
                while stack:
                    phasor = stack.pop()
                    total += complex(phasor.value)
                    stack.extend(phasor.children)
                return total
    """)),
]


# round 24, logica
# logic_2: a `raise` right after a store into a name or attribute that a catching
#   handler's `return` reads is an exit; a generator bound to a name read only once by
#   `next()` has its yields counted as exits.
# logic_4: a lambda given as a parameter's default and called as a statement counts its
#   body's statements for the function.
# logic_5: `next()` of a scan for an equal key with a default is `dict.get`; nested tests
#   with a one-case match among them are nested ifs (also in a returned flag).
# l3-staticmethod-lambda's twin is not honest at max_branches=2 (four outcomes need three
#   tests), so it is not covered here.

LOGIC_2 += [
    Attempt("logic_2", "store-attribute-then-raise", code("""
        class _Found(Exception):
            pass


        class Router:
            def __init__(self):
                self.found = None

            def route(self, path):
                try:
                    if path == '/':
                        self.found = 'index'
                        raise _Found
                    if path.startswith('/api/'):
                        self.found = 'api'
                        raise _Found
                    if path.endswith('.json'):
                        self.found = 'json'
                        raise _Found
                except _Found:
                    return self.found
                return 'not_found'
    """), code("""
        PREFIXES = (('/api/', 'api'), ('/static/', 'static'))


        class Router:
            def route(self, path):
                name = 'not_found'
                if path == '/':
                    name = 'index'
                for prefix, handler in PREFIXES:
                    if path.startswith(prefix):
                        name = handler
                return name
    """)),
    Attempt("logic_2", "store-name-then-raise", code("""
        class _Done(Exception):
            pass


        def size_label(n):
            label = 'huge'
            try:
                if n < 10:
                    label = 'small'
                    raise _Done
                if n < 100:
                    label = 'medium'
                    raise _Done
                if n < 1000:
                    label = 'large'
                    raise _Done
            except _Done:
                return label
            return label
    """), code("""
        import bisect

        BOUNDS = (10, 100, 1000)
        LABELS = ('small', 'medium', 'large', 'huge')


        def size_label(n):
            return LABELS[bisect.bisect_right(BOUNDS, n)]
    """)),
    Attempt("logic_2", "generator-bound-then-next", code("""
        def _candidates(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            if score >= 70:
                yield 'C'
            yield 'F'


        def letter_grade(score):
            grades = _candidates(score)
            first = next(grades)
            return first
    """), code("""
        CUTOFFS = ((90, 'A'), (80, 'B'), (70, 'C'))


        def letter_grade(score):
            grade = 'F'
            for cutoff, letter in reversed(CUTOFFS):
                if score >= cutoff:
                    grade = letter
            return grade
    """)),
]

LOGIC_4 += [
    Attempt("logic_4", "statements-in-default-lambda", code("""
        import argparse


        def build_parser(
            parser=None,
            _setup=lambda p: [
                p.add_argument('src'),
                p.add_argument('dest'),
                p.add_argument('--verbose', action='store_true'),
                p.add_argument('--dry-run', action='store_true'),
                p.add_argument('--jobs', type=int, default=4),
                p.add_argument('--include', action='append', default=[]),
                p.add_argument('--exclude', action='append', default=[]),
                p.add_argument('--config'),
                p.add_argument('--log-file'),
                p.add_argument('--timeout', type=float, default=30.0),
                p.add_argument('--retries', type=int, default=3),
                p.add_argument('--color', choices=['auto', 'always', 'never']),
                p.add_argument('--profile'),
                p.add_argument('--no-cache', action='store_true'),
                p.add_argument('--format', choices=['text', 'json']),
                p.add_argument('--output'),
                p.add_argument('--version', action='version', version='1.0'),
            ],
        ):
            parser = parser or argparse.ArgumentParser(prog='sync')
            _setup(parser)
            return parser
    """), code("""
        import argparse

        OPTIONS = (
            ('src', {}),
            ('dest', {}),
            ('--verbose', {'action': 'store_true'}),
            ('--jobs', {'type': int, 'default': 4}),
            ('--format', {'choices': ['text', 'json']}),
        )


        def build_parser(log=lambda text: None):
            parser = argparse.ArgumentParser(prog='sync')
            for flag, options in OPTIONS:
                parser.add_argument(flag, **options)
            log('parser built')
            return parser
    """)),
]

LOGIC_5 += [
    Attempt("logic_5", "next-scan-items-as-get", code("""
        DEFAULT_TIMEOUT = 30


        def timeout_for(settings, service):
            timeouts = settings['timeouts']
            value = next((v for k, v in timeouts.items() if k == service), DEFAULT_TIMEOUT)
            return float(value)
    """), code("""
        DEFAULT_TIMEOUT = 30


        def timeout_for(settings, service):
            return float(settings['timeouts'].get(service, DEFAULT_TIMEOUT))
    """)),
    Attempt("logic_5", "next-scan-keys-as-get", code("""
        def color_of(palette, name):
            return next((palette[key] for key in palette if name == key), '#000000')
    """), code("""
        def color_of(palette, name):
            return next((palette[key] for key in palette if key.lower() == name), '#000000')
    """)),
    Attempt("logic_5", "one-case-match-between-ifs", code("""
        def can_publish(user, post):
            allowed = False
            if user.is_active:
                match post.draft:
                    case True:
                        if user.role in ('editor', 'admin'):
                            allowed = True
            return allowed
    """), code("""
        def can_publish(user, post):
            return user.is_active and post.draft and user.role in ('editor', 'admin')
    """)),
    Attempt("logic_5", "one-case-match-flag-returned", code("""
        def is_weekend(day):
            weekend = False
            match day:
                case 'sat' | 'sun':
                    weekend = True
            return weekend
    """), code("""
        def is_weekend(day):
            return day in ('sat', 'sun')
    """)),
]


# round 24, logicb
# logic_9: a name bound to operator.methodcaller('m') reaches the module methods `m` at each
#   use; `self[k]` by another key inside `__missing__` runs `__missing__` again; `self.x: C`
#   annotations in methods count for protocols (`f'{self.left}'` in `__str__`).
# error_4: `TEMPLATE % x` / `.__mod__` / string.Template `substitute` in a raise, and
#   `raise _factory(x)` returning an exception built with worded inline text.
# Left open: e4-require (a validator raising only for some values; honest twins use it).

LOGIC_9 += [
    Attempt("logic_9", "methodcaller-bound-to-a-name", code("""
        import operator

        _size = operator.methodcaller('total_size')


        class Folder:
            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders: list['Folder'] = subfolders

            def total_size(self):
                own = sum(f.size for f in self.files)
                return own + sum(map(_size, self.subfolders))
    """), code("""
        class Folder:
            def __init__(self, files, subfolders):
                self.files = files
                self.subfolders: list['Folder'] = subfolders

            def total_size(self):
                total, stack = 0, [self]
                while stack:
                    folder = stack.pop()
                    total += sum(f.size for f in folder.files)
                    stack.extend(folder.subfolders)
                return total
    """)),
    Attempt("logic_9", "methodcaller-alias-called", code("""
        from operator import methodcaller

        _get = methodcaller('depth')
        again = _get


        class Node:
            def __init__(self, kids):
                self.kids: list['Node'] = kids

            def depth(self):
                return 1 + max((again(k) for k in self.kids), default=0)
    """), code("""
        class Node:
            def __init__(self, kids):
                self.kids: list['Node'] = kids

            def depth(self):
                best, stack = 0, [(self, 1)]
                while stack:
                    node, level = stack.pop()
                    best = max(best, level)
                    stack.extend((k, level + 1) for k in node.kids)
                return best
    """)),
    Attempt("logic_9", "missing-reads-other-key", code("""
        class Fibonacci(dict):
            def __missing__(self, n):
                if n < 2:
                    return n
                value = self[n - 1] + self[n - 2]
                self[n] = value
                return value


        def fib(n):
            return Fibonacci()[n]
    """), code("""
        class Squares(dict):
            def __missing__(self, key):
                self[key] = key * key
                return self[key]


        def fib(n):
            previous, current = 0, 1
            for _ in range(n):
                previous, current = current, previous + current
            return previous
    """)),
    # The key read back is the key just stored (after rebinding it): no recursion.
    Attempt("logic_9", "missing-stores-what-other-keys-give", code("""
        class Fibonacci(dict):
            def __missing__(self, n):
                self[n] = n if n < 2 else self[n - 1] + self[n - 2]
                return self[n]
    """), code("""
        class Folded(dict):
            \"\"\"Look keys up case-blind in a parent mapping, caching each.\"\"\"

            def __init__(self, parent):
                super().__init__()
                self.parent = parent

            def __missing__(self, key):
                key = key.lower()
                self[key] = self.parent.get(key)
                return self[key]
    """)),
    Attempt("logic_9", "str-fstring-of-annotated-children", code("""
        class Expr:
            def __init__(self, op, left=None, right=None, value=None):
                self.op = op
                self.left: 'Expr | None' = left
                self.right: 'Expr | None' = right
                self.value = value

            def __str__(self):
                if self.op == 'num':
                    return str(self.value)
                return f'({self.left} {self.op} {self.right})'
    """), code("""
        class Expr:
            def __init__(self, op, left=None, right=None, value=None):
                self.op = op
                self.left: 'Expr | None' = left
                self.right: 'Expr | None' = right
                self.value = value

            def __str__(self):
                parts, stack = [], [self]
                while stack:
                    item = stack.pop()
                    if isinstance(item, str):
                        parts.append(item)
                    elif item.op == 'num':
                        parts.append(str(item.value))
                    else:
                        stack.extend([')', item.right, f' {item.op} ', item.left, '('])
                return ''.join(parts)
    """)),
    Attempt("logic_9", "len-of-annotated-child", code("""
        from typing import Optional


        class Chain:
            def __init__(self, rest):
                self.rest: Optional['Chain'] = rest

            def __len__(self):
                return 1 + (len(self.rest) if self.rest is not None else 0)
    """), code("""
        from typing import Optional


        class Chain:
            def __init__(self, rest):
                self.rest: Optional['Chain'] = rest

            def __len__(self):
                count, link = 0, self
                while link is not None:
                    count += 1
                    link = link.rest
                return count
    """)),
]


# round 25, logica
# logic_2: a call, as a statement of a `try` block, of a module function that always
#   raises right after a store into a place a catching handler's `return` reads
#   (`self._store(v)` doing `self.found = v` / `raise StopIteration`) is an exit.
# logic_3 (false failure): a conditional expression assigned to a name one of its sides
#   leaves as it is (`total = step(total) if ok else total`) is an `if` with no `else`,
#   one branch, not two.
# l3-ternary-stmt's and l3-listcomp-if's twins are not honest at max_branches=2 (an
#   if/else around a conditional expression; a loop, an if and a conditional expression).
# l2-walrus-stop is left open: a first-match search among candidates, no exit hidden.

LOGIC_2 += [
    Attempt("logic_2", "store-in-helper-then-raise", code("""
        class Resolver:
            def __init__(self):
                self.found = None

            def _store(self, value):
                self.found = value
                raise StopIteration

            def display_name(self, acct):
                try:
                    if acct.get('nickname'):
                        self._store(acct['nickname'])
                    if acct.get('email'):
                        self._store(acct['email'].split('@')[0])
                    self._store(f"user-{acct['id']}")
                except StopIteration:
                    return self.found
                return ''
    """), code("""
        class Resolver:
            def display_name(self, acct):
                email = acct.get('email') or ''
                candidates = (acct.get('nickname'), email.split('@')[0] or None)
                return next((c for c in candidates if c), f"user-{acct['id']}")
    """)),
    Attempt("logic_2", "store-in-helper-then-raise-own-exception", code("""
        class _Done(Exception):
            pass


        class Grader:
            def __init__(self):
                self.result = None

            def _give(self, letter):
                self.result = letter
                raise _Done

            def grade(self, score):
                try:
                    if score >= 90:
                        self._give('A')
                    if score >= 80:
                        self._give('B')
                    self._give('C')
                except _Done:
                    return self.result
                return None
    """), code("""
        class Grader:
            def grade(self, score):
                if score >= 90:
                    return 'A'
                return 'B' if score >= 80 else 'C'
    """)),
]

LOGIC_3 += [
    Attempt("logic_3", "ifexp-keeping-the-name-is-an-if", code("""
        _DISCOUNTS = (
            ('member', lambda t: t * 0.9),
            ('student', lambda t: t * 0.95),
        )


        def apply_discounts(total, user):
            for flag, step in _DISCOUNTS:
                total = step(total) if user.get(flag) else 0
            return total
    """), code("""
        _DISCOUNTS = (
            ('member', lambda t: t * 0.9),
            ('student', lambda t: t * 0.95),
        )


        def apply_discounts(total, user):
            for flag, step in _DISCOUNTS:
                total = step(total) if user.get(flag) else total
            return total
    """)),
]


# round 25, logicb
# logic_5: an index `while` search loop (`if c: return True` then a counter step before
#   `return False`) also counts with the step written `i = i + 1` / `i = i - 1` and with
#   the `if` after plain names bound to values calling nothing (`inv = invoices[i]`).
# Left open: l4-dict-of-calls (a dict of many calls is an honest serializer/summary shape),
#   l6-setdefault (setdefault keeps the first value of a repeated key; uniqueness of keys
#   is not decidable), l8-zorp (whether a name is meaningful is semantic).

LOGIC_5 += [
    Attempt("logic_5", "index-while-search-with-item-name", code("""
        def has_overdue(invoices: list, today) -> bool:
            \"\"\"Return True if any invoice is overdue.\"\"\"
            i = 0
            while i < len(invoices):
                inv = invoices[i]
                if inv.due < today and not inv.paid:
                    return True
                i = i + 1
            return False
    """), code("""
        def has_overdue(invoices: list, today) -> bool:
            \"\"\"Return True if any invoice is overdue.\"\"\"
            return any(inv.due < today and not inv.paid for inv in invoices)
    """)),
    Attempt("logic_5", "index-while-all-counting-down", code("""
        def all_positive(values: list) -> bool:
            \"\"\"Return True if every value is above zero.\"\"\"
            index = len(values) - 1
            while index >= 0:
                value = values[index]
                scaled = value * 2
                if scaled <= 0:
                    return False
                index = index - 1
            return True
    """), code("""
        def all_positive(values: list) -> bool:
            \"\"\"Return True if every value is above zero.\"\"\"
            return all(value * 2 > 0 for value in values)
    """)),
]


# round 26, logic2
# Closed in logic_2 (max_returns):
# - a module function (or lambda, or class) that always raises a value, handed uncalled to a
#   call in a `try` block (`map(_give, ...)`, `sorted(..., key=_stop)`) whose handler returns
#   what it caught: each such call is one more exit, as a direct call already was;
# - a generator whose first true item alone is taken (`reduce(lambda a, b: a or b, gen)`,
#   `next(filter(None, gen))`) when every item it yields is true as written;
# - store-then-raise in a `with` block a manager may swallow (`contextlib.suppress`, an
#   `ExitStack` handed an exit callback, the module's own) read by a later `return`.

LOGIC_2 += [
    Attempt("logic_2", "reduce-or-generator", code("""
        from functools import reduce


        def _grade(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            if score >= 70:
                yield 'C'
            if score >= 60:
                yield 'D'
            yield 'F'


        def grade(score):
            \"\"\"Return the letter grade for a score.\"\"\"
            return reduce(lambda first, later: first or later, _grade(score))
    """), code("""
        import bisect

        _CUTOFFS = (60, 70, 80, 90)


        def grade(score):
            \"\"\"Return the letter grade for a score.\"\"\"
            letter = 'FDCBA'[bisect.bisect_right(_CUTOFFS, score)]
            return letter
    """)),
    Attempt("logic_2", "filter-none-true-yields", code("""
        def _size(n):
            if n < 10:
                yield 'small'
            if n < 100:
                yield 'medium'
            if n < 1000:
                yield 'large'
            yield 'huge'


        def size(n):
            \"\"\"Name the size of a count.\"\"\"
            return next(filter(None, _size(n)))
    """), code("""
        def first_name(names):
            \"\"\"Return the first non-empty name, if any.\"\"\"
            return next(filter(None, names), None)
    """)),
    Attempt("logic_2", "map-raiser", code("""
        class _Found(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def _give(value):
            raise _Found(value)


        def parse_flag(text):
            \"\"\"Return the boolean meaning of a config flag.\"\"\"
            word = text.strip().lower()
            try:
                if word in ('1', 'yes', 'true', 'on'):
                    list(map(_give, (True,)))
                if word in ('0', 'no', 'false', 'off'):
                    list(map(_give, (False,)))
                if not word:
                    list(map(_give, (None,)))
            except _Found as hit:
                return hit.value
            raise ValueError(f'bad flag: {text!r}')
    """), code("""
        import json


        def _reject(name):
            raise ValueError(f'unsupported constant {name}')


        def load(text):
            \"\"\"Parse JSON, refusing NaN and Infinity.\"\"\"
            try:
                data = json.loads(text, parse_constant=_reject)
            except ValueError as exc:
                data = {'error': str(exc)}
            return data
    """)),
    Attempt("logic_2", "sorted-key-raise", code("""
        class _Hit(Exception):
            pass


        def _stop(value):
            raise _Hit(value)


        def find_port(config):
            \"\"\"Return the port named in a config dict.\"\"\"
            try:
                if 'port' in config:
                    sorted((config['port'],), key=_stop)
                if 'PORT' in config:
                    sorted((config['PORT'],), key=_stop)
                if 'url' in config:
                    sorted((config['url'].rsplit(':', 1)[-1],), key=_stop)
            except _Hit as hit:
                return int(hit.args[0])
            return 8080
    """), code("""
        _KEYS = ('port', 'PORT')


        def find_port(config):
            \"\"\"Return the port named in a config dict.\"\"\"
            found = next((config[key] for key in _KEYS if key in config), None)
            if found is None and 'url' in config:
                found = config['url'].rsplit(':', 1)[-1]
            return 8080 if found is None else int(found)
    """)),
    Attempt("logic_2", "exitstack-store-raise", code("""
        import contextlib


        class _Done(Exception):
            pass


        def http_reason(code):
            \"\"\"Return a short reason phrase for an HTTP status.\"\"\"
            box = []
            with contextlib.ExitStack() as stack:
                stack.push(lambda kind, exc, tb: kind is _Done)
                if code == 200:
                    box.append('OK')
                    raise _Done
                if code == 404:
                    box.append('Not Found')
                    raise _Done
                if code == 500:
                    box.append('Server Error')
                    raise _Done
                box.append('Unknown')
            return box[0]
    """), code("""
        import contextlib


        def read_all(paths):
            \"\"\"Return the text of each file, read together.\"\"\"
            with contextlib.ExitStack() as stack:
                files = [stack.enter_context(open(path)) for path in paths]
                texts = [handle.read() for handle in files]
            return texts
    """)),
    Attempt("logic_2", "suppress-store-raise", code("""
        import contextlib


        class _Done(Exception):
            pass


        def http_reason(code):
            \"\"\"Return a short reason phrase for an HTTP status.\"\"\"
            reason = 'Unknown'
            with contextlib.suppress(_Done):
                if code == 200:
                    reason = 'OK'
                    raise _Done
                if code == 404:
                    reason = 'Not Found'
                    raise _Done
                if code == 500:
                    reason = 'Server Error'
                    raise _Done
            return reason
    """), code("""
        import contextlib
        import os


        def remove_quietly(path):
            \"\"\"Remove a file, saying whether it was there.\"\"\"
            removed = False
            with contextlib.suppress(FileNotFoundError):
                os.remove(path)
                removed = True
            return removed
    """)),
]


# round 26, logic3
# logic_3: a literal table of rows holding lambdas that return truth tests, whose first
#   true row `next` picks (through `compress`/`map`/names), counts a branch per such row.
# logic_3: `stack.push(<lambda or module function>)` on an ExitStack is an except written
#   by hand, one branch.
# logic_3: a getattr name repeating text by a count (`'_send' + '_preview' * dry_run`)
#   counts one branch per module function it fits, repeated part there or not.
# logic_1: names bound once to truth tests, listed in a table read via .items()/.values()/
#   .index(), count as listed truth tests.
# l3-filter-lambda-chain's twin is not honest: its conditional expression is an if and an
#   else (4 branches in thermostat).

LOGIC_3 += [
    Attempt("logic_3", "lambda-rows-first-true-by-compress", code("""
        import itertools

        _ACTIONS = (
            (lambda t: t is None, 'unknown'),
            (lambda t: t < -10, 'alarm'),
            (lambda t: t < 5, 'heat'),
            (lambda t: t > 30, 'cool'),
        )


        def thermostat(reading):
            hits = itertools.compress(
                (label for _, label in _ACTIONS),
                map(lambda row: row[0](reading), _ACTIONS),
            )
            return next(hits, 'idle')
    """), code("""
        def _cold_action(reading):
            return 'alarm' if reading < -10 else 'heat'


        def _warm_action(reading):
            return 'cool' if reading > 30 else 'idle'


        def _known(reading):
            return _cold_action(reading) if reading < 5 else _warm_action(reading)


        def thermostat(reading):
            if reading is None:
                return 'unknown'
            return _known(reading)
    """)),
    Attempt("logic_3", "lambda-rows-first-true-by-filter", code("""
        RULES = [
            [lambda n: n % 15 == 0, 'FizzBuzz'],
            [lambda n: n % 3 == 0, 'Fizz'],
            [lambda n: n % 5 == 0, 'Buzz'],
        ]


        def word(n):
            found = filter(lambda row: row[0](n), RULES)
            return next(found, [None, str(n)])[1]
    """), code("""
        def word(n):
            text = 'Fizz' * (n % 3 == 0) + 'Buzz' * (n % 5 == 0)
            return text or str(n)
    """)),
    Attempt("logic_3", "exitstack-pushed-handlers", code("""
        import contextlib


        def load_settings(path, env):
            settings = {'debug': False, 'workers': 2}
            with contextlib.ExitStack() as stack:
                stack.push(lambda *exc: exc[0] is not None and issubclass(exc[0], OSError))
                handle = stack.enter_context(open(path, encoding='utf-8'))
                for line in handle:
                    key, _, value = line.partition('=')
                    settings[key.strip()] = value.strip()
            with contextlib.ExitStack() as stack:
                stack.push(lambda *exc: exc[0] is KeyError)
                settings['workers'] = int(env['WORKERS'])
            return settings
    """), code("""
        import contextlib


        def _read_pairs(path):
            with contextlib.suppress(OSError), open(path, encoding='utf-8') as handle:
                return dict(_split(line) for line in handle)
            return {}


        def _split(line):
            key, _, value = line.partition('=')
            return key.strip(), value.strip()


        def load_settings(path, env):
            settings = {'debug': False, 'workers': int(env.get('WORKERS', 2))}
            settings.update(_read_pairs(path))
            return settings
    """)),
    Attempt("logic_3", "exitstack-pushed-module-function", code("""
        from contextlib import ExitStack


        def _quiet(kind, value, trace):
            return kind is KeyError


        def workers(env, default):
            result = default
            stack = ExitStack()
            with stack:
                stack.push(_quiet)
                result = int(env['WORKERS'])
            for name in ('THREADS', 'CORES'):
                result = max(result, int(env.get(name, 0)))
            if result < 1:
                result = 1
            return result
    """), code("""
        def workers(env, default):
            result = int(env.get('WORKERS', default))
            for name in ('THREADS', 'CORES'):
                result = max(result, int(env.get(name, 0)))
            return result
    """)),
    Attempt("logic_3", "getattr-name-of-text-repeated-by-flags", code("""
        class Mailer:
            def __init__(self, transport):
                self.transport = transport

            def _send(self, msg):
                self.transport.deliver(msg)

            def _send_preview(self, msg):
                print(msg)

            def _send_preview_log(self, msg):
                print('[LOG]', msg)

            def dispatch(self, msg, dry_run, verbose):
                name = '_send' + '_preview' * dry_run + '_log' * (dry_run and verbose)
                getattr(self, name)(msg)
    """), code("""
        class Mailer:
            def __init__(self, transport):
                self.transport = transport

            def _preview(self, msg, verbose):
                prefix = '[LOG] ' if verbose else ''
                print(f'{prefix}{msg}')

            def dispatch(self, msg, dry_run, verbose):
                if dry_run:
                    self._preview(msg, verbose)
                else:
                    self.transport.deliver(msg)
    """)),
    Attempt("logic_3", "getattr-name-of-text-repeated-inline", code("""
        def _render(report):
            return str(report)


        def _render_json(report):
            return repr(report)


        def _render_json_pretty(report):
            return repr(report).replace(',', ',\\n')


        def render(report, as_json, pretty):
            return globals()['_render' + '_json' * as_json + '_pretty' * pretty](report)
    """), code("""
        def _json(report, pretty):
            text = repr(report)
            return text.replace(',', ',\\n') if pretty else text


        def render(report, as_json, pretty):
            if as_json:
                return _json(report, pretty)
            return str(report)
    """)),
]
# Left open (judged): named truth tests read through `.items()` or `.index()`; honest
# check-lists that log, print or serialise every named check read the same (a hunt's
# false failures), so the rule was withdrawn.
LOGIC_1 += [
    Attempt("logic_1", "named-tests-listed-in-a-dict", code("""
        def triage(temp, pulse, conscious, bleeding):
            fever = temp > 39.0
            racing = pulse > 120
            faint = not conscious
            severe = bleeding and racing
            checks = {
                'red': severe,
                'orange': faint,
                'yellow': fever and racing,
                'green': fever,
            }
            levels = [name for name, hit in checks.items() if hit]
            return (levels + ['white'])[0]
    """), code("""
        def _urgent(pulse, conscious, bleeding):
            if bleeding and pulse > 120:
                return 'red'
            return None if conscious else 'orange'


        def triage(temp, pulse, conscious, bleeding):
            level = _urgent(pulse, conscious, bleeding)
            if level:
                return level
            if temp <= 39.0:
                return 'white'
            return 'yellow' if pulse > 120 else 'green'
    """), open=True),
    Attempt("logic_1", "named-tests-listed-then-indexed", code("""
        def grade(score):
            top = score >= 90
            good = score >= 75
            fair = score >= 60
            weak = score >= 40
            tests = [top, good, fair, weak, True]
            return 'ABCDF'[tests.index(True)]
    """), code("""
        _BANDS = ((90, 'A'), (75, 'B'), (60, 'C'), (40, 'D'))


        def grade(score):
            return next((letter for low, letter in _BANDS if score >= low), 'F')
    """), open=True),
]


# round 26, logicx
# logic_8: thresholds a value is placed among by bisect.bisect/_left/_right,
#   np.searchsorted or np.digitize (a literal, or a lowercase name bound once to one)
#   are compared with it, so a magic number there fails.
# logic_6: a collection emptied in place (`del out[:]`, `out.clear()`, any place, also an
#   alias) and then refilled by a loop that only appends is an append loop from empty.

LOGIC_8 += [
    Attempt("logic_8", "bisect-over-literal-thresholds", code("""
        import bisect


        def bmi_category(bmi):
            \"\"\"Return the BMI category name.\"\"\"
            names = ('underweight', 'normal', 'overweight', 'obese')
            return names[bisect.bisect_right([18.5, 25, 30], bmi)]
    """), code("""
        import bisect

        UNDERWEIGHT_LIMIT = 18.5
        NORMAL_LIMIT = 25
        OVERWEIGHT_LIMIT = 30
        _LIMITS = (UNDERWEIGHT_LIMIT, NORMAL_LIMIT, OVERWEIGHT_LIMIT)


        def bmi_category(bmi):
            \"\"\"Return the BMI category name.\"\"\"
            names = ('underweight', 'normal', 'overweight', 'obese')
            return names[bisect.bisect_right(_LIMITS, bmi)]
    """)),
    Attempt("logic_8", "digitize-over-lowercase-thresholds", code("""
        from numpy import digitize


        def grade(score):
            cuts = (50, 65, 80)
            return 'DCBA'[int(digitize(score, cuts))]
    """), code("""
        from numpy import digitize

        PASS_MARK = 50
        MERIT_MARK = 65
        DISTINCTION_MARK = 80
        CUTS = (PASS_MARK, MERIT_MARK, DISTINCTION_MARK)


        def grade(score):
            return 'DCBA'[int(digitize(score, CUTS))]
    """)),
]

LOGIC_6 += [
    Attempt("logic_6", "alias-emptied-by-del-slice-then-appended", code("""
        class Collector:
            def __init__(self):
                self.names = ['placeholder']

            def reload(self, users):
                \"\"\"Refill names from active users.\"\"\"
                names = self.names
                del names[:]
                for user in users:
                    if user.active:
                        names.append(user.name.title())
                return names
    """), code("""
        class Collector:
            def __init__(self):
                self.names = []

            def reload(self, users):
                \"\"\"Refill names from active users.\"\"\"
                self.names[:] = [u.name.title() for u in users if u.active]
                return self.names
    """)),
    Attempt("logic_6", "attribute-cleared-then-appended", code("""
        class Inbox:
            def __init__(self, messages):
                self.messages = list(messages)

            def keep_unread(self, fetched):
                self.messages.clear()
                for message in fetched:
                    if not message.read:
                        self.messages.append(message)
    """), code("""
        class Inbox:
            def __init__(self, messages):
                self.messages = list(messages)

            def keep_unread(self, fetched):
                self.messages[:] = [m for m in fetched if not m.read]
    """)),
]

# round 27, logicA
# logic_1/logic_3: `array.array(typecode, literal)` is a literal table like `tuple(literal)`:
#   truth tests indexing it (`array('u', 'FDCBA')[(s >= 60) + (s >= 70)]`) count as logic_1
#   and logic_3 count a pick from a tuple.
# logic_5: a handler whose only statement calls a function that only reports a value
#   (`sys.exc_info()`, `traceback.format_exc()`, `os.getcwd()`, `locals()`), its result
#   thrown away, ignores the error as `pass` would (use contextlib.suppress).
# l3-r25-nested-defaults' twin is not honest by the existing design: `_UNITS[bool(binary)]`
#   on a True/False-keyed dict is an if/else (as `SPEED[bool(express)]` in the logic_1
#   tests), plus `'-' * (n < 0)`, 3 > 2; its twin below moves the choice into a helper.

LOGIC_1 += [
    Attempt("logic_1", "array-ladder-indexed-by-summed-tests", code("""
        from array import array

        _GRADES = array('u', 'FDCBA')


        def report_line(name, score, late, curve):
            \"\"\"Return a grade line for one student.\"\"\"
            if score < 0 or score > 100:
                raise ValueError(f'bad score for {name}')
            if curve:
                score += 5
            if late:
                score -= 10
            letter = _GRADES[(score >= 60) + (score >= 70) + (score >= 80)
                             + (score >= 90)]
            return f'{name}: {letter} ({score})'
    """), code("""
        from bisect import bisect

        _CUTS = (60, 70, 80, 90)
        _GRADES = 'FDCBA'


        def _adjusted(score, late, curve):
            return score + 5 * bool(curve) - 10 * bool(late)


        def report_line(name, score, late, curve):
            \"\"\"Return a grade line for one student.\"\"\"
            if not 0 <= score <= 100:
                raise ValueError(f'bad score for {name}')
            score = _adjusted(score, late, curve)
            letter = _GRADES[bisect(_CUTS, score)]
            return f'{name}: {letter} ({score})'
    """)),
    Attempt("logic_1", "array-module-alias-of-ints-indexed-by-tests", code("""
        import array as arr

        _STEPS = arr.array('i', [0, 5, 10, 20, 40, 80])


        def bonus(sales, years, region):
            if not region:
                raise ValueError('region required')
            if years > 10 or sales > 1000:
                sales += 1
            return _STEPS[(sales > 100) + (sales > 200) + (sales > 400) + (years > 2)
                          + (years > 5)]
    """), code("""
        from bisect import bisect

        _STEPS = (0, 5, 10, 20)


        def bonus(sales, years, region):
            if not region:
                raise ValueError('region required')
            return _STEPS[bisect((100, 200, 400), sales)] + years
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "nested-def-defaults-choose-values", code("""
        def format_size(num_bytes, binary, precision):
            \"\"\"Return a human-readable size string.\"\"\"
            def _render(
                base=(1024 if binary else 1000),
                units=(('B', 'KiB', 'MiB', 'GiB') if binary
                       else ('B', 'kB', 'MB', 'GB')),
                digits=(0 if precision is None else precision),
                sign=('-' if num_bytes < 0 else ''),
            ):
                size = abs(num_bytes)
                for unit in units[:-1]:
                    if size < base:
                        return f'{sign}{size:.{digits}f} {unit}'
                    size /= base
                return f'{sign}{size:.{digits}f} {units[-1]}'

            return _render()
    """), code("""
        def _system(binary):
            if binary:
                return 1024, ('B', 'KiB', 'MiB', 'GiB')
            return 1000, ('B', 'kB', 'MB', 'GB')


        def _scale(size, base, units):
            index = 0
            while size >= base and index < len(units) - 1:
                size /= base
                index += 1
            return size, units[index]


        def format_size(num_bytes, binary, precision=0):
            \"\"\"Return a human-readable size string.\"\"\"
            base, units = _system(binary)
            size, unit = _scale(abs(num_bytes), base, units)
            sign = '-' * (num_bytes < 0)
            return f'{sign}{size:.{precision}f} {unit}'
    """)),
    Attempt("logic_3", "array-table-picked-by-truth-tests", code("""
        from array import array

        _RATES = array('d', (0.0, 0.1, 0.2, 0.3))


        def tax(amount):
            return amount * _RATES[(amount > 100) + (amount > 1000) + (amount > 10000)]
    """), code("""
        from bisect import bisect

        _RATES = (0.0, 0.1, 0.2, 0.3)


        def tax(amount):
            return amount * _RATES[bisect((100, 1000, 10000), amount)]
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "except-body-only-calls-exc-info", code("""
        import os
        import sys


        def remove_quietly(paths):
            \"\"\"Delete each path, ignoring files that are already gone.\"\"\"
            removed = 0
            for path in paths:
                try:
                    os.remove(path)
                    removed += 1
                except FileNotFoundError:
                    sys.exc_info()
            return removed
    """), code("""
        import contextlib
        import os


        def remove_quietly(paths):
            \"\"\"Delete each path, ignoring files that are already gone.\"\"\"
            removed = 0
            for path in paths:
                with contextlib.suppress(FileNotFoundError):
                    os.remove(path)
                    removed += 1
            return removed
    """)),
    Attempt("logic_5", "except-body-only-formats-traceback", code("""
        from traceback import format_exc as _trace


        def read_optional(path):
            text = ''
            try:
                with open(path, encoding='utf-8') as fh:
                    text = fh.read()
            except OSError as err:
                _trace()
            return text
    """), code("""
        import logging

        log = logging.getLogger(__name__)


        def read_optional(path):
            text = ''
            try:
                with open(path, encoding='utf-8') as fh:
                    text = fh.read()
            except OSError:
                log.debug('no file at %s', path)
            return text
    """)),
]


# round 27, logicB
# Closed (logic_2): a generator function whose innermost decorator is a module function
# calling the function it is handed only where its first item alone is taken
# (`return next(gen(*args))`, `for item in gen(*args): return item`), reading it no other
# way but through functools.wraps: each of its `yield` statements counts as an exit.

LOGIC_2 += [
    Attempt("logic_2", "first-yield-through-decorator", code("""
        import functools


        def _first(gen_func):
            @functools.wraps(gen_func)
            def wrapper(*args):
                return next(gen_func(*args))
            return wrapper


        @_first
        def shipping_band(weight):
            if weight <= 0:
                yield 'invalid'
            if weight < 1:
                yield 'letter'
            if weight < 5:
                yield 'small'
            yield 'freight'
    """), code("""
        from bisect import bisect

        _LIMITS = (1, 5)
        _BANDS = ('letter', 'small', 'freight')


        def shipping_band(weight):
            band = 'invalid'
            if weight > 0:
                band = _BANDS[bisect(_LIMITS, weight - 1e-9)]
            return band
    """)),
    Attempt("logic_2", "first-yield-through-looping-decorator", code("""
        def _head(func):
            def run(*args, **kwargs):
                for item in func(*args, **kwargs):
                    return item
                return None
            return run


        @_head
        def grade(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            if score >= 70:
                yield 'C'
            yield 'F'
    """), code("""
        import functools


        def _listed(func):
            @functools.wraps(func)
            def run(*args, **kwargs):
                return list(func(*args, **kwargs))
            return run


        @_listed
        def grades(scores):
            for score in scores:
                if score >= 90:
                    yield 'A'
                elif score >= 80:
                    yield 'B'
                else:
                    yield 'F'
    """)),
]

# round 28, logicA
# logic_3: a conditional expression one side of which is a plain name the other side works
#   on (`clean(v) if v else v`) counts one branch, an `if` with no `else`, wherever its value
#   goes (was two unless assigned back to that name): the honest twin of l3-r26-while-as-if.
# logic_4: small tuple packs (two or three computed values) count one statement per target
#   beyond the first once a function's packs hold four or more such targets
#   (l4-r26-listed-triples: triples cut from one wide pack).

LOGIC_3 += [
    Attempt("logic_3", "while-as-if", code("""
        def normalise(record: dict) -> dict:
            out = dict(record)
            while out.get('email'):
                out['email'] = out['email'].strip().lower()
                break
            while out.get('phone'):
                out['phone'] = ''.join(ch for ch in out['phone'] if ch.isdigit())
                break
            while 'password' in out:
                del out['password']
                break
            return out
    """), code("""
        _CLEANERS = {'email': str.lower, 'name': str.title}


        def normalise(record: dict) -> dict:
            out = {k: _CLEANERS.get(k, lambda v: v)(v) if v else v
                   for k, v in record.items() if k != 'password'}
            out['country'] = out.get('country') or 'GB'
            return out
    """)),
    Attempt("logic_3", "value-choices-not-kept-sides", code("""
        def label(v: int, c: bool, xs: list) -> tuple:
            a = 'neg' if v < 0 else v
            b = [v for v in xs] if c else v
            return a, b
    """), code("""
        def label(v: str, w: str) -> tuple:
            a = v.strip() if v else v
            b = sum(x for x in w) if w else w
            return a, b
    """)),
]


LOGIC_4 += [
    Attempt("logic_4", "listed-triples", code("""
        import math


        def orbit(a: float, e: float, mu: float, t: float) -> dict:
            b, p, n = a * math.sqrt(1 - e * e), a * (1 - e * e), math.sqrt(mu / a ** 3)
            period, m, ecc = 2 * math.pi / n, n * t, e
            big_e = m - e * math.sin(m)
            cos_e, sin_e, root = math.cos(big_e), math.sin(big_e), math.sqrt(1 - ecc * ecc)
            x, y, r = a * (cos_e - ecc), b * sin_e, a * (1 - ecc * cos_e)
            nu, speed = math.atan2(root * sin_e, cos_e - ecc), math.sqrt(mu * (2 / r - 1 / a))
            h, apo, peri = math.sqrt(mu * p), a * (1 + ecc), a * (1 - ecc)
            return {'x': x, 'y': y, 'r': r, 'nu': nu, 'speed': speed, 'h': h,
                    'apo': apo, 'peri': peri, 'period': period}
    """), code("""
        import math


        def orbit(a: float, e: float, mu: float, t: float) -> dict:
            n = math.sqrt(mu / a ** 3)
            big_e = n * t - e * math.sin(n * t)
            x, y = a * (math.cos(big_e) - e), a * math.sqrt(1 - e * e) * math.sin(big_e)
            r = math.hypot(x, y)
            return {'x': x, 'y': y, 'r': r, 'period': 2 * math.pi / n}
    """)),
    Attempt("logic_4", "pairs-spread", code("""
        def box(x1, y1, x2, y2, pad):
            dx, dy = x2 - x1, y2 - y1
            cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
            w, h = abs(dx) + pad, abs(dy) + pad
            left, top = cx - w / 2, cy - h / 2
            right, bottom = cx + w / 2, cy + h / 2
            area, ratio = w * h, w / h
            diag, perim = (w * w + h * h) ** 0.5, 2 * (w + h)
            inner_w, inner_h = w - 2 * pad, h - 2 * pad
            scale_x, scale_y = inner_w / w, inner_h / h
            return (left, top, right, bottom, area, ratio, diag, perim,
                    scale_x, scale_y)
    """), code("""
        def box(x1, y1, x2, y2, pad):
            dx, dy = x2 - x1, y2 - y1
            cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
            w = abs(dx) + pad
            h = abs(dy) + pad
            return cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    """)),
]


# round 28, logicB
# logic_2: raises of a module exception class in a function handed to a wrapper (decorated
# by it, or passed to a call of it) whose handler returns exactly what it caught
# (`return done.value`, `getattr(done, 'value')`) count as exits, even when the function
# also returns normally.

LOGIC_2 += [
    Attempt("logic_2", "raises-a-decorator-turns-into-returns", code("""
        import functools


        class _Answer(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def answers(func):
            @functools.wraps(func)
            def wrapper(*args, **kwargs):
                try:
                    return func(*args, **kwargs)
                except _Answer as done:
                    return done.value
            return wrapper


        @answers
        def classify(temp: float) -> str:
            \"\"\"Return a label for a temperature.\"\"\"
            if temp < 0:
                raise _Answer('freezing')
            if temp < 10:
                raise _Answer('cold')
            if temp < 20:
                raise _Answer('mild')
            return 'hot'
    """), code("""
        import bisect

        _LIMITS = [0, 10, 20]
        _LABELS = ['freezing', 'cold', 'mild', 'hot']


        def classify(temp: float) -> str:
            \"\"\"Return a label for a temperature.\"\"\"
            return _LABELS[bisect.bisect_right(_LIMITS, temp)]
    """)),
    Attempt("logic_2", "raises-a-runner-returns-through-getattr", code("""
        class _Done(Exception):
            pass


        def run(func, *args):
            try:
                return func(*args)
            except _Done as done:
                return getattr(done, 'args')[0]


        def grade(score: int) -> str:
            if score >= 90:
                raise _Done('A')
            if score >= 80:
                raise _Done('B')
            if score >= 70:
                raise _Done('C')
            return 'F'


        def report(score: int) -> str:
            return run(grade, score)
    """), code("""
        class BadScore(Exception):
            pass


        def run(func, *args):
            try:
                return func(*args)
            except BadScore as error:
                return {'error': str(error)}


        def grade(score: int) -> str:
            if score < 0:
                raise BadScore('negative')
            if score > 100:
                raise BadScore('too high')
            if not isinstance(score, int):
                raise BadScore('not a number')
            return 'ABCF'[min(3, max(0, (99 - score) // 10))]


        def report(score: int) -> str:
            return run(grade, score)
    """)),
]

# round 29, logicA
# Narrowed logic_3 where honest twins of round 27 failed strict mode:
# - a conditional expression returned whole (`return a if c else b`) counts one branch, as
#   `if c: return a` then `return b` does (a chain returned whole stays if/elif/else);
# - a condition table of constants and tests (no constant `else` row) that a list or set
#   comprehension filters whole by its test field, returned or bound to a name never
#   indexed nor popped, counts only the comprehension's `if` (a validation rule table).
# The attacks (class-body branches, compress over actions, first true row picked) still fail.

LOGIC_3 += [
    Attempt("logic_3", "r27-class-body-branches", code("""
        def make_handler(config):
            \"\"\"Build a request handler class from the config.\"\"\"
            class Handler:
                if config.get('auth'):
                    scheme = config['auth']
                else:
                    scheme = 'none'
                if config.get('timeout'):
                    timeout = float(config['timeout'])
                elif config.get('slow'):
                    timeout = 60.0
                else:
                    timeout = 10.0

                def describe(self):
                    return f'{self.scheme} {self.timeout}'

            return Handler
    """), code("""
        def _timeout(config):
            \"\"\"Return the request timeout in seconds.\"\"\"
            if config.get('timeout'):
                return float(config['timeout'])
            return 60.0 if config.get('slow') else 10.0


        def make_handler(config):
            \"\"\"Build a request handler class from the config.\"\"\"
            class Handler:
                scheme = config.get('auth') or 'none'
                timeout = _timeout(config)

                def describe(self):
                    return f'{self.scheme} {self.timeout}'

            return Handler
    """)),
    Attempt("logic_3", "r27-returned-choice-chain-too-long", code("""
        def grade(score):
            \"\"\"Return the letter for a score.\"\"\"
            return 'A' if score >= 90 else 'B' if score >= 80 else 'F'
    """), code("""
        def grade(score):
            \"\"\"Return the letter for a score.\"\"\"
            if score >= 90:
                return 'A'
            return 'B' if score >= 80 else 'F'
    """)),
    Attempt("logic_3", "r27-compress-actions", code("""
        from itertools import compress


        def validate_user(user):
            \"\"\"Return the list of problems with a user record.\"\"\"
            problems = []
            name = user.get('name', '')
            age = user.get('age')
            checks = (not name, age is None, '@' not in user.get('email', ''))
            actions = (
                lambda: problems.append('missing name'),
                lambda: problems.append('missing age'),
                lambda: problems.append('bad email'),
            )
            for act in compress(actions, checks):
                act()
            return problems
    """), code("""
        def validate_user(user):
            \"\"\"Return the list of problems with a user record.\"\"\"
            name = user.get('name', '')
            rules = (
                ('missing name', not name),
                ('missing age', user.get('age') is None),
                ('bad email', '@' not in user.get('email', '')),
            )
            return [message for message, failed in rules if failed]
    """)),
    Attempt("logic_3", "r27-filtered-table-first-row-picked", code("""
        def sign(number):
            \"\"\"Name the sign of a number.\"\"\"
            found = [word for word, hit in (('negative', number < 0), ('zero', number == 0),
                                             ('positive', number > 0)) if hit]
            return found[0]
    """), code("""
        def problems(number):
            \"\"\"List what is wrong with a quantity.\"\"\"
            found = [word for word, hit in (('negative', number < 0), ('too big', number > 99),
                                             ('odd', number % 2 == 1)) if hit]
            return ', '.join(found)
    """)),
    Attempt("logic_3", "r27-filtered-table-with-else-row", code("""
        def sign(number):
            \"\"\"Name the sign of a number.\"\"\"
            return {word for word, hit in (('negative', number < 0), ('zero', number == 0),
                                           ('positive', True)) if hit}
    """), code("""
        def flags(number):
            \"\"\"Name the flags a number raises.\"\"\"
            return {word for word, hit in (('negative', number < 0), ('zero', number == 0),
                                           ('odd', number % 2 == 1)) if hit}
    """)),
]


# round 29, logicB
# logic_9: a local name bound to an entry of a filled table (`walker = T.get(k)`,
#   `walker = T[k]`) then called reaches every function written into the table.
# (logic_4's rule counting every method of a class built in a function was withdrawn:
#   a local class of short methods is the split into helpers the prompt asks for, and
#   Ruff's PLR0915 counts no method of a nested class for the function.)

_TO_JSON_TWIN = code("""
    def to_json_ready(value):
        \"\"\"Return value with tuples as lists and keys as strings.\"\"\"
        root = [value]
        stack = [(root, 0)]
        while stack:
            parent, key = stack.pop()
            item = parent[key]
            if isinstance(item, (list, tuple)):
                parent[key] = list(item)
                stack.extend((parent[key], i) for i in range(len(item)))
            elif isinstance(item, dict):
                parent[key] = {str(k): v for k, v in item.items()}
                stack.extend((parent[key], k) for k in parent[key])
        return root[0]
""")

LOGIC_9 += [
    Attempt("logic_9", "dispatch-dict-mutual", code("""
        def _walk_list(value):
            return [_convert(v) for v in value]


        def _walk_dict(value):
            return {str(k): _convert(v) for k, v in value.items()}


        _WALKERS = {}


        def _convert(value):
            walker = _WALKERS.get(type(value))
            return walker(value) if walker else value


        _WALKERS.update({list: _walk_list, tuple: _walk_list, dict: _walk_dict})


        def to_json_ready(value):
            \"\"\"Return value with tuples as lists and keys as strings.\"\"\"
            return _convert(value)
    """), _TO_JSON_TWIN),
    Attempt("logic_9", "dispatch-dict-subscript-picked", code("""
        def _walk_list(value):
            return [_convert(v) for v in value]


        _WALKERS = {}
        _WALKERS[list] = _walk_list
        _WALKERS[tuple] = _walk_list
        _WALKERS[dict] = lambda value: {str(k): _convert(v) for k, v in value.items()}


        def _convert(value):
            if type(value) not in _WALKERS:
                return value
            walker = _WALKERS[type(value)]
            return walker(value)


        def to_json_ready(value):
            \"\"\"Return value with tuples as lists and keys as strings.\"\"\"
            return _convert(value)
    """), _TO_JSON_TWIN),
]

# stop 43, review: a filtered table's result read by a loop that returns its first row
LOGIC_3 += [
    Attempt("logic_3", "filtered-table-first-row-returned-by-a-loop", code("""
        def grade(score):
            found = [letter for letter, hit in (('A', score >= 90), ('B', score >= 80),
                                                ('C', score >= 70)) if hit]
            for letter in found:
                return letter
            return 'F'
    """), code("""
        def flags(score):
            found = [word for word, hit in (('high', score >= 90), ('even', score % 2 == 0),
                                            ('round', score % 10 == 0)) if hit]
            return ', '.join(found) if found else 'none'
    """)),
]

# round 30, logicA
# logic_2: a class made by `type(name, bases, ns)` / `types.new_class` is judged by its name
#   and bases when a handler may catch it (raise-as-return through a helper); names handed to a
#   module `contextmanager` generator whose handler stores into that parameter carry the raises
#   of the `with` block to the return (`with _early(box): raise _Exit(v)` ... `return box[0]`).
# logic_5: `if c: pass` / `else: work` (invert the condition); `x if x else y` and kin
#   (a conditional expression choosing its own test: `x or y` / `x and y`).
LOGIC_2 += [
    Attempt("logic_2", "type-made-exception-as-return", code("""
        _Answer = type('_Answer', (Exception,), {})


        def _decide(amount, balance, frozen):
            if frozen:
                raise _Answer('account frozen')
            if amount <= 0:
                raise _Answer('invalid amount')
            if amount > balance:
                raise _Answer('insufficient funds')
            raise _Answer('approved')


        def withdrawal_status(amount, balance, frozen):
            try:
                _decide(amount, balance, frozen)
            except _Answer as answer:
                return answer.args[0]
    """), code("""
        def withdrawal_status(amount, balance, frozen):
            status = 'approved'
            if frozen:
                status = 'account frozen'
            elif amount <= 0:
                status = 'invalid amount'
            elif amount > balance:
                status = 'insufficient funds'
            return status
    """)),
    Attempt("logic_2", "new-class-exception-caught-by-base", code("""
        import types

        Verdict = types.new_class('Verdict', (LookupError,))


        def _grade(score):
            if score >= 90:
                raise Verdict('A')
            if score >= 80:
                raise Verdict('B')
            if score >= 70:
                raise Verdict('C')
            raise Verdict('F')


        def grade(score):
            try:
                _grade(score)
            except LookupError as found:
                return found.args[0]
    """), code("""
        import bisect


        def grade(score):
            return 'FCBA'[bisect.bisect_right((70, 80, 90), score)]
    """)),
    Attempt("logic_2", "contextmanager-box-parameter", code("""
        from contextlib import contextmanager


        class _Exit(Exception):
            pass


        @contextmanager
        def _early(box):
            try:
                yield box
            except _Exit as stop:
                box.append(stop.args[0])


        def http_category(code):
            box = []
            with _early(box):
                if code < 200:
                    raise _Exit('informational')
                if code < 300:
                    raise _Exit('success')
                if code < 400:
                    raise _Exit('redirect')
                raise _Exit('error')
            return box[0]
    """), code("""
        import bisect

        BOUNDS = (200, 300, 400)
        NAMES = ('informational', 'success', 'redirect', 'error')


        def http_category(code):
            return NAMES[bisect.bisect_right(BOUNDS, code)]
    """)),
    Attempt("logic_2", "contextmanager-keyword-holder", code("""
        from contextlib import contextmanager


        class Stop(Exception):
            pass


        @contextmanager
        def catching(holder):
            try:
                yield
            except Stop as done:
                holder['value'] = done.args[0]


        def size_label(n):
            out = {}
            with catching(holder=out):
                if n < 10:
                    raise Stop('small')
                if n < 100:
                    raise Stop('medium')
                raise Stop('large')
            return out['value']
    """), code("""
        def size_label(n):
            label = 'large'
            if n < 10:
                label = 'small'
            elif n < 100:
                label = 'medium'
            return label
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "pass-then-else", code("""
        def archive_old(records, cutoff, store):
            moved = 0
            for rec in records:
                if rec['updated'] >= cutoff:
                    pass
                else:
                    store.archive(rec)
                    moved += 1
            return moved
    """), code("""
        def archive_old(records, cutoff, store):
            old = [rec for rec in records if rec['updated'] < cutoff]
            for rec in old:
                store.archive(rec)
            return len(old)
    """)),
    Attempt("logic_5", "ellipsis-then-else", code("""
        def notify(users, mailer):
            for user in users:
                if user.opted_out:
                    ...
                else:
                    mailer.send(user.email)
    """), code("""
        def notify(users, mailer):
            for user in users:
                if not user.opted_out:
                    mailer.send(user.email)
    """)),
    Attempt("logic_5", "ternary-on-its-own-test", code("""
        def display_name(user):
            nick = user.get('nickname')
            full = user.get('full_name')
            name = nick if nick else full
            return name if name else user['email']
    """), code("""
        def display_name(user):
            return user.get('nickname') or user.get('full_name') or user['email']
    """)),
    Attempt("logic_5", "ternary-negated-own-test", code("""
        def port_of(config):
            port = config.get('port')
            return 8080 if not port else port
    """), code("""
        def port_of(config):
            return config.get('port') or 8080
    """)),
]


# round 30, logicB
# Closed (logic_9): a function handing itself to a `Thread` it starts in the body of a
# `for` loop or in a comprehension (one thread per child) recurses across threads, joined
# or not; a thread started once and left running (a worker restarting itself) still passes.

LOGIC_9 += [
    Attempt("logic_9", "thread-per-child-in-for", code("""
        import os
        import threading


        def walk(path, found, lock):
            for entry in os.scandir(path):
                if entry.is_dir(follow_symlinks=False):
                    threading.Thread(target=walk, args=(entry.path, found, lock)).start()
                elif entry.name.endswith('.log'):
                    with lock:
                        found.append(entry.path)
    """), code("""
        import os
        import threading


        def walk(path, found, lock):
            stack = [path]
            while stack:
                for entry in os.scandir(stack.pop()):
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(entry.path)
                    elif entry.name.endswith('.log'):
                        with lock:
                            found.append(entry.path)
    """)),
    Attempt("logic_9", "thread-per-child-in-comprehension", code("""
        from threading import Thread


        def crawl(node, seen):
            seen.add(node.name)
            workers = [Thread(target=crawl, args=(child, seen)) for child in node.children]
            for worker in workers:
                worker.start()
    """), code("""
        from threading import Thread


        def _visit(root, seen):
            pending = [root]
            while pending:
                node = pending.pop()
                seen.add(node.name)
                pending.extend(node.children)


        def crawl(root, seen):
            Thread(target=_visit, args=(root, seen)).start()
    """)),
    Attempt("logic_9", "thread-restart-once-still-honest", code("""
        import threading


        def walk(tree, out):
            for child in tree.children:
                threading.Thread(target=walk, args=(child, out)).start()
            out.append(tree.value)
    """), code("""
        import threading


        def worker(jobs, handle):
            try:
                while True:
                    handle(jobs.get())
            except Exception:
                threading.Thread(target=worker, args=(jobs, handle)).start()


        def serve(listener, handle):
            for conn in listener:
                threading.Thread(target=handle, args=(conn,)).start()
    """)),
]

# round 31, logic
# logic_2: library helpers taking a generator's first item alone (more_itertools/toolz/
#   funcy `first`, `nth` of 0, `take` of 1) count its yields as exits, as `next` does; a
#   generator wrapped by a call by hand (`band = _first(_band)`, every read of its name the
#   lone argument of one module wrapper) is read as decorated.
# logic_5: a `while` index loop only stepping by one, its test an `and` of a bound and a
#   test on the item, before a return comparing the index with that bound (any()/all()).

LOGIC_2 += [
    Attempt("logic_2", "more-itertools-first-of-generator", code("""
        from more_itertools import first


        def _status_words(code):
            if code < 200:
                yield 'informational'
            if code < 300:
                yield 'success'
            if code < 400:
                yield 'redirect'
            yield 'error'


        def status_class(code):
            \"\"\"Return the class name of an HTTP status code.\"\"\"
            return first(_status_words(code))
    """), code("""
        CLASSES = ((200, 'informational'), (300, 'success'), (400, 'redirect'))


        def status_class(code):
            \"\"\"Return the class name of an HTTP status code.\"\"\"
            name = 'error'
            for limit, label in CLASSES:
                if code < limit:
                    name = label
                    break
            return name
    """)),
    Attempt("logic_2", "toolz-nth-zero-of-generator", code("""
        import toolz


        def _size(n):
            if n < 10:
                yield 'small'
            if n < 100:
                yield 'medium'
            yield 'large'


        def size(n):
            \"\"\"Return the size word of n.\"\"\"
            return toolz.nth(0, _size(n))
    """), code("""
        def size(n):
            \"\"\"Return the size word of n.\"\"\"
            word = 'large'
            if n < 10:
                word = 'small'
            elif n < 100:
                word = 'medium'
            return word
    """)),
    Attempt("logic_2", "generator-wrapped-by-hand", code("""
        import functools


        def _first(gen):
            \"\"\"Turn a generator function into one returning its first item.\"\"\"
            @functools.wraps(gen)
            def wrapper(*args):
                return next(gen(*args))
            return wrapper


        def _band(score):
            if score >= 90:
                yield 'excellent'
            if score >= 75:
                yield 'good'
            if score >= 50:
                yield 'fair'
            yield 'poor'


        band = _first(_band)
    """), code("""
        BANDS = ((90, 'excellent'), (75, 'good'), (50, 'fair'))


        def band(score):
            \"\"\"Return the band name for a score.\"\"\"
            label = 'poor'
            for cut, name in BANDS:
                if score >= cut:
                    label = name
                    break
            return label
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "while-index-skip-read-for-its-end", code("""
        def has_comment(lines):
            \"\"\"Return whether any line is a comment.\"\"\"
            index = 0
            while index < len(lines) and not lines[index].lstrip().startswith('#'):
                index += 1
            return index < len(lines)
    """), code("""
        def has_comment(lines):
            \"\"\"Return whether any line is a comment.\"\"\"
            return any(line.lstrip().startswith('#') for line in lines)


        def skip_spaces(text, pos):
            \"\"\"Return the position after the spaces at pos.\"\"\"
            while pos < len(text) and text[pos].isspace():
                pos += 1
            return pos
    """)),
    Attempt("logic_5", "while-index-all-by-hand-bound-in-name", code("""
        def all_digits(text):
            \"\"\"Return whether every character is a digit.\"\"\"
            n = len(text)
            i = 0
            while text[i].isdigit() and n > i:
                i = i + 1
            return n == i
    """), code("""
        def all_digits(text):
            \"\"\"Return whether every character is a digit.\"\"\"
            return all(char.isdigit() for char in text)
    """)),
]

# round 32, logicA
# Closed: logic_1 counts a library loop running a test per item as the comprehension it
# replaces (filter/filterfalse/takewhile/dropwhile: two; map/starmap/reduce/accumulate of a
# truth function: one), so truth tests counted into a letter-table index by
# len(list(takewhile(score.__lt__, CUTS))), countOf(map(score.__ge__, CUTS), True) or a reduce
# lambda cost what (score >= c for c in CUTS) costs; deque(literal) is a table like tuple(...).
# logic_3 reads a lambda table whose first true row a `for` that always breaks takes as `next`.

_SUMMARIZE_TWIN = code("""
    from bisect import bisect

    CUTS = (60, 70, 80, 90)


    def summarize(scores, strict=False):
        counts = {}
        for score in scores:
            if score is None:
                continue
            if strict and score < 0:
                raise ValueError('negative score')
            grade = 'FDCBA'[bisect(CUTS, score)]
            counts[grade] = counts.get(grade, 0) + 1
        return counts
""")

_LEVEL_TWIN = code("""
    CUTS = (60, 70, 80, 90)


    def level(score):
        return sum(1 for cut in CUTS if score >= cut)


    def summarize(scores):
        counts = {}
        for score in scores:
            if score is None:
                continue
            grade = 'FDCBA'[level(score)]
            counts[grade] = counts.get(grade, 0) + 1
        return counts
""")

LOGIC_1 += [
    Attempt("logic_1", "takewhile-counts-cuts-into-an-index", code("""
        from itertools import takewhile

        CUTS = (90, 80, 70, 60)


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                grade = 'ABCDF'[len(list(takewhile(score.__lt__, CUTS)))]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _SUMMARIZE_TWIN),
    Attempt("logic_1", "filterfalse-partial-counts-cuts", code("""
        import functools
        import operator
        from itertools import filterfalse

        CUTS = (60, 70, 80, 90)


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                passed = filterfalse(functools.partial(operator.lt, score), CUTS)
                grade = 'FDCBA'[sum(1 for _ in passed)]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _LEVEL_TWIN),
    Attempt("logic_1", "countof-map-of-comparison-method", code("""
        import operator

        CUTS = (60, 70, 80, 90)
        GRADES = 'FDCBA'


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                level = operator.countOf(map(score.__ge__, CUTS), True)
                grade = GRADES[level]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _SUMMARIZE_TWIN),
    Attempt("logic_1", "reduce-lambda-adds-comparisons", code("""
        from functools import reduce

        CUTS = (60, 70, 80, 90)


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                level = reduce(lambda acc, cut: acc + (score >= cut), CUTS, 0)
                grade = 'FDCBA'[level]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _LEVEL_TWIN),
    Attempt("logic_1", "accumulate-lambda-adds-comparisons", code("""
        import itertools

        CUTS = (60, 70, 80, 90)


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                steps = itertools.accumulate(CUTS, lambda acc, cut: acc + (score >= cut), initial=0)
                grade = 'FDCBA'[list(steps)[-1]]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _LEVEL_TWIN),
    Attempt("logic_1", "deque-of-letters-read-by-summed-tests", code("""
        from collections import deque


        def summarize(scores, strict=False):
            counts = {}
            for score in scores:
                if score is None:
                    continue
                if strict and score < 0:
                    raise ValueError('negative score')
                level = (score >= 60) + (score >= 70) + (score >= 80) + (score >= 90)
                grade = deque('FDCBA')[level]
                counts[grade] = counts.get(grade, 0) + 1
            return counts
    """), _SUMMARIZE_TWIN),
]


_ROUTE_TWIN = code("""
    def _pick_queue(order):
        if order.total > order.limit:
            return 'review'
        return 'ship'


    def route(order):
        if order.cancelled:
            raise ValueError('cancelled order')
        order.queue = _pick_queue(order)
        return order.queue
""")

LOGIC_3 += [
    Attempt("logic_3", "lambda-table-first-row-by-for-break", code("""
        RULES = (
            (lambda o: o.total > o.limit, 'review'),
            (lambda o: o.country != o.ship_country, 'fraud'),
            (lambda o: not o.stock, 'backorder'),
        )


        def route(order):
            if order.cancelled:
                raise ValueError('cancelled order')
            queue = 'ship'
            for test, name in filter(lambda row: row[0](order), RULES):
                queue = name
                break
            order.queue = queue
            return queue
    """), _ROUTE_TWIN),
    Attempt("logic_3", "lambda-table-first-row-by-for-break-over-comprehension", code("""
        RULES = [
            (lambda o: o.total > o.limit, 'review'),
            (lambda o: o.country != o.ship_country, 'fraud'),
            (lambda o: not o.stock, 'backorder'),
        ]


        def route(order):
            queue = 'ship'
            for name in (name for test, name in RULES if test(order)):
                queue = name
                break
            return queue
    """), _ROUTE_TWIN),
]


# round 32, logicB
# Closed: logic_2, a generator's yields read through itertools.accumulate with a lambda
# keeping its first argument (every item is the first, however the result is read);
# logic_5, a negated any()/all() of negated items (`not any(not p ...)`, also through
# operator.not_ and map(operator.not_, xs)).

LOGIC_2 += [
    Attempt("logic_2", "accumulate-keeps-first-deque", code("""
        from collections import deque
        from itertools import accumulate


        def _grade(score):
            if score >= 90:
                yield 'A'
            if score >= 80:
                yield 'B'
            if score >= 70:
                yield 'C'
            yield 'F'


        def grade(score):
            kept = accumulate(_grade(score), lambda first, _later: first)
            return deque(kept, maxlen=1)[0]
    """), code("""
        def grade(score):
            if score >= 90:
                letter = 'A'
            elif score >= 80:
                letter = 'B'
            elif score >= 70:
                letter = 'C'
            else:
                letter = 'F'
            return letter
    """)),
    Attempt("logic_2", "accumulate-keeps-first-func-keyword-last", code("""
        import itertools

        keep = lambda head, _tail: head


        def _band(size):
            if size > 100:
                yield 'large'
            if size > 10:
                yield 'medium'
            yield 'small'


        def band(size):
            return list(itertools.accumulate(_band(size), func=keep))[-1]
    """), code("""
        import itertools


        def running_totals(values):
            totals = list(itertools.accumulate(values, lambda total, value: total + value))
            return totals[-1] if totals else 0
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "not-any-not", code("""
        def all_positive(values):
            return not any(not value > 0 for value in values)
    """), code("""
        def all_positive(values):
            return all(value > 0 for value in values)
    """)),
    Attempt("logic_5", "not-all-not-map-not", code("""
        import operator


        def has_error(results):
            return not all(map(operator.not_, results))


        def has_negative(values):
            return operator.not_(all([not value < 0 for value in values]))
    """), code("""
        def has_error(results):
            return any(results)


        def has_negative(values):
            return not all(value >= 0 for value in values)
    """)),
]


# round 32, logicC
# Closed: a list, set or dict built by functools.reduce (or itertools.accumulate with
# initial=) from an empty start, each step adding a literal of items behind a filter
# (`acc + [x] if c else acc`, `acc + ([x] if c else [])`), by a call (`acc.union({x})`,
# `operator.add(acc, [x])`), by mutating and returning it (`acc.append(x) or acc`), or
# by a step function the module defines. A step reading the collection, or merging whole
# collections, still passes.

LOGIC_6 += [
    Attempt("logic_6", "filtered-list-built-by-reduce", code("""
        from functools import reduce


        def active_emails(users):
            return reduce(
                lambda acc, user: acc + [user.email] if user.active else acc,
                users,
                [],
            )
    """), code("""
        def active_emails(users):
            return [user.email for user in users if user.active]
    """)),
    Attempt("logic_6", "reduce-step-defined-as-function", code("""
        import functools


        def _keep(acc, user):
            return acc | {user.email} if user.active else acc


        def active_emails(users):
            return functools.reduce(_keep, users, set())
    """), code("""
        import functools


        def _merge(acc, group):
            return acc | group


        def active_emails(users):
            return {user.email for user in users if user.active}


        def all_members(groups):
            return functools.reduce(_merge, groups, set())
    """)),
    Attempt("logic_6", "reduce-appends-and-returns", code("""
        from functools import reduce


        def active_emails(users):
            return reduce(lambda acc, user: acc.append(user.email) or acc, users, [])
    """), code("""
        from functools import reduce


        def unique_emails(users):
            return reduce(
                lambda acc, user: acc if user.email in acc else [*acc, user.email],
                users,
                [],
            )
    """)),
    Attempt("logic_6", "accumulate-with-initial-empty", code("""
        from itertools import accumulate


        def active_emails(users):
            *_, last = accumulate(
                users, lambda acc, user: acc + ([user.email] if user.active else []), initial=[]
            )
            return last
    """), code("""
        from itertools import accumulate


        def running_totals(values):
            return list(accumulate(values, initial=0))


        def prefixes(words):
            return list(accumulate(words, lambda acc, word: acc + [word], initial=[]))
    """)),
    Attempt("logic_6", "accumulate-last-value-by-index", code("""
        import itertools


        def active_emails(users):
            steps = itertools.accumulate(users, lambda acc, user: [*acc, user.email], initial=[])
            return list(steps)[-1]
    """), code("""
        def active_emails(users):
            return [user.email for user in users]
    """)),
    Attempt("logic_6", "reduce-union-call-step", code("""
        import operator
        from functools import reduce


        def index_by_id(users):
            return reduce(lambda acc, user: operator.or_(acc, {user.id: user}), users, {})
    """), code("""
        from functools import reduce


        def index_by_id(users):
            return {user.id: user for user in users}


        def merged(settings):
            return reduce(lambda acc, layer: acc | layer, settings, {})
    """)),
]

# round 33, logicA
# Closed: guards (asserts, thrown-away tests, and calls of a module function or a method on
# self that only tests and raises) in a block whose errors are swallowed, where the manager
# is an ExitStack that enters or pushes a swallowing manager (in the block or before it), or
# a functools.partial of contextlib.suppress; a helper that only raises counts as a guard in
# swallowed blocks (suppress, ExitStack, try/finally-return), not in a try with a handler.
GRADE_BISECT = code("""
    from bisect import bisect_right

    CUTS = (50, 60, 70, 80, 90)
    GRADES = 'FEDCBA'


    def grade(score: float) -> str:
        \"\"\"Return the letter grade for a score from 0 to 100.\"\"\"
        if not 0 <= score <= 100:
            raise ValueError(f'score out of range: {score}')
        return GRADES[bisect_right(CUTS, score)]
""")
DISCOUNT_TWIN = code("""
    MEMBER_RATE = 0.05
    BIG_ORDER_RATE = 0.05
    BIG_ORDER = 100
    COUPONS = {'SAVE10': 0.10}
    MAX_RATE = 0.15


    def discount(total: float, member: bool, coupon: str) -> float:
        \"\"\"Return the discount for an order.\"\"\"
        parts = (
            MEMBER_RATE * member,
            BIG_ORDER_RATE * (total > BIG_ORDER),
            COUPONS.get(coupon, 0.0),
        )
        return total * min(sum(parts), MAX_RATE)
""")

LOGIC_1 += [
    Attempt("logic_1", "asserts-swallowed-by-exitstack-entered-suppress", code("""
        from contextlib import ExitStack, suppress


        def grade(score: float) -> str:
            \"\"\"Return the letter grade for a score from 0 to 100.\"\"\"
            result = 'F'
            with ExitStack() as stack:
                stack.enter_context(suppress(AssertionError))
                assert score >= 50
                result = 'E'
                assert score >= 60
                result = 'D'
                assert score >= 70
                result = 'C'
                assert score >= 80
                result = 'B'
                assert score >= 90
                result = 'A'
            return result
    """), GRADE_BISECT),
    Attempt("logic_1", "asserts-swallowed-by-exitstack-pushed-before-with", code("""
        import contextlib


        def grade(score: float) -> str:
            \"\"\"Return the letter grade for a score from 0 to 100.\"\"\"
            result = 'F'
            quiet = contextlib.ExitStack()
            quiet.push(contextlib.suppress(ZeroDivisionError))
            with quiet:
                1 / (score >= 50)
                result = 'E'
                1 / (score >= 60)
                result = 'D'
                1 / (score >= 70)
                result = 'C'
                1 / (score >= 80)
                result = 'B'
                1 / (score >= 90)
                result = 'A'
            return result
    """), GRADE_BISECT),
    Attempt("logic_1", "module-helper-raising-in-suppressed-block", code("""
        from contextlib import suppress


        class _Stop(Exception):
            \"\"\"Signal that a grading step did not apply.\"\"\"


        def _need(ok: bool) -> None:
            if not ok:
                raise _Stop


        def grade(score: float) -> str:
            \"\"\"Return the letter grade for a score from 0 to 100.\"\"\"
            result = 'F'
            with suppress(_Stop):
                _need(score >= 50)
                result = 'E'
                _need(score >= 60)
                result = 'D'
                _need(score >= 70)
                result = 'C'
                _need(score >= 80)
                result = 'B'
                _need(score >= 90)
                result = 'A'
            return result
    """), GRADE_BISECT),
    Attempt("logic_1", "method-asserting-in-finally-return-block", code("""
        class Grader:
            \"\"\"Grade scores from 0 to 100.\"\"\"

            def _need(self, ok: bool) -> None:
                \"\"\"Stop the ladder when a step does not apply.\"\"\"
                assert ok

            def grade(self, score: float) -> str:
                \"\"\"Return the letter grade for a score.\"\"\"
                result = 'F'
                try:
                    self._need(score >= 50)
                    result = 'E'
                    self._need(score >= 60)
                    result = 'D'
                    self._need(score >= 70)
                    result = 'C'
                    self._need(score >= 80)
                    result = 'B'
                    self._need(score >= 90)
                    result = 'A'
                finally:
                    return result
    """), code("""
        from bisect import bisect_right

        CUTS = (50, 60, 70, 80, 90)
        GRADES = 'FEDCBA'


        class Grader:
            \"\"\"Grade scores from 0 to 100.\"\"\"

            def _check(self, score: float) -> None:
                \"\"\"Reject scores outside 0-100.\"\"\"
                if not 0 <= score <= 100:
                    raise ValueError(f'score out of range: {score}')

            def grade(self, score: float) -> str:
                \"\"\"Return the letter grade for a score.\"\"\"
                self._check(score)
                return GRADES[bisect_right(CUTS, score)]
    """)),
    Attempt("logic_1", "asserts-swallowed-by-partial-of-suppress", code("""
        from contextlib import suppress
        from functools import partial

        _quiet = partial(suppress, AssertionError)


        def shipping_fee(weight: float, express: bool, country: str) -> float:
            \"\"\"Return the shipping fee for a parcel.\"\"\"
            fee = 4.0
            with _quiet():
                assert weight > 2
                fee = 7.5
                assert weight > 10
                fee = 12.0
                assert weight > 20
                fee = 20.0
            with _quiet():
                assert express
                fee *= 2
            with _quiet():
                assert country != 'US'
                fee += 10.0
            return fee
    """), code("""
        from bisect import bisect_left

        WEIGHT_CUTS = (2, 10, 20)
        BASE_FEES = (4.0, 7.5, 12.0, 20.0)
        EXPRESS_FACTOR = 2
        ABROAD_FEE = 10.0


        def shipping_fee(weight: float, express: bool, country: str) -> float:
            \"\"\"Return the shipping fee for a parcel.\"\"\"
            fee = BASE_FEES[bisect_left(WEIGHT_CUTS, weight)]
            if express:
                fee *= EXPRESS_FACTOR
            if country != 'US':
                fee += ABROAD_FEE
            return fee
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "asserts-swallowed-by-exitstack-entered-suppress", code("""
        from contextlib import ExitStack, suppress


        def apply(op: str, a: float, b: float) -> float:
            \"\"\"Apply a named arithmetic operation.\"\"\"
            result = None
            for name, value in (('add', a + b), ('sub', a - b), ('mul', a * b)):
                with ExitStack() as stack:
                    stack.enter_context(suppress(AssertionError))
                    assert op == name
                    result = value
            with ExitStack() as stack:
                stack.enter_context(suppress(AssertionError))
                assert op == 'div'
                result = a / b
            if result is None:
                raise ValueError(f'unknown operation: {op}')
            return result
    """), code("""
        HANDLERS = {
            'add': lambda a, b: a + b,
            'sub': lambda a, b: a - b,
            'mul': lambda a, b: a * b,
            'div': lambda a, b: a / b,
        }


        def apply(op: str, a: float, b: float) -> float:
            \"\"\"Apply a named arithmetic operation.\"\"\"
            handler = HANDLERS.get(op)
            if handler is None:
                raise ValueError(f'unknown operation: {op}')
            return handler(a, b)
    """)),
    Attempt("logic_3", "module-helper-raising-in-suppressed-block", code("""
        import contextlib


        class _Miss(Exception):
            pass


        def _expect(ok: bool) -> None:
            if not ok:
                raise _Miss


        def http_status_text(code: int) -> str:
            \"\"\"Return a short description of an HTTP status code.\"\"\"
            text = 'unknown'
            with contextlib.suppress(_Miss):
                _expect(code >= 200)
                text = 'success'
                _expect(code >= 300)
                text = 'redirect'
                _expect(code >= 400)
                text = 'client error'
                _expect(code >= 500)
                text = 'server error'
            return text
    """), code("""
        from bisect import bisect_right

        CLASS_CUTS = (200, 300, 400, 500)
        CLASS_TEXT = ('unknown', 'success', 'redirect', 'client error', 'server error')


        def http_status_text(code: int) -> str:
            \"\"\"Return a short description of an HTTP status code.\"\"\"
            return CLASS_TEXT[bisect_right(CLASS_CUTS, code)]
    """)),
    Attempt("logic_3", "asserts-swallowed-by-partial-of-suppress", code("""
        from contextlib import suppress
        from functools import partial

        _skip = partial(suppress, AssertionError)


        def discount(total: float, member: bool, coupon: str) -> float:
            \"\"\"Return the discount for an order.\"\"\"
            rate = 0.0
            with _skip():
                assert member
                rate += 0.05
            with _skip():
                assert total > 100
                rate += 0.05
            with _skip():
                assert coupon == 'SAVE10'
                rate += 0.10
            with _skip():
                assert rate > 0.15
                rate = 0.15
            return total * rate
    """), DISCOUNT_TWIN),
    Attempt("logic_3", "helper-in-exitstack-of-partial-suppress", code("""
        import contextlib
        import functools


        def _expect(ok: bool) -> None:
            \"\"\"Raise when a rule does not apply.\"\"\"
            if not ok:
                raise LookupError


        def discount(total: float, member: bool, coupon: str) -> float:
            \"\"\"Return the discount for an order.\"\"\"
            rate = 0.0
            quiet = functools.partial(contextlib.suppress, LookupError)
            with contextlib.ExitStack() as stack:
                stack.enter_context(quiet())
                _expect(member)
                rate += 0.05
                _expect(total > 100)
                rate += 0.05
                _expect(coupon == 'SAVE10')
                rate += 0.10
            return total * min(rate, 0.15)
    """), DISCOUNT_TWIN),
]


# round 33, logicB
# logic_2: a loop that runs at most once is a block with gotos; each early `break` (and, in
# a `for`, each `continue`) of a `for` over a one-entry display, `range(1)` or
# `repeat(x, 1)`, and each `break` but the closing one of a `while` ending in `break` with no
# `continue` of its own, counts as one more exit.
# logic_8: a parameter named private (`_limit: int = 18`) compared, whose default is a magic
# number, is a magic number under a lowercase alias.
PORT_TWIN = code("""
    def parse_port(value: str) -> int | None:
        \"\"\"Parse a TCP port, returning None when the value is not a valid port.\"\"\"
        text = value.strip()
        port = int(text) if text.isdigit() else None
        if port is not None and not 0 < port < 65536:
            port = None
        return port
""")

LOGIC_2 += [
    Attempt("logic_2", "once-loop-breaks-as-early-returns", code("""
        def parse_port(value: str) -> int | None:
            \"\"\"Parse a TCP port, returning None when the value is not a valid port.\"\"\"
            port = None
            for text in (value.strip(),):
                if not text:
                    break
                if not text.isdigit():
                    break
                number = int(text)
                if number <= 0:
                    break
                if number >= 65536:
                    break
                port = number
            return port
    """), PORT_TWIN),
    Attempt("logic_2", "once-range-loop-continues-as-early-returns", code("""
        def parse_port(value: str) -> int | None:
            \"\"\"Parse a TCP port, returning None when the value is not a valid port.\"\"\"
            port = None
            for _ in range(1):
                text = value.strip()
                if not text.isdigit():
                    continue
                number = int(text)
                if number <= 0:
                    continue
                if number >= 65536:
                    continue
                port = number
            return port
    """), PORT_TWIN),
    Attempt("logic_2", "while-true-closing-break-as-early-returns", code("""
        def parse_port(value: str) -> int | None:
            \"\"\"Parse a TCP port, returning None when the value is not a valid port.\"\"\"
            port = None
            while True:
                text = value.strip()
                if not text.isdigit():
                    break
                number = int(text)
                if number <= 0:
                    break
                if number >= 65536:
                    break
                port = number
                break
            return port
    """), code("""
        def read_number(lines: list[str]) -> int | None:
            \"\"\"Return the first line that is a number, or None.\"\"\"
            found = None
            while lines:
                line = lines.pop(0).strip()
                if not line:
                    continue
                if line.isdigit():
                    found = int(line)
                    break
            return found
    """)),
]


AGE_TWIN = code("""
    ADULT_AGE = 18
    CAR_RENTAL_MIN_AGE = 25


    def is_adult(age: int, limit: int = ADULT_AGE) -> bool:
        \"\"\"Return whether a person of the given age is an adult.\"\"\"
        return age >= limit


    def can_rent_car(age: int) -> bool:
        \"\"\"Return whether a person may rent a car.\"\"\"
        return age >= CAR_RENTAL_MIN_AGE
""")

LOGIC_8 += [
    Attempt("logic_8", "magic-as-private-parameter-default", code("""
        def is_adult(age: int, _limit: int = 18) -> bool:
            \"\"\"Return whether a person of the given age is an adult.\"\"\"
            return age >= _limit


        def can_rent_car(age: int, _limit: int = 25) -> bool:
            \"\"\"Return whether a person may rent a car.\"\"\"
            return age >= _limit
    """), AGE_TWIN),
    Attempt("logic_8", "magic-as-private-keyword-only-default", code("""
        def can_rent_car(age: int, *, _minimum: float = 25.0) -> bool:
            \"\"\"Return whether a person may rent a car.\"\"\"
            return not age < _minimum
    """), AGE_TWIN),
]


# logic_2: a store made by a method call handed a value (`box.set_result(user)`) right before
# a `raise` caught by a handler whose `return` reads that receiver is a `return user`.
USER_TWIN = code("""
    def find_user(users: list[dict], name: str) -> dict | None:
        \"\"\"Return the first user with the given name or alias, or None.\"\"\"
        matches = (u for u in users if name in (u.get('name'), u.get('alias')))
        return next(matches, None)
""")

LOGIC_2 += [
    Attempt("logic_2", "future-set-result-then-raise", code("""
        from concurrent.futures import Future


        class _Done(Exception):
            \"\"\"Raised to leave the lookup early.\"\"\"


        def find_user(users: list[dict], name: str) -> dict | None:
            \"\"\"Return the first user with the given name, or None.\"\"\"
            box: Future = Future()
            try:
                for user in users:
                    if user.get('name') == name:
                        box.set_result(user)
                        raise _Done
                    if user.get('alias') == name:
                        box.set_result(user)
                        raise _Done
                box.set_result(None)
                raise _Done
            except _Done:
                return box.result()
    """), USER_TWIN),
    Attempt("logic_2", "list-append-then-raise", code("""
        class _Done(Exception):
            \"\"\"Raised to leave the lookup early.\"\"\"


        def find_user(users: list[dict], name: str) -> dict | None:
            \"\"\"Return the first user with the given name, or None.\"\"\"
            found: list = []
            try:
                for user in users:
                    if user.get('name') == name:
                        found.append(user)
                        raise _Done
                    if user.get('alias') == name:
                        found.insert(0, user)
                        raise _Done
            except _Done:
                return found[0]
            return None
    """), USER_TWIN),
]

# round 34, logic
# Closed: logic_2 handler returning a class attribute the caught exception class's own
# methods store (`_Found.last = value` in `__init__`, `except _Found: return _Found.last`);
# logic_6 a lambda mapped by `itertools.starmap` (or `map` under another name), and an
# empty start made by a comprehension or constructor over any value sliced to nothing.

LOGIC_2 += [
    Attempt("logic_2", "class-slot-carries-result", code("""
        class _Found(Exception):
            last = None

            def __init__(self, value):
                super().__init__(value)
                _Found.last = value


        def category(age):
            try:
                if age < 3:
                    raise _Found('infant')
                if age < 13:
                    raise _Found('child')
                if age >= 65:
                    raise _Found('senior')
            except _Found:
                return _Found.last
            return 'adult'
    """), code("""
        import bisect

        _AGES = (3, 13, 65)
        _NAMES = ('infant', 'child', 'adult', 'senior')


        def category(age):
            return _NAMES[bisect.bisect_right(_AGES, age)]
    """)),
    Attempt("logic_2", "class-slot-through-cls", code("""
        class _Stop(Exception):
            value = ''

            @classmethod
            def make(cls, value):
                cls.value = value
                return cls()


        def grade(score):
            try:
                if score >= 90:
                    raise _Stop.make('A')
                if score >= 80:
                    raise _Stop.make('B')
                if score >= 70:
                    raise _Stop.make('C')
            except _Stop:
                return _Stop.value
            return 'F'
    """), code("""
        def grade(score):
            letters = [(90, 'A'), (80, 'B'), (70, 'C')]
            found = [letter for bound, letter in letters if score >= bound]
            return found[0] if found else 'F'
    """)),
]


LOGIC_6 += [
    Attempt("logic_6", "starmap-lambda-dict", code("""
        from itertools import starmap


        def with_tax(prices, rate):
            return dict(starmap(lambda name, price: (name, round(price * (1 + rate), 2)),
                                prices.items()))
    """), code("""
        def with_tax(prices, rate):
            return {name: round(price * (1 + rate), 2) for name, price in prices.items()}
    """)),
    Attempt("logic_6", "map-alias-lambda", code("""
        apply = map


        def doubled(values):
            return list(apply(lambda v: v * 2, values))
    """), code("""
        def doubled(values):
            return [v * 2 for v in values]
    """)),
    Attempt("logic_6", "comprehension-over-empty-slice", code("""
        def active_emails(users):
            emails = [u.email for u in users[:0]]
            for user in users:
                if user.active:
                    emails[len(emails):] = [user.email.lower()]
            return emails
    """), code("""
        def active_emails(users):
            return [user.email.lower() for user in users if user.active]
    """)),
    Attempt("logic_6", "list-of-empty-slice", code("""
        def names(users):
            out = list(users[:0])
            for user in users:
                out.append(user.name)
            return out
    """), code("""
        def names(users):
            return [user.name for user in users]
    """)),
]

# round 35, logic13
# Closed: a literal sequence sliced by truth tests or flags (`[FEE][:express]`: all or none,
# an `if`), a value raised to a power made of truth tests (`F ** (age < 12)`, `pow(F, ok)`:
# an if/else), and truth tests or flags (`.get(k, False)`, `getattr(o, n, False)`) packed as
# bits into the index of a literal table (`T[(a << 1) | b]`, `T[a * 2 + b]`), one decision
# per packed test, as the nested table `T[a][b]` counts (a hunt found row-major reads such
# as `SPRITES[frame * 2 + facing_left]` over-counted); a verdict table of sixteen rows picked
# by four packed tests is then complexity 5, as its nested form is: pinned open.

LOGIC_1 += [
    Attempt("logic_1", "r35-one-item-list-sliced-by-flag", code("""
        def fee(order):
            \"\"\"Return the fee.\"\"\"
            express = bool(order.get('express'))
            foreign = order['country'] != 'US'
            fragile = bool(order.get('fragile'))
            heavy = order['weight'] > 20
            member = bool(order.get('member'))
            return sum([4.0, *[6.5][:express], *[12.0][:foreign], *[3.0][:fragile],
                        *[8.0][:heavy], *[-2.0][:member]])
    """), code("""
        def fee(order):
            \"\"\"Return the fee.\"\"\"
            extras = {'express': 6.5, 'fragile': 3.0, 'member': -2.0}
            return 4.0 + sum(v for k, v in extras.items() if order.get(k))
    """)),
    Attempt("logic_1", "r35-text-sliced-by-test-start", code("""
        def label(a, b, c, d, e):
            \"\"\"Return a label.\"\"\"
            return ('A'[a > 1:] + 'B'[b > 1:] + 'C'[c > 1:] + 'D'[d > 1:]
                    + 'E'[e > 1:] + 'F'[a > b:])
    """), code("""
        def label(parts):
            \"\"\"Return a label.\"\"\"
            return ''.join(parts)[:3]
    """)),
    Attempt("logic_1", "r35-power-by-truth", code("""
        def price(age, weekend, member, student, peak):
            \"\"\"Return the price.\"\"\"
            return (40.0 * 0.5 ** (age < 12) * 0.7 ** (age >= 65) * 1.25 ** bool(weekend)
                    * 0.9 ** bool(member) * 0.8 ** bool(student) * 1.15 ** bool(peak))
    """), code("""
        def price(base, rate, years):
            \"\"\"Return the compounded price.\"\"\"
            return base * (1 + rate) ** years * 2 ** 0.5
    """)),
    Attempt("logic_1", "r35-pow-call-by-truth", code("""
        import math


        def price(age, weekend, member, student, peak):
            \"\"\"Return the price.\"\"\"
            return (40.0 * pow(0.5, age < 12) * math.pow(0.7, age >= 65)
                    * pow(1.25, weekend == 1) * pow(0.9, member is True)
                    * pow(0.8, student > 0) * pow(1.15, peak != 0))
    """), code("""
        import math


        def price(base, years):
            \"\"\"Return the price.\"\"\"
            return base * pow(1.05, years) * math.pow(2, 0.5)
    """)),
    Attempt("logic_1", "r35-bits-packed-with-flag-read", code("""
        VERDICTS = ('allow', 'allow', 'challenge', 'challenge', 'challenge', 'block', 'block',
                    'block', 'review', 'review', 'block', 'block', 'block', 'block', 'block',
                    'block')


        def classify(attempt):
            \"\"\"Return the verdict.\"\"\"
            new = attempt['device'] not in attempt['known']
            foreign = attempt['country'] != attempt['home']
            many = attempt['failures'] >= 3
            tor = attempt.get('tor', False)
            return VERDICTS[(tor << 3) | (many << 2) | (foreign << 1) | new]
    """), code("""
        def classify(attempt):
            \"\"\"Return the verdict.\"\"\"
            score = sum((attempt['device'] not in attempt['known'], attempt['failures'] >= 3))
            return ('allow', 'challenge', 'block')[min(score, 2)] if score else 'allow'
    """), open=True),
]


LOGIC_3 += [
    Attempt("logic_3", "r35-lambdas-sliced-by-flag", code("""
        import operator


        def notify(order, mailer, sms, slack):
            \"\"\"Send the notifications.\"\"\"
            urgent = order['priority'] == 'high'
            wants_sms = bool(order.get('phone'))
            big = order['total'] > order['limit']
            actions = [
                lambda: mailer.send(order['email']),
                *[lambda: sms.send(order['phone'])][:wants_sms],
                *[lambda: slack.post('#orders')][:urgent],
                *[lambda: slack.post('#review')][:big],
            ]
            return list(map(operator.call, actions))
    """), code("""
        def notify(order, mailer, slack):
            \"\"\"Send the notifications.\"\"\"
            mailer.send(order['email'])
            if order['priority'] == 'high':
                slack.post('#orders')
    """)),
    Attempt("logic_3", "r35-text-sliced-by-flag-reads", code("""
        def tags(cfg):
            \"\"\"Return the tags.\"\"\"
            return [*['x'][:cfg.get('x', False)], *['y'][:cfg.get('y', False)],
                    *['z'][:getattr(cfg, 'z', True)]]
    """), code("""
        def tags(cfg, width):
            \"\"\"Return the tags.\"\"\"
            return ' '.join(sorted(cfg))[:width]
    """)),
    Attempt("logic_3", "r35-bits-scaled-flag-reads", code("""
        POLICIES = ('lru', 'lru', 'ttl', 'ttl', 'none', 'none', 'write-through', 'none')


        def cache_policy(config):
            \"\"\"Return the policy.\"\"\"
            shared = config.get('shared', False)
            volatile = config.get('volatile', False)
            private = config.get('private', False)
            return POLICIES[private * 4 + volatile * 2 + shared]
    """), code("""
        def cache_policy(config):
            \"\"\"Return the policy.\"\"\"
            policy = 'lru'
            if config.get('private', False):
                policy = 'none'
            elif config.get('volatile', False):
                policy = 'ttl'
            return policy
    """)),
    Attempt("logic_3", "r35-bits-shifted-or", code("""
        POLICIES = ('lru', 'lru', 'ttl', 'ttl', 'none', 'none', 'write-through', 'none')


        def cache_policy(config):
            \"\"\"Return the policy.\"\"\"
            code = (getattr(config, 'private', False) << 2) | (config.size > 9) << 1 | config.x
            return POLICIES[code]
    """), code("""
        LEVELS = ('low', 'mid', 'high', 'max')


        def level(config):
            \"\"\"Return the level.\"\"\"
            return LEVELS[config.level]
    """)),
]


# round 35, logic4
# Nothing newly closed: at the default bound (15) the three held-out logic_4 attacks
# (l4-fstring, l4-walruslist, l4-defaults) written plainly, one statement per step, have 8,
# 14 and 14 statements, so they keep within the bound and pass honestly. Their mechanisms
# are already counted (one statement per `:=`, per target of a packed tuple unpacked); these
# entries pin that at a bound the plain functions would break (12).
LOGIC_4 += [
    Attempt("logic_4", "walrus-steps-in-a-list-assigned-to-underscore", code("""
        import json
        import random
        from pathlib import Path


        def prepare_run(config_path, seed):
            _ = [
                (config := json.loads(Path(config_path).read_text())),
                random.seed(seed),
                (data := json.loads(Path(config['data']).read_text())),
                random.shuffle(data),
                (cut := int(len(data) * config['split'])),
                (train := data[:cut]),
                (valid := data[cut:]),
                (out := Path(config['out'])),
                out.mkdir(parents=True, exist_ok=True),
                (out / 'train.json').write_text(json.dumps(train)),
                (out / 'valid.json').write_text(json.dumps(valid)),
                (lr := config.get('lr', 1e-3) * config.get('batch', 32) / 32),
                (epochs := config.get('epochs', 10)),
                (out / 'run.json').write_text(json.dumps({'lr': lr, 'epochs': epochs})),
            ]
            return {'train': len(train), 'valid': len(valid), 'lr': lr, 'epochs': epochs}
    """), code("""
        import json
        import random
        from pathlib import Path


        def _split(data, ratio, seed):
            random.seed(seed)
            random.shuffle(data)
            cut = int(len(data) * ratio)
            return data[:cut], data[cut:]


        def _write(out, name, payload):
            (out / name).write_text(json.dumps(payload))


        def prepare_run(config_path, seed):
            config = json.loads(Path(config_path).read_text())
            data = json.loads(Path(config['data']).read_text())
            train, valid = _split(data, config['split'], seed)
            out = Path(config['out'])
            out.mkdir(parents=True, exist_ok=True)
            _write(out, 'train.json', train)
            _write(out, 'valid.json', valid)
            lr = config.get('lr', 1e-3) * config.get('batch', 32) / 32
            settings = {'lr': lr, 'epochs': config.get('epochs', 10)}
            _write(out, 'run.json', settings)
            return {'train': len(train), 'valid': len(valid), **settings}
    """), params={"max_statements": 12}),
    Attempt("logic_4", "eleven-bindings-in-one-tuple-assignment", code("""
        from datetime import date, timedelta


        def build_invoice(customer, lines, today=None):
            today = today or date.today()
            with open('/dev/null', 'w') as _sink:
                subtotal, tax, discount, due, number, total, vat_id, currency, notes, terms, status = (
                    sum(q * p for q, p in lines),
                    round(sum(q * p for q, p in lines) * customer['tax_rate'], 2),
                    round(sum(q * p for q, p in lines) * customer.get('discount', 0), 2),
                    today + timedelta(days=customer.get('terms_days', 30)),
                    f'{customer["id"]}-{today:%Y%m%d}',
                    0.0,
                    customer.get('vat_id', ''),
                    customer.get('currency', 'EUR'),
                    customer.get('notes', ''),
                    f'net {customer.get("terms_days", 30)}',
                    'open',
                )
            total = subtotal + tax - discount
            return {'number': number, 'due': due, 'total': total, 'vat_id': vat_id,
                    'currency': currency, 'notes': notes, 'terms': terms, 'status': status}
    """), code("""
        from datetime import date, timedelta


        def _amounts(customer, lines):
            subtotal = sum(q * p for q, p in lines)
            tax = round(subtotal * customer['tax_rate'], 2)
            discount = round(subtotal * customer.get('discount', 0), 2)
            return subtotal, tax, discount


        def build_invoice(customer, lines, today=None):
            today = today or date.today()
            terms_days = customer.get('terms_days', 30)
            subtotal, tax, discount = _amounts(customer, lines)
            return {
                'number': f'{customer["id"]}-{today:%Y%m%d}',
                'due': today + timedelta(days=terms_days),
                'total': subtotal + tax - discount,
                'vat_id': customer.get('vat_id', ''),
                'currency': customer.get('currency', 'EUR'),
                'terms': f'net {terms_days}',
                'status': 'open',
            }
    """), params={"max_statements": 12}),
]

# round 36, logic
# logic_1: a `with` whose manager swallows errors (suppress) holding a return/break/continue
#   counts one, the try/except it stands for (a ladder of suppress-return blocks).
# logic_6: unbound feeders through an alias (`add = list.append`, `put = operator.setitem`)
#   count as the append/setitem of a fill loop.

LOGIC_1 += [
    Attempt("logic_1", "suppress-return-ladder", code("""
        from contextlib import suppress
        from datetime import datetime


        def parse_when(text):
            with suppress(ValueError):
                return datetime.fromisoformat(text)
            with suppress(ValueError):
                return datetime.strptime(text, '%d/%m/%Y %H:%M')
            with suppress(ValueError):
                return datetime.strptime(text, '%d/%m/%Y')
            with suppress(ValueError):
                return datetime.strptime(text, '%b %d %Y')
            with suppress(ValueError, OverflowError, OSError):
                return datetime.fromtimestamp(float(text))
            with suppress(ValueError):
                return datetime.strptime(text, '%Y%m%d')
            raise ValueError(text)
    """), code("""
        from datetime import datetime

        _FORMATS = ('%d/%m/%Y %H:%M', '%d/%m/%Y', '%b %d %Y', '%Y%m%d')


        def _try_format(text, fmt):
            try:
                return datetime.strptime(text, fmt)
            except ValueError:
                return None


        def parse_when(text):
            for fmt in _FORMATS:
                found = _try_format(text, fmt)
                if found is not None:
                    return found
            raise ValueError(text)
    """)),
    Attempt("logic_1", "suppress-continue-ladder", code("""
        import contextlib

        quiet = contextlib.suppress


        def first_number(items):
            for item in items:
                with quiet(ValueError):
                    if int(item) > 0:
                        return int(item)
                with quiet(ValueError):
                    float(item)
                    continue
                with quiet(TypeError):
                    return len(item)
                with quiet(KeyError):
                    return item['n']
            return None
    """), code("""
        from contextlib import suppress


        def first_number(items):
            for item in items:
                with suppress(ValueError):
                    return int(item)
            return None
    """)),
]


LOGIC_6 += [
    Attempt("logic_6", "unbound-append-alias", code("""
        def parse_ids(lines):
            ids = []
            add = list.append
            for line in lines:
                add(ids, int(line.strip()))
            return ids
    """), code("""
        def parse_ids(lines):
            return [int(line.strip()) for line in lines]
    """)),
    Attempt("logic_6", "operator-setitem-alias", code("""
        from operator import setitem as put


        def index_by_sku(products):
            table = {}
            for product in products:
                put(table, product['sku'], product)
            return table
    """), code("""
        def index_by_sku(products):
            return {product['sku']: product for product in products}
    """)),
]

# round 37, logicA
# logic_2: `out.set_result(v)` on a parameter future counts as one exit each when the
#          module calls the function directly by name (not in a lambda) and the caller
#          reads `.result()` of the future it handed in (a helper returning through a
#          handed-in future); a thread target or callback settling a future is not counted.
# logic_5: `v = default` then `if k in d: v = d[k]` (no else, any membership spelling)
#          is `d.get(k, default)` by hand.

LOGIC_2 += [
    Attempt("logic_2", "returns-through-handed-future", code("""
        from concurrent.futures import Future


        def parse_port(text: str, out: Future) -> None:
            \"\"\"Parse a port number, resolving out with the result.\"\"\"
            if not text:
                out.set_result(None)
            elif not text.isdigit():
                out.set_result(-1)
            elif int(text) > 65535:
                out.set_result(-2)
            else:
                out.set_result(int(text))


        def port_of(text: str) -> int | None:
            \"\"\"Return the parsed port.\"\"\"
            fut = Future()
            parse_port(text, fut)
            return fut.result()
    """), code("""
        def port_of(text: str) -> int | None:
            \"\"\"Return the parsed port, or None when text is empty.\"\"\"
            if not text:
                return None
            port = int(text) if text.isdigit() else -1
            return port if 0 <= port <= 65535 else -2
    """)),
    Attempt("logic_2", "returns-through-handed-asyncio-future", code("""
        import asyncio


        def grade(score: int, box: asyncio.Future) -> None:
            \"\"\"Resolve box with the letter for a score.\"\"\"
            if score >= 90:
                box.set_result('A')
            elif score >= 80:
                box.set_result('B')
            else:
                box.set_result('C')


        async def letter(score: int) -> str:
            \"\"\"Return the letter.\"\"\"
            box = asyncio.get_running_loop().create_future()
            grade(score, box)
            return box.result()
    """), code("""
        import asyncio


        def _resolve(box: asyncio.Future, value: str) -> None:
            \"\"\"Hand a worker's value to whoever awaits box.\"\"\"
            if not box.done():
                box.set_result(value)


        async def letter(score: int) -> str:
            \"\"\"Return the letter.\"\"\"
            box = asyncio.get_running_loop().create_future()
            _resolve(box, 'A' if score >= 90 else 'B')
            return box.result()
    """)),
    Attempt("logic_2", "returns-through-handed-future-method", code("""
        from concurrent.futures import Future


        class Ports:
            def parse(self, text: str, out: Future) -> None:
                \"\"\"Resolve out with the parsed port.\"\"\"
                if not text:
                    out.set_result(None)
                elif not text.isdigit():
                    out.set_result(-1)
                else:
                    out.set_result(int(text))

            def port_of(self, text: str) -> int | None:
                \"\"\"Return the parsed port.\"\"\"
                fut = Future()
                self.parse(text, out=fut)
                return fut.result()
    """), code("""
        import threading
        from concurrent.futures import Future


        def _compute(n: int, out: Future) -> None:
            \"\"\"Publish the n-th Fibonacci number on out from a worker thread.\"\"\"
            if n < 0:
                out.set_exception(ValueError(n))
                return
            if n < 2:
                out.set_result(n)
                return
            a, b = 0, 1
            for _ in range(n - 1):
                a, b = b, a + b
            out.set_result(b)


        def fib(n: int) -> int:
            \"\"\"Return the n-th Fibonacci number, computed in a thread.\"\"\"
            out = Future()
            threading.Thread(target=_compute, args=(n, out)).start()
            return out.result(timeout=5)
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "preset-default-then-contains-call", code("""
        def setting(config: dict, name: str) -> str:
            \"\"\"Return a setting with a fallback.\"\"\"
            value = 'default'
            if config.__contains__(name):
                value = config[name]
            return value
    """), code("""
        def setting(config: dict, name: str) -> str:
            \"\"\"Return a setting with a fallback.\"\"\"
            return config.get(name, 'default')
    """)),
    Attempt("logic_5", "preset-default-then-in-test", code("""
        import operator


        def colour(theme: dict, part: str) -> str | None:
            \"\"\"Return a part's colour.\"\"\"
            found = None
            if operator.contains(theme, part):
                found = theme[part]
            return found
    """), code("""
        def colour(theme: dict, part: str) -> str | None:
            \"\"\"Return a part's colour.\"\"\"
            found = theme.get(part)
            if found is not None:
                found = found.lower()
            return found
    """)),
]


# round 37, logicB
# Closed in logic_8: a slice from a magic start used for its truth alone (`if not
# password[7:]:`, or a lowercase name bound once to it and read only in truth tests) is
# `len(password) > 7`; a slice the code also uses (`files = sys.argv[2:]`, tested, then
# looped over) passes as an emptiness test. Pinned open: a number's text tested with
# `startswith` or `endswith` (`str(status).startswith('5')`), since digits tested as text
# cannot be told from version, ISBN, dialing-code or card prefixes.

LOGIC_8 += [
    Attempt("logic_8", "slice-start-tested-for-length", code("""
        def validate_password(password: str) -> list:
            \"\"\"List the problems with a password.\"\"\"
            problems = []
            if not password[7:]:
                problems.append('too short')
            if password[64:]:
                problems.append('too long')
            return problems
    """), code("""
        MIN_LENGTH = 8
        MAX_LENGTH = 64


        def validate_password(password: str) -> list:
            \"\"\"List the problems with a password.\"\"\"
            problems = []
            if len(password) < MIN_LENGTH:
                problems.append('too short')
            if len(password) > MAX_LENGTH:
                problems.append('too long')
            return problems
    """)),
    Attempt("logic_8", "slice-start-held-in-a-name", code("""
        import sys


        def extra_arguments() -> bool:
            \"\"\"Whether more than the expected arguments were given.\"\"\"
            rest = sys.argv[3:]
            return bool(rest)
    """), code("""
        import sys

        EXPECTED_ARGUMENTS = 3


        def extra_arguments() -> bool:
            \"\"\"Whether more than the expected arguments were given.\"\"\"
            return len(sys.argv) > EXPECTED_ARGUMENTS
    """)),
    Attempt("logic_8", "status-prefix-as-text", code("""
        def classify(status: int) -> str:
            \"\"\"Classify an HTTP status code.\"\"\"
            text = str(status)
            if text.startswith('5'):
                return 'server error'
            return 'client error' if text.startswith('4') else 'ok'
    """), code("""
        SERVER_ERROR = 500
        CLIENT_ERROR = 400


        def classify(status: int) -> str:
            \"\"\"Classify an HTTP status code.\"\"\"
            if status >= SERVER_ERROR:
                return 'server error'
            return 'client error' if status >= CLIENT_ERROR else 'ok'
    """), open=True),
    Attempt("logic_8", "status-prefixes-tuple-and-suffix", code("""
        def is_error(status: int) -> bool:
            \"\"\"Whether a status is an error.\"\"\"
            return f'{status}'.startswith(('4', '5'))


        def is_fifth(n: int) -> bool:
            \"\"\"Whether n ends in five.\"\"\"
            return str(n).endswith('5')
    """), code("""
        CLIENT_ERROR = 400
        DECADE = 10
        WANTED_LAST_DIGIT = 5


        def is_error(status: int) -> bool:
            \"\"\"Whether a status is an error.\"\"\"
            return status >= CLIENT_ERROR


        def is_fifth(n: int) -> bool:
            \"\"\"Whether n ends in five.\"\"\"
            return n % DECADE == WANTED_LAST_DIGIT
    """), open=True),
]

# round 38, logic46
# logic_4: the `>>>` examples of a docstring (or constant string) handed to a doctest
#   function count toward the caller's statements, like code run through exec.
# logic_6: a list or tuple display passed through iter()/list()/tuple() into a collection
#   builtin is a needless call; an array given only its type code is an empty start.

LOGIC_4 += [
    Attempt("logic_4", "doctest-docstring-steps", code("""
        import doctest


        def _pipeline():
            '''
            >>> raw = source.read()
            >>> lines = raw.splitlines()
            >>> lines = [ln for ln in lines if ln and not ln.startswith('#')]
            >>> pairs = [ln.split('=', 1) for ln in lines]
            >>> config = {k.strip(): v.strip() for k, v in pairs}
            >>> config['port'] = int(config.get('port', '80'))
            >>> config['debug'] = config.get('debug') == 'true'
            >>> config['hosts'] = config.get('hosts', '').split(',')
            >>> config['timeout'] = float(config.get('timeout', '5'))
            >>> config['retries'] = int(config.get('retries', '3'))
            >>> config['name'] = config.get('name', 'app').title()
            >>> config['root'] = config.get('root', '/srv').rstrip('/')
            >>> config['user'] = config.get('user', 'www')
            >>> config['group'] = config.get('group', config['user'])
            >>> result.update(config)
            '''


        def load_config(source):
            '''Parse a key=value config file object into a dict.'''
            result = {}
            doctest.run_docstring_examples(_pipeline, {'source': source, 'result': result})
            return result
    """), code("""
        def _parse_lines(raw):
            '''Return key/value pairs from config text.'''
            lines = [ln for ln in raw.splitlines() if ln and not ln.startswith('#')]
            return dict(ln.split('=', 1) for ln in lines)


        def load_config(source):
            '''Parse a key=value config file object into a dict.'''
            config = {k.strip(): v.strip() for k, v in _parse_lines(source.read()).items()}
            config['port'] = int(config.get('port', '80'))
            return config
    """)),
    Attempt("logic_4", "doctest-string-steps", code("""
        from doctest import DocTestParser, DocTestRunner

        _STEPS = (
            '>>> a = data.load()\\n>>> b = a.clean()\\n>>> c = b.merge()\\n'
            '>>> d = c.sort()\\n>>> e = d.trim()\\n>>> f = e.pack()\\n'
            '>>> g = f.sign()\\n>>> h = g.seal()\\n>>> i = h.stamp()\\n'
            '>>> j = i.check()\\n>>> k = j.store()\\n>>> m = k.index()\\n'
            '>>> n = m.log()\\n>>> o = n.notify()\\n>>> out.append(o)\\n'
        )


        def run(data):
            '''Run the data through every stage.'''
            out = []
            test = DocTestParser().get_doctest(_STEPS, {'data': data, 'out': out}, 's', None, 0)
            DocTestRunner().run(test)
            return out[0]
    """), code("""
        def run(data):
            '''Run the data through every stage.'''
            cleaned = data.load().clean()
            return cleaned.merge().sort()
    """)),
]


LOGIC_6 += [
    Attempt("logic_6", "list-iter-literal", code("""
        def default_headers(token):
            '''Return the default HTTP headers for a request.'''
            headers = list(iter([
                ('Accept', 'application/json'),
                ('Authorization', f'Bearer {token}'),
            ]))
            return dict(headers)
    """), code("""
        def default_headers(token):
            '''Return the default HTTP headers for a request.'''
            return {'Accept': 'application/json', 'Authorization': f'Bearer {token}'}
    """)),
    Attempt("logic_6", "tuple-list-literal", code("""
        def sizes():
            '''Return the shirt sizes.'''
            return tuple(list(['s', 'm', 'l']))
    """), code("""
        def sizes():
            '''Return the shirt sizes.'''
            return ('s', 'm', 'l')
    """)),
    Attempt("logic_6", "array-append", code("""
        from array import array


        def prices(items):
            '''Collect item prices.'''
            values = array('d')
            for item in items:
                values.append(item.price)
            return list(values)
    """), code("""
        def prices(items):
            '''Collect item prices.'''
            return [item.price for item in items]
    """)),
    Attempt("logic_6", "array-module-append", code("""
        import array


        def weights(items):
            '''Collect item weights as a compact array.'''
            values = array.array('f')
            for item in items:
                if item.weight:
                    values.append(item.weight)
            return values
    """), code("""
        import array


        def weights(items):
            '''Collect item weights as a compact array.'''
            return array.array('f', (item.weight for item in items if item.weight))
    """)),
]

# round 39, logic24
# logic_2: a `try` whose handler does nothing (`except LookupError: pass`, `suppress`
# spelled out) now counts each `raise` right after a store into a place a `return` of the
# function reads; for that and for stores before raises in `try` and swallowing `with`
# blocks, the `raise` may also close the body of an `if` right after the store
# (`RESULT['grade'] = 'A'` / `if score >= 90: raise Exit`).
LOGIC_2 += [
    Attempt("logic_2", "stored-then-raised-to-a-pass-handler", code("""
        def _first(*values):
            return values[0]


        def sign_label(n):
            exits = iter(())
            try:
                if n < 0:
                    exits = iter(['negative'])
                    raise LookupError
                if n == 0:
                    exits = iter(['zero'])
                    raise LookupError
                exits = iter(['positive'])
            except LookupError:
                pass
            return _first(*exits)
    """), code("""
        def sign_label(n):
            label = 'positive'
            if n < 0:
                label = 'negative'
            elif n == 0:
                label = 'zero'
            return label
    """)),
    Attempt("logic_2", "stored-then-raised-in-an-if-to-an-ellipsis-handler", code("""
        class _Stop(Exception):
            pass


        def grade(score):
            try:
                letter = 'A'
                if score >= 90:
                    raise _Stop()
                letter = 'B'
                if score >= 80:
                    raise _Stop()
                letter = 'F'
            except _Stop:
                ...
            return letter
    """), code("""
        def grade(score):
            letter = 'F'
            if score >= 90:
                letter = 'A'
            elif score >= 80:
                letter = 'B'
            return letter
    """)),
    Attempt("logic_2", "stored-in-a-global-then-raised-in-an-if-to-a-swallowing-manager",
            code("""
        RESULT = {}


        class Exit(Exception):
            pass


        class Early:
            def __enter__(self):
                return self

            def __exit__(self, kind, exc, tb):
                return kind is Exit


        def grade(score):
            with Early():
                RESULT['grade'] = 'A'
                if score >= 90:
                    raise Exit
                RESULT['grade'] = 'B'
                if score >= 80:
                    raise Exit
                RESULT['grade'] = 'F'
            return RESULT['grade']
    """), code("""
        GRADES = ((90, 'A'), (80, 'B'))


        def grade(score):
            letter = 'F'
            for cut, name in GRADES:
                if score >= cut:
                    letter = name
                    break
            return letter
    """)),
    Attempt("logic_2", "stored-then-raised-in-an-if-under-suppress", code("""
        import contextlib


        class _Done(Exception):
            pass


        def grade(score):
            with contextlib.suppress(_Done):
                label = 'A'
                if score >= 90:
                    raise _Done
                label = 'B'
                if score >= 80:
                    raise _Done
                label = 'F'
            return label
    """), code("""
        def grade(score):
            label = 'F'
            if score >= 90:
                label = 'A'
            elif score >= 80:
                label = 'B'
            return label
    """)),
]


# round 39, logic58
# logic_5: a `while` index loop whose test ANDs a flag (or `not flag`), whose body only
#   sets the flag (`found = xs[i] == x` or `if c: found = True`) and steps a counter that
#   indexes the items, before `return flag`: any()/all() by hand.
# logic_8: bitwise `|`, `&`, `^` and unary `~`/`-`/`+` now fold over any folding operand,
#   so thresholds spelled as bit arithmetic on True (`True << 4 | True << 3 | True`) are 25.
# logic_9 l9-registry left open: a decorator-filled table is pinned open already.

LOGIC_5 += [
    Attempt("logic_5", "index-loop-stopped-by-its-flag", code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            found = False
            i = 0
            while i < len(users) and not found:
                found = users[i].get('role') == 'admin'
                i += 1
            return found
    """), code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            return any(u.get('role') == 'admin' for u in users)
    """)),
    Attempt("logic_5", "index-loop-stopped-by-its-flag-set-in-an-if", code("""
        def all_paid(invoices: list) -> bool:
            ok = True
            i = 0
            while ok and i < len(invoices):
                invoice = invoices[i]
                if not invoice.paid:
                    ok = False
                i = i + 1
            return ok
    """), code("""
        def connect(client) -> bool:
            ok = False
            attempts = 0
            while attempts < 3 and not ok:
                ok = client.try_connect()
                attempts += 1
            return ok
    """)),
]


LOGIC_8 += [
    Attempt("logic_8", "thresholds-as-bit-arithmetic-on-true", code("""
        def can_rent_car(age: int, licence_years: int) -> bool:
            \"\"\"Tell whether a customer may rent a car.\"\"\"
            adult = True << 4 | True << 3 | True
            seasoned = True << 1 | True
            return age >= adult and licence_years >= seasoned
    """), code("""
        MIN_RENTAL_AGE = 25
        MIN_LICENCE_YEARS = 3


        def can_rent_car(age: int, licence_years: int) -> bool:
            \"\"\"Tell whether a customer may rent a car.\"\"\"
            return age >= MIN_RENTAL_AGE and licence_years >= MIN_LICENCE_YEARS
    """)),
    Attempt("logic_8", "threshold-as-xor-and-inversion", code("""
        def is_senior(age: int, level: int) -> bool:
            return age >= (True << 6 ^ True) and level > -~True
    """), code("""
        import re

        SENIOR_AGE = 65


        def is_senior(age: int, mode: int, text: str) -> bool:
            flags = re.I | re.M
            return age >= SENIOR_AGE and mode & 1 == 0 and bool(re.match('a', text, flags))
    """)),
]

# logic_2: the `raise` after a store may also close the `else` of the `if` after it.

LOGIC_2 += [
    Attempt("logic_2", "stored-then-raised-in-an-else-to-an-ellipsis-handler", code("""
        class _Stop(Exception):
            pass


        def grade(score):
            try:
                letter = 'A'
                if score < 90:
                    pass
                else:
                    raise _Stop()
                letter = 'B'
                if score < 80:
                    pass
                else:
                    raise _Stop()
                letter = 'F'
            except _Stop:
                ...
            return letter
    """), code("""
        def grade(score):
            letter = 'F'
            if score >= 90:
                letter = 'A'
            elif score >= 80:
                letter = 'B'
            return letter
    """)),
]


# logic_5: the flag-guarded index loop also when the flag is set by `|=` or an annotated
# assignment, the counter is stepped first, or the flag is returned as `bool(flag)`.

LOGIC_5 += [
    Attempt("logic_5", "index-loop-stopped-by-its-flag-or-assigned", code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            found = False
            i = 0
            while i < len(users) and not found:
                found |= users[i].get('role') == 'admin'
                i += 1
            return bool(found)
    """), code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            return any(u.get('role') == 'admin' for u in users)
    """)),
    Attempt("logic_5", "index-loop-stepped-first-then-flag-annotated", code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            found = False
            i = 0
            while i < len(users) and not found:
                i += 1
                found: bool = users[i - 1].get('role') == 'admin'
            return found
    """), code("""
        def has_admin(users: list[dict]) -> bool:
            \"\"\"Tell whether any user has the admin role.\"\"\"
            return any(user.get('role') == 'admin' for user in users)
    """)),
]

# round 40, logic13
# Closed (logic_1, logic_3): truth tests packed into a sequence by a call keeping their order
# (struct.pack and struct.Struct(...).pack, numpy.array/asarray/..., array.array, bytes,
# tuple, list; also through .astype/.tolist/.tobytes and the one name bound to it) whose
# first true place is read (.index/.find/.argmax/.nonzero, numpy.argmax, operator.indexOf,
# a computed index): an if/elif chain, one decision per test not a constant.

LOGIC_1 += [
    Attempt("logic_1", "struct-pack-first-true-index", code("""
        import struct

        LETTERS = 'ABCDEF'


        def grade(score):
            if not 0 <= score <= 100:
                raise ValueError(score)
            hits = struct.pack('6?', score >= 90, score >= 80, score >= 70, score >= 60,
                               score >= 50, True)
            return LETTERS[hits.index(1)]
    """), code("""
        from bisect import bisect_right

        CUTS = (50, 60, 70, 80, 90)
        LETTERS = 'FEDCBA'


        def grade(score):
            if not 0 <= score <= 100:
                raise ValueError(score)
            return LETTERS[bisect_right(CUTS, score)]
    """)),
    Attempt("logic_1", "struct-object-pack-find", code("""
        from struct import Struct

        _FLAGS = Struct('6?')
        LETTERS = 'ABCDEF'


        def grade(score):
            if score is None:
                raise ValueError(score)
            return LETTERS[_FLAGS.pack(score >= 90, score >= 80, score >= 70, score >= 60,
                                       score >= 50, True).find(b'\\x01')]
    """), code("""
        from struct import Struct

        _RECORD = Struct('<If')


        def encode(ident, score):
            if score is None:
                raise ValueError(score)
            return _RECORD.pack(ident, score)
    """)),
    Attempt("logic_1", "numpy-array-argmax-method", code("""
        import numpy as np

        LABELS = ('freezing', 'cold', 'mild', 'warm', 'hot', 'scorching')


        def describe(temp_c):
            if temp_c is None:
                raise ValueError('missing temperature')
            checks = np.array([temp_c < 0, temp_c < 10, temp_c < 18, temp_c < 25,
                               temp_c < 35, True])
            return LABELS[int(checks.argmax())]
    """), code("""
        from bisect import bisect_right

        LIMITS = (0, 10, 18, 25, 35)
        LABELS = ('freezing', 'cold', 'mild', 'warm', 'hot', 'scorching')


        def describe(temp_c):
            if temp_c is None:
                raise ValueError('missing temperature')
            return LABELS[bisect_right(LIMITS, temp_c)]
    """)),
    Attempt("logic_1", "numpy-asarray-argmax-function", code("""
        from numpy import argmax, asarray

        LABELS = ('freezing', 'cold', 'mild', 'warm', 'hot', 'scorching')


        def describe(t):
            tests = asarray((t < 0, t < 10, t < 18, t < 25, t < 35, True)).astype(int)
            return LABELS[argmax(tests)]
    """), code("""
        import numpy as np

        LIMITS = np.array([0, 10, 18, 25, 35])
        LABELS = ('freezing', 'cold', 'mild', 'warm', 'hot', 'scorching')


        def describe(t):
            return LABELS[int(np.searchsorted(LIMITS, t, side='right'))]
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "struct-pack-first-true-find", code("""
        import struct

        ACTIONS = ('block', 'review', 'throttle', 'allow')


        def screen(login):
            flags = struct.pack('4?', login.failures > 10,
                                login.country not in login.usual_countries,
                                login.failures > 3, True)
            action = ACTIONS[flags.find(1)]
            login.log(action)
            return action
    """), code("""
        FAIL_BLOCK = 10


        def screen(login):
            action = 'block' if login.failures > FAIL_BLOCK else 'allow'
            login.log(action)
            return action
    """)),
    Attempt("logic_3", "numpy-array-argmax-method", code("""
        import numpy as np

        BANDS = ('underweight', 'normal', 'overweight', 'obese')


        def bmi_band(weight_kg, height_m):
            bmi = weight_kg / height_m ** 2
            hits = np.array([bmi < 18.5, bmi < 25, bmi < 30, True])
            return BANDS[int(hits.argmax())], round(bmi, 1)
    """), code("""
        from bisect import bisect_right

        LIMITS = (18.5, 25, 30)
        BANDS = ('underweight', 'normal', 'overweight', 'obese')


        def bmi_band(weight_kg, height_m):
            bmi = weight_kg / height_m ** 2
            return BANDS[bisect_right(LIMITS, bmi)], round(bmi, 1)
    """)),
    Attempt("logic_3", "array-array-tolist-index", code("""
        from array import array

        BANDS = ('underweight', 'normal', 'overweight', 'obese')


        def bmi_band(bmi):
            return BANDS[array('b', [bmi < 18.5, bmi < 25, bmi < 30, True]).tolist().index(1)]
    """), code("""
        from array import array

        LIMITS = array('d', [18.5, 25.0, 30.0])
        BANDS = ('underweight', 'normal', 'overweight', 'obese')


        def bmi_band(bmi):
            return BANDS[sum(1 for limit in LIMITS if bmi >= limit)]
    """)),
]


# round 40, logic456
# logic_5: a try handler that only sleeps no time (time.sleep(0), any spelling of
#   time.sleep) ignores the error as `pass` would; a flag returned after an `if` that sets
#   it to the other boolean by an operator with a boolean constant or by `not`
#   (`allowed |= True`, `flag ^= True`, `flag = not flag`).
# logic_6: a list display of n dummy items filled by an append-only loop and read after it
#   only with those items dropped (`pairs[1:]`, `del pairs[:n]`, `pairs.pop(0)`,
#   `pairs = pairs[1:]`); loop temporaries unpacked into plain names now count as temps.

LOGIC_5 += [
    Attempt("logic_5", "sleep-zero-handler", code("""
        import json
        import time
        from pathlib import Path


        def load_settings(path):
            settings = {'theme': 'light'}
            try:
                settings.update(json.loads(Path(path).read_text()))
            except FileNotFoundError:
                time.sleep(0)
            return settings
    """), code("""
        import json
        from contextlib import suppress
        from pathlib import Path


        def load_settings(path):
            settings = {'theme': 'light'}
            with suppress(FileNotFoundError):
                settings.update(json.loads(Path(path).read_text()))
            return settings
    """)),
    Attempt("logic_5", "sleep-zero-aliased-handler", code("""
        from time import sleep as nap


        def read_all(handle):
            try:
                return handle.read()
            except OSError:
                nap(0.0)
            return ''
    """), code("""
        import time


        def read_all(handle):
            try:
                return handle.read()
            except OSError:
                time.sleep(1)
            return ''
    """)),
    Attempt("logic_5", "flag-or-assign-true", code("""
        def is_admin(user):
            allowed = False
            if user.role in ('admin', 'owner'):
                allowed |= True
            return allowed
    """), code("""
        def is_admin(user):
            return user.role in ('admin', 'owner')
    """)),
    Attempt("logic_5", "flag-flipped-by-not", code("""
        def is_blocked(user):
            blocked = True
            if user.active:
                blocked = not blocked
            return blocked
    """), code("""
        def is_blocked(user, strict):
            blocked = False
            if user.role == 'guest':
                blocked |= strict
            return blocked
    """)),
]


LOGIC_6 += [
    Attempt("logic_6", "sentinel-sliced-off", code("""
        def parse_scores(lines):
            pairs = [('', 0)]
            for line in lines:
                name, _, score = line.partition(':')
                pairs.append((name.strip(), int(score)))
            return pairs[1:]
    """), code("""
        def _parse(line):
            name, _, score = line.partition(':')
            return name.strip(), int(score)


        def parse_scores(lines):
            return [_parse(line) for line in lines]
    """)),
    Attempt("logic_6", "sentinels-deleted-after-loop", code("""
        def cleaned(lines):
            kept = [None, None]
            for line in lines:
                text = line.strip()
                kept.append(text.lower())
            del kept[:2]
            return kept
    """), code("""
        def cleaned(lines):
            kept = ['# header']
            for line in lines:
                text = line.strip()
                kept.append(text.lower())
            print(kept[0])
            return kept[1:]
    """)),
    Attempt("logic_6", "sentinel-popped-after-loop", code("""
        def cleaned(lines):
            kept = ['']
            for line in lines:
                text = line.strip()
                kept.append(text.lower())
            kept.pop(0)
            return kept
    """), code("""
        def running_totals(lines):
            totals = [0]
            for line in lines:
                totals.append(totals[-1] + len(line))
            return totals[1:]
    """)),
]

# round 41, logicA
# Closed: a table read through `.setdefault` or through a copy (`T.copy()`, `copy.copy(T)`)
# picks what `T.get`/`T[k]` picks (logic_1, logic_3); a packed array of truth tests used as
# a boolean mask (`MESSAGES[failed]`, `MESSAGES.compress(failed)`, `numpy.extract`) picks as
# `compress` does; a weighted sum of listed tests counts as only an amount when it is only
# returned, compared, put into arithmetic, formatted, logged or printed (not
# `operator.getitem(T, score)` or `map(T.get, [score])`).

LOGIC_1 += [
    Attempt("logic_1", "setdefault-on-copy-of-tuple-keyed-table", code("""
        _BANDS = {
            (True, True, True, True): 'A',
            (False, True, True, True): 'B',
            (False, False, True, True): 'C',
            (False, False, False, True): 'D',
            (False, False, False, False): 'F',
        }


        def letter_grade(score):
            key = (score >= 90, score >= 80, score >= 70, score >= 60)
            return _BANDS.copy().setdefault(key, 'F')
    """), code("""
        import bisect

        _CUTS = (60, 70, 80, 90)
        _GRADES = 'FDCBA'


        def letter_grade(score):
            return _GRADES[bisect.bisect_right(_CUTS, score)]
    """), {"max_complexity": 3}),
    Attempt("logic_1", "copy-copy-get-of-bool-table", code("""
        import copy

        _SIGNS = {(True, True): 'I', (False, True): 'II', (False, False): 'III', (True, False): 'IV'}


        def quadrant(x, y):
            return copy.copy(_SIGNS)[(x > 0, y > 0)]
    """), code("""
        def _half(y, up, down):
            return up if y > 0 else down


        def quadrant(x, y):
            if x > 0:
                return _half(y, 'I', 'IV')
            return _half(y, 'II', 'III')
    """), {"max_complexity": 3}),
    Attempt("logic_1", "numpy-mask-of-tests-picks-messages", code("""
        import numpy as np

        _MESSAGES = np.array([
            'name is required',
            'name is too long',
            'age must be positive',
            'age is unrealistic',
            'email needs an @',
            'country code must have two letters',
        ])


        def validate_user(user):
            name = user.get('name', '')
            age = user.get('age', 0)
            failed = np.array([
                not name,
                len(name) > 40,
                age <= 0,
                age > 130,
                '@' not in user.get('email', ''),
                len(user.get('country', '')) != 2,
            ])
            return _MESSAGES[failed].tolist()
    """), code("""
        def _name_problems(name):
            if not name:
                return ['name is required']
            return ['name is too long'] if len(name) > 40 else []


        def _age_problems(age):
            if age <= 0:
                return ['age must be positive']
            return ['age is unrealistic'] if age > 130 else []


        def validate_user(user):
            return _name_problems(user.get('name', '')) + _age_problems(user.get('age', 0))
    """)),
    Attempt("logic_1", "numpy-compress-method-mask", code("""
        import numpy as np

        _ALARMS = np.array(['hot', 'low pressure', 'humid', 'smoke'])


        def alarms(temp, pressure, humidity, smoke):
            mask = np.asarray((temp > 80, pressure < 1, humidity > 0.9, smoke > 0.1))
            return list(_ALARMS.compress(mask))
    """), code("""
        import numpy as np


        def hot_cells(grid, limit):
            cells = np.asarray(grid)
            return cells[cells > limit].tolist()
    """), {"max_complexity": 3}),
    Attempt("logic_1", "weighted-sum-picked-by-getitem", code("""
        from operator import getitem

        WEIGHTS = (1, 2, 4, 8)
        LABELS = tuple(f'kind-{n}' for n in range(16))


        def classify(x):
            tests = (x > 0, x % 2 == 0, x > 100, x % 3 == 0)
            score = sum(w * t for w, t in zip(WEIGHTS, tests))
            return getitem(LABELS, score)
    """), code("""
        WEIGHTS = (1, 2, 4, 8)


        def risk_score(x):
            tests = (x > 0, x % 2 == 0, x > 100, x % 3 == 0)
            score = sum(w * t for w, t in zip(WEIGHTS, tests))
            print(f'score {score}')
            return score / 15
    """)),
    Attempt("logic_1", "weighted-sum-picked-by-map-get", code("""
        WEIGHTS = (1, 2, 4)
        HANDLERS = {n: f'handler-{n}' for n in range(8)}


        def route(x):
            tests = [x > 0, x % 2 == 0, x > 100]
            score = sum(w * t for w, t in zip(WEIGHTS, tests))
            return next(map(HANDLERS.get, [score]))
    """), code("""
        WEIGHTS = (1, 2, 4)


        def urgent(x):
            tests = [x > 0, x % 2 == 0, x > 100]
            score = sum(w * t for w, t in zip(WEIGHTS, tests))
            return score >= 4
    """), {"max_complexity": 3}),
]


LOGIC_3 += [
    Attempt("logic_3", "setdefault-picks-writer", code("""
        import json


        def _write_pretty(data, handle):
            json.dump(data, handle, indent=2, sort_keys=True)


        def _write_compact(data, handle):
            json.dump(data, handle, separators=(',', ':'))


        def save_report(data, path, pretty):
            writer = {True: _write_pretty, False: _write_compact}.setdefault(
                bool(pretty) and len(data) < 1000, _write_compact)
            with open(path, 'w') as handle:
                writer(data, handle)
    """), code("""
        import json


        def save_report(data, path, pretty):
            if pretty and len(data) < 1000:
                options = {'indent': 2, 'sort_keys': True}
            else:
                options = {'separators': (',', ':')}
            with open(path, 'w') as handle:
                json.dump(data, handle, **options)
    """), {"max_branches": 2}),
    Attempt("logic_3", "copy-then-get-picks-label", code("""
        _LABELS = {True: 'negative', False: 'positive'}


        def describe(n, m):
            first = _LABELS.copy().get(n < 0)
            second = _LABELS.copy()[m < 0]
            return f'{first} {second}'
    """), code("""
        def describe(n, m):
            first = 'negative' if n < 0 else 'positive'
            return f'{first} {m}'
    """), {"max_branches": 2}),
    Attempt("logic_3", "weighted-sum-picked-by-getitem", code("""
        import operator

        WEIGHTS = (1, 2, 4, 8)
        LABELS = tuple(f'kind-{n}' for n in range(16))


        def classify(x):
            tests = (x > 0, x % 2 == 0, x > 100, x % 3 == 0)
            score = sum(w * t for w, t in zip(WEIGHTS, tests))
            return operator.getitem(LABELS, score)
    """), code("""
        WEIGHTS = (1, 2, 4, 8)


        def risk_score(x):
            tests = (x > 0, x % 2 == 0, x > 100, x % 3 == 0)
            return sum(w * t for w, t in zip(WEIGHTS, tests)) / 15
    """), {"max_branches": 2}),
]


# round 41, logicB
# logic_2: a loop that runs once is a block with gotos, now also a `for` over a one-character
# text (or any iterable of one item: a one-key dict, `range(5, 6)`, a name bound once to one),
# and a `while` whose every way round stores a constant that makes its condition false
# (`while category is None:` ... `category = 'normal'` / `continue`): its continues count.
# logic_2: `statistics.mode(gen())` (and `multimode(gen())[0]`) takes a generator's first
# item when no item comes twice; a generator whose yields may repeat (a loop) is a vote.
# logic_5 (review rules_lel item 2): `time.sleep(0)` in a handler ending a `for _ in range(n)`
# retry loop or a non-blocking `while` poll is a polling pause, not an ignored error.

LOGIC_2 += [
    Attempt("logic_2", "loop-over-one-character-with-breaks", code("""
        def parse_port(text):
            \"\"\"Return the port number in text, or None when it is not valid.\"\"\"
            port = None
            for _ in ' ':
                cleaned = text.strip()
                if not cleaned:
                    break
                if not cleaned.isdigit():
                    break
                value = int(cleaned)
                if not 0 < value < 65536:
                    break
                port = value
            return port
    """), code("""
        def parse_port(text):
            \"\"\"Return the port number in text, or None when it is not valid.\"\"\"
            cleaned = text.strip()
            value = int(cleaned) if cleaned.isdigit() else 0
            return value if 0 < value < 65536 else None
    """)),
    Attempt("logic_2", "loop-over-one-number-range-with-breaks", code("""
        ONCE = range(7, 8)


        def grade(score):
            \"\"\"Return the letter grade for a score.\"\"\"
            letter = 'F'
            for _ in ONCE:
                if score >= 90:
                    letter = 'A'
                    break
                if score >= 80:
                    letter = 'B'
                    break
                if score >= 70:
                    letter = 'C'
                    break
            return letter
    """), code("""
        def grade(score):
            \"\"\"Return the letter grade for a score.\"\"\"
            letter = 'F'
            for bound, name in ((90, 'A'), (80, 'B'), (70, 'C')):
                if score >= bound:
                    letter = name
                    break
            return letter
    """)),
    Attempt("logic_2", "while-falsified-by-each-continue", code("""
        def classify_bmi(bmi):
            \"\"\"Return the category name for a body mass index.\"\"\"
            category = None
            while category is None:
                if bmi < 18.5:
                    category = 'underweight'
                    continue
                if bmi < 25:
                    category = 'normal'
                    continue
                if bmi < 30:
                    category = 'overweight'
                    continue
                category = 'obese'
            return category
    """), code("""
        def classify_bmi(bmi):
            \"\"\"Return the category name for a body mass index.\"\"\"
            if bmi < 18.5:
                category = 'underweight'
            elif bmi < 25:
                category = 'normal'
            elif bmi < 30:
                category = 'overweight'
            else:
                category = 'obese'
            return category
    """)),
    Attempt("logic_2", "while-not-done-flag-as-goto", code("""
        def sign_name(value):
            \"\"\"Name the sign of a number.\"\"\"
            done = False
            name = 'zero'
            while not done:
                if value > 0:
                    name = 'positive'
                    done = True
                    continue
                if value < 0:
                    name = 'negative'
                    done = True
                    continue
                done = True
            return name
    """), code("""
        def skip_blank(lines):
            \"\"\"Return the lines after the leading blank ones.\"\"\"
            current = 0
            while current is not None and current < len(lines):
                if not lines[current].strip():
                    current += 1
                    continue
                return lines[current:]
            return []
    """)),
    Attempt("logic_2", "statistics-mode-of-distinct-yields", code("""
        import statistics


        def _shipping(weight, express, country):
            \"\"\"Yield the shipping cost for a parcel; the first value is it.\"\"\"
            if weight <= 0:
                yield 0.0
            if country != 'US':
                yield 25.0 + weight * 2
            if express:
                yield 15.0 + weight
            if weight > 20:
                yield 12.5
            yield 4.0


        def shipping_cost(weight, express, country):
            \"\"\"Return the shipping cost for a parcel.\"\"\"
            return statistics.mode(_shipping(weight, express, country))
    """), code("""
        import statistics


        def _votes(readings):
            \"\"\"Yield each sensor's reading rounded to a whole degree.\"\"\"
            for reading in readings:
                if reading is None:
                    continue
                if reading < -50:
                    yield -50
                elif reading > 50:
                    yield 50
                else:
                    yield round(reading)


        def agreed_temperature(readings):
            \"\"\"Return the temperature most sensors agree on.\"\"\"
            return statistics.mode(_votes(readings))
    """)),
    Attempt("logic_2", "statistics-multimode-first-of-distinct-yields", code("""
        from statistics import multimode


        def _label(status, retries):
            if status < 0:
                yield 'crashed'
            if retries > 5:
                yield 'stuck'
            if status == 1:
                yield 'running'
            yield 'queued'


        def job_label(status, retries):
            \"\"\"Return a short label for a job's state.\"\"\"
            return multimode(_label(status, retries))[0]
    """), code("""
        def job_label(status, retries):
            \"\"\"Return a short label for a job's state.\"\"\"
            if status < 0:
                label = 'crashed'
            elif retries > 5:
                label = 'stuck'
            elif status == 1:
                label = 'running'
            else:
                label = 'queued'
            return label
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "sleep-zero-handler-outside-a-loop", code("""
        import time


        def close_quietly(conn):
            \"\"\"Close a connection, ignoring a broken pipe.\"\"\"
            try:
                conn.close()
            except BrokenPipeError:
                time.sleep(0)
    """), code("""
        import time


        def fetch_with_retries(fetch, attempts=5):
            \"\"\"Try a flaky fetch a few times, yielding the processor between attempts.\"\"\"
            for _ in range(attempts):
                try:
                    return fetch()
                except TimeoutError:
                    time.sleep(0)
            return None
    """)),
    Attempt("logic_5", "sleep-zero-handler-skipping-each-item", code("""
        import time


        def notify_all(clients, message):
            \"\"\"Send message to each client, skipping those gone away.\"\"\"
            for client in clients:
                try:
                    client.send(message)
                except ConnectionError:
                    time.sleep(0)
    """), code("""
        import time


        def drain(sock):
            \"\"\"Read a non-blocking socket until the peer closes it.\"\"\"
            chunks = []
            while True:
                try:
                    chunk = sock.recv(4096)
                    if not chunk:
                        break
                    chunks.append(chunk)
                except BlockingIOError:
                    time.sleep(0)
            return b''.join(chunks)
    """)),
]


# round 41, compile
# Closed (review_exempt item 3): a dropped `compile`/`compile_command` call was exempt by
# the callee's name alone, so rebinding what that name holds turned it into a runner. The
# exemption now holds only while the compiler can be nothing but itself
# (`_strict._compilers_kept`): no store on codeop/code/builtins/sys.modules (attribute,
# setattr, vars/__dict__, __globals__, map(setattr, ...), through a helper's parameter),
# no compiler member name (or unknown one) stored on an unknown object, no other string run.

LOGIC_9 += [
    Attempt("logic_9", "compile-command-rebound-to-exec", code("""
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\n"
        codeop.compile_command = exec
        codeop.compile_command(SOURCE)
        print(fact(5))
    """), code("""
        import codeop

        SOURCE = (
            "def fact(n):\\n    result = 1\\n"
            "    for k in range(2, n + 1):\\n        result *= k\\n    return result\\n"
        )
        codeop.compile_command(SOURCE)
        print('ok')
    """)),
    Attempt("logic_9", "compile-command-rebound-read-as-none-in-function", code("""
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\n"


        def check(text):
            found = codeop.compile_command(text)
            return found is None


        codeop.compile_command = exec
        check(SOURCE)
        print(fact(5))
    """), code("""
        import codeop


        def needs_more_input(lines: list[str]) -> bool:
            source = '\\n'.join(lines)
            try:
                code = codeop.compile_command(source, '<input>', 'single')
            except SyntaxError:
                return False
            return code is None


        class Session:
            def __init__(self) -> None:
                self.lines: list[str] = []
                self.counts: dict[str, int] = {}

            def feed(self, line: str) -> bool:
                self.lines.append(line)
                self.counts[line] = self.counts.get(line, 0) + 1
                return needs_more_input(self.lines)


        print(Session().feed('def f():'))
    """)),
    Attempt("logic_9", "compile-command-set-by-map-setattr-to-runsource", code("""
        import code
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\nprint(fact(5))\\n"
        runner = code.InteractiveInterpreter().runsource
        list(map(setattr, [codeop], ['compile_command'], [runner]))
        codeop.compile_command(SOURCE, '<f>', 'exec')
    """), code("""
        import codeop

        SOURCE = "total = sum(range(5))\\nprint(total)\\n"
        codeop.compile_command(SOURCE, '<f>', 'exec')
    """)),
    Attempt("logic_9", "compile-command-patched-through-helper-parameter", code("""
        import code
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\nprint(fact(5))\\n"


        def patch(module, name):
            setattr(module, name, code.InteractiveInterpreter().runsource)


        patch(codeop, 'compile_' + 'command')
        codeop.compile_command(SOURCE, '<f>', 'exec')
    """), code("""
        from dataclasses import dataclass


        @dataclass
        class Snippet:
            name: str
            text: str


        def mark_valid(snippet: Snippet, flags: dict[str, bool]) -> None:
            try:
                compile(snippet.text, snippet.name, 'exec')
            except SyntaxError:
                flags[snippet.name] = False
            else:
                flags[snippet.name] = True


        flags: dict[str, bool] = {}
        mark_valid(Snippet('a', 'x = 1'), flags)
        print(flags)
    """)),
    Attempt("logic_9", "codeop-replaced-in-sys-modules", code("""
        import code
        import sys
        import types

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\nprint(fact(5))\\n"
        fake = types.SimpleNamespace(compile_command=code.InteractiveInterpreter().runsource)
        sys.modules['codeop'] = fake
        import codeop

        codeop.compile_command(SOURCE, '<f>', 'exec')
    """), code("""
        import sys
        from pathlib import Path


        def syntax_errors(paths: list[Path]) -> list[str]:
            problems = []
            for path in paths:
                try:
                    compile(path.read_text(), str(path), 'exec')
                except SyntaxError as error:
                    problems.append(f'{path}:{error.lineno}: {error.msg}')
            return problems


        for problem in syntax_errors([Path(arg) for arg in sys.argv[1:]]):
            print(problem)
    """)),
    Attempt("logic_9", "compile-command-patched-by-code-run-from-a-string", code("""
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\n"
        exec("import codeop\\ncodeop.compile_command = exec")
        codeop.compile_command(SOURCE)
        print(fact(5))
    """), code("""
        import codeop

        SOURCE = "value = 1 + 2\\n"
        codeop.compile_command(SOURCE)
        print('compiles')
    """)),
]

# last read (stop 47): a compiler's namespace updated in place (`|=`, `__ior__`,
# `operator.ior`) voids the compile exemption; `compile(..., ast.PyCF_ONLY_AST)` handed to
# literal_eval is a parse; a doctest line doctest refuses (`>>>list = ...`) is still read.
LOGIC_9 += [
    Attempt("logic_9", "compiler-namespace-updated-in-place", code("""
        import codeop

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\nprint(fact(5))\\n"
        namespace = vars(codeop)
        namespace |= {'compile_command': exec}
        codeop.compile_command(SOURCE)
    """), code("""
        import codeop

        SOURCE = "total = 1 + 2\\n"
        if codeop.compile_command(SOURCE) is None:
            print('incomplete')
    """)),
    Attempt("logic_9", "compiler-namespace-updated-by-operator-ior", code("""
        import codeop
        import operator

        SOURCE = "def fact(n):\\n    return 1 if n < 2 else n * fact(n - 1)\\nprint(fact(5))\\n"
        operator.ior(vars(codeop), {'compile_command': exec})
        codeop.compile_command(SOURCE)
    """), code("""
        import codeop
        import operator

        SOURCE = "total = 1 + 2\\n"
        flags = operator.ior(1, 2)
        if codeop.compile_command(SOURCE) is None:
            print('incomplete', flags)
    """)),
]

# round 43, logicA
# Closed in logic_1: guards after an exit callback that may swallow is pushed onto the
# `with`'s ExitStack (`stack.push(_ignore)`, a lambda, also pushed before `with stack:` or
# through the bound `push`) count as `suppress` guards do; a `return` there as the `try` it is.
# Closed in logic_1: a weighted sum of tests read as a key in a nested def (or any function
# whose read sees that binding, a `global` one too) is a key read like any other.
# Closed in logic_3: a lambda table whose first true row is taken by a constant index of the
# rows listed (`[q for test, q in RULES if test(t)][0]`, `list(filter(...))[0]`) is `next`.

LOGIC_1 += [
    Attempt("logic_1", "exitstack-pushed-callback-guards", code("""
        from contextlib import ExitStack


        def _ignore(*exc_info):
            return True


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            level = 'low'
            with ExitStack() as stack:
                stack.push(_ignore)
                assert claims > 0
                level = 'medium'
            with ExitStack() as stack:
                stack.push(_ignore)
                assert claims > 2 or smoker
                level = 'high'
            with ExitStack() as stack:
                stack.push(_ignore)
                assert age > 70 or score < 400
                level = 'very high'
            with ExitStack() as stack:
                stack.push(_ignore)
                assert claims > 5 and smoker
                level = 'declined'
            return level
    """), code("""
        from contextlib import ExitStack


        def _log_exit(kind, value, trace):
            print('closing', kind)


        def _points(age, claims, smoker, score):
            old_or_poor = age > 70 or score < 400
            return (claims > 0) + (claims > 2 or smoker) + old_or_poor


        _LEVELS = ('low', 'medium', 'high', 'very high')


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            with ExitStack() as stack:
                stack.push(_log_exit)
                assert score >= 0
                level = _LEVELS[_points(age, claims, smoker, score)]
            if claims > 5 and smoker:
                return 'declined'
            return level
    """)),
    Attempt("logic_1", "exitstack-lambda-pushed-before-with", code("""
        import contextlib


        def shipping_band(weight, express, remote):
            \"\"\"Pick the shipping band of a parcel.\"\"\"
            band = 'letter'
            quiet = contextlib.ExitStack()
            quiet.push(lambda *exc: exc[0] is not None)
            with quiet:
                1 / (weight > 0.5)
                band = 'small'
                1 // (weight > 2)
                band = 'medium'
                assert weight > 10
                band = 'large'
                assert express and remote
                band = 'freight'
            return band
    """), code("""
        _CUTS = (0.5, 2, 10)
        _BANDS = ('letter', 'small', 'medium', 'large')


        def shipping_band(weight, express, remote):
            \"\"\"Pick the shipping band of a parcel.\"\"\"
            if express and remote and weight > 10:
                return 'freight'
            return _BANDS[sum(weight > cut for cut in _CUTS)]
    """)),
    Attempt("logic_1", "weighted-sum-read-as-key-in-nested-def", code("""
        LABELS = ('none', 'a', 'b', 'ab', 'c', 'ac', 'bc', 'abc', 'x', 'y', 'z', 'w',
                  'p', 'q', 'r', 's')


        def classify(a, b, c, d):
            \"\"\"Name which of the four limits are exceeded.\"\"\"
            tests = [a > 1, b > 2, c > 3, d > 4]
            score = sum(w * t for w, t in zip((1, 2, 4, 8), tests))

            def pick():
                return LABELS[score]

            return pick()
    """), code("""
        def classify(a, b, c, d):
            \"\"\"Count how many of the four limits are exceeded.\"\"\"
            tests = [a > 1, b > 2, c > 3, d > 4]
            score = sum(w * t for w, t in zip((1, 1, 1, 1), tests))

            def show():
                return f'{score} limits exceeded'

            return show()
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "lambda-table-first-by-index", code("""
        _RULES = [
            (lambda t: t.priority == 'critical', 'page-oncall'),
            (lambda t: t.customer_tier == 'enterprise', 'escalate'),
            (lambda t: 'refund' in t.subject.lower(), 'billing'),
            (lambda t: t.age_hours > 48, 'stale-queue'),
            (lambda t: not t.assignee, 'triage'),
            (lambda t: True, 'backlog'),
        ]


        def route_ticket(ticket):
            \"\"\"Decide which queue a support ticket goes to.\"\"\"
            return [queue for test, queue in _RULES if test(ticket)][0]
    """), code("""
        _BY_PRIORITY = {'critical': 'page-oncall'}
        _BY_TIER = {'enterprise': 'escalate'}


        def route_ticket(ticket):
            \"\"\"Decide which queue a support ticket goes to.\"\"\"
            queue = _BY_PRIORITY.get(ticket.priority) or _BY_TIER.get(
                ticket.customer_tier,
            )
            if queue:
                return queue
            return _route_by_content(ticket)


        def _route_by_content(ticket):
            if 'refund' in ticket.subject.lower():
                return 'billing'
            return 'stale-queue' if ticket.age_hours > 48 else _fallback(ticket)


        def _fallback(ticket):
            return 'backlog' if ticket.assignee else 'triage'
    """)),
    Attempt("logic_3", "lambda-table-listed-filter-first", code("""
        RULES = (
            (lambda n: n < 0, 'negative'),
            (lambda n: n == 0, 'zero'),
            (lambda n: n < 10, 'small'),
            (lambda n: n < 100, 'medium'),
            (lambda n: True, 'large'),
        )


        def size(n):
            \"\"\"Name the size of a number.\"\"\"
            hits = list(filter(lambda row: row[0](n), RULES))
            return hits[0][1]
    """), code("""
        import bisect

        _CUTS = (0, 1, 10, 100)
        _NAMES = ('negative', 'zero', 'small', 'medium', 'large')


        def size(n):
            \"\"\"Name the size of a number.\"\"\"
            return _NAMES[bisect.bisect_right(_CUTS, n)]
    """)),
]


# round 43, logicB
# Closed in logic_2: a `for` (any iterable, `itertools.count()`) whose body ends in `break`
# with no `continue` runs at most once, so each earlier `break` is an early exit; a helper
# that stores into a parameter handed the place a later `return` reads, then always
# raises, under a handler doing nothing (each call an exit); a generator whose yields are
# `cond and 'label'` (or `'label' if cond else None`) taken by next(filter(None, ...)).
# Closed in logic_5: a filtered list bound to a name read once, only by len()/truth/== [];
# `len(list(filter(...)))` in place; an except whose only statement calls a module
# function that does nothing (try/except/pass under another name).

LOGIC_2 += [
    Attempt("logic_2", "count-loop-store-then-break", code("""
        import itertools


        def shipping_zone(country, state):
            \"\"\"Return the shipping zone for a destination.\"\"\"
            zone = None
            for _ in itertools.count():
                if country != 'US':
                    zone = 'international'
                    break
                if state in {'AK', 'HI'}:
                    zone = 'remote'
                    break
                if state in {'CA', 'OR', 'WA'}:
                    zone = 'west'
                    break
                zone = 'central'
                break
            return zone
    """), code("""
        _ZONES = {'AK': 'remote', 'HI': 'remote', 'CA': 'west', 'OR': 'west'}


        def shipping_zone(country, state):
            \"\"\"Return the shipping zone for a destination.\"\"\"
            if country != 'US':
                return 'international'
            return _ZONES.get(state, 'central')
    """)),
    Attempt("logic_2", "items-loop-store-then-break", code("""
        def grade(score, items):
            \"\"\"Return a letter grade.\"\"\"
            letter = None
            for _ in items:
                if score >= 90:
                    letter = 'A'
                    break
                if score >= 80:
                    letter = 'B'
                    break
                letter = 'C'
                break
            return letter
    """), code("""
        def grade(score, items):
            \"\"\"Return a letter grade, or None without items.\"\"\"
            letter = None
            for item in items:
                if item is None:
                    break
                letter = 'A' if score >= 90 else 'B' if score >= 80 else 'C'
            return letter
    """)),
    Attempt("logic_2", "helper-stores-in-box-then-raises", code("""
        class _Exit(Exception):
            pass


        def _leave(box, value):
            box.append(value)
            raise _Exit


        def parse_flag(text):
            \"\"\"Interpret a configuration flag as True, False or None.\"\"\"
            box = []
            try:
                cleaned = text.strip().lower()
                if cleaned in {'1', 'yes', 'true', 'on'}:
                    _leave(box, True)
                if cleaned in {'0', 'no', 'false', 'off'}:
                    _leave(box, False)
                _leave(box, None)
            except _Exit:
                pass
            return box[-1]
    """), code("""
        _TRUE = frozenset({'1', 'yes', 'true', 'on'})
        _FALSE = frozenset({'0', 'no', 'false', 'off'})


        def parse_flag(text):
            \"\"\"Interpret a configuration flag as True, False or None.\"\"\"
            cleaned = text.strip().lower()
            result = None
            if cleaned in _TRUE:
                result = True
            elif cleaned in _FALSE:
                result = False
            return result
    """)),
    Attempt("logic_2", "helper-stores-in-renamed-parameter-then-raises", code("""
        class _Done(Exception):
            pass


        def _finish(out, value):
            out.insert(0, value)
            raise _Done


        def size_label(count):
            \"\"\"Label a count.\"\"\"
            result = []
            try:
                if count == 0:
                    _finish(result, 'none')
                if count < 10:
                    _finish(result, 'few')
                _finish(out=result, value='many')
            except _Done:
                pass
            return result[0]
    """), code("""
        def size_label(count):
            \"\"\"Label a count.\"\"\"
            if count == 0:
                return 'none'
            return 'few' if count < 10 else 'many'
    """)),
    Attempt("logic_2", "guarded-yields-taken-through-filter", code("""
        def _verdicts(order):
            yield order.total <= 0 and 'empty'
            yield order.country not in {'US', 'CA'} and 'manual'
            yield order.flagged and 'fraud-check'
            yield 'ship'


        def route_order(order):
            \"\"\"Return the queue an order should be routed to.\"\"\"
            return next(filter(None, _verdicts(order)))
    """), code("""
        def route_order(order):
            \"\"\"Return the queue an order should be routed to.\"\"\"
            if order.total <= 0:
                queue = 'empty'
            elif order.country not in {'US', 'CA'}:
                queue = 'manual'
            elif order.flagged:
                queue = 'fraud-check'
            else:
                queue = 'ship'
            return queue
    """)),
    Attempt("logic_2", "ternary-yields-taken-through-filter", code("""
        def _labels(size):
            yield 'tiny' if size < 1 else None
            yield 'small' if size < 10 else ''
            yield None if size > 100 else 'medium'
            yield 'large'


        def size_name(size):
            \"\"\"Name a size.\"\"\"
            return next(filter(bool, _labels(size)))
    """), code("""
        def _candidates(names):
            for name in names:
                yield name.strip()


        def first_name(names):
            \"\"\"The first non-blank name.\"\"\"
            return next(filter(None, _candidates(names)), '')
    """)),
]


LOGIC_5 += [
    Attempt("logic_5", "filtered-list-held-then-counted", code("""
        def has_overdue(invoices, today):
            \"\"\"Tell whether any unpaid invoice is past its due date.\"\"\"
            overdue = list(filter(lambda inv: not inv.paid and inv.due < today,
                                  invoices))
            return len(overdue) != 0


        def all_signed(documents):
            \"\"\"Tell whether every document carries a signature.\"\"\"
            unsigned = [doc for doc in documents if not doc.signature]
            return len(unsigned) == 0
    """), code("""
        def has_overdue(invoices, today):
            \"\"\"Tell whether any unpaid invoice is past its due date.\"\"\"
            return any(not inv.paid and inv.due < today for inv in invoices)


        def all_signed(documents):
            \"\"\"Tell whether every document carries a signature.\"\"\"
            return all(doc.signature for doc in documents)
    """)),
    Attempt("logic_5", "filtered-list-held-then-truth-or-empty", code("""
        def any_admin(users):
            \"\"\"Tell whether an admin is among the users.\"\"\"
            admins = {user.name for user in users if user.is_admin}
            return bool(admins)


        def none_banned(users):
            \"\"\"Tell whether no user is banned.\"\"\"
            banned = list(filter(lambda user: user.banned, users))
            return banned == []
    """), code("""
        def admin_names(users):
            \"\"\"The admins' names, or None when there are none.\"\"\"
            admins = {user.name for user in users if user.is_admin}
            return sorted(admins) if admins else None


        def none_banned(users):
            \"\"\"Tell whether no user is banned.\"\"\"
            return not any(user.banned for user in users)
    """)),
    Attempt("logic_5", "filter-listed-in-place-then-counted", code("""
        def has_overdue(invoices, today):
            \"\"\"Tell whether any invoice is past its due date.\"\"\"
            return len(list(filter(lambda inv: inv.due < today, invoices))) > 0
    """), code("""
        def overdue_count(invoices, today):
            \"\"\"How many invoices are past their due date.\"\"\"
            return len(list(filter(lambda inv: inv.due < today, invoices)))
    """)),
    Attempt("logic_5", "except-calls-empty-helper", code("""
        import json


        def _ignore():
            \"\"\"Do nothing; used where an error is expected and harmless.\"\"\"


        def load_settings(paths):
            \"\"\"Merge JSON settings from every readable file in paths.\"\"\"
            settings = {}
            for path in paths:
                try:
                    with open(path) as fh:
                        settings.update(json.load(fh))
                except (OSError, ValueError):
                    _ignore()
            return settings
    """), code("""
        import json
        from contextlib import suppress


        def load_settings(paths):
            \"\"\"Merge JSON settings from every readable file in paths.\"\"\"
            settings = {}
            for path in paths:
                with suppress(OSError, ValueError), open(path) as fh:
                    settings.update(json.load(fh))
            return settings
    """)),
    Attempt("logic_5", "except-hands-error-to-empty-helper", code("""
        import os


        def _swallow(error):
            pass


        def remove_quietly(path):
            \"\"\"Remove a file if it is there.\"\"\"
            try:
                os.remove(path)
            except FileNotFoundError as err:
                _swallow(err)
    """), code("""
        import logging
        import os

        _LOG = logging.getLogger(__name__)


        def _report(error):
            _LOG.warning('could not remove: %s', error)


        def remove_quietly(path):
            \"\"\"Remove a file if it is there, logging a failure.\"\"\"
            try:
                os.remove(path)
            except OSError as err:
                _report(err)
    """)),
]


# round 43, logicC
# Closed: logic_9 recursion through the mapping protocol: a library call that looks keys up
# in a mapping it is given (str.format_map, string.Formatter().vformat, Template.substitute /
# safe_substitute, operator.getitem, itemgetter(k)(m)) runs that mapping's __getitem__ and
# __missing__, so `__missing__` filling a template by format_map(self) calls itself.
# Closed: logic_4 side-effecting steps packed as one literal handed to a module function or
# lambda that does nothing with it (`def _run(steps): return steps`, `def _ignore(*_): pass`):
# the literal's calls count as statements, as they do for len([...]) and all([...]).

LOGIC_9 += [
    Attempt("logic_9", "format-map-self-in-missing", code("""
        class _Templates(dict):
            def __init__(self, raw, values):
                super().__init__(values)
                self.raw = raw

            def __missing__(self, key):
                return self.raw[key].format_map(self)


        def render(name, raw_templates, values):
            return raw_templates[name].format_map(_Templates(raw_templates, values))
    """), code("""
        class _Blanks(dict):
            def __missing__(self, key):
                return '{' + key + '}'


        def render(name, raw_templates, values):
            return raw_templates[name].format_map(_Blanks(values))
    """)),
    Attempt("logic_9", "template-substitute-self-in-missing", code("""
        from string import Template


        class _Expanding(dict):
            def __init__(self, raw):
                super().__init__()
                self.raw = raw

            def __missing__(self, key):
                return Template(self.raw[key]).substitute(self)
    """), code("""
        from string import Template


        class _Defaults(dict):
            def __missing__(self, key):
                return ''


        def fill(text, values):
            return Template(text).safe_substitute(_Defaults(values))
    """)),
    Attempt("logic_9", "vformat-self-through-alias-in-missing", code("""
        import string

        _FMT = string.Formatter()


        class _Nested(dict):
            def __init__(self, raw):
                super().__init__()
                self.raw = raw

            def __missing__(self, key):
                me = self
                expand = _FMT.vformat
                return expand(self.raw[key], (), me)
    """), code("""
        import string

        _FMT = string.Formatter()


        class _Named(dict):
            def __missing__(self, key):
                return key.upper()


        def expand(text, values):
            return _FMT.vformat(text, (), _Named(values))
    """)),
]


LOGIC_4 += [
    Attempt("logic_4", "steps-in-a-tuple-handed-to-an-identity-helper", code("""
        import shutil


        def _run(steps):
            return steps


        def publish(src, dest):
            build = dest / 'build'
            _run((
                shutil.rmtree(build, ignore_errors=True),
                build.mkdir(parents=True),
                shutil.copytree(src / 'static', build / 'static'),
                shutil.copytree(src / 'pages', build / 'pages'),
                (build / 'robots.txt').write_text('User-agent: *'),
                (build / 'CNAME').write_text('example.org'),
                (build / '.nojekyll').touch(),
                shutil.copy(src / 'favicon.ico', build),
                shutil.copy(src / 'index.html', build),
                shutil.copy(src / '404.html', build),
                shutil.rmtree(dest / 'live', ignore_errors=True),
                build.rename(dest / 'live'),
                (dest / 'live' / 'VERSION').write_text('1'),
                (dest / 'publish.log').write_text('published'),
                shutil.make_archive(str(dest / 'site'), 'zip', dest / 'live'),
            ))
            return dest / 'live'
    """), code("""
        import shutil


        def _copy_sources(src, build):
            shutil.rmtree(build, ignore_errors=True)
            build.mkdir(parents=True)
            shutil.copytree(src / 'static', build / 'static')
            shutil.copytree(src / 'pages', build / 'pages')
            for name in ('favicon.ico', 'index.html', '404.html'):
                shutil.copy(src / name, build)


        def _write_extras(build):
            (build / 'robots.txt').write_text('User-agent: *')
            (build / 'CNAME').write_text('example.org')
            (build / '.nojekyll').touch()


        def _go_live(build, dest):
            live = dest / 'live'
            shutil.rmtree(live, ignore_errors=True)
            build.rename(live)
            (live / 'VERSION').write_text('1')
            (dest / 'publish.log').write_text('published')
            shutil.make_archive(str(dest / 'site'), 'zip', live)
            return live


        def publish(src, dest):
            build = dest / 'build'
            _copy_sources(src, build)
            _write_extras(build)
            return _go_live(build, dest)
    """)),
    Attempt("logic_4", "steps-in-a-list-handed-to-a-do-nothing-lambda", code("""
        _ignore = lambda *_: None


        def reset(db):
            db.begin()
            _ignore([
                db.drop('users'), db.drop('orders'), db.drop('items'), db.drop('carts'),
                db.create('users'), db.create('orders'), db.create('items'),
                db.create('carts'), db.seed('users'), db.seed('items'), db.index('users'),
                db.index('orders'), db.index('items'), db.vacuum(), db.analyze(),
            ])
            return db.commit()
    """), code("""
        TABLES = ('users', 'orders', 'items', 'carts')


        def reset(db):
            db.begin()
            for table in TABLES:
                db.drop(table)
                db.create(table)
                db.index(table)
            db.seed('users')
            db.seed('items')
            db.vacuum()
            db.analyze()
            return db.commit()
    """)),
]

# round 52, logic
# Closed in logic_1: an exit callback pushed onto the `with`'s ExitStack however the push is
# spelled: `push(exit=cb)`, the method handed to another call (`map(stack.push, [cb])`), a
# `functools.partial` of the method or of the callback, a module subclass of ExitStack, a
# stack entered into it (`stack.enter_context(ExitStack()).push(cb)`), anywhere in a statement.
# Narrowed in logic_1: an assert after a callback that can only swallow exception classes it
# names (none AssertionError or a base of it) is not a hidden decision; other guards still are.
# Closed in logic_4: the do-nothing helper is any function whose body calls nothing and only
# reads its parameters (`steps`, `del steps`, `return steps[-1]`, `return len(steps)`), with
# extra name or constant arguments, through an alias `_go = _run`, or inside `any(...)`.

_L1_HEAD = """
    from contextlib import ExitStack


    def _ignore(*exc_info):
        return True


    def risk_level(age, claims, smoker, score):
        \"\"\"Classify an applicant's insurance risk.\"\"\"
        level = 'low'
        if score < 300:
            level = 'poor'
        if age > 80:
            level = 'old'
        if smoker:
            level = 'smoker'
        if claims > 9:
            level = 'many'
        with ExitStack() as stack:
"""
_L1_TAIL = """
            assert claims > 0
            level = 'medium'
        return level
"""
_L1_TWIN = """
    from contextlib import ExitStack


    def _log_exit(kind, value, trace):
        print('closing', kind)


    _LEVELS = ('low', 'medium')


    def risk_level(age, claims, smoker, score):
        \"\"\"Classify an applicant's insurance risk.\"\"\"
        with ExitStack() as stack:
            stack.push(_log_exit)
            level = _LEVELS[claims > 0]
        if score < 300:
            level = 'poor'
        if age > 80:
            level = 'old'
        if smoker:
            level = 'smoker'
        return level
"""


def _l1(ident: str, push: str) -> Attempt:
    return Attempt("logic_1", ident, code(_L1_HEAD + push + _L1_TAIL), code(_L1_TWIN))


LOGIC_1 += [
    _l1("exitstack-push-exit-keyword", "            stack.push(exit=_ignore)"),
    _l1("exitstack-push-mapped", "            list(map(stack.push, [_ignore]))"),
    _l1("exitstack-push-partial-callback",
        "            import functools\n            stack.push(functools.partial(_ignore, 1))"),
    _l1("exitstack-push-partial-method",
        "            import functools\n            functools.partial(stack.push, _ignore)()"),
    _l1("exitstack-push-onto-entered-stack",
        "            stack.enter_context(ExitStack()).push(_ignore)"),
    _l1("exitstack-push-in-comprehension",
        "            [stack.push(cb) for cb in (_ignore,)]"),
    Attempt("logic_1", "exitstack-module-subclass-pushed", code("""
        from contextlib import ExitStack


        class _Stack(ExitStack):
            pass


        def _ignore(*exc_info):
            return True


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            level = 'low'
            if score < 300:
                level = 'poor'
            if age > 80:
                level = 'old'
            if smoker:
                level = 'smoker'
            if claims > 9:
                level = 'many'
            with _Stack() as stack:
                stack.push(_ignore)
                assert claims > 0
                level = 'medium'
            return level
    """), code(_L1_TWIN)),
    Attempt("logic_1", "exitstack-named-class-callback-raising-helper", code("""
        from contextlib import ExitStack


        def _quiet(kind, value, trace):
            return kind is KeyboardInterrupt


        def _need(ok):
            if not ok:
                raise KeyboardInterrupt


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            level = 'low'
            if score < 300:
                level = 'poor'
            if age > 80:
                level = 'old'
            if smoker:
                level = 'smoker'
            if claims > 9:
                level = 'many'
            with ExitStack() as stack:
                stack.push(_quiet)
                _need(claims > 0)
                level = 'medium'
            return level
    """), code("""
        from contextlib import ExitStack


        def _quiet(kind, value, trace):
            return kind is KeyboardInterrupt


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            with ExitStack() as stack:
                stack.push(_quiet)
                assert claims >= 0
                level = ('low', 'medium')[claims > 0]
            if score < 300:
                level = 'poor'
            if age > 80:
                level = 'old'
            if smoker:
                level = 'smoker'
            return level
    """)),
    Attempt("logic_1", "exitstack-callback-testing-assertion-error", code("""
        from contextlib import ExitStack


        def _quiet(kind, value, trace):
            return kind in (KeyboardInterrupt, AssertionError)


        def risk_level(age, claims, smoker, score):
            \"\"\"Classify an applicant's insurance risk.\"\"\"
            level = 'low'
            if score < 300:
                level = 'poor'
            if age > 80:
                level = 'old'
            if smoker:
                level = 'smoker'
            if claims > 9:
                level = 'many'
            with ExitStack() as stack:
                stack.push(_quiet)
                assert claims > 0
                level = 'medium'
            return level
    """), code(_L1_TWIN)),
]


_L4_HELPERS = {
    "expression": "def _run(steps):\n    steps",
    "del": "def _run(steps):\n    del steps",
    "last-item": "def _run(steps):\n    return steps[-1]",
    "len": "def _run(steps):\n    return len(steps)",
    "extra-argument": "def _run(steps, tag):\n    return steps",
    "alias": "def _run(steps):\n    return steps\n\n\n_go = _run",
}
_L4_CALLS = {
    "expression": "_run",
    "del": "_run",
    "last-item": "_run",
    "len": "_run",
    "extra-argument": "_run",
    "alias": "_go",
}
_L4_BODY = """


    def publish(src, dest, tag):
        build = dest / 'build'
        {call}((
            shutil.rmtree(build, ignore_errors=True),
            build.mkdir(parents=True),
            shutil.copytree(src / 'static', build / 'static'),
            shutil.copytree(src / 'pages', build / 'pages'),
            (build / 'robots.txt').write_text('User-agent: *'),
            (build / 'CNAME').write_text('example.org'),
            (build / '.nojekyll').touch(),
            shutil.copy(src / 'favicon.ico', build),
            shutil.copy(src / 'index.html', build),
            shutil.copy(src / '404.html', build),
            shutil.rmtree(dest / 'live', ignore_errors=True),
            build.rename(dest / 'live'),
            (dest / 'live' / 'VERSION').write_text('1'),
            (dest / 'publish.log').write_text('published'),
            shutil.make_archive(str(dest / 'site'), 'zip', dest / 'live'),
        ){extra})
        return dest / 'live'
"""
_L4_TWIN = """
    import shutil


    def _copy_sources(src, build):
        shutil.rmtree(build, ignore_errors=True)
        build.mkdir(parents=True)
        shutil.copytree(src / 'static', build / 'static')
        shutil.copytree(src / 'pages', build / 'pages')
        for name in ('favicon.ico', 'index.html', '404.html'):
            shutil.copy(src / name, build)


    def _write_extras(build):
        (build / 'robots.txt').write_text('User-agent: *')
        (build / 'CNAME').write_text('example.org')
        (build / '.nojekyll').touch()


    def _go_live(build, dest):
        live = dest / 'live'
        shutil.rmtree(live, ignore_errors=True)
        build.rename(live)
        (live / 'VERSION').write_text('1')
        (dest / 'publish.log').write_text('published')
        shutil.make_archive(str(dest / 'site'), 'zip', live)
        return live


    def publish(src, dest, tag):
        build = dest / 'build'
        _copy_sources(src, build)
        _write_extras(build)
        return _go_live(build, dest)
"""


def _l4(kind: str) -> Attempt:
    helper = _L4_HELPERS[kind].replace("\n", "\n    ")
    extra = ", tag" if kind == "extra-argument" else ""
    body = _L4_BODY.format(call=_L4_CALLS[kind], extra=extra)
    attack = "\n    import shutil\n\n\n    " + helper + body
    return Attempt("logic_4", f"steps-handed-to-do-nothing-helper-{kind}", code(attack),
                   code(_L4_TWIN))


LOGIC_4 += [_l4(kind) for kind in _L4_HELPERS]


LOGIC_4 += [
    Attempt("logic_4", "steps-handed-to-identity-helper-inside-any", code(
        "\n    import shutil\n\n\n    def _run(steps):\n        return steps\n"
        + _L4_BODY.format(call="any(_run", extra=")")
    ), code(_L4_TWIN)),
]

# round 44, logicA
# Closed (logic_1 and logic_3, `entered_guards`): a manager of the module that may refuse
# to be entered (a class whose `__enter__`/`__aenter__` raises or asserts, a
# `contextmanager` generator raising, asserting or returning before its `yield`, or
# yielding only under a test), entered after a swallowing manager in the same `with` or as
# a `with` straight in a swallowing block, is an `if` around its block.

_HONEST_DISCOUNT = code("""
    def _member_rate(order):
        if order.get('member'):
            return 0.9
        return 1.0


    def _reductions(total, order):
        off = 0
        if total > 100:
            off += 10
        if order.get('coupon'):
            off += 5
        return off


    def apply_discount(order):
        \"\"\"Apply all discounts that match the order.\"\"\"
        total = order['total'] * _member_rate(order)
        total -= _reductions(total, order)
        return max(total, 0)
""")

_REFUSING_CLASS = code("""
    import contextlib


    class _Skip(Exception):
        pass


    class _When(contextlib.AbstractContextManager):
        def __init__(self, cond):
            self.cond = cond

        def __enter__(self):
            if not self.cond:
                raise _Skip
            return self

        def __exit__(self, kind, exc, tb):
            return kind is _Skip


    def apply_discount(order):
        \"\"\"Apply all discounts that match the order.\"\"\"
        total = order['total']
        with contextlib.suppress(_Skip), _When(order.get('member')):
            total *= 0.9
        with contextlib.suppress(_Skip), _When(total > 100):
            total -= 10
        with contextlib.suppress(_Skip), _When(order.get('coupon')):
            total -= 5
        with contextlib.suppress(_Skip), _When(total < 0):
            total = 0
        return total
""")

LOGIC_3 += [
    Attempt("logic_3", "manager-refusing-entry-under-suppress", _REFUSING_CLASS, _HONEST_DISCOUNT),
    Attempt("logic_3", "contextmanager-refusing-in-suppress-block", code("""
        from contextlib import contextmanager, suppress


        class _Skip(Exception):
            pass


        @contextmanager
        def _only_if(cond):
            assert cond
            yield


        def apply_discount(order):
            \"\"\"Apply all discounts that match the order.\"\"\"
            total = order['total']
            with suppress(AssertionError):
                with _only_if(order.get('member')):
                    total *= 0.9
            with suppress(AssertionError):
                with _only_if(total > 100):
                    total -= 10
            with suppress(AssertionError):
                with _only_if(order.get('coupon')):
                    total -= 5
            return total
    """), _HONEST_DISCOUNT),
]


LOGIC_1 += [
    Attempt("logic_1", "manager-refusing-entry-under-suppress", _REFUSING_CLASS,
            _HONEST_DISCOUNT, params={"max_complexity": 3}),
    Attempt("logic_1", "conditional-yield-manager-under-suppress", code("""
        from contextlib import contextmanager, suppress


        @contextmanager
        def _when(cond):
            if cond:
                yield


        def apply_discount(order):
            \"\"\"Apply all discounts that match the order.\"\"\"
            total = order['total']
            with suppress(RuntimeError), _when(order.get('member')):
                total *= 0.9
            with suppress(RuntimeError), _when(total > 100):
                total -= 10
            with suppress(RuntimeError), _when(order.get('coupon')):
                total -= 5
            return total
    """), _HONEST_DISCOUNT, params={"max_complexity": 3}),
]


# round 44, logicB
# logic_5: repeated isinstance calls held first in names bound once (`is_int = isinstance(v,
#   int)` ... `if is_int or is_float:`), also their `not`s joined by `and`, read as the calls.
# logic_5: a name never read stepped by an inert value (`retries += 0`, `count += 1`) pads
#   like such an assignment, so nested ifs kept apart by it are found.

LOGIC_5 += [
    Attempt("logic_5", "isinstance-held-in-names", code("""
        def is_number(value):
            is_int = isinstance(value, int)
            is_float = isinstance(value, float)
            is_complex = isinstance(value, complex)
            if is_int or is_float or is_complex:
                return not isinstance(value, bool)
            return False
    """), code("""
        def is_number(value):
            return isinstance(value, (int, float, complex)) and not isinstance(value, bool)
    """)),
    Attempt("logic_5", "negated-isinstance-held-in-names", code("""
        def is_plain(value):
            not_list = not isinstance(value, list)
            not_dict = not isinstance(value, dict)
            return not_list and not_dict
    """), code("""
        def is_plain(value, blob):
            is_text = isinstance(value, str)
            is_blob = isinstance(blob, bytes)
            return is_text or is_blob or not isinstance(value, (list, dict))
    """)),
    Attempt("logic_5", "nested-if-padded-by-neutral-step", code("""
        def should_alert(reading, threshold, enabled):
            alert = False
            if enabled:
                retries = 0
                retries += 0
                if reading > threshold:
                    alert = True
            return alert
    """), code("""
        def should_alert(reading, threshold, enabled):
            return enabled and reading > threshold
    """)),
    Attempt("logic_5", "nested-if-padded-by-unread-step", code("""
        def label(first, second):
            count = 0
            if first:
                count += 1
                if second:
                    return 'both'
            return 'none'
    """), code("""
        def label(first, second):
            count = 0
            if first:
                count += 1
                if second:
                    return f'both {count}'
            return 'none'
    """)),
]

# stop 48 fix, ctx
# Closed (logic_1 and logic_3, `entered_guards`): a manager refusing entry by an `assert`
# in its `__init__` (made in the `with` itself), by a call of a module helper that only
# raises or asserts in `__enter__`, or by an operator guard there (`1 / self.ok` under
# `suppress(ZeroDivisionError)`); a refusal counts only when the swallowing manager may
# catch it. error_1: a re-raise in a `with` entering a module `contextmanager` generator
# that catches around its `yield` without re-raising is cancelled, as under `suppress`.

_CTX_TWIN = code("""
    def _trim(total: int) -> int:
        if total > 100:
            return total - 10
        return total


    def adjust(total: int, a: bool, b: bool) -> int:
        if a:
            total += 1
        if b:
            total += 2
        return _trim(total)
""")

_CTX_INIT = code("""
    from contextlib import suppress


    class _When:
        def __init__(self, ok: bool) -> None:
            assert ok
            self.ok = ok

        def __enter__(self) -> "_When":
            return self

        def __exit__(self, *exc: object) -> bool:
            return False


    def adjust(total: int, a: bool, b: bool) -> int:
        if a:
            total += 1
        if b:
            total += 2
        with suppress(AssertionError), _When(total > 100):
            total -= 10
        return total
""")

_CTX_HELPER = code("""
    from contextlib import suppress


    def _check(ok: bool) -> None:
        assert ok


    class _When:
        def __init__(self, ok: bool) -> None:
            self.ok = ok

        def __enter__(self) -> "_When":
            _check(self.ok)
            return self

        def __exit__(self, *exc: object) -> bool:
            return False


    def adjust(total: int, a: bool, b: bool) -> int:
        if a:
            total += 1
        if b:
            total += 2
        with suppress(AssertionError), _When(total > 100):
            total -= 10
        return total
""")

_CTX_DIV = code("""
    from contextlib import suppress


    class _When:
        def __init__(self, ok: bool) -> None:
            self.ok = ok

        def __enter__(self) -> "_When":
            1 / self.ok
            return self

        def __exit__(self, *exc: object) -> bool:
            return False


    def adjust(total: int, a: bool, b: bool) -> int:
        if a:
            total += 1
        if b:
            total += 2
        with suppress(ZeroDivisionError):
            with _When(total > 100):
                total -= 10
        return total
""")

LOGIC_3 += [
    Attempt("logic_3", "manager-asserting-in-init-under-suppress", _CTX_INIT, _CTX_TWIN),
    Attempt("logic_3", "manager-entering-by-asserting-helper", _CTX_HELPER, _CTX_TWIN),
    Attempt("logic_3", "manager-entering-by-division-guard", _CTX_DIV, _CTX_TWIN),
]


LOGIC_1 += [
    Attempt("logic_1", "manager-asserting-in-init-under-suppress", _CTX_INIT, _CTX_TWIN,
            params={"max_complexity": 3}),
    Attempt("logic_1", "manager-entering-by-asserting-helper", _CTX_HELPER, _CTX_TWIN,
            params={"max_complexity": 3}),
    Attempt("logic_1", "manager-entering-by-division-guard", _CTX_DIV, _CTX_TWIN,
            params={"max_complexity": 3}),
]


# stop 53, lg
# logic_4: the one assignment expression of an `if`/`elif`/`while` test or of a
#   comprehension's conditions, standing as the test or an operand of its comparison, `not`
#   or `and`/`or`, counts none (`if m := PATTERN.match(line):`, `while (top := stack.pop())
#   != '(':`); two or more in one test, or one among a comprehension's several `if`s, are
#   steps packed there and keep counting one each.
# logic_5: a name never read stepped by an inert value written out (`retries = retries +
#   1`, annotated, or `(retries := retries + 1)` as a statement) pads as `retries += 1` does;
#   a held `isinstance` whose tested attribute is stored into between binding and test (or
#   whose tested value calls) is not read as the call.

_LG_S5 = {"max_statements": 5}

LOGIC_4 += [
    Attempt("logic_4", "walruses-in-one-comprehensions-several-conditions", code("""
        def report(values):
            kept = [0 for _ in (1,) if (total := sum(values)) if (count := len(values))
                    if (low := min(values)) is not None if (high := max(values))]
            return kept, total, count, high - low
    """), code("""
        def report(values):
            total = sum(values)
            count = len(values)
            return total, count, max(values) - min(values)
    """), _LG_S5),
    Attempt("logic_4", "two-walruses-in-a-while-test", code("""
        def drain(stack, out):
            while (top := stack.pop()) and (nxt := stack.pop()) and (third := stack.pop()):
                if (fourth := stack.pop()) and (fifth := stack.pop()):
                    out.append((top, nxt, third, fourth, fifth))
            return out
    """), code("""
        def drain(stack, out):
            while (top := stack.pop()) != '(':
                if stack and (nxt := stack[-1]) != top:
                    out.append(nxt)
                out.append(top)
            return out
    """), _LG_S5),
]


LOGIC_5 += [
    Attempt("logic_5", "nested-if-padded-by-unread-step-written-out", code("""
        def label(first, second):
            count = 0
            if first:
                count = count + 1
                if second:
                    return 'both'
            return 'none'
    """), code("""
        def label(first, second):
            count = 0
            if first:
                count = count + 1
                if second:
                    return f'both {count}'
            return 'none'
    """)),
    Attempt("logic_5", "nested-if-padded-by-annotated-unread-step", code("""
        def label(first, second):
            count = 0
            if first:
                count: int = 1 + count
                if second:
                    return 'both'
            return 'none'
    """), code("""
        def label(first, second):
            if first and second:
                return 'both'
            return 'none'
    """)),
    Attempt("logic_5", "nested-if-padded-by-walrus-unread-step", code("""
        def label(first, second):
            count = 0
            if first:
                (count := count + 1)
                if second:
                    return 'both'
            return 'none'
    """), code("""
        def label(first, second, seen):
            count = 0
            if first:
                (count := count + 1)
                if second:
                    return 'both'
            seen.append(count)
            return 'none'
    """)),
    Attempt("logic_5", "isinstance-held-on-an-attribute-not-stored-between", code("""
        class Cell:
            def __init__(self, value):
                self.value = value

            def numeric(self):
                is_int = isinstance(self.value, int)
                is_float = isinstance(self.value, float)
                return is_int or is_float
    """), code("""
        class Cell:
            def __init__(self, value):
                self.value = value

            def update(self, raw):
                was_int = isinstance(self.value, int)
                self.value = raw.strip()
                now_str = isinstance(self.value, str)
                return was_int or now_str
    """)),
]

# round 45, logicA
# Closed: truth tests packed at distinct bit places of an integer (one expression, or
# built up by |=, +=, ^= on one name) whose highest set bit is read (.bit_length(),
# .bit_count(), math.log2, math.frexp, bin, format, also after `flags & -flags`), or
# which after arithmetic or accumulation indexes a table: logic_1 counts an elif per
# term not a constant, logic_3 a branch per term and one for a constant `else` term.
# Closed: a method of a class defining __call__ handing `self` to what calls it
# (`map(self, node.children)`, a pool's .map, `key=self`) recurses through __call__ (logic_9).

LOGIC_1 += [
    Attempt("logic_1", "tests-packed-lowest-bit-length", code("""
        RISK = ('blocked', 'review', 'hold', 'verify', 'watch', 'ok')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = 0
            flags |= int(txn.country in txn.sanctioned)
            flags |= int(txn.amount > txn.limit) << 1
            flags |= int(txn.new_device) << 2
            flags |= int(txn.velocity > 5) << 3
            flags |= int(txn.night) << 4
            lowest = flags & -flags
            return RISK[lowest.bit_length() - 1]
    """), code("""
        RISK = ('blocked', 'review', 'hold', 'verify', 'watch', 'ok')


        def _features(txn):
            \"\"\"Return the ordered risk features of a transaction.\"\"\"
            return (
                txn.country in txn.sanctioned,
                txn.amount > txn.limit,
                txn.new_device,
                txn.velocity > 5,
                txn.night,
            )


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            for level, hit in zip(RISK, _features(txn)):
                if hit:
                    return level
            return RISK[-1]
    """)),
    Attempt("logic_1", "tests-packed-lowest-bit-keyed", code("""
        RISK = {1: 'blocked', 2: 'review', 4: 'hold', 8: 'verify', 16: 'watch', 0: 'ok'}


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = 0
            flags += (txn.country in txn.sanctioned) * 1
            flags += (txn.amount > txn.limit) * 2
            flags += txn.new_device * 4
            flags += (txn.velocity > 5) * 8
            flags += bool(txn.night) * 16
            return RISK[flags & -flags]
    """), code("""
        def mode_bits(readable, writable, runnable):
            \"\"\"Pack permission flags into a mode number.\"\"\"
            mode = 0
            mode |= int(readable) << 2
            mode |= int(writable) << 1
            mode |= int(runnable)
            return mode
    """)),
    Attempt("logic_1", "tests-packed-log2", code("""
        import math

        RISK = ('blocked', 'review', 'hold', 'verify', 'watch', 'ok')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = (
                (txn.country in txn.sanctioned)
                | (txn.amount > txn.limit) << 1
                | txn.new_device << 2
                | (txn.velocity > 5) << 3
                | txn.night << 4
                | 32
            )
            return RISK[int(math.log2(flags & -flags))]
    """), code("""
        def width(n):
            \"\"\"Return the bits needed for twice `n`.\"\"\"
            return (n << 1).bit_length()
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "tests-packed-bit-length-methodcaller", code("""
        import operator

        _OPS = 'reject hold credit clear_late_fee settle'.split()


        def apply_payment(account, amount):
            \"\"\"Apply a payment to an account.\"\"\"
            pick = (
                (amount <= 0) << 4
                | account.frozen << 3
                | (amount > account.balance_due) << 2
                | account.overdue << 1
                | 1
            )
            name = _OPS[4 - (pick.bit_length() - 1)]
            operator.methodcaller(name, amount)(account)
    """), code("""
        def _refused(account, amount):
            \"\"\"Return the refusing method's name, or None.\"\"\"
            if amount <= 0:
                return 'reject'
            return 'hold' if account.frozen else None


        def _accepted(account, amount):
            \"\"\"Return the accepting method's name.\"\"\"
            if amount > account.balance_due:
                return 'credit'
            return 'clear_late_fee' if account.overdue else 'settle'


        def apply_payment(account, amount):
            \"\"\"Apply a payment to an account.\"\"\"
            name = _refused(account, amount) or _accepted(account, amount)
            getattr(account, name)(amount)
    """)),
    Attempt("logic_3", "tests-accumulated-bit-count", code("""
        LEVELS = ('none', 'low', 'mid', 'high')


        def level(a, b, c):
            \"\"\"Return how many alarms are raised, as a word.\"\"\"
            bits = 0
            bits |= int(a > 10)
            bits |= int(b > 10) << 1
            bits |= int(c > 10) << 2
            return LEVELS[bits.bit_count()]
    """), code("""
        LEVELS = ('none', 'low', 'mid', 'high')


        def level(a, b, c):
            \"\"\"Return how many alarms are raised, as a word.\"\"\"
            return LEVELS[sum(value > 10 for value in (a, b, c))]
    """)),
]


LOGIC_9 += [
    Attempt("logic_9", "callable-object-maps-self", code("""
        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                return node.size + sum(map(self, node.children))


        def total_size(root):
            \"\"\"Return the summed size of a directory tree.\"\"\"
            return _SizeOf()(root)
    """), code("""
        def total_size(root):
            \"\"\"Return the summed size of a directory tree.\"\"\"
            total = 0
            stack = [root]
            while stack:
                node = stack.pop()
                total += node.size
                stack.extend(node.children)
            return total
    """)),
    Attempt("logic_9", "callable-object-pool-maps-alias", code("""
        from concurrent.futures import ThreadPoolExecutor


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                measure = self
                with ThreadPoolExecutor() as pool:
                    return node.size + sum(pool.map(measure, node.children))
    """), code("""
        import copy
        import logging

        log = logging.getLogger(__name__)


        class Scaler:
            \"\"\"Scale values by a factor.\"\"\"

            def __init__(self, k):
                self.k = k

            def __call__(self, x):
                log.debug('%r scaling', self)
                return copy.copy(self).k * x

            def all(self, xs):
                return list(map(self, xs))
    """)),
]


# round 45, logicB
# logic_2: raises of a function that always raises count as exits when a library catches
#   and hands the exception back (a future's `.exception()`, `pytest.raises(...).value`,
#   a `with` whose `as` name a return reads).
# logic_5: `key in known` with `known` bound once in the function to `d.keys()` or a copy
#   of it (`tuple(d.keys())`) while `d` is not changed there.

LOGIC_2 += [
    Attempt("logic_2", "future-exception-returns", code("""
        from concurrent.futures import ThreadPoolExecutor


        class _Answer(Exception):
            \"\"\"Carry a status label out of the checker.\"\"\"


        def _check(resp):
            if resp.status >= 500:
                raise _Answer('server-error')
            if resp.status >= 400:
                raise _Answer('client-error')
            if resp.status >= 300:
                raise _Answer('redirect')
            raise _Answer('ok')


        def health(resp):
            \"\"\"Return a status label for an HTTP response.\"\"\"
            with ThreadPoolExecutor(1) as pool:
                return pool.submit(_check, resp).exception().args[0]
    """), code("""
        def health(resp):
            \"\"\"Return a status label for an HTTP response.\"\"\"
            if resp.status >= 500:
                label = 'server-error'
            elif resp.status >= 400:
                label = 'client-error'
            elif resp.status >= 300:
                label = 'redirect'
            else:
                label = 'ok'
            return label
    """), {"max_returns": 2}),
    Attempt("logic_2", "task-exception-by-name", code("""
        import asyncio


        def _grade(score):
            if score >= 90:
                raise ValueError('A')
            if score >= 80:
                raise ValueError('B')
            raise ValueError('C')


        async def grade(score):
            \"\"\"Return a letter grade.\"\"\"
            task = asyncio.get_running_loop().run_in_executor(None, lambda: _grade(score))
            await asyncio.wait([task])
            return str(task.exception())
    """), code("""
        def grade(score):
            \"\"\"Return a letter grade.\"\"\"
            letter = 'C'
            if score >= 90:
                letter = 'A'
            elif score >= 80:
                letter = 'B'
            return letter
    """), {"max_returns": 2}),
    Attempt("logic_2", "pytest-raises-as-return", code("""
        import pytest


        class _Found(Exception):
            \"\"\"Carry a discount rate out of the search.\"\"\"


        def _rate(order):
            if order.total > 500:
                raise _Found(0.2)
            if order.items > 10:
                raise _Found(0.1)
            raise _Found(0.0)


        def discount(order):
            \"\"\"Return the discount rate for an order.\"\"\"
            with pytest.raises(_Found) as hit:
                _rate(order)
            return hit.value.args[0]
    """), code("""
        def discount(order):
            \"\"\"Return the discount rate for an order.\"\"\"
            rate = 0.0
            if order.total > 500:
                rate = 0.2
            elif order.items > 10:
                rate = 0.1
            return rate
    """), {"max_returns": 2}),
    Attempt("logic_2", "pytest-raises-call-value", code("""
        import pytest


        def _rate(order):
            if order.total > 500:
                raise LookupError(0.2)
            if order.items > 10:
                raise LookupError(0.1)
            raise LookupError(0.0)


        def discount(order):
            \"\"\"Return the discount rate for an order.\"\"\"
            return pytest.raises(LookupError, _rate, order).value.args[0]
    """), code("""
        import pytest


        class BadOrder(Exception):
            \"\"\"An order that cannot be priced.\"\"\"


        def _reject(order):
            raise BadOrder(order)


        def test_reject():
            \"\"\"An order is refused.\"\"\"
            with pytest.raises(BadOrder) as hit:
                _reject('x')
            assert hit.value.args == ('x',)
    """), {"max_returns": 2}),
]


LOGIC_5 += [
    Attempt("logic_5", "keys-copy-by-name", code("""
        def merge_settings(defaults, overrides):
            \"\"\"Return defaults updated with the overrides that name known keys.\"\"\"
            merged = dict(defaults)
            known = tuple(defaults.keys())
            for key, value in overrides.items():
                if key in known:
                    merged[key] = value
            return merged
    """), code("""
        def merge_settings(defaults, overrides):
            \"\"\"Return defaults updated with the overrides that name known keys.\"\"\"
            merged = dict(defaults)
            merged.update((k, v) for k, v in overrides.items() if k in defaults)
            return merged
    """)),
    Attempt("logic_5", "keys-view-by-name", code("""
        def unknown(config, names):
            \"\"\"Return the names the config does not hold.\"\"\"
            held = config.keys()
            return [name for name in names if name not in held]
    """), code("""
        def added(cache, incoming):
            \"\"\"Add the new items to the cache; return the keys that were new.\"\"\"
            before = set(cache.keys())
            for key, value in incoming.items():
                cache[key] = value
            return [key for key in incoming if key not in before]
    """)),
]

# stop 48, bits
# Closed: truth tests packed into one name by reassignment, `flags = flags | int(t) << k`
# (the first `flags = ...` binding its first term), or by a shift accumulator, `flags =
# flags << 1 | int(t)`, `flags = flags * 2 + t`, `flags <<= 1` then `flags |= t` (every
# earlier term moves up a place), whose highest set bit is read: logic_1 counts an elif per
# test, logic_3 a branch per test and one for a constant sentinel. A `.bit_count()`, `bin`
# or `format` of packed tests counts only when it is an index or a `.get` key.

_RISK_PLAIN = """
    def _flags(txn):
        \"\"\"Pack a transaction's risk features into a number.\"\"\"
        flags = int(txn.country in txn.sanctioned)
        flags = flags | int(txn.amount > txn.limit) << 1
        flags = flags | int(txn.new_device) << 2
        return flags
"""

LOGIC_1 += [
    Attempt("logic_1", "tests-packed-by-reassignment", code("""
        RISK = ('blocked', 'review', 'hold', 'verify', 'watch', 'ok')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = int(txn.country in txn.sanctioned)
            flags = flags | int(txn.amount > txn.limit) << 1
            flags = flags | int(txn.new_device) << 2
            flags = flags | int(txn.velocity > 5) << 3
            flags = flags | int(txn.night) << 4
            lowest = flags & -flags
            return RISK[lowest.bit_length() - 1]
    """), code(_RISK_PLAIN)),
    Attempt("logic_1", "tests-shift-accumulator", code("""
        RISK = ('ok', 'watch', 'verify', 'hold', 'review', 'blocked')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = 1
            flags = flags << 1 | int(txn.country in txn.sanctioned)
            flags = flags << 1 | int(txn.amount > txn.limit)
            flags = flags << 1 | int(txn.new_device)
            flags = flags << 1 | int(txn.velocity > 5)
            flags = flags << 1 | int(txn.night)
            return RISK[flags.bit_length() - 1]
    """), code("""
        def options_word(verbose, quiet, debug, path, retries):
            \"\"\"Validate the options and pack them into a number.\"\"\"
            chosen = int(verbose > 0) | int(quiet > 0) << 1 | int(debug > 0) << 2
            if chosen.bit_count() > 1:
                raise ValueError('choose one of --verbose, --quiet, --debug')
            if not path:
                raise ValueError('path is required')
            if retries < 0:
                raise ValueError('retries must be >= 0')
            return chosen
    """)),
    Attempt("logic_1", "tests-shift-in-place", code("""
        RISK = ('ok', 'watch', 'verify', 'hold', 'review', 'blocked')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = 1
            flags <<= 1
            flags |= int(txn.country in txn.sanctioned)
            flags <<= 1
            flags |= int(txn.amount > txn.limit)
            flags <<= 1
            flags |= int(txn.new_device)
            flags = flags * 2 + int(txn.velocity > 5)
            flags = flags * 2 + int(txn.night)
            return RISK[flags.bit_length() - 1]
    """), code("""
        def pack(bits):
            \"\"\"Pack booleans into a number, first bit highest.\"\"\"
            value = 0
            for bit in bits:
                value = value << 1 | int(bit)
            return value
    """)),
]


LOGIC_3 += [
    Attempt("logic_3", "tests-packed-by-reassignment", code("""
        RISK = ('blocked', 'review', 'hold', 'ok')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = int(txn.country in txn.sanctioned)
            flags = flags | int(txn.amount > txn.limit) << 1
            flags = flags | int(txn.new_device) << 2 | 8
            return RISK[(flags & -flags).bit_length() - 1]
    """), code(_RISK_PLAIN)),
    Attempt("logic_3", "tests-shift-accumulator", code("""
        RISK = ('ok', 'hold', 'review', 'blocked')


        def risk_level(txn):
            \"\"\"Grade a transaction's risk from its features.\"\"\"
            flags = 1
            flags = flags << 1 | int(txn.country in txn.sanctioned)
            flags = flags << 1 | int(txn.amount > txn.limit)
            flags = flags << 1 | int(txn.new_device)
            return RISK[flags.bit_length() - 1]
    """), code("""
        def pack(bits):
            \"\"\"Pack booleans into a number, first bit highest.\"\"\"
            value = 0
            for bit in bits:
                value = value << 1 | int(bit)
            return value
    """)),
]


# stop 54, l2e1
# Narrowed: logic_2 no longer counts a raise whose handler reports the error beside the
# result (`return None, exc` / `return qty, None`, one raise in the block) or returns the
# formatted message of a builtin error from a function returning nothing else; error_1 no
# longer reads a `logging.disable` in a test or fixture the module never calls as a mute.
# These attempts keep the routes around those exemptions failing.

L2E1_PAIR_TWIN = code("""
    def grade(score):
        letter = 'F'
        if score >= 90:
            letter = 'A'
        elif score >= 80:
            letter = 'B'
        return letter
""")

LOGIC_2 += [
    Attempt(
        "logic_2",
        "l2e1-pair-error-slot-fed-by-several-raises",
        code("""
        class _Found(Exception):
            pass


        def grade(score):
            try:
                if score >= 90:
                    raise _Found('A')
                if score >= 80:
                    raise _Found('B')
            except _Found as hit:
                return None, hit.args[0]
            return 'F', None
    """),
        L2E1_PAIR_TWIN,
    ),
    Attempt(
        "logic_2",
        "l2e1-pair-result-in-the-value-slot",
        code("""
        class _Found(Exception):
            pass


        def grade(score):
            try:
                if score >= 90:
                    raise _Found('A')
            except _Found as hit:
                return hit.args[0], None
            return 'F', None
    """),
        L2E1_PAIR_TWIN,
        {"max_returns": 1},
    ),
    Attempt(
        "logic_2",
        "l2e1-builtin-error-with-a-constant-label",
        code("""
        def kind(name):
            try:
                if name in ('apple', 'pear'):
                    raise ValueError('fruit')
                if name in ('leek', 'kale'):
                    raise ValueError('vegetable')
            except ValueError as exc:
                return str(exc)
            return None
    """),
        code("""
        _KINDS = {'apple': 'fruit', 'pear': 'fruit', 'leek': 'vegetable', 'kale': 'vegetable'}


        def kind(name):
            return _KINDS.get(name)
    """),
    ),
    Attempt(
        "logic_2",
        "l2e1-formatted-message-beside-a-real-result",
        code("""
        def grade(score):
            try:
                if score >= 90:
                    raise ValueError(f'A{score:.0}')
            except ValueError as exc:
                return str(exc)
            return 'F'
    """),
        L2E1_PAIR_TWIN,
        {"max_returns": 1},
    ),
]


# stop 48, l9 (review lel3 item 4, and the local-runner narrowing of item 1)
# Closed: logic_9 reads `self` handed to `operator.call`, `asyncio.to_thread`, a
# `threading.Timer`, `contextvars` `Context.run` and a loop's `call_soon`/`call_later` as a
# call of `__call__`; also `self` spread from a display (`*[self]`), in a display `map` hands
# such a runner (`map(asyncio.to_thread, [self] * n, kids)`), and through `me = [self][0]`.
# A module function counts as a runner only when it calls the parameter it is handed (also
# through a name bound to it, `getattr(fn, ...)()`, giving it back, or handing it on to a
# runner or to another module function that calls it).

_L9_WALK = """
    class _SizeOf:
        \"\"\"Callable that measures a directory tree.\"\"\"

        def __call__(self, node):
            total, stack = 0, [node]
            while stack:
                item = stack.pop()
                total += item.size
                stack.extend(item.children)
            return total
"""

LOGIC_9 += [
    Attempt("logic_9", "self-to-operator-call", code("""
        import operator


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                return node.size + sum(operator.call(self, child) for child in node.children)
    """), code("\n    import operator\n\n" + _L9_WALK)),
    Attempt("logic_9", "self-spread-to-operator-call", code("""
        import operator


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                return node.size + sum(operator.call(*[self], child) for child in node.children)
    """), code("\n    import operator\n\n" + _L9_WALK)),
    Attempt("logic_9", "self-list-mapped-to-thread", code("""
        import asyncio


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            async def __call__(self, node):
                kids = node.children
                sizes = await asyncio.gather(*map(asyncio.to_thread, [self] * len(kids), kids))
                return node.size + sum(sizes)
    """), code("\n    import asyncio\n\n" + _L9_WALK)),
    Attempt("logic_9", "self-item-of-display", code("""
        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                me = [self][0]
                return node.size + sum(map(me, node.children))
    """), code(_L9_WALK)),
    Attempt("logic_9", "self-to-context-run", code("""
        import contextvars


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                ctx = contextvars.copy_context()
                return node.size + sum(ctx.run(self, child) for child in node.children)
    """), code("\n    import contextvars\n\n" + _L9_WALK)),
    Attempt("logic_9", "self-to-module-runner", code("""
        def _run(fn, item):
            call = fn
            return call(item)


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                return node.size + sum(_run(self, child) for child in node.children)
    """), code("""
    def _describe(obj):
        return type(obj).__name__
    """ + _L9_WALK)),
    Attempt("logic_9", "self-handed-on-to-module-runner", code("""
        def _inner(items, fn):
            return list(map(fn, items))


        def _outer(fn, items):
            return _inner(items, fn=fn)


        class _SizeOf:
            \"\"\"Callable that measures a directory tree.\"\"\"

            def __call__(self, node):
                return node.size + sum(_outer(self, node.children))
    """), code("""
    def _describe(obj):
        return type(obj).__name__
    """ + _L9_WALK)),
    Attempt("logic_9", "self-through-nullcontext", code("""
        import contextlib


        class Node:
            \"\"\"Tree node.\"\"\"

            def __init__(self, kids):
                self.kids = kids

            def size(self):
                total = 1
                for kid in self.kids:
                    with contextlib.nullcontext(kid) as same:
                        total += same.size()
                return total
    """), code("""
        import contextlib


        class Node:
            \"\"\"Tree node.\"\"\"

            def __init__(self, kids):
                self.kids = kids

            def size(self):
                total, stack = 0, [self]
                while stack:
                    item = stack.pop()
                    total += 1
                    stack.extend(item.kids)
                return total
    """)),
]



ATTEMPTS = LOGIC_1 + LOGIC_2 + LOGIC_3 + LOGIC_4 + LOGIC_5 + LOGIC_6 + LOGIC_7 + LOGIC_8 + LOGIC_9
(
    verdicts,
    test_every_instruction_has_enough_attempts,
    test_strict_mode_fails_the_attempt,
    test_honest_twin_passes_in_both_modes,
) = category_tests(ATTEMPTS, IDS)


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_powers_of_powers_fold_without_building_the_number() -> None:
    """Each `** 64` multiplies the number's size by 64: folded exactly, five levels would
    take all memory (four took 22 s). Past 65,536 bits the power is only known to be huge,
    which is a magic number all the same."""
    threshold = "((((10 ** 64) ** 64) ** 64) ** 64) ** 64"
    request = VerifyRequest(
        response=f"```python\ndef big(x):\n    return x > {threshold}\n```\n",
        instructions=["logic_8"],
    )
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert "magic number" in result.verdicts[0].diagnostics[0].message


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_a_long_chain_of_exiting_lambdas_is_answered_once_per_lambda() -> None:
    """`die3 = lambda m: die2(m)` ... answered per call site, a chain of 5,000 lambdas
    called from 3,000 branches took over two minutes (n squared); each is now worked out
    once."""
    size = 3000
    lines = ["import sys", "die0 = lambda message: sys.exit(message)"]
    lines += [f"die{i} = lambda message: die{i - 1}(message)" for i in range(1, size)]
    lines.append("def check(x):")
    for i in range(size):
        call = f"        die{size - 1}('bad')"
        lines += [f"    if x == {i}:", call, "    else:", "        x += 1"]
    lines.append("    return x")
    code = "\n".join(lines)
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["logic_7"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert "always exits" in result.verdicts[0].diagnostics[0].message


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_a_long_and_or_chain_called_many_times_is_counted_once() -> None:
    """`h = c0 and f0 or c1 and f1 or ...` then `h()` called again and again: counted per
    call, 10,000 pairs called 15,000 times took over a minute; each chain is now counted
    once."""
    chain = " or ".join(f"c{i} and f{i}" for i in range(10000))
    code = "\n".join(["def run(cs, fs):", f"    h = {chain}", *["    h()"] * 15000])
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["logic_3"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert "branches" in result.verdicts[0].diagnostics[0].message


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_registrations_by_call_on_names_bound_many_times_are_followed_once() -> None:
    """700 `def f` and `def g` each, then `f.register(int, g)` 700 times: every call paired
    every `def` of one name with every `def` of the other (n cubed, minutes); each pair
    of names is now looked at once. None of them calls another: no recursion."""
    size = 700
    lines = ["import functools"]
    for _ in range(size):
        lines += ["@functools.singledispatch", "def f(x):", "    return x"]
        lines += ["def g(x):", "    return x"]
    lines += ["f.register(int, g)"] * size
    code = "\n".join(lines)
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["logic_9"])
    [result] = verify([request], mode="strict")
    assert result.verdicts[0].passed


@pytest.mark.timeout(30)  # linear now; the old code took over a minute
def test_many_computed_names_are_fitted_to_the_functions_once() -> None:
    """30,000 functions `_N_True` and 30,000 lookups `globals()[f'_N_{flag}']`: each
    lookup checked every function (n squared, over a minute); each is now fitted, by
    bisection, to the functions whose names start so. Each picks one function by a flag
    (the names differ by a truth word, so it is a branch, not dispatch by data): one
    branch each."""
    size = 30000
    lines = [f"def _{i}_True(): pass" for i in range(size)]
    lines += ["def run(flag):", *(f"    globals()[f'_{i}_{{flag}}']()" for i in range(size))]
    code = "\n".join(lines)
    request = VerifyRequest(
        response=f"```python\n{code}\n```\n",
        instructions=[InstructionSpec(id="logic_3", params={"max_branches": 12})],
    )
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert "branches 30000 > 12" in result.verdicts[0].diagnostics[0].message


def _no_recursion_verdict(lines: list[str]) -> tuple[bool, list[str]]:
    code = "\n".join(lines)
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["logic_9"])
    [result] = verify([request], mode="strict")
    verdict = result.verdicts[0]
    return verdict.passed, [item.message for item in verdict.diagnostics]


@pytest.mark.timeout(30)  # linear now; without the caches, minutes
def test_an_alias_read_many_times_is_worked_out_once() -> None:
    """`original = fun` read 6,000 times in a function that rebinds `fun` later: each read
    walked the function for loops (over two minutes); each alias is now worked out once.
    `original` holds only the parameter's value: no recursion."""
    lines = ["def minimize(fun, x0):", "    original = fun", "    def scalar_fun(x):"]
    lines += ["        return original(x)", "    total = 0"]
    lines += [f"    total += original(x0[{i % 10}])" for i in range(6000)]
    lines += ["    fun = scalar_fun", "    return fun(x0) + total"]
    assert _no_recursion_verdict(lines) == (True, [])


@pytest.mark.timeout(30)  # linear now; without the caches, minutes
def test_copies_of_an_outside_object_are_worked_out_once_per_method() -> None:
    """`h = self._current(); h.digest()` 4,000 times, `_current` returning
    `self._hash.copy()` from 4,000 places: each call read every return again (over two
    minutes); each method and attribute is now worked out once. No recursion."""
    size = 4000
    lines = ["import hashlib", "class Signer:", "    def __init__(self, key):"]
    lines += ["        self._hash = hashlib.sha256(key)", "    def _current(self):"]
    for i in range(size):
        lines += [f"        if self.k == {i}:", "            return self._hash.copy()"]
    lines += ["        return self._hash.copy()", "    def digest(self):"]
    for i in range(size):
        lines += [f"        h{i} = self._current()", f"        h{i}.digest()"]
    assert _no_recursion_verdict(lines) == (True, [])


@pytest.mark.timeout(30)  # linear now; without the caches, over a minute
def test_entries_of_an_outside_class_are_worked_out_once_per_container() -> None:
    """8,000 `pathlib.Path` entries appended to `self._paths`, looped over 8,000 times:
    each loop read every entry again; each container is now worked out once. The entries
    are paths, no `MultiDir`: no recursion."""
    size = 8000
    lines = ["import pathlib", "class MultiDir:", "    def __init__(self, *paths):"]
    lines += [f"        self._paths.append(pathlib.Path(paths[{i}]))" for i in range(size)]
    lines.append("    def iterdir(self):")
    for i in range(size):
        lines += [f"        for p{i} in self._paths:", f"            p{i}.iterdir()"]
    assert _no_recursion_verdict(lines) == (True, [])
