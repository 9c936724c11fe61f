"""Look-ups derived once from a Carpe Diem component set: tiles by id with their faces,
cards, frames, boards, the card grid's circles, and cached views of tiles and cards."""

from __future__ import annotations

from ..core.components import look_ups
from ..core.types import JSON
from .components import default_components
from .district import Geometry
from .words import tile_text


class Table:
    """Look-ups derived once from a component set (the set itself stays the one source)."""

    def __init__(self, comp: JSON) -> None:
        self.comp = comp
        self.rules: JSON = comp["rules"]
        self.size: int = self.rules["board_size"]
        self.geometry = Geometry(self.size, comp["tiles"])
        self.tiles: dict[str, JSON] = {t["id"]: t for t in comp["tiles"]}
        self.cards: dict[str, JSON] = {c["id"]: c for c in comp["scoring_cards"]}
        self.fountains: dict[str, JSON] = {c["id"]: c for c in comp["fountain_cards"]}
        self.frames: dict[str, JSON] = {p["id"]: p for p in comp["frames"]}
        self.boards: dict[str, JSON] = {b["id"]: b for b in comp["boards"]}
        self.ware_of: dict[str, str] = {k: v for k, v in comp["wares"].items() if k != "source"}
        self.bar: list[int] = comp["bar"]["values"]
        self.villa_vp: list[int] = comp["villa_vp"]["values"]
        self.step: int = comp["movement"]["star_step"]
        self.spaces: int = self.rules["meeple_spaces"]
        grid = comp["card_grid"]
        self.card_spaces = [f"r{r}c{c}" for r in range(grid["rows"]) for c in range(grid["cols"])]
        self.circles: dict[int, dict[str, tuple[str, str]]] = {}  # players -> {circle id: (card space, card space)}
        for players in (2, 3, 4):
            used = set(self.card_spaces) - set(grid["empty"][str(players)])
            pairs: dict[str, tuple[str, str]] = {}
            for r in range(grid["rows"]):
                for c in range(grid["cols"]):
                    for a, b in ((f"r{r}c{c}", f"r{r}c{c + 1}"), (f"r{r}c{c}", f"r{r + 1}c{c}")):
                        if a in used and b in used:
                            pairs[f"{a}-{b}"] = (a, b)
            self.circles[players] = pairs
        self._tile_words = {t: tile_text(tile) for t, tile in self.tiles.items()}
        # Views of tiles (by tile and rotation) and cards (by card), filled by view.py.
        self.view_cache: dict[tuple[str, int] | str, JSON] = {}

    def cell(self, row: int, col: int) -> int:
        return row * self.size + col

    def tile_words(self, tile_id: str) -> str:
        return self._tile_words[tile_id]


# The look-ups for a game's components: "default" (built once) or a component set.
table_for = look_ups(Table, default_components)
