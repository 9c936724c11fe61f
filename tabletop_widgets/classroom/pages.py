"""The pages of a class table, served by Panel (issue 48): one per seat's device, one for the
projector. Panel runs a Bokeh server in a daemon thread, a Panel session per page, and draws
each page's board with ``AnyWidgetComponent``, which runs a board's anywidget ES module as
it is: the same module as in the notebook (core/assets.py), with the same synced traits.

Each page's Python side is the game's own ``BoardWidget`` class, never displayed (no comm:
``open`` does nothing), whose session is that page's ``SeatSession`` (table.py): it makes the
frames, the view deltas and the answers exactly as a notebook board does, and after each
redraw its synced traits are copied onto the page's component. What the browser sets on the
component is never read, and is put back; what it sends is handed to the board as a message.

Panel and Bokeh serve their JavaScript from this server (no CDN): a room without the
internet works.
"""

from __future__ import annotations

import asyncio
import atexit
import html
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import jinja2
import panel as pn
import param
import traitlets
from panel.io.state import set_curdoc

from ..core.assets import board_esm
from .table import SEAT_KINDS, SeatSession, Table

if TYPE_CHECKING:  # core/widget.py imports this package when open_seats is called
    from ..core.widget import BoardWidget

NO_BOARD = ("## No seat here\n\nThis link has no seat at this table (its key is missing or wrong). "
            "Scan your seat's QR code again, or ask your teacher for your link.")
_PARAMS = {traitlets.Dict: param.Dict, traitlets.List: param.List, traitlets.Unicode: param.String,
           traitlets.Bool: param.Boolean, traitlets.Int: param.Integer, traitlets.Enum: param.String}


def board_traits(board: type[BoardWidget]) -> dict[str, traitlets.TraitType[Any, Any]]:
    """The traits a board syncs: those BoardWidget itself declares (js/view_sync.js's TRAITS),
    not anywidget's nor ipywidgets'."""
    owner: Any = next(cls for cls in board.__mro__ if cls.__name__ == "BoardWidget")
    return cast("dict[str, traitlets.TraitType[Any, Any]]", owner.class_own_traits(sync=True))


# Panel's anywidget model has get, set, save_changes and on/off, but no ``send``: a message
# from the board travels as a new value of the ``inbox`` parameter (numbered, so two equal
# messages are two changes), which Python hands to the board as anywidget's ``send`` would.
SEND = """
function tw_render({ model, el }) {
  let sent = 0;
  model.send = (content) => { sent += 1; model.set("inbox", { n: sent, content }); model.save_changes(); };
  return tw_board.render({ model, el });
}
export default { ...tw_board, render: tw_render };
"""


def page_esm(board: type[BoardWidget]) -> str:
    """``board``'s ES module as a notebook gets it, with ``model.send`` added."""
    esm = board_esm(board.ESM_ENTRY)
    if esm.count("export default ") != 1:
        raise ValueError(f"{board.ESM_ENTRY}: one default export expected")
    return esm.replace("export default ", "const tw_board = ") + SEND


_MADE: dict[tuple[str, str], Any] = {}  # (what, board class name): made once


def component_class(board: type[BoardWidget]) -> type[pn.custom.AnyWidgetComponent]:
    """A Panel component drawing ``board``'s ES module, a parameter for each synced trait,
    and ``inbox``, the browser's messages."""
    key = ("component", board.__qualname__ + board.__module__)
    if key not in _MADE:
        traits = board_traits(board)
        params = {name: _PARAMS[type(trait)](default=trait.default()) for name, trait in traits.items()}
        _MADE[key] = type(f"{board.__name__}Page", (pn.custom.AnyWidgetComponent,),
                          {"_esm": page_esm(board), "inbox": param.Dict(default={}), **params})
    return cast("type[pn.custom.AnyWidgetComponent]", _MADE[key])


def headless_class(board: type[BoardWidget]) -> type[BoardWidget]:
    """``board``'s class with no comm to a notebook: a page's Python side."""
    key = ("headless", board.__qualname__ + board.__module__)
    if key not in _MADE:
        _MADE[key] = type(f"Headless{board.__name__}", (board,), {"open": lambda self: None})
    return cast("type[BoardWidget]", _MADE[key])


class Page:
    """One page's board: its session, the headless board that makes its frames, and the
    component that carries them to the browser."""

    def __init__(self, table: Table, board: type[BoardWidget], seat: int | None, size: str):
        self.table, self.seat = table, seat
        self.doc = pn.state.curdoc
        self.session = SeatSession(table, seat)
        with table.lock:
            self.board = headless_class(board)(table.game, autosave=False, size=size)
            self.board.session = self.session  # the default session's frame never leaves Python
            self.board.keyframe = {}  # so the first view sent is a whole one, of this seat
            self.board.refresh()
        self.names = sorted(board_traits(board))
        self.component = component_class(board)(**self._values(), sizing_mode="stretch_width")
        self.component.param.watch(lambda event: self.message(event.new.get("content")), "inbox")
        self.board.send = self.component.send
        self.component.param.watch(self._put_back, self.names)
        table.listen(self, self.redraw_soon)
        table.join(seat, +1)

    def _values(self) -> dict[str, Any]:
        return {name: getattr(self.board, name) for name in self.names}

    def push(self) -> None:
        """The board's traits onto the component (Panel sends what changed)."""
        self.component.param.update(**self._values())

    def _put_back(self, *events: param.parameterized.Event) -> None:
        if any(event.new != getattr(self.board, event.name) for event in events):
            self.push()

    def message(self, content: Any) -> None:
        """A message from the browser: a seat's page may only ask what a seat may (the board's
        saves are the teacher's); the session refuses the rest."""
        kind = content.get("kind") if isinstance(content, dict) else None
        if kind not in SEAT_KINDS:
            content = {"kind": f"not-for-seats:{str(kind)[:40]}"}
        with self.table.lock:
            self.board._on_message(None, content, None)
            self.push()  # after the answer: the revision is raised before the traits it answers with

    def redraw_soon(self) -> None:
        """Another page changed the game: redraw in this page's own session (thread-safe)."""
        doc = self.doc
        if doc is None or doc.session_context is None:
            raise RuntimeError("page gone")
        doc.add_next_tick_callback(self.redraw)

    def redraw(self) -> None:
        # In this page's document, as Panel needs: outside one it writes its stylesheets' CDN
        # addresses into what it sends, and an offline page would ask the internet for them.
        with self.table.lock, set_curdoc(self.doc):
            self.board.refresh()
            self.push()

    def gone(self) -> None:
        self.table.leave(self)
        self.table.join(self.seat, -1)


