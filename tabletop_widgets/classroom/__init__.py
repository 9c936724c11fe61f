"""A class at one table (issue 48): ``seats = board.open_seats()`` serves one page per seat
(each student's device) and one for the table (the projector), from the teacher's notebook or
a plain Python process. The teacher's board becomes the teacher's view, and the one place to
pause, undo and end; bots play the seats nobody takes.

Needs the ``class`` extra (Panel, segno): ``pip install "tabletop-widgets[class]"``.
The rules are table.py's; the server is pages.py's; the teacher's list of seats is roster.py's.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..core.needs import MissingPackages

if TYPE_CHECKING:
    from ..core.widget import BoardWidget
    from .seats import Seats

NEEDS = ("panel", "segno")


def _missing() -> list[str]:
    import importlib.util

    return [name for name in NEEDS if importlib.util.find_spec(name) is None]


def open_seats(board: BoardWidget, host: str = "127.0.0.1", port: int = 0) -> Seats:
    """Serve ``board``'s game to a class: a page per seat and one for the table; returns the
    ``Seats`` (``urls``, ``table``, ``close()`` and the teacher's controls). ``host="0.0.0.0"``
    lets other devices on the network in (a warning says who can reach it)."""
    missing = _missing()
    if missing:
        raise MissingPackages(
            f"A class table needs {' and '.join(missing)}, which this Python cannot import. Install the "
            'class extra: pip install "tabletop-widgets[class]" (from a checkout: pip install -e ".[class]").',
            name=missing[0])
    if board.session.lesson is not None or board.session.replayed is not None:
        raise ValueError("A lesson or a replay cannot be played by a class: open seats on a board of a game.")
    from .seats import Seats

    seats = Seats(board, host, port)
    if host not in ("127.0.0.1", "localhost", "::1"):
        print(f"Warning: the class table listens on {host}, port {seats.port}: any device that can reach this "
              f"computer on the network ({seats.address}) can open its pages. Each page still needs its "
              "seat's link (a random key); close the table with seats.close() when the lesson ends.",
              file=sys.stderr)
    return seats


__all__ = ["open_seats"]


