"""What every game shares: the rules contract, errors, the seeded generator, bots, the widget base."""

from . import metrics
from .errors import IllegalAction
from .game import Game

__all__ = ["Game", "IllegalAction", "metrics"]
