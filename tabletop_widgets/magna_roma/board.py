"""The Magna Roma board: drawing is in js/magna_roma.js, the pieces in pieces.py."""

from __future__ import annotations

from ..core.widget import BoardWidget
from .pieces import MagnaRomaPieces
from .rules import MagnaRoma


class Board(BoardWidget):
    """A playable Magna Roma board: ``Board(game, bots={1: "random"}, teacher=False)``."""

    ESM_ENTRY = "magna_roma.js"
    GAME = MagnaRoma
    PIECES = MagnaRomaPieces
