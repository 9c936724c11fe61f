"""Why a well-shaped Carpe Diem action is illegal now: one plain sentence, citing its rule.

``Refusals`` is mixed into ``CarpeDiem`` (rules.py): ``_explain``, which calls the checks of
the action's type from the table ``WHY`` (one ``_why_<type>`` per action type), each a series
of checks that test the conditions the legal actions are built from (rules.py, "the rules'
conditions") and refuse under the id of their rule in ``RULES`` (rulebook.py). An action no
check refuses is legal: ``_explain`` returns None. An action before its part of the turn is
refused as its phase's record says (rules.py, ``PHASE_RECORDS``), with ``_must_first``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.game import GamePart
from ..core.rulebook import Refusal, enforces
from ..core.types import JSON, Action
from ..core.words import SIDE_WORDS, plural
from .district import NEIGHBOUR_WORDS
from .words import card_text

if TYPE_CHECKING:
    from .table import Table

class Refusals(GamePart):
    """Mixed into CarpeDiem: ``_explain`` and one ``_why_<type>`` per action type (``WHY``)."""

    if TYPE_CHECKING:  # what it uses of CarpeDiem (rules.py, view.py); Game's own come with GamePart
        t: Table

        def destinations(self, seat: int) -> list[int]: ...
        def shovel(self, seat: int) -> int: ...
        def landscape_overflow(self, seat: int, cell: int, tile: str, rot: int) -> str | None: ...
        def may_store(self) -> bool: ...
        def meeple_space_free(self, space: int) -> bool: ...
        def has_tiles(self, space: int) -> bool: ...
        def can_pay_bread_move(self, seat: int) -> bool: ...
        def tiles_next_to_patrician(self) -> list[str]: ...
        def returnable_fountain_cards(self) -> list[str]: ...
        def seal_tiles(self) -> list[str]: ...
        def circle_free(self, circle: str) -> bool: ...
        def can_pay_card_bread(self, seat: int) -> bool: ...
        def red_card_most(self, seat: int, card_id: str) -> int: ...
        def green_card_owned(self, seat: int, card_id: str) -> int: ...

    def _must_first(self) -> str:
        """An action before its part of the turn (the phases' records, rules.py): what comes first."""
        return f"{self._me()['name']} must first {self.prompt()}."

    def _explain(self, a: Action) -> Refusal | None:
        return WHY[a["type"]](self, a, self._me())

    def _no_space(self, rule: str, space: int) -> Refusal | None:
        if space in range(self.t.spaces):
            return None
        return self.refuse(rule, f"There is no space {space}: the semicircular spaces are numbered 0 to "
                                 f"{self.t.spaces - 1}.")

    @enforces("setup-meeple")
    def _why_place_meeple(self, a: Action, me: JSON) -> Refusal | None:
        space = a["space"]
        no_space = self._no_space("setup-meeple", space)
        if no_space:
            return no_space
        if not self.meeple_space_free(space):
            owner = next(s["name"] for s in self.state["seats"] if s["meeple"] == space)
            return self.refuse("setup-meeple", f"Space {space} is taken by {owner}'s patrician: put yours on a free "
                                               "space.")
        return None

    @enforces("bread-move", "move-opposite-space", "move-past-empty-spaces", "move-every-turn", "move-round-the-circle")
    def _why_move(self, a: Action, me: JSON) -> Refusal | None:
        space, seat, bread = a["space"], self.state["current"], plural(self.t.rules["bread_to_move"], "bread", "bread")
        no_space = self._no_space("bread-move" if a["bread"] else "move-opposite-space", space)
        if no_space:
            return no_space
        if not self.has_tiles(space):
            return self.refuse("move-past-empty-spaces", f"Space {space} has no tiles left: the patrician must stop "
                                                         "next to a blueprint with tiles.")
        if a["bread"]:
            if not self.can_pay_bread_move(seat):
                return self.refuse("bread-move", f"Moving anywhere costs {bread} and you have {me['bread'] or 'none'}.")
            return None
        reach = self.destinations(seat)
        if space in reach:
            return None
        if space == me["meeple"]:
            return self.refuse("move-every-turn", f"The patrician must move every turn; only {bread} lets it stay "
                                                  "where it is.")
        where = ", ".join(map(str, reach))
        if self.state["options"]["movement"] == "circle":
            return self.refuse("move-round-the-circle", (
                f"Round the circle the patrician goes in one direction to the next space with tiles: from "
                f"space {me['meeple']} that is {where}. {bread.capitalize()} lets it go anywhere."))
        return self.refuse("move-opposite-space", (
            f"The patrician moves along a black line to an opposite space (on through spaces without tiles): "
            f"from space {me['meeple']} it can reach {where}. {bread.capitalize()} lets it go anywhere."))

    @enforces("turn-sequence")
    def _why_take(self, a: Action, me: JSON) -> Refusal | None:
        if a["tile"] in self.tiles_next_to_patrician():
            return None
        return self.refuse("turn-sequence", f"Tile {a['tile']!r} is not on the blueprint next to your patrician "
                                            f"(space {me['meeple']}).")

    @enforces("place-on-building-board", "place-first-on-shovel", "place-adjacent", "place-frame-is-grass",
              "place-sides-match", "landscape-size")
    def _why_place(self, a: Action, me: JSON) -> Refusal | None:
        """The building rules one by one; ``placements`` (rules.py) is their fast form, held
        equal to these checks by tests/test_carpe_diem_placements.py."""
        t, size, seat = self.t, self.t.size, self.state["current"]
        row, col, rot = a["row"], a["col"], a["rotation"]
        if not (0 <= row < size and 0 <= col < size):
            return self.refuse("place-on-building-board", f"There is no space at row {row}, column {col}: rows and "
                                                          f"columns go from 0 to {size - 1}.")
        if rot not in range(4):
            return self.refuse("place-on-building-board", f"The rotation counts quarter turns clockwise: 0 to 3, "
                                                          f"not {rot}.")
        cell, district = t.cell(row, col), me["district"]
        if district[cell] is not None:
            return self.refuse("place-on-building-board", "That space of your building board already holds a tile.")
        shovel, geo = self.shovel(seat), t.geometry
        if district[shovel] is None and cell != shovel:
            return self.refuse("place-first-on-shovel", f"The first tile goes on the shovel space (row "
                                                        f"{shovel // size}, column {shovel % size}).")
        if cell not in geo.frontier(district, shovel):
            return self.refuse("place-adjacent", "A tile must go orthogonally next to a tile already in your "
                                                 "district (not diagonally; the frame is no tile).")
        need, face = geo.needs(district, cell), geo.faces[self.state["holding"]][rot]
        side = geo.mismatch(face, need)
        if side >= 0 and geo.neighbours[cell][side] < 0:
            return self.refuse("place-frame-is-grass", (
                f"The {SIDE_WORDS[side]} side of this tile is {face.sides[side]} and it faces the frame, which "
                "counts as grass: every side must match its neighbour."))
        if side >= 0:
            return self.refuse("place-sides-match", (
                f"The {SIDE_WORDS[side]} side of this tile is {face.sides[side]} and the tile "
                f"{NEIGHBOUR_WORDS[side]} shows {need[side]}: every side must match its neighbour."))
        too_big = self.landscape_overflow(seat, cell, self.state["holding"], rot)
        return self.refuse("landscape-size", too_big) if too_big else None

    @enforces("craftsman-seal-tile")
    def _why_store(self, a: Action, me: JSON) -> Refusal | None:
        if self.may_store():
            return None
        return self.refuse("craftsman-seal-tile", "A craftsman's seal tile is built into the district at once where "
                                                  "it fits, and this one fits: it can be stored only when it fits "
                                                  "nowhere.")

    @enforces("fountain-later-cards", "fountain-reward")
    def _why_return_fountain_card(self, a: Action, me: JSON) -> Refusal | None:
        if a["card"] in self.returnable_fountain_cards():
            return None
        return self.refuse("fountain-later-cards" if me["fountain_cards"] else "fountain-reward", (
            f"Fountain card {a['card']!r} is neither one you hold nor one you are looking at: put one of those "
            "under the pile."))

    @enforces("craftsman-seal-tile")
    def _why_take_seal(self, a: Action, me: JSON) -> Refusal | None:
        if a["tile"] in self.seal_tiles():
            return None
        return self.refuse("craftsman-seal-tile", f"Tile {a['tile']!r} is not on a seal space at the bottom of the "
                                                  "board.")

    @enforces("scoring-place-disc", "scoring-circle-blocked")
    def _why_place_disc(self, a: Action, me: JSON) -> Refusal | None:
        circles, circle = self.state["circles"], a["circle"]
        if circle not in circles:
            return self.refuse("scoring-place-disc", (
                f"There is no circle {circle!r}: a circle lies between two side-by-side scoring cards, e.g. "
                f"{next(iter(circles))!r}."))
        if not self.circle_free(circle):
            return self.refuse("scoring-circle-blocked", (
                f"That circle already holds {self.name(circles[circle])}'s disc from an earlier scoring: each pair "
                "of cards scores once per game."))
        return None

    @enforces("scoring-triggered-cards", "scoring-bread-card", "scoring-red-pay", "scoring-green-own")
    def _why_fulfil(self, a: Action, me: JSON) -> Refusal | None:
        pending, seat, card_id, times = self.state["scoring"]["cards"], self.state["current"], a["card"], a["times"]
        if card_id not in pending:
            return self.refuse("scoring-triggered-cards", f"Card {card_id!r} is not one of the cards your disc "
                                                          f"triggered ({', '.join(pending)}).")
        card, bread = self.t.cards[card_id], self.t.rules["bread_for_card"]
        if a["bread"] and not self.can_pay_card_bread(seat):
            return self.refuse("scoring-bread-card", f"Using bread for a card costs {bread} bread and you have "
                                                     f"{me['bread']}.")
        if a["bread"] and times < 1:
            return self.refuse("scoring-bread-card", f"With {bread} bread you meet the card at least once: times "
                                                     "must be 1 or more.")
        extra = 1 if a["bread"] else 0
        if card["colour"] == "red":
            most = self.red_card_most(seat, card_id)
            if 0 <= times - extra <= most:
                return None
            return self.refuse("scoring-red-pay", (
                f"You can pay '{card_text(card)}' at most {plural(most, 'time')} with your wares and coins"
                f"{' (plus once with the bread)' if extra else ''}, not {times}."))
        owned = self.green_card_owned(seat, card_id)
        if times == owned + extra:
            return None
        return self.refuse("scoring-green-own", (
            f"A green card rewards what you own: your district meets '{card_text(card)}' {plural(owned, 'time')}"
            f"{', plus once for the bread' if extra else ''}, so times is {owned + extra}, not {times}."))


# Each action type's checks, written out so that a reader (and grep) follows the path.
WHY: dict[str, Callable[[Refusals, Action, JSON], Refusal | None]] = {
    "place_meeple": Refusals._why_place_meeple,
    "move": Refusals._why_move,
    "take": Refusals._why_take,
    "place": Refusals._why_place,
    "store": Refusals._why_store,
    "return_fountain_card": Refusals._why_return_fountain_card,
    "take_seal": Refusals._why_take_seal,
    "place_disc": Refusals._why_place_disc,
    "fulfil": Refusals._why_fulfil,
}
