"""Every Carpe Diem worked example of the rulebook (docs/rulings.md, "Carpe Diem worked
examples"), with its printed numbers.

Each example builds its position with ``scenario`` (districts placed by the building rules)
and then plays the rulebook's step as real actions where the example is a step of play.
"""

from tabletop_widgets.carpe_diem import scenario

# Board 1 has its shovel at row 3, column 2 (components.json).
SHOVEL = (3, 2)


def last(game, kind):
    return next(e for e in reversed(game.log) if e["kind"] == kind)


def fulfil_option(game, card):
    """The single way the player to move can meet ``card`` without bread, as an action."""
    options = [a for a in game.legal_actions() if a["type"] == "fulfil" and a["card"] == card and not a["bread"]]
    return max(options, key=lambda a: a["times"])


def test_a_3_tile_pond_rewards_2_fish():
    # A pond end on the shovel, a pond corner to its right turning down; the last end closes it.
    game = scenario(2, to_play=0, holding="light-19", seats={0: {"board": "board1", "district": [
        (3, 2, "light-18", 1), (3, 3, "light-20", 2)]}})
    assert game.state["seats"][0]["completed"] == []
    game.apply({"type": "place", "row": 4, "col": 3, "rotation": 0})
    me = game.state["seats"][0]
    assert me["completed"] == [{"kind": "pond", "cells": [20, 21, 27], "chimneys": 0}]
    assert me["wares"]["fish"] == 2
    assert "a 3-tile pond: 2 fish" in last(game, "place")["text"]


def test_nick_trades_1_fish_1_chicken_2_grapes_for_5_coins():
    game = scenario(2, to_play=0, holding="light-35", names=["Nick", "Sophie"], seats={0: {
        "board": "board1", "district": [(3, 2, "light-34", 1)], "wares": {"fish": 1, "chicken": 1, "grapes": 2}}})
    game.apply({"type": "place", "row": 3, "col": 3, "rotation": 3})
    nick = game.state["seats"][0]
    assert nick["coins"] == 5
    assert sum(nick["wares"].values()) == 0
    assert "4 wares traded for 5 coins" in last(game, "place")["text"]


def test_sophie_pays_3_bread_and_wares_for_3_sets_24_vp():
    # B card: 1 chicken, 1 grape, 1 herb, 1 fish -> 8 VP per set (the worked example pays 8, not the printed 5).
    game = scenario(2, names=["Sophie", "Nick"], scoring=True, cards={"r1c1": "B15", "r1c2": "A07"},
                    seats={0: {"bread": 3, "coins": 3, "wares": {"fish": 2, "herbs": 2, "chicken": 1}, "bar": 1}})
    assert game.current_player == 0  # furthest on the bar: Sophie scores first
    game.apply({"type": "place_disc", "circle": "r1c1-r1c2"})
    assert {"type": "fulfil", "card": "B15", "times": 3, "bread": True} in game.legal_actions()
    assert {"type": "fulfil", "card": "B15", "times": 4, "bread": True} not in game.legal_actions()
    game.apply({"type": "fulfil", "card": "B15", "times": 3, "bread": True})
    sophie = game.state["seats"][0]
    assert sophie["points"]["scoring cards"] == 3 * 8 == 24
    assert (sophie["bread"], sophie["coins"], sum(sophie["wares"].values())) == (0, 0, 0)


def test_sophie_cannot_pay_3_herbs_loses_4_vp_and_keeps_her_herbs():
    game = scenario(2, names=["Sophie", "Nick"], scoring=True, cards={"r1c1": "A07", "r1c2": "D01"},
                    seats={0: {"wares": {"herbs": 2}, "bar": 1}})
    game.apply({"type": "place_disc", "circle": "r1c1-r1c2"})
    assert game.t.cards["A07"]["pay"] == {"herbs": 3} and game.t.cards["A07"]["reward"] == {"vp": 7}
    options = [a for a in game.legal_actions() if a["card"] == "A07"]
    assert options == [{"type": "fulfil", "card": "A07", "times": 0, "bread": False}]
    before = game.vp(0)
    game.apply(options[0])
    sophie = game.state["seats"][0]
    assert game.vp(0) == before - 4
    assert sophie["points"]["unmet scoring cards"] == -4 and sophie["points"]["scoring cards"] == 0
    assert sophie["wares"]["herbs"] == 2


# Nick's district: a closed villa of 3 chimneys and an open one of 4 (7 chimneys in all).
NICK_7_CHIMNEYS = [(3, 2, "light-01", 1), (3, 3, "light-05", 3), (2, 2, "light-16", 3), (1, 2, "light-12", 1)]


