"""Porta Nigra, one rule at a time: set-up, the refill phase, action cards, the master
builder's clockwise movement, buying bricks, building, influence, every one of the 28 honour
cards, the round and turn structure, the end of the game and the final scoring. Each test
names the ids of the rules it checks (``RULES``, rulebook.py). A refusal is checked on both
sides: not in ``legal_actions``, a ``refusal`` citing the rule with ``why_illegal``'s
sentence, and ``apply`` raising IllegalAction (carrying the rule) with the position unchanged.
A rule with no refusal (scoring, set-up) is named in its test's assertion messages."""

import json

import pytest

import tabletop_widgets as tw
from tabletop_widgets.porta_nigra import (
    RULES,
    PortaNigra,
    default_components,
    new_game,
    scenario,
)

COMP = default_components()
HONOUR = COMP["honour_cards"]
BUILDING_CARD_OF = {b: f"bc-{b}-black" for b in ("basilica", "amphitheatre", "city_wall", "porta_nigra")}


def last(game, kind):
    return next(e for e in reversed(game.log) if e["kind"] == kind)


def turn(card="a1", players=2, **kw):
    """Seat 0's turn with ``card`` already played (phase "actions")."""
    return scenario(players, to_play=0, card=card, **kw)


def allowed(game, action):
    assert game.why_illegal(action) is None
    assert action in game.legal_actions()


def refused(game, action, rule, *fragments):
    """The action is refused under ``rule`` for a reason holding every fragment, and nothing changes."""
    reason = game.why_illegal(action)
    assert reason is not None, action
    for fragment in fragments:
        assert fragment in reason, reason
    assert game.refusal(action).rule == rule, (game.refusal(action), rule)
    assert action not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(tw.IllegalAction) as err:
        game.apply(action)
    assert (err.value.reason, err.value.rule) == (reason, rule)
    assert game.to_json() == before
    return reason


def build(spot, bricks, white=0, influence=False):
    return {"type": "build", "spot": spot, "bricks": bricks, "white": white, "influence": influence}


def me(game, seat=0):
    return game.state["seats"][seat]


# --------------------------------------------------------------------- set-up
@pytest.mark.parametrize("players, rounds, deck", [(2, 3, 8), (3, 2, 8), (4, 2, 7)])
def test_setup_gives_each_player_20_sesterces_1_torch_5_romans_and_2_cards(players, rounds, deck):
    game = new_game(players, seed=5)
    state = game.state
    for seat in state["seats"]:
        assert (seat["coins"], seat["torches"], seat["influence"]) == (20, 1, 0), "setup-play-area"
        assert (seat["romans"], seat["romans_reserve"]) == (5, 10), "setup-play-area"
        assert len(seat["hand"]) == 2 and len(seat["hand"]) + len(seat["deck"]) == deck, "setup-play-area"
        assert seat["master_builder"] is None and sum(seat["points"].values()) == 0
        # 4 players: the "2 or 3 players only" card goes back to the box.
        assert ("a8" in seat["hand"] + seat["deck"]) == (players < 4), "setup-four-players"
    assert len(state["building_display"]) == 6 and len(state["building_deck"]) == 14
    assert len(state["honour_display"]) == 14 and len(state["honour_deck"]) == 14
    assert state["round"] == 1 and state["rounds"] == rounds, "rounds-by-players"
    # The first turn fills the brick market for the first time: at least 14 bricks.
    assert sum(state["market"].values()) >= 14, "refill-brick-market"
    assert state["reserve"] + sum(state["market"].values()) == 90


@pytest.mark.parametrize("players", [1, 5])
def test_porta_nigra_is_for_2_to_4_players(players):
    with pytest.raises(ValueError, match="2"):
        new_game(players, seed=1)
    assert RULES["rounds-by-players"].ruling and "2 à 4" in RULES["rounds-by-players"].ruling


def test_a_component_set_without_one_of_the_rules_numbers_is_refused_clearly():
    mine = default_components()
    del mine["rules"]["influence_action_cost"]
    with pytest.raises(ValueError, match="'rules' lacks influence_action_cost"):
        new_game(2, seed=1, components=mine)


def test_first_turn_places_the_master_builder_in_any_quarter():
    game = new_game(2, seed=2, first_player=0)
    assert game.state["phase"] == "master_builder"
    assert {a["quarter"] for a in game.legal_actions()} == {"red", "yellow", "black", "blue"}
    refused(game, {"type": "play_card", "card": me(game)["hand"][0]}, "place-master-builder",
            "beginning of your first turn")
    refused(game, {"type": "place_master_builder", "quarter": "green"}, "place-master-builder", "no 'green' quarter")
    game.apply({"type": "place_master_builder", "quarter": "black"})
    assert me(game)["master_builder"] == "black" and game.state["phase"] == "play_card"
    refused(game, {"type": "place_master_builder", "quarter": "red"}, "place-master-builder", "already on the board")


# --------------------------------------------------------------------- refill phase
@pytest.mark.parametrize("market, refilled", [({"black": 6}, True), ({"black": 7}, False)])
def test_the_brick_market_is_refilled_below_7_bricks_to_at_least_14(market, refilled):
    game = scenario(2, to_play=1, card="a1", market=market)
    game.apply({"type": "end_turn"})  # seat 0's turn begins with the refill phase
    total = sum(game.state["market"].values())
    if refilled:
        assert total >= 14 and last(game, "refill")["data"]["totals"][0] == 6, "refill-brick-market"
    else:
        assert total == 7 and not any(e["kind"] == "refill" for e in game.log), "refill-brick-market"


def test_an_empty_brick_reserve_stops_the_refill():
    # 87 bricks in Purple's supply: 3 left in the reserve, none in the market.
    game = scenario(2, to_play=1, card="a1", seats={1: {"bricks": {"black": 87}}})
    assert game.state["reserve"] == 3
    game.apply({"type": "end_turn"})
    assert sum(game.state["market"].values()) == 3 and game.state["reserve"] == 0, "bricks-limited"


