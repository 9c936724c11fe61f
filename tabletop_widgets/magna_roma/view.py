"""How Magna Roma shows itself: the view (what a seat may see: everything on the table, never
a face-down deck), tiles, gains and actions in plain words (``describe``), what the player to
move decides (``prompt``) and a one-line ``summary``.

``Presentation`` is mixed into ``MagnaRoma`` (rules.py); it reads ``self.state`` and the
look-ups ``self.t``."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ..core.game import GamePart
from ..core.types import JSON, Action
from ..core.view import check_seat, envelope
from ..core.words import SIDE_WORDS, plural
from . import city, scoring, solo

if TYPE_CHECKING:
    from .table import Table

RESOURCE_WORDS = {"coins": "coin", "population": "population", "blessings": "blessing token",
                  "legions": "legion", "luxuries": "luxury", "faith": "faith", "vp": "VP"}
SLOT_NAMES = ("top", "middle", "bottom")
SYMBOL_WORDS = {"favour": "gods' favour"}  # the other half-symbols are their own words


@lru_cache(maxsize=4096)
def _placed_tile(t: Table, tile_id: str, rotation: int) -> JSON:
    """A placed tile as the view shows it (shared: callers copy it with ``**``); the town
    centre is the tile at row 0, col 0."""
    item = t.tiles.get(tile_id) or t.centres[tile_id]
    return {"id": tile_id, "colour": item["colour"], "rotation": rotation, "sides": list(t.faces[tile_id][rotation]),
            "stars": item.get("stars", 0), "icon": item.get("icon")}


def _without_source(entry: JSON) -> JSON:
    return {k: v for k, v in entry.items() if k != "source"}


class Presentation(GamePart):
    """Mixed into MagnaRoma; uses its state ``self.state`` and table ``self.t``."""

    if TYPE_CHECKING:  # what the mixin uses of MagnaRoma (rules.py); Game's own come with GamePart
        t: Table

        @property
        def solo(self) -> bool: ...
        def city_complete(self, seat: JSON) -> bool: ...
        def frame(self) -> tuple[int, int, int, int] | None: ...
        def capacity(self, monument_id: str) -> int: ...
        def conquest_markers_left(self, seat_index: int) -> int: ...

    # ------------------------------------------------------------------ words
    @staticmethod
    def amount_words(resource: str, n: int, sign: bool = True) -> str:
        word = RESOURCE_WORDS[resource]
        if word in ("population", "faith", "VP"):
            text = f"{n} {word}"
        elif word == "luxury":
            text = f"{n} {'luxury' if n == 1 else 'luxuries'}"
        else:
            text = plural(n, word)
        return ("+" if sign else "") + text

    def tile_words(self, tile_id: str | None) -> str:
        if tile_id is None:
            return "no tile"
        tile = self.t.tiles[tile_id]
        extras = [plural(tile["stars"], "star")] if tile["stars"] else []
        if tile["icon"]:
            extras.append(tile["icon"])
        return f"{tile_id} ({', '.join([tile['colour']] + extras)})"

    def token_words(self, token: JSON) -> str:
        pay = " or ".join(" and ".join(self.amount_words(r, n, sign=False) for r, n in option.items())
                          for option in token["pay"])
        gain = " and ".join(self.amount_words(r, n, sign=False) for r, n in token["gain"].items())
        return f"{pay} for {gain}"

    @staticmethod
    def slot_words(slot: int) -> str:
        return f"the {SLOT_NAMES[slot] if slot < len(SLOT_NAMES) else slot} slot"

    @staticmethod
    def condition_words(condition: JSON) -> str:
        if "districts" in condition:
            return f"{condition['districts']} district"
        icons = condition.get("pair") or condition["trio"]
        if len(set(icons)) == 1:
            return f"{icons[0].title()} pair"
        return " + ".join(i.title() for i in icons) + (" pair" if "pair" in condition else " trio")

    def card_words(self, card_id: str) -> str:
        """A monument or province card in one line, as the board's cards say it: a monument's
        cost, population, score and immediate bonus; a province's slots (cost: VP) and condition."""
        t = self.t
        if card_id in t.monuments:
            card = t.monuments[card_id]
            rule = card["scoring"]
            if "vp_by_workers" in rule:
                score = f"{'/'.join(map(str, rule['vp_by_workers']))} VP with 1-{len(rule['vp_by_workers'])} population"
            elif "per_colour" in rule:
                score = f"{rule['vp']} VP per {rule['per_colour']} tile under it"
            elif "per_icon" in rule:
                score = f"{rule['vp']} VP per {rule['per_icon']} under it"
            else:
                score = f"{rule['vp']} VP"
            now = ", ".join(self.amount_words(r, n) for r, n in card["immediate"].items())
            where = "on the town centre" if card_id == t.forum else "over 4 tiles"
            return (f"{card['name']}: {plural(card['cost'], 'coin')}, {where}; functional with {card['workers']} "
                    f"population: {score}" + (f"; at once {now}" if now else ""))
        if card_id not in t.provinces:
            raise ValueError(f"card_words: {card_id!r} is no monument or province card of this game.")
        card = t.provinces[card_id]
        slots = []
        for k, (cost, vp) in enumerate(zip(t.military["slot_costs"], card["slot_vp"], strict=True)):
            bonus = ", ".join(self.amount_words(r, n) for r, n in card["slot_bonus"][k].items())
            slots.append(f"{SLOT_NAMES[k]} {plural(cost, 'legion')} {vp} VP" + (f" ({bonus} at once)" if bonus else ""))
        return f"{card['name']}: VP per {self.condition_words(card['condition'])}; {', '.join(slots)}"

    def describe(self, a: Action) -> str:
        """An action in plain words, with what it costs now (for menus and choice lists)."""
        kind, t = a.get("type"), self.t
        # None once the game is over, when no place (the action that reads it) is legal
        me = cast("JSON", None if self.state["current"] is None else self._me())
        if kind == "choose_tile":
            return f"Reserve {self.tile_words(self.state['draft'][a['slot']])} in slot {a['slot']}"
        if kind == "place":
            tile = self.state["draft"][me["slot"]]
            turn = f", turned {90 * a['rotation']}°" if a["rotation"] else ", unturned"  # Carpe Diem's words
            # where its half-symbols go, so that a turn is chosen by its words too, not only by its picture
            halves = ", ".join(f"{side} {SYMBOL_WORDS.get(symbol, symbol)}"
                               for side, symbol in zip(SIDE_WORDS, t.faces[tile][a["rotation"]], strict=True) if symbol)
            where = f" ({halves})" if halves else ""
            return f"Place {self.tile_words(tile)} at row {a['row']}, col {a['col']}{turn}{where}"
        if kind == "trade":
            token = t.trade_tokens[self.state["trade_tokens"][self.state["trade"]["slot"]]]
            gain = ", ".join(self.amount_words(r, n, sign=False) for r, n in token["gain"].items())
            return f"Trade {a['pay'].replace('+', ' and ')} for {gain}"
        if kind == "decline_trade":
            return "Do not trade"
        if kind == "build":
            card = t.monuments[a["monument"]]
            where = "on the town centre" if a["monument"] == t.forum else f"at row {a['row']}, col {a['col']}"
            return f"Build the {card['name']} {where} for {plural(card['cost'], 'coin')}"
        if kind == "conquer":
            card = t.provinces[a["province"]]
            return (f"Conquer {self.slot_words(a['slot'])} of {card['name']} for "
                    f"{plural(t.military['slot_costs'][a['slot']], 'legion')} "
                    f"({card['slot_vp'][a['slot']]} VP per {self.condition_words(card['condition'])})")
        if kind == "bless":
            return f"Bless the tile at row {a['row']}, col {a['col']} (its symbols pay again)"
        if kind == "skip_action":
            return "Take no optional action"
        if kind == "employ":
            return f"Employ a citizen at the {t.name(a['monument'])}"
        if kind == "move_population":
            return f"Move a citizen from the {t.name(a['source'])} to the {t.name(a['target'])}"
        if kind == "end_turn":
            return "End the turn (your city is complete)"
        return str(a)

    # ------------------------------------------------------------------ views
    def _tile_view(self, i: int, cell: list[Any]) -> JSON:
        return {"row": city.ROW[i], "col": city.COL[i], **_placed_tile(self.t, cell[0], cell[1]), "blessed": cell[2]}

    def _face_up_tile(self, tile_id: str | None) -> JSON | None:
        if tile_id is None:
            return None
        tile = self.t.tiles[tile_id]
        return {"id": tile_id, "colour": tile["colour"], "edges": list(tile["edges"]), "stars": tile["stars"],
                "icon": tile["icon"]}

    def _seat_view(self, i: int) -> JSON:
        s, t = self.state["seats"][i], self.t
        return {
            "colour_name": s["colour"], "placed": s["placed"], "slot": s["slot"],
            "city": [self._tile_view(k, cell) for k, cell in enumerate(s["city"]) if cell is not None],
            "tracks": {c: {"space": s["tracks"][c], "value": t.track_value(s["tracks"][c])} for c in t.track_order},
            "track_bonuses": list(s["track_bonuses"]),
            "coins": s["coins"], "population": s["population"], "blessings": s["blessings"],
            "legions": s["legions"], "luxuries": s["luxuries"], "faith": s["faith"],
            "monuments": [self._monument_view(m) for m in s["monuments"]],
            "markers_left": self.conquest_markers_left(i),
            "window": list(city.frame_limits(s["city"], t.rules["city_size"], self.frame())),
        }

    def _monument_view(self, m: JSON) -> JSON:
        """A built monument: where it stands (``footprint``: the cells under it, the town
        centre alone for the Forum), its population and whether it is functional now."""
        t = self.t
        on_centre = m["id"] == t.forum
        # a built monument stands on the grid, so it has a block
        cells = [city.CENTRE] if on_centre else list(cast("tuple[int, ...]", city.block(m["row"], m["col"])))
        capacity = self.capacity(m["id"])
        return {"id": m["id"], "name": t.name(m["id"]), "row": m["row"], "col": m["col"], "on_centre": on_centre,
                "footprint": [[city.ROW[i], city.COL[i]] for i in cells], "workers": m["workers"],
                "capacity": capacity, "needed": t.monuments[m["id"]]["workers"],
                "functional": m["workers"] >= (1 if "vp_by_workers" in t.monuments[m["id"]]["scoring"]
                                               else t.monuments[m["id"]]["workers"])}

    def view(self, seat: int | None = None, reveal_all: bool = False) -> JSON:
        """What ``seat`` may see (None: the table's public view). Everything in Magna Roma is
        open except the face-down decks, whose tiles and order no view ever shows (nor the
        teacher view, ``reveal_all``); the tokens and cards returned to the box are not kept.
        A province slot's holder is a seat, None (free) or -1 (blocked in solo mode).
        ``trade_offer`` is the trade token on offer now (None: none) and ``later`` the tokens
        the same event reached that are offered after it, in order.
        ``round`` is the turn every player is on (1 to 24: one tile placed per turn); a
        seat's ``colour`` is its hex colour, ``colour_name`` the roof colour of its town centre."""
        check_seat(self, seat)
        state, t = self.state, self.t
        trade = state["trade"]
        seats = [self._seat_view(i) for i in range(self.players)]
        for own, vp in zip(seats, self.scores(), strict=True):
            own["score_track"] = scoring.score_track(vp)
        static = self._static()
        view = envelope(
            self, seat, reveal_all, phase=state["phase"], seats=seats, static=static,
            round=self._round(),
            solo=self.solo, prompt=self.prompt(),
            draft=[{"slot": k, "tile": self._face_up_tile(tile),
                    "marker": next((i for i, s in enumerate(state["seats"]) if s["slot"] == k), None)}
                   for k, tile in enumerate(state["draft"])],
            decks=[len(d) for d in state["decks"]],
            monument_market=[None if m is None else {"id": m, **_without_source(t.monuments[m])}
                             for m in state["monument_market"]],
            monument_deck=len(state["monument_deck"]),
            provinces=[{**_without_source(t.provinces[p]),
                        "condition": self.condition_words(t.provinces[p]["condition"]),
                        "slot_costs": t.military["slot_costs"], "holders": list(slots)}
                       for p, slots in zip(state["provinces"], state["conquests"], strict=False)],
            trade_tokens=[{"slot": k, "spaces": t.market["trade_slots"][k], "id": token,
                           "text": self.token_words(t.trade_tokens[token]),
                           "pay": [dict(option) for option in t.trade_tokens[token]["pay"]],
                           "gain": dict(t.trade_tokens[token]["gain"])}
                          for k, token in enumerate(state["trade_tokens"])],
            trade_offer=None if trade is None else {
                "slot": trade["slot"], "token": state["trade_tokens"][trade["slot"]],
                "later": [{"slot": k, "token": state["trade_tokens"][k]} for k in trade.get("later", ())]},
        )
        view["projection"] = None if self.is_over else self.projection()
        if self.solo:
            level = state["solo"]
            view["solo_board"] = {
                "level": level["level"], "frame": list(solo.frame(t)), "title": level["title"],
                "objectives": [{**o, "state": "failed" if self.is_over and not o["met"] else o["state"]}
                               for o in solo.objectives_report(t, state["seats"][0], level["objectives"])]}
        return view

    def projection(self) -> dict[str, list[int]]:
        """The score breakdown if the game ended now: the points scored so far and the final
        scoring of the cities as they stand (a solo objective counts once its line is complete
        and met)."""
        state, t = self.state, self.t
        out = {cat: [s["points"][cat] for s in state["seats"]] for cat in self.PLAY_CATEGORIES}
        out.update(scoring.final_scores(t, state))
        if self.solo:
            report = solo.objectives_report(t, state["seats"][0], state["solo"]["objectives"])
            out["solo objectives"] = [t.solo["points"][sum(o["met"] for o in report)]]
        return out

    def _static(self) -> JSON:
        """Facts of the board that never change during a game (sent to a board once)."""
        t = self.t
        tracks = t.comp["city_tracks"]
        return {
            "track_values": list(t.track_values), "track_order": list(t.track_order),
            "track_bonuses": [{"id": bid, "tracks": dict(spaces), "bonus": res}
                              for bid, spaces, res in t.track_bonuses],
            "track_spaces": tracks["spaces"],
            "market_values": list(t.market["values"]), "trade_slots": [list(s) for s in t.market["trade_slots"]],
            "pantheon": {"spaces": t.pantheon["spaces"], "blessing_spaces": list(t.pantheon["blessing_spaces"]),
                         "token_values": list(t.pantheon["token_values"])},
            "military": {"spaces": t.military["spaces"], "end_points": dict(t.military["end_points"]),
                         "slot_costs": list(t.military["slot_costs"])},
            "slot_costs": list(t.military["slot_costs"]), "tiles_per_city": t.rules["tiles_per_city"],
            "city_size": t.rules["city_size"], "conquest_markers": t.rules["conquest_markers"],
            "symbols": {k: {"gain": v["gain"], "mixed": v["mixed"], "same": v["same"]} for k, v in t.symbols.items()},
            "solo": {"frame": list(solo.frame(t)), "side_slots": [dict(s) for s in t.solo["side_slots"]],
                     "points": list(t.solo["points"]), "solo_blocked": [list(b) for b in t.military["solo_blocked"]]}
            if self.solo else None,
        }

    def _round(self) -> int:
        """A round: every seat takes a turn, placing a tile (the board: "Round 7 of 24"). It is
        the seat to move's turn: a turn whose tile is placed stays in its round to its end, so
        that a replay's timeline, whose rounds begin with a turn, says the same."""
        last = self.t.rules["tiles_per_city"]
        if self.is_over:
            return int(last)
        placing = self.state["phase"] in ("first_choice", "place")  # this turn's tile not placed yet
        return int(min(last, max(1, self._me()["placed"] + placing)))

    def round_name(self) -> str:
        return f"round {self._round()} of {self.t.rules['tiles_per_city']}"

    def summary(self) -> str:
        state = self.state
        if self.is_over:
            where = "game over"
        else:
            me = self._me()
            turn = max(1, me["placed"] + (state["phase"] in ("first_choice", "place")))  # a turn places a tile
            where = f"turn {turn} of {self.t.rules['tiles_per_city']}, {me['name']} to play ({self.prompt()})"
        who = "solo" if self.solo else f"{self.players} players"
        return f"{who}, {where}"

    def prompt(self) -> str:
        """What the player to move decides: the phase's record says (rules.py, ``PHASE_RECORDS``)."""
        return self.PHASE_RECORDS[self.state["phase"]].describe(self)

    def _end_prompt(self) -> str:
        return "end the turn: the city is complete" if self.city_complete(self._me()) else "reserve the next tile"
