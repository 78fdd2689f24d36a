"""Code that several instructions' examples share, written once.

An instruction's pass and fail examples are twins that differ in the one place the
instruction judges, and some instructions judge the same kind of code; the shared part
lives here so that the difference is all each example spells out.
"""

from __future__ import annotations

__all__ = ["LOGGER_MODULE", "PARSE_PORT_TRY"]

PARSE_PORT_TRY = "def parse_port(text):\n    try:\n        return int(text)\n"
"""A function whose `try` converts text to a port; each example adds its `except`."""

LOGGER_MODULE = "import logging\n\nlogger = logging.getLogger(__name__)\n\n\n"
"""A module's logging header; each example adds the functions that log."""
