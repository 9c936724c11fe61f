"""Porta Nigra (Kramer & Kiesling, 2015): the complete rules model.

Source: the Porta Nigra rulebook (English, checked against the French text and a scan of the
printed English rulebook); each rule, quoted, and the project's rulings are in ``RULES``
(rulebook.py), and each check cites one by id. Every decision is an action (see ``ACTIONS``);
random draws happen inside ``apply`` from the game's own generator.

Turn flow (``state["phase"]``; each phase's record, ``PHASE_RECORDS``, gives the action types
it allows, ``PHASES``):
``master_builder`` (a player's first turn only) -> ``play_card`` -> ``actions`` -> next turn;
after a round: ``split`` (intermediate scoring, one decision per player with placed bricks)
-> ``choose_start`` -> the next round; at the end: ``over``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from types import MappingProxyType

from ..core.actions import Field
from ..core.game import GAME_OVER, Game
from ..core.lab_options import COMPONENTS, LabOption
from ..core.phases import Phase, actions_by_phase, phase_records
from ..core.rng import SeededRandom, seed_state
from ..core.rulebook import Refusal, enforces
from ..core.setup import check_players, seating
from ..core.types import JSON, Action
from ..core.words import plural
from . import scoring
from .components import BUILDINGS, COLOURS, components_problem, load_components
from .explain import Refusals
from .rulebook import RULES
from .table import Table, table_for
from .view import Presentation

SEAT_NAMES = ("Green", "Purple", "Orange", "Teal")
# told apart under red-green colour blindness: tests/test_palette.py
SEAT_COLOURS = ("#1b5e20", "#6a1b9a", "#e65100", "#00838f")
PLAY_CATEGORIES = ("building spots", "honour cards", "intermediate scoring", "game end bonus")
FINAL_CATEGORIES = ("building card sets", "final scoring cards", "play area", "majorities")

ACTIONS = {
    "place_master_builder": {"quarter": Field(str, doc="a quarter id such as 'red'")},
    "play_card": {"card": Field(str, doc="the id of a card in your hand")},
    "buy": {"icon": Field(str, doc="a buy icon of the played card, e.g. 'buy-red'"),
            "shop": Field(str, doc="the shop's colour")},
    "build": {"spot": Field(str, doc="a building spot id such as 'basilica.A1'"),
              "bricks": Field(int, doc="how many bricks the element has"),
              "white": Field(int, default=0, doc="how many of them are white substitutes"),
              "influence": Field(bool, default=False, doc="pay 2 influence instead of using an icon")},
    "take": {"icon": Field(str, doc="'influence', 'torch' or a coins icon such as 'coins-4'")},
    "torch_to_coin": {"source": Field(str, doc="'action' (forfeit an action) or 'token' (return a torch token)")},
    "buy_roman": {},
    "honour": {"card": Field(str, doc="an honour card id in the display"),
               "spot": Field(str, optional=True, doc="your Porta Nigra element, for the card that adds a brick")},
    "end_turn": {},
    "split": {"vp": Field(int, doc="how many of your intermediate points to take as VP")},
    "choose_start": {"seat": Field(int, doc="the seat that starts the next round")},
}


# Legal actions without choices, shared by every legal list (Game.apply keeps a copy and
# legal_actions hands out copies, so they are never changed).
FORFEIT: Action = {"type": "torch_to_coin", "source": "action"}
RETURN_TORCH: Action = {"type": "torch_to_coin", "source": "token"}
BUY_ROMAN: Action = {"type": "buy_roman"}
END_TURN: Action = {"type": "end_turn"}

# Each phase (state["phase"]), declared once: the action types it allows, in the order
# legal_actions lists them (influence actions at any time of a turn once the master builder
# stands: Action Phase), how it refuses a move of another type, and its prompt.
PHASE_RECORDS = phase_records(
    Phase("master_builder", ("place_master_builder",),
          refusal=("place-master-builder", "At the beginning of your first turn you place your master builder in "
                                           "a quarter of your choice."),
          prompt="place the master builder in a quarter"),
    Phase("play_card", ("play_card", "build", "buy_roman", "honour"),
          refusal=Refusals._out_of_turn, prompt="play an action card"),
    Phase("actions", ("buy", "take", "build", "torch_to_coin", "buy_roman", "honour", "end_turn"),
          refusal=Refusals._out_of_turn, prompt=Presentation._actions_prompt),
    Phase("split", ("split",),
          refusal=("intermediate-scoring-round", Refusals._split_first), prompt=Presentation._split_prompt),
    Phase("choose_start", ("choose_start",),
          refusal=("new-round-start-player", Refusals._choose_start_first),
          prompt="choose who starts the next round"),
    Phase("over", (), refusal=("game-end", GAME_OVER),
          prompt="the game is over"),
)
PHASES = actions_by_phase(PHASE_RECORDS)


class PortaNigra(Refusals, Presentation, Game):
    NAME = "porta_nigra"
    TITLE = "Porta Nigra"
    # Turns a replay steps by also end with a new round (the start player chosen begins it).
    TURN_END_LOGS = frozenset({"end_turn", "round_start"})
    ACTIONS = ACTIONS
    PLAY_CATEGORIES = PLAY_CATEGORIES
    FINAL_CATEGORIES = FINAL_CATEGORIES
    RULES = RULES
    PHASE_RECORDS = PHASE_RECORDS
    PHASES = PHASES
    GAME_END_RULE = "game-end"

    FACE_DOWN = ("building_deck", "honour_deck", "supply_deck")
    FACE_DOWN_SEATS = ("deck",)
    WORDS = (*PHASES, "seat")
    t: Table

    def __init__(self, state: JSON, setup: JSON | None = None):
        self.t = table_for(state["components"])
        super().__init__(state, setup)

    # ------------------------------------------------------------------ contract
    @property
    def is_over(self) -> bool:
        phase: str = self.state["phase"]
        return phase == "over"

    # ------------------------------------------------------------------ helpers
    def _market_total(self) -> int:
        return sum(self.state["market"].values())

    def _vp(self, seat: JSON) -> int:
        return sum(seat["points"].values())

    def _score(self, seat_index: int, category: str, vp: int) -> None:
        self.state["seats"][seat_index]["points"][category] += vp

    def bricks_in(self, seat: int, building: str) -> int:
        """Bricks a seat has placed in one building."""
        return sum(e["bricks"] for sid, e in self.state["spots"].items()
                   if e is not None and e["seat"] == seat and self.t.building_of[sid] == building)

    def bricks_placed(self, seat: int) -> int:
        return sum(e["bricks"] for e in self.state["spots"].values() if e is not None and e["seat"] == seat)

    # ------------------------------------------------------------------ turn flow
    @enforces("place-master-builder", "play-one-card")
    def _begin_turn(self, seat: int) -> None:
        state = self.state
        state["current"] = seat
        state["turn"] = {"card": None, "slot": None, "used": [], "markers": 0, "tokens": 0, "forfeits": 0,
                         "honour": False, "honour_slot": None}
        self._refill()
        state["phase"] = "master_builder" if state["seats"][seat]["master_builder"] is None else "play_card"

    @enforces("refill-brick-market", "refill-supply-reshuffle", "refill-displays", "bricks-limited")
    def _refill(self) -> None:
        """Refill phase: market below 7 -> supply cards until at least 14; then both displays."""
        state, rules, rng = self.state, self.t.rules, self._rng()
        before = self._market_total()
        if before < rules["market_refill_below"]:
            totals, cards = [before], []
            while self._market_total() < rules["market_fill_to"] and state["reserve"] > 0:
                if not state["supply_deck"]:
                    state["supply_deck"], state["supply_discard"] = state["supply_discard"], []
                    rng.shuffle(state["supply_deck"])
                card = self._draw(state["supply_deck"])
                state["supply_discard"].append(card)
                cards.append(card)
                for shop in self.t.supply_cards[card]["shops"]:
                    if state["reserve"] > 0:
                        state["market"][shop] += 1
                        state["reserve"] -= 1
                totals.append(self._market_total())
            if cards:
                text = (f"The brick market is refilled from {before} to {totals[-1]} bricks "
                        f"({plural(len(cards), 'supply card')}: {' -> '.join(map(str, totals))}).")
            else:
                text = ("The brick market cannot be refilled: the brick reserve is empty "
                        f"({plural(before, 'brick')} left).")
            self._log(text, kind="refill", totals=totals, cards=cards)
        for display, deck, size, what in (("building_display", "building_deck", rules["building_display"], "building"),
                                          ("honour_display", "honour_deck", rules["honour_display"], "honour")):
            drawn = 0
            while len(state[display]) < size and state[deck]:
                state[display].append(self._draw(state[deck]))
                drawn += 1
            if drawn:
                self._log(f"{plural(drawn, what + ' card')} refill{'s' if drawn == 1 else ''} the {what} card display.",
                          kind="display")

    @enforces("end-of-turn-draw", "turn-order-clockwise", "game-end-early-bonus")
    def _end_turn(self) -> None:
        state = self.state
        seat = state["current"]
        me = state["seats"][seat]
        me["discard"].append(state["turn"]["card"])
        if me["deck"]:
            me["hand"].append(self._draw(me["deck"]))
        state["turn"] = None
        self._log(f"{me['name']} ends the turn.", seat, "end_turn")
        order = [(seat + k) % self.players for k in range(1, self.players)]
        early = state["early_end"]
        if early is not None:
            if early["final_turns"] is None:
                early["final_turns"] = order
            while early["final_turns"]:
                nxt = early["final_turns"].pop(0)
                if state["seats"][nxt]["hand"]:
                    self._begin_turn(nxt)
                    return
                self._log(f"{self.name(nxt)} has no card left for a final turn.", nxt)
            self._finish()
        elif all(not s["hand"] for s in state["seats"]):
            self._end_round()
        else:
            self._begin_turn(order[0])

    @enforces("intermediate-scoring-round", "game-end")
    def _end_round(self) -> None:
        state = self.state
        self._log(f"Round {state['round']} ends.", kind="round_end")
        if state["round"] >= state["rounds"]:
            self._finish()
            return
        start = state["start_player"]
        order = [(start + k) % self.players for k in range(self.players)]
        state["pending"] = [s for s in order if self.bricks_placed(s) > 0]
        for s in order:
            if s not in state["pending"]:
                self._log(f"{self.name(s)} has no bricks on the board: nothing to score.", s, "split")
        self._next_split()

    @enforces("intermediate-scoring-double")
    def _multiplier(self) -> int:
        mult: int | None = self.state["options"]["intermediate_multiplier"]
        return mult if mult is not None else self.t.rules["intermediate_multiplier"][str(self.players)]

    def intermediate_points(self, seat: int) -> int:
        return self.bricks_placed(seat) * self._multiplier()

    @enforces("new-round-start-player")
    def _next_split(self) -> None:
        state = self.state
        if state["pending"]:
            state["phase"], state["current"] = "split", state["pending"][0]
            return
        fewest = min(self._vp(s) for s in state["seats"])
        tied = [i for i, s in enumerate(state["seats"]) if self._vp(s) == fewest]
        # The youngest tied player decides; the last in seat order stands in (new-round-start-player).
        state["phase"], state["current"] = "choose_start", tied[-1]

    @enforces("new-round-deal")
    def _new_round(self, start: int) -> None:
        state, rng = self.state, self._rng()
        state["round"] += 1
        state["start_player"] = start
        for s in state["seats"]:
            if s["discard"]:
                self._reveal()  # the face-down deck grows (the shuffle and the draws mark too)
            s["deck"], s["discard"] = s["discard"] + s["deck"], []
            rng.shuffle(s["deck"])
            for _ in range(self.t.rules["hand_size"]):
                if s["deck"]:
                    s["hand"].append(self._draw(s["deck"]))
        self._log(f"Round {state['round']} begins; {self.name(start)} starts.", start, "round_start")
        self._begin_turn(start)

    @enforces("game-end-early", "game-end-early-bonus")
    def _check_early_end(self) -> None:
        state = self.state
        if state["early_end"] is not None:
            return
        me = self._me()
        if state["reserve"] == 0 and self._market_total() == 0:
            why = "the brick reserve and the brick market are empty"
        elif me["elements"] >= self.t.rules["max_elements"]:
            why = f"{me['name']} placed a {self.t.rules['max_elements']}th building element"
        else:
            return
        bonus = self.t.rules["early_end_bonus"]
        self._score(state["current"], "game end bonus", bonus)
        state["early_end"] = {"by": state["current"], "final_turns": None}
        self._log(f"The game will end early: {why}. {me['name']} scores {bonus} VP, finishes the "
                  "card, and every other player has one final turn.", state["current"], "early_end")

    @enforces("game-end")
    def _finish(self) -> None:
        state = self.state
        state["phase"], state["current"], state["turn"] = "over", None, None
        state["final"] = self.final_scoring()
        scores = self.scores()
        names = " and ".join(self.name(s) for s in self.winners())
        verb = "win" if len(self.winners()) > 1 else "wins"
        totals = ", ".join(f"{self.name(i)} {v}" for i, v in enumerate(scores))
        self._log(f"The game is over. Final scores: {totals}. {names} {verb}!", kind="game_over", scores=scores)

    # ------------------------------------------------------------------ final scoring
    @enforces("set-collection-scoring", "substitute-building-cards", "final-scoring-cards", "play-area-scoring")
    def final_scoring(self) -> dict[str, list[int]]:
        """The final scoring's points per category, as if the game ended now."""
        t, seats = self.t, self.state["seats"]
        final = {cat: [0] * len(seats) for cat in FINAL_CATEGORIES}
        for i, s in enumerate(seats):
            cards = [t.card_building(c) for c in s["building_cards"] + s["honour_cards"]]
            final["building card sets"][i] = scoring.set_points([b for b in cards if b], t.rules["set_scores"])
            final["final scoring cards"][i] = sum(t.honour_cards[c]["effect"].get("final_vp", 0)
                                                  for c in s["honour_cards"])
            final["play area"][i] = (s["romans"] + s["coins"] // 3 + s["influence"] + s["torches"]
                                     + sum(s["bricks"].values()))
        for part in self.majorities():
            for seat, vp in part["points"].items():
                final["majorities"][seat] += vp
        return final

    @enforces("majority-scoring", "majority-ties", "majority-basilica", "majority-amphitheatre", "majority-city-wall",
              "majority-porta-nigra-levels")
    def majorities(self) -> list[JSON]:
        """Majority results per building part, in board order: who scores what, and why."""
        t, results = self.t, []
        for b in BUILDINGS:
            building = t.comp["buildings"][b]
            for part in building["parts"]:
                entries: dict[int, tuple[int, tuple[int, int]]] = {}
                for spot in building["spots"]:
                    e = self.state["spots"][spot["id"]]
                    if e is None:
                        continue
                    if "level" in part:
                        if e["bricks"] != part["level"]:
                            continue
                        amount = 1  # Porta Nigra levels count elements of that height
                    elif spot["part"] != part["id"]:
                        continue
                    else:
                        amount = e["bricks"]
                    count, best = entries.get(e["seat"], (0, (0, 0)))
                    # A tie is broken by the most valuable element: brick value first, then bricks
                    # (scoring.rank_part).
                    entries[e["seat"]] = (count + amount, max(best, (t.cost[e["colour"]], e["bricks"])))
                results.append({"building": b, "part": part["id"], "label": f"{building['name']} {part['label']}",
                                "majority": part["majority"], "entries": entries,
                                "points": scoring.rank_part(entries, part["majority"])})
        return results

    # ------------------------------------------------------------------ for bots
    def determinized(self, seat: int, seed: int, canonical: bool = False) -> PortaNigra:
        clone = super().determinized(seat, seed, canonical)
        rng, state = clone._rng(), clone.state
        for i, s in enumerate(state["seats"]):
            if i == seat:
                rng.redraw(s["deck"], canonical)  # own hand is known, own deck order is not
                continue
            pool = s["hand"] + s["deck"]
            rng.redraw(pool, canonical)
            s["hand"], s["deck"] = pool[:len(s["hand"])], pool[len(s["hand"]):]
        for pile in ("supply_deck", "building_deck", "honour_deck"):
            rng.redraw(state[pile], canonical)
        return clone

    def evaluate(self, seat: int) -> float:
        """Projected final margin: VP so far plus final scoring as if the game ended now, with
        sesterces at their exact 1/3 and bricks in hand at half their price (they will be built)."""
        if self.is_over:
            return super().evaluate(seat)
        final = self.final_scoring()
        cost = self.t.cost
        projected: list[float] = []
        for i, s in enumerate(self.state["seats"]):
            worth = (self._vp(s) + final["building card sets"][i] + final["final scoring cards"][i]
                     + final["majorities"][i] + s["romans"] + s["influence"] + s["torches"] + s["coins"] / 3
                     + sum((1 + cost[c] / 2) * n for c, n in s["bricks"].items()))
            projected.append(worth)
        rival = max(v for i, v in enumerate(projected) if i != seat)
        return projected[seat] - rival

    # ------------------------------------------------------------------ the rules' checks
    # One predicate per rule (its id beside it), used by the legal lists below and by the
    # refusals (explain.py). Loops over every icon, shop or spot of a legal list read the same
    # facts in a faster form (the rule's id beside it); tests/test_porta_nigra_checks.py holds
    # the refusals and the legal lists equal over every possible move.
    # (Counts are read into typed names: a comparison of them is a bool, no bool() call needed.)
    @enforces("buy-roman", "build-with-influence")
    def _influence_for_action(self, me: JSON) -> bool:  # buy-roman, build-with-influence
        influence: int = me["influence"]
        return influence >= self.t.influence_cost

    @enforces("romans-limited")
    def _roman_in_reserve(self, me: JSON) -> bool:  # romans-limited
        reserve: int = me["romans_reserve"]
        return reserve > 0

    @enforces("build-needs-roman")
    def _has_roman(self, me: JSON) -> bool:  # build-needs-roman
        romans: int = me["romans"]
        return romans > 0

    @enforces("card-torches-count-actions", "torch-token-extra-action")
    def _action_left(self, me: JSON) -> bool:  # card-torches-count-actions, torch-token-extra-action
        markers: int = self.state["turn"]["markers"]
        torches: int = me["torches"]
        return markers > 0 or torches > 0

    @enforces("each-action-once")
    def _icon_unused(self, icon: str) -> bool:  # each-action-once
        return icon not in self.state["turn"]["used"]

    @enforces("torches-to-coins")
    def _can_forfeit(self) -> bool:  # torches-to-coins: an action left on the card to give up
        markers: int = self.state["turn"]["markers"]
        return markers > 0

    @enforces("empty-shop")
    def _shop_open(self, shop: str) -> bool:  # empty-shop
        bricks: int = self.state["market"][shop]
        return bricks > 0

    @enforces("buy-afford", "move-clockwise", "brick-prices")
    def _can_afford_brick(self, me: JSON, shop: str) -> bool:  # buy-afford (move-clockwise, brick-prices)
        coins: int = me["coins"]
        return self.t.buy_totals[me["master_builder"]][shop] <= coins

    @enforces("build-move-pay", "move-clockwise")
    def _can_move_to(self, me: JSON, quarter: str) -> bool:  # build-move-pay (move-clockwise)
        coins: int = me["coins"]
        return self.t.moves_from[me["master_builder"]][quarter] <= coins

    @enforces("honour-once-per-turn")
    def _may_buy_honour(self) -> bool:  # honour-once-per-turn
        bought: bool = self.state["turn"]["honour"]
        return not bought

    @enforces("buy-icon-colour", "empty-shop")
    def _icon_shops(self, icon: str) -> list[str]:
        """Shops an icon may buy from (buy-icon-colour): its own, or any open shop when it is
        grey or its own shop is empty (empty-shop: _shop_open)."""
        market, colour = self.state["market"], icon[4:]
        if colour != "any" and market[colour] > 0:
            return [colour]
        return [c for c in COLOURS if market[c] > 0]

    @enforces("action-icons-on-card", "each-action-once", "card-torches-count-actions")
    def _free_icons(self, me: JSON, kind: str) -> list[str]:
        """The played card's icons of one kind (buy, build, take) not used yet (each-action-once), if
        an action marker or a torch token is left (card-torches-count-actions: _action_left)."""
        turn = self.state["turn"]
        if turn["markers"] == 0 and me["torches"] == 0:
            return []
        used = turn["used"]
        return [i for i in self.t.card_icons[turn["card"]][kind] if i not in used]

    @enforces("final-card-30-discards-4-buildings", "final-card-chain", "bricks-limited", "honour-porta-nigra-brick")
    def _honour_problem(self, me: JSON, card: JSON) -> Refusal | None:
        """Why this player cannot meet an honour card's discard or brick requirement (None if they can)."""
        effect = card["effect"]
        if effect.get("final_vp") and "replaces" not in effect:
            have = {self.t.card_building(c) for c in me["building_cards"] + me["honour_cards"]} - {None}
            if len(have) < len(BUILDINGS):
                return self.refuse("final-card-30-discards-4-buildings", (
                    f"You cannot buy '{card['title']}': it needs you to discard {len(BUILDINGS)} building cards "
                    f"of {len(BUILDINGS)} different buildings; you have cards of "
                    f"{plural(len(have), 'different building')}."))
        if "replaces" in effect and effect["replaces"] not in me["honour_cards"]:
            needed = self.t.honour_cards[effect["replaces"]]
            return self.refuse("final-card-chain", (
                f"You cannot buy '{card['title']}': it needs you to discard your '{needed['title']}' honour card, "
                "which you do not have."))
        if "porta_nigra_brick" in effect:
            if self.state["reserve"] == 0:
                return self.refuse("bricks-limited", f"You cannot buy '{card['title']}': the brick reserve is empty.")
            if not self._pn_brick_spots():
                return self.refuse("honour-porta-nigra-brick", (
                    f"You cannot buy '{card['title']}': you have no Porta Nigra element with fewer than "
                    f"{self.t.pn_range[1]} bricks to add a brick to."))
        return None

    @enforces("honour-porta-nigra-brick")
    def _pn_brick_spots(self) -> list[str]:
        """Your Porta Nigra elements below the most bricks (honour-porta-nigra-brick)."""
        top = self.t.pn_range[1]
        return [sid for sid, e in self.state["spots"].items()
                if e is not None and e["seat"] == self.state["current"]
                and self.t.building_of[sid] == "porta_nigra" and e["bricks"] < top]

    @enforces("move-clockwise")
    def move_cost(self, me: JSON, quarter: str) -> int:
        return self.t.borders(me["master_builder"], quarter)

    @enforces("white-shop-any-quarter", "brick-prices")
    def buy_cost(self, me: JSON, shop: str) -> tuple[int, int]:
        """(movement, brick price) to buy from a shop; the white shop needs no movement."""
        move = 0 if shop == "white" else self.move_cost(me, self.t.quarter_of_shop[shop])
        return move, self.t.cost[shop]

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:
        """Each action type the phase allows (PHASES), in its order, from its own list."""
        state = self.state
        me: JSON = {} if state["current"] is None else state["seats"][state["current"]]  # {}: the game is over
        lists = LEGAL_IN_PHASE[state["phase"]]
        if len(lists) == 1:
            return lists[0](self, me)  # a new list: each _legal_<type> returns one
        acts: list[Action] = []
        for legal in lists:
            acts += legal(self, me)
        return acts

    def _legal_place_master_builder(self, me: JSON) -> list[Action]:
        return list(self.t.master_actions)

    def _legal_play_card(self, me: JSON) -> list[Action]:
        plays = self.t.play_actions
        return [plays[card] for card in dict.fromkeys(me["hand"])]

    def _legal_buy(self, me: JSON) -> list[Action]:
        t, acts = self.t, []
        totals, coins = t.buy_totals[me["master_builder"]], me["coins"]  # buy-afford: _can_afford_brick
        for icon in self._free_icons(me, "buy"):
            acts.extend([t.buy_actions[icon, shop] for shop in self._icon_shops(icon) if totals[shop] <= coins])
        return acts

    def _legal_take(self, me: JSON) -> list[Action]:
        t = self.t
        return [t.take_actions[icon] for icon in self._free_icons(me, "take")]

    def _legal_build(self, me: JSON) -> list[Action]:
        acts: list[Action] = []
        if self.state["phase"] == "actions" and self._free_icons(me, "build"):
            acts = self._build_actions(me, influence=False)
        if self._influence_for_action(me):
            acts.extend(self._build_actions(me, influence=True))
        return acts

    @enforces("build-empty-spot", "build-spot-requirement", "porta-nigra-3-to-8", "build-have-bricks",
              "white-substitutes", "build-move-pay")
    def _build_actions(self, me: JSON, influence: bool) -> list[Action]:
        bricks = me["bricks"]
        if not self._has_roman(me) or not any(bricks.values()):  # no spot takes fewer than 1 brick
            return []
        acts: list[Action] = []
        t, spots = self.t, self.state["spots"]
        white = bricks["white"]
        low, high = t.pn_range
        moves, coins = t.moves_from[me["master_builder"]], me["coins"]  # _can_move_to, per quarter
        for sid, colour, fixed, quarter, by_bricks in t.build_rows[influence]:
            have = white if colour == "white" else bricks[colour] + white  # build-have-bricks
            if have < (fixed or low) or spots[sid] is not None or moves[quarter] > coins:
                continue
            for n in ((fixed,) if fixed is not None else range(low, min(high, have) + 1)):
                if colour == "white":  # white spots take no substitutes
                    if white >= n:
                        acts.append(by_bricks[n][0])
                else:  # the white substitutes: at least what the colour lacks, at most n
                    acts.extend(by_bricks[n][max(0, n - bricks[colour]):min(white, n) + 1])
        return acts

    def _legal_torch_to_coin(self, me: JSON) -> list[Action]:
        acts = [FORFEIT] if self._can_forfeit() else []
        if me["torches"] > 0:
            acts.append(RETURN_TORCH)
        return acts

    def _legal_buy_roman(self, me: JSON) -> list[Action]:
        return [BUY_ROMAN] if self._influence_for_action(me) and self._roman_in_reserve(me) else []

    def _legal_honour(self, me: JSON) -> list[Action]:
        t, influence = self.t, me["influence"]
        if not self._may_buy_honour() or influence < t.honour_min_cost:
            return []
        acts: list[Action] = []
        for card_id in dict.fromkeys(self.state["honour_display"]):
            card = t.honour_cards[card_id]
            if influence < card["cost"]:
                continue
            if card_id not in t.honour_demands:
                acts.append(t.honour_actions[card_id])
            elif self._honour_problem(me, card) is not None:
                continue
            elif "porta_nigra_brick" in card["effect"]:
                acts.extend({"type": "honour", "card": card_id, "spot": sid} for sid in self._pn_brick_spots())
            else:
                acts.append(t.honour_actions[card_id])
        return acts

    def _legal_end_turn(self, me: JSON) -> list[Action]:
        return [END_TURN]

    def _legal_split(self, me: JSON) -> list[Action]:
        total = self.intermediate_points(self.state["current"])
        return [{"type": "split", "vp": vp} for vp in range(total, -1, -1)]

    def _legal_choose_start(self, me: JSON) -> list[Action]:
        return [{"type": "choose_start", "seat": s} for s in range(self.players)]

    # ------------------------------------------------------------------ applying
    def _apply(self, a: Action) -> None:
        PERFORM[a["type"]](self, a)
        if self.state["phase"] in ("play_card", "actions"):
            self._check_early_end()

    @enforces("each-action-once", "torch-token-extra-action")
    def _use_icon(self, icon: str) -> str:
        """Cover an icon: with an action marker while any are left, else with a torch token."""
        turn, me = self.state["turn"], self._me()
        turn["used"].append(icon)
        if turn["markers"] > 0:
            turn["markers"] -= 1
            return ""
        me["torches"] -= 1
        turn["tokens"] += 1
        return " using a torch token"

    @enforces("move-clockwise")
    def _move(self, me: JSON, quarter: str) -> str:
        borders = self.move_cost(me, quarter)
        if not borders:
            return ""
        me["coins"] -= borders
        me["master_builder"] = quarter
        return f", moving the master builder clockwise to the {quarter} quarter ({plural(borders, 'sesterce')})"

    @enforces("place-master-builder")
    def _do_place_master_builder(self, a: Action) -> None:
        me = self._me()
        me["master_builder"] = a["quarter"]
        self.state["phase"] = "play_card"
        building = self.t.building_name(self.t.comp["quarters"][self.t.quarters.index(a["quarter"])]["building"])
        self._log(f"{me['name']} places the master builder in the {a['quarter']} quarter ({building}).",
                  self.state["current"], "master_builder", quarter=a["quarter"])

    @enforces("play-one-card", "card-torches-count-actions")
    def _do_play_card(self, a: Action) -> None:
        me, turn = self._me(), self.state["turn"]
        turn["slot"] = me["hand"].index(a["card"])  # its place stays empty till the turn ends (the board)
        me["hand"].remove(a["card"])
        card = self.t.action_cards[a["card"]]
        turn["card"], turn["markers"] = a["card"], card["torches"]
        self.state["phase"] = "actions"
        self._log(f"{me['name']} plays an action card: {card['torches']} actions from "
                  f"{self.t.card_words[a['card']]}.", self.state["current"], "play_card", card=a["card"])

    @enforces("buy-one-brick", "move-clockwise", "white-shop-any-quarter", "brick-prices")
    def _do_buy(self, a: Action) -> None:
        state, me = self.state, self._me()
        shop = a["shop"]
        move_text = "" if shop == "white" else self._move(me, self.t.quarter_of_shop[shop])
        price = self.t.cost[shop]
        me["coins"] -= price
        state["market"][shop] -= 1
        me["bricks"][shop] += 1
        via = self._use_icon(a["icon"])
        self._log(f"{me['name']} buys a {shop} brick for {plural(price, 'sesterce')}{move_text}{via}.",
                  state["current"], "buy", shop=shop, icon=a["icon"])

    @enforces("build-empty-spot", "build-needs-roman", "build-with-influence", "white-substitutes", "build-score-spot",
              "porta-nigra-score-bricks", "white-substitute-scores-replaced-colour", "building-card-reward",
              "amphitheatre-row-c-no-card")
    def _do_build(self, a: Action) -> None:
        state, t, me = self.state, self.t, self._me()
        seat, sid = state["current"], a["spot"]
        spot, building = t.spots[sid], t.building_of[sid]
        colour, n, white = spot["colour"], a["bricks"], a["white"]
        if a["influence"]:
            me["influence"] -= t.influence_cost
            via = f" (paying {t.influence_cost} influence)"
        else:
            via = self._use_icon("build")
        move_text = self._move(me, t.quarter_of_building[building])
        before = self.bricks_in(seat, building)
        me["bricks"][colour] -= n - white
        me["bricks"]["white"] -= white
        me["romans"] -= 1
        me["elements"] += 1
        # A white substitute counts as the colour it replaces (white-substitute-scores-replaced-colour).
        vp = spot["vp"] if spot["vp"] is not None else n * t.cost[colour]
        self._score(seat, "building spots", vp)
        state["spots"][sid] = {"seat": seat, "colour": colour, "bricks": n, "white": white}
        subs = f" ({white} white as substitute{'s' if white > 1 else ''})" if white else ""
        text = (f"{me['name']} builds {n} {colour} brick{'s' if n > 1 else ''}{subs} on "
                f"{t.building_name(building)} {sid.split('.')[1]} and scores {vp} VP{move_text}{via}.")
        card = t.card_of_spot[sid]
        if card is not None and card in state["building_display"]:
            state["building_display"].remove(card)
            me["building_cards"].append(card)
            text += f" Takes the {t.building_name(building)} {colour} building card."
        self._log(text, seat, "build", spot=sid, bricks=n, white=white, vp=vp)
        self._rewards(seat, building, before, before + n)

    @enforces("master-builder-reward", "reward-basilica", "reward-amphitheatre", "reward-city-wall",
              "reward-porta-nigra", "romans-limited", "bricks-limited")
    def _rewards(self, seat: int, building: str, before: int, after: int) -> None:
        """Master-builder reward: once for each new multiple of 3 bricks in the building."""
        triggers = after // 3 - before // 3
        if triggers <= 0:
            return
        state, me = self.state, self.state["seats"][seat]
        reward = self.t.comp["buildings"][building]["reward"]
        got = {"romans": 0, "torches": 0, "coins": 0, "influence": 0, "white bricks": 0}
        for _ in range(triggers):
            romans = min(reward.get("romans", 0), me["romans_reserve"])
            me["romans_reserve"] -= romans
            me["romans"] += romans
            got["romans"] += romans
            for key in ("torches", "coins", "influence"):
                me[key] += reward.get(key, 0)
                got[key] += reward.get(key, 0)
            whites = min(reward.get("white_bricks", 0), state["reserve"])
            state["reserve"] -= whites
            me["bricks"]["white"] += whites
            got["white bricks"] += whites
        words = {"romans": "Roman", "torches": "torch token", "coins": "sesterce", "influence": "influence token",
                 "white bricks": "white brick"}
        parts = [plural(v, words[k]) for k, v in got.items() if v]
        self._log(f"Master-builder reward of the {self.t.building_name(building)} "
                  f"(x{triggers}): {me['name']} takes {', '.join(parts) or 'nothing (the reserve is empty)'}.",
                  seat, "reward", building=building, triggers=triggers,
                  **{k.replace(' ', '_'): v for k, v in got.items()})

    @enforces("take-influence", "take-torch", "take-coins")
    def _do_take(self, a: Action) -> None:
        me, icon = self._me(), a["icon"]
        if icon.startswith("coins-"):
            amount = int(icon[6:])
            me["coins"] += amount
            what = plural(amount, "sesterce")
        else:
            me[{"influence": "influence", "torch": "torches"}[icon]] += 1
            what = f"1 {icon} token"
        via = self._use_icon(icon)
        self._log(f"{me['name']} takes {what}{via}.", self.state["current"], "take", icon=icon)

    @enforces("torches-to-coins")
    def _do_torch_to_coin(self, a: Action) -> None:
        me, turn = self._me(), self.state["turn"]
        if a["source"] == "action":
            turn["markers"] -= 1
            turn["forfeits"] += 1
            how = "forfeits an action"
        else:
            me["torches"] -= 1
            how = "returns a torch token"
        me["coins"] += 1
        self._log(f"{me['name']} {how} for 1 sesterce.", self.state["current"], "torch_to_coin")

    @enforces("buy-roman")
    def _do_buy_roman(self, a: Action) -> None:
        me = self._me()
        me["influence"] -= self.t.influence_cost
        me["romans_reserve"] -= 1
        me["romans"] += 1
        self._log(f"{me['name']} pays {self.t.influence_cost} influence for a Roman from the reserve.",
                  self.state["current"], "buy_roman")

    @enforces("honour-from-display", "honour-once-per-turn", "honour-discard-cards", "honour-kept-cards",
              "honour-card-icons", "final-card-30-discards-4-buildings", "final-card-chain", "honour-porta-nigra-brick",
              "bricks-limited", "romans-limited")
    def _do_honour(self, a: Action) -> None:
        state, t, me = self.state, self.t, self._me()
        seat, card = state["current"], t.honour_cards[a["card"]]
        effect = card["effect"]
        me["influence"] -= card["cost"]
        state["turn"]["honour_slot"] = state["honour_display"].index(a["card"])  # left empty till the turn ends
        state["honour_display"].remove(a["card"])
        state["turn"]["honour"] = True
        text = f"{me['name']} buys the honour card '{card['title']}' for {card['cost']} influence"
        if effect.get("final_vp") and "replaces" not in effect:
            for b in BUILDINGS:  # which card of a building goes is immaterial: sets count buildings
                for pile in ("building_cards", "honour_cards"):
                    match = next((c for c in me[pile] if t.card_building(c) == b), None)
                    if match:
                        me[pile].remove(match)
                        break
            text += ", discarding 4 building cards of 4 different buildings"
        if "replaces" in effect:
            me["honour_cards"].remove(effect["replaces"])
            text += f", discarding '{t.honour_cards[effect['replaces']]['title']}'"
        if card["kind"] in ("substitute", "final"):
            me["honour_cards"].append(a["card"])
        got = []
        if effect.get("vp"):
            self._score(seat, "honour cards", effect["vp"])
            got.append(f"{effect['vp']} VP")
        for colour, n in effect.get("bricks", {}).items():
            n = min(n, state["reserve"])
            state["reserve"] -= n
            me["bricks"][colour] += n
            got.append(f"{n} {colour} brick{'s' if n != 1 else ''}")
        if effect.get("romans"):
            n = min(effect["romans"], me["romans_reserve"])
            me["romans_reserve"] -= n
            me["romans"] += n
            got.append(plural(n, "Roman"))
        for key, word in (("coins", "sesterce"), ("torches", "torch token")):
            if effect.get(key):
                me[key] += effect[key]
                got.append(plural(effect[key], word))
        if got:
            text += ": " + ", ".join(got)
        self._log(text + ".", seat, "honour", card=a["card"])
        if "porta_nigra_brick" in effect:
            element = state["spots"][a["spot"]]
            before = self.bricks_in(seat, "porta_nigra")
            state["reserve"] -= 1
            element["bricks"] += 1
            self._log(f"A reserve brick is added to {me['name']}'s Porta Nigra element {a['spot'].split('.')[1]}, "
                      f"now {element['bricks']} bricks (no VP).", seat, "pn_brick", spot=a["spot"])
            self._rewards(seat, "porta_nigra", before, before + 1)

    @enforces("end-of-turn-draw")
    def _do_end_turn(self, a: Action) -> None:
        self._end_turn()

    @enforces("intermediate-scoring-split")
    def _do_split(self, a: Action) -> None:
        state = self.state
        seat = state["current"]
        total = self.intermediate_points(seat)
        coins = total - a["vp"]
        self._score(seat, "intermediate scoring", a["vp"])
        state["seats"][seat]["coins"] += coins
        state["pending"].pop(0)
        self._log(f"Intermediate scoring: {self.name(seat)} has {self.bricks_placed(seat)} bricks on the board "
                  f"(x{self._multiplier()} = {total}) and takes {a['vp']} VP and {plural(coins, 'sesterce')}.",
                  seat, "split", total=total, vp=a["vp"], coins=coins)
        self._next_split()

    @enforces("new-round-start-player")
    def _do_choose_start(self, a: Action) -> None:
        chooser = self.state["current"]
        self._log(f"{self.name(chooser)} has the fewest VP and appoints {self.name(a['seat'])} to start "
                  f"round {self.state['round'] + 1}.", chooser, "choose_start", starter=a["seat"])
        self._new_round(a["seat"])

    @classmethod
    def _state_problem(cls, state: JSON) -> str | None:
        keys = {"rng", "components", "options", "seats", "round", "rounds", "phase", "current", "start_player",
                "market", "reserve", "supply_deck", "supply_discard", "building_deck", "building_display",
                "honour_deck", "honour_display", "spots", "turn", "pending", "early_end", "final", "log"}
        if set(state) != keys:
            return "does not have the fields of a Porta Nigra position"
        comp = state["components"]
        if comp != "default" and components_problem(comp):
            return f"has unusable components ({components_problem(comp)})"
        if not isinstance(state["seats"], list) or not 2 <= len(state["seats"]) <= 4:
            return "must have 2 to 4 seats"
        return None



