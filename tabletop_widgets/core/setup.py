"""What every new_game checks the same way: the seed, the seat names, the first player."""

from __future__ import annotations

import os


def seating(players: int, seed: int | None, names, first_player: int | None, default_names) -> tuple[int, list[str]]:
    """The seed to use (a fresh one when None, kept in the game) and the seat names, or a
    ValueError naming the argument that is wrong."""
    if seed is None:
        seed = int.from_bytes(os.urandom(6), "big")
    names = list(names) if names is not None else list(default_names[:players])
    if len(names) != players or not all(isinstance(n, str) and n.strip() for n in names):
        raise ValueError(f"names must be {players} non-empty text{'s' if players > 1 else ''}, one per seat.")
    if first_player is not None and first_player not in range(players):
        raise ValueError(f"first_player must be a seat from 0 to {players - 1}, not {first_player!r}.")
    return seed, names
