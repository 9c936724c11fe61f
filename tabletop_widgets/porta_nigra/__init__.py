"""Porta Nigra (Kramer & Kiesling, 2015): rules model and board."""

from .board import Board
from .components import default_components, load_components
from .rulebook import RULES
from .rules import ACTIONS, PHASES, PortaNigra, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "PHASES", "RULES", "Board", "PortaNigra", "default_components", "from_json", "load_components",
           "new_game", "scenario"]
