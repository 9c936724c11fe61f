"""Magna Roma (De Nardis, 2020): the complete rules model, solo mode included.

Source: the English rulebook (Archona Games, 2020). Every decision is an action (see
``ACTIONS``); the only randomness is the set-up shuffle, made from the game's own generator.

Turn flow (``state["phase"]``): ``first_choice`` (set-up step 8: each player reserves a first
tile, counterclockwise) -> per turn ``place`` (the reserved tile) -> ``action`` (one optional
action, or skip) -> ``end`` (reserve the next tile; ``end_turn`` once the city is finished)
-> the next player clockwise; ``trade`` follows an event whose gains reached trade tokens
(rule trade-token-offer), one offer at a time, before the phase the event leads to; ``over`` after
the last city is complete. Employing and moving population is free at any time from
``place`` to the end of the turn.

Coordinates: ``row`` (down) and ``col`` (right) from the town centre at (0, 0); ``rotation``
0-3 turns a tile clockwise in quarter turns (see city.py). Draft slots are numbered 0 up
clockwise around the deck.

The rules by name, each quoted from the rulebook and, where it is silent or unclear, with
this project's ruling and why, are ``RULES`` (rulebook.py): every refusal cites one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain
from pathlib import Path
from types import MappingProxyType
from typing import cast
from weakref import WeakKeyDictionary

from ..core.actions import Field
from ..core.game import GAME_OVER, Game
from ..core.lab_options import COMPONENTS, LabOption
from ..core.phases import Phase, actions_by_phase, phase_records
from ..core.rng import SeededRandom, seed_state
from ..core.rulebook import enforces
from ..core.setup import check_players, seating
from ..core.types import JSON, Action
from ..core.words import plural
from . import city, scoring, solo
from .components import COLOURS, components_problem, load_components
from .explain import OPTIONAL, POPULATION, Refusals
from .rulebook import RULES
from .table import Table, table_for
from .view import Presentation

SEAT_NAMES = ("Blue", "Green", "Yellow", "White")
SEAT_COLOURS = ("blue", "green", "yellow", "white")  # also the town centres' roof colours
SEAT_HEX = {"blue": "#1f5fa8", "green": "#2e7d32", "yellow": "#e0a800", "white": "#f4f1ea"}  # as drawn
PLAY_CATEGORIES = ("prestige", "trade tokens")
SOLO_CATEGORY = "solo objectives"
DECK_COUNTS = (2, 3)  # the rulebook: "form 2 or 3 tile decks"
STOCKS = ("coins", "population", "blessings", "legions", "luxuries", "faith")
# Each cell's bless action, shared by every game's legal list as Table.place_actions is: never
# changed (Game.apply keeps a copy, legal_actions hands out copies).
BLESS = tuple({"type": "bless", "row": city.ROW[i], "col": city.COL[i]} for i in range(city.WIDTH * city.WIDTH))

ACTIONS = {
    "choose_tile": {"slot": Field(int, doc="a draft slot, numbered 0 up clockwise (solo: the pool, 0-2)")},
    "place": {"row": Field(int, doc="row from the town centre (down is positive)"),
              "col": Field(int, doc="column from the town centre (right is positive)"),
              "rotation": Field(int, doc="quarter turns clockwise, 0-3")},
    "trade": {"pay": Field(str, doc="what you pay, e.g. 'legions' or 'coins+population'")},
    "decline_trade": {},
    "build": {"monument": Field(str, doc="a monument id in the market, e.g. 'mausoleum'"),
              "row": Field(int, doc="row of the top-left tile under it (the Forum: 0, the town centre)"),
              "col": Field(int, doc="column of the top-left tile under it")},
    "conquer": {"province": Field(str, doc="a province card id, e.g. 'africa'"),
                "slot": Field(int, doc="0 (top, most VP) to 2 (bottom)")},
    "bless": {"row": Field(int, doc="row of the city tile"), "col": Field(int, doc="column of the city tile")},
    "skip_action": {},
    "employ": {"monument": Field(str, doc="one of your monuments")},
    "move_population": {"source": Field(str, doc="the monument the meeple leaves"),
                        "target": Field(str, doc="the monument it moves to")},
    "end_turn": {},
}

# Each phase (state["phase"]), declared once: the action types it allows, in the order
# legal_actions lists them: the turn's order (rules first-tile-choice, place-reserved-tile,
# one-optional-action, next-tile-choose; an open trade offer, trade-now-or-never), population
# free at any time of a turn (population-any-time); how it refuses an action of another type
# (explain.py: the rule of the turn's order it comes too early or too late for); its prompt.
PHASE_RECORDS = phase_records(
    Phase("first_choice", ("choose_tile",), refusal=Refusals._before_play,
          prompt="reserve a first tile from the draft"),
    Phase("place", ("place", *POPULATION), refusal=Refusals._out_of_turn_order, prompt="place the reserved tile"),
    Phase("trade", ("trade", "decline_trade", *POPULATION), refusal=("trade-now-or-never", Refusals._trade_first),
          prompt="use the trade token or decline"),
    Phase("action", (*OPTIONAL, *POPULATION), refusal=Refusals._out_of_turn_order,
          prompt="take one optional action or skip it"),
    Phase("end", ("choose_tile", "end_turn", *POPULATION), refusal=Refusals._out_of_turn_order,
          prompt=Presentation._end_prompt),
    Phase("over", (), refusal=("game-end", GAME_OVER),
          prompt="the game is over"),
)
PHASES = actions_by_phase(PHASE_RECORDS)


# A tile's words for each component table (MagnaRoma.tile_words), gone with the table.
_TILE_TEXTS: WeakKeyDictionary[Table, dict[str | None, str]] = WeakKeyDictionary()


class MagnaRoma(Refusals, Presentation, Game):
    NAME = "magna_roma"
    TITLE = "Magna Roma"
    # Turns a replay steps by also end with the tile reserved last in a turn (a solo player moves on at once).
    TURN_END_LOGS = frozenset({"end_turn", "choose_tile"})
    ACTIONS = ACTIONS
    RULES = RULES
    PHASE_RECORDS = PHASE_RECORDS
    PHASES = PHASES
    GAME_END_RULE = "game-end"
    PLAY_CATEGORIES = PLAY_CATEGORIES
    FINAL_CATEGORIES = scoring.FINAL_CATEGORIES

    FACE_DOWN = ("decks", "monument_deck")
    WORDS = ("first_choice", "place", "action", "trade", "end", "over", "slot", "then")  # phases and fields
    t: Table

    def __init__(self, state: JSON, setup: JSON | None = None):
        self.t = table_for(state["components"])
        self._tile_texts = _TILE_TEXTS.setdefault(self.t, {})  # see tile_words
        super().__init__(state, setup)

    # ------------------------------------------------------------------ contract
    @property
    def is_over(self) -> bool:
        phase: str = self.state["phase"]
        return phase == "over"

    @property
    def solo(self) -> bool:
        return self.state["solo"] is not None

    def result(self) -> str:
        """A solo game ends on its score and the high-score level it reaches."""
        rank = self.state["solo"].get("title") if self.solo and self.is_over else None
        return f"{super().result()}: {rank['title']} - {rank['text']}" if rank else super().result()

    def final_categories(self) -> tuple[str, ...]:
        return scoring.FINAL_CATEGORIES + ((SOLO_CATEGORY,) if self.solo else ())

    def determinized(self, seat: int, seed: int, canonical: bool = False) -> MagnaRoma:
        """Everything a seat cannot see here is face down (the tile decks, the monument deck):
        a lookahead redraws them, so a bot never plays on the tiles to come."""
        clone = super().determinized(seat, seed, canonical)
        if not canonical:  # the canonical copy has them redrawn already
            clone._redraw_face_down()
        return clone

    def evaluate(self, seat: int) -> float:
        """Projected margin, for bots: VP so far plus the final scoring as if the game ended now
        (market, Pantheon, functional monuments, provinces, military)."""
        if self.is_over or self.solo:
            return super().evaluate(seat)
        final = scoring.final_scores(self.t, self.state)
        projected = [v + sum(final[c][i] for c in final) for i, v in enumerate(self.scores())]
        return projected[seat] - max(v for i, v in enumerate(projected) if i != seat)

    def position_words(self) -> list[str]:
        return [*super().position_words(), SOLO_CATEGORY, *(bonus[0] for bonus in self.t.track_bonuses)]

    # ------------------------------------------------------------------ helpers
    def seat_colour(self, seat: int) -> str:
        return SEAT_HEX[self.state["seats"][seat]["colour"]]

    def tile_words(self, tile_id: str | None) -> str:
        """The tile in words (Presentation), remembered for the components' table: every
        placement and reservation logs it."""
        text = self._tile_texts.get(tile_id)
        if text is None:
            text = self._tile_texts[tile_id] = super().tile_words(tile_id)
        return text

    @enforces("city-24-tiles")
    def city_complete(self, seat: JSON) -> bool:
        placed, full = seat["placed"], self.t.rules["tiles_per_city"]
        complete: bool = placed >= full
        return complete

    @enforces("solo-board-frame")
    def frame(self) -> city.Frame | None:
        """The solo board's fixed frame, or None (the city's own bounds decide)."""
        return solo.frame(self.t) if self.solo else None

    @enforces("place-touching", "place-empty-space", "city-5x5", "solo-board-frame")
    def open_cells(self, seat: JSON) -> list[int]:
        return city.open_cells(seat["city"], self.t.rules["city_size"], self.frame())

    def capacity(self, monument_id: str) -> int:
        """How much population a monument holds: what makes it functional (the Circus: up to 4)."""
        card = self.t.monuments[monument_id]
        workers: int = card["workers"]
        return len(card["scoring"].get("vp_by_workers", ())) or workers

    # The rules' conditions, each one predicate that the legal lists below and the refusals
    # (explain.py) both use; the rule each enforces is named.
    @enforces("monument-capacity")
    def has_room(self, monument: JSON) -> bool:
        """monument-capacity: a built monument takes one more worker."""
        room: bool = monument["workers"] < self.capacity(monument["id"])
        return room

    @enforces("build-from-market")
    def in_market(self, monument_id: str) -> bool:
        """build-from-market."""
        offered: bool = monument_id in self.state["monument_market"]
        return offered

    @enforces("build-pay-coins")
    def can_afford(self, seat: JSON, monument_id: str) -> bool:
        """build-pay-coins."""
        cost: int = self.t.monuments[monument_id]["cost"]
        return bool(cost <= seat["coins"])

    @enforces("conquer-pay-legions")
    def can_send(self, seat: JSON, slot: int) -> bool:
        """conquer-pay-legions: the legions a province slot needs."""
        cost: int = self.t.military["slot_costs"][slot]
        return bool(cost <= seat["legions"])

    @enforces("bless-city-tile")
    def is_city_tile(self, seat: JSON, i: int) -> bool:
        """bless-city-tile: a city tile of the seat's city (not the town centre)."""
        return i != city.CENTRE and seat["city"][i] is not None

    @enforces("trade-as-shown")
    def trade_options(self) -> dict[str, JSON]:
        """trade-as-shown: the open offer's ways to pay, by the name an action gives them."""
        return {"+".join(option): option for option in self.offered_token()["pay"]}

    def offered_token(self) -> JSON:
        """The trade token of the open offer (phase ``trade``)."""
        state = self.state
        token: JSON = self.t.trade_tokens[state["trade_tokens"][state["trade"]["slot"]]]
        return token

    @enforces("next-tile-not-reserved")
    def markers_elsewhere(self, seat_index: int) -> dict[int, int]:
        """next-tile-not-reserved: draft slot -> the other seat whose marker is on it."""
        return {s["slot"]: k for k, s in enumerate(self.state["seats"]) if k != seat_index and s["slot"] is not None}

    @enforces("conquest-markers")
    def conquest_markers_left(self, seat_index: int) -> int:
        used: int = sum(slots.count(seat_index) for slots in self.state["conquests"])
        markers: int = self.t.rules["conquest_markers"]
        return markers - used

    def monument_of(self, seat: JSON, monument_id: str) -> JSON | None:
        return next((m for m in seat["monuments"] if m["id"] == monument_id), None)

    @enforces("build-on-four-tiles", "build-not-on-town-centre", "build-no-overlap")
    def free_corners(self, seat: JSON) -> list[tuple[int, int]]:
        """(row, col) of every 2 x 2 block of four city tiles with no monument and no town centre."""
        covered = city.covered_cells(seat["monuments"], self.t.forum)
        return [(city.ROW[i], city.COL[i]) for i in city.corner_cells(seat["city"], covered)]

    @enforces("next-tile-reach", "next-tile-not-reserved", "solo-tile-pool")
    def reachable_slots(self, seat_index: int) -> list[int]:
        """Draft slots the seat may reserve now (rules next-tile-reach, solo-tile-pool).

        Up to ``next_tile_reach`` (2) spaces either way round the circle; other players'
        markers are jumped and not counted. Ruling: once the decks are spent, empty slots are
        jumped the same way, so a tile is always within reach."""
        state = self.state
        draft = state["draft"]
        others = self.markers_elsewhere(seat_index)
        if state["phase"] == "first_choice" or self.solo:
            return [k for k, tile in enumerate(draft) if tile is not None and k not in others]
        start, n, reach = state["seats"][seat_index]["slot"], len(draft), self.t.rules["next_tile_reach"]
        found = set()
        for step in (1, -1):
            counted, k = 0, start
            for _ in range(n - 1):
                k = (k + step) % n
                if k in others or draft[k] is None:
                    continue
                found.add(k)
                counted += 1
                if counted == reach:
                    break
        return sorted(found)

    # ------------------------------------------------------------------ gains
    @enforces("unlimited-supply", "blessing-tokens")
    def _gain(self, seat: JSON, resource: str, amount: int, category: str = "prestige",
              landed: list[int] | None = None) -> int:
        """Add a benefit; tracks stop at their last space. Returns what was actually gained.
        Coins, population and blessing tokens never run out: the rulebook sets no limit.
        A luxury gain that moves the market marker adds the space it leaves it on to ``landed``
        (the event's list, for the trade tokens reached: see ``_offer_trades``)."""
        if resource == "vp":
            seat["points"][category] += amount
            return amount
        before: int = seat[resource]
        top = {"legions": self.t.legions_top, "luxuries": self.t.market_top, "faith": self.t.faith_top}.get(resource)
        after = before + amount if top is None else min(top, before + amount)
        seat[resource] = after
        if resource == "faith":  # a blessing token for each lightning space entered or passed
            seat["blessings"] += sum(1 for space in self.t.pantheon["blessing_spaces"] if before < space <= after)
        elif resource == "luxuries" and after != before:
            cast(list[int], landed).append(after)  # every caller that can gain luxuries passes a list (a trade cannot)
        return after - before

    def _gain_all(self, seat: JSON, gains: JSON, category: str = "prestige",
                  landed: list[int] | None = None) -> list[str]:
        """Each resource of ``gains`` is one gain (a dict names a resource once)."""
        words = []
        for resource, amount in gains.items():
            got = self._gain(seat, resource, amount, category, landed)
            words.append(self.amount_words(resource, got) + ("" if got == amount else " (the track is at its end)"))
        return words

    @enforces("symbol-benefits")
    def _symbol_gains(self, seat: JSON, i: int, landed: list[int]) -> tuple[list[str], list[JSON]]:
        """Pay every full symbol the tile at cell i completes: the larger amount for a same-colour
        join, the smaller for mixed colours (rulebook, Tile placement and combining symbols).
        Each join is one gain (``landed``: see ``_gain``)."""
        words, joins = [], []
        for symbol, same, j in city.completed_symbols(seat["city"], i, self.t.faces, self.t.colour):
            spec = self.t.symbols[symbol]
            amount = spec["same" if same else "mixed"]
            got = self._gain(seat, spec["gain"], amount, landed=landed)
            colours = "same colour" if same else "mixed colours"
            words.append(f"{symbol} ({colours}) {self.amount_words(spec['gain'], got)}")
            joins.append({"symbol": symbol, "same": same, "row": city.ROW[j], "col": city.COL[j], "gain": got})
        return words, joins

    @enforces("track-stars", "track-harder-bonus")
    def _advance_track(self, seat: JSON, colour: str, stars: int, landed: list[int]) -> list[str]:
        """Move a colour track by the tile's stars and take the one-time bonuses now reached
        (a marker passing a bonus space reaches it), including those that need both
        neighbouring tracks on or past their spaces. Each bonus is one gain (``landed``: see
        ``_gain``)."""
        tracks, taken = seat["tracks"], seat["track_bonuses"]
        level = tracks[colour] = min(self.t.track_top, tracks[colour] + stars)
        words = []
        for bonus_id, spaces, resource in self.t.track_bonuses_of[colour]:
            # this track's own space first: it rules out most bonuses at once
            if spaces[colour] <= level and bonus_id not in taken and all(tracks[c] >= n for c, n in spaces.items()):
                taken.append(bonus_id)
                words.append(f"track bonus {self.amount_words(resource, self._gain(seat, resource, 1, landed=landed))}")
        return words

    @enforces("trade-token-offer")
    def _offer_trades(self, seat: JSON, landed: list[int], then: str) -> None:
        """After an event's gains are paid: each trade token under a space one of its gains left
        the market marker on (``landed``, in order) is offered once, in the order reached;
        then play goes on to the phase ``then``. A space only passed within one gain is not
        reached."""
        if not landed:
            self.state["trade"], self.state["phase"] = None, then
            return
        slots = []
        for space in landed:
            slot = self.t.trade_slot_at(space)
            if slot is not None and slot not in slots:
                slots.append(slot)
        self._next_offer(seat, slots, then)

    @enforces("trade-token-offer", "trade-pay-in-full")
    def _next_offer(self, seat: JSON, slots: list[int], then: str) -> None:
        """Offer the first of the queued trade tokens ``slots`` the player can pay for (one
        that cannot be paid now is logged as missed), or go on to ``then``. Payability is
        judged when a token's turn comes, after the trades before it.

        ``state["trade"]`` is the open offer: ``slot``, ``then`` and, only while more offers
        wait, ``later`` (their slots, in order): an offer with none waiting keeps the shape
        saves made before the queue existed have."""
        state = self.state
        while slots:
            slot = slots.pop(0)
            token = self.t.trade_tokens[state["trade_tokens"][slot]]
            if any(self.can_pay(seat, option) for option in token["pay"]):
                state["trade"] = {"slot": slot, "then": then, **({"later": slots} if slots else {})}
                state["phase"] = "trade"
                return
            self._log(f"{seat['name']} reaches the '{self.token_words(token)}' trade token but cannot pay for it.",
                      state["current"], "trade_missed", token=token["id"])
        state["trade"], state["phase"] = None, then

    @staticmethod
    @enforces("trade-pay-in-full")
    def can_pay(seat: JSON, option: JSON) -> bool:
        return all(seat[resource] >= n for resource, n in option.items())

    # ------------------------------------------------------------------ the draft
    @enforces("draft-refill")
    def _draw_tile(self) -> str | None:
        """The top tile of the centre deck; a spent deck is replaced by the next one."""
        decks = self.state["decks"]
        if not decks[0]:
            return None
        tile: str = self._draw(decks[0])
        if not decks[0] and len(decks) > 1:
            decks.pop(0)
            self._log(f"The centre deck is spent: the next deck ({plural(len(decks[0]), 'tile')}) "
                      "moves to the centre slot.", kind="deck_switch")
        return tile

    @enforces("draft-refill")
    def _refill(self, slot: int) -> None:
        draft = self.state["draft"]
        if draft[slot] is None:
            draft[slot] = self._draw_tile()

    # ------------------------------------------------------------------ turn flow
    @enforces("clockwise-turns", "city-24-tiles", "game-end")
    def _next_turn(self) -> None:
        state = self.state
        n = self.players
        for step in range(1, n + 1):
            seat = (state["current"] + step) % n
            if not self.city_complete(state["seats"][seat]):
                state["current"], state["phase"] = seat, "place"
                return
        self._finish()

    @enforces("game-end", "solo-objective-points", "solo-high-score")
    def _finish(self) -> None:
        state, t = self.state, self.t
        final = scoring.final_scores(t, state)
        if self.solo:
            final[SOLO_CATEGORY] = [solo.objective_points(t, state["seats"][0], state["solo"]["objectives"])]
        state["final"] = final
        state["phase"], state["current"], state["trade"] = "over", None, None
        scores = self.scores()
        if self.solo:
            state["solo"]["title"] = solo.title(t, scores[0])
            ending = f"{self.result()}."
        else:
            ending = ", ".join(f"{self.name(i)} {v}" for i, v in enumerate(scores)) + f". {self.result()}!"
        self._log(f"Every city is a 5 x 5 grid: the game is over. Final scores: {ending}",
                  kind="game_over", scores=scores)

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        """The actions of each type the phase allows (PHASES), in that order."""
        me = self._me()
        acts: list[Action] = []
        for generate in _GENERATORS[self.state["phase"]]:
            acts += generate(self, me)
        return acts

    def _legal_choose_tile(self, me: JSON) -> list[Action]:
        if self.state["phase"] == "end" and self.city_complete(me):  # city-24-tiles
            return []
        return [{"type": "choose_tile", "slot": k} for k in self.reachable_slots(self.state["current"])]

    def _legal_end_turn(self, me: JSON) -> list[Action]:
        return [{"type": "end_turn"}] if self.city_complete(me) else []

    def _legal_place(self, me: JSON) -> list[Action]:
        return list(chain.from_iterable(map(self.t.place_actions.__getitem__, self.open_cells(me))))

    def _legal_trade(self, me: JSON) -> list[Action]:
        return [{"type": "trade", "pay": pay} for pay, option in self.trade_options().items()
                if self.can_pay(me, option)]

    def _legal_decline_trade(self, me: JSON) -> list[Action]:
        return [{"type": "decline_trade"}]

    def _legal_build(self, me: JSON) -> list[Action]:
        t = self.t
        affordable = [m for m in self.state["monument_market"] if m is not None and self.can_afford(me, m)]
        if not affordable:
            return []
        corners = self.free_corners(me)
        acts: list[Action] = []
        for m in affordable:
            if m == t.forum:
                acts.append({"type": "build", "monument": m, "row": 0, "col": 0})
            else:
                acts.extend({"type": "build", "monument": m, "row": r, "col": c} for r, c in corners)
        return acts

    def _legal_conquer(self, me: JSON) -> list[Action]:
        state, costs = self.state, self.t.military["slot_costs"]
        seat_index = state["current"]
        acts: list[Action] = []
        # the cheapest slot first: most turns none is affordable
        if costs and self.can_send(me, costs.index(min(costs))) and self.conquest_markers_left(seat_index):
            for card, slots in zip(state["provinces"], state["conquests"], strict=False):
                if seat_index not in slots:  # conquer-one-per-card
                    acts.extend({"type": "conquer", "province": card, "slot": s}
                                for s, holder in enumerate(slots) if holder is None and self.can_send(me, s))
        return acts

    def _legal_bless(self, me: JSON) -> list[Action]:
        if not me["blessings"]:
            return []
        grid = me["city"]
        return [BLESS[i] for i in range(len(grid)) if self.is_city_tile(me, i) and not grid[i][2]]

    def _legal_skip_action(self, me: JSON) -> list[Action]:
        return [{"type": "skip_action"}]

    def _legal_employ(self, me: JSON) -> list[Action]:
        if not me["population"]:
            return []
        return [{"type": "employ", "monument": m["id"]} for m in me["monuments"] if self.has_room(m)]

    def _legal_move_population(self, me: JSON) -> list[Action]:
        monuments = me["monuments"]
        if not monuments:
            return []
        room = [m["id"] for m in monuments if self.has_room(m)]
        return [{"type": "move_population", "source": source["id"], "target": m}
                for source in monuments if source["workers"] for m in room if m != source["id"]]

    # ------------------------------------------------------------------ applying
    def _apply(self, a: Action) -> None:
        PERFORM[a["type"]](self, a)

    @enforces("first-tile-choice", "clockwise-turns", "next-tile-choose", "draft-refill")
    def _do_choose_tile(self, a: Action) -> None:
        state = self.state
        seat_index, me, slot = state["current"], self._me(), a["slot"]
        tile = state["draft"][slot]
        if state["phase"] == "first_choice":
            me["slot"] = slot
            self._log(f"{me['name']} reserves a first tile: {self.tile_words(tile)} in slot {slot}.",
                      seat_index, "choose_tile", slot=slot, tile=tile)
            state["choosers"].pop(0)
            if state["choosers"]:
                state["current"] = state["choosers"][0]
            else:  # play begins with the player who chose last
                state["phase"] = "place"
            return
        old, me["slot"] = me["slot"], slot
        self._log(f"{me['name']} reserves {self.tile_words(tile)} in slot {slot} for the next turn.",
                  seat_index, "choose_tile", slot=slot, tile=tile)
        if not self.solo:
            self._refill(old)
        self._next_turn()

    @enforces("place-reserved-tile", "solo-tile-pool", "track-stars", "symbol-benefits", "trade-token-offer")
    def _do_place(self, a: Action) -> None:
        state, t = self.state, self.t
        seat_index, me = state["current"], self._me()
        slot = me["slot"]
        tile_id = state["draft"][slot]
        state["draft"][slot] = None
        if self.solo:  # the solo pool is refilled at once, so the next choice is among 3 tiles
            self._refill(slot)
            me["slot"] = None
        i = city.index(a["row"], a["col"])
        me["city"][i] = [tile_id, a["rotation"], False]
        me["placed"] += 1
        landed: list[int] = []  # the market spaces this placement's gains reach, in order (trade tokens)
        tile = t.tiles[tile_id]
        words = []
        # The rulebook's order (the placement example): the stars, then the joins, so a track
        # bonus reaches the market space it leaves the marker on before a join moves it on.
        if tile["stars"]:
            words.append(f"{tile['colour']} track +{tile['stars']}")
            words += self._advance_track(me, tile["colour"], tile["stars"], landed)
        benefits, joins = self._symbol_gains(me, i, landed)
        words += benefits
        self._log(f"{me['name']} places {self.tile_words(tile_id)} at row {a['row']}, col {a['col']}"
                  f"{', turned ' + str(90 * a['rotation']) + '°' if a['rotation'] else ''}"
                  f" ({me['placed']} of {t.rules['tiles_per_city']}): {'; '.join(words) or 'no symbols completed'}.",
                  seat_index, "place", tile=tile_id, row=a["row"], col=a["col"], rotation=a["rotation"],
                  stars=tile["stars"], joins=joins)
        self._offer_trades(me, landed, "action")

    @enforces("trade-as-shown", "trade-pay-in-full", "trade-now-or-never")
    def _do_trade(self, a: Action) -> None:
        state = self.state
        me, trade = self._me(), state["trade"]
        token = self.t.trade_tokens[state["trade_tokens"][trade["slot"]]]
        option = next(o for o in token["pay"] if "+".join(o) == a["pay"])
        for resource, n in option.items():
            me[resource] -= n
        got = self._gain_all(me, token["gain"], "trade tokens")  # never luxuries (components.py)
        paid = " and ".join(self.amount_words(r, n, sign=False) for r, n in option.items())
        self._log(f"{me['name']} trades {paid} for {', '.join(got)} at the market.", state["current"], "trade",
                  token=token["id"], pay=a["pay"])
        self._next_offer(me, trade.get("later", []), trade["then"])

    @enforces("trade-now-or-never")
    def _do_decline_trade(self, a: Action) -> None:
        state = self.state
        trade = state["trade"]
        self._log(f"{self._me()['name']} does not trade.", state["current"], "decline_trade")
        self._next_offer(self._me(), trade.get("later", []), trade["then"])

    @enforces("build-pay-coins", "setup-monuments", "monument-immediate-bonus", "one-optional-action")
    def _do_build(self, a: Action) -> None:
        state, t = self.state, self.t
        me, mid = self._me(), a["monument"]
        card = t.monuments[mid]
        me["coins"] -= card["cost"]
        me["monuments"].append({"id": mid, "row": a["row"], "col": a["col"], "workers": 0})
        market = state["monument_market"]
        slot = market.index(mid)
        market[slot] = self._draw(state["monument_deck"]) if state["monument_deck"] else None
        landed: list[int] = []
        got = self._gain_all(me, card["immediate"], landed=landed)
        where = "on the town centre" if mid == t.forum else f"over the tiles from row {a['row']}, col {a['col']}"
        self._log(f"{me['name']} builds the {card['name']} {where} for {plural(card['cost'], 'coin')}"
                  f"{': ' + ', '.join(got) if got else ''}.", state["current"], "build",
                  monument=mid, row=a["row"], col=a["col"], refill=market[slot])
        self._offer_trades(me, landed, "end")

    @enforces("conquer-pay-legions", "province-slot-bonus", "one-optional-action")
    def _do_conquer(self, a: Action) -> None:
        state, t = self.state, self.t
        me, seat_index = self._me(), state["current"]
        j = state["provinces"].index(a["province"])
        cost = t.military["slot_costs"][a["slot"]]
        card = t.provinces[a["province"]]
        me["legions"] -= cost
        state["conquests"][j][a["slot"]] = seat_index
        landed: list[int] = []
        got = self._gain_all(me, card["slot_bonus"][a["slot"]], landed=landed)
        scores = f"{card['slot_vp'][a['slot']]} VP per {self.condition_words(card['condition'])}"
        self._log(f"{me['name']} sends {plural(cost, 'legion')} to conquer {card['name']} "
                  f"({self.slot_words(a['slot'])}: {scores})"
                  f"{': ' + ', '.join(got) if got else ''}.", seat_index, "conquer",
                  province=a["province"], slot=a["slot"], legions=cost)
        self._offer_trades(me, landed, "end")

    @enforces("bless-needs-token", "bless-once", "bless-gains", "one-optional-action")
    def _do_bless(self, a: Action) -> None:
        state = self.state
        me = self._me()
        i = city.index(a["row"], a["col"])
        me["blessings"] -= 1
        me["city"][i][2] = True
        landed: list[int] = []
        words, joins = self._symbol_gains(me, i, landed)  # as though just placed, but without its stars
        self._log(f"{me['name']} blesses {self.tile_words(me['city'][i][0])} at row {a['row']}, col {a['col']}: "
                  f"{'; '.join(words) or 'it completes no symbols'} (no stars).", state["current"], "bless",
                  row=a["row"], col=a["col"], joins=joins)
        self._offer_trades(me, landed, "end")

    @enforces("one-optional-action")
    def _do_skip_action(self, a: Action) -> None:
        self._log(f"{self._me()['name']} takes no optional action.", self.state["current"], "skip_action")
        self.state["phase"] = "end"

    @enforces("employ-from-supply", "population-any-time")
    def _do_employ(self, a: Action) -> None:
        me = self._me()
        me["population"] -= 1
        monument = cast(JSON, self.monument_of(me, a["monument"]))  # legal: one of the seat's monuments
        monument["workers"] += 1
        self._log(f"{me['name']} employs a citizen at the {self.t.name(a['monument'])} "
                  f"({monument['workers']} of {self.capacity(a['monument'])}).", self.state["current"], "employ",
                  monument=a["monument"])

    @enforces("switch-population", "population-any-time")
    def _do_move_population(self, a: Action) -> None:
        me = self._me()
        cast(JSON, self.monument_of(me, a["source"]))["workers"] -= 1  # legal: both are the seat's
        cast(JSON, self.monument_of(me, a["target"]))["workers"] += 1
        self._log(f"{me['name']} moves a citizen from the {self.t.name(a['source'])} to the "
                  f"{self.t.name(a['target'])}.", self.state["current"], "move_population",
                  source=a["source"], target=a["target"])

    @enforces("city-24-tiles", "clockwise-turns")
    def _do_end_turn(self, a: Action) -> None:
        me = self._me()
        old, me["slot"] = me["slot"], None
        self._log(f"{me['name']}'s city is complete.", self.state["current"], "end_turn")
        if not self.solo:
            self._refill(old)
        self._next_turn()

    # ------------------------------------------------------------------ damaged positions
    @classmethod
    def _state_problem(cls, state: JSON) -> str | None:
        keys = {"rng", "components", "options", "seats", "phase", "current", "choosers", "draft", "decks",
                "monument_market", "monument_deck", "provinces", "conquests", "trade_tokens", "trade", "solo",
                "final", "log"}
        if set(state) != keys:
            return "does not have the fields of a Magna Roma position"
        comp = state["components"]
        if comp != "default" and components_problem(comp):
            return f"has unusable components ({components_problem(comp)})"
        seats = state["seats"]
        if not isinstance(seats, list) or not 1 <= len(seats) <= 4:
            return "must have 1 to 4 seats"
        for seat in seats:
            grid = seat.get("city") if isinstance(seat, dict) else None
            if not isinstance(grid, list) or len(grid) != city.WIDTH ** 2:
                return "has a seat without a city grid"
            if any(not isinstance(seat.get(k), int) or seat[k] < 0 for k in STOCKS):
                return "has a seat with a missing or negative stock"
        if (state["solo"] is None) != (len(seats) > 1):
            return "must be a solo game exactly when it has one seat"
        return None


