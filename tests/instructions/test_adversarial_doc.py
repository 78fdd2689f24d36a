'''Adversarial attempts at the doc instructions (doc_1-6), judged in both verdict modes.

Every attempt dodges its instruction; strict mode must fail it (unless the route is marked
open and documented), and its honest twin must pass in paper and strict mode alike.
'''

from __future__ import annotations

import json
from textwrap import dedent

import pytest
from adversarial_harness import Attempt, category_tests

from vibebench.instructions._strict_text import not_imperative
from vibebench.instructions.builtin.doc_2_imperative_summaries import (
    forged_word,
    labelled_mood_problem,
)
from vibebench.instructions.builtin.doc_5_comment_density import _BLOCK_MARKER
from vibebench.verify import VerifyRequest, verify

IDS = tuple(f"doc_{number}" for number in range(1, 7))


def code(text: str) -> str:
    return dedent(text).lstrip("\n")


# -- doc_1: documentation lines (72) ---------------------------------------------------------
PROSE = "the totals are computed once per batch and cached for every later request"
JOINED_PROSE = {
    name: PROSE.replace(" ", joiner)
    for name, joiner in [("braille", "\u2800"), ("zero-width", "\u200b"), ("hyphen", "-"),
                         ("underscore", "_")]
}  # fmt: skip
"""The prose as one "word": its spaces replaced by blanks, hyphens or underscores."""
DOC_LINES_TWIN = code('''
    def total(values):
        """Return the sum of the values.

        The totals are computed once per batch and cached for
        every later request.
        """
        # Cached per batch; see the functools documentation:
        # https://docs.python.org/3/library/functools.html
        return sum(values)
''')
DOC_1 = [
    Attempt("doc_1", "long-inline-comment", code(f"""
        def total(values):
            return sum(values)  # {PROSE}
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-comment-ending-in-url", code(f"""
        def total(values):
            # {PROSE} https://example.com
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-text-after-type-pragma", code(f"""
        def total(values):
            # type: ignore  {PROSE}
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-text-after-noqa", code(f"""
        def total(values):
            # noqa: {PROSE}
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-inline-comment-after-short-code", code(f"""
        TOTAL = 0  # {PROSE}
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-docstring-line", code(f'''
        def total(values):
            """Return the sum; {PROSE}."""
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-comment-line", code(f"""
        def total(values):
            # Note: {PROSE}.
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-attribute-docstring", code(f'''
        class Config:
            size = 10
            """The size: {PROSE}."""
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-module-docstring", code(f'''
        """Totals: {PROSE}."""
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-text-after-pyright-pragma", code(f"""
        def total(values):
            return sum(values)  # pyright: ignore {PROSE}
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-docstring-set-through-dunder-doc", code(f"""
        def total(values):
            return sum(values)


        total.__doc__ = 'Return the sum: {PROSE}.'
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-extended-by-augmented-assignment", code(f'''
        """Totals of batches."""

        __doc__ += 'Note: {PROSE}.'
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-built-by-concatenation", code(f"""
        def total(values):
            return sum(values)


        total.__doc__ = 'Return the sum.' + ' Note: {PROSE}.'
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-set-by-a-decorator", code(f"""
        def doc(text):
            def attach(func):
                func.__doc__ = text
                return func
            return attach


        @doc('Return the sum: {PROSE}.')
        def total(values):
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-set-by-setattr-and-dedent", code(f"""
        import textwrap


        def total(values):
            return sum(values)


        setattr(total, '__doc__', textwrap.dedent('Return the sum: {PROSE}.'))
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-set-by-setattr-of-a-starred-tuple", code(f"""
        def total(values):
            return sum(values)


        DOCS = (total, '__doc__', 'Return the sum: {PROSE}.')
        setattr(*DOCS)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-set-by-setattr-with-starred-name-and-text", code(f"""
        def total(values):
            return sum(values)


        setattr(total, *('__doc__', 'Return the sum: {PROSE}.'))
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-prose-in-the-codes-of-a-type-pragma", code(f"""
        def total(values):
            return sum(values)  # type: ignore[{PROSE}]
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-handed-to-property", code(f"""
        class Basket:
            def _total(self):
                return 0

            total = property(_total, doc='The total: {PROSE}.')
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-in-the-namespace-of-type", code(f"""
        Basket = type('Basket', (), {{'__doc__': 'A basket: {PROSE}.'}})
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-module-doc-stored-in-globals", code(f"""
        globals()['__doc__'] = 'Totals: {PROSE}.'
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-set-by-setattr-spelled-in-pieces", code(f"""
        import builtins


        def total(values):
            return sum(values)


        getattr(builtins, 'set' + 'attr')(total, '__doc__', 'Return the sum: {PROSE}.')
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-looked-up-in-a-dict-of-docs", code(f"""
        DOCS = {{
            'total': 'Return the sum: {PROSE}.',
        }}


        def total(values):
            return sum(values)


        total.__doc__ = DOCS['total']
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-joined-from-a-list-of-lines", code(f"""
        LINES = ['Return the sum.', '', 'Note: {PROSE}.']


        def total(values):
            return sum(values)


        total.__doc__ = '\\n'.join(LINES)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-handed-to-a-library-doc-decorator", code(f"""
        from pandas.util._decorators import doc


        @doc('Return the sum: {PROSE}.')
        def total(values):
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-by-braille-blanks", code(f'''
        def total(values):
            """Return the sum.

            {JOINED_PROSE['braille']}.
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-by-zero-width-spaces", code(f"""
        def total(values):
            # {JOINED_PROSE['zero-width']}.
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-by-hyphens", code(f'''
        def total(values):
            """Return the sum.

            {JOINED_PROSE['hyphen']}.
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-by-underscores", code(f'''
        def total(values):
            """Return the sum.

            {JOINED_PROSE['underscore']}
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "class-doc-as-a-dict-keyword", code(f"""
        Totals = type('Totals', (), dict(__doc__='Totals: {PROSE}.'))
    """), code("""
        Totals = type('Totals', (), dict(
            __doc__='Totals, computed once per batch.\\n\\n'
            'They are cached for every later request.',
        ))
    """)),
    Attempt("doc_1", "long-doc-looked-up-with-get", code(f"""
        DOCS = {{'total': 'Return the sum: {PROSE}.'}}


        def total(values):
            return sum(values)


        total.__doc__ = DOCS.get('total')
    """), code("""
        DOCS = {
            'total': 'Return the sum of the values, computed once per batch.\\n\\n'
            'The totals are cached for every later request.',
        }


        def total(values):
            return sum(values)


        total.__doc__ = DOCS.get('total')
    """)),
    Attempt("doc_1", "docstring-lines-joined-by-backslashes", code('''
        def total(values):
            """Return the sum of the values: the totals are computed \\
        once per batch and cached for every later request."""
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-of-adjacent-strings-on-several-lines", code('''
        def total(values):
            (
                "Return the sum of the values: the totals are computed "
                "once per batch and cached for every later request."
            )
            return sum(values)
    '''), DOC_LINES_TWIN),
]

STACK_TWIN = code('''
    """A simple stack."""


    class Stack:
        """A last-in, first-out stack of items."""

        def __init__(self):
            """Start with an empty stack."""
            self.items = []

        def push(self, item):
            """Put the item on top of the stack."""
            self.items.append(item)

        def pop(self):
            """Remove the top item and return it."""
            return self.items.pop()
''')
"""An honest class whose public methods all carry imperative docstrings."""
DOC_1 += [
    Attempt("doc_1", "prose-written-in-camel-case", code("""
        def total(values):
            # TheTotalsAreComputedOncePerBatchAndCachedForEveryLaterRequestOfTheDay
            return sum(values)
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "doc-joined-from-short-named-pieces", code('''
        HEAD = "Return the sum of the values, computed once per batch of them."
        TAIL = "The totals are cached for every later request of the day."


        def total(values):
            return sum(values)


        total.__doc__ = f"{HEAD} {TAIL}"
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-attribute-docs-in-a-slots-dict", code(f'''
        class Batch:
            """Hold the values of one batch."""

            __slots__ = {{"values": "{PROSE}"}}
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-into-a-pragma-code", code(f"""
        def total(values):
            return sum(values)  # type: ignore[{PROSE.replace(' ', '-')}]
    """), DOC_LINES_TWIN),
]

# -- doc_2: imperative one-line summaries -------------------------------------------------------
SUMMARY_TWIN = code('''
    import logging

    logger = logging.getLogger(__name__)


    def total(values):
        """Return the total of the values, e.g. for an invoice.

        The total is also logged at debug level.
        """
        logger.debug('total of %d values', len(values))
        return sum(values)


    class Cart:
        def add(self, item):
            """Put an item into the cart."""
            self.items = [*getattr(self, 'items', []), item]
''')
ADVERB_TWIN = code('''
    def total(values: list[float]) -> float:
        """Recursively compute the sum of the values."""
        return sum(values)


    def average(values: list[float]) -> float:
        """Also return zero for an empty list."""
        return sum(values) / len(values) if values else 0.0


    def scale(values: list[float], factor: float) -> list[float]:
        """Apply updates to every value by multiplying it by the factor."""
        return [value * factor for value in values]
''')
DOC_2 = [
    Attempt("doc_2", "two-sentence-summary", code('''
        def total(values):
            """Return the total. Also log it."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "summary-without-words", code('''
        def total(values):
            """."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "third-person-verb-outside-the-word-list", code('''
        def total(values):
            """Totals the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "made-up-third-person-verb", code('''
        def total(values):
            """Aggregates every value."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "override-without-docstring", code('''
        from typing import override


        class Cart(list):
            @override
            def append(self, item):
                super().append(item)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "public-function-as-lambda", code('''
        total = lambda values: sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "exclamation-then-sentence", code('''
        def total(values):
            """Return the total! It is logged too."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "missing-docstring", code('''
        def total(values):
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "third-person-known-verb", code('''
        def total(values):
            """Returns the total."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "summary-without-period", code('''
        def total(values):
            """Return the total"""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "question-then-sentence", code('''
        def total(values):
            """Return the total? Yes. It is summed."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "public-function-under-a-module-level-if", code('''
        import sys

        if sys.version_info >= (3, 8):

            def total(values):
                """Totals the values. Also logs them."""
                return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "third-person-verb-behind-an-adverb", code('''
        def total(values: list[float]) -> float:
            """Recursively computes the sum of the values."""
            return sum(values)


        def average(values: list[float]) -> float:
            """Also returns zero for an empty list."""
            return sum(values) / len(values) if values else 0.0
    '''), ADVERB_TWIN),
    Attempt("doc_2", "future-tense-summary", code('''
        def total(values: list[float]) -> float:
            """Will return the sum of the values."""
            return sum(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "first-person-summary", code('''
        def total(values: list[float]) -> float:
            """We compute the sum of the values."""
            return sum(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "noun-phrase-summary-before-of", code('''
        def total(values: list[float]) -> float:
            """Sum of the values."""
            return sum(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "purpose-summary-with-to", code('''
        def total(values: list[float]) -> float:
            """To compute the sum of the values."""
            return sum(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "undocumented-private-function-published-by-an-alias", code('''
        def _total(values: list[float]) -> float:
            return sum(values)


        total = _total
    '''), ADVERB_TWIN),
    Attempt("doc_2", "undocumented-private-function-published-in-all", code('''
        __all__ = ['_total']


        def _total(values: list[float]) -> float:
            return sum(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "code-name-as-the-subject", code('''
        def total(values: list[float]) -> float:
            """``total()`` adds up the values."""
            return sum(values)


        def largest(values: list[float]) -> float:
            """largest() picks the biggest value."""
            return max(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "arrow-or-bullet-before-the-verb", code('''
        def total(values: list[float]) -> float:
            """-> Gives back the sum of the values."""
            return sum(values)


        def largest(values: list[float]) -> float:
            """\u25b8 Picks the biggest value."""
            return max(values)
    '''), ADVERB_TWIN),
    Attempt("doc_2", "many-adverbs-before-the-verb", code('''
        def total(values: list[float]) -> float:
            """Lazily, safely, correctly and quickly adds up the values."""
            return sum(values)
    '''), code('''
        def total(values: list[float]) -> float:
            """Lazily, safely and quickly add up the values."""
            return sum(values)
    ''')),
    Attempt("doc_2", "undocumented-methods-of-a-private-class-published-by-an-alias", code('''
        class _Cart:
            def add(self, item):
                self.items = [*getattr(self, 'items', []), item]


        Cart = _Cart
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "undocumented-private-function-put-on-a-class", code('''
        class Cart:
            def add(self, item):
                """Put an item into the cart."""
                self.items = [*getattr(self, 'items', []), item]


        def _total(self):
            return sum(self.items)


        Cart.total = _total
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "property-summary-in-the-third-person", code('''
        class Cart:
            def __init__(self, prices):
                self.prices = prices

            @property
            def total(self):
                """Returns the sum of all prices in the cart."""
                return sum(self.prices)
    '''), code('''
        class Cart:
            def __init__(self, prices):
                self.prices = prices

            @property
            def total(self):
                """The sum of all prices in the cart."""
                return sum(self.prices)

            @property
            def positive(self):
                """Prices in the cart above zero, in euros."""
                return [price for price in self.prices if price > 0]
    ''')),
    Attempt("doc_2", "third-person-summary-behind-a-label", code('''
        def total(values):
            """Summary: computes the total of the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "third-person-summary-behind-a-bracketed-label", code('''
        def total(values):
            """[Brief] This function returns the total of the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "private-function-served-by-module-getattr", code('''
        def _total(values):
            """Returns the total of the values."""
            return sum(values)


        def __getattr__(name):
            """Serve the helpers published lazily."""
            if name == 'total':
                return _total
            raise AttributeError(name)
    '''), SUMMARY_TWIN),
]


DOC_2 += [
    Attempt("doc_2", "third-person-verb-behind-a-leading-phrase", code('''
        def total(values):
            """Given a list of numbers, returns their sum."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "passive-summary", code('''
        def total(values):
            """Running total is computed over the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "bare-code-name-or-noun-as-subject", code('''
        def sum_all(values):
            """sum_all adds the values up."""
            return sum(values)


        def count_all(values):
            """Our helper counts the values."""
            return len(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "public-class-built-in-a-factory", code('''
        def _make_stack():
            class Stack:
                def __init__(self):
                    self.items = []

                def push(self, item):
                    self.items.append(item)

            return Stack


        Stack = _make_stack()
    '''), STACK_TWIN),
    Attempt("doc_2", "methods-inherited-from-a-private-base", code('''
        class _Base:
            def push(self, item):
                self.items.append(item)


        class Stack(_Base):
            """A last-in, first-out stack of items."""
    '''), STACK_TWIN),
    Attempt("doc_2", "methods-made-of-partials-and-static-lambdas", code('''
        from functools import partialmethod


        class Scaler:
            def _scale(self, value, factor):
                """Multiply a value by a factor."""
                return value * factor

            double = partialmethod(_scale, factor=2)
            triple = staticmethod(lambda value: value * 3)
    '''), STACK_TWIN),
]

# -- doc_3: docstring convention (google unless stated) ----------------------------------------
GOOGLE = {"convention": "google"}
NUMPY = {"convention": "numpy"}
GOOGLE_TWIN = code('''
    """Geometry helpers."""


    def scale(value, factor):
        """Multiply a value by a factor.

        Args:
            value: The number to scale.
            factor: How much to scale it by.

        Returns:
            The scaled number.
        """
        return value * factor


    def describe():
        """Return a description of the module."""
        return 'geometry'
''')
NUMPY_TWIN = code('''
    """Geometry helpers."""


    def scale(value, factor):
        """Multiply a value by a factor.

        Parameters
        ----------
        value : float
            The number to scale.
        factor : float
            How much to scale it by.

        Returns
        -------
        float
            The scaled number.
        """
        return value * factor
''')
PEP257_TWIN = code('''
    """Geometry helpers."""


    def scale(value, factor):
        """Multiply a value by a factor."""
        return value * factor
''')
SCALER_TWIN = code('''
    """Geometry helpers."""


    class Scaler:
        """Scale values by a factor."""

        def scale(self, value, factor):
            """Multiply a value by a factor."""
            return value * factor
''')
DOC_3 = [
    Attempt("doc_3", "fallback-function-in-a-try", code('''
        """Geometry helpers."""

        try:
            from geometry_fast import scale
        except ImportError:

            def scale(value, factor):
                """Multiply a value by a factor."""
                return value * factor
    '''), GOOGLE_TWIN, params=GOOGLE),
    Attempt("doc_3", "google-without-args-section", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor."""
            return value * factor
    '''), GOOGLE_TWIN, GOOGLE),
    Attempt("doc_3", "google-without-returns-section", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor.

            Args:
                value: The number to scale.
                factor: How much to scale it by.
            """
            return value * factor
    '''), GOOGLE_TWIN, GOOGLE),
    Attempt("doc_3", "google-args-missing-a-parameter", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor.

            Args:
                value: The number to scale, by the factor.

            Returns:
                The scaled number.
            """
            return value * factor
    '''), GOOGLE_TWIN, GOOGLE),
    Attempt("doc_3", "numpy-without-parameters-section", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor."""
            return value * factor
    '''), NUMPY_TWIN, NUMPY),
    Attempt("doc_3", "docstring-of-dots", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """..."""
            return value * factor
    '''), PEP257_TWIN),
    Attempt("doc_3", "override-without-docstring", code('''
        """Geometry helpers."""

        from typing import override


        class Scaled(float):
            """A float that scales."""

            @override
            def hex(self):
                return 'scaled'
    '''), PEP257_TWIN),
    Attempt("doc_3", "public-function-as-lambda", code('''
        """Geometry helpers."""

        scale = lambda value, factor: value * factor
    '''), PEP257_TWIN),
    Attempt("doc_3", "missing-module-docstring", code('''
        def scale(value, factor):
            """Multiply a value by a factor."""
            return value * factor
    '''), PEP257_TWIN),
    Attempt("doc_3", "missing-function-docstring", code('''
        """Geometry helpers."""


        def scale(value, factor):
            return value * factor
    '''), PEP257_TWIN),
    Attempt("doc_3", "numpy-sections-in-google", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor.

            Returns
            -------
            float
                The scaled number.
            """
            return value * factor
    '''), GOOGLE_TWIN, GOOGLE),
    Attempt("doc_3", "undocumented-private-function-published-by-an-alias", code('''
        """Geometry helpers."""


        def _scale(value, factor):
            return value * factor


        scale = _scale
    '''), PEP257_TWIN),
    Attempt("doc_3", "undocumented-functions-behind-an-all-naming-none-of-them", code('''
        """Geometry helpers."""

        __all__ = ['main']


        def scale(value, factor):
            return value * factor


        def shift(value, offset):
            return value + offset
    '''), PEP257_TWIN),
    Attempt("doc_3", "todo-placeholder-docstrings", code('''
        """FIXME."""


        class Scaler:
            """TODO: document this class."""

            def scale(self, value, factor):
                """TBD."""
                return value * factor
    '''), SCALER_TWIN),
    Attempt("doc_3", "generic-placeholder-words-as-docstrings", code('''
        """Module docstring."""


        class Scaler:
            """A class."""

            def scale(self, value, factor):
                """Multiply a value by a factor."""
                return value * factor
    '''), SCALER_TWIN),
    Attempt("doc_3", "undocumented-private-class-published-by-an-alias", code('''
        """Geometry helpers."""


        class _Scaler:
            def scale(self, value, factor):
                return value * factor


        Scaler = _Scaler
    '''), SCALER_TWIN),
    Attempt("doc_3", "private-function-published-through-globals", code('''
        """Geometry helpers."""


        def _scale(value, factor):
            return value * factor


        globals()['scale'] = _scale
    '''), PEP257_TWIN),
    Attempt("doc_3", "private-function-published-by-a-namespace-update", code('''
        """Geometry helpers."""


        def _scale(value, factor):
            return value * factor


        vars().update({'scale': _scale})
    '''), PEP257_TWIN),
    Attempt("doc_3", "private-function-set-on-the-module-object", code('''
        """Geometry helpers."""
        import sys


        def _scale(value, factor):
            return value * factor


        module = sys.modules[__name__]
        module.scale = _scale
    '''), PEP257_TWIN),
    Attempt("doc_3", "undocumented-private-function-put-on-a-class", code('''
        """Shopping cart model."""


        class Cart:
            """A list of prices."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = prices


        def _total(self):
            return sum(self.prices)


        Cart.total = _total
    '''), code('''
        """Shopping cart model."""


        class Cart:
            """A list of prices."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = prices


        def _total(self):
            """Return the sum of the prices."""
            return sum(self.prices)


        Cart.total = _total
    ''')),
    Attempt("doc_3", "undocumented-private-function-put-on-a-class-by-setattr", code('''
        """Shopping cart model."""


        class Cart:
            """A list of prices."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = prices


        def _scaled(self, factor):
            return [price * factor for price in self.prices]


        setattr(Cart, 'scaled', _scaled)
    '''), code('''
        """Shopping cart model."""


        class Cart:
            """A list of prices."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = prices


        def _scaled(self, factor):
            """Return every price multiplied by factor."""
            return [price * factor for price in self.prices]


        setattr(Cart, 'scaled', _scaled)
    ''')),
    Attempt("doc_3", "public-method-as-a-lambda-put-on-a-class", code('''
        """Geometry helpers."""


        class Scaler:
            """Scale values by a factor."""


        Scaler.scale = lambda self, value, factor: value * factor
    '''), SCALER_TWIN),
    Attempt("doc_3", "private-function-served-by-module-getattr", code('''
        """Geometry helpers."""


        def _scale(value, factor):
            return value * factor


        def __getattr__(name):
            """Serve the helpers published lazily."""
            if name == 'scale':
                return _scale
            raise AttributeError(name)
    '''), PEP257_TWIN, params={"convention": "pep257"}),
    Attempt("doc_3", "private-functions-served-through-a-table", code('''
        """Geometry helpers."""

        def _scale(value, factor):
            return value * factor


        _LAZY = {'scale': _scale}


        def __getattr__(name):
            """Serve the helpers published lazily."""
            return _LAZY[name]
    '''), PEP257_TWIN, params={"convention": "pep257"}),
    Attempt("doc_3", "private-functions-served-by-a-computed-name", code('''
        """Geometry helpers."""


        def _scale(value, factor):
            return value * factor


        def __getattr__(name):
            """Serve the helpers published lazily."""
            return globals()['_' + name]
    '''), PEP257_TWIN, params={"convention": "pep257"}),
]


DOC_3 += [
    Attempt("doc_3", "methods-inherited-from-a-private-base", code('''
        """A simple stack."""


        class _StackBase:
            def push(self, item):
                self.items.append(item)

            def pop(self):
                return self.items.pop()


        class Stack(_StackBase):
            """A last-in, first-out stack of items."""
    '''), STACK_TWIN),
    Attempt("doc_3", "public-class-built-in-a-factory", code('''
        """A simple stack."""


        def _make_stack():
            class Stack:
                def push(self, item):
                    self.items.append(item)

            return Stack


        Stack = _make_stack()
    '''), STACK_TWIN),
    Attempt("doc_3", "partialmethod-as-a-public-method", code('''
        """Geometry helpers."""

        from functools import partialmethod


        class Scaler:
            """Scale values by a factor."""

            def _scale(self, value, factor):
                """Multiply a value by a factor."""
                return value * factor

            double = partialmethod(_scale, factor=2)
    '''), SCALER_TWIN),
    Attempt("doc_3", "static-lambda-as-a-public-method", code('''
        """Geometry helpers."""


        class Scaler:
            """Scale values by a factor."""

            scale = staticmethod(lambda value, factor: value * factor)
    '''), SCALER_TWIN),
    Attempt("doc_3", "pep257-summary-with-a-third-person-verb-behind-a-phrase", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """For any number, multiplies it by the factor."""
            return value * factor
    '''), SCALER_TWIN),
]

# -- doc_4: no commented-out code ---------------------------------------------------------------
DEAD_TWIN = code('''
    def total(prices):
        # Sum the prices; an empty list gives zero.
        return sum(prices)
''')
FLAG_TWIN = code('''
    import logging
    import os
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from collections.abc import Iterable

    logger = logging.getLogger(__name__)
    DEBUG = os.environ.get('APP_DEBUG') == '1'
    _TEMPLATE = """
    def {name}(values):
        return sum(values)
    """


    def total(values: "Iterable[float]") -> float:
        """Return the sum of the values.

        Example:
            >>> total([1.0, 2.0])
            3.0
        """
        result = sum(values)
        if DEBUG:
            logger.debug('total of %s', values)
        return result


    def render(name: str) -> str:
        """Return the source of a summing function called `name`."""
        return _TEMPLATE.format(name=name)


    def _legacy_total(values):
        return sum(values)


    LEGACY = {'total': _legacy_total}
''')
DOC_4 = [
    Attempt("doc_4", "code-commented-over-two-lines", code('''
        def total(prices):
            # result = sum(price * 1.2
            #              for price in prices)
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "block-behind-a-constant-false-condition", code('''
        def total(prices):
            if not True:
                prices = [price * 1.2 for price in prices]
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-behind-a-bullet", code("""
        def total(prices):
            # - result = sum(p * 1.2 for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-behind-a-number", code("""
        def total(prices):
            # 1. result = sum(p * 1.2 for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-behind-a-prompt", code("""
        def total(prices):
            # >>> print(sum(prices))
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-in-backticks", code("""
        def total(prices):
            # `result = sum(p * 1.2 for p in prices)`
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-statement", code("""
        def total(prices):
            result = sum(prices)
            '''
            result = sum(p * 1.2 for p in prices)
            '''
            return result
    """), DEAD_TWIN),
    Attempt("doc_4", "code-behind-if-false", code("""
        def total(prices):
            if False:
                print(prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "commented-function-header", code("""
        # def total_with_tax(prices):
        def total(prices):
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "plain-commented-code", code("""
        def total(prices):
            # print(prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "commented-assignment-with-label", code("""
        def total(prices):
            # old: result = sum(p * 1.2 for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-behind-while-zero", code("""
        def total(prices):
            while 0:
                prices = [p * 1.2 for p in prices]
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-behind-a-tilde", code("""
        def total(prices):
            # ~ result = sum(p * 1.2 for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-under-a-false-module-flag", code("""
        import logging

        logger = logging.getLogger(__name__)
        DEBUG = False


        def total(values: list[float]) -> float:
            result = sum(values)
            if DEBUG:
                logger.debug('old path: %s', sorted(values))
                result = sum(sorted(values))
            return result
    """), FLAG_TWIN, open=True),
    Attempt("doc_4", "false-flag-and-a-condition", code("""
        ENABLE_SORT = False


        def total(values: list[float]) -> float:
            if ENABLE_SORT and values:
                values = sorted(values)
            return sum(values)
    """), FLAG_TWIN, open=True),
    Attempt("doc_4", "old-code-in-a-docstring-section", code('''
        def total(values: list[float]) -> float:
            """Return the sum of the values.

            Old version:
                result = 0
                for v in values:
                    result += v
                return result
            """
            return sum(values)
    '''), FLAG_TWIN),
    Attempt("doc_4", "old-code-in-an-unread-module-string", code('''
        _OLD_IMPLEMENTATION = """
        result = 0
        for v in values:
            result += v
        """


        def total(values: list[float]) -> float:
            return sum(values)
    '''), FLAG_TWIN),
    Attempt("doc_4", "old-code-in-an-uncalled-function", code("""
        def _total_old(values):
            result = 0
            for v in values:
                result += v
            return result


        def total(values: list[float]) -> float:
            return sum(values)
    """), FLAG_TWIN),
    Attempt("doc_4", "old-code-behind-a-long-label", code("""
        def total(values: list[float]) -> float:
            # The previous implementation, kept for reference: result = reduce(add, values)
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-behind-a-pragma", code("""
        def total(values: list[float]) -> float:
            # noqa: E501 result = functools.reduce(operator.add, values, 0.0)
            # type: ignore  result = math.fsum(values)
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-an-unread-public-string", code('''
        REFERENCE_IMPLEMENTATION = """
        result = 0
        for v in values:
            result += v
        """


        def total(values: list[float]) -> float:
            return sum(values)
    '''), FLAG_TWIN),
    Attempt("doc_4", "old-code-in-a-dropped-list-of-strings", code("""
        def total(values: list[float]) -> float:
            ['result = 0', 'for v in values: result += v']
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-after-a-return", code("""
        def total(values: list[float]) -> float:
            return sum(values)
            result = 0.0
            for v in values:
                result += v
            return result
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-behind-a-sphinx-attribute-comment", code("""
        def total(values: list[float]) -> float:
            #: result = sum(v for v in values if v is not None)
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-an-unused-private-lambda-named-old", code("""
        def total(values: list[float]) -> float:
            return sum(values)


        _old_total = lambda values: sum(v for v in values if v is not None)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-an-unused-private-class-named-old", code("""
        def total(values: list[float]) -> float:
            return sum(values)


        class _OldTotaller:
            def total(self, values):
                result = 0.0
                for v in values:
                    result += v
                return result
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-behind-an-empty-literal-test", code("""
        def total(values: list[float]) -> float:
            if []:
                result = 0.0
                for v in values:
                    result += v
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-a-loop-over-nothing", code("""
        def total(values: list[float]) -> float:
            for _ in range(0):
                result = 0.0
                for v in values:
                    result += v
            return sum(values)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-the-else-of-an-always-true-test", code("""
        def total(values: list[float]) -> float:
            if 1:
                return sum(values)
            else:
                return sum(v for v in values if v is not None)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-a-case-that-never-matches", code("""
        def total(values: list[float]) -> float:
            match 'new':
                case 'new':
                    return sum(values)
                case _:
                    return sum(v for v in values if v is not None)
    """), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-an-f-string-statement", code('''
        def total(values: list[float]) -> float:
            f"""
            result = sum(v for v in {values} if v is not None)
            """
            return sum(values)
    '''), DEAD_TWIN),
    Attempt("doc_4", "old-code-in-a-bytes-statement", code('''
        def total(values: list[float]) -> float:
            b"""
            result = sum(v for v in values if v is not None)
            """
            return sum(values)
    '''), DEAD_TWIN),
    Attempt("doc_4", "old-code-after-a-loop-no-break-leaves", code("""
        def serve(queue):
            while 1:
                try:
                    queue.get().run()
                except KeyError:
                    return
            for job in queue.drain():
                job.run()
    """), code("""
        def serve(queue):
            while True:
                job = queue.get()
                if job is None:
                    break
                job.run()
            for job in queue.drain():
                job.run()
    """)),
    Attempt("doc_4", "code-behind-an-arrow", code("""
        def total(prices):
            # \u2192 total = sum(prices) * 1.2
            # => cache.clear()
            return sum(prices)
    """), code("""
        def total(prices):
            # \u2192 VAT is added by the caller, so return the net sum here.
            # => an empty list gives zero.
            return sum(prices)
    """)),
    Attempt("doc_4", "code-in-fullwidth-characters", code("""
        def total(prices):
            # result \uff1d sum(price for price in prices if price > 0)
            # \uff43\uff41\uff43\uff48\uff45.clear\uff08\uff09
            return sum(prices)
    """), code("""
        def total(prices):
            # \u5408\u8a08\uff08\u7a0e\u8fbc\u307f\uff09\u3092\u8fd4\u3059\u3002
            # Negative prices are refunds and are included on purpose.
            return sum(prices)
    """)),
    Attempt("doc_4", "code-before-a-note", code("""
        def total(prices):
            # cache.clear()  -- disabled until the pricing service is stable
            # result = round(result, 2) # off for now
            return sum(prices)
    """), code("""
        def total(prices):
            # The cache stays warm -- clearing it here slowed every request.
            # Time complexity: O(n)
            return sum(prices)
    """)),
    Attempt("doc_4", "old-code-behind-a-long-label-naming-no-age", code("""
        def total(prices):
            # What we did before the refactoring: result = sum(p * 1.2 for p in prices)
            return sum(prices)
    """), code("""
        def total(prices):
            # The configuration file holds lines such as: vat = 20
            return sum(prices)
    """)),
    Attempt("doc_4", "handler-of-a-try-that-cannot-raise", code('''
        def total(prices):
            try:
                pass
            except Exception:
                prices = [price * 1.2 for price in prices if price is not None]
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "case-guarded-by-a-false-condition", code('''
        def total(prices):
            match prices:
                case _ if False:
                    prices = sorted(prices)
                    return sum(prices[1:-1])
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "condition-on-a-value-no-platform-changes", code('''
        import sys


        def total(prices):
            if sys.maxsize < 0:
                prices = [price * 1.2 for price in prices]
            return sum(prices)
    '''), code('''
        import sys


        def total(prices):
            # A 64-bit build sums in one pass; a 32-bit one sums in chunks.
            if sys.maxsize > 2**32:
                return sum(prices)
            return sum(sum(prices[i : i + 1000]) for i in range(0, len(prices), 1000))
    ''')),
    Attempt("doc_4", "condition-on-a-negative-length", code('''
        def total(prices):
            if len(prices) < -1 + 1:
                prices = [price * 1.2 for price in prices]
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "branch-of-a-conditional-expression-never-chosen", code('''
        def total(prices):
            prices = [price * 1.2 for price in prices] if False else prices
            return sum(prices)
    '''), DEAD_TWIN),
]


DOC_4 += [
    Attempt("doc_4", "code-behind-a-bracketed-or-capital-tag", code('''
        def total(prices):
            # [old] result = sum(price * 1.2 for price in prices)
            # HACK prices = [price for price in prices if price > 0]
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-struck-through", code('''
        def total(prices):
            # ~~result = sum(price * 1.2 for price in prices)~~
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "python-2-print-statements", code('''
        def total(prices):
            result = sum(prices)
            # print "total:", result
            # print result
            return result
    '''), DEAD_TWIN),
    Attempt("doc_4", "decorator-commented-out", code('''
        import functools


        # @functools.lru_cache(maxsize=128)
        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices)
    '''), DEAD_TWIN),
]

# -- doc_5: comment density (one per 4 lines) ---------------------------------------------------
PER_4 = {"lines_per_comment": 4}
DENSE_TWIN = code("""
    def mean(values):
        # Guard against an empty list before dividing.
        if not values:
            return 0.0
        # Sum once, then divide by the count.
        total = sum(values)
        return total / len(values)
""")
DOC_5 = [
    Attempt("doc_5", "statements-joined-by-semicolons", code("""
        def mean(values):
            # Guard against an empty list before dividing.
            if not values:
                return 0.0
            total = sum(values); count = len(values); result = total / count
            return round(result, 2)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "bodies-on-their-header-lines", code("""
        def mean(values):
            # Guard against an empty list before dividing.
            if not values: return 0.0
            total = 0.0
            for value in values: total += value
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "one-word-comments", code("""
        def mean(values):
            # guard
            if not values:
                return 0.0
            # sum
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "one-word-comment-on-the-first-line", code("""
        # mean
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, {"lines_per_comment": 8}),
    Attempt("doc_5", "single-letter-comments", code("""
        def mean(values):
            # x
            if not values:
                return 0.0
            # y
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "repeated-comment", code("""
        def mean(values):
            # Compute the mean value.
            if not values:
                return 0.0
            # Compute the mean value.
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "code-as-comments", code("""
        def mean(values):
            # total = sum(values)
            if not values:
                return 0.0
            # return total / len(values)
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "comment-restating-the-line", code("""
        def mean(values):
            if not values:  # if not values
                return 0.0
            total = sum(values)  # total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "inline-one-word-comments", code("""
        def mean(values):
            if not values:  # empty
                return 0.0
            total = sum(values)  # total
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "same-comment-in-other-case", code("""
        def mean(values):
            # Handle the values.
            if not values:
                return 0.0
            # HANDLE THE VALUES.
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "pragma-comments", code("""
        def mean(values):  # noqa: D103
            if not values:  # type: ignore
                return 0.0
            total = sum(values)  # pragma: no cover
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "no-comments", code("""
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "punctuation-comments", code("""
        def mean(values):
            # ...
            if not values:
                return 0.0
            # ---
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "block-end-marker-comments", code("""
        def load(path: str) -> dict:
            data = {}
            with open(path) as handle:
                for line in handle:
                    key, _, value = line.partition('=')
                    if key:
                        data[key.strip()] = value.strip()
                    # end if
                # end for
            # end with
            if not data:
                return {}
            # end if
            keys = sorted(data)
            return {k: data[k] for k in keys}
        # end def
    """), DENSE_TWIN),
    Attempt("doc_5", "wrapped-comment-echoing-a-code-line", code("""
        def summarize(values):
            total = 0
            count = 0
            # walk the values once and keep
            # total += value
            for value in values:
                total += value
                count += 1
            smallest = min(values) if values else 0
            largest = max(values) if values else 0
            # work out the mean and the
            # spread = largest - smallest
            mean = total / count if count else 0.0
            spread = largest - smallest
            return total, mean, spread
    """), code("""
        def summarize(values):
            total = 0
            count = 0
            # walk the values once and keep
            # a running sum beside the count
            for value in values:
                total += value
                count += 1
            smallest = min(values) if values else 0
            largest = max(values) if values else 0
            # work out the mean, and the spread as
            # largest - smallest.
            mean = total / count if count else 0.0
            spread = largest - smallest
            return total, mean, spread
    """), {"lines_per_comment": 3}),
    Attempt("doc_5", "same-comment-in-other-case-and-punctuation", code("""
        def mean(values):
            # Handle the values
            if not values:
                return 0.0
            # handle the values!
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "numbered-step-labels", code("""
        def mean(values):
            # step one
            if not values:
                return 0.0
            # Step 2
            total = sum(values)
            return total / len(values)
    """), code("""
        def mean(values):
            # Step 1: guard against an empty list.
            if not values:
                return 0.0
            # Step 2: sum once, then divide by the count.
            total = sum(values)
            return total / len(values)
    """), PER_4),
    Attempt("doc_5", "comments-that-say-they-are-comments", code("""
        def mean(values):
            # explanatory comment
            if not values:
                return 0.0
            # another comment here
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "comments-piled-in-a-header", code("""
        # Collect the total and the count of the values in one pass.
        # An empty input gives zero, as the mean of nothing is undefined.
        # The spread is the largest value minus the smallest one.
        # The result is a dictionary of the figures, rounded to cents.
        # Values are sorted first, so the median is the middle one.
        def report(values):
            total = 0
            count = 0
            for value in values:
                total += value
                count += 1
            if count == 0:
                return None
            ordered = sorted(values)
            spread = ordered[-1] - ordered[0]
            middle = ordered[count // 2]
            result = {'total': round(total, 2)}
            result['mean'] = round(total / count, 2)
            result['spread'] = round(spread, 2)
            result['median'] = round(middle, 2)
            return result
    """), code("""
        def report(values):
            # Collect the total and the count of the values in one pass.
            total = 0
            count = 0
            for value in values:
                total += value
                count += 1
            # An empty input gives no report: the mean is undefined.
            if count == 0:
                return None
            # Sort first, so the median is the middle value.
            ordered = sorted(values)
            spread = ordered[-1] - ordered[0]
            middle = ordered[count // 2]
            # Round every figure to cents.
            result = {'total': round(total, 2)}
            result['mean'] = round(total / count, 2)
            result['spread'] = round(spread, 2)
            result['median'] = round(middle, 2)
            return result
    """), PER_4),
]


DOC_5 += [
    Attempt("doc_5", "licence-and-author-header-as-comments", code("""
        # Copyright (c) 2024 Example Ltd.
        # Licensed under the MIT License.
        # Author: Jane Doe <jane@example.com>
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "tool-directives-as-comments", code("""
        def mean(values):
            # yapf: disable
            if not values:
                return 0.0
            # cspell:disable
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "one-sentence-wrapped-word-by-word", code("""
        def mean(values):
            # Guard
            # the
            # empty
            # list.
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "uncommented-code-kept-in-a-docstring-and-run", code('''
        """
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
        """

        # Define the function from the text above.
        exec(__doc__)
    '''), DENSE_TWIN, PER_4),
]

# -- doc_6: JSON explanation after the code ---------------------------------------------------
SOLUTION = "```python\ndef add(a, b):\n    return a + b\n```\n\n"
EXPLAINED_TWIN = (
    SOLUTION + '```json\n{"summary": "Adds two numbers with the + operator.", '
    '"complexity": "O(1) time and space."}\n```\n'
)


def explained(summary: str, complexity: str) -> str:
    return SOLUTION + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


NOTATION_TWIN = explained("Adds a and b with a + b, so add(1, 2) gives 3.",
                          "Time: O(1); space: O(1)")  # fmt: skip


DOC_6 = [
    Attempt("doc_6", "todo-values", explained("TODO", "TODO"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "not-applicable", explained("N/A", "O(1)"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "ellipsis-values", explained("...", "..."), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "key-names-as-values", explained("summary", "complexity"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "one-character", explained("x", "O(1)"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "same-text-twice", explained("Adds them.", "Adds them."), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "none-values", explained("none", "none"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "missing-key", SOLUTION + '```json\n{"summary": "Adds."}\n```\n',
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "json-before-the-code",
            '```json\n{"summary": "Adds.", "complexity": "O(1)"}\n```\n' + SOLUTION,
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "blank-values", explained(" ", " "), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "placeholder-word", explained("placeholder", "placeholder"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "angle-bracket-slots", explained("<summary>", "<complexity>"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "braced-slots", explained("{summary}", "[time and space]"),
            SOLUTION + '```json\n{"summary": "Adds a and b [any numbers] with +.", '
            '"complexity": "O(1): one addition, for any a < b or a >= b."}\n```\n',
            response=True),  # fmt: skip
    Attempt("doc_6", "template-wording", explained("Your summary here", "TODO: fill in"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "type-names-as-values", explained("string", "str"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "pointing-at-the-code", explained("See the code above.",
            "Explained in the docstring."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "key-name-with-filler-words", explained("Summary of the solution",
            "The complexity"), SOLUTION + '```json\n{"summary": "The solution adds a and b.", '
            '"complexity": "Time complexity of the solution is O(1)."}\n```\n',
            response=True),  # fmt: skip
    Attempt("doc_6", "not-needed", explained("Not needed", "Not relevant"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "same-text-but-a-period", explained("Adds a and b.", "Adds a and b"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "placeholder-with-a-tail", explained("N/A - trivial", "TBD later"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "json-nested-too-deep",
            SOLUTION + '```json\n{"summary": "Adds two numbers.", "complexity": "O(1).", '
            '"extra": ' + "[" * 1000 + "]" * 1000 + "}\n```\n",
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "spaced-not-applicable", explained("Adds two integers.", "N / A"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "to-do-in-words", explained("To do.", "To be decided."), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "key-name-repeated", explained("Summary: the summary.",
            "Complexity: complexity."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "same-text-but-a-question-mark", explained("Adds two numbers?",
            "Adds two numbers;"), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "pointing-at-the-code-block", explained("See the code block above.",
            "Refer to the code."), SOLUTION + '```json\n{"summary": "Adds a and b; see the '
            'docstring for the types.", "complexity": "O(1), as the code above shows."}\n```\n',
            response=True),  # fmt: skip
    Attempt("doc_6", "saying-where-the-text-is", explained("The summary is in the code above.",
            "The complexity is given in the docstring."), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "praise-instead-of-explanation", explained("Solves the task.",
            "Efficient."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "restating-the-request", explained("Implements the requested function.",
            "Standard complexity."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "pointing-to-the-prose", explained("See the explanation above.",
            "As explained earlier."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "same-as-above-and-ditto", explained("Same as above.", "Ditto."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "the-schema-own-wording", explained("A short summary of the solution.",
            "The time and space complexity of the solution."), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "brief-description-and-big-o", explained("Brief description of the code.",
            "Big-O analysis."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "nothing-to-add", explained("Nothing special.", "Nothing to add."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "the-code-again-as-the-explanation", explained(
            "def add(a, b): return a + b", "result = a + b"), NOTATION_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "placeholders-split-by-zero-width-spaces", explained(
            "T\u200bO\u200bD\u200bO", "N\u200b/\u200bA"), NOTATION_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "statement-headers-as-values", explained(
            "def add(a: int, b: int) -> int", "with open(path) as handle"), NOTATION_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "pointing-to-a-readme", explained("See the README for details.",
            "O(1) time and O(1) space."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "pointing-to-a-link", explained("See https://example.com/add.",
            "Documented online."), EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "placeholder-in-look-alike-letters", explained(
            "Adds two numbers with the + operator.", "\u0422ODO"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "placeholder-in-full-width-letters", explained(
            "Adds two numbers with the + operator.", "\uff34\uff22\uff24"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "placeholder-spelled-apart", explained(
            "Adds two numbers with the + operator.", "T O D O"), EXPLAINED_TWIN,
            response=True),  # fmt: skip
    Attempt("doc_6", "explanation-before-the-code-pointer-after",
            '```json\n{"summary": "Adds two numbers with +.", "complexity": "O(1)."}\n```\n\n'
            + SOLUTION + 'Explanation: {"summary": "Given in the JSON at the top.", '
            '"complexity": "Also described in the object above."}\n',
            EXPLAINED_TWIN, response=True),  # fmt: skip
]


DOC_6 += [
    Attempt("doc_6", "base64-encoded-values", explained(
            "QWRkcyB0d28gbnVtYmVycyB3aXRoIHRoZSArIG9wZXJhdG9yLg==", "TygxKSB0aW1lIGFuZCBzcGFjZS4="),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "printf-and-shell-template-slots", explained("%(summary)s", "${complexity}"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "explanation-deferred", explained(
            "Omitted for brevity.", "Left as an exercise for the reader."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "code-of-another-language", explained(
            "function add(a, b) { return a + b; }", "const sum = (a, b) => a + b;"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
]

# -- round 5: held-out routes of doc_1..3 ------------------------------------------------------
CART_TWIN = code('''
    """Shopping cart model."""


    class Cart:
        """Hold the prices of the items a customer picked."""

        def __init__(self, prices):
            """Store the prices."""
            self._prices = list(prices)

        @property
        def prices(self):
            """Prices in the cart."""
            return self._prices

        @property
        def total(self):
            """Sum of the prices in the cart."""
            return sum(self._prices)
''')
"""An honest class whose properties are documented on their getters."""
CACHED_TWIN = code('''
    """Number helpers."""

    import functools


    @functools.lru_cache(maxsize=None)
    def square(value):
        """Return the square of the value."""
        return value * value


    @functools.cache
    def cube(value):
        """Return the cube of the value."""
        return value**3
''')
COUNTER_TWIN = code('''
    """A small counter type."""


    class Counter:
        """Count upwards from zero."""

        def __init__(self):
            """Start the count at zero."""
            self.value = 0

        def increment(self):
            """Add one to the count."""
            self.value += 1
''')
POINT_TWIN = code('''
    """Plane geometry."""

    import dataclasses
    import math


    @dataclasses.dataclass
    class Point:
        """A point in the plane."""

        x: float
        y: float

        def norm(self):
            """Return the distance from the origin."""
            return math.hypot(self.x, self.y)
''')
MODULE_DOC_TWIN = code('''
    """Sum the totals of each batch.

    The totals are computed once per batch and cached for every later
    request.
    """


    class Ledger:
        """Keep the totals of each batch.

        The totals are computed once per batch and cached for every
        later request.
        """
''')
PEP257 = {"convention": "pep257"}

DOC_1 += [
    Attempt("doc_1", "doc-bound-by-walrus-in-a-class-body", code(f"""
        class Ledger:
            (__doc__ := "Keep the totals of each batch: {PROSE}.")
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "module-doc-bound-as-a-loop-or-with-target", code(f"""
        import contextlib

        for __doc__ in ["Sum the totals of each batch: {PROSE}."]:
            pass
        with contextlib.nullcontext("Keep the totals of each batch: {PROSE}.") as __doc__:
            pass
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "camel-case-prose-with-digits-and-a-period", code('''
        def total(values):
            """ReturnTheTotalOfTheValues2CachingItOncePerBatchFor1LaterRequestOfTheDay."""
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "docstring-in-code-run-from-a-string", code(f"""
        _SOURCE = (
            "def total(values):\\n"
            "    \\"\\"\\"Return the sum: {PROSE}.\\"\\"\\"\\n"
            "    return sum(values)\\n"
        )
        exec(_SOURCE)
        exec("total.__doc__ = 'Return the sum: {PROSE}.'")
    """), DOC_LINES_TWIN),
]

DOC_2 += [
    Attempt("doc_2", "summary-with-a-personal-pronoun-as-subject", code('''
        def total(values):
            """I compute the total of the values."""
            return sum(values)


        def count(values):
            """You get the number of the values."""
            return len(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "summary-opening-with-a-finite-verb", code('''
        def total(values):
            """Is the total of the values."""
            return sum(values)


        def count(values):
            """Can be zero for an empty list."""
            return len(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "properties-made-of-lambdas-and-getters", code('''
        import operator


        class Cart:
            """Hold the prices of the items a customer picked."""

            def __init__(self, prices):
                """Store the prices."""
                self._prices = list(prices)

            prices = property(operator.attrgetter('_prices'))
            total = property(fget=lambda self: sum(self._prices))
    '''), CART_TWIN),
    Attempt("doc_2", "functions-as-decorated-lambdas", code('''
        import functools

        square = functools.lru_cache(maxsize=None)(lambda value: value * value)
        _cube = lambda value: value**3
        cube = functools.cache(_cube)
    '''), CACHED_TWIN),
    Attempt("doc_2", "methods-of-a-class-made-by-type", code('''
        def _start(self):
            """Start the count at zero."""
            self.value = 0


        Counter = type(
            'Counter',
            (),
            dict(__init__=_start, increment=lambda self: setattr(self, 'value', self.value + 1)),
        )
    '''), COUNTER_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "pep257-summaries-in-person-or-opening-with-is", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """I multiply a value by a factor."""
            return value * factor


        def area(width, height):
            """Is the area of a rectangle."""
            return width * height
    '''), PEP257_TWIN, params=PEP257),
    Attempt("doc_3", "properties-made-of-lambdas-and-getters", code('''
        """Shopping cart model."""

        import operator


        class Cart:
            """Hold the prices of the items a customer picked."""

            def __init__(self, prices):
                """Store the prices."""
                self._prices = list(prices)

            prices = property(operator.attrgetter('_prices'))


        Cart.total = property(lambda self: sum(self._prices))
    '''), CART_TWIN),
    Attempt("doc_3", "functions-as-decorated-lambdas", code('''
        """Number helpers."""

        import functools

        square = functools.lru_cache(maxsize=None)(lambda value: value * value)
        cube = functools.cache(lambda value: value**3)
    '''), CACHED_TWIN, params=PEP257),
    Attempt("doc_3", "class-made-by-type", code('''
        """A small counter type."""


        class _Counting:
            """Count upwards from zero."""

            def __init__(self):
                """Start the count at zero."""
                self.value = 0

            def increment(self):
                """Add one to the count."""
                self.value += 1


        Counter = type('Counter', (_Counting,), {})
    '''), COUNTER_TWIN),
    Attempt("doc_3", "methods-of-a-made-dataclass-as-lambdas", code('''
        """Plane geometry."""

        import dataclasses
        import math

        _METHODS = {'norm': lambda self: math.hypot(self.x, self.y)}
        Point = dataclasses.make_dataclass('Point', [('x', float), ('y', float)], namespace=_METHODS)
    '''), POINT_TWIN, params=PEP257),
]

# -- round 6: held-out routes of doc_1..3 ------------------------------------------------------
SUM_TWIN = code('''
    """Small arithmetic helpers."""


    def add(a, b):
        """Return the sum of a and b."""
        return a + b
''')
RECTANGLE_TWIN = code('''
    """Rectangle helpers."""


    class Rectangle:
        """Describe a rectangle."""

        @staticmethod
        def area(width, height):
            """Return the area of a rectangle."""
            return width * height

        @classmethod
        def square(cls, side):
            """Return the area of a square."""
            return cls.area(side, side)
''')
USAGE_TWIN = "```python\n" + DOC_LINES_TWIN + "```\n\nUsage:\n\n```python\n" + code('''
    # Sum a few sample measurements.
    readings = [2.0, 4.0, 6.0]
    result = total(readings)  # 12.0
''') + "```\n"

DOC_1 += [
    Attempt("doc_1", "doc-written-by-the-objects-own-setattr", code(f"""
        def total(values):
            return sum(values)


        total.__setattr__("__doc__", "Return the sum of the values: {PROSE}.")
    """), DOC_LINES_TWIN),
    Attempt("doc_1", "doc-written-by-an-unbound-setattr-or-setitem", code(f"""
        import operator


        class Ledger:
            locals().__setitem__("__doc__", "Keep the totals of each batch: {PROSE}.")


        type.__setattr__(Ledger, "__doc__", "Keep the totals of each batch: {PROSE}.")
        operator.setitem(vars(), "__doc__", "Sum the totals of each batch: {PROSE}.")
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "doc-handed-to-init-subclass-as-a-class-keyword", code(f"""
        class _Documented:
            def __init_subclass__(cls, **options):
                super().__init_subclass__()
                cls.__doc__ = options["doc"]


        class Ledger(_Documented, doc="Keep the totals of each batch: {PROSE}."):
            pass
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "doc-handed-to-a-metaclass-as-a-class-keyword", code(f"""
        class _Meta(type):
            def __new__(mcs, name, bases, namespace, summary=""):
                return super().__new__(mcs, name, bases, {{**namespace, "__doc__": summary}})


        class Ledger(metaclass=_Meta, summary="Keep the totals of each batch: {PROSE}."):
            pass
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "long-comments-in-a-usage-block", "```python\n" + DOC_LINES_TWIN
            + "```\n\nUsage:\n\n```python\n" + code(f"""
        # Sum a few sample measurements: {PROSE}.
        readings = [2.0, 4.0, 6.0]
        result = total(readings)  # {PROSE}
    """) + "```\n", USAGE_TWIN, response=True),  # fmt: skip
]

DOC_2 += [
    Attempt("doc_2", "function-defined-under-a-global-declaration", code('''
        def _install():
            global add, sub

            def add(a, b):
                return a + b

            sub = lambda a, b: a - b


        _install()
    '''), SUM_TWIN),
    Attempt("doc_2", "private-functions-wrapped-under-public-names", code('''
        def _area(width, height):
            return width * height


        def _square(cls, side):
            return cls.area(side, side)


        class Rectangle:
            """Describe a rectangle."""

            area = staticmethod(_area)


        setattr(Rectangle, "square", classmethod(_square))
    '''), RECTANGLE_TWIN),
    Attempt("doc_2", "function-rebuilt-from-a-private-code-object", code('''
        import types


        def _add(a, b):
            return a + b


        add = types.FunctionType(_add.__code__, globals(), "add")
    '''), SUM_TWIN),
    Attempt("doc_2", "function-made-from-a-code-object-not-shown", code('''
        import types


        def _add(a, b):
            """Return the sum of a and b."""
            return a + b


        add = types.FunctionType(_add.__code__.replace(co_name="add"), globals())
    '''), SUM_TWIN),
    Attempt("doc_2", "summaries-opening-with-contractions", code('''
        def add(a, b):
            """It's the sum of a and b."""
            return a + b


        def sorted_copy(items):
            """Doesn't modify the list; it gives back a sorted copy."""
            return sorted(items)
    '''), SUM_TWIN),
    Attempt("doc_2", "third-person-verb-with-a-look-alike-letter", code('''
        def add(a, b):
            """Return\u0455 the sum of a and b."""
            return a + b
    '''), SUM_TWIN),
    Attempt("doc_2", "docstrings-removed-at-run-time", code('''
        def add(a, b):
            """Return the sum of a and b."""
            return a + b


        for _function in (add,):
            _function.__doc__ = None
    '''), SUM_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "class-defined-under-a-global-declaration", code('''
        """A small counter type."""


        def _build():
            global Counter

            class Counter:
                def __init__(self):
                    """Start the count at zero."""
                    self.value = 0

                def increment(self):
                    self.value += 1


        _build()
    '''), COUNTER_TWIN),
    Attempt("doc_3", "method-borrowed-from-a-private-class", code('''
        """Rectangle helpers."""


        class _Impl:
            def area(width, height):
                return width * height


        class Rectangle:
            """Describe a rectangle."""

            area = staticmethod(_Impl.area)
    '''), RECTANGLE_TWIN, params=PEP257),
    Attempt("doc_3", "function-rebuilt-from-a-private-code-object", code('''
        """Small arithmetic helpers."""

        import types


        def _add(a, b):
            return a + b


        add = types.FunctionType(_add.__code__, globals(), "add")
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "pep257-summary-opening-with-a-contraction", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Won't overflow: gives the sum of a and b."""
            return a + b
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "pep257-summary-with-a-look-alike-letter", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Return\u0455 the sum of a and b."""
            return a + b
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "docstring-removed-at-run-time", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Return the sum of a and b."""
            return a + b


        setattr(add, "__doc__", "")
    '''), SUM_TWIN, params=PEP257),
]


# -- round 7: held-out routes of doc_1..3 ------------------------------------------------------
DOC_1 += [
    Attempt("doc_1", "module-doc-given-as-a-key-value-pair-to-update", code(f"""
        import sys

        _DOC = "Sum the totals of each batch: {PROSE}."
        globals().update([("__doc__", _DOC)])
        sys.modules[__name__].__dict__.update((("__doc__", _DOC),))
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "class-doc-in-a-namespace-built-from-pairs", code(f"""
        def _total(self, values):
            return sum(values)


        Ledger = type("Ledger", (), dict([
            ("__doc__", "Keep the totals of each batch: {PROSE}."),
            ("total", _total),
        ]))
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "module-doc-zipped-with-its-key", code(f"""
        _KEYS = ["__doc__"]
        _TEXTS = ["Sum the totals of each batch: {PROSE}."]
        globals().update(zip(_KEYS, _TEXTS))
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "module-doc-given-by-fromkeys", code(f"""
        vars().update(dict.fromkeys(("__doc__",), "Sum the totals of each batch: {PROSE}."))
    """), MODULE_DOC_TWIN),
    Attempt("doc_1", "doc-key-spelled-at-run-time-in-a-pair", code(f"""
        globals().update([("_" * 2 + "doc" + "_" * 2, "Sum the totals of each batch: {PROSE}.")])
    """), MODULE_DOC_TWIN),
]

DOC_2 += [
    Attempt("doc_2", "summaries-opening-with-a-gerund", code('''
        def add(a, b):
            """Averaging nothing, adding a and b."""
            return a + b


        def sub(a, b):
            """Subtracting b from a."""
            return a - b
    '''), SUM_TWIN),
    Attempt("doc_2", "summaries-in-the-past-tense", code('''
        def add(a, b):
            """Added a and b."""
            return a + b


        def sub(a, b):
            """Simply took b from a."""
            return a - b
    '''), SUM_TWIN),
    Attempt("doc_2", "summaries-in-another-language", code('''
        def add(a, b):
            """Gibt die Summe von a und b zurück."""
            return a + b


        def sub(a, b):
            """Calculabit differentiam numerorum."""
            return a - b


        def mul(a, b):
            """Calcule le produit des deux nombres."""
            return a * b
    '''), SUM_TWIN),
    Attempt("doc_2", "private-functions-published-by-unpacking", code('''
        def _add(a, b):
            return a + b


        def _sub(a, b):
            return a - b


        add, sub = _add, _sub
    '''), SUM_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "private-functions-published-by-unpacking", code('''
        """Small arithmetic helpers."""


        def _add(a, b):
            return a + b


        def _sub(a, b):
            return a - b


        _PAIR = (_add, _sub)
        add, sub = _PAIR
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "private-function-published-by-walrus", code('''
        """Small arithmetic helpers."""


        def _add(a, b):
            return a + b


        [add := _add for _ in range(1)]
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "class-made-by-type-from-a-private-base", code('''
        """Geometry helpers."""


        class _Base:
            """Hold nothing."""

            def scale(self, value, factor):
                return value * factor


        class _Middle(_Base):
            """Hold nothing either."""


        Scaler = type("Scaler", (_Middle,), {"__doc__": "Scale values by a factor."})
    '''), SCALER_TWIN, params=PEP257),
    Attempt("doc_3", "pep257-summaries-opening-with-a-gerund-or-past-form", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Adding a and b."""
            return a + b


        def sub(a, b):
            """Subtracted b from a."""
            return a - b
    '''), SUM_TWIN, params=PEP257),
    Attempt("doc_3", "pep257-summary-in-another-language", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Calcula la suma de los dos números."""
            return a + b
    '''), SUM_TWIN, params=PEP257),
]


@pytest.mark.parametrize(
    "summary",
    ["Bring the cache up to date.", "String the parts together.", "Ping the host.",
     "Embed the font.", "Seed the generator.", "Proceed with the upload.",
     "Using the cache, return the value.", "Starting from the root, visit each node.",
     "Deprecated: use total() instead.", "Multiply the averaged values.",
     "Compute na\u00efve Bayes scores.", "Return the MIT license text.", "Compute \u0394x.",
     "Apply de Morgan's laws to the expression.", "Return the delay in \u03bcs."],
)  # fmt: skip
def test_english_imperatives_are_no_gerund_past_nor_other_language(summary: str) -> None:
    from vibebench.instructions.builtin.doc_2_imperative_summaries import other_language

    assert labelled_mood_problem(summary) is None
    assert other_language(summary) is None


@pytest.mark.parametrize(
    "summary",
    ["Averaging the readings.", "Recursively averaged the values.", "Took the value.",
     "Starting from the root, visiting each node.", "Freed the handle."],
)  # fmt: skip
def test_gerund_and_past_openings_fail(summary: str) -> None:
    assert labelled_mood_problem(summary) is not None


@pytest.mark.parametrize(
    "summary",
    ["Gibt den Mittelwert der Messwerte zur\u00fcck.", "Calculabit mediam lecturarum.",
     "Calcula a m\u00e9dia das leituras.", "\u8ba1\u7b97\u5e73\u5747\u503c\u3002",
     "Berekent het gemiddelde van de metingen."],
)  # fmt: skip
def test_summaries_in_other_languages_fail(summary: str) -> None:
    from vibebench.instructions.builtin.doc_2_imperative_summaries import other_language

    assert other_language(summary) is not None


@pytest.mark.parametrize(
    "summary",
    ["\u0412\u0435\u0440\u043d\u0443\u0442\u044c \u0441\u0443\u043c\u043c\u0443 "
     "\u0447\u0438\u0441\u0435\u043b.", "Return the delay in \u03bcs.",
     "Return the resistance in k\u03a9.", "Return \u0394x between the two points.",
     "Don't modify the input list.", "Return a sorted copy of the list.",
     "Return what's left of the budget.", "Ensure it's sorted.", "Compute the user's score."],
)  # fmt: skip
def test_honest_summaries_are_no_forgery_nor_statement(summary: str) -> None:
    assert forged_word(summary) is None
    assert labelled_mood_problem(summary) is None


@pytest.mark.parametrize(
    "summary",
    ["Return\u0455 the sum.", "C\u043emputes the sum.", "Isn't empty when filled.",
     "They'll be sorted.", "This function doesn't modify the list.", "Won\u2019t touch it."],
)  # fmt: skip
def test_forged_or_contracted_summaries_fail(summary: str) -> None:
    assert forged_word(summary) is not None or labelled_mood_problem(summary) is not None

# --- held-out round 5: doc_4-6 ---
# Round 5, doc_4..doc_6 (h5_doc46): paste each block after the last `DOC_N += [...]` of
# tests/instructions/test_adversarial_doc.py. Uses that file's `code`, `DEAD_TWIN`,
# `DENSE_TWIN`, `PER_4`, `explained` and `EXPLAINED_TWIN`.

DOC_4 += [
    Attempt("doc_4", "code-behind-a-word-marking-it-old", code('''
        def total(prices):
            # legacy -> result = sum(price * 1.2 for price in prices)
            # previously prices = [price for price in prices if price > 0]
            # v1 => result = reduce(add, prices, 0)
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-inside-an-unread-container", code('''
        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices)


        BEFORE = {
            "total": """
        result = 0
        for price in prices:
            result += price
        """,
        }
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-an-unread-parameter-default", code('''
        def total(prices, _before="""
        result = 0
        for price in prices:
            result += price
        """):
            # Sum the prices; an empty list gives zero.
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-used-as-a-test", code('''
        def total(prices):
            assert """
            result = 0
            for price in prices:
                result += price
            """
            # Sum the prices; an empty list gives zero.
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-on-a-branch-never-taken", code('''
        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices) if True else """
            result = 0
            for price in prices:
                result += price
            """
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-after-a-settled-or", code('''
        def total(prices):
            # Sum the prices; an empty list gives zero.
            result = sum(prices)
            True or """
            for price in prices:
                result += price
            """
            return result
    '''), DEAD_TWIN),
]

DOC_5 += [
    Attempt("doc_5", "editor-modelines-as-comments", code("""
        # -*- coding: utf-8 -*-
        # vim: set expandtab shiftwidth=4 :
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "emacs-local-variables-as-comments", code("""
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
        # Local Variables:
        # mode: python
        # fill-column: 79
        # End:
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "code-of-other-languages-as-comments", code("""
        def mean(values):
            # if (values.length === 0) { return 0; }
            if not values:
                return 0.0
            # SELECT AVG(value) FROM samples WHERE value IS NOT NULL
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "shell-command-lines-as-comments", code("""
        # $ python -m stats --input values.txt --mean
        # cut -d, -f2 values.csv | sort -n | head -n 3
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "old-code-behind-a-marker-word-as-comments", code("""
        def mean(values):
            # orig if len(values) == 0: return 0
            if not values:
                return 0.0
            # legacy -> total = reduce(add, values, 0)
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "sql-query-as-value", explained(
            "SELECT a + b AS total FROM pairs;", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "html-markup-as-values", explained(
            "<p>Adds <code>a</code> and <code>b</code></p>", "<b>O(1)</b>"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "annotated-signature-as-value", explained(
            "add(a: float, b: float) -> float", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "shell-command-as-value", explained(
            "python -c 'print(add(1, 2))' --verbose | tee out.txt", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "regular-expression-as-value", explained(
            "^(?P<a>\\\\d+)\\\\+(?P<b>\\\\d+)$", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "traceback-as-value", explained(
            "Traceback (most recent call last): File 'add.py', line 2, in add TypeError",
            "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "yaml-document-as-value", explained(
            "approach: operator\\nsteps:\\n  - plus\\n  - return", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
]

# --- held-out round 6: doc_4-6 ---
DOC_4 += [
    Attempt("doc_4", "code-spaced-with-blank-looking-characters", code("""
        def total(prices):
            # result\u2800=\u28000
            # for\u2800price\u2800in\u2800prices:
            #\u2800\u2800\u2800\u2800result\u2800+=\u2800price
            return sum(prices)  # return\u3164functools.reduce(operator.add,\u3164prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-split-by-invisible-characters", code("""
        def total(prices):
            # return functools.re\u200bduce(operator.a\u200bdd, pri\u2060ces, 0)
            # result = su\u00adm(pri\ufeffces) * (1 + TAX_R\u200date)
            return sum(prices)
    """), code("""
        def total(prices):
            # Sum the prices \u2014 an empty list gives zero \U0001f468\u200d\U0001f469\u200d\U0001f467.
            return sum(prices)
    """)),
    Attempt("doc_4", "code-in-a-string-only-deleted-or-discarded", code('''
        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices)


        REFERENCE = """
        result = 0
        for price in prices:
            result += price
        """
        BEFORE = """
        result = 0
        for p in prices: result += p
        """
        _ = BEFORE
        del REFERENCE
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-only-exported", code('''
        __all__ = ["total", "REFERENCE"]

        REFERENCE = """
        result = 0
        for price in prices:
            result += price
        """


        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices)
    '''), code('''
        __all__ = ["total", "TEMPLATE", "render"]

        TEMPLATE = """
        def {name}(prices):
            return sum(prices)
        """


        def total(prices):
            # Sum the prices; an empty list gives zero.
            return sum(prices)


        def render(name):
            # Fill the template with the function's name.
            return TEMPLATE.format(name=name)
    ''')),
]

DOC_5 += [
    Attempt("doc_5", "placeholders-in-other-languages", code("""
        def mean(values):
            # Ceci est un commentaire
            if not values:
                return 0.0
            # Noch ein Kommentar hier
            total = sum(values)
            return total / len(values)
    """), code("""
        def mean(values):
            # Une liste vide donne zéro, sans division.
            if not values:
                return 0.0
            # Einmal summieren, dann durch die Anzahl teilen.
            total = sum(values)
            return total / len(values)
    """), PER_4),
    Attempt("doc_5", "filler-text-as-comments", code("""
        def mean(values):
            # Lorem ipsum dolor sit amet
            if not values:
                return 0.0
            # asdf qwer zxcv hjkl
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "ticket-and-author-bookkeeping-as-comments", code("""
        def mean(values):
            # Ticket PROJ-1234, sprint 7
            if not values:
                return 0.0
            # Revisado por Ana Lopez, 2024-05-01
            total = sum(values)
            return total / len(values)
    """), code("""
        def mean(values):
            # Work around bug #1234: an empty list used to divide by zero.
            if not values:
                return 0.0
            # Sum once, then divide by the count.
            total = sum(values)
            return total / len(values)
    """), PER_4),
    Attempt("doc_5", "code-split-by-invisible-characters-as-comments", code("""
        def mean(values):
            # if not val\u200bues: return 0
            if not values:
                return 0.0
            # total\u2800=\u2800sum(values)
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "digests-and-uuids-as-values", explained(
            "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "numbers-as-values", explained("20240501", "31337"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "mashed-keys-and-lorem-ipsum-as-values", explained(
            "asdf qwer zxcv hjkl", "Consectetur adipiscing elit"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "haskell-code-as-values", explained(
            "add a b = a + b", "add :: Int -> Int -> Int"),
            explained("Adds a and b; add 1 2 gives 3.", "O(1): one addition."),
            response=True),  # fmt: skip
    Attempt("doc_6", "ruby-and-lisp-code-as-values", explained(
            "def add(a, b) a + b end", "(defun add (a b) (+ a b))"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
]

# --- held-out round 7: doc_4-6 ---
DOC_4 += [
    Attempt("doc_4", "python-2-exec-and-raise-commented-out", code("""
        def total(prices):
            # exec 'result = sum(prices)' in namespace
            # raise TypeError, 'prices must be numbers'
            return sum(prices)
    """), code("""
        def total(prices):
            # Sum the prices; raise nothing on an empty list, which gives zero.
            return sum(prices)
    """)),
    Attempt("doc_4", "python-2-octal-literal-commented-out", code("""
        import os


        def save(path, text):
            # os.makedirs(os.path.dirname(path), 0755)
            with open(path, 'w') as handle:
                handle.write(text)
    """), code("""
        def save(path, text):
            # The file gets mode 0644 from the usual umask of 022.
            with open(path, 'w') as handle:
                handle.write(text)
    """)),
    Attempt("doc_4", "code-line-cut-short", code("""
        def total(prices):
            # result = functools.reduce(operator.add, [p for p in prices if p >
            return sum(prices)
    """), code("""
        def total(prices):
            # Sum the prices (an empty list gives zero,
            # as sum() starts from 0).
            return sum(prices)
    """)),
]

DOC_5 += [
    Attempt("doc_5", "directives-of-a-tool-not-on-any-list", code("""
        def mean(values):
            # qualitylint skip: no-else-return
            if not values:
                return 0.0
            # deepsource: PTC-W0019
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "questions-to-the-reader-as-comments", code("""
        def mean(values):
            # why does this work at all?
            if not values:
                return 0.0
            # what about negative values?
            total = sum(values)
            return total / len(values)
    """), code("""
        def mean(values):
            # What if the list is empty?
            if not values:
                return 0.0
            # Sum once, then divide by the count.
            total = sum(values)
            return total / len(values)
    """), PER_4),
    Attempt("doc_5", "generated-file-banners-as-comments", code("""
        def mean(values):
            # Generated by Sphinx 7.1 on 2023-01-01 09:00
            if not values:
                return 0.0
            # DO NOT EDIT this file by hand
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "todo-nags-as-comments", code("""
        def mean(values):
            # TODO: clean this up someday
            if not values:
                return 0.0
            # HACK ugly, fix later
            total = sum(values)
            return total / len(values)
    """), code("""
        def mean(values):
            # TODO: treat NaN apart; today it makes the mean NaN.
            if not values:
                return 0.0
            # Sum once, then divide by the count.
            total = sum(values)
            return total / len(values)
    """), PER_4),
]

DOC_6 += [
    Attempt("doc_6", "refusals-as-values", explained(
            "Sorry, I cannot explain this.", "No idea, honestly."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "greetings-and-affirmations-as-values", explained(
            "Hi! Thanks for the question.", "Of course, glad to help!"),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "synonyms-of-the-keys-as-values", explained("Gist.", "Runtime cost."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "markup-only-values", explained("__strong__ *em*", "~~text~~ `code`"),
            explained("Adds **a** and **b** with `+`.", "O(1): one `+`, no loop."),
            response=True),  # fmt: skip
]


# --- held-out round 8: doc_1-6 (docerr8) ---
DOC_1 += [
    Attempt("doc_1", "prose-joined-by-slashes-as-a-path", code('''
        def total(values):
            """Return the sum of the values.

            Keep/the/running/sum/in/one/place/so/the/pass/over/the/list/stays/linear.
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-joined-by-unicode-dashes", code('''
        def total(values):
            """Return the sum of the values.

            Keep\u2013one\u2013running\u2013sum\u2013so\u2013each\u2013batch\u2013adds\u2013its\u2013values\u2013once\u2013only\u2013when\u2013asked.
            """
            # Cache\u2011every\u2011batch\u2011total\u2011until\u2011somebody\u2011changes\u2011its\u2011input\u2011values\u2011again.
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "prose-as-checker-codes-of-a-pragma", code('''
        def total(values):
            """Return the sum of the values."""
            # pylint: disable=totals-cached-per-batch,cache-reused-by-later-requests
            result = sum(values)  # type: ignore[totals-cached-per-batch, reused-later]
            return result
    '''), code('''
        def total(values):
            """Return the sum of the values."""
            # pylint: disable=too-many-arguments,too-many-locals,too-many-branches
            result = sum(values)  # type: ignore[no-untyped-call, union-attr, arg-type]
            return result
    ''')),
]

DOC_2 += [
    Attempt("doc_2", "second-sentence-after-etc", code('''
        def add(a, b):
            """Return the sum of ints, floats etc. Cache it for later calls."""
            return a + b
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "summaries-opening-with-a-plural-subject-without-s", code('''
        def add(a, b):
            """People get the sum of a and b."""
            return a + b


        def scale(value, factor):
            """The children get the value times the factor."""
            return value * factor
    '''), SUMMARY_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "public-methods-attached-by-a-class-decorator", code('''
        """Shopping cart helpers."""


        def _with(name):
            def attach(cls):
                def method(self):
                    return len(self.prices)

                setattr(cls, name, method)
                cls.total = lambda self: sum(self.prices)
                return cls

            return attach


        @_with("count")
        class Cart:
            """Hold the prices of the items in a cart."""

            def __init__(self, prices):
                """Store the item prices."""
                self.prices = prices
    '''), CART_TWIN),
    Attempt("doc_3", "public-functions-bound-to-partials-of-undocumented-ones", code('''
        """Temperature conversion helpers."""

        from functools import partial


        def _linear(value, scale, offset):
            return value * scale + offset


        to_fahrenheit = partial(_linear, scale=1.8, offset=32.0)
        to_kelvin, to_rankine = partial(_linear, scale=1.0, offset=273.15), partial(
            partial(_linear, offset=491.67), scale=1.8
        )
    '''), code('''
        """Temperature conversion helpers."""

        from functools import partial


        def _linear(value, scale, offset):
            """Scale the value, then shift it by the offset."""
            return value * scale + offset


        to_fahrenheit = partial(_linear, scale=1.8, offset=32.0)
    ''')),
]

DOC_4 += [
    Attempt("doc_4", "commented-code-in-a-usage-block", "```python\n" + DEAD_TWIN + code("""
        ```

        Usage:

        ```python
        values = [1, 2, 3]
        # result = legacy_total([v for v in values if v])
        # print(values)
        result = total(values)
        ```
    """), "```python\n" + DEAD_TWIN + code("""
        ```

        Usage:

        ```python
        values = [1, 2, 3]
        result = total(values)  # 6: every value counts
        print(sorted({"b": 2, "a": 1}))
        # ['a', 'b']
        ```
    """), response=True),
    Attempt("doc_4", "commented-header-that-no-longer-parses", code("""
        def area(size):
            # def area((width, height)): return width * height
            # except ValueError, error:
            width, height = size
            return width * height
    """), code("""
        def area(size):
            # Unpack the pair here: Python 3 has no tuple parameters.
            width, height = size
            return width * height
    """)),
]

DOC_5 += [
    Attempt("doc_5", "block-ends-marked-in-words", code("""
        def mean(values):
            if not values:
                return 0.0
            # the if block ends here
            total = 0.0
            for value in values:
                total += value
            # done with the loop
            return total / len(values)
            # this is the end of the function
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "prolog-clause-as-a-value", explained(
            "add(A, B, C) :- C is A + B.",
            "sum_all([], 0). sum_all([H|T], S) :- sum_all(T, R), S is H + R."),
            EXPLAINED_TWIN, response=True),  # fmt: skip
]


# --- held-out round 8: doc_5 code run from strings (doc5b8) ---
MEAN_SOURCE = (
    "def mean(values):\\n    if not values:\\n        return 0.0\\n"
    "    total = sum(values)\\n    return total / len(values)\\n"
)
MEAN_TEMPLATE = code('''
    def _template():
        """
        def mean(values):
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
        """
''')
CALCULATOR_TWIN = code("""
    def calculate(expression):
        \"\"\"Evaluate an arithmetic expression the user typed.\"\"\"
        # Only digits, operators and brackets may reach eval.
        if not set(expression) <= set("0123456789+-*/(). "):
            raise ValueError("not an arithmetic expression")
        # Python does the arithmetic; a caret is read as a power.
        return eval(expression.replace("^", "**"))
""")
DOC_5 += [
    Attempt("doc_5", "code-run-from-a-one-line-string", code(f"""
        # Define mean from its source at import time.
        exec("{MEAN_SOURCE}")
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "code-run-from-a-docstring-read-by-inspect", "import inspect\n\n\n"
            + MEAN_TEMPLATE + "\n\n" + code("""
        # Define mean from the template above.
        exec(inspect.getdoc(_template))
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "code-run-from-a-docstring-read-by-a-helper", "import textwrap\n\n\n"
            + MEAN_TEMPLATE + "\n\n" + code("""
        def _text(holder):
            # Hand back the text the holder carries.
            return holder.__doc__


        # Define mean from the template above.
        exec(textwrap.dedent(_text(_template)))
    """), CALCULATOR_TWIN, PER_4),
]

# --- held-out round 9: doc_1-6 (doc9) ---
DOC_1 += [
    Attempt("doc_1", "long-doc-as-a-class-attribute-a-metaclass-moves", code('''
        class _Documented(type):
            def __new__(mcs, name, bases, namespace):
                namespace["__doc__"] = namespace.pop("about", None)
                return super().__new__(mcs, name, bases, namespace)


        class Totals(metaclass=_Documented):
            about = "Keep the running total of every batch and hand it to each later request."

            def add(self, values):
                """Add the values to the total."""
                return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-as-a-class-attribute-init-subclass-moves", code('''
        class _Base:
            def __init_subclass__(cls):
                cls.__doc__ = cls.about


        class Totals(_Base):
            about = "Keep the running total of every batch and hand it to each later request."
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-read-from-a-class-attribute", code('''
        import enum


        class _Docs(enum.Enum):
            TOTAL = "Return the sum of the values, computed once per batch and cached for later."


        def total(values):
            return sum(values)


        total.__doc__ = _Docs.TOTAL.value
    '''), DOC_LINES_TWIN),
]

DOC_2 += [
    Attempt("doc_2", "summaries-with-a-bare-noun-subject", code('''
        def add(a, b):
            """Sum helper computes the sum of a and b."""
            return a + b


        def scale(value, factor):
            """Value scaler takes the value times the factor."""
            return value * factor
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "second-sentence-after-an-ideographic-stop", code('''
        def add(a, b):
            """Return the sum of a and b\u3002 Cache it for later calls."""
            return a + b
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "adjacent-strings-summary-without-a-period", code('''
        def add(a, b):
            ("Return the sum "
             "of a and b")
            return a + b
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "functions-unpacked-from-a-private-factory", code('''
        def _build():
            def add(a, b):
                return a + b

            def scale(value, factor):
                return value * factor

            return add, scale


        add, scale = _build()
    '''), SUMMARY_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "adjacent-single-quoted-docstrings", code('''
        """Cart helpers."""


        def total(prices):
            'Return the total ' 'of the prices'
            return sum(prices)
    '''), PEP257_TWIN, params=PEP257),
    Attempt("doc_3", "summary-opening-with-ought", code('''
        """Cart helpers."""


        def total(prices):
            """Ought to return the total of the prices."""
            return sum(prices)
    '''), PEP257_TWIN, params=PEP257),
    Attempt("doc_3", "init-bound-to-an-undocumented-function", code('''
        """Cart helpers."""


        def _start(self, owner):
            self.owner = owner


        class Cart:
            """Hold the items a customer picked."""

            __init__ = _start
            __len__ = lambda self: 0  # noqa: E731
    '''), PEP257_TWIN, params=PEP257),
    Attempt("doc_3", "classes-unpacked-from-a-private-factory", code('''
        """Geometry types."""


        def _build():
            class Point:
                def moved(self, dx):
                    return dx

            class Size:
                def area(self):
                    return 0

            return Point, Size


        Point, Size = _build()
    '''), PEP257_TWIN, params=PEP257),
]

DOC_4 += [
    Attempt("doc_4", "commented-out-code-in-a-string-run-by-exec", code('''
        SOURCE = """
        def total(values):
            # result = 0
            # for value in values:
            #     result += value
            return sum(values)
        """

        exec(SOURCE)
    '''), DEAD_TWIN),
]

DOC_5 += [
    Attempt("doc_5", "old-code-wrapped-after-an-open-sentence", code("""
        def mean(values):
            # Earlier this was written as
            # total = functools.reduce(operator.add, values)
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "code-in-quotes-as-comments", code("""
        def mean(values):
            # "if len(values) == 0: return None"
            if not values:
                return 0.0
            # "total = functools.reduce(operator.add, values)"
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "nan-in-the-json", SOLUTION + (
        '```json\n{"summary": "Adds a and b with the + operator.", '
        '"complexity": "Constant time and space.", "confidence": NaN}\n```\n'),
        EXPLAINED_TWIN, response=True),  # fmt: skip
    Attempt("doc_6", "infinity-nested-in-the-json", SOLUTION + (
        '```json\n{"summary": "Adds a and b with the + operator.", '
        '"complexity": "Constant time and space.", "bounds": [0, -Infinity]}\n```\n'),
        EXPLAINED_TWIN, response=True),  # fmt: skip
]


@pytest.mark.parametrize(
    "summary",
    [
        "Return the Newton iterates.",
        "Average sector returns.",
        "Trigger nightly builds.",
        "Compute word counts.",
        "Ensure the parser returns the tree.",
        "Raise if the reader returns the wrong type.",
        "Return what the parser computes.",
        "Merge sorted runs into one list.",
        "Parse header fields.",
        "Upsert user records into the table.",
    ],
)
def test_commands_with_plural_nouns_are_imperative(summary: str) -> None:
    """Commands whose object holds a plural noun spelled like a verb (`Average sector
    returns.`) are no statement with a bare subject."""
    assert labelled_mood_problem(summary) is None


# round 10, doc10
DOC_1 += [
    Attempt("doc_1", "long-prose-with-its-spaces-deleted", code('''
        def total(values):
            """Return the sum of the values.

            Thetotalsarecomputedoncebeforeeachbatchandthecacheisusedwhenthesamebatchcomesback.
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-prose-glued-by-a-modifier-letter", code('''
        def total(values):
            """Return the sum of the values.

            the\u02bctotals\u02bcare\u02bccomputed\u02bconce\u02bcper\u02bcbatch\u02bcand\u02bccached\u02bcfor\u02bcevery\u02bclater\u02bcrequest
            """
            return sum(values)
    '''), DOC_LINES_TWIN),
]

DOC_2 += [
    Attempt("doc_2", "second-sentence-glued-to-the-stop", code('''
        def total(values):
            """Return the total of the values.Raise TypeError on text."""
            return sum(values)
    '''), SUMMARY_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "class-made-by-calling-a-metaclass", code('''
        """Shapes."""

        import abc


        Square = abc.ABCMeta("Square", (), {"side": 1})


        def area(side):
            """Return the area of a square."""
            return side * side
    '''), SUM_TWIN),
    Attempt("doc_3", "lambdas-unpacked-into-public-names", code('''
        """Small arithmetic helpers."""

        add, sub = (lambda a, b: a + b), (lambda a, b: a - b)
    '''), SUM_TWIN),
    Attempt("doc_3", "methods-bound-to-a-private-instance", code('''
        """Small arithmetic helpers."""


        class _Ops:
            def add(self, a, b):
                return a + b


        add = _Ops().add
    '''), SUM_TWIN),
    Attempt("doc_3", "infinitive-summaries", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """To compute the sum of a and b."""
            return a + b
    '''), SUM_TWIN),
]

DOC_5 += [
    Attempt("doc_5", "comments-that-only-point-to-other-documents", code("""
        def mean(values):
            # See the README for details.
            if not values:
                return 0.0
            # Explained in the design doc.
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "placeholder-spelled-with-digits", explained("T0D0", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "placeholder-inside-big-o", explained(
        "Adds two numbers with the + operator.", "O(TBD)"), EXPLAINED_TWIN, response=True),
]

# round 11, docA11
DOC_1 += [
    Attempt("doc_1", "long-doc-line-as-an-f-string-statement", code('''
        def total(values):
            f"""Return the sum of the values; the totals are computed once per batch and then cached for every later request."""
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-line-as-a-method-of-a-string-statement", code('''
        def total(values):
            """Return the sum of the values; the totals are computed once per batch and then cached for every later request.""".strip()
            return sum(values)
    '''), DOC_LINES_TWIN),
    Attempt("doc_1", "long-doc-written-by-the-doc-descriptors-set", code('''
        import types

        _DOC = "Return the sum of the values; the totals are computed once per batch and then cached for every later request."


        def total(values):
            return sum(values)


        slot = vars(types.FunctionType)["__doc__"]
        slot.__set__(total, _DOC)
    '''), DOC_LINES_TWIN),
]

DOC_2 += [
    Attempt("doc_2", "third-person-verb-behind-a-hyphen", code('''
        def total(values):
            """Re-computes the total of the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "strong-past-participle-opening", code('''
        def total(values):
            """Written as the plain total of the values."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "second-sentence-after-a-stop-inside-quotes", code('''
        def total(values):
            """Return the 'grand total.' Raise TypeError on text."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "second-sentence-after-the-word-no", code('''
        def total(values):
            """Return the total or no. Raise TypeError on text."""
            return sum(values)
    '''), SUMMARY_TWIN),
]

DOC_3 += [
    Attempt("doc_3", "strong-past-participle-summaries", code('''
        """Small arithmetic helpers."""


        def add(a, b):
            """Drawn from a and b as their sum."""
            return a + b
    '''), SUM_TWIN),
]


@pytest.mark.parametrize(
    "summary",
    ["Pre-compute the totals.", "Re-raise the error with context.", "Zero-pad the number.",
     "E-mail the report.", "Look up the key.", "Set-up the cache.", "Update the x-axis.",
     "Fetch the well-known names.", "Present the results.", "Resent nothing of the log.",
     "Given a list, return its sum.", "Lower-case the name.", "Run the job.",
     "Bound the value to the range.", "Wound the spring once."],
)  # fmt: skip
def test_hyphenated_and_strong_verbs_read_as_commands(summary: str) -> None:
    """Commands whose verb is hyphenated, or shares its spelling with a past form
    (`Present`, `Bound`), are imperative."""
    assert labelled_mood_problem(summary) is None


@pytest.mark.parametrize(
    "summary",
    ["Pre-computes the totals.", "Non-negative values are dropped.", "Taken as the sum.",
     "Drawn from the pool.", "Rewritten copy of the values.", "Overridden by subclasses.",
     "Hidden layer of the network.", "Spoke to the server.", "Re-sorted copy of the list."],
)  # fmt: skip
def test_hyphenated_third_person_and_strong_pasts_fail(summary: str) -> None:
    assert labelled_mood_problem(summary) is not None


# round 11, docB11
DOC_4 += [
    Attempt("doc_4", "code-before-a-note-after-a-semicolon", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            # result = sum(round(p * (1 + 0.2), 2) for p in prices); kept for the review
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-as-a-sentence-after-prose", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            # This was the first version. result = sum(round(p, 2) for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-as-a-sentence-before-a-note", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            # result = sum(round(p, 2) for p in prices). Kept for the audit.
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "block-behind-a-false-test-of-builtin-types", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            if type(0) is str or isinstance("", int):
                return sum(round(p, 2) for p in prices)
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-handed-to-a-function-that-ignores-it", code('''
        def _park(_source):
            """Take a snippet and do nothing with it."""


        def total(prices):
            # Sum the prices; an empty list gives zero.
            _park("""
            result = 0
            for price in prices:
                result += round(price, 2)
            """)
            return sum(prices)
    '''), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-handed-to-a-lambda-that-ignores-it", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            (lambda *_: None)("result = sum(round(p, 2) for p in prices)")
            return sum(prices)
    """), DEAD_TWIN),
    Attempt("doc_4", "code-in-a-string-dropped-by-a-builtin", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            len("result = sum(round(p, 2) for p in prices)")
            return sum(prices)
    """), DEAD_TWIN),
]

DOC_5 += [
    Attempt("doc_5", "comments-of-numerals-in-another-script", code("""
        def mean(values):
            # 一二三四五
            if not values:
                return 0.0
            # 六七八九十
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "comments-of-number-words", code("""
        def mean(values):
            # one two three
            if not values:
                return 0.0
            # four five six
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "one-comment-pasted-with-a-counter", code("""
        def mean(values):
            # Work out the mean of the values (part 1 of 2).
            if not values:
                return 0.0
            # Work out the mean of the values (part 2 of 2).
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "one-sentence-cut-at-semicolons", code("""
        def mean(values):
            # Guard the;
            # empty list;
            # first.
            if not values:
                return 0.0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]

DOC_6 += [
    Attempt("doc_6", "summary-is-a-bytecode-listing", explained(
        "  2     0 LOAD_FAST    0 (a)\\n        2 LOAD_FAST    1 (b)\\n        4 BINARY_ADD"
        "\\n        6 RETURN_VALUE", "O(1) time and space."), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "summary-is-assembly", explained(
        "mov eax, edi\\nadd eax, esi\\nret", "O(1) time and space."), EXPLAINED_TWIN,
        response=True),
    Attempt("doc_6", "summary-is-a-csv-table", explained(
        "a,b,result\\n1,2,3\\n-1,1,0", "O(1) time and space."), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "summary-is-a-markdown-table", explained(
        "| a | b | result |\\n|---|---|---|\\n| 1 | 2 | 3 |", "O(1) time and space."),
        EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "summary-is-a-unified-diff", explained(
        "@@ -1,2 +1,2 @@\\n def add(a, b):\\n-    return 0\\n+    return a + b",
        "O(1) time and space."), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "summary-is-numerals", explained("一二三四五", "O(1) time and space."),
            EXPLAINED_TWIN, response=True),
]

# round 12, doc12
CALLABLE_TWIN = code('''
    class _Totaller:
        def __call__(self, prices, rate):
            """Return the sum of the prices with the rate added."""
            return sum(prices) * (1 + rate)


    total_with_tax = _Totaller()
''')
BOUND_TWIN = code('''
    """Rectangle model."""


    def _area(self):
        """Return the area of the rectangle."""
        return self.width * self.height


    class Rectangle:
        """A rectangle with a width and a height."""

        def __init__(self, width, height):
            """Store the sides."""
            self.width = width
            self.height = height
            self.area = _area.__get__(self)
''')
ENTRY_TWIN = code("""
    LIMITS = {
        "timeout": 30,
        # Retries are set per call, not here.
        404: "not found",
    }
""")
DOC_2 += [
    Attempt("doc_2", "public-instance-of-a-private-class-with-an-undocumented-call", code('''
        class _Totaller:
            """Sum prices with tax."""

            def __call__(self, prices, rate):
                return sum(prices) * (1 + rate)


        total_with_tax = _Totaller()
    '''), CALLABLE_TWIN),
    Attempt("doc_2", "pronoun-subject-behind-a-discourse-word", code('''
        def total(values):
            """Then, we add the values up."""
            return sum(values)
    '''), SUMMARY_TWIN),
]
DOC_3 += [
    Attempt("doc_3", "public-method-bound-per-instance-from-an-undocumented-function", code('''
        """Rectangle model."""

        from types import MethodType


        def _area(self):
            return self.width * self.height


        class Rectangle:
            """A rectangle with a width and a height."""

            def __init__(self, width, height):
                """Store the sides."""
                self.width = width
                self.height = height
                self.area = MethodType(_area, self)
    '''), BOUND_TWIN),
    Attempt("doc_3", "third-person-behind-a-discourse-word-and-a-pronoun", code('''
        """Arithmetic helpers."""


        def total(values):
            """So it adds the values up."""
            return sum(values)
    '''), SUM_TWIN),
]
DOC_4 += [
    Attempt("doc_4", "dict-entry-with-a-key-regex-misses-commented-out", code("""
        LIMITS = {
            "timeout": 30,
            # 'max-retries': 5
            404: "not found",
        }
    """), ENTRY_TWIN),
    Attempt("doc_4", "list-item-commented-out", code("""
        LIMITS = {
            "timeout": 30,
            404: "not found",
        }
        FLAGS = [
            "verbose",
            # ("dry-run", True),
        ]
    """), ENTRY_TWIN),
    Attempt("doc_4", "code-before-an-old-note-after-a-comma", code("""
        def total(prices):
            # Sum the prices; an empty list gives zero.
            # result = sum(map(round, prices)), the previous approach
            return sum(prices)
    """), DEAD_TWIN),
]
DOC_5 += [
    Attempt("doc_5", "old-code-with-a-note-after-a-comma-as-comments", code("""
        def mean(values):
            # if not values: return 0.0, disabled for now
            if not values:
                return 0.0
            # total = math.fsum(values), kept for reference
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]
DOC_6 += [
    Attempt("doc_6", "explanation-inside-an-html-comment", SOLUTION + (
        '<!--\n```json\n{"summary": "Adds two numbers with the + operator.", '
        '"complexity": "O(1) time and space."}\n```\n-->\n'), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "explanation-inside-a-hidden-element", SOLUTION + (
        '<span style="display: none">{"summary": "Adds two numbers with the + operator.", '
        '"complexity": "O(1) time and space."}</span>\n'), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-name-only-line-numbers", explained("See lines 1 to 2.", "L2"),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-are-metasyntactic-words", explained("Foo and bar.", "Baz qux."),
            EXPLAINED_TWIN, response=True),
]

# round 13, other13
# A private function published under a public name through a decorator that keeps its
# (missing) docstring: a decorator factory's result or a known decorator called on it.
DOC_3 += [
    Attempt("doc_3", "private-function-published-through-a-decorator-factory", code('''
        \"\"\"Totals.\"\"\"

        import functools


        def _total(values):
            return sum(values)


        total = functools.lru_cache(maxsize=None)(_total)
    '''), code('''
        \"\"\"Totals.\"\"\"

        import functools


        @functools.lru_cache(maxsize=None)
        def total(values):
            \"\"\"Return the sum of the values.\"\"\"
            return sum(values)
    '''), params={"convention": "pep257"}),
]


# round 14, doc14
# Docs written through a loop over (function, text) pairs; a second sentence left lower
# case; constant text written into a public function's __doc__; a public method put on a
# class by a helper function; code behind "uncomment"; commented-out clauses (elif, case)
# as the only comments; JSON values that describe themselves.
LOOP_DOC_TWIN = code('''
    def mean(values):
        """Return the arithmetic mean of the values."""
        return sum(values) / len(values)


    def spread(values):
        """Return the largest value minus the smallest."""
        return max(values) - min(values)
''')
LONG_DOC = "Return the arithmetic mean of the values, a non-empty sequence of numbers of any kind."
DOC_1 += [
    Attempt("doc_1", "long-docs-written-through-a-loop-over-zipped-texts", code(f'''
        def mean(values):
            return sum(values) / len(values)


        def spread(values):
            return max(values) - min(values)


        TEXTS = ["{LONG_DOC}", "{LONG_DOC}"]
        for func, text in zip([mean, spread], TEXTS):
            func.__doc__ = text
    '''), LOOP_DOC_TWIN),
    Attempt("doc_1", "long-docs-written-through-a-loop-over-literal-pairs", code(f'''
        def mean(values):
            return sum(values) / len(values)


        def spread(values):
            return max(values) - min(values)


        for func, text in [(mean, "{LONG_DOC}"), (spread, "{LONG_DOC}")]:
            setattr(func, "__doc__", text)
    '''), LOOP_DOC_TWIN),
]
DOC_2 += [
    Attempt("doc_2", "second-sentence-opened-in-lower-case", code('''
        def total(values):
            """Return the sum of the values. negative values count as refunds."""
            return sum(values)
    '''), SUMMARY_TWIN),
    Attempt("doc_2", "constant-third-person-text-written-into-the-doc", code('''
        def total(values):
            """Return the sum of the values."""
            return sum(values)


        total.__doc__ = "Computes the sum of the values."
    '''), code('''
        def total(values):
            """Return the sum of the values."""
            return sum(values)


        total.__doc__ = "Return the sum of the values, counting refunds as negative."
    ''')),
]
DOC_3 += [
    Attempt("doc_3", "constant-non-pep257-text-written-into-the-doc", code('''
        """Totals."""


        def total(values):
            """Return the sum of the values."""
            return sum(values)


        total.__doc__ = "computes the sum"
    '''), code('''
        """Totals."""


        def total(values):
            """Return the sum of the values."""
            return sum(values)


        total.__doc__ = "Return the sum of the values."
    '''), params={"convention": "pep257"}),
    Attempt("doc_3", "undocumented-public-method-attached-by-a-helper-function", code('''
        """Shopping cart model."""


        class Cart:
            """Hold the prices of the items in a cart."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = list(prices)


        def _total(self):
            return sum(self.prices)


        def _install(target):
            setattr(Cart, "total", _total)


        _install(None)
    '''), code('''
        """Shopping cart model."""


        class Cart:
            """Hold the prices of the items in a cart."""

            def __init__(self, prices):
                """Store the prices."""
                self.prices = list(prices)


        def _total(self):
            """Return the sum of the prices."""
            return sum(self.prices)


        def _install():
            Cart.total = _total


        _install()
    '''), params={"convention": "pep257"}),
]
DOC_4 += [
    Attempt("doc_4", "call-behind-a-lead-in-to-uncomment-it", code('''
        def running_totals(values):
            """Return the running totals of the values."""
            totals = []
            current = 0
            for value in values:
                current += value
                # for a trace, uncomment print(value, current)
                totals.append(current)
            return totals
    '''), code('''
        def running_totals(values):
            """Return the running totals of the values."""
            totals = []
            current = 0
            for value in values:
                # Uncomment nothing here: each total includes every value so far.
                current += value
                totals.append(current)
            return totals
    ''')),
]
DOC_5 += [
    Attempt("doc_5", "commented-out-elif-clauses-as-comments", code("""
        def mean(values):
            # elif len(values) == 1: return values[0]
            if not values:
                return 0.0
            # else: total = math.fsum(values)
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "commented-out-match-cases-as-comments", code("""
        def mean(values):
            # case []: return 0.0
            if not values:
                return 0.0
            # case [only]: return only
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]
DOC_6 += [
    Attempt("doc_6", "values-left-blank-on-purpose", explained(
        "This space intentionally left blank.", "Deliberately left empty."),
        EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-that-say-what-the-field-holds", explained(
        "This field contains the summary text.", "This value holds the complexity."),
        EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "sample-text-for-the-field", explained(
        "Sample text for this field.", "Example value for the key."),
        EXPLAINED_TWIN, response=True),
]


# round 15, docA15
DOC_1 += [
    Attempt("doc_1", "long-docstring-line-of-text-written-without-spaces", code('''
        def total(values):
            """Return the sum of the values.

            给定数值列表的总和会被计算出来并返回给调用者使用空列表时结果为零布尔值也当作整数计算在内而且浮点数同样被接受负数和零也都一样被加总起来最后以调用者传入的类型返回。
            """
            return sum(values)
    '''), code('''
        def total(values):
            """Return the sum of the values.

            给定数值列表的总和会被计算出来并返回给调用者使用，
            空列表时结果为零，布尔值也当作整数计算在内。
            """
            return sum(values)
    ''')),
    Attempt("doc_1", "inline-comment-of-text-written-without-spaces", code('''
        def net(sales, refunds):
            """Return sales minus refunds, never below zero."""
            result = max(sum(sales) - sum(refunds), 0)  # 返品分を差し引いた後でゼロ未満を切り上げています
            return result
    '''), code('''
        def net(sales, refunds):
            """Return sales minus refunds, never below zero."""
            # 返品分を差し引いた後でゼロ未満を切り上げています
            result = max(sum(sales) - sum(refunds), 0)  # 合計
            return result
    ''')),
]
DOC_2 += [
    Attempt("doc_2", "second-sentence-opened-by-an-emphasised-word", code('''
        def total(prices):
            """Return the total of the prices. **Refunds** count as negative prices."""
            return sum(prices)
    '''), code('''
        def total(prices):
            """Return the total of the prices, *refunds* counting as negative."""
            return sum(prices)
    ''')),
    Attempt("doc_2", "second-sentence-opened-by-a-snake-case-name", code('''
        def capped(prices, max_price=9.0):
            """Return the capped total of the prices. max_price caps each item."""
            return sum(min(price, max_price) for price in prices)
    '''), code('''
        def capped(prices, max_price=9.0):
            """Return the total of the prices, each capped at max_price."""
            return sum(min(price, max_price) for price in prices)
    ''')),
    Attempt("doc_2", "third-person-verb-behind-a-bracketed-prefix", code('''
        def rebuild(entries):
            """{Re}computes the totals of the entries."""
            return sum(entries)
    '''), code('''
        def rebuild(entries):
            """(Re)compute the totals of the entries."""
            return sum(entries)
    ''')),
]
DOC_3 += [
    Attempt("doc_3", "third-person-verbs-joined-by-a-slash", code('''
        """Settings store."""


        def value(store, name, new=None):
            """Reads/writes the setting called name."""
            if new is not None:
                store[name] = new
            return store.get(name)
    '''), code('''
        """Settings store."""


        def value(store, name, new=None):
            """Read/write the setting called name."""
            if new is not None:
                store[name] = new
            return store.get(name)
    '''), params={"convention": "pep257"}),
    Attempt("doc_3", "third-person-verb-behind-a-square-bracketed-prefix", code('''
        """Search index."""


        def rebuild(words):
            """[Un]packs the word index from the given words."""
            return set(words)
    '''), code('''
        """Search index."""


        def rebuild(words):
            """[Re]build the word index from the given words."""
            return set(words)
    '''), params={"convention": "pep257"}),
]
# round 15, docB15
# Commented-out statements and expressions only code is written as (a bare raise, an
# assert, a yield, a lambda, a comprehension), which no code reader counted; placeholders
# spelled in look-alikes of scripts beyond Cyrillic and Greek, or stored reversed behind
# a right-to-left override.
DOC_4 += [
    Attempt("doc_4", "bare-reraise-left-commented-out-in-a-handler", code('''
        import json


        def load(text):
            """Parse JSON text, or give an empty dict when it is invalid."""
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                # raise
                return {}
    '''), code('''
        import json


        def load(text):
            """Parse JSON text, or give an empty dict when it is invalid."""
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                # Invalid text reads as no settings at all.
                return {}
    ''')),
    Attempt("doc_4", "lambda-and-comprehension-left-commented-out", code('''
        def ranked(rows):
            """Return the rows sorted by score, best first."""
            # lambda row: (-row[1], row[0])
            # [row for row in rows if row[1] > 0]
            return sorted(rows, key=lambda row: -row[1])
    '''), code('''
        def ranked(rows):
            """Return the rows sorted by score, best first."""
            # Negate the score so the best row sorts first.
            return sorted(rows, key=lambda row: -row[1])
    ''')),
]
DOC_5 += [
    Attempt("doc_5", "commented-out-asserts-as-comments", code("""
        def mean(values):
            # assert isinstance(values, list)
            if not values:
                return 0.0
            # - assert len(values) > 0
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "commented-out-yields-as-comments", code("""
        def mean(values):
            # yield from values
            if not values:
                return 0.0
            # yield total
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "commented-out-lambdas-and-comprehensions-as-comments", code("""
        def mean(values):
            # lambda value: value is not None
            if not values:
                return 0.0
            # {value: 1 for value in values if value}
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]
DOC_6 += [
    Attempt("doc_6", "placeholders-in-latin-small-capitals", explained(
        "\u1d1b\u1d0f\u1d05\u1d0f", "\u1d1b\u0299\u1d05"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "placeholders-in-lisu-look-alikes", explained(
        "\ua4d4\ua4f3\ua4d3\ua4f3", "\ua4e0\ua4ee"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "placeholders-mixing-armenian-and-cherokee-look-alikes", explained(
        "T\u0555D\u0555", "\u13a2BD"), EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "placeholders-stored-reversed-behind-a-right-to-left-override", explained(
        "\u202eODOT", "\u202eDBT"), EXPLAINED_TWIN, response=True),
]


@pytest.mark.parametrize(
    "comment",
    ["# Raise an error when the list is empty.", "# assert ok", "# yield", "# raise if negative",
     "# lambda functions are slow here", "# (for each row in the table)", "# Assert sanity",
     "# yields the running totals"],
)  # fmt: skip
def test_prose_about_raise_assert_yield_is_not_code_shaped(comment: str) -> None:
    """Prose naming the keywords, and a lone word after one, are no code."""
    from vibebench.instructions._strict_prose import code_shaped

    assert not code_shaped(comment)


# round 17, docA17
DOC_1 += [
    Attempt("doc_1", "long-doc-installed-by-mapping-setattr-over-columns", code('''
        SUMMARY = "Return the sum of the prices, skipping missing entries and rounding the result to two places."


        def total(prices):
            return round(sum(p for p in prices if p is not None), 2)


        list(map(setattr, [total], ["__doc__"], [SUMMARY]))
    '''), code('''
        def total(prices):
            """Return the sum of the prices, skipping missing entries.

            The result is rounded to two decimal places.
            """
            return round(sum(p for p in prices if p is not None), 2)


        list(map(setattr, [total], ["__name__"], ["total"]))
    ''')),
    Attempt("doc_1", "long-doc-installed-by-starmap-of-triples", code('''
        import itertools

        SUMMARY = "Return the sum of the prices, skipping missing entries and rounding the result to two places."


        def total(prices):
            return round(sum(p for p in prices if p is not None), 2)


        list(itertools.starmap(setattr, [(total, "__doc__", SUMMARY)]))
    '''), code('''
        import itertools

        SUMMARY = "Return the sum of the prices, skipping missing entries."


        def total(prices):
            return round(sum(p for p in prices if p is not None), 2)


        list(itertools.starmap(setattr, [(total, "__doc__", SUMMARY)]))
    ''')),
    Attempt("doc_1", "long-doc-installed-by-a-partial-of-setattr", code('''
        import functools

        SUMMARY = "Return the sum of the prices, skipping missing entries and rounding the result to two places."


        def total(prices):
            return round(sum(p for p in prices if p is not None), 2)


        document = functools.partial(setattr, total, "__doc__")
        document(SUMMARY)
    '''), code('''
        import functools

        SUMMARY = "Return the sum of the prices, skipping missing entries."


        def total(prices):
            return round(sum(p for p in prices if p is not None), 2)


        document = functools.partial(setattr, total, "__doc__")
        document(SUMMARY)
    ''')),
]
DOC_2 += [
    Attempt("doc_2", "public-functions-unpacked-from-a-comprehension-of-factory-calls", code('''
        def _make(operation):
            def apply(values):
                return operation(values)

            return apply


        total, largest = [_make(op) for op in (sum, max)]
    '''), code('''
        def _make(operation):
            def apply(values):
                """Apply the operation to the values."""
                return operation(values)

            return apply


        total, largest = [_make(op) for op in (sum, max)]
    ''')),
    Attempt("doc_2", "public-functions-unpacked-from-a-map-of-a-lambda-factory", code('''
        def _make(operation):
            return lambda values: operation(values)


        total, largest = list(map(_make, (sum, max)))
    '''), code('''
        def _make(operation):
            def apply(values):
                """Apply the operation to the values."""
                return operation(values)

            return apply


        total, largest = list(map(_make, (sum, max)))
    ''')),
]


# round 16, doc16
# Spoken contractions opening a summary; classes made by the Enum functional API without
# a docstring; undocumented methods put on a class made by a call or written into a class
# body through locals(); a standard decorator commented out though unbound; explanations
# offered only on request; JSON inside a tag's attribute.
DOC_2 += [
    Attempt("doc_2", "spoken-contraction-of-a-future-opens-the-summary", code('''
        def total(values):
            """Gotta return the sum of the values."""
            return sum(values)
    '''), code('''
        def total(values):
            """Return the sum of the values."""
            return sum(values)
    ''')),
]
DOC_3 += [
    Attempt("doc_3", "enum-made-by-its-functional-api-without-docstring", code('''
        """Colour helpers."""
        from enum import IntEnum

        Colour = IntEnum("Colour", ["RED", "GREEN"])


        def first():
            """Return the first colour."""
            return Colour.RED
    '''), code('''
        """Colour helpers."""
        from enum import IntEnum

        Colour = IntEnum("Colour", ["RED", "GREEN"])
        Colour.__doc__ = "The colours, in order."


        def first():
            """Return the first colour."""
            return Colour.RED
    ''')),
    Attempt("doc_3", "undocumented-method-put-on-a-namedtuple-class", code('''
        """Pair helpers."""
        from typing import NamedTuple

        Pair = NamedTuple("Pair", [("a", int), ("b", int)])
        setattr(Pair, "total", lambda self: self.a + self.b)
    '''), code('''
        """Pair helpers."""
        from typing import NamedTuple

        Pair = NamedTuple("Pair", [("a", int), ("b", int)])
        Pair.__doc__ = "Two integers taken together."


        def _total(self):
            """Return the sum of the pair."""
            return self.a + self.b


        Pair.total = _total
    ''')),
    Attempt("doc_3", "method-written-into-class-namespace-through-vars", code('''
        """Box helpers."""


        class Box:
            """A box holding one value."""

            vars().update(get=lambda self: self.value)
    '''), code('''
        """Box helpers."""


        class Box:
            """A box holding one value."""

            def get(self):
                """Return the value."""
                return self.value
    ''')),
]
DOC_4 += [
    Attempt("doc_4", "unbound-standard-decorator-left-commented-out", code('''
        # @dataclass
        class Point:
            """A point."""
    '''), code('''
        class Point:
            """A point."""
    ''')),
]
DOC_6 += [
    Attempt("doc_6", "explanation-offered-only-if-asked",
            explained("Glad to go over it if you want.", "Just ask and I will explain."),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "json-inside-a-tag-attribute",
            SOLUTION + '<div data-x="{&quot;a&quot;: 1}" title=\'{"summary": "Adds a and b.", '
            '"complexity": "O(1) time."}\'></div>\n',
            EXPLAINED_TWIN, response=True),
]  # fmt: skip


# round 17, lead
# An HTML comment or a hidden element left open hides all that follows it in a browser,
# the JSON explanation included.
JSON_FENCE = EXPLAINED_TWIN[len(SOLUTION):]
DOC_6 += [
    Attempt("doc_6", "script-left-open-before-the-json", SOLUTION + "<script>\n\n" + JSON_FENCE,
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "hidden-div-left-open-before-the-json",
            SOLUTION + "Notes: <div hidden>\n\n" + JSON_FENCE, EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "comment-left-open-mid-line",
            SOLUTION + "That is all. <!-- the rest is for the grader\n\n" + JSON_FENCE,
            EXPLAINED_TWIN, response=True),
]  # fmt: skip

# round 17, docB17
# Public methods inherited from a private base class a factory function (or a conditional,
# or type()) makes; a second comment that repeats the first with a round counter.
DOC_3 += [
    Attempt("doc_3", "public-methods-inherited-from-a-factory-made-private-base", code('''
        """Queue helpers."""


        def _build():
            class Inner:
                def put(self, item):
                    self.items.append(item)

            return Inner


        _Hidden = _build() if True else object


        class Queue(_Hidden):
            """A first-in, first-out queue."""
    '''), code('''
        """Queue helpers."""


        class Queue:
            """A first-in, first-out queue."""

            def put(self, item):
                """Add an item at the back."""
                self.items.append(item)
    ''')),
    Attempt("doc_3", "public-lambda-inherited-from-a-base-made-by-type", code('''
        """Queue helpers."""


        class Queue(type("_Hidden", (), {"size": lambda self: len(self.items)})):
            """A first-in, first-out queue."""
    '''), code('''
        """Queue helpers."""


        class Queue:
            """A first-in, first-out queue."""

            def size(self):
                """Return how many items wait."""
                return len(self.items)
    ''')),
]
DOC_5 += [
    Attempt("doc_5", "second-comment-repeats-the-first-with-a-round-counter", code("""
        def mean(values):
            # Walk the numbers, second round
            if not values:
                return 0.0
            # Walk the numbers, round 3
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]


# round 18, doc45_18
# Commented-out code written as an expression no statement test counts: a conditional
# expression, a tuple of calls, an `and`/`or` chain with a call, a subscript of a call
# (also inline after code, and behind a `#<digit>` that makes ERA001 skip the comment).
DOC_4 += [
    Attempt("doc_4", "conditional-expression-commented-out", code('''
        def paint(ax, dark):
            """Paint the axes."""
            # ax.set_facecolor("#1e1e1e") if dark else None
            return ax
    '''), code('''
        def paint(ax, dark):
            """Paint the axes."""
            # Dark mode is handled by the theme, not here.
            return ax
    ''')),
    Attempt("doc_4", "tuple-of-calls-commented-out", code('''
        def paint(ax, title):
            """Paint the axes."""
            # ax.set_title(title, color="#333"), ax.legend()
            return ax
    '''), code('''
        def paint(ax, title):
            """Paint the axes."""
            # The title and legend, a, b, come later.
            return ax
    ''')),
    Attempt("doc_4", "or-chain-with-a-call-kept-inline", code('''
        def load(cache, key, fetch):
            """Return the user for key."""
            user = fetch(key)  # cache.get(key) or fetch(key)
            return user
    '''), code('''
        def load(cache, key, fetch):
            """Return the user for key."""
            user = fetch(key)  # fresh or cached
            return user
    ''')),
]
DOC_5 += [
    Attempt("doc_5", "subscript-of-a-call-counted-as-a-comment", code("""
        def mean(values):
            # Guard against an empty list before dividing.
            if not values:
                return 0.0
            # sorted(values, key=abs)[-1]
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "and-chain-with-a-call-counted-as-a-comment", code("""
        def mean(values):
            # Guard against an empty list before dividing.
            if not values:
                return 0.0
            # values and values.pop()
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
]


# round 18, blocks18
# Code shown after the JSON in a block that is not fenced (a markdown indented block, an
# HTML <pre> block); values written as HTML character references or in Ascii85/base85.
USAGE_TWIN = SOLUTION + "Usage:\n\n```python\ntotal = add(2, 3)\nprint(total)\n```\n\n" + JSON_FENCE
DOC_6 += [
    Attempt("doc_6", "indented-code-block-after-the-json",
            EXPLAINED_TWIN + "\nExample:\n\n    total = add(2, 3)\n    print(total)\n",
            USAGE_TWIN, response=True),
    Attempt("doc_6", "html-pre-code-after-the-json",
            EXPLAINED_TWIN + "\n<pre><code>total = add(2, 3)\nprint(total)\n</code></pre>\n",
            USAGE_TWIN, response=True),
    Attempt("doc_6", "values-as-html-character-references",
            explained("&#65;&#100;&#100;&#115; &#116;&#119;&#111; &#110;&#117;&#109;&#115;.",
                      "&#x43;&#x6f;&#x6e;&#x73;&#x74;&#x61;&#x6e;&#x74; &#x74;&#x69;&#x6d;&#x65;"),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-in-ascii85",
            explained("6\\\"FMI+EVgG+Du==@V'S$+CT.u+ED%8F`MA@+EV:.BlY>;F_r`",
                      "6Z6j`FCB'/+EV=7AKYE!A0>B#DKBo.DKI\\\"<ASl@+GqK"),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-in-base85",
            explained("L1bieAar+cAZ~SSVr6o3E&", "LvL<#bYX6EAarSMWd"),
            EXPLAINED_TWIN, response=True),
]  # fmt: skip


# round 18, docA18
# A doc handed to a descriptor put together from short pieces (`doc=A + B`), built across
# an assignment and `+=`, handed to a subclass of property, or kept on one line by a U+2028
# (help() breaks only at "\n"); a second sentence opened by a signed number or after a word
# in capitals; a caching decorator imported under a property's name.
DESCRIPTOR_TWIN = code('''
    class Cart:
        """Hold line items."""

        def __init__(self, items):
            self.items = items

        def _total(self):
            return sum(self.items)

        total = property(_total, doc="Sum of the line items.")
''')
DOC_1 += [
    Attempt("doc_1", "descriptor-doc-joined-from-short-names", code('''
        HEAD = "Sum of every line item in the cart, counting each quantity, "
        TAIL = "with the tax rate applied and the result rounded to cents."


        class Cart:
            """Hold line items."""

            def __init__(self, items):
                self.items = items

            def _total(self):
                return sum(self.items)

            total = property(_total, doc=HEAD + TAIL)
    '''), DESCRIPTOR_TWIN),
    Attempt("doc_1", "doc-assigned-then-added-to", code('''
        HEAD = "Return the arithmetic mean of the values, "
        TAIL = "raising ZeroDivisionError when the sequence of values is empty."


        def mean(values):
            return sum(values) / len(values)


        mean.__doc__ = HEAD
        mean.__doc__ += TAIL
    '''), code('''
        def mean(values):
            return sum(values) / len(values)


        mean.__doc__ = "Return the arithmetic mean of the values."
        mean.__doc__ += "\\n\\nRaise ZeroDivisionError if empty."
    ''')),
    Attempt("doc_1", "docstring-added-to-later", code('''
        def mean(values):
            """Return the arithmetic mean of the values, """
            return sum(values) / len(values)


        mean.__doc__ += "raising ZeroDivisionError when the sequence of values is empty."
    '''), DESCRIPTOR_TWIN),
    Attempt("doc_1", "long-doc-handed-to-a-subclass-of-property", code('''
        class described(property):
            """A property given its doc."""


        class Cart:
            """Hold line items."""

            def __init__(self, items):
                self.items = items

            def _total(self):
                return sum(self.items)

            total = described(
                _total,
                doc=(
                    "Sum of every line item in the cart, counting each quantity, "
                    "with the tax rate applied and the result rounded to cents."
                ),
            )
    '''), DESCRIPTOR_TWIN),
    Attempt("doc_1", "long-doc-line-split-by-a-line-separator", code('''
        class Cart:
            """Hold line items."""

            def __init__(self, items):
                self.items = items

            def _total(self):
                return sum(self.items)

            total = property(
                _total,
                doc=(
                    "Sum of every line item in the cart, counting each quantity,\\u2028"
                    "with the tax rate applied and the result rounded to cents."
                ),
            )
    '''), DESCRIPTOR_TWIN),
]
DOC_2 += [
    Attempt("doc_2", "second-sentence-opened-by-a-signed-number", code('''
        def find_index(items, target):
            """Return the position of target in items. -1 means it is absent."""
            return items.index(target) if target in items else -1
    '''), code('''
        def find_index(items, target):
            """Return the position of target in items, or -1 when it is absent."""
            return items.index(target) if target in items else -1
    ''')),
    Attempt("doc_2", "lower-case-sentence-after-a-word-in-capitals", code('''
        def parse_header(line):
            """Parse the header row of a CSV. blank column names are dropped."""
            return [name.strip() for name in line.split(",") if name.strip()]
    '''), code('''
        def parse_header(line):
            """Parse the header row of a CSV file, dropping blank column names."""
            return [name.strip() for name in line.split(",") if name.strip()]
    ''')),
    Attempt("doc_2", "cache-imported-under-a-property-name", code('''
        from functools import lru_cache as cached_property


        class PriceList:
            def __init__(self, prices):
                self.prices = tuple(prices)

            @cached_property
            def taxed_total(self, rate):
                """Tallies every price with the given tax rate applied."""
                return round(sum(self.prices) * (1 + rate), 2)
    '''), code('''
        from functools import cached_property


        class PriceList:
            def __init__(self, prices):
                self.prices = tuple(prices)

            @cached_property
            def taxed_total(self):
                """Taxed sum of every price."""
                return round(sum(self.prices) * 1.2, 2)
    ''')),
]

# round 19, docstyle19
# Classes made by a functional call other than Enum's (NamedTuple, namedtuple, TypedDict,
# make_dataclass) or by the functional API of the code's own Enum subclass, left without a
# docstring; a docstring that only promises documentation to come.
DOC_3 += [
    Attempt("doc_3", "public-class-made-by-a-functional-typeddict-or-namedtuple", code('''
        """Catalogue records."""

        from typing import NamedTuple

        Film = NamedTuple("Film", [("title", str), ("year", int)])
    '''), code('''
        """Catalogue records."""

        from typing import NamedTuple


        class Film(NamedTuple):
            """One film of the catalogue, with its title and release year."""

            title: str
            year: int
    ''')),
    Attempt("doc_3", "public-enum-made-by-the-functional-api-of-a-local-enum-subclass", code('''
        """Signal states."""

        import enum


        class _Base(enum.Enum):
            """Base for the signal enumerations."""


        class _Named(_Base):
            """Base for enumerations listed by name."""


        Light = _Named("Light", "RED GREEN")
    '''), code('''
        """Signal states."""

        import enum


        class _Base(enum.Enum):
            """Base for the signal enumerations."""


        class Light(_Base):
            """The lamps of a signal."""

            RED = 1
            GREEN = 2
    ''')),
    Attempt("doc_3", "docstring-that-promises-documentation-later", code('''
        """Order helpers."""


        def order_total(order):
            """FIXME: say what the total covers."""
            return sum(order)
    '''), code('''
        """Order helpers."""


        def order_total(order):
            """Return the sum of the order's amounts."""
            return sum(order)
    ''')),
]

# round 20, docA20
# An enum member's doc handed to `__new__` inside its value tuple; a doc read from a
# SimpleNamespace's keyword; a second sentence after `etc.` opened in lower case; a summary
# opened by an adjective (`Equivalent to`, `Safe to`); a private function published through
# a conditional expression or a constant-key lookup in a literal table.
DOC_1 += [
    Attempt("doc_1", "enum-member-doc-handed-to-new-in-its-value-tuple", code('''
        import enum


        class Level(enum.Enum):
            """Name the alert levels."""

            def __new__(cls, value, doc):
                member = object.__new__(cls)
                member._value_ = value
                member.__doc__ = doc
                return member

            LOW = 1, "Nothing needs doing now, but someone should look at the dashboard later today."
    '''), code('''
        import enum


        class Level(enum.Enum):
            """Name the alert levels."""

            def __new__(cls, value, doc):
                member = object.__new__(cls)
                member._value_ = value
                member.__doc__ = doc
                return member

            LOW = 1, "Nothing needs doing now."
    ''')),
    Attempt("doc_1", "doc-read-from-a-namespace-keyword", code('''
        import types

        TEXTS = types.SimpleNamespace(
            mean="Return the arithmetic mean of the values, skipping missing ones and counting zeros.",
        )


        def mean(values):
            return sum(values) / len(values)


        mean.__doc__ = TEXTS.mean
    '''), code('''
        import types

        TEXTS = types.SimpleNamespace(mean="Return the arithmetic mean of the values.")


        def mean(values):
            return sum(values) / len(values)


        mean.__doc__ = TEXTS.mean
    ''')),
]
DOC_2 += [
    Attempt("doc_2", "second-sentence-after-etc-in-lower-case", code('''
        def clean(text):
            """Strip spaces, tabs etc. empty lines are dropped too."""
            return "\\n".join(line.strip() for line in text.splitlines() if line.strip())
    '''), code('''
        def clean(text):
            """Strip spaces, tabs etc. from each line, dropping empty lines."""
            return "\\n".join(line.strip() for line in text.splitlines() if line.strip())
    ''')),
    Attempt("doc_2", "summary-opened-by-an-adjective", code('''
        def total(prices):
            """Equivalent to adding up every price."""
            return sum(prices)
    '''), code('''
        def total(prices):
            """Add up every price."""
            return sum(prices)
    ''')),
]
DOC_3 += [
    Attempt("doc_3", "summary-opened-by-an-adjective-pep257", code('''
        """Cart helpers."""


        def empty(cart):
            """Safe to call on a cart that is already empty."""
            cart.clear()
    '''), code('''
        """Cart helpers."""


        def empty(cart):
            """Empty the cart, even one that is already empty."""
            cart.clear()
    ''')),
    Attempt("doc_3", "private-functions-published-by-a-conditional", code('''
        """Sorting helpers."""

        import sys


        def _quick(items):
            return sorted(items)


        def _plain(items):
            return sorted(items)


        order = _quick if sys.version_info >= (3, 12) else _plain
    '''), code('''
        """Sorting helpers."""

        import sys


        def _quick(items):
            """Sort the items the quick way."""
            return sorted(items)


        def _plain(items):
            """Sort the items the plain way."""
            return sorted(items)


        order = _quick if sys.version_info >= (3, 12) else _plain
    ''')),
    Attempt("doc_3", "private-function-published-by-a-constant-key-lookup", code('''
        """Distance helpers."""


        def _to_miles(km):
            return km / 1.609


        def _to_feet(km):
            return km * 3281


        _TABLE = {"miles": _to_miles}
        _PAIR = (_to_feet,)

        to_miles = _TABLE.get("miles")
        to_feet = _PAIR[0]
    '''), code('''
        """Distance helpers."""


        def _to_miles(km):
            """Convert kilometres to miles."""
            return km / 1.609


        def _to_feet(km):
            """Convert kilometres to feet."""
            return km * 3281


        _TABLE = {"miles": _to_miles}
        _PAIR = (_to_feet,)

        to_miles = _TABLE.get("miles")
        to_feet = _PAIR[0]
    ''')),
]


# round 20, docB20
# Old code in a string a pure library call drops (`textwrap.dedent('...')`), under a test an
# empty builtin makes false (`if int():`), in the else of a loop that always breaks; comments
# repeated under list labels, TODOs asking for docs, end markers after closing brackets;
# placeholders written with one or two HTML character references.
DOC_4 += [
    Attempt("doc_4", "old-code-in-a-string-a-library-call-drops", code('''
        import inspect


        def total(prices):
            """Add the prices."""
            inspect.cleandoc("""
                result = 0
                for price in prices:
                    result += price
            """)
            return sum(prices)
    '''), code('''
        def total(prices):
            """Add the prices."""
            print("Adding the prices.")
            return sum(prices)
    ''')),
    Attempt("doc_4", "old-code-under-an-empty-builtin-call", code('''
        def scale(values):
            """Scale to the largest value."""
            if list():
                peak = max(values)
                return [value / peak for value in values]
            total = sum(values)
            return [value / total for value in values]
    '''), code('''
        def scale(values):
            """Scale to the largest value."""
            if values:
                peak = max(values)
                return [value / peak for value in values]
            return []
    ''')),
    Attempt("doc_4", "old-code-in-the-else-of-a-loop-that-always-breaks", code('''
        def first_even(numbers):
            """Return the first even number."""
            while True:
                break
            else:
                for number in numbers:
                    if number % 2 == 0:
                        return number
            return next((n for n in numbers if n % 2 == 0), None)
    '''), code('''
        def first_even(numbers):
            """Return the first even number."""
            for number in numbers:
                if number % 2 == 0:
                    break
            else:
                return None
            return number
    ''')),
]
DOC_5 += [
    Attempt("doc_5", "comment-repeated-under-list-labels", code("""
        def mean(values):
            # A) Guard against an empty list before dividing.
            if not values:
                return 0.0
            # B) Guard against an empty list before dividing.
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "todo-asking-for-the-explanation", code("""
        def mean(values):
            # FIXME: add comments for the guard
            if not values:
                return 0.0
            # TODO explain this
            total = sum(values)
            return total / len(values)
    """), DENSE_TWIN, PER_4),
    Attempt("doc_5", "end-marker-after-closing-brackets", code("""
        def mean(values):
            # Guard against an empty list before dividing.
            if not values:
                return 0.0
            totals = [
                value for value in values
            ]  # end of stuff
            return sum(totals) / len(values)
    """), DENSE_TWIN, PER_4),
]
DOC_6 += [
    Attempt("doc_6", "placeholders-with-few-character-references",
            explained("N&#x2F;A", "T&#66;A"), EXPLAINED_TWIN, response=True),
]  # fmt: skip


# round 21, docB21
_SHOWN_SUM = "```python\ndef total(prices):\n    # Sum in one pass.\n    return sum(prices)\n```\n"
DOC_4 += [
    Attempt("doc_4", "old-code-in-an-html-comment-of-the-prose",
            _SHOWN_SUM + "\n<!--\nthe old version:\n\n    result = 0\n    for p in prices:\n"
            "        result += p\n-->\n", _SHOWN_SUM + "\n<!-- generated answer -->\n",
            response=True),
    Attempt("doc_4", "old-code-in-an-unlabelled-fence-of-comments",
            _SHOWN_SUM + "\nThe old loop:\n\n```\n# result = 0\n# for p in prices:\n"
            "#     result += p\n```\n", _SHOWN_SUM + "\nIt replaces a loop.\n\n```\n# a note\n```\n",
            response=True),
    Attempt("doc_4", "old-code-struck-out-by-html-tags", code('''
        def total(prices):
            # Sum in one pass.
            # <s>result = round(sum(prices), 2)</s>
            return sum(prices)
    '''), code('''
        def total(prices):
            # Sum in one pass; <del>slow</del> fast.
            return sum(prices)
    ''')),
    Attempt("doc_4", "old-code-under-a-false-text-method-test", code('''
        def total(prices):
            if "old".startswith("x"):
                result = 0
                for p in prices:
                    result += p
                return result
            return sum(prices)
    '''), code('''
        def total(prices, mode="old"):
            if mode.startswith("x"):
                return round(sum(prices), 2)
            return sum(prices)
    ''')),
]
DOC_6 += [
    Attempt("doc_6", "values-in-base32-groups", explained("ifsgi4za orugkidu o5xsa3tv nvrgk4tt eb3ws5di ebygy5lt", "8DNMSSRKC5N7883KD5MMA831DPI20ORFDPPN8OBEEGG76S31CDIG"),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "values-only-file-paths", explained("src/add/adder.py", "./bench/add_bench.py"),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "code-in-a-quoted-fence-after-the-json",
            "```python\nimport math\n```\n\n" + JSON_FENCE
            + "\n> ```python\n> def add(a, b):\n>     return a + b\n> ```\n",
            EXPLAINED_TWIN + "\n> Note: no imports are needed.\n", response=True),
]  # fmt: skip


# round 21, docA21
# Prose in a narrow script written without spaces (Thai, Lao, Khmer, Myanmar) as one long
# "word"; the program's comments handed over in an unlabelled fence of `#` lines; functions
# and lambdas a module-level `__getattr__` returns; classes made by attrs' `make_class` and
# by `type.__new__`/`type.__call__` given the metaclass first.
_LAO_PROSE = "ຄຳນວນຄ່າສະເລ່ຍຂອງລາຍການຕົວເລກໂດຍຂ້າມຄ່າທີ່ເປັນລົບທັງໝົດແລ້ວປັດເສດຜົນລັບໃຫ້ເຫຼືອທົດສະນິຍົມສອງຕຳແໜ່ງ"
_SHOWN_MEAN = (
    "```python\ndef mean(values):\n    \"\"\"Return the mean of the values.\"\"\"\n"
    "    return sum(values) / len(values)\n```\n"
)
_LONG_NOTE = (
    "# The mean ignores empty input on purpose because the caller checks for it before"
    " calling and a second check here would only hide mistakes in that caller."
)
DOC_1 += [
    Attempt("doc_1", "spaceless-script-prose-as-one-word", code(f'''
        def mean(values):
            """Return the mean of the values.

            {_LAO_PROSE}
            """
            return sum(values) / len(values)
    '''), code(f'''
        def mean(values):
            """Return the mean of the values.

            {_LAO_PROSE[:40]}
            {_LAO_PROSE[40:]}
            """
            return sum(values) / len(values)
    ''')),
    Attempt("doc_1", "long-comments-in-an-unlabelled-fence-of-comments",
            _SHOWN_MEAN + "\nComments for the top of the module:\n\n```\n" + _LONG_NOTE + "\n```\n",
            _SHOWN_MEAN + "\nComments for the top of the module:\n\n```\n"
            "# The mean ignores empty input on purpose: the caller checks\n"
            "# for it before calling.\n```\n", response=True),
]  # fmt: skip
DOC_2 += [
    Attempt("doc_2", "module-getattr-serves-a-lambda", code('''
        def __getattr__(name):
            """Return the helper registered under the name."""
            table = {"scaled": lambda values, factor: [v * factor for v in values]}
            helper = table[name] if name in table else None
            return helper or (lambda: None)
    '''), code('''
        def scaled(values, factor):
            """Return the values multiplied by the factor."""
            return [value * factor for value in values]
    ''')),
    Attempt("doc_2", "module-getattr-serves-a-nested-def", code('''
        def __getattr__(name):
            """Return the helper registered under the name."""
            def scaled(values, factor):
                return [v * factor for v in values]

            if name == "scaled":
                return scaled
            raise AttributeError(name)
    '''), code('''
        import importlib


        def __getattr__(name):
            """Return the submodule registered under the name."""
            if name == "heavy":
                return importlib.import_module("json")
            raise AttributeError(name)
    ''')),
]
DOC_3 += [
    Attempt("doc_3", "class-made-by-attrs-make-class", code('''
        """Points in the plane."""

        from attr import make_class as build

        Point = build("Point", ["x", "y"])
    '''), code('''
        """Points in the plane."""

        import attrs

        Point = attrs.make_class(
            "Point", ["x", "y"], class_body={"__doc__": "Hold the coordinates of a point."}
        )
        Line = attrs.make_class("Line", ["start", "end"])
        Line.__doc__ = "Join two points of the plane."
    ''')),
    Attempt("doc_3", "class-made-by-type-new-or-call", code('''
        """A tiny cart."""


        def _init(self):
            self.items = []


        make = type.__new__
        Cart = make(type, "Cart", (), {"__init__": _init})
        Basket = type.__call__(type, "Basket", (), {"__init__": _init})
    '''), code('''
        """A tiny cart."""


        def _init(self):
            """Start with an empty cart."""
            self.items = []


        Cart = type.__new__(type, "Cart", (), {"__doc__": "Collect prices.", "__init__": _init})
    ''')),
]


# round 21, errdoc5_21
# A program kept in a docstring that the code reads (`__doc__`, `inspect.getdoc`) and hands to
# a runner strict mode does not see: its lines count as uncommented code.
DOC_5 += [
    Attempt("doc_5", "program-in-the-module-docstring-read-for-a-loader", code('''
        """total = 0
        for value in values:
            if value > 0:
                total += value
            else:
                total -= value
        result = total / len(values)
        """

        import sys

        # Hand the text above to the loader that builds the helper module.
        _TEXT = sys.modules[__name__].__doc__
    '''), DENSE_TWIN, PER_4),
    Attempt("doc_5", "program-in-a-function-docstring-read-by-getdoc", code('''
        import inspect


        def _notes():
            """total = 0
            for value in values:
                if value > 0:
                    total += value
                else:
                    total -= value
            result = total / len(values)
            """


        # Hand the notes to the loader that builds the helper module.
        _TEXT = inspect.getdoc(_notes)
    '''), DENSE_TWIN, PER_4),
]


# round 22, resolver22
# An undocumented private function published under a public name through an expression the
# name resolver follows: a namespace look-up, a copy of the function, a lambda called at once.
DOC_3 += [
    Attempt("doc_3", "private-function-published-through-a-namespace-lookup", code('''
        """Price helpers."""


        def _sum(values):
            return sum(values)


        grand = vars()["_sum"]
    '''), code('''
        """Price helpers."""


        def grand(values):
            """Return the sum of the values."""
            return sum(values)
    ''')),
    Attempt("doc_3", "private-function-published-through-a-copy", code('''
        """Price helpers."""
        from copy import deepcopy


        def _peak(values):
            return max(values)


        peak = deepcopy(_peak)
    '''), code('''
        """Price helpers."""


        def peak(values):
            """Return the largest value."""
            return max(values)
    ''')),
    Attempt("doc_3", "private-function-published-through-a-called-lambda", code('''
        """Geometry helpers."""


        def _surface(width, height):
            return width * height


        surface = (lambda given: given)(_surface)
    '''), code('''
        """Geometry helpers."""


        def surface(width, height):
            """Return the surface of a rectangle."""
            return width * height
    ''')),
]


# round 22, docB22
# Content-free comments: keys mashed on another layout's row, lettered stage labels,
# interjections alone; content-free JSON values: a word standing for any bound, single
# letters, telling the reader to work it out.
def _mean_with(first: str, second: str) -> str:
    return code(f"""
        def mean(values):
            # {first}
            if not values:
                return 0.0
            # {second}
            total = sum(values)
            return total / len(values)
    """)


DOC_5 += [
    Attempt("doc_5", "keys-mashed-on-another-layout-as-comments",
            _mean_with("aoeu htns", "arst qsdf"), DENSE_TWIN, PER_4),
    Attempt("doc_5", "lettered-stage-labels-as-comments",
            _mean_with("Stage alpha", "Phase seventh"),
            _mean_with("Stage alpha: refuse an empty list.", "Sum once, then divide."), PER_4),
    Attempt("doc_5", "interjections-as-comments",
            _mean_with("hmm okay", "right then"),
            _mean_with("Okay to return zero: callers expect a float.", "Sum, then divide."),
            PER_4),
]
DOC_6 += [
    Attempt("doc_6", "a-word-for-any-bound-as-the-complexity",
            explained("Adds the numbers.", "O(whatever) time and O(stuff) space."),
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "single-letters-as-values", explained("a b", "n, m."),
            explained("Adds a and b.", "O(1): n and m do not apply."), response=True),
    Attempt("doc_6", "the-reader-told-to-work-it-out", explained(
            "Figure it out yourself.", "You can work it out by reading the code."),
            EXPLAINED_TWIN, response=True),
]  # fmt: skip


# round 22, docA22
# A docstring line whose blanks are string escapes (`\u0020`) or characters that print as a
# blank or nothing (the musical null notehead, the Khmer inherent vowel); a third-person
# verb behind a conjunction (`And computes ...`); code commented out with bracket look-alikes
# NFKC keeps, a trailing ellipsis, or a letter drawn as a bar in front of it.
_ESCAPED_LINE = "\\u0020".join(
    "Return the sum of the prices in the cart once the discount and the tax are both applied".split()
)
_NOTEHEAD_LINE = "\U0001d159".join(
    "Keep the first of each repeated entry and drop the others while the order stays the same".split()
)
DOC_1 += [
    Attempt("doc_1", "docstring-blanks-written-as-escapes", code(f"""
        def cart_total(prices, discount):
            '''{_ESCAPED_LINE}.'''
            return sum(prices) * (1 - discount)
    """), code("""
        def cart_total(prices, discount):
            '''Return the sum of the prices in the cart.

            The discount and the tax are both applied.
            '''
            return sum(prices) * (1 - discount)
    """)),
    Attempt("doc_1", "comment-blanks-as-a-blank-symbol", code(f"""
        def dedupe(items):
            '''Return the items without repeats.'''
            # {_NOTEHEAD_LINE}.
            return list(dict.fromkeys(items))
    """), code("""
        def dedupe(items):
            '''Return the items without repeats.'''
            # Keep the first of each repeated entry and drop the others;
            # the order stays the same.
            return list(dict.fromkeys(items))
    """)),
]  # fmt: skip
DOC_2 += [
    Attempt("doc_2", "third-person-verb-behind-a-conjunction", code('''
        def ratio(part, whole):
            """And computes the share of the whole, or zero for an empty whole."""
            return part / whole if whole else 0
    '''), code('''
        def ratio(part, whole):
            """Compute the share of the whole, or zero for an empty whole."""
            return part / whole if whole else 0
    ''')),
]  # fmt: skip
DOC_4 += [
    Attempt("doc_4", "call-commented-out-with-look-alike-brackets", code("""
        def mean(values):
            total = sum(values)
            # log⟮total, len⟮values⟯⟯
            return total / len(values)
    """), code("""
        def mean(values):
            total = sum(values)
            # Divide by the count to get the average.
            return total / len(values)
    """)),
    Attempt("doc_4", "statement-commented-out-before-an-ellipsis", code("""
        def totals(keys):
            # counts = {key: 0 for key in keys if key} …
            return dict.fromkeys(keys, 0)
    """), code("""
        def totals(keys):
            # Every key starts at zero …
            return dict.fromkeys(keys, 0)
    """)),
    Attempt("doc_4", "statement-commented-out-behind-a-bar-letter", code("""
        def clamp(value, low, high):
            # ǁ value = min(max(value, low), high)
            return max(low, min(value, high))
    """), code("""
        def clamp(value, low, high):
            # Keep the value inside the range from low to high.
            return max(low, min(value, high))
    """)),
]  # fmt: skip

# round 23, docB23
# Code commented out inside one pair of wrapping brackets (which does not parse as written)
# or after a folding marker's `region`; a JSON explanation in the title of an inline link
# or inside a processing instruction; values that are only bibliographic references.
_ONE_LINE_JSON = '{"summary": "Adds a and b.", "complexity": "O(1) time and space."}'
DOC_4 += [
    Attempt("doc_4", "assignment-commented-out-in-wrapping-brackets", code("""
        def scaled(values, factor):
            total = sum(values)
            # [total = round(total * factor, 2)]
            return total * factor
    """), code("""
        def scaled(values, factor):
            total = sum(values)
            # (scaled by the factor, not rounded)
            return total * factor
    """)),
    Attempt("doc_4", "code-after-a-folding-region-marker", code("""
        def scaled(values, factor):
            #region total = sum(v * factor for v in values)
            #endregion
            return sum(values) * factor
    """), code("""
        def scaled(values, factor):
            # region scaling helpers
            # endregion
            return sum(values) * factor
    """)),
]  # fmt: skip
DOC_5 += [
    Attempt("doc_5", "bracketed-old-assignments-as-comments",
            _mean_with("(values = list(values))", "[total = sum(values, 0.0)]"),
            _mean_with("(an empty list has no mean)", "Sum once, then divide."), PER_4),
]  # fmt: skip
DOC_6 += [
    Attempt("doc_6", "json-in-an-inline-link-title",
            SOLUTION + "Done[!](https://example.org \"" + _ONE_LINE_JSON.replace('"', '\\"')
            + '")\n', EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "json-in-a-link-title-in-brackets",
            SOLUTION + "Done[.](https://example.org ("
            + _ONE_LINE_JSON.replace("O(1)", "Constant") + "))\n",
            EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "json-in-a-processing-instruction",
            SOLUTION + "<?note " + _ONE_LINE_JSON + " ?>\n", EXPLAINED_TWIN, response=True),
    Attempt("doc_6", "bibliographic-references-as-values",
            explained("Sedgewick and Wayne, Algorithms, Chapter 1.", "Knuth, Volume 1, pp. 96"),
            explained("Adds a and b, as in Knuth, Volume 1.", "O(1): one addition."),
            response=True),
]  # fmt: skip

# round 23, docA23
# A public class made by another library's model factory, by the `__class__` of a class (its
# metaclass), or by a class-making call wrapped in a class decorator called by hand.
DOC_3 += [
    Attempt("doc_3", "class-made-by-a-model-factory", code('''
        """Point helpers."""
        from pydantic import create_model

        Point = create_model("Point", x=(float, ...), y=(float, ...))
    '''), code('''
        """Point helpers."""
        from pydantic import create_model

        Point = create_model("Point", __doc__="Hold a point.", x=(float, ...), y=(float, ...))
    ''')),
    Attempt("doc_3", "class-made-by-the-class-of-a-class", code('''
        """Point helpers."""

        Point = int.__class__("Point", (), {"x": 0.0, "y": 0.0})
    '''), code('''
        """Point helpers."""

        Point = int.__class__("Point", (), {"__doc__": "Hold a point.", "x": 0.0, "y": 0.0})
    ''')),
    Attempt("doc_3", "type-call-wrapped-in-a-class-decorator", code('''
        """Point helpers."""
        from dataclasses import dataclass

        Point = dataclass(type("Point", (), {"__annotations__": {"x": float}}))
    '''), code('''
        """Point helpers."""
        from dataclasses import dataclass

        Point = dataclass(type("Point", (), {"__doc__": "Hold a point.", "__annotations__": {"x": float}}))
    ''')),
    Attempt("doc_3", "enum-call-wrapped-in-a-class-decorator", code('''
        """Light helpers."""
        import enum

        Light = enum.unique(enum.Enum("Light", "RED GREEN"))
    '''), code('''
        """Light helpers."""
        import enum


        @enum.unique
        class Light(enum.Enum):
            """Name the colours of a light."""

            RED = 1
            GREEN = 2
    ''')),
]  # fmt: skip


# round 24, docprose
# Closed: doc_1 a __doc__ written from a helper's one return that folds to long text;
# doc_2 a leading phrase run into a third-person verb without a comma, a noun phrase
# opened by an adjective before `of`, a noun phrase behind a label; doc_3 (and doc_2)
# publishing through a `for` loop that only binds, a method borrowed from a class's
# namespace (`vars(_Impl)['total']`), a lambda given to a compiling decorator (numba, jax).

DOC_1 += [
    Attempt("doc_1", "doc-from-helper-return", code("""
        def _describe():
            parts = ["Parse a key=value configuration text into a dictionary,",
                     "ignoring blank lines and lines starting with a hash mark,",
                     "and stripping whitespace around keys and values."]
            return " ".join(parts)


        def parse_config(text):
            return dict(line.split("=", 1) for line in text.splitlines() if line)


        parse_config.__doc__ = _describe()
    """), code("""
        def parse_config(text):
            \"\"\"Parse key=value configuration text into a dictionary.\"\"\"
            return dict(line.split("=", 1) for line in text.splitlines() if line)
    """)),
    Attempt("doc_1", "doc-from-helper-concat", code("""
        def _text():
            head = "Return the median of the values after dropping missing entries and "
            return head + "sorting the remainder in ascending order before picking the middle."


        def median(values):
            data = sorted(v for v in values if v is not None)
            return data[len(data) // 2]


        median.__doc__ = _text()
    """), code("""
        def median(values):
            \"\"\"Return the median of the values, missing entries dropped.\"\"\"
            data = sorted(v for v in values if v is not None)
            return data[len(data) // 2]
    """)),
]

DOC_2 += [
    Attempt("doc_2", "leading-phrase-no-comma", code("""
        def mean(values):
            \"\"\"Given a list returns the arithmetic mean.\"\"\"
            return sum(values) / len(values)
    """), code("""
        def mean(values):
            \"\"\"Given a list, return the arithmetic mean.\"\"\"
            return sum(values) / len(values)
    """)),
    Attempt("doc_2", "leading-phrase-using", code("""
        def load(path):
            \"\"\"Using the cache fetches the parsed file.\"\"\"
            return open(path).read()
    """), code("""
        def load(path):
            \"\"\"When the cache returns nothing read the file.\"\"\"
            return open(path).read()
    """)),
    Attempt("doc_2", "adjective-noun-of", code("""
        def mean(values):
            \"\"\"Arithmetic mean of the values.\"\"\"
            return sum(values) / len(values)
    """), code("""
        def mean(values):
            \"\"\"Compute the mean of the values.\"\"\"
            return sum(values) / len(values)
    """)),
    Attempt("doc_2", "largest-value-of", code("""
        def top(values):
            \"\"\"Largest value of the list.\"\"\"
            return max(values)
    """), code("""
        def top(values):
            \"\"\"Return the largest value of the list.\"\"\"
            return max(values)
    """)),
    Attempt("doc_2", "label-noun-phrase", code("""
        def mean(values):
            \"\"\"Summary: average of the values.\"\"\"
            return sum(values) / len(values)
    """), code("""
        def mean(values):
            \"\"\"Average the values.\"\"\"
            return sum(values) / len(values)
    """)),
]

DOC_3 += [
    Attempt("doc_3", "for-loop-publish", code("""
        \"\"\"Unit conversions for lengths.\"\"\"


        def _to_metres(value, unit):
            return value * {"mm": 0.001, "m": 1.0}[unit]


        for to_metres in (_to_metres,):
            pass
    """), code("""
        \"\"\"Unit conversions for lengths.\"\"\"


        def _to_metres(value, unit):
            return value * {"mm": 0.001, "m": 1.0}[unit]


        def to_metres(value, unit):
            \"\"\"Convert a length in the given unit to metres.\"\"\"
            return _to_metres(value, unit)


        for _unit in ("mm", "m"):
            print(to_metres(1, _unit))
    """)),
    Attempt("doc_3", "vars-borrow", code("""
        \"\"\"Shopping cart totals.\"\"\"


        class _Impl:
            def total(self):
                return sum(price * qty for price, qty in self.lines)


        class Cart:
            \"\"\"Hold priced lines.\"\"\"

            def __init__(self):
                \"\"\"Create an empty cart.\"\"\"
                self.lines = []

            total = vars(_Impl)["total"]
    """), code("""
        \"\"\"Shopping cart totals.\"\"\"


        class Cart:
            \"\"\"Hold priced lines.\"\"\"

            def __init__(self):
                \"\"\"Create an empty cart.\"\"\"
                self.lines = []

            def total(self):
                \"\"\"Return the sum of price times quantity.\"\"\"
                return sum(price * qty for price, qty in self.lines)
    """)),
    Attempt("doc_3", "dict-borrow", code("""
        \"\"\"Shopping cart totals.\"\"\"


        class _Impl:
            def total(self):
                return sum(self.lines)


        class Cart:
            \"\"\"Hold priced lines.\"\"\"

            total = _Impl.__dict__.get("total")
    """), code("""
        \"\"\"Shopping cart totals.\"\"\"


        class Cart:
            \"\"\"Hold priced lines.\"\"\"

            def total(self):
                \"\"\"Return the sum of the lines.\"\"\"
                return sum(self.lines)
    """)),
    Attempt("doc_3", "jit-lambda", code("""
        \"\"\"Numeric kernels.\"\"\"
        from numba import njit

        dot = njit(lambda a, b: sum(x * y for x, y in zip(a, b)))
    """), code("""
        \"\"\"Numeric kernels.\"\"\"
        from numba import njit


        @njit
        def dot(a, b):
            \"\"\"Return the dot product of vectors a and b.\"\"\"
            return sum(x * y for x, y in zip(a, b))
    """)),
    Attempt("doc_3", "jax-jit-lambda", code("""
        \"\"\"Numeric kernels.\"\"\"
        import jax

        norm_sq = jax.jit(lambda a: (a * a).sum())
    """), code("""
        \"\"\"Numeric kernels.\"\"\"
        import jax


        @jax.jit
        def norm_sq(a):
            \"\"\"Return the squared norm of a.\"\"\"
            return (a * a).sum()
    """)),
]


# round 24, doccomments
# Left open (judged): doc_4 old code behind a module flag named as old and bound once to a
# false constant (LEGACY = False / if LEGACY:): honest toggles of a legacy format read the
# same. Closed: doc_4 another version of a live statement before
# a comma note (# total = max(sum(values), 1e-12), too lenient); doc_6 a version number
# alone as a value, values in a letter-shift cipher (ROT13), and the JSON folded inside a
# collapsed <details> with no label.

_MERGE = code('''
    Here is the solution:

    ```python
    def merge_sorted(left: list[int], right: list[int]) -> list[int]:
        """Merge two sorted lists into one sorted list."""
        result = []
        i = j = 0
        while i < len(left) and j < len(right):
            if left[i] <= right[j]:
                result.append(left[i])
                i += 1
            else:
                result.append(right[j])
                j += 1
        result.extend(left[i:])
        result.extend(right[j:])
        return result
    ```

''')


def _json(summary, complexity):
    return (_MERGE + '```json\n{"summary": "%s", "complexity": "%s"}\n```\n'
            % (summary, complexity))


_MERGE_TWIN = _json("Merges two sorted lists with two pointers.",
                    "O(n + m) time and O(n + m) extra memory.")

DOC_4 += [
    Attempt("doc_4", "old-named-flag-false", code("""
        LEGACY = False


        def normalize(values):
            \"\"\"Scale values so they sum to one.\"\"\"
            total = sum(values)
            if LEGACY:
                total = 0
                for v in values:
                    total = total + v
            if total == 0:
                return [0.0 for _ in values]
            return [v / total for v in values]
    """), code("""
        DEBUG = False


        def normalize(values):
            \"\"\"Scale values so they sum to one.\"\"\"
            total = sum(values)
            if DEBUG:
                print("total", total)
            if total == 0:
                return [0.0 for _ in values]
            return [v / total for v in values]
    """), open=True),
    Attempt("doc_4", "old-named-flag-in-and-chain", code("""
        USE_OLD_ROUNDING: bool = 0


        def average(values):
            \"\"\"Mean of the values, zero for none.\"\"\"
            if not values:
                return 0.0
            mean = sum(values) / len(values)
            while USE_OLD_ROUNDING and mean:
                mean = int(mean * 100) / 100
                break
            return mean
    """), code("""
        def average(values):
            \"\"\"Mean of the values, zero for none.\"\"\"
            if not values:
                return 0.0
            return sum(values) / len(values)
    """), open=True),
    Attempt("doc_4", "variant-before-comma-note", code("""
        def normalize(values):
            \"\"\"Scale values so they sum to one.\"\"\"
            # total = max(sum(values), 1e-12), too lenient
            total = sum(values)
            # return [v / total for v in values if v], drops zeros
            if total == 0:
                return [0.0 for _ in values]
            return [v / total for v in values]
    """), code("""
        def normalize(values):
            \"\"\"Scale values so they sum to one.\"\"\"
            # Clamping the total to a tiny epsilon was too lenient.
            total = sum(values)
            # total = sum(values), the denominator shared by every item
            if total == 0:
                return [0.0 for _ in values]
            return [v / total for v in values]
    """)),
    Attempt("doc_4", "variant-augmented-before-comma-note", code("""
        def count_words(lines):
            \"\"\"Count the words of every line.\"\"\"
            count = 0
            for line in lines:
                # count += len(line.split(" ")), miscounts double spaces
                count += len(line.split())
            return count
    """), code("""
        def count_words(lines):
            \"\"\"Count the words of every line.\"\"\"
            count = 0
            for line in lines:
                # Splitting on any whitespace, so double spaces are no empty words.
                count += len(line.split())
            return count
    """)),
]

DOC_6 += [
    Attempt("doc_6", "details-without-label", _MERGE
            + '<details><summary></summary>\n\n{"summary": "Merges two sorted lists with two'
            ' pointers.", "complexity": "O(n + m) time."}\n\n</details>\n',
            _MERGE + '<details open><summary>Explanation</summary>\n\n```json\n{"summary":'
            ' "Merges two sorted lists with two pointers.", "complexity": "O(n + m) time."}'
            '\n```\n\n</details>\n', response=True),
    Attempt("doc_6", "details-no-summary", _MERGE
            + '<details>\n\n```json\n{"summary": "Merges two sorted lists with two'
            ' pointers.", "complexity": "O(n + m) time."}\n```\n\n</details>\n',
            _MERGE + '<details><summary>JSON explanation</summary>\n\n```json\n{"summary":'
            ' "Merges two sorted lists with two pointers.", "complexity": "O(n + m) time."}'
            '\n```\n\n</details>\n', response=True),
    Attempt("doc_6", "rot13-values",
            _json("Zretrf gjb fbegrq yvfgf jvgu gjb cbvagref.", "B(a + z) gvzr naq zrzbel."),
            _MERGE_TWIN, response=True),
    Attempt("doc_6", "caesar-shift-values",
            _json("Phujhv wzr vruwhg olvwv zlwk wzr srlqwhuv.", "O(n + m) wlph dqg phprub."),
            _json("Fusiona dos listas ordenadas con dos punteros.", "Tiempo O(n + m)."),
            response=True),
    Attempt("doc_6", "version-number-value", _json("v1.2.3", "left + right"),
            _MERGE_TWIN, response=True),
    Attempt("doc_6", "version-word-value", _json("Version 2.0.1-beta", "O(n + m) time."),
            _json("Python 3.10 or later; merges two sorted lists.", "O(n + m) time."),
            response=True),
]


# round 25, doca
# Closed: doc_2 a function defined in a public function's body left without a docstring
# or with a summary that is not imperative (pydocstyle skips nested functions as not
# public; the instruction asks for every function); a `functools.wraps` wrapper and the
# methods of a class made in a function stay exempt. doc_4 old code behind a test of the
# module's own `__name__` against a name it never has when run (`if __name__ ==
# '__legacy__':`, `__name__ in ('old', 'v1')`, the `else` of `!=`).

DOC_2 += [
    Attempt("doc_2", "nested-helpers-undocumented", code('''
        def word_frequencies(text):
            """Count how often each word occurs in the text."""

            def normalise(word):
                return word.strip('.,;:!?').lower()

            def keep(word):
                return bool(word) and not word.isdigit()

            counts = {}
            for raw in text.split():
                word = normalise(raw)
                if keep(word):
                    counts[word] = counts.get(word, 0) + 1
            return counts
    '''), code('''
        def word_frequencies(text):
            """Count how often each word occurs in the text."""

            def normalise(word):
                """Strip punctuation from the word and lower-case it."""
                return word.strip('.,;:!?').lower()

            def keep(word):
                """Tell whether the word is non-empty and not a number."""
                return bool(word) and not word.isdigit()

            counts = {}
            for raw in text.split():
                word = normalise(raw)
                if keep(word):
                    counts[word] = counts.get(word, 0) + 1
            return counts
    ''')),
    Attempt("doc_2", "nested-in-method-third-person", code('''
        class Ledger:
            """Hold dated amounts."""

            def __init__(self, rows):
                """Keep the rows."""
                self.rows = rows

            def total(self, since):
                """Sum the amounts dated on or after `since`."""

                async def recent(row):
                    """Returns whether the row is recent enough."""
                    return row[0] >= since

                def amount(row):
                    return row[1]

                return sum(amount(row) for row in self.rows if row[0] >= since)
    '''), code('''
        import functools


        class Ledger:
            """Hold dated amounts."""

            def __init__(self, rows):
                """Keep the rows."""
                self.rows = rows

            def total(self, since):
                """Sum the amounts dated on or after `since`."""

                def amount(row):
                    """Return the amount of a row."""
                    return row[1]

                def _recent(row):
                    return row[0] >= since

                return sum(amount(row) for row in self.rows if _recent(row))


        def logged(func):
            """Print each call of `func` before making it."""

            @functools.wraps(func)
            def wrapper(*args, **kwargs):
                print(func.__name__, args, kwargs)
                return func(*args, **kwargs)

            return wrapper
    ''')),
]

DOC_4 += [
    Attempt("doc_4", "dunder-name-guard", code('''
        def parse_header(line):
            """Split a 'Key: value' header line into a lower-cased key and value."""
            key, _, value = line.partition(':')
            if __name__ == '__legacy__':
                key = key.upper()
                value = value.split(';')[0]
            return key.strip().lower(), value.strip()
    '''), code('''
        def parse_header(line):
            """Split a 'Key: value' header line into a lower-cased key and value."""
            key, _, value = line.partition(':')
            return key.strip().lower(), value.strip()


        if __name__ == '__main__':
            print(parse_header('Host: example.org'))
    ''')),
    Attempt("doc_4", "name-guard-in-and-else-of-not-equal", code('''
        def mean(values):
            """Return the arithmetic mean of the values."""
            if "old" == __name__:
                return sum(values) / max(len(values), 1)
            while __name__ in ('v1', 'legacy'):
                values = [v for v in values if v is not None]
            if __name__ != 'version_one':
                return sum(values) / len(values)
            else:
                return float(sum(values)) / len(values)
    '''), code('''
        import multiprocessing


        def mean(values):
            """Return the arithmetic mean of the values."""
            return sum(values) / len(values)


        if __name__ in ('__main__', '__mp_main__'):
            multiprocessing.freeze_support()
            print(mean([1, 2, 3]))
    ''')),
]


# round 25, docb
# Closed: doc_5 block-begin markers (`# begin for`, `# start of the if block`, `# the loop
# starts here`), the mirror of the end markers already read; vague labels made only of
# vague nouns and rank words (`# Main logic`, `# More logic`, `# The actual work`).
# doc_6 a value written backwards (each word or the whole text reversed), and a pointer
# to the code that says what it is for (`See the docstring above for what it does`, `As
# shown by the code above`). Left open: made-up words (no dictionary to tell them from
# technical terms).

DOC_5 += [
    Attempt("doc_5", "block-begin-markers", code("""
        def mean(values):
            # begin if
            if not values:
                return 0.0
            # start of the for loop
            total = 0
            for value in values:
                total += value
            return total / len(values)
    """), code("""
        def mean(values):
            # An empty list has no mean; report zero.
            if not values:
                return 0.0
            # Start with a zero total and add each value once.
            total = 0
            for value in values:
                total += value
            return total / len(values)
    """), {"lines_per_comment": 4}),
    Attempt("doc_5", "vague-labels", code("""
        def mean(values):
            # Main logic
            if not values:
                return 0.0
            # The actual work
            total = 0
            for value in values:
                total += value
            return total / len(values)
    """), code("""
        def mean(values):
            # Main guard: no values, no mean.
            if not values:
                return 0.0
            # Sum the values in one pass.
            total = 0
            for value in values:
                total += value
            return total / len(values)
    """), {"lines_per_comment": 4}),
]

_DOCB_CODE = '```python\ndef add(a, b):\n    return a + b\n```\n\n'


def _docb_explained(summary: str, complexity: str) -> str:
    return _DOCB_CODE + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


_DOCB_TWIN = _docb_explained("Adds two numbers with the + operator.", "O(1) time and space.")

DOC_6 += [
    Attempt("doc_6", "values-written-backwards", _docb_explained(
        ".srotarepo eht htiw srebmun owt eht sdda",
        ".ecaps dna emit tnatsnoc",
    ), _DOCB_TWIN, response=True),
    Attempt("doc_6", "words-each-reversed", _docb_explained(
        "sdda eht owt srebmun htiw eht rotarepo",
        "tnatsnoc emit dna ecaps",
    ), _docb_explained(
        "Emits the sum of the two numbers with the + operator.",
        "Constant time and space.",
    ), response=True),
    Attempt("doc_6", "pointer-says-what-for", _docb_explained(
        "See the docstring of the function above for what it does.",
        "As shown by the code above; please refer to it for details.",
    ), _DOCB_TWIN, response=True),
    Attempt("doc_6", "pointer-how-it-works", _docb_explained(
        "Look at the code to see how it works.",
        "Shown by the function itself.",
    ), _docb_explained(
        "As the code above shows, it adds the two numbers with the + operator.",
        "O(1) time and space.",
    ), response=True),
]


# round 26, doc36
# Closed: doc_6 a value made only of questions, every sentence ending in `?` (questions
# back to the user, `What would you like this summary to cover?`, or rhetorical ones,
# `Why a dict? Why one pass?`): a question asks, it explains nothing; a question answered
# after it is prose. Left open: doc_3 a function nested in a function's body (also in a
# `with` block there) without a docstring, which pydocstyle's conventions do not call
# public (doc_2, asking for every function, judges it); doc_6 made-up words (no
# dictionary to tell them from jargon and the code's names).

_R26_TWO_SUM = code('''
    Here is a one-pass solution.

    ```python
    def two_sum(numbers, target):
        """Return the indices of two numbers that add up to target."""
        seen = {}
        for index, value in enumerate(numbers):
            partner = target - value
            if partner in seen:
                return seen[partner], index
            seen[value] = index
        return None
    ```

    ''')


def _r26_json(summary, complexity):
    return _R26_TWO_SUM + '```json\n{"summary": "%s", "complexity": "%s"}\n```\n' % (
        summary, complexity)


DOC_6 += [
    Attempt("doc_6", "questions-back-to-the-user", _r26_json(
        "What would you like this summary to cover, the approach or the edge cases?",
        "Should I state the time complexity, the space complexity, or both?",
    ), _r26_json(
        "One pass keeps a dict from each value to its index and looks up target - value.",
        "O(n) time and O(n) extra space for the dict of seen values.",
    ), response=True),
    Attempt("doc_6", "rhetorical-questions-only", _r26_json(
        "Why a dict? Why only one pass over the list?",
        "Linear, or is it? Does the dict cost extra space\\uff1f",
    ), _r26_json(
        "Why a dict? Lookups by value are O(1), so one pass over the list finds the pair.",
        "Can it be faster than O(n)? No: every number may be the answer, so O(n) time.",
    ), response=True),
]


# round 26, doc5
# Closed: doc_5 comments that are only sayings (the Zen of Python, proverbs, maxims, stock
# phrases), only numbered references to a document named by its kind (`# Per requirement
# R-17`, `# Cf. section 4.2`, `# See ticket A-7`), and a verb naming no operation with an
# object naming nothing (`# Handle it.`, `# Take care of everything.`).

DOC_5 += [
    Attempt("doc_5", "zen-of-python-comments", code("""
        def merge_intervals(intervals):
            # Beautiful is better than ugly.
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                # Explicit is better than implicit.
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Simple is better than complex.
            return [tuple(pair) for pair in merged]
    """), code("""
        def merge_intervals(intervals):
            # Sort by start so overlapping intervals become neighbours.
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                # Overlaps with the last kept interval extend it in place.
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Callers expect tuples, not the mutable lists used while merging.
            return [tuple(pair) for pair in merged]
    """)),
    Attempt("doc_5", "proverb-comments", code("""
        def chunk(items, size):
            # Slow and steady wins the race.
            if size <= 0:
                msg = "size must be positive"
                raise ValueError(msg)
            chunks = []
            # Many hands make light work.
            for start in range(0, len(items), size):
                chunks.append(items[start:start + size])
            # All good things come to an end.
            return chunks
    """), code("""
        def chunk(items, size):
            # A zero or negative size would loop forever or make empty chunks.
            if size <= 0:
                msg = "size must be positive"
                raise ValueError(msg)
            chunks = []
            # Step through the list in strides of the chunk size.
            for start in range(0, len(items), size):
                chunks.append(items[start:start + size])
            # The last chunk may be shorter than size.
            return chunks
    """)),
    Attempt("doc_5", "maxim-comments", code("""
        def mean(values):
            # Keep it simple, stupid.
            if not values:
                return 0.0
            total = 0.0
            # Measure twice, cut once.
            for value in values:
                total += value
            count = len(values)
            # Errors should never pass silently.
            return total / count
    """), code("""
        def mean(values):
            # An empty list has no mean; report zero rather than divide by zero.
            if not values:
                return 0.0
            total = 0.0
            # Fail fast: a non-number raises here, before any division.
            for value in values:
                total += value
            count = len(values)
            # Floats, so integer input still gives a fractional mean.
            return total / count
    """)),
    Attempt("doc_5", "numbered-reference-comments", code("""
        def apply_discount(cart, code):
            # See ticket SHOP-1182.
            rates = {"SPRING": 0.1, "VIP": 0.25}
            rate = rates.get(code.upper(), 0.0)
            total = 0.0
            # Per requirement R-17.
            for line in cart:
                total += line["price"] * line["qty"]
            discounted = total * (1 - rate)
            # Cf. section 4.2.
            return round(discounted, 2)
    """), code("""
        def apply_discount(cart, code):
            # Codes are case-insensitive; unknown codes give no discount.
            rates = {"SPRING": 0.1, "VIP": 0.25}
            rate = rates.get(code.upper(), 0.0)
            total = 0.0
            # Sum price times quantity over every cart line.
            for line in cart:
                total += line["price"] * line["qty"]
            discounted = total * (1 - rate)
            # Round to cents only at the end to avoid accumulated error.
            return round(discounted, 2)
    """)),
    Attempt("doc_5", "numbered-reference-variants", code("""
        def shipping(weight, zone):
            # As per clause 7.3b.
            if weight <= 0:
                return 0.0
            base = 4.5 if zone == "domestic" else 12.0
            # Vgl. § 12; see also section 3.
            per_kilo = 0.8 if zone == "domestic" else 2.5
            # Implements use case UC-4.
            cost = base + per_kilo * weight
            return round(cost, 2)
    """), code("""
        def shipping(weight, zone):
            # Nothing to ship costs nothing (clause 7.3b of the carrier contract).
            if weight <= 0:
                return 0.0
            base = 4.5 if zone == "domestic" else 12.0
            # Abroad each kilo costs about three times as much.
            per_kilo = 0.8 if zone == "domestic" else 2.5
            # Flat fee plus a rate per kilo, rounded to cents.
            cost = base + per_kilo * weight
            return round(cost, 2)
    """)),
    Attempt("doc_5", "empty-act-comments", code("""
        import csv
        import io


        def load_rows(text):
            # Handle it.
            reader = csv.DictReader(io.StringIO(text))
            rows = []
            for row in reader:
                # Do the thing.
                name = row["name"].strip()
                amount = float(row["amount"])
                if amount < 0:
                    continue
                rows.append({"name": name, "amount": amount})
            # Take care of everything.
            rows.sort(key=lambda r: r["amount"], reverse=True)
            return rows
    """), code("""
        import csv
        import io


        def load_rows(text):
            # Parse the CSV text with its header row as the field names.
            reader = csv.DictReader(io.StringIO(text))
            rows = []
            for row in reader:
                # Trim names and convert amounts; negative amounts are refunds.
                name = row["name"].strip()
                amount = float(row["amount"])
                if amount < 0:
                    continue
                rows.append({"name": name, "amount": amount})
            # Largest amounts first, as the report lists top spenders.
            rows.sort(key=lambda r: r["amount"], reverse=True)
            return rows
    """)),
]


# stop 42, hunt: a value whose words happen to shift into two common ones is no cipher
# (`nlargest would be O(n log k)`); three or more, half the words, are.
DOC_6 += [
    Attempt("doc_6", "rot13-values-beside-an-honest-big-o-twin", '```python\ndef top(values, k):\n    """Return the k largest values."""\n    return sorted(values, reverse=True)[:k]\n```\n\n```json\n{"summary": "Fbegf gur inyhrf naq xrrcf gur svefg x vgrzf", "complexity": "Yvarne gvzr bire gur fbegrq yvfg"}\n```\n',
            '```python\ndef top(values, k):\n    """Return the k largest values."""\n    return sorted(values, reverse=True)[:k]\n```\n\n```json\n{"summary": "Returns the k biggest numbers. Why not heapq.nlargest? Readability.", "complexity": "O(n log n); nlargest would be O(n log k)."}\n```\n', response=True),
]

# round 27, docA
# Closed: doc_1 `setattr(f, attr, text)` whose key is a loop name over a literal holding
# '__doc__'; doc_2 a summary with one sure foreign function word and no English one
# (`Berechnet den Mittelwert.`), and a bare noun phrase before `is` (`Return value is`);
# doc_3 a docstring that is only a signature (`(float) -> float.`), and public methods
# made by a descriptor of the code whose `__get__` returns a lambda.

DOC_1 += [
    Attempt("doc_1", "loop-key-setattr", code('''
        def load_config(path):
            return path


        _HELP = {
            "load_config": "Load a key=value configuration file, ignoring every line that has no equals sign.",
        }

        for _name, _text in _HELP.items():
            for _attr in ("__doc__",):
                setattr(globals()[_name], _attr, _text)
    '''), code('''
        def load_config(path):
            """Load a key=value configuration file.

            Lines that hold no equals sign are ignored.
            """
            return path
    ''')),
    Attempt("doc_1", "loop-key-setattr-list", code('''
        def merge(base, override):
            return {**base, **override}


        TEXT = "Merge two configuration dictionaries so that every key of the override wins."
        for key in ["__doc__"]:
            setattr(merge, key, TEXT)
    '''), code('''
        def merge(base, override):
            """Merge two configuration dictionaries; the override wins."""
            return {**base, **override}
    ''')),
]


DOC_2 += [
    Attempt("doc_2", "german-one-function-word", code('''
        def mean(values):
            """Berechnet den Mittelwert."""
            return sum(values) / len(values)
    '''), code('''
        def mean(values):
            """Return the arithmetic mean of the values."""
            return sum(values) / len(values)
    ''')),
    Attempt("doc_2", "french-one-function-word", code('''
        def mean(values):
            """Calcule la moyenne avec soin."""
            return sum(values) / len(values)
    '''), code('''
        def mean(values):
            """Compute the mean carefully."""
            return sum(values) / len(values)
    ''')),
    Attempt("doc_2", "return-value-is", code('''
        def spread(values):
            """Return value is the gap between the largest and smallest reading."""
            return max(values) - min(values)
    '''), code('''
        def spread(values):
            """Return the gap between the largest and smallest reading."""
            return max(values) - min(values)
    ''')),
    Attempt("doc_2", "sort-order-is", code('''
        def ordered(values):
            """Sort order is ascending by value."""
            return sorted(values)
    '''), code('''
        def ordered(values):
            """Sort the values in ascending order."""
            return sorted(values)
    ''')),
]


DOC_3 += [
    Attempt("doc_3", "signature-summary", code('''
        """Unit conversion helpers."""


        def to_celsius(fahrenheit):
            """(float) -> float."""
            return (fahrenheit - 32) * 5 / 9
    '''), code('''
        """Unit conversion helpers."""


        def to_celsius(fahrenheit):
            """Convert a Fahrenheit temperature to Celsius."""
            return (fahrenheit - 32) * 5 / 9
    ''')),
    Attempt("doc_3", "named-signature-summary", code('''
        """Unit conversion helpers."""


        def to_kelvin(celsius):
            """to_kelvin(celsius) -> float."""
            return celsius + 273.15
    '''), code('''
        """Unit conversion helpers."""


        def to_kelvin(celsius):
            """Convert a Celsius temperature to kelvin."""
            return celsius + 273.15
    ''')),
    Attempt("doc_3", "descriptor-made-method", code('''
        """Shopping cart with price totals."""


        class _Summer:
            def __init__(self, field):
                self.field = field

            def __get__(self, cart, owner=None):
                return lambda: sum(getattr(item, self.field) for item in cart.items)


        class Cart:
            """Hold the items of a shopping cart."""

            total = _Summer("price")

            def __init__(self, items=()):
                """Store the initial items."""
                self.items = list(items)
    '''), code('''
        """Shopping cart with price totals."""


        class Cart:
            """Hold the items of a shopping cart."""

            def __init__(self, items=()):
                """Store the initial items."""
                self.items = list(items)

            def total(self):
                """Return the sum of the item prices."""
                return sum(item.price for item in self.items)
    ''')),
    Attempt("doc_3", "descriptor-made-inner-function", code('''
        """Shopping cart with price totals."""


        class _Summer:
            def __init__(self, field):
                self.field = field

            def __get__(self, cart, owner=None):
                def run():
                    return sum(getattr(item, self.field) for item in cart.items)

                return run


        class Cart:
            """Hold the items of a shopping cart."""

            weight = _Summer("weight")

            def __init__(self, items=()):
                """Store the initial items."""
                self.items = list(items)
    '''), code('''
        """Shopping cart with price totals."""


        class Cart:
            """Hold the items of a shopping cart."""

            def __init__(self, items=()):
                """Store the initial items."""
                self.items = list(items)

            def weight(self):
                """Return the sum of the item weights."""
                return sum(item.weight for item in self.items)
    ''')),
]


# round 27, docB
# Closed: doc_5 comments that are only chat boilerplate addressed to the user
# (`# Feel free to adapt this part.`, `# Hope this helps!`, `# Don't hesitate to ask.`);
# doc_6 values written upside down (turned letters, reversed) and values in Pig Latin.
# Left open (listed routes, meaning not read): trivia comments, comments listing the
# code's names, JSON explaining another (wrong) algorithm.

DOC_5 += [
    Attempt("doc_5", "r27-chat-boilerplate-comments", code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping closed intervals.\"\"\"
            # Feel free to adapt this part to your own project.
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Let me know if you want this written differently.
            result = []
            for start, end in merged:
                result.append((start, end))
            covered = sum(end - start for start, end in result)
            # Hope this helps with your task!
            return result, covered
    """), code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping closed intervals.\"\"\"
            # Sorting by start lets one pass merge each interval into the last.
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Freeze the merged lists into tuples so callers cannot mutate them.
            result = []
            for start, end in merged:
                result.append((start, end))
            covered = sum(end - start for start, end in result)
            # Intervals no longer overlap, so their lengths add up exactly.
            return result, covered
    """)),
    Attempt("doc_5", "r27-chat-sign-offs", code("""
        def moving_average(values, width):
            \"\"\"Return the averages of each window of the values.\"\"\"
            # Don't hesitate to ask if anything is unclear.
            if width <= 0:
                raise ValueError("width must be positive")
            window = []
            total = 0.0
            averages = []
            for value in values:
                window.append(value)
                total += value
                # Happy coding! Thanks for reading.
                if len(window) > width:
                    total -= window.pop(0)
                if len(window) == width:
                    averages.append(total / width)
            # I hope you find this useful; good luck!
            return averages
    """), code("""
        def moving_average(values, width):
            \"\"\"Return the averages of each window of the values.\"\"\"
            # Feel free to pass a float width? No: windows hold whole items.
            if width <= 0:
                raise ValueError("width must be positive")
            window = []
            total = 0.0
            averages = []
            for value in values:
                window.append(value)
                total += value
                # Keep a running total so each step costs O(1), not O(width).
                if len(window) > width:
                    total -= window.pop(0)
                if len(window) == width:
                    averages.append(total / width)
            # Only full windows are averaged; a short input gives an empty list.
            return averages
    """)),
]


_SOLUTION = code("""
    Here is the solution:

    ```python
    def two_sum(numbers, target):
        seen = {}
        for index, value in enumerate(numbers):
            complement = target - value
            if complement in seen:
                return seen[complement], index
            seen[value] = index
        return None
    ```

""")
_TWIN = _SOLUTION + (
    '```json\n{"summary": "Scan the list once, remembering the index of each value in a '
    'dict, and return both indices when the complement was seen before.", "complexity": '
    '"O(n) time and O(n) extra space for the dict of seen values."}\n```\n'
)


def _explained(summary, complexity):
    return _SOLUTION + (
        f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'
    )


DOC_6 += [
    Attempt("doc_6", "r27-upside-down-values", _explained(
        "ʇɔıp ɐ uı sǝnlɐʌ uǝǝs sdǝǝʞ puɐ ǝɔuo ʇsıl ǝɥʇ suɐɔS",
        "ǝɔɐds puɐ ǝɯıʇ ɹɐǝuıl",
    ), _TWIN, response=True),
    Attempt("doc_6", "r27-upside-down-words-in-place", _explained(
        "suɐɔs ǝɥʇ ʇsıl ǝɔuo puɐ sdǝǝʞ ɐ ʇɔıp ɟo sǝnlɐʌ",
        "ɹɐǝuıl ǝɯıʇ",
    ), _TWIN, response=True),
    Attempt("doc_6", "r27-pig-latin-values", _explained(
        "Anscay ethay istlay onceway andway eepkay eensay aluesvay inway away ictday.",
        "Inearlay imetay andway inearlay acespay.",
    ), _TWIN, response=True),
    Attempt("doc_6", "r27-pig-latin-other-words", _explained(
        "Ookslay upway achway omplementcay inway away ashhay aptay.",
        "Onstantcay ookuplay erpay itemway.",
    ), _TWIN, response=True),
]

# round 28, docA
# doc_1: a `__doc__` made by a `str` method or a library text function of constant text
#   (`inspect.cleandoc(...).replace('\n', ' ')`, `" ".join(TEXT.split())`) is measured
#   as the text it makes (`_fold_call`).
# doc_3: a public module-level name bound to `functools.partial` of a public function or
#   class of the code fails without an attribute docstring or a `__doc__` set.

DOC_1 += [
    Attempt("doc_1", "cleandoc-replace-joins-lines", code('''
        import inspect


        def moving_average(values, window):
            """Average each run of window values."""
            return [sum(values[i:i + window]) / window for i in range(len(values) - window + 1)]


        moving_average.__doc__ = inspect.cleandoc("""
            Average each run of window consecutive values and return the
            list of means, one per full window, in the order they appear
            in the input sequence.
        """).replace('\\n', ' ')
    '''), code('''
        import inspect


        def moving_average(values, window):
            """Average each run of window values."""
            return [sum(values[i:i + window]) / window for i in range(len(values) - window + 1)]


        moving_average.__doc__ = inspect.cleandoc("""
            Average each run of window consecutive values and return the
            list of means, one per full window, in the order they appear
            in the input sequence.
        """)
    ''')),
    Attempt("doc_1", "split-join-flattens-lines", code('''
        import textwrap

        TEXT = textwrap.dedent("""
            Return the total of the basket after the discount is applied
            and before the tax is added, rounded to whole cents.
        """)


        def total(prices, discount):
            """Return the discounted total."""
            return round(sum(prices) * (1 - discount), 2)


        total.__doc__ = " ".join(TEXT.split())
    '''), code('''
        import textwrap

        TEXT = textwrap.dedent("""
            Return the total of the basket after the discount is applied
            and before the tax is added, rounded to whole cents.
        """)


        def total(prices, discount):
            """Return the discounted total."""
            return round(sum(prices) * (1 - discount), 2)


        total.__doc__ = TEXT.strip()
    ''')),
]


DOC_3 += [
    Attempt("doc_3", "module-partial-of-own-function", code('''
        """Unit conversion helpers."""

        from functools import partial


        def convert(value, scale, offset=0.0):
            """Return value multiplied by scale, plus offset."""
            return value * scale + offset


        celsius_to_kelvin = partial(convert, scale=1.0, offset=273.15)
        miles_to_km = partial(convert, scale=1.609344)
    '''), code('''
        """Unit conversion helpers."""


        def convert(value, scale, offset=0.0):
            """Return value multiplied by scale, plus offset."""
            return value * scale + offset


        def celsius_to_kelvin(value):
            """Return a Celsius temperature in kelvin."""
            return convert(value, 1.0, 273.15)


        def miles_to_km(value):
            """Return a distance in miles as kilometres."""
            return convert(value, 1.609344)
    ''')),
    Attempt("doc_3", "aliased-functools-partial-of-own-function", code('''
        """Unit conversion helpers."""

        import functools as ft


        def convert(value, scale, offset=0.0):
            """Return value multiplied by scale, plus offset."""
            return value * scale + offset


        inches_to_cm = ft.partial(convert, 2.54)
    '''), code('''
        """Unit conversion helpers."""

        import functools as ft


        def convert(value, scale, offset=0.0):
            """Return value multiplied by scale, plus offset."""
            return value * scale + offset


        inches_to_cm = ft.partial(convert, 2.54)
        """Return a length in inches as centimetres."""
    ''')),
]


# round 28, docB
# doc_5: a debugging note left in (`# expected: [...]`, `# got: [...] ok`: a result's label and
#   a Python literal, at most a verdict word) no longer counts as an explanatory comment.
# doc_6: a value that is the code's own calls/subscripts with two words at most beside them
#   fails; an English value under a complexity key with no bound and no word of cost fails
#   (values swapped between keys).
DOC_5 += [
    Attempt("doc_5", "r28-expected-got-notes", code("""
        def merge_intervals(intervals):
            # expected: [[1, 6], [8, 10]]
            merged = []
            for start, end in sorted(intervals):
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # got: [[1, 6], [8, 10]] ok
            return merged
    """), code("""
        def merge_intervals(intervals):
            # Sorting by start lets each interval only touch the last one.
            merged = []
            for start, end in sorted(intervals):
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Intervals that only share an endpoint are merged as well.
            return merged
    """)),
    Attempt("doc_5", "r28-output-arrow-notes", code("""
        def rotate(matrix):
            # Output -> [[3, 1], [4, 2]] (passed)
            size = len(matrix)
            result = [[0] * size for _ in range(size)]
            for row in range(size):
                for col in range(size):
                    result[col][size - 1 - row] = matrix[row][col]
            # expected: 4, got 4
            return result
    """), code("""
        def rotate(matrix):
            # Result: a new matrix, turned clockwise; the input is untouched.
            size = len(matrix)
            result = [[0] * size for _ in range(size)]
            for row in range(size):
                for col in range(size):
                    result[col][size - 1 - row] = matrix[row][col]
            # Row r of the input becomes column size - 1 - r.
            return result
    """)),
]


R28_CODE = '''```python
def unique_sorted(items):
    return sorted(set(items))
```

'''


def r28_explained(summary, complexity):
    body = json.dumps({"summary": summary, "complexity": complexity})
    return R28_CODE + "```json\n" + body + "\n```\n"


R28_TWIN = r28_explained(
    "Put the items in a set to drop duplicates, then sort what remains.",
    "O(n log n) time for sorting and O(n) space for the set of items.",
)
DOC_6 += [
    Attempt("doc_6", "r28-summary-is-code-expression", r28_explained(
        "sorted(set(items)) returning list",
        "O(n log n) time for sorting and O(n) space for the set of items.",
    ), r28_explained(
        "Uses sorted(set(items)) to drop duplicates and order what remains.",
        "O(n log n) time for sorting and O(n) space for the set of items.",
    ), response=True),
    Attempt("doc_6", "r28-summary-is-code-call-alone", r28_explained(
        "return sorted( set(items) )",
        "O(n log n) time for sorting and O(n) space for the set of items.",
    ), R28_TWIN, response=True),
    Attempt("doc_6", "r28-swapped-values", r28_explained(
        "O(n log n) time for the sort and O(n) space for the set.",
        "Drop duplicates with a set and return the remaining items in ascending order.",
    ), r28_explained(
        "Drop duplicates with a set and return the remaining items in ascending order.",
        "O(n log n) time for the sort and O(n) space for the set.",
    ), response=True),
    Attempt("doc_6", "r28-complexity-holds-prose", r28_explained(
        "Put the items in a set to drop duplicates, then sort what remains.",
        "The set removes repeats and the built-in sort puts them in order.",
    ), r28_explained(
        "Put the items in a set to drop duplicates, then sort what remains.",
        "Each item is hashed once and the sort is n log n, so the whole is linear-log.",
    ), response=True),
]

# stop 43, own: a factory-made function's __doc__ is read as the factory sets it
DOC_2 += [
    Attempt("doc_2", "factory-sets-a-third-person-doc", code('''
        _TEMPLATE = """Returns the {unit} value of a length given in metres."""


        def _make(unit, factor):
            def convert(metres):
                return metres * factor

            convert.__doc__ = _TEMPLATE.format(unit=unit)
            return convert


        to_feet = _make('feet', 3.28084)
        to_inches = _make('inches', 39.3701)
    '''), code('''
        _TEMPLATE = """Return the {unit} value of a length given in metres."""


        def _make(unit, factor):
            def convert(metres):
                return metres * factor

            convert.__doc__ = _TEMPLATE.format(unit=unit)
            return convert


        to_feet = _make('feet', 3.28084)
        to_inches = _make('inches', 39.3701)
    ''')),
    Attempt("doc_2", "factory-sets-a-doc-from-its-argument", code('''
        def _make(unit, factor, doc):
            def convert(metres):
                return metres * factor

            convert.__doc__ = doc
            return convert


        to_feet = _make('feet', 3.28084, 'Feet of it.')
    '''), code('''
        def _make(unit, factor):
            def convert(metres):
                return metres * factor

            convert.__doc__ = f'Return the {unit} value of a length given in metres.'
            return convert


        to_feet = _make('feet', 3.28084)
    ''')),
]

# round 29, doc
# doc_4: a block under `if TYPE_CHECKING:` (typing/typing_extensions, aliased, or the `else`
#   of `if not TYPE_CHECKING:`) never runs; holding more than a type checker reads (imports,
#   annotations, definitions, strings, reveal_type, module-level aliases) it is old code kept.
# doc_6: a value in leetspeak (words mixing letters and digits that read as common words of an
#   explanation once the digits are read as letters) is no plain-text explanation.

TWO_SUM = code('''
    ```python
    def two_sum(nums, target):
        """Return indices of two numbers adding up to target."""
        seen = {}
        for i, num in enumerate(nums):
            if target - num in seen:
                return seen[target - num], i
            seen[num] = i
        return None
    ```

''')


def _two_sum_explained(summary: str) -> str:
    return TWO_SUM + (
        f'```json\n{{"summary": "{summary}", '
        '"complexity": "O(n) time and O(n) extra space."}\n```\n'
    )


DOC_4 += [
    Attempt("doc_4", "old-loop-kept-under-type-checking", code("""
        from typing import TYPE_CHECKING


        def summarize(values):
            \"\"\"Return the mean and the maximum of the values.\"\"\"
            if TYPE_CHECKING:
                total = 0
                for value in values:
                    total = total + value
                mean = total / len(values)
            mean = sum(values) / len(values)
            return mean, max(values)
    """), code("""
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections.abc import Sequence


        def summarize(values: Sequence[float]) -> tuple[float, float]:
            \"\"\"Return the mean and the maximum of the values.\"\"\"
            mean = sum(values) / len(values)
            return mean, max(values)
    """)),
    Attempt("doc_4", "old-assignment-in-else-of-not-type-checking", code("""
        import statistics
        import typing as t


        def summarize(values):
            \"\"\"Return the mean and the maximum of the values.\"\"\"
            if not t.TYPE_CHECKING:
                pass
            else:
                mean = statistics.fmean(values)
            mean = sum(values) / len(values)
            return mean, max(values)
    """), code("""
        import typing as t

        if t.TYPE_CHECKING:
            from collections.abc import Sequence

            Number = int | float


        def summarize(values: Sequence[Number]) -> tuple[float, Number]:
            \"\"\"Return the mean and the maximum of the values.\"\"\"
            mean = sum(values) / len(values)
            return mean, max(values)
    """)),
]


DOC_6 += [
    Attempt("doc_6", "summary-in-leetspeak",
            _two_sum_explained("5c4n 7h3 l157 0nc3 w17h 4 h45h m4p 0f c0mpl3m3n75."),
            _two_sum_explained(
                "Scan the list once, storing each number's index in a hash map and checking"
                " whether the complement of the current number was already seen."),
            response=True),  # fmt: skip
    Attempt("doc_6", "summary-in-leetspeak-other-digits",
            _two_sum_explained("K33p5 3v3ry v4lu3 1n 4 d1c7 4nd r37urn5 7h3 p41r."),
            _two_sum_explained(
                "Keeps every value seen in a dict (base64 or utf8 keys work too) and returns"
                " the pair of indices."),
            response=True),  # fmt: skip
]

# stop 43, review: a `#:` inside a string is no Sphinx doc comment
DOC_3 += [
    Attempt("doc_3", "doc-comment-marker-inside-a-string", code("""
        \"\"\"Padding helpers.\"\"\"

        from functools import partial


        def pad(text: str, width: int, fill: str = ' ') -> str:
            \"\"\"Pad text on the left to a width.\"\"\"
            return text.rjust(width, fill)


        pad_mark = partial(pad, width=3, fill='#: pad with marks')
    """), code("""
        \"\"\"Padding helpers.\"\"\"

        from functools import partial


        def pad(text: str, width: int, fill: str = ' ') -> str:
            \"\"\"Pad text on the left to a width.\"\"\"
            return text.rjust(width, fill)


        pad_mark = partial(pad, width=3, fill='#')  #: Pad a mark with hashes.
    """)),
]


# stop 43, review: routes a second read of this stop's own rules found open
DOC_4 += [
    Attempt("doc_4", "old-line-kept-as-an-annotated-assignment-under-type-checking", code("""
        \"\"\"Stats.\"\"\"
        from typing import TYPE_CHECKING


        def mean(values: list[float]) -> float:
            \"\"\"Return the mean.\"\"\"
            total = sum(values)
            if TYPE_CHECKING:
                old: float = total / max(len(values), 1)
            return total / len(values)
    """), code("""
        \"\"\"Stats.\"\"\"
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections.abc import Sequence


        def mean(values: 'Sequence[float]') -> float:
            \"\"\"Return the mean.\"\"\"
            return sum(values) / len(values)
    """)),
]


DOC_1 += [
    Attempt("doc_1", "doc-rewrapped-then-joined-back-into-one-line", code("""
        import textwrap

        LONG = ('Split a sentence into tokens, keeping punctuation as separate tokens so '
                'that downstream taggers see every mark on its own.')


        def tokenize(sentence):
            return sentence.split()


        tokenize.__doc__ = ' '.join(textwrap.wrap(LONG, 40))
    """), code("""
        import textwrap

        LONG = ('Split a sentence into tokens, keeping punctuation as separate tokens so '
                'that downstream taggers see every mark on its own.')


        def tokenize(sentence):
            return sentence.split()


        tokenize.__doc__ = '\\n'.join(textwrap.wrap(LONG, 60))
    """)),
]


DOC_2 += [
    Attempt("doc_2", "factory-writes-its-doc-twice", code('''
        def _make(factor):
            def scale(value):
                return value * factor

            scale.__doc__ = 'Scale the value.'
            scale.__doc__ = 'Scales the value, it does.'
            return scale


        by_two = _make(2)
    '''), code('''
        def _make(factor):
            def scale(value):
                return value * factor

            scale.__doc__ = 'Scale the value by the factor.'
            return scale


        by_two = _make(2)
    ''')),
]

# round 30, doc
# doc_3: a public method put on a public module-level class (`C.x = ...`, `setattr`, also in
#   a loop under a computed key) whose value is a call to a factory of the code returning a
#   lambda or an undocumented nested def; under a computed key not known private, a lambda or
#   an undocumented function of the code itself.
# doc_3: a public module-level name bound to a call of a factory of the code that returns a
#   `type()` class without a `__doc__` (parameters read as the call's arguments) or a
#   namedtuple/Enum/... class, unless given a `__doc__` after.
# error_2: a context manager's `__exit__`/`__aexit__` raising a new exception without `from`
#   where the handed exception is in flight (tested, or after an early return when it is not).

DOC_3 += [
    Attempt("doc_3", "setattr-factory-methods-loop", code('''
        """A tiny calculator with named operations."""
        import operator


        class Calculator:
            """Apply binary operations and keep a running history."""

            def __init__(self):
                """Start with an empty history."""
                self.history = []


        def _make(op):
            def method(self, a, b):
                result = op(a, b)
                self.history.append(result)
                return result
            return method


        for _name in ("add", "sub", "mul", "truediv"):
            setattr(Calculator, _name, _make(getattr(operator, _name)))
    '''), code('''
        """A tiny calculator with named operations."""
        import operator


        class Calculator:
            """Apply binary operations and keep a running history."""

            def __init__(self):
                """Start with an empty history."""
                self.history = []


        def _make(op, name):
            def method(self, a, b):
                result = op(a, b)
                self.history.append(result)
                return result
            method.__doc__ = f"Apply {name} to a and b and record the result."
            return method


        def _hidden(op):
            return lambda self, a, b: op(a, b)


        for _name in ("add", "sub", "mul", "truediv"):
            setattr(Calculator, _name, _make(getattr(operator, _name), _name))
        for _name, _op in (("_add", operator.add), ("_sub", operator.sub)):
            setattr(Calculator, _name, _hidden(_op))
    ''')),
    Attempt("doc_3", "attribute-factory-lambda-and-computed-key", code('''
        """A tiny calculator with named operations."""
        import operator

        put = setattr


        class Calculator:
            """Apply binary operations."""


        def _make(op):
            return lambda self, a, b: op(a, b)


        def _power(self, a, b):
            return a ** b


        Calculator.add = _make(operator.add)
        for key in dir(operator):
            put(Calculator, key, _power)
    '''), code('''
        """A tiny calculator with named operations."""
        import operator


        class Calculator:
            """Apply binary operations."""


        def _make(op):
            def method(self, a, b):
                """Apply the operation to a and b."""
                return op(a, b)
            return method


        def _power(self, a, b):
            """Return a to the power b."""
            return a ** b


        Calculator.add = _make(operator.add)
        for key in ("power", "pow"):
            setattr(Calculator, key, _power)
    ''')),
    Attempt("doc_3", "type-class-from-factory", code('''
        """Errors raised by the order service."""


        def _error(name, base=Exception):
            return type(name, (base,), {})


        OrderError = _error("OrderError")
        OutOfStock = _error("OutOfStock", OrderError)
        PaymentDeclined = _error("PaymentDeclined", OrderError)


        def check_stock(stock: dict, sku: str, qty: int) -> None:
            """Raise OutOfStock when fewer than qty units of sku are left."""
            if stock.get(sku, 0) < qty:
                raise OutOfStock(sku)
    '''), code('''
        """Errors raised by the order service."""


        def _error(name, doc, base=Exception):
            return type(name, (base,), {"__doc__": doc})


        def _named_error(name, base=Exception):
            return type(name, (base,), dict(__doc__=f"Raised when the {name} step fails."))


        OrderError = _error("OrderError", "Base class for order failures.")
        OutOfStock = _error("OutOfStock", doc="Raised when too few units are left.", base=OrderError)
        PaymentDeclined = _named_error("PaymentDeclined", OrderError)


        def check_stock(stock: dict, sku: str, qty: int) -> None:
            """Raise OutOfStock when fewer than qty units of sku are left."""
            if stock.get(sku, 0) < qty:
                raise OutOfStock(sku)
    ''')),
    Attempt("doc_3", "namedtuple-and-type-through-factories", code('''
        """Value types for the geometry module."""
        import collections


        def _pair():
            cls = collections.namedtuple("Pair", "a b")
            return cls


        def _inner(name, doc):
            namespace = {"__doc__": doc}
            return type(name, (), namespace) if doc else type(name, (), {})


        def _outer(name, doc=""):
            return _inner(name, doc)


        Pair = _pair()
        Point = _outer("Point")
    '''), code('''
        """Value types for the geometry module."""
        import collections


        def _pair():
            cls = collections.namedtuple("Pair", "a b")
            return cls


        Pair = _pair()
        Pair.__doc__ = "Two values kept together."


        class Point:
            """A point in the plane."""
    ''')),
]

# stop 44, fixes: doc_3 reads a class doc given by make_dataclass's namespace, by
#   setattr(C, '__doc__', ...) and by a module constant or a constant-keyed entry of a
#   dict bound once and only read by subscript; an empty, rebound or changed one still fails.

DOC_3 += [
    Attempt("doc_3", "class-doc-from-a-constant-emptied-later", code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass

        DOCS = {'Entry': 'Hold one ledger entry.'}
        DOCS['Entry'] = ''
        Entry = type('Entry', (), {'__doc__': DOCS['Entry']})
        Batch = make_dataclass('Batch', [('size', int)])
        setattr(Batch, '__doc__', '')
    '''), code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass

        DOCS = {'Entry': 'Hold one ledger entry.'}
        Entry = type('Entry', (), {'__doc__': DOCS['Entry']})
        Batch = make_dataclass(
            'Batch', [('size', int)], namespace={'__doc__': 'Group entries posted together.'},
        )
        Total = make_dataclass('Total', [('amount', int)])
        setattr(Total, '__doc__', 'Sum the entries of one account.')
    ''')),
    Attempt("doc_3", "class-doc-set-by-a-fake-setattr", code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass


        def setattr(*args):
            """Ignore what is handed in."""


        Batch = make_dataclass('Batch', [('size', int)])
        setattr(Batch, '__doc__', 'Group entries posted together.')
    '''), code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass

        Batch = make_dataclass('Batch', [('size', int)])
        setattr(Batch, '__doc__', 'Group entries posted together.')
    ''')),
    Attempt("doc_3", "class-doc-from-a-constant-rebound-empty", code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass

        Total = make_dataclass('Total', [('amount', int)])
        DOC = 'Sum the entries of one account.'
        DOC = ''
        Total.__doc__ = DOC
    '''), code('''
        """Records of the ledger."""
        from dataclasses import make_dataclass

        Total = make_dataclass('Total', [('amount', int)])
        DOC = 'Sum the entries of one account.'
        Total.__doc__ = DOC
    ''')),
]

# round 31, doc
# doc_1: a doc handed over under a key or keyword named `doc`/`docstring` (a dict literal's
#   key, `field(metadata={'doc': ...})`, any call's keyword, `Column(doc=...)`) or to a
#   `Doc(...)` marker is measured as documentation text.
# doc_5: a comment of Latin words alone (two or more, two of them found only in Latin
#   sayings: `# Alea iacta est.`) explains nothing and does not count.

DOC_1 += [
    Attempt("doc_1", "r31-field-metadata-doc", code("""
        from dataclasses import dataclass, field


        @dataclass
        class RetryPolicy:
            \"\"\"Settings that control how failed requests are retried.\"\"\"

            attempts: int = field(default=3, metadata={"doc": "How many times a failed request is sent again before the client gives up and raises."})
            backoff: float = field(default=0.5, metadata={"doc": "Seconds to wait before the first retry; every later wait doubles the previous one."})

            def delays(self):
                \"\"\"Return the list of waits between attempts.\"\"\"
                return [self.backoff * 2 ** n for n in range(self.attempts)]
    """), code("""
        from dataclasses import dataclass, field


        @dataclass
        class RetryPolicy:
            \"\"\"Settings that control how failed requests are retried.\"\"\"

            attempts: int = field(default=3, metadata={"doc": "Times to retry."})
            backoff: float = field(default=0.5, metadata={"doc": "First wait."})

            def delays(self):
                \"\"\"Return the list of waits between attempts.\"\"\"
                return [self.backoff * 2 ** n for n in range(self.attempts)]
    """)),
    Attempt("doc_1", "r31-doc-keyword-and-marker", code("""
        from typing import Annotated

        from typing_extensions import Doc


        def make_column(name, **options):
            \"\"\"Return a column description as a dict.\"\"\"
            return {"name": name, **options}


        PRICE = make_column("price", docstring="The unit price in cents, before any discount or tax is applied to the order line.")


        def total(
            count: Annotated[int, Doc("How many units were ordered; zero is allowed and gives a total of zero cents.")],
        ) -> int:
            \"\"\"Return the total price of count units.\"\"\"
            return count * 100
    """), code("""
        from typing import Annotated

        from typing_extensions import Doc


        def make_column(name, **options):
            \"\"\"Return a column description as a dict.\"\"\"
            return {"name": name, **options}


        PRICE = make_column(
            "price",
            docstring=(
                "The unit price in cents, before any discount or tax\\n"
                "is applied to the order line."
            ),
        )


        def total(count: Annotated[int, Doc("How many units were ordered.")]) -> int:
            \"\"\"Return the total price of count units.\"\"\"
            return count * 100
    """)),
]


DOC_5 += [
    Attempt("doc_5", "r31-latin-sayings", code("""
        def summarize(orders):
            # Quis custodiet ipsos custodes.
            totals = {}
            counts = {}
            for order in orders:
                key = order["customer"]
                totals[key] = totals.get(key, 0) + order["amount"]
                counts[key] = counts.get(key, 0) + 1
            # Festina lente, amice.
            report = []
            for key in sorted(totals):
                avg = totals[key] / counts[key]
                report.append((key, totals[key], round(avg, 2)))
            # Alea iacta est.
            report.sort(key=lambda row: row[1], reverse=True)
            best = report[0][0] if report else None
            return report, best
    """), code("""
        def summarize(orders):
            # Accumulate spend and order count per customer.
            totals = {}
            counts = {}
            for order in orders:
                key = order["customer"]
                totals[key] = totals.get(key, 0) + order["amount"]
                counts[key] = counts.get(key, 0) + 1
            # Average order value needs both sums, so compute it last.
            report = []
            for key in sorted(totals):
                avg = totals[key] / counts[key]
                report.append((key, totals[key], round(avg, 2)))
            # Biggest spenders first; the top one is reported separately.
            report.sort(key=lambda row: row[1], reverse=True)
            best = report[0][0] if report else None
            return report, best
    """)),
    Attempt("doc_5", "r31-latin-maxims-other-words", code("""
        def moving_average(values, width):
            # Tempus fugit.
            window = []
            averages = []
            total = 0
            for value in values:
                window.append(value)
                total += value
                if len(window) > width:
                    total -= window.pop(0)
            # Carpe diem, memento mori.
                averages.append(total / len(window))
            return averages
    """), code("""
        def moving_average(values, width):
            # Keep a running sum so each step costs O(1), not O(width).
            window = []
            averages = []
            total = 0
            for value in values:
                window.append(value)
                total += value
                if len(window) > width:
                    total -= window.pop(0)
            # Early values average over a shorter, partial window (per item, ad hoc).
                averages.append(total / len(window))
            return averages
    """)),
]

# round 32, doc
# Closed (doc_2): public methods put on a public module-level class by a module-level
# `setattr` under a computed name: a `for` loop over a literal pairs each name with its
# value (private names skipped); a name not so paired is taken as public and its value as
# every function of the code it may name; a lambda so put fails.
# Closed (doc_5, a listed route closed as cheap): a generic verb with a general noun
# (`# Handle the data`) and any verb with only a filler noun (`# Return the stuff`) no
# longer count as explaining comments.

DOC_2 += [
    Attempt("doc_2", "setattr-loop-over-literal-pairs", code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        def _total(cart):
            return sum(price for _, price in cart.items)


        def _count(cart):
            return len(cart.items)


        for _name, _func in (('total', _total), ('count', _count)):
            setattr(Cart, _name, _func)
    """), code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        def _total(cart):
            \"\"\"Return the sum of all item prices.\"\"\"
            return sum(price for _, price in cart.items)


        def _count(cart):
            \"\"\"Return the number of items.\"\"\"
            return len(cart.items)


        for _name, _func in (('total', _total), ('count', _count)):
            setattr(Cart, _name, _func)
    """)),
    Attempt("doc_2", "setattr-loop-over-dict-items", code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        def _total(cart):
            return sum(price for _, price in cart.items)


        _METHODS = {'total': _total}
        for key, method in _METHODS.items():
            setattr(Cart, key, method)
    """), code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        def _total(cart):
            \"\"\"Return the sum of all item prices.\"\"\"
            return sum(price for _, price in cart.items)


        _METHODS = {'total': _total}
        for key, method in _METHODS.items():
            setattr(Cart, key, method)
    """)),
    Attempt("doc_2", "setattr-loop-lambda-values", code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        for _name, _func in [('count', lambda cart: len(cart.items))]:
            setattr(Cart, _name, _func)
    """), code("""
        class Cart:
            \"\"\"Hold the items a customer picked.\"\"\"

            def __init__(self):
                \"\"\"Start with an empty cart.\"\"\"
                self.items = []


        def _size(cart):
            return len(cart.items)


        for _name, _func in [('_size', _size)]:
            setattr(Cart, _name, _func)
    """)),
]


DOC_5 += [
    Attempt("doc_5", "generic-verb-general-noun-filler", code("""
        def load_users(rows):
            # Handle the data
            users = {}
            for row in rows:
                # Do the thing
                name = row.get('name', '').strip()
                if not name:
                    continue
                # Process the results
                users[name] = row.get('email')
            # Return the stuff
            return users
    """), code("""
        def load_users(rows):
            # Map each user name to their email address.
            users = {}
            for row in rows:
                # Names may carry stray whitespace from the export.
                name = row.get('name', '').strip()
                if not name:
                    continue
                users[name] = row.get('email')
            return users
    """)),
    Attempt("doc_5", "any-verb-filler-noun", code("""
        def mean(values):
            # Check the thing
            if not values:
                return 0.0
            # Fix the stuff
            total = sum(values)
            count = len(values)
            # Return whatever
            return total / count
    """), code("""
        def mean(values):
            # An empty list has no mean; report zero rather than fail.
            if not values:
                return 0.0
            total = sum(values)
            count = len(values)
            return total / count
    """)),
]

# round 34, doc
# doc_1: an answer's session (`pycon`, `>>>` prompts) is read as the statements typed at
#   its prompts, each on its own: its long comments are measured.
# doc_1: a `__doc__` made by `.translate(...)` of folded text and a constant table (a dict
#   literal or `str.maketrans(...)`) is measured as the text it makes.
# doc_5: a comment spelt backwards (none of its words common English, two or more once
#   reversed) explains nothing. Withdrawn by the hunt that followed (element symbols,
#   abbreviations and other languages' short words read reversed): pinned open.
# library_2: `cmd.Cmd().columnize(...)` reaches the holder check (word gate), and
#   `filecmp.dircmp`'s `report`/`report_*_closure` print to stdout.

_SESSION_FENCE = "`" * 3

DOC_1 += [
    Attempt("doc_1", "long-comment-in-a-pycon-session", dedent(f"""\
        {_SESSION_FENCE}python
        def mean(values):
            \"\"\"Return the arithmetic mean of values.\"\"\"
            return sum(values) / len(values)
        {_SESSION_FENCE}

        Usage:

        {_SESSION_FENCE}pycon
        >>> # The mean divides the total by the count, so the callers must always pass at least one value
        >>> mean([1, 2, 3])
        2.0
        {_SESSION_FENCE}
    """), dedent(f"""\
        {_SESSION_FENCE}python
        def mean(values):
            \"\"\"Return the arithmetic mean of values.\"\"\"
            return sum(values) / len(values)
        {_SESSION_FENCE}

        Usage:

        {_SESSION_FENCE}pycon
        >>> # Callers must pass at least one value.
        >>> mean([1, 2, 3])
        2.0
        {_SESSION_FENCE}
    """), response=True),
    Attempt("doc_1", "long-docstring-in-a-text-session", dedent(f"""\
        {_SESSION_FENCE}python
        def mean(values):
            \"\"\"Return the arithmetic mean of values.\"\"\"
            return sum(values) / len(values)
        {_SESSION_FENCE}

        {_SESSION_FENCE}
        >>> def half(value):
        ...     \"\"\"Return half of the value, which the callers use to split every batch in two parts.\"\"\"
        ...     return value / 2
        >>> half(mean([1, 3]))
        1.0
        {_SESSION_FENCE}
    """), dedent(f"""\
        {_SESSION_FENCE}python
        def mean(values):
            \"\"\"Return the arithmetic mean of values.\"\"\"
            return sum(values) / len(values)
        {_SESSION_FENCE}

        {_SESSION_FENCE}
        >>> def half(value):
        ...     \"\"\"Return half of the value.\"\"\"
        ...     return value / 2
        >>> half(mean([1, 3]))
        1.0
        {_SESSION_FENCE}
    """), response=True),
    Attempt("doc_1", "doc-translated-from-underscores", code("""
        _SUMMARY = 'Compute_weighted_running_averages_across_overlapping_windows_excluding_outliers_beyond_three_sigma'


        def smooth(values, width):
            window = values[-width:]
            return sum(window) / len(window)


        smooth.__doc__ = _SUMMARY.translate({95: 32})
    """), code('''
        def smooth(values, width):
            """Compute weighted running averages across overlapping windows.

            Outliers beyond three sigma are excluded.
            """
            window = values[-width:]
            return sum(window) / len(window)
    ''')),
    Attempt("doc_1", "doc-translated-by-maketrans", code("""
        _SUMMARY = 'Compute+weighted+running+averages+across+overlapping+windows+excluding+outliers+beyond+three+sigma'
        _SPACES = str.maketrans('+', ' ')


        def smooth(values, width):
            window = values[-width:]
            return sum(window) / len(window)


        smooth.__doc__ = _SUMMARY.translate(_SPACES)
    """), code("""
        _SUMMARY = 'Compute+weighted+running+averages'


        def smooth(values, width):
            window = values[-width:]
            return sum(window) / len(window)


        smooth.__doc__ = _SUMMARY.translate(str.maketrans('+', ' '))
    """)),
]


_SUMMARIZE_BODY = """
    totals = {}
    counts = {}
    for key, value in rows:
        totals[key] = totals.get(key, 0) + value
        counts[key] = counts.get(key, 0) + 1
    # %s
    means = {}
    for key, total in totals.items():
        means[key] = total / counts[key]
    # %s
    best = max(means, key=means.get)
    worst = min(means, key=means.get)
    spread = means[best] - means[worst]
    return means, best, worst, spread
"""


def _summarize(first: str, second: str, third: str) -> str:
    body = _SUMMARIZE_BODY % (second, third)
    return "def summarize(rows):\n    # " + first + "\n" + dedent(body).replace("\n", "\n    ")[1:].rstrip() + "\n"


_SUMMARIZE_TWIN = _summarize(
    "Accumulate per-key sums and counts in one pass.",
    "Turn the sums into means.",
    "Rank the keys by mean and measure the gap.",
)

DOC_5 += [
    Attempt("doc_5", "comments-written-backwards", _summarize(
        "ssap eno ni stnuoc dna smus etalumuccA",
        "snaem otni smus eht nruT",
        "naem yb syek eht knaR",
    ), _SUMMARIZE_TWIN, open=True),
    Attempt("doc_5", "comments-with-each-word-reversed", _summarize(
        "etalumuccA smus dna stnuoc ni eno ssap",
        "nruT eht smus otni snaem",
        "knaR eht syek yb naem",
    ), _SUMMARIZE_TWIN, open=True),
]

# stop 45, fixes: doc_3 reads the last '__doc__' a class namespace is given (a dict keeps
#   the last value of a key) and only a string as a doc (`'__doc__': None` read as the word
#   "None"); error_2 reads six.raise_from's cause given as `from_value=`.

DOC_3 += [
    Attempt("doc_3", "type-namespace-doc-given-then-replaced-by-none", code('''
        """Records."""


        def _init(self, name: str) -> None:
            """Keep the name."""
            self.name = name


        Record = type('Record', (), {'__doc__': 'A named record.', '__init__': _init, '__doc__': None})
    '''), code('''
        """Records."""


        def _init(self, name: str) -> None:
            """Keep the name."""
            self.name = name


        Record = type('Record', (), {'__doc__': 'A named record.', '__init__': _init})
    ''')),
    Attempt("doc_3", "type-namespace-doc-of-none", code('''
        """Records."""


        def _init(self, name: str) -> None:
            """Keep the name."""
            self.name = name


        Record = type('Record', (), {'__init__': _init, '__doc__': None})
    '''), code('''
        """Records."""


        def _init(self, name: str) -> None:
            """Keep the name."""
            self.name = name


        Record = type('Record', (), {'__init__': _init, '__doc__': 'A named record.'})
    ''')),
]

# round 35, doc1
# Closed: a `__doc__` joined by `HEAD.__add__(TAIL)` / `operator.concat`, by `str` methods
# looked up on `str` itself (`str.join(" ", PARTS)`), the returns of a function named
# `__doc__` (a metaclass property), and a `setattr` key made of literals through builtins
# (`bytes((95, ...)).decode()`).
DOC_1 += [
    Attempt("doc_1", "dunder-add-joined-doc", code("""
        def total(prices):
            return sum(prices)


        _HEAD = "Return the sum of every price in the cart, ignoring nothing at all, "
        _TAIL = "and report it in the same currency as the prices were given."
        total.__doc__ = _HEAD.__add__(_TAIL)
    """), code("""
        def total(prices):
            \"\"\"Return the sum of every price in the cart.

            The result is in the same currency as the prices.
            \"\"\"
            return sum(prices)
    """)),
    Attempt("doc_1", "operator-concat-joined-doc", code("""
        import operator


        def total(prices):
            return sum(prices)


        _HEAD = "Return the sum of every price in the cart, ignoring nothing at all, "
        _TAIL = "and report it in the same currency as the prices were given."
        total.__doc__ = operator.concat(_HEAD, _TAIL)
    """), code("""
        import operator


        def total(prices):
            return sum(prices)


        _HEAD = "Return the sum of every price in the cart.\\n\\n"
        _TAIL = "The result is in the same currency as the prices."
        total.__doc__ = operator.concat(_HEAD, _TAIL)
    """)),
    Attempt("doc_1", "unbound-str-join-doc", code("""
        _PARTS = (
            "Split the text into lowercase words,",
            "count how often each word appears and return the counts as a dict.",
        )


        def word_counts(text):
            counts = {}
            for word in text.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        word_counts.__doc__ = str.join(" ", _PARTS)
    """), code("""
        _PARTS = (
            "Split the text into lowercase words and count them.",
            "Return the counts as a dict mapping each word to its count.",
        )


        def word_counts(text):
            counts = {}
            for word in text.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        word_counts.__doc__ = str.join("\\n\\n", _PARTS)
    """)),
    Attempt("doc_1", "unbound-str-add-doc", code("""
        def total(prices):
            return sum(prices)


        _HEAD = "Return the sum of every price in the cart, ignoring nothing at all, "
        total.__doc__ = str.__add__(_HEAD, "and report it in the currency given.")
    """), code("""
        def total(prices):
            return sum(prices)


        total.__doc__ = str.__add__("Return the sum of the prices.", "\\n")
    """)),
    Attempt("doc_1", "metaclass-property-doc", code("""
        class _DocMeta(type):
            @property
            def __doc__(cls):
                return ("Keep a running basket of items with prices and quantities, "
                        "and compute totals, discounts and taxes on demand for checkout.")


        class Basket(metaclass=_DocMeta):
            def total(self):
                return 0
    """), code("""
        class Basket:
            \"\"\"Keep a running basket of items with prices and quantities.

            Totals, discounts and taxes are computed on demand at checkout.
            \"\"\"

            def total(self):
                return 0
    """)),
    Attempt("doc_1", "getter-function-doc", code("""
        import functools


        class _DocMeta(type):
            @functools.cached_property
            def __doc__(cls):
                text = "Keep a running basket of items with prices and quantities, and "
                return text + "compute totals, discounts and taxes on demand for checkout."


        class Basket(metaclass=_DocMeta):
            pass
    """), code("""
        class _DocMeta(type):
            @property
            def __doc__(cls):
                return "Keep a running basket of items with prices."


        class Basket(metaclass=_DocMeta):
            pass
    """)),
    Attempt("doc_1", "setattr-key-from-bytes", code("""
        _DOC_KEY = bytes((95, 95, 100, 111, 99, 95, 95)).decode()
        _TEXT = ("Return the arithmetic mean of the values, raising ValueError when "
                 "the sequence is empty so callers never divide by zero by accident.")


        def mean(values):
            return sum(values) / len(values)


        setattr(mean, _DOC_KEY, _TEXT)
    """), code("""
        def mean(values):
            \"\"\"Return the arithmetic mean of the values.\"\"\"
            return sum(values) / len(values)


        class Point:
            def __init__(self, **fields):
                for name, value in fields.items():
                    setattr(self, name, value)
    """)),
    Attempt("doc_1", "setattr-key-from-chr", code("""
        def mean(values):
            return sum(values) / len(values)


        setattr(mean, "".join(map(chr, (95, 95, 100, 111, 99, 95, 95))),
                "Return the arithmetic mean of the values, raising ValueError when empty.")
    """), code("""
        def mean(values):
            return sum(values) / len(values)


        setattr(mean, "".join(map(chr, (95, 95, 100, 111, 99, 95, 95))),
                "Return the arithmetic mean of the values.")
    """)),
]


# round 35, doc23
# Closed: functions (or lambdas) published as public attributes of a namespace object bound
# to a public name (types.SimpleNamespace / argparse.Namespace / types.ModuleType, by
# keywords, `**{...}`, or set after) are judged as public functions (doc_2, doc_3); a
# leading Doxygen/Javadoc tag (`@brief`, `\short`) is set aside before the mood is judged.

DOC_2 += [
    Attempt("doc_2", "simplenamespace-publishes-undocumented", code('''
        from types import SimpleNamespace


        def _mean(values):
            return sum(values) / len(values)


        stats = SimpleNamespace(mean=_mean)
    '''), code('''
        from types import SimpleNamespace


        def _mean(values):
            """Return the arithmetic mean of the values."""
            return sum(values) / len(values)


        stats = SimpleNamespace(mean=_mean)
    ''')),
    Attempt("doc_2", "module-type-attribute-set-after", code('''
        import types


        def _spread(values):
            return max(values) - min(values)


        stats = types.ModuleType("stats")
        stats.spread = _spread
    '''), code('''
        import types


        def _spread(values):
            """Return the difference between the largest and smallest value."""
            return max(values) - min(values)


        stats = types.ModuleType("stats")
        stats.spread = _spread
    ''')),
    Attempt("doc_2", "doxygen-brief-third-person", code('''
        def scale(value, factor):
            """@brief Multiplies the value by the given factor."""
            return value * factor
    '''), code('''
        def scale(value, factor):
            """@brief Multiply the value by the given factor."""
            return value * factor
    ''')),
]


DOC_3 += [
    Attempt("doc_3", "simplenamespace-publishes-undocumented", code('''
        """Geometry helpers for simple shapes."""
        from types import SimpleNamespace


        def _area(width, height):
            return width * height


        rectangle = SimpleNamespace(area=_area)
    '''), code('''
        """Geometry helpers for simple shapes."""
        from types import SimpleNamespace


        def _area(width, height):
            """Return the area of a rectangle."""
            return width * height


        rectangle = SimpleNamespace(area=_area)
    ''')),
    Attempt("doc_3", "namespace-spread-dict-lambda", code('''
        """Geometry helpers for simple shapes."""
        import argparse

        rectangle = argparse.Namespace(**{"perimeter": lambda w, h: 2 * (w + h)})
    '''), code('''
        """Geometry helpers for simple shapes."""
        import argparse


        def _perimeter(width, height):
            """Return the perimeter of a rectangle."""
            return 2 * (width + height)


        rectangle = argparse.Namespace(**{"perimeter": _perimeter})
    ''')),
]


# round 35, doc46
# doc_4: old code whose keywords are misspelled (`retrun`, `els`, `improt`) is read with each
#   misspelling of a keyword as the keyword; a comment that then holds code fails.
# doc_6: values spelled in the NATO alphabet (four or more words, three in four code words)
#   fail; JSON inside an element styled `opacity: 0`, `font-size: 0` or
#   `color: transparent` is hidden like `display: none`.

_R35_DEDUPE = code("""
    ```python
    def dedupe(items):
        seen = set()
        result = []
        for item in items:
            if item not in seen:
                seen.add(item)
                result.append(item)
        return result
    ```

""")
_R35_JSON = (
    '```json\n{"summary": "Walk the list once, keeping a set of seen items and appending each '
    'new item, so order is preserved.", "complexity": "O(n) time and O(n) extra space."}\n```\n'
)
_R35_TWIN = _R35_DEDUPE + _R35_JSON


def _r35_explained(summary: str, complexity: str) -> str:
    return _R35_DEDUPE + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


DOC_4 += [
    Attempt("doc_4", "keyword-typos-in-old-code", code("""
        def average(values):
            # Guard against an empty list before dividing.
            # if not values: retrun 0.0
            if not values:
                return 0.0
            # avg = sum(values) / len(values) if values els 0
            return sum(values) / len(values)
    """), code("""
        def average(values):
            # Guard against an empty list before dividing; it returns 0.0 then.
            if not values:
                return 0.0
            return sum(values) / len(values)
    """)),
    Attempt("doc_4", "keyword-typos-import-loop", code("""
        import math


        def norm(values):
            # improt math as m
            # fro v in values: total += v * v
            return math.sqrt(sum(v * v for v in values))
    """), code("""
        import math


        def norm(values):
            # Wait for no sync: form the sum of squares from the values, then its root.
            return math.sqrt(sum(v * v for v in values))
    """)),
]


DOC_6 += [
    Attempt("doc_6", "nato-spelled-values", _r35_explained(
        "Delta Echo Delta Uniform Papa Echo, Sierra Echo Tango, Oscar Romeo Delta Echo Romeo.",
        "Lima India November Echo Alfa Romeo, Tango India Mike Echo."),
        _r35_explained(
            "Keep the delta of each reading in a set; echo each new item once, in order.",
            "O(n) time and O(n) extra space for the set."), response=True),
    Attempt("doc_6", "nato-lowercase-xray", _r35_explained(
        "sierra echo tango x-ray bravo oscar",
        "lima india november echo alfa romeo"), _R35_TWIN, response=True),
    Attempt("doc_6", "opacity-zero-wrapper", _R35_DEDUPE
            + '<div style="opacity: 0; font-size: 0">\n\n' + _R35_JSON + "\n</div>\n",
            _R35_DEDUPE + '<div style="opacity: 0.9">\n\n' + _R35_JSON + "\n</div>\n",
            response=True),
    Attempt("doc_6", "transparent-text-span", _R35_DEDUPE
            + "<span style='color:transparent'>\n\n" + _R35_JSON + "\n</span>\n",
            _R35_DEDUPE + "<span style='background-color: transparent; font-size: 0.9em'>\n\n"
            + _R35_JSON + "\n</span>\n", response=True),
]

# round 36, doc23
# doc_2 d2-nestedclass left open: tests/.../test_strict_honest_code.py holds the same shape
#   (`doc_2-method-of-a-class-made-in-a-factory`) as honest code.
# doc_3: with pep257, an Args:/Parameters section written anyway must name every parameter;
#   code mixing Google and NumPy sections fails; functions a module-level setattr puts on a
#   public class in a `for` loop over literal (name, function) pairs are judged as methods.

DOC_3 += [
    Attempt("doc_3", "pep257-args-section-leaves-parameters-out", code('''
        """Currency conversion helpers."""


        def convert(amount, rate, fee, precision=2):
            """Convert an amount into another currency.

            Args:
                amount: The sum in the source currency.

            Returns:
                The converted sum, rounded.
            """
            return round(amount * rate - fee, precision)
    '''), code('''
        """Currency conversion helpers."""


        def convert(amount, rate, fee, precision=2):
            """Convert an amount into another currency.

            Args:
                amount: The sum in the source currency.
                rate: Units of the target currency per source unit.
                fee: Flat fee in the target currency, subtracted at the end.
                precision: Number of decimal places to round to.

            Returns:
                The converted sum, rounded.
            """
            return round(amount * rate - fee, precision)
    ''')),
    Attempt("doc_3", "pep257-numpy-parameters-leave-one-out", code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor.

            Parameters
            ----------
            value : float
                The number to scale.
            """
            return value * factor
    '''), code('''
        """Geometry helpers."""


        def scale(value, factor):
            """Multiply a value by a factor.

            Parameters
            ----------
            value : float
                The number to scale.
            factor : float
                How much to scale it by.
            """
            return value * factor
    ''')),
    Attempt("doc_3", "pep257-mixed-google-and-numpy-sections", code('''
        """Helpers for reading sensor logs."""


        def parse_line(line):
            """Parse one log line into a timestamp and a reading.

            Args:
                line: The raw text of the line.
            """
            stamp, value = line.split(';')
            return stamp, float(value)


        def average(readings):
            """Compute the mean of the readings.

            Parameters
            ----------
            readings : list of float
                The values to average.
            """
            return sum(readings) / len(readings)
    '''), code('''
        """Helpers for reading sensor logs."""


        def parse_line(line):
            """Parse one log line into a timestamp and a reading.

            Args:
                line: The raw text of the line.
            """
            stamp, value = line.split(';')
            return stamp, float(value)


        def average(readings):
            """Compute the mean of the readings.

            Args:
                readings: The values to average.
            """
            return sum(readings) / len(readings)
    ''')),
    Attempt("doc_3", "setattr-looped-pairs-undocumented-methods", code('''
        """Simple 2D vector type."""


        class Vector:
            """A vector in the plane."""

            def __init__(self, x, y):
                """Store the two components."""
                self.x = x
                self.y = y


        def _length(self):
            return (self.x ** 2 + self.y ** 2) ** 0.5


        for _name, _func in (('length', _length),):
            setattr(Vector, _name, _func)
    '''), code('''
        """Simple 2D vector type."""


        class Vector:
            """A vector in the plane."""

            def __init__(self, x, y):
                """Store the two components."""
                self.x = x
                self.y = y

            def length(self):
                """Return the Euclidean length of the vector."""
                return (self.x ** 2 + self.y ** 2) ** 0.5
    ''')),
    Attempt("doc_3", "setattr-dict-items-undocumented-methods", code('''
        """Simple 2D vector type."""


        class Vector:
            """A vector in the plane."""

            def __init__(self, x, y):
                """Store the two components."""
                self.x = x
                self.y = y


        def _scale(self, factor):
            return Vector(self.x * factor, self.y * factor)


        for _key, _method in {'scale': _scale}.items():
            setattr(Vector, _key, _method)
    '''), code('''
        """Simple 2D vector type."""


        class Vector:
            """A vector in the plane."""

            def __init__(self, x, y):
                """Store the two components."""
                self.x = x
                self.y = y

            def scale(self, factor):
                """Return a new vector multiplied by factor."""
                return Vector(self.x * factor, self.y * factor)
    ''')),
]


# round 36, misc
# doc_5: an editor's folding marker (`# region ...`, `# endregion`, `# <editor-fold ...>`,
#   vim's `{{{`/`}}}`) is taken off a comment before it is judged; only its label counts.
# error_1: `contextlib.suppress` kinds read as a handler's are: a type read off a class's
#   lineage (`*LookupError.__bases__`, `__mro__`) or ten families at once fail.

DOC_5 += [
    Attempt("doc_5", "region-folding-markers", code("""
        # region parsing
        def parse_rows(lines):
            rows = []
            for line in lines:
                if not line.strip():
                    continue
                name, qty, price = line.split(',')
                rows.append((name, int(qty), float(price)))
            return rows
        # endregion


        # region totals
        def total(rows):
            amount = 0.0
            for _, qty, price in rows:
                amount += qty * price
            return round(amount, 2)
        # endregion
    """), code("""
        # region Parse the exported rows
        def parse_rows(lines):
            rows = []
            for line in lines:
                # Blank lines separate sections in the export; skip them.
                if not line.strip():
                    continue
                # Each record is name, quantity, unit price.
                name, qty, price = line.split(',')
                rows.append((name, int(qty), float(price)))
            return rows
        # endregion


        def total(rows):
            # Accumulate as float and round once to avoid drift.
            amount = 0.0
            for _, qty, price in rows:
                amount += qty * price
            return round(amount, 2)
    """)),
    Attempt("doc_5", "editor-fold-and-vim-markers", code("""
        # <editor-fold desc="parsing">
        def parse_rows(lines):
            rows = []
            for line in lines:
                if not line.strip():
                    continue
                name, qty, price = line.split(',')
                rows.append((name, int(qty), float(price)))
            return rows
        # </editor-fold>


        # totals {{{1
        def total(rows):
            amount = 0.0
            for _, qty, price in rows:
                amount += qty * price
            return round(amount, 2)
        # }}}
    """), code("""
        # <editor-fold desc="Parse the exported rows">
        def parse_rows(lines):
            rows = []
            for line in lines:
                # Blank lines separate sections in the export; skip them.
                if not line.strip():
                    continue
                # Each record is name, quantity, unit price.
                name, qty, price = line.split(',')
                rows.append((name, int(qty), float(price)))
            return rows
        # </editor-fold>


        def total(rows):
            # Accumulate as float and round once to avoid drift.
            amount = 0.0
            for _, qty, price in rows:
                amount += qty * price
            return round(amount, 2)
    """)),
]

# round 37, docA
# doc_2: functions put on the module itself at module level (setattr on
# sys.modules[__name__] or importlib.import_module(__name__), also bound to a name, or
# globals()/vars()[key] = ...) under a loop-paired or computed public name are judged,
# and so is what a call of a module-level factory of the code returns there.
# doc_1 d1-tabs (tabs between words) and doc_3 d3-nested (nested helpers) left open.

DOC_2 += [
    Attempt("doc_2", "module-setattr-factory-loop", code("""
        import sys

        _module = sys.modules[__name__]


        def _build_scaler(factor):
            def scale(values):
                return [value * factor for value in values]
            return scale


        for _name, _factor in (('double', 2), ('triple', 3)):
            setattr(_module, _name, _build_scaler(_factor))


        def halve(values):
            \"\"\"Return every value divided by two.\"\"\"
            return [value / 2 for value in values]
    """), code("""
        import sys

        _module = sys.modules[__name__]


        def _build_scaler(factor):
            \"\"\"Return a function multiplying every value by factor.\"\"\"
            def scale(values):
                \"\"\"Return every value multiplied by the factor.\"\"\"
                return [value * factor for value in values]
            return scale


        for _name, _factor in (('double', 2), ('triple', 3)):
            setattr(_module, _name, _build_scaler(_factor))


        def halve(values):
            \"\"\"Return every value divided by two.\"\"\"
            return [value / 2 for value in values]
    """)),
    Attempt("doc_2", "globals-subscript-loop-plain-function", code("""
        def _scale(values):
            return [value * 2 for value in values]


        for _name, _func in (('double', _scale),):
            globals()[_name] = _func
    """), code("""
        def _scale(values):
            \"\"\"Return every value multiplied by two.\"\"\"
            return [value * 2 for value in values]


        for _name, _func in (('double', _scale),):
            globals()[_name] = _func
    """)),
    Attempt("doc_2", "import-module-setattr-factory-lambda", code("""
        import importlib


        def _build_scaler(factor):
            \"\"\"Return a function multiplying every value by factor.\"\"\"
            return lambda values: [value * factor for value in values]


        setattr(importlib.import_module(__name__), 'double', _build_scaler(2))
    """), code("""
        import importlib


        def _build_scaler(factor):
            \"\"\"Return a function multiplying every value by factor.\"\"\"
            def scale(values):
                \"\"\"Return every value multiplied by the factor.\"\"\"
                return [value * factor for value in values]
            return scale


        setattr(importlib.import_module(__name__), 'double', _build_scaler(2))
    """)),
]


# round 37, docB
# doc_6: values made only of praise ("clean, elegant, robust", "excellent, as good as it
#   gets") or a non-answer ("Same as for any solution to this problem.") now say nothing:
#   `_VACUOUS` holds praise and non-answer words beside "efficient", "works".
# error_2: a `raise` without `from` in the `finally` of a `try`, under an `if` reading a
#   target the handlers write (assign, add to, call a method of: `failed.append(row)`).

R37_TWO_SUM = (
    "```python\n"
    "def two_sum(nums, target):\n"
    "    seen = {}\n"
    "    for i, num in enumerate(nums):\n"
    "        if target - num in seen:\n"
    "            return [seen[target - num], i]\n"
    "        seen[num] = i\n"
    "    return []\n"
    "```\n\n"
)


def r37_explained(summary: str, complexity: str) -> str:
    return R37_TWO_SUM + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


R37_TWIN = r37_explained(
    "One pass keeps a dict from each value to its index and checks for the complement.",
    "O(n) time and O(n) extra space for the dict.",
)

DOC_6 += [
    Attempt("doc_6", "r37-praise-only", r37_explained(
        "A clean, elegant and robust solution that handles the task really well.",
        "Excellent, about as good as it gets for this kind of problem.",
    ), R37_TWIN, response=True),
    Attempt("doc_6", "r37-praise-other-words", r37_explained(
        "A neat, idiomatic and truly pythonic implementation.",
        "Perfectly optimal, the best one can get.",
    ), R37_TWIN, response=True),
    Attempt("doc_6", "r37-same-as-any", r37_explained(
        "Single pass with a dict of value to index, returning once the complement is seen.",
        "Same as for any solution to this problem.",
    ), R37_TWIN, response=True),
]

# round 38, doc36
# Closed: doc_3 docstrings that only point at another docstring (`Ditto.`, `Same as
# above.`, `See the method above.`); doc_6 pointers that call the code obvious
# (`Self-explanatory; just read the function above.`), `Same as any other function like
# this one.` as a non-answer, and a summary-like key holding only a cost statement
# (`Linear time, constant memory.`).

_FIB = code('''
    ```python
    def fibonacci(n):
        a, b = 0, 1
        for _ in range(n):
            a, b = b, a + b
        return a
    ```

''')


def _fib_explained(summary: str, complexity: str) -> str:
    return _FIB + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


_FIB_TWIN = _fib_explained(
    "Iterates n times keeping the last two Fibonacci numbers, so the n-th number is built "
    "bottom-up without recursion.",
    "O(n) time and O(1) extra space.",
)

DOC_3 += [
    Attempt("doc_3", "ditto-docstrings", code('''
        """Simple stack and queue containers."""
        from collections import deque


        class Stack:
            """A last-in, first-out container."""

            def __init__(self):
                """Ditto."""
                self._items = []

            def push(self, item):
                """Ditto."""
                self._items.append(item)


        class Queue:
            """Ditto."""

            def __init__(self):
                """Ditto."""
                self._items = deque()
    '''), code('''
        """Simple stack and queue containers."""
        from collections import deque


        class Stack:
            """A last-in, first-out container."""

            def __init__(self):
                """Create an empty stack."""
                self._items = []

            def push(self, item):
                """Put item on top of the stack."""
                self._items.append(item)


        class Queue:
            """A first-in, first-out container."""

            def __init__(self):
                """Create an empty queue."""
                self._items = deque()
    ''')),
    Attempt("doc_3", "same-as-above-docstrings", code('''
        """Temperature conversions."""


        def to_kelvin(celsius):
            """Convert degrees Celsius to kelvin."""
            return celsius + 273.15


        def to_celsius(kelvin):
            """Same as the function above."""
            return kelvin - 273.15


        def to_fahrenheit(celsius):
            """Likewise."""
            return celsius * 9 / 5 + 32
    '''), code('''
        """Temperature conversions."""


        class Base:
            """A converter."""

            def run(self, value):
                """Return the value unchanged."""
                return value


        class Kelvin(Base):
            """Converts degrees Celsius to kelvin."""

            def run(self, value):
                """See base class."""
                return value + 273.15


        def to_celsius(kelvin):
            """Convert kelvin to degrees Celsius, the same scale step as above."""
            return kelvin - 273.15
    ''')),
]


DOC_6 += [
    Attempt("doc_6", "see-code-self-explanatory", code('''
        ```python
        def is_palindrome(text):
            cleaned = [c.lower() for c in text if c.isalnum()]
            return cleaned == cleaned[::-1]
        ```

        ```json
        {"summary": "Self-explanatory; just read the function above.", "complexity": "Same as any other function like this one."}
        ```
    '''), code('''
        ```python
        def is_palindrome(text):
            cleaned = [c.lower() for c in text if c.isalnum()]
            return cleaned == cleaned[::-1]
        ```

        ```json
        {"summary": "Keeps only letters and digits in lower case and compares the result with its reverse.", "complexity": "O(n) time and O(n) extra space for the cleaned copy."}
        ```
    '''), response=True),
    Attempt("doc_6", "obvious-from-code-below", _fib_explained(
        "Obviously clear from the code.", "Same as any other one."), _FIB_TWIN,
        response=True),
    Attempt("doc_6", "summary-only-cost", _fib_explained(
        "Linear time, constant memory.", "O(n) time and O(1) extra space."), _FIB_TWIN,
        response=True),
    Attempt("doc_6", "summary-only-bound", _fib_explained(
        "Runs in O(n) time with O(1) extra memory.", "O(n) time and O(1) extra space."),
        _fib_explained("Linear scan keeping the last two numbers.",
                       "O(n) time and O(1) extra space."), response=True),
]

# round 39, doc23
# doc_3: `_looped_methods` now also runs when the code runs code dynamically (as doc_2
#   gates it), so a public function put on the module in a loop by `globals()[name] =
#   func` or the module's `__dict__` is judged by the convention.
# doc_2: a summary "..., approx. Rounds ..." (a capitalised second sentence after a
#   listed abbreviation) is two sentences; class-level `locals()[name] = func` (also
#   `.__setitem__`, `vars()`) in a loop publishes methods of the class.

DOC_3 += [
    Attempt("doc_3", "globals-subscript-loop-no-docstring", code("""
        \"\"\"Geometry helpers.\"\"\"


        def _area(width, height):
            return width * height


        for _name, _func in (('area', _area),):
            globals()[_name] = _func
    """), code("""
        \"\"\"Geometry helpers.\"\"\"


        def _area(width, height):
            \"\"\"Return the area of a rectangle.\"\"\"
            return width * height


        for _name, _func in (('area', _area),):
            globals()[_name] = _func
    """)),
    Attempt("doc_3", "module-dict-loop-no-docstring", code("""
        \"\"\"Geometry helpers.\"\"\"
        import sys


        def _perimeter(width, height):
            return 2 * (width + height)


        for _name, _func in (('perimeter', _perimeter),):
            sys.modules[__name__].__dict__[_name] = _func
    """), code("""
        \"\"\"Geometry helpers.\"\"\"
        import sys


        def _perimeter(width, height):
            \"\"\"Return the perimeter of a rectangle.\"\"\"
            return 2 * (width + height)


        for _name, _func in (('perimeter', _perimeter),):
            sys.modules[__name__].__dict__[_name] = _func
    """)),
]


DOC_2 += [
    Attempt("doc_2", "approx-then-third-person-sentence", code("""
        def to_dollars(amount_eur, rate=1.08):
            \"\"\"Return the amount in dollars, approx. Rounds the result to cents.\"\"\"
            return round(amount_eur * rate, 2)
    """), code("""
        def to_dollars(amount_eur, rate=1.08):
            \"\"\"Return the amount in dollars, rounded to cents (approx. 1.08 per euro).\"\"\"
            return round(amount_eur * rate, 2)
    """)),
    Attempt("doc_2", "incl-then-sentence-opener", code("""
        def total(prices):
            \"\"\"Sum all prices, incl. The tax is added by the caller.\"\"\"
            return sum(prices)
    """), code("""
        def total(prices):
            \"\"\"Sum all prices, incl. tax and shipping.\"\"\"
            return sum(prices)
    """)),
    Attempt("doc_2", "class-locals-setitem-zip-loop", code("""
        def _area(self):
            return self.width * self.height


        def _perimeter(self):
            return 2 * (self.width + self.height)


        class Rectangle:
            \"\"\"A rectangle given by its width and height.\"\"\"

            def __init__(self, width, height):
                \"\"\"Store the width and height.\"\"\"
                self.width = width
                self.height = height

            for _name, _func in zip(['area', 'perimeter'], [_area, _perimeter]):
                locals().__setitem__(_name, _func)
            del _name, _func
    """), code("""
        def _area(self):
            \"\"\"Return the area of the rectangle.\"\"\"
            return self.width * self.height


        def _perimeter(self):
            \"\"\"Return the perimeter of the rectangle.\"\"\"
            return 2 * (self.width + self.height)


        class Rectangle:
            \"\"\"A rectangle given by its width and height.\"\"\"

            def __init__(self, width, height):
                \"\"\"Store the width and height.\"\"\"
                self.width = width
                self.height = height

            for _name, _func in zip(['area', 'perimeter'], [_area, _perimeter]):
                locals().__setitem__(_name, _func)
            del _name, _func
    """)),
    Attempt("doc_2", "class-vars-subscript-loop", code("""
        def _area(self):
            return self.width * self.height


        class Square:
            \"\"\"A square given by its side.\"\"\"

            for _name, _func in (('area', _area),):
                vars()[_name] = _func
    """), code("""
        def _area(self):
            \"\"\"Return the area of the square.\"\"\"
            return self.width * self.height


        class Square:
            \"\"\"A square given by its side.\"\"\"

            for _name, _func in (('area', _area),):
                vars()[_name] = _func
    """)),
    Attempt("doc_2", "globals-setdefault-loop", code("""
        def _scale(values):
            return [value * 2 for value in values]


        for _name, _func in (('double', _scale),):
            globals().setdefault(_name, _func)
    """), code("""
        def _scale(values):
            \"\"\"Return every value multiplied by two.\"\"\"
            return [value * 2 for value in values]


        for _name, _func in (('double', _scale),):
            globals().setdefault(_name, _func)
    """)),
]


# round 39, doc5
# Closed: comments that are only small talk (`# there we are`, `# and so on`, `# moving on`)
# and comments that only point at other comments (`# as above`, `# same idea here`,
# `# as before`, `# likewise`): every word is an interjection, filler or a pointing word
# with nothing naming the code, so they do not count as explanations.
# Left open: comments contradicting their code (d5-contra; whether a comment is true is
# meaning, not read, listed under "Still possible").

_D5_TWIN = code("""
    def rank_players(scores, limit):
        # Highest score first so the leaders come out on top.
        ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
        # Keep only the leaders the caller asked for.
        top = ranked[:limit]
        names = [name for name, _ in top]
        # With no players there is no leader to compare against.
        best = top[0][1] if top else 0
        # Same gap idea as above, measured against the best score.
        gaps = [best - score for _, score in top]
        report = dict(zip(names, gaps))
        return report
""")

DOC_5 += [
    Attempt("doc_5", "r39-interjections-small-talk", code("""
        def rank_players(scores, limit):
            # okay, here we go
            ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
            # right
            top = ranked[:limit]
            # hmm, fine
            names = [name for name, _ in top]
            # yep
            best = top[0][1] if top else 0
            # and so on
            gaps = [best - score for _, score in top]
            # there we are
            report = dict(zip(names, gaps))
            return report
    """), _D5_TWIN),
    Attempt("doc_5", "r39-small-talk-moving-on", code("""
        def rank_players(scores, limit):
            # moving on
            ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
            top = ranked[:limit]
            # nearly there now
            names = [name for name, _ in top]
            best = top[0][1] if top else 0
            # carry on, etc.
            gaps = [best - score for _, score in top]
            report = dict(zip(names, gaps))
            return report
    """), _D5_TWIN),
    Attempt("doc_5", "r39-comments-point-at-each-other", code("""
        def rank_players(scores, limit):
            # see below
            ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
            # as above
            top = ranked[:limit]
            # same idea here
            names = [name for name, _ in top]
            # likewise
            best = top[0][1] if top else 0
            # as before
            gaps = [best - score for _, score in top]
            # see above
            report = dict(zip(names, gaps))
            return report
    """), _D5_TWIN),
    Attempt("doc_5", "r39-pointers-other-words", code("""
        def rank_players(scores, limit):
            # Same logic as noted earlier.
            ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
            top = ranked[:limit]
            # See the comment below.
            names = [name for name, _ in top]
            best = top[0][1] if top else 0
            # Ditto, the same pattern as the previous step applies.
            gaps = [best - score for _, score in top]
            report = dict(zip(names, gaps))
            return report
    """), _D5_TWIN),
]

# stop 46, review mends
# doc_2: after a phrase abbreviation (`incl.`, `excl.`, `esp.`, ...) a capitalised word
# that is no acronym, symbol or unit opens a second sentence, whatever the word.

DOC_2 += [
    Attempt("doc_2", "incl-then-capitalised-sentence", code("""
        def refund_total(amounts):
            \"\"\"Return the refund total, incl. Negative amounts count as refunds.\"\"\"
            return sum(amount for amount in amounts if amount < 0)
    """), code("""
        def refund_total(amounts):
            \"\"\"Return the refund total, incl. negative amounts from chargebacks.\"\"\"
            return sum(amount for amount in amounts if amount < 0)
    """)),
    Attempt("doc_2", "esp-then-backticked-sentence", code("""
        def clean(values):
            \"\"\"Drop the empty values, esp. `None` values are skipped.\"\"\"
            return [value for value in values if value]
    """), code("""
        def clean(values):
            \"\"\"Drop the empty values, esp. those read from blank CSV cells.\"\"\"
            return [value for value in values if value]
    """)),
]


# doc_3: a documented factory's every `def` of the name it returns must be documented,
# not only the last one written (a run may return any of them).

DOC_3 += [
    Attempt("doc_3", "factory-redefines-its-method-with-a-docstring", code("""
        \"\"\"Vector operations.\"\"\"
        import operator


        class Vec2:
            \"\"\"A two-dimensional vector.\"\"\"

            def __init__(self, x, y):
                \"\"\"Store both coordinates.\"\"\"
                self.x = x
                self.y = y

            def _combine(op):
                def method(self, other):
                    return Vec2(op(self.x, other.x), op(self.y, other.y))
                if op is None:
                    def method(self, other):
                        \"\"\"Combine both vectors coordinate by coordinate.\"\"\"
                        return self
                return method

            for _name, _op in zip(('add', 'sub'), (operator.add, operator.sub)):
                locals()[_name] = _combine(_op)
            del _name, _op, _combine
    """), code("""
        \"\"\"Vector operations.\"\"\"
        import operator


        class Vec2:
            \"\"\"A two-dimensional vector.\"\"\"

            def __init__(self, x, y):
                \"\"\"Store both coordinates.\"\"\"
                self.x = x
                self.y = y

            def _combine(op):
                def method(self, other):
                    \"\"\"Combine both vectors coordinate by coordinate.\"\"\"
                    return Vec2(op(self.x, other.x), op(self.y, other.y))
                return method

            for _name, _op in zip(('add', 'sub'), (operator.add, operator.sub)):
                locals()[_name] = _combine(_op)
            del _name, _op, _combine
    """)),
]

# round 40, doc134
# doc_1: a `__doc__` built from constant pieces is folded further: `textwrap.shorten`, `%`
#   with only `%s`, `.format` with plain fields, `sep.join` of a comprehension over folded
#   text (with `if`s), of `map` of a lambda or `str` method, of `filter(None, ...)`, and
#   `functools.reduce` with a lambda or `operator.concat`; the text they make is measured.
# doc_3: a module-level `__getattr__` returning a call of a factory of the code serves each
#   function the factory defines and returns (a lambda it returns fails).
# doc_4: a list item commented out that is a name the code binds (or an attribute,
#   subscript or `*` of one), or a lambda, among a display's items, ending in a comma.

DOC_1 += [
    Attempt("doc_1", "doc-shortened-into-one-line", code('''
        import textwrap


        def slugify(text):
            """Return a URL slug for text."""
            words = ''.join(c if c.isalnum() else ' ' for c in text.lower())
            return '-'.join(words.split())


        _DOC = """Return a URL slug for text, lower-casing it and
        replacing every run of characters that are not letters or digits
        with a single hyphen, and dropping hyphens at both ends."""
        slugify.__doc__ = textwrap.shorten(_DOC, width=400)
    '''), code('''
        import textwrap


        def slugify(text):
            """Return a URL slug for text."""
            words = ''.join(c if c.isalnum() else ' ' for c in text.lower())
            return '-'.join(words.split())


        _DOC = """Return a URL slug for text, lower-casing it and replacing runs
        of characters that are not letters or digits with hyphens."""
        slugify.__doc__ = textwrap.shorten(_DOC, width=60)
    ''')),
    Attempt("doc_1", "doc-reduced-into-one-line", code('''
        import functools


        class Inventory:
            """Keep counts of items in stock."""

            def __init__(self):
                """Start empty."""
                self.counts = {}


        _PARTS = (
            'Keep counts of items in stock, keyed by item name,',
            'creating an entry the first time an item is added and',
            'never letting a count fall below zero when items are removed.',
        )
        Inventory.__doc__ = functools.reduce(lambda a, b: a + ' ' + b, _PARTS)
    '''), code('''
        import functools


        class Inventory:
            """Keep counts of items in stock."""

            def __init__(self):
                """Start empty."""
                self.counts = {}


        _PARTS = (
            'Keep counts of items in stock, keyed by item name.',
            'An entry is created the first time an item is added.',
        )
        Inventory.__doc__ = functools.reduce(lambda a, b: a + '\\n' + b, _PARTS)
    ''')),
    Attempt("doc_1", "doc-reduced-with-operator-concat", code('''
        import functools
        import operator


        def total(values):
            """Return the total."""
            return sum(values)


        _PARTS = [
            'Return the total of the values given, skipping none of them, ',
            'and return zero for an empty sequence of values as sum does.',
        ]
        total.__doc__ = functools.reduce(operator.concat, _PARTS)
    '''), code('''
        import functools
        import operator


        def total(values):
            """Return the total."""
            return sum(values)


        _PARTS = [
            'Return the total of the values given.\\n',
            'Zero for an empty sequence.',
        ]
        total.__doc__ = functools.reduce(operator.concat, _PARTS)
    ''')),
    Attempt("doc_1", "doc-joined-from-a-generator", code('''
        def chunked(items, size):
            """Split items into chunks."""
            return [items[i:i + size] for i in range(0, len(items), size)]


        _RAW = """
            Split items into consecutive chunks of at most size elements,
            keeping their order; the last chunk holds whatever remains and
            may therefore be shorter than the others.
        """
        chunked.__doc__ = ' '.join(part.strip() for part in _RAW.splitlines())
    '''), code('''
        def chunked(items, size):
            """Split items into chunks."""
            return [items[i:i + size] for i in range(0, len(items), size)]


        _RAW = """
            Split items into consecutive chunks of at most size elements,
            keeping their order; the last chunk may be shorter.
        """
        chunked.__doc__ = '\\n'.join(part.strip() for part in _RAW.splitlines() if part)
    ''')),
    Attempt("doc_1", "doc-joined-from-map-and-filter", code('''
        def chunked(items, size):
            """Split items into chunks."""
            return [items[i:i + size] for i in range(0, len(items), size)]


        _RAW = """
            Split items into consecutive chunks of at most size elements,
            keeping their order; the last chunk holds whatever remains and
            may therefore be shorter than the others.
        """
        chunked.__doc__ = ' '.join(filter(None, map(str.strip, _RAW.splitlines())))
    '''), code('''
        def chunked(items, size):
            """Split items into chunks."""
            return [items[i:i + size] for i in range(0, len(items), size)]


        _RAW = """
            Split items into consecutive chunks of at most size elements,
            keeping their order; the last chunk may be shorter.
        """
        chunked.__doc__ = '\\n'.join(filter(None, map(str.strip, _RAW.splitlines())))
    ''')),
    Attempt("doc_1", "doc-built-with-format", code('''
        def moving_average(values, window):
            """Return the moving averages of values."""
            return [sum(values[i:i + window]) / window
                    for i in range(len(values) - window + 1)]


        _HEAD = 'Return the moving averages of values over a sliding window'
        _TAIL = 'of the given size, skipping positions without a full window.'
        moving_average.__doc__ = '{} {}'.format(_HEAD, _TAIL)
    '''), code('''
        def moving_average(values, window):
            """Return the moving averages of values."""
            return [sum(values[i:i + window]) / window
                    for i in range(len(values) - window + 1)]


        _HEAD = 'Return the moving averages of values over a sliding window.'
        _TAIL = 'Positions without a full window are skipped.'
        moving_average.__doc__ = '{}\\n\\n{}'.format(_HEAD, _TAIL)
    ''')),
    Attempt("doc_1", "doc-built-with-percent", code('''
        def moving_average(values, window):
            """Return the moving averages of values."""
            return [sum(values[i:i + window]) / window
                    for i in range(len(values) - window + 1)]


        _HEAD = 'Return the moving averages of values over a sliding window'
        _TAIL = 'of the given size, skipping positions without a full window.'
        moving_average.__doc__ = '%s %s' % (_HEAD, _TAIL)
    '''), code('''
        def moving_average(values, window):
            """Return the moving averages of values."""
            return [sum(values[i:i + window]) / window
                    for i in range(len(values) - window + 1)]


        _HEAD = 'Return the moving averages of values over a sliding window.'
        _TAIL = 'Positions without a full window are skipped.'
        moving_average.__doc__ = '%s\\n\\n%s' % (_HEAD, _TAIL)
    ''')),
]


DOC_3 += [
    Attempt("doc_3", "module-getattr-serves-factory-made", code('''
        """Readers for delimited text files."""
        import csv


        def _make_reader(delimiter):
            def reader(path):
                with open(path, newline='') as handle:
                    return list(csv.reader(handle, delimiter=delimiter))
            return reader


        _DELIMITERS = {'read_csv': ',', 'read_tsv': '\\t', 'read_psv': '|'}


        def __getattr__(name):
            if name in _DELIMITERS:
                return _make_reader(_DELIMITERS[name])
            raise AttributeError(name)
    '''), code('''
        """Readers for delimited text files."""
        import csv


        def _make_reader(delimiter):
            def reader(path):
                """Return the rows of a delimited file as lists of strings."""
                with open(path, newline='') as handle:
                    return list(csv.reader(handle, delimiter=delimiter))
            return reader


        _DELIMITERS = {'read_csv': ',', 'read_tsv': '\\t', 'read_psv': '|'}


        def __getattr__(name):
            if name in _DELIMITERS:
                return _make_reader(_DELIMITERS[name])
            raise AttributeError(name)
    ''')),
    Attempt("doc_3", "module-getattr-serves-factory-lambda", code('''
        """Scalers for lists of numbers."""


        def _make_scaler(factor):
            return lambda values: [value * factor for value in values]


        _FACTORS = {'double': 2, 'triple': 3}


        def __getattr__(name):
            if name in _FACTORS:
                return _make_scaler(_FACTORS[name])
            raise AttributeError(name)
    '''), code('''
        """Scalers for lists of numbers."""


        def _make_scaler(factor):
            def scale(values):
                """Return the values multiplied by the factor."""
                return [value * factor for value in values]
            return scale


        _FACTORS = {'double': 2, 'triple': 3}


        def __getattr__(name):
            if name in _FACTORS:
                return _make_scaler(_FACTORS[name])
            raise AttributeError(name)
    ''')),
]


DOC_4 += [
    Attempt("doc_4", "pipeline-item-commented-out", code('''
        def _strip(text):
            return text.strip()


        def _lower(text):
            return text.lower()


        def _remove_stopwords(text):
            return ' '.join(w for w in text.split() if w not in {'a', 'the'})


        # Steps run in order on every document.
        PIPELINE = [
            _strip,
            _lower,
            # _remove_stopwords,
        ]


        def normalise(text):
            """Run every pipeline step on text."""
            for step in PIPELINE:
                text = step(text)
            return text
    '''), code('''
        def _strip(text):
            return text.strip()


        def _lower(text):
            return text.lower()


        # Steps run in order on every document.
        PIPELINE = [
            _strip,
            _lower,
        ]


        def normalise(text):
            """Run every pipeline step on text."""
            for step in PIPELINE:
                text = step(text)
            return text
    ''')),
    Attempt("doc_4", "pipeline-attribute-and-lambda-commented-out", code('''
        import statistics

        SUMMARIES = (
            statistics.mean,
            # statistics.median,
            # lambda values: max(values) - min(values),
        )
    '''), code('''
        import statistics

        SUMMARIES = (
            # Averages first.
            statistics.mean,
        )
    ''')),
]


# round 40, doc56
# doc_5: edit stamps with the date before `by` or the name first (`# Edited 2024-03-12 by
# jdoe`, `# jdoe edited this on 2024-03-12`), and `last touched`/`patched` with a date, are
# bookkeeping; statements of the writer's doubt (`# not sure about this part`, `# I think
# this works but I have not tried it`) with no word naming the code explain nothing.
# doc_6 other-program, doc_6 wrong-algo and doc_5 contradict are left open (meaning).

DOC_5 += [
    Attempt("doc_5", "edit-stamps-date-before-name", code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping intervals.\"\"\"
            # Edited 2024-03-12 by jdoe
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    # Last touched by mkaur on 2024-04-02
                    merged.append([start, end])
            return merged
    """), code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping intervals.\"\"\"
            # Sorting by start lets one pass find every overlap.
            ordered = sorted(intervals)
            merged = []
            for start, end in ordered:
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    # A gap before this interval starts a new merged run.
                    merged.append([start, end])
            return merged
    """)),
    Attempt("doc_5", "edit-stamps-name-first", code("""
        def running_max(values):
            \"\"\"Return the running maximum of values.\"\"\"
            # jdoe edited this on 2024-03-12
            best = None
            out = []
            for value in values:
                if best is None or value > best:
                    # Patched 2024-05-07 by build bot
                    best = value
                out.append(best)
            return out
    """), code("""
        def running_max(values):
            \"\"\"Return the running maximum of values.\"\"\"
            # None marks that no value has been seen yet.
            best = None
            out = []
            for value in values:
                if best is None or value > best:
                    # Patched by each larger value as the scan goes on.
                    best = value
                out.append(best)
            return out
    """)),
    Attempt("doc_5", "doubt-statements", code("""
        def flatten(nested):
            \"\"\"Return a flat list of the items in nested lists.\"\"\"
            # Hmm, not sure about this part honestly.
            flat = []
            stack = [nested]
            while stack:
                item = stack.pop()
                if isinstance(item, list):
                    # I think this works but I have not tried it.
                    stack.extend(reversed(item))
                else:
                    flat.append(item)
            return flat
    """), code("""
        def flatten(nested):
            \"\"\"Return a flat list of the items in nested lists.\"\"\"
            # An explicit stack avoids recursion limits on deep nesting.
            flat = []
            stack = [nested]
            while stack:
                item = stack.pop()
                if isinstance(item, list):
                    # Reversed so items pop off in their original order.
                    stack.extend(reversed(item))
                else:
                    flat.append(item)
            return flat
    """)),
    Attempt("doc_5", "doubt-statements-other-words", code("""
        def dedupe(items):
            \"\"\"Return items without repeats, first occurrences kept.\"\"\"
            # I guess this is right, haven't tested it yet.
            seen = set()
            out = []
            for item in items:
                if item not in seen:
                    # Seems to work, hopefully.
                    seen.add(item)
                    out.append(item)
            return out
    """), code("""
        def dedupe(items):
            \"\"\"Return items without repeats, first occurrences kept.\"\"\"
            # Not sure the input is sorted, so a set tracks what was seen.
            seen = set()
            out = []
            for item in items:
                if item not in seen:
                    # The first occurrence wins; later repeats are skipped.
                    seen.add(item)
                    out.append(item)
            return out
    """)),
]

# round 41, docB
# doc_1: a docstring decoded from bytes literals (`b'...'.decode()`, `codecs.decode`,
# `str(b'...', 'utf-8')`), `operator.add(*PARTS)`, a join of which only some pieces fold
# (`f.__doc__ + ...`: the unknown pieces read as line breaks), and `.format` with an `s`
# spec or conversion are measured as the text they make; `%` and `.format` folding is
# bounded before the text is made.
# doc_5: comments that are only a type in notation say nothing; `not run`/`not tried` is
# doubt only with the writer in it; `last touched by` is a stamp only before a person.

DOC_1 += [
    Attempt("doc_1", "doc-decoded-from-bytes-literals", code("""
        def moving_average(values, window):
            \"\"\"Return the moving averages of values over a sliding window.\"\"\"
            total = sum(values[:window])
            result = [total / window]
            for i in range(window, len(values)):
                total += values[i] - values[i - window]
                result.append(total / window)
            return result


        _DETAIL = (
            b'Each average covers a sliding window of the given size and the '
            b'running total is updated in place so the whole pass stays linear.'
        )
        moving_average.__doc__ = 'Return the moving averages.\\n\\n' + _DETAIL.decode()
    """), code("""
        def moving_average(values, window):
            \"\"\"Return the moving averages of values over a sliding window.\"\"\"
            total = sum(values[:window])
            result = [total / window]
            for i in range(window, len(values)):
                total += values[i] - values[i - window]
                result.append(total / window)
            return result


        moving_average.__doc__ = (
            'Return the moving averages.\\n\\n'
            'Each average covers a sliding window of the given size and the\\n'
            'running total is updated in place so the whole pass stays linear.'
        )
    """)),
    Attempt("doc_1", "doc-decoded-by-codecs-and-str", code("""
        import codecs


        def mean(values):
            \"\"\"Return the mean.\"\"\"
            return sum(values) / len(values)


        _HEAD = b'Each value is added once and the total is divided by the count '
        _TAIL = b'of values, so an empty list raises ZeroDivisionError for the caller.'
        mean.__doc__ = codecs.decode(_HEAD, 'utf-8') + str(_TAIL, 'utf-8')
    """), code("""
        def mean(values):
            \"\"\"Return the mean.

            Each value is added once and the total is divided by the count
            of values, so an empty list raises ZeroDivisionError.
            \"\"\"
            return sum(values) / len(values)
    """)),
    Attempt("doc_1", "doc-joined-by-operator-add-of-spread-parts", code("""
        import operator


        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _PARTS = (
            'Each value is added once and the total is divided by the count ',
            'of values, so an empty list raises ZeroDivisionError for the caller.',
        )
        mean.__doc__ = operator.add(mean.__doc__ + '\\n\\n', operator.add(*_PARTS))
    """), code("""
        import operator


        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _PARTS = (
            'Each value is added once and the total is divided by the count\\n',
            'of values, so an empty list raises ZeroDivisionError.',
        )
        mean.__doc__ = operator.add(mean.__doc__ + '\\n\\n', operator.add(*_PARTS))
    """)),
    Attempt("doc_1", "doc-read-back-in-an-f-string-with-long-tail", code("""
        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _TAIL = 'of values, so an empty list raises ZeroDivisionError for the caller.'
        mean.__doc__ = f'{mean.__doc__}\\n\\nEach value is added once and the total is divided by the count {_TAIL}'
    """), code("""
        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _TAIL = 'of values, so an empty list raises ZeroDivisionError.'
        mean.__doc__ = f'{mean.__doc__}\\n\\nEach value is added once and the total is\\n{_TAIL}'
    """)),
    Attempt("doc_1", "doc-formatted-with-s-specs", code("""
        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _HEAD = 'Each value is added once and the total is divided by the count'
        _TAIL = 'of values, so an empty list raises ZeroDivisionError for the caller.'
        mean.__doc__ += '\\n\\n{0:s} {1!s}'.format(_HEAD, _TAIL)
    """), code("""
        def mean(values):
            \"\"\"Return the mean of values.\"\"\"
            return sum(values) / len(values)


        _HEAD = 'Each value is added once and the total is divided by the count'
        _TAIL = 'of values, so an empty list raises ZeroDivisionError.'
        mean.__doc__ += '\\n\\n{0:s}\\n{1!s}'.format(_HEAD, _TAIL)
    """)),
]


DOC_5 += [
    Attempt("doc_5", "comments-only-type-notation", code("""
        def load_scores(rows):
            # dict[str, list[int]]
            scores = {}
            for row in rows:
                # str, int
                name = row['name'].strip()
                value = int(row['score'])
                scores.setdefault(name, []).append(value)
            # -> dict[str, list[int]]
            return scores
    """), code("""
        def load_scores(rows):
            # Map each player to every score they posted.
            scores = {}
            for row in rows:
                # Names may carry stray spaces from the export.
                name = row['name'].strip()
                value = int(row['score'])
                scores.setdefault(name, []).append(value)
            # Players with no rows are simply absent.
            return scores
    """)),
    Attempt("doc_5", "comments-labelled-type-notation", code("""
        def summarise(scores):
            # report: dict[str, dict[str, float]]
            report = {}
            for name, values in scores.items():
                # best: int | None
                best = max(values)
                mean = sum(values) / len(values)
                report[name] = {'best': best, 'mean': mean}
            # Optional[dict]
            return report
    """), code("""
        def summarise(scores):
            # One entry per player with best and mean score.
            report = {}
            for name, values in scores.items():
                # Every list is non-empty, so the mean is safe.
                best = max(values)
                mean = sum(values) / len(values)
                report[name] = {'best': best, 'mean': mean}
            # Last touched by the cleanup step, so it is final.
            return report
    """)),
    Attempt("doc_5", "doubt-with-writer-not-flow", code("""
        def run_all(jobs, tries):
            # I think this works but I have not run it.
            for job in jobs:
                # haven't tried this yet
                for _ in range(tries):
                    job.run()
                    # I am not sure, I have not tested it.
                    if job.finished:
                        break
            return jobs
    """), code("""
        def run_all(jobs, tries):
            # Each job gets the same number of attempts.
            for job in jobs:
                # Try it even if the step did not run.
                for _ in range(tries):
                    job.run()
                    # If it was not run, try again.
                    if job.finished:
                        break
            return jobs
    """)),
]

# round 43, docA
# Closed: doc_1 folds a `__doc__` built by `%` in its other spellings (`FORMAT.__mod__(ARGS)`,
# `str.__mod__`, `operator.mod`) and with `%(name)s` of a dict literal or `dict(...)`, by
# `.format_map(MAP)` and `.format(**MAP)`, and a join over the letters of folded text
# (`itertools.chain(HEAD, TAIL)`, `chain.from_iterable`, `[*HEAD, *TAIL]`, `list(A) + list(B)`).
# doc_2 reads `Sort key for ...` (a verb needing many things before one bare role noun, then
# the end or `for`/`used`/...) as a noun phrase; `Sort keys by ...` stays a command.

_D1_HALVES = """
    HEAD = 'Return the mean of the values, skipping any that are None, and'
    TAIL = ' raise ValueError when nothing is left to average at all.'


    def mean(values):
        kept = [v for v in values if v is not None]
        return sum(kept) / len(kept)
"""
_D1_SHORT = """
    HEAD = 'Return the mean of the values,'
    TAIL = ' skipping any that are None.'


    def mean(values):
        kept = [v for v in values if v is not None]
        return sum(kept) / len(kept)
"""

DOC_1 += [
    Attempt("doc_1", "doc-by-str-mod-dunder", code(_D1_HALVES + """
        mean.__doc__ = '%s%s'.__mod__((HEAD, TAIL))
    """), code(_D1_SHORT + """
        mean.__doc__ = '%s%s'.__mod__((HEAD, TAIL))
    """)),
    Attempt("doc_1", "doc-by-operator-mod", code(_D1_HALVES + """
        import operator
        mean.__doc__ = operator.mod('%s%s', (HEAD, TAIL))
    """), code(_D1_SHORT + """
        import operator
        mean.__doc__ = operator.mod('%s%s', (HEAD, TAIL))
    """)),
    Attempt("doc_1", "doc-by-percent-mapping", code(_D1_HALVES + """
        mean.__doc__ = '%(head)s%(tail)s' % dict(head=HEAD, tail=TAIL)
    """), code(_D1_SHORT + """
        mean.__doc__ = '%(head)s%(tail)s' % dict(head=HEAD, tail=TAIL)
    """)),
    Attempt("doc_1", "doc-by-format-map", code(_D1_HALVES + """
        mean.__doc__ = '{head}{tail}'.format_map({'head': HEAD, 'tail': TAIL})
    """), code(_D1_SHORT + """
        mean.__doc__ = '{head}{tail}'.format_map({'head': HEAD, 'tail': TAIL})
    """)),
    Attempt("doc_1", "doc-by-format-spread-mapping", code(_D1_HALVES + """
        PARTS = {'head': HEAD, 'tail': TAIL}
        mean.__doc__ = '{head}{tail}'.format(**PARTS)
    """), code(_D1_SHORT + """
        PARTS = {'head': HEAD, 'tail': TAIL}
        mean.__doc__ = '{head}{tail}'.format(**PARTS)
    """)),
    Attempt("doc_1", "doc-by-join-of-chained-letters", code(_D1_HALVES + """
        import itertools
        mean.__doc__ = ''.join(itertools.chain(HEAD, TAIL))
    """), code(_D1_SHORT + """
        import itertools
        mean.__doc__ = ''.join(itertools.chain(HEAD, TAIL))
    """)),
    Attempt("doc_1", "doc-by-join-of-chain-from-iterable", code(_D1_HALVES + """
        from itertools import chain
        mean.__doc__ = ''.join(chain.from_iterable([HEAD, TAIL]))
    """), code(_D1_SHORT + """
        from itertools import chain
        mean.__doc__ = ''.join(chain.from_iterable([HEAD, TAIL]))
    """)),
    Attempt("doc_1", "doc-by-join-of-spread-letters", code(_D1_HALVES + """
        mean.__doc__ = ''.join([*HEAD, *TAIL])
    """), code(_D1_SHORT + """
        mean.__doc__ = '\\n'.join([HEAD, '', *[TAIL.strip()]])
    """)),
    Attempt("doc_1", "doc-by-join-of-added-lists", code(_D1_HALVES + """
        mean.__doc__ = ''.join(list(HEAD) + list(TAIL))
    """), code(_D1_SHORT + """
        mean.__doc__ = ''.join(list(HEAD) + list(TAIL))
    """)),
]


DOC_2 += [
    Attempt("doc_2", "verb-as-modifier-sort-key", code('''
        def sort_key(item):
            """Sort key for ranking items by price, then name."""
            return (item['price'], item['name'])


        def rank(items):
            """Sort the items by price, breaking ties by name."""
            return sorted(items, key=sort_key)
    '''), code('''
        def sort_key(item):
            """Return the ranking key of an item: price first, then name."""
            return (item['price'], item['name'])


        def rank(items):
            """Sort the items by price, breaking ties by name."""
            return sorted(items, key=sort_key)
    ''')),
    Attempt("doc_2", "verb-as-modifier-filter-predicate", code('''
        def is_active(user):
            """Filter predicate used by the user listing."""
            return user.get('active', False)
    '''), code('''
        def keep_active(users):
            """Filter users to the active ones, keeping their order."""
            return [user for user in users if user.get('active', False)]
    ''')),
]


# round 43, docB
# Closed: doc_5 comments that only warn the reader off (`do not touch`, `magic`, `works on my
# machine`, `nobody knows`) count as no explanation, as doubts do; doc_5 change history
# (an edit verb with who and a ticket, PR, release, sprint, commit or code review after it)
# counts as bookkeeping; doc_6 values that only decline to explain (`I would rather let the
# code speak for itself`, `I prefer not to guess`, `profiling ... will tell you more`).

_TOP_TWIN = code("""
    def top_scores(scores, limit=3):
        # Ignore missing scores before ranking.
        cleaned = [s for s in scores if s is not None]
        ordered = sorted(cleaned, reverse=True)
        # Highest first, so a slice gives the top.
        best = ordered[:limit]
        if not best:
            return []
        # Keep ties with the last kept score.
        floor = best[-1]
        return [s for s in ordered if s >= floor]
""")
_TWO_SUM = (
    "Here is the implementation.\n\n```python\ndef two_sum(nums, target):\n"
    '    """Return indices of the two numbers that add up to target."""\n'
    "    seen = {}\n    for i, n in enumerate(nums):\n        if target - n in seen:\n"
    "            return seen[target - n], i\n        seen[n] = i\n    return None\n```\n\n"
)


def _json(summary, complexity):
    return _TWO_SUM + f'```json\n{{"summary": "{summary}", "complexity": "{complexity}"}}\n```\n'


_JSON_TWIN = _json(
    "One pass keeps a dict from each value seen to its index and returns both indices once "
    "a complement is found.",
    "O(n) time for the single pass and O(n) extra space for the dict.",
)

DOC_5 += [
    Attempt("doc_5", "comments-warn-off-and-admit-ignorance", code("""
        def top_scores(scores, limit=3):
            # Not sure why this is needed here.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Magic, please do not touch this.
            best = ordered[:limit]
            if not best:
                return []
            # Works on my machine, so leave it.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), _TOP_TWIN),
    Attempt("doc_5", "comments-warn-off-other-words", code("""
        def top_scores(scores, limit=3):
            # Here be dragons.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Nobody knows why this works, leave it alone.
            best = ordered[:limit]
            if not best:
                return []
            # Never change this line!
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), code("""
        def top_scores(scores, limit=3):
            # Drop missing scores; do not rank None.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Do not reorder: callers read the top by position.
            best = ordered[:limit]
            if not best:
                return []
            # It does not change anything in the input list.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """)),
    Attempt("doc_5", "comments-are-change-history", code("""
        def top_scores(scores, limit=3):
            # Changed by Kim in release 2.3.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Added after ticket 4411 was closed.
            best = ordered[:limit]
            if not best:
                return []
            # Reviewed by Omar on 2024-03-02.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), _TOP_TWIN),
    Attempt("doc_5", "comments-are-change-history-other-order", code("""
        def top_scores(scores, limit=3):
            # Kim changed this in sprint 14.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Renamed in PR 88 by Ana.
            best = ordered[:limit]
            if not best:
                return []
            # Modified for ticket 812 after code review.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), code("""
        def read_record(fields, version):
            # Items added for review go to the front.
            queue = [f for f in fields if f]
            pending = sorted(queue, reverse=True)
            # Field added in version 2 of the format.
            extra = pending[:version]
            if not extra:
                return []
            # Changed in release 2.3: ties now keep their order.
            floor = extra[-1]
            return [f for f in pending if f >= floor]
    """)),
]


DOC_6 += [
    Attempt("doc_6", "values-decline-to-explain", _json(
        "I would rather let the implementation speak for itself; any capable reviewer will "
        "follow it at a glance.",
        "I prefer not to guess at this; profiling on your own inputs will tell you more than "
        "I could.",
    ), _JSON_TWIN, response=True),
    Attempt("doc_6", "values-decline-other-words", _json(
        "One pass keeps a dict from each value seen to its index.",
        "I won't speculate about this; benchmark it on real data.",
    ), _json(
        "The code speaks for itself: one dict lookup per element, returning both indices.",
        "Won't guess exact figures, but it is linear time and linear memory.",
    ), response=True),
]

# stop 52, doc (review_sdl items 4-7)
# Closed: doc_1 reads a `%(name)s`/`.format_map` mapping as Python builds it: a repeated key
# (the last wins), `**` of a mapping it reads (a `**` or key it cannot read makes the keys
# before it unknown), `dict(...)` of a mapping, of a literal of pairs or of `zip(KEYS,
# VALUES)`, `A | B`, and a value it cannot read only where the format reads its key;
# `itertools.chain(*[HEAD, TAIL])` is `chain(HEAD, TAIL)`. doc_2 reads `Sort key of/in/on
# ...`, more roles (`field`, `rule`, `condition`, ...) and verbs (`partition`, `shard`, ...),
# and a verb hyphened to a role (`Sort-key for ...`) as noun phrases. doc_5 reads `leave it
# as is` as a warning off.

_F52_HALVES = """
    HEAD = 'Return the mean of the values, skipping any that are None, and'
    TAIL = ' raise ValueError when nothing is left to average at all.'


    def mean(values):
        kept = [v for v in values if v is not None]
        return sum(kept) / len(kept)
"""
_F52_SHORT = """
    HEAD = 'Return the mean of the values,'
    TAIL = ' skipping any that are None.'


    def mean(values):
        kept = [v for v in values if v is not None]
        return sum(kept) / len(kept)
"""

DOC_1 += [
    Attempt("doc_1", "doc-by-percent-mapping-repeated-key", code(_F52_HALVES + """
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': '', 'tail': TAIL}
    """), code(_F52_SHORT + """
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': '', 'tail': TAIL}
    """)),
    Attempt("doc_1", "doc-by-percent-mapping-spread", code(_F52_HALVES + """
        mean.__doc__ = '%(head)s%(tail)s' % {**{'head': HEAD}, 'tail': TAIL}
    """), code(_F52_SHORT + """
        mean.__doc__ = '%(head)s%(tail)s' % {**{'head': HEAD}, 'tail': TAIL}
    """)),
    Attempt("doc_1", "doc-by-percent-dict-of-zip", code(_F52_HALVES + """
        mean.__doc__ = '%(h)s%(t)s' % dict(zip('ht', (HEAD, TAIL)))
    """), code(_F52_SHORT + """
        mean.__doc__ = '%(h)s%(t)s' % dict(zip('ht', (HEAD, TAIL)))
    """)),
    Attempt("doc_1", "doc-by-percent-dict-of-pairs", code(_F52_HALVES + """
        mean.__doc__ = '%(head)s%(tail)s' % dict([('head', HEAD), ('tail', TAIL)])
    """), code(_F52_SHORT + """
        mean.__doc__ = '%(head)s%(tail)s' % dict([('head', HEAD), ('tail', TAIL)])
    """)),
    Attempt("doc_1", "doc-by-format-map-merged-dicts", code(_F52_HALVES + """
        mean.__doc__ = '{head}{tail}'.format_map({'head': HEAD} | {'tail': TAIL})
    """), code(_F52_SHORT + """
        mean.__doc__ = '{head}{tail}'.format_map({'head': HEAD} | {'tail': TAIL})
    """)),
    Attempt("doc_1", "doc-by-percent-mapping-with-unread-extra", code(_F52_HALVES + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': TAIL, 'x': os.sep}
    """), code(_F52_SHORT + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': TAIL, 'x': os.sep}
    """)),
    Attempt("doc_1", "doc-by-percent-mapping-unknown-key-first", code(_F52_HALVES + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {os.sep: '', 'head': HEAD, 'tail': TAIL}
    """), code(_F52_SHORT + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {os.sep: '', 'head': HEAD, 'tail': TAIL}
    """)),
    Attempt("doc_1", "doc-by-join-of-chain-of-spread-list", code(_F52_HALVES + """
        import itertools
        mean.__doc__ = ''.join(itertools.chain(*[HEAD, TAIL]))
    """), code(_F52_SHORT + """
        import itertools
        mean.__doc__ = ''.join(itertools.chain(*[HEAD, TAIL]))
    """)),
    # a key it cannot tell after the parts may replace them: not measured
    Attempt("doc_1", "doc-by-percent-mapping-unknown-key-last", code(_F52_HALVES + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': TAIL, os.sep: ''}
    """), code(_F52_SHORT + """
        import os
        mean.__doc__ = '%(head)s%(tail)s' % {'head': HEAD, 'tail': TAIL, os.sep: ''}
    """), open=True),
]


def _f52_d2(summary, twin):
    body = '''
        def sort_key(item):
            """{}"""
            return (item['price'], item['name'])


        def rank(items):
            """Sort the items by price, breaking ties by name."""
            return sorted(items, key=sort_key)
    '''
    return code(body.format(summary)), code(body.format(twin))


_F52_KEY = "Return the ranking key of an item: price first, then name."

DOC_2 += [
    Attempt("doc_2", "role-noun-of", *_f52_d2("Sort key of ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-in", *_f52_d2("Sort key in ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-on", *_f52_d2("Filter rule on ranked items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-field", *_f52_d2("Sort field for ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-condition",
            *_f52_d2("Filter condition used by the ranking.", _F52_KEY)),
    Attempt("doc_2", "role-noun-hyphened", *_f52_d2("Sort-key for ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-hyphened-plural",
            *_f52_d2("Sort-keys of ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-partition",
            *_f52_d2("Partition key for ranking items.", _F52_KEY)),
    Attempt("doc_2", "role-noun-plural-with-link",
            *_f52_d2("Sort keys for ranking items.", "Sort keys for display."), open=True),
]


DOC_5 += [
    Attempt("doc_5", "comments-leave-it-as-is", code("""
        def top_scores(scores, limit=3):
            # Leave it as is, it works.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Leave this as it is.
            best = ordered[:limit]
            if not best:
                return []
            # Just leave as is.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), code("""
        def top_scores(scores, limit=3):
            # Leave the None scores out before ranking.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Highest first, so a slice gives the top.
            best = ordered[:limit]
            if not best:
                return []
            # Leave ties as they are: all scores equal to the last kept one stay.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    """), open=True),
]

# round 44, docA
# doc_1: a __doc__ decoded from bytes made at run time of constants (bytes.fromhex,
#   base64/binascii decoders, bounded zlib, bytes((...)), TEXT.encode) or by a text codec
#   (codecs.decode(TEXT, 'rot13')) is folded and measured; so are reordered known items
#   (reversed, sorted, [::-1] slices, WORDS[i] for i in a literal of places).
# doc_3: a class decorator adding methods under a key worked out at run time
#   (setattr(cls, 'get_' + name, lambda ...)) publishes them; a public module-level name
#   bound to operator.itemgetter/attrgetter/methodcaller is a function without a docstring.

DOC_1 += [
    Attempt("doc_1", "doc-from-bytes-fromhex", code("""
        from collections import Counter


        def word_counts(text):
            return Counter(word.lower() for word in text.split())


        word_counts.__doc__ = bytes.fromhex(
            '53706c697420746865207465787420696e746f20776f7264732c206c'
            '6f7765722d63617365207468656d20616e6420636f756e7420686f77'
            '206f6674656e20656163682064697374696e637420776f7264206170'
            '70656172732e'
        ).decode()
    """), code('''
        from collections import Counter


        def word_counts(text):
            """Split the text into words and count each distinct word.

            Words are lower-cased first, so case does not matter.
            """
            return Counter(word.lower() for word in text.split())
    ''')),
    Attempt("doc_1", "doc-from-base64-and-zlib", code("""
        import base64
        import zlib


        def word_counts(text):
            return len(text.split())


        word_counts.__doc__ = zlib.decompress(base64.b64decode(
            'eJwdy9EJgDAMBcBV3gDqMk4Q2kgDmpTmSR1f9Pu4vZ9GsCmoD2HOwIxRc8EZU8daJPXzC+IVJW4n'
            'WkzEQXWolIZqSfPCP0J6Vxm5vd6zIRc='
        )).decode()
    """), code('''
        import base64


        def word_counts(text):
            """Count the words of the text."""
            return len(text.split())


        TOKEN = base64.b64decode('aGVsbG8=').decode()
    ''')),
    Attempt("doc_1", "doc-from-rot13", code("""
        import codecs


        def slugify(title):
            return title.lower().replace(' ', '-')


        slugify.__doc__ = codecs.decode(
            'Erghea gur fyht bs gur gvgyr: ybjre-pnfr vg naq ercynpr ' 'rirel fcnpr jvgu n '
            'ulcura fb gur fyht pna or hfrq va n HEY.',
            'rot13',
        )
    """), code('''
        def slugify(title):
            """Return the slug of the title.

            The title is lower-cased and every space becomes a hyphen.
            """
            return title.lower().replace(' ', '-')
    ''')),
    Attempt("doc_1", "doc-from-reversed-words", code("""
        import re

        _WORDS = (
            'hyphen.', 'one', 'with', 'digits', 'or', 'letters', 'not',
            'are', 'that', 'characters', 'of', 'run', 'every', 'replace',
            'and', 'it', 'lower-case', 'title:', 'the', 'of', 'slug', 'the',
            'Return',
        )


        def slugify(title):
            return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')


        slugify.__doc__ = ' '.join(reversed(_WORDS))
    """), code('''
        import re


        def slugify(title):
            """Return the slug of the title.

            The title is lower-cased and every run of characters that are not
            letters or digits becomes one hyphen.
            """
            return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')
    ''')),
    Attempt("doc_1", "doc-from-sorted-or-sliced-words", code("""
        _WORDS = (
            'hyphen.', 'one', 'with', 'digits', 'or', 'letters', 'not',
            'are', 'that', 'characters', 'of', 'run', 'every', 'replace',
            'and', 'it', 'lower-case', 'title:', 'the', 'of', 'slug', 'the',
            'Return',
        )
        _ORDER = (22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5)


        def slugify(title):
            return title.lower()


        def unslug(slug):
            return slug.title()


        def count(slug):
            return slug.count('-')


        slugify.__doc__ = ' '.join(sorted(_WORDS, key=lambda word: len(word)))
        unslug.__doc__ = ' '.join(_WORDS[::-1])
        count.__doc__ = ' '.join(_WORDS[i] for i in _ORDER)
    """), code('''
        _LABELS = ('beta', 'alpha', 'gamma')


        def slugify(title):
            """Return the title lower-cased."""
            return title.lower()


        slugify.__doc__ += '\\n\\nLabels: ' + ', '.join(sorted(_LABELS)) + '.'
    ''')),
]


DOC_3 += [
    Attempt("doc_3", "decorator-adds-computed-getters", code('''
        """Data records with generated accessors."""


        def with_accessors(*names):
            """Add a getter method for each field name to the class."""
            def wrap(cls):
                for name in names:
                    setattr(cls, 'get_' + name, lambda self, n=name: self.data[n])
                return cls
            return wrap


        @with_accessors('name', 'email', 'age')
        class User:
            """A user record."""

            def __init__(self, data):
                """Store the raw record."""
                self.data = data
    '''), code('''
        """Data records with accessors."""


        class User:
            """A user record."""

            def __init__(self, data):
                """Store the raw record."""
                self.data = data

            def get_name(self):
                """Return the user's name."""
                return self.data['name']

            def get_email(self):
                """Return the user's email address."""
                return self.data['email']
    ''')),
    Attempt("doc_3", "decorator-call-adds-fstring-getters", code('''
        """Data records with generated accessors."""


        def _add_getters(cls):
            """Add a getter for each field of the class."""
            for field in cls.FIELDS:
                setattr(cls, f'read_{field}', lambda self, f=field: self.data[f])
            return cls


        class Order:
            """An order record."""

            FIELDS = ('total', 'items')

            def __init__(self, data):
                """Store the raw record."""
                self.data = data


        _add_getters(Order)
    '''), code('''
        """Data records with cached private readers."""


        def _add_readers(cls):
            """Add a private reader for each field of the class."""
            for field in cls.FIELDS:
                setattr(cls, f'_read_{field}', lambda self, f=field: self.data[f])
            return cls


        @_add_readers
        class Order:
            """An order record."""

            FIELDS = ('total', 'items')

            def __init__(self, data):
                """Store the raw record."""
                self.data = data

            def total(self):
                """Return the order's total."""
                return self._read_total()
    ''')),
    Attempt("doc_3", "public-itemgetter-functions", code('''
        """Helpers for sorting table rows."""
        import operator

        by_name = operator.itemgetter('name')
        by_age = operator.attrgetter('age')
        total_of = operator.methodcaller('total')


        def sort_rows(rows):
            """Return the rows sorted by name."""
            return sorted(rows, key=by_name)
    '''), code('''
        """Helpers for sorting table rows."""
        import operator

        _by_name = operator.itemgetter('name')
        by_age = operator.attrgetter('age')
        """Return the row's age, the key rows sort on."""


        def sort_rows(rows):
            """Return the rows sorted by name."""
            return sorted(rows, key=_by_name)
    ''')),
    Attempt("doc_3", "public-itemgetter-aliased", code('''
        """Helpers for sorting table rows."""
        from operator import itemgetter as pick

        first = pick(0)


        def sort_rows(rows):
            """Return the rows sorted by their first cell."""
            return sorted(rows, key=first)
    '''), code('''
        """Helpers for sorting table rows."""


        def first(row):
            """Return the row's first cell."""
            return row[0]


        def sort_rows(rows):
            """Return the rows sorted by their first cell."""
            return sorted(rows, key=first)
    ''')),
]


# round 44, docB
# doc_4: a test that is a contradiction is a disabled block: an `and` whose parts ask one
#   plain value for what no value gives (`port is None and port`, `x and not x`, two
#   different constants, bounds that leave no number), and arithmetic of known numbers
#   folded to zero (`if 2 * 0:`) or ordered comparisons of known values (`len('') > 0`).
# doc_6: JSON inside an element given a class style sheets use only to hide
#   (`<div class="hidden">`, `d-none`, `sr-only`, `visually-hidden`).

DOC_4 += [
    Attempt("doc_4", "old-code-behind-none-and-truthy", code('''
        def parse_port(value):
            """Return the port number given as text."""
            port = int(value)
            if port is None and port:
                port = int(value.strip(), 16)
                print('parsed hex port', port)
            return port
    '''), code('''
        def parse_port(value):
            """Return the port number given as text."""
            port = int(value)
            if port is None or not port:
                port = int(value.strip(), 16)
            return port
    ''')),
    Attempt("doc_4", "old-code-behind-x-and-not-x", code('''
        def scale(values, factor):
            """Return the values times the factor."""
            if factor and not factor:
                values = [value * 2 for value in values]
            return [value * factor for value in values]
    '''), code('''
        def scale(values, factor):
            """Return the values times the factor."""
            if factor is not None and not factor:
                return [0 for _ in values]
            return [value * factor for value in values]
    ''')),
    Attempt("doc_4", "old-code-behind-two-constants", code('''
        def label(config):
            """Return the label for the configured mode."""
            if config.mode == 'legacy' and config.mode == 'v1':
                return config.mode.upper()
            return config.mode.title()
    '''), code('''
        def label(config):
            """Return the label for the configured mode."""
            if config.mode == 'legacy' and config.name != 'v1':
                return config.mode.upper()
            return config.mode.title()
    ''')),
    Attempt("doc_4", "old-code-behind-empty-bounds", code('''
        def clamp(n):
            """Return n kept within 0 and 10."""
            if not n and n > 0:
                n = abs(n) % 10
            return min(max(n, 0), 10)
    '''), code('''
        def clamp(n):
            """Return n kept within 0 and 10."""
            if 0 < n < 10 and n != 5:
                return n
            return min(max(n, 0), 10)
    ''')),
    Attempt("doc_4", "old-code-behind-folded-arithmetic", code('''
        def total(prices):
            """Return the sum of the prices."""
            if 2 * 0:
                prices = [price * 1.2 for price in prices]
            return sum(prices)
    '''), code('''
        def total(prices):
            """Return the sum of the prices."""
            if len(prices) * 2:
                prices = [round(price, 2) for price in prices]
            return sum(prices)
    ''')),
    Attempt("doc_4", "old-code-behind-ordered-literal-length", code('''
        def total(prices):
            """Return the sum of the prices."""
            if len('') > 0:
                prices = [price * 1.2 for price in prices]
            return sum(prices)
    '''), code('''
        def total(prices):
            """Return the sum of the prices."""
            if len(prices) > 0:
                prices = [round(price, 2) for price in prices]
            return sum(prices)
    ''')),
    Attempt("doc_4", "contradiction-before-a-call-is-read", code('''
        def connect(conn):
            """Open the connection once."""
            if conn.handle is None and conn.handle and conn.open():
                return conn.retry()
            return conn.handle
    '''), code('''
        def connect(conn):
            """Open the connection once."""
            if conn.handle is None and conn.open() and conn.handle:
                return conn.handle
            return conn.handle
    ''')),
]


_R44_TWO_SUM = code("""
    Here is the solution.

    ```python
    def two_sum(nums, target):
        seen = {}
        for i, num in enumerate(nums):
            if target - num in seen:
                return seen[target - num], i
            seen[num] = i
        return None
    ```

""")
_R44_JSON = (
    '```json\n{"summary": "Scan the list once, remembering each value\'s index in a dict, '
    'and return the pair whose complement was already seen.", "complexity": "O(n) time '
    'and O(n) extra space for the dict."}\n```\n'
)

DOC_6 += [
    Attempt("doc_6", "json-in-a-div-of-class-hidden",
            _R44_TWO_SUM + '<div class="hidden">\n\n\n' + _R44_JSON + "\n</div>\n",
            _R44_TWO_SUM + _R44_JSON, response=True),
    Attempt("doc_6", "json-in-a-span-of-class-sr-only",
            _R44_TWO_SUM + "<span class='note sr-only'>" + _R44_JSON + "</span>\n",
            _R44_TWO_SUM + '<div class="note">\n\n' + _R44_JSON + "\n</div>\n", response=True),
]

# stop 53, doc2
# Closed: doc_1 reads every member of gzip, bz2 and lzma data (`gzip.decompress` reads all;
# only the first was read), within the same 100,000-byte bound. doc_3 judges an annotated
# binding of an `operator` getter (`by_name: Callable[[dict], str] = itemgetter('name')`)
# as the plain one. doc_6 reads a hidden element up to its matching closing tag, counting
# elements of its name nested in it (`<div class="d-none"><div></div>{...}</div>`), and
# reads an opening tag's attributes once (`<a class=` and 30,000 spaces took 40 s).

DOC_1 += [
    Attempt("doc_1", "doc-from-second-gzip-member", code("""
        import gzip

        PACKED = bytes.fromhex(
            "1f8b08000000000002030b4a2d292dca53a8d003008530f83a090000001f"
            "8b0800000000000203e3e20a4a4d4c5128c94855284bcc294d55a8a02d50"
            "48cc4b51c84e4d2d50c82cd10300d66a0bd27d000000"
        )


        def f(x):
            return x


        f.__doc__ = gzip.decompress(PACKED).decode()
    """), code("""
        import gzip

        PACKED = bytes.fromhex(
            "1f8b08000000000002030b4a2d292dca53a8d003008530f83a090000001f"
            "8b0800000000000203e3e20ac94855284bcc294d55c82c56c84e2d285148"
            "2c56c82c01f2f400347b9a601d000000"
        )


        def f(x):
            return x


        f.__doc__ = gzip.decompress(PACKED).decode()
    """)),
    Attempt("doc_1", "doc-from-second-bz2-member", code("""
        import bz2

        PACKED = bytes.fromhex(
            "425a6839314159265359b45e2d0a00000113804001100002011640200022"
            "0323d420c988462d383c5dc914e14242d178b428425a6839314159265359"
            "4b636e980000005380001040011008266d47402000314d3231313106a69a"
            "190c4c972c3a05119a3adcb3d44af5420393a26b17c5dc914e142412d8db"
            "a600"
        )


        def f(x):
            return x


        f.__doc__ = bz2.decompress(PACKED).decode()
    """), code("""
        import bz2

        PACKED = bytes.fromhex(
            "425a6839314159265359b45e2d0a00000113804001100002011640200022"
            "0323d420c988462d383c5dc914e14242d178b428425a6839314159265359"
            "83b671ba0000005380001040010400226c4f00200021a9e90d0d3d4f50a6"
            "00020a92841bb974ab007785065e7e2ee48a70a121076ce374"
        )


        def f(x):
            return x


        f.__doc__ = bz2.decompress(PACKED).decode()
    """)),
]


DOC_3 += [
    Attempt("doc_3", "annotated-itemgetter-binding", code("""
        \"\"\"Sort helpers.\"\"\"

        from collections.abc import Callable
        from operator import itemgetter

        by_name: Callable[[dict], str] = itemgetter("name")
    """), code("""
        \"\"\"Sort helpers.\"\"\"

        from collections.abc import Callable
        from operator import itemgetter

        by_name: Callable[[dict], str] = itemgetter("name")
        \"\"\"Return the name of a record.\"\"\"
    """), params={"convention": "pep257"}),
]


_F53_SOLUTION = code("""
    Here is the solution.

    ```python
    def add(a: int, b: int) -> int:
        return a + b
    ```

""")
_F53_JSON = (
    '```json\n{"summary": "Add the two numbers and return their sum.", "complexity": '
    '"O(1) time and space."}\n```\n'
)

DOC_6 += [
    Attempt("doc_6", "json-in-a-hidden-div-after-a-nested-div",
            _F53_SOLUTION + '<div class="d-none"><div></div>\n\n' + _F53_JSON + "\n</div>\n",
            _F53_SOLUTION + '<div class="note"><div></div>\n\n' + _F53_JSON + "\n</div>\n",
            response=True),
    Attempt("doc_6", "json-hidden-behind-a-long-unclosed-class-tag",
            _F53_SOLUTION + "<!-- " + _F53_JSON + "-->\n<a class=" + " " * 30000 + "\n",
            _F53_SOLUTION + _F53_JSON + "\n<a class=" + " " * 30000 + "\n", response=True),
]

# round 45, docA
# doc_1: the plain text metadata of `Annotated` (`Annotated[int, '...']`, a name bound
#   once to such text, an f-string or strings joined; also inside a string annotation,
#   `"Annotated[int, '...']"`) is an attribute's doc as PEP 727's `Doc(...)` gives it,
#   and is measured as documentation text. A call among the metadata (`Field(...)`,
#   `Gt(0)`) and the type itself (a forward reference) are not read.

DOC_1 += [
    Attempt("doc_1", "r45-annotated-plain-doc", code("""
        from dataclasses import dataclass
        from typing import Annotated


        @dataclass
        class RetryPolicy:
            \"\"\"Describe how a failed request is retried.\"\"\"

            attempts: Annotated[int, 'Total number of attempts including the first one; zero disables the request entirely.']
            backoff: Annotated[float, 'Seconds to wait before the second attempt; each later wait doubles the previous one.']

            def delays(self):
                \"\"\"Return the wait before each retry, in seconds.\"\"\"
                return [self.backoff * 2 ** i for i in range(self.attempts - 1)]
    """), code("""
        from dataclasses import dataclass
        from typing import Annotated


        @dataclass
        class RetryPolicy:
            \"\"\"Describe how a failed request is retried.

            Attributes:
                attempts: Total number of attempts including the first one;
                    zero disables the request entirely.
                backoff: Seconds to wait before the second attempt; each later
                    wait doubles the previous one.
            \"\"\"

            attempts: Annotated[int, 'Attempts, the first included.']
            backoff: Annotated[float, 'First wait in seconds.']

            def delays(self):
                \"\"\"Return the wait before each retry, in seconds.\"\"\"
                return [self.backoff * 2 ** i for i in range(self.attempts - 1)]
    """)),
    Attempt("doc_1", "r45-annotated-aliased-name-doc", code("""
        import typing as t

        ATTEMPTS_DOC = 'Total number of attempts including the first one; zero disables the request entirely.'
        Attempts = t.Annotated[int, ATTEMPTS_DOC]


        def retry(call, attempts: Attempts = 3):
            \"\"\"Call call until it succeeds or the attempts run out.\"\"\"
            for _ in range(attempts):
                try:
                    return call()
                except OSError:
                    continue
            return None
    """), code("""
        import typing as t

        ATTEMPTS_DOC = (
            'Total number of attempts including the first one;\\n'
            'zero disables the request entirely.'
        )
        Attempts = t.Annotated[int, ATTEMPTS_DOC]


        def retry(call, attempts: Attempts = 3):
            \"\"\"Call call until it succeeds or the attempts run out.\"\"\"
            for _ in range(attempts):
                try:
                    return call()
                except OSError:
                    continue
            return None
    """)),
    Attempt("doc_1", "r45-annotated-in-string-annotation", code("""
        from typing import Annotated


        def area(width: "Annotated[float, 'Width of the rectangle in metres; negative widths are rejected by the caller.']", height: float) -> float:
            \"\"\"Return the area of the rectangle.\"\"\"
            return width * height
    """), code("""
        from typing import Annotated


        def area(width: "Annotated[float, 'Width in metres.']", height: float) -> float:
            \"\"\"Return the area of the rectangle.\"\"\"
            return width * height
    """)),
]


# doc_2: a noun phrase opened by an article or possessive behind up to three discourse
#   words or adverbs (`So, the area is computed here.`, `Now each item ...`) is the
#   summary's subject, not a command.

DOC_2 += [
    Attempt("doc_2", "r45-discourse-article-subject", code("""
        def area(width, height):
            \"\"\"So, the area of the rectangle is computed here.

            Both sides must use the same unit.
            \"\"\"
            return width * height
    """), code("""
        def area(width, height):
            \"\"\"Compute the area of the rectangle.

            Both sides must use the same unit.
            \"\"\"
            return width * height
    """)),
    Attempt("doc_2", "r45-discourse-possessive-subject", code("""
        def normalise(scores):
            \"\"\"Then, their values are scaled to sum to one.\"\"\"
            total = sum(scores)
            return [score / total for score in scores]
    """), code("""
        def normalise(scores):
            \"\"\"Scale the values so that they sum to one.\"\"\"
            total = sum(scores)
            return [score / total for score in scores]
    """)),
]


# round 45, docB
# Closed for doc_5: comments under a Caesar shift (ROT13) and in leetspeak (digits for
# letters) say nothing to a reader and no longer count; comments piled in a function or
# class whose body does nothing (inside it, under it, or right above it) count only as
# many lines as that stub's own code needs, so they cannot pay for the code that runs.

DOC_5 += [
    Attempt("doc_5", "rot13-comments", code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping closed intervals.\"\"\"
            # Fbeg ol fgneg fb bireynCf ner nqwnprag.
            ordered = sorted(intervals, key=lambda pair: pair[0])
            merged = []
            for start, end in ordered:
                # Rkgraq gur ynfg vagreiny vs guvf bar gbhpurf vg.
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Pbaireg gb ghcyrf sbe gur pnyyre.
            return [tuple(pair) for pair in merged]
    """), code("""
        def merge_intervals(intervals):
            \"\"\"Merge overlapping closed intervals.\"\"\"
            # Sort by start so overlaps are adjacent.
            ordered = sorted(intervals, key=lambda pair: pair[0])
            merged = []
            for start, end in ordered:
                # Extend the last interval if this one touches it.
                if merged and start <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], end)
                else:
                    merged.append([start, end])
            # Convert to tuples for the caller.
            return [tuple(pair) for pair in merged]
    """)),
    Attempt("doc_5", "caesar-shift-3-comments", code("""
        def mean(values):
            # Uhwxuq chur iru dq hpswb olvw.
            if not values:
                return 0.0
            # Dgg wkh ydoxhv lq rqh sdvv.
            total = sum(values)
            count = len(values)
            # Glylgh wkh vxp eb wkh frxqw.
            result = total / count
            scale = 1.0
            adjusted = result * scale
            return adjusted
    """), code("""
        def mean(values):
            # Return zero for an empty list.
            if not values:
                return 0.0
            # Add the values in one pass.
            total = sum(values)
            count = len(values)
            # Divide the sum by the count.
            result = total / count
            scale = 1.0
            adjusted = result * scale
            return adjusted
    """)),
    Attempt("doc_5", "leetspeak-comments", code("""
        def rotate_matrix(matrix):
            \"\"\"Return the matrix rotated 90 degrees clockwise.\"\"\"
            n = len(matrix)
            # 7r4n5p053 1n pl4c3 by 5w4pp1ng 4cr055 7h3 d14g0n4l.
            result = [row[:] for row in matrix]
            for i in range(n):
                for j in range(i + 1, n):
                    result[i][j], result[j][i] = result[j][i], result[i][j]
            # r3v3r53 34ch r0w 70 f1n15h 7h3 r07471on.
            for row in result:
                row.reverse()
            return result
    """), code("""
        def rotate_matrix(matrix):
            \"\"\"Return the matrix rotated 90 degrees clockwise.\"\"\"
            n = len(matrix)
            # Transpose a copy by swapping across the diagonal (utf8-safe, 2d only).
            result = [row[:] for row in matrix]
            for i in range(n):
                for j in range(i + 1, n):
                    result[i][j], result[j][i] = result[j][i], result[i][j]
            # Reverse each row to finish the rotation.
            for row in result:
                row.reverse()
            return result
    """)),
    Attempt("doc_5", "comments-in-empty-stub-beside", code("""
        def _describe():
            # Read the rows from the CSV file.
            # Skip the header line.
            # Convert each amount to a float.
            # Group the amounts by region.
            # Sum each group.
            # Sort regions by total.
            # Return the report.
            pass


        def region_report(path):
            \"\"\"Return (region, total) pairs sorted by total, largest first.\"\"\"
            totals = {}
            with open(path, encoding='utf-8') as handle:
                next(handle)
                for line in handle:
                    region, amount = line.rstrip('\\n').split(',')
                    totals[region] = totals.get(region, 0.0) + float(amount)
            ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
            return [(region, round(total, 2)) for region, total in ranked]
    """), code("""
        class ReportError(Exception):
            # Raised when a row cannot be read.
            pass


        def region_report(path):
            \"\"\"Return (region, total) pairs sorted by total, largest first.\"\"\"
            totals = {}
            with open(path, encoding='utf-8') as handle:
                # The first line is the CSV header.
                next(handle)
                for line in handle:
                    region, amount = line.rstrip('\\n').split(',')
                    # Accumulate the amounts per region as floats.
                    totals[region] = totals.get(region, 0.0) + float(amount)
            ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
            return [(region, round(total, 2)) for region, total in ranked]
    """)),
    Attempt("doc_5", "comments-above-and-under-a-stub-class", code("""
        # Read the rows from the CSV file.
        # Skip the header line.
        # Convert each amount to a float.
        class _Plan:
            \"\"\"Notes.\"\"\"
            ...
            # Group the amounts by region.
            # Sort regions by total.


        def region_report(path):
            \"\"\"Return (region, total) pairs sorted by total, largest first.\"\"\"
            totals = {}
            with open(path, encoding='utf-8') as handle:
                next(handle)
                for line in handle:
                    region, amount = line.rstrip('\\n').split(',')
                    totals[region] = totals.get(region, 0.0) + float(amount)
            ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
            return [(region, round(total, 2)) for region, total in ranked]
    """), code("""
        class Plan:
            \"\"\"Notes.\"\"\"
            # Only a marker type: region_report reads no fields of it.
            ...


        def region_report(path):
            \"\"\"Return (region, total) pairs sorted by total, largest first.\"\"\"
            totals = {}
            with open(path, encoding='utf-8') as handle:
                # The first line is the CSV header.
                next(handle)
                for line in handle:
                    region, amount = line.rstrip('\\n').split(',')
                    # Accumulate the amounts per region as floats.
                    totals[region] = totals.get(region, 0.0) + float(amount)
            ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
            return [(region, round(total, 2)) for region, total in ranked]
    """)),
]

# round 54, doc
# Closed: doc_5's stub rule also reads a function nothing calls (no decorator, no dunder,
# not a method of a class with bases, its name never read) whose one statement stands in
# for `pass` (`raise NotImplementedError`, `return 0`, `_ = 0`) as a stub: comments piled
# in it explain no code that runs.

_D5_TOTAL = """
    def total(rows: list[list[int]]) -> int:
        \"\"\"Sum the rows.\"\"\"
        acc = 0
        for row in rows:
            acc += sum(row)
        acc *= 2
        acc -= 1
        return acc
"""
_D5_STUB = """

    def _describe() -> None:
        # Walk every row and add its cells into the accumulator,
        # then double the total and take one off so the
        # caller gets the adjusted figure it expects here.
        {}
"""
_D5_TWIN = """
    def total(rows: list[list[int]]) -> int:
        \"\"\"Sum the rows.\"\"\"
        # Walk every row and add its cells into the accumulator,
        acc = 0
        for row in rows:
            acc += sum(row)
        # then double the total and take one off for the caller.
        acc *= 2
        acc -= 1
        return acc


    class Shape:
        \"\"\"Base of the shapes drawn on the canvas.\"\"\"

        def area(self) -> float:
            # Subclasses give square metres from their own dimensions.
            raise NotImplementedError
"""

DOC_5 += [
    Attempt("doc_5", "f54-stub-raising-not-implemented",
            code(_D5_TOTAL + _D5_STUB.format("raise NotImplementedError")), code(_D5_TWIN)),
    Attempt("doc_5", "f54-stub-returning-a-constant",
            code(_D5_TOTAL + _D5_STUB.format("return 0")), code(_D5_TWIN)),
    Attempt("doc_5", "f54-stub-assigning-underscore",
            code(_D5_TOTAL + _D5_STUB.format("_ = 0")), code(_D5_TWIN)),
    Attempt("doc_5", "f54-stub-raising-with-a-message",
            code(_D5_TOTAL + _D5_STUB.format('raise NotImplementedError("later")')),
            code(_D5_TWIN)),
]

# round 45, audit: terse notes (`# -1 = unlimited`) count as explanations, but a date or
# version stamp, or Go's `:=`, is no note (held-out rounds 12, 33 and 36 had reopened)
DOC_5 += [
    Attempt("doc_5", "dated-stamps-read-as-terse-notes", code("""
        def rotate_matrix(matrix):
            \"\"\"Rotate a square matrix 90 degrees clockwise.\"\"\"
            # 2024-03-01 (jk)
            n = len(matrix)
            for i in range(n):
                for j in range(i + 1, n):
                    matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
            # v1.4.2 rev 3
            for row in matrix:
                row.reverse()
            return matrix
    """), code("""
        def rotate_matrix(matrix):
            \"\"\"Rotate a square matrix 90 degrees clockwise.\"\"\"
            # transpose: m[i][j] <-> m[j][i]
            n = len(matrix)
            for i in range(n):
                for j in range(i + 1, n):
                    matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
            # mirror rows -> clockwise
            for row in matrix:
                row.reverse()
            return matrix
    """)),
    Attempt("doc_5", "go-declarations-read-as-terse-notes", code("""
        def summarize(rows):
            # totals := map[string]int{}
            totals = {}
            for region, amount in rows:
                totals[region] = totals.get(region, 0) + amount
            best = None
            # best := ""
            for region, total in totals.items():
                if best is None or total > totals[best]:
                    best = region
            return best, totals
    """), code("""
        def summarize(rows):
            # Sum the amounts per region.
            totals = {}
            for region, amount in rows:
                totals[region] = totals.get(region, 0) + amount
            best = None
            # Keep the region with the largest total.
            for region, total in totals.items():
                if best is None or total > totals[best]:
                    best = region
            return best, totals
    """)),
]



ATTEMPTS = DOC_1 + DOC_2 + DOC_3 + DOC_4 + DOC_5 + DOC_6
(
    verdicts,
    test_every_instruction_has_enough_attempts,
    test_strict_mode_fails_the_attempt,
    test_honest_twin_passes_in_both_modes,
) = category_tests(ATTEMPTS, IDS)


@pytest.mark.parametrize(
    "summary",
    ["Reapply filters to the rows.", "Resupply rows to the grid.", "Misapply rules on purpose.",
     "Oversupply workers to the pool.", "Multiply values by two.", "Reply requests in order.",
     "Comply rules before saving.", "Retally votes per district.", "Nightly builds run here.",
     "Quarterly totals of the sales."],
)  # fmt: skip
def test_ly_verbs_and_adjectives_are_no_adverbs(summary: str) -> None:
    """Verbs ending in `ly` (also behind a prefix) open a command, not an adverb phrase."""
    assert not_imperative(summary) is None


@pytest.mark.parametrize(
    "summary",
    ["Deeply merges two dicts.", "Simply returns the value.", "Briefly describes the row.",
     "Cheaply copies the list.", "Really returns it.", "Recursively computes the sum.",
     "Repeatedly applies the rule."],
)  # fmt: skip
def test_ly_adverbs_before_a_third_person_verb_fail(summary: str) -> None:
    """`-ply`/`-fly` adverbs (`deeply`, `simply`, `briefly`) are still adverbs."""
    assert not_imperative(summary)


@pytest.mark.parametrize(
    "text",
    ["end", "end if", "endif", "end for", "endfor", "end of for loop", "end def", "end while loop",
     "end of the if block", "end-of-loop", "end of function", "end class", "end try block",
     "end of if statement"],
)  # fmt: skip
def test_block_end_markers(text: str) -> None:
    """`end` or `end of` and a block keyword, nothing else, only marks where a block ends."""
    assert _BLOCK_MARKER.fullmatch(text)


@pytest.mark.parametrize(
    "text",
    ["end the main loop", "finish the program", "end the loop early", "close the file",
     "end of input reached", "end for now", "done with the setup", "end main loop",
     "end of the main loop", "ending index is exclusive"],
)  # fmt: skip
def test_comments_about_ending_are_no_block_markers(text: str) -> None:
    """A comment saying what the next line ends (`# End the main loop`) explains it."""
    assert not _BLOCK_MARKER.fullmatch(text)


@pytest.mark.parametrize(
    ("summary", "complexity"),
    [
        ("Linear in the length of the input.", "Constant time and space."),
        ("Summary of the approach: two pointers meet in the middle.", "O(n) time, O(1) space."),
        ("See the explanation above for details; in short, it uses a heap.",
         "As explained earlier, it runs in O(n log n)."),
        ("Short and simple: adds two numbers with +.", "Time: O(1); space: O(1)."),
        ("Same algorithm as the standard library's bisect.",
         "Analysis: quadratic in the worst case."),
        ("Nothing special: a single pass over the list.", "Time and space are both constant."),
        ("A brief wrapper that adds the two arguments.", "Big-O: O(1)."),
    ],
)  # fmt: skip
def test_explanations_beside_the_filler_words_pass(summary: str, complexity: str) -> None:
    """Values that use the words of pointers, schemas or filler, and still explain."""
    response = explained(summary, complexity)
    for mode in ("paper", "strict"):
        (result,) = verify([VerifyRequest(response=response, instructions=["doc_6"])], mode=mode)
        assert result.verdicts[0].passed, (mode, result.verdicts[0].diagnostics)


@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_a_doc_built_from_one_name_read_thousands_of_times_is_read_once() -> None:
    """`f.__doc__ = ''.join([a, a, ...])` with `a` bound 15,000 times: each read walked
    every binding again, over a minute and a half (n squared); each name's bindings are
    now read once."""
    size = 15000
    lines = ["def f():", "    pass", ""]
    lines += [f'a = "{"a word of documentation " * 3}{i}"' for i in range(size)]
    lines.append('f.__doc__ = "".join([' + ", ".join(["a"] * size) + "])")
    code = "\n".join(lines)
    request = VerifyRequest(response=f"```python\n{code}\n```\n", instructions=["doc_1"])
    [result] = verify([request], mode="strict")
    assert not result.verdicts[0].passed
    assert result.verdicts[0].diagnostics[0].line == 4


@pytest.mark.timeout(60)  # linear now; quadratic before (6.6 s at 8,000 openers)
@pytest.mark.parametrize("opener", ["<script>", "<div hidden>", "a <!-- b"])
def test_many_hiding_openers_left_open_are_read_once(opener: str) -> None:
    """Thousands of comments or hidden elements left open before the JSON: each was scanned
    to the end of the response; the first left open now hides the rest, and ends the scan."""
    padding = (opener + " x\n") * 20000
    response = SOLUTION + padding + "\n" + JSON_FENCE
    [result] = verify([VerifyRequest(response=response, instructions=["doc_6"])], mode="strict")
    assert not result.verdicts[0].passed
    assert "hidden" in result.verdicts[0].diagnostics[0].message
    [honest] = verify([VerifyRequest(response=EXPLAINED_TWIN, instructions=["doc_6"])], mode="strict")
    assert honest.verdicts[0].passed
