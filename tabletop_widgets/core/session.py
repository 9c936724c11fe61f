"""What a board decides, as a plain object: the game, its seats and bots, the undo rule, a
lesson's steps and a replay's timeline. No traitlets, no Jupyter: every decision a board makes
can be tested without a widget (tests/test_session.py), and the widget (core/widget.py) only
carries it: it hands the session each call from Python and each message from the browser, and
sends what ``frame()`` says the board shows.

Python is the only rules authority: the board shows ``view`` and the ``choices`` (legal
actions, each with the piece it belongs to and a plain-language label) and the browser sends
intents back. An intent is checked by the game; a refusal puts the rule's reason into
``error``, the rule it names (title, section, quote: ``Rule.cite()``) into ``error_rule``,
and changes nothing. The browser is not trusted: ``handle`` takes any message, of
any shape, and acts only on what the seat at the screen may do.

A board says in a table (``Target`` rows, in its game's board.py) which piece each action is
clicked on; from that table and the view the ``PieceTable`` derives ``target(action)`` (the
piece a choice glows on) and, for a click on a piece without choices, the example move whose
refusal explains it. Neither ever reads the game's internal state. A board may override them
(its ``presenter``: the widget, whose subclasses read the view this session shows).

Seats are human or bot. With several human seats the board is a hot-seat table: when play
passes to another human, a curtain (``handoff``) hides the hand until that player confirms.
Hidden information never reaches the browser: ``view`` is the view of the seat at the
screen; only ``teacher=True`` (set from Python) shows every hand (and is drawn for the player
to move).

Undo stops at the last move that showed hidden information (a card drawn, a tile turned
up), so that it is never a peek at the deck (docs/rulings.md, "Undo and hidden
information"), unless the session was opened with ``free_undo=True`` (a lesson, a sandbox)
or ``teacher=True``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol, cast

from .bots import Bot, bot_label, make_bot
from .errors import IllegalAction
from .game import Game
from .lesson import Lesson, Step
from .replay import Track
from .types import JSON, Action
from .words import lower_first

REPLAY_ONLY = "This is a replay: step through its moves with the timeline (nothing can be played on it)."
NOT_UNDERSTOOD = "The board received a message it does not understand."
NEWS_SHOWN = 12  # the bots' latest log lines shown under the status line (the log fold has them all)

# What the transport does after ``Session.handle``: send the whole frame again, send the whole
# view again (to a browser that missed a change), or send only ``error`` (a refusal).
REDRAW, RESEND, REFUSED = "redraw", "resend", "refused"


@dataclass(frozen=True)
class Target:
    """One row of a board's target table: an action of type ``action`` is clicked on the
    piece ``<piece>:<action[field]>`` (js/README.md lists each board's piece kinds).

    The first row for an action type names the piece its choices glow on. Every row also
    serves the explain path: a click on a piece ``<piece>:<id>`` without choices is answered
    with the refusal of ``{"type": action, field: id, **fill}``, where ``fill`` maps each
    other field the action needs to a function ``(id, view) -> value`` (the view the board
    shows, ``static`` included). ``when(id)`` limits a row to some ids of its piece kind.
    Actions without a row are buttons (``button:<type>``)."""

    action: str
    piece: str
    field: str
    fill: dict[str, Callable[[str, JSON], object]] = dataclasses.field(default_factory=dict)  # (``field`` is a row's)
    when: Callable[[str], bool] | None = None


class Progress(Protocol):
    """A progress bar for bots that play a whole game (the widget's shows after a while)."""

    def update(self, game: Game) -> None: ...

    def close(self) -> None: ...


class Presenter(Protocol):
    """Where a board's pieces are: the piece each action is clicked on, the move a click on a
    piece without choices asks for, the choices offered and the caption of a button's group."""

    def target(self, action: Action) -> str: ...

    def example_action(self, target: str) -> Action | None: ...

    def offered(self, actions: list[Action]) -> list[Action]: ...

    def group(self, action: Action) -> str: ...


@dataclass(frozen=True)
class Frame:
    """What the board shows now: the transport sends each field as the synced trait of its name."""

    view: JSON  # the view less its static block
    static: JSON  # the view's static block (it never changes in a game)
    choices: list[JSON]  # {action, target, label, group} for each move the screen's seat may click
    error: str
    cite: JSON  # the rule the refusal in ``error`` names, as ``Rule.cite()`` ({} without one)
    status: str
    handoff: str  # the name of the human who must confirm they are at the screen ("" without a curtain)
    can_undo: bool
    seat_labels: list[str]
    news: list[JSON]  # what the bots did since the last human move: [{seat, text}]
    lesson: JSON  # the guided step shown ({} without steps): core/lesson.py
    timeline: JSON  # a replay's step ({} on a board played live): core/replay.py
    track: JSON  # a replay's score line, turns and rounds ({} on a board played live)


class PieceTable:
    """A board's ``Target`` table and button captions (``groups``: action type -> caption),
    read against the view the session last showed: the default ``Presenter``."""

    def __init__(self, session: Session, targets: tuple[Target, ...] = (), groups: Mapping[str, str] | None = None):
        self.session, self.targets, self.groups = session, targets, dict(groups or {})

    def target(self, action: Action) -> str:
        """The piece a player clicks for this action, as ``kind:id``."""
        for row in self.targets:
            if row.action == action["type"]:
                return f"{row.piece}:{action[row.field]}"
        return f"button:{action['type']}"

    def example_action(self, target: str) -> Action | None:
        """The move a click on a piece without choices would have asked for (to explain why
        not), from the table and the view shown."""
        kind, _, name = target.partition(":")
        if kind == "button":
            fields = self.session.game.ACTIONS.get(name)
            return {"type": name} if fields is not None and not any(f.required for f in fields.values()) else None
        view = {**self.session.view, "static": self.session.static}
        for row in self.targets:
            if row.piece == kind and (row.when is None or row.when(name)):
                try:
                    return {"type": row.action, row.field: name,
                            **{key: fill(name, view) for key, fill in row.fill.items()}}
                except (KeyError, IndexError, TypeError, ValueError):
                    return None  # a piece this view does not show
        return None

    def offered(self, actions: list[Action]) -> list[Action]:
        """The legal actions offered as choices: all of them (a board may merge moves that a
        player cannot tell apart; the game still accepts each)."""
        return actions

    def group(self, action: Action) -> str:
        """The caption of the button or menu that holds this action ("" for a drawn piece)."""
        if any(row.action == action["type"] for row in self.targets):
            return ""
        kind: str = action["type"]
        return self.groups.get(kind, kind.replace("_", " ").capitalize())


class Session:
    """One board's game and everything decided about it, without a widget.

    ``game``: the game shown (new_game's, scenario's or from_json's). ``bots``: seat to bot, by
    name, level or object (``{1: "random"}``); the other seats are human, and several humans
    play hot seat, behind a curtain. With every seat a bot, the bots play the game out at once
    and the session becomes its replay. ``teacher=True`` shows every hand, drawn for the player
    to move. ``free_undo`` lets undo go back past hidden information turned up (default: only
    in a lesson). ``steps``: a guided lesson, a list of ``Step``. ``replay``: only step through
    the game's history. ``targets``, ``groups``: the board's piece table (``PieceTable``);
    ``presenter``: what answers for the pieces instead (a board that overrides the table).
    ``progress(description)``: a bar for bots that play a whole game."""

    def __init__(self, game: Game, *, bots: Mapping[int, object] | None = None, teacher: bool = False,
                 free_undo: bool | None = None, steps: Iterable[Step] | None = None, replay: bool = False,
                 targets: tuple[Target, ...] = (), groups: Mapping[str, str] | None = None,
                 presenter: Presenter | None = None, progress: Callable[[str], Progress] | None = None):
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
        self._error = ""
        self.error_rule: JSON | None = None
        self.view: JSON = {}  # the view last shown, less its static block (a presenter reads it)
        self.static: JSON = {}
        self.pieces = PieceTable(self, targets, groups)
        self.presenter: Presenter = presenter or self.pieces
        self._progress = progress
        self._replayed: Game | None = None  # the whole game a replay steps through
        self._track: Track | None = None  # what its timeline shows of that game
        self.track: JSON = {}  # what the browser draws the timeline's score line from (sent once)
        if replay:
            self._begin_replay(game)
        self._lesson = None if steps is None else Lesson(game, steps)
        self._bot_failed: int | None = None  # a bot seat whose bot raised: a human moves for it
        self._news: tuple[list[JSON], int] = ([], 0)  # the bots' last log lines, and the log's length after them
        self._at_screen: int | None = None
        self._run_bots()
        self._at_screen = self._next_human_seat()

    @property
    def error(self) -> str:
        """The last refusal, or a bot's failure ("" when all is well)."""
        return self._error

    @error.setter
    def error(self, text: str) -> None:
        # A citation belongs to the refusal it came with: any new error (or none) drops it.
        self._error, self.error_rule = text, None

    # ------------------------------------------------------------------ Python's calls
    def play(self, action: Action) -> None:
        """Play an action for the player to move (raises IllegalAction, as the game does)."""
        try:
            self.game.apply(action)
        except IllegalAction as err:
            self._refuse(err.reason, err.rule)
            raise
        self.error = ""
        self._after_move()

    def show(self) -> None:
        """Play the current lesson step's move (the "Show me" button)."""
        move = self.lesson_move()
        if move is None:
            self.error = "There is no lesson step to show on this board."
            raise IllegalAction(self.error)
        self.play(move)

    def undo(self) -> None:
        """Undo the last human decision (and the bot moves that followed it); refused with
        IllegalAction past a move that showed hidden information, unless undo is free."""
        problem = self.undo_problem()
        if problem:
            self.error = problem
            raise IllegalAction(problem)
        game = self.game
        if self._curtain():
            self._at_screen = None  # whoever is at the screen now, the hand shown next needs a hand-off
        for _ in range(self._undo_steps()):
            game.undo()
        self.error = ""
        self._after_move()

    def seek(self, moves: int) -> None:
        """A replay: show the position after the first ``moves`` moves (0: the start)."""
        if self._replayed is None:
            raise ValueError("seek: this board is not a replay (tw.replay opens one).")
        self.game = self._replayed.at(moves)
        self.error = ""

    def step(self, by: int = 1, unit: str = "move") -> None:
        """A replay: go ``by`` moves, turns or rounds (``unit``) on, or back if ``by`` is negative.
        A turn or round step lands where one begins (or at the game's end)."""
        if self._replayed is None or self._track is None:
            raise ValueError("step: this board is not a replay (tw.replay opens one).")
        self.seek(self._track.step(len(self.game.history), unit, by))

    def confirm(self) -> None:
        """The human to play confirms they are at the screen (the curtain lifts)."""
        self._at_screen = self._next_human_seat()
        self.error = ""

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
        return self._explained(target)[0]

    def _explained(self, target: object) -> tuple[str, str | None]:
        """Why clicking this piece does nothing now, and the id of the rule that says so (None
        when no rule of the game does: not your turn, nothing to do with it)."""
        game = self.game
        if not isinstance(target, str) or len(target) > 200 or ":" not in target:
            return NOT_UNDERSTOOD, None
        if game.is_over:
            return "The game is over: no more moves can be made.", game.GAME_END_RULE or None
        curtained = self._curtain_reason()
        if curtained:
            return curtained, None
        acting = cast(int, game.current_player)  # a game not over has a seat to move
        if self._bot_playing():
            return f"{game.name(acting)}{bot_label(self.bots[acting])} is playing.", None
        if acting not in (self._shown_seat(), self._bot_failed) and not self.teacher:
            return "It is not your turn on this board.", None
        action = self.presenter.example_action(target)
        refusal = None if action is None else game.refusal(action)
        hint = self._lesson.hint() if self._lesson else ""
        if refusal:
            return (f"{refusal.text} {hint}" if hint else refusal.text), refusal.rule
        if hint:
            return f"Not that piece: {lower_first(hint)}", None
        return f"There is nothing to do with that piece now: {game.prompt()}.", None

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

    # ------------------------------------------------------------------ the browser's messages
    def handle(self, content: object) -> str:
        """Act on a message from the browser, which is not trusted: any shape, at any time.
        Returns what to send: ``REDRAW`` (the frame), ``RESEND`` (the whole view again) or
        ``REFUSED`` (only ``error``, which says why). Raises only on a fault of the board itself."""
        if not isinstance(content, dict):
            return self._refuse(NOT_UNDERSTOOD)
        kind = content.get("kind")
        refusal = self._refusal(kind)
        if refusal:
            return self._refuse(refusal)
        if kind in ("seek", "step"):
            try:  # seek and step refuse what is not a move count, a step or a unit (the casts only name them)
                if kind == "seek":
                    self.seek(cast(int, content.get("to")))
                else:
                    self.step(cast(int, content.get("by")), cast(str, content.get("unit")))
            except ValueError as err:
                return self._refuse(str(err))
        elif kind == "handoff":
            self.confirm()
        elif kind in ("undo", "show"):
            try:
                if kind == "undo":
                    self.undo()  # a refusal puts its reason in error
                else:
                    self.show()
            except IllegalAction:
                return REFUSED
        elif kind == "resend":
            return RESEND
        elif kind == "explain":
            return self._refuse(*self._explained(content.get("target")))
        elif kind == "intent":
            return self._intent(content.get("action"))
        else:
            return self._refuse(NOT_UNDERSTOOD)
        return REDRAW

    def _intent(self, action: object) -> str:
        """A move clicked: made if it is the screen's seat's turn (and the lesson's step)."""
        if self._bot_playing() or (
                self.game.current_player not in (self._shown_seat(), self._bot_failed) and not self.teacher):
            return self._refuse("It is not your turn on this board.")
        if self._lesson and not self._lesson.accepts(action):
            refusal = self.game.refusal(action)
            if refusal:
                return self._refuse(f"{refusal.text} {self._lesson.hint()}", refusal.rule)
            return self._refuse(f"Not this move: {lower_first(self._lesson.hint())}")
        try:
            self.play(cast(Action, action))  # the game checks the move, of any shape, once; a refusal sets error
        except IllegalAction:
            return REFUSED
        return REDRAW

    def _refuse(self, reason: str, rule: str | None = None) -> str:
        """``error`` is ``reason``, a refusal under ``rule`` (an id of the game's ``RULES``, or None)."""
        self.error = reason
        if rule is not None:
            self.error_rule = type(self.game).RULES[rule].cite()
        return REFUSED

    def _refusal(self, kind: object) -> str | None:
        """Why a message of this kind from the browser cannot be acted on now (None: it can)."""
        if self._replayed is not None and kind in ("handoff", "undo", "show", "explain", "intent"):
            return REPLAY_ONLY
        if kind in ("show", "intent"):
            return self._curtain_reason()
        return None

    def _curtain_reason(self) -> str | None:
        if not self._curtain():
            return None
        return f"{self.game.name(cast(int, self._next_human_seat()))} must confirm they are at the screen first."

    # ------------------------------------------------------------------ what the board shows
    def frame(self) -> Frame:
        """What the board shows now (``view`` and ``static`` are kept, for the presenter)."""
        game = self.game
        shown = self._shown_seat()
        curtain = self._curtain()
        handoff = game.name(cast(int, self._next_human_seat())) if curtain else ""
        view = game.view(None if curtain else shown, reveal_all=self.teacher)
        if curtain and self._at_screen is not None:
            # Until the next player confirms, the table stays drawn for the player who was at the
            # screen (no hand shown): they see what their move did, not the next player's estate.
            view["screen_seat"] = self._at_screen
        self.static = view.pop("static")
        self.view = view
        acting = game.current_player
        choices: list[JSON] = []
        if not (curtain or game.is_over or self._bot_playing() or self._replayed is not None or (
                shown != acting and not self.teacher and acting != self._bot_failed)):
            present = self.presenter
            choices = [{"action": a, "target": present.target(a), "label": game.describe(a), "group": present.group(a)}
                       for a in present.offered(game.legal_actions())]
        # A refused undo says why, except at the end: the end's view shows what was hidden (a draft's
        # tiles, fountain faces), so only a lesson, sandbox or teacher board may take the end back.
        can_undo = bool(game.history) and bool(self.humans) and self._replayed is None and (
            not game.is_over or self.free_undo or self.teacher)
        news, at = self._news
        return Frame(
            view=view, static=self.static, choices=choices, error=self.error, cite=self.error_rule or {},
            status=self._status_line(handoff), handoff=handoff, can_undo=can_undo,
            seat_labels=[game.name(s) + (bot_label(self.bots[s]) if s in self.bots else "")
                         for s in range(game.players)],
            news=news if at == len(game.log) else [],  # old news once the game has moved on (an undo, a Python move)
            lesson=self._lesson.state(self.presenter.target) if self._lesson else {},
            timeline=self._track.state(game) if self._track is not None else {},
            track=self.track)

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
        self._news = ([{"seat": e["seat"], "text": e["text"]} for e in log[start:]][-NEWS_SHOWN:], len(log))
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
                    self.error = (f"{game.name(seat)}'s bot failed ({type(err).__name__}: {str(err)[:200]}). "
                                  f"Make {game.name(seat)}'s move yourself" + (", or undo." if self.humans else "."))
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
            return None
        game = self.game
        if not game.is_over and (self.teacher or game.current_player == self._bot_failed):
            return game.current_player
        return self._at_screen

    def _curtain(self) -> bool:
        """Hot seat: a different human must confirm before their hand is shown."""
        nxt = self._next_human_seat()
        return (len(self.humans) > 1 and not self.teacher and self._replayed is None and nxt is not None
                and nxt != self._at_screen)