# Each action type's transition and its maker of legal actions (given the mover's seat),
# written out so that a reader (and grep) follows the path from an action to its code.
PERFORM: dict[str, Callable[[MagnaRoma, Action], None]] = {
    "choose_tile": MagnaRoma._do_choose_tile,
    "place": MagnaRoma._do_place,
    "trade": MagnaRoma._do_trade,
    "decline_trade": MagnaRoma._do_decline_trade,
    "build": MagnaRoma._do_build,
    "conquer": MagnaRoma._do_conquer,
    "bless": MagnaRoma._do_bless,
    "skip_action": MagnaRoma._do_skip_action,
    "employ": MagnaRoma._do_employ,
    "move_population": MagnaRoma._do_move_population,
    "end_turn": MagnaRoma._do_end_turn,
}
LEGAL: dict[str, Callable[[MagnaRoma, JSON], list[Action]]] = {
    "choose_tile": MagnaRoma._legal_choose_tile,
    "place": MagnaRoma._legal_place,
    "trade": MagnaRoma._legal_trade,
    "decline_trade": MagnaRoma._legal_decline_trade,
    "build": MagnaRoma._legal_build,
    "conquer": MagnaRoma._legal_conquer,
    "bless": MagnaRoma._legal_bless,
    "skip_action": MagnaRoma._legal_skip_action,
    "employ": MagnaRoma._legal_employ,
    "move_population": MagnaRoma._legal_move_population,
    "end_turn": MagnaRoma._legal_end_turn,
}
# Each phase's makers, one per action type it allows, in its order (read once: every step uses them).
_GENERATORS = {phase: tuple(LEGAL[kind] for kind in kinds) for phase, kinds in PHASES.items()}


