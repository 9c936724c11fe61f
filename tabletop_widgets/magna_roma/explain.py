"""Why a well-shaped Magna Roma action is illegal now: one plain sentence naming the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..core.game import GamePart
from ..core.types import JSON, Action
from . import city

if TYPE_CHECKING:
    from .table import Table

PHASE_RULES = {
    "first_choice": "Before play begins each player reserves a first tile from the draft (Setup step 8)",
    "place": "Your turn begins by placing the tile your marker is on",
    "action": "After placing your tile you may take one optional action (build, conquer or bless) or skip it",
    "end": "Your turn ends by reserving your next tile",
}
TURN_PHASES = ("place", "trade", "action", "end")


def _cell_words(count: int) -> str:
    return ("none", "one", "two", "three", "four")[count]


class Refusals(GamePart):
    """Mixed into MagnaRoma: ``_explain`` and one ``_why_<type>`` per action type."""

    if TYPE_CHECKING:  # what the mixin uses of MagnaRoma (rules.py) and Presentation (view.py)
        t: Table

        @property
        def solo(self) -> bool: ...
        def _me(self) -> JSON: ...
        def city_complete(self, seat: JSON) -> bool: ...
        def frame(self) -> tuple[int, int, int, int] | None: ...
        def capacity(self, monument_id: str) -> int: ...
        def conquest_markers_left(self, seat_index: int) -> int: ...
        def monument_of(self, seat: JSON, monument_id: str) -> JSON | None: ...
        def reachable_slots(self, seat_index: int) -> list[int]: ...
        def token_words(self, token: JSON) -> str: ...
        @staticmethod
        def amount_words(resource: str, n: int, sign: bool = True) -> str: ...
        @staticmethod
        def slot_words(slot: int) -> str: ...

    def _explain(self, a: Action) -> str | None:
        state = self.state
        phase, kind = state["phase"], a["type"]
        if phase == "trade" and kind not in ("trade", "decline_trade", "employ", "move_population"):
            token = self.t.trade_tokens[state["trade_tokens"][state["trade"]["slot"]]]
            return (f"Your market marker has reached the trade token '{self.token_words(token)}': "
                    "first trade or decline (the chance passes once you do something else).")
        if phase == "first_choice" and kind != "choose_tile":
            if self.solo:  # no draft slots: a pool of three tiles (solo setup, step 1)
                return ("Before play begins you take a first tile from the pool of three beside the draft board: "
                        "choose one.")
            return f"{PHASE_RULES['first_choice']}: choose a slot with a free tile."
        why: str | None = getattr(self, "_why_" + kind)(a, self._me())
        return why

    def _wrong_phase(self, wanted: str) -> str:
        phase = self.state["phase"]
        now = {"place": "you have not placed your tile yet", "action": "you are choosing your optional action",
               "end": "you are reserving your next tile", "first_choice": "the first tiles are being chosen",
               "trade": "a trade offer is open"}[phase]
        return f"{PHASE_RULES[wanted]}; {now}."

    def _tile_at(self, me: JSON, row: int, col: int) -> tuple[int | None, str | None]:
        """(cell, None) for a city tile of yours at row/col, else (None, the reason)."""
        if not city.on_grid(row, col):
            return None, f"Row {row}, col {col} is outside any 5 x 5 city around your town centre."
        i = city.index(row, col)
        if me["city"][i] is None:
            return None, f"There is no tile at row {row}, col {col} in your city."
        if i == city.CENTRE:
            return None, "That is your town centre, not a city tile."
        return i, None

    # ------------------------------------------------------------------ draft
    def _why_choose_tile(self, a: Action, me: JSON) -> str | None:
        state = self.state
        phase = state["phase"]
        if phase not in ("first_choice", "end"):
            return self._wrong_phase("end")
        if phase == "end" and self.city_complete(me):
            return "Your city is complete: you need no next tile, so end your turn."
        slot, draft = a["slot"], state["draft"]
        if not 0 <= slot < len(draft):
            return f"There is no slot {slot}: the draft has slots 0 to {len(draft) - 1}."
        holder = next((s for k, s in enumerate(state["seats"]) if s["slot"] == slot and k != state["current"]), None)
        if holder is not None:
            return f"Slot {slot} holds {holder['name']}'s marker: you cannot choose a tile another player has reserved."
        if draft[slot] is None:
            return f"Slot {slot} is empty."
        reach = self.reachable_slots(state["current"])
        return (f"You may choose a tile at most {self.t.rules['next_tile_reach']} spaces from your marker in slot "
                f"{me['slot']}, either way round the circle (other players' markers are jumped and not counted): "
                f"slot{'s' if len(reach) > 1 else ''} {', '.join(map(str, reach))}.")

    # ------------------------------------------------------------------ placing
    def _why_place(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "place":
            return ("You have already placed this turn's tile." if self.state["phase"] in ("action", "end")
                    else self._wrong_phase("place"))
        row, col, rotation = a["row"], a["col"], a["rotation"]
        if not 0 <= rotation <= 3:
            return f"A rotation is 0 to 3 quarter turns clockwise, not {rotation}."
        if not city.on_grid(row, col):
            return (f"Row {row}, col {col} is too far from your town centre: a finished city is a 5 x 5 grid "
                    "that contains it.")
        i = city.index(row, col)
        if me["city"][i] is not None:
            return f"Row {row}, col {col} already holds a tile."
        if not any(me["city"][j] is not None for _, j in city.NEIGHBOURS[i]):
            return "A new tile must touch at least one tile of your city (a side, not only a corner)."
        low_r, high_r, low_c, high_c = city.frame_limits(me["city"], self.t.rules["city_size"], self.frame())
        if self.solo:
            return (f"In solo mode the city fills the solo board's 5 x 5 frame around the town centre: rows "
                    f"{low_r} to {high_r} and columns {low_c} to {high_c}.")
        return (f"A tile there would make your city too wide or tall to finish as a 5 x 5 grid: new tiles must "
                f"stay within rows {low_r} to {high_r} and columns {low_c} to {high_c}.")

    # ------------------------------------------------------------------ trades
    def _why_trade(self, a: Action, me: JSON) -> str | None:
        state = self.state
        if state["phase"] != "trade":
            return ("There is no trade offer now: a trade token can be used only at once, when your market "
                    "marker reaches a space under it.")
        token = self.t.trade_tokens[state["trade_tokens"][state["trade"]["slot"]]]
        options = {"+".join(o): o for o in token["pay"]}
        if a["pay"] not in options:
            return f"This trade token takes {' or '.join(repr(p) for p in options)} as 'pay', not {a['pay']!r}."
        short = [self.amount_words(r, n, sign=False) for r, n in options[a["pay"]].items() if me[r] < n]
        return f"You need {' and '.join(short)} to make this trade."

    def _why_decline_trade(self, a: Action, me: JSON) -> str | None:
        return "There is no trade offer to decline."

    # ------------------------------------------------------------------ optional actions
    def _optional_phase_problem(self) -> str | None:
        phase = self.state["phase"]
        if phase == "action":
            return None
        if phase == "end":
            return "You have already taken your optional action this turn (only one per turn)."
        return "Place your tile first: the optional action comes after it."

    def _why_skip_action(self, a: Action, me: JSON) -> str | None:
        return self._optional_phase_problem()

    def _why_build(self, a: Action, me: JSON) -> str | None:
        problem = self._optional_phase_problem()
        if problem:
            return problem
        t, mid = self.t, a["monument"]
        if mid not in self.state["monument_market"]:
            offered = ", ".join(t.name(m) for m in self.state["monument_market"] if m is not None) or "nothing"
            what = f"The {t.name(mid)} is" if mid in t.monuments else f"There is no monument {mid!r}"
            return f"{what} not in the monument market (it offers {offered})."
        card = t.monuments[mid]
        if card["cost"] > me["coins"]:
            return f"The {card['name']} costs {card['cost']} coins and you have {me['coins']}."
        return self.placement_problem(me, mid, a["row"], a["col"])

    def placement_problem(self, me: JSON, mid: str, row: int, col: int) -> str | None:
        """Why a monument cannot stand at row/col (rulebook, Construct a monument, condition 2)."""
        t = self.t
        name = t.name(mid)
        if mid == t.forum:
            if (row, col) != (0, 0):
                return f"The {name} can only be constructed on your town centre tile itself (row 0, col 0)."
            return None
        cells = city.block(row, col)
        if cells is None:
            return f"The {name} needs four city tiles under it; row {row}, col {col} is at the edge of any 5 x 5 city."
        if city.CENTRE in cells:
            return (f"The {name} cannot stand on your town centre (only the Forum can); the corner you chose "
                    "includes it.")
        count = sum(1 for i in cells if me["city"][i] is not None)
        if count < 4:
            return f"The {name} needs four city tiles under it; the corner you chose has {_cell_words(count)}."
        covered = city.covered_cells(me["monuments"], t.forum)
        under = [covered[i] for i in cells if i in covered]
        if under:
            return (f"The {name} cannot be built there: {_cell_words(len(under))} of the tiles beneath already "
                    f"carry the {t.name(under[0])}, and monuments never overlap.")
        return None

    def _why_conquer(self, a: Action, me: JSON) -> str | None:
        problem = self._optional_phase_problem()
        if problem:
            return problem
        state, t = self.state, self.t
        if a["province"] not in state["provinces"]:
            names = ", ".join(t.provinces[p]["name"] for p in state["provinces"])
            return f"There is no province card {a['province']!r} in play (the cards are {names})."
        costs = t.military["slot_costs"]
        if not 0 <= a["slot"] < len(costs):
            return f"A province card has slots 0 (top) to {len(costs) - 1} (bottom), not {a['slot']}."
        j = state["provinces"].index(a["province"])
        name, holder = t.provinces[a["province"]]["name"], state["conquests"][j][a["slot"]]
        if holder == -1:
            return f"{self.slot_words(a['slot']).capitalize()} of {name} is blocked in solo mode."
        if holder is not None:
            who = "you" if holder == state["current"] else state["seats"][holder]["name"]
            return f"{self.slot_words(a['slot']).capitalize()} of {name} is already conquered by {who}."
        if state["current"] in state["conquests"][j]:
            return f"You already have a conquest marker on {name}: only one per province card."
        if not self.conquest_markers_left(state["current"]):
            return f"You have placed all {self.t.rules['conquest_markers']} of your conquest markers."
        return (f"{self.slot_words(a['slot']).capitalize()} of {name} needs {costs[a['slot']]} legions and you "
                f"have {me['legions']}.")

    def _why_bless(self, a: Action, me: JSON) -> str | None:
        problem = self._optional_phase_problem()
        if problem:
            return problem
        if not me["blessings"]:
            return "You have no blessing token: they come from the Pantheon track's lightning spaces and trades."
        i, problem = self._tile_at(me, a["row"], a["col"])
        if problem:
            return problem
        return "That tile already has a blessing token: a tile can be blessed only once."

    # ------------------------------------------------------------------ population
    def _population_problem(self, me: JSON, mid: str, role: str) -> str | None:
        if self.state["phase"] not in TURN_PHASES:
            return "Population is employed or moved during your turns, once play has begun."
        if self.monument_of(me, mid) is None:
            known = f"the {self.t.name(mid)}" if mid in self.t.monuments else repr(mid)
            return f"You have not built {known}: the {role} must be one of your monuments."
        return None

    def _why_employ(self, a: Action, me: JSON) -> str | None:
        problem = self._population_problem(me, a["monument"], "monument")
        if problem:
            return problem
        if not me["population"]:
            return "You have no population in your supply to employ."
        return (f"The {self.t.name(a['monument'])} is fully employed "
                f"({self.capacity(a['monument'])} population).")

    def _why_move_population(self, a: Action, me: JSON) -> str | None:
        for role in ("source", "target"):
            problem = self._population_problem(me, a[role], role)
            if problem:
                return problem
        if a["source"] == a["target"]:
            return "The source and target are the same monument."
        if not cast("JSON", self.monument_of(me, a["source"]))["workers"]:  # built: no problem above
            return f"No one works at the {self.t.name(a['source'])}."
        return f"The {self.t.name(a['target'])} is fully employed ({self.capacity(a['target'])} population)."

    def _why_end_turn(self, a: Action, me: JSON) -> str | None:
        if self.state["phase"] != "end":
            return self._wrong_phase("end")
        return "Your city is not finished: end your turn by reserving your next tile (choose_tile)."
