"""Carpe Diem (Feld, 2018, first edition): rules model."""

from .board import Board
from .components import default_components, load_components
from .rules import ACTIONS, RULINGS, CarpeDiem, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "Board", "RULINGS", "CarpeDiem", "default_components", "from_json", "load_components", "new_game",
           "scenario"]
