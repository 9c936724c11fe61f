"""Carpe Diem (Feld, 2018, first edition): rules model."""

from ..core.lazy import lazy_names
from .components import default_components, load_components
from .rulebook import RULES
from .rules import ACTIONS, LAB_OPTIONS, PHASES, CarpeDiem, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "LAB_OPTIONS", "PHASES", "RULES", "Board", "CarpeDiem", "default_components", "from_json",
           "load_components", "new_game", "scenario"]

# The board (anywidget, traitlets, IPython) is imported at its first use: the rules need none of it.
__getattr__, __dir__ = lazy_names(__name__, {"Board": ".board"})
