"""Carpe Diem (Feld, 2018, first edition): the complete rules model.

Source: the Carpe Diem rulebook (first edition, English): its rules, each quoted, and the
model's rulings where it is silent, are ``RULES`` (rulebook.py). Every decision is an action
(see ``ACTIONS``); random draws happen inside ``apply`` from the game's own generator.

Flow (``state["phase"]``, the part of a turn; its record in ``PHASE_RECORDS`` lists the
actions it allows, as ``PHASES`` does; the
rulebook's phase of the game, 1 to 4, is ``state["game_phase"]``): ``meeple`` (set-up: each
player puts the patrician on a free space) -> per turn ``move`` -> ``take`` -> ``place`` (place
or store the tile), then any rewards that need a decision: ``fountain`` (which card goes back
under the pile) and ``seal`` (a craftsman dwelling's seal tile, then built at once where it
fits, else stored). After 7 rounds a scoring period: for each player in bar order ``disc`` (a
circle between two cards) then ``card`` twice (fulfil each adjacent card, in the order the
player likes). After the fourth scoring period the
final scoring ends the game: ``over``.
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
from ..core.rulebook import enforces
from ..core.setup import check_players, seating
from ..core.types import JSON, Action
from ..core.words import plural
from . import heuristic, scoring
from .components import DWELLINGS, LANDSCAPES, WARES, components_problem, load_components
from .explain import Refusals
from .rulebook import RULES
from .scoring import FINAL_CATEGORIES, PLAY_CATEGORIES
from .table import Table, table_for
from .view import Presentation
from .words import card_text, reward_text, wares_text

SEAT_NAMES = ("Red", "Blue", "Yellow", "White")
SEAT_COLOURS = ("#c62828", "#1565c0", "#f9a825", "#eeeeee")
MOVEMENTS = ("star", "circle")

ACTIONS: dict[str, dict[str, Field]] = {
    "place_meeple": {"space": Field(int, doc="a free semicircular space, 0 to 6")},
    "move": {"space": Field(int, doc="the space where your patrician stops, 0 to 6"),
             "bread": Field(bool, default=False, doc="pay 1 bread to go to any space (or stay)")},
    "take": {"tile": Field(str, doc="the id of a tile on your space's blueprint, e.g. 'light-12'")},
    "place": {"row": Field(int, doc="row of your building board, 0 (top) to 5"),
              "col": Field(int, doc="column, 0 (left) to 5"),
              "rotation": Field(int, default=0, doc="quarter turns clockwise, 0 to 3")},
    "store": {},
    "return_fountain_card": {"card": Field(str, doc="the fountain card you put under the pile")},
    "take_seal": {"tile": Field(str, doc="the id of a tile on a seal space")},
    "place_disc": {"circle": Field(str, doc="a free circle between two scoring cards, e.g. 'r1c0-r1c1'")},
    "fulfil": {"card": Field(str, doc="one of the two scoring cards your disc triggered"),
               "times": Field(int, doc="how many times you meet it (0: not at all, losing 4 VP)"),
               "bread": Field(bool, default=False, doc="3 bread stand in for one of those times")},
}

# The parts of a turn or scoring period (``state["phase"]``), declared once: the actions each
# allows; the rule that orders a turn's or a scoring period's parts, cited when an action comes
# before its part, with what must come first (the prompt); and the prompt.
PHASE_RECORDS = phase_records(
    Phase("meeple", ("place_meeple",), refusal=("setup-meeple", Refusals._must_first),
          prompt="put the patrician on a free semicircular space"),
    Phase("move", ("move",), refusal=("turn-sequence", Refusals._must_first),
          prompt="move the patrician to an opposite space"),
    Phase("take", ("take",), refusal=("turn-sequence", Refusals._must_first),
          prompt="take a tile from the blueprint next to the patrician"),
    Phase("place", ("place", "store"), refusal=("turn-sequence", Refusals._must_first),
          prompt=Presentation._place_prompt),
    Phase("fountain", ("return_fountain_card",), refusal=("fountain-reward", Refusals._must_first),
          prompt="choose the fountain card to put under the pile"),
    Phase("seal", ("take_seal",), refusal=("craftsman-seal-tile", Refusals._must_first),
          prompt="take a seal tile for the craftsman dwelling"),
    Phase("disc", ("place_disc",), refusal=("scoring-place-disc", Refusals._must_first),
          prompt="place a disc on a free circle between two scoring cards"),
    Phase("card", ("fulfil",), refusal=("scoring-card-order", Refusals._must_first),
          prompt="fulfil the scoring cards the disc triggered, in any order"),
    Phase("over", (), refusal=("game-end", GAME_OVER),
          prompt="the game is over"),
)
PHASES = actions_by_phase(PHASE_RECORDS)

FEATURE_ORDER = {kind: rank for rank, kinds in enumerate((("villa",), LANDSCAPES, DWELLINGS)) for kind in kinds}


class CarpeDiem(Refusals, Presentation, Game):
    NAME = "carpe_diem"
    TITLE = "Carpe Diem"
    # Turns a replay steps by also end with a scoring round and a new year (the last to place,
    # then the last to score, begin them).
    TURN_END_LOGS = frozenset({"scoring", "phase"})
    ACTIONS = ACTIONS
    RULES = RULES
    PHASE_RECORDS = PHASE_RECORDS
    PHASES = PHASES
    GAME_END_RULE = "game-end"
    # Ids other seats may not read in a view's log: the fountain card goes face down under the
    # pile, and a tile taken may end up stored face down (the log's words still say what it shows).
    SECRET_FIELDS = {"return_fountain_card": ("card",), "take": ("tile",), "take_seal": ("tile",)}
    PLAY_CATEGORIES = PLAY_CATEGORIES
    FINAL_CATEGORIES = FINAL_CATEGORIES
    FACE_DOWN = ("light_pile", "dark_pile", "fountain_pile")
    WORDS = (*PHASES,
             "kind", "cells", "chimneys", "order", "cards")
    t: Table

    def __init__(self, state: JSON, setup: JSON | None = None):
        self.t = table_for(state["components"])
        super().__init__(state, setup)

    # ------------------------------------------------------------------ contract
    @property
    def is_over(self) -> bool:
        phase: str = self.state["phase"]
        return phase == "over"

    @enforces("winner-tie")
    def winners(self) -> list[int]:
        """The player with the most VP; among tied players the one furthest back on the bar."""
        tied = super().winners()
        return [min(tied, key=self.bar_key)] if tied else []

    def bar_key(self, seat: int) -> tuple[int, int]:
        """Bar progress: position, then height in the stack (a disc on top is further on)."""
        s = self.state["seats"][seat]
        return s["bar"], s["bar_stamp"]

    # ------------------------------------------------------------------ helpers
    def vp(self, seat: int) -> int:
        points: dict[str, int] = self.state["seats"][seat]["points"]
        return sum(points.values())

    def shovel(self, seat: int) -> int:
        return self.t.cell(*self.t.boards[self.state["seats"][seat]["board"]]["shovel"])

    @enforces("banderole-cover", "administrator-reward")
    def _advance(self, seat: int, spaces: int) -> int:
        """Move a seat's disc on the banderole bar, on top of any discs already there."""
        me = self.state["seats"][seat]
        target = min(me["bar"] + spaces, len(self.t.bar) - 1)
        moved: int = target - me["bar"]
        if moved:
            self.state["bar_clock"] += 1
            me["bar"], me["bar_stamp"] = target, self.state["bar_clock"]
        return moved

    # ------------------------------------------------------------------ movement
    @enforces("move-opposite-space", "move-past-empty-spaces", "move-round-the-circle", "move-every-turn",
              "move-onto-occupied")
    def destinations(self, seat: int) -> list[int]:
        """Spaces with tiles the patrician may stop on without bread."""
        state, n, step = self.state, self.t.spaces, self.t.step
        spaces, here = state["spaces"], state["seats"][seat]["meeple"]
        found = set()
        if state["options"]["movement"] == "circle":
            for direction in (step, -step):
                at = here
                for _ in range(n):
                    at = (at + direction) % n
                    if spaces[at]:
                        found.add(at)
                        break
            return sorted(found)
        expanded, queue = {here}, [here]
        for at in queue:  # breadth first through empty spaces: the rulebook's extra moves
            for nxt in ((at + step) % n, (at - step) % n):
                if spaces[nxt]:
                    found.add(nxt)
                elif nxt not in expanded:
                    expanded.add(nxt)
                    queue.append(nxt)
        return sorted(found)

    # ------------------------------------------------------------------ turn flow
    @enforces("turn-sequence")
    def _begin_turn(self) -> None:
        state = self.state
        state["current"] = (state["start_player"] + state["turn"]) % self.players
        state["phase"] = "move"

    @enforces("phases-and-rounds")
    def _end_turn(self) -> None:
        state = self.state
        state["turn"] += 1
        if state["turn"] == self.players:
            state["turn"] = 0
            state["round"] += 1
            if state["round"] > self.t.rules["rounds_per_phase"]:
                self._begin_scoring()
                return
        self._begin_turn()

    @enforces("subsequent-phases")
    def _deal(self) -> None:
        """Four tiles on each blueprint space: light tiles in phases 1-3, dark in phase 4."""
        state = self.state
        pile = state["dark_pile" if state["game_phase"] == self.t.rules["phases"] else "light_pile"]
        state["spaces"] = [[self._draw(pile) for _ in range(self.t.rules["tiles_per_space"])]
                           for _ in range(self.t.spaces)]
        state["dealt"] = [list(tiles) for tiles in state["spaces"]]  # where each lies on its space (the board)
        state["picks"] = [0] * self.t.spaces

    @enforces("completion-rewards", "craftsman-seal-tile", "fountain-reward")
    def _resolve_pending(self) -> None:
        """Rewards that need a decision (fountain cards, seal tiles), then the turn ends."""
        state = self.state
        while state["pending"]:
            kind = state["pending"].pop(0)
            me = self._me()
            if kind == "fountain":
                if self._draw_fountain_cards():
                    return
            elif any(state["seals"]):
                state["phase"] = "seal"
                return
            else:
                self._log(f"{me['name']} completes a craftsman dwelling but no seal tile is left.",
                          state["current"], "seal")
        self._end_turn()

    @enforces("fountain-reward", "fountain-later-cards")
    def _draw_fountain_cards(self) -> bool:
        """Look at the top cards of the fountain pile; True if the player must now choose."""
        state, me, seat = self.state, self._me(), self.state["current"]
        pile = state["fountain_pile"]
        drawn = [self._draw(pile) for _ in range(min(self.t.rules["fountain_draw"], len(pile)))]
        if len(drawn) + len(me["fountain_cards"]) <= 1:
            me["fountain_cards"].extend(drawn)
            self._log(f"{me['name']} takes {plural(len(drawn), 'fountain card')} (nothing to choose).",
                      seat, "fountain")
            return False
        state["fountain_draw"] = drawn
        state["phase"] = "fountain"
        self._log(f"{me['name']} looks at the top {plural(len(drawn), 'fountain card')}.", seat, "fountain")
        return True

    @enforces("phases-and-rounds", "scoring-order")
    def _begin_scoring(self) -> None:
        state = self.state
        order = sorted(range(self.players), key=self.bar_key, reverse=True)
        state["scoring"] = {"order": order, "cards": []}
        state["phase"], state["current"] = "disc", order[0]
        self._log(f"Phase {state['game_phase']} ends. Scoring period: "
                  + ", ".join(self.name(s) for s in order) + " score in this order (bar progress).",
                  kind="scoring", order=order)

    @enforces("scoring-order", "subsequent-phases", "starting-player-passes", "game-end")
    def _next_scorer(self) -> None:
        state = self.state
        order = state["scoring"]["order"]
        order.pop(0)
        if order:
            state["phase"], state["current"] = "disc", order[0]
            return
        state["scoring"] = None
        if state["game_phase"] == self.t.rules["phases"]:
            self._finish()
            return
        state["game_phase"] += 1
        state["round"], state["turn"] = 1, 0
        state["start_player"] = (state["start_player"] + 1) % self.players
        self._deal()
        self._log(f"Phase {state['game_phase']} begins with "
                  f"{'dark' if state['game_phase'] == self.t.rules['phases'] else 'light'} tiles; "
                  f"{self.name(state['start_player'])} is the starting player.", state["start_player"], "phase")
        self._begin_turn()

    @enforces("game-end")
    def _finish(self) -> None:
        state = self.state
        state["phase"], state["current"] = "over", None
        state["final"] = self.final_scoring()
        scores = self.scores()
        winner = self.winners()[0]
        self._log("The game is over. Final scores: " + ", ".join(f"{self.name(i)} {v}" for i, v in enumerate(scores))
                  + f". {self.name(winner)} wins!", kind="game_over", scores=scores)

    # ------------------------------------------------------------------ final scoring
    @enforces("final-villas", "final-remaining-items", "final-banderole-bar", "final-fountain-cards",
              "final-frame-goals")
    def final_scoring(self) -> dict[str, list[int]]:
        """The final scoring categories for the position as it stands (rulebook, End of the Game)."""
        t, seats = self.t, self.state["seats"]
        final = {cat: [0] * len(seats) for cat in FINAL_CATEGORIES}
        for i, s in enumerate(seats):
            final["villas"][i] = sum(scoring.villa_points(f["chimneys"], t.villa_vp)
                                     for f in s["completed"] if f["kind"] == "villa")
            final["remaining items"][i] = scoring.remaining_items(s) // t.rules["leftovers_divisor"]
            final["banderole bar"][i] = t.bar[s["bar"]]
            final["fountain cards"][i] = scoring.fountain_points([t.fountains[c] for c in s["fountain_cards"]],
                                                                 scoring.counts(s))
            final["frame goals"][i] = sum(g["vp"] for g in self.frame_goals(i) if g["met"])
        return final

    def frame_goals(self, seat: int) -> list[JSON]:
        return scoring.frame_goals(self.state["seats"][seat], self.t.frames, self.t.geometry)

    # ------------------------------------------------------------------ building
    def seal_in_hand(self) -> bool:
        """Whether the tile in hand is a craftsman's seal tile: the last move took it (read from
        the history, which copies keep, so that a position and a save need no field of their
        own; a scenario made with a tile in hand holds a blueprint tile)."""
        history = self._actions  # read only: ``history`` would copy every move
        return self.state["phase"] == "place" and bool(history) and history[-1]["type"] == "take_seal"

    @enforces("place-adjacent", "place-first-on-shovel", "place-sides-match", "place-frame-is-grass", "landscape-size")
    def placements(self, seat: int, tile: str) -> list[tuple[int, int]]:
        """(cell, rotation) pairs where ``tile`` may go in a seat's district: next to a tile,
        every side matching, and no landscape grown too large (``landscape_overflow``)."""
        geo = self.t.geometry
        fits = geo.fits(self.state["seats"][seat]["district"], self.shovel(seat), tile)
        if tile not in geo.with_landscape:  # only a landscape can grow too large
            return fits
        return [(cell, rot) for cell, rot in fits if not self.landscape_overflow(seat, cell, tile, rot)]

    @enforces("landscape-size")
    def landscape_overflow(self, seat: int, cell: int, tile: str, rot: int) -> str | None:
        """Why ``tile`` turned ``rot`` at ``cell`` would make a landscape, open or closed, larger
        than the rules allow (components: rules.landscape_tiles), or None. The one check for
        the legal placements and the refusal."""
        most = self.t.rules["landscape_tiles"][1]
        geo = self.t.geometry
        for kind, tiles in geo.landscapes_joined(self.state["seats"][seat]["district"], cell, geo.faces[tile][rot]):
            if tiles > most:
                return (f"A landscape has at most {most} tiles ('A completed landscape consists of 2-4 tiles of "
                        f"the same type'): this tile would make a {kind} of {tiles}.")
        return None

    @enforces("villa-complete", "completion-rewards")
    def put_tile(self, seat: int, cell: int, tile: str, rot: int) -> list[JSON]:
        """Put a tile into a district and record what it completes (no rewards): the features
        it closes, in the rulebook's reward order."""
        me = self.state["seats"][seat]
        geo = self.t.geometry
        me["district"][cell] = [tile, rot]
        me["chimneys"] += geo.faces[tile][rot].chimneys
        closed = geo.closed_features(me["district"], cell)  # a placement never makes a landscape too large
        me["completed"].extend(closed)
        closed.sort(key=lambda f: FEATURE_ORDER.get(f["kind"], 3))
        return closed

    @enforces("completion-rewards", "landscape-reward", "merchant-reward", "baker-reward", "administrator-reward",
              "craftsman-seal-tile", "market-bakery-reward", "fountain-reward")
    def _reward(self, seat: int, feature: JSON) -> str:
        """Give a completed feature's reward; returns it in words."""
        state, rules = self.state, self.t.rules
        me, kind = state["seats"][seat], feature["kind"]
        if kind == "villa":
            return f"a villa with {plural(feature['chimneys'], 'chimney')} (no reward now)"
        if kind in LANDSCAPES:
            n, ware = len(feature["cells"]) - 1, self.t.ware_of[kind]
            me["wares"][ware] += n
            return f"a {len(feature['cells'])}-tile {kind}: {wares_text(n, ware)}"
        if kind == "merchant":
            n = sum(me["wares"].values())
            me["wares"] = dict.fromkeys(WARES, 0)
            me["coins"] += n + rules["merchant_bonus"]
            return f"a merchant dwelling: {plural(n, 'ware')} traded for {plural(n + rules['merchant_bonus'], 'coin')}"
        if kind == "baker":
            me["bread"] += rules["baker_bread"]
            return f"a baker dwelling: {rules['baker_bread']} bread"
        if kind == "administrator":
            moved = self._advance(seat, rules["administrator_bar"])
            return f"an administrator dwelling: {plural(moved, 'space')} on the banderole bar"
        if kind == "craftsman":
            state["pending"].append("seal")
            return "a craftsman dwelling: a seal tile"
        if kind == "market":
            me["coins"] += rules["market_coins"]
            return f"a market: {plural(rules['market_coins'], 'coin')}"
        if kind == "bakery":
            me["bread"] += rules["bakery_bread"]
            return f"a bakery: {rules['bakery_bread']} bread"
        state["pending"].append("fountain")
        return "a fountain: a look at the fountain cards"

    # ------------------------------------------------------------------ legal actions
    # Each rule's condition is one method below, named for the rule; the lists of legal
    # actions are built from them and the refusals (explain.py) test the same methods.
    def _legal_actions(self) -> list[Action]:
        makers = _LEGAL[self.state["phase"]]
        if len(makers) == 1:  # most phases allow one type: no list to join (hot in playouts)
            return makers[0](self)
        acts: list[Action] = []
        for make in makers:
            acts += make(self)
        return acts

    def _legal_place_meeple(self) -> list[Action]:
        return [{"type": "place_meeple", "space": i} for i in range(self.t.spaces) if self.meeple_space_free(i)]

    def _legal_move(self) -> list[Action]:
        seat = self.state["current"]
        acts = [{"type": "move", "space": i, "bread": False} for i in self.destinations(seat)]
        if self.can_pay_bread_move(seat):
            acts += [{"type": "move", "space": i, "bread": True} for i in range(self.t.spaces) if self.has_tiles(i)]
        return acts

    def _legal_take(self) -> list[Action]:
        return [{"type": "take", "tile": tile} for tile in self.tiles_next_to_patrician()]

    def _legal_place(self) -> list[Action]:
        size = self.t.size
        return [{"type": "place", "row": cell // size, "col": cell % size, "rotation": rot}
                for cell, rot in self.placements(self.state["current"], self.state["holding"])]

    def _legal_store(self) -> list[Action]:
        return [{"type": "store"}] if self.may_store() else []

    def _legal_return_fountain_card(self) -> list[Action]:
        return [{"type": "return_fountain_card", "card": c} for c in self.returnable_fountain_cards()]

    def _legal_take_seal(self) -> list[Action]:
        return [{"type": "take_seal", "tile": tile} for tile in self.seal_tiles()]

    def _legal_place_disc(self) -> list[Action]:
        return [{"type": "place_disc", "circle": c} for c in self.state["circles"] if self.circle_free(c)]

    def _legal_fulfil(self) -> list[Action]:
        seat, acts = self.state["current"], []
        for card in self.state["scoring"]["cards"]:
            acts += [{"type": "fulfil", "card": card, "times": times, "bread": bread}
                     for times, bread in self.card_options(seat, card)]
        return acts

    # ------------------------------------------------------------------ the rules' conditions
    @enforces("setup-meeple")
    def meeple_space_free(self, space: int) -> bool:
        """setup-meeple: a patrician starts on a space no other patrician holds."""
        return all(s["meeple"] != space for s in self.state["seats"])

    @enforces("move-past-empty-spaces")
    def has_tiles(self, space: int) -> bool:
        """move-past-empty-spaces: a patrician stops only next to a blueprint with tiles."""
        return bool(self.state["spaces"][space])

    @enforces("bread-move")
    def can_pay_bread_move(self, seat: int) -> bool:
        """bread-move: enough bread to move against the rules."""
        bread, cost = self.state["seats"][seat]["bread"], self.t.rules["bread_to_move"]
        return bool(bread >= cost)

    @enforces("turn-sequence")
    def tiles_next_to_patrician(self) -> list[str]:
        """turn-sequence: the tiles of the blueprint next to the current patrician."""
        tiles: list[str] = self.state["spaces"][self._me()["meeple"]]
        return tiles

    @enforces("store-tile", "craftsman-seal-tile")
    def may_store(self) -> bool:
        """store-tile / craftsman-seal-tile: a blueprint tile may always be stored, a seal tile
        only when it fits nowhere."""
        return not (self.seal_in_hand() and self.placements(self.state["current"], self.state["holding"]))

    @enforces("fountain-reward", "fountain-later-cards")
    def returnable_fountain_cards(self) -> list[str]:
        """fountain-reward / fountain-later-cards: any card held or looked at may go under the pile."""
        cards: list[str] = self._me()["fountain_cards"] + self.state["fountain_draw"]
        return cards

    @enforces("craftsman-seal-tile")
    def seal_tiles(self) -> list[str]:
        """craftsman-seal-tile: the tiles still on the seal spaces."""
        return [tile for tile in self.state["seals"] if tile]

    @enforces("scoring-circle-blocked")
    def circle_free(self, circle: str) -> bool:
        """scoring-circle-blocked: a circle with a disc from any scoring period is used up."""
        return self.state["circles"][circle] is None

    @enforces("scoring-bread-card")
    def can_pay_card_bread(self, seat: int) -> bool:
        """scoring-bread-card: enough bread to meet a card once."""
        bread, cost = self.state["seats"][seat]["bread"], self.t.rules["bread_for_card"]
        return bool(bread >= cost)

    @enforces("scoring-red-pay")
    def red_card_most(self, seat: int, card_id: str) -> int:
        """scoring-red-pay: how many times a red card can be paid with wares and coins."""
        me = self.state["seats"][seat]
        return scoring.pay_times(self.t.cards[card_id]["pay"], me["wares"], me["coins"])

    @enforces("scoring-green-own")
    def green_card_owned(self, seat: int, card_id: str) -> int:
        """scoring-green-own: how many times a seat's district meets a green card."""
        return scoring.own_times(self.t.cards[card_id]["own"], scoring.counts(self.state["seats"][seat]))

    @enforces("scoring-red-pay", "scoring-green-own", "scoring-bread-card", "scoring-multiples", "scoring-unmet-card")
    def card_options(self, seat: int, card_id: str) -> list[tuple[int, bool]]:
        """(times, bread) choices for a scoring card: red cards may be paid any number of times
        up to what the player can pay, green cards count what the district holds; 3 bread
        add one time."""
        with_bread = self.can_pay_card_bread(seat)
        if self.t.cards[card_id]["colour"] == "red":
            most = self.red_card_most(seat, card_id)
            options = [(k, False) for k in range(most + 1)]
            return options + ([(k + 1, True) for k in range(most + 1)] if with_bread else [])
        owned = self.green_card_owned(seat, card_id)
        return [(owned, False)] + ([(owned + 1, True)] if with_bread else [])

    # ------------------------------------------------------------------ applying
    def _apply(self, a: Action) -> None:
        PERFORM[a["type"]](self, a)

    @enforces("setup-meeple", "move-onto-occupied")
    def _do_place_meeple(self, a: Action) -> None:
        state, me = self.state, self._me()
        me["meeple"] = a["space"]
        self._log(f"{me['name']} puts the patrician on space {a['space']}.", state["current"], "meeple",
                  space=a["space"])
        state["turn"] += 1
        if state["turn"] == self.players:
            state["turn"] = 0
            self._begin_turn()
        else:
            state["current"] = (state["start_player"] + state["turn"]) % self.players

    @enforces("turn-sequence", "bread-move")
    def _do_move(self, a: Action) -> None:
        state, me = self.state, self._me()
        how = ""
        if a["bread"]:
            me["bread"] -= self.t.rules["bread_to_move"]
            stay = " (staying put)" if a["space"] == me["meeple"] else ""
            how = f" for {self.t.rules['bread_to_move']} bread{stay}"
        me["meeple"] = a["space"]
        state["phase"] = "take"
        self._log(f"{me['name']} moves the patrician to space {a['space']}{how}.", state["current"], "move",
                  space=a["space"], bread=a["bread"])

    @enforces("turn-sequence", "remove-last-tiles")
    def _do_take(self, a: Action) -> None:
        state, me, seat = self.state, self._me(), self.state["current"]
        space = me["meeple"]
        state["spaces"][space].remove(a["tile"])
        state["holding"] = a["tile"]
        state["phase"] = "place"
        self._log(f"{me['name']} takes a tile from space {space}: {self.t.tile_words(a['tile'])}.", seat, "take",
                  space=space)
        state["picks"][space] += 1
        left = state["spaces"][space]
        if left and state["picks"][space] == self.t.rules["picks_per_space"][str(self.players)]:
            state["box"].extend(left)
            state["spaces"][space] = []
            what = "the last tile goes" if len(left) == 1 else f"the last {len(left)} tiles go"
            self._log(f"With {self.players} players {what} from space {space} back to the box.", seat, "remove",
                      space=space, removed=len(left))

    @enforces("place-on-building-board", "banderole-cover", "completion-rewards")
    def _do_place(self, a: Action) -> None:
        state, seat, me = self.state, self.state["current"], self._me()
        cell, tile = self.t.cell(a["row"], a["col"]), state["holding"]
        state["holding"] = None
        closed = self.put_tile(seat, cell, tile, a["rotation"])
        text = f"{me['name']} builds {self.t.tile_words(tile)} at row {a['row']}, column {a['col']}"
        if cell in me["banderoles"]:
            me["banderoles"].remove(cell)
            moved = self._advance(seat, 1)
            text += f", covering a banderole ({plural(moved, 'space')} on the bar)"
        rewards = [self._reward(seat, f) for f in closed]
        if rewards:
            text += ". Completes " + "; ".join(rewards)
        self._log(text + ".", seat, "place", row=a["row"], col=a["col"], rotation=a["rotation"],
                  completed=[f["kind"] for f in closed])
        self._resolve_pending()

    @enforces("store-tile")
    def _do_store(self, a: Action) -> None:
        state, me = self.state, self._me()
        me["stored"].append(state["holding"])
        state["holding"] = None
        self._log(f"{me['name']} stores the tile face down.", state["current"], "store")
        self._resolve_pending()

    @enforces("fountain-reward", "fountain-later-cards")
    def _do_return_fountain_card(self, a: Action) -> None:
        state, me = self.state, self._me()
        held = me["fountain_cards"] + state["fountain_draw"]
        held.remove(a["card"])
        me["fountain_cards"] = held
        state["fountain_pile"].insert(0, a["card"])  # face down under the pile
        self._reveal()  # the pile changed: undo stops here as at a draw
        state["fountain_draw"] = []
        self._log(f"{me['name']} keeps the fountain cards and puts one under the pile "
                  f"(now holding {len(held)}).", state["current"], "fountain_keep")
        self._resolve_pending()

    @enforces("craftsman-seal-tile")
    def _do_take_seal(self, a: Action) -> None:
        state, me = self.state, self._me()
        state["seals"][state["seals"].index(a["tile"])] = None
        state["holding"] = a["tile"]
        state["phase"] = "place"
        self._log(f"{me['name']} takes a seal tile: {self.t.tile_words(a['tile'])}.", state["current"], "seal")

    @enforces("scoring-place-disc", "scoring-triggered-cards")
    def _do_place_disc(self, a: Action) -> None:
        state, seat, me = self.state, self.state["current"], self._me()
        state["circles"][a["circle"]] = seat
        me["discs"] -= 1
        pair = self.t.circles[self.players][a["circle"]]
        state["scoring"]["cards"] = [state["cards"][space] for space in pair]
        state["phase"] = "card"
        self._log(f"{me['name']} places a disc between " + " and ".join(
            card_text(self.t.cards[state["cards"][s]]) for s in pair) + ".", seat, "disc", circle=a["circle"])

    @enforces("scoring-card-order", "scoring-red-pay", "scoring-green-own", "scoring-multiples", "scoring-bread-card",
              "scoring-unmet-card")
    def _do_fulfil(self, a: Action) -> None:
        state, seat, me = self.state, self.state["current"], self._me()
        card, times = self.t.cards[a["card"]], a["times"]
        state["scoring"]["cards"].remove(a["card"])
        paid = []
        if a["bread"]:
            me["bread"] -= self.t.rules["bread_for_card"]
            paid.append(f"{self.t.rules['bread_for_card']} bread")
        if card["colour"] == "red":
            wares, coins = scoring.payment(card["pay"], times - (1 if a["bread"] else 0), me["wares"])
            for ware, n in wares.items():
                me["wares"][ware] -= n
            me["coins"] -= coins
            paid += [wares_text(n, w) for w, n in wares.items() if n] + ([plural(coins, "coin")] if coins else [])
        if times == 0:
            penalty = self.t.rules["unmet_card_penalty"]
            me["points"]["unmet scoring cards"] -= penalty
            self._log(f"{me['name']} does not meet '{card_text(card)}' and loses {penalty} VP.", seat, "card",
                      card=a["card"], times=0)
        else:
            got = self._card_reward(seat, card["reward"], times)
            via = f" paying {', '.join(paid)}" if paid else ""
            self._log(f"{me['name']} meets '{card_text(card)}' {plural(times, 'time')}{via}: {got}.", seat, "card",
                      card=a["card"], times=times)
        if not state["scoring"]["cards"]:
            self._next_scorer()

    def _card_reward(self, seat: int, reward: JSON, times: int) -> str:
        me = self.state["seats"][seat]
        for key, n in reward.items():
            if key == "vp":
                me["points"]["scoring cards"] += n * times
            elif key == "bar":
                self._advance(seat, n * times)
            else:
                me[key] += n * times
        return reward_text(reward, times)

    # ------------------------------------------------------------------ for bots
    def determinized(self, seat: int, seed: int, canonical: bool = False) -> CarpeDiem:
        """A lookahead copy: tile piles, the fountain pile and other players' fountain cards redrawn."""
        clone = super().determinized(seat, seed, canonical)
        rng, state = clone._rng(), clone.state
        for pile in ("light_pile", "dark_pile"):
            rng.redraw(state[pile], canonical)
        pool = list(state["fountain_pile"])
        others = [s for i, s in enumerate(state["seats"]) if i != seat]
        for s in others:
            pool += s["fountain_cards"]
        if state["current"] != seat:
            pool += state["fountain_draw"]
        rng.redraw(pool, canonical)
        for s in others:
            s["fountain_cards"] = [pool.pop() for _ in s["fountain_cards"]]
        if state["current"] != seat:
            state["fountain_draw"] = [pool.pop() for _ in state["fountain_draw"]]
        state["fountain_pile"] = pool
        return clone

    def evaluate(self, seat: int) -> float:
        """Projected margin: VP so far plus the final scoring as if the game ended now, what the
        built tiles promise before the last phase, and for ``seat`` what its next scoring cards
        will bring with what it holds (``heuristic``: without it a one-step bot placed its disc
        blind and failed most cards; the rivals' cards are left out, so it does not throw its
        own away to spoil theirs)."""
        if self.is_over:
            return super().evaluate(seat)
        final = self.final_scoring()
        projected = [self.vp(i) + sum(final[c][i] for c in FINAL_CATEGORIES) + heuristic.building(self, i)
                     for i in range(self.players)]
        return projected[seat] + heuristic.outlook(self, seat) - max(v for i, v in enumerate(projected) if i != seat)

    # ------------------------------------------------------------------ loading
    @classmethod
    def _state_problem(cls, state: JSON) -> str | None:
        keys = {"rng", "components", "options", "seats", "game_phase", "round", "turn", "phase", "current",
                "start_player", "light_pile", "dark_pile", "spaces", "dealt", "picks", "seals", "box", "holding",
                "pending", "fountain_pile", "fountain_draw", "cards", "circles", "scoring", "bar_clock", "final", "log"}
        if set(state) != keys:
            return "does not have the fields of a Carpe Diem position"
        comp = state["components"]
        if comp != "default" and components_problem(comp):
            return f"has unusable components ({components_problem(comp)})"
        seats = state["seats"]
        if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
            return "must have 2 to 4 seats"
        if state["options"].get("movement") not in MOVEMENTS:
            return f"has an unknown movement rule (the rules are {', '.join(MOVEMENTS)})"
        for s in seats:
            if (not isinstance(s, dict) or not isinstance(s.get("district"), list)
                    or not isinstance(s.get("wares"), dict)):
                return "has a seat without a district or wares"
            if any(not isinstance(v, int) or v < 0 for v in (s.get("coins"), s.get("bread"))):
                return "has a seat with a negative or non-numeric stock"
        return None


# Each action type's transition and its maker of legal actions, written out so that a reader
# (and grep) follows the path from an action to its code.
PERFORM: dict[str, Callable[[CarpeDiem, Action], None]] = {
    "place_meeple": CarpeDiem._do_place_meeple,
    "move": CarpeDiem._do_move,
    "take": CarpeDiem._do_take,
    "place": CarpeDiem._do_place,
    "store": CarpeDiem._do_store,
    "return_fountain_card": CarpeDiem._do_return_fountain_card,
    "take_seal": CarpeDiem._do_take_seal,
    "place_disc": CarpeDiem._do_place_disc,
    "fulfil": CarpeDiem._do_fulfil,
}
LEGAL: dict[str, Callable[[CarpeDiem], list[Action]]] = {
    "place_meeple": CarpeDiem._legal_place_meeple,
    "move": CarpeDiem._legal_move,
    "take": CarpeDiem._legal_take,
    "place": CarpeDiem._legal_place,
    "store": CarpeDiem._legal_store,
    "return_fountain_card": CarpeDiem._legal_return_fountain_card,
    "take_seal": CarpeDiem._legal_take_seal,
    "place_disc": CarpeDiem._legal_place_disc,
    "fulfil": CarpeDiem._legal_fulfil,
}
# Each phase's makers, one per action type it allows, in its order (read once: every move uses them).
_LEGAL = {phase: tuple(LEGAL[kind] for kind in kinds) for phase, kinds in PHASES.items()}


# new_game's rule options as the design lab's panel shows them.
LAB_OPTIONS = MappingProxyType({"components": COMPONENTS, "movement": LabOption("movement", choices=MOVEMENTS)})


@enforces("setup-scoring-cards", "setup-starting-vp", "setup-meeple")
def new_game(players: int = 2, seed: int | None = None, *, names: Sequence[str] | None = None,
             first_player: int | None = None, components: str | Path | JSON | None = None,
             movement: str = "star") -> CarpeDiem:
    """Set up a game of Carpe Diem (rulebook, Game Setup); the first decision is where the
    starting player puts the patrician.

    ``seed`` fixes every shuffle and draw (None: a fresh random seed, kept in the game);
    ``first_player`` (default: drawn at random), ``names`` for the seats, ``components`` (a
    path, JSON text or dict shaped like components.json) and ``movement`` ("star", the first
    edition; "circle", the second edition's move round the circle) are optional.
    """
    check_players(players, range(2, 5), "Carpe Diem")
    seed, names = seating(players, seed, names, first_player, SEAT_NAMES)
    if movement not in MOVEMENTS:
        raise ValueError(f"movement must be one of {', '.join(MOVEMENTS)}, not {movement!r}.")
    comp = load_components(components)
    rules = comp["rules"]
    holder = {"rng": seed_state(seed)}
    rng = SeededRandom(holder)

    shuffled = rng.shuffled

    table = table_for("default" if components in (None, "default") else comp)
    frames = shuffled(p["id"] for p in comp["frames"])
    boards = shuffled(b["id"] for b in comp["boards"])
    chosen = []
    for pile, n in rules["scoring_cards"][str(players)].items():
        chosen += shuffled(c["id"] for c in comp["scoring_cards"] if c["pile"] == pile)[:n]
    chosen = shuffled(chosen)
    empty = set(comp["card_grid"]["empty"][str(players)])
    cards = {space: (None if space in empty else chosen.pop()) for space in table.card_spaces}
    start = rng.below(players) if first_player is None else first_player
    seats = []
    for i in range(players):
        board = table.boards[boards[i]]
        order = (i - start) % players  # 0 for the starting player, then clockwise
        seats.append({
            "name": names[i], "colour": SEAT_COLOURS[i], "board": board["id"], "frame": frames[4 * i: 4 * i + 4],
            "district": [None] * (table.size * table.size),
            "banderoles": sorted(table.cell(r, c) for r, c in board["banderoles"]),
            "meeple": None, "wares": dict.fromkeys(WARES, 0), "coins": 0, "bread": 0,
            "stored": [], "fountain_cards": [], "discs": rules["scoring_discs"],
            "bar": 0, "bar_stamp": order,  # later players' discs go on top of the starting player's
            "points": {"starting VP": rules["start_vp"][str(players)][order], "scoring cards": 0,
                       "unmet scoring cards": 0},
            "completed": [], "chimneys": 0,
        })
    light = shuffled(t["id"] for t in comp["tiles"] if t["back"] == "light")
    dark = shuffled(t["id"] for t in comp["tiles"] if t["back"] == "dark")
    state = {
        "rng": holder["rng"],
        "components": "default" if components in (None, "default") else comp,
        "options": {"seed": seed, "movement": movement},
        "seats": seats, "game_phase": 1, "round": 1, "turn": 0, "phase": "meeple", "current": start,
        "start_player": start,
        "light_pile": light, "dark_pile": dark, "spaces": [], "dealt": [], "picks": [],
        "seals": [dark.pop() for _ in range(rules["seal_spaces"])], "box": [], "holding": None, "pending": [],
        "fountain_pile": shuffled(c["id"] for c in comp["fountain_cards"]), "fountain_draw": [],
        "cards": cards, "circles": dict.fromkeys(table.circles[players]), "scoring": None,
        "bar_clock": players - 1, "final": None, "log": [],
    }
    game = CarpeDiem(state)
    game._deal()
    game._log(f"A {players}-player game of Carpe Diem is set up ({movement} movement); "
              f"{names[start]} starts.", start, "setup")
    setup = {"players": players, "seed": seed, "names": names, "first_player": first_player,
             "components": None if state["components"] == "default" else comp, "movement": movement}
    return CarpeDiem(game.state, setup)  # history starts from the set-up position


def from_json(text: str) -> CarpeDiem:
    """Load a game saved with ``to_json()``; damaged or edited text raises ValueError."""
    return CarpeDiem.from_json(text)


CarpeDiem.new_game = staticmethod(new_game)
