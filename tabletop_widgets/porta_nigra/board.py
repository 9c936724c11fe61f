"""The Porta Nigra board: drawing is in js/porta_nigra.js, the pieces in pieces.py."""

from __future__ import annotations

from ..core.widget import BoardWidget
from .pieces import PortaNigraPieces
from .rules import PortaNigra


class Board(BoardWidget):
    """A playable Porta Nigra board: ``Board(game, bots={1: "random"}, teacher=False)``."""

    ESM_ENTRY = "porta_nigra.js"
    GAME = PortaNigra
    PIECES = PortaNigraPieces
