"""A class at one table (issue 48), without a server: the one shared game, the seats' keys,
who has joined, the bots that fill seats, the teacher's pause, undo and end, and one
``SeatSession`` per page, each the board's ``Session`` (core/session.py) drawn for one seat.

Every page (a seat's device, the projector's table, the teacher's notebook board) holds a
session of its own over the same ``Game`` object, with the same bots (one dict) and humans
(one list), so every rule of a notebook board holds per page: a seat's page is sent its
seat's view only (``Game.view(seat)``), is offered choices only on its seat's turn, and a
message from it goes through ``Session.handle``, which refuses what that seat may not do. The
table's lock makes each message, and the redraws it causes, one step: the server's pages and
the teacher's kernel act from different threads. After a change every other page is told
(``listen``), and redraws itself from the game.
"""

from __future__ import annotations

import dataclasses
import secrets
import threading
from collections.abc import Callable, Mapping

from ..core.bots import Bot, make_bot
from ..core.game import Game
from ..core.pieces import Pieces
from ..core.rulebook import Refusal
from ..core.session import Answer, Frame, Reply, Session

PAUSED = "The teacher has paused the game: wait until it goes on."
ENDED = "The teacher has ended the game."
TEACHER_ONLY = "At a class table only the teacher's board can do that."
SEAT_KINDS = ("intent", "explain", "resend")  # what a seat's page may ask; the rest is the teacher's

Listener = Callable[[], None]


class SeatSession(Session):
    """One page's session at a class table: drawn for ``seat`` (None: the table, the public
    view; ``teacher=True``: the teacher's view, every hand). No curtain: each seat has a
    screen of its own. A seat's page may click its own moves on its turn and ask why a click
    does nothing; only the teacher's board undoes (by the usual undo rule, teacher's view or
    not), and nothing moves while the teacher pauses or after the end."""

    def __init__(self, table: Table, seat: int | None, *, teacher: bool = False):
        self.table = table
        self.seat = seat
        super().__init__(table.game, teacher=teacher, free_undo=False, pieces=table.pieces)
        self.bots = table.bots  # the same objects: a seat handed to a bot is one for every page
        self.humans = table.humans

    def handle(self, content: object) -> Answer:
        with self.table.lock:
            kind = content.get("kind") if isinstance(content, dict) else None
            if not self.teacher and kind not in SEAT_KINDS:
                return self._refused(Refusal(None, TEACHER_ONLY))
            answer = super().handle(content)
            if answer.kind is Reply.REDRAW:
                self.table.changed(self)
            return answer

    def undo_problem(self) -> str | None:
        """The usual undo rule, also on the teacher's board (which shows every hand)."""
        if not self.teacher:
            return TEACHER_ONLY
        self.teacher = False
        try:
            return super().undo_problem()
        finally:
            self.teacher = True

    def frame(self) -> Frame:
        frame = super().frame()
        return frame if self.teacher else dataclasses.replace(frame, can_undo=False)

    def _cannot_act(self) -> Refusal | None:
        if self.table.ended:
            return Refusal(None, ENDED)
        if self.table.paused:
            return Refusal(None, PAUSED)
        return super()._cannot_act()

    def _status_line(self, handoff: str) -> str:
        line = super()._status_line(handoff)
        if self.table.ended and not self.game.is_over:
            return f"{ENDED} {self.game.summary()}"
        return f"Paused by the teacher. {line}" if self.table.paused else line

    def _curtain(self) -> bool:
        return False

    def _next_human_seat(self) -> int | None:
        return self.seat

    def _shown_seat(self) -> int | None:
        return super()._shown_seat() if self.teacher else self.seat