# A phone lays out a page without this at 980 px and shows it shrunk to its width, where the
# board's 12 px text reads as 5 px: with it, the board is laid out at the phone's own width.
# (Panel's page template, which Panel hands a document's template as `base`, extended.)
PHONE_WIDTH = jinja2.Template('{% extends base %}{% block preamble %}{{ super() }}'
                              '<meta name="viewport" content="width=device-width, initial-scale=1">{% endblock %}')


def page_maker(table: Table, board: type[BoardWidget], want_table: bool) -> Callable[[], Any]:
    """The Panel app of one route: a seat's page (``/seat``) or the table's (``/table``),
    chosen by the page's ``key``; a missing or wrong key gets a note and no board."""

    def make() -> Any:
        raw = (pn.state.session_args.get("key") or [b""])[0]
        seat = table.seat_of(raw.decode("utf-8", "replace"))
        if seat == "" or (seat is None) != want_table:
            return pn.pane.Markdown(NO_BOARD)  # type: ignore[no-untyped-call]
        mine = seat if isinstance(seat, int) else None
        page = Page(table, board, mine, "projector" if want_table else "auto")
        pn.state.on_session_destroyed(lambda _context: page.gone())
        if page.doc is not None:  # (a page is made in its session's document)
            page.doc.template = PHONE_WIDTH
        # Whose page this is, above the board: a phone shows no tab, and a device may be handed on
        # (the board's bar says whose turn it is, not whose device).
        whose = "The table" if mine is None else f"You are {table.game.name(mine)}"
        head = pn.pane.HTML(f"<div class='tw-class-whose'><b>{html.escape(whose)}</b> · {table.game.TITLE}</div>",
                            margin=(4, 12), sizing_mode="stretch_width")  # type: ignore[no-untyped-call]
        return pn.Column(head, page.component, sizing_mode="stretch_width")

    return make


class Server:
    """The Bokeh/Panel server of one table, in a daemon thread: a plain Python process may
    exit while it runs, and ``close`` (also at exit) closes every page's connection."""

    def __init__(self, table: Table, board: type[BoardWidget], host: str, port: int):
        self._ready = threading.Event()
        self._done = threading.Event()
        self._failed: BaseException | None = None
        self.server: Any = None
        apps = {"seat": page_maker(table, board, False), "table": page_maker(table, board, True)}
        self.thread = threading.Thread(target=self._run, args=(apps, host, port), daemon=True,
                                       name=f"tabletop-class-{table.game.NAME}")
        self.thread.start()
        self._ready.wait(60)
        if self._failed is not None:
            raise self._failed
        atexit.register(self.close)

    @property
    def port(self) -> int:
        return int(self.server.port)

    def _run(self, apps: dict[str, Callable[[], Any]], host: str, port: int) -> None:
        asyncio.set_event_loop(asyncio.new_event_loop())
        try:
            local = host in ("127.0.0.1", "localhost")
            self.server = pn.serve(  # type: ignore[no-untyped-call]
                apps, address=host, port=port, show=False, start=False, threaded=False, verbose=False,
                title="Class table", websocket_origin=["127.0.0.1", "localhost"] if local else "*",
                check_unused_sessions_milliseconds=1000, unused_session_lifetime_milliseconds=1000)
            self.server.start()
        except BaseException as err:  # noqa: BLE001 - said in the thread that asked
            self._failed = err
            self._ready.set()
            return
        self._ready.set()
        self.server.io_loop.start()
        self._done.set()

    def close(self) -> None:
        """Close every page's connection and stop the server (again: nothing happens)."""
        if self.server is None or self._done.is_set() or not self.thread.is_alive():
            return
        self.server.io_loop.add_callback(self._stop)
        self._done.wait(10)

    def _stop(self) -> None:
        handlers = [connection._socket for connection in list(self.server._tornado._clients)]
        streams = [handler.ws_connection.stream for handler in handlers if handler.ws_connection is not None]
        for handler in handlers:
            handler.close(1001, "The class table was closed.")
        self.server.unlisten()
        self.server.io_loop.call_later(0.5, self._end, streams)  # the closing handshakes go out first

    def _end(self, streams: list[Any]) -> None:
        for stream in streams:  # a page that did not answer the closing handshake
            stream.close()
        self.server.stop()
        self.server.io_loop.stop()
