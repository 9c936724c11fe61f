"""What a seat may see of a Carpe Diem table (JSON-able, for the board and for people).

Hidden from other seats: fountain cards kept (face down until the final scoring), the
cards a player is looking at after building a fountain, and stored tiles (face down). Never
shown, not even to the teacher: the order of the tile piles and of the fountain pile.
"""

from __future__ import annotations

from .components import SIDES
from .words import card_text, counted

LOG_LINES = 30  # the latest log entries a view carries


def tile_view(t, tile_id: str, rot: int = 0) -> dict:
    """A tile as placed. ``features`` is compact, one word per feature: ``kind:sides`` with
    the sides it reaches after turning (N, E, S, W; every other side is grass) and, for a
    villa, ``:chimneys``; e.g. ``"villa:NE:2 merchant:S"``. A market, bakery or fountain
    reaches no side: ``"market:"``. ``label`` says it in words."""
    key = (tile_id, rot)
    cached = t.view_cache.get(key)
    if cached is None:
        face = t.geometry.faces[tile_id][rot]
        words = [f"{kind}:{''.join(SIDES[s] for s in sides)}" + (f":{smoke}" if kind == "villa" else "")
                 for kind, sides, smoke in face.segments]
        if face.centre:
            words.append(f"{face.centre}:")
        cached = {"id": tile_id, "rotation": rot, "features": " ".join(words), "label": t.tile_words(tile_id)}
        t.view_cache[key] = cached
    return dict(cached)


def card_view(t, card_id: str | None) -> dict | None:
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


def fountain_view(t, card_id: str) -> dict:
    card = t.fountains[card_id]
    return {"id": card_id, "per": card["per"], "vp": card["vp"],
            "text": f"{card['vp']} VP for each {counted(card['per'], 1)[2:]}"}


def table_view(game, seat: int | None = None, reveal_all: bool = False) -> dict:
    if seat is not None and not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < game.players):
        raise ValueError(f"seat must be None or 0..{game.players - 1}, not {seat!r}")
    state, t = game.state, game.t
    size = t.size
    current = state["current"]
    revealed = game.is_over  # fountain cards are revealed in the final scoring
    seats = []
    for i, s in enumerate(state["seats"]):
        own = reveal_all or seat == i
        seats.append({
            "seat": i, "name": s["name"], "colour": s["colour"], "vp": game.vp(i), "points": dict(s["points"]),
            "meeple": s["meeple"], "bar": s["bar"], "discs": s["discs"],
            "wares": dict(s["wares"]), "coins": s["coins"], "bread": s["bread"],
            "stored": len(s["stored"]), "stored_tiles": [tile_view(t, x) for x in s["stored"]] if own else None,
            "fountain_cards": len(s["fountain_cards"]),
            "fountain_faces": [fountain_view(t, c) for c in s["fountain_cards"]] if own or revealed else None,
            "board": s["board"], "shovel": list(divmod(game.shovel(i), size)),
            "banderoles": [list(divmod(c, size)) for c in s["banderoles"]],
            "district": [None if p is None else tile_view(t, p[0], p[1]) for p in s["district"]],
            "completed": [{"kind": f["kind"], "cells": [list(divmod(c, size)) for c in f["cells"]],
                           "chimneys": f["chimneys"]} for f in s["completed"]],
            "chimneys": s["chimneys"],
            "frame_goals": [{k: g[k] for k in ("side", "at", "type", "vp", "met")} for g in game.frame_goals(i)],
        })
    draw = state["fountain_draw"]
    scoring = state["scoring"]
    return {
        "game": game.NAME, "title": game.TITLE, "players": game.players, "seat": seat, "teacher": bool(reveal_all),
        "phase": state["phase"], "round": state["round"], "step": state["step"], "current_player": current,
        "start_player": state["start_player"], "movement": state["options"]["movement"], "prompt": game.prompt(),
        "board_size": size,
        "spaces": [{"space": i, "tiles": [tile_view(t, x) for x in tiles],
                    "meeples": [j for j, s in enumerate(state["seats"]) if s["meeple"] == i],
                    "lines": sorted({(i + t.step) % t.spaces, (i - t.step) % t.spaces})}
                   for i, tiles in enumerate(state["spaces"])],
        "seals": [None if x is None else tile_view(t, x) for x in state["seals"]],
        "holding": None if state["holding"] is None else tile_view(t, state["holding"]),
        "light_pile": len(state["light_pile"]), "dark_pile": len(state["dark_pile"]), "box": len(state["box"]),
        "fountain_pile": len(state["fountain_pile"]),
        "fountain_draw": ([fountain_view(t, c) for c in draw] if reveal_all or (seat is not None and seat == current)
                          else None),
        "fountain_draw_count": len(draw),
        "cards": {space: card_view(t, card) for space, card in state["cards"].items()},
        "circles": [{"id": c, "between": list(t.circles[game.players][c]), "disc": owner}
                    for c, owner in state["circles"].items()],
        "scoring": None if scoring is None else {"order": list(scoring["order"]),
                                                 "cards": [card_view(t, c) for c in scoring["cards"]]},
        "bar": {"values": list(t.bar),
                "back_to_front": sorted(range(game.players), key=game.bar_key)},
        "seats": seats,
        "log": [{"seat": e["seat"], "text": e["text"]} for e in state["log"][-LOG_LINES:]],
        "scores": game.scores(), "breakdown": game.score_breakdown(),
        "winners": game.winners() if game.is_over else None,
    }
