"""Guided steps for a board: a tutorial's rulebook example, made by the learner.

A lesson is a list of ``Step``s, each one move with the words around it. The board shows
the step's text, rings the one piece to click, answers a wrong click with the step's hint
(the move is not played) and has a "Show me" button that plays it. Progress is read from
the game's history, so undo, ``board.play`` and "Show me" all keep the lesson in step.

    steps = [tw.Step("Buy the black brick: ...", {"type": "buy", "icon": "buy-black", "shop": "black"},
                     hint="Click the black shop.", after="2 sesterces for the walk, 1 for the brick.")]
    tw.porta_nigra.Board(game, steps=steps)

A cell after the board that needs the position the lesson ends in builds it with
``tw.lesson_end(game, steps)``, never from the live game, which the learner may have played
half, undone or left alone.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .actions import normalized, shape_error
from .game import Game
from .types import JSON, Action
from .words import lower_first


@dataclass(frozen=True)
class Step:
    """One guided step.

    text   what the learner reads before the move (the rulebook's words, the piece to find)
    move   the move the step asks for, as ``board.play`` takes it
    hint   what a wrong click is told (default: the move's own description)
    after  what the board says once the move is made (why it worked, what happened)
    rule   the id of the rule the step teaches, in the game's ``RULES`` (e.g.
           ``tw.porta_nigra.RULES``): once the move is made, the board cites it beside
           ``after``, with its title and the rulebook's words
    """

    text: str
    move: Action
    hint: str = ""
    after: str = ""
    rule: str | None = None


def checked_steps(game: Game, steps: Iterable[Step]) -> tuple[Step, ...]:
    """The steps, each one checked to be legal in turn from the game's position (on a copy),
    so that a tutorial's mistake is found when its board is made, not by a learner."""
    return _played(game, steps)[0]


def lesson_end(game: Any, steps: Iterable[Step]) -> Game:
    """The position a lesson on ``game`` ends in, whatever was played on its board: a new game,
    ``game`` as it began (``game.at(0)``) with each step's move made, each checked as the board
    checks them. For a lesson begun before any move, on a new game or a scenario (as every
    tutorial's is); ``game`` itself is left as it is.

        after = tw.lesson_end(example, steps)   # the rulebook's end position, for Python to read
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be a game (new_game's or scenario's), not {type(game).__name__}.")
    return _played(game.at(0), steps)[1]


def _played(game: Game, steps: Iterable[Step]) -> tuple[tuple[Step, ...], Game]:
    """(the steps checked, a copy of ``game`` with their moves made)."""
    if isinstance(steps, (str, bytes, dict)) or not hasattr(steps, "__iter__"):
        raise TypeError(f"steps must be a list of tw.Step, not {type(steps).__name__}.")
    steps = tuple(steps)
    trial = game.copy()
    for number, step in enumerate(steps, 1):
        if not isinstance(step, Step):
            raise TypeError(f"steps: step {number} must be a tw.Step, not {type(step).__name__}.")
        if not isinstance(step.text, str) or not step.text.strip():
            raise ValueError(f"steps: step {number} has no text for the learner to read.")
        if step.rule is not None and (not isinstance(step.rule, str) or step.rule not in type(game).RULES):
            close = difflib.get_close_matches(str(step.rule), type(game).RULES, n=1)
            raise ValueError(f"steps: step {number} names the rule {step.rule!r}, which {game.TITLE} does not have"
                             + (f" (did you mean {close[0]!r}?)" if close else "")
                             + f"; its rules are the keys of tw.{type(game).__module__.split('.')[1]}.RULES.")
        problem = shape_error(step.move, game.ACTIONS) or trial.why_illegal(step.move)
        if problem:
            raise ValueError(f"steps: step {number}'s move {step.move!r} cannot be made there: {problem}")
        trial.apply(step.move)
    return steps, trial


class Lesson:
    """Where a board is in its steps, read from the game's history since the lesson began."""

    def __init__(self, game: Game, steps: Iterable[Step]):
        self.game = game
        self.steps = checked_steps(game, steps)
        self.start = len(game.history)
        self._moves = [normalized(s.move, game.ACTIONS) for s in self.steps]

    def progress(self) -> tuple[int, bool]:
        """(steps done, still on the path): the moves made since the start that match the
        steps in order, and whether every move made since the start did."""
        made = self.game.history[self.start:]
        done = 0
        while done < min(len(made), len(self._moves)) and made[done] == self._moves[done]:
            done += 1
        return done, done == len(made) or done == len(self._moves)

    def current(self) -> Step | None:
        """The step the learner is on (None when the lesson is over or left behind)."""
        done, on_path = self.progress()
        return self.steps[done] if on_path and done < len(self.steps) else None

    def accepts(self, action: Any) -> bool:
        """Whether a move is the one the current step asks for (any move once it is over)."""
        done, on_path = self.progress()
        if not on_path or done == len(self.steps):
            return True
        return (shape_error(action, self.game.ACTIONS) is None
                and normalized(action, self.game.ACTIONS) == self._moves[done])

    def hint(self) -> str:
        step = self.current()
        if step is None:
            return ""
        return step.hint or f"This step asks you to {lower_first(self.game.describe(step.move))}."

    def state(self, target: Callable[[Action], str]) -> JSON:
        """What the board shows: the step's text, its piece, the note of the step just made."""
        done, on_path = self.progress()
        count = len(self.steps)
        if not on_path:
            return {"step": done, "count": count, "note": "",
                    "text": f"A move other than step {done + 1}'s was made: undo to come back to it."}
        made = self.steps[done - 1] if done else None
        shown: JSON = {"step": done, "count": count, "note": made.after if made else ""}
        if made and made.rule:
            shown["cite"] = type(self.game).RULES[made.rule].cite()  # the rule the step just made taught
        if done == count:
            return {**shown, "done": True, "text": "The board is yours to play on."}
        step = self.steps[done]
        return {**shown, "text": step.text, "target": target(step.move), "move": self._moves[done]}
