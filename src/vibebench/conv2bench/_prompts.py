"""Prompts of the Conv-to-Bench stages (paper appendix A) and the code keyword lexicon.

The texts follow the paper's prompts closely; each asks for one JSON object so the answer can
be validated strictly. Conversations are rendered with 1-based message ids, the ids that
feedback labels and [Fn] checklist tags refer to.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from vibebench.conv2bench._models import Conversation

__all__ = [
    "CHECKLIST_SYSTEM",
    "CLASSIFY_SYSTEM",
    "CODE_LEXICON",
    "FEEDBACK_SYSTEM",
    "INSTRUCTION_SYSTEM",
    "VALIDITY_SYSTEM",
    "lexicon_hits",
    "render_conversation",
]

CODE_LEXICON: tuple[str, ...] = (
    "algorithm",
    "api",
    "array",
    "assert",
    "async",
    "await",
    "backend",
    "bash",
    "binary tree",
    "boolean",
    "bug",
    "c#",
    "c++",
    "class",
    "cli",
    "code",
    "compile",
    "compiler",
    "constructor",
    "css",
    "csv",
    "database",
    "dataframe",
    "debug",
    "decorator",
    "def",
    "dependency",
    "deploy",
    "dictionary",
    "django",
    "docker",
    "endpoint",
    "enum",
    "error",
    "exception",
    "fastapi",
    "flask",
    "for loop",
    "framework",
    "frontend",
    "function",
    "git",
    "golang",
    "gradle",
    "hashmap",
    "html",
    "http",
    "import",
    "inheritance",
    "integer",
    "interface",
    "iterator",
    "java",
    "javascript",
    "json",
    "kotlin",
    "kubernetes",
    "lambda",
    "library",
    "linked list",
    "linux",
    "list comprehension",
    "loop",
    "matlab",
    "method",
    "module",
    "mysql",
    "node.js",
    "npm",
    "numpy",
    "object-oriented",
    "pandas",
    "parse",
    "parser",
    "php",
    "pip",
    "pointer",
    "postgresql",
    "program",
    "programming",
    "python",
    "pytorch",
    "query",
    "react",
    "recursion",
    "refactor",
    "regex",
    "repository",
    "rest api",
    "return",
    "ruby",
    "rust",
    "script",
    "sdk",
    "server",
    "shell",
    "snippet",
    "sql",
    "stack trace",
    "string",
    "struct",
    "swift",
    "syntax",
    "tensorflow",
    "terminal",
    "traceback",
    "typescript",
    "unit test",
    "variable",
    "vba",
    "vue",
    "webpack",
    "xml",
    "yaml",
    "```",
)
"""Code-related keywords (115), screened on the user messages before the LLM classifier."""


def _keyword_pattern(keyword: str) -> re.Pattern[str]:
    escaped = re.escape(keyword.lower())
    left = r"(?<![\w])" if keyword[0].isalnum() else ""
    right = r"(?![\w])" if keyword[-1].isalnum() else ""
    return re.compile(f"{left}{escaped}{right}")


def lexicon_hits(texts: Iterable[str], lexicon: Sequence[str] = CODE_LEXICON) -> list[str]:
    """The lexicon keywords that occur (as whole words) in any of `texts`, lexicon order."""
    haystack = "\n".join(texts).lower()
    return [word for word in lexicon if _keyword_pattern(word).search(haystack)]


def render_conversation(conversation: Conversation) -> str:
    """The dialogue with message ids, as every stage prompt shows it."""
    return "\n\n".join(
        f"[{number}] {turn.role}: {turn.content}" for number, turn in conversation.numbered()
    )


def classify_system(domain: str) -> str:
    """A.1: a binary domain classifier over the first user message."""
    return (
        "You are an expert in conversation analysis. Your task is to determine if the following "
        f"conversation between a user and an AI assistant is {domain}-related. "
        f"Answer true if it is related to {domain} (for programming: code requests, debugging, "
        "code review, algorithm explanations, language snippets, etc.), false otherwise. "
        'Reply with only {"related": true} or {"related": false}.'
    )


CLASSIFY_SYSTEM = classify_system("programming")

INSTRUCTION_SYSTEM = (
    "You are an expert in conversation analysis. Your goal is to identify whether a user made a "
    "request involving writing or modifying code within a conversation with an AI assistant. "
    "Analyze the WHOLE conversation and synthesize the user's complete coding-related "
    "instruction: integrate the initial request with every follow-up clarification, constraint "
    "and modification into one clear, concise, self-contained instruction. If the user asked to "
    "modify existing code, include the request and the exact code snippet to modify. If the "
    "conversation contains no such request, the instruction is the empty string. "
    'Reply with only {"instruction": "..."}.'
)

VALIDITY_SYSTEM = (
    "You are a validation system. Decide if a user's instruction is valid or invalid. An "
    "instruction is valid if it is clear and complete enough for an AI to give a reasonable "
    "answer using only the instruction itself; general or abstract requests are valid. Mark it "
    "INVALID if it refers to content that is not there (a file, a text, earlier context), uses "
    "placeholders or anonymized names (like NAME_1), or is too vague or ambiguous to answer. "
    'Reply with only {"valid": true|false, "reason": "..."}.'
)

FEEDBACK_SYSTEM = (
    "You are a conversation analysis expert. Identify the user messages that contain implicit or "
    "explicit feedback on the assistant's previous responses. Positive: the user confirms a "
    "suggestion, code or information worked, was correct or met their needs (including thanks "
    "that clearly refer to the usefulness of the answer). Negative: the user indicates the "
    "response was unsatisfactory, incorrect, incomplete or confusing, asks for repetition or "
    "clarification that suggests it failed, or corrects the assistant's code or information. "
    "Rules: only user messages can be feedback; feedback is a reaction to an earlier assistant "
    "message, so the first user message is never feedback; messages that merely continue the "
    "conversation are neutral and must not be listed; silence is not positive feedback. "
    'Reply with only {"feedback": [{"message_id": <id>, "polarity": "positive"|"negative"}]}.'
)

CHECKLIST_SYSTEM = (
    "You are an expert Quality Assurance (QA) analyst specializing in code verification. Create "
    "a checklist of requirements the code must satisfy from (1) the Instruction and (2) only the "
    "feedback messages explicitly listed as feedback sources; use no other user message. If no "
    "feedback message is listed, derive the checklist solely from the Instruction. Each item is "
    "a simple, unambiguous Yes/No question testing one atomic condition, prefixed with its "
    "source: [I] for the Instruction, [Fn] for feedback message n (n must be a listed id). "
    'Reply with only {"checklist": ["[I] Does the code ...?", "[F3] Does the code ...?"]}.'
)


def checklist_user(
    conversation: Conversation, instruction: str, positive: Sequence[int], negative: Sequence[int]
) -> str:
    """A.5's user prompt: dialogue, instruction and the feedback ids to draw on."""
    return "\n".join(
        [
            "Generate the evaluation checklist based on the following inputs:",
            "",
            f"Conversation:\n{render_conversation(conversation)}",
            "",
            f"Instruction: {instruction}",
            f"Positive Feedback IDs: {list(positive)}",
            f"Negative Feedback IDs: {list(negative)}",
        ]
    )
