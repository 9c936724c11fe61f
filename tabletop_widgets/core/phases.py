"""A game's phases of play (``state["phase"]``), each declared once as a ``Phase`` record.

A record says what the phase allows (its action types, in the order the legal list gives
them), how an action of another type is refused (the rule and the sentence) and how the
prompt puts the decision to the player to move. A game lists its records once
(``phase_records``); ``PHASES``, the action types by phase, is read from them
(``actions_by_phase``), and ``Game._out_of_phase`` (a refusal's) and each game's ``prompt``
read the record of the phase the game is in. Where the refusal or the prompt depends on more
than the phase (the action refused, the position), the record names the game's function that
decides.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from .rulebook import Refusal
from .types import Action

# A sentence fixed for the phase, or written from the game's position by a function of the game.
Text = str | Callable[[Any], str]


def _text(text: Text, game: Any) -> str:
    return text if isinstance(text, str) else text(game)


@dataclass(frozen=True)
class Phase:
    """One phase of play.

    ``refusal`` is how an action of a type the phase does not allow is refused: ``(rule id,
    sentence)``, or a function ``(game, action) -> Refusal`` where the rule depends on the
    action too. ``prompt`` is what the player to move decides, in plain words. A sentence is
    fixed, or a function of the game that reads the position.
    """

    name: str
    actions: tuple[str, ...]
    refusal: tuple[str, Text] | Callable[[Any, Action], Refusal]
    prompt: Text

    def refuse(self, game: Any, action: Action) -> Refusal:
        """The refusal of ``action``, a type this phase does not allow (``game.refuse`` checks the rule's id)."""
        if isinstance(self.refusal, tuple):
            rule, text = self.refusal
            refusal: Refusal = game.refuse(rule, _text(text, game))
            return refusal
        return self.refusal(game, action)

    def describe(self, game: Any) -> str:
        """The prompt: what the player to move decides now."""
        return _text(self.prompt, game)


def phase_records(*records: Phase) -> Mapping[str, Phase]:
    """A game's phases by name, in the order given (read-only); a name given twice is a mistake."""
    index = {record.name: record for record in records}
    if len(index) != len(records):
        raise ValueError("a phase is declared twice")
    return MappingProxyType(index)


def actions_by_phase(records: Mapping[str, Phase]) -> Mapping[str, tuple[str, ...]]:
    """``PHASES``: each phase and the action types it allows, read from its record."""
    return MappingProxyType({name: record.actions for name, record in records.items()})
