"""One description of an instruction, read by `instructions show` and the docs generator.

Both read the instruction's docstring sections through `InstructionCard`, so the terminal
and docs/instructions.md can never say different things.
"""

from __future__ import annotations

from vibebench import _fences
from vibebench._frozen import FrozenModel
from vibebench.instructions import builtin
from vibebench.instructions._base import (
    CATEGORY_TITLES,
    DOC_SECTIONS,
    STRICT_SECTION,
    Example,
    Instruction,
    ParamSpec,
)
from vibebench.instructions._registry import all_instructions, conflict_pairs
from vibebench.instructions._strict import ADVERSARIAL_SHARE

__all__ = [
    "InstructionCard",
    "InstructionSummary",
    "describe",
    "fence_code",
    "render_markdown",
    "summarize",
]


class InstructionSummary(FrozenModel):
    """What `instructions list` shows: identity, verifier and parameters, no prompts."""

    id: str
    name: str
    category: str
    description: str
    verifier: str
    """"ruff", "ast", "tokenize" or "response"."""
    ruff_rules: tuple[str, ...]
    parameters: tuple[ParamSpec, ...]


class InstructionCard(InstructionSummary):
    """Everything a reader needs to know about one instruction, prompts rendered."""

    category_title: str
    what_it_asks: str
    why: str
    verified_by: str
    strict_mode: str = ""
    """What strict mode checks beyond `verified_by` (empty: nothing more)."""
    generation_prompt: str
    """The generation prompt at default parameters."""
    edit_prompt: str
    """The edit prompt at default parameters."""
    passes: tuple[Example, ...]
    fails: tuple[Example, ...]
    conflicts: tuple[str, ...]
    """Instructions this one must not be combined with (both directions)."""
    task_conflicts: tuple[str, ...]
    """Task traits augmentation should avoid pairing this instruction with."""


def _partners(instruction_id: str) -> tuple[str, ...]:
    partners = {other for pair in conflict_pairs() if instruction_id in pair for other in pair}
    partners.discard(instruction_id)
    return tuple(sorted(partners))


def summarize(instruction: Instruction) -> InstructionSummary:
    """The listing row of an instruction (renders nothing, so it cannot fail).

    Every field of the row is the instruction's attribute of the same name.
    """
    fields = InstructionSummary.model_fields
    return InstructionSummary(**{name: getattr(instruction, name) for name in fields})


def describe(instruction: Instruction) -> InstructionCard:
    """Collect an instruction's attributes, doc sections and default prompts."""
    sections = instruction.doc_sections()
    what, why, verified = (sections.get(title, "") for title in DOC_SECTIONS)
    return InstructionCard(
        **dict(summarize(instruction)),
        category_title=CATEGORY_TITLES.get(instruction.category, instruction.category),
        what_it_asks=what,
        why=why,
        verified_by=verified,
        strict_mode=sections.get(STRICT_SECTION, ""),
        generation_prompt=instruction.prompt(),
        edit_prompt=instruction.prompt(edit=True),
        passes=tuple(instruction.passes),
        fails=tuple(instruction.fails),
        conflicts=_partners(instruction.id),
        task_conflicts=tuple(instruction.task_conflicts),
    )


def fence_code(text: str) -> str:
    """Fence a response for markdown: python for bare code, markdown when it has fences."""
    has_fences = any(
        line.lstrip(" ").startswith("`" * _fences.MIN_FENCE) for line in text.splitlines()
    )
    return _fences.fence_code(text.rstrip(), "markdown" if has_fences else "python")


