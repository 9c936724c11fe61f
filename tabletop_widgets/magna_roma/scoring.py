"""Magna Roma's final scoring (rulebook, Final scoring), one function per part, in the
rulebook's order: market, Pantheon, monuments, provinces, military end bonus."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from ..core.rulebook import enforces
from ..core.types import JSON
from . import city
from .components import ICONS

if TYPE_CHECKING:
    from .table import Table

FINAL_CATEGORIES = ("market", "pantheon", "monuments", "provinces", "military")


def lowest_star_value(t: Table, seat: JSON) -> int:
    return min(t.track_value(seat["tracks"][c]) for c in t.track_order)


@enforces("final-market")
def market_points(t: Table, seat: JSON) -> int:
    """The luxury space's value times the lowest star value on the city tiles track board."""
    value: int = t.market["values"][seat["luxuries"]]
    return value * lowest_star_value(t, seat)


@enforces("final-pantheon")
def pantheon_points(t: Table, seat: JSON) -> int:
    """Each unplayed blessing token is worth what the faith marker's space says."""
    vp: int = t.pantheon["token_values"][seat["faith"]] * seat["blessings"]
    return vp


def icon_counts(t: Table, cells: Iterable[list[Any]]) -> dict[str, int]:
    counts = dict.fromkeys(ICONS, 0)
    for cell in cells:
        tile = t.tiles.get(cell[0])
        if tile is not None and tile["icon"] is not None:
            counts[tile["icon"]] += 1
    return counts


@enforces("final-monuments")
def monument_points(t: Table, seat: JSON, monument: JSON) -> int:
    """What one built monument scores: nothing unless functional (fully employed)."""
    card = t.monuments[monument["id"]]
    rule, workers = card["scoring"], monument["workers"]
    if "vp_by_workers" in rule:  # the monument that scores more the more population it employs
        return rule["vp_by_workers"][min(workers, len(rule["vp_by_workers"])) - 1] if workers else 0
    if workers < card["workers"]:
        return 0
    vp: int = rule["vp"]
    if "per_colour" in rule or "per_icon" in rule:
        grid = seat["city"]
        # a built monument stands on the grid, so it has a block
        cells = cast("tuple[int, ...]", city.block(monument["row"], monument["col"]))
        under = [grid[i] for i in cells]
        if "per_colour" in rule:
            return vp * sum(1 for cell in under if t.colour[cell[0]] == rule["per_colour"])
        return vp * icon_counts(t, under)[rule["per_icon"]]
    return vp


def condition_count(t: Table, seat: JSON, condition: JSON) -> int:
    """How many times a city meets a province card's condition (pairs, trios, districts)."""
    if "districts" in condition:
        return city.districts(seat["city"], t.colour, condition["districts"])
    counts = icon_counts(t, (cell for cell in seat["city"] if cell is not None))
    icons = condition.get("pair") or condition["trio"]
    if len(set(icons)) == 1:  # a pair of the same icon: two icons make one pair
        return counts[icons[0]] // len(icons)
    return min(counts[icon] for icon in icons)


@enforces("final-provinces")
def province_points(t: Table, state: JSON, seat_index: int) -> int:
    total = 0
    for card_id, slots in zip(state["provinces"], state["conquests"], strict=False):
        for slot, holder in enumerate(slots):
            if holder == seat_index:
                card = t.provinces[card_id]
                total += card["slot_vp"][slot] * condition_count(t, state["seats"][seat_index], card["condition"])
    return total


@enforces("final-military")
def military_points(t: Table, seat: JSON) -> int:
    """3 or 5 VP for a marker ending on one of the military board's last two spaces."""
    vp: int = t.military["end_points"].get(str(seat["legions"]), 0)
    return vp


def final_scores(t: Table, state: JSON) -> dict[str, list[int]]:
    seats = state["seats"]
    return {
        "market": [market_points(t, s) for s in seats],
        "pantheon": [pantheon_points(t, s) for s in seats],
        "monuments": [sum(monument_points(t, s, m) for m in s["monuments"]) for s in seats],
        "provinces": [province_points(t, state, i) for i in range(len(seats))],
        "military": [military_points(t, s) for s in seats],
    }


def score_track(vp: int) -> JSON:
    """Where the score marker stands on the 0-49 track and which side of the 50/100 marker shows."""
    marker = "100" if vp >= 100 else "50" if vp >= 50 else None
    return {"space": vp % 50, "marker": marker, "laps": vp // 50}
