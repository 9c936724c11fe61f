"""What every new_game checks the same way: the player count, the seed, the seat names, the first player."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any


def check_players(players: Any, allowed: range, title: str) -> None:
    """A ValueError unless ``players`` is a whole number in ``allowed``."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in allowed:
        raise ValueError(f"players: {title} is for {allowed[0]} to {allowed[-1]} players, not {players!r}.")


def seating(players: int, seed: int | None, names: Any, first_player: int | None,
            default_names: Sequence[str]) -> tuple[int, list[str]]:
    """The seed to use (a fresh one when None, kept in the game's save only) and the seat
    names, or a ValueError naming the argument that is wrong."""
    if seed is None:
        seed = int.from_bytes(os.urandom(6), "big")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}.")
    if names is not None and (isinstance(names, (str, bytes, dict)) or not hasattr(names, "__iter__")):
        raise ValueError(f"names must be a list of {players} names, one per seat, not {type(names).__name__}.")
    names = list(names) if names is not None else list(default_names[:players])
    if len(names) != players or not all(isinstance(n, str) and n.strip() and len(n) <= 40 for n in names):
        raise ValueError(f"names must be {players} non-empty text{'s' if players > 1 else ''} "
                         f"of at most 40 characters, one per seat.")
    if isinstance(first_player, bool) or (first_player is not None and first_player not in range(players)):
        raise ValueError(f"first_player must be a seat from 0 to {players - 1}, not {first_player!r}.")
    return seed, names
