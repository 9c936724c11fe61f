"""Why a well-shaped Carpe Diem action is illegal now: one plain sentence naming the rule.

``Refusals`` is mixed into ``CarpeDiem`` (rules.py): ``_explain`` and one ``_why_<type>``
per action type. It reads the game's state and look-ups (``self.state``, ``self.t``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import GamePart
from ..core.types import JSON, Action
from ..core.words import SIDE_WORDS, plural
from . import scoring
from .district import NEIGHBOUR_WORDS
from .words import card_text

if TYPE_CHECKING:
    from .table import Table


class Refusals(GamePart):
    """Mixed into CarpeDiem: ``_explain`` and one ``_why_<type>`` per action type."""

    if TYPE_CHECKING:  # what it uses of CarpeDiem (rules.py, view.py); Game's own come with GamePart
        t: Table

        def _me(self) -> JSON: ...
        def destinations(self, seat: int) -> list[int]: ...
        def shovel(self, seat: int) -> int: ...
        def landscape_overflow(self, seat: int, cell: int, tile: str, rot: int) -> str | None: ...
        def seal_in_hand(self) -> bool: ...
        def placements(self, seat: int, tile: str) -> list[tuple[int, int]]: ...

    def _explain(self, a: Action) -> str | None:
        state, kind = self.state, a["type"]
        me = self._me()
        step_of = {"place_meeple": "meeple", "move": "move", "take": "take", "place": "place", "store": "place",
                   "return_fountain_card": "fountain", "take_seal": "seal", "place_disc": "disc", "fulfil": "card"}
        if step_of[kind] != state["step"]:
            return f"{me['name']} must first {self.prompt()}."
        reason: str | None = getattr(self, "_why_" + kind)(a, me)
        return reason

    def _why_place_meeple(self, a: Action, me: JSON) -> str:
        if a["space"] not in range(self.t.spaces):
            return f"There is no space {a['space']}: the semicircular spaces are numbered 0 to {self.t.spaces - 1}."
        owner = next(s["name"] for s in self.state["seats"] if s["meeple"] == a["space"])
        return f"Space {a['space']} is taken by {owner}'s patrician: put yours on a free space."

    def _why_move(self, a: Action, me: JSON) -> str:
        space, spaces = a["space"], self.state["spaces"]
        if space not in range(self.t.spaces):
            return f"There is no space {space}: the semicircular spaces are numbered 0 to {self.t.spaces - 1}."
        if not spaces[space]:
            return f"Space {space} has no tiles left: the patrician must stop next to a blueprint with tiles."
        if a["bread"]:
            return "Moving anywhere costs 1 bread and you have none."
        if space == me["meeple"] and space not in self.destinations(self.state["current"]):
            return "The patrician must move every turn; only 1 bread lets it stay where it is."
        reach = ", ".join(map(str, self.destinations(self.state["current"])))
        if self.state["options"]["movement"] == "circle":
            return (f"Round the circle the patrician goes in one direction to the next space with tiles: from "
                    f"space {me['meeple']} that is {reach}. 1 bread lets it go anywhere.")
        return (f"The patrician moves along a black line to an opposite space (on through spaces without tiles): "
                f"from space {me['meeple']} it can reach {reach}. 1 bread lets it go anywhere.")

    def _why_take(self, a: Action, me: JSON) -> str:
        return f"Tile {a['tile']!r} is not on the blueprint next to your patrician (space {me['meeple']})."

    def _why_place(self, a: Action, me: JSON) -> str | None:
        t, size, seat = self.t, self.t.size, self.state["current"]
        row, col, rot = a["row"], a["col"], a["rotation"]
        if not (0 <= row < size and 0 <= col < size):
            return f"There is no space at row {row}, column {col}: rows and columns go from 0 to {size - 1}."
        if rot not in range(4):
            return f"The rotation counts quarter turns clockwise: 0 to 3, not {rot}."
        cell, district = t.cell(row, col), me["district"]
        if district[cell] is not None:
            return "That space of your building board already holds a tile."
        shovel = self.shovel(seat)
        if district[shovel] is None:
            return (f"The first tile goes on the shovel space (row {shovel // size}, column {shovel % size}).")
        geo = t.geometry
        if cell not in geo.frontier(district, shovel):
            return ("A tile must go orthogonally next to a tile already in your district "
                    "(not diagonally; the frame is no tile).")
        need = geo.needs(district, cell)
        face = geo.faces[self.state["holding"]][rot]
        side = geo.mismatch(face, need)
        if side < 0:  # every side matches: what is left is the size of a landscape
            return self.landscape_overflow(seat, cell, self.state["holding"], rot)
        where = SIDE_WORDS[side]
        if geo.neighbours[cell][side] < 0:
            return (f"The {where} side of this tile is {face.sides[side]} and it faces the frame, which counts as "
                    "grass: every side must match its neighbour.")
        return (f"The {where} side of this tile is {face.sides[side]} and the tile {NEIGHBOUR_WORDS[side]} shows "
                f"{need[side]}: every side must match its neighbour.")

    def _why_store(self, a: Action, me: JSON) -> str | None:
        if self.seal_in_hand() and self.placements(self.state["current"], self.state["holding"]):
            return ("A craftsman's seal tile is built into the district at once where it fits, and this one "
                    "fits: it can be stored only when it fits nowhere.")
        return None  # a tile taken from a blueprint may always be stored

    def _why_return_fountain_card(self, a: Action, me: JSON) -> str:
        return (f"Fountain card {a['card']!r} is neither one you hold nor one you are looking at: put one of "
                "those under the pile.")

    def _why_take_seal(self, a: Action, me: JSON) -> str:
        return f"Tile {a['tile']!r} is not on a seal space at the bottom of the board."

    def _why_place_disc(self, a: Action, me: JSON) -> str:
        circles = self.state["circles"]
        if a["circle"] not in circles:
            return (f"There is no circle {a['circle']!r}: a circle lies between two side-by-side scoring cards, "
                    f"e.g. {next(iter(circles))!r}.")
        return (f"That circle already holds {self.name(circles[a['circle']])}'s disc from an earlier scoring: "
                "each pair of cards scores once per game.")

    def _why_fulfil(self, a: Action, me: JSON) -> str:
        pending = self.state["scoring"]["cards"]
        if a["card"] not in pending:
            return f"Card {a['card']!r} is not one of the cards your disc triggered ({', '.join(pending)})."
        card, rules = self.t.cards[a["card"]], self.t.rules
        if a["bread"] and me["bread"] < rules["bread_for_card"]:
            return f"Using bread for a card costs {rules['bread_for_card']} bread and you have {me['bread']}."
        if a["bread"] and a["times"] < 1:
            return "With 3 bread you meet the card at least once: times must be 1 or more."
        extra = 1 if a["bread"] else 0
        if card["colour"] == "red":
            most = scoring.pay_times(card["pay"], me["wares"], me["coins"])
            return (f"You can pay '{card_text(card)}' at most {plural(most, 'time')} with your wares and coins"
                    f"{' (plus once with the bread)' if extra else ''}, not {a['times']}.")
        owned = scoring.own_times(card["own"], scoring.counts(me))
        return (f"A green card rewards what you own: your district meets '{card_text(card)}' "
                f"{plural(owned, 'time')}{', plus once for the bread' if extra else ''}, so times is "
                f"{owned + extra}, not {a['times']}.")
