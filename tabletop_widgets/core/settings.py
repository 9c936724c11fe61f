"""The teacher's settings for every board made in this kernel: ``tw.settings``.

    tw.settings.hints = False   # no Hint button on the boards made from now on

A class server sets them for every learner without a line of code, from the environment:
``TABLETOP_WIDGETS_HINTS=0`` (or ``off``, ``false``, ``no``) turns the Hint button off. A board
takes the setting when it is made (``Board(..., hints=None)``, the default); ``hints=True`` or
``False`` on a board overrides it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

HINTS_ENV = "TABLETOP_WIDGETS_HINTS"
_OFF = frozenset({"0", "off", "false", "no"})


def _hints_from_env() -> bool:
    return os.environ.get(HINTS_ENV, "").strip().lower() not in _OFF


@dataclass
class Settings:
    """What a teacher decides for every board (see the module's text)."""

    hints: bool = field(default_factory=_hints_from_env)  # the Hint button on every board (issue 47)


settings = Settings()
