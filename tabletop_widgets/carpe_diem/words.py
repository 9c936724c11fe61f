"""Carpe Diem's pieces in plain words, for logs, menus and screen readers."""

from __future__ import annotations

from ..core.types import JSON
from ..core.words import plural
from .components import DWELLINGS, LANDSCAPES

_SHAPES = {1: "end", 3: "T piece", 4: "cross"}
_COUNTED = {"chimneys": ("chimney", "chimneys"), "villas": ("completed villa", "completed villas"),
            "landscapes": ("completed landscape", "completed landscapes"),
            "dwellings": ("completed dwelling", "completed dwellings"),
            "market": ("market", "markets"), "bakery": ("bakery", "bakeries"), "fountain": ("fountain", "fountains")}
_REWARDS = {"vp": ("VP", "VP"), "bread": ("bread", "bread"), "coins": ("coin", "coins"),
            "bar": ("bar space", "bar spaces")}


_ONE_WARE = {"fish": "fish", "grapes": "grape", "herbs": "herb", "chicken": "chicken"}


def wares_text(n: int, ware: str) -> str:
    """E.g. '1 herb', '2 herbs', '3 fish'."""
    return f"{n} {_ONE_WARE[ware] if n == 1 else ware}"


def _shape(sides: str) -> str:
    if len(sides) == 2:
        return "straight piece" if sides in ("NS", "SN", "EW", "WE") else "corner"
    return _SHAPES[len(sides)]


def feature_text(feature: JSON) -> str:
    kind: str = feature["kind"]
    if "sides" not in feature:
        return kind
    if kind in DWELLINGS:
        return f"{kind} half"
    if kind in LANDSCAPES:
        return f"{kind} {_shape(feature['sides'])}"
    return f"villa {_shape(feature['sides'])} with {plural(feature.get('chimneys', 0), 'chimney')}"


def tile_text(tile: JSON) -> str:
    """E.g. 'villa end with 1 chimney + merchant half'."""
    return " + ".join(feature_text(f) for f in tile["features"])


def counted(key: str, n: int) -> str:
    if key in _COUNTED:
        one, many = _COUNTED[key]
    elif key in LANDSCAPES:
        one, many = f"completed {key}", f"completed {key}s"
    else:
        one, many = f"completed {key} dwelling", f"completed {key} dwellings"
    return f"{n} {one if n == 1 else many}"


def reward_text(reward: dict[str, int], times: int = 1) -> str:
    parts = []
    for key, n in reward.items():
        one, many = _REWARDS[key]
        parts.append(f"{n * times} {one if n * times == 1 else many}")
    return " and ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + " and " + parts[-1]


def card_text(card: JSON) -> str:
    """E.g. 'pay 2 herbs for 4 VP' or 'own 2 chimneys for 1 bread'."""
    if card["colour"] == "red":
        need = "pay " + ", ".join(wares_text(n, w) for w, n in card["pay"].items())
    else:
        need = "own " + " and ".join(counted(k, n) for k, n in card["own"].items())
    return f"{need} for {reward_text(card['reward'])}"
