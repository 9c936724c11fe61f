"""Every Porta Nigra worked example in the rulebooks (docs/rulings.md, "Porta Nigra worked
examples"), with its printed numbers."""

import pytest

import tabletop_widgets as tw
from tabletop_widgets.porta_nigra import scenario


def last(game, kind):
    return next(e for e in reversed(game.log) if e["kind"] == kind)


def test_nicole_refills_the_market_5_9_12_16_and_both_displays():
    # Purple ends a turn; Nicole (Green) begins hers with 5 bricks in the market, two
    # building cards and one honour card missing from the displays.
    game = scenario(2, to_play=1, card="a1", market={"black": 2, "blue": 1, "red": 1, "yellow": 1},
                    supply_top=["s1", "s2", "s3"], names=["Nicole", "Thomas"],
                    building_display=["bc-basilica-red", "bc-city_wall-blue", "bc-amphitheatre-red",
                                      "bc-porta_nigra-white"],
                    honour_display=[f"h{i:02d}" for i in range(1, 14)])
    game.apply({"type": "end_turn"})
    refill = last(game, "refill")
    assert refill["data"]["totals"] == [5, 9, 12, 16]
    assert refill["data"]["cards"] == ["s1", "s2", "s3"]
    assert sorted(game.t.supply_cards["s1"]["shops"]) == ["blue", "red", "white", "yellow"]
    assert len(game.state["building_display"]) == 6
    assert len(game.state["honour_display"]) == 14
    assert game.current_player == 0


def test_thomas_moves_clockwise_red_yellow_black_for_2_sesterces():
    game = scenario(2, to_play=0, card="a6", market={"black": 1, "white": 1},
                    seats={0: {"master_builder": "red", "coins": 10}})
    assert game.t.quarters[:3] == ["red", "yellow", "black"]
    game.apply({"type": "buy", "icon": "buy-black", "shop": "black"})
    me = game.state["seats"][0]
    assert me["master_builder"] == "black"
    assert me["coins"] == 10 - 2 - 1  # two borders, then the black brick's 1 sesterce
    assert me["bricks"]["black"] == 1


def test_white_shop_needs_no_movement():
    game = scenario(2, to_play=0, card="a4", market={"white": 1}, seats={0: {"master_builder": "red", "coins": 10}})
    game.apply({"type": "buy", "icon": "buy-white", "shop": "white"})
    me = game.state["seats"][0]
    assert (me["master_builder"], me["coins"], me["bricks"]["white"]) == ("red", 5, 1)


def test_the_refusal_names_the_clockwise_rule_and_the_cost():
    game = scenario(2, to_play=0, card="a6", market={"black": 1}, seats={0: {"master_builder": "red", "coins": 2}})
    before = game.to_json()
    with pytest.raises(tw.IllegalAction) as err:
        game.apply({"type": "buy", "icon": "buy-black", "shop": "black"})
    assert "clockwise only" in err.value.reason and "2 borders (2 sesterces)" in err.value.reason
    assert "you have 2" in err.value.reason
    assert err.value.rule == "buy-afford"
    assert game.to_json() == before


def test_an_empty_black_shop_turns_the_black_icon_into_any_colour():
    game = scenario(2, to_play=0, card="a6", market={"red": 2, "blue": 1},
                    seats={0: {"master_builder": "red", "coins": 10}})
    legal = game.legal_actions()
    assert {"type": "buy", "icon": "buy-black", "shop": "red"} in legal
    game.apply({"type": "buy", "icon": "buy-black", "shop": "red"})
    assert game.state["seats"][0]["bricks"]["red"] == 1
    # ...but it is still bound to the shop's quarter: blue is three borders on, costing 3 + 2.
    assert game.buy_cost(game.state["seats"][0], "blue") == (3, 2)


def test_a_coloured_icon_cannot_buy_elsewhere_while_its_shop_has_bricks():
    game = scenario(2, to_play=0, card="a6", market={"black": 1, "red": 1}, seats={0: {"master_builder": "red"}})
    reason = game.why_illegal({"type": "buy", "icon": "buy-black", "shop": "red"})
    assert "only from the black shop" in reason


