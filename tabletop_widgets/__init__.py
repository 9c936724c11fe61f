"""tabletop-widgets: Roman eurogames as rules models and playable Jupyter boards."""

from . import carpe_diem, magna_roma, porta_nigra
from .core import Game, IllegalAction, metrics
from .core.bots import GreedyBot, RandomBot, SearchBot
from .core.needs import MissingPackages, require
from .core.simulate import simulate

__version__ = "0.1.0"
__all__ = ["Game", "GreedyBot", "IllegalAction", "MissingPackages", "RandomBot", "SearchBot", "carpe_diem",
           "magna_roma", "metrics", "porta_nigra", "require", "simulate"]
