"""A small seeded random generator whose whole state is one integer.

The state is saved with the game (so ``to_json`` captures it and ``undo`` restores it);
Python's ``random.Random`` state is a 625-integer tuple, too big to save after every move.
The generator is SplitMix64 (Steele, Lea & Flood 2014): fast, well mixed, and tiny.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user's seed (any int)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, not {seed!r}")
    return seed & _MASK


def _mix(state: int) -> int:
    """SplitMix64's output for a state."""
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class SeededRandom:
    """Draws from a state held in ``holder[key]``, so the game's state is the only copy.
    ``on_draw`` is called at every draw (a game marks its move as revealing something)."""

    __slots__ = ("holder", "key", "on_draw")

    def __init__(self, holder: dict[str, Any], key: str = "rng", on_draw: Callable[[], None] | None = None):
        self.holder = holder
        self.key = key
        self.on_draw = on_draw

    def next64(self) -> int:
        if self.on_draw is not None:
            self.on_draw()
        state = (self.holder[self.key] + _GOLDEN) & _MASK
        self.holder[self.key] = state
        return _mix(state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (Lemire's multiply-shift; bias below 2**-50)."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, in place: the draws of ``below(i + 1)`` for i from the end down, with
        the state kept in a local (a set-up shuffles hundreds of cards)."""
        if len(items) < 2:
            return
        if self.on_draw is not None:
            self.on_draw()
        state = self.holder[self.key]
        for i in range(len(items) - 1, 0, -1):
            state = (state + _GOLDEN) & _MASK
            j = (_mix(state) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.holder[self.key] = state

    def redraw(self, items: list[Any], canonical: bool = False) -> None:
        """Shuffle hidden items for a lookahead (``Game.determinized``). ``canonical``: from
        their sorted order, so that the draw is the same whatever order they were in: the
        same world on every arrangement of what a seat cannot see (core/hints.py)."""
        if canonical:
            items.sort(key=lambda item: json.dumps(item, sort_keys=True))
        self.shuffle(items)

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list of ``items`` in random order."""
        items = list(items)
        self.shuffle(items)
        return items

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