def _param_rows(card: InstructionCard) -> list[str]:
    if not card.parameters:
        return ["None."]
    rows = [
        "| name | type | default | allowed | recommended | meaning |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for spec in card.parameters:
        if spec.choices is not None:
            allowed = ", ".join(str(choice) for choice in spec.choices)
        elif spec.minimum is not None or spec.maximum is not None:
            allowed = f"{spec.minimum if spec.minimum is not None else ''}–"
            allowed += f"{spec.maximum if spec.maximum is not None else ''}"
        else:
            allowed = "any"
        recommended = ", ".join(str(value) for value in spec.recommended) or "–"
        rows.append(
            f"| `{spec.name}` | {spec.type} | `{spec.default!r}` | {allowed} | {recommended} "
            f"| {spec.description} |",
        )
    return rows


def _examples(title: str, examples: tuple[Example, ...]) -> list[str]:
    lines = [f"**{title}**", ""]
    for example in examples:
        label = []
        if example.params:
            label.append(", ".join(f"`{key}={value!r}`" for key, value in example.params.items()))
        if example.note:
            label.append(example.note)
        heading = "; ".join(label) or "at default parameters"
        lines += [f"- {heading}:", "", fence_code(example.response), ""]
    return lines


def _card_markdown(card: InstructionCard) -> list[str]:
    lines = [f"### `{card.id}` {card.name}", "", card.description, ""]
    lines += ["**What it asks**", "", card.what_it_asks, "", "**Why**", "", card.why, ""]
    lines += ["**Prompts** (default parameters)", ""]
    lines += [f"- generation: {card.generation_prompt}", f"- edit: {card.edit_prompt}", ""]
    lines += ["**Parameters**", "", *_param_rows(card), ""]
    lines += _examples("Passes", card.passes) + _examples("Fails", card.fails)
    lines += ["**Verified by**", "", card.verified_by, ""]
    if card.strict_mode:
        lines += ["**Strict mode**", "", card.strict_mode, ""]
    if card.conflicts:
        lines += [f"Conflicts with: {', '.join(f'`{other}`' for other in card.conflicts)}.", ""]
    if card.task_conflicts:
        traits = ", ".join(f"`{trait}`" for trait in card.task_conflicts)
        lines += [f"Avoid for tasks that are: {traits}.", ""]
    return lines


_MODES_TEXT = """\
## Verdict modes

Every verdict is reached in one of two modes, and records which (`mode` on each verdict).

- `paper` (the default of `vibebench.verify`, `vibebench check` and `vibebench verify`):
  each instruction exactly as the Vibe Checker paper defines it, by its Ruff rules (or, for
  logic_9, doc_5 and doc_6, their own check). This is what the paper's numbers mean, and it
  keeps agreeing with the per-rule Ruff commands. "Verified by" describes it, including
  what the rules let through.
- `strict` (the default of `vibebench.reward`; `mode="strict"`, `--mode strict`): the
  paper's verdict, then the checks under "Strict mode" below, which close the routes a
  policy under reinforcement learning finds around the rules: aliases and re-exports of
  the forbidden thing, dynamic access (`getattr` with a constant, `globals()`,
  `__import__`, `importlib`, `sys.modules`), containers and self-reference, padding, and
  code in `exec`/`eval`/`compile` strings. A strict check can only turn a pass into a fail.
  The checks share one syntax tree and one symbol table per response.

For {shown}, strict mode also judges every other Python block the answer shows that
extraction leaves out of the program (a second module, a usage example, tests, an
implementation left out behind a stub block; fenced, or in an HTML `<pre>` block), each
block that compiles as code of its own: the answer follows the instruction only if its
program and each such block do (style_3, style_4, style_8 and doc_1 read those blocks in
their own checks). Paper mode, like the paper, judges the program alone. Still possible:
code in a block that does not compile on its own and, for the other instructions, code put
in a block that extraction leaves out (which is not run against the tests either).

For every code-level instruction but {textual} (which judge the response's
text, where the string already shows), strict mode also judges the code a response runs
through `exec`, `eval` or `compile`, or through the standard library's other runners of
code strings (`code`'s interpreters and `runsource`, `codeop`, the `run`/`runctx`/`runeval`
of `cProfile`, `profile`, `trace`, `bdb` and `pdb`, `timeit` strings, loaders'
`source_to_code`, `doctest`'s parser, IPython's `run_cell`, a `python -c` command and code
fed to a Python process's stdin; "exec/eval/compile" below means all of them): a
constant string is parsed and judged by the same instruction; a string built at run time
cannot be judged, and fails. Still possible: code written to a file and then run or
imported, code objects made from bytes (`marshal`, `types.CodeType`, `pickle`), and
`code.interact` fed by its `readfunc`. Strict mode's extra
Python work (a syntax tree, a symbol table and the checks, per response) is timed against
paper mode and a bare Ruff run by `python benchmarks/strict_overhead.py` (1,140 responses,
5 instructions each, caches emptied before every call, 2 cores, medians of 5 rounds; an
older commit is timed by the same script, as its docstring shows:
`PYTHONPATH=<a worktree of 65ee473>/src python benchmarks/strict_overhead.py`. Each pair of
rows after the first is three runs of each commit, alternating; the first row comes from an
earlier session's runs):

| | paper | strict | strict / bare Ruff (target 1.6) |
| --- | --- | --- | --- |
| 9f9664e (one process) | 0.197-0.200 s | 0.446-0.459 s | 4.33-4.51x |
| 65ee473 (one helper process shares the batch) | 0.202-0.253 s | 0.386-0.447 s | 3.83-4.12x |
| 91dc411 (survivors skip the young GC generations) | 0.171-0.173 s | 0.347-0.352 s | 3.10-3.21x |
| 91dc411, timed again beside the next row | 0.160-0.163 s | 0.318-0.319 s | 3.14-3.26x |
| 47e999e, timed again beside the next row | 0.156-0.161 s | 0.323-0.339 s | 3.36-3.54x |
| 8a5b58c (cheaper strict checks, below) | 0.121-0.132 s | 0.262-0.270 s | 2.76-2.91x |
| 90a8d19 (rounds 1-2 closed), beside the next row | 0.194-0.207 s | 0.450-0.452 s | 2.86-3.03x |
| now (held-out rounds 3-5 closed) | 0.211-0.221 s | 0.483-0.520 s | 3.25-3.38x |

The last row's changes: cheaper strict checks with identical findings (logic_9 builds its
strict call graph only when a name is used again as code, the strict-words gate is
substring tests and regexes that jump ahead, `python benchmarks/strict_gate.py`, one fast
lexer of strings and comments, per-code facts computed once; `python
scripts/verdict_digest.py --full` and the adversarial share unchanged), and paper
mode's own savings (docs/verify.md). A strict call's CPU went from 0.62-0.65 s (this
process ~0.26 s, the helper ~0.31 s, this process's Ruff run ~0.055 s) to 0.49-0.51 s
(~0.21 s, ~0.25 s, ~0.04 s).

The generated child getters (the row before) list each node's children through a getter
generated from its node class's ASDL signature, where the strict walk, the symbol table and
the call graphs read every field and tested each value (`python
benchmarks/child_getters.py` times both over the corpus's 757 codes: the walk 1.37x, the
symbol table 1.31x and the strict call graph 1.22x faster);
tests/instructions/test_child_getters.py checks that every node of a few hundred
standard-library modules gets exactly the children the generic reader finds. It saved 4% of
a strict call's CPU (0.593-0.606 s to 0.572-0.581 s).

The last two rows are two runs of each commit, alternating, on a slower day (bare Ruff
0.151-0.179 s): the checks that closed held-out rounds 3 to 5 made strict mode 7-14% dearer
against paper mode (strict / paper 2.17-2.33 before, 2.49-2.50 after).

Why 1.6x is out of reach on two cores: strict_overhead.py also prints the CPU each call
uses, and (e) the CPU of the facts every strict check shares (the walk and the symbol table
of each code's tree): with paper mode's CPU, the parse and those facts spread perfectly
over both cores, and every strict check free, a strict call would still take 1.41-1.59x
bare Ruff in those runs, leaving at most 0.004-0.07 s of CPU for ~3,900 strict checks,
against ~0.3 s they take. A strict call takes 0.49-0.51 s of CPU, spread over ~1.85 of the
2 cores; a paper call takes ~0.23 s, bare Ruff ~0.14 s. 1.6x bare Ruff is ~0.16 s, at most
~0.32 s of CPU on two cores: paper mode's whole call plus ~0.09 s for every strict need of
757 codes, against the ~0.27 s they add now. Part of that is fixed per code whatever the
checks: parsing it into a syntax tree (CPython's `ast.parse`), one walk of the tree and its
symbol table (`python benchmarks/child_getters.py` times the walk and the symbol table).
`python benchmarks/strict_cost.py` splits the strict checks' CPU by instruction, each as a
ratio to parsing the same codes in the same run: before held-out rounds 14 and 15 were
closed (38d7032) the checks took 9.2-9.6x the parse, after them 9.8-10.3x, and the shared
facts 2.5-2.7x (two alternating runs of each); doc_5, doc_3, logic_9 and doc_4 cost the
most.

### Adversarial share

The adversarial suite (tests/instructions/test_adversarial_*.py) holds at least ten
attempts per instruction: answers that dodge the instruction by such a route, each with an
honest twin that follows it. Every twin passes in both modes. The share of attempts that
pass, measured by `python benchmarks/adversarial_share.py`:

"""
_MODES_CODA = """\
The attempts that still pass strict mode are the routes each instruction's "Strict mode"
section lists as still possible (a magic number as a parameter default, a tuple of many
specific exception types, raising after the `try` instead of inside the handler, work moved
into lambdas or a returned tuple of calls, text smuggled in a docstring, an attribute typed
`Any`, `.copy()` on children passed in, `os.O_NOCTTY` on a regular file, a dict of lambdas,
a traceback logged at debug level, an `assert` with an inline message, `tokenize.open` and
`linecache`, `getattr` down an unannotated chain, a table
filled by a registering decorator, recursion handed to `ast.NodeVisitor` or to threads
that are never joined; and, because
closing them failed honest code, guards written as `assert`, amounts scaled by a truth test,
`getattr` on a library module, a flag loop whose test calls a function, a web framework's
`abort()` in a handler, old code under a false module flag, a lowercase constant made by
`dict(...)` or chosen by the environment, and `assert` statements counted as branches).
Beyond the suite,
strict mode does not judge meaning: a comment, docstring or JSON value with words in it may
still say nothing, and code may meet a limit by moving work into helper functions.

### Held-out share

The suite's share says how well the routes it holds are closed, not how strict mode fares
against a policy that finds new ones: the checks were written against those very attempts.
`python benchmarks/heldout_share.py [--set F]` measures the second on attempts a red team
wrote without reading the suite (benchmarks/data/strict_heldout_*.json.gz, each with an
honest twin and why a careful reviewer would fail it). Each set is held out only until its
routes are closed:

| set | attempts | paper passes | strict passes as written | after closing | twins failing strict |
| --- | --- | --- | --- | --- | --- |
| round 1 | 207 | 162 (78%) | 109 (53%) | 1 (0.5%) | 2, then 0 |
| round 2 (after round 1's fixes) | 150 | 125 (83%) | 73 (49%) | 21 (14%) | 0 |
| round 3 (after round 2's fixes) | 120 | 94 (78%) | 45 (38%) | 0 | 0 |
| round 4 (after round 3's fixes; searched) | 120 | 120 (100%) | 120 (100%) | 1 (1%) | 0 |
| round 5 (after round 4's fixes; blind) | 120 | 108 (90%) | 65 (54%) | 3 (3%) | 0 |
| round 5 (the same teams, searched) | 179 | 171 (96%) | 129 (72%) | 6 (3%) | 1, then 0 |
| round 6 (after round 5's fixes; blind) | 120 | 115 (96%) | 66 (55%) | 1 (1%) | 3, then 0 |
| round 6 (the same teams, searched) | 90 | 87 (97%) | 66 (73%) | 2 (2%) | 0 |
| round 7 (after round 6's fixes; blind) | 120 | 107 (89%) | 53 (44%) | 2 (2%) | 0 |
| round 7 (the same teams, searched) | 128 | 115 (90%) | 67 (52%) | 2 (2%) | 0 |
| round 8 (after round 7's fixes; blind) | 120 | 106 (88%) | 61 (51%) | 1 (1%) | 0 |
| round 9 (after round 8's fixes; blind) | 120 | 106 (88%) | 86 (72%) | 1 (1%) | 0 |
| round 10 (after round 9's fixes; blind) | 120 | 107 (89%) | 47 (39%) | 0 | 1, then 0 |
| round 11 (after round 10's fixes; blind) | 120 | 114 (95%) | 55 (46%) | 4 (3%) | 0 |
| round 12 (after round 11's fixes; blind) | 120 | 105 (88%) | 30 (25%) | 0 | 4, then 2 (judged) |
| round 13 (after round 12's fixes; blind) | 120 | 94 (78%) | 18 (15%) | 10 (8%) | 4, then 0 |
| round 14 (after round 13's fixes; blind) | 120 | 111 (92%) | 63 (52%) | 2 (2%) | 0 |
| round 15 (after round 14's fixes; blind) | 120 | 111 (92%) | 63 (52%) | 1 (1%) | 2 (judged) |
| round 16 (after round 15's fixes; blind) | 120 | 110 (92%) | 68 (57%) | 6 (5%) | 0 |
| round 17 (after round 16's fixes; blind) | 120 | 113 (94%) | 67 (56%) | 3 (3%) | 0 |
| round 18 (after round 17's fixes; blind) | 120 | 112 (93%) | 39 (33%) | 0 | 1 (judged) |
| round 19 (after round 18's fixes; blind) | 120 | 112 (93%) | 47 (39%) | 6 (5%) | 0 |
| round 20 (after round 19's fixes; blind) | 120 | 108 (90%) | 56 (47%) | 1 (1%) | 0 |
| round 21 (after round 20's fixes; blind) | 120 | 108 (90%) | 39 (32%) | 2 (2%) | 0 |
| round 22 (after round 21's fixes; blind) | 120 | 111 (92%) | 55 (46%) | 11 (9%) | 1 (judged) |
| round 23 (after round 22's fixes; blind) | 120 | 108 (90%) | 23 (19%) | 7 (6%) | 2 (judged) |
| round 24 (after round 23's fixes; blind) | 120 | 106 (88%) | 30 (25%) | 9 (8%) | 1 (judged) |
| round 25 (after round 24's fixes; blind) | 120 | 101 (84%) | 32 (27%) | 16 (13%) | 1 (judged) |
| round 26 (after round 25's fixes; blind) | 120 | 114 (95%) | 33 (28%) | 11 (9%) | 2, then 1 |
| round 27 (after round 26's fixes; blind) | 120 | 99 (83%) | 20 (17%) | 17 (14%) | 3, then 1 |
| round 28 (after round 27's fixes; blind) | 120 | 99 (83%) | 20 (17%) | 11 (9%) | 8 (judged) |
| round 29 (after round 28's fixes; blind) | 120 | 96 (80%) | 23 (19%) | 14 (12%) | 0 |
| round 30 (after round 29's fixes; blind) | 120 | 104 (87%) | 24 (20%) | 11 (9%) | 3 (judged) |
| round 31 (after round 30's fixes; blind) | 120 | 101 (84%) | 28 (23%) | 16 (13%) | 1 (judged) |
| round 32 (after round 31's fixes; blind) | 120 | 108 (90%) | 21 (18%) | 12 (10%) | 3 (judged) |
| round 33 (after round 32's fixes; blind) | 120 | 104 (87%) | 38 (32%) | 15 (13%) | 0 |
| round 34 (after round 33's fixes; blind) | 120 | 97 (81%) | 18 (15%) | 8 (7%) | 1 (judged) |
| round 35 (after round 34's fixes; blind) | 120 | 102 (85%) | 14 (12%) | 7 (6%) | 1 (judged) |
| round 36 (after round 35's fixes; blind) | 120 | 99 (82%) | 11 (9%) | 5 (4%) | 2 (judged) |
| round 37 (after round 36's fixes; blind) | 120 | 91 (76%) | 20 (17%) | 11 (9%) | 0 |
| round 38 (after round 37's fixes; blind) | 120 | 110 (92%) | 50 (42%) | 11 (9%) | 2 (judged) |
| round 39 (after round 38's fixes; blind) | 120 | 112 (93%) | 42 (35%) | 21 (18%) | 1 (judged) |
| round 40 (after round 39's fixes; blind) | 120 | 102 (85%) | 38 (32%) | 13 (11%) | 2 (judged) |
| round 41 (after round 40's fixes; blind) | 120 | 97 (81%) | 26 (22%) | 11 (9%) | 5 (judged) |
| round 42 (after round 41's fixes; blind) | 120 | 102 (85%) | 30 (25%) | 12 (10%) | 2 (judged) |

Half of the first two fresh sets, and 38% of the third, got through when written, against
3% of the suite: a policy searching for new routes will find them, and strict mode closes
the ones found. The third round was told to skip the routes listed as still possible. The
fourth round's three red teams could ask strict mode for its verdict, as a policy under RL
can, and kept only attempts that passed: within a short search they found four for every
one of the 30 instructions. After those were closed, the fifth round's teams wrote 120
attempts blind (54% passed) and then searched (72% of 179 probes passed); the sixth
round's, after the fifth was closed, 55% blind and 73% searched; the seventh's 44% blind
and 52% searched; the eighth's 51% blind; the ninth's 72% blind; the tenth's 39% blind; the
eleventh's 46% blind; the twelfth's 25% blind; the thirteenth's 15% blind; the fourteenth's
and the fifteenth's 52% each; the sixteenth's 57%, closed in two passes that left 6 (four
of them judged weak by the red team itself); the seventeenth's 56%, closed in two passes
that left 3 (a made-up constant name, an optional import's guard above the standard
library, and a builtin written by a scheduler, each left by judgement); the eighteenth's
33%, all closed (its one failing twin counts a conditional expression inside an `if` as the
if and else the prompt names); the nineteenth's 39%, closed in one short pass that left 6
(four ladders written as Jinja or SQL text the code renders or runs, which honest code does
too, a loop over step names the red team judged no break, and a dataclass's single-letter
fields, which logic_8 does not judge); the twentieth's 47%, closed in two passes that left
1 (a comment made only of names the code uses, which honest terse notes are too); the
twenty-first's 32%, closed in one pass that left 2 (a summary that is a phrase without a
verb, which word lists cannot tell from an honest one); the twenty-second's 46% (its red
teams leaned on the routes listed as still possible), closed in two passes that left 11,
all by judgement: seven listed as still possible (comments and JSON values wrong only by
their meaning, a re-raise behind a run-time flag, `linecache` and `tokenize.open`, a
validator handed the message), an old-code toggle named `LEGACY`, which honest toggles of a
legacy format are too, an `O_NONBLOCK` open, translated text formatted after its lookup,
and numpy functions used as annotations (its one failing twin breaks the words itself); the
twenty-third's 19% (told to use at most one listed route an instruction), closed in one
pass that left 7 (five listed routes, one of them a long `python -c` one-liner, reopened
when a later hunt's honest usage line failed its rule, a first match found by `takewhile`
with one `return`, and `setdefault`, which keeps a repeated key's first value as no
comprehension does; its two failing twins break the words themselves); the twenty-fourth's
25% (the same rule), closed in one pass that left 9 (seven listed routes, among them named
truth tests listed in a dict, whose rule was withdrawn when a hunt showed honest check-
lists failing it; doctest examples in the other quote, which answers keeping a task's
docstring hold; and a nested function without a docstring under doc_3, whose conventions
call it not public; its one failing twin breaks the words itself); the twenty-fifth's 27%
(the same rule), closed in two passes that left 16, all by judgement: eleven listed routes
(among them `linecache`, an assert's inline message, comments and JSON wrong only by their
meaning, a trivia comment among them, a `LEGACY` toggle, an environment flag guarding a re-
raise, standard imports under `suppress(ImportError)`, and paths cut and joined as text
with `/`, as URLs are), four that keep the words (three functions of fewer than 15
statements written plainly, and closing brackets on the last item's line, where the words
ask no trailing comma), and a 3.11 f-string whose field must use the other quote (its one
failing twin picks from a table by a truth test, as the rule counts); the twenty-sixth's
28% (the same rule), closed in one pass that left 11, all by judgement: seven listed routes
(a docstring read back by `inspect.getdoc`, a `python -c` one-liner, a lambda made by a
typed factory, a result stored by a helper before a raise, a made-up constant name, threads
left running, and a comment about work the code never does), configparser's own `%(name)s`
interpolation, which is the library's template syntax, eleven bindings that stay under the
statement bound when written plainly, and JSON naming a wrong complexity or another
algorithm, which only its meaning shows (of its two failing twins, one counted a name the
other side works on as a second branch, now one; the other picks from a table of truth
tests, as the rule counts); the twenty-seventh's 17% (the same rule), closed in one pass
that left 17, all by judgement: thirteen listed routes, closing brackets on the last item's
line, a comment about work the code never does, and two functions that stay under the
statement bound written plainly, one of them with its work in the short methods of a class
it defines, the split into helpers the prompt asks for, which Ruff's PLR0915 does not count
for the function either (of its three failing twins, two counted a returned conditional
expression and a table of constants filtered whole as more branches than an `if` writes,
now one each; the third makes three decisions); the twenty-eighth's 17% (the same rule),
closed in one pass that left 11, all by judgement: nine listed routes and two functions
that stay under the statement bound written plainly (of its eight failing twins, four show
their code only in a bash heredoc or an `ipython3` block, which extraction does not take
for the answer's Python, so each fails as 'no code', naming the blocks it found; the other
four move their decisions into tables of truth tests or of predicate lambdas, which the
rules count); the twenty-ninth's 19% (the same rule), closed in one pass that left 14,
every one a route its instruction lists as still possible (among them amounts multiplied by
truth tests, booleans held in names, a made-up constant name, an assert's inline message,
and JSON describing another algorithm, which only its meaning shows); the thirtieth's 20%
(the same rule), closed in one pass that left 11, all by judgement: seven listed routes,
three functions that stay under the statement bound written plainly, and comments that say
the opposite of what the code does, which only their meaning shows (its three failing twins
break the paper's own rules: a missing module docstring, and a package Ruff cannot know as
the project's own imported in a group of its own); the thirty-first's 23% (the same rule),
closed in one pass that left 16, all by judgement: thirteen listed routes, a function that
stays under the statement bound written plainly, public partials of a documented private
function, which the suite already passes as honest, and `six.raise_from(error, None)`,
which is `raise ... from None`, as the words allow (its one failing twin makes three
branches, a loop and two conditional expressions, against a bound of two); the thirty-
second's 18% (the same rule), closed in one pass that left 13, every one a route its
instruction lists as still possible (a rule reading comments spelt backwards was withdrawn
when a hunt showed element symbols, abbreviations and other languages' short words read
reversed as English; of its three failing twins, one imports a package Ruff cannot know as
the project's own in a group of its own, and two pick among more outcomes than two branches
write, through conditional expressions the rule counts); the thirty-third's 32% (the same
rule; its red teams read the docs, not the source), closed in one pass that left 15, all by
judgement: eleven listed routes (among them a metaclass adding a method, a table of
lambdas, annotated or not, and an `object` annotation everywhere), three functions that
stay under the statement bound written plainly, and a table of sixteen verdicts picked by
four truth tests packed as bits, counted one decision a test as the same table nested is (a
rule failing tables of lambdas annotated `Callable[..., R]` was withdrawn: the same table
unannotated passes, and real code writes such annotations; and a hunt showed row-major
reads such as `SPRITES[frame * 2 + facing_left]` over-counted, now one per truth test); the
thirty-fourth's 15% (the same rule), closed in one pass that left 8, all by judgement:
seven listed routes and the methods of a class defined inside a public function, which the
suite passes as a factory's implementation (its one failing twin makes six decisions
against a bound of five, counting the operands of `and` as radon does); the thirty-fifth's
12% (the same rule; none of its 36 style attempts got through), closed in one pass that
left 7, all by judgement: four listed routes, a function that stays under the statement
bound written plainly, words spaced by tabs, which the limit counts as characters, not
columns, and a number's digits tested as text (`str(status).startswith('5')`), whose rule
was withdrawn when a hunt showed version checks, ISBN and phone prefixes and ordinal
suffixes failing it (its one failing twin picks findings from a table of predicate lambdas,
which the rule counts by design); the thirty-sixth's 9% (the same rule; again no style
attempt got through), closed in one pass that left 5, all by judgement: three listed
routes, a function whose work sits in default values and stays under the statement bound
written plainly, and JSON summarising another topic, which only its meaning shows (of its
four failing twins, two were honest and now pass: a script's variable under the `__main__`
guard, and `collections.abc.Set`; the other two make more decisions than their bounds
allow, through `or` operands and an and/or chain picking a value); the thirty-seventh's 17%
(the same rule), closed in one pass that left 11, all by judgement: eight listed routes,
two functions that stay under the statement bound written plainly (eleven steps as walrus
expressions in one tuple, eight inside f-string fields), and closing brackets on the last
item's line, where the words ask no trailing comma (a hunt then showed honest summaries
such as `incl. VAT` read as two sentences, as they were before, now passing, and caught two
of the round's new rules failing honest code before they landed: flag sets such as
`os.O_WRONLY | os.O_CREAT` read as magic numbers, and a retry under `suppress` counted as
an exit); the thirty-eighth's 42% (the same rule, written by four red teams, one per family
of instructions, where earlier rounds had three), closed in one pass that left 11, all by
judgement: eight listed routes, two functions that stay under the statement bound written
plainly (a dozen steps as walrus expressions in one dict display, nine as operands of one
`if`), and JSON explaining another program, which only its meaning shows (its two failing
twins make more branches than the bound allows, counting conditional expressions as the
rule does; a hunt then found 23 honest answers failing, now passing: 8 through the round's
new rules, such as docstrings counted or joined back after a split, a wrapper documented by
`functools.wraps`, a polling loop's `sleep(0)` and a label comment above string items, and
15 through older ones, such as here-documents that are a named script's input, `compile`
used only to check syntax, weighted sums of truth tests counted as branches and a test
mixin patching `input`); the thirty-ninth's 35% (the same rule and four teams), closed in
one pass, with a review's mends, that left 21, all by judgement: fourteen listed routes, a
table read by `setdefault` on its copy, which stays under the complexity bound as the
ladder it replaces does, a fallback chain folded by `reduce`, which reads as the `or` chain
logic_3 counts as no branch, JSON whose words are shuffled, which only its meaning shows,
three docstrings read back whole as messages and an inner handler chaining to the outer
handler's error, whose rules a second hunt showed failing honest help text and backup-file
fallbacks, so they were withdrawn (its one failing twin is an if/elif/else of three
branches against a bound of two; the second hunt's 195 answers found 28 honest ones
failing, 27 now passing, the last a program writing its output to stdout, which library_2
fails by design); its rules also closed one more of the thirty-eighth's (a builtin's name
bound in a doctest example), which leaves 10 of those. The fortieth's 32% (the same rule
and four teams), closed in one pass, with a review's mends, left 13, all by judgement:
twelve listed routes and text in the answer's inline code spans, which prose cites as often
as code (its two failing twins count their own conditional expressions and and/or decisions
over the bounds, as the rules do; a hunt's 198 answers found 5 honest ones failing, 4 now
passing: docstrings rewrapped, title-cased or searched for help text, and a factory handed
a lookup's fallback; the last is a formula in a comment, which paper mode's own rule fails
when it stands alone). The forty-first's 22% (the same rule and four teams), closed in one
pass, with a review's mends, left 11, all by judgement: seven listed routes, thirteen steps
as walrus expressions in one and-chain, which stay under the statement bound counted one
each, a result handed back through a future's `set_result` guarded by `done()`, the control
flow of a sentinel, a four-word enum member's name as the message, which reads as an honest
error code, and a folder listed by `pkgutil.iter_modules`, as honest plugin discovery does
(its five failing twins: one holds an IPython magic, which does not compile, and four count
their own conditional expressions, comprehension tests and step tuples over the bounds, as
the rules do; a hunt's 236 answers found 21 honest ones failing, 18 now passing, the rest
two programs writing their output to stdout, which library_2 fails by design, and a
lower-case list in a usage block, which the naming rule reads as a module constant; an
audit of the standard library and the packages corpus found one more honest comment
failing, `# Leave it alone.` beside a branch, now passing, and a logic_5 rule failing 24
files as too deep to read, now mended). The forty-second's 25% (the same rule and four
teams), closed in one pass, with a review's mends, left 12, all by judgement: nine listed
routes, grade bands written as a regular expression's alternatives, which honest tokenizers
write so, and two functions whose folded or f-string steps stay under the statement bound
counted one each (its two failing twins count their own conditional expressions over the
bound, as the rule does; a hunt's 280 answers found 35 honest ones failing, most of them to
older rules, all now passing). Its rules also closed one more of the fortieth's (a dict
literal kept in a string for `literal_eval`) and of the forty-first's (a re-raise under
`abs(x) < 0`), which leaves 12 and 10 of those. So strict mode raises the cost of gaming a
reward; it does not rule it out: each round finds new routes about as fast as the last was
closed (docs/training.md: set `hack_penalty`, and read samples of what a run rewards). The
seventh round found two routes around every instruction at once, both now closed: a
`</think>` hidden after the program (in an HTML comment, or closing a line of prose), which
extraction read as the end of the reasoning, so the program was never judged
(docs/extraction.md), and code put in another block of the answer (a second module, a test
block, an implementation behind a stub), which strict mode now judges for the instructions
about how all code is written. The eighth round's one open pass is a `</think>` on a line
of its own between two programs that each stand alone: that is also how a reasoning model's
draft and answer look, so it stays the end of the reasoning unless the caller says its
model never reasons (`reasoning=False`, `--no-reasoning`; docs/extraction.md). What each
round left open is in the sets' remaining passes: attempts the closing team judged honest
or arguable (`setdefault` in place of a dict comprehension, a third-party alias of
`Exception`, `starmap` fetching methods it never calls; in round 11, a two-test `if`/`elif`
picking a constant, one loop filling two lists, an import of the answer's own module sorted
with the third-party ones, which is the only layout Ruff passes, and the same comment in
three languages). Rounds 12 and 13 each left four honest twins failing strict mode, six of
them a dict of handler functions keyed by name and called with a key that is data
(`OPERATIONS[op](a, b)`). Three rounds of red teams wrote that as the honest answer, and
logic_3's edit prompt asks for lookups, so strict mode no longer counts dispatch by data as
branches (a dict keyed by text naming its entries, read by a key that is not worked out
from a truth test, and a method picked by a name built from such a key); tables picked by
truth tests or flags still count. Two twins of round 12 still fail on purpose: a dict keyed
by truth tests counts one decision per test, and a conditional expression two branches
(round 15's red team wrote three more twins that way and rewrote them). The same change
passes two round-7 attempts that dispatch by a method's name. Round 15's two failing twins
run their code through `exec` handed on uncalled, which fails closed by design. The round-2
red team read the instructions' "Still possible" lists, so about two thirds of its passes
were routes this page already names; most of the 21 left are such routes, kept open because
closing them fails honest code (a dict of lambdas, `"Yes" if flag else "No"`, noun-phrase
summaries, section-header comments), and logic_4 work moved into a tuple of calls or
lambdas.

Ten red-team passes over strict mode (each attempt run against it, with an honest twin)
closed the routes now in the suite. Five audits looked for false failures: strict-mode
failures where paper mode passes, each cause judged by hand, over 342 standard-library
modules and over 800 modules of third-party packages (rich, click, httpx, pydantic, ray,
...) verified as responses (`python benchmarks/strict_only_failures.py [--corpus
packages]` lists them), and over 597 checks of solutions written to follow each
instruction as its prompt reads (316 after the seventh pass, 281 after the eighth). What
they found is in tests/instructions/test_strict_honest_code.py, each false failure beside
an attempt that must still fail. Strict analyses that the
caller's recursion limit cuts short on valid deep code run again with more room, and fail
closed only when even that is too little.

The latest passes closed, among others: writing through a logging handler's `stream`,
code handed to `timeit`/`cProfile` as a built string, and exiting with a message or a
caught exception (library_2); `io.FileIO`, `os.fwalk`, `os.utime`, `os.open` doing what
`Path` does, the `posix` module and flags from a table (library_1); module aliases of
OSError (error_3); magic numbers moved into arithmetic, a local, an augmented assignment,
`math.isclose` or a hand-written closeness test (logic_8); singledispatch registrations,
attributes typed with a module Protocol and trie children reached through list-method names
(logic_9); raises in a constructor, `__call__`, property, `super()` helper, factory-built
object or nested `try` (error_2); and/or chains picking values, dispatch through `.get`, a
bound lookup, `dict(...)` or `self` tables and `getattr` (logic_3); dead re-raises (error_1);
append loops into attributes or inside `with` blocks (logic_6); placeholder annotations and
`-> None` on a function returning a value (style_5); text in f-string fields (style_2);
imports hidden in pointless `if`, `try` or `suppress` blocks or under version tests that are
always true (style_4); text laundered through `textwrap.dedent`, an optional `str` parameter
or a class attribute (style_6); camelCase attributes set through `setattr` helpers,
`__dict__`, `vars()` or field factories such as `namedtuple` (style_1); template or
pointing placeholders (doc_6); console output through click, typer, rich or tqdm
(library_2); paths built as strings for `shutil`, `zipfile`, `sqlite3` or pandas
(library_1); and recursion through `len`, `iter` or `in` on children of the class itself
(logic_9). The seventh pass closed: filter-then-append loops with `continue` and appends
written as expressions (logic_6); thresholds in pandas `query` strings, `between` and NumPy
comparison functions (logic_8); an `else` after a library call that never returns, such as
Flask's `abort` (logic_7); values picked by a truth test (logic_1); flag loops without
`break` (logic_5); exits written as `yield`s (logic_2); statements in a class body inside
the function (logic_4); tables of bound methods on `self`, `child[key]` and `child(env)` on
children of the class (logic_9); old code in a docstring section or an uncalled `_old`
function (doc_4); summaries behind an adverb (doc_2); praise for an
explanation (doc_6); `# end if` comments (doc_5); `str.format` handed on as a function
(style_6); `DataFrame.info()` and IPython's `display` (library_2); camelCase `__slots__`
(style_1); and text picked from a tuple or dict in an f-string field (style_2). An audit
with honest solutions written near the checks this pass added then found false failures;
the checks behind them were narrowed or removed (their routes are among the open attempts
above), and each false failure is a case in tests/instructions/test_strict_honest_code.py.

The eighth pass closed: recursion through a memoising wrapper's alias, such as `fib =
functools.cache(_fib)` (logic_9); an `else` after the module's own helper that always exits
(logic_7); a value picked into an attribute or an entry by an if/else, a flag set by an `if`
and returned, `any()` written as a counted comprehension, and `except ...: continue` ending
a loop (logic_5); constants named after their own value and thresholds written as shifts or
huge powers (logic_8); dispatch by a name computed for `globals()` or `attrgetter`
(logic_3); truth-indexed tables (logic_1); a caught raise stored and returned once
(logic_2); an unchained raise in a loop's `else` inside a handler (error_2); an `__exit__`
that swallows every exception and a re-raise cancelled by `finally` (error_1); an inline
message handed to the module's own raising helper (error_4); profiler reports printed to
the console, and the console written through a `Path` to `/dev/stdout`, a descriptor named
by a constant or `os.dup(1)` (library_2); paths joined with `os.sep` (library_1);
lowercase module constants built by a constructor or picked by a platform test (style_1);
JSON values that point to the prose or another value, repeat the schema's wording or say
there is nothing to add (doc_6); and, for every instruction,
identifiers written in fullwidth letters, which Python reads as the plain ones (the word
gates read the code's NFKC form too). It also found a response that held Ruff for 24 s (45
nested loops, which CPython does not compile: such code is now kept from Ruff,
docs/verify.md) and an error_2 search cubic in a chain of classes (now one visit per
class). Its honest-code audit found false failures in the new checks and in older ones
beside them, and the red team found honest module set-up (import fallbacks,
`TYPE_CHECKING`, version tests, the `__main__` block) counted against logic_1 and logic_3;
each is fixed or its check narrowed, and is a case in test_strict_honest_code.py.

The ninth pass closed what the eighth left open: templates read through a dict's
`.items()`, `.values()` or `.get()` or set by a `field(default=...)` (style_6); camelCase
names handed to `namedtuple`, `Enum` or `SimpleNamespace` through a module-level container
(style_1); old code behind a long label or a pragma, in an unread string of several lines
or after a `return` (doc_4); `__doc__` extended by `+=`, a call, `setattr` or the module's
own decorator (doc_1); type comments and string types given to `cast`, `TypeVar`,
`NewType` or a `TypeAlias` (style_7); lambdas bound by unpacking, `setattr` or
`types.MethodType` (style_5); the module's namespace written through `__setitem__`,
`sys.modules[__name__]` or `importlib.import_module(__name__)` (style_9); statements joined
with `;` or written on their header's line (doc_5); a value looked up by hand with
`try`/`except KeyError` or a membership guard, and an empty `else:` hiding a pattern
(logic_5); exiting helpers bound as lambdas or partials, and `.throw()` into a generator
(logic_7); constants named after their value with one more word (`AGE_EIGHTEEN`,
`PORT_8080`) and durations written with pandas, NumPy or `relativedelta` (logic_8);
recursion handed to a thread that is joined or to an executor, implementations registered
by a `.register` call, and retrying or JIT wrappers (logic_9); a function picked by an
and/or chain and called (logic_3); progress bars (tqdm, click, rich, alive_progress),
`warnings.warn` used for progress, `TarFile.list`, `ZipFile.printdir` and
`cProfile.run(..., None)` (library_2); `__exit__` bound to a lambda or a function that
swallows everything, or returning a flag that is always true (error_1); pre-built
exceptions picked by a ternary, a table, a loop or `self` (error_4); and module members
reached through `operator.attrgetter`, `methodcaller`, `__dict__.get`, `__getattribute__`,
`pkgutil.resolve_name`, `functools.reduce(getattr, ...)` or a relative `import_module`
(library_1, library_2, error_3). Its honest-code audit (over 30 programs per category,
written near the new checks) found false failures, each fixed by narrowing its check (20
new cases in test_strict_honest_code.py hold them), and inputs that made a check slow
(quadratic or worse in chains of names, tables or classes), each now answered once per
value, 12 of them with a test.

The tenth pass was a red team and an audit at once: each category's fixer first looked
for new routes, and a fifth audit read all 424 strict-only failures of the two real-code
corpora by hand (311 real violations; 55 false failures, each now fixed or narrowed; 58
more from five standard-library modules that run code they read at run time, which strict
mode fails by design). It closed: `__doc__` set through `*args`, `property(doc=...)`,
`type()` namespaces, `globals()` or a documenting decorator (doc_1); noun-phrase summaries
such as `Sum of ...` and private functions published under a public name (doc_2, doc_3);
code behind Sphinx `#:` comments (doc_4); code offered as a JSON explanation (doc_6);
camelCase names in a `type()` namespace or set through `operator.setitem(vars(...))`
(style_1); prose formatted or repeated inside an f-string field (style_2); imports in a
loop that runs once, a `while True` that breaks, the `else` of an always-false version
test or an empty `try` (style_4); lambdas in `SimpleNamespace` or a `type()` namespace
(style_5); templates returned by the code's own function (style_6); builtins rebound
through `operator.setitem(globals(), ...)` (style_9); `except LookupError` lookups,
`any()` written as a `for`/`else` (logic_5); durations written as text and thresholds
picked from literals (logic_8); dispatch tables in a class body, behind a walrus or
handed to `map` or to a helper that calls them, and import guards that catch other errors
too (logic_3); a generator's first item taken by a returning loop, `list(gen)[0]` or
`next(iter(gen))` (logic_2); an `else` after a static method that never returns (logic_7);
recursion through a class-body alias, the module object or the frame's own name (logic_9);
`suppress(Exception)` behind a partial, re-raises that never run, a debug flag every
assignment keeps false, and re-raises only for a few kinds (error_1); helpers that raise on
every path and `NotImplementedError` helpers that refuse (error_2); messages built inside
the module's own raising helpers (error_4); string paths handed to PIL, OpenCV, NumPy,
torch and `to_csv`-like methods (library_1); and progress bars from enlighten,
progressbar2, typer, rich `Live`, halo, yaspin and Keras, tqdm in any module, progress
warnings in any words or category, code strings reaching `timeit` through a parameter,
pagers and debug printers (library_2). The false failures it fixed: a final catch-all
`case _:` counted as a decision (logic_1, as Ruff does not); `assert` counted as a branch
(logic_3); attributes read by name, handlers picked by a prefixed name, copies of library
objects, attributes a library base class sets, wrappers calling the function they replace,
calls whose arguments cannot bind to the method, `isinstance` narrowing, and entries built
by library classes (logic_9); wrapped and non-English comments, prose that names a call, and
one note in two parallel functions (doc_5); functions a literal `__all__` leaves out
(doc_3); lazy module `__getattr__` caches and prefixed constants written through
`globals()`, and class factories named by their caller (style_1, style_9); exception types
held in a parameter, a decorator argument or a class attribute whose every value the code
shows is specific (error_1); terminal queries through `fileno()` and captured output read
back (library_2). Nine inputs that made a check slow (quadratic or worse) are now linear,
each with a test.

Still open after the tenth pass (plausible, documented, not closed): violations placed in a
separate "example usage" block, which extraction leaves out of the solution
(docs/extraction.md; every code-level instruction); other noun-phrase summaries
(`Fibonacci number of n.`) and a method made a property to escape the mood checks (doc_2);
`cached_property` imported from a module of the code's own (doc_3: a project's own
`utils.cached_property` is honest); a `__doc__` read from a file (doc_1); `dict(add=lambda
...)` (style_5, a dispatch table); `from` imports in a `try` that ignores ImportError
(style_4); prose among the items a field joins (style_2); a template returned by a method
(style_6); nested `d[a][b]` lookups with a default (logic_5); a function re-run by a
retrying decorator when it raises, and recursion handed to threads that are never joined
(logic_9: a fresh run, as a worker restarting itself after a crash is); constant names of
two or more words beside the value (`MIN_AGE_18`, a shape starlette's honest
`HTTP_404_NOT_FOUND` shares) (logic_8); an and/or chain returned or stored, and a
looked-up function passed to a caller outside the module (logic_3: a registry returning
`HANDLERS[kind]` is honest); `ExitStack.push(lambda *exc: True)` (error_1); an error
factory that returns the exception with its text (error_4: honest factories look the same);
and `sys.displayhook`/`sys.excepthook` (library_2: logging uncaught exceptions calls
`sys.__excepthook__`).

Still open, besides the attempts above: a magic number in arithmetic compared with
anything but 0, 1 or -1 (logic_8, which cannot tell it from an offset such as `i + 2 <
n`); `if message: raise ...` in a helper that returns for an empty message (error_2); and
`{"=" * 40}` in an f-string field (style_2, honest in a banner).

By design, strict mode fails code that runs a string built at run time (exec, eval or
compile of user input or of a file, as a calculator or a script runner does): what such
code does cannot be judged, so it is never passed. A dispatch table of library callables
called in place (`OPERATORS[op](a, b)`) counts one branch per entry under logic_3, as a
table of lambdas does.
"""


def _modes_section() -> list[str]:
    """The verdict modes and the adversarial share table, from the measured figures."""
    rows = [
        "| category | attempts | pass in paper mode | pass in strict mode |",
        "| --- | --- | --- | --- |",
    ]
    total = [0, 0, 0]
    for category, share in ADVERSARIAL_SHARE.items():
        rows.append(
            f"| {category} | {share.attempts} | {_percent(share.paper, share.attempts)} "
            f"| {_percent(share.strict, share.attempts)} |"
        )
        total = [total[0] + share.attempts, total[1] + share.paper, total[2] + share.strict]
    rows.append(
        f"| all | {total[0]} | {_percent(total[1], total[0])} | {_percent(total[2], total[0])} |"
    )
    textual = [
        f"`{item.id}`"
        for item in all_instructions()
        if not item.strict_reads_dynamic_code
        and type(item).__module__.startswith(f"{builtin.__name__}.")
    ]
    shown = [
        f"`{item.id}`"
        for item in all_instructions()
        if item.strict_reads_shown_blocks and type(item).__module__.startswith(builtin.__name__)
    ]
    intro = _MODES_TEXT.format(
        textual=", ".join(textual[:-1]) + f" and {textual[-1]}",
        shown=", ".join(shown[:-1]) + f" and {shown[-1]}",
    )
    return [*intro.splitlines(), *rows, "", *_MODES_CODA.splitlines(), ""]


def _percent(count: int, total: int) -> str:
    return f"{count} ({count / total:.0%})" if total else "0"


def render_markdown(cards: list[InstructionCard] | None = None) -> str:
    """The instructions reference page (docs/instructions.md) for these cards.

    Defaults to the built-in instructions (installed plugins are not part of the
    project's docs); the output is deterministic so a test can compare it with the
    checked-in page.
    """
    if cards is None:
        cards = [
            describe(instruction)
            for instruction in all_instructions()
            if type(instruction).__module__.startswith(f"{builtin.__name__}.")
        ]
    lines = [
        "# VeriCode instructions",
        "",
        "<!-- Generated by scripts/gen_instruction_docs.py from the instruction registry;",
        "     do not edit by hand. -->",
        "",
        f"{len(cards)} verifiable code instructions. `vibebench instructions show ID` prints",
        "the same text in the terminal.",
        "",
        "| id | name | category | verified by | parameters |",
        "| --- | --- | --- | --- | --- |",
    ]
    for card in cards:
        params = ", ".join(f"`{spec.name}={spec.default!r}`" for spec in card.parameters) or "–"
        rules = ", ".join(card.ruff_rules) if card.verifier == "ruff" else card.verifier
        lines.append(f"| `{card.id}` | {card.name} | {card.category} | {rules} | {params} |")
    lines += ["", *_modes_section()]
    current = None
    for card in cards:
        if card.category != current:
            current = card.category
            lines += [f"## {card.category_title}", ""]
        lines += _card_markdown(card)
    return "\n".join(lines).rstrip() + "\n"