def test_nick_7_chimneys_get_3_bread_and_2_coins_with_2_bar_spaces():
    game = scenario(2, names=["Nick", "Sophie"], scoring=True, cards={"r1c0": "C01", "r1c1": "C03"},
                    seats={0: {"board": "board1", "district": NICK_7_CHIMNEYS, "bar": 1}})
    nick = game.state["seats"][0]
    assert nick["chimneys"] == 7 and [f["chimneys"] for f in nick["completed"]] == [3]
    game.apply({"type": "place_disc", "circle": "r1c0-r1c1"})
    game.apply(fulfil_option(game, "C01"))
    game.apply(fulfil_option(game, "C03"))
    assert (nick["bread"], nick["coins"], nick["bar"]) == (3, 2, 1 + 2)


# Hank's district: seven closed 2-tile landscapes (2 ponds, 1 garden, 2 vineyards, 2 pastures).
HANK_PAIRS = ((3, "light-18", "light-19"), (2, "dark-13", "dark-14"), (4, "light-26", "light-27"),
              (1, "light-22", "light-23"), (5, "dark-16", "dark-17"), (0, "light-30", "light-31"))
HANK_7_LANDSCAPES = [(row, col, tile, rot) for row, left, right in HANK_PAIRS
                     for col, tile, rot in ((2, left, 1), (3, right, 3))] + [(3, 4, "dark-22", 1), (3, 5, "dark-23", 3)]


def test_hank_7_landscapes_get_7_vp_then_2_coins_and_2_bread():
    game = scenario(2, names=["Hank", "Nick"], scoring=True, cards={"r2c0": "D05", "r2c1": "D07"},
                    seats={0: {"board": "board1", "district": HANK_7_LANDSCAPES, "bar": 1}})
    hank = game.state["seats"][0]
    kinds = sorted(f["kind"] for f in hank["completed"])
    assert kinds == ["garden", "pasture", "pasture", "pond", "pond", "vineyard", "vineyard"]
    game.apply({"type": "place_disc", "circle": "r2c0-r2c1"})
    game.apply(fulfil_option(game, "D05"))
    game.apply(fulfil_option(game, "D07"))
    assert hank["points"]["scoring cards"] == 7
    assert (hank["coins"], hank["bread"]) == (2, 2)


def test_nick_villas_3_5_5_chimneys_score_3_plus_7_plus_7_and_open_villas_nothing():
    district = [
        (3, 2, "light-01", 1), (3, 3, "light-05", 3),                          # closed, 3 chimneys
        (3, 4, "light-13", 0), (2, 4, "light-06", 2), (4, 4, "dark-04", 0),    # closed, 5 chimneys
        (4, 2, "light-02", 1), (4, 3, "light-11", 2), (5, 3, "dark-05", 0),    # closed, 5 chimneys
        (2, 2, "light-16", 3), (1, 2, "light-12", 1),                          # open, 4 chimneys
        (3, 1, "light-17", 2), (4, 1, "dark-08", 3),                           # open, 4 chimneys
    ]
    game = scenario(2, names=["Nick", "Sophie"], seats={0: {"board": "board1", "district": district}})
    nick = game.state["seats"][0]
    assert sorted(f["chimneys"] for f in nick["completed"] if f["kind"] == "villa") == [3, 5, 5]
    assert nick["chimneys"] == 3 + 5 + 5 + 4 + 4
    assert game.final_scoring()["villas"][0] == 3 + 7 + 7 == 17


def test_frame_goals_baker_4_and_villa_3_but_not_pond_or_garden():
    # Top: baker at column 1; right: villa at row 1, pond at row 4; bottom: garden at column 2.
    district = [
        (3, 2, "light-37", 3), (3, 1, "light-38", 1),   # closed baker dwelling across column 1
        (2, 2, "light-01", 0), (1, 2, "light-02", 2),   # closed villa across row 1
        (3, 3, "light-18", 1), (3, 4, "light-19", 3),   # closed pond, but on row 3, not row 4
        (4, 2, "light-26", 2),                     # open garden on column 2: does not count
    ]
    game = scenario(2, seats={0: {"board": "board1", "frame": ["P04", "P01", "P02", "P03"], "district": district}})
    met = {g["type"]: g["met"] for g in game.frame_goals(0)}
    assert met == {"baker": True, "administrator": False, "villa": True, "pond": False, "vineyard": False,
                   "garden": False, "pasture": False, "merchant": False}
    assert game.final_scoring()["frame goals"][0] == 4 + 3
