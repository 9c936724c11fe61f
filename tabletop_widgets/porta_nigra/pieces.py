"""Porta Nigra's pieces: which piece each action is clicked on (core/pieces.py); the board
that draws them is board.py and js/porta_nigra.js."""

from __future__ import annotations

from ..core.pieces import Pieces, Target
from ..core.types import JSON


def _buy_icon(shop: str, view: JSON) -> str:
    """The buy icon of the card in play that a click on a shop would use."""
    card = (view["turn"] or {}).get("card")
    buys = [i for i in (card["icons"] if card else []) if i.startswith("buy-")]
    return next((i for i in (f"buy-{shop}", "buy-any") if i in buys), buys[0] if buys else f"buy-{shop}")


def _spot_bricks(spot: str, view: JSON) -> int:
    """The bricks a spot takes (the smallest Porta Nigra element for its 3-8 brick spots)."""
    for building in view["buildings"]:
        for part in building["parts"]:
            for s in part["spots"]:
                if s["id"] == spot:
                    bricks: int = s["bricks"] or view["static"]["element_bricks"][0]
                    return bricks
    raise KeyError(spot)


class PortaNigraPieces(Pieces):
    """Porta Nigra's pieces: its table says it all."""

    AREAS = {
        "quarter": "the quarters of the map", "spot": "the building spots on the map",
        "shop": "the brick shops on the map", "hand": "your hand, beside the map",
        "icon": "the card in play, beside the map", "honour": "the honour cards under the map"}
    TARGETS = (
        Target("place_master_builder", "quarter", "quarter"),
        Target("play_card", "hand", "card"),
        Target("buy", "shop", "shop", fill={"icon": _buy_icon}),
        Target("build", "spot", "spot", fill={"bricks": _spot_bricks}),
        Target("take", "icon", "icon", when=lambda icon: not icon.startswith("buy-") and icon != "build"),
        Target("honour", "honour", "card"),
        # A buy icon of the card in play explains a buy (its choices glow on the shops).
        Target("buy", "icon", "icon", fill={"shop": lambda icon, view: "white" if icon == "buy-any" else icon[4:]},
               when=lambda icon: icon.startswith("buy-")),
    )
    GROUPS = {
        "torch_to_coin": "Torches to coins",
        "buy_roman": "Buy a Roman (2 influence)",
        "end_turn": "End turn",
        "split": "Split intermediate points",
        "choose_start": "Choose the next starting player",
    }
