"""Porta Nigra (Kramer & Kiesling, 2015): rules model and board."""

from .board import Board
from .components import default_components, load_components
from .rules import ACTIONS, PortaNigra, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "Board", "PortaNigra", "default_components", "from_json", "load_components", "new_game",
           "scenario"]
