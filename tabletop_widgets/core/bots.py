"""Bots that boards and simulations share. A bot chooses among its seat's legal actions."""

from __future__ import annotations

from .rng import SeededRandom, seed_state


class RandomBot:
    """Plays a uniformly random legal action (seeded, so games replay exactly)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self._state = {"rng": seed_state(seed)}

    def choose(self, game) -> dict:
        return SeededRandom(self._state).choice(game.legal_actions())

    def __repr__(self) -> str:
        return "RandomBot()"


BOTS = {"random": RandomBot}


def make_bot(spec, seed: int = 0):
    """A bot from a name ("random") or an object with a ``choose(game)`` method."""
    if isinstance(spec, str):
        if spec not in BOTS:
            raise ValueError(f"Unknown bot {spec!r}; the bots are: {', '.join(BOTS)}.")
        return BOTS[spec](seed=seed)
    if not callable(getattr(spec, "choose", None)):
        raise ValueError(f"A bot must be a name ({', '.join(BOTS)}) or have a choose(game) method, not {spec!r}.")
    return spec