def test_a_spent_supply_pile_is_reshuffled_from_its_discards():
    game = scenario(2, to_play=1, card="a1")
    state = game.state
    # Only one supply card left to draw; the other nine lie in the discard pile.
    pool = state["supply_deck"] + state["supply_discard"]
    state["supply_deck"], state["supply_discard"] = pool[-1:], pool[:-1]
    game = PortaNigra(state)
    game.apply({"type": "end_turn"})
    refill = last(game, "refill")
    assert len(refill["data"]["cards"]) >= 4 and refill["data"]["totals"][-1] >= 14  # from an empty market
    assert sorted(game.state["supply_deck"] + game.state["supply_discard"]) == sorted(game.t.supply_cards), \
        "refill-supply-reshuffle"


def test_the_displays_refill_to_6_building_and_14_honour_cards_while_their_piles_last():
    game = scenario(2, to_play=1, card="a1", market={"black": 9},
                    building_display=["bc-basilica-red", "bc-city_wall-blue"], honour_display=["h01"])
    game.apply({"type": "end_turn"})
    assert len(game.state["building_display"]) == 6 and len(game.state["honour_display"]) == 14, "refill-displays"
    # An empty pile: no new cards for the rest of the game.
    cards = [c["id"] for c in COMP["building_cards"]]
    game = scenario(2, to_play=1, card="a1", market={"black": 9}, seats={1: {"building_cards": cards[3:]}},
                    building_display=cards[:2])
    assert game.state["building_deck"] == [cards[2]]
    game.apply({"type": "end_turn"})
    assert sorted(game.state["building_display"]) == sorted(cards[:3]) and game.state["building_deck"] == [], \
        "refill-displays"


# --------------------------------------------------------------------- action cards
def test_a_turn_plays_one_card_from_the_hand():
    game = scenario(2, to_play=0, seats={0: {"hand": ["a1", "a2"]}})
    assert {a["card"] for a in game.legal_actions() if a["type"] == "play_card"} == {"a1", "a2"}
    refused(game, {"type": "play_card", "card": "a5"}, "play-one-card", "not in your hand")
    game.apply({"type": "play_card", "card": "a1"})
    assert game.state["phase"] == "actions" and me(game)["hand"] == ["a2"]
    refused(game, {"type": "play_card", "card": "a2"}, "play-one-card", "already played an action card")


def test_the_torches_on_the_card_are_the_number_of_actions():
    # 2 torches, 4 icons; a brick to buy and bricks to build with, so only the count stops them.
    game = turn("a7", market={"black": 2}, seats={0: {"torches": 0, "master_builder": "black",
                                                     "bricks": {"yellow": 2}}})
    game.apply({"type": "take", "icon": "coins-5"})
    game.apply({"type": "take", "icon": "influence"})
    refused(game, {"type": "take", "icon": "coins-5"}, "each-action-once", "already used")
    refused(game, {"type": "buy", "icon": "buy-any", "shop": "black"}, "card-torches-count-actions",
            "used all 2 actions")
    refused(game, build("basilica.A1", 2), "card-torches-count-actions", "used all 2 actions")
    assert not [a for a in game.legal_actions() if a["type"] in ("buy", "build", "take")]


def test_a_torch_token_pays_for_an_extra_action_on_a_free_icon():
    game = turn("a7", market={"black": 2}, seats={0: {"torches": 1, "master_builder": "black", "coins": 5,
                                                     "bricks": {"yellow": 2}}})
    game.apply({"type": "take", "icon": "coins-5"})
    game.apply({"type": "take", "icon": "influence"})
    allowed(game, {"type": "buy", "icon": "buy-any", "shop": "black"})
    game.apply({"type": "buy", "icon": "buy-any", "shop": "black"})
    assert me(game)["torches"] == 0 and game.state["turn"]["tokens"] == 1 and me(game)["bricks"]["black"] == 1, \
        "torch-token-extra-action"
    # A free icon is still left (build), but no marker and no torch token to cover it.
    refused(game, build("basilica.A1", 2), "card-torches-count-actions", "no torch token")


def test_only_the_icons_on_the_played_card_are_actions():
    game = turn("a1")  # buy-black, buy-blue, build
    # Each icon is its own action: a buy icon takes nothing, the build icon buys nothing.
    refused(game, {"type": "take", "icon": "buy-black"}, "five-actions", "not an icon you take something with")
    refused(game, {"type": "buy", "icon": "build", "shop": "black"}, "five-actions", "not a buy icon")
    refused(game, {"type": "take", "icon": "coins-5"}, "action-icons-on-card", "has no 'coins-5' icon")
    refused(game, {"type": "buy", "icon": "buy-red", "shop": "red"}, "action-icons-on-card", "has no 'buy-red' icon")
    game = scenario(2, to_play=0)
    refused(game, {"type": "take", "icon": "torch"}, "play-one-card", "Play an action card")


def test_the_end_of_a_turn_discards_the_card_and_draws_one():
    game = scenario(2, to_play=0, seats={0: {"hand": ["a1", "a2"]}})
    refused(game, {"type": "end_turn"}, "play-one-card", "Play an action card before you end your turn")
    deck = len(me(game)["deck"])
    game.apply({"type": "play_card", "card": "a1"})
    game.apply({"type": "end_turn"})
    assert me(game)["discard"] == ["a1"] and len(me(game)["hand"]) == 2 and len(me(game)["deck"]) == deck - 1, \
        "end-of-turn-draw"
    assert game.current_player == 1


