"""Task names for the drill-down, from the prompt a store keeps of each task."""

from __future__ import annotations

import json

import pytest

from vibebench.report._titles import TITLE_CHARS, task_title


def _messages(user: str) -> str:
    return json.dumps([{"role": "system", "content": "You are an expert."},
                       {"role": "user", "content": user}])


HUMANEVAL = '''Complete the function `make_palindrome` below and answer with a program.

```python
def is_palindrome(string: str) -> bool:
    """ Test if given string is a palindrome """
    return string == string[::-1]


def make_palindrome(string: str) -> str:
    """ Find the shortest palindrome that begins with a supplied string.
    Algorithm idea is simple:
    >>> make_palindrome('')
    """
```'''
EMBEDDED = '''```python
import csv


def task_func(csv_path, column):
    """
    Sum the values of one numeric column of a CSV file with a header row.

    Parameters:
    - csv_path (str): Path to the CSV file.
    """
```'''


@pytest.mark.parametrize(("user", "title"), [
    (HUMANEVAL, "make_palindrome: Find the shortest palindrome that begins with a supplied "
                "string."),
    (EMBEDDED, "task_func: Sum the values of one numeric column of a CSV file with a header "
               "row."),
    ("Write a function that returns the sum of a list. It must be fast.",
     "Write a function that returns the sum of a list."),
    ("```python\ndef helper(x):\n    return x\n```", "helper"),
    ("", ""),
])
def test_a_title_names_the_function_and_its_first_sentence(user: str, title: str) -> None:
    assert task_title(_messages(user)) == title


def test_long_titles_are_cut_with_an_ellipsis_and_bad_json_gives_none() -> None:
    title = task_title(_messages("Do " + "very " * 60 + "much."))
    assert len(title) == TITLE_CHARS and title.endswith("…")
    assert task_title("not json") == "" and task_title("{}") == ""
