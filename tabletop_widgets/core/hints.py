"""A hint for the player to move: ``tw.hint(game, seed=0)``.

The hint is the strong bot's (``SearchBot``) choice, made only from what the seat to move
knows: the search runs on the seat's *world*, a copy of the game in which everything hidden
from that seat is redrawn from the seed in a fixed order (``Game.determinized(...,
canonical=True)``), so the same seed gives the same hint on any arrangement of what the
seat cannot see, and a hint never tells a learner what is in a deck or another hand.

It says what a teacher would, in the rules' words: the rule the move is made under
(``Game.move_rule``), the pieces of the few moves worth weighing (the board's
``data-target`` names), the move, why (what it does, and what it scores at once), and its
immediate gains by score category.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import import_module
from types import MappingProxyType
from typing import cast

from .bots import SearchBot, not_looping
from .game import Game
from .pieces import Pieces
from .rulebook import Rule
from .types import Action
from .words import plural

CANDIDATES = 3  # the moves worth weighing a hint shows: few enough to compare at a glance


@dataclass(frozen=True)
class Hint:
    """A hint for ``seat`` (see the module's text)."""

    seat: int
    rule: Rule  # the rule the hinted move is made under
    targets: tuple[str, ...]  # the pieces of the moves worth weighing, the hinted move's first
    action: Action  # the hinted move, a legal one
    why: str  # what it does and what it scores at once, in plain words
    gains: Mapping[str, int]  # the seat's score breakdown changes the move makes at once (no zeros)


def hint(game: Game, seed: int = 0) -> Hint:
    """The hint for the player to move (see the module's text); a ValueError at the game's end."""
    if game.is_over:
        raise ValueError("The game is over: there is no move to hint.")
    seat = cast(int, game.current_player)  # a game not over has a seat to move
    world = game.determinized(seat, seed, canonical=True)
    actions = not_looping(world, world.legal_actions())
    weighed = SearchBot(seed=seed).weigh(world, actions) if len(actions) > 1 else [(0.0, actions[0])]
    best = sorted(range(len(weighed)), key=lambda i: -weighed[i][0])  # stable: the bot's own tie-break
    action = weighed[best[0]][1]
    view = world.view(seat)
    presenter = pieces_of(game)
    targets: list[str] = []
    for i in best:
        target = presenter.target(weighed[i][1], view)
        if target not in targets:
            targets.append(target)
        if len(targets) == CANDIDATES:
            break
    gains = gains_of(world, action, seat)
    return Hint(seat=seat, rule=game.move_rule(action), targets=tuple(targets), action=action,
                why=why(game, action, gains, len(weighed)), gains=MappingProxyType(gains))


def gains_of(game: Game, action: Action, seat: int) -> dict[str, int]:
    """What ``action`` changes at once in ``seat``'s score breakdown, by category (no zeros)."""
    before = game.score_breakdown()
    after_game = game.copy(log=False)
    after_game.apply(action)
    after = after_game.score_breakdown()
    changes = {category: after[category][seat] - before.get(category, [0] * game.players)[seat] for category in after}
    return {category: change for category, change in changes.items() if change}


def why(game: Game, action: Action, gains: Mapping[str, int], weighed: int) -> str:
    """One or two sentences: what the move does, and what it scores at once or prepares."""
    does = game.describe(action).rstrip(".")
    if gains:
        parts = [f"{plural(n, 'point')} for {category}" if n > 0 else f"{-n} fewer for {category}"
                 for category, n in gains.items()]
        return f"{does}. It scores at once: {', '.join(parts)}."
    if weighed > 1:
        return (f"{does}. It scores nothing at once, but looking ahead it leaves you best placed of the "
                f"{weighed} moves weighed.")
    return f"{does}. It is the only move there is."


def pieces_of(game: Game) -> Pieces:
    """The game's presenter (its ``pieces.py``, beside its rules): where each move is clicked."""
    module = import_module(f"{type(game).__module__.rpartition('.')[0]}.pieces")
    [found] = [value for value in vars(module).values()
               if isinstance(value, type) and issubclass(value, Pieces) and value is not Pieces]
    return found(type(game).ACTIONS)
