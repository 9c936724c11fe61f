"""What every game shares: the rules contract, errors, the seeded generator, bots, the widget base."""

from .errors import IllegalAction
from .game import Game
from . import metrics

__all__ = ["Game", "IllegalAction", "metrics"]
