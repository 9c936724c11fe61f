"""The Porta Nigra board: which piece each action belongs to; drawing is in js/porta_nigra.js."""

from __future__ import annotations

from ..core.widget import BoardWidget

_GROUPS = {
    "torch_to_coin": "Torches to coins",
    "buy_roman": "Buy a Roman (2 influence)",
    "end_turn": "End turn",
    "split": "Split intermediate points",
    "choose_start": "Choose the next starting player",
}


class Board(BoardWidget):
    """A playable Porta Nigra board: ``Board(game, bots={1: "random"}, teacher=False)``."""

    ESM_ENTRY = "porta_nigra.js"

    def target(self, action: dict) -> str:
        kind = action["type"]
        if kind == "place_master_builder":
            return f"quarter:{action['quarter']}"
        if kind == "play_card":
            return f"hand:{action['card']}"
        if kind == "buy":
            return f"shop:{action['shop']}"
        if kind == "build":
            return f"spot:{action['spot']}"
        if kind == "take":
            return f"icon:{action['icon']}"
        if kind == "honour":
            return f"honour:{action['card']}"
        return f"button:{kind}"

    def group(self, action: dict) -> str:
        return _GROUPS.get(action["type"], "")
