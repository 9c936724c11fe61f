"""What every game's ``scenario(...)`` checks the same way, so that a careless call gets a
ValueError naming the argument, never an error from deep inside the rules later on."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from .saves import check_position
from .types import JSON

if TYPE_CHECKING:
    from .game import Game

P = ParamSpec("P")
G = TypeVar("G", bound="Game")


def seat_index(value: Any, players: int, argument: str) -> int:
    """``value`` as a seat number, or a ValueError naming the argument."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in range(players):
        raise ValueError(f"scenario: {argument} must be a seat from 0 to {players - 1}, not {value!r}.")
    return value


def seat_changes(seats: Any, players: int) -> dict[int, JSON]:
    """The ``seats`` argument: ``{seat: {field: value}}`` with real seats."""
    if seats is None:
        return {}
    if not isinstance(seats, dict):
        raise ValueError(f"scenario: seats must be a dict {{seat: {{field: value}}}}, not {type(seats).__name__}.")
    for seat, changes in seats.items():
        seat_index(seat, players, f"seats key {seat!r}")
        if not isinstance(changes, dict):
            raise ValueError(f"scenario: seats[{seat}] must be a dict of fields, not {type(changes).__name__}.")
    return seats


def count(value: Any, argument: str, high: int = 10_000) -> int:
    """A number of pieces: a whole number from 0 to ``high``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise ValueError(f"scenario: {argument} must be a whole number from 0 to {high}, not {value!r}.")
    return value


def checked_scenario(build: Callable[P, G]) -> Callable[P, G]:
    """Wrap a game's scenario builder: an argument the builder did not foresee fails here with
    a ValueError, and the position built must be playable (every legal move applies)."""
    @functools.wraps(build)
    def scenario(*args: P.args, **kwargs: P.kwargs) -> G:
        try:
            game = build(*args, **kwargs)
        except (KeyError, IndexError, TypeError, AttributeError) as err:
            raise ValueError(f"scenario: these arguments do not describe a position "
                             f"({type(err).__name__}: {str(err)[:200]}).") from None
        problem = check_position(game, playouts=0)
        if problem:
            raise ValueError(f"scenario: the position these arguments build {problem}.")
        return game
    return scenario
