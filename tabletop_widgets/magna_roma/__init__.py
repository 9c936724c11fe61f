"""Magna Roma (De Nardis, 2020): rules model, solo mode included."""

from ..core.lazy import lazy_names
from .components import default_components, load_components
from .rulebook import RULES
from .rules import ACTIONS, LAB_OPTIONS, MagnaRoma, from_json, new_game
from .scenario import scenario

__all__ = ["ACTIONS", "LAB_OPTIONS", "RULES", "Board", "MagnaRoma", "default_components", "from_json",
           "load_components", "new_game", "scenario"]

# The board (anywidget, traitlets, IPython) is imported at its first use: the rules need none of it.
__getattr__, __dir__ = lazy_names(__name__, {"Board": ".board"})
