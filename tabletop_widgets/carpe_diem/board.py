"""The Carpe Diem board: drawing is in js/carpe_diem.js, the pieces in pieces.py."""

from __future__ import annotations

from ..core.widget import BoardWidget
from .pieces import CarpeDiemPieces
from .rules import CarpeDiem


class Board(BoardWidget):
    """A playable Carpe Diem board: ``Board(game, bots={1: "random"}, teacher=False)``."""

    ESM_ENTRY = "carpe_diem.js"
    GAME = CarpeDiem
    PIECES = CarpeDiemPieces
