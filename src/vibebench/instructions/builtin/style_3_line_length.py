"""style_3: no line longer than N characters."""

from __future__ import annotations

from typing import Any

from vibebench.instructions._base import Instruction, int_param
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import (
    long_code_lines_left_out,
    long_html_code,
    long_inline_code,
    shown_python,
)


class LineLength(Instruction):
    """Keep every line within a maximum length.

    What it asks:
        No physical line of the code, comments and strings included, is longer than
        `line_length` characters.

    Why:
        Short lines read well in side-by-side diffs and narrow editors; PEP 8 asks for 79,
        black for 88. Models given a limit routinely leave one long call or string behind.

    Verified by:
        Ruff E501 (pycodestyle line-too-long) with `line-length` set to the parameter.
        `# noqa` comments in the response are ignored, so they cannot hide a long line.
        Ruff still skips a line that is a single word, a line that ends in a URL
        starting before the limit, and the part of a line taken by a pragma comment
        (`# type: ...`, `# noqa ...`, `# pyright: ...`), whatever text follows it.

    Strict mode:
        Counts the characters of every physical line, with none of those exceptions (a
        line holding tabs also by its width with tabs at 8-column stops, as Python's
        tokenizer and terminals place them), and
        also of every line of code in the answer's other blocks of Python that the judged
        program leaves out (a driver block that repeats a call the program makes, a second
        module the program imports, a usage example, a `pyi` type stub, an unlabelled block
        that is a program; a block labelled with Pygments' other names of Python,
        `numpy` or `sage`, too, and one labelled with `python` misspelt, `pyhton`,
        `pyton`, `phyton` (within two edits of it, not `cython` or `jython`), read as an
        unlabelled block): a block counts whatever file name or attributes follow
        its language in the label (`python:example.py`, `py {linenos}`); a session (labelled
        `pycon`, `python-console`, `ipython`, `doctest`, or any block with a line at a
        `>>>` prompt, or an unlabelled one at `In [1]:`) is measured by the statements
        typed at its prompts, the prompts and its output left out. It also counts every
        line of code the answer shows anywhere else: unfenced before or after the program
        (past a line of prose), in a markdown indented block, in a MyST directive
        fence of Python (```` ```{code-block} python ````, `{code}`, `{code-cell}`,
        `{sourcecode}`, or one naming no language; its leading `:option:` lines left
        out), in a fence inside a
        blockquote, a list item or a `markdown` block, in an HTML `<pre><code>` block (its
        first line included), typed at a `>>>` prompt, or written as an inline code span
        outside fenced blocks (in a table cell or a sentence, or wrapped over the lines of
        a paragraph, which render as one line, whatever its run of backticks: the span
        counted alone, when it holds a statement of code by the rule below), or as an
        inline HTML `<code>` element outside
        fenced blocks and `<pre>` (its entities decoded, counted as a span is); also in a
        block labelled as plain text (`text`, `txt`, `plaintext`, `none`, ...; not one
        labelled as output, `output`, `stdout`, which shows what a program prints) or with
        another of Pygments' names of Python (`starlark`, `bazel`,
        `python2`), in a here-document fed to Python in a shell block (`python - <<'EOF'`
        to `EOF`, its delimiter quoted in any of the shell's ways, `<< \\EOF`,
        `<<E"O"F`; fed to an interpreter, `pypy3`, `micropython`, a variable run as the
        command named for Python, `"$PYTHON"`, `$VENV_PY`, or written to a `.py` file;
        or naming a variable the block set to an interpreter or a `.py` file,
        `SCRIPT=demo.py` then `cat <<EOF > "$SCRIPT"`; not one an interpreter that takes
        its program from elsewhere reads as data, `python3 check.py <<EOF`, a `python3 -c
        '...'` program that only reads data (it imports only data modules, `sys`, `json`,
        `tomllib`, ..., and names no file, runner or dynamic access: no `open`, `exec`,
        `vars`, `_`-led name), `python -m pip install -r /dev/stdin`, unless that program
        may come from standard input (`-`, a path under `/dev` or `/proc`, `//dev/stdin`,
        `/proc/thread-self/fd/0`, a variable, `-i`, a module that reads Python, `-m
        code`), its output is piped to anything but a filter (`| python3`; `| grep` is
        fine), the block defines a function or an alias or links a name (`ln -s
        /dev/stdin check.py`), or a later command of the line or of the block may run a
        file the body reached: where that file is unknown (a module, a script the answer
        does not show or whose shown program reads no standard input, opens a file by a
        computed name, imports beyond data modules and `os`, or names a runner), any
        command that runs anything, `python3 fact.py`, `./run`, `sh`; else one that runs
        a file tied to the body: one the line redirects to or names, one the shown script
        opens by name, or one a later command makes of them (`> fact.py` then `python3
        fact.py`; not `python3 app.py` or `python3 -m build` after a shown script that
        writes `.env`)) or a quoted argument a shell line
        opens for Python and closes on a later line (`python3 - <<< '` or `python -c "`
        to the closing quote), in the body of a reStructuredText code directive naming
        Python or no language in an `rst` block
        (`.. code-block:: python`, `code`, `sourcecode`, `testcode`, `doctest`; its
        `:option:` lines left out), in the lines a `diff`/`patch` block adds to a Python
        file (or to no file it names; context lines are read to parse them, not measured,
        removed lines not read), and typed at IPython's `In [1]:` prompt outside fenced
        blocks. Such a
        line is code when, its container
        (quote marks, list marker, tags, prompt) removed, the lines around it parse as
        Python from a line no deeper than it and the statement holding it is neither data
        (a name, constant, display or repr, like a session's output) nor a prose label that
        happens to parse (`Output: [0, 1]`); it is measured as that statement holds it.
        Prose, links, shell commands and tracebacks (and the source lines they quote) do
        not count: all the code the answer shows is code. Still possible: code in a block
        labelled with another language (`bash`, `toml`: its own syntax may parse as
        Python) outside a here-document, quoted argument, code directive or diff named
        above, among them a here-document a script named on its line runs through `exec`
        (the script's own code is judged) or writes to a module another block runs, and
        a long one-liner a shell command on one line hands to `python -c` (a command
        typed to show the code, as honest usage lines are), and not at a `>>>` prompt, a long
        line whose own statement does not parse, a long comment line before the first
        statement of unfenced code, a long expression statement of data alone (a display,
        or a call of no function the program defines with only data in it: that is how
        output reads; a repr of a class the program defines reads as code in a `text`
        block), and any line in a block labelled as output (`output`, `stdout`).
    """

    id = "style_3"
    name = "line_length"
    category = "style"
    description = "Enforce a maximum line length, wrapping longer lines."
    generation_prompt = "Keep every line of the code at most {line_length} characters long."
    edit_prompt = (
        "Rewrap the code so that no line is longer than {line_length} characters, "
        "splitting long expressions, calls and strings as needed."
    )
    parameters = (
        int_param("line_length", 79, (40, 200), "Maximum characters per line.", (79, 88)),
    )
    ruff_rules = ("E501",)

    strict_reads_dynamic_code = False
    strict_reads_response = True  # the answer's other python blocks and code outside them

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every physical line over the limit, counted in characters, in the program, in the
        answer's other Python blocks and in the code it shows outside them."""
        limit = params["line_length"]
        found = [*facts.long_lines(range(1, len(facts.lines) + 1), limit)]
        found += _long_lines_left_out(facts, limit)
        found += _wide_tab_lines(facts, limit)
        found += long_inline_code(facts, limit)
        found += long_html_code(facts, limit)
        for number, line in long_code_lines_left_out(facts, limit):
            if line is None:
                reason = "too much text outside the program to read for code (undecidable)"
                found.append((None, f"line {number} of the answer onward: {reason}"))
                continue
            where = f"line {number} of the answer, code outside the program"
            found.append((None, f"{where}, has {len(line)} characters (limit {limit})"))
        return found

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"line-length": params["line_length"]}

    def applies_to(self, code: str) -> bool:
        """True when the code parses and has a line over the default 79 characters."""
        return parse(code) is not None and any(len(line) > 79 for line in code.splitlines())


