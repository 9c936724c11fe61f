"""Why a well-shaped Porta Nigra action is illegal now: one plain sentence naming the rule.

``Refusals`` is mixed into ``PortaNigra`` (rules.py): ``_explain`` and one ``_why_<type>``
per action type. It reads the game's state and look-ups (``self.state``, ``self.t``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import GamePart
from ..core.types import JSON, Action
from ..core.words import plural
from .components import COLOURS

if TYPE_CHECKING:
    from .table import Table


class Refusals(GamePart):
    """Mixed into PortaNigra: ``_explain`` and one ``_why_<type>`` per action type."""

    if TYPE_CHECKING:  # what the mixin uses of PortaNigra (rules.py); Game's own come with GamePart
        t: Table

        def _me(self) -> JSON: ...
        def intermediate_points(self, seat: int) -> int: ...
        def move_cost(self, me: JSON, quarter: str) -> int: ...
        def buy_cost(self, me: JSON, shop: str) -> tuple[int, int]: ...
        def _icon_shops(self, icon: str) -> list[str]: ...
        def _honour_problem(self, me: JSON, card: JSON) -> str | None: ...

    def _explain(self, a: Action) -> str | None:
        state = self.state
        phase, kind = state["phase"], a["type"]
        me = None if state["current"] is None else self._me()
        if phase == "split" and kind != "split":
            return (f"Intermediate scoring comes first: {self.name(state['current'])} must split "
                    f"{self.intermediate_points(state['current'])} points between VP and sesterces.")
        if phase == "choose_start" and kind != "choose_start":
            return f"{self.name(state['current'])} has the fewest VP and must first choose who starts the next round."
        if phase == "master_builder" and kind != "place_master_builder":
            return "At the beginning of your first turn you place your master builder in a quarter of your choice."
        why: str | None = getattr(self, "_why_" + kind)(a, me)
        return why

    def _why_place_master_builder(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "master_builder":
            return "Your master builder is already on the board; it only moves when you buy or build."
        if a["quarter"] not in self.t.quarters:
            return f"There is no {a['quarter']!r} quarter; the quarters are {', '.join(self.t.quarters)}."
        return None

    def _why_play_card(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "play_card":
            return "You have already played an action card this turn: use its actions, then end your turn."
        if a["card"] not in me["hand"]:
            return f"Card {a['card']!r} is not in your hand."
        return None

    def _icon_problem(self, icon: str, me: JSON) -> str | None:
        turn = self.state["turn"]
        if self.state["phase"] != "actions":
            return "Play an action card from your hand first: its icons are the actions you may take."
        card = self.t.action_cards[turn["card"]]
        if icon not in card["icons"]:
            return f"The card you played has no {icon!r} icon (its icons: {', '.join(card['icons'])})."
        if icon in turn["used"]:
            return f"You have already used the {icon} icon this turn: each action on the card may be taken only once."
        if turn["markers"] == 0 and me["torches"] == 0:
            return (f"You have used all {card['torches']} actions of your card and have no torch token "
                    "for an extra action.")
        return None

    def _why_buy(self, a: Action, me: JSON) -> str | None:
        icon, shop = a["icon"], a["shop"]
        if not icon.startswith("buy-"):
            return f"{icon!r} is not a buy icon."
        problem = self._icon_problem(icon, me)
        if problem:
            return problem
        if shop not in COLOURS:
            return f"There is no {shop!r} shop; the shops are {', '.join(COLOURS)}."
        if self.state["market"][shop] == 0:
            return f"The {shop} shop is empty."
        if shop not in self._icon_shops(icon):
            return (f"A {icon[4:]} buy icon buys only from the {icon[4:]} shop while that shop has bricks; "
                    "only the grey icon, or an icon whose shop is empty, buys from any shop.")
        move, price = self.buy_cost(me, shop)
        if move + price > me["coins"]:
            where = ""
            if move:
                where = (f"Master builders move clockwise only: from the {me['master_builder']} quarter to the "
                         f"{shop} shop crosses {plural(move, 'border')} ({plural(move, 'sesterce')}) and a {shop} "
                         f"brick costs {price}, ")
                return f"{where}{move + price} in all, and you have {me['coins']}."
            return f"A {shop} brick costs {plural(price, 'sesterce')} and you have {me['coins']}."
        return None

    def _why_build(self, a: Action, me: JSON) -> str | None:
        t = self.t
        if a["influence"]:
            if me["influence"] < 2:
                return f"Building with influence costs 2 influence tokens and you have {me['influence']}."
        else:
            problem = self._icon_problem("build", me)
            if problem:
                return problem
        sid = a["spot"]
        if sid not in t.spots:
            return f"There is no building spot {sid!r}."
        spot = t.spots[sid]
        if self.state["spots"][sid] is not None:
            owner = self.name(self.state["spots"][sid]["seat"])
            return f"That spot already holds {owner}'s building element: you may only build on an empty spot."
        if me["romans"] == 0:
            return "You need a Roman in your play area to put on top of a building element, and you have none."
        building = t.building_of[sid]
        move = self.move_cost(me, t.quarter_of_building[building])
        if move > me["coins"]:
            return (f"Master builders move clockwise only: from the {me['master_builder']} quarter to the "
                    f"{t.building_name(building)} ({t.quarter_of_building[building]} quarter) crosses "
                    f"{plural(move, 'border')} ({plural(move, 'sesterce')}) and you have {me['coins']}.")
        n, white, colour = a["bricks"], a["white"], spot["colour"]
        if spot["bricks"] is None:
            low, high = t.pn_range
            if not low <= n <= high:
                return f"A Porta Nigra element has {low} to {high} bricks of the spot's colour, not {n}."
        elif n != spot["bricks"]:
            return f"This spot needs exactly {spot['bricks']} {colour} bricks, not {n}."
        if white < 0 or white > n:
            return f"You can use 0 to {n} white substitutes in an element of {n} bricks, not {white}."
        if colour == "white" and white:
            return ("This spot needs white bricks: the 'white' field counts white substitutes for other colours, "
                    "so leave it 0.")
        if me["bricks"]["white"] < white:
            return (f"You want {white} white substitute{'s' if white > 1 else ''} "
                    f"but have {me['bricks']['white']} white bricks.")
        if me["bricks"][colour] < n - white:
            plus = f" (plus {white} white)" if white else ""
            return (f"This element needs {n - white} {colour} brick{'s' if n - white > 1 else ''}{plus} "
                    f"and you have {me['bricks'][colour]} {colour}.")
        return None

    def _why_take(self, a: Action, me: JSON) -> str | None:
        if a["icon"] not in ("influence", "torch") and not a["icon"].startswith("coins-"):
            return f"{a['icon']!r} is not an icon you take something with (influence, torch or coins)."
        return self._icon_problem(a["icon"], me)

    def _why_torch_to_coin(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "actions":
            return "Torches become coins while you resolve an action card: play a card first."
        if a["source"] == "action":
            return "You have no action left on your card to forfeit for a sesterce."
        if a["source"] == "token":
            return "You have no torch token to return for a sesterce."
        return f"The source must be 'action' or 'token', not {a['source']!r}."

    def _why_buy_roman(self, a: Action, me: JSON) -> str | None:
        if me["influence"] < 2:
            return f"A Roman costs 2 influence tokens and you have {me['influence']}."
        return "All your Romans have left the reserve: each colour has only 15."

    def _why_honour(self, a: Action, me: JSON) -> str | None:
        if self.state["turn"]["honour"]:
            return "You may buy only one honour card per turn."
        if a["card"] not in self.state["honour_display"]:
            return f"Honour card {a['card']!r} is not in the honour display."
        card = self.t.honour_cards[a["card"]]
        if me["influence"] < card["cost"]:
            return f"'{card['title']}' costs {card['cost']} influence and you have {me['influence']}."
        problem = self._honour_problem(me, card)
        if problem:
            return problem if problem[0].isupper() else f"You cannot buy '{card['title']}': {problem}"
        if "porta_nigra_brick" in card["effect"]:
            if "spot" not in a:
                return "Say which of your Porta Nigra elements gets the brick (the 'spot' field)."
            return (f"{a['spot']!r} is not one of your Porta Nigra elements with fewer than "
                    f"{self.t.pn_range[1]} bricks.")
        if "spot" in a:
            return f"'{card['title']}' takes no 'spot' field."
        return None

    def _why_end_turn(self, a: Action, me: JSON) -> str | None:
        return "Play an action card before you end your turn: each turn plays one card."

    def _why_split(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "split":
            return "Points are split between VP and sesterces only in an intermediate scoring."
        total = self.intermediate_points(self.state["current"])
        return f"You have {total} points to split: take between 0 and {total} as VP, not {a['vp']}."

    def _why_choose_start(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "choose_start":
            return "The starting player is chosen only between rounds."
        return f"There is no seat {a['seat']}; seats are numbered 0 to {self.players - 1}."
