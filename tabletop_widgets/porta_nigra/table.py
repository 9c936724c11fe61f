"""Look-ups derived once from a Porta Nigra component set: quarters, spots, cards by id."""

from __future__ import annotations

from ..core.components import look_ups
from ..core.types import JSON, Action
from .components import COLOURS, default_components
from .view import icon_words


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
        # The building card a build on each spot takes when it is on display: the card of the
        # spot's building and colour; None where the part never gives one (amphitheatre-row-c-no-card).
        self.card_of_spot: dict[str, str | None] = {
            sid: None if spot["part"] in comp["buildings"][self.building_of[sid]].get("no_card_parts", [])
            else f"bc-{self.building_of[sid]}-{spot['colour']}" for sid, spot in self.spots.items()}
        self.action_cards: dict[str, JSON] = {c["id"]: c for c in comp["action_cards"]}
        self.supply_cards: dict[str, JSON] = {c["id"]: c for c in comp["supply_cards"]}
        self.building_cards: dict[str, JSON] = {c["id"]: c for c in comp["building_cards"]}
        self.honour_cards: dict[str, JSON] = {c["id"]: c for c in comp["honour_cards"]}
        self.pn_range: list[int] = comp["buildings"]["porta_nigra"]["element_bricks"]  # [fewest, most] bricks
        # How many bricks an element on each spot may have: the spot's own number, or a Porta Nigra range.
        self.element_sizes: dict[str, tuple[int, ...]] = {
            sid: (spot["bricks"],) if spot["bricks"] is not None
            else tuple(range(self.pn_range[0], self.pn_range[1] + 1)) for sid, spot in self.spots.items()}
        self.influence_cost: int = self.rules["influence_action_cost"]  # a Roman, or a build without an icon
        # Read for every legal move list: borders between any two quarters, and each spot's
        # (id, colour, fixed bricks or None, quarter).
        ring = len(self.quarters)
        self._borders = {(a, b): (j - i) % ring for i, a in enumerate(self.quarters)
                         for j, b in enumerate(self.quarters)}
        self.moves_from: dict[str, dict[str, int]] = {a: {b: self._borders[a, b] for b in self.quarters}
                                                      for a in self.quarters}  # borders as a nested look-up
        self.spot_rows: list[tuple[str, str, int | None, str]] = [
            (sid, spot["colour"], spot["bricks"], self.quarter_of_building[self.building_of[sid]])
            for sid, spot in self.spots.items()]
        # Actions shared by every legal list of games with these components: never changed
        # (Game.apply keeps a copy, legal_actions hands out copies), so they are built once.
        self.card_words: dict[str, str] = {c["id"]: ", ".join(map(icon_words, c["icons"]))
                                           for c in comp["action_cards"]}
        self.master_actions: list[Action] = [{"type": "place_master_builder", "quarter": q} for q in self.quarters]
        self.play_actions: dict[str, Action] = {cid: {"type": "play_card", "card": cid} for cid in self.action_cards}
        icons = {i for c in comp["action_cards"] for i in c["icons"]}
        self.icon_kind: dict[str, str] = {i: "buy" if i.startswith("buy-") else "build" if i == "build" else "take"
                                          for i in icons}
        self.take_actions: dict[str, Action] = {i: {"type": "take", "icon": i} for i in icons}
        # Each card's icons by kind: the legal list of buys, builds and takes reads its own.
        self.card_icons: dict[str, dict[str, tuple[str, ...]]] = {
            cid: {kind: tuple(i for i in card["icons"] if self.icon_kind[i] == kind)
                  for kind in ("buy", "build", "take")} for cid, card in self.action_cards.items()}
        self.buy_actions: dict[tuple[str, str], Action] = {(i, shop): {"type": "buy", "icon": i, "shop": shop}
                                                           for i in icons for shop in COLOURS}
        # Per spot row, for building with an icon [0] or with influence [1]: bricks -> the
        # build actions by white substitutes (0 up to all of them).
        self.build_rows: tuple[list[tuple[str, str, int | None, str, dict[int, list[Action]]]], ...] = tuple(
            [(sid, colour, fixed, quarter,
              {n: [{"type": "build", "spot": sid, "bricks": n, "white": k, "influence": influence}
                   for k in range(n + 1)]
               for n in self.element_sizes[sid]})
             for sid, colour, fixed, quarter in self.spot_rows]
            for influence in (False, True))
        # What buying from each shop costs from each quarter: movement (none to the white shop) + price.
        self.buy_totals: dict[str, dict[str, int]] = {
            q: {shop: (0 if shop == "white" else self._borders[q, self.quarter_of_shop[shop]]) + self.cost[shop]
                for shop in COLOURS} for q in self.quarters}
        self.honour_min_cost: int = min((c["cost"] for c in comp["honour_cards"]), default=0)
        self.honour_actions: dict[str, Action] = {c: {"type": "honour", "card": c} for c in self.honour_cards}
        # Honour cards with a requirement a player may not meet (see PortaNigra._honour_problem).
        self.honour_demands: set[str] = {c for c, card in self.honour_cards.items()
                                         if {"final_vp", "replaces", "porta_nigra_brick"} & set(card["effect"])}

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
