"""Replays: a finished game, a save or a simulated game on its board, with a timeline.

    board = tw.replay(results.iloc[0])   # a row of tw.simulate
    board.seek(40)                       # the position after move 40
    board.step(1, "turn")                # on to where the next turn begins

The board draws the game as it stood after any number of its moves; the learner steps
through it with the timeline's buttons, slider and keys, by move, turn or round, beside a
line of the score after each move (nothing can be played on it). A row of ``tw.simulate``
carries what it takes to play its game again (the game, seed, players, bots and options):
its bots are seeded, so the same moves come again.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from typing import TYPE_CHECKING, Any

from .bots import BOTS
from .game import Game
from .simulate import _module, bot_game
from .types import JSON

if TYPE_CHECKING:
    from .widget import BoardWidget

ROW_FIELDS = ("game", "seed", "players", "bots", "options")


def replay(source: Any, at: int | None = None, teacher: bool = True) -> BoardWidget:
    """The board of ``source`` with a timeline, at move ``at`` (default: the last).

    ``source``: a game (``tw.porta_nigra.new_game(...)`` after some moves), a save (the text
    of ``to_json()``), or one row of ``tw.simulate`` (a dict or a DataFrame row).
    ``teacher=True`` shows every hand (a finished game hides nothing worth keeping);
    ``teacher=False`` shows only what the whole table sees.
    """
    game = game_of(source)
    board: BoardWidget = _module(game.NAME).Board(game, replay=True, teacher=teacher)
    if at is not None:
        board.seek(at)
    return board


def game_of(source: Any) -> Game:
    """The finished (or saved) game a replay shows."""
    if isinstance(source, Game):
        return source
    if hasattr(source, "to_dict") and hasattr(source, "iloc") and getattr(source, "ndim", 1) != 1:
        raise ValueError("replay: give one row of the results (e.g. results.iloc[0]), not the whole table.")
    if hasattr(source, "to_dict"):  # a pandas row
        source = source.to_dict()
    if isinstance(source, str):
        try:
            source = json.loads(source)
        except ValueError:
            raise ValueError("replay: this text is not a saved game (the text of a game's to_json()).") from None
    if not isinstance(source, dict):
        raise TypeError(f"replay: give a game, a saved game or a row of tw.simulate, not {type(source).__name__}.")
    if "actions" in source and "game" in source:  # a save
        saved: Game = _module(source["game"]).from_json(json.dumps(source))
        return saved
    missing = [name for name in ROW_FIELDS if name not in source]
    if missing:
        raise ValueError(f"replay: this row has no {', '.join(missing)}: give a row of tw.simulate "
                         "(rows made before replays existed cannot be played again).")
    unknown = [name for name in source["bots"] if name not in BOTS]
    if unknown:
        raise ValueError(f"replay: this row's bots cannot be made again by name ({', '.join(map(repr, unknown))}; "
                         f"the bots are: {', '.join(BOTS)}).")
    game, _, _ = bot_game(source["game"], int(source["players"]), list(source["bots"]), int(source["seed"]),
                          dict(source["options"] or {}))
    if any(name in source and source[name] != value for name, value in
           (("length", len(game.history)), ("scores", game.scores()))):
        # e.g. a bot object with settings of its own: its name alone makes a different bot
        raise ValueError("replay: this row's game did not come out the same when played again "
                         "(were its bots made with settings of their own?).")
    return game


UNITS = ("move", "turn", "round")  # what the timeline steps by


class Track:
    """What a replay knows of its whole game, worked out once when it is opened (not at each
    step): the score after each move, what each move wrote in the log, and the positions where
    each turn and round begins. A position is a number of moves made (0: the start).

    A turn ends where another seat moves next or, when the same seat moves on, with a move that
    writes one of the game's own ``TURN_END_LOGS`` (its end of a turn).

    A round is the game's own, named as its board names it (``Game.round_name``: Carpe Diem's
    "phase 2 of 4, round 3 of 7" or "scoring period"); it begins with the first turn after its
    name changes, so that no turn is cut in two (Magna Roma counts a round up when the last
    seat has placed its tile).
    """

    def __init__(self, full: Game):
        self.length = len(full.history)
        game, movers = full.at(0), full.movers
        self.scores = [game.scores()]  # the table's view shows the score too: nothing hidden
        self.said = [""]  # what each move wrote in the log
        self.turns, self.rounds = [0], [0]
        self.round_names = [game.round_name()]  # each round's, as the board says it there
        self.movers = movers  # who made each move: the log says so too, nothing hidden
        ends = full.TURN_END_LOGS
        for at, action in enumerate(full.history, start=1):
            start = len(game.log)
            game.apply(action)
            written = game.log[start:]
            self.scores.append(game.scores())
            self.said.append(" ".join(entry["text"] for entry in written))
            if at < self.length and (movers[at] != movers[at - 1] or any(e.get("kind") in ends for e in written)):
                self.turns.append(at)
                if (name := game.round_name()) != self.round_names[-1]:  # read at turns only
                    self.rounds.append(at)
                    self.round_names.append(name)

    def stops(self, unit: str) -> list[int]:
        """The positions a step by ``unit`` may land on, the game's end included."""
        if unit == "move":
            return list(range(self.length + 1))
        return [*(self.turns if unit == "turn" else self.rounds), self.length]

    def step(self, at: int, unit: str, by: int) -> int:
        """The position ``by`` steps of ``unit`` from ``at`` (back if negative), within the game."""
        if unit not in UNITS:
            raise ValueError(f"step: the unit is one of {', '.join(map(repr, UNITS))}, not {unit!r}.")
        if isinstance(by, bool) or not isinstance(by, int) or by == 0:
            raise ValueError(f"step: the steps are a whole number other than 0 (1: on, -1: back), not {by!r}.")
        if unit == "move":
            return min(max(at + by, 0), self.length)
        stops = self.stops(unit)
        index = bisect_right(stops, at) - 1 if by > 0 else bisect_left(stops, at)  # the stop at or before at
        return stops[min(max(index + by, 0), len(stops) - 1)]

    def browser(self) -> JSON:
        """What the browser draws the score line and the turn and round marks from, and names the
        place under the slider's thumb with while it is dragged (sent once): ``seats`` is the seat
        whose turn each is (None: no seat's, e.g. a game of no moves), ``roundNames`` each round's
        name as the board says it."""
        return {"length": self.length,
                "scores": [list(s) for s in zip(*self.scores, strict=True)] if self.scores else [],
                "turns": self.turns, "rounds": self.rounds, "roundNames": self.round_names,
                "seats": [self.movers[at] if at < self.length else None for at in self.turns]}

    def state(self, shown: Game) -> JSON:
        """What the timeline shows at ``shown``: the step, the move that led to it in words, the
        turn and round it is in as the board shows them (a position where one begins is in it:
        the board says whose turn and which round it is), and the score so far."""
        at = len(shown.history)
        return {"at": at, "length": self.length, "move": self.said[at],
                "turn": bisect_right(self.turns, at), "round": bisect_right(self.rounds, at),
                "scores": shown.scores(), "breakdown": shown.score_breakdown()}

