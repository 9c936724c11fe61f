"""How the design lab's panel shows a game's rule options (``tw.lab_panel``).

Each game declares its own, beside its ``new_game`` (``LAB_OPTIONS``: option name ->
``LabOption``), so the panel, which serves every game, names none of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LabOption:
    """One keyword option of a game's ``new_game`` as the panel shows it: its ``label``, the
    values a menu offers (``choices``; none: a text box), and the most a number box takes
    (``limit``; None: any value the rules allow)."""

    label: str
    choices: tuple[Any, ...] = ()
    limit: int | None = None


# Every game's new_game takes a components file of the user's own.
COMPONENTS = LabOption("components file")
