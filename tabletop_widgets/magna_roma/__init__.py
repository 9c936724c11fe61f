"""Magna Roma (De Nardis, 2020): rules model, solo mode included."""

from .board import Board
from .components import default_components, load_components
from .rulebook import RULES
from .rules import ACTIONS, MagnaRoma, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "RULES", "Board", "MagnaRoma", "default_components", "from_json", "load_components",
           "new_game", "scenario"]