def test_with_an_empty_deck_the_last_turn_of_a_round_has_one_card_in_hand():
    game = new_game(2, seed=4, first_player=0)
    hands = {0: [], 1: []}
    while game.state["round"] == 1 and game.state["phase"] in ("master_builder", "play_card"):
        seat = game.current_player
        if game.state["phase"] == "master_builder":
            game.apply({"type": "place_master_builder", "quarter": "red"})
        hands[seat].append(len(me(game, seat)["hand"]))
        game.apply({"type": "play_card", "card": me(game, seat)["hand"][0]})
        game.apply({"type": "end_turn"})
    assert hands == {0: [2] * 7 + [1], 1: [2] * 7 + [1]}, "end-of-turn-draw"


# --------------------------------------------------------------------- movement
def test_the_master_builder_moves_only_clockwise_for_1_sesterce_a_border():
    # From yellow to red is one border counter-clockwise, but only clockwise is allowed:
    # yellow -> black -> blue -> red, 3 borders, then 3 for the red brick.
    game = turn("a2", market={"red": 1}, seats={0: {"master_builder": "yellow", "coins": 5}})
    refused(game, {"type": "buy", "icon": "buy-red", "shop": "red"}, "buy-afford", "clockwise only", "3 borders")
    game = turn("a2", market={"red": 1}, seats={0: {"master_builder": "yellow", "coins": 6}})
    game.apply({"type": "buy", "icon": "buy-red", "shop": "red"})
    assert (me(game)["master_builder"], me(game)["coins"]) == ("red", 0), "move-clockwise"


def test_staying_in_the_quarter_costs_nothing():
    game = turn("a2", market={"red": 1}, seats={0: {"master_builder": "red", "coins": 3}})
    game.apply({"type": "buy", "icon": "buy-red", "shop": "red"})
    assert (me(game)["master_builder"], me(game)["coins"]) == ("red", 0)


def test_building_moves_the_master_builder_to_the_buildings_quarter_and_pays():
    # The Basilica stands in the black quarter, 2 borders clockwise from red.
    spot = build("basilica.A1", 2)
    game = turn("a1", seats={0: {"master_builder": "red", "coins": 1, "bricks": {"yellow": 2}}})
    refused(game, spot, "build-move-pay", "clockwise only", "2 borders")
    game = turn("a1", seats={0: {"master_builder": "red", "coins": 2, "bricks": {"yellow": 2}}})
    game.apply(spot)
    assert (me(game)["master_builder"], me(game)["coins"]) == ("black", 0), "move-clockwise"


# --------------------------------------------------------------------- buying bricks
@pytest.mark.parametrize("shop, price, quarter", [("black", 1, "black"), ("blue", 2, "blue"), ("red", 3, "red"),
                                                  ("yellow", 4, "yellow"), ("white", 5, "red")])
def test_a_brick_costs_1_to_5_sesterces_by_colour(shop, price, quarter):
    buy = {"type": "buy", "icon": "buy-any", "shop": shop}
    short = turn("a7", market={shop: 2}, seats={0: {"master_builder": quarter, "coins": price - 1}})
    refused(short, buy, "buy-afford", f"brick costs {price}")
    game = turn("a7", market={shop: 2}, seats={0: {"master_builder": quarter, "coins": price}})
    game.apply(buy)
    assert me(game)["coins"] == 0 and me(game)["bricks"][shop] == 1 and game.state["market"][shop] == 1, \
        "brick-prices"


def test_the_white_shop_is_reached_from_every_quarter():
    for quarter in ("red", "yellow", "black", "blue"):
        game = turn("a4", market={"white": 1}, seats={0: {"master_builder": quarter, "coins": 5}})
        game.apply({"type": "buy", "icon": "buy-white", "shop": "white"})
        assert (me(game)["master_builder"], me(game)["coins"]) == (quarter, 0), "white-shop-any-quarter"


def test_a_coloured_buy_icon_buys_only_from_its_shop_the_grey_icon_from_any():
    game = turn("a6", market={"black": 1, "yellow": 1}, seats={0: {"master_builder": "yellow"}})
    refused(game, {"type": "buy", "icon": "buy-black", "shop": "yellow"}, "buy-icon-colour", "only from the black shop")
    allowed(game, {"type": "buy", "icon": "buy-yellow", "shop": "yellow"})
    game = turn("a7", market={"black": 1, "yellow": 1}, seats={0: {"master_builder": "yellow"}})
    allowed(game, {"type": "buy", "icon": "buy-any", "shop": "yellow"})
    allowed(game, {"type": "buy", "icon": "buy-any", "shop": "black"})


def test_an_empty_shop_sells_nothing_and_its_icon_becomes_any_colour():
    game = turn("a6", market={"yellow": 1}, seats={0: {"master_builder": "yellow"}})
    refused(game, {"type": "buy", "icon": "buy-black", "shop": "black"}, "empty-shop", "black shop is empty")
    allowed(game, {"type": "buy", "icon": "buy-black", "shop": "yellow"})


def test_each_buy_icon_buys_exactly_one_brick():
    game = turn("a6", market={"yellow": 3}, seats={0: {"master_builder": "yellow"}})
    refused(game, {"type": "buy", "icon": "buy-yellow", "shop": "green"}, "buy-one-brick", "no 'green' shop")
    game.apply({"type": "buy", "icon": "buy-yellow", "shop": "yellow"})
    assert me(game)["bricks"]["yellow"] == 1 and game.state["market"]["yellow"] == 2, "buy-one-brick"
    refused(game, {"type": "buy", "icon": "buy-yellow", "shop": "yellow"}, "each-action-once",
            "already used the buy-yellow icon")


# --------------------------------------------------------------------- building
def test_a_fixed_spot_takes_exactly_its_bricks_of_its_colour_and_scores_its_vp():
    at_basilica = {"master_builder": "black", "bricks": {"yellow": 2}}
    game = turn("a1", seats={0: at_basilica})
    refused(game, build("basilica.A1", 3), "build-spot-requirement", "exactly 2 yellow bricks")
    refused(game, build("basilica.A2", 2), "build-have-bricks", "2 blue bricks", "you have 0 blue")
    romans = me(game)["romans"]
    game.apply(build("basilica.A1", 2))
    assert me(game)["points"]["building spots"] == COMP["buildings"]["basilica"]["spots"][0]["vp"] == 9, \
        "build-score-spot"
    assert me(game)["bricks"]["yellow"] == 0 and me(game)["romans"] == romans - 1
    assert game.state["spots"]["basilica.A1"] == {"seat": 0, "colour": "yellow", "bricks": 2, "white": 0}


