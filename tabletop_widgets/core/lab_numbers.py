"""The lab panel's number boxes (players, games, seed): what is typed is taken whole or
refused in the panel's words, never reinterpreted, and how long a run will take.

A box is a text box read here, not an ipywidgets IntText: IntText keeps the digits of what
is typed ("1e12" became 112 games, "2.5" became 25) or silently keeps its old value ("abc").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Digits only, with a sign: "1e12", "2.5", "20,000" (2.5 in some countries' writing) and
# "1_000" are refused rather than guessed at.
WHOLE = re.compile(r"[+-]?[0-9]+", re.ASCII)

# The most games a Run plays. 100,000 games narrow AdvantageP1's 95% interval to about a
# third of a percentage point, finer than any rule change a class compares; the random and
# greedy bots play them in minutes, while the search bot would take hours (the panel shows
# the time left as a run starts). tw.simulate itself takes any number.
MAX_GAMES = 100_000

# A run whose games so far say it takes longer than this shows the time left; a shorter
# one shows nothing more than its progress bar.
ESTIMATE_FROM_SECONDS = 10.0


@dataclass(frozen=True)
class NumberBox:
    """One number box as the panel reads it: its ``name`` in messages, an ``example`` of
    what it takes, and the least and most it takes (None: the rules decide)."""

    name: str
    example: int
    least: int | None = None
    most: int | None = None
    why_most: str = ""

    def read(self, typed: str) -> int:
        """The whole number ``typed``, or a ValueError in the panel's words."""
        text = typed.strip()
        if not WHOLE.fullmatch(text):
            raise ValueError(f"{self.name} must be a whole number such as {self.example}, not {text!r}.")
        digits = len(text.lstrip("+-"))
        if digits > 30:  # past every bound, and too long to repeat in a message
            raise ValueError(f"{self.name} must be a number this box can take, not a {digits}-digit one"
                             + (f" (at most {self.most:,})." if self.most is not None else "."))
        value = int(text)
        if self.least is not None and value < self.least:
            raise ValueError(f"{self.name} must be at least {self.least}, not {value}.")
        if self.most is not None and value > self.most:
            raise ValueError(f"{self.name} must be at most {self.most:,} in the lab panel, not {value:,}: "
                             f"{self.why_most}")
        return value


PLAYERS = NumberBox("players", 2)  # the rules say how many players a game takes
GAMES = NumberBox("games", 40, least=1, most=MAX_GAMES,
                  why_most="more games would narrow the 95% intervals past any change a class compares, and "
                           "take long (tw.simulate plays any number).")
SEED = NumberBox("seed", 0)


def time_left(seconds: float) -> str:
    """``seconds`` in the words a class waits by: "about 3 minutes", "about 2 hours"."""
    if seconds < 60:
        return "less than a minute"
    minutes = round(seconds / 60)
    if minutes < 90:
        return f"about {minutes} minute{'s' if minutes != 1 else ''}"
    hours = round(seconds / 3600)
    if hours < 48:
        return f"about {hours} hours"
    return f"about {round(seconds / 86400)} days"
