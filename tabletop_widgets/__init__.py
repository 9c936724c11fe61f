"""tabletop-widgets: Roman eurogames as rules models and playable Jupyter boards."""

from . import porta_nigra
from .core import Game, IllegalAction

__version__ = "0.1.0"
__all__ = ["Game", "IllegalAction", "porta_nigra"]
