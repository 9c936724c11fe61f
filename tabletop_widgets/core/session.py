"""What a board decides, as a plain object: the game, its seats and bots, the undo rule, a
lesson's steps and a replay's timeline. No traitlets, no Jupyter: every decision a board makes
can be tested without a widget (tests/test_session.py), and the widget (core/widget.py) only
carries it: it hands the session each call from Python and each message from the browser,
sends what ``frame()`` says the board shows, and answers a message as ``handle``'s ``Answer``
says (the frame, the whole view again, or only the refusal).

Python is the only rules authority: the board shows ``view`` and the ``choices`` (legal
actions, each with the piece it belongs to and a plain-language label) and the browser sends
intents back. An intent is checked by the game and changes nothing if refused. A refusal is
a ``Refusal`` (core/rulebook.py: the reason, and the id of the rule that says it; no rule for
the board's own refusals: not your turn, behind the curtain, a replay, a message not
understood) from where it is decided until the widget puts its reason into ``error`` and its
rule (title, section, quote: ``Rule.cite()``) into ``cite``. The browser is not trusted:
``handle`` takes any message, of any shape, and acts only on what the seat at the screen may
do; whether it may act now is decided in one place, which the choices offered, a click and a
click explained all follow.

The session owns its presenter: a ``Pieces`` (core/pieces.py) of the board's game, built
from its class (``<game>/pieces.py``). Given the view the session shows, it says which piece
each choice glows on (from the game's ``Target`` table), which legal moves are offered, the
caption of a button's group and, for a click on a piece without choices, the example move
whose refusal explains it. Neither ever reads the game's internal state.

Seats are human or bot. With several human seats the board is a hot-seat table: when play
passes to another human, a curtain (``handoff``) hides the hand until that player confirms.
Hidden information never reaches the browser: ``view`` is the view of the seat at the
screen; only ``teacher=True`` (set from Python) shows every hand (and is drawn for the player
to move).

Undo stops at the last move that showed hidden information (a card drawn, a tile turned
up), so that it is never a peek at the deck (docs/rulings.md, "Undo and hidden
information"), unless the session was opened with ``free_undo=True`` (a lesson, a sandbox)
or ``teacher=True``.

At a played game's end, "Review my game" (``review``) reviews the seat at the screen
(``tw.review``) and the board becomes the game's replay, drawn for that seat, at the first
reviewed decision; "Try again from here" (``try_again``) plays on from one
(core/review_view.py).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Protocol, cast

from .bots import Bot, bot_label, make_bot
from .errors import IllegalAction
from .game import GAME_OVER, Game
from .hint_ladder import HintLadder, barred
from .lesson import Lesson, Step
from .pieces import Pieces
from .replay import Track
from .review import Decision
from .review_view import (
    A_REPLAY,
    IN_A_LESSON,
    NO_HUMAN,
    NO_SEAT,
    NOT_AT_DECISION,
    NOT_OVER,
    NOT_REVIEWING,
    ReviewShown,
    retry_state,
)
from .rulebook import Refusal
from .types import JSON, Action
from .words import lower_first

REPLAY_ONLY = "This is a replay: step through its moves with the timeline (nothing can be played on it)."
NOT_UNDERSTOOD = "The board received a message it does not understand."
NOT_YOUR_TURN = "It is not your turn on this board."
NO_STEP = "There is no lesson step to show on this board."


class Reply(enum.Enum):
    """What the transport does after ``Session.handle``."""

    REDRAW = "redraw"  # send the whole frame again
    RESEND = "resend"  # send the whole view again (to a browser that missed a change)
    REFUSED = "refused"  # send only the refusal: its reason (``error``) and the rule it cites (``cite``)


@dataclass(frozen=True)
class Answer:
    """``Session.handle``'s answer to a message: what to send, and the refusal if it refused
    (the refusal exactly when ``kind`` is ``Reply.REFUSED``)."""

    kind: Reply
    refusal: Refusal | None = None

    def __post_init__(self) -> None:
        if (self.kind is Reply.REFUSED) != (self.refusal is not None):
            raise ValueError("an answer carries a refusal exactly when it refuses")


REDRAW, RESEND = Answer(Reply.REDRAW), Answer(Reply.RESEND)


class Progress(Protocol):
    """A progress bar for bots that play a whole game (the widget's shows after a while)."""

    def update(self, game: Game) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Frame:
    """What the board shows now: the transport sends each field as the synced trait of its name."""

    view: JSON  # the view less its static block
    static: JSON  # the view's static block (it never changes in a game)
    choices: list[JSON]  # {action, target, label, group} for each move the screen's seat may click
    error: str  # the reason of the refusal shown (``Session.refusal``; "" without one)
    cite: JSON  # the rule the refusal in ``error`` names, as ``Rule.cite()`` ({} without one)
    status: str
    handoff: str  # the name of the human who must confirm they are at the screen ("" without a curtain)
    can_undo: bool
    seat_labels: list[str]
    news: list[JSON]  # what the bots did since the last human move: [{seat, text}]
    lesson: JSON  # the guided step shown ({} without steps): core/lesson.py
    timeline: JSON  # a replay's step ({} on a board played live): core/replay.py
    track: JSON  # a replay's score line, turns and rounds ({} on a board played live)
    review: JSON = dataclasses.field(default_factory=dict)  # "Review my game": core/review_view.py
    hint: JSON = dataclasses.field(default_factory=dict)  # the Hint button: rung, what it shows (core/hint_ladder.py)


class Session:
    """One board's game and everything decided about it, without a widget.

    ``game``: the game shown (new_game's, scenario's or from_json's). ``bots``: seat to bot, by
    name, level or object (``{1: "random"}``); the other seats are human, and several humans
    play hot seat, behind a curtain. With every seat a bot, the bots play the game out at once
    and the session becomes its replay. ``teacher=True`` shows every hand, drawn for the player
    to move. ``free_undo`` lets undo go back past hidden information turned up (default: only
    in a lesson). ``steps``: a guided lesson, a list of ``Step``. ``replay``: only step through
    the game's history. ``pieces``: the class of the board's presenter (its game's
    ``<game>/pieces.py``; the default knows no piece and makes every move a button).
    ``progress(description)``: a bar for bots that play a whole game. ``hints``: the Hint
    button (core/hint_ladder.py)."""

    def __init__(self, game: Game, *, bots: Mapping[int, object] | None = None, teacher: bool = False,
                 free_undo: bool | None = None, steps: Iterable[Step] | None = None, replay: bool = False,
                 pieces: type[Pieces] = Pieces, progress: Callable[[str], Progress] | None = None,
                 hints: bool = True):
        if free_undo is None:
            free_undo = steps is not None  # a lesson is a sandbox: undo freely to try a step again
        for name, value in (("teacher", teacher), ("free_undo", free_undo), ("replay", replay)):
            if not isinstance(value, bool):
                raise TypeError(f"{name} must be True or False, not {value!r}.")
        self.game = game
        if bots is not None and not isinstance(bots, Mapping):
            raise TypeError(f'bots: a dict of seat to bot, e.g. {{1: "random"}}, not {bots!r}.')
        chosen = dict(bots or {})
        for seat in chosen:
            if isinstance(seat, bool) or seat not in range(game.players):
                raise ValueError(f"bots: seat {seat!r} does not exist in a {game.players}-player game.")
        self.bots: dict[int, Bot] = {seat: make_bot(spec, seed=seat) for seat, spec in chosen.items()}
        self.humans = [s for s in range(game.players) if s not in self.bots]
        self.free_undo = free_undo
        self.teacher = teacher  # Python's to set (the widget's trait, never the browser's)
        if steps is not None and chosen:
            raise ValueError("steps and bots: every move of a lesson is the learner's; give one or the other.")
        if replay and (steps is not None or chosen):
            raise ValueError("replay: a replay shows the moves made; it takes no steps and no bots.")
        # What the board says went wrong: the last refusal (or a bot's failure, which no rule
        # names), until the next move or answer; None when all is well.
        self.refusal: Refusal | None = None
        self.view: JSON = {}  # the view last shown, less its static block (the presenter reads them)
        self.static: JSON = {}
        self.presenter = pieces(game.ACTIONS)
        self._progress = progress
        self.hints = HintLadder(hints)
        self._replayed: Game | None = None  # the whole game a replay steps through
        self._track: Track | None = None  # what its timeline shows of that game
        self.track: JSON = {}  # what the browser draws the timeline's score line from (sent once)
        self._review: ReviewShown | None = None  # the review shown at a game's end (its replay: _replayed)
        self._retry: JSON | None = None  # after Try again, until the next move: the decision tried again
        if replay:
            self._begin_replay(game)
        self._lesson = None if steps is None else Lesson(game, steps)
        self._bot_failed: int | None = None  # a bot seat whose bot raised: a human moves for it
        self._news: tuple[list[JSON], int] = ([], 0)  # the bots' last log lines, and the log's length after them
        self._at_screen: int | None = None
        self._run_bots()
        self._at_screen = self._next_human_seat()

    def citation(self, refusal: Refusal | None) -> JSON:
        """The rule a refusal names, as the board shows it (``Rule.cite()``; {} without one)."""
        if refusal is None or refusal.rule is None:
            return {}
        return type(self.game).RULES[refusal.rule].cite()

    def shown(self) -> JSON:
        """The view last shown, ``static`` included: what the presenter reads."""
        return {**self.view, "static": self.static}

    # ------------------------------------------------------------------ Python's calls
    def play(self, action: Action) -> None:
        """Play an action for the player to move (raises IllegalAction, as the game does)."""
        _raise(self._move(action))

    def show(self) -> None:
        """Play the current lesson step's move (the "Show me" button)."""
        _raise(self._show())

    def undo(self) -> None:
        """Undo the last human decision (and the bot moves that followed it); refused with
        IllegalAction past a move that showed hidden information, unless undo is free."""
        _raise(self._undo())

    def seek(self, moves: int) -> None:
        """A replay: show the position after the first ``moves`` moves (0: the start)."""
        if self._replayed is None:
            raise ValueError("seek: this board is not a replay (tw.replay opens one).")
        self.game = self._replayed.at(moves)
        self.refusal = None

    def resume(self, game: Game, bot_states: Mapping[int, int] | None = None) -> None:
        """Carry on from ``game`` (a save loaded through the rules) with this board's seats:
        the bots' generators as saved (``{seat: state}``: ``rng_state``), undo stopping where the
        saved game's reveals say, a curtain before a hand when several humans play. A
        ValueError, and nothing changed, if it does not fit this board."""
        if self._replayed is not None or self._lesson is not None:
            raise ValueError("A lesson or a replay cannot take a saved game: open it on a board of its own.")
        if type(game) is not type(self.game):
            raise ValueError(f"This save is a game of {game.TITLE}; this board plays {self.game.TITLE}.")
        if game.players != self.game.players:
            raise ValueError(f"This save is a {game.players}-player game; this board seats {self.game.players}.")
        self.game = game
        for seat, state in (bot_states or {}).items():
            if seat in self.bots and hasattr(self.bots[seat], "rng_state"):
                self.bots[seat].rng_state = state  # type: ignore[attr-defined]  # a RandomBot's (checked)
        self.refusal, self._bot_failed, self._at_screen, self._review, self._retry = None, None, None, None, None
        self._news = ([], len(game.log))
        self._run_bots()
        self._at_screen = self._next_human_seat()

    def review(self, seat: int | None = None) -> list[Decision]:
        """At a game's end, "Review my game": the decisions of the seat at the screen (``seat``:
        another's, from Python only) that lost most against the strong bot's choice
        (``tw.review``); the board becomes the game's replay, drawn for that seat, at the first.
        IllegalAction says why not (the game not over, no human seat, a lesson, a replay)."""
        _raise(self._open_review(seat))
        return list(self._review.decisions) if self._review else []

    def try_again(self) -> None:
        """In a review, at one of its decisions: play on from there (the position as it was,
        the same seats and bots), so that the learner may make the better move."""
        _raise(self._try_again())

    def review_problem(self) -> str | None:
        """Why "Review my game" is refused now (None if it is allowed)."""
        if self._review is not None:
            return None
        if not self.humans:
            return NO_HUMAN
        if self._lesson is not None:
            return IN_A_LESSON
        if self._replayed is not None:
            return A_REPLAY
        if not self.game.is_over:
            return NOT_OVER
        return NO_SEAT if self._review_seat() is None else None

    def step(self, by: int = 1, unit: str = "move") -> None:
        """A replay: go ``by`` moves, turns or rounds (``unit``) on, or back if ``by`` is negative.
        A turn or round step lands where one begins (or at the game's end)."""
        if self._replayed is None or self._track is None:
            raise ValueError("step: this board is not a replay (tw.replay opens one).")
        self.seek(self._track.step(len(self.game.history), unit, by))

    def confirm(self) -> None:
        """The human to play confirms they are at the screen (the curtain lifts)."""
        self._at_screen = self._next_human_seat()
        self.refusal = None

    def undo_problem(self) -> str | None:
        """Why undo is refused now (None if it is allowed)."""
        game = self.game
        if self._replayed is not None:
            return REPLAY_ONLY
        if not self.humans:
            return "Only bots play on this board: there is nothing to undo."
        if not self._undo_steps():
            return "There is nothing to undo: no player at this board has made a move yet."
        if game.is_over and not (self.free_undo or self.teacher):
            return "The game is over: its end showed every hidden card and tile, so it cannot be taken back."
        if not (self.free_undo or self.teacher) and len(game.history) - self._undo_steps() < game.undo_floor:
            return ("Undo stops here: a card or tile was revealed since that move, and taking it back "
                    "would be a peek at what is hidden.")
        return None

    def explain(self, target: object) -> str:
        """Why clicking this piece does nothing now, in the rules' words."""
        return self._explained(target).text

    def lesson_move(self) -> Action | None:
        """The move the current lesson step asks for (None without one)."""
        step = self._lesson.current() if self._lesson else None
        return step.move if step else None

    @property
    def lesson(self) -> Lesson | None:
        """The guided steps and where the game is in them (None without steps)."""
        return self._lesson

    @property
    def replayed(self) -> Game | None:
        """The whole game a replay steps through (None on a board played live)."""
        return self._replayed

    # ------------------------------------------------------------------ what is done, as an answer
    def _move(self, action: object) -> Answer:
        """Make a move for the player to move. The game refuses a move by raising: from here on
        its refusal is a value."""
        try:
            self.game.apply(action)
        except IllegalAction as err:
            return self._refused(Refusal(err.rule, err.reason))
        self.refusal = None
        self._after_move()
        return REDRAW

    def _show(self) -> Answer:
        move = self.lesson_move()
        return self._refused(Refusal(None, NO_STEP)) if move is None else self._move(move)

    def _undo(self) -> Answer:
        problem = self.undo_problem()
        if problem:
            return self._refused(Refusal(None, problem))
        if self._curtain():
            self._at_screen = None  # whoever is at the screen now, the hand shown next needs a hand-off
        for _ in range(self._undo_steps()):
            self.game.undo()
        self.refusal = None
        self._after_move()
        return REDRAW

    def _open_review(self, seat: int | None = None) -> Answer:
        problem = self.review_problem()
        if problem:
            return self._refused(Refusal(None, problem))
        whole = self._replayed or self.game  # already reviewing: the replay's whole game
        seat = self._review_seat() if seat is None else seat
        if self._review is None or seat != self._review.seat:
            track = Track(whole)
            self._review = ReviewShown.of(whole, cast(int, seat), track)  # a seat: review_problem says so
            if self._review.decisions:
                self._replayed, self._track, self.track = whole, track, track.browser()
        if self._review.decisions:
            self.seek(self._review.decisions[0].moves)
        self.refusal = None
        return REDRAW

    def _try_again(self) -> Answer:
        shown, whole = self._review, self._replayed
        if shown is None or whole is None:
            return self._refused(Refusal(None, NOT_REVIEWING))
        at = shown.index_at(len(self.game.history))
        if at is None:
            return self._refused(Refusal(None, NOT_AT_DECISION))
        # The position as it was (seek made self.game a copy of it): the board is played again.
        self._retry = shown.entries[at]
        self._replayed, self._track, self.track, self._review = None, None, {}, None
        self.refusal, self._bot_failed, self._at_screen = None, None, shown.seat
        self._news = ([], len(self.game.log))
        self._run_bots()  # none: the reviewed seat is to move
        return REDRAW

    def _review_seat(self) -> int | None:
        """Whose game "Review my game" reviews: the seat at the screen (in a hot-seat game, the
        last human who played at it), else the one human seat."""
        if self._at_screen is not None:
            return self._at_screen
        return self.humans[0] if len(self.humans) == 1 else None

    def _refused(self, refusal: Refusal) -> Answer:
        """Refused: the board shows ``refusal`` until the next move or answer."""
        self.refusal = refusal
        return Answer(Reply.REFUSED, refusal)

    # ------------------------------------------------------------------ the browser's messages
    def handle(self, content: object) -> Answer:
        """Act on a message from the browser, which is not trusted: any shape, at any time.
        Returns what to send (``Answer``): the frame (``REDRAW``), the whole view again
        (``RESEND``) or only a refusal. Raises only on a fault of the board itself."""
        if not isinstance(content, dict):
            return self._refused(Refusal(None, NOT_UNDERSTOOD))
        kind = content.get("kind")
        if kind == "resend":
            return RESEND
        if kind in ("seek", "step"):
            return self._travel(content)
        if kind in ("handoff", "show") and self._replayed is not None:
            return self._refused(Refusal(None, REPLAY_ONLY))
        if kind == "handoff":
            self.confirm()
            return REDRAW
        if kind == "show":
            curtain = self._curtain_refusal()
            return self._refused(curtain) if curtain else self._show()
        if kind == "undo":
            return self._undo()
        if kind == "review":
            return self._open_review()
        if kind == "review-try":
            return self._try_again()
        if kind == "explain":
            return self._refused(self._explained(content.get("target")))
        if kind == "intent":
            return self._intent(content.get("action"))
        if kind == "hint":
            refused = self.hints.ask(self.game, self._hint_barred(self._cannot_act()))
            if refused is None:
                self.refusal = None  # the message line is the hint's
            return self._refused(refused) if refused else REDRAW
        return self._refused(Refusal(None, NOT_UNDERSTOOD))

    def _hint_barred(self, cannot_act: Refusal | None) -> Refusal | None:
        """Why the seat at the screen may not have a hint now (None: it may), given why it may not
        move (``cannot_act``): hint_ladder.barred."""
        return barred(enabled=self.hints.enabled, lesson=self._lesson is not None, over=self.game.is_over,
                      cannot_act=cannot_act, bot_seat=self.game.current_player in self.bots)

    def _travel(self, content: JSON) -> Answer:
        """A replay's timeline moved: seek and step refuse what is not a move count, a step or
        a unit (the casts only name them)."""
        try:
            if content.get("kind") == "seek":
                self.seek(cast(int, content.get("to")))
            else:
                self.step(cast(int, content.get("by")), cast(str, content.get("unit")))
        except ValueError as err:
            return self._refused(Refusal(None, str(err)))
        return REDRAW

    def _intent(self, action: object) -> Answer:
        """A move clicked: made if the seat at the screen may act (and it is the lesson's step)."""
        barred = self._cannot_act()
        if barred:
            return self._refused(barred)
        if self._lesson and not self._lesson.accepts(action):
            refusal = self.game.refusal(action)
            hint = self._lesson.hint()
            if refusal:
                return self._refused(dataclasses.replace(refusal, text=f"{refusal.text} {hint}"))
            return self._refused(Refusal(None, f"Not this move: {lower_first(hint)}"))
        return self._move(action)  # the game checks the move, of any shape, once

    def _explained(self, target: object) -> Refusal:
        """Why clicking this piece does nothing now, and the rule that says so (None when no
        rule of the game does: not your turn, nothing to do with it)."""
        if not isinstance(target, str) or len(target) > 200 or ":" not in target:
            return Refusal(None, NOT_UNDERSTOOD)
        barred = self._cannot_act()
        if barred:
            return barred
        action = self.presenter.example_action(target, self.shown())
        refusal = None if action is None else self.game.refusal(action)
        hint = self._lesson.hint() if self._lesson else ""
        if refusal:
            return dataclasses.replace(refusal, text=f"{refusal.text} {hint}") if hint else refusal
        if hint:
            return Refusal(None, f"Not that piece: {lower_first(hint)}")
        return Refusal(None, f"There is nothing to do with that piece now: {self.game.prompt()}.")

    def _cannot_act(self) -> Refusal | None:
        """Why the seat at the screen may not move now (None: it may): the one answer that
        the choices offered, a move clicked and a click explained all follow."""
        game = self.game
        if self._replayed is not None:
            return Refusal(None, REPLAY_ONLY)
        if game.is_over:
            return Refusal(game.GAME_END_RULE or None, GAME_OVER)
        curtain = self._curtain_refusal()
        if curtain:
            return curtain
        acting = cast(int, game.current_player)  # a game not over has a seat to move
        if self._bot_playing():
            return Refusal(None, f"{game.name(acting)}{bot_label(self.bots[acting])} is playing.")
        if acting not in (self._shown_seat(), self._bot_failed) and not self.teacher:
            return Refusal(None, NOT_YOUR_TURN)
        return None

    def _curtain_refusal(self) -> Refusal | None:
        if not self._curtain():
            return None
        return Refusal(None, f"{self.game.name(cast(int, self._next_human_seat()))} must confirm they are at "
                             "the screen first.")

    # ------------------------------------------------------------------ what the board shows
    def frame(self) -> Frame:
        """What the board shows now (``view`` and ``static`` are kept, for the presenter)."""
        game = self.game
        curtain = self._curtain()
        handoff = game.name(cast(int, self._next_human_seat())) if curtain else ""
        view = game.view(None if curtain else self._shown_seat(), reveal_all=self.teacher)
        if curtain and self._at_screen is not None:
            # Until the next player confirms, the table stays drawn for the player who was at the
            # screen (no hand shown): they see what their move did, not the next player's estate.
            view["screen_seat"] = self._at_screen
        present = self.presenter
        choices: list[JSON] = []
        if self._cannot_act() is None:  # the presenter reads the whole view, static included
            choices = [{"action": a, "target": present.target(a, view), "label": game.describe(a),
                        "group": present.group(a)}
                       for a in present.offered(game.legal_actions(), view, self.lesson_move())]
        lesson = self._lesson.state(partial(present.target, view=view)) if self._lesson else {}
        self.hints.annotate(view, game)
        # The button: on a board played live by a human (not a lesson's, not a replay), while a human
        # seat is to move; ready where the seat at the screen may move now. One rule says both.
        replay = Refusal(None, REPLAY_ONLY) if self._replayed is not None else None
        hint = self.hints.state(game, present, button=self._hint_barred(replay) is None,
                                ready=self._hint_barred(self._cannot_act()) is None)
        self.static = view["static"]
        self.view = view = {key: value for key, value in view.items() if key != "static"}
        # A refused undo says why, except at the end: the end's view shows what was hidden (a draft's
        # tiles, fountain faces), so only a lesson, sandbox or teacher board may take the end back.
        can_undo = bool(game.history) and bool(self.humans) and self._replayed is None and (
            not game.is_over or self.free_undo or self.teacher)
        news, at = self._news
        return Frame(
            view=view, static=self.static, choices=choices, error=self.refusal.text if self.refusal else "",
            cite=self.citation(self.refusal), status=self._status_line(handoff), handoff=handoff,
            can_undo=can_undo, seat_labels=[game.name(s) + (bot_label(self.bots[s]) if s in self.bots else "")
                                            for s in range(game.players)],
            news=news if at == len(game.log) else [],  # old news once the game has moved on (an undo, a Python move)
            lesson=lesson, timeline=self._track.state(game) if self._track is not None else {},
            track=self.track, review=self._review_state(), hint=hint)

    def _review_state(self) -> JSON:
        """The ``review`` trait: the review shown (core/review_view.py), the decision tried again
        (``retry``) until the next move, or ``{"offer": true}`` where "Review my game" may be
        pressed, else {}."""
        if self._review is not None:
            at = self._review.index_at(len(self.game.history)) if self._replayed is not None else None
            return self._review.state(at)
        if self._retry is not None:
            return {"retry": retry_state(self._retry)}
        return {"offer": True} if self.review_problem() is None else {}

    def _status_line(self, handoff: str) -> str:
        game = self.game
        if game.is_over:
            return f"Game over: {game.result()}."
        acting = cast(int, game.current_player)  # a game not over has a seat to move
        who = game.name(acting)
        if handoff:
            return f"{who} to play: pass the screen to {who}."
        if acting == self._bot_failed:
            return f"{who}'s bot failed: make {who}'s move yourself ({game.prompt()}), or undo."
        if acting in self.bots:
            return f"{who}{bot_label(self.bots[acting])} is playing."
        return f"{who} to play: {game.prompt()}"

    # ------------------------------------------------------------------ seats and bots
    def _after_move(self) -> None:
        self._bot_failed = None
        self._review = self._retry = None  # a move or an undo: the game reviewed is not the one shown
        self._run_bots()
        if len(self.humans) == 1:
            self._at_screen = self.humans[0]

    def _run_bots(self) -> None:
        """Let the bots move until a human is to play, and keep what they did (``news``: the
        log lines their moves wrote, so that a learner sees the bot's answer, not only the
        position it left)."""
        log = self.game.log
        start = len(log)
        self._bot_moves()
        self._news = ([{"seat": e["seat"], "text": e["text"]} for e in log[start:]], len(log))
        if not self.humans and self.game.is_over and self._replayed is None:
            # Every seat a bot: the game is played out; its timeline steps through it (and says each move).
            self._begin_replay(self.game)
            self._news = ([], 0)

    def _begin_replay(self, game: Game) -> None:
        self._replayed, self._track = game, Track(game)
        self.track = self._track.browser()

    def _bot_moves(self, limit: int = 10_000) -> None:
        """The bots' moves. A bot that fails (raises, or picks an illegal move) stops there:
        the session says so, and a human may move for it or undo. Bots that play a whole game
        (every seat a bot) show a progress bar, if the session has one."""
        game = self.game
        bar = self._progress(f"{game.TITLE}: the bots play") if self._progress and not self.humans else None
        try:
            for _ in range(limit):
                seat = game.current_player
                if game.is_over or seat not in self.bots:
                    return
                try:
                    game.apply(self.bots[seat].choose(game))
                except Exception as err:
                    self._bot_failed = seat
                    self.refusal = Refusal(None, f"{game.name(seat)}'s bot failed ({type(err).__name__}: "
                                                 f"{str(err)[:200]}). Make {game.name(seat)}'s move yourself"
                                                 + (", or undo." if self.humans else "."))
                    return
                if bar is not None:
                    bar.update(game)
        finally:
            if bar is not None:
                bar.close()

    def _undo_steps(self) -> int:
        """How many moves one undo takes back: the bot moves since the last human decision,
        and that decision (0 when no human has moved)."""
        movers = self.game.movers
        for steps in range(1, len(movers) + 1):
            if movers[-steps] not in self.bots:
                return steps
        return 0

    def _bot_playing(self) -> bool:
        """A bot is to move (and has not failed): humans wait."""
        seat = self.game.current_player
        return not self.game.is_over and seat in self.bots and seat != self._bot_failed

    def _next_human_seat(self) -> int | None:
        """The human who acts next: the player to move, or the seat last at the screen."""
        current = self.game.current_player
        if current in self.humans:
            return current
        return self._at_screen

    def _shown_seat(self) -> int | None:
        """The seat the board is drawn for: the seat at the screen. A replay shows the table
        (or all). The teacher view shows every hand and is drawn for the player to move, so
        that a move is clicked on that player's own estate or city. So is a bot seat whose bot
        failed, teacher view or not: the human who makes its move needs its hand, which its
        choices name anyway."""
        if self._replayed is not None:
            return self._review.seat if self._review else None  # a review: what its seat saw then
        game = self.game
        if not game.is_over and (self.teacher or game.current_player == self._bot_failed):
            return game.current_player
        return self._at_screen

    def _curtain(self) -> bool:
        """Hot seat: a different human must confirm before their hand is shown."""
        nxt = self._next_human_seat()
        return (len(self.humans) > 1 and not self.teacher and self._replayed is None and nxt is not None
                and nxt != self._at_screen)


def _raise(answer: Answer) -> None:
    """A call from Python is refused as the game refuses a move: with IllegalAction."""
    if answer.refusal is not None:
        raise IllegalAction(answer.refusal.text, answer.refusal.rule)
