"""What ``open_seats`` returns: the seats' links, the table's, the teacher's controls and,
in a notebook, a live list of the seats with a QR code each and who has joined."""

from __future__ import annotations

import ipaddress
import socket
from typing import TYPE_CHECKING, Any

from .pages import Server
from .table import SeatSession, Table

if TYPE_CHECKING:
    from ..core.widget import BoardWidget


class Seats:
    """A class table being served. ``urls``: seat to its page's link; ``table``: the
    projector's link; ``close()`` ends every page's connection. The teacher's board in the
    notebook shows the teacher's view; ``pause()``, ``unpause()``, ``undo()``, ``end()``,
    ``hand_to_bot(seat)``, ``fill_with_bots()`` and ``take_back(seat)`` run the table."""

    def __init__(self, board: BoardWidget, host: str, port: int):
        self.board = board
        self.table = None  # set below: the projector's link
        self.game = board.game
        self._table = table = Table(board.game, board.PIECES, board.session.bots)
        self._teach(board)
        self._server = Server(table, type(board), host, port)
        self.port = self._server.port
        self.address = reachable_address(host)
        base = f"http://{self.address}:{self.port}"
        self.urls = {seat: f"{base}/seat?key={key}" for seat, key in table.keys.items()}
        self.table = f"{base}/table?key={table.table_key}"
        self._roster: Any = None

    def _teach(self, board: BoardWidget) -> None:
        """The notebook's board becomes the teacher's: every hand shown, the usual undo rule,
        each message handled under the table's lock and every other page told."""
        table = self._table
        with table.lock:
            board.session = SeatSession(table, None, teacher=True)
            board.teacher = True
            board.refresh()
        board.on_msg(board._on_message, remove=True)

        def message(widget: object, content: object, buffers: object) -> None:
            if isinstance(content, dict) and content.get("kind") in ("resume", "load"):
                content = {"kind": "intent", "action": None}  # the class plays the game on the table
            with table.lock:
                board._on_message(widget, content, buffers)

        board.on_msg(message)

        def redraw() -> None:
            with table.lock:
                board.refresh()
            self._show_roster()

        table.listen(board, redraw)

    # ------------------------------------------------------------------ the teacher's
    def close(self) -> None:
        """Stop serving: every page's connection ends (again: nothing happens)."""
        self._server.close()
        self._table.leave(self.board)

    @property
    def closed(self) -> bool:
        return not self._server.thread.is_alive()

    @property
    def joined(self) -> dict[int, int]:
        """Seat to the number of its pages open now."""
        return dict(self._table.joined)

    @property
    def bots(self) -> list[int]:
        return sorted(self._table.bots)

    def pause(self) -> None:
        self._table.pause(True)

    def unpause(self) -> None:
        self._table.pause(False)

    def undo(self) -> None:
        self._table.undo()

    def end(self) -> None:
        self._table.end()

    def hand_to_bot(self, seat: int, bot: object = "random") -> None:
        self._table.hand_to_bot(seat, bot)

    def fill_with_bots(self, bot: object = "random") -> list[int]:
        return self._table.fill_with_bots(bot)

    def take_back(self, seat: int) -> None:
        self._table.take_back(seat)

    # ------------------------------------------------------------------ in a notebook
    def roster_html(self) -> str:
        from .roster import roster_html

        return roster_html(self.game, self.urls, self.table or "", self.joined, self.bots, self.closed)

    def _show_roster(self) -> None:
        if self._roster is not None:
            self._roster.value = self.roster_html()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        import ipywidgets

        if self._roster is None:
            self._roster = ipywidgets.HTML(self.roster_html())
        bundle = self._roster._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):  # where no widget is drawn (a notebook's file viewed), the list as it was
            bundle["text/html"] = self.roster_html()
        return bundle

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{sum(1 for n in self.joined.values() if n)} joined"
        return f"<class table of {self.game.TITLE}: {self.game.players} seats, {state}; table: {self.table}>"


def reachable_address(host: str) -> str:
    """The address other devices use for ``host``: the machine's own address on the network
    for 0.0.0.0 (the interface a packet out would leave by; nothing is sent)."""
    if host in ("0.0.0.0", "::", ""):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.connect(("10.255.255.255", 1))
                return str(probe.getsockname()[0])
            except OSError:
                return "127.0.0.1"
    try:
        return f"[{host}]" if ipaddress.ip_address(host).version == 6 else host
    except ValueError:
        return host