def test_michael_builds_2_yellow_in_the_basilica_for_9_vp_the_card_and_a_reward():
    # Michael already has a 2-blue element in row A; the master builder stands one border
    # before the Basilica's quarter.
    game = scenario(2, to_play=0, card="a3", names=["Michael", "Courtney"], spots={"basilica.A2": (0, 2)},
                    building_display=["bc-basilica-yellow", "bc-city_wall-red", "bc-amphitheatre-black",
                                      "bc-porta_nigra-blue", "bc-basilica-red", "bc-city_wall-white"],
                    seats={0: {"master_builder": "yellow", "coins": 5, "bricks": {"yellow": 2},
                               "romans": 4, "torches": 0}})
    before = dict(game.state["seats"][0])
    game.apply({"type": "build", "spot": "basilica.A1", "bricks": 2})
    me = game.state["seats"][0]
    assert game.t.spots["basilica.A1"]["vp"] == 9
    assert me["points"]["building spots"] == 9
    assert me["coins"] == 4  # one border crossed
    assert me["building_cards"] == ["bc-basilica-yellow"]
    assert game.bricks_in(0, "basilica") == 4
    # The 3rd brick triggered the Basilica reward once: 1 torch and 1 Roman.
    assert me["torches"] == 1
    assert me["romans"] == before["romans"] - 1 + 1


def test_michaels_later_2_red_in_row_b_trigger_the_reward_once():
    game = scenario(2, to_play=0, card="a2", spots={"basilica.A2": (0, 2)},
                    seats={0: {"master_builder": "black", "bricks": {"red": 2}, "torches": 0}})
    game.apply({"type": "build", "spot": "basilica.B1", "bricks": 2})
    assert last(game, "reward")["data"]["triggers"] == 1
    assert game.state["seats"][0]["torches"] == 1


def test_nicole_builds_7_yellow_in_the_porta_nigra_for_28_vp_and_two_rewards():
    game = scenario(2, to_play=0, card="a3", names=["Nicole", "Thomas"], spots={"porta_nigra.1": (0, 3)},
                    building_display=["bc-basilica-yellow", "bc-city_wall-red", "bc-amphitheatre-black",
                                      "bc-porta_nigra-blue", "bc-basilica-red", "bc-city_wall-white"],
                    seats={0: {"master_builder": "blue", "bricks": {"yellow": 6, "white": 1}, "influence": 0}})
    me = game.state["seats"][0]
    romans_before = me["romans"]
    game.apply({"type": "build", "spot": "porta_nigra.7", "bricks": 7, "white": 1})
    me = game.state["seats"][0]
    assert me["points"]["building spots"] == 28, "white-substitute-scores-replaced-colour"  # 7 x 4
    assert me["building_cards"] == []  # no Porta Nigra yellow card in the display
    assert game.bricks_in(0, "porta_nigra") == 10
    reward = last(game, "reward")
    assert reward["data"]["triggers"] == 2  # totals 6 and 9
    assert reward["text"].endswith("Nicole takes 4 Romans, 2 influence tokens.")
    assert me["romans"] == romans_before - 1 + 4, "reward-porta-nigra"
    assert me["influence"] == 2, "reward-porta-nigra"
    levels = {p["part"]: p["entries"] for p in game.majorities() if p["building"] == "porta_nigra"}
    assert 0 in levels["L3"] and 0 in levels["L7"]


def test_thomas_splits_20_intermediate_points_into_15_vp_and_5_sesterces():
    game = scenario(4, to_play=3, card="a1", names=["Courtney", "Michael", "Nicole", "Thomas"], last_turn=True,
                    spots={"city_wall.10": (3, 3), "amphitheatre.A1": (3, 3), "basilica.A3": (3, 4)})
    game.apply({"type": "end_turn"})  # the last card of round 1: intermediate scoring
    assert game.state["phase"] == "split" and game.current_player == 3
    assert game.intermediate_points(3) == 20, "intermediate-scoring-double"  # 10 bricks, doubled
    coins = game.state["seats"][3]["coins"]
    game.apply({"type": "split", "vp": 15})
    thomas = game.state["seats"][3]
    assert thomas["points"]["intermediate scoring"] == 15
    assert thomas["coins"] == coins + 5


