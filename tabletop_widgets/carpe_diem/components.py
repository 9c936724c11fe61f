"""Carpe Diem's components: one JSON file (``components.json``), one place for each fact.

The rulebook does not print the tile faces, card texts, frame goals or bar values, so the
set shipped here is reconstructed where it must be; every value carries its provenance in
a ``source`` field. A player can load the values of their own copy:
``new_game(components="my_copy.json")``.
"""

from __future__ import annotations

from pathlib import Path

from ..core.components import editable_copy, load
from ..core.types import JSON

DEFAULT_PATH = Path(__file__).with_name("components.json")

SIDES = "NESW"  # side indexes 0..3, clockwise from the top
LANDSCAPES = ("pond", "vineyard", "garden", "pasture")
DWELLINGS = ("merchant", "baker", "administrator", "craftsman")
EDGE_KINDS = ("villa",) + LANDSCAPES + DWELLINGS  # features that reach a tile's sides
CENTRES = ("market", "bakery", "fountain")  # single-tile features surrounded by grass
WARES = ("fish", "grapes", "herbs", "chicken")
# What a green card, a fountain card or a frame goal may count in a district.
COUNTABLE = ("chimneys", "villas", "landscapes", "dwellings") + LANDSCAPES + DWELLINGS + CENTRES
GOAL_TYPES = EDGE_KINDS + CENTRES  # a frame goal names a kind of building or landscape
REWARDS = ("vp", "bread", "coins", "bar")
SECTIONS = ("rules", "wares", "movement", "card_grid", "bar", "villa_vp", "boards", "frames", "tiles",
            "scoring_cards", "fountain_cards")


def default_components() -> JSON:
    """The shipped components, a copy to read or edit into a set of your own."""
    return editable_copy(DEFAULT_PATH)


def load_components(source: str | Path | JSON | None) -> JSON:
    """A component set from a path, a JSON text or a dict, checked so mistakes show early."""
    return load(source, default=DEFAULT_PATH, problem=components_problem, title="Carpe Diem")


def components_problem(data: object) -> str | None:
    """What is wrong with a component set, or None."""
    if not isinstance(data, dict):
        return "they must be a JSON object like components.json."
    for key in SECTIONS:
        if key not in data:
            return f"the '{key}' section is missing (compare with components.json)."
    try:
        return (_ids_problem(data) or _rules_problem(data) or _tiles_problem(data) or _cards_problem(data)
                or _boards_problem(data) or _frames_problem(data))
    except (KeyError, TypeError, AttributeError, ValueError) as err:
        return f"a value has the wrong shape ({type(err).__name__}: {err}); compare with components.json."


def _ids_problem(data: JSON) -> str | None:
    """Every id names one thing, across tiles, cards, frame parts and boards (actions and
    views refer to pieces by id alone)."""
    seen = set()
    for section in ("tiles", "scoring_cards", "fountain_cards", "frames", "boards"):
        for item in data[section]:
            if not isinstance(item["id"], str) or item["id"] in seen:
                return f"the id {item['id']!r} is used twice (ids must be unique across all components)."
            seen.add(item["id"])
    return None


def _rules_problem(data: JSON) -> str | None:
    rules = data["rules"]
    for players in ("2", "3", "4"):
        if len(rules["start_vp"][players]) != int(players):
            return f"rules.start_vp must give {players} values for {players} players."
    fewest, most = rules["landscape_tiles"]
    if not (isinstance(fewest, int) and isinstance(most, int) and 2 <= fewest <= most):
        return "rules.landscape_tiles must be [fewest, most] tiles of a landscape, e.g. [2, 4]."
    if sorted(k for k in data["wares"] if k != "source") != sorted(LANDSCAPES):
        return f"'wares' must name the ware of each landscape: {', '.join(LANDSCAPES)}."
    if sorted(v for k, v in data["wares"].items() if k != "source") != sorted(WARES):
        return f"'wares' must give each of {', '.join(WARES)} once."
    if not data["bar"]["values"] or not data["villa_vp"]["values"]:
        return "the banderole bar and the villa table need at least one value."
    grid = data["card_grid"]
    for players in ("2", "3", "4"):
        spaces = grid["rows"] * grid["cols"] - len(grid["empty"][players])
        if spaces != sum(rules["scoring_cards"][players].values()):
            return f"with {players} players the card grid has {spaces} spaces for the scoring cards."
    return None