def _long_lines_left_out(facts: StrictFacts, limit: int) -> list[Finding]:
    """Lines over the limit in the blocks of Python the answer shows beside its program
    (`shown_python`: drivers, usage examples, other modules, `pyi` stubs, and the
    statements typed in a session, measured without their prompts; MyST directive fences,
    fences inside a blockquote and indented blocks introduced as code among them)."""
    found: list[Finding] = []
    for block in shown_python(facts):
        for line_number, line in enumerate(block.source.split("\n"), start=1):
            if len(line) > limit:
                found.append((None, f"line {line_number} of the code of the answer's "
                                    f"python block {block.number}, left out of the "
                                    f"program, has {len(line)} characters (limit "
                                    f"{limit})"))  # fmt: skip
    return found


def _wide_tab_lines(facts: StrictFacts, limit: int) -> list[Finding]:
    """Lines within the limit in characters that display past it with tabs at the
    8-column stops Python's tokenizer and terminals use: a tab is not one column."""
    if "\t" not in facts.response:
        return []
    texts = [("line", facts.code)]
    texts += [(f"python block {block.number}, line", block.source)
              for block in shown_python(facts)]  # fmt: skip
    found: list[Finding] = []
    for what, text in texts:
        for number, line in enumerate(text.split("\n"), start=1):
            if "\t" in line and len(line) <= limit < (width := len(line.expandtabs(8))):
                found.append((None, f"{what} {number} displays at {width} columns with "
                                    f"8-column tabs (limit {limit})"))  # fmt: skip
    return found