def test_courtney_and_michael_basilica_majorities_12_and_18():
    game = scenario(2, names=["Courtney", "Michael"],
                    spots={"basilica.A3": (0, 4), "basilica.A1": (1, 2), "basilica.A2": (1, 2), "basilica.B1": (1, 2)})
    rows = {p["part"]: p["points"] for p in game.majorities() if p["building"] == "basilica"}
    # Row A: 4 bricks each; Courtney's 4-brick element beats Michael's best of 2 bricks.
    assert rows["A"] == {0: 12, 1: 6}
    assert rows["B"] == {1: 12}
    assert rows["A"][0] + rows["B"].get(0, 0) == 12
    assert rows["A"][1] + rows["B"][1] == 18


def test_thomas_beats_nicole_in_the_amphitheatre_on_brick_value_15_and_7():
    game = scenario(2, names=["Thomas", "Nicole"], spots={"amphitheatre.A2": (0, 3), "amphitheatre.A1": (1, 3)})
    row_a = next(p for p in game.majorities() if p["label"] == "Amphitheatre Row A")
    assert game.t.spots["amphitheatre.A2"]["colour"] == "yellow"
    assert game.t.spots["amphitheatre.A1"]["colour"] == "red"
    assert row_a["points"] == {0: 15, 1: 7}, "majority-ties"


def test_nicole_scores_two_sets_12_plus_2():
    game = scenario(2, names=["Nicole", "Thomas"],
                    seats={0: {"building_cards": ["bc-basilica-red", "bc-amphitheatre-blue",
                                                  "bc-city_wall-black", "bc-basilica-white"]}})
    final = game.final_scoring()
    assert final["building card sets"][0] == 12 + 2, "set-collection-scoring"


def test_a_city_wall_tie_goes_to_the_higher_value_bricks_before_the_more_bricks():
    # 3 black bricks in one element against 2 yellow + 1 white: 3 bricks each. The most valuable
    # element is compared by brick value first ("the tied player who has placed the higher value
    # bricks in the scored part wins the tie"), so the white brick wins, not the 3-brick element.
    game = scenario(2, names=["Black", "Bright"],
                    spots={"city_wall.10": (0, 3), "city_wall.8": (1, 2), "city_wall.9": (1, 1)})
    assert [game.t.spots[s]["colour"] for s in ("city_wall.10", "city_wall.8", "city_wall.9")] == \
        ["black", "yellow", "white"]
    wall = next(p for p in game.majorities() if p["building"] == "city_wall")
    assert wall["points"] == {0: 10, 1: 20}, "majority-ties"



def test_rank_part_breaks_ties_by_value_then_bricks_and_shares_the_next_place_when_it_cannot():
    from tabletop_widgets.porta_nigra.scoring import rank_part
    # (amount, (brick value, bricks)): equal amounts, 1 white brick (5) beats 3 black (1).
    assert rank_part({0: (3, (1, 3)), 1: (3, (5, 1))}, [20, 10]) == {0: 10, 1: 20}
    # equal value: more bricks wins
    assert rank_part({0: (4, (4, 2)), 1: (4, (4, 3))}, [12, 6]) == {0: 6, 1: 12}
    # unbreakable for first: both score second place's points; the third scores nothing
    assert rank_part({0: (2, (3, 2)), 1: (2, (3, 2)), 2: (1, (5, 1))}, [12, 6]) == {0: 6, 1: 6}
    # unbreakable for second: nothing for the tied seats
    assert rank_part({0: (5, (1, 5)), 1: (2, (3, 2)), 2: (2, (3, 2))}, [12, 6]) == {0: 12}