def test_building_only_on_an_empty_spot():
    game = turn("a1", spots={"basilica.A1": (1, 2)}, seats={0: {"master_builder": "black", "bricks": {"yellow": 2}}})
    refused(game, build("basilica.A1", 2), "build-empty-spot", "already holds Purple's building element")
    refused(game, build("basilica.A9", 2), "build-empty-spot", "no building spot 'basilica.A9'")
    # The other yellow spots (reached clockwise) stay open.
    assert {a["spot"] for a in game.legal_actions() if a["type"] == "build"} == {
        "amphitheatre.B2", "amphitheatre.C4", "city_wall.7", "city_wall.8"}


def test_white_bricks_replace_any_colour_but_a_white_spot_needs_white():
    game = turn("a1", seats={0: {"master_builder": "black", "bricks": {"yellow": 1, "white": 1}}})
    refused(game, build("basilica.A1", 2, white=2), "build-have-bricks", "have 1 white bricks")
    refused(game, build("basilica.A1", 2, white=0), "build-have-bricks", "needs 2 yellow bricks", "you have 1 yellow")
    game.apply(build("basilica.A1", 2, white=1))
    assert me(game)["bricks"] == {"black": 0, "blue": 0, "red": 0, "yellow": 0, "white": 0}
    assert me(game)["points"]["building spots"] == 9  # a substitute counts as the colour it replaces
    # A white spot takes white bricks themselves: they are no substitutes there.
    game = turn("a1", seats={0: {"master_builder": "black", "bricks": {"white": 4}}})
    allowed(game, build("basilica.A3", 4))
    refused(game, build("basilica.A3", 4, white=1), "white-substitutes", "leave it 0")


def test_a_building_element_needs_a_roman_from_the_play_area():
    game = turn("a1", seats={0: {"master_builder": "black", "bricks": {"yellow": 2}, "romans": 0}})
    refused(game, build("basilica.A1", 2), "build-needs-roman", "need a Roman")


@pytest.mark.parametrize("bricks", [2, 9])
def test_a_porta_nigra_element_has_3_to_8_bricks(bricks):
    game = turn("a1", seats={0: {"master_builder": "blue", "bricks": {"yellow": 9}}})
    refused(game, build("porta_nigra.7", bricks), "porta-nigra-3-to-8", "3 to 8 bricks")
    assert {a["bricks"] for a in game.legal_actions() if a.get("spot") == "porta_nigra.7"} == set(range(3, 9))


@pytest.mark.parametrize("spot, colour, per_brick", [("porta_nigra.1", "black", 1), ("porta_nigra.3", "blue", 2),
                                                     ("porta_nigra.5", "red", 3), ("porta_nigra.7", "yellow", 4),
                                                     ("porta_nigra.9", "white", 5)])
def test_a_porta_nigra_element_scores_the_value_of_each_brick(spot, colour, per_brick):
    game = turn("a1", seats={0: {"master_builder": "blue", "bricks": {colour: 5}}})
    game.apply(build(spot, 5))
    assert me(game)["points"]["building spots"] == 5 * per_brick, "porta-nigra-score-bricks"


def test_a_white_substitute_in_the_porta_nigra_scores_as_the_brick_it_replaces():
    game = turn("a1", seats={0: {"master_builder": "blue", "bricks": {"yellow": 4, "white": 1}}})
    game.apply(build("porta_nigra.7", 5, white=1))
    assert me(game)["points"]["building spots"] == 5 * 4, "white-substitute-scores-replaced-colour"


def test_building_takes_the_matching_building_card_but_never_for_amphitheatre_row_c():
    display = ["bc-amphitheatre-red", "bc-basilica-red"]
    game = turn("a1", building_display=display, seats={0: {"master_builder": "red", "bricks": {"red": 3}}})
    game.apply(build("amphitheatre.C3", 1))
    assert me(game)["building_cards"] == [] and "bc-amphitheatre-red" in game.state["building_display"], \
        "amphitheatre-row-c-no-card"
    game = turn("a1", building_display=display, seats={0: {"master_builder": "red", "bricks": {"red": 3}}})
    game.apply(build("amphitheatre.B1", 2))
    assert me(game)["building_cards"] == ["bc-amphitheatre-red"], "building-card-reward"
    assert game.state["building_display"] == ["bc-basilica-red"]  # same colour, another building: stays


@pytest.mark.parametrize("rule, spot, colour, quarter, gain", [
    ("reward-basilica", "basilica.A4", "black", "black", {"torches": 1, "romans": 1}),
    ("reward-amphitheatre", "amphitheatre.A1", "red", "red", {"coins": 5, "romans": 1}),
    ("reward-city-wall", "city_wall.10", "black", "yellow", {"white": 1}),
    ("reward-porta-nigra", "porta_nigra.1", "black", "blue", {"influence": 1, "romans": 2}),
])
def test_the_master_builder_reward_comes_with_the_3rd_brick_in_a_building(rule, spot, colour, quarter, gain):
    game = turn("a1", seats={0: {"master_builder": quarter, "bricks": {colour: 3}, "torches": 0, "coins": 0}})
    before = {"torches": 0, "coins": 0, "influence": 0, "romans": me(game)["romans"] - 1, "white": 0}
    game.apply(build(spot, 3))
    now = {"torches": me(game)["torches"], "coins": me(game)["coins"], "influence": me(game)["influence"],
           "romans": me(game)["romans"], "white": me(game)["bricks"]["white"]}
    assert {k: now[k] - before[k] for k in now if now[k] != before[k]} == gain, rule
    assert last(game, "reward")["data"]["triggers"] == 1, "master-builder-reward"


