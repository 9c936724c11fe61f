"""The view as a browser holds it: built only from what the board syncs (``keyframe`` and
each ``view_delta``, in the order they are sent), the way js/shared.js builds it."""

from __future__ import annotations

from tabletop_widgets.core.delta import apply

from .board_messages import send


class BrowserCopy:
    """Follows a board's synced view traits from the moment it is made (as a browser that
    renders the board then: it starts from the keyframe and the last delta when that follows
    it, applies every later delta, and asks for the whole view when one does not follow)."""

    def __init__(self, board):
        self.board = board
        self.rev = board.keyframe["rev"]
        self.view = board.keyframe["view"]
        self.gaps = 0  # deltas that did not follow the view held (a real browser asks to resend)
        self.asked = False  # a delta did not follow: the browser asks for the whole view (settle)
        board.observe(self._keyframe, names="keyframe")
        board.observe(self._delta, names="view_delta")
        self._delta({"new": board.view_delta})  # the last delta synced, as js keepView reads it at first

    def settle(self) -> None:
        """What the browser does once a message is handled: if a delta did not follow the view
        it holds, it asks for the whole view (js keepView sends ``{"kind": "resend"}``)."""
        if self.asked:
            self.asked = False
            send(self.board, {"kind": "resend"})

    def _keyframe(self, change) -> None:
        self.rev, self.view = change["new"]["rev"], change["new"]["view"]

    def _delta(self, change) -> None:
        delta = change["new"]
        if not delta or delta["rev"] <= self.rev:
            return
        if delta["base"] != self.rev:
            self.gaps += 1
            self.asked = True
            return
        self.rev, self.view = delta["rev"], apply(self.view, delta["delta"])
