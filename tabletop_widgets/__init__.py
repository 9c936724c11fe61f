"""tabletop-widgets: Roman eurogames as rules models and playable Jupyter boards.

``tw.games`` registers the games by name ("porta_nigra", "carpe_diem", "magna_roma"): every
part that needs a game by its name (``tw.simulate``, the tests, the tools) looks it up there.
"""

from types import MappingProxyType

from . import carpe_diem, magna_roma, porta_nigra
from .core import Game, IllegalAction, metrics
from .core.bots import GreedyBot, RandomBot, SearchBot
from .core.lab_panel import lab_panel
from .core.lesson import Step
from .core.needs import MissingPackages, require
from .core.replay import replay
from .core.simulate import simulate

games = MappingProxyType({module.__name__.rsplit(".", 1)[-1]: module
                          for module in (porta_nigra, carpe_diem, magna_roma)})

__version__ = "0.1.0"
__all__ = ["Game", "GreedyBot", "IllegalAction", "MissingPackages", "RandomBot", "SearchBot", "Step", "carpe_diem", "games",
           "lab_panel", "magna_roma", "metrics", "porta_nigra", "replay", "require", "simulate"]