@pytest.mark.parametrize("spot, colour, quarter", [("basilica.B3", "black", "black"),
                                                   ("amphitheatre.A4", "black", "red"),
                                                   ("city_wall.2", "black", "yellow")])
def test_no_master_builder_reward_before_a_new_multiple_of_3(spot, colour, quarter):
    game = turn("a1", seats={0: {"master_builder": quarter, "bricks": {colour: 2}}})
    game.apply(build(spot, 2))
    assert not any(e["kind"] == "reward" for e in game.log), "master-builder-reward"


def test_the_romans_of_a_reward_are_limited_to_15_per_colour():
    game = turn("a1", seats={0: {"master_builder": "blue", "bricks": {"black": 3}, "romans": 14}})
    assert me(game)["romans_reserve"] == 1
    game.apply(build("porta_nigra.1", 3))
    assert (me(game)["romans"], me(game)["romans_reserve"]) == (14, 0), "romans-limited"  # 14 - 1 + 1, not + 2


# --------------------------------------------------------------------- influence
def test_take_icons_give_an_influence_token_a_torch_token_or_coins():
    game = turn("a7", seats={0: {"torches": 0, "coins": 0}})
    game.apply({"type": "take", "icon": "influence"})
    assert me(game)["influence"] == 1, "take-influence"
    game.apply({"type": "take", "icon": "coins-5"})
    assert me(game)["coins"] == 5, "take-coins"
    game = turn("a4", seats={0: {"torches": 0}})
    game.apply({"type": "take", "icon": "torch"})
    assert me(game)["torches"] == 1, "take-torch"
    refused(game, {"type": "take", "icon": "coins-4"}, "action-icons-on-card", "has no 'coins-4' icon")


def test_a_roman_from_the_reserve_costs_2_influence():
    game = scenario(2, to_play=0, seats={0: {"influence": 1}})
    refused(game, {"type": "buy_roman"}, "buy-roman", "costs 2 influence")
    game = scenario(2, to_play=0, seats={0: {"influence": 2}})  # influence works before a card is played too
    game.apply({"type": "buy_roman"})
    assert (me(game)["influence"], me(game)["romans"], me(game)["romans_reserve"]) == (0, 6, 9)
    game = scenario(2, to_play=0, seats={0: {"influence": 2, "romans": 15}})
    refused(game, {"type": "buy_roman"}, "romans-limited", "only 15")


def test_building_with_2_influence_instead_of_an_icon():
    action = build("basilica.A1", 2, influence=True)
    game = scenario(2, to_play=0, seats={0: {"influence": 1, "master_builder": "black", "bricks": {"yellow": 2}}})
    refused(game, action, "build-with-influence", "costs 2 influence")
    game = scenario(2, to_play=0, seats={0: {"influence": 2, "master_builder": "black", "bricks": {"yellow": 2}}})
    game.apply(action)
    assert me(game)["influence"] == 0 and game.state["spots"]["basilica.A1"]["seat"] == 0


def test_torches_become_coins_by_forfeiting_an_action_or_returning_a_token():
    game = turn("a1", seats={0: {"torches": 1, "coins": 0}})
    game.apply({"type": "torch_to_coin", "source": "action"})
    game.apply({"type": "torch_to_coin", "source": "action"})
    refused(game, {"type": "torch_to_coin", "source": "action"}, "torches-to-coins", "no action left")
    game.apply({"type": "torch_to_coin", "source": "token"})
    refused(game, {"type": "torch_to_coin", "source": "token"}, "torches-to-coins", "no torch token")
    assert (me(game)["coins"], me(game)["torches"]) == (3, 0)


def test_only_one_honour_card_a_turn():
    game = turn("a1", honour_display=["h09", "h10"], seats={0: {"influence": 2}})
    game.apply({"type": "honour", "card": "h09"})
    refused(game, {"type": "honour", "card": "h10"}, "honour-once-per-turn", "only one honour card per turn")
    refused(game, {"type": "honour", "card": "h13"}, "honour-once-per-turn", "one honour card per turn")


# --------------------------------------------------------------------- the 28 honour cards
# What an honour card demands besides influence: the rule refusing it without, and its words.
DEMANDS = {"final_vp": ("final-card-30-discards-4-buildings", "discard 4 building cards"),
           "replaces": ("final-card-chain", "discard your"),
           "porta_nigra_brick": ("honour-porta-nigra-brick", "Porta Nigra element")}


def requirements(card):
    """What a player must hold, besides influence, to buy this card (its discard cost)."""
    effect, seat, spots = card["effect"], {}, {}
    if effect.get("final_vp") and "replaces" not in effect:
        seat["building_cards"] = list(BUILDING_CARD_OF.values())
    if "replaces" in effect:
        seat["honour_cards"] = [effect["replaces"]]
    if "porta_nigra_brick" in effect:
        spots["porta_nigra.1"] = (0, 4)
    return seat, spots


def honour_position(card, influence, met=True):
    seat, spots = requirements(card) if met else ({}, {})
    seat = {**seat, "influence": influence, "romans": 3, "coins": 0, "torches": 0}
    return turn("a1", honour_display=[card["id"]], spots=spots, seats={0: seat})


def honour_action(card):
    action = {"type": "honour", "card": card["id"]}
    return action | {"spot": "porta_nigra.1"} if "porta_nigra_brick" in card["effect"] else action


def test_there_are_28_honour_cards_costing_1_to_3_influence():
    assert len(HONOUR) == 28 and len({c["id"] for c in HONOUR}) == 28
    assert {c["cost"] for c in HONOUR} == {1, 2, 3}, "honour-discard-cards"
    # The final scoring cards also make you discard cards from your play area.
    assert [c["id"] for c in HONOUR if c["discard"]] == ["h05", "h06", "h07"], "honour-discard-cards"
    assert all(c["cost"] == 2 for c in HONOUR if c["kind"] == "substitute")  # rulebook: Influence actions


