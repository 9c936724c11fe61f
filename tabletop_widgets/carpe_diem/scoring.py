"""Carpe Diem's arithmetic: what a district counts, scoring-card multiples, final scoring.

Pure functions of a seat's record; the rules module decides when they apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rulebook import enforces
from ..core.types import JSON
from .components import COUNTABLE, DWELLINGS, LANDSCAPES

if TYPE_CHECKING:
    from .district import Geometry

PLAY_CATEGORIES = ("starting VP", "scoring cards", "unmet scoring cards")
FINAL_CATEGORIES = ("villas", "remaining items", "banderole bar", "fountain cards", "frame goals")


def counts(seat: JSON) -> dict[str, int]:
    """What green cards and fountain cards count: chimneys (complete villas or not), completed
    villas, landscapes and dwellings (all and by kind), markets, bakeries and fountains."""
    out = dict.fromkeys(COUNTABLE, 0)
    out["chimneys"] = seat["chimneys"]
    for feature in seat["completed"]:
        kind = feature["kind"]
        if kind == "villa":
            out["villas"] += 1
            continue
        out[kind] += 1
        if kind in LANDSCAPES:
            out["landscapes"] += 1
        elif kind in DWELLINGS:
            out["dwellings"] += 1
    return out


@enforces("scoring-green-own", "scoring-multiples")
def own_times(needs: dict[str, int], have: dict[str, int]) -> int:
    """How many times a district holds a green card's requirement (a set counts whole)."""
    return min(have[key] // n for key, n in needs.items())


@enforces("scoring-red-pay", "scoring-multiples")
def pay_times(needs: dict[str, int], wares: dict[str, int], coins: int) -> int:
    """The most times a red card's wares can be paid, coins standing in for any ware."""
    times = 0
    while shortfall(needs, times + 1, wares) <= coins:
        times += 1
    return times


def shortfall(needs: dict[str, int], times: int, wares: dict[str, int]) -> int:
    """Coins needed to pay ``times`` sets beside the wares the player has."""
    return sum(max(0, n * times - wares[w]) for w, n in needs.items())


@enforces("scoring-red-pay")
def payment(needs: dict[str, int], times: int, wares: dict[str, int]) -> tuple[dict[str, int], int]:
    """(wares paid, coins paid) for ``times`` sets: the player's own wares first, coins for
    the rest (coins are wild, so keeping them is never worse)."""
    paid = {w: min(wares[w], n * times) for w, n in needs.items()}
    return paid, shortfall(needs, times, wares)


@enforces("final-villas")
def villa_points(chimneys: int, table: list[int]) -> int:
    """A completed villa's VP by its chimneys; the table's last value covers any more."""
    return table[min(chimneys, len(table) - 1)]


@enforces("final-fountain-cards")
def fountain_points(cards: list[JSON], have: dict[str, int]) -> int:
    return sum(card["vp"] * have[card["per"]] for card in cards)


@enforces("final-frame-goals")
def frame_goals(seat: JSON, frames: dict[str, JSON], geometry: Geometry) -> list[JSON]:
    """Every goal of a seat's frame with whether it is met: the line from its golden arrow
    crosses a cell of a completed feature of its type."""
    cells_of: dict[str, set[int]] = {}
    for feature in seat["completed"]:
        cells_of.setdefault(feature["kind"], set()).update(feature["cells"])
    goals = []
    for side, part_id in enumerate(seat["frame"]):
        for goal in frames[part_id]["goals"]:
            cells = cells_of.get(goal["type"])
            met = cells is not None and not cells.isdisjoint(geometry.line_cells(side, goal["at"]))
            goals.append({"part": part_id, "side": side, "at": goal["at"], "type": goal["type"],
                          "vp": goal["vp"], "met": met})
    return goals


@enforces("final-remaining-items")
def remaining_items(seat: JSON) -> int:
    """Items on the storage space: wares, coins, bread and stored tiles."""
    items: int = sum(seat["wares"].values()) + seat["coins"] + seat["bread"] + len(seat["stored"])
    return items
