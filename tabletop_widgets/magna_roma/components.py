"""Magna Roma's components: one JSON file (``components.json``), one place for each fact.

The rulebook does not print the tile faces, track values or card lists (they are artwork),
so the set shipped here is largely reconstructed; every entry carries its provenance in a
``source`` field. A player can load the values of their own copy:
``new_game(components="my_copy.json")``.
"""

from __future__ import annotations

from pathlib import Path

from ..core.components import editable_copy, load
from ..core.types import JSON

DEFAULT_PATH = Path(__file__).with_name("components.json")
COLOURS = ("red", "purple", "brown")
ICONS = ("mask", "lyre", "column")
SYMBOLS = ("luxury", "prestige", "coins", "population", "military", "favour")
# What a benefit adds to: a player's stock, a track (legions, luxuries, faith) or the score.
RESOURCES = ("coins", "population", "blessings", "legions", "luxuries", "faith", "vp")
SECTIONS = ("rules", "colours", "icons", "symbols", "town_centres", "tiles", "city_tracks", "market",
            "military", "pantheon", "trade_tokens", "monuments", "provinces", "solo")


def default_components() -> JSON:
    """The shipped components, a copy to read or edit into a set of your own."""
    return editable_copy(DEFAULT_PATH)


def load_components(source: str | Path | JSON | None) -> JSON:
    """A component set from a path, a JSON text or a dict, checked so mistakes show early."""
    return load(source, default=DEFAULT_PATH, problem=components_problem, title="Magna Roma")


def _edges_problem(face: JSON) -> str | None:
    """A tile or town centre shows 4 edges (top, right, bottom, left): a half-symbol or nothing."""
    edges = face.get("edges")
    if not isinstance(edges, list) or len(edges) != 4 or any(e is not None and e not in SYMBOLS for e in edges):
        return f"{face.get('id')!r} needs 4 'edges', each one of {', '.join(SYMBOLS)} or null."
    return None


def _resources_problem(what: str, gains: object) -> str | None:
    """A gain is {resource: positive whole number}, the resources being RESOURCES."""
    if not isinstance(gains, dict) or any(
            key not in RESOURCES or isinstance(n, bool) or not isinstance(n, int) or n <= 0
            for key, n in gains.items()):
        return f"{what} must map resources ({', '.join(RESOURCES)}) to positive whole numbers."
    return None


def components_problem(data: object) -> str | None:
    """What is wrong with a component set, or None."""
    if not isinstance(data, dict):
        return "they must be a JSON object like components.json."
    for key in SECTIONS:
        if key not in data:
            return f"the '{key}' section is missing (compare with components.json)."
    if sorted(data["colours"]) != sorted(COLOURS) or sorted(data["symbols"]) != sorted(SYMBOLS):
        return f"'colours' must be {', '.join(COLOURS)} and 'symbols' {', '.join(SYMBOLS)}."
    for name, symbol in data["symbols"].items():
        if symbol.get("gain") not in RESOURCES or not 0 < symbol.get("mixed", 0) <= symbol.get("same", 0):
            return f"symbol {name!r} needs a 'gain' resource and 'mixed' <= 'same' amounts."
    rules = data["rules"]
    size = rules.get("city_size")
    if size != 5 or rules.get("tiles_per_city") != size * size - 1:
        return "the city is a 5 x 5 grid: 'city_size' 5 and 'tiles_per_city' 24."
    tiles, ids = data["tiles"], set()
    for tile in tiles:
        problem = _edges_problem(tile)
        if problem:
            return problem
        if tile["id"] in ids:
            return f"the tile id {tile['id']!r} is used twice."
        ids.add(tile["id"])
        if tile.get("colour") not in COLOURS or tile.get("icon") not in ICONS + (None,):
            return (f"tile {tile['id']!r} needs a colour of {', '.join(COLOURS)} and an icon of "
                    f"{', '.join(ICONS)} or null.")
        if not isinstance(tile.get("stars"), int) or tile["stars"] < 0:
            return f"tile {tile['id']!r} needs a whole number of stars."
    if len(tiles) < 4 * rules["tiles_per_city"]:
        return f"4 players need {4 * rules['tiles_per_city']} city tiles; the set has {len(tiles)}."
    if len(data["town_centres"]) < 4:
        return "4 town centres are needed, one per player colour."
    for centre in data["town_centres"]:
        problem = _edges_problem(centre)
        if problem:
            return problem
    tracks = data["city_tracks"]
    if sorted(tracks["order"]) != sorted(COLOURS) or len(tracks["values"]) != tracks["spaces"]:
        return "'city_tracks' needs the 3 colours in 'order' and one value per space."
    monuments = data["monuments"]
    if sum(1 for m in monuments if m.get("on_town_centre")) > 1:
        return "only one monument (the Forum) goes on the town centre."
    for m in monuments:
        problem = _resources_problem(f"monument {m.get('id')!r}'s 'immediate'", m.get("immediate"))
        if problem:
            return problem
        if not (isinstance(m.get("cost"), int) and m["cost"] >= 0
                and isinstance(m.get("workers"), int) and m["workers"] > 0):
            return f"monument {m.get('id')!r} needs a coin cost and a population count."
    if len(monuments) < rules["monument_market"]:
        return f"the monument market shows {rules['monument_market']} monuments; the set has {len(monuments)}."
    if len(data["provinces"]) < rules["provinces_in_play"]:
        return f"{rules['provinces_in_play']} province cards are needed."
    for card in data["provinces"]:
        if len(card.get("slot_vp", ())) != len(data["military"]["slot_costs"]):
            return f"province {card.get('id')!r} needs one VP value per military slot."
    in_play = rules["trade_tokens_in_play"]
    if len(data["trade_tokens"]) < in_play or len(data["market"]["trade_slots"]) != in_play:
        return "the market needs one trade-token slot per token in play, and enough tokens."
    for token in data["trade_tokens"]:
        problem = _resources_problem(f"trade token {token.get('id')!r}'s 'gain'", token.get("gain"))
        if problem:
            return problem
        pay = token.get("pay")
        if not isinstance(pay, list) or not pay or any(_resources_problem("", option) or set(option) & {"vp"}
                                                       for option in pay):
            return f"trade token {token.get('id')!r} needs 'pay': a list of options, each mapping stocks to amounts."
        # The rulebook's six tokens never touch luxuries: a trade must not move the market
        # marker, or it would reach (or leave) trade tokens itself.
        if "luxuries" in token["gain"] or any("luxuries" in option for option in pay):
            return f"trade token {token.get('id')!r} pays or gains luxuries: a trade never moves the market marker."
    if len(data["solo"]["points"]) != len(data["solo"]["side_slots"]) + 1:
        return "solo 'points' needs one value per number of completed objectives (0 to one per side slot)."
    return None