@pytest.mark.parametrize("card", HONOUR, ids=[c["id"] for c in HONOUR])
def test_honour_card_refused_with_one_influence_too_few(card):
    game = honour_position(card, card["cost"] - 1)
    refused(game, honour_action(card), "honour-from-display", f"costs {card['cost']} influence")


@pytest.mark.parametrize("card", [c for c in HONOUR if any(requirements(c))], ids=lambda c: c["id"])
def test_honour_card_refused_without_its_discard_requirement(card):
    game = honour_position(card, card["cost"], met=False)
    demand = next(d for d in ("replaces", "porta_nigra_brick", "final_vp") if d in card["effect"])
    rule, words = DEMANDS[demand]
    refused(game, honour_action(card), rule, words)


@pytest.mark.parametrize("card", HONOUR, ids=[c["id"] for c in HONOUR])
def test_honour_card_bought_pays_its_cost_and_gives_its_effect_and_vp(card):
    game = honour_position(card, card["cost"])
    allowed(game, honour_action(card))
    before = json.loads(json.dumps(me(game)))
    reserve, final_before = game.state["reserve"], game.final_scoring()
    game.apply(honour_action(card))
    after, effect = me(game), card["effect"]
    assert after["influence"] == before["influence"] - card["cost"]
    assert card["id"] not in game.state["honour_display"] + game.state["honour_deck"]
    # Substitute building cards and final scoring cards stay in the play area; the others go to the box.
    assert (card["id"] in after["honour_cards"]) == (card["kind"] in ("substitute", "final")), "honour-kept-cards"
    # Immediate VP, and the things taken from the reserve and the bank.
    assert after["points"]["honour cards"] == effect.get("vp", 0), "honour-card-icons"
    bricks = effect.get("bricks", {})
    assert {c: after["bricks"][c] - before["bricks"][c] for c in after["bricks"]} == \
        {c: bricks.get(c, 0) for c in after["bricks"]}
    assert game.state["reserve"] == reserve - sum(bricks.values()) - effect.get("porta_nigra_brick", 0)
    assert after["romans"] - before["romans"] == effect.get("romans", 0)
    assert after["romans_reserve"] - before["romans_reserve"] == -effect.get("romans", 0)
    assert after["coins"] - before["coins"] == effect.get("coins", 0)
    assert after["torches"] - before["torches"] == effect.get("torches", 0)
    final = game.final_scoring()
    # Final scoring cards: their VP at the end, the replaced card's no longer.
    assert final["final scoring cards"][0] == effect.get("final_vp", 0), "final-scoring-cards"
    if "replaces" in effect:
        assert effect["replaces"] not in after["honour_cards"]
        assert final_before["final scoring cards"][0] > 0
    if effect.get("final_vp") and "replaces" not in effect:
        # The 4 building cards of 4 buildings are discarded: they score no set any more.
        assert final_before["building card sets"][0] == 20 and after["building_cards"] == []
        assert final["building card sets"][0] == 0
    # A substitute building card counts as a building card in set scoring (a set of one: 2 VP).
    assert final["building card sets"][0] == (2 if "substitute" in effect else 0), "substitute-building-cards"
    if "porta_nigra_brick" in effect:
        assert game.state["spots"]["porta_nigra.1"]["bricks"] == 5
        assert after["points"]["building spots"] == 0  # no VP for the added brick


def test_the_porta_nigra_brick_card_caps_at_8_and_triggers_the_reward():
    card = next(c for c in HONOUR if "porta_nigra_brick" in c["effect"])
    game = turn("a1", honour_display=[card["id"]], spots={"porta_nigra.1": (0, 8)}, seats={0: {"influence": 1}})
    refused(game, {"type": "honour", "card": card["id"], "spot": "porta_nigra.1"}, "honour-porta-nigra-brick",
            "fewer than 8")
    game = turn("a1", honour_display=[card["id"]], spots={"porta_nigra.1": (0, 5)}, seats={0: {"influence": 1}})
    romans = me(game)["romans"]
    game.apply({"type": "honour", "card": card["id"], "spot": "porta_nigra.1"})  # 6th brick: the reward
    assert (me(game)["influence"], me(game)["romans"]) == (1, romans + 2)


def test_the_porta_nigra_brick_card_needs_a_brick_left_in_the_reserve():
    card = next(c for c in HONOUR if "porta_nigra_brick" in c["effect"])
    game = turn("a1", honour_display=[card["id"]], spots={"porta_nigra.1": (0, 4)},
                seats={0: {"influence": 1}, 1: {"bricks": {"black": 86}}})
    assert game.state["reserve"] == 0
    refused(game, {"type": "honour", "card": card["id"], "spot": "porta_nigra.1"}, "bricks-limited",
            "brick reserve is empty")


def test_an_honour_card_must_be_in_the_display():
    game = turn("a1", honour_display=["h09"], seats={0: {"influence": 3}})
    refused(game, {"type": "honour", "card": "h13"}, "honour-from-display", "not in the honour display")


# --------------------------------------------------------------------- rounds and turns
def test_turns_go_clockwise_in_seat_order():
    game = scenario(3, to_play=0, card="a1")
    order = []
    for _ in range(4):
        order.append(game.current_player)
        if game.state["phase"] == "play_card":
            game.apply({"type": "play_card", "card": me(game, game.current_player)["hand"][0]})
        game.apply({"type": "end_turn"})
    assert order == [0, 1, 2, 0], "turn-order-clockwise"


