"""The Carpe Diem board: which piece each action is clicked on; drawing is in js/carpe_diem.js.

Piece kinds (js/README.md): ``space:<0-6>`` (a semicircular space of the construction site),
``tile:<tile id>`` (a face-up tile on a blueprint space), ``cell:<row>-<col>`` (a cell of the
building board of the player to move), ``seal:<tile id>`` (a seal tile), ``fountain:<card id>``
(a fountain card in hand or just drawn), ``circle:<circle id>`` (a circle between two scoring
cards), ``card:<card id>`` (a scoring card), ``button:store`` (store the tile in hand).
"""

from __future__ import annotations

from ..core.types import JSON, Action
from ..core.widget import BoardWidget, Target
from .rules import CarpeDiem


def _cell(cell: str) -> tuple[int, int]:
    row, col = cell.split("-")
    return int(row), int(col)


def _look(tile: JSON, place: Action) -> tuple[int, int, tuple[tuple[str, tuple[int, ...], int], ...]]:
    """What the tile in hand (a view's ``holding``) shows on its cell after ``place``: the cell,
    and each feature with the sides it reaches once turned."""
    turn = place["rotation"]
    return place["row"], place["col"], tuple(sorted(
        (f["kind"], tuple(sorted((side + turn) % 4 for side in f.get("sides", ()))), f.get("chimneys", 0))
        for f in tile["features"]))


TARGETS = (
    Target("move", "space", "space", fill={"space": lambda space, view: int(space)}),
    Target("place_meeple", "space", "space", fill={"space": lambda space, view: int(space)}),
    Target("take", "tile", "tile"),
    Target("take_seal", "seal", "tile"),
    Target("return_fountain_card", "fountain", "card"),
    Target("place_disc", "circle", "circle"),
    Target("fulfil", "card", "card", fill={"times": lambda card, view: 1}),
    # A place is clicked on cell:<row>-<col> (two fields: see Board.target below).
    Target("place", "cell", "row", fill={"row": lambda cell, view: _cell(cell)[0],
                                         "col": lambda cell, view: _cell(cell)[1],
                                         "rotation": lambda cell, view: 0}),
)


class Board(BoardWidget):
    """A playable Carpe Diem board: ``Board(game, bots={1: "random"}, teacher=False)``."""

    ESM_ENTRY = "carpe_diem.js"
    GAME = CarpeDiem
    TARGETS = TARGETS
    GROUPS = {"store": "Store the tile"}

    def target(self, action: Action) -> str:
        if action["type"] == "place":  # the cell, whatever the rotation: its menu lists the turns
            return f"cell:{action['row']}-{action['col']}"
        return super().target(action)

    def offered(self, actions: list[Action]) -> list[Action]:
        """A tile that looks the same turned (a market, a fountain: grass all round; a straight
        road) is one choice on its cell, not two or four identical turns in a menu. Of the turns
        that look alike the first is kept, or the one the lesson's step asks for."""
        holding = self.view.get("holding")
        if not holding:
            return actions
        asked = self.lesson_move()
        asked_look = _look(holding, asked) if asked and asked.get("type") == "place" else None
        seen, kept = set(), []
        for action in actions:
            look = _look(holding, action) if action["type"] == "place" else None
            if look is None:
                kept.append(action)
            elif look == asked_look:
                if action == asked:
                    kept.append(action)
            elif look not in seen:
                seen.add(look)
                kept.append(action)
        return kept

    def example_action(self, target: str) -> Action | None:
        kind, _, name = target.partition(":") if isinstance(target, str) else ("", "", "")
        if kind == "space" and self.view.get("phase") == "meeple":
            try:
                return {"type": "place_meeple", "space": int(name)}
            except ValueError:
                return None
        return super().example_action(target)