class Table:
    """The shared game of a class and its seats. ``bots``: the seats bots play from the start
    (seat to bot); the others are open, each with a key of its own (``keys``), and the table
    (the projector's page) has one too. Any page of a seat acts for it; several may be open."""

    def __init__(self, game: Game, pieces: type[Pieces], bots: Mapping[int, Bot] | None = None):
        self.game = game
        self.pieces = pieces
        self.lock = threading.RLock()
        self.bots: dict[int, Bot] = dict(bots or {})
        self.humans: list[int] = [s for s in range(game.players) if s not in self.bots]
        self.paused = False
        self.ended = False
        self.keys = {seat: secrets.token_urlsafe(16) for seat in range(game.players)}
        self.table_key = secrets.token_urlsafe(16)
        self.joined = dict.fromkeys(range(game.players), 0)  # a seat's pages open now
        self._listeners: dict[object, Listener] = {}
        self._referee = SeatSession(self, None, teacher=True)  # runs the bots after the teacher's changes

    def seat_of(self, key: object) -> int | None | str:
        """The seat a key opens, None for the table's key, "" for any other key (no board)."""
        if not isinstance(key, str):
            return ""
        if secrets.compare_digest(key, self.table_key):
            return None
        for seat, own in self.keys.items():
            if secrets.compare_digest(key, own):
                return seat
        return ""

    # ------------------------------------------------------------------ pages
    def listen(self, owner: object, redraw: Listener) -> None:
        """``redraw()`` after every change the page ``owner`` did not make itself."""
        with self.lock:
            self._listeners[owner] = redraw

    def leave(self, owner: object) -> None:
        with self.lock:
            self._listeners.pop(owner, None)

    def changed(self, by: object = None) -> None:
        """Tell every page but ``by`` (the page that acted redraws itself) to redraw. A page
        whose redraw fails (a device gone) is dropped, and the others go on."""
        with self.lock:
            listeners = [(owner, redraw) for owner, redraw in self._listeners.items() if owner is not by]
        for owner, redraw in listeners:
            try:
                redraw()
            except Exception:  # noqa: BLE001 - one page's fault must not stop the others
                self.leave(owner)

    def join(self, seat: int | None, delta: int) -> None:
        """A seat's page opened (+1) or closed (-1): the teacher's list of who has joined."""
        if seat is None:
            return
        with self.lock:
            self.joined[seat] = max(0, self.joined[seat] + delta)
        self.changed()

    # ------------------------------------------------------------------ the teacher's
    def hand_to_bot(self, seat: int, bot: object = "random") -> None:
        """A bot plays ``seat`` from now on (nobody took it, or its device dropped); it moves
        at once if it is that seat's turn."""
        self._check_seat(seat)
        with self.lock:
            self.bots[seat] = make_bot(bot, seed=seat)
            if seat in self.humans:
                self.humans.remove(seat)
            self._referee.refusal = None
            self._referee._run_bots()
        self.changed()

    def fill_with_bots(self, bot: object = "random") -> list[int]:
        """Every open seat nobody has joined goes to a bot; returns those seats."""
        empty = [seat for seat in self.humans if not self.joined[seat]]
        for seat in empty:
            self.hand_to_bot(seat, bot)
        return empty

    def take_back(self, seat: int) -> None:
        """``seat`` is a student's again (its key opens it as before)."""
        self._check_seat(seat)
        with self.lock:
            self.bots.pop(seat, None)
            if seat not in self.humans:
                self.humans.append(seat)
                self.humans.sort()
        self.changed()

    def pause(self, paused: bool = True) -> None:
        with self.lock:
            self.paused = paused
        self.changed()

    def end(self) -> None:
        """Nothing more is played; every page shows the position it ended in."""
        with self.lock:
            self.ended = True
        self.changed()

    def undo(self) -> None:
        """Take back the last student's move (and the bot moves after it), by the usual undo
        rule; IllegalAction says why not."""
        with self.lock:
            self._referee.undo()
        self.changed()

    def _check_seat(self, seat: object) -> None:
        if isinstance(seat, bool) or seat not in range(self.game.players):
            raise ValueError(f"seat must be a whole number 0..{self.game.players - 1}, not {seat!r}")
