"""What must hold in every Porta Nigra position (used by the simulation tests)."""

import json

from tabletop_widgets.porta_nigra.components import COLOURS

COUNTERS = ("coins", "torches", "influence", "romans", "romans_reserve", "elements")


def check_position(game) -> None:
    state, rules = game.state, game.t.rules
    # 90 bricks: reserve + market + personal supplies + the board.
    on_board = sum(e["bricks"] for e in state["spots"].values() if e)
    supplies = sum(sum(s["bricks"].values()) for s in state["seats"])
    assert state["reserve"] + sum(state["market"].values()) + supplies + on_board == rules["bricks"]
    for i, seat in enumerate(state["seats"]):
        placed = sum(1 for e in state["spots"].values() if e and e["seat"] == i)
        assert seat["elements"] == placed
        assert seat["romans"] + seat["romans_reserve"] + placed == rules["romans_per_colour"]
        for key in COUNTERS:
            assert seat[key] >= 0, (key, seat[key])
        assert all(seat["bricks"][c] >= 0 for c in COLOURS)
        cards = len(seat["hand"]) + len(seat["deck"]) + len(seat["discard"])
        played = 1 if state["turn"] and state["turn"]["card"] and state["current"] == i else 0
        assert cards + played == (7 if game.players == 4 else 8)
    assert all(v >= 0 for v in state["market"].values()) and state["reserve"] >= 0
    for e in state["spots"].values():
        if e:
            low, high = (1, 8)
            assert low <= e["bricks"] <= high
    # Every card is somewhere exactly once.
    held = [c for s in state["seats"] for c in s["building_cards"]]
    assert sorted(held + state["building_deck"] + state["building_display"]) == sorted(game.t.building_cards)
    assert len(state["supply_deck"]) + len(state["supply_discard"]) == len(game.t.supply_cards)


def check_view_hides(game, seat: int) -> None:
    """view(seat) shows no other seat's hand and no draw pile's order."""
    view = game.view(seat)
    text = json.dumps(view)
    for other, info in enumerate(view["seats"]):
        if other != seat:
            assert info["hand"] is None
        assert isinstance(info["deck"], int)
    for pile in ("building_deck", "honour_deck", "supply_deck"):
        assert isinstance(view[pile], int)
    # No id of a face-down card appears anywhere (building and honour decks are face down) as a
    # whole JSON string, a value or a key.
    shown = [card for card in game.state["building_deck"] + game.state["honour_deck"] if f'"{card}"' in text]
    assert not shown, shown
