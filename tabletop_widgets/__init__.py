"""tabletop-widgets: Roman eurogames as rules models and playable Jupyter boards.

``tw.games`` registers the games by name ("porta_nigra", "carpe_diem", "magna_roma"): every
part that needs a game by its name (``tw.simulate``, the tests, the tools) looks it up there.

The names below are imported when first used: the boards bring in anywidget and IPython,
which a Jupyter server loading the package's server extension (``tabletop_widgets.server``)
must not pay for at every start.
"""

from importlib import import_module
from types import MappingProxyType
from typing import Any

__version__ = "0.1.0"

_GAMES = ("porta_nigra", "carpe_diem", "magna_roma")
# name -> the module that defines it ("" for a game package itself)
_WHERE = {
    **dict.fromkeys(_GAMES, ""),
    "Game": ".core", "IllegalAction": ".core", "metrics": ".core",
    "GreedyBot": ".core.bots", "RandomBot": ".core.bots", "SearchBot": ".core.bots",
    "Hint": ".core.hints", "hint": ".core.hints",
    "lab_panel": ".core.lab_panel",
    "load": ".core.loading",
    "Step": ".core.lesson", "lesson_end": ".core.lesson",
    "MissingPackages": ".core.needs", "require": ".core.needs",
    "Refusal": ".core.rulebook", "Rule": ".core.rulebook",
    "replay": ".core.replay",
    "review": ".core.review",
    "settings": ".core.settings",
    "simulate": ".core.simulate",
}

__all__ = sorted([*_WHERE, "games"])


def __getattr__(name: str) -> Any:
    value: Any
    if name == "games":
        value = MappingProxyType({game: import_module(f".{game}", __name__) for game in _GAMES})
    elif name in _WHERE:
        module = _WHERE[name]
        value = import_module(f".{name}", __name__) if not module else getattr(import_module(module, __name__), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value  # looked up once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
