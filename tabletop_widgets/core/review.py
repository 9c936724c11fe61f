"""A review of one seat's game: ``tw.review(game, seat)``.

Each decision the seat made is weighed against the move a hint gives there (core/hints.py:
the strong bot's choice from what the seat knew then): both are played on the same worlds
of the seat's knowledge and looked ahead as the bot looks, and the difference of their
evaluations is what the decision lost. The review keeps the decisions that lost most, each
with its place in the game (a replay opens there: ``tw.replay(game, at=moves)``), what the
seat did, the better move, and what each scored at once, by category, in the rules' words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .bots import SearchBot
from .game import Game
from .hints import gains_of, hint
from .types import Action

SHOWN = 3  # the decisions a review shows: the few that matter most


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: the position before it is ``game.at(moves)``."""

    moves: int  # the moves made before it (where a replay opens)
    played: Action
    better: Action
    lost: float  # how much worse the played move stood, in the bots' evaluation (points)
    played_gains: Mapping[str, int]  # what each scored at once, by category (no zeros)
    better_gains: Mapping[str, int]
    words: str  # the decision in plain words


def review(game: Game, seat: int, seed: int = 0, shown: int = SHOWN) -> list[Decision]:
    """The ``shown`` decisions of ``seat`` that lost most against the hint's move, in the
    order they were made (none where the seat always played as well: a list of fewer)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in range(game.players):
        raise ValueError(f"seat must be a seat of this {game.players}-player game (0 to {game.players - 1}), "
                         f"not {seat!r}.")
    found: list[Decision] = []
    for moves, (action, mover) in enumerate(zip(game.history, game.movers, strict=True)):
        if mover != seat:
            continue
        before = game.at(moves)
        if len(before.legal_actions()) < 2:
            continue
        better = hint(before, seed).action
        if better == action:
            continue
        world = before.determinized(seat, seed, canonical=True)  # both met on the same worlds
        weighed = SearchBot(seed=seed).weigh(world, [better, action])
        value = {json.dumps(a, sort_keys=True): total for total, a in weighed}
        lost = round(value[json.dumps(better, sort_keys=True)] - value[json.dumps(action, sort_keys=True)], 2)
        if lost > 0:
            found.append(_decision(before, moves, action, better, lost, seat))
    worst = sorted(found, key=lambda d: -d.lost)[:shown]
    return sorted(worst, key=lambda d: d.moves)


def _decision(before: Game, moves: int, played: Action, better: Action, lost: float, seat: int) -> Decision:
    played_gains, better_gains = gains_of(before, played, seat), gains_of(before, better, seat)
    words = (f"Move {moves + 1}: you chose to {_lower(before.describe(played))}; "
             f"better: {_lower(before.describe(better))}"
             f"{_compared(played_gains, better_gains)}.")
    return Decision(moves=moves, played=played, better=better, lost=lost,
                    played_gains=MappingProxyType(played_gains), better_gains=MappingProxyType(better_gains),
                    words=words)


def differences(played: Mapping[str, int], better: Mapping[str, int]) -> list[str]:
    """What the better move scores at once against the move played, by category where they
    differ: ["3 more for prestige", "5 fewer for building spots"] (none: the same)."""
    differ = {c: better.get(c, 0) - played.get(c, 0) for c in {*played, *better}}
    return [f"{abs(n)} {'more' if n > 0 else 'fewer'} for {category}" for category, n in sorted(differ.items()) if n]


def _compared(played: Mapping[str, int], better: Mapping[str, int]) -> str:
    """What the two moves scored at once, where they differ."""
    parts = differences(played, better)
    if not parts:
        return " (both score the same at once; it leaves you better placed)"
    return f" (at once it scores {', '.join(parts)}; looking ahead it leaves you better placed)"


def _lower(text: str) -> str:
    text = text.rstrip(".")
    return text[:1].lower() + text[1:]
