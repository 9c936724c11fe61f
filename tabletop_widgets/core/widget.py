"""The board widget every game shares (anywidget).

Python is the only rules authority: the browser renders ``view`` and the ``choices`` (legal
actions, each with the piece it belongs to and a plain-language label) and sends intents
back as messages. An intent is checked by the game; a refusal puts the rule's reason into
``error`` and changes nothing. No message, however malformed, raises into the kernel.

A board says in a table (``TARGETS``, in its game's board.py) which piece each action is
clicked on; from that table and the view the base class derives ``target(action)`` (the
piece a choice glows on) and, for a click on a piece without choices, the example move whose
refusal explains it. Neither ever reads the game's internal state.

Seats are human or bot. With several human seats the board is a hot-seat table: when play
passes to another human, a curtain (``handoff``) hides the hand until that player confirms.
Hidden information never reaches the browser: ``view`` is the view of the seat at the
screen; only ``teacher=True`` (set from Python) shows every hand (and is drawn for the player
to move). The browser is not
trusted: it may send any message and try to set any synced trait, so every synced trait
is Python's to set (an update from the browser is refused and answered with Python's
values), and what widens the view (``teacher``, the seat at the screen) is not synced.

Undo stops at the last move that showed hidden information (a card drawn, a tile turned
up), so that it is never a peek at the deck (docs/rulings.md, "Undo and hidden
information"), unless the board was opened with
``free_undo=True`` (a lesson, a sandbox) or ``teacher=True``.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import anywidget
import traitlets

from .assets import board_esm
from .bots import bot_label, make_bot
from .delta import diff_sized, larger_than, size
from .errors import IllegalAction
from .lesson import Lesson
from .replay import Track
from .words import lower_first

REPLAY_ONLY = "This is a replay: step through its moves with the timeline (nothing can be played on it)."
NEWS_SHOWN = 12  # the bots' latest log lines shown under the status line (the log fold has them all)
PROGRESS_AFTER = 2.0  # seconds of bots playing a whole game before a progress bar shows


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
    fill: dict = field(default_factory=dict)
    when: Callable[[str], bool] | None = None


SIZES = ("auto", "laptop", "projector")  # Board(size=...): the type scale (js/shared.js SCALES)


class BoardWidget(anywidget.AnyWidget):
    """Base class: a subclass names its ``ESM_ENTRY`` file, its ``GAME`` class and its ``TARGETS`` table."""

    ESM_ENTRY = ""  # e.g. "porta_nigra.js" in js/
    GAME: type | None = None  # the rules class this board draws
    TARGETS: tuple[Target, ...] = ()
    GROUPS: dict[str, str] = {}  # action type -> caption of its button or menu (default: from the type)

    @property
    def _esm(self) -> str:  # read when a board is made, so importing never needs the files
        return board_esm(self.ESM_ENTRY)

    # The view travels as what changed (core/delta.py): ``keyframe`` holds a whole view, and
    # ``view_delta`` turns the view the browser holds (revision ``base``) into the next one.
    view = traitlets.Dict()  # the view less its static block, as the browser shows it (Python only)
    keyframe = traitlets.Dict().tag(sync=True)  # {"rev", "view"}: sent when a delta would not be small
    view_delta = traitlets.Dict().tag(sync=True)  # {"base", "rev", "delta"}
    static = traitlets.Dict().tag(sync=True)  # the view's static block: sent once, it never changes
    choices = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    handoff = traitlets.Unicode("").tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    seat_labels = traitlets.List().tag(sync=True)
    news = traitlets.List().tag(sync=True)  # what the bots did since the last human move: [{seat, text}]
    revision = traitlets.Int(0).tag(sync=True)  # +1 on every refresh and every answer to a message
    lesson = traitlets.Dict().tag(sync=True)  # the guided step shown ({} without steps): core/lesson.py
    timeline = traitlets.Dict().tag(sync=True)  # a replay's step ({} on a board played live): core/replay.py
    track = traitlets.Dict().tag(sync=True)  # a replay's score line, turns and rounds: sent once (core/replay.py)
    teacher = traitlets.Bool(False)  # every hand shown: Python only, never synced
    # "auto" (laptop type, projector type where the board is 1,300 px wide or more), "laptop" or
    # "projector" (text a third larger: 12 px become 16). Synced so the browser draws it, but
    # set from Python only: set_state refuses the browser's updates, as for every trait.
    size = traitlets.Enum(SIZES, default_value="auto").tag(sync=True)

    def __init__(self, game, *, bots=None, teacher: bool = False, free_undo: bool | None = None, steps=None,
                 replay: bool = False, size: str = "auto", **kwargs):
        """``game``: the game to draw (new_game's, scenario's or from_json's). ``bots``: seat to
        bot, by name, level or object (``{1: "random"}``); the other seats are human, and
        several humans play hot seat, behind a curtain. With every seat a bot, the bots play the
        game out at once and the board is its replay: a timeline steps through it.
        ``teacher=True`` shows every hand, drawn for the player to move. ``free_undo`` lets undo
        go back past hidden information turned up (default: only in a lesson). ``steps``: a
        guided lesson, a list of ``tw.Step``. ``replay``: a board that only steps through the
        game's history (``tw.replay`` makes it). ``size``: ``"projector"`` draws text a third
        larger (16 px where a laptop shows 12), for the back of a room; ``"laptop"`` never
        grows; ``"auto"`` (the default) takes the projector size where the board is at least
        1,300 px wide (a 1920 px Voila page)."""
        if self.GAME is not None and not isinstance(game, self.GAME):
            raise TypeError(f"game: this board draws {self.GAME.TITLE}; "
                            f"it was given {getattr(game, 'TITLE', type(game).__name__)!s}.")
        if free_undo is None:
            free_undo = steps is not None  # a lesson is a sandbox: undo freely to try a step again
        for name, value in (("teacher", teacher), ("free_undo", free_undo), ("replay", replay)):
            if not isinstance(value, bool):
                raise TypeError(f"{name} must be True or False, not {value!r}.")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(map(repr, SIZES))}, not {size!r}.")
        super().__init__(size=size, **kwargs)
        self.game = game
        if bots is not None and not isinstance(bots, Mapping):
            raise TypeError(f'bots: a dict of seat to bot, e.g. {{1: "random"}}, not {bots!r}.')
        bots = dict(bots or {})
        for seat in bots:
            if isinstance(seat, bool) or seat not in range(game.players):
                raise ValueError(f"bots: seat {seat!r} does not exist in a {game.players}-player game.")
        self.bots = {seat: make_bot(spec, seed=seat) for seat, spec in bots.items()}
        self.humans = [s for s in range(game.players) if s not in self.bots]
        self.free_undo = free_undo
        self._view_rev = 0  # +1 each time the view changes: the revision a view_delta leads to
        if steps is not None and bots:
            raise ValueError("steps and bots: every move of a lesson is the learner's; give one or the other.")
        if replay and (steps is not None or bots):
            raise ValueError("replay: a replay shows the moves made; it takes no steps and no bots.")
        self._replayed = None  # the whole game a replay steps through
        self._track: Track | None = None  # what its timeline shows of that game
        if replay:
            self._begin_replay(game)
        self._lesson = None if steps is None else Lesson(game, steps)
        self._bot_failed: int | None = None  # a bot seat whose bot raised: a human moves for it
        self._news: tuple[list, int] = ([], 0)  # the bots' last log lines, and the log's length after them
        self._at_screen = None
        self._run_bots()
        self._at_screen = self._next_human_seat()
        self.teacher = teacher
        self.on_msg(self._on_message)
        self.observe(lambda change: self.refresh(), names="teacher")
        self.refresh()

    # ------------------------------------------------------------------ Python API
    def play(self, action) -> None:
        """Play an action for the player to move (raises IllegalAction, as the game does)."""
        try:
            self.game.apply(action)
        except IllegalAction as err:
            self.error = err.reason
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
        self.refresh()

    def step(self, by: int = 1, unit: str = "move") -> None:
        """A replay: go ``by`` moves, turns or rounds (``unit``) on, or back if ``by`` is negative.
        A turn or round step lands where one begins (or at the game's end)."""
        if self._replayed is None:
            raise ValueError("step: this board is not a replay (tw.replay opens one).")
        self.seek(self._track.step(len(self.game.history), unit, by))

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

    def _undo_steps(self) -> int:
        """How many moves one undo takes back: the bot moves since the last human decision,
        and that decision (0 when no human has moved)."""
        movers = self.game.movers
        for steps in range(1, len(movers) + 1):
            if movers[-steps] not in self.bots:
                return steps
        return 0

    def target(self, action: dict) -> str:
        """The piece a player clicks for this action, as ``kind:id`` (from ``TARGETS``)."""
        for row in self.TARGETS:
            if row.action == action["type"]:
                return f"{row.piece}:{action[row.field]}"
        return f"button:{action['type']}"

    def example_action(self, target: str) -> dict | None:
        """The move a click on a piece without choices would have asked for (to explain why
        not), from ``TARGETS`` and the view the board shows."""
        kind, _, name = target.partition(":")
        if kind == "button":
            fields = self.game.ACTIONS.get(name)
            return {"type": name} if fields is not None and not any(f.required for f in fields.values()) else None
        view = {**self.view, "static": self.static}
        for row in self.TARGETS:
            if row.piece == kind and (row.when is None or row.when(name)):
                try:
                    return {"type": row.action, row.field: name,
                            **{key: fill(name, view) for key, fill in row.fill.items()}}
                except (KeyError, IndexError, TypeError, ValueError):
                    return None  # a piece this view does not show
        return None

    def explain(self, target) -> str:
        """Why clicking this piece does nothing now, in the rules' words."""
        game = self.game
        if not isinstance(target, str) or len(target) > 200 or ":" not in target:
            return "The board received a message it does not understand."
        if game.is_over:
            return "The game is over: no more moves can be made."
        curtained = self._curtain_reason()
        if curtained:
            return curtained
        if self._bot_playing():
            return f"{game.name(game.current_player)}{bot_label(self.bots[game.current_player])} is playing."
        if game.current_player not in (self._shown_seat(), self._bot_failed) and not self.teacher:
            return "It is not your turn on this board."
        action = self.example_action(target)
        reason = None if action is None else game.why_illegal(action)
        hint = self._lesson.hint() if self._lesson else ""
        if hint:
            return f"{reason} {hint}" if reason else f"Not that piece: {lower_first(hint)}"
        return reason or f"There is nothing to do with that piece now: {game.prompt()}."

    def offered(self, actions: list[dict]) -> list[dict]:
        """The legal actions offered as choices: all of them, unless a board merges moves that
        a player cannot tell apart (it reads only ``self.view``); the game still accepts each."""
        return actions

    def lesson_move(self) -> dict | None:
        """The move the current lesson step asks for (None without one)."""
        step = self._lesson and self._lesson.current()
        return step.move if step else None

    def group(self, action: dict) -> str:
        """The caption of the button or menu that holds this action ("" for a drawn piece)."""
        if any(row.action == action["type"] for row in self.TARGETS):
            return ""
        return self.GROUPS.get(action["type"], action["type"].replace("_", " ").capitalize())

    def refresh(self) -> None:
        """Redraw from the game (after changing the game directly from Python)."""
        with self.hold_sync():  # one message to the browser per redraw, not one per trait
            self._refresh()

    def _refresh(self) -> None:
        game = self.game
        shown = self._shown_seat()
        curtain = self._curtain()
        self.revision += 1
        self.handoff = game.name(self._next_human_seat()) if curtain else ""
        view = game.view(None if curtain else shown, reveal_all=self.teacher)
        if curtain and self._at_screen is not None:
            # Until the next player confirms, the table stays drawn for the player who was at the
            # screen (no hand shown): they see what their move did, not the next player's estate.
            view["screen_seat"] = self._at_screen
        self.static = view.pop("static")  # an equal dict is not sent again
        self._send_view(view)
        acting = game.current_player
        if curtain or game.is_over or self._bot_playing() or self._replayed is not None or (
                shown != acting and not self.teacher and acting != self._bot_failed):
            self.choices = []
        else:
            self.choices = [{"action": a, "target": self.target(a), "label": game.describe(a), "group": self.group(a)}
                            for a in self.offered(game.legal_actions())]
        # A refused undo says why, except at the end: the end's view shows what was hidden (a draft's
        # tiles, fountain faces), so only a lesson, sandbox or teacher board may take the end back.
        self.can_undo = bool(game.history) and bool(self.humans) and self._replayed is None and (
            not game.is_over or self.free_undo or self.teacher)
        self.seat_labels = [game.name(s) + (bot_label(self.bots[s]) if s in self.bots else "")
                            for s in range(game.players)]
        news, at = self._news
        # old news once the game has moved on (an undo, a move from Python)
        self.news = news if at == len(game.log) else []
        self.status = self._status_line()
        self.lesson = self._lesson.state(self.target) if self._lesson else {}
        self.timeline = self._track.state(game) if self._track is not None else {}

    def _send_view(self, view: dict) -> None:
        """Send the browser what changed in the view: a delta from the view it holds, or the
        whole view when the delta would be more than half its size."""
        if view == self.view and self.keyframe:
            return
        base = self._view_rev
        self._view_rev += 1
        found = diff_sized(self.view, view) if self.keyframe else None
        if found is not None and (larger_than(view, 2 * found[1]) or 2 * found[1] < size(view)):
            self.view_delta = {"base": base, "rev": self._view_rev, "delta": found[0]}
        else:
            self.keyframe = {"rev": self._view_rev, "view": view}
        self.view = view

    def _resend_view(self) -> None:
        """A browser that missed a delta (a page reloaded, a board shown again) gets the whole view."""
        if self.keyframe.get("rev") != self._view_rev:
            self.keyframe = {"rev": self._view_rev, "view": self.view}

    # ------------------------------------------------------------------ messages
    def set_state(self, sync_data) -> None:
        """A trait update from the browser: refused. Every synced trait is Python's to set;
        the browser's copy is put back to Python's values."""
        keys = ([key for key in sync_data if isinstance(key, str) and key in self.keys]
                if isinstance(sync_data, dict) else [])
        if keys:
            self.send_state(keys)

    def _on_message(self, _widget, content, _buffers) -> None:
        answered = self.revision
        try:
            self._handle(content)
            if self.revision == answered:  # a refusal sets only ``error``: the browser still sees an answer
                self.revision += 1
        except Exception as err:  # the kernel must never see a traceback from a click
            self.error = f"The board could not handle that request ({type(err).__name__})."
            with contextlib.suppress(Exception):
                self.refresh()

    def _handle(self, content) -> None:
        if not isinstance(content, dict):
            self.error = "The board received a message it does not understand."
            return
        kind = content.get("kind")
        refusal = self._refusal(kind)
        if refusal:
            self.error = refusal
            return
        if kind in ("seek", "step"):
            try:
                if kind == "seek":
                    self.seek(content.get("to"))
                else:
                    self.step(content.get("by"), content.get("unit"))
            except ValueError as err:
                self.error = str(err)
        elif kind == "handoff":
            self._at_screen = self._next_human_seat()
            self.error = ""
            self.refresh()
        elif kind == "undo":
            try:
                self.undo()  # a refusal puts its reason in error
            except IllegalAction:
                return
        elif kind == "resend":
            self._resend_view()
        elif kind == "show":
            try:
                self.show()
            except IllegalAction:
                return
        elif kind == "explain":
            self.error = self.explain(content.get("target"))
        elif kind == "intent":
            action = content.get("action")
            if self._bot_playing() or (
                    self.game.current_player not in (self._shown_seat(), self._bot_failed) and not self.teacher):
                self.error = "It is not your turn on this board."
                return
            if self._lesson and not self._lesson.accepts(action):
                reason = self.game.why_illegal(action)
                self.error = (f"{reason} {self._lesson.hint()}" if reason
                              else f"Not this move: {lower_first(self._lesson.hint())}")
                return
            try:
                self.play(action)  # the game checks the move once; a refusal puts its reason in error
            except IllegalAction:
                return
        else:
            self.error = "The board received a message it does not understand."

    def _refusal(self, kind) -> str | None:
        """Why a message of this kind from the browser cannot be acted on now (None: it can)."""
        if self._replayed is not None and kind in ("handoff", "undo", "show", "explain", "intent"):
            return REPLAY_ONLY
        if kind in ("show", "intent"):
            return self._curtain_reason()
        return None

    def _curtain_reason(self) -> str | None:
        return f"{self.handoff} must confirm they are at the screen first." if self._curtain() else None

    # ------------------------------------------------------------------ seats
    def _after_move(self) -> None:
        self._bot_failed = None
        self._run_bots()
        if len(self.humans) == 1:
            self._at_screen = self.humans[0]
        self.refresh()

    def _run_bots(self) -> None:
        """Let the bots move until a human is to play, and show what they did (``news``: the
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

    def _begin_replay(self, game) -> None:
        self._replayed, self._track = game, Track(game)
        self.track = self._track.browser()

    def _bot_moves(self, limit: int = 10_000) -> None:
        """The bots' moves. A bot that fails (raises, or picks an illegal move) stops there:
        the board says so, and a human may move for it or undo. Bots that play a whole game
        (every seat a bot) show a progress bar if it takes a while (search bots: a minute)."""
        game = self.game
        bar = _SlowProgress(f"{game.TITLE}: the bots play") if not self.humans else None
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

    def _status_line(self) -> str:
        game = self.game
        if game.is_over:
            return f"Game over: {game.result()}."
        who = game.name(game.current_player)
        if self.handoff:
            return f"{who} to play: pass the screen to {who}."
        if game.current_player == self._bot_failed:
            return f"{who}'s bot failed: make {who}'s move yourself ({game.prompt()}), or undo."
        if game.current_player in self.bots:
            return f"{who}{bot_label(self.bots[game.current_player])} is playing."
        return f"{who} to play: {game.prompt()}"

    def __repr__(self) -> str:
        lesson = self.lesson
        where = ""
        if lesson.get("target"):
            where = f", lesson step {lesson['step'] + 1} of {lesson['count']}"
        elif lesson:
            where = ", lesson done" if lesson.get("done") else ", off the lesson's path"
        if self.timeline:
            where += f", replay at move {self.timeline['at']} of {self.timeline['length']}"
        return f"<{self.game.TITLE} board: {self.game.summary()}{where}>"


class _SlowProgress:
    """A tqdm bar of the moves made, shown only once the bots have played ``PROGRESS_AFTER`` seconds
    (a quick game shows nothing) and never with ``TQDM_DISABLE`` set (executed notebooks keep
    outputs that do not change from run to run). A game's length is not known before it is
    played: the bar counts the moves made, and their pace."""

    def __init__(self, desc: str):
        self.desc, self.bar = desc, None
        self.since = time.monotonic()
        self.off = bool(os.environ.get("TQDM_DISABLE"))  # tqdm's own switch, which its notebook bar ignores

    def update(self, game) -> None:
        if self.off:
            return
        if self.bar is None:
            if time.monotonic() - self.since < PROGRESS_AFTER:
                return
            try:
                from tqdm.auto import tqdm
            except ImportError:
                self.off = True
                return
            self.bar = tqdm(desc=self.desc, unit=" moves", leave=False, initial=len(game.history) - 1)
        self.bar.update(1)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