@pytest.mark.parametrize("players, multiplier", [(2, 1), (3, 2), (4, 2)])
def test_intermediate_scoring_splits_placed_bricks_times_1_or_2_between_vp_and_sesterces(players, multiplier):
    game = scenario(players, to_play=players - 1, card="a1", last_turn=True, first_player=0,
                    spots={"city_wall.10": (0, 3), "basilica.A1": (0, 2)})
    game.apply({"type": "end_turn"})
    assert (game.state["phase"], game.current_player) == ("split", 0)
    total = 5 * multiplier
    assert {a["vp"] for a in game.legal_actions()} == set(range(total + 1)), "intermediate-scoring-double"
    refused(game, {"type": "split", "vp": total + 1}, "intermediate-scoring-split", f"between 0 and {total}")
    refused(game, {"type": "end_turn"}, "intermediate-scoring-round", "Intermediate scoring comes first")
    coins = me(game)["coins"]
    game.apply({"type": "split", "vp": 2})
    assert me(game)["points"]["intermediate scoring"] == 2 and me(game)["coins"] == coins + total - 2
    # The other players placed nothing: no split for them.
    assert game.state["phase"] == "choose_start"


def test_the_player_with_the_fewest_vp_appoints_the_next_starting_player():
    game = scenario(3, to_play=2, card="a1", last_turn=True, first_player=0,
                    spots={"city_wall.10": (0, 3), "city_wall.1": (2, 1)})
    game.apply({"type": "end_turn"})
    game.apply({"type": "split", "vp": 6})
    game.apply({"type": "split", "vp": 2})
    assert (game.state["phase"], game.current_player) == ("choose_start", 1)  # 0 VP
    refused(game, {"type": "play_card", "card": "a1"}, "new-round-start-player", "fewest VP")
    refused(game, {"type": "choose_start", "seat": 3}, "new-round-start-player", "no seat 3")
    game.apply({"type": "choose_start", "seat": 2})
    state = game.state
    assert (state["round"], state["start_player"], game.current_player) == (2, 2, 2)
    # Every discard pile is shuffled into a new deck and 2 cards drawn.
    for seat in state["seats"]:
        assert len(seat["hand"]) == 2 and seat["discard"] == [] and len(seat["hand"]) + len(seat["deck"]) == 8, \
            "new-round-deal"


def test_a_tie_for_the_fewest_vp_is_decided_among_the_tied_players():
    # No ages in the model: the tied player sitting last stands in for the youngest.
    game = scenario(3, to_play=2, card="a1", last_turn=True, first_player=0, spots={"city_wall.10": (2, 3)})
    game.apply({"type": "end_turn"})
    game.apply({"type": "split", "vp": 6})
    assert (game.state["phase"], game.current_player) == ("choose_start", 1)


@pytest.mark.parametrize("players, rounds", [(2, 3), (3, 2), (4, 2)])
def test_the_game_ends_after_3_rounds_with_2_players_else_2(players, rounds):
    game = scenario(players, to_play=players - 1, card="a1", last_turn=True, first_player=0, round=rounds - 1)
    game.apply({"type": "end_turn"})
    assert game.state["phase"] == "choose_start" and not game.is_over
    game = scenario(players, to_play=players - 1, card="a1", last_turn=True, first_player=0, round=rounds)
    game.apply({"type": "end_turn"})
    assert game.is_over and game.state["final"] is not None
    assert game.legal_actions() == []
    refused(game, {"type": "end_turn"}, "game-end", "The game is over")


def test_the_15th_building_element_ends_the_game_early_with_5_vp_and_one_final_turn_each():
    spots = {s["id"]: (0, 1) for b in ("amphitheatre", "city_wall") for s in COMP["buildings"][b]["spots"]
             if s["bricks"] == 1}
    spots |= {"city_wall.2": (0, 2), "city_wall.4": (0, 2), "city_wall.6": (0, 2), "city_wall.8": (0, 2)}
    assert len(spots) == 14
    game = turn("a1", players=3, spots=spots, seats={0: {"master_builder": "black", "bricks": {"yellow": 2}}})
    assert me(game)["elements"] == 14 and me(game)["romans"] + me(game)["romans_reserve"] == 1
    game.apply(build("basilica.A1", 2))
    assert me(game)["points"]["game end bonus"] == 5 and game.state["early_end"]["by"] == 0, "game-end-early"
    allowed(game, {"type": "torch_to_coin", "source": "action"})  # she finishes her card
    game.apply({"type": "end_turn"})
    finals = []
    while not game.is_over:
        finals.append(game.current_player)
        game.apply({"type": "play_card", "card": me(game, game.current_player)["hand"][0]})
        game.apply({"type": "end_turn"})
    assert finals == [1, 2], "game-end-early-bonus"
    assert [me(game, s)["points"]["game end bonus"] for s in range(3)] == [5, 0, 0], "game-end-early-bonus"


def test_an_empty_brick_reserve_and_market_end_the_game_early():
    game = turn("a1", market={"black": 1}, seats={1: {"bricks": {"black": 89}}, 0: {"master_builder": "black"}})
    assert game.state["reserve"] == 0
    game.apply({"type": "torch_to_coin", "source": "action"})
    assert game.state["early_end"] is None  # one brick is still in the market
    game.apply({"type": "buy", "icon": "buy-black", "shop": "black"})
    assert game.state["early_end"]["by"] == 0 and me(game)["points"]["game end bonus"] == 5, "game-end-early"
    game.apply({"type": "end_turn"})
    assert game.current_player == 1
    game.apply({"type": "play_card", "card": me(game, 1)["hand"][0]})
    game.apply({"type": "end_turn"})
    assert game.is_over


# --------------------------------------------------------------------- final scoring
@pytest.mark.parametrize("buildings, vp", [(1, 2), (2, 6), (3, 12), (4, 20)])
def test_a_set_of_1_to_4_different_buildings_scores_2_6_12_20(buildings, vp):
    cards = list(BUILDING_CARD_OF.values())[:buildings]
    game = scenario(2, seats={0: {"building_cards": cards}})
    assert game.final_scoring()["building card sets"][0] == vp, "set-collection-scoring"


