"""Look-ups derived once from a component set (the set itself stays the one source)."""

from __future__ import annotations

from ..core.components import look_ups
from ..core.types import JSON, Action
from . import city
from .components import COLOURS, default_components


class Table:
    def __init__(self, comp: JSON):
        self.comp = comp
        self.rules: JSON = comp["rules"]
        self.tiles: dict[str, JSON] = {t["id"]: t for t in comp["tiles"]}
        self.centres: dict[str, JSON] = {c["id"]: c for c in comp["town_centres"]}
        # faces[id][rotation][side]: the half-symbol facing north/east/south/west once the
        # tile is turned clockwise ``rotation`` quarter turns (printed edge i ends on side i + r).
        self.faces: dict[str, tuple[tuple[str | None, ...], ...]] = {}
        self.colour: dict[str, str] = {}
        for item in comp["tiles"] + comp["town_centres"]:
            edges = item["edges"]
            self.faces[item["id"]] = tuple(tuple(edges[(side - r) % 4] for side in range(4)) for r in range(4))
            self.colour[item["id"]] = item["colour"]
        self.symbols: dict[str, JSON] = comp["symbols"]
        self.monuments: dict[str, JSON] = {m["id"]: m for m in comp["monuments"]}
        self.forum: str | None = next((m["id"] for m in comp["monuments"] if m.get("on_town_centre")), None)
        self.provinces: dict[str, JSON] = {p["id"]: p for p in comp["provinces"]}
        self.trade_tokens: dict[str, JSON] = {t["id"]: t for t in comp["trade_tokens"]}
        tracks = comp["city_tracks"]
        self.track_order: list[str] = tracks["order"]
        self.track_top: int = tracks["spaces"] - 1
        self.track_values: list[int] = tracks["values"]
        # One-time bonuses: (id, {colour: space}, resource); single-track ones have one colour.
        self.track_bonuses: list[tuple[str, dict[str, int], str]] = [(f"{c}-{space}", {c: int(space)}, res)
                              for c in COLOURS for space, res in tracks["bonuses"].get(c, {}).items()]
        self.track_bonuses += [(b["id"], b["tracks"], b["bonus"]) for b in tracks["shared"]]
        # The place actions of each cell, every rotation: a place step lists up to a hundred.
        # Shared by every game's legal list, so never changed (Game.apply keeps a copy).
        self.place_actions: list[tuple[Action, ...]] = [
            tuple({"type": "place", "row": city.ROW[i], "col": city.COL[i], "rotation": r}
                  for r in range(city.ROTATIONS))
            for i in range(city.WIDTH * city.WIDTH)]
        # The bonuses a colour's track may reach, in the same order (read at every placement).
        self.track_bonuses_of = {c: [b for b in self.track_bonuses if c in b[1]] for c in COLOURS}
        self.market: JSON = comp["market"]
        self.market_top = len(self.market["values"]) - 1
        self.military: JSON = comp["military"]
        self.legions_top: int = self.military["spaces"]
        self.pantheon: JSON = comp["pantheon"]
        self.faith_top: int = self.pantheon["spaces"]
        self.solo: JSON = comp["solo"]
        self.objectives: dict[str, JSON] = {o["id"]: o for o in comp["solo"]["objectives"]}

    def name(self, monument: str) -> str:
        name: str = self.monuments[monument]["name"]
        return name

    def trade_slot_at(self, space: int) -> int | None:
        """The market trade-token slot a luxury space lies under, if any."""
        for slot, (low, high) in enumerate(self.market["trade_slots"]):
            if low <= space <= high:
                return slot
        return None

    def track_value(self, space: int) -> int:
        return self.track_values[space]


# The look-ups for a game's components: "default" (built once) or a component set.
table_for = look_ups(Table, default_components)
