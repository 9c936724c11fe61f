"""The Porta Nigra board: which piece each action belongs to; drawing is in js/porta_nigra.js."""

from __future__ import annotations

from ..core.widget import BoardWidget
from .rules import PortaNigra

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
    GAME = PortaNigra

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

    def example_action(self, target: str) -> dict | None:
        kind, _, name = target.partition(":")
        state = self.game.state
        if kind == "quarter":
            return {"type": "place_master_builder", "quarter": name}
        if kind == "hand":
            return {"type": "play_card", "card": name}
        if kind == "honour":
            return {"type": "honour", "card": name}
        if kind == "icon":
            if name.startswith("buy-"):
                return {"type": "buy", "icon": name, "shop": name[4:] if name != "buy-any" else "white"}
            return None if name == "build" else {"type": "take", "icon": name}
        if kind == "shop":
            card = state["turn"] and state["turn"]["card"]
            icons = self.game.t.action_cards[card]["icons"] if card else []
            buys = [i for i in icons if i.startswith("buy-")]
            icon = next((i for i in (f"buy-{name}", "buy-any") if i in buys), buys[0] if buys else f"buy-{name}")
            return {"type": "buy", "icon": icon, "shop": name}
        if kind == "spot" and name in self.game.t.spots:
            spot = self.game.t.spots[name]
            return {"type": "build", "spot": name, "bricks": spot["bricks"] or self.game.t.pn_range[0]}
        if kind == "button" and name in ("end_turn", "buy_roman"):
            return {"type": name}
        return None