def _tiles_problem(data: JSON) -> str | None:
    rules = data["rules"]
    for t in data["tiles"]:
        if t["back"] not in ("light", "dark"):
            return f"tile {t['id']} needs a 'light' or 'dark' back."
        if not t["features"]:
            return f"tile {t['id']} shows nothing."
        if t["back"] == "dark" and len(t["features"]) != 1:
            return f"tile {t['id']}: dark tiles show exactly one thing (rulebook, Subsequent Phases)."
        used = ""
        for f in t["features"]:
            kind, sides = f["kind"], f.get("sides", "")
            if kind in CENTRES:
                if sides or len(t["features"]) != 1:
                    return f"tile {t['id']}: a {kind} fills its tile alone and is surrounded by grass."
            elif kind not in EDGE_KINDS:
                return f"tile {t['id']} has an unknown feature {kind!r}."
            elif not sides or set(sides) - set(SIDES) or len(set(sides)) != len(sides) or set(sides) & set(used):
                return f"tile {t['id']}: a {kind} needs its own sides among N, E, S, W."
            used += sides
            if not isinstance(f.get("chimneys", 0), int) or f.get("chimneys", 0) < 0:
                return f"tile {t['id']}: chimneys must be a whole number."
    per_phase = rules["meeple_spaces"] * rules["tiles_per_space"]
    light = sum(t["back"] == "light" for t in data["tiles"])
    dark = len(data["tiles"]) - light
    if light != per_phase * (rules["phases"] - 1) or dark != per_phase + rules["seal_spaces"]:
        return (f"the tiles must be {per_phase * (rules['phases'] - 1)} light and {per_phase + rules['seal_spaces']} "
                f"dark (one phase of {per_phase} tiles each, plus the seal spaces), not {light} and {dark}.")
    return None


def _cards_problem(data: JSON) -> str | None:
    for c in data["scoring_cards"]:
        needs = c.get("pay") if c["colour"] == "red" else c.get("own")
        allowed = WARES if c["colour"] == "red" else COUNTABLE
        if c["pile"] not in "ABCD" or c["colour"] not in ("red", "green") or not needs:
            return f"scoring card {c['id']} needs a pile A-D, a colour (red/green) and what it asks for."
        if set(needs) - set(allowed) or min(needs.values()) < 1:
            return f"scoring card {c['id']} asks for something unknown: {sorted(set(needs) - set(allowed))}."
        if not c["reward"] or set(c["reward"]) - set(REWARDS):
            return f"scoring card {c['id']}: rewards are {', '.join(REWARDS)}."
    for c in data["fountain_cards"]:
        if c["per"] not in COUNTABLE:
            return f"fountain card {c['id']} counts something unknown: {c['per']!r}."
    for players, piles in data["rules"]["scoring_cards"].items():
        for pile, n in piles.items():
            if sum(c["pile"] == pile for c in data["scoring_cards"]) < n:
                return f"{players} players need {n} scoring cards of pile {pile}."
    return None


def _boards_problem(data: JSON) -> str | None:
    size = data["rules"]["board_size"]
    for b in data["boards"]:
        cells = [tuple(b["shovel"])] + [tuple(x) for x in b["banderoles"]]
        if any(not (0 <= r < size and 0 <= c < size) for r, c in cells) or len(set(cells)) != len(cells):
            return f"building board {b['id']} needs a shovel and banderole spaces on distinct cells of the board."
    if len(data["boards"]) < 4:
        return "4 building boards are needed (one per player)."
    return None


def _frames_problem(data: JSON) -> str | None:
    size = data["rules"]["board_size"]
    if len(data["frames"]) < 16:
        return "16 frame parts are needed (4 per player)."
    for part in data["frames"]:
        for g in part["goals"]:
            if not 0 <= g["at"] < size or g["type"] not in GOAL_TYPES:
                return f"frame part {part['id']} has a goal off the board's lines or of an unknown type."
    return None
