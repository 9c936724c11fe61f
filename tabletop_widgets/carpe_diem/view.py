"""How Carpe Diem shows itself: the view (what a seat may see), actions in plain words
(``describe``), what the player to move decides (``prompt``) and a one-line ``summary``.

``Presentation`` is mixed into ``CarpeDiem`` (rules.py); it reads ``self.state`` and the
look-ups ``self.t``. Hidden from other seats: fountain cards kept (face down until the final scoring), the
cards a player is looking at after building a fountain, and stored tiles (face down). Never
shown, not even to the teacher: the order of the tile piles and of the fountain pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.game import GamePart
from ..core.types import JSON, Action
from ..core.view import check_seat, envelope
from ..core.words import SIDE_WORDS, plural
from .components import SIDES
from .words import card_text, counted, reward_text

if TYPE_CHECKING:
    from .table import Table


def _place(dealt: list[list[str]], space: int, k: int, tile: str) -> int:
    """Where the ``k``-th tile left on a space lies: its place when dealt (a tile taken leaves
    its place empty on the board), else its order."""
    return dealt[space].index(tile) if space < len(dealt) and tile in dealt[space] else k


def tile_view(t: Table, tile_id: str, rot: int = 0) -> JSON:
    """A tile as placed, structured for a drawing: ``back`` (``light`` or ``dark``) and
    ``features``, each ``{"kind", "sides", "chimneys"}`` with the sides it reaches after
    turning (0 = top, 1 = right, 2 = bottom, 3 = left; every other side is grass) and, for a
    villa, its chimneys. A market, bakery or fountain reaches no side (``"sides": []``) and
    fills the tile alone. ``label`` says it in words."""
    key = (tile_id, rot)
    cached = t.view_cache.get(key)
    if cached is None:
        face = t.geometry.faces[tile_id][rot]
        features = [{"kind": kind, "sides": list(sides), "chimneys": smoke} for kind, sides, smoke in face.segments]
        if face.centre:
            features.append({"kind": face.centre, "sides": [], "chimneys": 0})
        cached = {"id": tile_id, "rotation": rot, "back": t.tiles[tile_id]["back"], "features": features,
                  "label": t.tile_words(tile_id)}
        t.view_cache[key] = cached
    return {**cached, "features": [dict(f, sides=list(f["sides"])) for f in cached["features"]]}


def card_view(t: Table, card_id: str | None) -> JSON | None:
    if card_id is None:
        return None
    cached = t.view_cache.get(card_id)
    if cached is None:
        card = t.cards[card_id]
        needs = card["pay"] if card["colour"] == "red" else card["own"]
        cached = {"id": card_id, "pile": card["pile"], "colour": card["colour"], "needs": dict(needs),
                  "reward": dict(card["reward"]), "text": card_text(card)}
        t.view_cache[card_id] = cached
    return dict(cached)


def fountain_view(t: Table, card_id: str) -> JSON:
    card = t.fountains[card_id]
    return {"id": card_id, "per": card["per"], "vp": card["vp"],
            "text": f"{card['vp']} VP for each {counted(card['per'], 1)[2:]}"}


# Actions said with their own fields only.
_SAID = {
    "place_meeple": "Put your patrician on space {space}",
    "place": "Build at row {row}, column {col}, turned {rotation} quarter(s) clockwise",
    "store": "Store the tile face down (half a VP at the end)",
}


class Presentation(GamePart):
    """Mixed into CarpeDiem: ``describe``, ``prompt``, ``summary`` and ``view``."""

    if TYPE_CHECKING:  # what it uses of CarpeDiem (rules.py); Game's own come with GamePart
        t: Table

        def seal_in_hand(self) -> bool: ...
        def placements(self, seat: int, tile: str) -> list[tuple[int, int]]: ...
        def shovel(self, seat: int) -> int: ...
        def frame_goals(self, seat: int) -> list[JSON]: ...
        def bar_key(self, seat: int) -> tuple[int, int]: ...

    def describe(self, a: Action) -> str:
        """An action in plain words, for menus and choice lists."""
        kind = a.get("type")
        if kind == "place" and self.state["holding"] is not None:
            turned = a.get("rotation", 0)
            face = self.t.geometry.faces[self.state["holding"]][turned % 4 if isinstance(turned, int) else 0]
            where = "; ".join(f"{k} {'+'.join(SIDE_WORDS[x] for x in sides)}" for k, sides, _ in face.segments)
            return (f"Build at row {a.get('row')}, column {a.get('col')}"
                    + (f", turned {90 * turned}°" if turned else ", unturned") + (f" ({where})" if where else ""))
        if kind in _SAID:
            return _SAID[kind].format_map({"rotation": 0, **a})
        if kind in ("take", "take_seal"):
            return ("Take " if kind == "take" else "Take the seal tile ") + self.t.tile_words(a["tile"])
        if kind == "move":
            tiles = len(self.state["spaces"][a["space"]])
            cost = f" for {self.t.rules['bread_to_move']} bread" if a.get("bread") else ""
            return f"Move to space {a['space']} ({plural(tiles, 'tile')}){cost}"
        if kind == "return_fountain_card":
            card = self.t.fountains[a["card"]]
            return f"Put back the fountain card '{card['vp']} VP per {card['per']}'"
        if kind == "place_disc":
            pair = self.t.circles[self.players][a["circle"]]
            return "Score " + " and ".join(card_text(self.t.cards[self.state["cards"][s]]) for s in pair)
        if kind == "fulfil":
            card = self.t.cards[a["card"]]
            if a["times"] == 0:
                return f"Fail '{card_text(card)}' (lose {self.t.rules['unmet_card_penalty']} VP)"
            bread = f" using {self.t.rules['bread_for_card']} bread" if a.get("bread") else ""
            return (f"Meet '{card_text(card)}' {plural(a['times'], 'time')}{bread}: "
                    f"{reward_text(card['reward'], a['times'])}")
        return str(a)

    def prompt(self) -> str:
        """What the player to move decides: the phase's record says (rules.py, ``PHASE_RECORDS``)."""
        return self.PHASE_RECORDS[self.state["phase"]].describe(self)

    def _place_prompt(self) -> str:
        if self.seal_in_hand():
            fits = self.placements(self.state["current"], self.state["holding"])
            return "build the seal tile into the district" if fits else "store the seal tile: it fits nowhere"
        return "build the tile into the district or store it"

    def round_name(self) -> str:
        """The rulebook's words, as the board says them: four phases of seven rounds, each
        phase ending with a scoring period ("phase 2 of 4, round 3 of 7")."""
        state, rules = self.state, self.t.rules
        stage = "scoring period" if state["scoring"] else f"round {state['round']} of {rules['rounds_per_phase']}"
        return f"phase {state['game_phase']} of {rules['phases']}, {stage}"

    def summary(self) -> str:
        if self.is_over:
            return f"{self.players} players, game over"
        return f"{self.players} players, {self.round_name()}, {self.name(self.state['current'])} to {self.prompt()}"

    def view(self, seat: int | None = None, reveal_all: bool = False) -> JSON:
        """What ``seat`` may see (None: the table's public view; ``reveal_all``: the teacher
        view, every hidden card and stored tile, never the order of a pile). ``phase`` is the
        decision now (``meeple``, ``move``, ... ``over``); ``game_phase`` is the rulebook's
        phase number (1-4)."""
        check_seat(self, seat)
        state, t = self.state, self.t
        size = t.size
        current = state["current"]
        revealed = self.is_over  # fountain cards are revealed in the final scoring
        seats = []
        for i, s in enumerate(state["seats"]):
            own = reveal_all or seat == i
            seats.append({
                "points": dict(s["points"]),
                "meeple": s["meeple"], "bar": s["bar"], "discs": s["discs"],
                "wares": dict(s["wares"]), "coins": s["coins"], "bread": s["bread"],
                "stored": len(s["stored"]), "stored_tiles": [tile_view(t, x) for x in s["stored"]] if own else None,
                "fountain_cards": len(s["fountain_cards"]),
                "fountain_faces": [fountain_view(t, c) for c in s["fountain_cards"]] if own or revealed else None,
                "board": s["board"], "shovel": list(divmod(self.shovel(i), size)),
                "banderoles": [list(divmod(c, size)) for c in s["banderoles"]],
                "district": [None if p is None else tile_view(t, p[0], p[1]) for p in s["district"]],
                "completed": [{"kind": f["kind"], "cells": [list(divmod(c, size)) for c in f["cells"]],
                               "chimneys": f["chimneys"]} for f in s["completed"]],
                "chimneys": s["chimneys"],
                "frame_goals": [{k: g[k] for k in ("side", "at", "type", "vp", "met")} for g in self.frame_goals(i)],
            })
        draw = state["fountain_draw"]
        scoring = state["scoring"]
        static = {
            "board_size": size, "movement": state["options"]["movement"], "bar_values": list(t.bar),
            "space_lines": [sorted({(i + t.step) % t.spaces, (i - t.step) % t.spaces}) for i in range(t.spaces)],
            "circles": {c: list(pair) for c, pair in t.circles[self.players].items()},
            "card_grid": {"rows": t.comp["card_grid"]["rows"], "cols": t.comp["card_grid"]["cols"]},
            "spaces": t.spaces, "seal_spaces": t.rules["seal_spaces"], "sides": list(SIDES),
            "wares": dict(t.ware_of), "villa_vp": list(t.villa_vp), "phases": t.rules["phases"],
            "rounds_per_phase": t.rules["rounds_per_phase"],
        }
        picks = t.rules["picks_per_space"][str(self.players)]
        return envelope(
            self, seat, reveal_all, phase=state["phase"], round=state["round"], seats=seats, static=static,
            game_phase=state["game_phase"], start_player=state["start_player"], prompt=self.prompt(),
            spaces=[{"space": i, "tiles": [tile_view(t, x) for x in tiles],
                     "places": [_place(state["dealt"], i, k, x) for k, x in enumerate(tiles)],
                     "picks_left": min(len(tiles), max(0, picks - state["picks"][i])) if state["picks"] else len(tiles),
                     "meeples": [j for j, s in enumerate(state["seats"]) if s["meeple"] == i]}
                    for i, tiles in enumerate(state["spaces"])],
            seals=[None if x is None else tile_view(t, x) for x in state["seals"]],
            holding=None if state["holding"] is None else tile_view(t, state["holding"]),
            light_pile=len(state["light_pile"]), dark_pile=len(state["dark_pile"]), box=len(state["box"]),
            fountain_pile=len(state["fountain_pile"]),
            fountain_draw=([fountain_view(t, c) for c in draw] if reveal_all or (seat is not None and seat == current)
                           else None),
            fountain_draw_count=len(draw),
            cards={space: card_view(t, card) for space, card in state["cards"].items()},
            circles=[{"id": c, "disc": owner} for c, owner in state["circles"].items()],
            scoring=None if scoring is None else {"order": list(scoring["order"]),
                                                  "cards": [card_view(t, c) for c in scoring["cards"]]},
            bar_order=sorted(range(self.players), key=self.bar_key),
            built=self.built_last_turn(),
        )

    def built_last_turn(self) -> JSON | None:
        """``{"seat", "row", "col"}``: the tile the seat that moved before the player to move
        built on that turn (None if it built nothing then), so that a board can keep it in
        view once play has passed on. Builds are public."""
        log, current = self.state["log"], self.state["current"]
        i = len(log) - 1
        while i >= 0 and log[i]["seat"] in (current, None):  # the turn under way, and the table's lines
            i -= 1
        before = log[i]["seat"] if i >= 0 else None
        while i >= 0 and log[i]["seat"] in (before, None):
            if log[i]["kind"] == "place" and log[i]["seat"] == before:
                return {"seat": before, "row": log[i]["data"]["row"], "col": log[i]["data"]["col"]}
            i -= 1
        return None
