"""Look-ups derived once from a Porta Nigra component set: quarters, spots, cards by id."""

from __future__ import annotations

from ..core.components import look_ups
from ..core.types import JSON
from .components import default_components


class Table:
    """Look-ups derived once from a component set (the set itself stays the one source)."""

    def __init__(self, comp: JSON):
        self.comp = comp
        self.rules: JSON = comp["rules"]
        self.cost: dict[str, int] = {c: v["cost"] for c, v in comp["colours"].items()}
        self.quarters: list[str] = [q["id"] for q in comp["quarters"]]
        self.quarter_of_shop: dict[str, str] = {q["shop"]: q["id"] for q in comp["quarters"]}
        self.quarter_of_building: dict[str, str] = {q["building"]: q["id"] for q in comp["quarters"]}
        self.spots: dict[str, JSON] = {}
        self.building_of: dict[str, str] = {}
        for b, building in comp["buildings"].items():
            for spot in building["spots"]:
                self.spots[spot["id"]] = spot
                self.building_of[spot["id"]] = b
        self.action_cards: dict[str, JSON] = {c["id"]: c for c in comp["action_cards"]}
        self.supply_cards: dict[str, JSON] = {c["id"]: c for c in comp["supply_cards"]}
        self.building_cards: dict[str, JSON] = {c["id"]: c for c in comp["building_cards"]}
        self.honour_cards: dict[str, JSON] = {c["id"]: c for c in comp["honour_cards"]}
        self.pn_range: list[int] = comp["buildings"]["porta_nigra"]["element_bricks"]  # [fewest, most] bricks
        # Read for every legal move list: borders between any two quarters, and each spot's
        # (id, colour, fixed bricks or None, quarter).
        ring = len(self.quarters)
        self._borders = {(a, b): (j - i) % ring for i, a in enumerate(self.quarters)
                         for j, b in enumerate(self.quarters)}
        self.spot_rows: list[tuple[str, str, int | None, str]] = [
            (sid, spot["colour"], spot["bricks"], self.quarter_of_building[self.building_of[sid]])
            for sid, spot in self.spots.items()]

    def borders(self, start: str, end: str) -> int:
        """Quarter borders crossed going clockwise (the only direction allowed)."""
        return self._borders[start, end]

    def card_building(self, card_id: str) -> str | None:
        """The building a building card (or a substitute honour card) shows."""
        if card_id in self.building_cards:
            building: str = self.building_cards[card_id]["building"]
            return building
        substitute: str | None = self.honour_cards.get(card_id, {}).get("effect", {}).get("substitute")
        return substitute

    def building_name(self, building: str) -> str:
        name: str = self.comp["buildings"][building]["name"]
        return name


# The look-ups for a game's components: "default" (built once) or a component set.
table_for = look_ups(Table, default_components)