# Each action type's transition and its maker of legal actions (given the mover's seat),
# written out so that a reader (and grep) follows the path from an action to its code.
PERFORM: dict[str, Callable[[PortaNigra, Action], None]] = {
    "place_master_builder": PortaNigra._do_place_master_builder,
    "play_card": PortaNigra._do_play_card,
    "buy": PortaNigra._do_buy,
    "build": PortaNigra._do_build,
    "take": PortaNigra._do_take,
    "torch_to_coin": PortaNigra._do_torch_to_coin,
    "buy_roman": PortaNigra._do_buy_roman,
    "honour": PortaNigra._do_honour,
    "end_turn": PortaNigra._do_end_turn,
    "split": PortaNigra._do_split,
    "choose_start": PortaNigra._do_choose_start,
}
LEGAL: dict[str, Callable[[PortaNigra, JSON], list[Action]]] = {
    "place_master_builder": PortaNigra._legal_place_master_builder,
    "play_card": PortaNigra._legal_play_card,
    "buy": PortaNigra._legal_buy,
    "build": PortaNigra._legal_build,
    "take": PortaNigra._legal_take,
    "torch_to_coin": PortaNigra._legal_torch_to_coin,
    "buy_roman": PortaNigra._legal_buy_roman,
    "honour": PortaNigra._legal_honour,
    "end_turn": PortaNigra._legal_end_turn,
    "split": PortaNigra._legal_split,
    "choose_start": PortaNigra._legal_choose_start,
}
# Each phase's makers, one per action type it allows, in its order (read once: every move uses them).
LEGAL_IN_PHASE = {phase: tuple(LEGAL[kind] for kind in kinds) for phase, kinds in PHASES.items()}


