"""The board widget every game shares (anywidget): the transport of a board's session.

Every decision is its ``Session``'s (core/session.py: the game, seats and bots, the undo
rule, a lesson's steps, a replay's timeline, where the pieces are, the answer to each
message); the widget carries it. It syncs what the session's ``frame()`` shows as traits,
hands each message from the browser to ``Session.handle`` and sends what its ``Answer`` says
(the frame, the whole view, or a refusal's reason and rule as ``error`` and ``cite``), always
with a new ``revision``; it sends the view as deltas (core/delta.py), shows a progress bar
while bots play a whole game, and has a ``__repr__``. No message, however malformed, raises
into the kernel.

The browser is not trusted: it may send any message and try to set any synced trait, so
every synced trait is Python's to set (an update from the browser is refused and answered
with Python's values), and what widens the view (``teacher``, the seat at the screen) is
not synced.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

import anywidget
import traitlets

from .assets import board_esm
from .autosave import Autosave
from .bots import Bot
from .delta import diff_sized, larger_than, size
from .errors import IllegalAction
from .game import Game
from .lesson import Lesson, Step
from .loading import load as load_save
from .loading import load_text
from .pieces import Pieces
from .review import Decision
from .rulebook import Refusal
from .session import REPLAY_ONLY as REPLAY_ONLY  # re-exported: where the tests have found it
from .session import Reply, Session
from .settings import settings
from .types import JSON, Action

PROGRESS_AFTER = 2.0  # seconds of bots playing a whole game before a progress bar shows
SIZES = ("auto", "laptop", "projector")  # Board(size=...): the type scale (js/shared.js SCALES)


class BoardWidget(anywidget.AnyWidget):
    """Base class: a subclass names its ``ESM_ENTRY`` file, its ``GAME`` class and its
    ``PIECES`` class (``<game>/pieces.py``: where its pieces are)."""

    ESM_ENTRY = ""  # e.g. "porta_nigra.js" in js/
    GAME: type[Game] | None = None  # the rules class this board draws
    PIECES: type[Pieces] = Pieces  # the session's presenter

    @property
    def _esm(self) -> str:  # read when a board is made, so importing never needs the files
        return board_esm(self.ESM_ENTRY)

    # The view travels as what changed (core/delta.py): ``keyframe`` holds a whole view, and
    # ``view_delta`` turns the view the browser holds (revision ``base``) into the next one.
    keyframe = traitlets.Dict().tag(sync=True)  # {"rev", "view"}: sent when a delta would not be small
    view_delta = traitlets.Dict().tag(sync=True)  # {"base", "rev", "delta"}
    static = traitlets.Dict().tag(sync=True)  # the view's static block: sent once, it never changes
    choices: traitlets.List[JSON] = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    cite = traitlets.Dict().tag(sync=True)  # the rule the refusal in ``error`` names (Rule.cite(); {} without one)
    status = traitlets.Unicode("").tag(sync=True)
    handoff = traitlets.Unicode("").tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    seat_labels: traitlets.List[str] = traitlets.List().tag(sync=True)
    news: traitlets.List[JSON] = traitlets.List().tag(sync=True)  # what the bots did since the last human move
    revision = traitlets.Int(0).tag(sync=True)  # +1 on every refresh and every answer to a message
    lesson = traitlets.Dict().tag(sync=True)  # the guided step shown ({} without steps): core/lesson.py
    timeline = traitlets.Dict().tag(sync=True)  # a replay's step ({} on a board played live): core/replay.py
    track = traitlets.Dict().tag(sync=True)  # a replay's score line, turns and rounds: sent once (core/replay.py)
    review = traitlets.Dict().tag(sync=True)  # "Review my game" at a game's end (core/review_view.py)
    # The autosave this board may carry on from: {moves, saved, summary} ({} without one; core/autosave.py).
    resume_offer = traitlets.Dict().tag(sync=True)
    # The Hint button's rung and what it shows ({}: no button; core/hint_ladder.py).
    hint = traitlets.Dict().tag(sync=True)
    teacher = traitlets.Bool(False)  # every hand shown: Python only, never synced
    # "auto" (laptop type, projector type where the board is 1,500 px wide or more), "laptop" or
    # "projector" (presentation mode: the board scaled to the screen's height, up to 5/3: 12 px
    # become 20 on a 1080 px page; js/sizes.js). Synced so the browser draws it, but
    # set from Python only: set_state refuses the browser's updates, as for every trait.
    size = traitlets.Enum(SIZES, default_value="auto").tag(sync=True)

    def __init__(self, game: Game, *, bots: Mapping[int, object] | None = None, teacher: bool = False,
                 free_undo: bool | None = None, steps: Iterable[Step] | None = None, replay: bool = False,
                 size: str = "auto", autosave: bool = True, save_as: str | None = None, hints: bool | None = None,
                 **kwargs: Any):
        """``game``: the game to draw (new_game's, scenario's or from_json's). ``bots``: seat to
        bot, by name, level or object (``{1: "random"}``); the other seats are human, and
        several humans play hot seat, behind a curtain. With every seat a bot, the bots play the
        game out at once and the board is its replay: a timeline steps through it.
        ``teacher=True`` shows every hand, drawn for the player to move. ``free_undo`` lets undo
        go back past hidden information turned up (default: only in a lesson). ``steps``: a
        guided lesson, a list of ``tw.Step``. ``replay``: a board that only steps through the
        game's history (``tw.replay`` makes it). ``size``: ``"projector"`` (presentation mode) scales
        the board up to the height of the screen, for the back of a room: up to 5/3, 20 px
        where a laptop shows 12 on a 1080 px page; ``"laptop"`` never grows; ``"auto"`` (the
        default) takes the projector size where the board is at least 1,500 px wide (a 1920 px
        Voila page). ``autosave``: a game played on the board (not a lesson, not a replay) is kept
        on disk after every move, and the same cell run again in a new kernel offers "Resume
        from move N" (core/autosave.py); ``save_as`` names its place (the default: the game the
        cell asked for). ``hints``: the Hint button (core/hint_ladder.py); None (the default) takes
        the teacher's ``tw.settings.hints`` (core/settings.py)."""
        if self.GAME is not None and not isinstance(game, self.GAME):
            raise TypeError(f"game: this board draws {self.GAME.TITLE}; "
                            f"it was given {getattr(game, 'TITLE', type(game).__name__)!s}.")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(map(repr, SIZES))}, not {size!r}.")
        if not isinstance(autosave, bool):
            raise TypeError(f"autosave must be True or False, not {autosave!r}.")
        if save_as is not None and not autosave:
            raise ValueError("save_as names where the game is saved: it needs autosave=True.")
        # The game as the cell gave it, before the bots move: what its autosave is keyed by (a
        # lesson and a replay keep none).
        start = game.to_json() if autosave and steps is None and not replay else ""
        # The session checks the rest and lets the bots move before a widget (and its comm) exists.
        self.session = Session(game, bots=bots, teacher=teacher, free_undo=free_undo, steps=steps, replay=replay,
                               pieces=self.PIECES, progress=_SlowProgress,
                               hints=settings.hints if hints is None else hints)
        super().__init__(size=size, **kwargs)
        self._sent_view: JSON = {}  # the view the browser holds (a delta's base)
        self._view_rev = 0  # +1 each time the view changes: the revision a view_delta leads to
        self.teacher = teacher
        self.autosave: Autosave | None = None
        if autosave and self.session.lesson is None and self.session.replayed is None:
            self.autosave = Autosave.for_board(game.NAME, start, self.session.bots, save_as)
            self.resume_offer = self.autosave.offer(len(self.game.history))
        self._kept = self.game.history  # the moves of the game last kept (a move since: keep it again)
        self.on_msg(self._on_message)
        self.observe(self._redraw_for_teacher, names="teacher")
        self.refresh()

    # ------------------------------------------------------------------ the session's, for Python
    @property
    def game(self) -> Game:
        """The game drawn (a replay's: the position at its step)."""
        return self.session.game

    @game.setter
    def game(self, game: Game) -> None:
        self.session.game = game

    @property
    def view(self) -> JSON:
        """The view the board shows, less its static block (``static``)."""
        return self.session.view

    @property
    def bots(self) -> dict[int, Bot]:
        return self.session.bots

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def free_undo(self) -> bool:
        return self.session.free_undo

    @property
    def _lesson(self) -> Lesson | None:
        return self.session.lesson

    @property
    def _replayed(self) -> Game | None:
        return self.session.replayed

    def play(self, action: Action) -> None:
        """Play an action for the player to move (raises IllegalAction, as the game does)."""
        self._act(self.session.play, action)

    def show(self) -> None:
        """Play the current lesson step's move (the "Show me" button)."""
        self._act(self.session.show)

    def undo(self) -> None:
        """Undo the last human decision (and the bot moves that followed it); refused with
        IllegalAction past a move that showed hidden information, unless undo is free."""
        self._act(self.session.undo)

    def seek(self, moves: int) -> None:
        """A replay: show the position after the first ``moves`` moves (0: the start)."""
        self._act(self.session.seek, moves)

    def step(self, by: int = 1, unit: str = "move") -> None:
        """A replay: go ``by`` moves, turns or rounds (``unit``) on, or back if ``by`` is negative.
        A turn or round step lands where one begins (or at the game's end)."""
        self._act(self.session.step, by, unit)

    def review_game(self, seat: int | None = None) -> list[Decision]:
        """At a game's end, as "Review my game" does: the decisions of the seat at the screen
        (``seat``: another's) that lost most against the strong bot's choice (``tw.review``),
        and the board becomes the game's replay at the first, drawn for that seat."""
        found: list[Decision] = []
        self._act(lambda: found.extend(self.session.review(seat)))
        return found

    def try_again(self) -> None:
        """In a review, at one of its decisions ("Try again from here"): play on from there."""
        self._act(self.session.try_again)

    def undo_problem(self) -> str | None:
        """Why undo is refused now (None if it is allowed)."""
        return self.session.undo_problem()

    def explain(self, target: object) -> str:
        """Why clicking this piece does nothing now, in the rules' words."""
        return self.session.explain(target)

    def lesson_move(self) -> Action | None:
        """The move the current lesson step asks for (None without one)."""
        return self.session.lesson_move()

    def resume(self) -> None:
        """Carry on from this board's autosave ("Resume from move N"); a ValueError says why
        not (none kept, or a damaged or edited save), and the game shown stays."""
        if self.autosave is None:
            raise ValueError("This board keeps no autosave (a lesson, a replay, or autosave=False).")
        text, bot_states = self.autosave.read()
        self._carry_on(load_save(text), bot_states)

    def load(self, source: object) -> None:
        """Carry on from a saved game: a file's path or its text (``Game.to_json``, a download
        of "Save game", or an autosave), loaded through the rules; a ValueError says why not,
        and the game shown stays."""
        self._carry_on(load_save(source), {})

    def _carry_on(self, game: Game, bot_states: Mapping[int, int]) -> None:
        self.session.resume(game, bot_states)
        self.resume_offer = {}
        self._kept = game.history
        self.refresh()

    def _act(self, do: Callable[..., None], *args: Any) -> None:
        """A call from Python: a refusal (IllegalAction) shows its reason and is raised; anything
        else done is drawn."""
        try:
            do(*args)
        except IllegalAction:
            self._show_refusal(self.session.refusal)
            raise
        self.refresh()

    # ------------------------------------------------------------------ pieces: the session's presenter
    def target(self, action: Action) -> str:
        """The piece a player clicks for this action, as ``kind:id`` (on the view shown)."""
        return self.session.presenter.target(action, self.session.shown())

    def example_action(self, target: str) -> Action | None:
        """The move a click on a piece without choices would have asked for (to explain why
        not), from the game's target table and the view the board shows."""
        return self.session.presenter.example_action(target, self.session.shown())

    def offered(self, actions: list[Action]) -> list[Action]:
        """The legal actions offered as choices: all of them, unless the game's pieces merge
        moves that a player cannot tell apart; the game still accepts each."""
        return self.session.presenter.offered(actions, self.session.shown(), self.lesson_move())

    def group(self, action: Action) -> str:
        """The caption of the button or menu that holds this action ("" for a drawn piece)."""
        return self.session.presenter.group(action)

    # ------------------------------------------------------------------ to the browser
    def refresh(self) -> None:
        """Redraw from the game (after changing the game directly from Python)."""
        with self.hold_sync():  # one message to the browser per redraw, not one per trait
            frame = self.session.frame()
            self.revision += 1
            self.handoff = frame.handoff
            self.static = frame.static  # an equal dict is not sent again
            self._send_view(frame.view)
            self.choices = frame.choices
            self.error = frame.error
            self.cite = frame.cite
            self.can_undo = frame.can_undo
            self.seat_labels = frame.seat_labels
            self.news = frame.news
            self.status = frame.status
            self.lesson = frame.lesson
            self.timeline = frame.timeline
            self.track = frame.track
            self.review = frame.review
            self.hint = frame.hint
            self._keep()

    def _keep(self) -> None:
        """After a move (or an undo), the game kept on disk; a disk that refuses is said in ``error``."""
        if self.autosave is None or self.game.history == self._kept or self.session.replayed is not None:
            return  # nothing new; or a review's replay, which plays nothing
        self._kept = self.game.history
        if self.resume_offer:  # a fresh game played instead of the one on offer: keep that one aside
            self.autosave.set_aside()
            self.resume_offer = {}
        self.autosave.write(self.game, self.session.bots)
        if self.autosave.problem and not self.error:
            self.error = self.autosave.problem

    def _show_refusal(self, refusal: Refusal | None) -> None:
        """Send a refusal's reason and the rule it cites (one message: they go together)."""
        with self.hold_sync():
            self.error = refusal.text if refusal else ""
            self.cite = self.session.citation(refusal)

    def _send_view(self, view: JSON) -> None:
        """Send the browser what changed in the view: a delta from the view it holds, or the
        whole view when the delta would be more than half its size."""
        if view == self._sent_view and self.keyframe:
            return
        base = self._view_rev
        self._view_rev += 1
        found = diff_sized(self._sent_view, view) if self.keyframe else None
        if found is not None and (larger_than(view, 2 * found[1]) or 2 * found[1] < size(view)):
            self.view_delta = {"base": base, "rev": self._view_rev, "delta": found[0]}
        else:
            self.keyframe = {"rev": self._view_rev, "view": view}
        self._sent_view = view

    def _resend_view(self) -> None:
        """A browser that missed a delta (a page reloaded, a board shown again) gets the whole view."""
        if self.keyframe.get("rev") != self._view_rev:
            self.keyframe = {"rev": self._view_rev, "view": self._sent_view}

    def _redraw_for_teacher(self, change: dict[str, Any]) -> None:
        self.session.teacher = change["new"]
        self.refresh()

    # ------------------------------------------------------------------ from the browser
    def set_state(self, sync_data: object) -> None:
        """A trait update from the browser: refused. Every synced trait is Python's to set;
        the browser's copy is put back to Python's values."""
        keys = ([key for key in sync_data if isinstance(key, str) and key in self.keys]
                if isinstance(sync_data, dict) else [])
        if keys:
            self.send_state(keys)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        answered = self.revision
        try:
            kind = content.get("kind") if isinstance(content, dict) else None
            if kind in ("resume", "load", "download"):
                self._saves_message(cast(JSON, content))
                if self.revision == answered:
                    self.revision += 1
                return
            if kind == "review" and self.review.get("offer"):
                self.review = {**self.review, "working": True}  # sent at once: "Reviewing…" while it runs
            answer = self.session.handle(content)
            if answer.kind is Reply.REDRAW:
                self.refresh()
            elif answer.kind is Reply.RESEND:
                self._resend_view()
            else:  # refused: only ``error`` (and the rule it cites) changes
                self._show_refusal(answer.refusal)
            if self.revision == answered:  # the browser sees an answer to every message
                self.revision += 1
        except Exception as err:  # the kernel must never see a traceback from a click
            self.session.refusal = Refusal(None, f"The board could not handle that request ({type(err).__name__}).")
            self._show_refusal(self.session.refusal)
            with contextlib.suppress(Exception):
                self.refresh()
        finally:
            if self.review.get("working"):  # refused, or failed: the offer stands again
                self.review = {key: value for key, value in self.review.items() if key != "working"}

    def _saves_message(self, content: JSON) -> None:
        """"Resume from move N" (only while offered), "Load game" (a file's text) and "Save
        game" (its text sent back as a file to download: the owner's file, seed and all)."""
        kind = content["kind"]
        if kind == "download":
            self.send({"kind": "save-file", "name": f"{self.game.NAME}-move-{len(self.game.history)}.json",
                       "text": self.game.to_json()})
            return
        try:
            if kind == "resume" and not self.resume_offer:
                raise ValueError("There is no saved game on offer on this board.")
            if kind == "resume":
                self.resume()
            elif not isinstance(content.get("text"), str):
                raise ValueError("Load game takes a saved game's file.")
            else:  # only ever text: the browser never names a file on the kernel's disk
                self._carry_on(load_text(content["text"]), {})
        except ValueError as err:
            self.resume_offer = {}  # refused: the fresh game stays, and so does the reason
            self.session.refusal = Refusal(None, str(err))
            self._show_refusal(self.session.refusal)

    def open_seats(self, host: str = "127.0.0.1", port: int = 0) -> Any:
        """A class at one table: a page per seat and one for the projector, served from here;
        this board becomes the teacher's (tabletop_widgets/classroom; the ``class`` extra)."""
        from ..classroom import open_seats

        return open_seats(self, host=host, port=port)

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
        self.desc = desc
        self.bar: Any = None  # a tqdm bar (tqdm has no type information)
        self.since = time.monotonic()
        self.off = bool(os.environ.get("TQDM_DISABLE"))  # tqdm's own switch, which its notebook bar ignores

    def update(self, game: Game) -> None:
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
