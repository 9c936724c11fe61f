"""Porta Nigra's components: one JSON file (``components.json``), one place for each fact.

The rulebooks do not print every value on the board and cards, so the set shipped here is
partly reconstructed; every value carries its provenance in a ``source`` field. A player
can load the values of their own copy: ``new_game(components="my_copy.json")``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ..core.components import editable_copy, load
from ..core.types import JSON

DEFAULT_PATH = Path(__file__).with_name("components.json")
COLOURS = ("black", "blue", "red", "yellow", "white")
BUILDINGS = ("basilica", "amphitheatre", "city_wall", "porta_nigra")


def default_components() -> JSON:
    """The shipped components, a copy to read or edit into a set of your own."""
    return editable_copy(DEFAULT_PATH)


def load_components(source: str | Path | JSON | None) -> JSON:
    """A component set from a path, a JSON text or a dict, checked so mistakes show early."""
    return load(source, default=DEFAULT_PATH, problem=components_problem, title="Porta Nigra")


@cache
def _rule_values() -> tuple[str, ...]:
    """The names of the rules' numbers ("rules" in components.json): every set needs each."""
    return tuple(k for k in json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))["rules"] if k != "source")


def components_problem(data: object) -> str | None:
    """What is wrong with a component set, or None."""
    if not isinstance(data, dict):
        return "they must be a JSON object like components.json."
    for key in ("rules", "colours", "quarters", "buildings", "action_cards", "supply_cards",
                "building_cards", "honour_cards"):
        if key not in data:
            return f"the '{key}' section is missing (compare with components.json)."
    missing = [k for k in _rule_values() if k not in data["rules"]]
    if missing:
        return f"'rules' lacks {', '.join(missing)} (compare with components.json)."
    if sorted(data["colours"]) != sorted(COLOURS):
        return f"'colours' must list exactly {', '.join(COLOURS)}."
    if sorted(data["buildings"]) != sorted(BUILDINGS):
        return f"'buildings' must list exactly {', '.join(BUILDINGS)}."
    quarters = data["quarters"]
    if (len(quarters) != 4 or sorted(q["shop"] for q in quarters) != ["black", "blue", "red", "yellow"]
            or sorted(q["building"] for q in quarters) != sorted(BUILDINGS)):
        return "'quarters' must be 4 quarters, one per coloured shop and one per building, in clockwise order."
    seen = set()
    for building in data["buildings"].values():
        parts = {p["id"] for p in building["parts"]}
        for spot in building["spots"]:
            if spot["id"] in seen:
                return f"the spot id {spot['id']!r} is used twice."
            seen.add(spot["id"])
            if spot["colour"] not in COLOURS:
                return f"spot {spot['id']} has an unknown colour {spot['colour']!r}."
            fixed = spot["bricks"] is not None
            if fixed and not (isinstance(spot["bricks"], int) and 1 <= spot["bricks"] <= 8
                              and isinstance(spot["vp"], int) and spot["vp"] >= 0):
                return f"spot {spot['id']} needs 1-8 bricks and a VP value."
            if fixed and spot["part"] not in parts:
                return f"spot {spot['id']} belongs to an unknown part {spot['part']!r}."
    for card in data["action_cards"]:
        if card["torches"] not in (2, 3) or not card["icons"]:
            return f"action card {card['id']} needs 2 or 3 torches and some icons."
    for card in data["supply_cards"]:
        if not set(card["shops"]) <= set(COLOURS):
            return f"supply card {card['id']} names an unknown shop."
    return None
