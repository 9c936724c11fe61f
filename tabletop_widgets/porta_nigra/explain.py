"""Why a well-shaped Porta Nigra action is illegal now: one plain sentence, and the rule it cites.

``Refusals`` is mixed into ``PortaNigra`` (rules.py): ``_explain``, which calls the checks of
the action's type from the table ``WHY`` (one ``_why_<type>`` per action type), and the
out-of-phase refusals the phases' records name (rules.py, ``PHASE_RECORDS``). Each
``_why_<type>`` is a series of checks, each testing its own condition (mostly the predicates
the legal lists use, in rules.py) and refusing under the id of the rule it enforces
(rulebook.py); if none refuses, the action is legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.game import GamePart
from ..core.rulebook import Refusal, enforces
from ..core.types import JSON, Action
from ..core.words import plural
from .components import COLOURS

if TYPE_CHECKING:
    from .table import Table

# A move of a type the turn's phase (play_card or actions) does not allow: the rule and sentence.
OUT_OF_TURN = {
    "place_master_builder": ("place-master-builder",
                             "Your master builder is already on the board; it only moves when you buy or build."),
    "play_card": ("play-one-card", "You have already played an action card this turn: use its actions, then end "
                                   "your turn."),
    "buy": ("play-one-card", "Play an action card from your hand first: its icons are the actions you may take."),
    "take": ("play-one-card", "Play an action card from your hand first: its icons are the actions you may take."),
    "torch_to_coin": ("play-one-card", "Torches become coins while you resolve an action card: play a card first."),
    "end_turn": ("play-one-card", "Play an action card before you end your turn: each turn plays one card."),
    "split": ("intermediate-scoring-round", "Points are split between VP and sesterces only in an intermediate "
                                            "scoring."),
    "choose_start": ("new-round-start-player", "The starting player is chosen only between rounds."),
}


class Refusals(GamePart):
    """Mixed into PortaNigra: ``_explain`` and one ``_why_<type>`` per action type (``WHY``)."""

    if TYPE_CHECKING:  # what the mixin uses of PortaNigra (rules.py); Game's own come with GamePart
        t: Table

        def intermediate_points(self, seat: int) -> int: ...
        def move_cost(self, me: JSON, quarter: str) -> int: ...
        def buy_cost(self, me: JSON, shop: str) -> tuple[int, int]: ...
        def _icon_shops(self, icon: str) -> list[str]: ...
        def _honour_problem(self, me: JSON, card: JSON) -> Refusal | None: ...
        def _pn_brick_spots(self) -> list[str]: ...
        def _influence_for_action(self, me: JSON) -> bool: ...
        def _roman_in_reserve(self, me: JSON) -> bool: ...
        def _has_roman(self, me: JSON) -> bool: ...
        def _action_left(self, me: JSON) -> bool: ...
        def _icon_unused(self, icon: str) -> bool: ...
        def _can_forfeit(self) -> bool: ...
        def _shop_open(self, shop: str) -> bool: ...
        def _can_afford_brick(self, me: JSON, shop: str) -> bool: ...
        def _can_move_to(self, me: JSON, quarter: str) -> bool: ...
        def _may_buy_honour(self) -> bool: ...

    # ------------------------------------------------------------------ out of phase (the phases' records, rules.py)
    @enforces("place-master-builder", "play-one-card", "intermediate-scoring-round", "new-round-start-player")
    def _out_of_turn(self, a: Action) -> Refusal:
        """A move of a type the turn's phase (play_card or actions) does not allow (OUT_OF_TURN)."""
        return self.refuse(*OUT_OF_TURN[a["type"]])

    def _split_first(self) -> str:
        current = self.state["current"]
        return (f"Intermediate scoring comes first: {self.name(current)} must split "
                f"{self.intermediate_points(current)} points between VP and sesterces.")

    def _choose_start_first(self) -> str:
        return f"{self.name(self.state['current'])} has the fewest VP and must first choose who starts the next round."

    # ------------------------------------------------------------------ each action type's checks (WHY)
    def _explain(self, a: Action) -> Refusal | None:
        return WHY[a["type"]](self, a, self._me())

    @enforces("place-master-builder")
    def _why_place_master_builder(self, a: Action, me: JSON) -> Refusal | None:
        if a["quarter"] not in self.t.quarters:
            return self.refuse("place-master-builder",
                               f"There is no {a['quarter']!r} quarter; the quarters are {', '.join(self.t.quarters)}.")
        return None

    @enforces("play-one-card")
    def _why_play_card(self, a: Action, me: JSON) -> Refusal | None:
        if a["card"] not in me["hand"]:
            return self.refuse("play-one-card", f"Card {a['card']!r} is not in your hand.")
        return None

    @enforces("play-one-card", "action-icons-on-card", "each-action-once", "card-torches-count-actions")
    def _icon_problem(self, icon: str, me: JSON) -> Refusal | None:
        turn = self.state["turn"]
        if self.state["phase"] != "actions":
            return self.refuse("play-one-card",
                               "Play an action card from your hand first: its icons are the actions you may take.")
        card = self.t.action_cards[turn["card"]]
        if icon not in card["icons"]:
            return self.refuse("action-icons-on-card",
                               f"The card you played has no {icon!r} icon (its icons: {', '.join(card['icons'])}).")
        if not self._icon_unused(icon):
            return self.refuse("each-action-once", f"You have already used the {icon} icon this turn: each action "
                                                   "on the card may be taken only once.")
        if not self._action_left(me):
            return self.refuse("card-torches-count-actions", (
                f"You have used all {card['torches']} actions of your card and have no torch token "
                "for an extra action."))
        return None

    @enforces("five-actions", "buy-one-brick", "empty-shop", "buy-icon-colour", "buy-afford")
    def _why_buy(self, a: Action, me: JSON) -> Refusal | None:
        icon, shop = a["icon"], a["shop"]
        if self.t.icon_kind.get(icon) != "buy":
            return self.refuse("five-actions", f"{icon!r} is not a buy icon.")
        problem = self._icon_problem(icon, me)
        if problem:
            return problem
        if shop not in COLOURS:
            return self.refuse("buy-one-brick", f"There is no {shop!r} shop; the shops are {', '.join(COLOURS)}.")
        if not self._shop_open(shop):
            return self.refuse("empty-shop", f"The {shop} shop is empty.")
        if shop not in self._icon_shops(icon):
            return self.refuse("buy-icon-colour", (
                f"A {icon[4:]} buy icon buys only from the {icon[4:]} shop while that shop has bricks; "
                "only the grey icon, or an icon whose shop is empty, buys from any shop."))
        if not self._can_afford_brick(me, shop):
            move, price = self.buy_cost(me, shop)
            if move:
                return self.refuse("buy-afford", (
                    f"Master builders move clockwise only: from the {me['master_builder']} quarter to the {shop} "
                    f"shop crosses {plural(move, 'border')} ({plural(move, 'sesterce')}) and a {shop} brick costs "
                    f"{price}, {move + price} in all, and you have {me['coins']}."))
            return self.refuse("buy-afford",
                               f"A {shop} brick costs {plural(price, 'sesterce')} and you have {me['coins']}.")
        return None

    @enforces("build-with-influence", "build-empty-spot", "build-needs-roman", "build-move-pay",
              "build-spot-requirement", "porta-nigra-3-to-8", "white-substitutes", "build-have-bricks")
    def _why_build(self, a: Action, me: JSON) -> Refusal | None:
        t = self.t
        if a["influence"]:
            if not self._influence_for_action(me):
                return self.refuse("build-with-influence", (
                    f"Building with influence costs {t.influence_cost} influence tokens and you have "
                    f"{me['influence']}."))
        else:
            problem = self._icon_problem("build", me)
            if problem:
                return problem
        sid = a["spot"]
        if sid not in t.spots:
            return self.refuse("build-empty-spot", f"There is no building spot {sid!r}.")
        spot = t.spots[sid]
        if self.state["spots"][sid] is not None:
            owner = self.name(self.state["spots"][sid]["seat"])
            return self.refuse("build-empty-spot", (
                f"That spot already holds {owner}'s building element: you may only build on an empty spot."))
        if not self._has_roman(me):
            return self.refuse("build-needs-roman", (
                "You need a Roman in your play area to put on top of a building element, and you have none."))
        building = t.building_of[sid]
        quarter = t.quarter_of_building[building]
        if not self._can_move_to(me, quarter):
            move = self.move_cost(me, quarter)
            return self.refuse("build-move-pay", (
                f"Master builders move clockwise only: from the {me['master_builder']} quarter to the "
                f"{t.building_name(building)} ({quarter} quarter) crosses {plural(move, 'border')} "
                f"({plural(move, 'sesterce')}) and you have {me['coins']}."))
        n, white, colour = a["bricks"], a["white"], spot["colour"]
        if spot["bricks"] is not None and n not in t.element_sizes[sid]:
            return self.refuse("build-spot-requirement",
                               f"This spot needs exactly {spot['bricks']} {colour} bricks, not {n}.")
        if spot["bricks"] is None and n not in t.element_sizes[sid]:
            low, high = t.pn_range
            return self.refuse("porta-nigra-3-to-8",
                               f"A Porta Nigra element has {low} to {high} bricks of the spot's colour, not {n}.")
        if not 0 <= white <= n:
            return self.refuse("white-substitutes",
                               f"You can use 0 to {n} white substitutes in an element of {n} bricks, not {white}.")
        if colour == "white" and white:
            return self.refuse("white-substitutes", (
                "This spot needs white bricks: the 'white' field counts white substitutes for other colours, "
                "so leave it 0."))
        if me["bricks"]["white"] < white:
            return self.refuse("build-have-bricks", (
                f"You want {white} white substitute{'s' if white > 1 else ''} "
                f"but have {me['bricks']['white']} white bricks."))
        if me["bricks"][colour] < n - white:
            plus = f" (plus {white} white)" if white else ""
            return self.refuse("build-have-bricks", (
                f"This element needs {n - white} {colour} brick{'s' if n - white > 1 else ''}{plus} "
                f"and you have {me['bricks'][colour]} {colour}."))
        return None

    @enforces("five-actions")
    def _why_take(self, a: Action, me: JSON) -> Refusal | None:
        if self.t.icon_kind.get(a["icon"]) != "take":
            return self.refuse("five-actions",
                               f"{a['icon']!r} is not an icon you take something with (influence, torch or coins).")
        return self._icon_problem(a["icon"], me)

    @enforces("torches-to-coins")
    def _why_torch_to_coin(self, a: Action, me: JSON) -> Refusal | None:
        source = a["source"]
        if source not in ("action", "token"):
            return self.refuse("torches-to-coins", f"The source must be 'action' or 'token', not {source!r}.")
        if source == "action" and not self._can_forfeit():
            return self.refuse("torches-to-coins", "You have no action left on your card to forfeit for a sesterce.")
        if source == "token" and me["torches"] == 0:
            return self.refuse("torches-to-coins", "You have no torch token to return for a sesterce.")
        return None

    @enforces("buy-roman", "romans-limited")
    def _why_buy_roman(self, a: Action, me: JSON) -> Refusal | None:
        if not self._influence_for_action(me):
            return self.refuse("buy-roman", (
                f"A Roman costs {self.t.influence_cost} influence tokens and you have {me['influence']}."))
        if not self._roman_in_reserve(me):
            return self.refuse("romans-limited", (
                f"All your Romans have left the reserve: each colour has only {self.t.rules['romans_per_colour']}."))
        return None

    @enforces("honour-once-per-turn", "honour-from-display", "honour-porta-nigra-brick", "action-form")
    def _why_honour(self, a: Action, me: JSON) -> Refusal | None:
        if not self._may_buy_honour():
            return self.refuse("honour-once-per-turn", "You may buy only one honour card per turn.")
        if a["card"] not in self.state["honour_display"]:
            return self.refuse("honour-from-display", f"Honour card {a['card']!r} is not in the honour display.")
        card = self.t.honour_cards[a["card"]]
        if me["influence"] < card["cost"]:
            return self.refuse("honour-from-display",
                               f"'{card['title']}' costs {card['cost']} influence and you have {me['influence']}.")
        problem = self._honour_problem(me, card)
        if problem:
            return problem
        adds_brick = "porta_nigra_brick" in card["effect"]
        if adds_brick and "spot" not in a:
            return self.refuse("honour-porta-nigra-brick",
                               "Say which of your Porta Nigra elements gets the brick (the 'spot' field).")
        if adds_brick and a["spot"] not in self._pn_brick_spots():
            return self.refuse("honour-porta-nigra-brick", (
                f"{a['spot']!r} is not one of your Porta Nigra elements with fewer than "
                f"{self.t.pn_range[1]} bricks."))
        if not adds_brick and "spot" in a:
            return self.refuse("action-form", f"'{card['title']}' takes no 'spot' field.")
        return None

    def _why_end_turn(self, a: Action, me: JSON) -> Refusal | None:
        return None  # allowed whenever the phase allows it (PHASES)

    @enforces("intermediate-scoring-split")
    def _why_split(self, a: Action, me: JSON) -> Refusal | None:
        total = self.intermediate_points(self.state["current"])
        if not 0 <= a["vp"] <= total:
            return self.refuse("intermediate-scoring-split",
                               f"You have {total} points to split: take between 0 and {total} as VP, not {a['vp']}.")
        return None

    @enforces("new-round-start-player")
    def _why_choose_start(self, a: Action, me: JSON) -> Refusal | None:
        if not 0 <= a["seat"] < self.players:
            return self.refuse("new-round-start-player",
                               f"There is no seat {a['seat']}; seats are numbered 0 to {self.players - 1}.")
        return None


# Each action type's checks, written out so that a reader (and grep) follows the path.
WHY: dict[str, Callable[[Refusals, Action, JSON], Refusal | None]] = {
    "place_master_builder": Refusals._why_place_master_builder,
    "play_card": Refusals._why_play_card,
    "buy": Refusals._why_buy,
    "build": Refusals._why_build,
    "take": Refusals._why_take,
    "torch_to_coin": Refusals._why_torch_to_coin,
    "buy_roman": Refusals._why_buy_roman,
    "honour": Refusals._why_honour,
    "end_turn": Refusals._why_end_turn,
    "split": Refusals._why_split,
    "choose_start": Refusals._why_choose_start,
}