# new_game's rule options as the design lab's panel shows them.
LAB_OPTIONS = MappingProxyType({"components": COMPONENTS, "decks": LabOption("tile decks", choices=DECK_COUNTS),
                                "level": LabOption("solo level", choices=solo.LEVELS)})


@enforces("setup-draft-board", "setup-tile-decks", "setup-monuments", "setup-provinces", "setup-trade-tokens",
          "conquest-markers", "first-tile-choice", "solo-tile-pool", "solo-objectives", "solo-blocked-slots")
def new_game(players: int = 2, seed: int | None = None, *, names: Sequence[str] | None = None,
             first_player: int | None = None, components: str | Path | JSON | None = None,
             decks: int | None = None, level: str = "I") -> MagnaRoma:
    """Set up a game of Magna Roma (rulebook, Setup steps 1-8; 1 player: Solo mode).

    ``seed`` fixes every shuffle (None: a fresh random seed, kept in the game);
    ``first_player`` is the seat that chooses a first tile first (default: drawn at random);
    ``decks`` (2 or 3) is how many face-down tile decks are formed; ``level`` ("I", "II" or
    "III") is the solo complexity; ``components`` is a path, JSON text or dict shaped like
    components.json.
    """
    check_players(players, range(1, 5), "Magna Roma")
    seed, names = seating(players, seed, names, first_player, SEAT_NAMES)
    comp = load_components(components)
    rules = comp["rules"]
    decks = rules["decks"] if decks is None else decks
    if decks not in DECK_COUNTS:
        raise ValueError(f"decks must be 2 or 3 (the rulebook's 'form 2 or 3 tile decks'), not {decks!r}.")
    if level not in solo.LEVELS:
        raise ValueError(f"level must be one of {', '.join(solo.LEVELS)}, not {level!r}.")
    if players > 1 and level != solo.LEVELS[0]:  # the default "I" stands for none (saved games carry it)
        raise ValueError(f"level is the solo game's complexity (players=1); a {players}-player game has none, "
                         f"so level={level!r} would change nothing.")
    holder = {"rng": seed_state(seed)}
    rng = SeededRandom(holder)

    shuffled = rng.shuffled

    tiles = shuffled(t["id"] for t in comp["tiles"])
    stacks = [tiles[k::decks] for k in range(decks)]
    slots = rules["draft_slots"][str(players)]
    draft = [stacks[0].pop() for _ in range(slots)]
    monuments = shuffled(m["id"] for m in comp["monuments"])
    market, monument_deck = monuments[:rules["monument_market"]], monuments[rules["monument_market"]:]
    provinces = shuffled(p["id"] for p in comp["provinces"])[:rules["provinces_in_play"]]
    tokens = shuffled(t["id"] for t in comp["trade_tokens"])[:rules["trade_tokens_in_play"]]
    conquests = [[None] * len(comp["military"]["slot_costs"]) for _ in provinces]
    solo_state = None
    if players == 1:
        for card, slot in comp["military"]["solo_blocked"]:
            conquests[card][slot] = solo.BLOCKED
        objectives = shuffled(o["id"] for o in comp["solo"]["objectives"] if o["level"] == level)
        solo_state = {"level": level, "objectives": objectives[:len(comp["solo"]["side_slots"])], "title": None}
    centres = comp["town_centres"]
    seats = [{
        "name": names[i], "colour": SEAT_COLOURS[i], "centre": centres[i]["id"],
        "city": city.new_grid(centres[i]["id"]), "placed": 0, "slot": None,
        "tracks": dict.fromkeys(COLOURS, 0), "track_bonuses": [],
        "coins": 0, "population": 0, "blessings": 0, "legions": 0, "luxuries": 0, "faith": 0,
        "monuments": [], "points": dict.fromkeys(PLAY_CATEGORIES, 0),
    } for i in range(players)]
    first = rng.below(players) if first_player is None else first_player
    state = {
        "rng": holder["rng"],
        "components": "default" if components in (None, "default") else comp,
        "options": {"seed": seed, "decks": decks, "level": level if players == 1 else None},
        "seats": seats, "phase": "first_choice", "current": first,
        "choosers": [(first - k) % players for k in range(players)],  # counterclockwise
        "draft": draft, "decks": stacks,
        "monument_market": market, "monument_deck": monument_deck,
        "provinces": provinces, "conquests": conquests, "trade_tokens": tokens, "trade": None,
        "solo": solo_state, "final": None, "log": [],
    }
    game = MagnaRoma(state)
    mode = f"a solo game (level {level})" if players == 1 else f"a {players}-player game"
    game._log(f"Magna Roma is set up as {mode}; {names[first]} chooses a first tile first.", kind="setup")
    setup = {"players": players, "seed": seed, "names": names, "first_player": first_player,
             "components": None if state["components"] == "default" else comp, "decks": decks,
             "level": level if players == 1 else "I"}
    return MagnaRoma(game.state, setup)  # history starts from the set-up position


def from_json(text: str) -> MagnaRoma:
    """Load a game saved with ``to_json()``; damaged or edited text raises ValueError."""
    return MagnaRoma.from_json(text)


MagnaRoma.new_game = staticmethod(new_game)
