"""Replays: a finished game, a save or a simulated game on its board, with a timeline.

    board = tw.replay(results.iloc[0])   # a row of tw.simulate
    board.seek(40)                       # the position after move 40

The board draws the game as it stood after any number of its moves; the learner steps
through it with the timeline's buttons and slider (nothing can be played on it). A row of
``tw.simulate`` carries what it takes to play its game again (the game, seed, players, bots
and options): its bots are seeded, so the same moves come again.
"""

from __future__ import annotations

import json

from .bots import BOTS
from .game import Game
from .simulate import _module, bot_game

ROW_FIELDS = ("game", "seed", "players", "bots", "options")


def replay(source, at: int | None = None, teacher: bool = True):
    """The board of ``source`` with a timeline, at move ``at`` (default: the last).

    ``source``: a game (``tw.porta_nigra.new_game(...)`` after some moves), a save (the text
    of ``to_json()``), or one row of ``tw.simulate`` (a dict or a DataFrame row).
    ``teacher=True`` shows every hand (a finished game hides nothing worth keeping);
    ``teacher=False`` shows only what the whole table sees.
    """
    game = game_of(source)
    board = _module(game.NAME).Board(game, replay=True, teacher=teacher)
    if at is not None:
        board.seek(at)
    return board


def game_of(source) -> Game:
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
        return _module(source["game"]).from_json(json.dumps(source))
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


def timeline_state(full: Game, shown: Game) -> dict:
    """What the timeline shows: the step, the move that led to it in words, the score so far."""
    moves = shown.history
    said = []
    if moves:  # the log lines the last move wrote, in order
        for entry in reversed(shown.log):
            if entry.get("action") != moves[-1]:
                break
            said.insert(0, entry["text"])
    return {"at": len(moves), "length": len(full.history), "move": " ".join(said),
            "scores": shown.scores(), "breakdown": shown.score_breakdown()}
