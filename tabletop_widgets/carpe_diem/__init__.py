"""Carpe Diem (Feld, 2018, first edition): rules model."""

from .board import Board
from .components import default_components, load_components
from .rulebook import RULES
from .rules import ACTIONS, PHASES, CarpeDiem, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "PHASES", "RULES", "Board", "CarpeDiem", "default_components", "from_json", "load_components",
           "new_game", "scenario"]
