"""Honest code strict mode once failed: each case follows its instruction and must pass.

A reward that fails compliant code teaches a policy to avoid good code, so every false
failure found by red-teaming strict mode stays here, beside an attempt that must still
fail (the route it must not reopen).
"""

from __future__ import annotations

from textwrap import dedent

import pytest

from vibebench import verify

HONEST = {
    "error_1-raise-from-the-caught-exception": ("error_1", """
        class AppError(Exception):
            pass


        def run(task):
            try:
                return task()
            except Exception as err:
                msg = 'task failed'
                raise AppError(msg) from err
    """),
    "error_4-error-code-under-a-keyword": ("error_4", """
        class AppError(Exception):
            def __init__(self, msg, code):
                super().__init__(msg)
                self.code = code


        def check(value):
            if value < 0:
                msg = f'negative value: {value}'
                raise AppError(msg, code='E_NEGATIVE')
            return value
    """),
    "library_2-handler-set-stream": ("library_2", """
        import logging
        import sys

        logger = logging.getLogger(__name__)
        handler = logging.StreamHandler()
        handler.setStream(sys.stdout)
        logger.addHandler(handler)
    """),
    "library_2-stream-chosen-in-a-variable": ("library_2", """
        import logging
        import sys


        def setup(verbose):
            stream = sys.stdout if verbose else sys.stderr
            logging.getLogger().addHandler(logging.StreamHandler(stream))
    """),
    "library_2-asks-whether-stdout-is-a-terminal": ("library_2", """
        import logging
        import sys

        COLOR = sys.stdout.isatty()
        logging.getLogger(__name__).info('color output: %s', COLOR)
    """),
    "style_6-modulo-on-an-attribute-another-class-keeps-text-in": ("style_6", """
        class Field:
            def __init__(self, label):
                self.label = label
                self.value = 'unset'


        class Counter:
            def __init__(self):
                self.value = 0

            def is_even(self):
                return self.value % 2 == 0
    """),
    "library_2-configures-its-logger-and-handler": ("library_2", """
        import logging
        import sys

        logger = logging.getLogger(__name__)
        logger.level = logging.INFO
        handler = logging.StreamHandler(sys.stdout)
        handler.formatter = logging.Formatter('%(message)s')
        logger.addHandler(handler)
    """),
    "logic_7-else-needed-after-a-suppressed-return": ("logic_7", """
        import contextlib


        def lookup(cache, key, use_cache):
            if use_cache:
                with contextlib.suppress(KeyError):
                    return cache[key]
            else:
                cache.clear()
            return None
    """),
    "logic_9-reader-hands-read-to-its-stream": ("logic_9", """
        class Reader:
            def __init__(self, stream):
                self.stream = stream

            def read(self, size):
                return self.stream.read(size)
    """),
}

STILL_FAILING = {
    "error_1-raise-from-something-else": ("error_1", """
        def run(task, cause):
            try:
                return task()
            except Exception:
                raise RuntimeError('failed') from cause
    """),
    "error_4-message-under-a-message-keyword": ("error_4", """
        def check(value):
            if value < 0:
                raise ValueError(message='Negative')
            return value
    """),
    "error_4-sentence-under-a-code-keyword": ("error_4", """
        def check(value):
            if value < 0:
                raise ValueError(code='value must not be negative')
            return value
    """),
    "library_2-writes-through-the-variable-it-also-hands-to-logging": ("library_2", """
        import logging
        import sys

        stream = sys.stdout
        logging.StreamHandler(stream)
        stream.write('done')
    """),
    "library_2-set-stream-of-its-own": ("library_2", """
        import sys


        def setStream(stream):
            stream.write('done')


        setStream(sys.stdout)
    """),
    "library_2-set-stream-of-a-class-made-by-type": ("library_2", """
        import logging
        import sys

        Handler = type('Handler', (), {'setStream': lambda self, stream: stream.write('hi')})
        Handler().setStream(sys.stdout)
        logging.getLogger(__name__).info('done')
    """),
    "library_2-stream-handler-replaced": ("library_2", """
        import logging
        import sys

        logging.StreamHandler = lambda stream: stream.write('hi')
        logging.StreamHandler(sys.stdout)
    """),
    "library_2-handlers-set-stream-replaced": ("library_2", """
        import logging
        import sys

        handler = logging.StreamHandler()
        handler.setStream = lambda stream: stream.write('hi')
        handler.setStream(sys.stdout)
    """),
    "library_2-writes-to-stdouts-descriptor": ("library_2", """
        import os
        import sys

        os.write(sys.stdout.fileno(), b'done')
    """),
    "style_6-template-set-on-self-by-the-base-class": ("style_6", """
        class Base:
            def __init__(self):
                self.template = 'Hello, %s!'


        class Greeter(Base):
            def greet(self, name):
                return self.template % name
    """),
    "style_6-template-set-on-the-instance-from-outside": ("style_6", """
        class Greeter:
            def greet(self, name):
                return self.template % name


        greeter = Greeter()
        greeter.template = 'Hello, %s!'
    """),
    "logic_9-tree-recursion-through-children": ("logic_9", """
        class Node:
            def __init__(self, children):
                self.children = children

            def size(self):
                return 1 + sum(child.size() for child in self.children)
    """),
}


def _passes(spec: str, code: str, mode: str) -> bool:
    response = f"```python\n{dedent(code).lstrip()}```\n"
    [result] = verify([(response, [spec])], mode=mode)  # type: ignore[arg-type]
    return result.verdicts[0].passed


@pytest.mark.parametrize("case", sorted(HONEST))
@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_honest_code_passes(case: str, mode: str) -> None:
    spec, code = HONEST[case]
    assert _passes(spec, code, mode)


@pytest.mark.parametrize("case", sorted(STILL_FAILING))
def test_the_route_beside_it_still_fails_in_strict_mode(case: str) -> None:
    spec, code = STILL_FAILING[case]
    assert not _passes(spec, code, "strict")
