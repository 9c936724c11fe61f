"""Magna Roma's pieces: which piece each action is clicked on (core/pieces.py); the board
that draws them is board.py and js/magna_roma.js.

Piece kinds (js/README.md): ``draft:<slot>`` (a draft slot, or a tile of the solo pool),
``cell:<row>,<col>`` (a cell of the city of the player at the screen, from the town centre:
place a tile there, bless its tile, or build the Forum on the town centre),
``corner:<row>,<col>`` (the meeting point of four tiles whose top-left one is at row, col:
build a monument there), ``built:<monument id>`` (a monument in that city: employ a citizen
there or move one to it), ``slot:<province id>/<slot>`` (a slot of a province card: conquer
it), ``token:<slot>`` (the trade token on offer: trade), ``monument:<monument id>`` (a card in
the monument market: only explains). Buttons: decline the trade, skip the optional action,
end the turn.
"""

from __future__ import annotations

from ..core.pieces import Pieces, Target
from ..core.types import JSON, Action


def _cell(name: str) -> tuple[int, int]:
    row, col = name.split(",")
    return int(row), int(col)


def _slot(name: str) -> tuple[str, int]:
    province, slot = name.rsplit("/", 1)
    return province, int(slot)


def _first_corner(view: JSON) -> tuple[int, int]:
    """An example corner of the city at the screen, to explain a build clicked on a market card."""
    seat = view["seats"][view["seat"] if view.get("seat") is not None else view["current_player"]]
    tiles = {(t["row"], t["col"]) for t in seat["city"]}
    for r, c in sorted(tiles):
        if {(r, c + 1), (r + 1, c), (r + 1, c + 1)} <= tiles:
            return r, c
    return 1, 1


def _trade_pay(name: str, view: JSON) -> str:
    token = view["trade_tokens"][int(name)]
    return "+".join(token["pay"][0])


def _is_forum(monument: str, view: JSON) -> bool:
    """Whether a monument of the market stands on the town centre (from the view)."""
    return any(m and m["id"] == monument and m.get("on_town_centre") for m in view.get("monument_market", []))


def _explained_seat(view: JSON) -> JSON | None:
    """The seat whose city a click explains: the seat at the screen, or the player to move."""
    seat = view.get("seat")
    seat = view.get("current_player") if seat is None else seat
    seats = view.get("seats") or []
    return seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else None


class MagnaRomaPieces(Pieces):
    """Magna Roma's pieces: a place or blessing is clicked on its cell, a build on its corner
    (the Forum on the town centre), a conquest on its slot, a trade on the token on offer."""

    AREAS = {
        "draft": "the draft ring", "cell": "your city", "corner": "the corners of your city",
        "monument": "the monuments on offer", "built": "the monuments in your city",
        "slot": "the provinces", "token": "the trade tokens"}
    TARGETS = (
        Target("choose_tile", "draft", "slot", fill={"slot": lambda name, view: int(name)}),
        # A place is clicked on its cell, whatever the rotation: the cell's menu lists the turns.
        Target("place", "cell", "row", fill={"row": lambda name, view: _cell(name)[0],
                                             "col": lambda name, view: _cell(name)[1],
                                             "rotation": lambda name, view: 0}),
        Target("bless", "cell", "row", fill={"row": lambda name, view: _cell(name)[0],
                                             "col": lambda name, view: _cell(name)[1]}),
        Target("build", "corner", "monument", fill={"monument": lambda name, view: next(
            m["id"] for m in view["monument_market"] if m and not m.get("on_town_centre")),
            "row": lambda name, view: _cell(name)[0], "col": lambda name, view: _cell(name)[1]}),
        Target("build", "monument", "monument", fill={"row": lambda name, view: _first_corner(view)[0],
                                                      "col": lambda name, view: _first_corner(view)[1]}),
        Target("conquer", "slot", "province", fill={"province": lambda name, view: _slot(name)[0],
                                                    "slot": lambda name, view: _slot(name)[1]}),
        Target("employ", "built", "monument"),
        Target("move_population", "built", "target"),
        Target("trade", "token", "pay", fill={"pay": _trade_pay}),
    )
    GROUPS = {"decline_trade": "Do not trade", "skip_action": "Skip the optional action",
              "end_turn": "End the turn"}

    def target(self, action: Action, view: JSON) -> str:
        kind = action["type"]
        if kind in ("place", "bless"):
            return f"cell:{action['row']},{action['col']}"
        if kind == "build":
            if _is_forum(action["monument"], view):
                return "cell:0,0"  # the Forum stands on the town centre
            return f"corner:{action['row']},{action['col']}"
        if kind == "conquer":
            return f"slot:{action['province']}/{action['slot']}"
        if kind == "trade":
            offer = view.get("trade_offer") or {}
            return f"token:{offer.get('slot')}"
        return super().target(action, view)

    def example_action(self, target: str, view: JSON) -> Action | None:
        """A click on a cell explains a placement, except during the optional action: then a
        tile explains a blessing and the town centre the Forum (or a blessing)."""
        kind, _, name = target.partition(":")
        if kind == "cell" and view.get("phase") == "action":
            try:
                row, col = _cell(name)
            except ValueError:
                return None
            seat = _explained_seat(view)
            has_tile = seat is not None and any(t["row"] == row and t["col"] == col for t in seat["city"])
            if (row, col) == (0, 0):
                forum = next((m["id"] for m in view.get("monument_market", []) if m and m.get("on_town_centre")),
                             None)
                return {"type": "build", "monument": forum, "row": 0, "col": 0} if forum else \
                    {"type": "bless", "row": 0, "col": 0}
            if has_tile:
                return {"type": "bless", "row": row, "col": col}
        return super().example_action(target, view)
