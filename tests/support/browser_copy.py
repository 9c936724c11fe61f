"""The view as a browser holds it: built only from what the board syncs (``keyframe`` and
each ``view_delta``, in the order they are sent), the way js/shared.js builds it."""

from __future__ import annotations

from tabletop_widgets.core.delta import apply


class BrowserCopy:
    """Follows a board's synced view traits from the moment it is made (as a browser that
    renders the board then: it starts from the keyframe and applies every later delta)."""

    def __init__(self, board):
        self.board = board
        self.rev = board.keyframe["rev"]
        self.view = board.keyframe["view"]
        self.gaps = 0  # deltas that did not follow the view held (a real browser asks to resend)
        board.observe(self._keyframe, names="keyframe")
        board.observe(self._delta, names="view_delta")

    def _keyframe(self, change) -> None:
        self.rev, self.view = change["new"]["rev"], change["new"]["view"]

    def _delta(self, change) -> None:
        delta = change["new"]
        if delta["base"] != self.rev:
            self.gaps += 1
            return
        self.rev, self.view = delta["rev"], apply(self.view, delta["delta"])
