"""How Porta Nigra shows itself: the view (what a seat may see), actions in plain words
(``describe``), what the player to move decides (``prompt``) and a one-line ``summary``.

``Presentation`` is mixed into ``PortaNigra`` (rules.py); it reads ``self.state`` and the
look-ups ``self.t``. The view's shape is documented in js/README.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..core.game import GamePart
from ..core.types import JSON, Action
from ..core.view import check_seat, envelope
from ..core.words import plural
from .components import BUILDINGS

if TYPE_CHECKING:
    from .table import Table


def icon_words(icon: str) -> str:
    """An action icon for people: 'buy-any' -> 'buy any colour', 'coins-4' -> 'take 4 sesterces'."""
    kind, _, detail = icon.partition("-")
    if kind == "buy":
        return "buy any colour" if detail == "any" else f"buy {detail}"
    if kind == "coins":
        return f"take {detail} sesterces"
    return {"build": "build", "influence": "take influence", "torch": "take a torch"}.get(icon, icon)


class Presentation(GamePart):
    """Mixed into PortaNigra: ``describe``, ``view``, ``summary`` and ``prompt``."""

    if TYPE_CHECKING:  # what the mixin uses of PortaNigra (rules.py); Game's own come with GamePart
        t: Table

        def intermediate_points(self, seat: int) -> int: ...
        def bricks_placed(self, seat: int) -> int: ...
        def move_cost(self, me: JSON, quarter: str) -> int: ...
        def buy_cost(self, me: JSON, shop: str) -> tuple[int, int]: ...
        def majorities(self) -> list[JSON]: ...

    # ------------------------------------------------------------------ describing
    def describe(self, a: Action) -> str:
        """An action in plain words, with what it costs now (for menus and choice lists)."""
        kind = a.get("type")
        # None once the game is over, when no buy or build (the actions that read it) is legal
        me = cast("JSON", None if self.state["current"] is None else self._me())
        t = self.t
        if kind == "place_master_builder":
            b = t.comp["quarters"][t.quarters.index(a["quarter"])]["building"]
            return f"Place your master builder in the {a['quarter']} quarter ({t.building_name(b)})"
        if kind == "play_card":
            card = t.action_cards[a["card"]]
            return f"Play the card with {card['torches']} actions: {t.card_words[a['card']]}"
        if kind == "buy":
            move, price = self.buy_cost(me, a["shop"])
            via = "" if a["icon"] == f"buy-{a['shop']}" else f" with the {a['icon']} icon"
            extra = f" + move {plural(move, 'border')} ({move})" if move else ""
            return f"Buy a {a['shop']} brick{via}: {price}{extra} = {plural(move + price, 'sesterce')}"
        if kind == "build":
            spot = t.spots[a["spot"]]
            building = t.building_of[a["spot"]]
            move = self.move_cost(me, t.quarter_of_building[building])
            vp = spot["vp"] if spot["vp"] is not None else a["bricks"] * t.cost[spot["colour"]]
            text = f"Build {a['bricks']} {spot['colour']} on {t.building_name(building)} {a['spot'].split('.')[1]}"
            if a["white"]:
                text += f" ({a['white']} white substitute{'s' if a['white'] > 1 else ''})"
            text += f" for {vp} VP"
            if move:
                text += f"; move {plural(move, 'border')} ({plural(move, 'sesterce')})"
            return text + (f"; pay {t.influence_cost} influence" if a["influence"] else "")
        if kind == "take":
            icon = a["icon"]
            return f"Take {icon[6:]} sesterces" if icon.startswith("coins-") else f"Take 1 {icon} token"
        if kind == "torch_to_coin":
            return ("Give up one of the card's torches (an action) for 1 sesterce" if a["source"] == "action"
                    else "Return a torch token for 1 sesterce")
        if kind == "buy_roman":
            return f"Pay {t.influence_cost} influence for a Roman from the reserve"
        if kind == "honour":
            card = t.honour_cards[a["card"]]
            text = f"Buy '{card['title']}' for {card['cost']} influence: {card['text']}"
            if card["discard"]:
                text += f" (discard {card['discard']})"
            if "spot" in a:
                text += f" - element {a['spot'].split('.')[1]}"
            return text
        if kind == "end_turn":
            return "End your turn"
        if kind == "split":
            total = self.intermediate_points(self.state["current"])
            return f"Take {a['vp']} VP and {plural(total - a['vp'], 'sesterce')}"
        if kind == "choose_start":
            return f"{self.name(a['seat'])} starts the next round"
        return str(a)

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None = None, reveal_all: bool = False) -> JSON:
        """What ``seat`` may see (None: the table's public view). ``reveal_all`` is the
        teacher view: every hand is shown (decks stay face down: their order is never shown).
        The envelope every game shares comes from ``core.view``; the shape is in js/README.md."""
        check_seat(self, seat)
        state, t = self.state, self.t
        buildings = []
        for b in BUILDINGS:
            building = t.comp["buildings"][b]
            parts = []
            for part in building["parts"]:
                in_part = [s for s in building["spots"] if s["part"] == part["id"]] if "level" not in part else []
                parts.append({"id": part["id"], "label": part["label"], "majority": part["majority"],
                              "spots": [self._spot_view(s) for s in in_part]})
            if b == "porta_nigra":
                parts.insert(0, {"id": "spots", "label": "Spots (3-8 bricks)", "majority": None,
                                 "spots": [self._spot_view(s) for s in building["spots"]]})
            reward = _reward_text(building["reward"])
            buildings.append({"id": b, "name": building["name"], "quarter": t.quarter_of_building[b],
                              "reward": reward, "reward_note": _reward_note(building["name"], reward),
                              "parts": parts})
        turn = state["turn"]
        seats = []
        for i, s in enumerate(state["seats"]):
            shown = reveal_all or seat == i
            seats.append({
                "coins": s["coins"], "torches": s["torches"], "influence": s["influence"],
                "romans": s["romans"], "romans_reserve": s["romans_reserve"], "bricks": dict(s["bricks"]),
                "master_builder": s["master_builder"],
                "building_cards": [{"id": c, "building": t.card_building(c), "colour": t.building_cards[c]["colour"]}
                                   for c in s["building_cards"]],
                "honour_cards": [self._honour_view(c) for c in s["honour_cards"]],
                "hand": [self._action_card_view(c) for c in s["hand"]] if shown else None,
                "hand_size": len(s["hand"]), "deck": len(s["deck"]),
                "discard": len(s["discard"]),
                "elements": s["elements"], "bricks_placed": self.bricks_placed(i),
            })
        static = {
            "colours": {c: {"cost": v["cost"], "letter": v["letter"]} for c, v in t.comp["colours"].items()},
            "quarters": [{"id": q["id"], "shop": q["shop"], "building": q["building"]} for q in t.comp["quarters"]],
            "element_bricks": list(t.pn_range),
            "words": WORDS,
        }
        return envelope(
            self, seat, reveal_all, phase=state["phase"], round=state["round"], seats=seats, static=static,
            rounds=state["rounds"],
            market=dict(state["market"]), brick_reserve=state["reserve"],
            buildings=buildings,
            building_display=[{"id": c, "building": t.building_cards[c]["building"],
                               "colour": t.building_cards[c]["colour"]} for c in state["building_display"]],
            building_deck=len(state["building_deck"]),
            honour_display=[self._honour_view(c) for c in state["honour_display"]],
            honour_deck=len(state["honour_deck"]),
            supply_deck=len(state["supply_deck"]),
            turn=None if turn is None else {
                "seat": state["current"],
                "card": self._action_card_view(turn["card"]) if turn["card"] else None,
                "slot": turn["slot"],
                "used": list(turn["used"]), "markers_left": turn["markers"],
                "torch_tokens_used": turn["tokens"], "honour_bought": turn["honour"],
                "honour_slot": turn["honour_slot"]},
            early_end=None if state["early_end"] is None else {"by": state["early_end"]["by"]},
            breakdown_notes={"majorities": self._majorities_won()} if self.is_over else None,
        )

    def _spot_view(self, spot: JSON) -> JSON:
        element = self.state["spots"][spot["id"]]
        return {"id": spot["id"], "colour": spot["colour"], "bricks": spot["bricks"], "vp": spot["vp"],
                "element": dict(element) if element else None, "card": None if element else self._card_words(spot)}

    def _card_words(self, spot: JSON) -> str:
        """Whether a build on this empty spot takes a building card now (its tooltip says so;
        building-card-reward, amphitheatre-row-c-no-card)."""
        t = self.t
        building = t.building_name(t.building_of[spot["id"]])
        card = t.card_of_spot[spot["id"]]
        if card is None:
            return f"no building card: the {building}'s row {spot['part']} never gives one"
        if card in self.state["building_display"]:
            return f"takes the {building} {spot['colour']} building card on display"
        return f"no building card now: the {building} {spot['colour']} card is not on display"

    def _majorities_won(self) -> list[str]:
        """Each seat's majorities at the end, in words: "Basilica row A 1st (12) · City Wall 2nd (10)"."""
        won: list[list[str]] = [[] for _ in range(self.players)]
        for part in self.majorities():
            building = self.t.comp["buildings"][part["building"]]
            label = part["label"].replace("Row", "row").replace("Level", "level")
            where = building["name"] if len(building["parts"]) == 1 else label
            for seat, vp in part["points"].items():
                place = "1st" if vp == part["majority"][0] else "2nd"
                won[seat].append(f"{where} {place} ({vp})")
        return [" · ".join(parts) or "none" for parts in won]

    def _action_card_view(self, card_id: str) -> JSON:
        card = self.t.action_cards[card_id]
        return {"id": card_id, "torches": card["torches"], "icons": list(card["icons"]), "only_2_3": card["only_2_3"]}

    def _honour_view(self, card_id: str) -> JSON:
        card = self.t.honour_cards[card_id]
        return {"id": card_id, "title": card["title"], "cost": card["cost"], "discard": card["discard"],
                "text": card["text"], "kind": card["kind"]}

    def round_name(self) -> str:
        return f"round {self.state['round']} of {self.state['rounds']}"  # the board: "Round 2 of 3"

    def summary(self) -> str:
        state = self.state
        where = "game over" if self.is_over else f"{self.name(state['current'])} to play ({self.prompt()})"
        return f"{self.players} players, {self.round_name()}, {where}"

    def prompt(self) -> str:
        """What the player to move decides: the phase's record says (rules.py, ``PHASE_RECORDS``)."""
        return self.PHASE_RECORDS[self.state["phase"]].describe(self)

    def _actions_prompt(self) -> str:
        turn = self.state["turn"]
        if turn["markers"]:
            return f"use the card's icons ({plural(turn['markers'], 'action')} left) or end the turn"
        tokens = self._me()["torches"]
        if tokens:
            return (f"no actions left on the card: use a torch token for an icon "
                    f"({plural(tokens, 'token')} left) or end the turn")
        return "no actions left on the card: end the turn"

    def _split_prompt(self) -> str:
        return f"split {self.intermediate_points(self.state['current'])} intermediate points between VP and sesterces"


# Words for what the board abbreviates (its tooltips): one place, read by js/porta_nigra.js.
WORDS = {
    "only_2_3": "2–3 pl.: this card is only in games of 2 or 3 players; with 4 players it is taken out of "
                "every deck",
    "deck": "Action cards: still in the draw pile · played this round (the discard pile). You draw one after "
            "each turn; the discard pile is shuffled into a new draw pile at the next round",
}


def _reward_note(building: str, reward: str) -> str:
    """What the star on a quarter means: the building's reward, and when it is paid (never for
    placing or moving the master builder)."""
    return (f"★ master builder reward of the {building}: {reward} each time your bricks in the {building} "
            f"reach a new multiple of 3 (your 3rd, 6th, 9th ...), paid when you build there; "
            f"placing or moving your master builder never pays it")


def _reward_text(reward: dict[str, int]) -> str:
    words = {"torches": "torch", "romans": "Roman", "coins": "sesterce", "influence": "influence",
             "white_bricks": "white brick"}
    return " + ".join(plural(n, words[k]) for k, n in reward.items())
