"""Malformed input, the kinds broken tools and hand edits really produce.

Every strategy draws bytes (files are bytes before they are text): invalid UTF-8, lone
surrogate escapes, JSON nested past any parser's recursion limit, truncated records, values of
the wrong type, numbers too long to convert, NaN, NUL bytes, BOMs, CRLF and Unicode line
separators, mixed with lines that are fine.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
"""Anything `json.dumps` can write, NaN and Infinity included (Python writes them)."""

RESPONSES = st.one_of(
    st.text(max_size=200),
    st.builds(
        lambda body, label: f"Here:\n```{label}\n{body}\n```\n",
        st.text(max_size=120),
        st.sampled_from(["python", "py", "", "js", "python3"]),
    ),
    st.builds(lambda body: f"<think>{body}</think>\n```python\n{body}", st.text(max_size=80)),
    st.just("```python\n" + "(" * 500 + "\n```"),
    st.just("```python\nx = " + "-" * 50_000 + "1\n```"),
    st.just("```python\ndef f():\n    return 1\n```\n" * 40),
    st.just("x = '\ud800'\n"),
)
"""Model responses: text, fenced code in any language, unclosed fences, reasoning blocks,
code nested past the parser's (and the compiler's) limit, many blocks, a lone surrogate."""


def _nested(depth: int, kind: str) -> bytes:
    if kind == "list":
        return b"[" * depth + b"]" * depth
    return b'{"a":' * depth + b"1" + b"}" * depth


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8", errors="surrogatepass")


@st.composite
def broken_lines(draw: st.DrawFn, record: st.SearchStrategy[dict[str, Any]]) -> bytes:
    """One line that is wrong in one of the ways real files are (no newline)."""
    good = draw(record)
    raw = _dumps(good)
    kind = draw(st.sampled_from([
        "bytes", "invalid_utf8", "surrogate", "deep", "truncated", "not_object", "huge_int",
        "nan", "nul", "bom", "crlf", "separator", "wrong_types", "blank", "good",
    ]))  # fmt: skip
    if kind == "bytes":
        return draw(st.binary(max_size=120)).replace(b"\n", b" ")
    if kind == "invalid_utf8":
        cut = draw(st.integers(0, len(raw)))
        return (
            raw[:cut]
            + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80"]))
            + (raw[cut:])
        )
    if kind == "surrogate":
        value = {**good, "response": "lone \ud83d half", "task_id": "\udc00"}
        return json.dumps(value).encode()  # ensure_ascii: written as \\ud83d escapes
    if kind == "deep":
        depth = draw(st.sampled_from([101, 1_000, 100_000]))
        return _nested(depth, draw(st.sampled_from(["list", "object"])))
    if kind == "truncated":
        return raw[: draw(st.integers(0, max(len(raw) - 1, 0)))]
    if kind == "not_object":
        return _dumps(draw(JSON_VALUES.filter(lambda value: not isinstance(value, dict))))
    if kind == "huge_int":
        return b'{"task_id": ' + b"9" * 5000 + b"}"
    if kind == "nan":
        return b'{"task_id": NaN, "k": Infinity, "sample": -Infinity}'
    if kind == "nul":
        return raw.replace(b'"', b'"\x00', 1)
    if kind == "bom":
        return b"\xef\xbb\xbf" + raw
    if kind == "crlf":
        return raw + b"\r"
    if kind == "separator":
        return _dumps({**good, "response": "a\u2028b\u2029c\x85d"})
    if kind == "wrong_types":
        key = draw(st.sampled_from(sorted(good) or ["task_id"]))
        return _dumps({**good, key: draw(JSON_VALUES)})
    if kind == "blank":
        return draw(st.sampled_from([b"", b"   ", b"\t"]))
    return raw


def jsonl_files(record: st.SearchStrategy[dict[str, Any]]) -> st.SearchStrategy[bytes]:
    """A JSONL file mixing broken and good lines; it may lack its last newline."""
    return st.builds(
        lambda lines, end: b"\n".join(lines) + end,
        st.lists(broken_lines(record), min_size=1, max_size=6),
        st.sampled_from([b"\n", b""]),
    )


def verify_records() -> st.SearchStrategy[dict[str, Any]]:
    """Lines `vibebench verify` reads (instructions valid or not)."""
    instructions = st.lists(
        st.one_of(
            st.sampled_from(["style_3", "error_1", "doc_6", "logic_3", "nope_9"]),
            st.fixed_dictionaries(
                {
                    "id": st.sampled_from(["style_3", "logic_1"]),
                    "params": st.dictionaries(st.text(max_size=12), JSON_VALUES, max_size=2),
                }
            ),
        ),
        max_size=3,
    )
    return st.fixed_dictionaries(
        {"task_id": st.text(max_size=10), "response": RESPONSES, "instructions": instructions}
    )


def sample_records() -> st.SearchStrategy[dict[str, Any]]:
    """Lines `vibebench exec` reads, none of them runnable (unknown tasks, no program)."""
    return st.fixed_dictionaries(
        {"task_id": st.sampled_from(["HumanEval/x", "nope", ""]), "response": RESPONSES},
        optional={"completion_id": JSON_VALUES, "completion": JSON_SCALARS},
    )


def any_records() -> st.SearchStrategy[dict[str, Any]]:
    """Objects of no particular shape."""
    return st.dictionaries(st.text(max_size=10), JSON_VALUES, max_size=4)


CSV_FILES = st.one_of(
    st.binary(max_size=300),
    st.builds(
        lambda rows: ("model,func,if,rating\n" + "\n".join(rows) + "\n").encode(
            "utf-8", errors="surrogatepass"
        ),
        st.lists(st.text(max_size=40), max_size=6),
    ),
    st.just(b'model,func,if,rating\n"unclosed,1,2,3\n'),
    st.just(b"model,func,if,rating\na,1,2,3\na,1,2,3\n"),
    st.just(b"model,func,if,rating\na,nan,2,3\n"),
    st.just(b"\xff\xfemodel,func\n"),
    st.just(b"model,func,if,rating\n" + b"x" * 200_000 + b",1,2,3\n"),
)
"""Score and ratings CSVs: random bytes, ragged rows, duplicates, NaN, a field over csv's
131072-character limit, bad UTF-8."""

FUZZ = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
"""Bounded and reproducible (the same examples in every CI run); tests lower max_examples
where one example costs a Ruff process."""
