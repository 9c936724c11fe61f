"""Carpe Diem (Feld, 2018, first edition): rules model."""

from .components import default_components, load_components
from .rules import ACTIONS, RULINGS, CarpeDiem, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "RULINGS", "CarpeDiem", "default_components", "from_json", "load_components", "new_game",
           "scenario"]
