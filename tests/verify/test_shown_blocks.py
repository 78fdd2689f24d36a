"""Strict mode judges every Python block the answer shows for the instructions about how
all code is written: a second module, a usage example, tests, an implementation left out
behind a stub block (extraction takes one program; the others are shown code too)."""

from __future__ import annotations

from vibebench.verify import VerifyRequest, verify
from vibebench.verify._shown_blocks import blocks_left_out

F = "```"
PROGRAM = (
    "from pricing import total_price\n\n\n"
    "def checkout(prices: list[float]) -> float:\n    return total_price(prices)\n"
)
SECOND_MODULE = "def totalPrice(itemPrices):\n    return sum(itemPrices)\n"
HONEST_MODULE = "def total_price(item_prices):\n    return sum(item_prices)\n"


def _answer(*blocks: str) -> str:
    return "Here it is.\n\n" + "\n".join(f"{F}python\n{block}{F}\n" for block in blocks)


def _passed(response: str, spec: str, mode: str) -> tuple[bool, list[str]]:
    (result,) = verify([VerifyRequest(response=response, instructions=[spec])], mode=mode)
    (verdict,) = result.verdicts
    return verdict.passed, [item.message for item in verdict.diagnostics]


def test_a_second_module_the_program_imports_is_judged_in_strict_mode_only() -> None:
    response = _answer(SECOND_MODULE, PROGRAM)
    assert blocks_left_out(response) == [(1, SECOND_MODULE.rstrip("\n"))]
    assert _passed(response, "style_1", "paper") == (True, [])
    passed, messages = _passed(response, "style_1", "strict")
    assert not passed
    assert any(message.startswith("block 1 of the answer: ") for message in messages)
    assert _passed(_answer(HONEST_MODULE, PROGRAM), "style_1", "strict") == (True, [])


def test_an_implementation_left_out_behind_a_stub_block_is_judged() -> None:
    implementation = "def scale(values, factor):\n    return [v * factor for v in values]\n"
    stub = "def scale(values: list[float], factor: float) -> list[float]: ...\n"
    passed, messages = _passed(_answer(implementation, stub), "style_5", "strict")
    assert not passed
    assert all(message.startswith("block 1 of the answer: ") for message in messages)
    annotated = (
        "def scale(values: list[float], factor: float) -> list[float]:\n"
        "    return [v * factor for v in values]\n"
    )
    assert _passed(_answer(annotated, stub), "style_5", "strict")[0]


def test_tests_and_usage_blocks_are_shown_code_for_quote_style() -> None:
    program = "def shout(text):\n    return text.upper() + '!'\n"
    tests = 'assert shout("hi") == "HI!"\n'
    assert not _passed(_answer(program, tests), "style_2:quote=single", "strict")[0]
    assert _passed(_answer(program, tests.replace('"', "'")), "style_2:quote=single", "strict")[0]


def test_instructions_about_the_program_alone_do_not_read_other_blocks() -> None:
    program = "import logging\n\n\ndef add(a, b):\n    logging.info('adding')\n    return a + b\n"
    usage = "print(add(1, 2))\n"
    assert _passed(_answer(program, usage), "library_2", "strict")[0]


def test_a_block_that_does_not_compile_on_its_own_is_not_judged() -> None:
    session = ">>> totalPrice([1, 2])\n3\n"
    response = _answer(PROGRAM.replace("from pricing import total_price\n\n\n", ""), session)
    assert blocks_left_out(response) == []


def test_verdicts_keep_their_order_and_only_the_reading_instructions_change() -> None:
    response = _answer(SECOND_MODULE, PROGRAM)
    specs = ["library_2", "style_1", "style_3", "style_9"]
    (result,) = verify([VerifyRequest(response=response, instructions=specs)], mode="strict")
    assert [v.instruction_id for v in result.verdicts] == specs
    assert [v.passed for v in result.verdicts] == [True, False, True, True]


def test_a_second_block_before_a_program_left_unclosed_at_the_end_is_judged() -> None:
    """Two blocks take only three fence lines when the last runs to the end of the answer
    (extraction reads it), so the cheap check before extracting counts three, not four."""
    response = f"{F}python\n{SECOND_MODULE}{F}\n\nThen:\n\n{F}python\n{PROGRAM}"
    assert blocks_left_out(response) == [(1, SECOND_MODULE.rstrip("\n"))]
    assert not _passed(response, "style_1", "strict")[0]
