"""Adversarial attempts at the style instructions (style_1-9), judged in both verdict modes.

Every attempt dodges its instruction; strict mode must fail it (unless the route is marked
open and documented), and its honest twin must pass in paper and strict mode alike.
"""

from __future__ import annotations

from textwrap import dedent

import pytest
from adversarial_harness import Attempt, category_tests

IDS = ("style_1", "style_2", "style_3", "style_4", "style_5", "style_6", "style_7", "style_8",
       "style_9")  # fmt: skip


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


# -- style_1: PEP 8 names ------------------------------------------------------------------
NAMES_TWIN = code("""
    MAX_RETRIES = 3


    class Downloader:
        def __init__(self):
            self.item_count = 0

        def fetch(self, urls):
            for url in urls:
                self.item_count += 1
            return [url.strip() for url in urls], MAX_RETRIES
""")
ERROR_TWIN = code("""
    class ParseError(ValueError):
        pass


    def parse(text):
        if not text:
            raise ParseError(text)
        return text.split()
""")
SETATTR_TWIN = code("""
    class Config:
        def __init__(self, max_retries=3, **options):
            self._assign('max_retries', max_retries)
            for name, value in options.items():
                self._assign(name, value)
            self.__dict__.update(options)
            vars(self)['base_url'] = options.get('base_url', 'http://localhost')

        def _assign(self, name, value):
            setattr(self, name, value)

        def __setstate__(self, state):
            self.__dict__.update(state)
""")
FIELDS_TWIN = code("""
    import dataclasses
    from collections import namedtuple
    from enum import Enum
    from types import SimpleNamespace
    from typing import NamedTuple, TypedDict

    Config = namedtuple('Config', ['max_retries', 'base_url'])
    Limits = NamedTuple('Limits', [('max_items', int), ('page_size', int)])
    Color = Enum('Color', 'DARK_RED LIGHT_BLUE')
    Job = dataclasses.make_dataclass('Job', [('job_id', int), 'name'])
    UserPayload = TypedDict('UserPayload', {'userId': int, 'displayName': str})
    DEFAULTS = SimpleNamespace(max_retries=3, base_url='http://localhost')
""")
SLOTS_TWIN = code("""
    import unittest

    from pydantic import create_model

    Settings = create_model('Settings', max_retries=(int, 3), base_url=(str, 'http://localhost'))


    class Config:
        __slots__ = ('max_retries', 'base_url')

        def __init__(self, *values):
            for name, value in zip(self.__slots__, values):
                setattr(self, name, value)


    class ConfigTest(unittest.TestCase):
        maxDiff = None

        def setUp(self):
            self.longMessage = True
            self.config = Config(3, 'http://localhost')

        def test_retries(self):
            self.assertEqual(self.config.max_retries, 3)
""")
STYLE_1 = [
    Attempt("style_1", "lowercase-class-from-a-factory", code("""
        from collections import namedtuple

        point = namedtuple('point', ['x', 'y'])
    """), code("""
        from collections import namedtuple

        Point = namedtuple('Point', ['x', 'y'])
    """)),
    Attempt("style_1", "exception-made-by-type", code("""
        ParseFailure = type('ParseFailure', (ValueError,), {})


        def parse(text):
            if not text:
                raise ParseFailure(text)
            return text.split()
    """), ERROR_TWIN),
    Attempt("style_1", "lowercase-module-constant", code("""
        max_retries = 3


        def fetch(urls):
            return urls[:max_retries]
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-instance-attribute", code("""
        class Downloader:
            def __init__(self):
                self.itemCount = 0
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-comprehension-variable", code("""
        def clean(lines):
            return [rawLine.strip() for rawLine in lines]
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-except-name", code("""
        def parse(text):
            try:
                return int(text)
            except ValueError as parseErr:
                return str(parseErr)
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-global-assigned-in-function", code("""
        def remember(value):
            global lastValue
            lastValue = value
            return value
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-function-through-globals", code("""
        def _count(text):
            return len(text.split())


        globals()['countWords'] = _count
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-attribute-through-setattr", code("""
        class Cart:
            def __init__(self):
                setattr(self, 'totalPrice', 0)
    """), NAMES_TWIN),
    Attempt("style_1", "exception-without-error-through-alias", code("""
        Base = ValueError


        class ParseFailure(Base):
            pass
    """), ERROR_TWIN),
    Attempt("style_1", "class-built-by-type", code("""
        shopping_cart = type('shopping_cart', (), {'items': ()})
    """), NAMES_TWIN),
    Attempt("style_1", "lowercase-tuple-constant", code("""
        default_sizes = (8, 16, 32)


        def pick(index):
            return default_sizes[index]
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-function-in-exec", code("""
        exec('def countWords(text):\\n    return len(text.split())\\n')
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-function-name", code("""
        def countWords(text):
            return len(text.split())
    """), NAMES_TWIN),
    Attempt("style_1", "camelcase-attribute-through-a-setattr-helper", code("""
        class Config:
            def __init__(self, **options):
                self._assign('maxRetries', options.get('max_retries', 3))
                self._assign('baseUrl', options.get('base_url', 'http://localhost'))

            def _assign(self, name, value):
                setattr(self, name, value)
    """), SETATTR_TWIN),
    Attempt("style_1", "camelcase-attribute-through-dict-update", code("""
        class Config:
            def __init__(self, max_retries=3, base_url='http://localhost'):
                self.__dict__.update(maxRetries=max_retries, baseUrl=base_url)
    """), SETATTR_TWIN),
    Attempt("style_1", "camelcase-attribute-through-vars", code("""
        class Config:
            def __init__(self, max_retries=3):
                vars(self)['maxRetries'] = max_retries
    """), SETATTR_TWIN),
    Attempt("style_1", "camelcase-attribute-through-object-setattr", code("""
        class Config:
            def __init__(self, max_retries=3):
                object.__setattr__(self, 'maxRetries', max_retries)
    """), SETATTR_TWIN),
    Attempt("style_1", "camelcase-fields-through-namedtuple", code("""
        from collections import namedtuple

        Config = namedtuple('Config', ['maxRetries', 'baseUrl'])
        Limits = namedtuple('Limits', 'maxItems pageSize')
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-fields-through-functional-namedtuple", code("""
        from typing import NamedTuple

        Config = NamedTuple('Config', [('maxRetries', int), ('baseUrl', str)])
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-attributes-through-simplenamespace", code("""
        from types import SimpleNamespace

        DEFAULTS = SimpleNamespace(maxRetries=3, baseUrl='http://localhost')
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-attributes-in-the-namespace-of-type", code("""
        Config = type('Config', (), {'maxRetries': 3, 'baseUrl': 'http://localhost'})
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-attribute-set-by-operator-setitem-on-vars", code("""
        import operator


        class Config:
            def __init__(self):
                operator.setitem(vars(self), 'maxRetries', 3)
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-fields-through-make-dataclass", code("""
        import dataclasses

        Config = dataclasses.make_dataclass('Config', [('maxRetries', int), ('baseUrl', str)])
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-members-through-functional-enum", code("""
        from enum import Enum

        Color = Enum('Color', 'darkRed lightBlue')
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-fields-through-a-module-list", code("""
        from collections import namedtuple

        CONFIG_FIELDS = ['maxRetries', 'baseUrl']
        Config = namedtuple('Config', CONFIG_FIELDS)
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-members-through-a-module-tuple", code("""
        from enum import Enum

        COLOR_NAMES = ('darkRed', 'lightBlue')
        Color = Enum('Color', COLOR_NAMES)
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-attributes-through-an-unpacked-module-dict", code("""
        from types import SimpleNamespace

        DEFAULT_OPTIONS = {'maxRetries': 3, 'baseUrl': 'http://localhost'}
        defaults = SimpleNamespace(**DEFAULT_OPTIONS)
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-fields-through-module-dict-items", code("""
        from dataclasses import make_dataclass

        FIELD_TYPES = {'maxRetries': int, 'baseUrl': str}
        Config = make_dataclass('Config', FIELD_TYPES.items())
    """), FIELDS_TWIN),
    Attempt("style_1", "camelcase-slots-set-through-setattr-over-zip", code("""
        class Config:
            __slots__ = ('maxRetries', 'baseUrl')

            def __init__(self, *values):
                for name, value in zip(self.__slots__, values):
                    setattr(self, name, value)
    """), SLOTS_TWIN),
    Attempt("style_1", "camelcase-attributes-through-dict-update-zip", code("""
        class Config:
            def __init__(self, *values):
                self.__dict__.update(zip(('maxRetries', 'baseUrl'), values))
    """), SLOTS_TWIN),
    Attempt("style_1", "camelcase-fields-through-pydantic-create-model", code("""
        from pydantic import create_model

        Config = create_model('Config', maxRetries=(int, 3), baseUrl=(str, 'http://localhost'))
    """), SLOTS_TWIN),
    Attempt("style_1", "camelcase-fields-through-attrs-make-class", code("""
        import attr

        Settings = attr.make_class('Settings', ['maxRetries', 'baseUrl'])
    """), SLOTS_TWIN),
    Attempt("style_1", "lowercase-constants-made-by-constructors", code("""
        import re
        from datetime import timedelta
        from decimal import Decimal
        from pathlib import Path

        default_timeout = timedelta(seconds=30)
        tax_rate = Decimal('0.2')
        data_dir = Path('data')
        allowed_modes = frozenset({'r', 'w', 'a'})
        word_pattern = re.compile(r'\\w+', re.IGNORECASE)
    """), code("""
        import logging
        import re
        from datetime import timedelta
        from decimal import Decimal
        from pathlib import Path

        logger = logging.getLogger(__name__)
        DEFAULT_TIMEOUT = timedelta(seconds=30)
        TAX_RATE = Decimal('0.2')
        DATA_DIR = Path('data')
        ALLOWED_MODES = frozenset({'r', 'w', 'a'})
        WORD_PATTERN = re.compile(r'\\w+', re.IGNORECASE)
    """)),
    Attempt("style_1", "lowercase-constant-chosen-by-platform", code("""
        import sys

        if sys.platform == 'win32':
            default_shell = 'cmd.exe'
        else:
            default_shell = '/bin/sh'
    """), code("""
        import sys

        if sys.platform == 'win32':
            DEFAULT_SHELL = 'cmd.exe'
        else:
            DEFAULT_SHELL = '/bin/sh'
    """)),
    Attempt("style_1", "lowercase-constant-made-by-a-dict-call", code("""
        default_limits = dict(retries=3, timeout=30)
    """), code("""
        DEFAULT_LIMITS = dict(retries=3, timeout=30)
    """), open=True),
    Attempt("style_1", "lowercase-constant-chosen-by-the-environment", code("""
        import os

        if os.environ.get('CI'):
            worker_count = 1
        else:
            worker_count = 8
    """), code("""
        import os

        if os.environ.get('CI'):
            WORKER_COUNT = 1
        else:
            WORKER_COUNT = 8
    """), open=True),
    Attempt("style_1", "instance-dict-merged-in-place", code("""
        class Downloader:
            def __init__(self):
                state = vars(self)
                state |= {'itemCount': 0}
    """), NAMES_TWIN),
    Attempt("style_1", "unbound-dict-method-on-instance-dict", code("""
        class Downloader:
            def __init__(self):
                dict.__setitem__(self.__dict__, 'itemCount', 0)
    """), NAMES_TWIN),
    Attempt("style_1", "camel-attribute-served-by-getattr-hook", code("""
        class Downloader:
            def __init__(self):
                self.item_count = 0

            def __getattr__(self, name):
                if name in ('itemCount', 'total'):
                    return self.item_count
                raise AttributeError(name)
    """), NAMES_TWIN),
    Attempt("style_1", "setattr-name-through-a-long-chain-of-helpers", code("""
        class Downloader:
            def __init__(self):
                _put(self, 'itemCount', 0)


        def _put(obj, key, value):
            _put_a(obj, key, value)


        def _put_a(obj, key, value):
            _put_b(obj, key, value)


        def _put_b(obj, key, value):
            _put_c(obj, key, value)


        def _put_c(obj, key, value):
            _put_d(obj, key, value)


        def _put_d(obj, key, value):
            setattr(obj, key, value)
    """), code("""
        class Downloader:
            def __init__(self, **options):
                _put(self, 'item_count', 0)
                for key, value in options.items():
                    _put(self, key, value)


        def _put(obj, key, value):
            _put_a(obj, key, value)


        def _put_a(obj, key, value):
            _put_b(obj, key, value)


        def _put_b(obj, key, value):
            _put_c(obj, key, value)


        def _put_c(obj, key, value):
            _put_d(obj, key, value)


        def _put_d(obj, key, value):
            setattr(obj, key, value)
    """)),
    Attempt("style_1", "module-name-merged-into-an-alias-of-globals", code("""
        namespace = globals()
        namespace |= {'maxRetries': 3}
    """), NAMES_TWIN),
    Attempt("style_1", "exception-base-written-as-a-call", code("""
        class ParseFailure(type(KeyError())):
            pass


        def parse(text):
            if not text:
                raise ParseFailure(text)
            return text.split()
    """), ERROR_TWIN),
    Attempt("style_1", "exception-base-from-a-helper-through-a-name", code("""
        def _base():
            return ValueError().__class__


        BASE = _base()


        class ParseFailure(BASE):
            pass
    """), code("""
        class ErrorTable(dict[str, ValueError]):
            pass


        class ParseError(type(ValueError())):
            pass
    """)),
    Attempt("style_1", "capwords-class-imported-under-a-mixedcase-alias", code("""
        from collections import Counter as wordCounter


        def tally(words):
            return wordCounter(words).most_common(3)
    """), code("""
        from collections import Counter
        from collections import OrderedDict as _OrderedDict


        def tally(words):
            return Counter(words).most_common(3), _OrderedDict()
    """)),
    Attempt("style_1", "lowercase-constant-computed-from-a-constant", code("""
        KILOBYTE = 1024
        chunk_size = 64 * KILOBYTE


        def chunks(data):
            return [data[i:i + chunk_size] for i in range(0, len(data), chunk_size)]
    """), code("""
        import sys

        KILOBYTE = 1024
        CHUNK_SIZE = 64 * KILOBYTE
        limit = CHUNK_SIZE
        limit += len(sys.argv)


        def chunks(data):
            return [data[i:i + CHUNK_SIZE] for i in range(0, min(len(data), limit), CHUNK_SIZE)]
    """)),
    Attempt("style_1", "exception-derived-from-a-module-attribute-error", code("""
        import json


        class BadPayload(json.JSONDecodeError):
            pass
    """), code("""
        import json


        class BadPayloadError(json.JSONDecodeError):
            pass


        class Payload(json.JSONDecoder):
            pass
    """)),
    Attempt("style_1", "exception-derived-from-a-stdlib-exception-named-otherwise", code("""
        import queue


        class NothingQueued(queue.Empty):
            pass
    """), code("""
        import queue


        class NothingQueuedError(queue.Empty):
            pass
    """)),
    Attempt("style_1", "mixedcase-attributes-from-a-dict-literal-loop", code("""
        class Point:
            def __init__(self, x, y):
                for name, value in {'posX': x, 'posY': y}.items():
                    self.__dict__[name] = value
    """), code("""
        class Point:
            def __init__(self, x, y):
                for name, value in {'pos_x': x, 'pos_y': y}.items():
                    self.__dict__[name] = value
                for name in {'label': None, 'color': None}:
                    setattr(self, name, None)
    """)),
    Attempt("style_1", "lowercase-constant-computed-by-library-calls", code("""
        import math
        import os

        valid_codes = frozenset(range(200, 300))
        full_turn = 2 * math.pi
        cache_dir = os.path.join('data', 'cache')
        formats = frozenset('csv json'.split())
    """), code("""
        import math
        import os

        VALID_CODES = frozenset(range(200, 300))
        FULL_TURN = 2 * math.pi
        CACHE_DIR = os.path.join('data', 'cache')
        FORMATS = frozenset('csv json'.split())


        def describe(code, sep=os.sep):
            base = os.path.join(sep, 'tmp')
            return code in VALID_CODES, FULL_TURN, CACHE_DIR, FORMATS, base
    """)),
    Attempt("style_1", "mixedcase-attributes-from-keywords-into-kwargs", code("""
        class Settings:
            def __init__(self, **options):
                for key, value in options.items():
                    setattr(self, key, value)


        settings = Settings(maxRetries=3, timeoutSeconds=5)
    """), code("""
        class Settings:
            def __init__(self, name='default', **options):
                self.__dict__.update(options)
                for key, value in options.items():
                    setattr(self, key, value)


        settings = Settings(name='main', max_retries=3, timeout_seconds=5)
    """)),
    Attempt("style_1", "lowercase-constant-built-by-an-f-string-or-picked-by-subscript", code("""
        API_VERSION = 2
        SIZES = (10, 25, 50)
        base_url = f'https://api.example.com/v{API_VERSION}'
        default_size = SIZES[1]
        small_sizes = SIZES[:2]
    """), code("""
        import sys

        API_VERSION = 2
        SIZES = (10, 25, 50)
        BASE_URL = f'https://api.example.com/v{API_VERSION}'
        DEFAULT_SIZE = SIZES[1]
        target = sys.argv[1:]
        label = f'{__name__}:{len(target)}'
    """)),
]

# -- style_2: one quote character (single by default) -----------------------------------------
QUOTES_TWIN = code("""
    GREETING = 'Hello'


    def greet(name):
        return f"{GREETING}, {name}! It's me."
""")
QUOTES_PLAIN_TWIN = code("""
    def greet(name):
        return f'Hello, {name}!'
""")
CHOICE_TWIN = code("""
    GREETINGS = ('Hi', 'Good evening')
    STATUS = {200: 'OK', 404: 'Not Found'}


    def greet(name, formal, count):
        return f'{GREETINGS[formal]}, {name}! {count} item{("", "s")[count != 1]}'


    def status(code):
        return f'{code} {STATUS.get(code, "Unknown")}'
""")
STYLE_2 = [
    Attempt("style_2", "double-quotes-in-exec", code("""
        exec('GREETING = "Hello"')
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-literal-alone-in-fstring-field", code("""
        def greet(name):
            return f'{"Hello"}, {name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-concatenated-inside-an-fstring-field", code("""
        def greet(name):
            return f'{"Hello, " + name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "constant-text-split-across-a-field", code("""
        def greet(name):
            return f'{"Hello" + ","} {name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-fstring-nested-in-a-field", code("""
        def greet(name, count):
            return f'{f"Hello, {name}!"} You have {count} messages.'
    """), code("""
        def greet(names, counts):
            table = ', '.join(names)
            return f'Hello, {table or "nobody"}! Counts: {counts["new"]:>3} {"=" * 10}'
    """)),
    Attempt("style_2", "choice-of-texts-inside-an-fstring-field", code("""
        def greet(name, returning):
            return f'{"Welcome back" if returning else "Hello"}, {name}!'
    """), code("""
        def greet(name, returning, title=None):
            opening = 'Welcome back' if returning else 'Hello'
            return f'{opening}, {title or "friend"} {name if returning else "guest"}!'
    """)),
    Attempt("style_2", "double-quoted-string", code("""
        def greet(name):
            return "Hello, " + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-fstring", code("""
        def greet(name):
            return f"Hello, {name}!"
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-bytes", code("""
        def greet(name):
            return b"Hello, " + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-raw-string", code("""
        def pattern():
            return r"\\d+"
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-multiline-data", code('''
        def banner():
            text = """
            Welcome
            """
            return text
    '''), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quotes-in-implicit-concatenation", code("""
        def greet(name):
            return ('Hello, ' "dear ") + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "double-quoted-dict-keys", code("""
        def config():
            return {"host": 'localhost', "port": 80}
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "avoidable-escape", code("""
        def note():
            return 'it\\'s done'
    """), QUOTES_TWIN),
    Attempt("style_2", "data-smuggled-in-a-docstring", code("""
        def _greeting():
            "Hello, world"


        GREETING = _greeting.__doc__
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "docstring-formatted-as-a-template", code('''
        def greet(name):
            """Hello, %s!"""
            return greet.__doc__ % name
    '''), code('''
        """Greets people.

        Usage: %(prog)s NAME
        """
        import argparse


        def documented(function):
            function.__doc__ = function.__doc__.format(default='world')
            return function


        def main():
            return argparse.ArgumentParser(description=__doc__.strip())
    ''')),
    Attempt("style_2", "pieces-on-one-line-ride-on-a-needed-quote", code('''
        def remind(item):
            return ("It's time " "to buy more " + item)
    '''), code('''
        def remind(item):
            return ("It's time " + 'to buy more ' + item)


        def fail(path):
            raise ValueError(
                "Can't read the configuration file because its syntax is broken; "
                "check the file named on the command line and run the tool again"
            )
    ''')),
    Attempt("style_2", "short-text-wrapped-to-ride-on-a-needed-quote", code('''
        def remind(item):
            return (f"It's {item} "
                    "time again")
    '''), QUOTES_TWIN),
    Attempt("style_2", "phrase-among-items-joined-in-a-field", code('''
        def greet(name):
            return f'{" ".join(["Good morning,", name])}'
    '''), code('''
        def header(columns):
            return f'{",".join(["id", "first_name", *columns])} {"/".join(("api/v1", columns[0]))}'
    ''')),
    Attempt("style_2", "text-chosen-from-a-tuple-by-a-flag", code("""
        def greet(name, formal):
            return f'{("Hi", "Good evening")[formal]}, {name}!'
    """), CHOICE_TWIN),
    Attempt("style_2", "text-chosen-from-a-dict-literal-by-get", code("""
        def status(code):
            return f'{code} { {200: "OK", 404: "Not Found"}.get(code, "Unknown") }'
    """), CHOICE_TWIN),
    Attempt("style_2", "text-wrapped-in-str-call", code("""
        def greet(name):
            return f'{str("Hello there")}, {name}!'
    """), CHOICE_TWIN),
    Attempt("style_2", "text-formatted-with-percent-in-a-field", code("""
        def greet(name):
            return f'{"Hello, %s" % name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-formatted-with-format-in-a-field", code("""
        def greet(name):
            return f'{"Hello, {}".format(name)}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-changed-by-a-string-method-in-a-field", code("""
        def greet(name):
            return f'{"hello there".title()}, {name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-repeated-once-in-a-field", code("""
        def greet(name):
            return f'{"Hello, " * 1}{name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "quote-piece-glued-on-and-sliced-off", code("""
        def greet(name):
            return ("Good morning, " "'")[:-1] + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "apostrophe-stripped-off-a-literal", code("""
        def greet(name):
            return "Good morning, x'".rstrip("x'") + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-read-back-from-a-comment", code("""
        import inspect


        # Good morning
        def greet(name):
            return inspect.getcomments(greet)[2:].strip() + ', ' + name
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-read-back-from-the-file-itself", code("""
        # Good morning
        def greet(name):
            with open(__file__) as handle:
                return handle.readline()[2:].strip() + ', ' + name
    """), code("""
        from pathlib import Path

        GREETINGS = Path(__file__).parent / 'greetings.txt'


        def greet(name):
            return f"Good morning, {name}! It's {GREETINGS.name}."
    """)),
    Attempt("style_2", "text-sliced-whole-inside-an-fstring-field", code("""
        def greet(name):
            return f'{"Good morning, "[:]}{name}!'
    """), code("""
        def greet(name, width):
            return f'Good morning, {name[:width]}! {"0123456789abcdef"[:width]}'
    """)),
    Attempt("style_2", "text-returned-by-a-lambda-called-in-a-field", code("""
        def greet(name):
            return f'{(lambda greeting: greeting)("Good morning")}, {name}!'
    """), QUOTES_PLAIN_TWIN),
    Attempt("style_2", "text-bound-by-walrus-inside-an-fstring-field", code("""
        def banner(name):
            return f'{len(title := "Quarterly report")} {title}: {name}'
    """), code("""
        def banner(name, items, count):
            title = 'Quarterly report'
            head = f'{len(title)} {title}: {name} ({(n := len(items))} of {n})'
            return f'{head} item{(s := "" if count == 1 else "s")}'
    """)),
    Attempt("style_2", "prose-fstring-with-a-format-spec-in-a-field", code("""
        def row(name, total):
            return f'{f"Total for {name}":<30}|{total:>10}'
    """), code("""
        def row(name, total, first, last):
            label = f'Total for {name}'
            return f'{label:<30}|{total:>10}|{f"{first}/{last}":>9}'
    """)),
    Attempt("style_2", "bytes-literal-decoded-in-a-field", code("""
        def thank(name):
            return f'{b"Thank you".decode("utf-8")} for your order, {name}'
    """), code("""
        def thank(name):
            return f'Thank you for your order, {name}'
    """)),
    Attempt("style_2", "prose-looked-up-in-a-dict-call-in-a-field", code("""
        def report(status):
            return f'{dict(ok="All good", error="Something broke")[status]}!'
    """), code("""
        MESSAGES = {'ok': 'All good', 'error': 'Something broke'}


        def report(status, counts):
            return f'{MESSAGES[status]}! {dict(counts)["ok"]}'
    """)),
    Attempt("style_2", "prose-passed-to-format-in-a-field", code("""
        def line(amount):
            return f'{format("Balance due", "<12")}{amount:>8.2f}'
    """), code("""
        def line(amount):
            label = 'Balance due'
            return f'{label:<12}{amount:>8.2f}{format(amount, ".0%")}'
    """)),
    Attempt("style_2", "prose-through-an-unbound-str-method-in-a-field", code("""
        def greet(name):
            return f'{str.capitalize("good morning")}, {name}'
    """), code("""
        def greet(name):
            return f'Good morning, {name} ({str.upper(name)})'
    """)),
    Attempt("style_2", "prose-chosen-beside-a-variable-in-a-field", code("""
        def greet(name, is_member, code):
            first = f'{is_member and "Welcome back" or "Hello there"}, {name}!'
            second = f'{"Welcome back" if is_member else name}!'
            third = f'{ {True: "Welcome back"}.get(is_member, name) }!'
            fourth = f'{f"Welcome back, {name}" if is_member else name}!'
            return first, second, third, fourth
    """), code("""
        def greet(name, is_member, code):
            opening = 'Welcome back' if is_member else 'Hello there'
            plural = f'{code} item{"" if code == 1 else "s"}'
            return f'{opening}, {name or "Guest"}!', plural
    """)),
    Attempt("style_2", "junk-quote-cut-off-later-through-a-name", code("""
        BANNER = "Welcome to the inventory tool!'"
        FOOTER = "Thanks for stopping by'"


        def banner():
            return BANNER[:-1], FOOTER.rstrip("'")
    """), code("""
        BANNER = 'Welcome to the inventory tool!'
        TITLE = "Don't panic"


        def banner():
            return BANNER, TITLE[:5]
    """)),
    Attempt("style_2", "prose-joined-from-a-dict-or-a-call-of-a-literal", code("""
        def greet(name):
            first = f'{"".join({"Hello, ": None})}{name}!'
            second = f'{"".join(sorted(["Good morning, "]))}{name}!'
            third = f'{"".join(word for word in ("Welcome back, ",))}{name}!'
            return first, second, third
    """), code("""
        def greet(name, rows):
            columns = f'{", ".join(row.get("first name", "") for row in rows)}'
            return f'Hello, {name}!', columns
    """)),
]

# -- style_3: line length (79) -------------------------------------------------------------
LONG = "the summary of every record is computed once, cached, and reused later on"
LONG_EXPRESSION = (
    "sum(value * weight + offset for value, weight, offset in zip(values, weights, offsets))"
)
LINES_TWIN = code("""
    def total(values):
        # The summary of every record is computed once, cached and
        # reused; see https://docs.python.org/3/library/functools.html
        return sum(values)
""")
STYLE_3 = [
    Attempt("style_3", "long-comment-ending-in-url", code(f"""
        def total(values):
            # {LONG} https://example.com/x
            return sum(values)
    """), LINES_TWIN),
    Attempt("style_3", "long-text-after-type-pragma", code(f"""
        def total(values):
            return sum(values)  # type: ignore  {LONG}
    """), LINES_TWIN),
    Attempt("style_3", "long-text-after-noqa", code(f"""
        def total(values):
            return sum(values)  # noqa: E501 {LONG}
    """), LINES_TWIN),
    Attempt("style_3", "long-text-after-pyright-pragma", code(f"""
        def total(values):
            return sum(values)  # pyright: ignore[reportGeneralTypeIssues] {LONG}
    """), LINES_TWIN),
    Attempt("style_3", "long-text-after-mypy-pragma", code(f"""
        def total(values):
            return sum(values)  # mypy: ignore-errors {LONG}
    """), LINES_TWIN),
    Attempt("style_3", "long-docstring-line", code(f'''
        def total(values):
            """Return the total; {LONG}."""
            return sum(values)
    '''), LINES_TWIN),
    Attempt("style_3", "long-string-literal", code(f"""
        MESSAGE = '{LONG} and then some more words'
    """), LINES_TWIN),
    Attempt("style_3", "long-expression", code(f"""
        def total(values, weights, offsets, scale):
            return {LONG_EXPRESSION}
    """), LINES_TWIN),
    Attempt("style_3", "long-todo-comment", code(f"""
        def total(values):
            # TODO: {LONG}
            return sum(values)
    """), LINES_TWIN),
    Attempt("style_3", "long-url-string", code("""
        DOCS = 'https://docs.python.org/3/library/functools.html#functools.cached_property'
    """), LINES_TWIN),
]

# -- style_4: import order --------------------------------------------------------------------
IMPORTS_TWIN = code("""
    import json
    import os
    import sys

    CONFIG = os.environ.get('CONFIG', '{}')


    def load():
        return json.loads(CONFIG), sys.argv
""")
VERSION_TWIN = code("""
    import sys

    import requests

    PY2 = sys.version_info[0] == 2
    HAS_TOMLLIB = sys.version_info >= (3, 11)
    if PY2:
        from urlparse import urljoin
    else:
        from urllib.parse import urljoin
    if HAS_TOMLLIB:
        import tomllib
    else:
        import tomli as tomllib


    def fetch(base, path):
        return tomllib.loads(requests.get(urljoin(base, path), timeout=10).text)
""")
MAIN_GUARD_TWIN = code("""
    import sys
    from contextlib import ExitStack

    import requests

    if sys.hexversion >= 0x30B0000:
        import tomllib
    else:
        import tomli as tomllib


    def main():
        with ExitStack() as stack:
            return tomllib.loads(requests.get(sys.argv[1], timeout=10).text), stack


    if __name__ == '__main__':
        import json

        json.dumps(main())
""")
STYLE_4 = [
    Attempt("style_4", "imports-split-by-an-assignment", code("""
        import sys

        CONFIG = '{}'

        import json


        def load():
            return json.loads(CONFIG), sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "dunder-import", code("""
        import sys

        json = __import__('json')


        def load():
            return json.loads('{}'), sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "importlib-import", code("""
        import importlib
        import sys

        json = importlib.import_module('json')


        def load():
            return json.loads('{}'), sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-split-by-try", code("""
        import sys

        try:
            import ujson as json
        except ImportError:
            import json
        import os


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-split-by-if-block", code("""
        import sys

        if sys.platform == 'win32':
            SEP = '\\\\'
        import os


        def load():
            return os.sep, sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "function-imports-split-by-code", code("""
        def load():
            import sys

            args = sys.argv
            import json

            return json.loads('{}'), args
    """), IMPORTS_TWIN),
    Attempt("style_4", "import-in-exec", code("""
        import sys

        exec('import json')


        def load():
            return sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "unsorted-imports", code("""
        import sys
        import os
        import json


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), IMPORTS_TWIN),
    Attempt("style_4", "third-party-before-stdlib", code("""
        import requests
        import os


        def load():
            return requests, os.sep
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-split-by-a-string-statement", code("""
        import sys

        'Standard library imports above, the rest below.'
        import json


        def load():
            return json.loads('{}'), sys.argv
    """), IMPORTS_TWIN),    Attempt("style_4", "imports-in-an-if-true-block", code("""
        import sys

        if True:
            import json
            import os


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-in-a-try-that-only-reraises", code("""
        import sys

        try:
            import json
            import os
        except ImportError:
            raise


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), code("""
        import os
        import sys

        try:
            import ujson as json
        except ImportError:
            import json


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """)),
    Attempt("style_4", "stdlib-imports-in-a-try-with-a-fallback", code("""
        import sys

        try:
            import json
            import os
        except ImportError:
            json = os = None


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), code("""
        import json
        import sys

        try:
            import zlib
        except ImportError:
            zlib = None

        try:
            from typing import Self
        except ImportError:
            from typing_extensions import Self


        def load():
            return json.loads('{}'), sys.argv, zlib, Self
    """)),
    Attempt("style_4", "stdlib-imports-in-a-try-that-logs", code("""
        import logging
        import sys

        try:
            import json
            import os
        except ImportError:
            logging.exception('the standard library is incomplete')


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-under-an-always-true-version-test", code("""
        import sys

        if sys.version_info >= (3, 0):
            import json
            import os


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), code("""
        import json
        import sys

        if sys.version_info >= (3, 11):
            import tomllib
        else:
            import tomli as tomllib


        def load():
            return json.loads('{}'), sys.argv, tomllib
    """)),
    Attempt("style_4", "imports-under-a-name-for-a-version-test", code("""
        import sys

        import requests

        PY3 = sys.version_info[0] == 3
        if PY3:
            import json
            from urllib.parse import urljoin


        def fetch(base, path):
            return json.loads(requests.get(urljoin(base, path), timeout=10).text)
    """), VERSION_TWIN),
    Attempt("style_4", "imports-under-a-chained-version-test", code("""
        import sys

        import requests

        if (3, 0) <= sys.version_info < (4, 0):
            import json
            from urllib.parse import urljoin


        def fetch(base, path):
            return json.loads(requests.get(urljoin(base, path), timeout=10).text)
    """), VERSION_TWIN),
    Attempt("style_4", "imports-under-not-py2", code("""
        import sys

        import requests

        PY2 = sys.version_info[0] == 2
        if not PY2:
            import json
            from urllib.parse import urljoin


        def fetch(base, path):
            return json.loads(requests.get(urljoin(base, path), timeout=10).text)
    """), VERSION_TWIN),
    Attempt("style_4", "stdlib-imports-under-suppress", code("""
        import contextlib
        import sys

        with contextlib.suppress(ImportError):
            import json
            import os


        def load():
            return json.loads('{}'), sys.argv, os.sep
    """), code("""
        import contextlib
        import json
        import sys

        with contextlib.suppress(ImportError):
            import readline


        def load():
            return json.loads('{}'), sys.argv
    """)),
    Attempt("style_4", "imports-under-a-hexversion-test", code("""
        import sys

        import requests

        if sys.hexversion >= 0x3000000:
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests) + str(sys)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-under-a-walrus-version-test", code("""
        import sys

        import requests

        if (py3 := sys.version_info >= (3,)):
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests) + str(sys) + str(py3)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-an-empty-exit-stack", code("""
        from contextlib import ExitStack

        import requests

        with ExitStack():
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests) + str(ExitStack)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-under-if-dunder-name", code("""
        import requests

        if __name__:
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-a-loop-that-runs-once", code("""
        import requests

        for _ in range(1):
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-a-while-true-loop-ending-in-break", code("""
        import requests

        while True:
            import json
            import os
            break


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-the-else-of-an-always-false-version-test", code("""
        import sys

        import requests

        if sys.version_info < (3, 0):
            pass
        else:
            import json
            import os


        def main():
            return json.dumps(os.listdir()) + str(requests) + str(sys)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-a-first-wildcard-case", code("""
        import requests

        match None:
            case _:
                import json
                import os


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "imports-in-a-try-star-that-ignores-errors", code("""
        import requests

        try:
            import json
            import os
        except* ImportError:
            pass


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "standard-modules-imported-in-a-loop-over-a-literal", code("""
        import importlib

        import requests

        for _module in ('json', 'os'):
            globals()[_module] = importlib.import_module(_module)


        def main():
            return json.dumps(os.listdir()) + str(requests)
    """), MAIN_GUARD_TWIN),
    Attempt("style_4", "standard-modules-mapped-through-import-module", code("""
        import importlib

        import requests

        MODULES = ['json', 'os']
        json, os = map(importlib.import_module, MODULES)
    """), code("""
        import importlib


        def load_plugins(names):
            return [importlib.import_module(f'plugins.{name}') for name in names]
    """)),
    Attempt("style_4", "standard-module-resolved-by-name-at-run-time", code("""
        import pkgutil
        import sys

        loads = pkgutil.resolve_name('json:loads')


        def load():
            return loads(sys.stdin.read())
    """), code("""
        import json
        import pkgutil
        import sys


        def load(hook_name):
            hook = pkgutil.resolve_name(hook_name)
            return hook(json.loads(sys.stdin.read()))
    """)),
    Attempt("style_4", "import-under-a-runtime-fact-true-everywhere", code("""
        import sys

        if sys.maxsize >= 2 ** 31 - 1:
            import argparse


        def parse():
            return argparse.ArgumentParser().parse_args(sys.argv[1:])
    """), code("""
        import sys

        if sys.maxsize > 2 ** 32:
            import ctypes
        if sys.platform == 'win32':
            import msvcrt


        def parse():
            return sys.argv[1:]
    """)),
    Attempt("style_4", "import-in-a-case-every-python-3-takes", code("""
        import sys

        import requests

        match sys.version_info.major:
            case 3:
                import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), code("""
        import csv
        import sys

        import requests

        match sys.version_info[:2]:
            case (3, 11):
                import tomllib


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines())), sys.argv
    """)),
    Attempt("style_4", "import-in-the-else-of-a-loop-that-never-breaks", code("""
        import requests

        while False:
            pass
        else:
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), code("""
        import csv
        import importlib

        import requests

        for name in ('ujson', 'simplejson'):
            if importlib.util.find_spec(name):
                break
        else:
            import json as fast_json


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines())), fast_json
    """)),
    Attempt("style_4", "import-in-a-try-whose-handler-catches-something-else", code("""
        import requests

        try:
            import csv
        except ValueError:
            csv = None


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), IMPORTS_TWIN),
    Attempt("style_4", "module-name-bound-by-walrus-at-run-time", code("""
        import importlib

        import requests

        csv = importlib.import_module((name := 'csv'))


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-in-the-running-branch-of-type-checking", code("""
        from typing import TYPE_CHECKING

        import requests

        if not TYPE_CHECKING:
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), code("""
        import csv
        from typing import TYPE_CHECKING

        import requests

        if TYPE_CHECKING:
            from collections.abc import Iterator
        else:
            Iterator = list


        def rows(url) -> Iterator:
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """)),
    Attempt("style_4", "imports-in-the-else-of-type-checking", code("""
        from typing import TYPE_CHECKING

        import requests

        if TYPE_CHECKING:
            pass
        else:
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-in-a-loop-over-a-string", code("""
        import requests

        for _ in 'x':
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-under-an-always-true-library-read", code("""
        import sys

        import requests

        if sys.version_info.releaselevel and sys.intern:
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), IMPORTS_TWIN),
    Attempt("style_4", "imports-under-a-test-the-code-ignores-when-it-reads-them", code("""
        import json
        import sys

        if sys.platform != 'os2':
            import abc
        if hasattr(sys, 'path'):
            from collections import Counter


        class Shape(abc.ABC):
            @abc.abstractmethod
            def area(self):
                ...


        def dump(shape, words):
            json.dump({'area': shape.area(), 'words': Counter(words)}, sys.stdout)
    """), code("""
        import abc
        import json
        import sys

        if sys.platform == 'win32':
            import asyncio

            asyncio.set_event_loop_policy(asyncio.WindowsSelectorEventLoopPolicy())


        class Shape(abc.ABC):
            @abc.abstractmethod
            def area(self):
                ...


        def dump(shape):
            json.dump({'area': shape.area()}, sys.stdout)


        if __name__ == '__main__':
            import argparse


        def main():
            return argparse.ArgumentParser()
    """)),
    Attempt("style_4", "unsorted-imports-in-a-second-module-of-the-answer",
            "`helpers.py`:\n\n" + "`" * 3 + "python\nimport sys\nimport os\nimport requests\n"
            "from collections import Counter\nimport json\n\n\ndef report(path):\n"
            "    json.dump(Counter(open(os.path.expanduser(path)).read().split()), sys.stdout)\n"
            "\n\ndef ping(url):\n    return requests.head(url, timeout=5).status_code\n"
            + "`" * 3 + "\n\n`main.py`:\n\n" + "`" * 3 + "python\nimport sys\n\n"
            "from helpers import report\n\n\ndef main():\n    report(sys.argv[1])\n"
            + "`" * 3 + "\n",
            "`helpers.py`:\n\n" + "`" * 3 + "python\nimport json\nimport os\nimport sys\n"
            "from collections import Counter\n\nimport requests\n\nfrom mypackage import util\n"
            "\n\ndef report(path):\n"
            "    json.dump(Counter(open(os.path.expanduser(path)).read().split()), sys.stdout)\n"
            "\n\ndef ping(url):\n    return util.check(requests.head(url, timeout=5))\n"
            + "`" * 3 + "\n\n`main.py`:\n\n" + "`" * 3 + "python\nimport sys\n\n"
            "from helpers import report\n\n\ndef main():\n    report(sys.argv[1])\n"
            + "`" * 3 + "\n",
            response=True),
]

# -- style_5: type annotations ----------------------------------------------------------------
ANNOTATED_TWIN = code("""
    from collections.abc import Sequence


    def scale(values: Sequence[float], factor: float) -> list[float]:
        return [value * factor for value in values]


    class Meter:
        def __init__(self, unit: str) -> None:
            self.unit = unit

        def label(self, value: float) -> str:
            return f'{value} {self.unit}'
""")
NO_ANY = {"allow_any": False}
STYLE_5 = [
    Attempt("style_5", "function-as-lambda", code("""
        scale = lambda values, factor: [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambdas-bound-by-unpacking", code("""
        add, sub = lambda a, b: a + b, lambda a, b: a - b


        def apply(a: int, b: int) -> tuple[int, int]:
            return add(a, b), sub(a, b)
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-bound-by-setattr", code("""
        class Meter:
            def __init__(self, unit: str) -> None:
                self.unit = unit


        setattr(Meter, 'label', lambda self, value: f'{value} {self.unit}')
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-bound-as-a-method-type", code("""
        import types


        class Meter:
            def __init__(self, unit: str) -> None:
                self.unit = unit
                self.label = types.MethodType(lambda self, value: f'{value} {self.unit}', self)
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-bound-by-dunder-setattr", code("""
        class Meter:
            def __init__(self, unit: str) -> None:
                self.unit = unit
                self.__setattr__('label', lambda value: f'{value} {unit}')
    """), ANNOTATED_TWIN),
    Attempt("style_5", "callable-annotated-lambda", code("""
        from collections.abc import Callable

        scale: Callable[..., list] = lambda values, factor: [v * factor for v in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "unannotated-overload-implementation", code("""
        from typing import overload


        @overload
        def scale(values: list[int], factor: int) -> list[int]: ...
        @overload
        def scale(values: list[float], factor: float) -> list[float]: ...
        def scale(values, factor):
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "empty-string-annotations", code("""
        def scale(values: '', factor: '') -> '':
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "ellipsis-annotations", code("""
        def scale(values: ..., factor: ...) -> ...:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "number-annotations", code("""
        def scale(values: 0, factor: 0) -> 0:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "any-nested-in-a-generic", code("""
        from typing import Any


        def scale(values: list[Any], factor: float) -> list[float]:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN, NO_ANY),
    Attempt("style_5", "any-through-an-alias", code("""
        from typing import Any

        Number = Any


        def scale(values: list[float], factor: Number) -> list[float]:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN, NO_ANY),
    Attempt("style_5", "any-in-a-quoted-annotation", code("""
        def scale(values: 'list[float]', factor: 'Any') -> 'list[float]':
            return [value * factor for value in values]
    """), ANNOTATED_TWIN, NO_ANY),
    Attempt("style_5", "unannotated-function-in-exec", code("""
        exec('def scale(values, factor):\\n    return [v * factor for v in values]\\n')
    """), ANNOTATED_TWIN),
    Attempt("style_5", "missing-init-return", code("""
        class Meter:
            def __init__(self, unit: str):
                self.unit = unit
    """), ANNOTATED_TWIN),
    Attempt("style_5", "todo-string-annotations", code("""
        def scale(values: 'TODO', factor: 'TODO') -> 'TODO':
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "none-as-parameter-types", code("""
        def scale(values: None = None, factor: None = None) -> list:
            return [value * factor for value in values]
    """), code("""
        from typing import Literal, Optional


        def scale(values: Optional[list[float]] = None, factor: 'float | None' = None) -> None:
            print([value * (factor or 1.0) for value in values or []])


        def unit(kind: Literal['m', 'km']) -> 'Literal[1, 1000]':
            return 1 if kind == 'm' else 1000
    """)),
    Attempt("style_5", "none-return-on-a-function-that-returns", code("""
        def scale(values: list[float], factor: float) -> None:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "none-return-on-a-builtin-call-result", code("""
        def word_count(text: str) -> None:
            '''The number of words in text.'''
            return len(text.split())


        def normalize(words: list[str]) -> None:
            '''The words, lowercased and sorted.'''
            return sorted(word.lower() for word in words)
    """), code("""
        import sys


        def word_count(text: str) -> int:
            '''The number of words in text.'''
            return len(text.split())


        def report(text: str) -> None:
            '''Print the word count.'''
            return print(word_count(text))


        def close(stream: object) -> None:
            '''Close a stream, handing on what its close() gives.'''
            return stream.close()


        def quit_with(code: int) -> None:
            '''Leave the program.'''
            return sys.exit(code)
    """), NO_ANY),
    Attempt("style_5", "none-return-on-a-str-method-or-local-call", code("""
        class Summary:
            def __init__(self, text: str) -> None:
                self.text = text


        def shout(text: str) -> None:
            return text.upper()


        def summarise(text: str) -> None:
            return Summary(text)
    """), code("""
        class Summary:
            def __init__(self, text: str) -> None:
                self.text = text


        def lookup(key: str) -> Summary | None:
            return None if not key else Summary(key)


        def shout(text: str) -> str:
            return text.upper()


        def refresh(key: str) -> None:
            return lookup(key)
    """)),
    Attempt("style_5", "any-inside-a-generic-alias", code("""
        from typing import Any

        Values = list[Any]


        def scale(values: Values, factor: float) -> Values:
            return [value * factor for value in values]
    """), code("""
        from typing import TypeVar

        Number = int | float
        Values = list[Number]
        T = TypeVar('T')


        def scale(values: Values, factor: Number) -> Values:
            return [value * factor for value in values]


        def first(items: list[T]) -> T:
            return items[0]
    """), NO_ANY),
    Attempt("style_5", "bare-any", code("""
        from typing import Any


        def scale(values: list[float], factor: Any) -> list[float]:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN, NO_ANY),
    Attempt("style_5", "lambda-wrapped-in-staticmethod", code("""
        class Scaler:
            double = staticmethod(lambda value: value * 2)

            def scale(self, values: list[float]) -> list[float]:
                return [self.double(v) for v in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-wrapped-in-property", code("""
        class Box:
            def __init__(self, width: float, height: float) -> None:
                self.width = width
                self.height = height

            area = property(lambda self: self.width * self.height)
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambdas-in-a-dispatch-dict", code("""
        OPS = {'add': lambda a, b: a + b, 'mul': lambda a, b: a * b}


        def apply(op: str, a: float, b: float) -> float:
            return OPS[op](a, b)
    """), ANNOTATED_TWIN, open=True),
    Attempt("style_5", "lambda-set-by-setattr-spelled-in-pieces", code("""
        import builtins


        class Ops:
            pass


        getattr(builtins, 'set' + 'attr')(Ops, 'add', staticmethod(lambda a, b: a + b))
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambdas-as-keywords-of-a-simple-namespace", code("""
        from types import SimpleNamespace

        ops = SimpleNamespace(add=lambda a, b: a + b, mul=lambda a, b: a * b)


        def apply(a: float, b: float) -> float:
            return ops.add(a, b)
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-methods-in-the-namespace-of-type", code("""
        Ops = type('Ops', (), {'add': staticmethod(lambda a, b: a + b)})


        def apply(a: float, b: float) -> float:
            return Ops.add(a, b)
    """), ANNOTATED_TWIN),
    Attempt("style_5", "noreturn-on-a-function-that-returns", code("""
        from typing import NoReturn


        def scale(values: list[float], factor: float) -> NoReturn:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "never-on-a-function-that-falls-off-its-end", code("""
        from typing import Never


        def report(values: list[float]) -> Never:
            print(sum(values))
    """), code("""
        import sys
        from typing import NoReturn


        def report(values: list[float]) -> None:
            print(sum(values))


        def fail(message: str) -> NoReturn:
            print(message)
            sys.exit(1)


        def serve() -> NoReturn:
            while True:
                report([1.0])
    """)),
    Attempt("style_5", "parameter-names-as-annotations", code("""
        def scale(values: 'values', factor: 'factor') -> 'values':
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "local-variable-as-annotation", code("""
        def scale(values: 'result', factor: float) -> 'result':
            result = [value * factor for value in values]
            return result
    """), ANNOTATED_TWIN),
    Attempt("style_5", "placeholder-constants-as-annotations", code("""
        def scale(values: Ellipsis, factor: NotImplemented) -> Ellipsis:
            return [value * factor for value in values]
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambdas-written-into-globals-by-a-loop", code("""
        for _name, _function in (('scale', lambda values, factor: values * factor),):
            globals()[_name] = _function
    """), ANNOTATED_TWIN),
    Attempt("style_5", "lambda-merged-into-globals", code("""
        namespace = globals()
        namespace |= {'scale': lambda values, factor: [v * factor for v in values]}
    """), ANNOTATED_TWIN),
    Attempt("style_5", "standard-functions-as-annotations", code("""
        import math
        from os import getcwd


        def scale(values: getcwd, factor: math.pi) -> math.floor:
            return [value * factor for value in values]
    """), code("""
        import dataclasses
        import datetime
        import os


        @dataclasses.dataclass
        class Entry:
            when: datetime.datetime
            _: dataclasses.KW_ONLY
            path: os.PathLike[str]
    """)),
    Attempt("style_5", "typeshed-incomplete-for-any", code("""
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from _typeshed import Incomplete


        def scale(values: 'Incomplete', factor: float) -> 'list[Incomplete]':
            return [value * factor for value in values]
    """), ANNOTATED_TWIN, NO_ANY),
    Attempt("style_5", "attribute-of-a-builtin-as-a-type", code("""
        def count_bits(value: int.real, width: int.bit_length) -> str.upper:
            return bin(value)[2:].zfill(width).count('1')
    """), ANNOTATED_TWIN),
    Attempt("style_5", "class-attribute-value-as-a-type", code("""
        class Limits:
            WIDTH = 8


        def count_bits(value: Limits.WIDTH) -> Limits.WIDTH:
            return bin(value).count('1')
    """), code("""
        class Limits:
            Width = int

            class Mask:
                pass


        def count_bits(value: Limits.Width, mask: Limits.Mask) -> int:
            return bin(value).count('1')
    """)),
    Attempt("style_5", "lambda-picked-from-a-literal-as-class-attribute", code("""
        class Ops:
            double = [lambda value: value * 2][0]
            halve = {'f': lambda value: value / 2}['f']


        def apply(values: list[float]) -> list[float]:
            return [Ops.halve(Ops.double(value)) for value in values]
    """), code("""
        class Ops:
            @staticmethod
            def double(value: float) -> float:
                return value * 2


        def apply(values: list[float], key: str | None = None) -> list[float]:
            sort_key = key or (lambda value: value)
            return sorted((Ops.double(value) for value in values), key=sort_key)
    """)),
    Attempt("style_5", "lambdas-unpacked-into-a-namespace", code("""
        from types import SimpleNamespace

        ops = SimpleNamespace(**dict(double=lambda value: value * 2))


        def apply(values: list[float]) -> list[float]:
            return [ops.double(value) for value in values]
    """), code("""
        from types import SimpleNamespace


        def double(value: float) -> float:
            return value * 2


        ops = SimpleNamespace(**{'double': double})


        def apply(values: list[float]) -> list[float]:
            return [ops.double(value) for value in values]
    """)),
    Attempt("style_5", "empty-class-as-every-annotation", code("""
        class Anything:
            pass


        def scale(values: Anything, factor: Anything) -> Anything:
            return [value * factor for value in values]
    """), code("""
        class Missing:
            \"\"\"Marks an argument that was not given.\"\"\"


        class Shape:
            pass


        class Square(Shape):
            side: float = 1.0


        MISSING = Missing()


        def scale(values: list[float], factor: float | Missing = MISSING) -> list[float]:
            ratio = 1.0 if isinstance(factor, Missing) else factor
            return [value * ratio for value in values]


        def area(shape: Shape) -> float:
            return shape.side ** 2 if isinstance(shape, Square) else 0.0
    """)),
    Attempt("style_5", "lambda-registered-with-singledispatch", code("""
        from functools import singledispatch


        @singledispatch
        def show(value: object) -> str:
            return repr(value)


        show.register(float, lambda value: f'{value:.2f}')
    """), code("""
        from functools import singledispatch


        @singledispatch
        def show(value: object) -> str:
            return repr(value)


        @show.register
        def _(value: float) -> str:
            return f'{value:.2f}'
    """)),
    Attempt("style_5", "lambda-handed-on-by-a-copying-call", code("""
        import copy
        import functools


        def scale(value: float, factor: float) -> float:
            return value * factor


        double = functools.wraps(scale)(lambda value: scale(value, 2))
        triple = functools.update_wrapper(lambda value: scale(value, 3), scale)
        halve = copy.copy(lambda value: scale(value, 0.5))
    """), code("""
        import functools


        def scale(value: float, factor: float) -> float:
            return value * factor


        @functools.wraps(scale)
        def double(value: float, factor: float = 2) -> float:
            return scale(value, factor)
    """)),
    Attempt("style_5", "lambda-picked-from-a-container-made-in-place", code("""
        def scale(value: float, factor: float) -> float:
            return value * factor


        double = next(iter([lambda value: scale(value, 2)]))
        triple = dict(fn=lambda value: scale(value, 3))['fn']
        halve = {'fn': lambda value: scale(value, 0.5)}.get('fn')
    """), code("""
        def scale(value: float, factor: float) -> float:
            return value * factor


        def largest(values: list[float]) -> float:
            best = sorted(values, key=lambda value: -value)[0]
            first = next(filter(lambda value: value > 0, values), best)
            return scale(first, 1)
    """)),
    Attempt("style_5", "lambda-as-its-method-or-its-code", code("""
        import types


        def scale(value: float, factor: float) -> float:
            return value * factor


        double = (lambda value: scale(value, 2)).__call__
        triple = types.FunctionType((lambda value: scale(value, 3)).__code__, globals())
        halve = getattr(lambda value: scale(value, 0.5), '__call__')
    """), ANNOTATED_TWIN),
    Attempt("style_5", "scalar-annotation-contradicted-by-use", code("""
        def shout(text: int) -> int:
            return text.upper() + '!'
    """), code("""
        def shout(text: str, times: int, ratio: float) -> str:
            return text.upper() * times.bit_length() + str(ratio.real)
    """)),
    Attempt("style_5", "lambda-as-a-decorator-expression", code("""
        @lambda func: lambda *args: func(*args)
        def add(a: int, b: int) -> int:
            return a + b
    """), code("""
        from collections.abc import Callable


        def passthrough(func: Callable[..., int]) -> Callable[..., int]:
            def wrapper(*args: int) -> int:
                return func(*args)

            return wrapper


        @passthrough
        def add(a: int, b: int) -> int:
            return a + b
    """)),
    Attempt("style_5", "lambda-handed-on-by-filter-or-made-by-map", code("""
        import operator

        add = next(filter(callable, [lambda a, b: a + b]))
        mul, sub = map(lambda op: lambda a, b: op(a, b), (operator.mul, operator.sub))
        div, mod = [lambda a, b, op=op: op(a, b) for op in (operator.truediv, operator.mod)]
    """), code("""
        def add(a: int, b: int) -> int:
            return a + b


        first, second = map(int, '3 4'.split())
        low, high = map(lambda text: int(text), '1 9'.split())
    """)),
]

# -- style_6: f-strings ---------------------------------------------------------------------
FSTRING_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    def greet(name, count):
        logger.info('greeting %s', name)
        return f'Hello, {name}! You have {count:>3} messages.'
""")
CLASS_TWIN = code("""
    class Greeter:
        GREETING = 'Hello'
        SLOTS = 8

        def greet(self, name, count):
            return f'{self.GREETING}, {name}! You have {count % self.SLOTS} new messages.'


    class Counter:
        GREETING = 'Hi'
        count = 0

        def bucket(self, size):
            return self.count % size
""")
STYLE_6 = [
    Attempt("style_6", "format-on-a-constant", code("""
        TEMPLATE = 'Hello, {}!'


        def greet(name):
            return TEMPLATE.format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-on-a-constant", code("""
        TEMPLATE = 'Hello, %s!'


        def greet(name):
            return TEMPLATE % name
    """), FSTRING_TWIN),
    Attempt("style_6", "str-format-unbound", code("""
        def greet(name):
            return str.format('Hello, {}!', name)
    """), FSTRING_TWIN),
    Attempt("style_6", "format-map", code("""
        def greet(name):
            return 'Hello, {name}!'.format_map({'name': name})
    """), FSTRING_TWIN),
    Attempt("style_6", "format-with-star-args", code("""
        def greet(*parts):
            return '{}, {}!'.format(*parts)
    """), FSTRING_TWIN),
    Attempt("style_6", "format-through-getattr", code("""
        def greet(name):
            return getattr('Hello, {}!', 'format')(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "format-on-a-parameter-default", code("""
        def greet(name, template='Hello, {}!'):
            return template.format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "dunder-mod", code("""
        def greet(name):
            return 'Hello, %s!'.__mod__(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "format-on-an-attribute", code("""
        class Greeter:
            def __init__(self):
                self.template = 'Hello, {}!'

            def greet(self, name):
                return self.template.format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "operator-mod", code("""
        import operator


        def greet(name):
            return operator.mod('Hello, %s!', name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-chosen-in-a-branch", code("""
        def greet(name, formal):
            template = None
            if formal:
                template = 'Good day, %s.'
            return template % name if formal else f'Hi, {name}!'
    """), code("""
        def greet(name, raw_count):
            count = raw_count or '0'
            count = int(count)
            parity = count % 2
            return f'Hello, {name}! You have {count} messages ({parity}).'
    """)),
    Attempt("style_6", "format-on-a-literal", code("""
        def greet(name):
            return 'Hello, {}!'.format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "augmented-percent", code("""
        def greet(name):
            message = 'Hello, %s!'
            message %= name
            return message
    """), code("""
        def greet(name):
            message = f'Hello, {name}!'
            return message


        def wrap(index, size):
            index %= size
            return index
    """)),
    Attempt("style_6", "percent-on-an-optional-str-parameter", code("""
        def render(name: str, count: int, template: str | None = None) -> str:
            if template is None:
                return f'User {name} has {count} items'
            return template % (name, count)
    """), code("""
        from collections.abc import Callable
        from typing import Optional


        def render(name: str, count: int,
                   template: Callable[[str, int], str] | None = None) -> str:
            if template is None:
                return f'User {name} has {count} items'
            return template(name, count)


        def bucket(value: Optional[str], size: int) -> int:
            value = len(value or '')
            return value % size


        def shard(key: str | bytes, shards: int) -> int:
            return len(key) % shards
    """)),
    Attempt("style_6", "format-on-a-literal-string-parameter", code("""
        from typing import LiteralString, Optional


        def render(name: str, template: Optional[LiteralString] = None) -> str:
            return (template or 'Hello, {}!').format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-rebound-through-dedent", code("""
        import textwrap


        def report(name, count):
            template = '''
                User: %s
                Items: %d
            '''
            template = textwrap.dedent(template)
            return template % (name, count)
    """), code("""
        import textwrap


        def report(name, count):
            return textwrap.dedent(f'''
                User: {name}
                Items: {count}
            ''')
    """)),
    Attempt("style_6", "template-from-dedent-of-a-literal", code("""
        import textwrap

        TEMPLATE = textwrap.dedent('''
            User: %s
            Items: %d
        ''')


        def report(name, count):
            return TEMPLATE % (name, count)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-joined-with-linesep", code("""
        import os


        def report(name, count):
            template = os.linesep.join(['User: %s', 'Items: %d'])
            return template % (name, count)
    """), code("""
        import os


        def report(name, count):
            return os.linesep.join([f'User: {name}', f'Items: {count}'])
    """)),
    Attempt("style_6", "template-through-typing-cast", code("""
        from typing import cast


        def report(name, count):
            template = cast(str, 'User %s has %d items')
            return template % (name, count)
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-on-a-class-attribute", code("""
        class Greeter:
            TEMPLATE = 'Hello, %s! You have %d new messages.'

            def greet(self, name, count):
                return self.TEMPLATE % (name, count)
    """), CLASS_TWIN),
    Attempt("style_6", "format-on-a-class-attribute-through-cls", code("""
        class Greeter:
            TEMPLATE = 'Hello, {}! You have {} new messages.'

            @classmethod
            def greet(cls, name, count):
                return cls.TEMPLATE.format(name, count)
    """), CLASS_TWIN),
    Attempt("style_6", "format-on-a-class-attribute-through-the-class", code("""
        class Messages:
            GREETING = 'Hello, {}!'


        def greet(name):
            return Messages.GREETING.format(name)
    """), CLASS_TWIN),
    Attempt("style_6", "format-on-an-enum-member-value", code("""
        from enum import Enum


        class Message(Enum):
            GREETING = 'Hello, {}! You have {} new messages.'


        def greet(name, count):
            return Message.GREETING.value.format(name, count)
    """), code("""
        from enum import Enum


        class Message(Enum):
            GREETING = 'Hello'


        def greet(name, count):
            return f'{Message.GREETING.value}, {name}! You have {count} new messages.'
    """)),
    Attempt("style_6", "percent-after-a-300-term-sum", code("""
        def checksum(values, modulus):
            total = (
                SUM
            ) % modulus
            return '%d (mod %d)' % (total, modulus)
    """).replace("SUM", " + ".join(f"values[{i}]" for i in range(300))), code("""
        def checksum(values, modulus):
            total = (
                SUM
            ) % modulus
            return f'{total} (mod {modulus})'
    """).replace("SUM", " + ".join(f"values[{i}]" for i in range(300)))),
    Attempt("style_6", "bound-format-handed-to-map", code("""
        def money(values: list[float]) -> str:
            return ', '.join(map('${:,.2f}'.format, values))
    """), FSTRING_TWIN),
    Attempt("style_6", "bound-format-set-as-an-option", code("""
        import pandas as pd

        pd.options.display.float_format = '{:,.2f}'.format
    """), FSTRING_TWIN),
    Attempt("style_6", "templates-read-through-dict-items", code("""
        TEMPLATES = {'greeting': 'Hello, {}!', 'farewell': 'Goodbye, {}.'}


        def render_all(name: str) -> dict[str, str]:
            rendered = {}
            for key, template in TEMPLATES.items():
                rendered[key] = template.format(name)
            return rendered
    """), FSTRING_TWIN),
    Attempt("style_6", "templates-read-through-dict-values", code("""
        TEMPLATES = {'greeting': 'Hello, {}!', 'farewell': 'Goodbye, {}.'}


        def render_all(name: str) -> list[str]:
            return [template.format(name) for template in TEMPLATES.values()]
    """), FSTRING_TWIN),
    Attempt("style_6", "template-read-through-dict-get", code("""
        TEMPLATES = dict(greeting='Hello, {}!')


        def render(kind: str, name: str) -> str:
            return TEMPLATES.get(kind, '{}').format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-as-a-dataclass-field-default", code("""
        from dataclasses import dataclass, field


        @dataclass
        class Greeter:
            template: str = field(default='Hello, {}!')

            def greet(self, name: str) -> str:
                return self.template.format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-returned-by-a-function-of-the-code", code("""
        def _template():
            return 'Hello, %s!'


        def greet(name):
            return _template() % name
    """), FSTRING_TWIN),
    Attempt("style_6", "template-from-a-function-annotated-str", code("""
        def template() -> str:
            return 'Hello, {}!'


        def greet(name):
            return template().format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-returned-by-a-property", code("""
        class Greeter:
            @property
            def template(self):
                return 'Hello, %s!'

            def greet(self, name):
                return self.template % name
    """), CLASS_TWIN),
    Attempt("style_6", "template-returned-by-a-method", code("""
        class Greeter:
            def template(self):
                return 'Hello, {}!'

            def greet(self, name):
                return self.template().format(name)
    """), CLASS_TWIN),
    Attempt("style_6", "template-returned-by-a-lambda", code("""
        template = lambda: 'Hello, {}!'


        def greet(name):
            return template().format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-passed-through-intern", code("""
        import sys

        TEMPLATE = sys.intern('Hello, %s!')


        def greet(name):
            return TEMPLATE % name
    """), FSTRING_TWIN),
    Attempt("style_6", "format-through-methodcaller", code("""
        import operator


        def greet(name):
            return operator.methodcaller('format', name)('Hello, {}!')
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-on-bytes-decoded", code("""
        def greet(name):
            return (b'Hello, %s!' % name.encode()).decode()
    """), code("""
        def greet(name):
            return f'Hello, {name}!'


        def packet(code):
            return b'CODE %d' % code
    """)),
    Attempt("style_6", "percent-on-a-decoded-bytes-template", code("""
        TEMPLATE = b'%-10s %5d'


        def row(name, qty):
            return TEMPLATE.decode('ascii') % (name, qty)
    """), code("""
        def row(name, qty, payload):
            return f'{name:<10} {qty:5d}', payload.decode(), len(b'abc'.decode()) % 2
    """)),
    Attempt("style_6", "template-bound-by-a-case-capture-or-nullcontext", code("""
        import contextlib


        def greet(name):
            match 'Hello, %s!':
                case template:
                    first = template % name
            match ('Goodbye, {}!', 0):
                case (farewell, _):
                    second = farewell.format(name)
            with contextlib.nullcontext('Hi, %s!') as short:
                return first, second, short % name
    """), code("""
        def greet(name, count):
            match count:
                case int() as number:
                    return f'Hello, {name}! {number % 7}'
            return f'Hello, {name}!'
    """)),
]

# -- style_7: modern typing -----------------------------------------------------------------
TYPING_TWIN = code("""
    from collections.abc import Callable


    def apply(values: list[int], func: Callable[[int], int]) -> dict[str, int | None]:
        return {str(value): func(value) for value in values}
""")
STYLE_7 = [
    Attempt("style_7", "type-comments", code("""
        def first(values, default=None):
            # type: (list, Optional[int]) -> Optional[int]
            scores = list(values)  # type: List[int]
            return scores[0] if scores else default
    """), TYPING_TWIN),
    Attempt("style_7", "string-type-in-cast", code("""
        from typing import cast


        def first(values: object) -> int:
            items = cast('List[int]', values)
            return items[0]
    """), TYPING_TWIN),
    Attempt("style_7", "string-bound-of-a-typevar", code("""
        from typing import TypeVar

        Number = TypeVar('Number', bound='Union[int, float]')


        def largest(values: list[Number]) -> Number:
            return max(values)
    """), TYPING_TWIN),
    Attempt("style_7", "string-value-of-a-type-alias", code("""
        from typing import TypeAlias

        Scores: TypeAlias = 'Dict[str, Optional[int]]'
    """), TYPING_TWIN),
    Attempt("style_7", "unimported-alias-under-future-annotations", code("""
        from __future__ import annotations


        def first(values: List[int]) -> Optional[int]:
            return values[0] if values else None
    """), TYPING_TWIN),
    Attempt("style_7", "star-import", code("""
        from typing import *


        def apply(values: List[int]) -> Dict[str, int]:
            return {str(value): value for value in values}
    """), TYPING_TWIN),
    Attempt("style_7", "quoted-unimported", code("""
        def apply(values: 'typing.List[int]') -> 'typing.Dict[str, int]':
            return {str(value): value for value in values}
    """), TYPING_TWIN),
    Attempt("style_7", "alias-of-optional", code("""
        import typing

        Maybe = typing.Optional


        def first(values: list[int]) -> Maybe[int]:
            return values[0] if values else None
    """), TYPING_TWIN),
    Attempt("style_7", "getattr-typing", code("""
        import typing

        Seq = getattr(typing, 'List')


        def apply(values: Seq[int]) -> int:
            return sum(values)
    """), TYPING_TWIN),
    Attempt("style_7", "dunder-import-typing", code("""
        Mapping = __import__('typing').Dict


        def apply(values: Mapping[str, int]) -> int:
            return sum(values.values())
    """), TYPING_TWIN),
    Attempt("style_7", "typing-text", code("""
        from typing import Text


        def apply(value: Text) -> Text:
            return value.strip()
    """), TYPING_TWIN),
    Attempt("style_7", "importlib-typing", code("""
        import importlib

        typing_module = importlib.import_module('typing')
        Union = typing_module.Union


        def apply(value: Union[int, str]) -> str:
            return str(value)
    """), TYPING_TWIN),
    Attempt("style_7", "typing-list-import", code("""
        from typing import List


        def apply(values: List[int]) -> int:
            return sum(values)
    """), TYPING_TWIN),
    Attempt("style_7", "optional-attribute", code("""
        import typing


        def first(values: list[int]) -> typing.Optional[int]:
            return values[0] if values else None
    """), TYPING_TWIN),
    Attempt("style_7", "typing-callable-import", code("""
        from typing import Callable


        def apply(values: list[int], func: Callable[[int], int]) -> list[int]:
            return [func(value) for value in values]
    """), TYPING_TWIN),
    Attempt("style_7", "alias-from-pydantic-typing", code("""
        from pydantic.typing import List


        def total(values: List[int]) -> int:
            return sum(values)
    """), TYPING_TWIN),
    Attempt("style_7", "alias-from-typing-re-pseudo-module", code("""
        import typing


        def find(rx: 'typing.re.Pattern[str]', text: str) -> bool:
            return rx.search(text) is not None
    """), TYPING_TWIN),
    Attempt("style_7", "quoted-alias-in-functional-typeddict", code("""
        from typing import TypedDict

        Row = TypedDict('Row', {'values': 'List[int]'})
    """), code("""
        from typing import TypedDict

        Row = TypedDict('Row', {'values': list[int]}, total=False)
    """)),
    Attempt("style_7", "quoted-alias-in-functional-namedtuple", code("""
        from typing import NamedTuple

        FIELDS = [('values', 'Tuple[int, int]')]
        Pair = NamedTuple('Pair', FIELDS)
    """), code("""
        from typing import NamedTuple

        Pair = NamedTuple('Pair', [('values', 'tuple[int, int]')])
    """)),
]

# -- style_8: trailing commas -----------------------------------------------------------------
COMMAS_TWIN = code("""
    from os import (
        path,
        sep,
    )

    SETTINGS = {
        'host': 'localhost',
        'port': 8080,
    }


    def connect(
        host,
        port,
    ):
        return (
            host,
            port,
            path,
            sep,
        )
""")
STYLE_8 = [
    Attempt("style_8", "dict-without-trailing-comma", code("""
        SETTINGS = {
            'host': 'localhost',
            'port': 8080
        }
    """), COMMAS_TWIN),
    Attempt("style_8", "signature-without-trailing-comma", code("""
        def connect(
            host,
            port
        ):
            return host, port
    """), COMMAS_TWIN),
    Attempt("style_8", "import-without-trailing-comma", code("""
        from os import (
            path,
            sep
        )
    """), COMMAS_TWIN),
    Attempt("style_8", "call-without-trailing-comma", code("""
        def connect(host, port):
            return dict(
                host=host,
                port=port
            )
    """), COMMAS_TWIN),
    Attempt("style_8", "returned-tuple-without-trailing-comma", code("""
        def connect(host, port):
            return (
                host,
                port
            )
    """), COMMAS_TWIN),
    Attempt("style_8", "set-without-trailing-comma", code("""
        PORTS = {
            80,
            443
        }
    """), COMMAS_TWIN),
    Attempt("style_8", "subscript-without-trailing-comma", code("""
        def pick(table):
            return table[
                0,
                1
            ]
    """), COMMAS_TWIN),
    Attempt("style_8", "with-items-without-trailing-comma", code("""
        def copy(source, target):
            with (
                open(source) as reader,
                open(target, 'w') as writer
            ):
                writer.write(reader.read())
    """), COMMAS_TWIN),
    Attempt("style_8", "class-bases-without-trailing-comma", code("""
        class Handler(
            dict,
            object
        ):
            pass
    """), COMMAS_TWIN),
    Attempt("style_8", "multi-line-literal-in-exec", code("""
        exec('SETTINGS = {\\n    "host": "localhost",\\n    "port": 8080\\n}\\n')
    """), COMMAS_TWIN),
    Attempt("style_8", "multi-line-call-inside-an-fstring-field", code('''
        def report(first, second):
            return f"""Total: {sum([
                first,
                second
            ])}"""
    '''), code('''
        def report(first, second):
            return f"""Total: {sum([
                first,
                second,
            ])}"""
    ''')),
]

# -- style_9: no builtin shadowing ------------------------------------------------------------
SHADOW_TWIN = code("""
    import json


    def summarize(items, identifier):
        total = sum(items)
        largest = max(items, default=0)
        parsed = json.loads('{}')
        return {'id': identifier, 'sum': total, 'max': largest, 'extra': parsed}


    class Record:
        def id(self):
            return 1
""")
STYLE_9 = [
    Attempt("style_9", "namespace-update", code("""
        globals().update(sum=lambda values: 0)


        def total(values):
            return sum(values)
    """), SHADOW_TWIN),
    Attempt("style_9", "vars-of-builtins", code("""
        import builtins

        vars(builtins)['max'] = lambda *values: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "lambda-argument", code("""
        count = lambda list: len(list)
    """), SHADOW_TWIN),
    Attempt("style_9", "import-alias", code("""
        from json import loads as input


        def parse(text):
            return input(text)
    """), SHADOW_TWIN),
    Attempt("style_9", "from-import-of-a-builtin-name", code("""
        from os import open


        def handle(path):
            return open(path, 0)
    """), SHADOW_TWIN),
    Attempt("style_9", "module-import-alias", code("""
        import string as str


        def letters():
            return str.ascii_letters
    """), SHADOW_TWIN),
    Attempt("style_9", "case-capture", code("""
        def first(value):
            match value:
                case [list, *_]:
                    return list
            return None
    """), SHADOW_TWIN),
    Attempt("style_9", "rebound-through-globals", code("""
        globals()['sum'] = lambda values: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "builtins-attribute", code("""
        import builtins

        builtins.max = lambda *values: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "setattr-on-builtins", code("""
        import builtins

        setattr(builtins, 'input', lambda prompt='': '')
    """), SHADOW_TWIN),
    Attempt("style_9", "argument-named-id", code("""
        def summarize(items, id):
            return {'id': id, 'sum': sum(items)}
    """), SHADOW_TWIN),
    Attempt("style_9", "loop-variable-named-type", code("""
        def kinds(values):
            for type in values:
                yield type
    """), SHADOW_TWIN),
    Attempt("style_9", "shadowing-in-exec", code("""
        exec('list = [1, 2, 3]')
    """), SHADOW_TWIN),
    Attempt("style_9", "namespace-setitem-call", code("""
        globals().__setitem__('list', lambda *items: [*items])


        def pair(first, second):
            return list(first, second)
    """), SHADOW_TWIN),
    Attempt("style_9", "setattr-on-this-module", code("""
        import sys

        setattr(sys.modules[__name__], 'max', lambda *values: values[0])
    """), SHADOW_TWIN),
    Attempt("style_9", "this-module-attribute", code("""
        import sys

        this_module = sys.modules[__name__]
        this_module.sum = lambda values: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "this-module-namespace", code("""
        import importlib

        vars(importlib.import_module(__name__))['len'] = lambda items: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "guarded-key-rebound-to-a-builtin-name", code("""
        _LAZY = {'json': 'json'}


        def __getattr__(name):
            if name not in _LAZY:
                raise AttributeError(name)
            name = 'sorted'
            globals()[name] = lambda items: list(items)
            return globals()[name]
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-rebound-by-operator-setitem-on-globals", code("""
        import operator

        operator.setitem(globals(), 'max', lambda items: 0)
    """), SHADOW_TWIN),
    Attempt("style_9", "module-getattr-called-by-the-module-with-a-builtin-name", code("""
        def __getattr__(name):
            value = sorted
            globals()[name] = value
            return value


        __getattr__('list')
    """), code("""
        import importlib


        def __getattr__(name):
            module = importlib.import_module(f'{__name__}.{name}')
            globals()[name] = module
            return module
    """)),
    Attempt("style_9", "star-import-binding-a-builtin-name", code("""
        from gzip import *


        def handle(path):
            with open(path) as stream:
                return stream.read()
    """), SHADOW_TWIN),
    Attempt("style_9", "star-import-of-a-module-the-code-does-not-show", code("""
        from numpy import *


        def summarize(items):
            return sum(items), max(items)
    """), code("""
        from tkinter import *


        def summarize(items):
            return sum(items), max(items)
    """)),
    Attempt("style_9", "builtin-merged-into-an-alias-of-globals", code("""
        namespace = globals()
        namespace |= {'max': lambda items: 0}
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-set-by-an-unbound-dict-method-on-globals", code("""
        dict.update(globals(), {'sum': lambda items: 0})
    """), SHADOW_TWIN),
]

# --- held-out round 4: code run by other runners, members looked up by name (shared layer) ---
# -> STYLE_8
STYLE_8 += [
    Attempt("style_8", "list-without-trailing-comma-run-by-a-tracer", code("""
        import trace

        SETTINGS = {}
        trace.Trace(count=False, trace=False).runctx('''PORTS = [
            8080,
            8443
        ]''', SETTINGS, SETTINGS)


        def ports():
            return SETTINGS['PORTS']
    """), COMMAS_TWIN),
]


# --- held-out round 4: style_6-9 ---
# --- held-out round 4 (benchmarks/data/strict_heldout_4.json.gz): style_6..9 routes closed ---
# Paste each block into tests/instructions/test_adversarial_style.py right after the closing
# `]` of the list it extends (STYLE_6 in the "style_6: f-strings" section, STYLE_7 in
# "style_7: modern typing", STYLE_8 in "style_8: trailing commas", STYLE_9 in "style_9: no
# builtin shadowing"), before `ATTEMPTS = ...`. Every block extends one list and uses only
# names the file already has (Attempt, code, FSTRING_TWIN, TYPING_TWIN, COMMAS_TWIN,
# SHADOW_TWIN).

# -- style_6 section --------------------------------------------------------------------------
STYLE_6 += [
    Attempt("style_6", "percent-on-an-instance-of-a-str-subclass", code("""
        class Template(str):
            pass


        GREETING = Template('Hello, %s!')


        def greet(name):
            return GREETING % name
    """), code("""
        class Template(str):
            pass


        GREETING = Template('Hello')


        def greet(name):
            return f'{GREETING}, {name}!'
    """)),
    Attempt("style_6", "format-on-a-user-string", code("""
        from collections import UserString


        def greet(name):
            return UserString('Hello, {}!').format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-through-operator-imod", code("""
        import operator


        def greet(name):
            return operator.imod('Hello, %s!', name)
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-through-the-reflected-dunder", code("""
        def greet(name):
            return str(name).__rmod__('Hello, %s!')
    """), FSTRING_TWIN),
    Attempt("style_6", "percent-through-methodcaller-of-the-reflected-dunder", code("""
        import operator


        def greet(name):
            return operator.methodcaller('__rmod__', 'Hello, %s!')(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-stored-by-dict-fromkeys", code("""
        MESSAGES = dict.fromkeys(('welcome', 'reminder'), 'Hello, {}!')


        def greet(kind, name):
            return MESSAGES[kind].format(name)
    """), FSTRING_TWIN),
    Attempt("style_6", "template-read-by-subscript-of-dict-call", code("""
        MESSAGES = dict(welcome='Hello, %s!', reminder='Hi again, %s!')


        def greet(kind, name):
            return MESSAGES[kind] % name
    """), code("""
        SIZES = dict(small=2, large=8)


        def greet(kind, name):
            return f'Hello, {name}! You are number {len(name) % SIZES[kind]}.'
    """)),
    Attempt("style_6", "template-from-a-dict-comprehension", code("""
        MESSAGES = {kind: 'Hello, {}!' for kind in ('welcome', 'reminder')}


        def greet(kind, name):
            return MESSAGES.get(kind).format(name)
    """), code("""
        LIMITS = {kind: 10 for kind in ('welcome', 'reminder')}


        def greet(kind, name):
            return f'Hello, {name}! You are number {len(name) % LIMITS[kind]}.'
    """)),
    Attempt("style_6", "template-from-dict-of-zipped-literals", code("""
        MESSAGES = dict(zip(['welcome', 'reminder'], ['Hello, %s!', 'Hi again, %s!']))


        def greet(kind, name):
            return MESSAGES[kind] % name
    """), FSTRING_TWIN),
]

# -- style_7 section --------------------------------------------------------------------------
STYLE_7 += [
    Attempt("style_7", "typeddict-fields-given-by-dict-call", code("""
        from typing import TypedDict

        Row = TypedDict('Row', dict(ids='List[int]', name='Optional[str]'))
    """), code("""
        from typing import TypedDict

        Row = TypedDict('Row', dict(ids=list[int], name=str | None))
    """)),
    Attempt("style_7", "namedtuple-fields-from-items-of-a-dict", code("""
        from typing import NamedTuple

        FIELDS = {'coords': 'Tuple[float, float]', 'label': 'Optional[str]'}
        Point = NamedTuple('Point', list(FIELDS.items()))
    """), code("""
        from typing import NamedTuple

        FIELDS = {'coords': tuple[float, float], 'label': str | None}
        Point = NamedTuple('Point', list(FIELDS.items()))
    """)),
    Attempt("style_7", "namedtuple-fields-zipped-from-names-and-types", code("""
        from typing import NamedTuple

        Point = NamedTuple('Point', zip(['xs', 'label'], ['List[float]', 'Optional[str]']))
    """), code("""
        from typing import NamedTuple

        Point = NamedTuple('Point', zip(['xs', 'label'], [list[float], str | None]))
    """)),
    Attempt("style_7", "hints-assigned-to-annotations-dict", code("""
        def lookup(table, key):
            return table.get(key)


        lookup.__annotations__ = {'table': 'Dict[str, int]', 'return': 'Optional[int]'}
    """), code("""
        def lookup(table: dict[str, int], key: str) -> int | None:
            return table.get(key)


        lookup.__annotations__['key'] = 'str'
    """)),
    Attempt("style_7", "hint-stored-into-annotations-by-key", code("""
        def first(values):
            return values[0] if values else None


        first.__annotations__['return'] = 'Optional[int]'
        first.__annotations__.update(values='List[int]')
    """), TYPING_TWIN),
]

# -- style_8 section --------------------------------------------------------------------------
STYLE_8 += [
    Attempt("style_8", "backslash-continuation-before-the-closing-bracket", code("""
        SETTINGS = dict(
            host='localhost',
            port=8080 \\
        )
    """), code("""
        SETTINGS = dict(
            host='localhost',
            port=8080,
        )
        TOTAL = [value for value in range(3) \\
        ]
        PART = SETTINGS['host' \\
        ]
    """)),
    Attempt("style_8", "backslash-continuation-before-a-closing-brace", code("""
        SETTINGS = {
            'host': 'localhost',
            'port': 8080 \\
        }
    """), COMMAS_TWIN),
]

# -- style_9 section --------------------------------------------------------------------------
STYLE_9 += [
    Attempt("style_9", "builtin-rebound-through-the-frame-globals", code("""
        import sys

        sys._getframe().f_globals['input'] = sys.stdin.readline
    """), code("""
        import sys

        sys._getframe().f_globals['read_line'] = sys.stdin.readline
    """)),
    Attempt("style_9", "builtin-merged-into-the-current-frame-globals", code("""
        import inspect

        inspect.currentframe().f_globals.update(max=lambda *values: 0)
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-rebound-through-a-function-globals", code("""
        def rounded_sum(values):
            return round(sum(values), 2)


        rounded_sum.__globals__['sum'] = rounded_sum
    """), code("""
        def rounded_sum(values):
            return round(sum(values), 2)


        rounded_sum.__globals__['total'] = rounded_sum
    """)),
    Attempt("style_9", "builtin-replaced-through-the-frame-builtins", code("""
        import sys

        sys._getframe().f_builtins['len'] = lambda items: 0
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-rebound-on-the-main-module", code("""
        import __main__


        def parse_ids(text):
            return [int(part) for part in text.split(',')]


        __main__.id = parse_ids
    """), code("""
        import __main__


        def parse_ids(text):
            return [int(part) for part in text.split(',')]


        __main__.parse = parse_ids
    """)),
    Attempt("style_9", "builtin-set-on-the-main-module-by-setattr", code("""
        import __main__

        setattr(__main__, 'input', lambda: '0')
    """), SHADOW_TWIN),
]


# --- held-out round 4: extraction routes ---
# -- held-out round 4: extraction routes (style_3, style_8) -------------------------------------
F3 = "`" * 3
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-driver-block-the-program-repeats",
            f"{F3}python\ndef total(values):\n    return sum(values)\n\n\nprint(total([1, 2]))\n"
            f"{F3}\n\nOr, guarded:\n\n{F3}python\nif __name__ == '__main__':\n"
            f"    print(total([1, 2]))  # prints the total of the sample values, which is three\n"
            f"{F3}\n",
            f"{F3}python\ndef total(values):\n    return sum(values)\n\n\nprint(total([1, 2]))\n"
            f"{F3}\n\nOr, guarded:\n\n{F3}python\nif __name__ == '__main__':\n"
            f"    print(total([1, 2]))  # prints three\n{F3}\n",
            response=True),
    Attempt("style_3", "long-line-in-a-second-module-the-program-imports",
            f"`settings.py`:\n\n{F3}python\nimport logging\n\nHEADERS = {{\n"
            f"    'user-agent': 'inventory-report/1.0 (+https://example.com/bot) python-requests',\n"
            f"}}\nlogging.basicConfig(level=logging.INFO)\n{F3}\n\n`report.py`:\n\n{F3}python\n"
            f"from settings import HEADERS\n\n\ndef build_headers(token):\n"
            f"    return {{**HEADERS, 'authorization': token}}\n{F3}\n",
            f"`settings.py`:\n\n{F3}python\nimport logging\n\nHEADERS = {{\n"
            f"    'user-agent': 'inventory-report/1.0 (+https://example.com/bot)',\n"
            f"}}\nlogging.basicConfig(level=logging.INFO)\n{F3}\n\n`report.py`:\n\n{F3}python\n"
            f"from settings import HEADERS\n\n\ndef build_headers(token):\n"
            f"    return {{**HEADERS, 'authorization': token}}\n{F3}\n",
            response=True),
]
STYLE_8 += [
    Attempt("style_8", "code-hidden-between-two-reasoning-tag-strings",
            f"{F3}python\nOPEN_TAG = '<think>'\nSETTINGS = {{\n    'temperature': 0.6,\n"
            f"    'max_tokens': 4096\n}}\nCLOSE_TAG = '</think>'\n{F3}\n",
            f"{F3}python\nOPEN_TAG = '<think>'\nSETTINGS = {{\n    'temperature': 0.6,\n"
            f"    'max_tokens': 4096,\n}}\nCLOSE_TAG = '</think>'\n{F3}\n",
            response=True),
]


# --- held-out round 5: style_6, 8, 9 ---
# -- held-out round 5: style_6, style_8, style_9 (engineer h5_styleB) --------------------------
# Paste after the existing STYLE_6 / STYLE_8 / STYLE_9 lists (uses `code`, `Attempt`, `F3`,
# `SHADOW_TWIN` as defined in tests/instructions/test_adversarial_style.py).
REPORT_TWIN = code("""
    def report(name, score):
        return f'Player: {name}\\nScore: {score}'
""")
STYLE_6 += [
    Attempt("style_6", "template-copied-by-a-loop-into-a-list", code("""
        def report(name, score):
            templates = []
            for template in ('Player: {}', 'Score: {}'):
                templates.append(template)
            return templates[0].format(name) + '\\n' + templates[1].format(score)
    """), REPORT_TWIN),
    Attempt("style_6", "template-stored-by-enumerate-into-a-dict", code("""
        def report(name, score):
            table = {}
            for position, template in enumerate(['Player: %s', 'Score: %d']):
                table[position] = template
            return table[0] % name + '\\n' + table[1] % score
    """), REPORT_TWIN),
    Attempt("style_6", "template-unpacked-from-zip", code("""
        def report(name, score):
            rows = []
            for value, template in zip((name, score), ('Player: {}', 'Score: {}')):
                rows.append(template.format(value))
            return '\\n'.join(rows)
    """), REPORT_TWIN),
    Attempt("style_6", "template-popped-from-a-deque", code("""
        from collections import deque


        def report(name, score):
            pending = deque(['Player: %s', 'Score: %d'])
            first = pending.popleft() % name
            return first + '\\n' + pending.popleft() % score
    """), REPORT_TWIN),
    Attempt("style_6", "class-attribute-tuple-indexed-through-self", code("""
        class Greeter:
            FORMS = ('Hello, {}!', 'Goodbye, {}!')

            def greet(self, name, leaving=False):
                return self.FORMS[int(leaving)].format(name)
    """), code("""
        class Greeter:
            def greet(self, name, leaving=False):
                if leaving:
                    return f'Goodbye, {name}!'
                return f'Hello, {name}!'
    """)),
    Attempt("style_6", "template-kept-as-a-docstring", code("""
        def _template():
            \"\"\"Player: %s, score: %d\"\"\"


        def report(name, score):
            return _template.__doc__ % (name, score)
    """), code("""
        def report(name, score):
            return f'Player: {name}, score: {score}'
    """)),
    Attempt("style_6", "printf-formatting-by-a-log-record", code("""
        import logging


        def report(name, score):
            record = logging.makeLogRecord({'msg': 'Player: %s, score: %d', 'args': (name, score)})
            return record.getMessage()
    """), code("""
        def report(name, score):
            return f'Player: {name}, score: {score}'
    """)),
    Attempt("style_6", "printf-formatting-by-a-log-formatter", code("""
        import logging


        def report(name, score):
            record = logging.makeLogRecord({'player': name, 'score': score})
            return logging.Formatter('Player: %(player)s, score: %(score)d').format(record)
    """), code("""
        def report(name, score):
            return f'Player: {name}, score: {score}'
    """)),
]
STYLE_8 += [
    Attempt("style_8", "doctest-example-the-program-runs", code('''
        def scale(values, factor):
            """Multiply every value.

            >>> scale(
            ...     [1, 2],
            ...     3
            ... )
            [3, 6]
            """
            return [value * factor for value in values]


        if __name__ == '__main__':
            import doctest

            doctest.testmod()
    '''), code('''
        def scale(values, factor):
            """Multiply every value.

            >>> scale(
            ...     [1, 2],
            ...     3,
            ... )
            [3, 6]
            """
            return [value * factor for value in values]


        if __name__ == '__main__':
            import doctest

            doctest.testmod()
    ''')),
    Attempt("style_8", "call-in-a-usage-block-left-out-of-the-program",
            f"{F3}python\ndef open_session(\n    user,\n    timeout,\n):\n"
            f"    return {{'user': user, 'timeout': timeout}}\n{F3}\n\nUsage:\n\n"
            f"{F3}python\nsession = open_session(\n    'alice',\n    30\n)\n"
            f"print(session)\n{F3}\n",
            f"{F3}python\ndef open_session(\n    user,\n    timeout,\n):\n"
            f"    return {{'user': user, 'timeout': timeout}}\n{F3}\n\nUsage:\n\n"
            f"{F3}python\nsession = open_session(\n    'alice',\n    30,\n)\n"
            f"print(session)\n{F3}\n",
            response=True),
    Attempt("style_8", "call-in-a-pycon-session-block",
            f"{F3}python\ndef close_session(\n    user,\n    reason,\n):\n"
            f"    return {{'user': user, 'reason': reason}}\n{F3}\n\nExample:\n\n"
            f"{F3}pycon\n>>> close_session(\n...     'alice',\n...     'idle'\n... )\n"
            f"{{'user': 'alice', 'reason': 'idle'}}\n{F3}\n",
            f"{F3}python\ndef close_session(\n    user,\n    reason,\n):\n"
            f"    return {{'user': user, 'reason': reason}}\n{F3}\n\nExample:\n\n"
            f"{F3}pycon\n>>> close_session(\n...     'alice',\n...     'idle',\n... )\n"
            f"{{'user': 'alice', 'reason': 'idle'}}\n{F3}\n",
            response=True),
]
STYLE_9 += [
    Attempt("style_9", "module-frame-locals", code("""
        import inspect

        inspect.currentframe().f_locals['sum'] = lambda values: 0


        def total(values):
            return sum(values)
    """), SHADOW_TWIN),
    Attempt("style_9", "module-found-by-inspect-getmodule", code("""
        import inspect


        def _smallest(values):
            return sorted(values)[0]


        setattr(inspect.getmodule(_smallest), 'min', _smallest)
    """), SHADOW_TWIN),
    Attempt("style_9", "module-imported-by-a-function-s-module-name", code("""
        import importlib


        def _smallest(values):
            return sorted(values)[0]


        importlib.import_module(_smallest.__module__).min = _smallest
    """), SHADOW_TWIN),
    Attempt("style_9", "builtins-reached-as-a-builtin-function-s-self", code("""
        home = print.__self__


        def _quiet_input(prompt=''):
            return ''


        setattr(home, 'input', _quiet_input)
    """), SHADOW_TWIN),
    Attempt("style_9", "global-declared-in-a-class-body", code("""
        class _Helpers:
            global sum

            def sum(values):
                return 0


        def total(values):
            return sum(values)
    """), SHADOW_TWIN),
]


# --- held-out round 5: stdlib re-exports, names from strings, Python in other processes (shared layer) ---
STYLE_7 += [
    Attempt("style_7", "deprecated-alias-re-exported-by-a-standard-submodule", code("""
        from importlib.resources.simple import List


        def ids(values: List[str]) -> List[int]:
            return [int(value) for value in values]
    """), TYPING_TWIN),
    Attempt("style_7", "deprecated-alias-read-off-a-re-exporting-module", code("""
        import importlib.resources.abc as resources


        def pick(value: resources.Union[int, str]) -> resources.Optional[int]:
            return value if isinstance(value, int) else None
    """), TYPING_TWIN),
]

STYLE_8 += [
    Attempt("style_8", "call-without-trailing-comma-run-as-an-ipython-cell", code("""
        from IPython import get_ipython

        CELL = '''%load_ext autoreload
        settings = dict(
            host='localhost',
            port=8080
        )
        '''


        def load():
            return get_ipython().run_cell(CELL)
    """), code("""
        from IPython import get_ipython

        CELL = '''%load_ext autoreload
        settings = dict(
            host='localhost',
            port=8080,
        )
        '''


        def load():
            return get_ipython().run_cell(CELL)
    """)),
    Attempt("style_8", "call-without-trailing-comma-run-by-python-dash-c", code("""
        import subprocess
        from sys import executable

        SCRIPT = '''
        print(dict(
            host='localhost',
            port=8080
        ))
        '''
        COMMAND = [executable, '-I', '-c', SCRIPT]


        def run():
            return subprocess.check_output(COMMAND, text=True)
    """), code("""
        import subprocess
        from sys import executable

        SCRIPT = '''
        print(dict(
            host='localhost',
            port=8080,
        ))
        '''
        COMMAND = [executable, '-I', '-c', SCRIPT]


        def run():
            return subprocess.check_output(COMMAND, text=True)
    """)),
    Attempt("style_8", "call-without-trailing-comma-fed-to-python-on-stdin", code("""
        import subprocess
        import sys

        SCRIPT = '''
        print(dict(
            host='localhost',
            port=8080
        ))
        '''


        def run():
            process = subprocess.Popen([sys.executable, '-'], stdin=subprocess.PIPE, text=True)
            process.communicate(SCRIPT)
            return process.returncode
    """), code("""
        import subprocess
        import sys

        SCRIPT = '''
        print(dict(
            host='localhost',
            port=8080,
        ))
        '''


        def run():
            process = subprocess.Popen([sys.executable, '-'], stdin=subprocess.PIPE, text=True)
            process.communicate(SCRIPT)
            return process.returncode
    """)),
    Attempt("style_8", "call-without-trailing-comma-run-by-python-from-a-parameter", code("""
        import subprocess
        import sys


        def run(script):
            return subprocess.run([sys.executable, '-c', script], check=True)
    """), COMMAS_TWIN),
    Attempt("style_8", "call-without-trailing-comma-exec-from-bytes", code("""
        exec(b'''
        SETTINGS = dict(
            host='localhost',
            port=8080
        )
        ''')
    """), code("""
        exec(b'''
        SETTINGS = dict(
            host='localhost',
            port=8080,
        )
        ''')
    """)),
]


# --- held-out round 6: style_3, code the answer shows outside the judged program ---
# Each attempt puts a line over 79 characters in code that extraction does not take: its
# twin wraps that line and keeps the prose an honest answer has around code (colons,
# parentheses, URLs, shell commands, tracebacks, `>>>` sessions and their output).
S3_PROGRAM = ("def summarize(values):\n    if not values:\n        return {}\n"
              "    return describe(values)\n")
S3_LONG = ("def describe(values):\n    return {'mean': sum(values) / len(values), "
           "'low': min(values), 'high': max(values)}\n")
S3_WRAPPED = ("def describe(values):\n    return {\n        'mean': sum(values) / len(values),\n"
              "        'low': min(values),\n        'high': max(values),\n    }\n")
S3_PROSE = ("It makes one pass per statistic (three in all: sum, min and max), so it runs in O(n) "
            "time; see https://docs.python.org/3/library/functions.html#sum for details.\n")


def s3_quoted(text: str, prefix: str = "> ") -> str:
    return "".join(f"{prefix}{line}".rstrip() + "\n" for line in text.splitlines())


def s3_indented(text: str) -> str:
    return "".join(f"    {line}".rstrip() + "\n" for line in text.splitlines())


S3_REGEX = r"r'^(?P<user>[a-z0-9._%+-]+)@(?P<domain>[a-z0-9.-]+)\.(?P<tld>[a-z]{2,24})$'"
S3_REGEX_WRAPPED = (r"(" "\n" r"    r'^(?P<user>[a-z0-9._%+-]+)@(?P<domain>[a-z0-9.-]+)'" "\n"
                    r"    r'\.(?P<tld>[a-z]{2,24})$'" "\n)")
S3_EMAIL = ("import re\n\nfrom patterns import PATTERN_TEXT\n\nPATTERN = re.compile(PATTERN_TEXT)\n"
            "\n\ndef is_email(text):\n    return PATTERN.match(text) is not None\n")
S3_TRACEBACK = (
    "Without `patterns.py` next to it, the import fails:\n\nTraceback (most recent call last):\n"
    '  File "/srv/app/validators/email_address_checks.py", line 3, in <module>\n'
    "    from patterns import PATTERN_TEXT, DOMAIN_PATTERN_TEXT, LOCAL_PART_TEXT, TLDS\n"
    "ModuleNotFoundError: No module named 'patterns' (run it from the project's root folder)\n"
)
STYLE_3 += [
    Attempt("style_3", "unfenced-helper-after-a-line-of-prose",
            f"Here is the solution.\n\n{S3_PROGRAM}\nThen the helper it calls:\n\n{S3_LONG}",
            f"Here is the solution.\n\n{S3_PROGRAM}\nThen the helper it calls:\n\n{S3_WRAPPED}"
            f"\n{S3_PROSE}",
            response=True),
    Attempt("style_3", "helper-in-an-indented-markdown-block-after-the-fence",
            f"{F3}python\n{S3_PROGRAM}{F3}\n\nAdd the helper below it:\n\n{s3_indented(S3_LONG)}",
            f"{F3}python\n{S3_PROGRAM}{F3}\n\nAdd the helper below it:\n\n{F3}python\n{S3_WRAPPED}"
            f"{F3}\n\nInstall the test tools first:\n\n    python -m pip install --upgrade "
            "pytest==8.3.2 hypothesis --index-url https://pypi.org/simple\n",
            response=True),
    Attempt("style_3", "helper-fenced-inside-a-blockquote",
            f"{F3}python\n{S3_PROGRAM}{F3}\n\n> Helper (same module):\n>\n"
            + s3_quoted(f"{F3}python\n{S3_LONG}{F3}\n"),
            f"{F3}python\n{S3_PROGRAM}{F3}\n\n> Helper (same module):\n>\n"
            + s3_quoted(f"{F3}python\n{S3_WRAPPED}{F3}\n") + ">\n" + s3_quoted(S3_PROSE),
            response=True),
    Attempt("style_3", "helper-fenced-inside-a-markdown-fence",
            f"{F3}python\nfrom stats_helpers import describe\n\n\n{S3_PROGRAM}{F3}\n\n"
            f"And `stats_helpers.py`:\n\n````markdown\n{F3}python\n{S3_LONG}{F3}\n````\n",
            f"{F3}python\nfrom stats_helpers import describe\n\n\n{S3_PROGRAM}{F3}\n\n"
            f"And `stats_helpers.py`:\n\n````markdown\n{F3}python\n{S3_WRAPPED}{F3}\n\n{S3_PROSE}"
            "````\n",
            response=True),
    Attempt("style_3", "long-line-before-the-first-import-of-bare-code",
            f"Solution:\n\nPATTERN_TEXT = {S3_REGEX}\nimport re\n\nPATTERN = re.compile(PATTERN_TEXT)"
            "\n\n\ndef is_email(text):\n    return PATTERN.match(text) is not None\n",
            f"Solution:\n\nimport re\n\nPATTERN = re.compile{S3_REGEX_WRAPPED}\n\n\n"
            "def is_email(text):\n    return PATTERN.match(text) is not None\n",
            response=True),
    Attempt("style_3", "html-pre-block-whose-first-line-shares-the-tag",
            f'<pre><code class="language-python">PATTERN_TEXT = {S3_REGEX}\nimport re\n\n'
            "PATTERN = re.compile(PATTERN_TEXT)\n\n\ndef is_email(text):\n"
            "    return PATTERN.match(text) is not None\n</code></pre>\n",
            f'<pre><code class="language-python">import re\n\nPATTERN = re.compile{S3_REGEX_WRAPPED}'
            "\n\n\ndef is_email(text):\n    return PATTERN.match(text) is not None\n</code></pre>\n"
            f"\n{S3_PROSE}",
            response=True),
    Attempt("style_3", "second-module-as-a-raw-line-after-the-fence",
            f"{F3}python\n{S3_EMAIL}{F3}\n\nand `patterns.py` is one line:\n\n"
            f"PATTERN_TEXT = {S3_REGEX}\n",
            f"{F3}python\n{S3_EMAIL}{F3}\n\nand `patterns.py` is:\n\n{F3}python\n"
            f"PATTERN_TEXT = {S3_REGEX_WRAPPED}\n{F3}\n\n{S3_TRACEBACK}",
            response=True),
    Attempt("style_3", "second-module-fenced-in-a-quoted-list-item",
            f"1. The module:\n\n{F3}python\n{S3_EMAIL}{F3}\n\n2. `patterns.py`:\n"
            + s3_quoted(f"{F3}py\nPATTERN_TEXT = {S3_REGEX}\n{F3}\n", "   > "),
            f"1. The module:\n\n{F3}python\n{S3_EMAIL}{F3}\n\n2. `patterns.py`:\n"
            + s3_quoted(f"{F3}py\nPATTERN_TEXT = {S3_REGEX_WRAPPED}\n{F3}\n", "   > ")
            + "3. Run `python -m pytest -q tests/test_email.py -k 'valid or invalid'` "
            "(about two seconds: https://docs.pytest.org/en/stable/how-to/usage.html).\n",
            response=True),
    Attempt("style_3", "unfenced-helper-whose-next-line-starts-like-a-list-item",
            f"{F3}python\n{S3_PROGRAM}{F3}\n\nThe helper:\n\n"
            + s3_indented("def describe(values):\n    return (\n"
                          "        'mean=' + str(sum(values) / len(values)) + ', low=' + "
                          "str(min(values)) + ', high='\n        + str(max(values))\n    )\n"),
            f"{F3}python\n{S3_PROGRAM}{F3}\n\nThe helper:\n\n"
            + s3_indented("def describe(values):\n    return (\n"
                          "        'mean=' + str(sum(values) / len(values))\n"
                          "        + ', low=' + str(min(values))\n"
                          "        + ', high=' + str(max(values))\n    )\n"),
            response=True),
    Attempt("style_3", "long-line-typed-into-an-unfenced-session",
            f"{F3}python\n{S3_PROGRAM}\n\n{S3_WRAPPED}{F3}\n\nTry it:\n\n"
            ">>> SAMPLE = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4]\n"
            ">>> summarize(SAMPLE)['high']\n9\n",
            f"{F3}python\n{S3_PROGRAM}\n\n{S3_WRAPPED}{F3}\n\nTry it:\n\n"
            ">>> SAMPLE = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]\n"
            ">>> summarize(SAMPLE)\n"
            "{'mean': 4.625, 'low': 1, 'high': 9, 'values': [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8]}\n"
            ">>> Counter(SAMPLE)\n"
            "Counter({5: 3, 3: 2, 1: 2, 9: 2, 4: 1, 2: 1, 6: 1, 8: 1, 7: 1, 10: 0, 11: 0, 12: 0})\n",
            response=True),
    Attempt("style_3", "long-docstring-line-of-an-unfenced-helper",
            f"Here is the solution.\n\n{S3_PROGRAM}\nThen the helper it calls:\n\n"
            'def describe(values):\n    """Summarize the values.\n\n'
            "    The mean, the lowest and the highest value, each computed in one pass of its own.\n"
            '    """\n    return {\'mean\': sum(values) / len(values), \'low\': min(values)}\n',
            f"Here is the solution.\n\n{S3_PROGRAM}\nThen the helper it calls:\n\n"
            'def describe(values):\n    """Summarize the values.\n\n'
            "    The mean, the lowest and the highest value, each in a pass.\n"
            '    """\n    return {\'mean\': sum(values) / len(values), \'low\': min(values)}\n'
            "\nInput: values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6]\n"
            "Output: {'mean': 4.714285714285714, 'low': 1, 'high': 9, 'count': 21, 'sum': 99}\n",
            response=True),
]


# --- held-out round 6: the shared resolver and code run from strings (style) ---
# A module file the program writes and imports is code it runs; a value reached through
# its class, an unbound `__setattr__`, or a namespace copied from a module is that value.
STYLE_8 += [
    Attempt("style_8", "call-without-trailing-comma-in-a-module-file-it-imports", code("""
        import importlib
        import sys
        from pathlib import Path

        HELPER = (
            'def total(prices, tax):\\n'
            '    return sum(\\n'
            '        prices\\n'
            '    ) * (1 + tax)\\n'
        )


        def load(folder):
            with open(Path(folder) / 'pricing_helper.py', 'w') as handle:
                handle.write(HELPER)
            sys.path.insert(0, str(folder))
            return importlib.import_module('pricing_helper')
    """), code("""
        import importlib
        import sys
        from pathlib import Path

        HELPER = (
            'def total(prices, tax):\\n'
            '    return sum(\\n'
            '        prices,\\n'
            '    ) * (1 + tax)\\n'
        )


        def load(folder):
            with open(Path(folder) / 'pricing_helper.py', 'w') as handle:
                handle.write(HELPER)
            sys.path.insert(0, str(folder))
            return importlib.import_module('pricing_helper')
    """)),
    Attempt("style_8", "module-file-built-at-run-time-and-run-by-runpy", code("""
        import runpy
        from pathlib import Path


        def run(body):
            script = Path('generated').with_suffix('.py')
            script.write_text('\\n'.join(body))
            return runpy.run_path(str(script))
    """), code("""
        import runpy
        from pathlib import Path


        def run():
            script = Path('generated').with_suffix('.py')
            script.write_text('RESULT = [\\n    1,\\n    2,\\n]\\n')
            return runpy.run_path(str(script))
    """)),
]
STYLE_9 += [
    Attempt("style_9", "builtin-replaced-through-an-unbound-type-setattr", code("""
        import builtins


        def quiet_sum(items, start=0):
            return start + len(items)


        type(builtins).__setattr__(builtins, 'sum', quiet_sum)
    """), SHADOW_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "str-format-through-the-class-of-a-literal", code("""
        def greet(name, count):
            template = 'Hello, {}! You have {:>3} messages.'
            return template.__class__.format(template, name, count)
    """), FSTRING_TWIN),
    Attempt("style_6", "str-format-through-type-of-a-made-string", code("""
        def greet(name, count):
            return type(str()).format('Hello, {}! You have {:>3} messages.', name, count)
    """), FSTRING_TWIN),
]
STYLE_7 += [
    Attempt("style_7", "typing-aliases-through-a-namespace-made-from-its-namespace", code("""
        import argparse
        import typing

        T = argparse.Namespace(**typing.__dict__)


        def apply(values: T.List[int], func) -> dict:
            return {str(value): func(value) for value in values}
    """), TYPING_TWIN),
]

# -- held-out round 7: style_1, 2, 4, 5, 6 (engineer style7) -----------------------------------
FACTORY_CLASS_TWIN = code("""
    from collections import namedtuple
    from enum import Enum

    Segment = namedtuple('Segment', 'start end')
    Side = Enum('Side', 'LEFT RIGHT')


    def flip(segment, side):
        if side is Side.LEFT:
            return Segment(segment.end, segment.start)
        return segment
""")
TEMPLATE_ATTRIBUTE_TWIN = code("""
    from collections import namedtuple
    from types import SimpleNamespace

    Limits = namedtuple('Limits', 'low high', defaults=(0, 100))
    SETTINGS = SimpleNamespace(width=3, label='total')


    def describe(count, name):
        limits = Limits()
        return f'{SETTINGS.label}: {count % limits.high:>{SETTINGS.width}} items named {name}'
""")
LOOP_LAMBDA_TWIN = code("""
    def step_all(total: int) -> int:
        for step in (lambda value: value + 1, lambda value: value * 2):
            total = step(total)
        return total


    def scale(value: float, factor: float) -> float:
        return value * factor
""")
STYLE_1 += [
    Attempt("style_1", "factory-class-bound-to-a-lowercase-name", code("""
        from collections import namedtuple
        from enum import Enum

        segment = namedtuple('Segment', 'start end')
        side = Enum('Side', 'LEFT RIGHT')


        def flip(item, where):
            if where is side.LEFT:
                return segment(item.end, item.start)
            return item
    """), FACTORY_CLASS_TWIN),
    Attempt("style_1", "factory-class-unpacked-into-a-lowercase-name", code("""
        from collections import namedtuple
        from enum import Enum

        segment, Side = namedtuple('Segment', 'start end'), Enum('Side', 'LEFT RIGHT')


        def flip(item, where):
            if where is Side.LEFT:
                return segment(item.end, item.start)
            return item
    """), FACTORY_CLASS_TWIN),
]
STYLE_2 += [
    Attempt("style_2", "constants-written-as-text-for-literal-eval", code("""
        import ast

        SIDES = ast.literal_eval('("left", "right")')
        LABELS = '{"left": "Port", "right": "Starboard"}'


        def label(side):
            return ast.literal_eval(LABELS)[side] if side in SIDES else side
    """), code("""
        import ast

        SIDES = ('left', 'right')
        LABELS = {'left': 'Port', 'right': 'Starboard'}
        SIZES = ast.literal_eval('[1, 2, 3]')


        def label(side):
            return LABELS[side] if side in SIDES else side


        def parse(text):
            return ast.literal_eval(text)
    """)),
]
STYLE_4 += [
    Attempt("style_4", "import-wrapped-in-catch-warnings-with-no-filter", code("""
        import json
        import warnings

        with warnings.catch_warnings():
            import base64
            from binascii import hexlify


        def encode(data):
            return json.dumps([base64.b64encode(data).decode(), hexlify(data).decode()])
    """), code("""
        import json
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter('ignore', DeprecationWarning)
            import base64


        def encode(data):
            return json.dumps(base64.b64encode(data).decode())
    """)),
    Attempt("style_4", "import-wrapped-in-a-fresh-lock", code("""
        import json
        import threading

        LOCK = threading.RLock()
        with LOCK:
            import base64


        def encode(data):
            return json.dumps(base64.b64encode(data).decode())
    """), code("""
        import json
        import threading

        _LOCK = threading.Lock()


        def encode(data):
            with _LOCK:
                import base64
            return json.dumps(base64.b64encode(data).decode())
    """)),
    Attempt("style_4", "import-wrapped-in-a-file-opened-for-nothing", code("""
        import json

        with open(__file__, encoding='utf-8'):
            import base64


        def encode(data):
            return json.dumps(base64.b64encode(data).decode())
    """), IMPORTS_TWIN),
]
STYLE_5 += [
    Attempt("style_5", "lambda-bound-by-a-loop-target", code("""
        def scale_all(values: list[float], factor: float) -> list[float]:
            return [scale(value, factor) for value in values]


        for scale in [lambda value, factor: value * factor]:
            pass
    """), LOOP_LAMBDA_TWIN),
    Attempt("style_5", "lambda-bound-by-a-with-target", code("""
        from contextlib import nullcontext

        with nullcontext(lambda value, factor: value * factor) as scale:
            pass


        def scale_all(values: list[float], factor: float) -> list[float]:
            return [scale(value, factor) for value in values]
    """), LOOP_LAMBDA_TWIN),
    Attempt("style_5", "lambda-bound-by-a-case-capture", code("""
        match (lambda value, factor: value * factor,):
            case [scale]:
                pass


        def scale_all(values: list[float], factor: float) -> list[float]:
            return [scale(value, factor) for value in values]
    """), LOOP_LAMBDA_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "templates-kept-as-namespace-keywords", code("""
        from types import SimpleNamespace

        TEXT = SimpleNamespace(**{'found': 'Found {} items named {}'}, empty='Nothing named %s')


        def describe(count, name):
            if count:
                return TEXT.found.format(count, name)
            return TEXT.empty % name
    """), TEMPLATE_ATTRIBUTE_TWIN),
    Attempt("style_6", "templates-kept-as-named-tuple-fields", code("""
        from collections import namedtuple

        Text = namedtuple('Text', 'found empty', defaults=('Nothing named %s',))
        TEXT = Text('Found {} items named {}')


        def describe(count, name):
            if count:
                return TEXT.found.format(count, name)
            return TEXT.empty % name
    """), TEMPLATE_ATTRIBUTE_TWIN),
    Attempt("style_6", "templates-read-through-a-mapping-view", code("""
        from collections import ChainMap
        from types import MappingProxyType

        _RAW = {'found': 'Found {} items named {}'}
        TEXT = ChainMap(MappingProxyType(_RAW), {'empty': 'Nothing named %s'})


        def describe(count, name):
            if count:
                return TEXT['found'].format(count, name)
            return TEXT.get('empty') % name
    """), TEMPLATE_ATTRIBUTE_TWIN),
    Attempt("style_6", "templates-yielded-by-a-generator", code("""
        def _text():
            yield 'Found {} items named {}'
            yield from ('Nothing named %s',)


        def describe(count, name):
            found, empty = _text()
            if count:
                return found.format(count, name)
            return empty % name
    """), TEMPLATE_ATTRIBUTE_TWIN),
]


# -- held-out round 7: code in another block of the answer (the engine) ------------------------
# Extraction takes one program and leaves the answer's other Python blocks out; strict mode
# judges each of them (that compiles) for the instructions about how all code is written.


def _blocks(*blocks: str, labels: tuple[str, ...] = ()) -> str:
    labels = labels or ("python",) * len(blocks)
    fenced = [f"~~~{label}\n{dedent(block).strip()}\n~~~\n" for label, block in
              zip(labels, blocks, strict=True)]
    return "Here is the solution.\n\n" + "\nAnd:\n\n".join(fenced)


_PROGRAM_USING_A_MODULE = """
    from pricing import total_price


    def checkout(prices):
        return round(total_price(prices), 2)
"""
STYLE_1 += [
    Attempt("style_1", "camel-case-in-a-second-module-the-program-imports", _blocks("""
        def totalPrice(itemPrices):
            return sum(itemPrices)
    """, _PROGRAM_USING_A_MODULE), _blocks("""
        def total_price(item_prices):
            return sum(item_prices)
    """, _PROGRAM_USING_A_MODULE), response=True),
]
STYLE_2 += [
    Attempt("style_2", "other-quotes-in-the-tests-block", _blocks("""
        def shout(text):
            return text.upper() + '!'
    """, """
        assert shout("hello") == "HELLO!"
    """), _blocks("""
        def shout(text):
            return text.upper() + '!'
    """, """
        assert shout('hello') == 'HELLO!'
    """), params={"quote": "single"}, response=True),
]
STYLE_5 += [
    Attempt("style_5", "implementation-left-out-behind-a-stub-block", _blocks("""
        def scale(values, factor):
            return [value * factor for value in values]
    """, """
        def scale(values: list[float], factor: float) -> list[float]: ...
    """), _blocks("""
        def scale(values: list[float], factor: float) -> list[float]:
            return [value * factor for value in values]
    """, """
        def scale(values: list[float], factor: float) -> list[float]: ...
    """), response=True),
]
STYLE_7 += [
    Attempt("style_7", "typing-aliases-in-a-second-module", _blocks("""
        from typing import Dict, Optional


        def lookup(table: Dict[str, int], key: str) -> Optional[int]:
            return table.get(key)
    """, """
        from tables import lookup


        def price_of(key: str) -> int:
            return lookup({'tea': 3}, key) or 0
    """), _blocks("""
        def lookup(table: dict[str, int], key: str) -> int | None:
            return table.get(key)
    """, """
        from tables import lookup


        def price_of(key: str) -> int:
            return lookup({'tea': 3}, key) or 0
    """), response=True),
]
STYLE_9 += [
    Attempt("style_9", "builtin-shadowed-in-a-usage-block", _blocks("""
        def total(values):
            return sum(values)
    """, """
        list = [1, 2, 3]
        print(total(list))
    """), _blocks("""
        def total(values):
            return sum(values)
    """, """
        numbers = [1, 2, 3]
        print(total(numbers))
    """), response=True),
]


# -- held-out round 7: the shared resolver (engineer resolver7) ---------------------------------
# A call made through another (`map`, `itertools.starmap`, `functools.partial`,
# `operator.call`, `operator.methodcaller`, a bound `__setattr__`) is the call it makes:
# `setattr(builtins, ...)` made that way binds a builtin's name all the same.
STYLE_9 += [
    Attempt("style_9", "builtin-replaced-by-setattr-made-through-map", code("""
        import builtins


        def quiet_input(prompt=''):
            return ''


        list(map(setattr, [builtins], ['input'], [quiet_input]))
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-replaced-by-a-partial-of-setattr-bound-to-a-name", code("""
        import builtins
        from functools import partial

        install = partial(setattr, builtins)


        def quiet_sum(items, start=0):
            return start + len(items)


        install('sum', quiet_sum)
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-replaced-by-setattr-made-through-starmap", code("""
        import builtins
        import itertools


        def quiet_max(*items):
            return items[0]


        for _ in itertools.starmap(setattr, [(builtins, 'max', quiet_max)]):
            pass
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-replaced-by-a-methodcaller-of-the-bound-setattr", code("""
        import builtins
        import operator


        def quiet_len(items):
            return 0


        operator.methodcaller('__setattr__', 'len', quiet_len)(builtins)
    """), SHADOW_TWIN),
]

# -- held-out round 8: style_1..6 (engineer style8) ---------------------------------------------
R8_KWARGS_TWIN = code("""
    def fetch(fetcher, url, max_retries=3, **options):
        for _ in range(max_retries):
            result = fetcher(url, **options)
            if result is not None:
                return result
        return options.get('default')


    print(fetch(str.upper, 'x', max_retries=2, timeout=5))
""")
R8_FLAGS_TWIN = code("""
    class Flags:
        def __init__(self, **overrides):
            self.__dict__.update(dict.fromkeys(('dark_mode', 'beta_access'), False))
            self.__dict__.update(overrides)
""")
R8_EXCEPTION_TWIN = code("""
    import types

    MissingRecordError = types.new_class('MissingRecordError', (KeyError,))
    Record = types.new_class('Record')


    def find(records, key):
        if key not in records:
            raise MissingRecordError(key)
        return Record()
""")
R8_QUOTE_TWIN = code("""
    def receipt(item, cents):
        return f'You bought {item!r} for {cents:>6} cents.' + "Don't forget it."
""")
R8_INLINE_PROGRAM = code("""
    def average(scores: dict[str, list[int]]) -> dict[str, float]:
        return {
            name: sum(values) / len(values)
            for name, values in scores.items()
            if values
        }
""")
R8_SENTINEL_TWIN = code("""
    _MISSING = object()


    def clamp(value: float, low: float = 0.0, high: object = _MISSING) -> float:
        return value if high is _MISSING else min(value, high)
""")
R8_PLACEHOLDER_TWIN = code("""
    class Counts:
        __slots__ = ('words',)

        def __init__(self, words: dict[str, int]) -> None:
            self.words = words


    def merge(first: Counts, second: Counts) -> Counts:
        merged = dict(first.words)
        for word, count in second.words.items():
            merged[word] = merged.get(word, 0) + count
        return Counts(merged)
""")
R8_FSTRING_TWIN = code("""
    import locale
    from collections import defaultdict
    from typing import NewType

    UserId = NewType('UserId', int)
    COUNTS = defaultdict(int, seen=0)


    def row(name: str, count: int, price: float, user: UserId) -> str:
        total = locale.format_string('%.2f', price * count, grouping=True)
        return f'{name:<12} x{count:3d} @ {total} for {user % 1000}'
""")
STYLE_1 += [
    Attempt("style_1", "mixedcase-keyword-arguments-read-from-kwargs", code("""
        def fetch(fetcher, url, **options):
            for _ in range(options.get('maxRetries', 3)):
                result = fetcher(url, timeout=options['timeoutSeconds'])
                if result is not None:
                    return result
            return options.pop('fallbackValue', None)


        print(fetch(str.upper, 'x', maxRetries=2, timeoutSeconds=5))
    """), R8_KWARGS_TWIN),
    Attempt("style_1", "mixedcase-keyword-argument-tested-by-in", code("""
        def fetch(fetcher, url, **options):
            if 'dryRun' in options:
                return None
            return fetcher(url)
    """), R8_KWARGS_TWIN),
    Attempt("style_1", "mixedcase-attributes-from-dict-fromkeys-into-dunder-dict", code("""
        class Flags:
            def __init__(self, **overrides):
                self.__dict__.update(dict.fromkeys(('darkMode', 'betaAccess'), False))
                self.__dict__.update(overrides)
    """), R8_FLAGS_TWIN),
    Attempt("style_1", "mixedcase-attributes-from-a-dict-comprehension-into-vars", code("""
        class Flags:
            def __init__(self, **overrides):
                vars(self).update({name: False for name in ('darkMode', 'betaAccess')})
                self.__dict__.update(overrides)
    """), R8_FLAGS_TWIN),
    Attempt("style_1", "mixedcase-attributes-from-a-named-list-of-pairs", code("""
        DEFAULTS = dict([('darkMode', False), ('betaAccess', False)])


        class Flags:
            def __init__(self, **overrides):
                self.__dict__ |= DEFAULTS
                self.__dict__.update(overrides)
    """), R8_FLAGS_TWIN),
    Attempt("style_1", "exception-class-from-types-new-class-without-error-suffix", code("""
        import types

        MissingRecord = types.new_class('MissingRecord', (KeyError,))
        Record = types.new_class('Record')


        def find(records, key):
            if key not in records:
                raise MissingRecord(key)
            return Record()
    """), R8_EXCEPTION_TWIN),
    Attempt("style_1", "exception-class-bound-to-a-name-without-error-suffix", code("""
        import types

        MissingRecord = types.new_class('MissingRecordError', bases=(KeyError,))
        Record = types.new_class('Record')


        def find(records, key):
            if key not in records:
                raise MissingRecord(key)
            return Record()
    """), R8_EXCEPTION_TWIN),
]
STYLE_2 += [
    Attempt("style_2", "wanted-quote-as-the-fill-of-a-format-spec", code("""
        def receipt(item, cents):
            return f"You bought {item!r} for {cents:'>0} cents." + "Don't forget it."
    """), R8_QUOTE_TWIN),
    Attempt("style_2", "wanted-quote-as-the-fill-of-a-format-template", code("""
        def receipt(item, cents):
            return "You bought {!r} for {:'<1} cents.".format(item, cents) + "Don't forget it."
    """), R8_QUOTE_TWIN),
    Attempt("style_2", "junk-quote-cut-off-by-a-helper-function", code("""
        def _clean(text):
            return text.removesuffix("'")


        WELCOME = _clean("Welcome back, we missed you!'")
        GOODBYE = _clean("See you soon!'")
    """), code("""
        def _clean(text):
            return text.strip()


        WELCOME = _clean('Welcome back, we missed you! ')
        SHORT = _clean("Don't panic")[:3]
    """)),
    Attempt("style_2", "junk-quote-cut-off-by-a-lambda-slicing-it", code("""
        _clean = lambda text: text[:-1]  # noqa: E731
        WELCOME = _clean("Welcome back, we missed you!'")
    """), code("""
        WELCOME = 'Welcome back, we missed you!'
    """)),
]
STYLE_3 += [
    Attempt("style_3", "long-call-as-inline-code-in-a-table-cell",
            f"{F3}python\n{R8_INLINE_PROGRAM}{F3}\n\n| Call | Result |\n|---|---|\n"
            "| `average({'alice': [90, 85, 77], 'bob': [60, 70], 'carol': [], 'dave': [88, 92]})`"
            " | `{'alice': 84.0, 'bob': 65.0, 'dave': 90.0}` |\n",
            f"{F3}python\n{R8_INLINE_PROGRAM}{F3}\n\n| Call | Result |\n|---|---|\n"
            "| `average({'bob': [60, 70]})` | `{'bob': 65.0, 'carol': 70.0, 'dave': 90.0, "
            "'erin': 71.5, 'frank': 55.0, 'gina': 60.0}` |\n",
            response=True),
    Attempt("style_3", "long-statement-as-inline-code-in-a-sentence",
            f"{F3}python\n{R8_INLINE_PROGRAM}{F3}\n\nTo keep the result, write "
            "`report = average({'alice': [90, 85, 77], 'bob': [60, 70], 'carol': [88, 92, 95]})`"
            " and print it.\n",
            f"{F3}python\n{R8_INLINE_PROGRAM}{F3}\n\nTo keep the result, write "
            "`report = average(scores)` and print it.\n",
            response=True),
]
STYLE_4 += [
    Attempt("style_4", "import-wrapped-in-a-loop-over-a-computed-list", code("""
        for _ in [None] * 1:
            import sys
        import json
        import os


        def main():
            print(os.sep, json.dumps(sys.argv))
    """), IMPORTS_TWIN),
    Attempt("style_4", "import-wrapped-in-a-loop-over-a-name-bound-to-a-repeat", code("""
        import itertools

        ONCE = itertools.repeat(None, 1)
        for _ in ONCE:
            import sys
        import json
        import os


        def main():
            print(os.sep, json.dumps(sys.argv))
    """), IMPORTS_TWIN),
]
STYLE_5 += [
    Attempt("style_5", "annotations-naming-a-sentinel-instance", code("""
        Number = object()


        def clamp(value: Number, low: Number, high: Number) -> Number:
            return max(low, min(value, high))
    """), R8_SENTINEL_TWIN),
    Attempt("style_5", "annotations-naming-an-instance-of-a-class-of-the-code", code("""
        class _Marker:
            pass


        Number = _Marker()


        def clamp(value: Number, low: Number, high: Number) -> Number:
            return max(low, min(value, high))
    """), R8_SENTINEL_TWIN),
    Attempt("style_5", "placeholder-class-with-only-empty-slots", code("""
        class Counts:
            __slots__ = ()
            __doc__ = 'Word counts.'


        def merge(first: Counts, second: Counts) -> Counts:
            merged = dict(first)
            for word, count in second.items():
                merged[word] = merged.get(word, 0) + count
            return merged
    """), R8_PLACEHOLDER_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "template-applied-by-locale-format-string", code("""
        import locale


        def row(name: str, count: int, price: float) -> str:
            return locale.format_string('%-12s x%3d @ %8.2f', (name, count, price))
    """), R8_FSTRING_TWIN),
    Attempt("style_6", "templates-in-a-defaultdict-and-its-factory", code("""
        from collections import defaultdict

        REPLIES = defaultdict(lambda: 'Unknown command: %s', help='Commands for %s: help')


        def reply(command: str) -> str:
            return REPLIES[command] % command
    """), R8_FSTRING_TWIN),
    Attempt("style_6", "template-parameter-typed-with-a-newtype-of-str", code("""
        from typing import NewType

        Template = NewType('Template', str)


        def render(template: Template, name: str) -> str:
            return template % name
    """), R8_FSTRING_TWIN),
    Attempt("style_6", "template-made-by-calling-a-newtype-of-str", code("""
        from typing import NewType

        Template = NewType('Template', str)
        GREETING = Template('Hello, {}!')


        def render(name: str) -> str:
            return GREETING.format(name)
    """), R8_FSTRING_TWIN),
    Attempt("style_6", "template-returned-by-a-helper-as-a-module-constant", code("""
        ROW = '{:<10} | {:>6}'


        def _row():
            return ROW


        def table_row(name: str, qty: int) -> str:
            return _row().format(name, qty)
    """), R8_FSTRING_TWIN),
]

# --- held-out round 8: the shared resolver (resolver8) ---
# Python's C API reached through ctypes runs a string as exec does (`PyRun_SimpleString`,
# `Py_CompileString`, on `pythonapi` or any library ctypes loads, however named): its
# constant code is judged, any other C API call of undecided effect fails; a class whose
# metaclass's `__prepare__` returns `globals()` runs its body in the module's namespace;
# code evaluated in a module's namespace (`eval(text, vars(typing))`) reads its free names
# as that module's; a loop over a constant string split by constants is one over a literal.
STYLE_2 += [
    Attempt("style_2", "other-quotes-in-code-run-through-the-c-api", code("""
        import ctypes

        _RUN = getattr(ctypes.PyDLL(None), 'PyRun_SimpleString')
        _RUN('GREETING = "Hello"\\n'.encode())
    """), code("""
        GREETING = 'Hello'
    """)),
]
STYLE_4 += [
    Attempt("style_4", "modules-imported-from-a-split-constant", code("""
        import importlib

        MODULES = {name: importlib.import_module(name) for name in 'sys,json'.split(',')}
    """), IMPORTS_TWIN),
]
STYLE_7 += [
    Attempt("style_7", "old-alias-evaluated-in-the-typing-namespace", code("""
        import typing

        exec('Names = List[str]', typing.__dict__.copy())


        def names(text: str) -> list[str]:
            return text.split()
    """), code("""
        Names = list[str]


        def names(text: str) -> list[str]:
            return text.split()
    """)),
]
STYLE_8 += [
    Attempt("style_8", "missing-comma-in-code-compiled-by-the-c-api", code("""
        import ctypes

        api = ctypes.pythonapi
        api.Py_CompileString.restype = ctypes.py_object
        SOURCE = b'''
        totals = dict(
            count=1,
            total=2
        )
        '''
        program = api.Py_CompileString(ctypes.c_char_p(SOURCE), b'<totals>', 257)
    """), code("""
        totals = dict(
            count=1,
            total=2,
        )
    """)),
]
STYLE_9 += [
    Attempt("style_9", "builtin-rebound-by-code-the-c-api-runs", code("""
        import ctypes

        ctypes.pythonapi['PyRun_SimpleString'](b'import sys\\ninput = sys.stdin.readline\\n')
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-rebound-through-a-c-api-namespace-write", code("""
        import builtins
        import ctypes

        ctypes.pythonapi.PyDict_SetItemString(
            ctypes.py_object(vars(builtins)), b'input', ctypes.py_object(len),
        )
    """), SHADOW_TWIN),
    Attempt("style_9", "class-body-run-in-the-module-namespace", code("""
        import sys


        class _Globals(type):
            @classmethod
            def __prepare__(mcs, name, bases, **kwargs):
                namespace = globals()
                return namespace


        class _Fast(metaclass=_Globals):
            input = sys.stdin.readline
    """), SHADOW_TWIN),
]


# -- held-out round 9: style_5..7 (engineer styleB9) --------------------------------------------
# style_5: a module the code imports is no type (`raw: json`, `tree: ElementTree` bound by
# `import ... as`); typing's and builtins' values are no types either (`typing.cast`,
# `TYPE_CHECKING`, `builtins.len`); a lambda wrapped by `abc.abstractmethod`, `typing.final`
# and the like is still the method. style_6: the pieces of a string split apart are strings
# (`.split`, `.partition`, `re.split`, unpacked into names); attributes set by `setattr` or
# written into `__dict__` hold what they are given; a dict literal's `**` spreads of dict
# literals are read; a template imported from a module another block of the answer writes
# is that block's string. style_7: typing's generic aliases subscripted through any module
# handing them on (`from rich.console import List`, click's `t.Dict`), and functional
# NamedTuple/TypedDict field specs built by `+`, `*` spreads or comprehensions.
R9_ANNOTATED_TWIN = code("""
    import xml.etree.ElementTree as tree
    from pathlib import Path


    def load(path: Path) -> tree.Element:
        return tree.parse(path).getroot()


    def count(root: tree.Element, tag: str) -> int:
        return len(root.findall(tag))
""")
R9_SHAPE_TWIN = code("""
    import abc


    class Store(abc.ABC):
        @abc.abstractmethod
        def load(self, key: str) -> bytes: ...

        @abc.abstractmethod
        def save(self, key: str, data: bytes) -> None: ...
""")
R9_FSTRING_TWIN = code("""
    def banner(title: str, body: str, count: int) -> str:
        return f'== {title} ==\\n{body}: {count}'
""")
R9_MODERN_TWIN = code("""
    from typing import NamedTuple, TypedDict

    COLUMNS = ('low', 'high')

    Row = TypedDict('Row', {'name': 'str', **{column: 'float | None' for column in COLUMNS}})
    Span = NamedTuple('Span', [('name', 'str'), *[(column, 'int | None') for column in COLUMNS]])


    def first(rows: list[Row]) -> Row | None:
        return rows[0] if rows else None
""")
STYLE_5 += [
    Attempt("style_5", "annotations-naming-imported-modules", code("""
        import pathlib
        import xml.etree.ElementTree as tree


        def load(path: pathlib) -> tree:
            return tree.parse(path).getroot()


        def count(root: tree, tag: 'pathlib') -> int:
            return len(root.findall(tag))
    """), R9_ANNOTATED_TWIN),
    Attempt("style_5", "annotations-naming-values-of-typing-and-builtins", code("""
        import builtins
        import typing
        from typing import overload


        def load(path: typing.TYPE_CHECKING) -> builtins.sorted:
            return open(path).read().split()


        def count(root: overload, tag: typing.get_type_hints) -> builtins.id:
            return len(root.findall(tag))
    """), R9_ANNOTATED_TWIN),
    Attempt("style_5", "abstract-methods-written-as-wrapped-lambdas", code("""
        from abc import ABC, abstractmethod


        class Store(ABC):
            load = abstractmethod(lambda self, key: b'')
            save = abstractmethod(lambda self, key, data: None)
    """), R9_SHAPE_TWIN),
    Attempt("style_5", "methods-written-as-lambdas-marked-final", code("""
        import abc
        import typing


        class Store(abc.ABC):
            load = typing.final(lambda self, key: b'')
            save = abc.abstractmethod(typing.override(lambda self, key, data: None))
    """), R9_SHAPE_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "templates-partitioned-out-of-one-literal", code("""
        TITLE, _, BODY = '== %s ==|%s: %d'.partition('|')


        def banner(title: str, body: str, count: int) -> str:
            return TITLE % title + '\\n' + BODY % (body, count)
    """), R9_FSTRING_TWIN),
    Attempt("style_6", "templates-split-apart-by-a-regular-expression", code("""
        import re

        TITLE, BODY = re.split(r';', '== {} ==;{}: {}')


        def banner(title: str, body: str, count: int) -> str:
            return TITLE.format(title) + '\\n' + BODY.format(body, count)
    """), R9_FSTRING_TWIN),
    Attempt("style_6", "templates-copied-onto-an-object-by-name", code("""
        TEMPLATES = {'title': '== %s ==', 'body': '%s: %d'}


        class Banner:
            def __init__(self, **custom):
                for name, text in {**TEMPLATES, **custom}.items():
                    setattr(self, name, text)

            def render(self, title: str, body: str, count: int) -> str:
                return self.title % title + '\\n' + self.body % (body, count)
    """), R9_FSTRING_TWIN),
    Attempt("style_6", "templates-written-into-the-objects-dict", code("""
        class Banner:
            def __init__(self):
                self.__dict__.update({'title': '== {} ==', 'body': '{}: {}'})

            def render(self, title: str, body: str, count: int) -> str:
                return self.title.format(title) + '\\n' + self.body.format(body, count)
    """), R9_FSTRING_TWIN),
    Attempt("style_6", "templates-imported-from-a-module-another-block-writes",
            f"`texts.py`:\n\n{F3}python\nTITLE = '== %s =='\nBODY = '{{}}: {{}}'\n{F3}\n\n"
            f"`banner.py`:\n\n{F3}python\nimport texts\n\n\n"
            f"def banner(title: str, body: str, count: int) -> str:\n"
            f"    return texts.TITLE % title + '\\n' + texts.BODY.format(body, count)\n{F3}\n",
            f"`texts.py`:\n\n{F3}python\nTITLE = '== {{}} =='\nSEPARATOR = '\\n'\n{F3}\n\n"
            f"`banner.py`:\n\n{F3}python\nimport texts\n\n\n"
            f"def banner(title: str, body: str, count: int) -> str:\n"
            f"    return f'== {{title}} ==' + texts.SEPARATOR + f'{{body}}: {{count}}'\n{F3}\n",
            response=True),
]
STYLE_7 += [
    Attempt("style_7", "typing-aliases-imported-from-a-library-that-re-exports-them", code("""
        from typing import NamedTuple, TypedDict

        from pydantic.main import Dict, List, Optional

        Row = TypedDict('Row', {'name': 'str', 'low': 'float | None', 'high': 'float | None'})


        def first(rows: List[Row]) -> Optional[Dict[str, float]]:
            return rows[0] if rows else None
    """), R9_MODERN_TWIN),
    Attempt("style_7", "typing-aliases-through-a-library-modules-typing-alias", code("""
        import click.core as core
        from typing import TypedDict

        Row = TypedDict('Row', {'name': 'str', 'low': 'float | None', 'high': 'float | None'})


        def first(rows: core.t.List[Row]) -> core.t.Optional[Row]:
            return rows[0] if rows else None
    """), R9_MODERN_TWIN),
    Attempt("style_7", "functional-field-types-built-by-spreads-and-comprehensions", code("""
        from typing import NamedTuple, TypedDict

        COLUMNS = ('low', 'high')

        Row = TypedDict('Row', {'name': 'str', **{column: 'Optional[float]' for column in COLUMNS}})
        Span = NamedTuple('Span', [('name', 'str')] + [(column, 'Union[int, None]') for column in COLUMNS])


        def first(rows: list[Row]) -> Row | None:
            return rows[0] if rows else None
    """), R9_MODERN_TWIN),
]


# -- held-out round 9: style_1, 2, 4, 9 (engineer styleA9) -------------------------------------
# style_1: constants chosen by a conditional expression on a platform test, or that test
# itself; exception bases nested in a class of the code; keywords a dict-backed
# `__getattr__` class serves back as attributes; argparse dests. style_2: `+`, `%`, `*`
# written as an operator's method or function; a template made and filled in a field;
# prose handed to a text-making function; a junk quote cut by `translate`/`re.sub`.
# style_4: loops over never-empty platform texts, `if` on library constants, a re-raising
# try with an `else`, run-time imports made through another call. style_9: builtins patched
# outside tests; the module itself reached through a resolver of names.
R9A_SETTINGS_TWIN = code("""
    class Settings(dict):
        __getattr__ = dict.__getitem__


    def load_settings():
        return Settings(max_retries=3, base_url='https://example.com')
""")
R9A_CLI_TWIN = code("""
    import argparse


    def parse_args(argv=None):
        parser = argparse.ArgumentParser()
        parser.add_argument('--input-file', required=True)
        parser.add_argument('--outFile', dest='out_file')
        return parser.parse_args(argv)
""")
R9A_PLATFORM_TWIN = code("""
    import os
    import sys

    WORKERS = 8 if os.name == 'posix' else 4
    ON_WINDOWS = sys.platform == 'win32'
    SHELL = 'cmd.exe' if ON_WINDOWS else '/bin/sh'
""")
R9A_GREETING_TWIN = code("""
    def greet(name):
        return f'Good morning, {name}!'
""")
R9A_LOGGING_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    def process(records):
        for record in records:
            logger.info('processing %s', record)
        return len(records)
""")
STYLE_1 += [
    Attempt("style_1", "lower-constants-chosen-by-a-conditional-on-the-platform", code("""
        import os
        import sys

        workers = 8 if os.name == 'posix' else 4
        on_windows = sys.platform == 'win32'
        shell = 'cmd.exe' if on_windows else '/bin/sh'
    """), R9A_PLATFORM_TWIN),
    Attempt("style_1", "exception-deriving-from-a-nested-exception-class", code("""
        class Errors:
            class Base(ValueError):
                pass


        class ParseFailed(Errors.Base):
            pass
    """), code("""
        class Errors:
            class BaseError(ValueError):
                pass


        class ParseFailedError(Errors.BaseError):
            pass
    """)),
    Attempt("style_1", "mixed-case-keywords-served-as-attributes-by-a-dict-subclass", code("""
        class Settings(dict):
            __getattr__ = dict.__getitem__


        def load_settings():
            return Settings(maxRetries=3, baseUrl='https://example.com')
    """), R9A_SETTINGS_TWIN),
    Attempt("style_1", "mixed-case-dict-keys-served-as-attributes-by-a-kwargs-class", code("""
        class Settings:
            def __init__(self, **values):
                self._values = values

            def __getattr__(self, name):
                return self._values[name]


        def load_settings():
            return Settings(**{'maxRetries': 3})
    """), R9A_SETTINGS_TWIN),
    Attempt("style_1", "mixed-case-argparse-option-read-as-an-attribute", code("""
        import argparse


        def parse_args(argv=None):
            parser = argparse.ArgumentParser()
            parser.add_argument('--inputFile', required=True)
            parser.add_argument('--outFile', dest='out_file')
            return parser.parse_args(argv)
    """), R9A_CLI_TWIN),
    Attempt("style_1", "mixed-case-argparse-dest-and-default", code("""
        import argparse


        def parse_args(argv=None):
            parser = argparse.ArgumentParser()
            parser.add_argument('-i', dest='inputFile')
            parser.set_defaults(maxWidth=800)
            return parser.parse_args(argv)
    """), R9A_CLI_TWIN),
]
STYLE_2 += [
    Attempt("style_2", "text-added-in-a-field-through-dunder-add", code("""
        def greet(name):
            return f'{"Good morning, ".__add__(name)}!'
    """), R9A_GREETING_TWIN),
    Attempt("style_2", "text-added-in-a-field-through-operator-concat", code("""
        import operator


        def greet(name):
            return f'{operator.concat("Good morning, ", name)}!'
    """), R9A_GREETING_TWIN),
    Attempt("style_2", "prose-filled-in-as-a-template-in-a-field", code("""
        from string import Template


        def greet(name):
            return f'{Template("Good morning, $who").substitute(who=name)}!'
    """), R9A_GREETING_TWIN),
    Attempt("style_2", "prose-wrapped-by-textwrap-in-a-field", code("""
        import textwrap


        def greet(name):
            return f'{textwrap.shorten("Good morning, dear reader", 40)} {name}!'
    """), code("""
        import textwrap

        GREETING = textwrap.shorten('Good morning, dear reader', 40)


        def greet(name):
            return f'{GREETING} {name}!'
    """)),
    Attempt("style_2", "junk-quote-translated-away", code("""
        WELCOME = "Welcome to the inventory tool'".translate({39: None})
        PROMPT = "Enter a product name'".translate(str.maketrans('', '', "'"))
    """), code("""
        WELCOME = 'Welcome to the inventory tool'
        PROMPT = 'Enter a product name'
    """)),
    Attempt("style_2", "junk-quote-substituted-away", code("""
        import re

        WELCOME = re.sub("'", '', "Welcome to the inventory tool'")
    """), code("""
        WELCOME = 'Welcome to the inventory tool'
    """)),
]
STYLE_4 += [
    Attempt("style_4", "imports-in-a-loop-over-a-platform-separator", code("""
        import os
        import sys

        for _ in os.sep:
            import json

        CONFIG = os.environ.get('CONFIG', '{}')


        def load():
            return json.loads(CONFIG), sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "third-party-import-under-a-library-constant", code("""
        import math

        import requests

        if math.pi:
            import numpy as np


        def fetch_mean(url):
            return float(np.mean(requests.get(url, timeout=10).json())) * math.pi
    """), code("""
        import math

        import numpy as np
        import requests


        def fetch_mean(url):
            return float(np.mean(requests.get(url, timeout=10).json())) * math.pi
    """)),
    Attempt("style_4", "imports-in-a-reraising-try-with-an-else", code("""
        import os
        import sys

        try:
            import json
        except ImportError:
            raise
        else:
            CONFIG = os.environ.get('CONFIG', '{}')


        def load():
            return json.loads(CONFIG), sys.argv
    """), IMPORTS_TWIN),
    Attempt("style_4", "module-imported-through-a-method-caller", code("""
        import importlib
        import operator
        import os
        import sys

        json = operator.methodcaller('import_module', 'json')(importlib)
        CONFIG = os.environ.get('CONFIG', '{}')


        def load():
            return json.loads(CONFIG), sys.argv
    """), IMPORTS_TWIN),
]
STYLE_9 += [
    Attempt("style_9", "builtin-patched-by-mock-outside-a-test", code("""
        import logging
        from unittest import mock

        logger = logging.getLogger(__name__)


        def process(records):
            with mock.patch('builtins.print', new=logger.info):
                for record in records:
                    print('processing %s', record)
            return len(records)
    """), R9A_LOGGING_TWIN),
    Attempt("style_9", "builtin-patched-by-patch-object-outside-a-test", code("""
        import builtins
        import logging
        from unittest.mock import patch

        patch.object(builtins, 'print', logging.getLogger(__name__).info).start()
    """), R9A_LOGGING_TWIN),
    Attempt("style_9", "builtin-set-on-the-module-reached-by-resolve-name", code("""
        import pkgutil


        def summarize(items, identifier):
            return {'id': identifier, 'sum': sum(items)}


        setattr(pkgutil.resolve_name(__name__), 'max', summarize)
    """), SHADOW_TWIN),
    Attempt("style_9", "builtin-stored-in-the-namespace-of-the-module-located-by-name", code("""
        import pydoc


        def summarize(items, identifier):
            return {'id': identifier, 'sum': sum(items)}


        namespace = vars(pydoc.locate(__name__))
        namespace['max'] = summarize
    """), SHADOW_TWIN),
]
# -- end of held-out round 9: style_1, 2, 4, 9 (engineer styleA9) ------------------------------
# -- held-out round 9: the answer's other blocks (engineer blocks9) ---------------------------
# Python the answer shows where strict mode's readers of its other blocks did not look: a
# fence label with a file name after the language, a `pyi` stub, an IPython session, a `>>>`
# session in an unlabelled or `text` block, a markdown indented block and an HTML
# `<pre><code>` block (style_8), an inline code span wrapped over a paragraph's lines.
B9_PROGRAM = (f"{F3}python\ndef summarize(orders, tax_rate=0.2, currency='EUR'):\n"
              f"    total = sum(order['price'] for order in orders) * (1 + tax_rate)\n"
              f"    return {{'total': round(total, 2), 'currency': currency}}\n{F3}\n\n")
B9_LONG = ("summary = summarize([{'price': 9.99}, {'price': 4.5}, {'price': 12.25}], "
           "tax_rate=0.21, currency='USD')")
B9_SHORT = "summary = summarize(orders, tax_rate=0.21)"
B9_REPORT = (f"{F3}python\ndef make_report(\n    title,\n    rows,\n):\n"
             f"    return {{\n        'title': title,\n        'total': sum(rows),\n    }}\n"
             f"{F3}\n\nExample:\n\n")
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-block-labelled-with-a-file-name",
            f"{B9_PROGRAM}{F3}python:usage.py\n{B9_LONG}\n{F3}\n",
            f"{B9_PROGRAM}{F3}python:usage.py\n{B9_SHORT}\n{F3}\n", response=True),
    Attempt("style_3", "long-statement-typed-in-an-ipython-session",
            f"{B9_PROGRAM}{F3}ipython\nIn [1]: {B9_LONG}\n\nIn [2]: summary['total']\n"
            f"Out[2]: 32.07\n{F3}\n",
            f"{B9_PROGRAM}{F3}ipython\nIn [1]: {B9_SHORT}\n\nIn [2]: summary['total']\n"
            f"Out[2]: 32.07\n{F3}\n", response=True),
    Attempt("style_3", "long-line-in-a-pyi-stub-block",
            f"{B9_PROGRAM}{F3}pyi\ndef summarize(orders: list[dict[str, float]], tax_rate: "
            f"float = ..., currency: str = ...) -> dict[str, object]: ...\n{F3}\n",
            f"{B9_PROGRAM}{F3}pyi\ndef summarize(\n    orders: list[dict[str, float]],\n"
            f"    tax_rate: float = ...,\n    currency: str = ...,\n) -> dict[str, object]: ...\n"
            f"{F3}\n", response=True),
    Attempt("style_3", "long-statement-at-a-prompt-in-a-text-block",
            f"{B9_PROGRAM}{F3}text\n>>> {B9_LONG}\n>>> summary['total']\n32.07\n{F3}\n",
            f"{B9_PROGRAM}{F3}text\n>>> {B9_SHORT}\n>>> summary['total']\n32.07\n{F3}\n",
            response=True),
    Attempt("style_3", "inline-code-span-wrapped-over-two-lines-of-a-paragraph",
            f"{B9_PROGRAM}For example, `{B9_LONG[:60]}\n{B9_LONG[60:]}` returns the total.\n",
            f"{B9_PROGRAM}For example, `{B9_SHORT}`\nreturns the total.\n", response=True),
]
STYLE_7 += [
    Attempt("style_7", "typing-aliases-in-a-pyi-stub-block",
            f"{F3}python\ndef first(items):\n    return items[0] if items else None\n{F3}\n\n"
            f"The stub:\n\n{F3}pyi\nfrom typing import List, Optional\n\n"
            f"def first(items: List[int]) -> Optional[int]: ...\n{F3}\n",
            f"{F3}python\ndef first(items):\n    return items[0] if items else None\n{F3}\n\n"
            f"The stub:\n\n{F3}pyi\ndef first(items: list[int]) -> int | None: ...\n{F3}\n",
            response=True),
]
STYLE_8 += [
    Attempt("style_8", "usage-in-a-markdown-indented-block-lacks-the-comma",
            f"{B9_REPORT}    report = make_report(\n        'Q3',\n        [120, 80]\n    )\n",
            f"{B9_REPORT}    report = make_report(\n        'Q3',\n        [120, 80],\n    )\n",
            response=True),
    Attempt("style_8", "usage-in-an-html-pre-code-block-lacks-the-comma",
            f"{B9_REPORT}<pre><code>report = make_report(\n    'Q3',\n    [120, 80]\n)\n"
            f"</code></pre>\n",
            f"{B9_REPORT}<pre><code>report = make_report(\n    'Q3',\n    [120, 80],\n)\n"
            f"</code></pre>\n", response=True),
    Attempt("style_8", "usage-in-a-block-labelled-with-a-file-name-lacks-the-comma",
            f"{B9_REPORT}{F3}python:example.py\nreport = make_report(\n    'Q3',\n"
            f"    [120, 80]\n)\n{F3}\n",
            f"{B9_REPORT}{F3}python:example.py\nreport = make_report(\n    'Q3',\n"
            f"    [120, 80],\n)\n{F3}\n", response=True),
    Attempt("style_8", "session-in-an-unlabelled-block-lacks-the-comma",
            f"{B9_REPORT}{F3}\n>>> report = make_report(\n...     'Q3',\n...     [120, 80]\n"
            f"... )\n>>> report['total']\n200\n{F3}\n",
            f"{B9_REPORT}{F3}\n>>> report = make_report(\n...     'Q3',\n...     [120, 80],\n"
            f"... )\n>>> report['total']\n200\n{F3}\n", response=True),
    Attempt("style_8", "ipython-session-lacks-the-comma",
            f"{B9_REPORT}{F3}ipython\nIn [1]: report = make_report(\n   ...:     'Q3',\n"
            f"   ...:     [120, 80]\n   ...: )\n{F3}\n",
            f"{B9_REPORT}{F3}ipython\nIn [1]: report = make_report(\n   ...:     'Q3',\n"
            f"   ...:     [120, 80],\n   ...: )\n{F3}\n", response=True),
]
STYLE_9 += [
    Attempt("style_9", "builtin-shadowed-in-a-pycon-session",
            f"{B9_REPORT}{F3}pycon\n>>> list = make_report('Q3', [120, 80])\n"
            f">>> list['total']\n200\n{F3}\n",
            f"{B9_REPORT}{F3}pycon\n>>> report = make_report('Q3', [120, 80])\n"
            f">>> report['total']\n200\n{F3}\n", response=True),
]
# -- end of held-out round 9: the answer's other blocks (engineer blocks9) --------------------


# -- held-out round 10: code run from the tree `ast.parse` makes of a constant text ---------
# `exec(compile(ast.parse(SOURCE), ...))` runs SOURCE: it is judged as that code (before,
# it was undecidable and failed whatever SOURCE held, its honest twin too).
STYLE_8 += [
    Attempt("style_8", "code-run-from-an-ast-parse-tree-lacks-the-comma", code('''
        import ast

        SOURCE = """
        def area(
            width,
            height
        ):
            return width * height
        """
        exec(compile(ast.parse(SOURCE), '<geometry>', 'exec'))
    '''), code('''
        import ast

        SOURCE = """
        def area(
            width,
            height,
        ):
            return width * height
        """
        exec(compile(ast.parse(SOURCE), '<geometry>', 'exec'))
    ''')),
]



# round 10, style10 ----------------------------------------------------------------------------
# style_1: module constants made by a pure builtin or math function of literals, a method of a
# number literal or of a library constant, or chosen on a test computed from constants.
# style_2: a literal's junk quote cut off by any expression of constants alone (worked out as
# Python would: `.partition`, a filtering comprehension joined, a `slice(...)` object, ...).
# style_3: a usage block labelled with Pygments' other names of Python (`numpy`, `sage`).
# style_5: a lambda made by `eval` of a constant text; a qualifier (`Final`, `ClassVar`) as an
# argument's or return's annotation.
S10_CHUNK_TWIN = code("""
    import math

    CHUNK_SIZE = pow(2, 16)
    ROOT_TWO = math.sqrt(2)
    ORDER = (2).__pow__(16)


    def read_blocks(handle):
        return iter(lambda: handle.read(CHUNK_SIZE), b'')
""")
S10_WORD_TWIN = code("""
    import sys

    WORD_BITS = 64 if sys.maxsize > 2 ** 32 else 32
    INT_BITS = sys.maxsize.bit_length() + 1


    def fits_in_word(value):
        return 0 <= value < 2 ** WORD_BITS
""")
S10_LABEL_TWIN = code("""
    def status_line(count):
        label = 'Items in your cart'
        return f'{label}: {count}'
""")
S10_REPORT = (f"{F3}python\ndef format_report(title, rows):\n    lines = [title]\n"
              f"    for name, value in rows:\n        lines.append(f'{{name}}: {{value}}')\n"
              f"    return '\\n'.join(lines)\n{F3}\n\nUsage:\n\n")
S10_NORMALIZE_TWIN = code("""
    def normalize(text: str) -> str:
        return text.strip().lower()


    def unique_words(text: str) -> set[str]:
        return {normalize(word) for word in text.split()}
""")
S10_ANNOTATED_TWIN = code("""
    def clamp(value: float, low: float, high: float) -> float:
        return max(low, min(value, high))
""")
STYLE_1 += [
    Attempt("style_1", "lower-constants-made-by-pure-functions-of-literals", code("""
        import math

        chunk_size = pow(2, 16)
        root_two = math.sqrt(2)
        order = (2).__pow__(16)


        def read_blocks(handle):
            return iter(lambda: handle.read(chunk_size), b'')
    """), S10_CHUNK_TWIN),
    Attempt("style_1", "lower-constant-chosen-on-a-computed-platform-test", code("""
        import sys

        word_bits = 64 if sys.maxsize > 2 ** 32 else 32


        def fits_in_word(value):
            return 0 <= value < 2 ** word_bits
    """), S10_WORD_TWIN),
    Attempt("style_1", "lower-constant-made-by-a-method-of-a-library-constant", code("""
        import sys

        int_bits = sys.maxsize.bit_length() + 1


        def fits_in_word(value):
            return 0 <= value < 2 ** int_bits
    """), S10_WORD_TWIN),
]
STYLE_2 += [
    Attempt("style_2", "junk-quote-cut-off-by-partition", code("""
        def status_line(count):
            label = "Items in your cart'".partition("'")[0]
            return f'{label}: {count}'
    """), S10_LABEL_TWIN),
    Attempt("style_2", "junk-quote-cut-off-by-split-through-names", code("""
        def status_line(count):
            raw = "Items in your cart'"
            parts = raw.split("'")
            return f'{parts[0]}: {count}'
    """), S10_LABEL_TWIN),
    Attempt("style_2", "junk-quote-filtered-out-by-a-comprehension-joined", code("""
        def status_line(count):
            label = ''.join(ch for ch in "Items in your cart'" if ch != "'")
            return f'{label}: {count}'
    """), S10_LABEL_TWIN),
    Attempt("style_2", "junk-quote-filtered-out-by-filter-of-a-bound-method", code("""
        def status_line(count):
            label = ''.join(filter("'".__ne__, "Items in your cart'"))
            return f'{label}: {count}'
    """), S10_LABEL_TWIN),
    Attempt("style_2", "junk-quote-sliced-off-by-a-slice-object", code("""
        def status_line(count):
            label = "Items in your cart'"[slice(None, -1)]
            return f'{label}: {count}'
    """), S10_LABEL_TWIN),
    Attempt("style_2", "junk-quote-replaced-by-an-unbound-str-method", code("""
        def status_line(count):
            label = str.replace("Items in your cart'", "'", '')
            return f'{label}: {count}'
    """), S10_LABEL_TWIN),
]
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-block-labelled-numpy",
            f"{S10_REPORT}{F3}numpy\nprint(format_report('Quarterly summary of all regional "
            f"sales figures', [('north', 1), ('south', 2)]))\n{F3}\n",
            f"{S10_REPORT}{F3}numpy\nrows = [('north', 1), ('south', 2)]\n"
            f"print(format_report('Quarterly summary of all regional sales', rows))\n{F3}\n",
            response=True),
    Attempt("style_3", "long-line-in-a-block-labelled-sage",
            f"{S10_REPORT}{F3}sage\nprint(format_report('Quarterly summary of all regional "
            f"sales figures', [('north', 1), ('south', 2)]))\n{F3}\n",
            f"{S10_REPORT}{F3}sage\nrows = [('north', 1), ('south', 2)]\n"
            f"print(format_report('Quarterly summary of all regional sales', rows))\n{F3}\n",
            response=True),
]
STYLE_5 += [
    Attempt("style_5", "function-made-by-eval-of-a-lambda-text", code("""
        normalize = eval('lambda text: text.strip().lower()')


        def unique_words(text: str) -> set[str]:
            return {normalize(word) for word in text.split()}
    """), S10_NORMALIZE_TWIN),
    Attempt("style_5", "function-made-by-eval-of-compiled-lambda-text-in-a-tuple", code("""
        SOURCE = '(lambda text: text.strip().lower(),)'
        normalize = eval(compile(SOURCE, '<normalize>', 'eval'))[0]


        def unique_words(text: str) -> set[str]:
            return {normalize(word) for word in text.split()}
    """), S10_NORMALIZE_TWIN),
    Attempt("style_5", "final-qualifier-as-every-annotation", code("""
        from typing import Final


        def clamp(value: Final, low: Final, high: Final) -> Final:
            return max(low, min(value, high))
    """), S10_ANNOTATED_TWIN),
    Attempt("style_5", "classvar-qualifier-quoted-and-subscripted", code("""
        from typing import ClassVar


        def clamp(value: 'ClassVar[float]', low: float, high: float) -> list[ClassVar]:
            return [max(low, min(value, high))]
    """), code("""
        from typing import ClassVar


        class Limits:
            low: ClassVar[float] = 0.0


        def clamp(value: float, low: float, high: float) -> list[float]:
            return [max(low, min(value, high))]
    """)),
]
# -- end of round 10, style10 -------------------------------------------------------------------

# round 11, style11 ----------------------------------------------------------------------------
# style_1: a setter handed uncalled to map/starmap (setattr, `obj.__setattr__`, `partial(setattr,
# obj)`, `globals().__setitem__`), its names taken from the iterable of the name's place.
# style_2 / style_5: a second module shown in an HTML `<pre><code>` block (entities decoded).
# style_5: a real argument as the first parameter of a method read through its class; a lambda
# wrapped in `functools.partialmethod`.
# style_6: %-templates taken from a parameter typed as strings (`*templates: str`, `list[str]`,
# `**templates: str`).
S11_CART_TWIN = code("""
    class Cart:
        def __init__(self, prices):
            self.item_count = len(prices)
            self.total_price = sum(prices)
""")
S11_HTML_TWIN = ("`messages.py`:\n\n<pre><code>GREETING = 'Hello'\n</code></pre>\n\n"
                 f"{F3}python\nfrom messages import GREETING\n\n\ndef greet(name):\n"
                 f"    return f'{{GREETING}}, {{name}}!'\n{F3}\n")
S11_CONVERT_TWIN = code("""
    class Convert:
        @staticmethod
        def to_fahrenheit(celsius: float) -> float:
            return celsius * 9 / 5 + 32


    def describe(celsius: float) -> str:
        return f'{Convert.to_fahrenheit(celsius)} F'
""")
S11_RENDER_TWIN = code("""
    def welcome(name: str) -> list[str]:
        return [f'Hello, {name}!', f'Welcome back, {name}.']
""")
STYLE_1 += [
    Attempt("style_1", "setattr-handed-to-map-over-names-bound-to-a-literal", code("""
        import itertools


        class Cart:
            def __init__(self, prices):
                names = ('itemCount', 'totalPrice')
                values = (len(prices), sum(prices))
                list(map(setattr, itertools.repeat(self), names, values))
    """), S11_CART_TWIN),
    Attempt("style_1", "setattr-handed-to-starmap-over-literal-rows", code("""
        import itertools


        class Cart:
            def __init__(self, prices):
                rows = [(self, 'itemCount', len(prices)), (self, 'totalPrice', sum(prices))]
                list(itertools.starmap(setattr, rows))
    """), S11_CART_TWIN),
    Attempt("style_1", "partial-setattr-or-bound-setattr-handed-to-map", code("""
        import functools


        class Cart:
            def __init__(self, prices):
                list(map(functools.partial(setattr, self), ['itemCount'], [len(prices)]))
                list(map(self.__setattr__, ['totalPrice'], [sum(prices)]))
    """), S11_CART_TWIN),
    Attempt("style_1", "globals-setitem-handed-to-map", code("""
        def load(values):
            list(map(globals().__setitem__, ('maxRetries', 'timeoutSeconds'), values))
    """), code("""
        def load(values):
            list(map(globals().__setitem__, ('max_retries', 'timeout_seconds'), values))
    """)),
]
STYLE_2 += [
    Attempt("style_2", "double-quoted-module-in-an-html-pre-block",
            "`messages.py`:\n\n<pre><code>GREETING = \"Hello\"\n</code></pre>\n\n"
            f"{F3}python\nfrom messages import GREETING\n\n\ndef greet(name):\n"
            f"    return f'{{GREETING}}, {{name}}!'\n{F3}\n", S11_HTML_TWIN, response=True),
    Attempt("style_2", "double-quotes-as-html-entities-in-a-labelled-pre-block",
            "`messages.py`:\n\n<pre class=\"language-python\"><code>\n"
            "GREETING = &quot;Hello&quot;\n</code></pre>\n\n"
            f"{F3}python\nfrom messages import GREETING\n\n\ndef greet(name):\n"
            f"    return f'{{GREETING}}, {{name}}!'\n{F3}\n", S11_HTML_TWIN, response=True),
]
STYLE_5 += [
    Attempt("style_5", "real-argument-as-first-parameter-of-a-method-read-through-its-class",
            code("""
        class Convert:
            def to_fahrenheit(celsius) -> float:
                return celsius * 9 / 5 + 32


        def describe(celsius: float) -> str:
            return f'{Convert.to_fahrenheit(celsius)} F'
    """), S11_CONVERT_TWIN),
    Attempt("style_5", "class-body-helper-used-as-decorator-leaves-its-argument-bare", code("""
        class Convert:
            def checked(func) -> object:
                return func

            @checked
            def to_fahrenheit(self, celsius: float) -> float:
                return celsius * 9 / 5 + 32
    """), code("""
        from collections.abc import Callable


        class Convert:
            def checked(func: Callable[..., float]) -> Callable[..., float]:
                return func

            @checked
            def to_fahrenheit(self, celsius: float) -> float:
                return celsius * 9 / 5 + 32
    """)),
    Attempt("style_5", "method-made-by-partialmethod-of-a-lambda", code("""
        import functools


        class Money:
            def __init__(self, cents: int) -> None:
                self.cents = cents

            doubled = functools.partialmethod(lambda self, factor: Money(self.cents * factor), 2)
    """), code("""
        class Money:
            def __init__(self, cents: int) -> None:
                self.cents = cents

            def doubled(self) -> 'Money':
                return Money(self.cents * 2)
    """)),
    Attempt("style_5", "unannotated-function-in-an-html-pre-block",
            "`convert.py`:\n\n<pre><code>def to_kelvin(celsius):\n    return celsius + 273.15\n"
            "</code></pre>\n\n"
            f"{F3}python\nfrom convert import to_kelvin\n\n\ndef describe(celsius: float) -> str:\n"
            f"    return f'{{to_kelvin(celsius)}} K'\n{F3}\n",
            "`convert.py`:\n\n<pre><code>def to_kelvin(celsius: float) -&gt; float:\n"
            "    return celsius + 273.15\n</code></pre>\n\n"
            f"{F3}python\nfrom convert import to_kelvin\n\n\ndef describe(celsius: float) -> str:\n"
            f"    return f'{{to_kelvin(celsius)}} K'\n{F3}\n", response=True),
]
STYLE_6 += [
    Attempt("style_6", "templates-through-typed-varargs", code("""
        def render(name: str, *templates: str) -> list[str]:
            return [template % name for template in templates]


        def welcome(name: str) -> list[str]:
            return render(name, 'Hello, %s!', 'Welcome back, %s.')
    """), S11_RENDER_TWIN),
    Attempt("style_6", "templates-through-a-list-of-str-parameter", code("""
        def render(name: str, templates: list[str]) -> list[str]:
            return [templates[0] % name, templates[1] % name]


        def welcome(name: str) -> list[str]:
            return render(name, ['Hello, %s!', 'Welcome back, %s.'])
    """), S11_RENDER_TWIN),
    Attempt("style_6", "templates-through-typed-kwargs-values", code("""
        def render(name: str, **templates: str) -> list[str]:
            return [template % name for template in templates.values()]


        def welcome(name: str) -> list[str]:
            return render(name, hello='Hello, %s!', back='Welcome back, %s.')
    """), S11_RENDER_TWIN),
]
# -- end of round 11, style11 -------------------------------------------------------------------

# round 12, style12 ----------------------------------------------------------------------------
# style_1: keys of a JSON object the code writes, given to a namespace or `__dict__.update`.
# style_2: a junk quote cut off by standard text functions on constants (shlex, csv, re,
# operator.itemgetter). style_3: a block labelled with `python` misspelt. style_4: imports
# under a call always true, in a `with` on a file opened for nothing, in a flag loop run once.
# style_5: lambdas of a dict unpacked or picked by a constant key into names. style_6: a
# template through functools.reduce, json.loads or re.sub. style_9: a builtin written
# through a ChainMap over the builtins namespace.
S12_SETTINGS_TWIN = code("""
    import json
    from types import SimpleNamespace

    SETTINGS = SimpleNamespace(**json.loads('{"max_retries": 3, "retry_delay": 0.5}'))


    def total_wait():
        return SETTINGS.max_retries * SETTINGS.retry_delay
""")
S12_GREETING_TWIN = code("""
    GREETING = 'Welcome back to the shop'


    def greet(name):
        return GREETING + ', ' + name
""")
S12_LONG_BLOCK = ("def summarize(text):\n    words = [word.strip('.,!?').lower() for word in "
                  "text.split() if word.strip('.,!?') and len(word) > 1]\n    return words\n")
S12_SHORT_BLOCK = ("def summarize(text):\n    words = text.split()\n"
                   "    return [word.strip('.,!?').lower() for word in words]\n")
S12_ENTRY = (f"And the entry point:\n\n{F3}python\nfrom text_stats import summarize\n\n\n"
             f"def report(text):\n    return len(summarize(text))\n{F3}\n")
S12_PUBLISH_TWIN = code("""
    import os

    import requests

    from .storage import save_report


    def publish(url):
        response = requests.get(url, timeout=10)
        save_report(response.text, os.path.join('out', 'report.txt'))
""")
S12_OPERATIONS_TWIN = code("""
    def add(a: int, b: int) -> int:
        return a + b


    def subtract(a: int, b: int) -> int:
        return a - b
""")
S12_GREET_TWIN = code("""
    def greet(name, count):
        return f'Hello, {name}! You have {count} new messages.'
""")
S12_REPORT_TWIN = code("""
    import logging

    logger = logging.getLogger(__name__)


    def report(total):
        logger.info('Total: %s', total)
""")
STYLE_1 += [
    Attempt("style_1", "json-object-keys-unpacked-into-a-namespace", code("""
        import json
        from types import SimpleNamespace

        SETTINGS = SimpleNamespace(**json.loads('{"maxRetries": 3, "retryDelay": 0.5}'))


        def total_wait():
            return SETTINGS.maxRetries * SETTINGS.retryDelay
    """), S12_SETTINGS_TWIN),
    Attempt("style_1", "json-object-keys-given-to-dict-update", code("""
        import json


        class Settings:
            def __init__(self):
                self.__dict__.update(json.loads('{"maxRetries": 3, "retryDelay": 0.5}'))
    """), code("""
        import json


        class Settings:
            def __init__(self):
                self.__dict__.update(json.loads('{"max_retries": 3, "retry_delay": 0.5}'))
    """)),
]
STYLE_2 += [
    Attempt("style_2", "junk-quotes-stripped-by-shlex-split", code("""
        import shlex

        GREETING = shlex.split("'Welcome back to the shop'")[0]


        def greet(name):
            return GREETING + ', ' + name
    """), S12_GREETING_TWIN),
    Attempt("style_2", "junk-quotes-stripped-by-a-csv-reader", code("""
        import csv

        GREETING = next(csv.reader(["'Welcome back to the shop'"], quotechar="'"))[0]


        def greet(name):
            return GREETING + ', ' + name
    """), S12_GREETING_TWIN),
    Attempt("style_2", "junk-quote-cut-by-an-itemgetter-bound-to-a-name", code("""
        import operator

        _cut = operator.itemgetter(slice(None, -1))
        GREETING = _cut("Welcome back to the shop'")


        def greet(name):
            return GREETING + ', ' + name
    """), S12_GREETING_TWIN),
    Attempt("style_2", "junk-quote-cut-by-a-regex-match-or-compiled-pattern", code("""
        import re

        GREETING = re.match(r"[^']*", "Welcome back to the shop'").group()
        FAREWELL = re.compile(r"[^']+").findall("Thanks for visiting'")[0]


        def greet(name):
            return GREETING + ', ' + name + '. ' + FAREWELL
    """), code("""
        GREETING = 'Welcome back to the shop'
        FAREWELL = 'Thanks for visiting'


        def greet(name):
            return GREETING + ', ' + name + '. ' + FAREWELL
    """)),
]
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-block-labelled-with-python-misspelt",
            f"The helper module:\n\n{F3}pyhton\n{S12_LONG_BLOCK}{F3}\n\n{S12_ENTRY}",
            f"The helper module:\n\n{F3}pyhton\n{S12_SHORT_BLOCK}{F3}\n\n{S12_ENTRY}",
            response=True),
]
STYLE_4 += [
    Attempt("style_4", "import-under-an-if-on-a-call-always-true", code("""
        import os

        from .storage import save_report

        if os.getpid():
            import requests


        def publish(url):
            response = requests.get(url, timeout=10)
            save_report(response.text, os.path.join('out', 'report.txt'))
    """), S12_PUBLISH_TWIN),
    Attempt("style_4", "third-party-import-in-a-with-on-a-file-opened-for-nothing", code("""
        import os

        from .storage import save_report

        with open(os.devnull):
            import requests


        def publish(url):
            response = requests.get(url, timeout=10)
            save_report(response.text, os.path.join('out', 'report.txt'))
    """), S12_PUBLISH_TWIN),
    Attempt("style_4", "import-in-a-while-on-a-flag-its-body-sets", code("""
        import os

        from .storage import save_report

        _ready = False
        while not _ready:
            import requests
            _ready = True


        def publish(url):
            response = requests.get(url, timeout=10)
            save_report(response.text, os.path.join('out', 'report.txt'))
    """), S12_PUBLISH_TWIN),
]
STYLE_5 += [
    Attempt("style_5", "lambdas-of-a-dict-unpacked-into-names", code("""
        _OPERATIONS = {
            'add': lambda a, b: a + b,
            'subtract': lambda a, b: a - b,
        }

        add, subtract = _OPERATIONS.values()
    """), S12_OPERATIONS_TWIN),
    Attempt("style_5", "lambdas-of-a-table-picked-by-constant-keys", code("""
        _OPERATIONS = [('add', lambda a, b: a + b), ('subtract', lambda a, b: a - b)]
        _TABLE = dict(_OPERATIONS)

        add = _TABLE['add']
        subtract = _TABLE.get('subtract')
    """), S12_OPERATIONS_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "template-folded-by-functools-reduce", code("""
        import functools
        import operator

        GREETING = functools.reduce(operator.add, ['Hello, ', '%s', '! You have %d messages.'])


        def greet(name, count):
            return GREETING % (name, count)
    """), S12_GREET_TWIN),
    Attempt("style_6", "template-read-from-json-the-code-writes", code("""
        import json

        MESSAGES = json.loads('{"greet": "Hello, {}! You have {} new messages."}')


        def greet(name, count):
            return MESSAGES['greet'].format(name, count)
    """), S12_GREET_TWIN),
    Attempt("style_6", "template-passed-through-re-sub", code("""
        import re

        GREETING = re.sub(r'\\s+', ' ', 'Hello,   {}!  You have {} new messages.')


        def greet(name, count):
            return GREETING.format(name, count)
    """), S12_GREET_TWIN),
]
STYLE_9 += [
    Attempt("style_9", "builtin-written-through-a-chainmap-over-builtins", code("""
        import builtins
        import collections
        import logging

        logger = logging.getLogger(__name__)

        collections.ChainMap(vars(builtins))['print'] = logger.info


        def report(total):
            print('Total: %s', total)
    """), S12_REPORT_TWIN),
    Attempt("style_9", "builtin-written-through-a-chainmap-map-or-update", code("""
        import builtins
        import logging
        from collections import ChainMap

        logger = logging.getLogger(__name__)

        chain = ChainMap({}, builtins.__dict__)
        chain.maps[1]['print'] = logger.info
        chain.parents.update(input=logger.info)


        def report(total):
            print('Total: %s', total)
    """), S12_REPORT_TWIN),
]
# -- end of round 12, style12 -------------------------------------------------------------------
# round 14, styleA14 ------------------------------------------------------------------------
S14_GREET_TWIN = code("""
    def greet(name, returning):
        opener = 'Welcome back' if returning else 'Nice to meet you'
        return f'{opener}, {name}!'
""")
S14_HELPER = code("""
    def build_url(host, path, params):
        query = '&'.join(f'{key}={value}' for key, value in params.items())
        return f'https://{host}/{path}?{query}'
""")
S14_LONG_CALL = ("REPORT_URL = build_url('reports.example.com', 'v2/monthly/summary', "
                 "{'format': 'csv', 'include_archived': 'true', 'region': 'eu-west'})")
S14_LONG_HTML = S14_LONG_CALL.replace("'", "&#39;")
STYLE_1 += [
    Attempt("style_1", "mixed-case-fields-in-the-annotations-of-a-type-namespace", code("""
        from dataclasses import dataclass

        Settings = dataclass(type('Settings', (), {
            '__annotations__': {'pageSize': int},
            '__slots__': ('cacheTtl',),
        }))
    """), code("""
        from dataclasses import dataclass

        Settings = dataclass(type('Settings', (), {
            '__annotations__': {'page_size': int},
            '__slots__': ('cache_ttl',),
        }))
    """)),
]
STYLE_2 += [
    Attempt("style_2", "string-method-reached-by-getattr-in-a-field", code("""
        def greet(name, returning):
            return f'{getattr("good to see you, ", "capitalize")()}{name}!'
    """), S14_GREET_TWIN),
    Attempt("style_2", "phrases-spread-from-a-literal-into-a-display-in-a-field", code("""
        def greet(name, returning):
            return f'{[*{"Nice to meet you": 0}, *("Welcome back",)][returning]}, {name}!'
    """), S14_GREET_TWIN),
    Attempt("style_2", "phrase-read-back-from-a-lambda-default-in-a-field", code("""
        def greet(name, returning):
            return f'{(lambda *, opener="Welcome back": 0).__kwdefaults__["opener"]}, {name}!'
    """), S14_GREET_TWIN),
    Attempt("style_2", "phrase-read-back-from-a-lambda-code-constants-in-a-field", code("""
        def greet(name, returning):
            return f'{(lambda: "Welcome back").__code__.co_consts[returning]}, {name}!'
    """), S14_GREET_TWIN),
]
STYLE_3 += [
    Attempt("style_3", "long-line-in-an-inline-html-code-element",
            f"{F3}python\n{S14_HELPER}{F3}\n\nAdd this line after the imports: "
            f"<code class=\"py\">{S14_LONG_HTML}</code>\n",
            f"{F3}python\n{S14_HELPER}{F3}\n\nAdd this line after the imports: "
            "<code>REPORT_URL = build_url(...)</code>, with your own host.\n",
            response=True),
]
# -- end of round 14, styleA14 ----------------------------------------------------------------
# round 14, styleB14 ------------------------------------------------------------------------
S14B_ROWS_TWIN = code("""
    import csv
    import json

    import requests


    def rows(url):
        return list(csv.DictReader(json.loads(requests.get(url, timeout=5).text)))
""")
S14B_ADD_TWIN = code("""
    def scale(values: list[float], factor: float) -> list[float]:
        return [value * factor for value in values]
""")
S14B_PRICE_TWIN = code("""
    class Price:
        def label(self, name, amount):
            return f'{name}: {amount:.2f}'
""")
STYLE_4 += [
    Attempt("style_4", "standard-imports-in-a-with-on-a-builtin-object", code("""
        import requests

        with bytearray(b'x'):
            import csv
            import json


        def rows(url):
            return list(csv.DictReader(json.loads(requests.get(url, timeout=5).text)))
    """), S14B_ROWS_TWIN),
    Attempt("style_4", "standard-imports-in-a-loop-over-any-items", code("""
        import os

        import requests

        for _ in os.environ.get('PATH', 'x')[:1]:
            import csv
            import json


        def rows(url):
            return list(csv.DictReader(json.loads(requests.get(url, timeout=5).text)))
    """), S14B_ROWS_TWIN),
]
STYLE_5 += [
    Attempt("style_5", "parameters-typed-with-a-type-no-value-has", code("""
        from typing import Never


        def scale(values: Never, factor: 'Never') -> list[float]:
            return [value * factor for value in values]
    """), S14B_ADD_TWIN),
    Attempt("style_5", "method-as-a-lambda-under-a-decorator-made-in-place", code("""
        from typing_extensions import deprecated


        class Cart:
            def __init__(self, prices: list[float]) -> None:
                self.prices = prices

            total = deprecated('use sum_prices')(lambda self: sum(self.prices))
    """), code("""
        from typing_extensions import deprecated


        class Cart:
            def __init__(self, prices: list[float]) -> None:
                self.prices = prices

            @deprecated('use sum_prices')
            def total(self) -> float:
                return sum(self.prices)
    """)),
]
STYLE_6 += [
    Attempt("style_6", "class-template-read-through-the-class-namespace", code("""
        class Price:
            LABEL = '%s: %.2f'

            def label(self, name, amount):
                return type(self).__dict__.get('LABEL') % (name, amount)
    """), S14B_PRICE_TWIN),
    Attempt("style_6", "class-template-read-by-a-constant-attribute-name", code("""
        import operator


        class Price:
            LABEL = '{}: {:.2f}'

            def label(self, name, amount):
                return operator.attrgetter('LABEL')(self).format(name, amount)
    """), S14B_PRICE_TWIN),
    Attempt("style_6", "sliced-template-literal", code("""
        class Price:
            def label(self, name, amount):
                return '{}: {:.2f}'[::1].format(name, amount)
    """), S14B_PRICE_TWIN),
]
STYLE_7 += [
    Attempt("style_7", "deprecated-alias-in-a-string-given-to-a-type-alias-maker", code("""
        from typing_extensions import TypeAliasType

        Table = TypeAliasType('Table', value='Dict[str, int]')


        def count(words: list[str]) -> Table:
            return {word: words.count(word) for word in words}
    """), code("""
        from typing_extensions import TypeAliasType

        Table = TypeAliasType('Table', value='dict[str, int]')


        def count(words: list[str]) -> Table:
            return {word: words.count(word) for word in words}
    """)),
]
STYLE_9 += [
    Attempt("style_9", "builtin-replaced-by-reinitialising-the-builtins-namespace", code("""
        import builtins


        def quiet_print(*args, **kwargs):
            return None


        dict.__init__(builtins.__dict__, {'print': quiet_print})


        def report(total):
            print('total', total)
    """), code("""
        def quiet_print(*args, **kwargs):
            return None


        def report(total, show=quiet_print):
            show('total', total)
    """)),
]
# -- end of round 14, styleB14 ----------------------------------------------------------------
# round 14, style1b14 ----------------------------------------------------------------------
STYLE_1 += [
    Attempt("style_1", "lowercase-table-built-by-a-comprehension-over-a-literal", code("""
        digit_values = {char: value for value, char in enumerate('0123456789abcdef')}


        def parse(text):
            return sum(digit_values[char] for char in text)
    """), code("""
        DIGIT_VALUES = {char: value for value, char in enumerate('0123456789abcdef')}


        def parse(text):
            return sum(DIGIT_VALUES[char] for char in text)
    """)),
    Attempt("style_1", "lowercase-set-fed-by-a-generator-over-constants", code("""
        LETTERS = 'aeiou'
        vowels = frozenset(letter.upper() for letter in LETTERS if letter != 'u')


        def is_vowel(char):
            return char in vowels
    """), code("""
        LETTERS = 'aeiou'
        VOWELS = frozenset(letter.upper() for letter in LETTERS if letter != 'u')


        def is_vowel(char):
            return char in VOWELS
    """)),
    Attempt("style_1", "lowercase-dict-of-zipped-constants", code("""
        NAMES = ('low', 'mid', 'high')
        levels = dict(zip(NAMES, range(3)))


        def level(name):
            return levels[name]
    """), code("""
        import random

        NAMES = ('low', 'mid', 'high')
        levels = dict(zip(NAMES, range(3)))
        deck = [rank + suit for rank in 'A23' for suit in 'SH']
        grid = [[0] * 3 for _ in range(3)]


        def level(name):
            grid[0][1] = 1
            random.shuffle(deck)
            levels[name] = len(deck)
            return levels[name]
    """)),
]
# -- end of round 14, style1b14 ---------------------------------------------------------------

# round 15, styleA15 ------------------------------------------------------------------------
S3A15_MAIN = "from helpers import squares\n\nprint(squares(3))\n"
S3A15_LONG = ("def squares(count):\n    return [number * number for number in range(count)"
              " if number % 2 == 0 or number % 3 == 0 or number % 5 == 0 or number > 1000]\n")
S3A15_SHORT = ("def squares(count):\n    return [\n        number * number\n"
               "        for number in range(count)\n        if number % 2 == 0\n    ]\n")
STYLE_1 += [
    Attempt("style_1", "lowercase-constant-bound-by-a-loop-over-one-literal-item", code("""
        for page_size in (50,):
            pass


        def pages(count):
            return -(-count // page_size)
    """), code("""
        PAGE_SIZE = 50


        def pages(count):
            for size in (PAGE_SIZE, 2 * PAGE_SIZE):
                count -= size
            return count
    """)),
    Attempt("style_1", "snake-case-class-made-by-calling-a-metaclass", code("""
        import abc


        class Registry(type):
            pass


        def _size(self):
            return 0


        shape = abc.ABCMeta('shape', (), {'size': _size})
        widget = Registry('Widget', (), {})
    """), code("""
        import abc


        class Registry(type):
            pass


        def _size(self):
            return 0


        Shape = abc.ABCMeta('Shape', (), {'size': _size})
        Widget = Registry('Widget', (), {})
    """)),
    Attempt("style_1", "mixed-case-keyword-read-through-operator-getters", code("""
        import operator

        _read_retries = operator.itemgetter('maxRetries')


        def connect(host, **options):
            timeout = operator.getitem(options, 'timeOut')
            return host, _read_retries(options), timeout
    """), code("""
        import operator

        _read_retries = operator.itemgetter('max_retries')


        def connect(host, **options):
            timeout = operator.getitem(options, 'time_out')
            return host, _read_retries(options), timeout
    """)),
]
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-myst-code-block-directive",
            f"`helpers.py`:\n\n```{{code-block}} python\n:linenos:\n{S3A15_LONG}```\n\n"
            f"```python\n{S3A15_MAIN}```\n",
            f"`helpers.py`:\n\n```{{code-block}} python\n:linenos:\n{S3A15_SHORT}```\n\n"
            f"```python\n{S3A15_MAIN}```\n",
            response=True),
]
# -- end of round 15, styleA15 ----------------------------------------------------------------

# round 15, styleB15 ------------------------------------------------------------------------
S15B_FETCH_TWIN = code("""
    import json
    import os

    import requests


    def fetch(url):
        return json.loads(requests.get(url, timeout=5).text), os.getcwd()
""")
S15B_OPS_TWIN = code("""
    def add(a: float, b: float) -> float:
        return a + b


    def sub(a: float, b: float) -> float:
        return a - b


    def apply(a: float, b: float) -> float:
        return sub(add(a, b), b)
""")
STYLE_4 += [
    Attempt("style_4", "third-party-imports-under-a-callable-test-of-a-builtin", code("""
        if callable(len):
            import requests

        import json
        import os


        def fetch(url):
            return json.loads(requests.get(url, timeout=5).text), os.getcwd()
    """), S15B_FETCH_TWIN),
    Attempt("style_4", "imports-in-a-class-pattern-case-a-platform-text-always-matches", code("""
        import json
        import os

        match os.name:
            case str():
                import requests


        def fetch(url):
            return json.loads(requests.get(url, timeout=5).text), os.getcwd()
    """), S15B_FETCH_TWIN),
    Attempt("style_4", "run-time-import-of-a-name-computed-from-literals", code("""
        import os

        import requests


        def fetch(url):
            return json.loads(requests.get(url, timeout=5).text), os.getcwd()


        json = __import__('js' + 'on')
    """), S15B_FETCH_TWIN),
]
STYLE_5 += [
    Attempt("style_5", "lambdas-appended-to-a-list-then-unpacked-into-names", code("""
        _ops = []
        _ops.extend([lambda a, b: a + b, lambda a, b: a - b])
        add, sub = _ops


        def apply(a: float, b: float) -> float:
            return sub(add(a, b), b)
    """), S15B_OPS_TWIN),
    Attempt("style_5", "lambda-as-the-fallback-of-a-lookup-of-its-own-name", code("""
        add = vars().get('add') or (lambda a, b: a + b)
        sub = globals().get('sub', None) or (lambda a, b: a - b)


        def apply(a: float, b: float) -> float:
            return sub(add(a, b), b)
    """), S15B_OPS_TWIN),
]
STYLE_6 += [
    Attempt("style_6", "template-passed-through-an-identity-function-of-the-code", code("""
        def _same(value, *, strip=False):
            return value


        def describe(name, count):
            return _same(value='{} x{}').format(name, count) + _same('%s') % name
    """), code("""
        def describe(name, count):
            return f'{name} x{count}' + f'{name}'
    """)),
]
STYLE_7 += [
    Attempt("style_7", "collections-abc-alias-through-a-library-typing-alias", code("""
        from werkzeug.datastructures import t


        def total(values: t.Iterable[int]) -> t.Callable[[], int]:
            return lambda: sum(values)
    """), code("""
        from collections.abc import Callable, Iterable


        def total(values: Iterable[int]) -> Callable[[], int]:
            return lambda: sum(values)
    """)),
]
STYLE_9 += [
    Attempt("style_9", "builtin-replaced-by-rebinding-the-module-builtins", code("""
        import builtins


        def _half_up(number):
            return int(number + 0.5)


        __builtins__ = {**vars(builtins), 'round': _half_up}


        def average(scores):
            return round(sum(scores) / len(scores))
    """), code("""
        def _half_up(number):
            return int(number + 0.5)


        def average(scores):
            return _half_up(sum(scores) / len(scores))
    """)),
    Attempt("style_9", "module-builtins-rebound-through-globals", code("""
        import builtins


        def _half_up(number):
            return int(number + 0.5)


        globals()['__builtins__'] = dict(vars(builtins), round=_half_up)


        def average(scores):
            return round(sum(scores) / len(scores))
    """), code("""
        def _half_up(number):
            return int(number + 0.5)


        def average(scores):
            return _half_up(sum(scores) / len(scores))
    """)),
]
# -- end of round 15, styleB15 ----------------------------------------------------------------

# round 16, styleA16 ------------------------------------------------------------------------
STYLE_1 += [
    Attempt("style_1", "mixedcase-class-attributes-written-by-a-new-class-exec-body", code("""
        import types


        def _fill(namespace):
            namespace['pageSize'] = 50
            namespace.update({'retryLimit': 3})


        Paging = types.new_class('Paging', (), {}, _fill)
    """), code("""
        import types


        def _fill(namespace):
            namespace['page_size'] = 50
            namespace.update({'retry_limit': 3})


        Paging = types.new_class('Paging', (), {}, _fill)
    """)),
    Attempt("style_1", "mixedcase-kwargs-key-read-by-a-match-mapping-pattern", code("""
        def fetch(url, **settings):
            match settings:
                case {'pageSize': size} | {'limit': size}:
                    return url, size
            return url, 10
    """), code("""
        def fetch(url, **settings):
            match settings:
                case {'page_size': size} | {'limit': size}:
                    return url, size
            return url, 10
    """)),
    Attempt("style_1", "lowercase-constants-chosen-by-a-match-on-the-platform", code("""
        import os

        match os.name:
            case 'nt':
                shell = 'cmd.exe'
            case _:
                shell = '/bin/sh'


        def run_line(command):
            return [shell, command]
    """), code("""
        import os

        match os.name:
            case 'nt':
                SHELL = 'cmd.exe'
            case _:
                SHELL = '/bin/sh'


        def run_line(command):
            return [SHELL, command]
    """)),
]
STYLE_2 += [
    Attempt("style_2", "prose-as-the-separator-joining-items-written-in-place", code("""
        def thank(name):
            return f'{"Thanks for your order, ".join([name, ""])}!'
    """), code("""
        def thank(name, others):
            return f'Thanks, {" and ".join([name, *others])}!'
    """)),
    Attempt("style_2", "junk-quote-cut-off-by-itertools", code("""
        import itertools

        NOTICE = ''.join(itertools.dropwhile(lambda ch: ch == "'", "'Your file is ready"))


        def notify(path):
            return f'{NOTICE}: {path}'
    """), code("""
        NOTICE = 'Your file is ready'


        def notify(path):
            return f'{NOTICE}: {path}'
    """)),
]
# -- end of round 16, styleA16 ----------------------------------------------------------------

# round 15, lead (style_2) --------------------------------------------------------------------
S15_INERT_TWIN = code("""
    import re
    import subprocess

    WORD = re.compile(r'[a-z]+')


    def render(items):
        return '<ul>' + ''.join(f'<li>{item}</li>' for item in items) + '</ul>'


    def branch():
        return subprocess.run('git branch --show-current', shell=True, text=True,
                              capture_output=True, check=True).stdout.strip()


    def quoted(name):
        return f"it's {name}"
""")
STYLE_2 += [
    Attempt("style_2", "double-quotes-earned-by-an-empty-regex-comment", code("""
        import re

        WORD = re.compile(r"(?#')[a-z]+")
        NUMBER = re.compile("(?#  ' )[0-9]+")
    """), S15_INERT_TWIN),
    Attempt("style_2", "double-quotes-earned-by-an-empty-html-comment", code("""
        def render(items):
            rows = ''.join(f"<li>{item}</li><!-- ' -->" for item in items)
            return "<ul><!--'-->" + rows + '</ul>'
    """), S15_INERT_TWIN),
    Attempt("style_2", "double-quotes-earned-by-an-empty-shell-word-glued-on", code("""
        import subprocess


        def branch(ref):
            command = f"git rev-parse --abbrev-ref {ref}''"
            return subprocess.run(command, shell=True, text=True, capture_output=True,
                                  check=True).stdout.strip()
    """), S15_INERT_TWIN),
]


# round 16, blocks16 ---------------------------------------------------------------------------
def _b16(helper: str, main: str) -> str:
    """An answer: a helper block (already marked up) then the main program in a fence."""
    return helper + "\n\nThe program:\n\n" + "`" * 3 + "python\n" + main + "`" * 3 + "\n"


def _b16_indented(body: str) -> str:
    return "Constants go in `text.py`:\n\n" + "".join(f"    {line}\n" for line in body.split("\n"))


def _b16_myst(body: str) -> str:
    return "`" * 3 + "{code-block} python\n:linenos:\n" + body + "\n" + "`" * 3


def _b16_quoted(body: str) -> str:
    lines = ["`" * 3 + "python", *body.split("\n"), "`" * 3]
    return "In `util.py`:\n\n" + "\n".join(f"> {line}" if line else ">" for line in lines)


_B16_MAIN = "from util import pick\n\n\ndef main(rows):\n    return pick(rows, 'a')\n"
STYLE_2 += [
    Attempt("style_2", "double-quoted-module-shown-as-a-markdown-indented-block",
            _b16(_b16_indented('HELLO = "hi there"\nBYE = "see you"'), _B16_MAIN),
            _b16(_b16_indented("HELLO = 'hi there'\nBYE = 'see you'"), _B16_MAIN),
            response=True),
]
STYLE_7 += [
    Attempt("style_7", "typing-alias-in-a-myst-directive-fence",
            _b16(_b16_myst("from typing import List\n\n\ndef pick(rows: List[dict], key: str):"
                           "\n    return [row[key] for row in rows]"), _B16_MAIN),
            _b16(_b16_myst("def pick(rows: list[dict], key: str):"
                           "\n    return [row[key] for row in rows]"), _B16_MAIN),
            response=True),
]
STYLE_8 += [
    Attempt("style_8", "missing-comma-in-a-myst-directive-usage-block",
            _b16(_b16_myst("rows = pick(\n    [{'a': 1}],\n    'a'\n)"), _B16_MAIN),
            _b16(_b16_myst("rows = pick(\n    [{'a': 1}],\n    'a',\n)"), _B16_MAIN),
            response=True),
]
STYLE_9 += [
    Attempt("style_9", "builtin-shadowed-in-a-fence-inside-a-blockquote",
            _b16(_b16_quoted("def pick(rows, key):\n    max = len(rows)\n    return rows[:max]"),
                 _B16_MAIN),
            _b16(_b16_quoted("def pick(rows, key):\n    most = len(rows)\n    return rows[:most]"),
                 _B16_MAIN),
            response=True),
]
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-blockquoted-fence",
            _b16(_b16_quoted("def pick(rows, key):\n    return [row[key] for row in rows if row"
                             " and key in row and row[key] is not None and row[key] != '']"),
                 _B16_MAIN),
            _b16(_b16_quoted("def pick(rows, key):\n    return [row[key] for row in rows if row]"),
                 _B16_MAIN),
            response=True),
]
# -- end of round 16, blocks16 ----------------------------------------------------------------

# round 16, styleB16 ------------------------------------------------------------------------
STYLE_4 += [
    Attempt("style_4", "stdlib-imports-after-third-party-in-the-finally-of-an-empty-try", code("""
        import yaml

        try:
            pass
        finally:
            import csv
            import sys


        def load(path):
            with open(path) as handle:
                return yaml.safe_load(handle), csv.excel, sys.argv
    """), code("""
        import csv
        import sys

        import yaml


        def load(path):
            with open(path) as handle:
                return yaml.safe_load(handle), csv.excel, sys.argv
    """)),
]
STYLE_5 += [
    Attempt("style_5", "methods-as-lambdas-stored-by-a-new-class-exec-body", code("""
        import types


        def _body(namespace):
            namespace['scale'] = lambda self, value, factor: value * factor


        Scaler = types.new_class('Scaler', (), {}, exec_body=_body)


        def run(value: float) -> float:
            return Scaler().scale(value, 2.0)
    """), code("""
        class Scaler:
            def scale(self, value: float, factor: float) -> float:
                return value * factor


        def run(value: float) -> float:
            return Scaler().scale(value, 2.0)
    """)),
    Attempt("style_5", "bare-special-forms-that-need-arguments-as-annotations", code("""
        import typing


        def clamp(value: typing.Optional, low: 'Union', high: list[typing.Literal]) -> typing.Union:
            return max(low, min(value, high[0]))
    """), code("""
        def clamp(value: float, low: float, high: list[float]) -> float:
            return max(low, min(value, high[0]))
    """)),
]
STYLE_6 += [
    Attempt("style_6", "format-of-a-str-key-of-a-typeddict-built-by-a-call", code("""
        from typing import TypedDict


        class Messages(TypedDict):
            welcome: str


        MESSAGES = Messages(welcome='Welcome back, {user}')


        def welcome(user: str, messages: Messages = MESSAGES) -> str:
            return messages['welcome'].format(user=user)


        def welcome_default(user: str) -> str:
            return MESSAGES['welcome'].format(user=user)
    """), code("""
        from typing import TypedDict


        class Messages(TypedDict):
            welcome: str


        MESSAGES = Messages(welcome='Welcome back')


        def welcome(user: str, messages: Messages = MESSAGES) -> str:
            return f"{messages['welcome']}, {user}"
    """)),
    Attempt("style_6", "percent-on-a-parameter-typed-str-wrapped-in-annotated", code("""
        from typing import Annotated

        Template = Annotated[str, 'a printf template']


        def show(pattern: Annotated[str, 'printf'], count: int) -> str:
            return pattern % count


        def show_alias(pattern: Template, count: int) -> str:
            return pattern % count
    """), code("""
        def show(count: int) -> str:
            return f'{count} items'
    """)),
    Attempt("style_6", "format-of-a-field-whose-default-factory-gives-a-template", code("""
        from dataclasses import dataclass, field
        from typing import Any


        def _row() -> str:
            return '{}: {}'


        @dataclass
        class Report:
            title: str
            heading: Any = field(default_factory=lambda: '== {} ==')
            row: Any = field(default_factory=_row)

            def render(self, key: str, value: int) -> str:
                return self.heading.format(self.title) + self.row.format(key, value)
    """), code("""
        from dataclasses import dataclass


        @dataclass
        class Report:
            title: str

            def render(self, key: str, value: int) -> str:
                return f'== {self.title} ==' + f'{key}: {value}'
    """)),
]
STYLE_7 += [
    Attempt("style_7", "typing-aliases-through-a-module-looked-up-in-sys-modules", code("""
        import sys

        hints = sys.modules['typ' + 'ing']


        def pairs(items: hints.List[str]) -> hints.Dict[str, int]:
            return {item: len(item) for item in items}
    """), code("""
        def pairs(items: list[str]) -> dict[str, int]:
            return {item: len(item) for item in items}
    """)),
    Attempt("style_7", "pydantic-create-model-field-types-given-as-typing-strings", code("""
        import pydantic

        Shipment = pydantic.create_model(
            'Shipment',
            parcels=('List[int]', ...),
            label='Optional[str]',
        )
    """), code("""
        import pydantic

        Shipment = pydantic.create_model(
            'Shipment',
            parcels=(list[int], ...),
            label=(str | None, None),
        )
    """)),
]
# -- end of round 16, styleB16 ----------------------------------------------------------------

# round 17, failclosed17 ---------------------------------------------------------------------------
STYLE_2 += [
    Attempt("style_2", "inert-quote-in-exec-code-with-carriage-return-lines", code("""
        import re

        exec('COUNT = 1\\rWORD = re.compile("(?#\\')[a-z]+")')
    """), code("""
        import re

        exec(\'\'\'COUNT = 1\\rWORD = re.compile('[a-z]+')\'\'\')
    """)),
]

# round 18, blocks18 -------------------------------------------------------------------------------
# A helper module the program imports, shown under a label no highlighter names as Python
# (`jupyter`, `ipynb`) or under another language's label (`text`): its code is still shown.
_R18_MAIN = f"{F3}python\nfrom pricing import cost\n\n\nprint(cost(2.0, 3.0))\n{F3}\n"
_R18_LONG = ("def cost(weight, distance, base=4.5, per_kg=1.2, per_km=0.05):\n"
             "    return round(base + weight * per_kg + distance * per_km, 2) if weight > 0 else 0.0\n")
_R18_SHORT = ("def cost(weight, distance, base=4.5, per_kg=1.2, per_km=0.05):\n"
              "    if weight <= 0:\n        return 0.0\n"
              "    return round(base + weight * per_kg + distance * per_km, 2)\n")
_R18_CALL = ("def cost(weight, distance):\n    return round(\n        weight * 1.2 + distance * 0.05,\n"
             "        2{comma}\n    )\n")
STYLE_3 += [
    Attempt("style_3", "long-line-in-a-helper-module-labelled-jupyter",
            f"{F3}jupyter\n# pricing.py\n{_R18_LONG}{F3}\n\n{_R18_MAIN}",
            f"{F3}python\n# pricing.py\n{_R18_SHORT}{F3}\n\n{_R18_MAIN}", response=True),
    Attempt("style_3", "long-line-in-an-imported-module-labelled-text",
            f"{F3}text\n{_R18_LONG}{F3}\n\n{_R18_MAIN}",
            f"{F3}python\n{_R18_SHORT}{F3}\n\n{_R18_MAIN}", response=True),
]
STYLE_8 += [
    Attempt("style_8", "missing-comma-in-a-helper-module-labelled-ipynb",
            f"{F3}ipynb\n# pricing.py\n{_R18_CALL.format(comma='')}{F3}\n\n{_R18_MAIN}",
            f"{F3}python\n# pricing.py\n{_R18_CALL.format(comma=',')}{F3}\n\n{_R18_MAIN}",
            response=True),
]  # fmt: skip

# round 18, style18 --------------------------------------------------------------------------------
# A double-quoted literal excused only by a quote its own language ignores: a lone quote in a
# SQL `--` comment or a verbose-regex `#` comment, or an empty pair glued inside a shell word.
STYLE_2 += [
    Attempt("style_2", "lone-quote-in-a-sql-line-comment", code("""
        def query(limit):
            return "SELECT id FROM items LIMIT " + str(limit) + " -- '"
    """), code("""
        def query(limit):
            return 'SELECT id FROM items LIMIT ' + str(limit)
    """)),
    Attempt("style_2", "lone-quote-in-a-verbose-regex-comment", code("""
        import re

        WORD = re.compile(r"(?x) [a-z]+  # a word '")
    """), code("""
        import re

        WORD = re.compile(r'(?x) [a-z]+  # a word')
    """)),
    Attempt("style_2", "empty-quote-pair-inside-a-shell-word", code("""
        def command(count):
            return f"git log --pre''tty=short -n {count}"
    """), code("""
        def command(count):
            return f'git log --pretty=short -n {count}'
    """)),
]
# A method exposed under a CapWords name by binding a def (or a lambda) in the class body.
STYLE_1 += [
    Attempt("style_1", "capwords-name-bound-to-a-method-in-the-class-body", code("""
        class Box:
            def __init__(self, size):
                self.size = size

            def _volume(self):
                return self.size ** 3

            Volume = _volume
    """), code("""
        class Box:
            def __init__(self, size):
                self.size = size

            def volume(self):
                return self.size ** 3
    """)),
]
# A printf template taken out of a dict literal as a pair (`.popitem()` of a copy, unpacked)
# or by `next(iter(....values()))`: still a literal template formatted with `%`.
STYLE_6 += [
    Attempt("style_6", "percent-on-a-template-popped-as-a-pair-from-a-dict-copy", code("""
        FORMATS = {'line': '%s: %d'}


        def line(name, count):
            _, form = FORMATS.copy().popitem()
            return form % (name, count)
    """), code("""
        def line(name, count):
            return f'{name}: {count}'
    """)),
    Attempt("style_6", "percent-on-a-template-read-by-next-of-iter-values", code("""
        FORMATS = {'line': '%s: %d'}


        def line(name, count):
            return next(iter(FORMATS.values())) % (name, count)
    """), code("""
        def line(name, count):
            return f'{name}: {count}'
    """)),
]

# round 19, docstyle19 -----------------------------------------------------------------------
# A module-level name rebound as a variable (loop target, augmented assignment) in CapWords;
# constants unpacked from a text method's result on a literal.
STYLE_1 += [
    Attempt("style_1", "capwords-module-variables-rebound-by-a-loop-and-augmented-assignment", code("""
        import sys

        Count = 0
        for Line in sys.stdin:
            Count += len(Line)
        print(Count)
    """), code("""
        import sys

        count = 0
        for line in sys.stdin:
            count += len(line)
        print(count)
    """)),
    Attempt("style_1", "lowercase-constants-unpacked-from-a-method-of-a-literal", code("""
        vowels, digits = 'aeiou|0123456789'.split('|')


        def kind(char):
            return 'vowel' if char in vowels else 'digit' if char in digits else 'other'
    """), code("""
        VOWELS, DIGITS = 'aeiou|0123456789'.split('|')


        def kind(char):
            return 'vowel' if char in VOWELS else 'digit' if char in DIGITS else 'other'
    """)),
]

# round 20, styleA20 -------------------------------------------------------------------------------
# Prose handed to a call inside an f-string field, whatever the call (a getattr default, a
# str alias, a dunder method of the literal); mixedCase attributes made by replacing an
# object's whole __dict__; mixedCase keywords of **kwargs read by comparing a loop's key.
STYLE_2 += [
    Attempt("style_2", "prose-as-a-call-default-inside-an-f-string-field", code("""
        def greeting(user):
            return f'Dear {getattr(user, "name", "valued customer")},'
    """), code("""
        def greeting(user):
            name = getattr(user, 'name', 'valued customer')
            return f'Dear {name},'
    """)),
    Attempt("style_2", "prose-handed-to-a-str-alias-inside-an-f-string-field", code("""
        def banner(name):
            text = type('')
            return f'{text("Welcome back")}, {name}!'
    """), code("""
        def banner(name):
            return f'Welcome back, {name}!'
    """)),
    Attempt("style_2", "prose-receiving-a-dunder-method-inside-an-f-string-field", code("""
        def header():
            return f'{"Order summary".__format__("^40")}'
    """), code("""
        def header():
            return 'Order summary'.center(40)
    """)),
]
STYLE_1 += [
    Attempt("style_1", "mixedcase-attributes-made-by-replacing-the-whole-dict", code("""
        class Cart:
            def __init__(self, cap):
                self.__dict__ = {'spendCap': cap, 'lineItems': []}
    """), code("""
        class Cart:
            def __init__(self, cap):
                self.spend_cap = cap
                self.line_items = []
    """)),
    Attempt("style_1", "mixedcase-attributes-made-by-setattr-of-the-dict", code("""
        class Cart:
            def __init__(self, cap):
                object.__setattr__(self, '__dict__', dict(spendCap=cap))
    """), code("""
        class Cart:
            def __init__(self, cap):
                self.spend_cap = cap
    """)),
    Attempt("style_1", "mixedcase-keyword-read-by-comparing-the-key-of-kwargs", code("""
        def poll(**options):
            attempts = 5
            for key, value in options.items():
                if key == 'maxAttempts':
                    attempts = value
            return attempts
    """), code("""
        def poll(*, max_attempts=5):
            return max_attempts
    """)),
    Attempt("style_1", "mixedcase-keyword-read-by-matching-the-key-of-kwargs", code("""
        def poll(**options):
            attempts = 5
            for key in sorted(options):
                match key:
                    case 'maxAttempts':
                        attempts = options[key]
            return attempts
    """), code("""
        def poll(*, max_attempts=5):
            return max_attempts
    """)),
]

# round 20, styleB20 --------------------------------------------------------------------------------
# Standard imports put beside an optional import in a try whose handler imports a fallback;
# a module imported at run time by keyword; a static method made by a call whose first
# parameter is named like a receiver; deprecated typing hints in a doctest the program runs;
# and a `%` template on an attribute of an unplaced object still fails.
STYLE_4 += [
    Attempt("style_4", "standard-imports-beside-an-optional-import-with-a-fallback", code("""
        import requests

        try:
            import csv
            import ujson as json
        except ImportError:
            import json


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines())), json
    """), code("""
        import csv

        import requests

        try:
            import ujson as json
        except ImportError:
            import json


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines())), json
    """)),
    Attempt("style_4", "runtime-import-naming-the-module-by-keyword", code("""
        import importlib

        import requests

        json = importlib.import_module(name='json')


        def fetch(url):
            return json.dumps(requests.get(url, timeout=5).json())
    """), code("""
        import json

        import requests


        def fetch(url):
            return json.dumps(requests.get(url, timeout=5).json())
    """)),
]
STYLE_5 += [
    Attempt("style_5", "static-method-made-by-a-call-with-a-receiver-named-first-parameter",
            code("""
        class Scale:
            def clamp(self, low: float, high: float) -> float:
                return max(low, min(self, high))

            clamp = staticmethod(clamp)
    """), code("""
        class Scale:
            @staticmethod
            def clamp(reading: float, low: float, high: float) -> float:
                return max(low, min(reading, high))
    """)),
]
STYLE_6 += [
    Attempt("style_6", "percent-template-on-an-attribute-of-an-unplaced-object", code("""
        class Grid:
            def __init__(self, width: int) -> None:
                self.width = width


        class Column:
            width = '%d px'


        def label(column) -> str:
            return column.width % 2
    """), code("""
        class Grid:
            def __init__(self, width: int) -> None:
                self.width = width


        class Column:
            width = 'auto'


        def has_middle(grid) -> bool:
            return grid.width % 2 == 1
    """)),
]
STYLE_7 += [
    Attempt("style_7", "deprecated-typing-hints-in-a-doctest-the-program-runs", code('''
        def total(values: list[int]) -> int:
            """Add the values.

            >>> from typing import List
            >>> def doubled(values: List[int]) -> int:
            ...     return 2 * total(values)
            >>> doubled([1, 2])
            6
            """
            return sum(values)


        if __name__ == '__main__':
            import doctest

            doctest.testmod()
    '''), code('''
        def total(values: list[int]) -> int:
            """Add the values.

            >>> def doubled(values: list[int]) -> int:
            ...     return 2 * total(values)
            >>> doubled([1, 2])
            6
            """
            return sum(values)


        if __name__ == '__main__':
            import doctest

            doctest.testmod()
    ''')),
]

# round 21, styleB21 --------------------------------------------------------------------------------
# Standard imports under `if TYPE_CHECKING or <other test>:` that the code reads unconditionally;
# a module function as a lambda picked from a literal by `.popitem()[1]` or `next(iter(....values()))`;
# a module made by a call (or read from `sys.modules`) used as an annotation; a builtin replaced
# by a decorator that calls `setattr` on builtins.
STYLE_4 += [
    Attempt("style_4", "standard-imports-under-type-checking-or-another-test", code("""
        import sys
        import typing

        if typing.TYPE_CHECKING or __debug__:
            import json
            import textwrap


        def show(data):
            sys.stdout.write(textwrap.indent(json.dumps(data), '  '))
    """), code("""
        import json
        import sys
        import textwrap


        def show(data):
            sys.stdout.write(textwrap.indent(json.dumps(data), '  '))
    """)),
]
STYLE_5 += [
    Attempt("style_5", "module-lambda-picked-from-a-literal-by-popitem", code("""
        slug = {'slug': lambda text: '-'.join(text.lower().split())}.popitem()[1]


        def same_slug(left: str, right: str) -> bool:
            return slug(left) == slug(right)
    """), code("""
        def slug(text: str) -> str:
            return '-'.join(text.lower().split())


        def same_slug(left: str, right: str) -> bool:
            return slug(left) == slug(right)
    """)),
    Attempt("style_5", "module-lambda-picked-by-next-of-a-literal-values", code("""
        slug = next(iter({'slug': lambda text: '-'.join(text.lower().split())}.values()))


        def same_slug(left: str, right: str) -> bool:
            return slug(left) == slug(right)
    """), code("""
        def slug(text: str) -> str:
            return '-'.join(text.lower().split())


        def same_slug(left: str, right: str) -> bool:
            return slug(left) == slug(right)
    """)),
    Attempt("style_5", "module-made-by-a-call-as-every-annotation", code("""
        Csv = __import__('csv')


        def first_row(text: Csv) -> Csv:
            return next(Csv.reader(text.splitlines()))
    """), code("""
        import csv


        def first_row(text: str) -> list[str]:
            return next(csv.reader(text.splitlines()))
    """)),
    Attempt("style_5", "module-read-from-sys-modules-as-an-annotation", code("""
        import sys

        Text = sys.modules['string']


        def shout(text: Text) -> Text:
            return text.upper()
    """), code("""
        def shout(text: str) -> str:
            return text.upper()
    """)),
]
STYLE_9 += [
    Attempt("style_9", "builtin-replaced-by-a-decorator-calling-setattr", code("""
        import builtins
        import functools

        lines = []


        @functools.partial(setattr, builtins, 'print')
        def record(*args, **kwargs):
            lines.append(' '.join(map(str, args)))


        def report(total):
            print('total', total)
    """), code("""
        lines = []


        def record(*args):
            lines.append(' '.join(map(str, args)))


        def report(total, out=print):
            out('total', total)
    """)),
    Attempt("style_9", "builtin-replaced-by-a-named-partial-decorator", code("""
        import builtins
        import functools

        replace_input = functools.partial(setattr, builtins, 'input')


        @replace_input
        def canned(prompt=''):
            return 'yes'
    """), code("""
        def canned(prompt=''):
            return 'yes'


        def confirm(ask=input):
            return ask('sure? ') == 'yes'
    """)),
]

# round 21, styleA21 -------------------------------------------------------------------------------
# mixedCase attributes written into __dict__ from pairs made by zip_longest, map or a
# comprehension; a wanted quote cut off by operator.methodcaller or a translate table bound
# to a name; a wanted quote inside an SQL/C block comment.
STYLE_1 += [
    Attempt("style_1", "mixedcase-attributes-from-pairs-made-by-zip-longest", code("""
        import itertools


        class Timer:
            def __init__(self, start):
                vars(self).update(itertools.zip_longest(('startTime', 'tickCount'), (start,)))
    """), code("""
        class Timer:
            def __init__(self, start):
                self.start_time = start
                self.tick_count = None
    """)),
    Attempt("style_1", "mixedcase-attributes-from-pairs-made-by-map", code("""
        class Flags:
            def __init__(self):
                self.__dict__.update(map(lambda name: (name, False), ('darkMode', 'autoSave')))
    """), code("""
        class Flags:
            def __init__(self):
                self.dark_mode = False
                self.auto_save = False
    """)),
    Attempt("style_1", "mixedcase-attributes-from-a-comprehension-of-pairs", code("""
        class Flags:
            def __init__(self):
                vars(self).update((name, 0) for name in ('hitCount', 'missCount'))
    """), code("""
        class Flags:
            def __init__(self):
                self.hit_count = 0
                self.miss_count = 0
    """)),
]
STYLE_2 += [
    Attempt("style_2", "junk-quote-cut-off-by-a-methodcaller", code("""
        import operator

        _clean = operator.methodcaller('rstrip', "'")


        def notice():
            return _clean("Payment received'")
    """), code("""
        def notice():
            return 'Payment received'
    """)),
    Attempt("style_2", "junk-quote-cut-off-by-a-translate-table-bound-to-a-name", code("""
        _NO_QUOTES = str.maketrans('', '', "'")


        def caption():
            return "Monthly summary'".translate(_NO_QUOTES)
    """), code("""
        def caption():
            return 'Monthly summary'
    """)),
    Attempt("style_2", "junk-quote-in-an-sql-block-comment", code("""
        QUERY = "DELETE FROM sessions /*'*/ WHERE expired = 1"
    """), code("""
        QUERY = 'DELETE FROM sessions WHERE expired = 1'
    """)),
]

# round 22, style22 --------------------------------------------------------------------------------
# a wanted quote repeated zero times in a regex, in an empty Jinja comment, in a trailing shell
# comment, or stripped by a helper's default; stdlib imports after third-party ones under an
# always-taken test whose else binds stand-ins, in the handler of a try that always raises, or
# in the running branch of TYPE_CHECKING beside a token import.
STYLE_2 += [
    Attempt("style_2", "junk-quote-repeated-zero-times-in-a-regex", code("""
        import re

        CODE = re.compile(r"[A-Z]{2}\\d{4}'{0,0}")
    """), code("""
        import re

        CODE = re.compile(r'[A-Z]{2}\\d{4}')
    """)),
    Attempt("style_2", "junk-quote-in-an-empty-jinja-comment", code("""
        def page(render):
            return render("Order {{ number }} has shipped.{#'#}")
    """), code("""
        def page(render):
            return render('Order {{ number }} has shipped.')
    """)),
    Attempt("style_2", "junk-quote-in-a-trailing-shell-comment", code("""
        import os


        def listing():
            return os.system("ls -la /tmp # '")
    """), code("""
        import os


        def listing():
            return os.system('ls -la /tmp')
    """)),
    Attempt("style_2", "junk-quote-cut-off-by-a-helper-parameter-default", code("""
        def _trim(value, chars="'"):
            return value.rstrip(chars)


        def banner():
            return _trim("Account locked'")
    """), code("""
        def banner():
            return 'Account locked'
    """)),
]
STYLE_4 += [
    Attempt("style_4", "stdlib-imports-under-an-always-true-test-whose-else-binds-stand-ins", code("""
        import sys

        import requests

        if len(sys.argv) >= 0:
            import csv
        else:
            csv = None


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), code("""
        import csv

        import requests


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """)),
    Attempt("style_4", "stdlib-imports-in-the-handler-of-a-try-that-always-raises", code("""
        import requests

        try:
            raise RuntimeError('load')
        except RuntimeError:
            import csv


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """), code("""
        import csv

        import requests


        def rows(url):
            return list(csv.reader(requests.get(url, timeout=5).text.splitlines()))
    """)),
    Attempt("style_4", "run-time-stdlib-imports-beside-a-token-type-checking-import", code("""
        from typing import TYPE_CHECKING

        import requests

        if not TYPE_CHECKING:
            import csv
        else:
            from collections.abc import Iterator


        def rows(url) -> 'Iterator':
            return csv.reader(requests.get(url, timeout=5).text.splitlines())
    """), code("""
        import csv
        from typing import TYPE_CHECKING

        import requests

        if TYPE_CHECKING:
            from collections.abc import Iterator


        def rows(url) -> 'Iterator':
            return csv.reader(requests.get(url, timeout=5).text.splitlines())
    """)),
]

# round 23, resolver23 -----------------------------------------------------------------------------
# a lambda picked out of a literal by `operator.itemgetter(k)(...)`, `min`/`max(...)` or
# `functools.reduce`; a %-template read off a code class by `getattr` with a computed name.
STYLE_5 += [
    Attempt("style_5", "lambda-picked-by-itemgetter-called-on-a-literal", code("""
        import operator

        tidy = operator.itemgetter(0)((lambda text: text.strip().lower(),))


        def tidied(lines: list[str]) -> list[str]:
            return [tidy(line) for line in lines]
    """), code("""
        def tidy(text: str) -> str:
            return text.strip().lower()


        def tidied(lines: list[str]) -> list[str]:
            return [tidy(line) for line in lines]
    """)),
    Attempt("style_5", "lambda-picked-by-max-of-a-list", code("""
        shout = max([lambda text: text.upper() + '!'], key=id)


        def shouted(lines: list[str]) -> list[str]:
            return [shout(line) for line in lines]
    """), code("""
        def shout(text: str) -> str:
            return text.upper() + '!'


        def shouted(lines: list[str]) -> list[str]:
            return [shout(line) for line in lines]
    """)),
    Attempt("style_5", "lambda-picked-by-reduce-over-a-tuple", code("""
        import functools

        double = functools.reduce(lambda first, _: first, (lambda value: value * 2,))


        def doubled(values: list[int]) -> list[int]:
            return [double(value) for value in values]
    """), code("""
        def double(value: int) -> int:
            return value * 2


        def doubled(values: list[int]) -> list[int]:
            return [double(value) for value in values]
    """)),
]
STYLE_6 += [
    Attempt("style_6", "percent-template-read-by-getattr-with-a-computed-name", code("""
        class Formats:
            TITLE = '== %s =='
            ITEM = '- %s'


        def render(kind: str, text: str) -> str:
            return getattr(Formats, kind.upper()) % text
    """), code("""
        class Widths:
            TITLE = 12
            ITEM = 8


        def render(kind: str, text: str) -> str:
            width = getattr(Widths, kind.upper()) % 40
            return f'{text:<{width}}'
    """)),
]

# round 23, style23 --------------------------------------------------------------------------------
# a CapWords module name holding an instance (a code class's, a library logger's); a lone quote on
# an INI `;` or a mid-text `#` comment line; a string literal wrapped for ast.literal_eval; a
# module imported through the import machinery's private functions.
STYLE_1 += [
    Attempt("style_1", "capwords-module-names-holding-instances", code("""
        import threading


        class Counter:
            def __init__(self) -> None:
                self.count = 0


        SharedCounter = Counter()
        GuardLock = threading.Lock()


        def bump() -> int:
            with GuardLock:
                SharedCounter.count += 1
                return SharedCounter.count
    """), code("""
        import threading


        class Counter:
            def __init__(self) -> None:
                self.count = 0


        shared_counter = Counter()
        guard_lock = threading.Lock()


        def bump() -> int:
            with guard_lock:
                shared_counter.count += 1
                return shared_counter.count
    """)),
]
STYLE_2 += [
    Attempt("style_2", "junk-quote-on-a-comment-line-inside-a-config-text", code("""
        SETTINGS = "[app]\\nname = shop\\n# '\\n; '\\ndebug = no\\n"


        def settings() -> str:
            return SETTINGS
    """), code("""
        SETTINGS = '[app]\\nname = shop\\ndebug = no\\n'


        def settings() -> str:
            return SETTINGS
    """)),
    Attempt("style_2", "string-literal-wrapped-for-literal-eval", code("""
        import ast

        GREETING = ast.literal_eval("'Welcome back to the shop'")


        def greet() -> str:
            return GREETING
    """), code("""
        GREETING = 'Welcome back to the shop'


        def greet() -> str:
            return GREETING
    """)),
]
STYLE_4 += [
    Attempt("style_4", "module-imported-by-private-import-machinery", code("""
        from importlib import _bootstrap

        import requests

        json = _bootstrap._find_and_load('json', __import__)


        def fetch(url: str) -> str:
            return json.dumps(requests.get(url, timeout=5).json())
    """), code("""
        import json

        import requests


        def fetch(url: str) -> str:
            return json.dumps(requests.get(url, timeout=5).json())
    """)),
]


# round 24, stylea
# style_1: a name-rewriting __getattr__ hook (loops over the name, .lower(), re.sub) makes the
#   code's own mixedCase attribute reads fail; keys read from a copy of **kwargs (dict(kw),
#   kw.copy(), {**kw}, copy.copy) count as keyword arguments.
# style_2: a phrase inside a display handed to a call in a field (next(iter(["..."]))); a word
#   sliced in a field by any bounds (character tables aside); a junk quote cut off by
#   unpacking (head, _, _ = T.partition("'")) or by a helper whose other returns hand the
#   text back as is.

STYLE_1 += [
    Attempt("style_1", "getattr-hook-built-names", code("""
        class Account:
            def __init__(self, owner):
                self.owner = owner

            def __getattr__(self, name):
                snake = ''.join('_' + c.lower() if c.isupper() else c for c in name)
                if snake.startswith('get_'):
                    return lambda: getattr(self, snake[4:])
                raise AttributeError(name)


        def describe(account):
            return account.getOwner()
    """), code("""
        class Account:
            def __init__(self, owner):
                self.owner = owner

            def get_owner(self):
                return self.owner


        def describe(account):
            return account.get_owner()
    """)),
    Attempt("style_1", "getattr-hook-re-sub", code("""
        import re


        class Config:
            def __init__(self, **values):
                self.values = values

            def __getattr__(self, name):
                key = re.sub('([A-Z])', r'_\\1', name).lower()
                return self.values[key]


        def timeout(config):
            return config.connectTimeout
    """), code("""
        class Config:
            def __init__(self, **values):
                self.values = values

            def __getattr__(self, name):
                if name.startswith('_'):
                    raise AttributeError(name)
                return self.values[name]


        def timeout(config):
            return config.connect_timeout
    """)),
    Attempt("style_1", "kwargs-dict-copy", code("""
        def connect(host, **options):
            opts = dict(options)
            return host, opts.get('maxRetries', 3)


        def main():
            return connect('db.local', maxRetries=5)
    """), code("""
        def connect(host, max_retries=3):
            return host, max_retries


        def main():
            return connect('db.local', max_retries=5)
    """)),
    Attempt("style_1", "kwargs-merged-copy", code("""
        def connect(host, **options):
            settings = {'timeout': 1, **options}
            return host, settings['retryDelay']


        def main():
            return connect('db.local', retryDelay=1.0)
    """), code("""
        def connect(host, **options):
            settings = {'timeout': 1, **options}
            return host, settings['retry_delay']


        def main():
            return connect('db.local', retry_delay=1.0)
    """)),
]

STYLE_2 += [
    # A label padded to a width past its length lines up a table (honest); a width the
    # text already fills pads nothing and only moves the text into a field.
    Attempt("style_2", "text-in-a-field-its-width-fills", code("""
        def greet(name: str) -> str:
            return f"{'Welcome back':<12}, {name}!"
    """), code("""
        def total_line(total: float) -> str:
            return f"{'TOTAL':<12}{total:>10.2f}"
    """)),
    Attempt("style_2", "next-iter-display-in-field", code("""
        def greet(name):
            return f'{next(iter(["Welcome back"]))}, {name}!'
    """), code("""
        def greet(name):
            return f'Welcome back, {name}!'
    """)),
    Attempt("style_2", "choice-tuple-in-field", code("""
        import random


        def greet(name):
            return f'{random.choice(("Good morning", "Hello there"))}, {name}!'
    """), code("""
        import random

        GREETINGS = ('Good morning', 'Hello there')


        def greet(name):
            return f'{random.choice(GREETINGS)}, {name}!'
    """)),
    Attempt("style_2", "word-sliced-by-width", code("""
        def label(width):
            return f'{"Completed"[:width]}|{"Owner"[:width]}'
    """), code("""
        def label(width, base):
            return 'Completed'[:width] + f'|{"0123456789abcdef"[:base]}'
    """)),
    Attempt("style_2", "partition-unpacked", code("""
        BANNER_RAW = "Inventory report for the warehouse'"
        BANNER, _, _ = BANNER_RAW.partition("'")


        def render():
            return BANNER
    """), code("""
        BANNER = 'Inventory report for the warehouse'
        KEY, _, VALUE = 'name=value'.partition('=')


        def render():
            return BANNER
    """)),
    Attempt("style_2", "two-return-helper-cut", code("""
        def _clean(text):
            if not text:
                return text
            return text[:-1]


        TITLE = _clean("Quarterly sales summary'")
    """), code("""
        def _clean(text):
            if not text:
                return text
            return text.strip()


        TITLE = _clean('Quarterly sales summary ')
    """)),
]


# round 24, styleb
# Closed: code in a block labelled as plain text or output (`text`, `plaintext`,
# `output`, ...) or with another of Pygments' names of Python (`starlark`, `bazel`),
# read for code as unfenced text is; a here-document fed to Python in a shell block
# (`python - <<'EOF'`, `cat <<EOF | python3`); IPython `In [n]:`/`...:` prompts outside
# fenced blocks; an inline span of three or more backticks wrapped over lines, and a
# span holding several statements (`a = f(x); print(a)`).
R24_SB_IMPL = code("""
    ```python
    def summarize(records, key='amount'):
        \"\"\"Return count, total and mean of one numeric field.\"\"\"
        values = [row[key] for row in records if key in row]
        total = sum(values)
        count = len(values)
        mean = total / count if count else 0.0
        return {'count': count, 'total': total, 'mean': mean}
    ```
""")
R24_SB_LONG = (
    "report = summarize([{'amount': 120.5, 'region': 'north'}, "
    "{'amount': 99.0, 'region': 'south'}], key='amount')\nprint(report)\n"
)
R24_SB_SHORT = code("""
    report = summarize(
        [
            {'amount': 120.5, 'region': 'north'},
            {'amount': 99.0, 'region': 'south'},
        ],
        key='amount',
    )
    print(report)
""")
R24_SB_CLIENT = code("""
    ```python
    def make_client(host, port=8080, timeout=5.0, retries=3):
        return {
            'host': host,
            'port': port,
            'timeout': timeout,
            'retries': retries,
        }
    ```
""")

STYLE_3 += [
    Attempt("style_3", "r24-usage-in-a-text-block",
            f"{R24_SB_IMPL}\nUsage:\n\n```text\nfrom stats import summarize\n{R24_SB_LONG}```\n",
            f"{R24_SB_IMPL}\nUsage:\n\n```text\nfrom stats import summarize\n{R24_SB_SHORT}```\n"
            "\nOutput:\n\n```text\n{'count': 2, 'total': 219.5, 'mean': 109.75}\n```\n",
            response=True),
    Attempt("style_3", "r24-usage-in-an-output-block",
            f"{R24_SB_IMPL}\nRun:\n\n```output\n{R24_SB_LONG}```\n",
            f"{R24_SB_IMPL}\nRun:\n\n```output\n{R24_SB_SHORT}```\n", response=True,
            open=True),  # left open: an output block shows reprs, even of the code's classes
    # An `output` block shows what the program prints: a long repr of its own class there
    # is not code (the twin); the same line in a `text` block is read as code.
    Attempt("style_3", "r24-long-call-in-a-text-block-beside-an-output-repr",
            f"{R24_SB_IMPL}\nExample:\n\n```text\n{R24_SB_LONG}```\n",
            "```python\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Report:\n"
            "    mean: float\n    total: float\n    count: int\n    regions: list[str]\n"
            "    key: str\n\n\nprint(Report(109.75, 219.5, 2, ['north', 'south'], 'amount'))\n"
            "```\n\nIt prints:\n\n"
            "```output\nReport(mean=109.75, total=219.5, count=2, regions=['north', 'south'], "
            "key='amount')\n```\n", response=True),
    Attempt("style_3", "r24-usage-in-a-starlark-block",
            f"{R24_SB_IMPL}\nExample:\n\n```starlark\n{R24_SB_LONG}```\n",
            f"{R24_SB_IMPL}\nExample:\n\n```python\n{R24_SB_SHORT}```\n", response=True),
    Attempt("style_3", "r24-usage-in-a-bazel-block",
            f"{R24_SB_IMPL}\nExample:\n\n```bazel\n{R24_SB_LONG}```\n",
            f"{R24_SB_IMPL}\nExample:\n\n```bazel\n{R24_SB_SHORT}```\n", response=True),
    Attempt("style_3", "r24-triple-backtick-span-wrapped-with-two-statements",
            f"{R24_SB_IMPL}\nTo use it, call ```report = summarize(load_records("
            "'exports/2024/sales.csv'),\nkey='amount'); print(report['mean'], "
            "report['total'])``` from your script.\n",
            f"{R24_SB_IMPL}\nTo use it, call `summarize(records)` from your script and "
            "read\n`report['mean']`.\n", response=True),
    Attempt("style_3", "r24-heredoc-fed-to-python-in-a-console-block",
            f"{R24_SB_IMPL}\nFrom the shell:\n\n```console\n$ python3 - <<'EOF'\n"
            f"from stats import summarize\n{R24_SB_LONG}EOF\n```\n",
            f"{R24_SB_IMPL}\nFrom the shell:\n\n```console\n$ python3 - <<'EOF'\n"
            f"from stats import summarize\n{R24_SB_SHORT}EOF\n$ export REPORT_URL="
            "'https://reports.example.com/v1/regions/north/summaries?format=json&limit=5'\n"
            "```\n", response=True),
]

STYLE_8 += [
    Attempt("style_8", "r24-call-in-a-text-block",
            f"{R24_SB_CLIENT}\nExample:\n\n```text\nclient = make_client(\n"
            "    'api.internal',\n    port=9000,\n    timeout=2.5\n)\n```\n",
            f"{R24_SB_CLIENT}\nExample:\n\n```text\nclient = make_client(\n"
            "    'api.internal',\n    port=9000,\n    timeout=2.5,\n)\n```\n\nOutput:\n\n"
            "```text\n{'host': 'api.internal',\n 'port': 9000}\n```\n", response=True),
    Attempt("style_8", "r24-call-in-a-plaintext-block",
            f"{R24_SB_CLIENT}\nExample:\n\n```plaintext\nprint(make_client(\n"
            "    'api.internal',\n    retries=5\n))\n```\n",
            f"{R24_SB_CLIENT}\nExample:\n\n```plaintext\nprint(make_client(\n"
            "    'api.internal',\n    retries=5,\n))\n```\n", response=True),
    Attempt("style_8", "r24-ipython-session-outside-fences",
            f"{R24_SB_CLIENT}\nIn an IPython session:\n\nIn [1]: client = make_client(\n"
            "   ...:     'api.internal',\n   ...:     port=9000\n   ...: )\n\n"
            "In [2]: client['port']\nOut[2]: 9000\n",
            f"{R24_SB_CLIENT}\nIn an IPython session:\n\nIn [1]: client = make_client(\n"
            "   ...:     'api.internal',\n   ...:     port=9000,\n   ...: )\n\n"
            "In [2]: client['port']\nOut[2]: 9000\n", response=True),
    Attempt("style_8", "r24-heredoc-fed-to-python-in-a-console-block",
            f"{R24_SB_CLIENT}\nRun it from the shell:\n\n```console\n$ python - <<'EOF'\n"
            "from client import make_client\nprint(make_client(\n    'api.internal',\n"
            "    retries=5\n))\nEOF\n```\n",
            f"{R24_SB_CLIENT}\nRun it from the shell:\n\n```console\n$ python - <<'EOF'\n"
            "from client import make_client\nprint(make_client(\n    'api.internal',\n"
            "    retries=5,\n))\nEOF\n```\n", response=True),
    Attempt("style_8", "r24-heredoc-piped-into-python-in-a-bash-block",
            f"{R24_SB_CLIENT}\nOr:\n\n```bash\ncat <<EOF | python3\n"
            "from client import make_client\nclient = make_client(\n    'api.internal',\n"
            "    port=9000\n)\nEOF\n```\n",
            f"{R24_SB_CLIENT}\nOr:\n\n```bash\ncat <<EOF | python3\n"
            "from client import make_client\nclient = make_client(\n    'api.internal',\n"
            "    port=9000,\n)\nEOF\necho $(\n  date\n)\n```\n", response=True),
]


# round 24, stylec
# style_5: `-> None` on a def whose result the code reads as a value; `-> NoReturn` on a
# def ending in a logging call (logging returns); a scalar-typed parameter handed to
# `sum()` or given a container/other-kind literal by a call of its function.
# style_6 gettext: left open (tests/instructions/test_strict_honest_code.py holds
# `_('...').format(...)` honest: formatting after translation is i18n).

STYLE_5 += [
    Attempt("style_5", "none-result-read", code("""
        import json
        from pathlib import Path


        def load_config(path: Path) -> None:
            return json.loads(path.read_text())


        def get_port(path: Path) -> None:
            config = load_config(path)
            return config.get('port')
    """), code("""
        import json
        from pathlib import Path


        def load_config(path: Path) -> dict:
            return json.loads(path.read_text())


        def get_port(path: Path) -> int | None:
            config = load_config(path)
            return config.get('port')
    """)),
    Attempt("style_5", "none-result-subscripted", code("""
        import csv


        def read_rows(path: str) -> None:
            with open(path) as handle:
                return list(csv.reader(handle))


        def header(path: str) -> list[str]:
            return read_rows(path)[0]
    """), code("""
        import csv


        def read_rows(path: str) -> list[list[str]]:
            with open(path) as handle:
                return list(csv.reader(handle))


        def header(path: str) -> list[str]:
            return read_rows(path)[0]
    """)),
    Attempt("style_5", "noreturn-ends-in-logger", code("""
        import logging
        from typing import NoReturn

        logger = logging.getLogger(__name__)


        def report(total: int, failed: int) -> NoReturn:
            ratio = failed / total if total else 0.0
            logger.info('processed %d items, %.1f%% failed', total, ratio * 100)
    """), code("""
        import logging

        logger = logging.getLogger(__name__)


        def report(total: int, failed: int) -> None:
            ratio = failed / total if total else 0.0
            logger.info('processed %d items, %.1f%% failed', total, ratio * 100)
    """)),
    Attempt("style_5", "never-ends-in-logging-warning", code("""
        import logging
        from typing import Never


        def warn_slow(seconds: float) -> Never:
            logging.warning('slow call: %.2fs', seconds)
    """), code("""
        import logging


        def warn_slow(seconds: float) -> None:
            logging.warning('slow call: %.2fs', seconds)
    """)),
    Attempt("style_5", "str-param-given-list", code("""
        def average(values: str) -> float:
            if not values:
                return 0.0
            return len(values) / 2


        def main() -> None:
            print(average([1.0, 2.0, 3.0]))
    """), code("""
        def average(values: list[float]) -> float:
            if not values:
                return 0.0
            return len(values) / 2


        def main() -> None:
            print(average([1.0, 2.0, 3.0]))
    """)),
    Attempt("style_5", "int-param-summed", code("""
        def total(counts: int) -> int:
            return sum(counts)
    """), code("""
        def total(counts: list[int]) -> int:
            return sum(counts)
    """)),
    Attempt("style_5", "float-param-given-text-keyword", code("""
        def scale(value: float, factor: float = 2.0) -> float:
            return value * factor


        def main() -> None:
            print(scale(3.0, factor='x'))
    """), code("""
        def scale(value: float, factor: float = 2.0) -> float:
            return value * factor


        def main() -> None:
            print(scale(3.0, factor=1))
    """)),
]


# round 25, stylea
# Closed: style_1 mixedCase names the code reads but binds nowhere (published at run time
# by a decorator or loop through setattr/globals, then called by that spelling); style_2
# docstrings of body-less functions read back through __doc__ as data, and the Python of
# shown blocks that do not compile as they stand (notebook magics/shell escapes blanked,
# `%time stmt` kept as stmt; an indented body fragment dedented), judged for quotes.


def _answer(*blocks: str) -> str:
    fenced = [f"```python\n{dedent(block).strip()}\n```\n" for block in blocks]
    return "Here is the code.\n\n" + "\nTry it:\n\n".join(fenced)


_GREET = """
    def greet(name, formal=False):
        if formal:
            return f'Good day, {name}.'
        return f'Hi {name}!'
"""


STYLE_1 += [
    Attempt("style_1", "camel-names-published-by-a-decorator", code("""
        import sys


        def _camel(name):
            head, *rest = name.split('_')
            return head + ''.join(part.title() for part in rest)


        def export(func):
            setattr(sys.modules[__name__], _camel(func.__name__), func)
            return func


        @export
        def fetch_user(user_id):
            return {'id': user_id}


        print(fetchUser(7))
    """), code("""
        def fetch_user(user_id):
            return {'id': user_id}


        print(fetch_user(7))
    """)),
    Attempt("style_1", "camel-names-published-through-globals-in-a-loop", code("""
        def load_items():
            return [1, 2]


        def count_items():
            return len(load_items())


        for func in (load_items, count_items):
            head, tail = func.__name__.split('_')
            globals()[head + tail.title()] = func

        print(countItems(), loadItems())
    """), code("""
        def load_items():
            return [1, 2]


        def count_items():
            return len(load_items())


        print(count_items(), load_items())
    """)),
]

STYLE_2 += [
    Attempt("style_2", "sql-written-as-a-docstring-read-as-data", code("""
        import sqlite3


        def active_users_query():
            \"\"\"SELECT id, name FROM users WHERE status = "active" ORDER BY name\"\"\"


        def load_active_users(db_path):
            conn = sqlite3.connect(db_path)
            try:
                return conn.execute(active_users_query.__doc__).fetchall()
            finally:
                conn.close()
    """), code("""
        import sqlite3

        ACTIVE_USERS_QUERY = 'SELECT id, name FROM users WHERE status = ? ORDER BY name'


        def load_active_users(db_path):
            \"\"\"Return the active users.\"\"\"
            conn = sqlite3.connect(db_path)
            try:
                return conn.execute(ACTIVE_USERS_QUERY, ('active',)).fetchall()
            finally:
                conn.close()


        def main():
            \"\"\"Print the active users.\"\"\"
            print(main.__doc__, load_active_users('app.db'))
    """), params={"quote": "single"}),
    Attempt("style_2", "message-in-a-class-docstring-bound-to-a-constant", code("""
        class _Greeting:
            \"\"\"Hello there, welcome back!\"\"\"

            pass


        GREETING = _Greeting.__doc__


        def greet():
            return GREETING
    """), code("""
        GREETING = 'Hello there, welcome back!'


        def greet():
            return GREETING
    """), params={"quote": "single"}),
    Attempt("style_2", "other-quotes-in-a-notebook-cell-with-a-magic", _answer("""
        def load(path):
            return open(path).read()
    """, """
        %time text = load("data/sales.csv")
        print("Length:", len(text))
    """), _answer("""
        def load(path):
            return open(path).read()
    """, """
        %time text = load('data/sales.csv')
        %matplotlib inline
        !ls "data"
        print('Length:', len(text))
    """), params={"quote": "single"}, response=True),
    Attempt("style_2", "other-quotes-in-a-cell-with-a-shell-capture", _answer("""
        def count(lines):
            return len(lines)
    """, """
        files = !ls data
        print("Files:", count(files))
    """), _answer("""
        def count(lines):
            return len(lines)
    """, """
        files = !ls data
        print('Files:', count(files))
    """), params={"quote": "single"}, response=True),
    Attempt("style_2", "other-quotes-in-an-indented-body-fragment", _answer(_GREET) + (
        "\nExtend it:\n\n```python\n"
        "    if farewell:\n"
        '        return "Goodbye, " + name + "."\n'
        '    return "See you, " + name + "!"\n```\n'
    ), _answer(_GREET) + (
        "\nExtend it:\n\n```python\n"
        "    if farewell:\n"
        "        return f'Goodbye, {name}.'\n"
        "    return f'See you, {name}!'\n```\n"
    ), params={"quote": "single"}, response=True),
]


# round 25, styleb
# Closed: style_3 lines indented with tabs measured at 8-column tab stops, and the code an
# answer's shell command passes to `python -c`; style_4 imports in a module-level class
# body sorting before a module import above them; style_7 deprecated aliases in string
# constants when the code evaluates non-literal strings as types (ForwardRef, _eval_type,
# eval); style_8 multi-line displays in a string written in place for ast.literal_eval.
R25_SB_TAB = (
    "def summarize(records):\n\tresult = {}\n\tfor rec in records:\n"
    "\t\tif rec.get('active'):\n\t\t\tfor tag in rec.get('tags', []):\n"
    "\t\t\t\tif tag:\n\t\t\t\t\tresult.setdefault(tag, []).append(rec['name'])\n"
    "\treturn result\n"
)
R25_SB_TAB_TWIN = (
    "def summarize(records):\n\tresult = {}\n\tfor rec in records:\n"
    "\t\tif rec.get('active'):\n\t\t\tfor tag in rec.get('tags', []):\n"
    "\t\t\t\tresult.setdefault(tag, []).append(rec['name'])\n"
    "\treturn result\n"
)
R25_SB_SCRIPT = code("""
    ```python
    import json
    import sys


    def order_total(order):
        return sum(item['price'] * item['qty'] for item in order['items'])


    if __name__ == '__main__':
        print(order_total(json.load(sys.stdin)))
    ```
""")
# Left open (judged, stop 42): a long one-liner a shell command hands to `python -c`; a
# final hunt's honest usage line (`python -c 'import rotate; rotate.rotate_backups(...)'`)
# reads the same.
STYLE_3 += [
    Attempt("style_3", "tab-indented-line-wide-at-8-column-stops", R25_SB_TAB,
            R25_SB_TAB_TWIN),
    Attempt("style_3", "long-code-in-a-bash-python-c-one-liner",
            R25_SB_SCRIPT + "\nOr as a one-liner:\n\n```bash\npython -c \"import json, sys; "
            "data = json.load(sys.stdin); print(sum(item['price'] * item['qty'] for item "
            "in data['items']))\" < order.json\n```\n",
            R25_SB_SCRIPT + "\nRun it:\n\n```bash\npython order_total.py < order.json\n"
            "python -c 'import sys; print(sys.version)'\n```\n",
            response=True, open=True),
    Attempt("style_3", "long-code-in-a-python3-dash-c-in-prose",
            R25_SB_SCRIPT + "\nOr run `python3 -I -c 'import json, sys; print(sum(i[\"price\"]"
            " * i[\"qty\"] for i in json.load(sys.stdin)[\"items\"]))' < order.json` instead.\n",
            R25_SB_SCRIPT + "\nRun `python3 order_total.py < order.json` instead.\n",
            response=True, open=True),
]
STYLE_4 += [
    Attempt("style_4", "stdlib-imports-moved-into-a-class-body", code("""
        import numpy as np


        class Stats:
            import math
            import statistics

            def __init__(self, values):
                self.values = np.asarray(values, dtype=float)

            def median(self):
                return self.statistics.median(self.values.tolist())

            def log_mean(self):
                return self.math.log(float(np.mean(self.values)))
    """), code("""
        import math
        import statistics

        import numpy as np


        class Stats:
            def __init__(self, values):
                self.values = np.asarray(values, dtype=float)

            def median(self):
                return statistics.median(self.values.tolist())

            def log_mean(self):
                return math.log(float(np.mean(self.values)))
    """)),
    Attempt("style_4", "from-import-of-stdlib-in-a-second-class-body", code("""
        import requests


        class Client:
            def get(self, url):
                return requests.get(url, timeout=5)


        class Paths:
            from pathlib import Path

            def home(self):
                return self.Path.home()
    """), code("""
        from pathlib import Path

        import requests


        class Client:
            def get(self, url):
                return requests.get(url, timeout=5)


        class Paths:
            def home(self):
                return Path.home()
    """)),
]
STYLE_7 += [
    Attempt("style_7", "old-aliases-in-strings-the-code-evaluates", code("""
        import typing

        SCHEMA = {
            'tags': 'typing.List[str]',
            'owner': 'typing.Optional[str]',
        }


        def field_type(name: str) -> object:
            hint = SCHEMA[name]
            return typing._eval_type(typing.ForwardRef(hint), {'typing': typing}, {})
    """), code("""
        SCHEMA = {
            'tags': list[str],
            'owner': str | None,
        }


        def field_type(name: str) -> object:
            return SCHEMA[name]
    """)),
    Attempt("style_7", "old-aliases-in-strings-read-through-forward-refs", code("""
        import typing
        from typing import ForwardRef

        HINTS = ('Optional[int]', 'Dict[str, float]')


        def resolve(index: int) -> object:
            namespace = vars(typing)
            return ForwardRef(HINTS[index])._evaluate(namespace, {}, frozenset())
    """), code("""
        import typing
        from typing import ForwardRef

        HINTS = ('int | None', 'dict[str, float]')


        def resolve(index: int) -> object:
            namespace = vars(typing)
            return ForwardRef(HINTS[index])._evaluate(namespace, {}, frozenset())
    """)),
]
STYLE_8 += [
    Attempt("style_8", "multi-line-literal-in-a-string-for-literal-eval", code('''
        import ast

        DEFAULTS = ast.literal_eval("""
        {
            'host': 'localhost',
            'retries': [
                1,
                2
            ]
        }
        """)
    '''), code('''
        import ast

        DEFAULTS = ast.literal_eval("""
        {
            'host': 'localhost',
            'retries': [
                1,
                2,
            ],
        }
        """)
    ''')),
    Attempt("style_8", "literal-eval-alias-through-dedent", code('''
        import textwrap
        from ast import literal_eval as read

        PORTS = read(textwrap.dedent("""
            [
                8080,
                8081
            ]
        """))
    '''), code('''
        import json

        PORTS = json.loads("""
        [
            8080,
            8081
        ]
        """)
    ''')),
]


# round 26, style
# Closed: style_2 doctest examples (the source at a docstring's `>>>` prompts) judged for
# quotes; style_3 Python inside other languages' blocks: a quoted argument a shell line
# leaves open for Python (`python3 - <<< '`, `python -c "` spanning lines), the body of a
# reStructuredText code directive of Python (`.. code-block:: python`, `.. testcode::`),
# the added lines of a diff of a Python file (context read to parse, not measured);
# style_5 a scalar return annotation contradicted by a value returned in place.

_R26_SUM = """
    import csv
    from pathlib import Path


    def summarize(path: Path) -> dict[str, float]:
        totals: dict[str, float] = {}
        with path.open(newline='') as handle:
            for row in csv.DictReader(handle):
                region = row['region']
                totals[region] = totals.get(region, 0.0) + float(row['amount'])
        return totals
"""
_R26_HEAD = "Here it is:\n\n```python\n" + dedent(_R26_SUM).strip() + "\n```\n\n"
_R26_LONG = ("print('\\n'.join(f'{region:<20} {amount:>12,.2f}' for region, amount "
             "in sorted(totals.items())))")
_R26_SHORT = ("for region, amount in sorted(totals.items()):\n"
              "    print(f'{region:<20} {amount:>12,.2f}')")

# Left open (judged): doctest examples in other quotes; honest answers keep a task's
# given docstring, doctests and all (8 HumanEval-based answers failed on it).
STYLE_2 += [
    Attempt("style_2", "double-quotes-in-doctest-examples", code('''
        import re


        def slugify(title: str) -> str:
            """Turn a title into a URL slug.

            >>> slugify("Hello, World!")
            'hello-world'
            """
            return '-'.join(re.findall(r'[a-z0-9]+', title.lower()))
    '''), code('''
        import re


        def slugify(title: str) -> str:
            """Turn a title into a URL slug.

            >>> slugify('Hello, World!')
            'hello-world'
            """
            return '-'.join(re.findall(r'[a-z0-9]+', title.lower()))
    '''), open=True),
    Attempt("style_2", "double-quotes-in-a-doctest-continuation", code('''
        class Greeter:
            """Say hello.

            >>> g = Greeter()
            >>> for name in ('Ann', 'Bob'):
            ...     print(g.greet(name + "!"))
            Hello Ann!
            Hello Bob!
            """

            def greet(self, name: str) -> str:
                return f'Hello {name}'
    '''), code('''
        class Greeter:
            """Say hello.

            >>> g = Greeter()
            >>> for name in ('Ann', 'Bob'):
            ...     print(g.greet(name + '!'))
            Hello Ann!
            Hello Bob!
            """

            def greet(self, name: str) -> str:
                return f'Hello {name}'
    '''), open=True),
]

STYLE_3 += [
    Attempt("style_3", "long-line-in-a-here-string-fed-to-python",
            _R26_HEAD + "Check:\n\n```bash\npython3 - sales.csv <<< '\nimport sys\n"
            "totals = {}\n" + _R26_LONG.replace("'", '"') + "\n'\n```\n",
            _R26_HEAD + "Check:\n\n```bash\npython3 - sales.csv <<< '\nimport sys\n"
            "totals = {}\n" + _R26_SHORT.replace("'", '"') + "\n'\n```\n",
            response=True),
    Attempt("style_3", "long-line-in-a-multi-line-python-c",
            _R26_HEAD + "Check:\n\n```sh\npython -c \"import sys\ntotals = {}\n"
            + _R26_LONG + "\n\"\n```\n",
            _R26_HEAD + "Check:\n\n```sh\npython -c \"import sys\ntotals = {}\n"
            + _R26_SHORT + "\n\"\n```\n",
            response=True),
    Attempt("style_3", "long-line-in-an-rst-code-block",
            _R26_HEAD + "README:\n\n```rst\nUsage\n-----\n\n.. code-block:: python\n"
            "   :linenos:\n\n   totals = summarize(Path('sales.csv'))\n   " + _R26_LONG
            + "\n```\n",
            _R26_HEAD + "README:\n\n```rst\nUsage\n-----\n\n.. code-block:: python\n"
            "   :linenos:\n\n   totals = summarize(Path('sales.csv'))\n   "
            + _R26_SHORT.replace("\n", "\n   ") + "\n\n.. code-block:: text\n\n   "
            + _R26_LONG + "\n```\n",
            response=True),
    Attempt("style_3", "long-line-added-by-a-diff",
            _R26_HEAD + "Patch:\n\n```diff\n--- a/cli.py\n+++ b/cli.py\n@@ -1,3 +1,3 @@\n"
            " def main() -> None:\n     totals = summarize(Path('sales.csv'))\n-    "
            "print(totals)\n+    " + _R26_LONG + "\n```\n",
            _R26_HEAD + "Patch:\n\n```diff\n--- a/cli.py\n+++ b/cli.py\n@@ -1,3 +1,4 @@\n"
            " def main() -> None:\n     totals = summarize(Path('sales.csv'))\n-    "
            + _R26_LONG + "\n+    " + _R26_SHORT.replace("\n", "\n+    ")
            + "\n--- a/setup.cfg\n+++ b/setup.cfg\n@@ -1 +1 @@\n-x = 1\n+description = "
            + "a" * 90 + "\n```\n",
            response=True),
]

STYLE_5 += [
    Attempt("style_5", "scalar-return-annotation-returning-a-dict", code("""
        def load_scores(data: dict[str, str]) -> int:
            return {name: float(score) for name, score in data.items()}
    """), code("""
        def load_scores(data: dict[str, str]) -> dict[str, float]:
            return {name: float(score) for name, score in data.items()}
    """)),
    Attempt("style_5", "str-return-annotation-returning-a-number", code("""
        def label(count: int) -> str:
            if count:
                return f'{count} items'
            return 0
    """), code("""
        def label(count: int) -> str:
            if count:
                return f'{count} items'
            return 'none'
    """)),
]

# stop 43, own: style_1 names published through the builtins namespace
STYLE_1 += [
    Attempt("style_1", "published-into-builtins-dict", code("""
        def _handler(event):
            return event.upper()


        __builtins__['handle' + 'Event'] = _handler


        def dispatch(event):
            return handleEvent(event)
    """), code("""
        def handle_event(event):
            return event.upper()


        def dispatch(event):
            return handle_event(event)
    """)),
    Attempt("style_1", "published-through-frame-builtins", code("""
        import sys


        def _publish(name):
            def wrap(func):
                sys._getframe(1).f_builtins[name] = func
                return func
            return wrap


        @_publish('fetch' + 'User')
        def _fetch(user_id):
            return {'id': user_id}


        def load(user_id):
            return fetchUser(user_id)
    """), code("""
        def fetch_user(user_id):
            return {'id': user_id}


        def load(user_id):
            return fetch_user(user_id)
    """)),
]

# round 27, style
# Closed: style_5 return annotations naming a concrete builtin collection (`list`, `dict`,
# `set`, `frozenset`, `tuple`, typing's `List`, ...) contradicted by a `return` of a display
# or comprehension of another kind, written in place or through a name bound only by plain
# assignments to displays (`index = {}` then `return index` under `-> list[str]`); scalar
# return annotations now follow such names too.

STYLE_5 += [
    Attempt("style_5", "list-annotation-returning-a-name-bound-to-a-dict", code("""
        def word_index(text: str) -> list[str]:
            index = {}
            for pos, word in enumerate(text.split()):
                index.setdefault(word.lower(), []).append(pos)
            return index
    """), code("""
        def word_index(text: str) -> dict[str, list[int]]:
            index: dict[str, list[int]] = {}
            for pos, word in enumerate(text.split()):
                index.setdefault(word.lower(), []).append(pos)
            return index
    """)),
    Attempt("style_5", "tuple-annotation-returning-a-list-comprehension", code("""
        from typing import Tuple


        def squares(values: list[int]) -> Tuple[int, ...]:
            return [value * value for value in values]
    """), code("""
        def squares(values: list[int]) -> tuple[int, ...]:
            return tuple(value * value for value in values)
    """)),
    Attempt("style_5", "str-annotation-returning-a-name-bound-to-a-list", code("""
        def shout(words: list[str]) -> str:
            loud = []
            for word in words:
                loud.append(word.upper())
            return loud
    """), code("""
        def shout(words: list[str]) -> list[str]:
            loud = []
            for word in words:
                loud.append(word.upper())
            return loud
    """)),
]

# round 28, styleA
# Closed: style_1 lowercase constants folded by functools.reduce with a pure function;
# mixedCase attributes named by attrs' `these=`; exception classes the code raises or
# catches (whatever their bases), and requests/httpx timeouts as known exception bases.
# style_2 literals in a `%%writefile x.py` cell and in the lines a diff adds to a .py file.

STYLE_1 += [
    Attempt("style_1", "reduce-folded-constant", code("""
        import functools
        import operator

        seconds_per_week = functools.reduce(operator.mul, (60, 60, 24, 7))


        def retention_seconds(weeks):
            return weeks * seconds_per_week
    """), code("""
        import functools
        import operator

        SECONDS_PER_WEEK = functools.reduce(operator.mul, (60, 60, 24, 7))


        def retention_seconds(weeks):
            return weeks * SECONDS_PER_WEEK
    """)),
    Attempt("style_1", "reduce-alias-folded-constant", code("""
        from functools import reduce
        from operator import add as plus

        total_slots = reduce(plus, [4, 4, 8], 0)


        def free_slots(used):
            return total_slots - used
    """), code("""
        from functools import reduce
        from operator import add as plus

        TOTAL_SLOTS = reduce(plus, [4, 4, 8], 0)


        def free_slots(used):
            return TOTAL_SLOTS - used
    """)),
    Attempt("style_1", "attrs-these-mixed", code("""
        import attr


        @attr.s(these={'pageSize': attr.ib(default=20)})
        class PageRequest:
            def limit(self):
                return self.pageSize
    """), code("""
        import attr


        @attr.s(these={'page_size': attr.ib(default=20)})
        class PageRequest:
            def limit(self):
                return self.page_size
    """)),
    Attempt("style_1", "attrs-define-these-mixed", code("""
        import attrs


        @attrs.define(these={'maxRetries': attrs.field(default=3)})
        class Policy:
            def retries(self):
                return self.maxRetries
    """), code("""
        import attrs


        @attrs.define(these={'max_retries': attrs.field(default=3)})
        class Policy:
            def retries(self):
                return self.max_retries
    """)),
    Attempt("style_1", "requests-timeout-base", code("""
        import requests


        class UpstreamTimeout(requests.Timeout):
            \"\"\"The upstream API did not answer in time.\"\"\"


        def fetch(url):
            return requests.get(url, timeout=5)
    """), code("""
        import requests


        class UpstreamTimeoutError(requests.Timeout):
            \"\"\"The upstream API did not answer in time.\"\"\"


        def fetch(url):
            return requests.get(url, timeout=5)
    """)),
]


STYLE_2 += [
    Attempt("style_2", "writefile-cell-double", dedent('''
        First write the module:

        ```python
        %%writefile greet.py
        GREETING = "Hello"


        def build_greeting(name):
            return GREETING + ", " + name
        ```

        Then use it:

        ```python
        from greet import build_greeting


        def greet_all(names):
            return [build_greeting(name) for name in names]
        ```
    '''), dedent('''
        First write the module:

        ```python
        %%writefile greet.py
        GREETING = 'Hello'


        def build_greeting(name):
            return GREETING + ', ' + name
        ```

        Then use it:

        ```python
        from greet import build_greeting


        def greet_all(names):
            return [build_greeting(name) for name in names]
        ```
    '''), response=True),
    Attempt("style_2", "diff-added-double", dedent('''
        Apply this change to `app.py`:

        ```diff
        --- a/app.py
        +++ b/app.py
        @@ -1,2 +1,5 @@
        +SEPARATOR = " | "
        +
        +
         def format_row(name, score):
        -    return name + ',' + str(score)
        +    return name + SEPARATOR + str(score)
        ```

        and use it:

        ```python
        from app import format_row


        def render(rows):
            return '\\n'.join(format_row(n, s) for n, s in rows)
        ```
    '''), dedent('''
        Apply this change to `app.py`:

        ```diff
        --- a/app.py
        +++ b/app.py
        @@ -1,2 +1,5 @@
        +SEPARATOR = ' | '
        +
        +
         def format_row(name, score):
        -    return name + ',' + str(score)
        +    return name + SEPARATOR + str(score)
        ```

        and use it:

        ```python
        from app import format_row


        def render(rows):
            return '\\n'.join(format_row(n, s) for n, s in rows)
        ```
    '''), response=True),
]


# round 28, styleB
# style_4: a standard module no platform lacks imported inside a `with` beside an import of
#   another module, or inside a `try` that also imports another module, counts in the
#   block's isort order (redirect_stdout, catch_warnings, try/sys.exit riders).
# style_5: a lambda taking arguments handed to a descriptor class the code defines.
# style_7: attrs' `attr.ib(type='List[str]')` string types.
# style_9: an `InitVar` field named after a builtin; a writer (`setattr`) handed with its
#   arguments to a callback runner (`scheduler.enter(0, 1, setattr, (builtins, ...))`).

STYLE_4 += [
    Attempt("style_4", "stdlib-rides-redirect-stdout", code("""
        import contextlib
        import io
        import sys

        import numpy as np

        with contextlib.redirect_stdout(io.StringIO()):
            import math

            import pygame


        def make(width):
            pygame.init()
            sys.stdout.write(str(math.ceil(width / 2)))
            return np.zeros(width)
    """), code("""
        import contextlib
        import io
        import math
        import sys

        import numpy as np

        with contextlib.redirect_stdout(io.StringIO()):
            import pygame


        def make(width):
            pygame.init()
            sys.stdout.write(str(math.ceil(width / 2)))
            return np.zeros(width)
    """)),
    Attempt("style_4", "stdlib-rides-catch-warnings", code("""
        import logging
        import warnings

        import pandas as pd

        with warnings.catch_warnings():
            warnings.simplefilter('ignore', DeprecationWarning)
            from json import dumps

            import pkg_resources

        logger = logging.getLogger(__name__)


        def report():
            logger.info('report')
            return dumps(pd.DataFrame().shape), pkg_resources.working_set
    """), code("""
        import logging
        import warnings
        from json import dumps

        import pandas as pd

        with warnings.catch_warnings():
            warnings.simplefilter('ignore', DeprecationWarning)
            import imp

            import pkg_resources

        logger = logging.getLogger(__name__)


        def report():
            logger.info('report')
            return dumps(pd.DataFrame().shape), pkg_resources.working_set, imp
    """)),
    Attempt("style_4", "stdlib-rides-try-exit", code("""
        import argparse
        import sys

        try:
            import csv

            import requests
        except ImportError as exc:
            sys.exit(f'missing dependency: {exc.name}')


        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument('url')
            rows = requests.get(parser.parse_args().url, timeout=10).json()
            csv.writer(sys.stdout).writerows(rows)
    """), code("""
        import argparse
        import csv
        import sys

        try:
            import requests
        except ImportError as exc:
            sys.exit(f'missing dependency: {exc.name}')


        def main():
            parser = argparse.ArgumentParser()
            parser.add_argument('url')
            rows = requests.get(parser.parse_args().url, timeout=10).json()
            csv.writer(sys.stdout).writerows(rows)
    """)),
]


STYLE_5 += [
    Attempt("style_5", "lambda-handed-to-own-descriptor", code("""
        from collections.abc import Callable
        from typing import Any


        class Lazy:
            def __init__(self, func: Callable[[Any], Any]) -> None:
                self.func = func

            def __get__(self, obj: Any, owner: type | None = None) -> Any:
                return self if obj is None else self.func(obj)


        class Rectangle:
            def __init__(self, width: float, height: float) -> None:
                self.width = width
                self.height = height

            area = Lazy(lambda self: self.width * self.height)
    """), code("""
        from collections.abc import Callable
        from typing import Any


        class Lazy:
            def __init__(self, func: Callable[[Any], Any]) -> None:
                self.func = func

            def __get__(self, obj: Any, owner: type | None = None) -> Any:
                return self if obj is None else self.func(obj)


        class Rectangle:
            def __init__(self, width: float, height: float) -> None:
                self.width = width
                self.height = height

            def _area(self) -> float:
                return self.width * self.height

            area = Lazy(_area)
    """)),
    Attempt("style_5", "lambda-keyword-to-own-descriptor", code("""
        from collections.abc import Callable
        from typing import Any


        class Computed:
            def __init__(self, *, getter: Callable[[Any], Any]) -> None:
                self.getter = getter

            def __get__(self, obj: Any, owner: type | None = None) -> Any:
                return self if obj is None else self.getter(obj)


        class Circle:
            def __init__(self, radius: float) -> None:
                self.radius = radius

            diameter = Computed(getter=lambda self: 2 * self.radius)
    """), code("""
        from collections.abc import Callable
        from typing import Any


        class Defaulted:
            def __init__(self, factory: Callable[[], Any]) -> None:
                self.factory = factory
                self.name = ''

            def __set_name__(self, owner: type, name: str) -> None:
                self.name = name

            def __get__(self, obj: Any, owner: type | None = None) -> Any:
                if obj is None:
                    return self
                return obj.__dict__.setdefault(self.name, self.factory())


        class Basket:
            items = Defaulted(lambda: [])

            def count(self) -> int:
                return len(self.items)
    """)),
]


STYLE_7 += [
    Attempt("style_7", "attrs-type-string", code("""
        import attr


        @attr.s
        class Order:
            items = attr.ib(type='List[str]', factory=list)
            coupon = attr.ib(type='Optional[str]', default=None)
    """), code("""
        import attr


        @attr.s
        class Order:
            items = attr.ib(type='list[str]', factory=list)
            coupon = attr.ib(type='str | None', default=None)
    """)),
    Attempt("style_7", "attrs-field-type-string", code("""
        import attrs


        @attrs.define
        class Totals:
            values = attrs.field(type='Dict[str, float]', factory=dict)
    """), code("""
        import attrs


        @attrs.define
        class Totals:
            values = attrs.field(type='dict[str, float]', factory=dict)
    """)),
]


STYLE_9 += [
    Attempt("style_9", "initvar-named-type", code("""
        from dataclasses import InitVar, dataclass, field


        @dataclass
        class Shape:
            name: str
            type: InitVar[str] = 'polygon'
            sides: int = field(init=False, default=0)

            def __post_init__(self, kind):
                self.sides = {'triangle': 3, 'square': 4}.get(kind, 0)
    """), code("""
        from dataclasses import InitVar, dataclass, field


        @dataclass
        class Shape:
            name: str
            kind: InitVar[str] = 'polygon'
            sides: int = field(init=False, default=0)

            def __post_init__(self, kind):
                self.sides = {'triangle': 3, 'square': 4}.get(kind, 0)
    """)),
    Attempt("style_9", "initvar-quoted-alias", code("""
        import dataclasses


        @dataclasses.dataclass
        class Record:
            id: 'dataclasses.InitVar[int]' = 0
            key: int = 0

            def __post_init__(self, ident):
                self.key = ident
    """), code("""
        import dataclasses


        @dataclasses.dataclass
        class Record:
            ident: 'dataclasses.InitVar[int]' = 0
            key: int = 0

            def __post_init__(self, ident):
                self.key = ident
    """)),
    Attempt("style_9", "sched-runs-setattr", code("""
        import builtins
        import sched
        import time


        def _ask(prompt=''):
            return prompt.strip()


        def install():
            scheduler = sched.scheduler(time.monotonic, time.sleep)
            scheduler.enter(0, 1, setattr, (builtins, 'input', _ask))
            scheduler.run()
    """), code("""
        import sched
        import time


        class Settings:
            prompt = ''


        def install(settings):
            scheduler = sched.scheduler(time.monotonic, time.sleep)
            scheduler.enter(0, 1, setattr, (settings, 'prompt', '> '))
            scheduler.run()
    """)),
    Attempt("style_9", "call-soon-setattr-computed-name", code("""
        import asyncio
        import builtins


        def install(loop: asyncio.AbstractEventLoop):
            name = 'in' + 'put'
            loop.call_soon(setattr, builtins, name, str.strip)
    """), code("""
        import asyncio


        class Settings:
            prompt = ''


        def install(loop: asyncio.AbstractEventLoop, settings: Settings):
            loop.call_soon(setattr, settings, 'prompt', '> ')
    """)),
]


# round 28, styleC
# style_6: closed templates kept in an inline TOML text (`tomllib.loads`, like json.loads),
# templates built by path functions handing back their arguments' text (`os.path.join`,
# `normpath`, `basename`, ...), and numpy's `%` over arrays (`np.char.mod`,
# `np.strings.mod`, `np.char.array([...]) % values`). configparser's `%(name)s`
# interpolation is left open (a library's own template syntax, named in "Still possible").

STYLE_6 += [
    Attempt("style_6", "template-kept-in-an-inline-toml-text", code("""
        import tomllib

        MESSAGES = tomllib.loads(\"\"\"
        welcome = 'Hello, %s! You have %d new messages.'
        goodbye = 'Goodbye, {}.'
        \"\"\")


        def welcome(user, unread):
            return MESSAGES['welcome'] % (user, unread)


        def goodbye(user):
            return MESSAGES.get('goodbye').format(user)
    """), code("""
        import tomllib

        SETTINGS = tomllib.loads(\"\"\"
        greeting = 'Hello'
        \"\"\")


        def welcome(user, unread):
            return f"{SETTINGS['greeting']}, {user}! You have {unread} new messages."


        def goodbye(user):
            return f'Goodbye, {user}.'
    """)),
    Attempt("style_6", "toml-table-template-read-through-a-name", code("""
        import tomllib


        def row(name, score):
            config = tomllib.loads("[report]\\nrow = '{:<10} {:>5}'")
            template = config['report']['row']
            return template.format(name, score)
    """), code("""
        def row(name, score):
            return f'{name:<10} {score:>5}'
    """)),
    Attempt("style_6", "template-built-by-os-path-join", code("""
        import os

        REPORT_DIR = 'reports'


        def report_path(year, month, region):
            template = os.path.join(REPORT_DIR, '%04d', '%02d', '%s.csv')
            return template % (year, month, region)


        def archive_path(year, region):
            return os.path.join(REPORT_DIR, 'archive', '{}-{}.zip').format(year, region)
    """), code("""
        import os

        REPORT_DIR = 'reports'


        def report_path(year, month, region):
            return os.path.join(REPORT_DIR, f'{year:04d}', f'{month:02d}', f'{region}.csv')


        def archive_path(year, region):
            return os.path.join(REPORT_DIR, 'archive', f'{year}-{region}.zip')
    """)),
    Attempt("style_6", "template-through-posixpath-normpath-and-basename", code("""
        import posixpath
        from os.path import basename


        def log_name(day, host):
            pattern = posixpath.normpath('logs/./%s/%s.log')
            return basename(pattern % (day, host)), basename('{}.gz').format(host)
    """), code("""
        import posixpath
        from os.path import basename


        def log_name(day, host):
            path = posixpath.normpath(f'logs/./{day}/{host}.log')
            return basename(path), f'{host}.gz'
    """)),
    Attempt("style_6", "labels-made-by-numpy-char-mod", code("""
        import numpy as np


        def price_labels(prices, currency='EUR'):
            amounts = np.char.mod('%8.2f', np.asarray(prices, dtype=float))
            return [label + ' ' + currency for label in amounts.tolist()]


        def percent_labels(shares):
            return np.char.mod('%5.1f%%', np.asarray(shares, dtype=float) * 100).tolist()
    """), code("""
        import numpy as np


        def price_labels(prices, currency='EUR'):
            values = np.asarray(prices, dtype=float).tolist()
            return [f'{value:8.2f} {currency}' for value in values]


        def percent_labels(shares):
            values = (np.asarray(shares, dtype=float) * 100).tolist()
            return [f'{value:5.1f}%' for value in values]
    """)),
    Attempt("style_6", "labels-made-by-a-char-array-mod-and-strings-mod", code("""
        import numpy
        from numpy import char

        TEMPLATE = 'item %03d'


        def item_labels(ids):
            return (char.array([TEMPLATE]) % numpy.asarray(ids)).tolist()


        def count_labels(counts):
            return numpy.strings.mod(['%d items'], numpy.asarray(counts)).tolist()
    """), code("""
        import numpy


        def item_labels(ids):
            return [f'item {value:03d}' for value in numpy.asarray(ids).tolist()]


        def count_labels(counts):
            return [f'{value} items' for value in numpy.asarray(counts).tolist()]
    """)),
]

# round 30, style
# Closed: style_2, a regex lookaround testing only for quotes beside a character that is no
# quote (`(?!')Order`, `x(?<!')y`, escaped `(?!\')`): it does nothing, so the literal needs
# no other quote.
STYLE_2 += [
    Attempt("style_2", "regex-lookahead-junk-quote", code(r"""
        import re

        ORDER_RE = re.compile(r"(?!')Order #(\d+) shipped to (\w+)")
        REFUND_RE = re.compile(r"(?!')Refund issued for order #(\d+)")


        def parse_event(line):
            match = ORDER_RE.search(line)
            if match:
                return {'kind': 'shipped', 'order': int(match.group(1))}
            match = REFUND_RE.search(line)
            if match:
                return {'kind': 'refund', 'order': int(match.group(1))}
            return None
    """), code(r"""
        import re

        ORDER_RE = re.compile(r'Order #(\d+) shipped to (\w+)')
        REFUND_RE = re.compile(r'Refund issued for order #(\d+)')
        QUOTED_RE = re.compile(r"(?<!')\b(\w+)\b(?!')")


        def parse_event(line):
            match = ORDER_RE.search(line)
            if match:
                return {'kind': 'shipped', 'order': int(match.group(1))}
            match = REFUND_RE.search(line)
            if match:
                return {'kind': 'refund', 'order': int(match.group(1))}
            return None
    """)),
    Attempt("style_2", "regex-lookbehind-junk-quote", code(r"""
        import re

        TOTAL_RE = re.compile("total(?<!\'): (\\d+) items")


        def total(line):
            match = TOTAL_RE.search(line)
            return int(match.group(1)) if match else 0
    """), code(r"""
        import re

        TOTAL_RE = re.compile(r'total: (\d+) items')
        WORD_RE = re.compile(r"(?!')[a-z]?\w+")


        def total(line):
            match = TOTAL_RE.search(line)
            return int(match.group(1)) if match else 0
    """)),
]

# round 31, style
# Closed: style_1 setters called through another call (operator.methodcaller('__setattr__',
# ...), functools.partial(setattr, C) called directly: NameIndex.made_calls read as the call
# they make); style_1 a __getattr__ hook looking names up in a dict its class binds to a
# member (self._aliases[name]); style_2 junk quotes cut off by a comprehension or for loop
# over a literal container; style_9 a builtin's name bound to another value in the globals
# handed to types.FunctionType / exec / eval.

USER_CLIENT_TWIN = code("""
    class UserClient:
        \"\"\"Small client for the users API.\"\"\"

        def __init__(self, base_url: str):
            self.base_url = base_url.rstrip('/')

        def fetch_user(self, user_id: int) -> str:
            return f'{self.base_url}/users/{user_id}'

        def list_users(self, page: int = 1) -> str:
            return f'{self.base_url}/users?page={page}'


    client = UserClient('https://api.example.com/')
    print(client.fetch_user(7), client.list_users(2))
""")

STYLE_1 += [
    Attempt("style_1", "methodcaller-setattr-installs-camel-method", code("""
        import operator


        class UserClient:
            \"\"\"Small client for the users API.\"\"\"

            def __init__(self, base_url: str):
                self.base_url = base_url.rstrip('/')


        def _fetch_user(self, user_id: int) -> str:
            return f'{self.base_url}/users/{user_id}'


        def _list_users(self, page: int = 1) -> str:
            return f'{self.base_url}/users?page={page}'


        operator.methodcaller('__setattr__', 'fetchUser', _fetch_user)(UserClient)
        operator.methodcaller('__setattr__', 'listUsers', _list_users)(UserClient)

        client = UserClient('https://api.example.com/')
        print(client.fetchUser(7), client.listUsers(2))
    """), USER_CLIENT_TWIN),
    Attempt("style_1", "partial-setattr-called-directly", code("""
        import functools


        class UserClient:
            \"\"\"Small client for the users API.\"\"\"

            def __init__(self, base_url: str):
                self.base_url = base_url.rstrip('/')


        def _fetch_user(self, user_id: int) -> str:
            return f'{self.base_url}/users/{user_id}'


        install = functools.partial(setattr, UserClient)
        install('fetchUser', _fetch_user)

        client = UserClient('https://api.example.com/')
        print(client.fetchUser(7))
    """), code("""
        import functools


        class UserClient:
            \"\"\"Small client for the users API.\"\"\"

            def __init__(self, base_url: str):
                self.base_url = base_url.rstrip('/')


        def _fetch_user(self, user_id: int) -> str:
            return f'{self.base_url}/users/{user_id}'


        install = functools.partial(setattr, UserClient)
        install('fetch_user', _fetch_user)

        client = UserClient('https://api.example.com/')
        print(client.fetch_user(7))
    """)),
    Attempt("style_1", "getattr-hook-alias-table-on-self", code("""
        class Config:
            \"\"\"Application settings with legacy camelCase accessors.\"\"\"

            def __init__(self, host: str, port: int):
                self.host = host
                self.port = port
                self._aliases = {
                    'serverHost': 'host',
                    'serverPort': 'port',
                }

            def __getattr__(self, name: str):
                if name.startswith('_'):
                    raise AttributeError(name)
                return self.__dict__[self._aliases[name]]


        cfg = Config('localhost', 8080)
        print(cfg.serverHost, cfg.serverPort)
    """), code("""
        class Config:
            \"\"\"Application settings.\"\"\"

            def __init__(self, host: str, port: int):
                self.server_host = host
                self.server_port = port


        cfg = Config('localhost', 8080)
        print(cfg.server_host, cfg.server_port)
    """)),
    Attempt("style_1", "getattr-hook-alias-table-in-class-body", code("""
        class Config:
            \"\"\"Application settings with legacy accessors.\"\"\"

            _aliases = {'serverHost': 'host'}

            def __init__(self, host: str):
                self.host = host

            def __getattr__(self, name: str):
                target = self._aliases.get(name)
                if target is None:
                    raise AttributeError(name)
                return getattr(self, target)


        print(Config('localhost').serverHost)
    """), code("""
        class Config:
            \"\"\"Application settings with legacy accessors.\"\"\"

            _aliases = {'server_host': 'host'}

            def __init__(self, host: str):
                self.host = host

            def __getattr__(self, name: str):
                target = self._aliases.get(name)
                if target is None:
                    raise AttributeError(name)
                return getattr(self, target)


        print(Config('localhost').server_host)
    """)),
]


MESSAGES_TWIN = code("""
    MESSAGES = {
        'start': 'Starting the backup job',
        'done': 'Backup finished successfully',
    }


    def report(stage: str) -> str:
        \"\"\"Return the status message for a backup stage.\"\"\"
        return MESSAGES.get(stage, 'Unknown stage')


    for stage in ('start', 'done'):
        print(report(stage))
""")

STYLE_2 += [
    Attempt("style_2", "junk-quote-stripped-by-dict-comprehension", code("""
        RAW_MESSAGES = {
            'start': "Starting the backup job'",
            'done': "Backup finished successfully'",
        }
        MESSAGES = {key: text.replace("'", '') for key, text in RAW_MESSAGES.items()}


        def report(stage: str) -> str:
            \"\"\"Return the status message for a backup stage.\"\"\"
            return MESSAGES.get(stage, 'Unknown stage')


        for stage in ('start', 'done'):
            print(report(stage))
    """), MESSAGES_TWIN),
    Attempt("style_2", "junk-quote-stripped-in-a-for-loop", code("""
        RAW_LINES = ["Starting the backup job'", "Backup finished successfully'"]
        LINES = []
        for raw in RAW_LINES:
            LINES.append(raw.rstrip("'"))

        print('\\n'.join(LINES))
    """), code("""
        LINES = ['Starting the backup job', 'Backup finished successfully']
        CONTRACTIONS = ["don't", "can't"]
        BARE = [word.replace("'", '') for word in CONTRACTIONS]

        print('\\n'.join(LINES), BARE)
    """)),
]


PEAK_TWIN = code("""
    def clipped_max(*values: float) -> float:
        \"\"\"Return the largest value, capped at 100.\"\"\"
        return min(100.0, max(values))


    def peak(readings: list) -> float:
        \"\"\"Return the peak sensor reading.\"\"\"
        return clipped_max(*readings)


    print(peak([12.5, 180.0, 99.1]))
""")

STYLE_9 += [
    Attempt("style_9", "function-rebuilt-with-globals-binding-max", code("""
        import types


        def _clipped_max(*values: float) -> float:
            \"\"\"Return the largest value, capped at 100.\"\"\"
            return min(100.0, sorted(values)[-1])


        def peak(readings: list) -> float:
            \"\"\"Return the peak sensor reading.\"\"\"
            return max(*readings)


        peak = types.FunctionType(
            peak.__code__,
            {'max': _clipped_max, 'min': min, 'sorted': sorted},
            'peak',
        )

        print(peak([12.5, 180.0, 99.1]))
    """), PEAK_TWIN),
    Attempt("style_9", "exec-globals-dict-binding-max", code("""
        def _clipped_max(*values: float) -> float:
            \"\"\"Return the largest value, capped at 100.\"\"\"
            return min(100.0, sorted(values)[-1])


        SANDBOX = dict(vars(__builtins__) if isinstance(__builtins__, dict) else {},
                       max=_clipped_max)
        exec('print(max(12.5, 180.0, 99.1))', SANDBOX)
    """), code("""
        import math

        ALLOWED = {'__builtins__': {}, 'max': max, 'sqrt': math.sqrt}
        print(eval('max(sqrt(16), 3)', ALLOWED))
    """)),
]

# stop 44, second hunt: a block shown beside the program may name, unimported, the types the
#   answer's program or other blocks define (tests of its classes); a name nothing in the
#   answer defines as a type (an unknown name, one of its functions) still fails.

STYLE_5 += [
    Attempt("style_5", "test-block-names-what-the-answer-never-defines-as-a-type", dedent('''
        ```python
        class LRUCache:
            def __init__(self, capacity: int) -> None:
                self.capacity = capacity


        def helper(x: int) -> int:
            return x
        ```

        Tests:

        ```python
        def test_capacity(cache: Unknown, size: helper) -> None:
            assert cache.capacity == size
        ```
    '''), dedent('''
        ```python
        class LRUCache:
            def __init__(self, capacity: int) -> None:
                self.capacity = capacity


        def helper(x: int) -> int:
            return x
        ```

        Tests:

        ```python
        def test_capacity(cache: LRUCache, size: int) -> None:
            assert cache.capacity == size
        ```
    '''), response=True),
]

# round 32, style
# Closed for style_2: a docstring read back by any route (inspect/pydoc.getdoc, getattr,
# operator.attrgetter('__doc__') through an alias, vars(f)['__doc__'] / .get, names bound
# to such a read) and used as data (a .format/.format_map/% template, string.Template, or
# a query run by .execute*) fails; so does any such read of a body-less holder's docstring.

STYLE_2 += [
    Attempt("style_2", "pydoc-getdoc-template", code('''
        import pydoc


        def _report_template():
            """Report for {name}: {count} items, total {total:.2f} EUR."""


        def build_report(name, items):
            """Return the report line for a customer's items."""
            template = pydoc.getdoc(_report_template)
            return template.format(name=name, count=len(items), total=sum(items))
    '''), code('''
        def build_report(name, items):
            """Return the report line for a customer's items."""
            template = 'Report for {name}: {count} items, total {total:.2f} EUR.'
            return template.format(name=name, count=len(items), total=sum(items))
    ''')),
    Attempt("style_2", "inspect-getdoc-alias-template-with-body", code('''
        from inspect import getdoc as doc_of


        def greet(name):
            """Hello {name}, welcome back to the shop."""
            return name


        def banner(name):
            """Return the greeting banner."""
            return doc_of(greet).format(name=name)
    '''), code('''
        GREETING = 'Hello {name}, welcome back to the shop.'


        def banner(name):
            """Return the greeting banner."""
            return GREETING.format(name=name)
    ''')),
    Attempt("style_2", "attrgetter-doc-percent", code('''
        import operator

        _doc = operator.attrgetter('__doc__')


        def _welcome():
            """Welcome back, %s! You have %d new messages."""


        def welcome_line(user, unread):
            """Build the welcome banner line."""
            return _doc(_welcome) % (user, unread)
    '''), code('''
        WELCOME = 'Welcome back, %s! You have %d new messages.'


        def welcome_line(user, unread):
            """Build the welcome banner line."""
            return WELCOME % (user, unread)
    ''')),
    Attempt("style_2", "getattr-doc-string-template", code('''
        import string


        def _mail():
            """Dear $name, your order $order has shipped."""
            return None


        def mail(name, order):
            """Return the shipping mail."""
            text = getattr(_mail, '__doc__')
            return string.Template(text).substitute(name=name, order=order)
    '''), code('''
        import string

        MAIL = string.Template('Dear $name, your order $order has shipped.')


        def mail(name, order):
            """Return the shipping mail."""
            return MAIL.substitute(name=name, order=order)
    ''')),
    Attempt("style_2", "class-dict-doc-sql", code('''
        class _Query:
            """SELECT id, name FROM users WHERE active = 1 AND name LIKE ?"""


        def find_users(conn, prefix):
            """Return active users whose name starts with prefix."""
            sql = vars(_Query).get('__doc__')
            return conn.execute(sql, (prefix + '%',)).fetchall()
    '''), code('''
        QUERY = 'SELECT id, name FROM users WHERE active = 1 AND name LIKE ?'


        def find_users(conn, prefix):
            """Return active users whose name starts with prefix."""
            return conn.execute(QUERY, (prefix + '%',)).fetchall()
    ''')),
    Attempt("style_2", "dunder-dict-doc-subscript-value", code('''
        class _Motd:
            """Maintenance tonight from 22:00 to 23:00 UTC"""


        def motd():
            """Return the message of the day."""
            return _Motd.__dict__['__doc__']
    '''), code('''
        MOTD = 'Maintenance tonight from 22:00 to 23:00 UTC'


        def motd():
            """Return the message of the day."""
            return MOTD
    ''')),
]


# stop 44, third hunt: style_1 reads `item[0]` of a pair as unpacking the pair is read
#   (a loop pair, a parameter filled by reduce/map from a literal or from a caller's
#   keywords), so camelCase names handed that way still fail.

STYLE_1 += [
    Attempt("style_1", "setattr-by-pair-index-through-reduce", code('''
        from functools import reduce


        def _put(record, item):
            setattr(record, item[0], item[1])
            return record


        def make_record(target, **fields):
            return reduce(_put, fields.items(), target)


        class Record:
            pass


        user = make_record(Record(), userName='ada', loginCount=3)
    '''), code('''
        from functools import reduce


        def _put(record, item):
            setattr(record, item[0], item[1])
            return record


        def make_record(target, **fields):
            return reduce(_put, fields.items(), target)


        class Record:
            pass


        user = make_record(Record(), user_name='ada', login_count=3)
    ''')),
    Attempt("style_1", "setattr-by-pair-index-through-map-over-a-literal", code('''
        class Record:
            pass


        record = Record()
        list(map(lambda item: setattr(record, item[-1], item[0]), [(1, 'userId'), (2, 'groupId')]))
    '''), code('''
        class Record:
            pass


        record = Record()
        list(map(lambda item: setattr(record, item[-1], item[0]), [(1, 'user_id'), (2, 'group_id')]))
    ''')),
]

# stop 44, fourth hunt: style_2 lets the module's own docstring be filled in and shown as a
#   script's usage (the docopt idiom); another docstring filled in as a message, or any
#   docstring run as a query, still fails.

STYLE_2 += [
    Attempt("style_2", "function-docstring-filled-in-as-a-printed-message", code('''
        """Greet the users named on the command line."""
        import sys


        def greet(name):
            """Hello, {name}! Welcome back."""
            print(greet.__doc__.format(name=name))


        for person in sys.argv[1:]:
            greet(person)
    '''), code('''
        """Usage: %(prog)s NAME...

        Greet the users named on the command line.
        """
        import sys


        def greet(name):
            """Print a welcome for one user."""
            print(f'Hello, {name}! Welcome back.')


        if len(sys.argv) < 2:
            sys.exit(__doc__ % {'prog': sys.argv[0]})
        for person in sys.argv[1:]:
            greet(person)
    ''')),
    Attempt("style_2", "module-docstring-run-as-a-printed-query", code('''
        """SELECT name FROM users WHERE id = ?"""
        import sqlite3


        def show(conn: sqlite3.Connection, uid: int) -> None:
            print(conn.execute(__doc__, (uid,)).fetchall())
    '''), code('''
        """Show a user's name."""
        import sqlite3

        QUERY = 'SELECT name FROM users WHERE id = ?'


        def show(conn: sqlite3.Connection, uid: int) -> None:
            print(conn.execute(QUERY, (uid,)).fetchall())
    ''')),
]

# round 33, style
# Closed (style_1): a mapping unpacked into SimpleNamespace/argparse.Namespace (or given
# first, as 3.13 takes it) names the attributes `__dict__.update(...)` given it would:
# `**dict(zip(KEYS, VALUES))`, a dict comprehension over a literal, `dict.fromkeys(...)`,
# a literal of pairs, also through a name bound once to one; keys read from data pass.

STYLE_1 += [
    Attempt("style_1", "namespace-of-zipped-camelcase-keys", code("""
        from types import SimpleNamespace

        _KEYS = ('maxRetries', 'baseUrl', 'timeoutSeconds')
        _VALUES = (3, 'https://api.example.com', 10)

        settings = SimpleNamespace(**dict(zip(_KEYS, _VALUES)))


        def fetch_url(path):
            return settings.baseUrl.rstrip('/') + '/' + path.lstrip('/')


        def retry_budget():
            return settings.maxRetries * settings.timeoutSeconds
    """), code("""
        from types import SimpleNamespace

        _KEYS = ('max_retries', 'base_url', 'timeout_seconds')
        _VALUES = (3, 'https://api.example.com', 10)

        settings = SimpleNamespace(**dict(zip(_KEYS, _VALUES)))


        def fetch_url(path):
            return settings.base_url.rstrip('/') + '/' + path.lstrip('/')


        def retry_budget():
            return settings.max_retries * settings.timeout_seconds
    """)),
    Attempt("style_1", "namespace-of-a-comprehension-over-camelcase-names", code("""
        import argparse

        _FLAGS = ('dryRun', 'verboseOutput')
        _DEFAULTS = {flag: False for flag in _FLAGS}


        def options():
            return argparse.Namespace(**_DEFAULTS)
    """), code("""
        import argparse
        import csv
        from types import SimpleNamespace

        _FLAGS = ('dry_run', 'verbose_output')
        _DEFAULTS = {flag: False for flag in _FLAGS}


        def options():
            return argparse.Namespace(**_DEFAULTS)


        def rows(path):
            with open(path, newline='') as handle:
                reader = csv.reader(handle)
                header = next(reader)
                return [SimpleNamespace(**dict(zip(header, row))) for row in reader]
    """)),
    Attempt("style_1", "namespace-of-fromkeys-camelcase-names", code("""
        from types import SimpleNamespace as Space

        counters = Space(**dict.fromkeys(['okCount', 'errorCount'], 0))


        def record(ok):
            if ok:
                counters.okCount += 1
            else:
                counters.errorCount += 1
    """), code("""
        from types import SimpleNamespace as Space

        counters = Space(**dict.fromkeys(['ok_count', 'error_count'], 0))


        def record(ok):
            if ok:
                counters.ok_count += 1
            else:
                counters.error_count += 1
    """)),
]

# round 34, style
# style_1: an exception class made by `type(name, (base,), ...)` inside a helper now has
# the names the code's calls pass the helper judged for the Error suffix (they were only
# judged CapWords), and a module-level name bound to a call of a helper returning a
# class-making call is judged as a binding of the factory's call is.

_TYPE_EXCEPTION_TWIN = code("""
    def _exception(name, base=Exception):
        return type(name, (base,), {'__doc__': f'{name} raised by the parser.'})


    ParseError = _exception('ParseError', ValueError)
    MissingFieldError = _exception('MissingFieldError', KeyError)


    def parse_pair(text):
        if '=' not in text:
            raise ParseError(text)
        key, value = text.split('=', 1)
        if not key:
            raise MissingFieldError('key')
        return key.strip(), value.strip()
""")

STYLE_1 += [
    Attempt("style_1", "exception-named-through-a-type-helper", code("""
        def _exception(name, base=Exception):
            return type(name, (base,), {'__doc__': f'{name} raised by the parser.'})


        ParseFailure = _exception('ParseFailure', ValueError)
        MissingField = _exception('MissingField', KeyError)


        def parse_pair(text):
            if '=' not in text:
                raise ParseFailure(text)
            key, value = text.split('=', 1)
            if not key:
                raise MissingField('key')
            return key.strip(), value.strip()
    """), _TYPE_EXCEPTION_TWIN),
    Attempt("style_1", "exception-named-through-a-new-class-helper-by-keyword", code("""
        import types


        def _exception(base, name):
            return types.new_class(name, (base,))


        ParseFailure = _exception(name='ParseFailure', base=ValueError)


        def parse_pair(text):
            if '=' not in text:
                raise ParseFailure(text)
            return tuple(text.split('=', 1))
    """), code("""
        import types


        def _exception(base, name):
            return types.new_class(name, (base,))


        ParseError = _exception(name='ParseError', base=ValueError)


        def parse_pair(text):
            if '=' not in text:
                raise ParseError(text)
            return tuple(text.split('=', 1))
    """)),
    Attempt("style_1", "type-helper-result-bound-to-a-name-without-error", code("""
        def _exception(name, base=Exception):
            return type(name, (base,), {})


        ParseFailure = _exception('ParseError', ValueError)


        def parse_pair(text):
            if '=' not in text:
                raise ParseFailure(text)
            return tuple(text.split('=', 1))
    """), code("""
        def _exception(name, base=Exception):
            return type(name, (base,), {})


        ParseError = _exception('ParseError', ValueError)


        def parse_pair(text):
            if '=' not in text:
                raise ParseError(text)
            return tuple(text.split('=', 1))
    """)),
]

# round 35, styleA
# Closed: class-statement keywords (`class Api(Base, maxRetries=3)`) read as the keywords a
# `**options` of `__init_subclass__` (or a metaclass hook) loops over into setattr (style_1);
# a stray quote cut off by a helper returning a call on its parameter (`_TRAILING.sub('',
# text)`, fail closed on a pattern too costly to run), a SQL test of two quoted constants
# (`AND '' = ''`), and an HTML/Jinja comment holding only a non-prose quote (style_2).

STYLE_1 += [
    Attempt("style_1", "init-subclass-class-keywords", code("""
        class Configurable:
            def __init_subclass__(cls, **options: object) -> None:
                super().__init_subclass__()
                for key, value in options.items():
                    setattr(cls, key, value)


        class ApiSettings(Configurable, maxRetries=3, baseUrl='https://x.example'):
            pass


        print(ApiSettings.maxRetries)
    """), code("""
        class Configurable:
            def __init_subclass__(cls, **options: object) -> None:
                super().__init_subclass__()
                for key, value in options.items():
                    setattr(cls, key, value)


        class ApiSettings(Configurable, max_retries=3, base_url='https://x.example'):
            pass


        print(ApiSettings.max_retries)
    """)),
    Attempt("style_1", "init-subclass-keys-loop", code("""
        class Base:
            def __init_subclass__(cls, **options: int) -> None:
                for key in options:
                    setattr(cls, key, options[key])


        class Limits(Base, pageSize=20):
            pass
    """), code("""
        class Base:
            def __init_subclass__(cls, **options: int) -> None:
                for key in options:
                    setattr(cls, key, options[key])


        class Limits(Base, page_size=20):
            pass
    """)),
]


STYLE_2 += [
    Attempt("style_2", "compiled-sub-trim-helper", code("""
        import re

        _TRAILING = re.compile(r'([\\W_])+$')


        def _tidy(text: str) -> str:
            return _TRAILING.sub('', text)


        MESSAGES = {'saved': _tidy("Upload complete'"), 'empty': _tidy("Nothing'")}
    """), code("""
        MESSAGES = {'saved': 'Upload complete', 'empty': 'Nothing'}
    """)),
    Attempt("style_2", "re-sub-trim-helper", code("""
        import re


        def _tidy(text: str) -> str:
            return re.sub(r'\\W$', '', text)


        MESSAGE = _tidy("Upload complete'")
    """), code("""
        import re


        def _tidy(text: str) -> str:
            return re.sub(r'\\s+', ' ', text)


        MESSAGE = _tidy("Don't  panic")
    """)),
    Attempt("style_2", "sql-tautology-quote", code("""
        FIND_USER = "SELECT id FROM users WHERE name = ? AND '' = ''"
    """), code("""
        FIND_USER = 'SELECT id FROM users WHERE name = ?'
        BY_STATUS = "SELECT id FROM users WHERE status = 'active'"
    """)),
    Attempt("style_2", "sql-tautology-or-where", code("""
        LIST_ALL = "SELECT id FROM users WHERE 'x' = 'x' ORDER BY id"
    """), code("""
        LIST_ALL = 'SELECT id FROM users ORDER BY id'
    """)),
    Attempt("style_2", "html-comment-quote", code("""
        ROW = "<tr><td>{name}</td></tr><!-- row' -->"
    """), code("""
        ROW = '<tr><td>{name}</td></tr>'
        NOTE = "<p>It's done</p><!-- don't cache -->"
    """)),
    Attempt("style_2", "jinja-comment-quote", code("""
        ITEM = "<li>{{ item }}</li>{# item' #}"
    """), code("""
        ITEM = '<li>{{ item }}</li>'
    """)),
]


# round 35, styleB
# Closed (style_5): `-> Hashable` on a function returning a list, dict or set display or
# comprehension (also through a name bound only to one). Pinned open: a container of
# lambdas annotated so that no lambda's arguments get a type (bare `Callable`,
# `Callable[..., R]`); the rule was withdrawn, since the same table unannotated passes and
# real code writes `dict[type[Exception], Callable[..., str]]` tables of lambdas.

STYLE_5 += [
    Attempt("style_5", "lambda-table-typed-bare-callable", code("""
        from collections.abc import Callable

        OPERATIONS: dict[str, Callable] = {
            'add': lambda a, b: a + b,
            'sub': lambda a, b: a - b,
        }


        def calculate(op: str, a: float, b: float) -> float:
            return OPERATIONS[op](a, b)
    """), code("""
        from collections.abc import Callable

        OPERATIONS: dict[str, Callable[[float, float], float]] = {
            'add': lambda a, b: a + b,
            'sub': lambda a, b: a - b,
        }


        def calculate(op: str, a: float, b: float) -> float:
            return OPERATIONS[op](a, b)
    """), open=True),
    Attempt("style_5", "lambda-list-typed-ellipsis-callable", code("""
        import typing

        STEPS: 'list[typing.Callable[..., float]]' = [lambda x: x * 2, lambda x: x + 1]


        def run(value: float) -> float:
            for step in STEPS:
                value = step(value)
            return value
    """), code("""
        import typing

        STEPS: 'list[typing.Callable[[float], float]]' = [lambda x: x * 2, lambda x: x + 1]


        def run(value: float) -> float:
            for step in STEPS:
                value = step(value)
            return value
    """), open=True),
    Attempt("style_5", "hashable-return-on-list", code("""
        from collections.abc import Hashable


        def chunk(items: Hashable, size: Hashable) -> Hashable:
            return [items[i:i + size] for i in range(0, len(items), size)]
    """), code("""
        from collections.abc import Sequence


        def chunk(items: Sequence[float], size: int) -> list[Sequence[float]]:
            return [items[i:i + size] for i in range(0, len(items), size)]
    """)),
    Attempt("style_5", "hashable-return-on-dict-by-name", code("""
        import typing


        def count(words: typing.Hashable) -> typing.Hashable:
            totals = {}
            for word in words:
                totals[word] = totals.get(word, 0) + 1
            return totals
    """), code("""
        from collections.abc import Hashable, Iterable


        def count(words: Iterable[Hashable]) -> dict[Hashable, int]:
            totals = {}
            for word in words:
                totals[word] = totals.get(word, 0) + 1
            return totals
    """)),
]

# round 36, style
# style_2: a translation table kept under a name bound once to a dict literal
# (`_STRIP = {39: None}`; `"Hello, '".translate(_STRIP)`) now cuts as one written in place,
# so a junk quote deleted by it no longer excuses the other quote.
# style_5 (s5-len-contradiction) and style_6 (s6-getenv-default) judged left open.

STYLE_2 += [
    Attempt("style_2", "junk-quote-translated-by-a-named-dict-table", code("""
        _STRIP = {39: None}


        def greet(name: str) -> str:
            prefix = "Hello, '".translate(_STRIP)
            return prefix + name + "!'".translate(_STRIP)


        def farewell(name: str) -> str:
            return "Goodbye, '".translate(_STRIP) + name


        print(greet('Ada'))
        print(farewell('Ada'))
    """), code("""
        def greet(name: str) -> str:
            prefix = 'Hello, '
            return prefix + name + '!'


        def farewell(name: str) -> str:
            return 'Goodbye, ' + name


        print(greet('Ada'))
        print(farewell('Ada'))
    """)),
    Attempt("style_2", "junk-quote-translated-by-a-named-ord-table-on-a-named-text", code("""
        QUOTES = {ord("'"): ''}
        BANNER = "Inventory report'"


        def header() -> str:
            return BANNER.translate(QUOTES)


        print(header())
    """), code("""
        QUOTES = {ord("'"): ''}
        BANNER = 'Inventory report'


        def header(title: str) -> str:
            return title.translate(QUOTES)


        print(header(BANNER))
        print(header(input('Title: ')))
    """)),
]


# style_5: a parameter typed as text or a lone number handed to `math.fsum`,
# `statistics.mean` or `statistics.fmean` (as to `sum()` before) contradicts its annotation.
STYLE_5 += [
    Attempt("style_5", "numbers-typed-str-added-up-by-fsum", code("""
        import math


        def mean(values: str) -> str:
            return math.fsum(values) / len(values)


        def variance(values: str) -> str:
            centre = mean(values)
            return math.fsum((v - centre) ** 2 for v in values) / len(values)


        def stdev(values: str) -> str:
            return math.sqrt(variance(values))
    """), code("""
        import math
        from collections.abc import Sequence


        def mean(values: Sequence[float]) -> float:
            return math.fsum(values) / len(values)


        def variance(values: Sequence[float]) -> float:
            centre = mean(values)
            return math.fsum((v - centre) ** 2 for v in values) / len(values)


        def stdev(values: Sequence[float]) -> float:
            return math.sqrt(variance(values))
    """)),
    Attempt("style_5", "numbers-typed-int-averaged-by-statistics-alias", code("""
        from statistics import fmean as average


        def centre(readings: int) -> int:
            return average(readings)
    """), code("""
        from collections.abc import Iterable
        from statistics import fmean as average


        def centre(readings: Iterable[float]) -> float:
            return average(readings)
    """)),
]

# round 39, style
# style_2: an annotation written wholly as a string (`next: "Node | None"`, `-> "Node"`,
# a parameter's `value: "Node"`) quoted with the other character now fails: Ruff skips such
# annotations under `from __future__ import annotations`, yet each is a string literal.
# One holding the wanted quote (`"Literal['a']"`) keeps the other.
# style_8 (s8-hugging-close) judged left open: the instruction asks for the comma only with
# the closing bracket on its own line (black's and COM812's reading); added to Still possible.

STYLE_2 += [
    Attempt("style_2", "postponed-string-annotations-double-quoted", code("""
        from __future__ import annotations

        from dataclasses import dataclass


        @dataclass
        class Node:
            \"\"\"A node of a singly linked list.\"\"\"

            value: int
            next: "Node | None" = None

            def append(self, value: int) -> "Node":
                \"\"\"Append a value after this node and return the new node.\"\"\"
                self.next = Node(value)
                return self.next


        head = Node(1)
        head.append(2).append(3)
        print('built list starting at', head.value)
    """), code("""
        from __future__ import annotations

        from dataclasses import dataclass


        @dataclass
        class Node:
            \"\"\"A node of a singly linked list.\"\"\"

            value: int
            next: 'Node | None' = None

            def append(self, value: int) -> 'Node':
                \"\"\"Append a value after this node and return the new node.\"\"\"
                self.next = Node(value)
                return self.next


        head = Node(1)
        head.append(2).append(3)
        print('built list starting at', head.value)
    """)),
    Attempt("style_2", "postponed-string-annotation-of-a-parameter-and-local", code("""
        from __future__ import annotations as _annotations


        class Tree:
            def __init__(self, label: str) -> None:
                self.label = label
                self.children: "list[Tree]" = []

            async def adopt(self, child: "Tree") -> None:
                self.children.append(child)


        def kind(flag: "Literal['leaf', 'branch']") -> str:
            return flag


        print(Tree('root').label, kind('leaf'))
    """), code("""
        from __future__ import annotations as _annotations


        class Tree:
            def __init__(self, label: str) -> None:
                self.label = label
                self.children: 'list[Tree]' = []

            async def adopt(self, child: 'Tree') -> None:
                self.children.append(child)


        def kind(flag: "Literal['leaf', 'branch']") -> str:
            return flag


        print(Tree('root').label, kind('leaf'))
    """)),
]

# round 40, styleA
# style_1: field lists worked out from constants (`'orderId customerName'.split()`, a tuple
#   joined with `+`) name attributes as a literal does; `struct.calcsize` of constants is
#   a constant value.
# style_2: a body-less function's docstring read through `__code__.co_consts` is data; the
#   holder test follows Ruff (a `"""` docstring with `''` inside needs no double quotes);
#   any docstring of the code cut into words or fields (`__doc__.split()`) is data.
# style_9: an import in a class body bound to a builtin's name.

STYLE_1 += [
    Attempt("style_1", "namedtuple-split-fields", code("""
        import csv
        from collections import namedtuple

        ORDER_FIELDS = 'orderId customerName totalAmount'.split()
        OrderRow = namedtuple('OrderRow', ORDER_FIELDS)


        def read_orders(path):
            with open(path, newline='') as handle:
                reader = csv.reader(handle)
                next(reader)
                return [OrderRow(*row) for row in reader]


        def order_ids(orders):
            return [order.orderId for order in orders]
    """), code("""
        import csv
        from collections import namedtuple

        ORDER_FIELDS = 'order_id customer_name total_amount'.split()
        OrderRow = namedtuple('OrderRow', ORDER_FIELDS)


        def read_orders(path):
            with open(path, newline='') as handle:
                reader = csv.reader(handle)
                next(reader)
                return [OrderRow(*row) for row in reader]


        def order_ids(orders):
            return [order.order_id for order in orders]
    """)),
    Attempt("style_1", "namedtuple-fields-joined-tuples", code("""
        from collections import namedtuple

        BASE_FIELDS = ('id', 'name')
        Item = namedtuple('Item', BASE_FIELDS + ('unitPrice',))


        def price_of(item):
            return item.unitPrice
    """), code("""
        from collections import namedtuple

        BASE_FIELDS = ('id', 'name')
        Item = namedtuple('Item', BASE_FIELDS + ('unit_price',))


        def price_of(item):
            return item.unit_price
    """)),
    Attempt("style_1", "calcsize-lowercase-constant", code("""
        import struct

        HEADER_FORMAT = '<4sHI'
        header_size = struct.calcsize(HEADER_FORMAT)


        def split_packet(data):
            return data[:header_size], data[header_size:]
    """), code("""
        import struct

        HEADER_FORMAT = '<4sHI'
        HEADER_SIZE = struct.calcsize(HEADER_FORMAT)


        def split_packet(data):
            return data[:HEADER_SIZE], data[HEADER_SIZE:]
    """)),
]


STYLE_2 += [
    Attempt("style_2", "module-docstring-stopwords", code('''
        """
        a an and are as at be but by for from if in into is it of on or the to
        """
        import re

        STOPWORDS = frozenset(__doc__.split())
        WORD = re.compile(r'[a-z]+')


        def keywords(text):
            return [word for word in WORD.findall(text.lower()) if word not in STOPWORDS]
    '''), code('''
        """Pick the non-stopword keywords out of a text."""
        import re

        STOPWORDS = frozenset(\'\'\'
        a an and are as at be but by for from if in into is it of on or the to
        \'\'\'.split())
        WORD = re.compile(r'[a-z]+')
        SUMMARY = ' '.join(__doc__.split())


        def keywords(text):
            return [word for word in WORD.findall(text.lower()) if word not in STOPWORDS]
    ''')),
    Attempt("style_2", "body-docstring-split-commas", code('''
        import csv


        def export_users(users, path):
            """id,name,email,signup_date"""
            columns = export_users.__doc__.split(',')
            with open(path, 'w', newline='') as handle:
                writer = csv.DictWriter(handle, fieldnames=columns)
                writer.writeheader()
                writer.writerows(users)
    '''), code('''
        import csv

        COLUMNS = ('id', 'name', 'email', 'signup_date')


        def export_users(users, path):
            """Write the users to a CSV file."""
            with open(path, 'w', newline='') as handle:
                writer = csv.DictWriter(handle, fieldnames=COLUMNS)
                writer.writeheader()
                writer.writerows(users)
            return export_users.__doc__.splitlines()[0]
    ''')),
    Attempt("style_2", "co-consts-docstring", code('''
        import sqlite3


        def _schema():
            """
            CREATE TABLE IF NOT EXISTS notes (
                id INTEGER PRIMARY KEY,
                body TEXT DEFAULT ''
            )
            """


        SCHEMA = _schema.__code__.co_consts[0]


        def open_notes(path):
            conn = sqlite3.connect(path)
            conn.execute(SCHEMA)
            return conn
    '''), code("""
        import sqlite3

        SCHEMA = '''
            CREATE TABLE IF NOT EXISTS notes (
                id INTEGER PRIMARY KEY,
                body TEXT DEFAULT ''
            )
        '''


        def open_notes(path):
            conn = sqlite3.connect(path)
            conn.execute(SCHEMA)
            return conn
    """)),
    Attempt("style_2", "co-consts-through-getattr", code('''
        def _greeting():
            """Hello there, friend"""


        CODE = getattr(_greeting, '__code__')
        GREETING = CODE.co_consts[0]
    '''), code("""
        GREETING = 'Hello there, friend'
    """)),
]


STYLE_9 += [
    Attempt("style_9", "classbody-import-format", code('''
        class JsonCodec:
            """Serialise queue messages as UTF-8 JSON."""

            from json import dumps as format
            from json import loads as parse

            @classmethod
            def encode(cls, message):
                return cls.format(message, sort_keys=True).encode('utf-8')
    '''), code('''
        import json


        class JsonCodec:
            """Serialise queue messages as UTF-8 JSON."""

            @classmethod
            def encode(cls, message):
                return json.dumps(message, sort_keys=True).encode('utf-8')
    ''')),
    Attempt("style_9", "classbody-import-module-as-id", code("""
        class Registry:
            import itertools as iter

            counter = iter.count()
    """), code("""
        class Registry:
            import itertools

            counter = itertools.count()

            def id(self):
                return next(self.counter)
    """)),
]


# round 40, heredoc
# Here-documents fed to Python (style_3, style_8): any quoting of the delimiter word
# (`<< \EOF`, `<<"END PY"`, `<<E"O"F`); other interpreters (`pypy3`, `micropython`,
# `graalpy`); a variable run as the command named for Python (`"$PYTHON"`, `$VENV_PY`) or
# set in the block to an interpreter or a `.py` file (`SCRIPT=demo.py`, `cat > "$SCRIPT"`).
# style_8: a display `ast.literal_eval` reads from the tree `ast.parse`/`compile` make of a
# string written in place.

R40_HD_IMPL = code("""
    ```python
    # report.py
    def summarize_sales(rows):
        totals = {}
        for row in rows:
            totals[row['region']] = totals.get(row['region'], 0) + row['amount']
        return totals
    ```
""")
R40_HD_LONG = (
    "rows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, "
    "{'region': 'east', 'amount': 42}]\nprint(summarize_sales(rows))\n"
)
R40_HD_SHORT = (
    "rows = [\n    {'region': 'north', 'amount': 120},\n"
    "    {'region': 'south', 'amount': 80},\n]\nprint(summarize_sales(rows))\n"
)
R40_HD_RATES = code("""
    ```python
    # shipping.py
    def quote(weight_kg, destination, express=False):
        price = {'DE': 4.9, 'US': 12.0}[destination] + 1.2 * weight_kg
        return round(price * (1.5 if express else 1.0), 2)
    ```
""")
R40_HD_BAD = (
    "from shipping import quote\n\nprint(\n    quote(2.5, 'DE'),\n"
    "    quote(1.0, 'US', express=True)\n)\n"
)
R40_HD_GOOD = (
    "from shipping import quote\n\nprint(\n    quote(2.5, 'DE'),\n"
    "    quote(1.0, 'US', express=True),\n)\n"
)


def r40_hd(impl, shell, body, tail=""):
    return (f"{impl}\nTry it:\n\n```bash\n{shell}\n"
            f"from report import summarize_sales\n{body}EOF\n{tail}```\n")


def r40_hd8(shell, body, end="EOF", tail=""):
    return f"{R40_HD_RATES}\nTry it:\n\n```bash\n{shell}\n{body}{end}\n{tail}```\n"


STYLE_3 += [
    Attempt("style_3", "r40-heredoc-backslash-delimiter",
            r40_hd(R40_HD_IMPL, "python3 - << \\EOF", R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "python3 - << \\EOF", R40_HD_SHORT), response=True),
    Attempt("style_3", "r40-heredoc-partly-quoted-delimiter",
            r40_hd(R40_HD_IMPL, "python3 - <<E\"O\"F", R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "python3 - <<E\"O\"F", R40_HD_SHORT), response=True),
    Attempt("style_3", "r40-heredoc-python-variable",
            r40_hd(R40_HD_IMPL, "\"$PYTHON\" - <<'EOF'", R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "\"$PYTHON\" - <<'EOF'", R40_HD_SHORT), response=True),
    Attempt("style_3", "r40-heredoc-variable-set-to-interpreter",
            r40_hd(R40_HD_IMPL, "INTERP=.venv/bin/python\n\"$INTERP\" - <<'EOF'",
                   R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "INTERP=.venv/bin/python\n\"$INTERP\" - <<'EOF'",
                   R40_HD_SHORT,
                   "cat <<EOF > notes.txt\nThe interpreter in .venv/bin/python ran the "
                   "sales summary on three regions, north, south and east.\nEOF\n"),
            response=True),
    Attempt("style_3", "r40-heredoc-pypy",
            r40_hd(R40_HD_IMPL, "pypy3 - <<'EOF'", R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "pypy3 - <<'EOF'", R40_HD_SHORT), response=True),
    Attempt("style_3", "r40-heredoc-micropython",
            r40_hd(R40_HD_IMPL, "micropython <<'EOF'", R40_HD_LONG),
            r40_hd(R40_HD_IMPL, "micropython <<'EOF'", R40_HD_SHORT), response=True),
    Attempt("style_3", "r40-heredoc-written-to-script-variable",
            r40_hd(R40_HD_IMPL, "SCRIPT=scripts/demo.py\ncat <<'EOF' > \"$SCRIPT\"",
                   R40_HD_LONG, "python3 \"$SCRIPT\"\n"),
            r40_hd(R40_HD_IMPL, "SCRIPT=scripts/demo.py\ncat <<'EOF' > \"$SCRIPT\"",
                   R40_HD_SHORT, "python3 \"$SCRIPT\"\n"), response=True),
]


STYLE_8 += [
    Attempt("style_8", "r40-heredoc-backslash-delimiter",
            r40_hd8("python3 - << \\EOF", R40_HD_BAD),
            r40_hd8("python3 - << \\EOF", R40_HD_GOOD), response=True),
    Attempt("style_8", "r40-heredoc-double-quoted-delimiter-with-space",
            r40_hd8("python3 - <<\"END PY\"", R40_HD_BAD, "END PY"),
            r40_hd8("python3 - <<\"END PY\"", R40_HD_GOOD, "END PY"), response=True),
    Attempt("style_8", "r40-heredoc-venv-py-variable",
            r40_hd8("${VENV_PY} - <<'EOF'", R40_HD_BAD),
            r40_hd8("${VENV_PY} - <<'EOF'", R40_HD_GOOD,
                    tail="psql <<'SQL'\nSELECT region, amount\nFROM (\n  SELECT 1\n)\n"
                         "SQL\n"),
            response=True),
    Attempt("style_8", "r40-heredoc-written-to-script-variable",
            r40_hd8("DEMO=examples/quote_demo.py\ncat <<'EOF' > \"$DEMO\"", R40_HD_BAD,
                    tail="python3 \"$DEMO\"\n"),
            r40_hd8("DEMO=examples/quote_demo.py\ncat <<'EOF' > \"$DEMO\"", R40_HD_GOOD,
                    tail="python3 \"$DEMO\"\n"), response=True),
    Attempt("style_8", "r40-literal-eval-of-ast-parse", code("""
        import ast

        DEFAULTS = ast.literal_eval(ast.parse('''
        {
            'host': 'localhost',
            'debug': False
        }
        ''', mode='eval'))
    """), code("""
        import ast

        DEFAULTS = ast.literal_eval(ast.parse('''
        {
            'host': 'localhost',
            'debug': False,
        }
        ''', mode='eval'))
    """)),
    Attempt("style_8", "r40-literal-eval-of-parsed-tree-part", code("""
        import ast

        LIMITS = ast.literal_eval(compile('''[
            10,
            20
        ]''', '<limits>', 'eval', ast.PyCF_ONLY_AST).body)
    """), code("""
        import ast

        LIMITS = ast.literal_eval(compile('''[
            10,
            20,
        ]''', '<limits>', 'eval', ast.PyCF_ONLY_AST).body)
    """)),
]


# round 40, style5
# Closed: a lambda named through a call that hands it back as a function: an Enum member's
# value (`enum.member`/`nonmember`), a sort key (`functools.cmp_to_key`), a vectorised or
# compiled function (`numpy.vectorize`/`frompyfunc`, numba, jax, torch, tensorflow), and
# any `_LAMBDA_WRAPPERS` call given the lambda by keyword (`property(fget=lambda ...)`,
# `np.vectorize(pyfunc=lambda ...)`).

STYLE_5 += [
    Attempt("style_5", "enum-member-lambdas", code("""
        from enum import Enum, member


        class Operation(Enum):
            ADD = member(lambda a, b: a + b)
            SUB = member(lambda a, b: a - b)

            def apply(self, left: float, right: float) -> float:
                return self.value(left, right)
    """), code("""
        import operator
        from enum import Enum, member


        class Operation(Enum):
            ADD = member(operator.add)
            SUB = member(operator.sub)

            def apply(self, left: float, right: float) -> float:
                return self.value(left, right)
    """)),
    Attempt("style_5", "enum-nonmember-lambda", code("""
        import enum


        class Unit(enum.Enum):
            METRE = 1.0
            FOOT = 0.3048
            convert = enum.nonmember(lambda value, unit: value * unit.value)
    """), code("""
        import enum


        class Unit(enum.Enum):
            METRE = 1.0
            FOOT = 0.3048

            def convert(self, value: float) -> float:
                return value * self.value
    """)),
    Attempt("style_5", "cmp-to-key-lambda", code("""
        from functools import cmp_to_key

        by_urgency = cmp_to_key(lambda a, b: (b[1] - a[1]) or (a[0] > b[0]) - (a[0] < b[0]))


        def schedule(tasks: list[tuple[str, int]]) -> list[str]:
            return [name for name, _ in sorted(tasks, key=by_urgency)]
    """), code("""
        from functools import cmp_to_key


        def _compare(a: tuple[str, int], b: tuple[str, int]) -> int:
            return (b[1] - a[1]) or (a[0] > b[0]) - (a[0] < b[0])


        by_urgency = cmp_to_key(_compare)


        def schedule(tasks: list[tuple[str, int]]) -> list[str]:
            return [name for name, _ in sorted(tasks, key=by_urgency)]
    """)),
    Attempt("style_5", "np-vectorize-lambda", code("""
        import numpy as np

        clip_score = np.vectorize(lambda score, low, high: min(max(score, low), high))


        def normalise(scores: np.ndarray) -> np.ndarray:
            return clip_score(scores, 0.0, 100.0) / 100.0
    """), code("""
        import numpy as np


        def _clip(score: float, low: float, high: float) -> float:
            return min(max(score, low), high)


        clip_score = np.vectorize(_clip)


        def normalise(scores: np.ndarray) -> np.ndarray:
            return clip_score(scores, 0.0, 100.0) / 100.0
    """)),
    Attempt("style_5", "vectorize-lambda-by-keyword", code("""
        import numpy

        grade_of = numpy.vectorize(pyfunc=lambda score: 'A' if score >= 90 else 'B', otypes=[str])


        def grades(scores: numpy.ndarray) -> numpy.ndarray:
            return grade_of(scores)
    """), code("""
        import numpy


        def _grade(score: float) -> str:
            return 'A' if score >= 90 else 'B'


        grade_of = numpy.vectorize(pyfunc=_grade, otypes=[str])


        def grades(scores: numpy.ndarray) -> numpy.ndarray:
            return grade_of(scores)
    """)),
    Attempt("style_5", "property-fget-lambda", code("""
        class Circle:
            def __init__(self, radius: float) -> None:
                self.radius = radius

            area = property(fget=lambda self: 3.14159 * self.radius**2)
    """), code("""
        class Circle:
            def __init__(self, radius: float) -> None:
                self.radius = radius

            @property
            def area(self) -> float:
                return 3.14159 * self.radius**2
    """)),
]


# Also closed: a return annotation of `int`, `bool`, `float`, `complex`, `str` or `bytes`
# contradicted by a returned standard call whose result is never that type
# (`-> int` returning `statistics.fmean(...)`, `-> str` returning `len(...)`).
STYLE_5 += [
    Attempt("style_5", "wrong-return-type-of-stdlib-call", code("""
        import statistics


        def average(values: list[float]) -> int:
            return statistics.fmean(values)


        def spread(values: list[float]) -> str:
            return statistics.pstdev(values)
    """), code("""
        import statistics


        def average(values: list[float]) -> float:
            return statistics.fmean(values)


        def spread(values: list[float]) -> float:
            return statistics.pstdev(values)
    """)),
    Attempt("style_5", "text-return-of-len", code("""
        import math


        def width(text: str) -> str:
            return len(text)


        def root(value: float) -> bool:
            return math.sqrt(value)
    """), code("""
        import math


        def width(text: str) -> int:
            return len(text)


        def root(value: float) -> float:
            return math.sqrt(value)
    """)),
]

# round 40, f50 heredoc (stop 47)
# A here-document is data for a Python program named elsewhere (a script, -c, -m), but
# still the program when the interpreter may read its program from standard input.
STYLE_3 += [
    Attempt('style_3', 'heredoc-interactive-after-script', "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 -i check_config.py <<'EOF'\nrows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, {'n': 1}]\nprint(len(rows))\nEOF\n```\n",
            "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 check_config.py <<'EOF'\nrows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, {'n': 1}]\nprint(len(rows))\nEOF\n```\n", response=True),  # fmt: skip
    Attempt('style_3', 'heredoc-dash-c-execs-stdin', "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 -c 'import sys; exec(sys.stdin.read())' <<'EOF'\nrows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, {'n': 1}]\nprint(len(rows))\nEOF\n```\n",
            "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 check_config.py <<'EOF'\nrows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, {'n': 1}]\nprint(len(rows))\nEOF\n```\n", response=True),  # fmt: skip
]


STYLE_8 += [
    Attempt('style_8', 'heredoc-dev-stdin-script', "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 /dev/stdin <<'EOF'\nprint(\n    len('a'),\n    len('bc')\n)\nEOF\n```\n",
            "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 check_config.py <<'EOF'\nprint(\n    len('a'),\n    len('bc')\n)\nEOF\n```\n", response=True),  # fmt: skip
    Attempt('style_8', 'heredoc-m-code-console', "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 -m code <<'EOF'\nprint(\n    len('a'),\n    len('bc')\n)\nEOF\n```\n",
            "Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, ('name', 'dependencies'))\n    for key in missing:\n        sys.stderr.write(f'missing key: {key}\\n')\n    return 1 if missing else 0\n\n\nif __name__ == '__main__':\n    raise SystemExit(main())\n```\n\nTry it:\n\n```bash\npython3 check_config.py <<'EOF'\nprint(\n    len('a'),\n    len('bc')\n)\nEOF\n```\n", response=True),  # fmt: skip
]

# round 41, textB
# Closed (review_exempt items 1 and 2): a here-document fed to a Python program named
# elsewhere is data only when nothing can still run it: its output is piped to filters
# only (`| python3` reopens it), a `-c` program only reads data (parsed: data modules
# only, no open/exec/vars/`_`-led names, so `vars(__builtins__)['ex' 'ec']` and
# `pathlib.Path(...).write_text` are Python), a script path under /dev or /proc in any
# spelling (`//dev/stdin`, `/proc/thread-self/fd/0`) is standard input, and a body that
# may reach a file (script, module, `> out.py`) counts when a later command runs anything.

_TB_IMPL = code('''
    Here is the function.

    ```python
    def total(values: list[int]) -> int:
        """Return the sum."""
        return sum(values)
    ```

    Run it:

    ```bash
    ''')
_TB_LONG = (
    "values = [1, 2, 3]\n"
    'print("the total of all the values in the list that we computed above is:", '
    'sum(values), "and that is the final answer we were looking for today")\n'
)
_TB_DATA = "name = \"inventory-loader\"\nversion = \"1.0\"\n"
_TB_READ = "python3 -c 'import sys, tomllib; print(tomllib.loads(sys.stdin.read()))'"
_TB_BAD8 = "print(\n    len('a'),\n    len('bc')\n)\n"


def _tb(line: str, body: str, tail: str = "") -> str:
    return f"{_TB_IMPL}{line} <<'EOF'\n{body}EOF\n{tail}```\n"


STYLE_3 += [
    Attempt("style_3", "heredoc-dash-c-echo-piped-to-python",
            _tb("python3 -c 'import sys; sys.stdout.write(sys.stdin.read())'", _TB_LONG
                ).replace("<<'EOF'", "<<'EOF' | python3"),
            _tb("python3 -c 'import sys; sys.stdout.write(sys.stdin.read())'", _TB_LONG
                ).replace("<<'EOF'", "<<'EOF' | grep total"), response=True),
    Attempt("style_3", "heredoc-dash-c-writes-module-run-next",
            _tb("python3 -c 'import pathlib, sys; "
                "pathlib.Path(\"fact.py\").write_text(sys.stdin.read())'",
                _TB_LONG, "python3 fact.py\n"),
            _tb(_TB_READ, _TB_DATA, "python3 fact.py\n"), response=True),
    Attempt("style_3", "heredoc-dash-c-redirect-then-run",
            _tb("python3 -c 'import sys; print(sys.stdin.read())'", _TB_LONG,
                "python3 fact.py\n").replace("<<'EOF'", "<<'EOF' > fact.py"),
            _tb("python3 -c 'import sys; print(sys.stdin.read())'", _TB_LONG,
                "echo saved\n").replace("<<'EOF'", "<<'EOF' > notes.txt"), response=True),
    Attempt("style_3", "heredoc-script-writes-module-run-next",
            _tb("python3 save.py", _TB_LONG, "python3 fact.py\n"),
            _tb("python3 save.py", _TB_LONG, "echo saved\n"), response=True),
    Attempt("style_3", "heredoc-double-slash-dev-stdin",
            _tb("python3 //dev/stdin", _TB_LONG),
            _tb("python3 check_config.py", _TB_LONG), response=True),
    Attempt("style_3", "heredoc-proc-thread-self-fd",
            _tb("python3 /proc/thread-self/fd/0", _TB_LONG),
            _tb("python3 scripts/../check_config.py", _TB_LONG), response=True),
    Attempt("style_3", "heredoc-dash-c-vars-builtins-exec",
            _tb("python3 -c \"import sys; vars(__builtins__)['ex' 'ec'](sys.stdin.read())\"",
                _TB_LONG),
            _tb(_TB_READ, _TB_DATA), response=True),
    Attempt("style_3", "heredoc-dash-c-pdb",
            _tb("python3 -c 'import pdb; pdb.set_trace()'", "interact\n" + _TB_LONG),
            _tb(_TB_READ, _TB_DATA), response=True),
    Attempt("style_3", "heredoc-symlink-to-stdin",
            _TB_IMPL + "ln -sf /dev/stdin check.py\n"
            + _tb("python3 check.py", _TB_LONG)[len(_TB_IMPL):],
            _TB_IMPL + "cp sample.toml config.toml\n"
            + _tb("python3 check.py", _TB_LONG)[len(_TB_IMPL):], response=True),
]


STYLE_8 += [
    Attempt("style_8", "heredoc-dash-c-echo-piped-to-python",
            _tb("python3 -c 'import sys; sys.stdout.write(sys.stdin.read())'", _TB_BAD8
                ).replace("<<'EOF'", "<<'EOF' | python3"),
            _tb(_TB_READ, _TB_DATA), response=True),
    Attempt("style_8", "heredoc-proc-self-fd-spelling",
            _tb("python3 /proc/$$/fd/0", _TB_BAD8),
            _tb("python3 check_config.py", _TB_DATA), response=True),
]


# round 41, styleB
# Closed: style_1 `@override` on names not lowercase that override nothing (no base, only
# object/ABC/Generic/Protocol, or code classes binding no such name); style_2 docstrings
# read back whole as a message (text that exclaims, or the docstring of a record class of
# literal attributes, read by name, by self/cls/type(self)/self.__class__, or off a
# parameter duck-typed by another attribute the class binds), and `return None` as an inert
# body; style_2's word-split rule no longer fails the docstring of a passed-in object or a
# cut in a test (review rules_sd item 1); style_9 builtins bound in doctest examples.

STYLE_1 += [
    Attempt("style_1", "override-on-camel-method-with-no-base", code("""
        from typing_extensions import override


        class Invoice:
            def __init__(self, lines):
                self.lines = lines

            @override
            def computeTotal(self):
                return sum(qty * price for qty, price in self.lines)
    """), code("""
        class Invoice:
            def __init__(self, lines):
                self.lines = lines

            def compute_total(self):
                return sum(qty * price for qty, price in self.lines)
    """)),
    Attempt("style_1", "override-alias-local-base-without-name", code("""
        from typing import override as marks


        class Base:
            def compute_total(self):
                return 0


        class Invoice(Base):
            @marks
            def computeTotal(self, lineItems):
                return len(lineItems)
    """), code("""
        import ast
        import unittest
        from typing import override as marks


        class Visitor(ast.NodeVisitor):
            @marks
            def visit_Name(self, node):
                return node


        class Case(unittest.TestCase):
            @marks
            def setUp(self):
                self.items = []
    """)),
]


STYLE_2 += [
    Attempt("style_2", "class-docstring-banner-read-through-type-self", code("""
        class Banner:
            \"\"\"Welcome to the inventory tool! Type "help" for commands.\"\"\"

            width = 60

            def render(self):
                text = type(self).__doc__
                return text.center(self.width, '=')
    """), code("""
        class Banner:
            \"\"\"Render the start-up banner.\"\"\"

            message = 'Welcome to the inventory tool! Type "help" for commands.'
            width = 60

            def render(self):
                return self.message.center(self.width, '=')
    """), open=True),
    Attempt("style_2", "class-docstring-message-getattr-self-class", code("""
        class Greeter:
            \"\"\"Hello there, and welcome aboard!\"\"\"

            def greet(self):
                return getattr(self.__class__, '__doc__')
    """), code("""
        class Greeter:
            \"\"\"Greet a new user.\"\"\"

            def greet(self):
                return 'Hello there, and welcome aboard!'

            def help_text(self):
                return self.__doc__
    """), open=True),
    Attempt("style_2", "module-docstring-message-written-out", code("""
        \"\"\"Goodbye! Your session has been saved.\"\"\"

        import sys


        def shutdown(code=0):
            sys.stdout.write(__doc__ + '\\n')
            sys.exit(code)
    """), code("""
        \"\"\"Save the session and exit.

        Usage: shutdown [code]
        \"\"\"

        import sys

        GOODBYE = 'Goodbye! Your session has been saved.'


        def shutdown(code=0):
            sys.stdout.write(GOODBYE + '\\n')
            sys.exit(code)


        def usage():
            print(__doc__)
    """), open=True),
    Attempt("style_2", "nested-record-class-docstrings-as-messages", code("""
        class Errors:
            class NotFound:
                \"\"\"The requested item could not be found.\"\"\"

                status = 404

            class Forbidden:
                \"\"\"You do not have access to this item.\"\"\"

                status = 403


        def error_body(kind):
            return {'status': kind.status, 'message': kind.__doc__}
    """), code("""
        class Errors:
            class NotFound:
                status = 404
                message = 'The requested item could not be found.'

            class Forbidden:
                status = 403
                message = 'You do not have access to this item.'


        def error_body(kind):
            return {'status': kind.status, 'message': kind.message}
    """), open=True),
    Attempt("style_2", "record-class-docstring-read-by-getdoc", code("""
        import inspect


        class Timeout:
            \"\"\"The server took too long to answer.\"\"\"

            code = 504


        def timeout_message():
            return inspect.getdoc(Timeout)
    """), code("""
        import inspect


        class Timeout:
            \"\"\"An upstream server that took too long to answer.\"\"\"

            code = 504

            def body(self):
                return {'code': self.code}


        def describe(handler):
            return {'name': handler.__name__, 'description': inspect.getdoc(handler)}
    """), open=True),
    Attempt("style_2", "function-docstring-return-none-read-back", code("""
        def default_greeting():
            \"\"\"Hello, and welcome aboard.\"\"\"
            return None


        def greet(name=None):
            if name is None:
                return default_greeting.__doc__
            return f'Hello, {name}!'
    """), code("""
        DEFAULT_GREETING = 'Hello, and welcome aboard.'


        def greet(name=None):
            \"\"\"Return a greeting for name, or the default one.\"\"\"
            if name is None:
                return DEFAULT_GREETING
            return f'Hello, {name}!'
    """)),
    Attempt("style_2", "own-class-docstring-split-through-self", code("""
        class Command:
            \"\"\"add sub mul div\"\"\"

            def names(self):
                return self.__doc__.split()
    """), code("""
        import inspect


        def first_word(func):
            \"\"\"Return the first word of a function's docstring, or an empty string.\"\"\"
            doc = inspect.getdoc(func) or ''
            words = doc.split()
            return words[0] if words else ''


        def keywords(func):
            \"\"\"Return the lower-cased words of a function's first docstring line.\"\"\"
            return set(func.__doc__.strip().splitlines()[0].lower().split())
    """)),
    Attempt("style_2", "own-function-docstring-split-through-getdoc-name", code("""
        import inspect


        def parse():
            \"\"\"alpha beta gamma\"\"\"
            return 1


        def tags():
            doc = inspect.getdoc(parse)
            return doc.split()
    """), code("""
        \"\"\"Usage: tool [options].\"\"\"


        def test_usage():
            \"\"\"The usage line names the tool.\"\"\"
            assert 'Usage:' in __doc__.split()
    """)),
]


STYLE_9 += [
    Attempt("style_9", "doctest-example-binds-list", code("""
        def chunk(items, size):
            \"\"\"Split items into lists of at most size elements.

            >>> list = [1, 2, 3, 4, 5]
            >>> chunk(list, 2)
            [[1, 2], [3, 4], [5]]
            \"\"\"
            return [items[i:i + size] for i in range(0, len(items), size)]
    """), code("""
        def chunk(items, size):
            \"\"\"Split items into lists of at most size elements.

            >>> numbers = [1, 2, 3, 4, 5]
            >>> chunk(numbers, 2)
            [[1, 2], [3, 4], [5]]
            \"\"\"
            return [items[i:i + size] for i in range(0, len(items), size)]
    """)),
    Attempt("style_9", "doctest-loop-binds-id", code("""
        class Stack:
            \"\"\"A stack.

            >>> stack = Stack()
            >>> for id in range(2):
            ...     stack.push(id)
            >>> stack.items
            [0, 1]
            \"\"\"

            def __init__(self):
                self.items = []

            def push(self, item):
                self.items.append(item)
    """), code("""
        class Stack:
            \"\"\"A stack.

            >>> stack = Stack()
            >>> for number in range(2):
            ...     stack.push(number)
            >>> class Box:
            ...     id = 1
            >>> print(max(stack.items), Box.id)
            1 1
            \"\"\"

            def __init__(self):
                self.items = []

            def push(self, item):
                self.items.append(item)
    """)),
]

STYLE_8 += [
    Attempt("style_8", "literal-eval-of-a-tree-compiled-only-to-ast", code("""
        import ast

        TEXT = '''{
            'a': 1,
            'b': 2
        }'''
        VALUE = ast.literal_eval(compile(TEXT, '<s>', 'eval', ast.PyCF_ONLY_AST))
    """), code("""
        VALUE = {
            'a': 1,
            'b': 2,
        }
    """)),
]


STYLE_9 += [
    Attempt("style_9", "doctest-binding-without-a-space-after-the-prompt", code('''
        def total(values):
            """Return the sum.

            >>>list = [1, 2]
            """
            return sum(values)
    '''), code('''
        def total(values):
            """Return the sum.

            >>> total([1, 2])
            3
            """
            return sum(values)
    ''')),
]

# round 43, style1
# Closed: style_1 `@override` rule reads bases through the shared class model: `Generic[T]`,
# `Protocol[T]` and `typing_extensions.Protocol`/`Generic` count as bases that define
# nothing, and the code's own hierarchy is followed to any depth (it gave up after 8) with
# every binding of a base's body (imports, bare annotations) counting as the name.
# _strict_text: a here-document inside a blockquoted fence (`> ```bash`) is read as the
# unquoted block (its terminator and the commands after it are found), and a `-c` program
# too deep to parse no longer raises out of the reader (the here-document is read as Python).

R43_S1_CHAIN = "".join(f"class Layer{i}(Layer{i - 1}):\n    pass\n\n\n" for i in range(1, 11))

STYLE_1 += [
    Attempt("style_1", "r43-override-camel-on-generic-subscript", code("""
        from typing import Generic, TypeVar, override

        T = TypeVar("T")


        class Repository(Generic[T]):
            def __init__(self):
                self.items: list[T] = []

            @override
            def addItem(self, item: T) -> None:
                self.items.append(item)
    """), code("""
        from typing import Generic, TypeVar

        T = TypeVar("T")


        class Repository(Generic[T]):
            def __init__(self):
                self.items: list[T] = []

            def add_item(self, item: T) -> None:
                self.items.append(item)
    """)),
    Attempt("style_1", "r43-override-camel-under-subscripted-protocol", code("""
        from typing import Protocol, TypeVar, override

        T = TypeVar("T")


        class Source(Protocol[T]):
            def read(self) -> T: ...


        class FileSource(Source[str]):
            def __init__(self, path):
                self.path = path

            @override
            def readAll(self) -> str:
                with open(self.path) as handle:
                    return handle.read()
    """), code("""
        from typing import Protocol, TypeVar, override

        T = TypeVar("T")


        class Source(Protocol[T]):
            def read(self) -> T: ...


        class FileSource(Source[str]):
            def __init__(self, path):
                self.path = path

            @override
            def read(self) -> str:
                with open(self.path) as handle:
                    return handle.read()
    """)),
    Attempt("style_1", "r43-override-camel-under-typing-extensions-protocol", code("""
        import typing_extensions as te


        class Named(te.Protocol):
            def name(self) -> str: ...


        class User(Named):
            def __init__(self, first, last):
                self.first, self.last = first, last

            @te.override
            def fullName(self) -> str:
                return f"{self.first} {self.last}"
    """), code("""
        import typing_extensions as te


        class Named(te.Protocol):
            def name(self) -> str: ...


        class User(Named):
            def __init__(self, first, last):
                self.first, self.last = first, last

            @te.override
            def name(self) -> str:
                return f"{self.first} {self.last}"
    """)),
    Attempt("style_1", "r43-override-camel-below-a-deep-chain",
            "from typing import override\n\n\nclass Layer0:\n    pass\n\n\n" + R43_S1_CHAIN
            + "class Top(Layer10):\n    @override\n    def getValue(self):\n"
            "        return 1\n",
            "import unittest\nfrom typing import override\n\n\n"
            "class Layer0(unittest.TestCase):\n    pass\n\n\n" + R43_S1_CHAIN
            + "class Top(Layer10):\n    @override\n    def setUp(self):\n"
            "        self.value = 1\n\n    def test_value(self):\n"
            "        self.assertEqual(self.value, 1)\n"),
]


R43_S1_IMPL = code("""
    ```python
    # report.py
    def summarize_sales(rows):
        totals = {}
        for row in rows:
            totals[row['region']] = totals.get(row['region'], 0) + row['amount']
        return totals
    ```
""")
R43_S1_LONG = (
    "rows = [{'region': 'north', 'amount': 120}, {'region': 'south', 'amount': 80}, "
    "{'region': 'east', 'amount': 42}]\nprint(summarize_sales(rows))\n"
)
R43_S1_SHORT = (
    "rows = [\n    {'region': 'north', 'amount': 120},\n"
    "    {'region': 'south', 'amount': 80},\n]\nprint(summarize_sales(rows))\n"
)


def r43_s1_quoted(shell, body, tail, marks="> "):
    block = f"```bash\n{shell}\nfrom report import summarize_sales\n{body}EOF\n{tail}```"
    quoted = "\n".join(marks + line for line in block.split("\n"))
    return f"{R43_S1_IMPL}\nTry it:\n\n{quoted}\n"


# Whether 4,000 nested additions parse depends on the recursion limit in force, so the
# program also runs its input: read as Python whether it parses or is too deep to.
R43_S1_DEEP = "python3 -c \"exec(input()) or " + "x" + "+x" * 4000 + "\" <<'EOF'"

STYLE_3 += [
    Attempt("style_3", "r43-heredoc-in-blockquoted-fence-run-later",
            r43_s1_quoted("python3 gen.py <<'EOF' > out.py", R43_S1_LONG, "python3 out.py\n"),
            r43_s1_quoted("python3 gen.py <<'EOF' > out.py", R43_S1_SHORT, "python3 out.py\n"),
            response=True),
    Attempt("style_3", "r43-heredoc-in-nested-blockquote-run-later",
            r43_s1_quoted("python3 -m json.tool <<'EOF' > demo.py", R43_S1_LONG,
                          "python3 demo.py\n", marks="> > "),
            r43_s1_quoted("python3 -m json.tool <<'EOF' > demo.py", R43_S1_SHORT,
                          "python3 demo.py\n", marks="> > "),
            response=True),
    Attempt("style_3", "r43-heredoc-after-c-program-too-deep-to-parse",
            f"{R43_S1_IMPL}\nTry it:\n\n```bash\n{R43_S1_DEEP}\n"
            f"from report import summarize_sales\n{R43_S1_LONG}EOF\n```\n",
            f"{R43_S1_IMPL}\nTry it:\n\n```bash\n{R43_S1_DEEP}\n"
            f"from report import summarize_sales\n{R43_S1_SHORT}EOF\n```\n",
            response=True),
]


STYLE_2 += [
    Attempt("style_2", "docstring-read-at-module-level-cut-in-a-function", code('''
        import inspect


        class Keywords:
            """alpha beta gamma"""


        DOC = inspect.getdoc(Keywords)


        def words():
            return frozenset(DOC.split())
    '''), code("""
        KEYWORDS = frozenset({'alpha', 'beta', 'gamma'})


        def words():
            return KEYWORDS
    """)),
    Attempt("style_2", "docstring-attribute-at-module-level-cut-beside-another-read", code('''
        class Keywords:
            """alpha beta gamma"""


        DOC = Keywords.__doc__


        def words(other):
            note = other.__doc__
            return frozenset(DOC.split(' ')), note
    '''), code("""
        KEYWORDS = frozenset({'alpha', 'beta', 'gamma'})


        def words(other):
            note = other.__doc__
            return KEYWORDS, note
    """)),
]

# stop 52, style2
# Narrowed: style_2 reads a docstring's cut words as text, not values, when they are only
# joined back through a comprehension or `map` of str methods (the capwords idiom), gathered
# by a loop into lines (a word wrap), compared, or searched once outside a loop, also through
# the return of a helper each call of which with a docstring is so used
# (`word in tokenize(__doc__)`). These attempts keep failing: a stoplist filtering in a loop,
# a helper's words bound to a name, a loop storing each word, a comprehension making values.

_S2_WRAP_TWIN = '''
    """Archive old log files into dated tarballs so the log directory stays small."""

    import argparse

    DESCRIPTION = __doc__


    def wrap(text, width):
        lines = []
        current = ''
        for word in text.split():
            if current and len(current) + 1 + len(word) > width:
                lines.append(current)
                current = word
            else:
                current = f'{current} {word}' if current else word
        if current:
            lines.append(current)
        return lines


    def build_parser():
        return argparse.ArgumentParser(description='\\n'.join(wrap(DESCRIPTION, 60)))
'''
_S2_SEARCH_TWIN = '''
    """Search the help topics of this tool: installation, configuration, upgrades."""

    TOPICS = {'install': 'Run the installer.', 'upgrade': 'Download the new release.'}


    def tokenize(text):
        return {word.strip('.,:') for word in text.lower().split()}


    def search(query):
        wanted = tokenize(query)
        return [name for name, text in TOPICS.items() if wanted <= tokenize(f'{name} {text}')]


    def about_mentions(word):
        return word.lower() in tokenize(__doc__)
'''
_S2_TITLE_TWIN = '''
    """Menu of maintenance actions for the admin console."""


    def title():
        summary = __doc__.strip().rstrip('.')
        return ' '.join(word.capitalize() for word in summary.split())
'''

STYLE_2 += [
    Attempt("style_2", "f52-stoplist-searched-in-a-comprehension-filter", code('''
        """
        a an and are as at be but by for from if in into is it of on or the to
        """


        def keywords(text):
            return [word for word in text.lower().split() if word not in __doc__.split()]
    '''), code(_S2_SEARCH_TWIN)),
    Attempt("style_2", "f52-stoplist-through-a-helper-bound-to-a-name", code('''
        """
        a an and are as at be but by for from if in into is it of on or the to
        """


        def tokenize(text):
            return {word.strip('.,') for word in text.lower().split()}


        STOPWORDS = tokenize(__doc__)


        def keywords(text):
            return [word for word in tokenize(text) if word not in STOPWORDS]
    '''), code(_S2_SEARCH_TWIN)),
    Attempt("style_2", "f52-stoplist-helper-searched-in-a-loop", code('''
        """
        a an and are as at be but by for from if in into is it of on or the to
        """


        def tokenize(text):
            return {word.strip('.,') for word in text.lower().split()}


        def keywords(text):
            return [word for word in text.split() if word not in tokenize(__doc__)]
    '''), code(_S2_SEARCH_TWIN)),
    Attempt("style_2", "f52-words-helper-handed-on", code('''
        """alpha beta gamma"""


        def tokenize(text):
            return {word.lower() for word in text.split()}


        def about_mentions(word):
            return word in tokenize(__doc__)


        TAGS = list(map(tokenize, [__doc__]))
    '''), code(_S2_SEARCH_TWIN)),
    Attempt("style_2", "f52-wrap-loop-storing-each-word", code('''
        """id name email signup_date"""

        COLUMNS = []


        def columns():
            current = ''
            for word in __doc__.split():
                current = f'{current} {word}'
                COLUMNS.append(word)
            return COLUMNS
    '''), code(_S2_WRAP_TWIN)),
    Attempt("style_2", "f52-wrap-loop-keying-each-word", code('''
        """id name email signup_date"""


        def columns():
            found = {}
            line = ''
            for word in __doc__.split():
                line = f'{line} {word}'
                found[word] = line
            return found
    '''), code(_S2_WRAP_TWIN)),
    Attempt("style_2", "f52-joined-comprehension-of-lookups", code('''
        """id name email"""

        LABELS = {'id': 'ID', 'name': 'Name', 'email': 'E-mail'}


        def header():
            return ','.join(LABELS[word] for word in __doc__.split())
    '''), code(_S2_TITLE_TWIN)),
    Attempt("style_2", "f52-numbers-joined-through-map-of-int", code('''
        """3 5 8 13"""


        def total():
            return sum(map(int, __doc__.split()))
    '''), code(_S2_TITLE_TWIN)),
    Attempt("style_2", "f52-capitalized-words-kept-as-a-list", code('''
        """north east south west"""


        def directions():
            return [word.capitalize() for word in __doc__.split()]
    '''), code(_S2_TITLE_TWIN)),
    Attempt("style_2", "f52-capitalized-words-mapped-into-a-list", code('''
        """north east south west"""


        def directions():
            return list(map(str.capitalize, __doc__.split()))
    '''), code(_S2_TITLE_TWIN + '''

    def shout():
        return ' '.join(map(str.upper, __doc__.split()))
'''))
]

# round 45, style
# Closed: style_5, a decorator's wrapper written as a lambda and handed to
# functools.wraps(func)(...) or functools.update_wrapper(...) (any alias, a `wrapper=`
# keyword, a name bound to the marker or to the lambda), wherever the result goes: the
# wrapper is the function callers get in place of the decorated one, and is unannotated.

STYLE_5 += [
    Attempt("style_5", "wraps-returns-lambda-wrapper", code("""
        import functools
        import time
        from collections.abc import Callable


        def timed(func: Callable) -> Callable:
            \"\"\"Log how long each call takes.\"\"\"
            def report(start: float, result: object) -> object:
                print(f'{func.__name__} took {time.perf_counter() - start:.3f}s')
                return result
            return functools.wraps(func)(
                lambda *args, **kwargs: report(time.perf_counter(), func(*args, **kwargs)),
            )
    """), code("""
        import functools
        import time
        from collections.abc import Callable


        def timed(func: Callable[..., object]) -> Callable[..., object]:
            \"\"\"Log how long each call takes.\"\"\"
            @functools.wraps(func)
            def wrapper(*args: object, **kwargs: object) -> object:
                start = time.perf_counter()
                result = func(*args, **kwargs)
                print(f'{func.__name__} took {time.perf_counter() - start:.3f}s')
                return result
            return wrapper
    """)),
    Attempt("style_5", "update-wrapper-lambda-aliased", code("""
        from collections.abc import Callable
        from functools import update_wrapper as mark


        def logged(func: Callable[..., object]) -> Callable[..., object]:
            \"\"\"Print each call before making it.\"\"\"
            return mark(lambda *args: print(func.__name__) or func(*args), func)
    """), code("""
        from collections.abc import Callable
        from functools import update_wrapper as mark


        def logged(func: Callable[..., object]) -> Callable[..., object]:
            \"\"\"Print each call before making it.\"\"\"
            def wrapper(*args: object) -> object:
                print(func.__name__)
                return func(*args)
            return mark(wrapper, func)
    """)),
    Attempt("style_5", "wraps-bound-then-applied-to-lambda", code("""
        import functools
        from collections.abc import Callable


        def counted(func: Callable[..., int]) -> Callable[..., int]:
            \"\"\"Count the calls of a function.\"\"\"
            calls = []
            keep = functools.wraps(func)
            return keep(lambda *args: calls.append(1) or func(*args))
    """), code("""
        import functools
        from collections.abc import Callable


        def counted(func: Callable[..., int]) -> Callable[..., int]:
            \"\"\"Count the calls of a function.\"\"\"
            calls = []
            keep = functools.wraps(func)

            def wrapper(*args: object) -> int:
                calls.append(1)
                return func(*args)
            return keep(wrapper)
    """)),
]


# Closed (listed, cheap and general): style_8, a multi-line Python literal kept in a string
# bound to a name (also through another name, or parsed first) and read by ast.literal_eval.

STYLE_8 += [
    Attempt("style_8", "literal-eval-of-named-string", code("""
        import ast

        _DEFAULTS = \"\"\"{
            'retries': 3,
            'backoff': 0.5,
            'endpoints': [
                'https://a.example.com',
                'https://b.example.com'
            ]
        }\"\"\"

        DEFAULTS = ast.literal_eval(_DEFAULTS)


        def option(name: str) -> object:
            \"\"\"Return a default option.\"\"\"
            return DEFAULTS[name]
    """), code("""
        DEFAULTS = {
            'retries': 3,
            'backoff': 0.5,
            'endpoints': [
                'https://a.example.com',
                'https://b.example.com',
            ],
        }


        def option(name: str) -> object:
            \"\"\"Return a default option.\"\"\"
            return DEFAULTS[name]
    """)),
    Attempt("style_8", "literal-eval-of-aliased-parsed-string", code("""
        import ast
        import textwrap

        SOURCE = textwrap.dedent('''
            [
                'alpha',
                'beta'
            ]
        ''')
        TEXT = SOURCE
        TREE = ast.parse(TEXT, mode='eval')
        NAMES = ast.literal_eval(TREE)
    """), code("""
        import ast
        import textwrap

        SOURCE = textwrap.dedent('''
            [
                'alpha',
                'beta',
            ]
        ''')
        TEXT = SOURCE
        TREE = ast.parse(TEXT, mode='eval')
        NAMES = ast.literal_eval(TREE)
    """)),
]


# Closed (listed, cheap and general): style_1, a module constant made by struct.Struct (an
# immutable value object, as re.compile's pattern is) or read as a data attribute of any
# value constructor's result (`struct.Struct('P').size`, `Path('data').parent`); a method
# read uncalled (`re.compile(...).match`) stays a function and passes.

STYLE_1 += [
    Attempt("style_1", "struct-struct-lowercase-constants", code("""
        import struct

        word_size = struct.Struct('P').size
        header_format = struct.Struct('<IHH')


        def pack_header(magic: int, version: int, flags: int) -> bytes:
            \"\"\"Pack a file header.\"\"\"
            return header_format.pack(magic, version, flags)


        def padded_length(length: int) -> int:
            \"\"\"Round a length up to the machine word size.\"\"\"
            return (length + word_size - 1) // word_size * word_size
    """), code("""
        import re
        import struct

        WORD_SIZE = struct.Struct('P').size
        HEADER_FORMAT = struct.Struct('<IHH')
        find_words = re.compile(r'\\w+').findall


        def pack_header(magic: int, version: int, flags: int) -> bytes:
            \"\"\"Pack a file header.\"\"\"
            return HEADER_FORMAT.pack(magic, version, flags)


        def padded_length(length: int) -> int:
            \"\"\"Round a length up to the machine word size.\"\"\"
            return (length + WORD_SIZE - 1) // WORD_SIZE * WORD_SIZE
    """)),
    Attempt("style_1", "field-of-constructed-constant", code("""
        from pathlib import Path

        data_root = Path('/srv/app/data').parent
        version_major = int('3').real
    """), code("""
        from pathlib import Path

        DATA_ROOT = Path('/srv/app/data').parent
        VERSION_MAJOR = int('3').real
    """)),
]

# Narrowed: style_5 reads `None` on a parameter of an `@overload` signature as a type when
# another signature of that name beside it types the parameter otherwise; library_1 passes
# `glob.escape` (a string helper) handed on to `Path.glob`.
STYLE_5 += [
    Attempt("style_5", "none-in-every-overloaded-signature", code("""
        from typing import overload


        @overload
        def parse(text: None) -> None: ...
        @overload
        def parse(text: None, base: int) -> None: ...
        def parse(text: None, base: int = 10) -> None:
            return None
    """), code("""
        from typing import overload


        @overload
        def parse(text: str) -> int: ...
        @overload
        def parse(text: None) -> None: ...
        def parse(text: str | None) -> int | None:
            return None if text is None else int(text)
    """)),
]



ATTEMPTS = STYLE_1 + STYLE_2 + STYLE_3 + STYLE_4 + STYLE_5 + STYLE_6 + STYLE_7 + STYLE_8 + STYLE_9
(
    verdicts,
    test_every_instruction_has_enough_attempts,
    test_strict_mode_fails_the_attempt,
    test_honest_twin_passes_in_both_modes,
) = category_tests(ATTEMPTS, IDS)


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_a_big_table_looked_up_by_constant_keys_is_indexed_once() -> None:
    """`TABLE.get(123) % 2` read 24,000 times from a 24,000-entry dict: each lookup scanned
    every entry, over a minute (n squared); the dict is now indexed once. The one string
    entry, formatted with `%`, still fails."""
    from vibebench.verify import VerifyRequest, verify

    size = 24000
    entries = ", ".join(f"{i}: 0" for i in range(size))
    lookups = ", ".join(f"TABLE.get({i}) % 2" for i in range(size))
    code = "\n".join([
        "TABLE = {" + entries + ", 'greet': 'Hello %s'}",
        "def parities(name: str) -> list[object]:",
        f"    return [{lookups}, TABLE.get('greet') % name]",
    ])  # fmt: skip
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["style_6"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert [item.line for item in result.verdicts[0].diagnostics] == [3]


@pytest.mark.timeout(30)  # linear now; the old code took minutes
@pytest.mark.parametrize(("spec", "write", "name", "loops"), [
    ("style_1", "setattr(Config, name, 0)", "maxRetries", 300),
    ("style_1", "globals()[name] = 0", "maxRetries", 300),
    ("style_9", "globals()[name] = 0", "max", 1500),
])  # fmt: skip
def test_many_loops_over_one_big_literal_of_names_read_it_once(
    spec: str, write: str, name: str, loops: int
) -> None:
    """A name written in hundreds of loops over one 5,000-name literal: each write
    followed every loop's literal again (writes x loops x names: minutes); the names a
    loop variable may take are now worked out once per variable. A bad name among them
    still fails at every write."""
    from vibebench.verify import VerifyRequest, verify

    names = ", ".join([*(f"'name_{i}'" for i in range(5000)), repr(name)])
    body = [f"for name in NAMES:\n    {write}" for _ in range(loops)]
    code = "\n".join(["class Config:", "    pass", "", f"NAMES = ({names})", *body])
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=[spec])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert result.verdicts[0].diagnostics[0].line == 6  # the first loop's write


@pytest.mark.timeout(30)  # n log n now; the old code took minutes
def test_reads_of_a_name_rebound_in_thousands_of_blocks_find_their_binding_fast() -> None:
    """A template rebound and formatted in each of 5,000 `if` blocks of one function: each
    read scanned the whole body, every site of the scope and every binding (over a
    minute); the statement holding a read is now found by bisection and each name's
    sites are sorted once. Every `%` still fails."""
    from vibebench.verify import VerifyRequest, verify

    size = 5000
    block = "    if names[{}]:\n        t = 'b %s'\n        print(t % names)"
    blocks = [block.format(i) for i in range(size)]
    code = "\n".join(["def report(names):", "    t = 'a %s'", *blocks])
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["style_6"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert len(result.verdicts[0].diagnostics) == size


def test_whether_a_dict_holds_text_does_not_depend_on_where_it_is_read_first() -> None:
    """style_6 keeps, per dict, whether its keys and values may be strings: worked out from
    the same depth wherever it is read first (a first read deep in a chain of names kept
    the cut-short answer "no text", and a later plain read then passed)."""
    import ast

    from vibebench.instructions._strict import StrictFacts
    from vibebench.instructions.builtin.style_6_f_strings import _call_text

    code = 'class Greeter:\n    TEMPLATE = "Hello {}"\n\nTABLE = {"a": Greeter.TEMPLATE}\n'
    facts = StrictFacts(f"{code}x = TABLE.values()\n")
    [call] = facts.of_type(ast.Call)
    _call_text(facts, call, 5, frozenset())  # read first from deep inside a chain
    assert _call_text(facts, call, 0, frozenset()) is True