def test_a_set_needs_different_buildings_not_different_colours():
    game = scenario(2, seats={0: {"building_cards": ["bc-basilica-red", "bc-basilica-blue"]}})
    assert game.final_scoring()["building card sets"][0] == 2 + 2, "set-collection-scoring"


def test_play_area_scores_1_vp_per_roman_3_sesterces_influence_torch_and_brick():
    game = scenario(2, seats={0: {"romans": 4, "coins": 8, "influence": 3, "torches": 2,
                                  "bricks": {"black": 1, "white": 2}}})
    assert game.final_scoring()["play area"][0] == 4 + 2 + 3 + 2 + 3, "play-area-scoring"
    game = scenario(2, seats={0: {"romans": 4, "coins": 9, "influence": 3, "torches": 2,
                                  "bricks": {"black": 1, "white": 2}}})
    assert game.final_scoring()["play area"][0] == 4 + 3 + 3 + 2 + 3


def test_majorities_pay_first_and_second_only():
    game = scenario(3, spots={"city_wall.10": (0, 3), "city_wall.2": (1, 2), "city_wall.1": (2, 1)})
    wall = next(p for p in game.majorities() if p["building"] == "city_wall")
    assert wall["points"] == {0: 20, 1: 10}, "majority-scoring"
    assert game.final_scoring()["majorities"] == [20, 10, 0], "majority-scoring"


def test_porta_nigra_levels_count_elements_of_each_height():
    game = scenario(2, spots={"porta_nigra.1": (0, 3), "porta_nigra.2": (0, 3), "porta_nigra.7": (1, 3),
                              "porta_nigra.9": (1, 5)})
    levels = {p["part"]: p["points"] for p in game.majorities() if p["building"] == "porta_nigra"}
    assert levels["L3"] == {0: 12, 1: 6}, "majority-porta-nigra-levels"  # 2 elements of 3 beat 1 (6 bricks to 3)
    assert levels["L5"] == {1: 19} and levels["L4"] == {}, "majority-porta-nigra-levels"


def test_an_unbreakable_majority_tie_gives_both_the_second_place_points():
    # Both players have one element of 3 red bricks on level 3: equal count, equal best element.
    game = scenario(2, spots={"porta_nigra.5": (0, 3), "porta_nigra.6": (1, 3)})
    level3 = next(p for p in game.majorities() if p["part"] == "L3")
    assert level3["points"] == {0: 6, 1: 6}, "majority-unbroken-tie"
    # A tie for second place scores nothing.
    game = scenario(3, spots={"porta_nigra.1": (0, 3), "porta_nigra.2": (0, 3), "porta_nigra.5": (1, 3),
                              "porta_nigra.6": (2, 3)})
    level3 = next(p for p in game.majorities() if p["part"] == "L3")
    assert level3["points"] == {0: 12}, "majority-unbroken-tie"


def test_equal_final_scores_give_several_winners():
    game = scenario(2, to_play=1, card="a1", last_turn=True, first_player=0, round=3)
    game.apply({"type": "end_turn"})
    assert game.scores()[0] == game.scores()[1] and game.winners() == [0, 1], "winner"
    game = scenario(2, to_play=1, card="a1", last_turn=True, first_player=0, round=3, seats={0: {"coins": 23}})
    game.apply({"type": "end_turn"})
    assert game.winners() == [0], "winner"


def test_a_majority_tie_goes_to_the_element_of_the_more_valuable_bricks():
    # Two bricks each in the City Wall: a 2-black element (value 1) against 2 single bricks,
    # the best of them yellow (value 4). Equal counts: the more valuable element wins.
    game = scenario(2, spots={"city_wall.2": (0, 2), "city_wall.1": (1, 1), "city_wall.7": (1, 1)})
    wall = next(p for p in game.majorities() if p["building"] == "city_wall")
    assert wall["points"] == {1: 20, 0: 10}, "majority-ties"
    # Brick value first: one white substitute in a black element still counts as black.
    game = scenario(2, spots={"city_wall.10": (0, 3, 1), "city_wall.5": (1, 1), "city_wall.6": (1, 2)})
    wall = next(p for p in game.majorities() if p["building"] == "city_wall")
    assert wall["points"] == {1: 20, 0: 10}, "majority-ties"


# Each building's majority table (French rulebook): its parts and their first and second place points.
MAJORITY_TABLES = [
    ("majority-basilica", "basilica", {"A": [12, 6], "B": [12, 6]}),
    ("majority-amphitheatre", "amphitheatre", {"A": [15, 7], "B": [10, 5], "C": [5, 2]}),
    ("majority-city-wall", "city_wall", {"all": [20, 10]}),
    ("majority-porta-nigra-levels", "porta_nigra",
     {"L3": [12, 6], "L4": [15, 7], "L5": [19, 9], "L6": [24, 12], "L7": [30, 15], "L8": [37, 18]}),
]


@pytest.mark.parametrize("rule, building, table", MAJORITY_TABLES, ids=[t[0] for t in MAJORITY_TABLES])
def test_each_part_of_a_building_pays_its_majority_table(rule, building, table):
    spots = COMP["buildings"][building]["spots"]
    for part, points in table.items():
        # Seat 0 builds two elements in the part, seat 1 one smaller: first and second place.
        if building == "porta_nigra":  # a level counts elements of its height
            height = int(part[1:])
            placed = {spots[0]["id"]: (0, height), spots[1]["id"]: (0, height), spots[2]["id"]: (1, height)}
        else:
            mine = sorted((s for s in spots if s["part"] == part), key=lambda s: -s["bricks"])
            placed = {mine[0]["id"]: (0, mine[0]["bricks"]), mine[1]["id"]: (0, mine[1]["bricks"]),
                      mine[-1]["id"]: (1, mine[-1]["bricks"])}
        game = scenario(2, spots=placed)
        scored = next(p for p in game.majorities() if p["building"] == building and p["part"] == part)
        assert scored["points"] == {0: points[0], 1: points[1]}, (rule, part)
