"""The Hint button's ladder (issue 47): a board's hint, climbed one rung a click.

1. the rule the move is made under and where to look on the board;
2. the pieces of the moves worth weighing, ringed;
3. the move's piece ringed, why it is good and what it scores at once.

The learner still makes the move. The hint is ``tw.hint`` (core/hints.py) for the seat to move,
made from what that seat knows, computed once a decision (rungs 2 and 3 show more of it) and
forgotten when the decision changes (a move, an undo, a game loaded). The browser only asks
(``{"kind": "hint"}``, untrusted); the session decides whether a hint may be given
(``Session`` calls ``barred``) and the ladder syncs only what the rung reached shows (the
``hint`` trait: ``state``). Nothing of another seat's hand is in it.

A hint is public: the first rung of a decision adds "Green asked for a hint" to the board's Log
and counts one for that seat, shown in the score table. These are the board's, not the rules':
the game's log and history stay the record of the moves (a save holds the game only), so the
lines travel beside the view's log (``view["hints"]``: ``{counts, lines: [{at, seat, text}]}``,
``at`` the number of log lines before it) and the browser merges them where the Log is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .game import Game
from .hints import Hint, hint
from .pieces import Pieces
from .rulebook import Refusal
from .types import JSON

RUNGS = 3
HINTS_OFF = "Hints are turned off on this board."
IN_LESSON = "This lesson's step shows you the move: read it, or press Show me."
BOT_SEAT = "This seat is a bot's: a hint is for a player's own move."
GAME_OVER = "The game is over: there is no move to hint."
WHOLE = "That is the whole hint: make the move ringed, or another you like better."


def barred(*, enabled: bool, lesson: bool, over: bool, cannot_act: Refusal | None, bot_seat: bool) -> Refusal | None:
    """Why the seat at the screen may not have a hint now (None: it may). ``cannot_act`` is the
    session's one answer to whether that seat may move now (a replay, a curtain, not its turn)."""
    if not enabled:
        return Refusal(None, HINTS_OFF)
    if lesson:
        return Refusal(None, IN_LESSON)
    if over:
        return Refusal(None, GAME_OVER)
    if cannot_act is not None:
        return cannot_act
    if bot_seat:
        return Refusal(None, BOT_SEAT)
    return None


@dataclass(frozen=True)
class Asked:
    """A hint asked: the game it was asked in, by whom, and after how many of its log lines."""

    game: Game
    seat: int
    at: int
    line: JSON  # the Log's line, {at, seat, text}: one object (a view's delta compares it at once)


class HintLadder:
    """One board's hints: the rung reached on the decision shown, and the hints asked."""

    def __init__(self, enabled: bool = True):
        if not isinstance(enabled, bool):
            raise TypeError(f"hints must be True or False, not {enabled!r}.")
        self.enabled = enabled
        self.rung = 0
        self._hint: Hint | None = None
        self._decision: tuple[Game, list[JSON]] | None = None  # the game and its history the rung is for
        self._asked: list[Asked] = []
        self.counts: dict[int, int] = {}  # hints asked by seat, this board's game (an undo keeps them)

    def ask(self, game: Game, refusal: Refusal | None) -> Refusal | None:
        """The next rung, if ``refusal`` (``barred``'s) lets it be given; else the refusal."""
        if refusal is not None:
            return refusal
        self._follow(game)
        if self.rung == RUNGS:
            return Refusal(None, WHOLE)
        if self._hint is None:
            self._hint = hint(game, seed=0)
        if self.rung == 0:
            seat = self._hint.seat
            self.counts[seat] = self.counts.get(seat, 0) + 1
            at = len(game.log)
            line = {"at": at, "seat": seat, "text": f"{game.name(seat)} asked for a hint"}
            self._asked.append(Asked(game, seat, at, line))
        self.rung += 1
        return None

    def state(self, game: Game, presenter: Pieces, *, button: bool, ready: bool) -> JSON:
        """The ``hint`` trait: {} without a button; else the rung reached and what it shows:
        ``ready`` (a click may climb), ``text``, ``cite`` (the rule, from rung 1), ``targets``
        (the candidates' pieces, from rung 2), ``move`` (the move's piece) and ``gains``
        (rung 3)."""
        self._follow(game)
        if not button:
            return {}
        state: JSON = {"rung": self.rung, "ready": ready and self.rung < RUNGS}
        found = self._hint
        if found is None or self.rung == 0:
            return state
        areas = list(dict.fromkeys(presenter.area(t) for t in found.targets))
        where = " and ".join(areas)
        state["cite"] = found.rule.cite()
        state["text"] = f"Hint 1 of {RUNGS}: look at {where}."
        if self.rung >= 2:
            many = len(found.targets)
            state["targets"] = list(found.targets)
            state["text"] = (f"Hint 2 of {RUNGS}: the {many} moves worth weighing are ringed, in {where}."
                             if many > 1 else f"Hint 2 of {RUNGS}: the one move there is, ringed, in {where}.")
        if self.rung == RUNGS:  # the move, and why: in the score's words where it scores at once
            gains = gains_words(found.gains)
            del state["cite"]  # rung 1 showed it: the line is the move's
            state.update(move=found.targets[0], why=found.why, gains=gains, text=f"Hint 3 of {RUNGS}: " + (
                f"{game.describe(found.action).rstrip('.')}: {gains}." if gains else found.why))
        return state

    def annotate(self, view: JSON, game: Game) -> None:
        """Add the hints asked in ``game`` to its ``view`` (``view["hints"]``), if any."""
        # A line after the log's end was asked on a decision undone since: it goes (its count stays).
        self._asked = [a for a in self._asked if a.game is game and a.at <= len(game.log)]
        if self.counts:
            view["hints"] = {"counts": [self.counts.get(s, 0) for s in range(game.players)],
                             "lines": [a.line for a in self._asked]}

    def _follow(self, game: Game) -> None:
        """A new decision (a move, an undo, a game loaded): back to the foot of the ladder. A
        game loaded in place of this one takes its hints with it."""
        history = game.history
        if self._decision is not None and self._decision[0] is game and self._decision[1] == history:
            return
        if self._decision is not None and self._decision[0] is not game:
            self._asked, self.counts = [], {}
        self._decision, self.rung, self._hint = (game, history), 0, None


def gains_words(gains: Mapping[str, int]) -> str:
    """A move's gains in the score's categories: "+3 honour cards, +2 majorities" ("" for none)."""
    return ", ".join(f"{n:+d} {category}" for category, n in gains.items())
