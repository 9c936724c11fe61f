"""A game's rules by name: each rule quoted from its rulebook, and the refusal that cites one.

Every game lists its rules once, in its ``rulebook.py``, as ``RULES`` (an ordered, read-only
mapping from a stable id such as ``"move-clockwise"`` to a ``Rule``). The checks of its rules
model name the rule they enforce: a move they refuse comes back as a ``Refusal`` (the rule's
id and the sentence ``why_illegal`` returns), and a board shows the rule's title, section and
quote under the sentence. The code that enforces a rule (a check, a transition, the set-up,
the scoring) names it too, with ``@enforces(rule id, ...)``, so each rule leads to its code.
docs/rules.md is generated from ``RULES`` and those marks (tools/make_rules_doc.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypeVar

MAX_QUOTE_WORDS = 45  # "a short passage": fair quotation, not the rulebook
_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
ENFORCED = "enforces"  # the attribute ``enforces`` gives a function: the ids of the rules it enforces
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class Rule:
    """One rule of a game.

    ``section`` is the rulebook's heading and ``quote`` a passage word for word from it
    (``...`` marks a cut; ``language`` "fr" for what only the French text prints). ``ruling``
    is this project's reading and why, where the text is silent or contradicts itself.
    A rule has a section and a quote, or a ruling, or both.
    """

    id: str
    title: str
    section: str | None = None
    quote: str | None = None
    ruling: str | None = None
    language: str = "en"

    def problem(self) -> str | None:
        """What is wrong with this rule's entry, or None."""
        if not _ID.fullmatch(self.id):
            return f"rule id {self.id!r} is not lower-case words joined by hyphens"
        if not self.title.strip():
            return f"rule {self.id!r} has no title"
        if (self.section is None) != (self.quote is None):
            return f"rule {self.id!r} needs both a section and a quote, or neither"
        if self.quote is None and not self.ruling:
            return f"rule {self.id!r} has neither a quote from the rulebook nor a ruling"
        if self.quote is not None and len(self.quote.split()) > MAX_QUOTE_WORDS:
            return f"rule {self.id!r} quotes {len(self.quote.split())} words (at most {MAX_QUOTE_WORDS})"
        if self.language not in ("en", "fr"):
            return f"rule {self.id!r} has language {self.language!r} (en or fr)"
        return None

    def cite(self) -> dict[str, str | None]:
        """The rule as a board shows it under a refusal (plain JSON)."""
        return {"id": self.id, "title": self.title, "section": self.section, "quote": self.quote,
                "ruling": self.ruling, "language": self.language}


# Not a rule of any game but of this program; every game's RULES holds it.
ACTION_FORM = Rule(
    "action-form", "A move names its type and fields as the game lists them",
    ruling=("Not a rule of the game: a move sent to the rules model must be a dict with a known 'type' and "
            "exactly that type's fields, each of its declared type and range (legal_actions lists them)."))


def rulebook(*rules: Rule) -> Mapping[str, Rule]:
    """A game's ``RULES``: its rules in the rulebook's order, ``action-form`` first; checked."""
    index: dict[str, Rule] = {ACTION_FORM.id: ACTION_FORM}
    for rule in rules:
        problem = rule.problem()
        if problem:
            raise ValueError(problem)
        if rule.id in index:
            raise ValueError(f"rule id {rule.id!r} is listed twice")
        index[rule.id] = rule
    return MappingProxyType(index)


@dataclass(frozen=True)
class Refusal:
    """Why a move is refused: ``rule``, the id of the rule in the game's ``RULES``, and
    ``text``, the sentence ``why_illegal`` returns. ``rule`` is None where no rule of the
    game says why: a board's own refusal (core/session.py: not your turn, behind the curtain,
    a replay, a message not understood), or a gap in a rules model's checks, which the tests
    forbid."""

    rule: str | None
    text: str


def enforces(*rule_ids: str) -> Callable[[F], F]:
    """Mark a function as code that enforces these rules (ids of its game's ``RULES``): a check
    that refuses under them, a transition or set-up that carries them out, a scoring that
    counts by them. The mark is an attribute of the function, read when docs/rules.md is
    written ("Enforced in"); calling the function costs nothing more."""

    def mark(function: F) -> F:
        vars(function)[ENFORCED] = (*vars(function).get(ENFORCED, ()), *rule_ids)
        return function

    return mark


def enforced_rules(function: object) -> tuple[str, ...]:
    """The ids ``@enforces`` gave ``function`` (none if it has no mark)."""
    found: tuple[str, ...] = vars(function).get(ENFORCED, ()) if hasattr(function, "__dict__") else ()
    return found
