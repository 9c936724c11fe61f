"""Why a well-shaped Magna Roma action is illegal now: one plain sentence under the rule it
breaks (an id of ``RULES``, rulebook.py). Each check tests its own condition, with the same
predicates the legal lists of rules.py are built from; none is a reason by elimination.
``_explain`` calls the checks of the action's type from the table ``WHY``; an action its phase
does not allow is refused as the phase's record says (rules.py, ``PHASE_RECORDS``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from ..core.game import GamePart
from ..core.rulebook import Refusal, enforces
from ..core.types import JSON, Action
from . import city, solo

if TYPE_CHECKING:
    from .table import Table

OPTIONAL = ("build", "conquer", "bless", "skip_action")  # "one of the optional actions", or none
POPULATION = ("employ", "move_population")  # "not considered an action": free at any time of a turn
# Where a turn stands when the next tile is reserved too early
NOW = {"place": "you have not placed your tile yet", "action": "you are choosing your optional action"}


def _cell_words(count: int) -> str:
    return ("none", "one", "two", "three", "four")[count]


class Refusals(GamePart):
    """Mixed into MagnaRoma: ``_explain`` and one ``_why_<type>`` per action type (``WHY``)."""

    if TYPE_CHECKING:  # what the mixin uses of MagnaRoma (rules.py) and Presentation (view.py)
        t: Table

        @property
        def solo(self) -> bool: ...
        def city_complete(self, seat: JSON) -> bool: ...
        def frame(self) -> tuple[int, int, int, int] | None: ...
        def has_room(self, monument: JSON) -> bool: ...
        def capacity(self, monument_id: str) -> int: ...
        def conquest_markers_left(self, seat_index: int) -> int: ...
        def monument_of(self, seat: JSON, monument_id: str) -> JSON | None: ...
        def markers_elsewhere(self, seat_index: int) -> dict[int, int]: ...
        def reachable_slots(self, seat_index: int) -> list[int]: ...
        def trade_options(self) -> dict[str, JSON]: ...
        def offered_token(self) -> JSON: ...
        def in_market(self, monument_id: str) -> bool: ...
        def can_afford(self, seat: JSON, monument_id: str) -> bool: ...
        def can_send(self, seat: JSON, slot: int) -> bool: ...
        def is_city_tile(self, seat: JSON, i: int) -> bool: ...
        def token_words(self, token: JSON) -> str: ...
        @staticmethod
        def can_pay(seat: JSON, option: JSON) -> bool: ...
        @staticmethod
        def amount_words(resource: str, n: int, sign: bool = True) -> str: ...
        @staticmethod
        def slot_words(slot: int) -> str: ...

    # ------------------------------------------------------------------ the turn's order
    # An action type its phase does not allow (PHASES) is refused under the rule of the turn's
    # order it comes too early or too late for: the phases' records (rules.py) name these.
    def _trade_first(self) -> str:
        return (f"Your market marker has reached the trade token '{self.token_words(self.offered_token())}': "
                "first trade or decline (the chance passes once you do something else).")

    @enforces("solo-tile-pool", "first-tile-choice", "population-any-time")
    def _before_play(self, a: Action) -> Refusal:
        """Before play begins every player reserves a first tile (phase first_choice)."""
        rule = "solo-tile-pool" if self.solo else "first-tile-choice"
        if a["type"] in POPULATION:
            rule = "population-any-time"
        if self.solo:  # no draft slots: a pool of three tiles (solo setup, step 1)
            return self.refuse(rule, "Before play begins you take a first tile from the pool of three beside "
                                     "the draft board: choose one.")
        return self.refuse(rule, f"{self.RULES['first-tile-choice'].title}: choose a slot with a free tile.")

    @enforces("trade-token-offer", "place-reserved-tile", "one-optional-action", "next-tile-choose")
    def _out_of_turn_order(self, a: Action) -> Refusal:
        """An action too early or too late in a turn (phases place, action and end)."""
        phase, kind = self.state["phase"], a["type"]
        if kind == "trade":
            return self.refuse("trade-token-offer", "There is no trade offer now: a trade token can be used only at "
                                                    "once, when your market marker reaches a space under it.")
        if kind == "decline_trade":
            return self.refuse("trade-token-offer", "There is no trade offer to decline.")
        if kind == "place" and phase in ("action", "end"):
            return self.refuse("place-reserved-tile", "You have already placed this turn's tile.")
        if kind in OPTIONAL and phase == "place":
            return self.refuse("one-optional-action", "Place your tile first: the optional action comes after it.")
        if kind in OPTIONAL and phase == "end":
            return self.refuse("one-optional-action",
                               "You have already taken your optional action this turn (only one per turn).")
        if kind in ("choose_tile", "end_turn") and phase in NOW:
            return self.refuse("next-tile-choose", f"{self.RULES['next-tile-choose'].title}; {NOW[phase]}.")
        raise ValueError(f"PHASES and _out_of_turn_order disagree on {kind!r} in phase {phase!r}")

    def _explain(self, a: Action) -> Refusal | None:
        """Why an action of a type the phase allows is not legal now (None: no check refuses it)."""
        return WHY[a["type"]](self, a, self._me())

    # ------------------------------------------------------------------ draft
    @enforces("city-24-tiles", "solo-tile-pool", "setup-draft-board", "next-tile-not-reserved", "next-tile-reach")
    def _why_choose_tile(self, a: Action, me: JSON) -> Refusal | None:
        state = self.state
        if state["phase"] == "end" and self.city_complete(me):
            return self.refuse("city-24-tiles", "Your city is complete: you need no next tile, so end your turn.")
        slot, draft = a["slot"], state["draft"]
        pool = "solo-tile-pool" if self.solo else "setup-draft-board"
        if not 0 <= slot < len(draft):
            return self.refuse(pool, f"There is no slot {slot}: the draft has slots 0 to {len(draft) - 1}.")
        holder = self.markers_elsewhere(state["current"]).get(slot)
        if holder is not None:
            return self.refuse("next-tile-not-reserved", (
                f"Slot {slot} holds {state['seats'][holder]['name']}'s marker: you cannot choose a tile another "
                "player has reserved."))
        if draft[slot] is None:
            return self.refuse("solo-tile-pool" if self.solo else "next-tile-reach", f"Slot {slot} is empty.")
        reach = self.reachable_slots(state["current"])
        if slot not in reach:
            return self.refuse("next-tile-reach", (
                f"You may choose a tile at most {self.t.rules['next_tile_reach']} spaces from your marker in slot "
                f"{me['slot']}, either way round the circle (other players' markers are jumped and not counted): "
                f"slot{'s' if len(reach) > 1 else ''} {', '.join(map(str, reach))}."))
        return None

    @enforces("next-tile-choose")
    def _why_end_turn(self, a: Action, me: JSON) -> Refusal | None:
        if not self.city_complete(me):
            return self.refuse("next-tile-choose", "Your city is not finished: end your turn by reserving your next "
                                                   "tile (choose_tile).")
        return None

    # ------------------------------------------------------------------ placing
    @enforces("place-reserved-tile", "city-5x5", "place-empty-space", "place-touching", "solo-board-frame")
    def _why_place(self, a: Action, me: JSON) -> Refusal | None:
        row, col, rotation = a["row"], a["col"], a["rotation"]
        size = self.t.rules["city_size"]
        if not 0 <= rotation < city.ROTATIONS:
            return self.refuse("place-reserved-tile", f"A rotation is 0 to {city.ROTATIONS - 1} quarter turns "
                                                      f"clockwise, not {rotation}.")
        if not city.on_grid(row, col):
            return self.refuse("city-5x5", f"Row {row}, col {col} is too far from your town centre: a finished city "
                                           f"is a {size} x {size} grid that contains it.")
        i = city.index(row, col)
        if me["city"][i] is not None:
            return self.refuse("place-empty-space", f"Row {row}, col {col} already holds a tile.")
        if not city.touches(me["city"], i):
            return self.refuse("place-touching",
                               "A new tile must touch at least one tile of your city (a side, not only a corner).")
        frame = city.frame_limits(me["city"], size, self.frame())
        if not city.within(frame, i):
            low_r, high_r, low_c, high_c = frame
            if self.solo:
                return self.refuse("solo-board-frame", (
                    f"In solo mode the city fills the solo board's {size} x {size} frame around the town centre: "
                    f"rows {low_r} to {high_r} and columns {low_c} to {high_c}."))
            return self.refuse("city-5x5", (
                f"A tile there would make your city too wide or tall to finish as a {size} x {size} grid: new "
                f"tiles must stay within rows {low_r} to {high_r} and columns {low_c} to {high_c}."))
        return None

    # ------------------------------------------------------------------ trades
    @enforces("trade-as-shown", "trade-pay-in-full")
    def _why_trade(self, a: Action, me: JSON) -> Refusal | None:
        options = self.trade_options()
        if a["pay"] not in options:
            return self.refuse("trade-as-shown", f"This trade token takes {' or '.join(repr(p) for p in options)} "
                                                 f"as 'pay', not {a['pay']!r}.")
        if not self.can_pay(me, options[a["pay"]]):
            short = [self.amount_words(r, n, sign=False) for r, n in options[a["pay"]].items() if me[r] < n]
            return self.refuse("trade-pay-in-full", f"You need {' and '.join(short)} to make this trade.")
        return None

    def _why_decline_trade(self, a: Action, me: JSON) -> Refusal | None:
        return None  # an open offer may always be declined

    # ------------------------------------------------------------------ optional actions
    def _why_skip_action(self, a: Action, me: JSON) -> Refusal | None:
        return None  # the optional action is optional

    @enforces("build-from-market", "build-pay-coins")
    def _why_build(self, a: Action, me: JSON) -> Refusal | None:
        t, mid = self.t, a["monument"]
        if not self.in_market(mid):
            offered = ", ".join(t.name(m) for m in self.state["monument_market"] if m is not None) or "nothing"
            what = f"The {t.name(mid)} is" if mid in t.monuments else f"There is no monument {mid!r}"
            return self.refuse("build-from-market", f"{what} not in the monument market (it offers {offered}).")
        if not self.can_afford(me, mid):
            card = t.monuments[mid]
            return self.refuse("build-pay-coins", f"The {card['name']} costs {card['cost']} coins and you have "
                                                  f"{me['coins']}.")
        return self.placement_problem(me, mid, a["row"], a["col"])

    @enforces("build-forum", "build-on-four-tiles", "build-not-on-town-centre", "build-no-overlap")
    def placement_problem(self, me: JSON, mid: str, row: int, col: int) -> Refusal | None:
        """Why a monument cannot stand at row/col (rulebook, Construct a monument, condition 2),
        or None; ``city.corner_cells`` is its fast form for the legal list."""
        t = self.t
        name = t.name(mid)
        if mid == t.forum:
            if (row, col) != (0, 0):
                return self.refuse("build-forum", f"The {name} can only be constructed on your town centre tile "
                                                  "itself (row 0, col 0).")
            return None
        size = t.rules["city_size"]
        cells = city.block(row, col)
        if cells is None:
            return self.refuse("build-on-four-tiles", f"The {name} needs four city tiles under it; row {row}, col "
                                                      f"{col} is at the edge of any {size} x {size} city.")
        if city.CENTRE in cells:
            return self.refuse("build-not-on-town-centre", (
                f"The {name} cannot stand on your town centre (only the Forum can); the corner you chose includes "
                "it."))
        count = sum(1 for i in cells if me["city"][i] is not None)
        if count < len(cells):
            return self.refuse("build-on-four-tiles", f"The {name} needs four city tiles under it; the corner you "
                                                      f"chose has {_cell_words(count)}.")
        covered = city.covered_cells(me["monuments"], t.forum)
        under = [covered[i] for i in cells if i in covered]
        if under:
            return self.refuse("build-no-overlap", (
                f"The {name} cannot be built there: {_cell_words(len(under))} of the tiles beneath already carry "
                f"the {t.name(under[0])}, and monuments never overlap."))
        return None

    @enforces("provinces-stay", "conquer-free-slot", "solo-blocked-slots", "conquer-one-per-card", "conquest-markers",
              "conquer-pay-legions")
    def _why_conquer(self, a: Action, me: JSON) -> Refusal | None:
        state, t = self.state, self.t
        if a["province"] not in state["provinces"]:
            names = ", ".join(t.provinces[p]["name"] for p in state["provinces"])
            return self.refuse("provinces-stay", f"There is no province card {a['province']!r} in play (the cards "
                                                 f"are {names}).")
        costs, slot = t.military["slot_costs"], a["slot"]
        if not 0 <= slot < len(costs):
            return self.refuse("conquer-free-slot", f"A province card has slots 0 (top) to {len(costs) - 1} "
                                                    f"(bottom), not {slot}.")
        slots = state["conquests"][state["provinces"].index(a["province"])]
        name, holder, where = t.provinces[a["province"]]["name"], slots[slot], self.slot_words(slot).capitalize()
        if holder == solo.BLOCKED:
            return self.refuse("solo-blocked-slots", f"{where} of {name} is blocked in solo mode.")
        if holder is not None:
            who = "you" if holder == state["current"] else state["seats"][holder]["name"]
            return self.refuse("conquer-free-slot", f"{where} of {name} is already conquered by {who}.")
        if state["current"] in slots:
            return self.refuse("conquer-one-per-card",
                               f"You already have a conquest marker on {name}: only one per province card.")
        if not self.conquest_markers_left(state["current"]):
            return self.refuse("conquest-markers",
                               f"You have placed all {t.rules['conquest_markers']} of your conquest markers.")
        if not self.can_send(me, slot):
            return self.refuse("conquer-pay-legions", f"{where} of {name} needs {costs[slot]} legions and you "
                                                      f"have {me['legions']}.")
        return None

    @enforces("bless-needs-token", "bless-city-tile", "bless-once")
    def _why_bless(self, a: Action, me: JSON) -> Refusal | None:
        row, col = a["row"], a["col"]
        if not me["blessings"]:
            return self.refuse("bless-needs-token", "You have no blessing token: they come from the Pantheon "
                                                    "track's lightning spaces and trades.")
        if not city.on_grid(row, col):
            size = self.t.rules["city_size"]
            return self.refuse("bless-city-tile", f"Row {row}, col {col} is outside any {size} x {size} city around "
                                                  "your town centre.")
        i = city.index(row, col)
        if not self.is_city_tile(me, i):
            return self.refuse("bless-city-tile", "That is your town centre, not a city tile." if i == city.CENTRE
                               else f"There is no tile at row {row}, col {col} in your city.")
        if me["city"][i][2]:
            return self.refuse("bless-once", "That tile already has a blessing token: a tile can be blessed only "
                                             "once.")
        return None

    # ------------------------------------------------------------------ population
    @enforces("population-own-monuments")
    def _not_yours(self, me: JSON, mid: str, role: str) -> Refusal | None:
        if self.monument_of(me, mid) is None:
            known = f"the {self.t.name(mid)}" if mid in self.t.monuments else repr(mid)
            return self.refuse("population-own-monuments",
                               f"You have not built {known}: the {role} must be one of your monuments.")
        return None

    @enforces("monument-capacity")
    def _full(self, monument: JSON) -> Refusal | None:
        if not self.has_room(monument):
            mid = monument["id"]
            return self.refuse("monument-capacity",
                               f"The {self.t.name(mid)} is fully employed ({self.capacity(mid)} population).")
        return None

    @enforces("employ-from-supply")
    def _why_employ(self, a: Action, me: JSON) -> Refusal | None:
        mid = a["monument"]
        found = self._not_yours(me, mid, "monument")
        if found:
            return found
        if not me["population"]:
            return self.refuse("employ-from-supply", "You have no population in your supply to employ.")
        return self._full(cast("JSON", self.monument_of(me, mid)))  # yours: checked above

    @enforces("switch-population")
    def _why_move_population(self, a: Action, me: JSON) -> Refusal | None:
        for role in ("source", "target"):
            found = self._not_yours(me, a[role], role)
            if found:
                return found
        if a["source"] == a["target"]:
            return self.refuse("switch-population", "The source and target are the same monument.")
        if not cast("JSON", self.monument_of(me, a["source"]))["workers"]:  # yours: checked above
            return self.refuse("switch-population", f"No one works at the {self.t.name(a['source'])}.")
        return self._full(cast("JSON", self.monument_of(me, a["target"])))


# Each action type's checks, written out so that a reader (and grep) follows the path.
WHY: dict[str, Callable[[Refusals, Action, JSON], Refusal | None]] = {
    "choose_tile": Refusals._why_choose_tile,
    "place": Refusals._why_place,
    "trade": Refusals._why_trade,
    "decline_trade": Refusals._why_decline_trade,
    "build": Refusals._why_build,
    "conquer": Refusals._why_conquer,
    "bless": Refusals._why_bless,
    "skip_action": Refusals._why_skip_action,
    "employ": Refusals._why_employ,
    "move_population": Refusals._why_move_population,
    "end_turn": Refusals._why_end_turn,
}