# new_game's rule options as the design lab's panel shows them. Its number boxes take at most a
# few times the rulebook's value (20 sesterces, x2, 2 or 3 rounds): beyond that nothing new
# happens (money no longer limits, the buildings run out first), and the run would squash every
# other on the plots. tw.simulate still takes any value the rules allow.
LAB_OPTIONS = MappingProxyType({
    "components": COMPONENTS,
    "start_coins": LabOption("starting sesterces", limit=100),
    "intermediate_multiplier": LabOption("intermediate x", limit=4),
    "rounds": LabOption("rounds", limit=6),
})


@enforces("setup-play-area", "setup-four-players", "rounds-by-players", "refill-displays")
def new_game(players: int = 2, seed: int | None = None, *, names: Sequence[str] | None = None,
             first_player: int | None = None, components: str | Path | JSON | None = None,
             start_coins: int | None = None, intermediate_multiplier: int | None = None,
             rounds: int | None = None) -> PortaNigra:
    """Set up a game of Porta Nigra (rulebook, Setup steps 1-8) and begin the first turn.

    ``seed`` fixes every shuffle and draw (None: a fresh random seed, kept in the game).
    ``first_player`` (default: drawn at random, as the rulebook says), ``names`` for the seats,
    ``components`` (a path, JSON text or dict shaped like components.json) and the rule
    variants ``start_coins``, ``intermediate_multiplier`` and ``rounds`` are optional.
    """
    check_players(players, range(2, 5), "Porta Nigra")
    seed, names = seating(players, seed, names, first_player, SEAT_NAMES)
    comp = load_components(components)
    rules = comp["rules"]
    for label, value, low in (("start_coins", start_coins, 0), ("intermediate_multiplier", intermediate_multiplier, 0),
                              ("rounds", rounds, 1)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < low):
            raise ValueError(f"{label} must be a whole number of at least {low}, not {value!r}.")
    holder = {"rng": seed_state(seed)}
    rng = SeededRandom(holder)

    shuffled = rng.shuffled

    building_deck = shuffled(c["id"] for c in comp["building_cards"])
    honour_deck = shuffled(c["id"] for c in comp["honour_cards"])
    deck_ids = [c["id"] for c in comp["action_cards"] if not (players == 4 and c["only_2_3"])]
    coins = rules["start_coins"] if start_coins is None else start_coins
    seats = []
    for i in range(players):
        deck = shuffled(deck_ids)
        hand = [deck.pop() for _ in range(rules["hand_size"])]
        seats.append({
            "name": names[i], "colour": SEAT_COLOURS[i],
            "coins": coins, "torches": rules["start_torches"], "influence": 0,
            "romans": rules["romans_in_play_area"],
            "romans_reserve": rules["romans_per_colour"] - rules["romans_in_play_area"],
            "bricks": {c: 0 for c in COLOURS}, "master_builder": None,
            "hand": hand, "deck": deck, "discard": [], "building_cards": [], "honour_cards": [],
            "elements": 0, "points": {cat: 0 for cat in PLAY_CATEGORIES},
        })
    start = rng.below(players) if first_player is None else first_player
    state = {
        "rng": holder["rng"],
        "components": "default" if components in (None, "default") else comp,
        "options": {"seed": seed, "start_coins": coins, "intermediate_multiplier": intermediate_multiplier},
        "seats": seats,
        "round": 1, "rounds": rounds or rules["rounds"][str(players)],
        "phase": "play_card", "current": start, "start_player": start,
        "market": {c: 0 for c in COLOURS}, "reserve": rules["bricks"],
        "supply_deck": shuffled(c["id"] for c in comp["supply_cards"]), "supply_discard": [],
        "building_deck": building_deck,
        "building_display": [building_deck.pop() for _ in range(rules["building_display"])],
        "honour_deck": honour_deck, "honour_display": [honour_deck.pop() for _ in range(rules["honour_display"])],
        "spots": {s["id"]: None for b in comp["buildings"].values() for s in b["spots"]},
        "turn": None, "pending": [], "early_end": None, "final": None, "log": [],
    }
    game = PortaNigra(state)
    game._log(f"A {players}-player game of Porta Nigra is set up; {names[start]} starts.", kind="setup")
    game._begin_turn(start)  # the first turn's refill fills the brick market for the first time
    setup = {"players": players, "seed": seed, "names": names, "first_player": first_player,
             "components": None if state["components"] == "default" else comp, "start_coins": coins,
             "intermediate_multiplier": intermediate_multiplier, "rounds": state["rounds"]}
    return PortaNigra(game.state, setup)  # history starts from the set-up position


def from_json(text: str) -> PortaNigra:
    """Load a game saved with ``to_json()``; damaged or edited text raises ValueError."""
    return PortaNigra.from_json(text)


PortaNigra.new_game = staticmethod(new_game)
