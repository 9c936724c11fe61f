"""Carpe Diem's pieces: which piece each action is clicked on (core/pieces.py); the board
that draws them is board.py and js/carpe_diem.js.

Piece kinds (js/README.md): ``space:<0-6>`` (a semicircular space of the construction site),
``tile:<tile id>`` (a face-up tile on a blueprint space), ``cell:<row>-<col>`` (a cell of the
building board of the player to move), ``seal:<tile id>`` (a seal tile), ``fountain:<card id>``
(a fountain card in hand or just drawn), ``circle:<circle id>`` (a circle between two scoring
cards), ``card:<card id>`` (a scoring card), ``button:store`` (store the tile in hand).
"""

from __future__ import annotations

from ..core.pieces import Pieces, Target
from ..core.types import JSON, Action


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


class CarpeDiemPieces(Pieces):
    """Carpe Diem's pieces: a place is clicked on its cell whatever the turn, and turns that
    look alike are one choice."""

    AREAS = {
        "space": "the construction site's spaces", "tile": "the tiles of the construction site",
        "seal": "the seal tiles of the construction site", "card": "the scoring cards",
        "circle": "the circles between the scoring cards", "cell": "your estate",
        "fountain": "your fountain cards, under your estate"}
    TARGETS = (
        Target("move", "space", "space", fill={"space": lambda space, view: int(space)}),
        Target("place_meeple", "space", "space", fill={"space": lambda space, view: int(space)}),
        Target("take", "tile", "tile"),
        Target("take_seal", "seal", "tile"),
        Target("return_fountain_card", "fountain", "card"),
        Target("place_disc", "circle", "circle"),
        Target("fulfil", "card", "card", fill={"times": lambda card, view: 1}),
        # A place is clicked on cell:<row>-<col> (two fields: see target below).
        Target("place", "cell", "row", fill={"row": lambda cell, view: _cell(cell)[0],
                                             "col": lambda cell, view: _cell(cell)[1],
                                             "rotation": lambda cell, view: 0}),
    )
    GROUPS = {"store": "Store the tile"}

    def target(self, action: Action, view: JSON) -> str:
        if action["type"] == "place":  # the cell, whatever the rotation: its menu lists the turns
            return f"cell:{action['row']}-{action['col']}"
        return super().target(action, view)

    def offered(self, actions: list[Action], view: JSON, asked: Action | None) -> list[Action]:
        """A tile that looks the same turned (a market, a fountain: grass all round; a straight
        road) is one choice on its cell, not two or four identical turns in a menu. Of the turns
        that look alike the first is kept, or the one the lesson's step asks for (``asked``)."""
        holding = view.get("holding")
        if not holding:
            return actions
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

    def example_action(self, target: str, view: JSON) -> Action | None:
        kind, _, name = target.partition(":")
        if kind == "space" and view.get("phase") == "meeple":
            try:
                return {"type": "place_meeple", "space": int(name)}
            except ValueError:
                return None
        return super().example_action(target, view)
