"""Magna Roma, one rule at a time (rulebook sections in the test names and comments)."""

import itertools
import json
import random

import pytest
from test_magna_roma_examples import EAST, WEST, T, find_tile, finished_game, full_city, rotation_facing

from tabletop_widgets.magna_roma import MagnaRoma, city, default_components, new_game, scenario, scoring, solo


def kinds(game):
    return {a["type"] for a in game.legal_actions()}


def refused(game, action, rule):
    """The sentence of ``action``'s refusal, which must cite ``rule`` (an id of RULES)."""
    found = game.refusal(action)
    assert found is not None and found.rule == rule, f"expected a refusal under {rule!r}, got {found}"
    assert found.text == game.why_illegal(action)
    return found.text


def placed_with(symbol, colour, *, anchor_colour="red", anchor_symbol=None, seats=None, stars=0, **options):
    """Blue places a ``colour`` tile at (0, 2) completing ``symbol`` with a tile at (0, 1)."""
    anchor = find_tile(anchor_colour, anchor_symbol or symbol)
    new = find_tile(colour, symbol, stars=stars, used=[anchor])
    me = {"city": {(0, 1): (anchor, rotation_facing(anchor, anchor_symbol or symbol, EAST))}, "reserved": new}
    me.update(seats or {})
    game = scenario(2, seats={0: me}, **options)
    game.apply({"type": "place", "row": 0, "col": 2, "rotation": rotation_facing(new, symbol, WEST)})
    return game


# --------------------------------------------------------------------- setup
@pytest.mark.parametrize("players, slots", [(1, 3), (2, 8), (3, 8), (4, 10)])
def test_setup_draft_side_by_player_count_and_the_boards(players, slots):
    game = new_game(players, seed=3)
    state = game.state
    rule = "solo-tile-pool" if players == 1 else "setup-draft-board"
    assert len(state["draft"]) == slots and all(state["draft"]), rule
    assert "no slot" in refused(game, {"type": "choose_tile", "slot": slots}, rule)
    assert len(state["monument_market"]) == 3 and len(state["monument_deck"]) == 9, "setup-monuments"
    assert len(state["provinces"]) == 3, "setup-provinces"
    assert len(state["trade_tokens"]) == 3, "setup-trade-tokens"
    assert len(state["decks"]) == 2 and sum(map(len, state["decks"])) == 96 - slots, "setup-tile-decks"
    for seat in state["seats"]:
        assert seat["tracks"] == {"red": 0, "purple": 0, "brown": 0} and seat["placed"] == 0
        assert seat["city"][city.CENTRE][0] == f"centre-{seat['colour']}"
    assert (state["solo"] is not None) == (players == 1)


def test_three_decks_on_request():
    assert len(new_game(2, seed=1, decks=3).state["decks"]) == 3, "setup-tile-decks"


def test_first_tiles_are_chosen_counterclockwise_and_the_last_chooser_plays_first():
    game = new_game(4, seed=1, first_player=1)
    assert "choose a slot with a free tile" in refused(game, {"type": "skip_action"}, "first-tile-choice")
    order = []
    while game.state["phase"] == "first_choice":
        order.append(game.current_player)
        taken = game.state["seats"][order[-1]]["slot"]
        assert taken is None
        game.apply(game.legal_actions()[0])
    assert order == [1, 0, 3, 2], "first-tile-choice"
    assert game.current_player == 2 and game.state["phase"] == "place", "clockwise-turns"
    assert sorted(s["slot"] for s in game.state["seats"]) == [0, 1, 2, 3]


def test_a_reserved_first_tile_cannot_be_chosen_again():
    game = new_game(2, seed=1, first_player=0)
    game.apply({"type": "choose_tile", "slot": 4})
    assert "holds Blue's marker" in refused(game, {"type": "choose_tile", "slot": 4}, "next-tile-not-reserved")
    assert {"type": "choose_tile", "slot": 4} not in game.legal_actions()


# --------------------------------------------------------------------- placing a tile
def test_a_tile_goes_in_any_of_4_rotations_next_to_the_city():
    game = scenario(2)
    places = [a for a in game.legal_actions() if a["type"] == "place"]
    assert {(a["row"], a["col"]) for a in places} == {(-1, 0), (0, 1), (1, 0), (0, -1)}
    assert len(places) == 16
    assert refused(game, {"type": "place", "row": 1, "col": 1, "rotation": 0}, "place-touching") == (
        "A new tile must touch at least one tile of your city (a side, not only a corner).")
    assert "already holds a tile" in refused(game, {"type": "place", "row": 0, "col": 0, "rotation": 0},
                                             "place-empty-space")
    assert "0 to 3 quarter turns" in refused(game, {"type": "place", "row": 0, "col": 1, "rotation": 4},
                                             "place-reserved-tile")


def test_a_city_never_grows_beyond_5_rows_or_columns():
    row = dict(zip([(0, c) for c in (1, 2, 3, 4)], list(T.tiles)[:4], strict=True))
    game = scenario(2, seats={0: {"city": row}})
    reason = refused(game, {"type": "place", "row": 0, "col": -1, "rotation": 0}, "city-5x5")
    assert "too wide or tall to finish as a 5 x 5 grid" in reason and "columns 0 to 4" in reason
    open_cols = {a["col"] for a in game.legal_actions() if a["type"] == "place"}
    assert open_cols == {0, 1, 2, 3, 4}  # only above or below the row of five
    assert "too far from your town centre" in refused(game, {"type": "place", "row": 0, "col": 5, "rotation": 0},
                                                      "city-5x5")


def test_a_solo_city_fills_the_solo_boards_frame_around_the_town_centre():
    game = scenario(1, seats={0: {"city": {(0, 1): "r01", (0, 2): "r02"}}})
    assert solo.frame(T) == (-2, 2, -2, 2)
    assert "solo board's 5 x 5 frame" in refused(game, {"type": "place", "row": 0, "col": 3, "rotation": 0},
                                                 "solo-board-frame")
    assert max(a["col"] for a in game.legal_actions() if a["type"] == "place") == 2


def _grow(rnd, fixed):
    """A random city grown by legal placements; checks an open cell exists until it is 5 x 5."""
    grid = city.new_grid("centre-blue")
    for placed in range(24):
        cells = city.open_cells(grid, 5, fixed)
        assert cells, f"no legal cell after {placed} tiles"
        grid[rnd.choice(cells)] = ["r01", 0, False]
    rows = {city.ROW[i] for i in city.occupied(grid)}
    cols = {city.COL[i] for i in city.occupied(grid)}
    assert len(rows) == len(cols) == 5 and not city.open_cells(grid, 5, fixed)


def test_keeping_a_5x5_city_possible_never_leaves_a_player_without_a_placement():
    # Every connected shape of up to 7 tiles around the town centre (exhaustively) ...
    shapes, frontier = {frozenset([(0, 0)])}, {frozenset([(0, 0)])}
    for _ in range(6):
        grown = set()
        for shape in frontier:
            grid = city.new_grid("centre-blue")
            for r, c in shape:
                grid[city.index(r, c)] = ["r01", 0, False]
            cells = city.open_cells(grid, 5, None)
            assert cells
            grown.update(shape | {(city.ROW[i], city.COL[i])} for i in cells)
        frontier = grown - shapes
        shapes |= frontier
    assert len(shapes) > 5000
    # ... every 5 x 5 city around it short of one or two tiles ...
    for top, left in itertools.product(range(-4, 1), repeat=2):
        window = [(r, c) for r in range(top, top + 5) for c in range(left, left + 5) if (r, c) != (0, 0)]
        for missing in itertools.combinations(window, 2):
            grid = city.new_grid("centre-blue")
            for r, c in window:
                if (r, c) not in missing:
                    grid[city.index(r, c)] = ["r01", 0, False]
            cells = {(city.ROW[i], city.COL[i]) for i in city.open_cells(grid, 5, None)}
            assert cells and cells <= set(missing)
    # ... and random cities grown to the end, free and in the solo frame.
    rnd = random.Random(6)
    for _ in range(300):
        _grow(rnd, None)
        _grow(rnd, solo.frame(T))


def test_the_fast_legal_lists_agree_with_the_named_checks_on_random_positions():
    """open_cells and corner_cells (bit sets, read every turn) against the checks the refusals
    name, cell by cell: one rule, one place, held equal where the generator needs speed."""
    rnd = random.Random(3)
    for players in (1, 2):
        for _ in range(6):
            game = new_game(players, seed=rnd.randrange(10**6))
            while not game.is_over:
                if game.state["phase"] == "place":
                    me = game.state["seats"][game.current_player]
                    frame = city.frame_limits(me["city"], 5, game.frame())
                    fits = {i for i in range(city.WIDTH ** 2) if me["city"][i] is None and city.touches(me["city"], i)
                            and city.within(frame, i)}
                    assert set(game.open_cells(me)) == fits, ("place-touching", "city-5x5")
                    corners = {(city.ROW[i], city.COL[i]) for i in range(city.WIDTH ** 2)
                               if game.placement_problem(me, "mausoleum", city.ROW[i], city.COL[i]) is None}
                    assert set(game.free_corners(me)) == corners, "build-on-four-tiles"
                game.apply(rnd.choice(game.legal_actions()))


def test_coins_population_and_blessings_never_run_out():
    game = placed_with("coins", "red", seats={"coins": 30, "population": 50, "blessings": 16})
    me = game.state["seats"][0]
    assert (me["coins"], me["population"], me["blessings"]) == (32, 50, 16), "unlimited-supply"


# --------------------------------------------------------------------- combining symbols
@pytest.mark.parametrize("symbol, stock, mixed, same", [
    ("luxury", "luxuries", 1, 2), ("coins", "coins", 1, 2), ("population", "population", 1, 2),
    ("military", "legions", 1, 2), ("favour", "faith", 1, 2)])
def test_each_benefit_is_smaller_for_mixed_and_larger_for_same_colour(symbol, stock, mixed, same):
    assert placed_with(symbol, "purple").state["seats"][0][stock] == mixed, "symbol-benefits"
    assert placed_with(symbol, "red").state["seats"][0][stock] == same, "symbol-benefits"


def test_prestige_scores_1_or_3_vp_during_play():
    assert placed_with("prestige", "purple").score_breakdown()["prestige"] == [1, 0]
    assert placed_with("prestige", "red").score_breakdown()["prestige"] == [3, 0]


def test_half_symbols_of_different_benefits_complete_nothing():
    game = placed_with("coins", "red", anchor_symbol="military")
    assert game.log[-1]["data"]["joins"] == [] and game.state["seats"][0]["coins"] == 0


def test_a_join_with_the_town_centre_is_always_mixed_colours():
    centre_east = T.faces["centre-blue"][0][EAST]
    new = find_tile("red", centre_east, stars=0)
    game = scenario(2, seats={0: {"reserved": new}})
    game.apply({"type": "place", "row": 0, "col": 1, "rotation": rotation_facing(new, centre_east, WEST)})
    assert [(j["symbol"], j["same"]) for j in game.log[-1]["data"]["joins"]] == [(centre_east, False)], (
        "symbol-benefits")


# --------------------------------------------------------------------- stars and the track board
def test_stars_advance_the_tiles_colour_track_and_pay_its_bonus_once():
    two = find_tile("red", stars=2)
    game = scenario(2, seats={0: {"reserved": two}})
    at = next(a for a in game.legal_actions() if a["type"] == "place")
    game.apply(at)
    me = game.state["seats"][0]
    assert me["tracks"]["red"] == 2 and "red-2" in me["track_bonuses"], "track-stars"
    assert T.comp["city_tracks"]["bonuses"]["red"]["2"] == "legions" and me["legions"] >= 1
    # once only: a marker already past it gains nothing from it again
    one = find_tile("red", stars=1)
    game = scenario(2, seats={0: {"reserved": one, "tracks": {"red": 1}, "track_bonuses": ["red-2"]}})
    game.apply(next(a for a in game.legal_actions() if a["type"] == "place" and a["row"] == -1))
    assert game.state["seats"][0]["track_bonuses"] == ["red-2"], "track-stars"


def test_a_harder_bonus_needs_both_neighbouring_tracks_on_or_past_its_space():
    one = find_tile("red", stars=1)
    shared = next(b for b in T.comp["city_tracks"]["shared"] if b["id"] == "red-purple-4")
    for purple, gained in ((3, False), (4, True)):
        game = scenario(2, seats={0: {"reserved": one, "tracks": {"red": 3, "purple": purple},
                                      "track_bonuses": ["red-2", "purple-2"]}})
        game.apply(next(a for a in game.legal_actions() if a["type"] == "place" and a["row"] == -1))
        assert ("red-purple-4" in game.state["seats"][0]["track_bonuses"]) is gained, ("track-harder-bonus", purple)
    assert shared["bonus"] == "population"


def test_a_track_stops_at_its_last_space():
    two = find_tile("brown", stars=2)
    top = T.comp["city_tracks"]["spaces"] - 1
    game = scenario(2, seats={0: {"reserved": two, "tracks": {"brown": top - 1}}})
    game.apply(next(a for a in game.legal_actions() if a["type"] == "place"))
    assert game.state["seats"][0]["tracks"]["brown"] == top


# --------------------------------------------------------------------- market trade tokens
def trading_game(luxuries=2, **seat):
    """Blue's luxury join moves the marker from ``luxuries`` onto the first token's space."""
    return placed_with("luxury", "purple", seats={"luxuries": luxuries, **seat},
                       trade_tokens=["legion-for-coins", "legions-for-blessing", "population-or-coins-for-vp"])


def test_a_trade_token_is_offered_when_the_market_marker_reaches_a_space_under_it():
    game = trading_game(legions=1)
    assert game.state["seats"][0]["luxuries"] == 3 and T.trade_slot_at(3) == 0
    assert game.state["phase"] == "trade", "trade-token-offer"
    assert kinds(game) == {"trade", "decline_trade"}
    assert "first trade or decline" in refused(game, {"type": "skip_action"}, "trade-now-or-never")
    game.apply({"type": "trade", "pay": "legions"})
    me = game.state["seats"][0]
    assert (me["legions"], me["coins"], game.state["phase"]) == (0, 3, "action")


def test_a_declined_trade_is_gone_until_the_marker_moves_onto_another_space_under_the_token():
    game = trading_game(legions=1)
    game.apply({"type": "decline_trade"})
    assert game.state["phase"] == "action"
    assert "There is no trade offer now" in refused(game, {"type": "trade", "pay": "legions"}, "trade-token-offer")
    assert refused(game, {"type": "decline_trade"}, "trade-token-offer") == "There is no trade offer to decline."
    # the next luxury moves the marker to space 4, still under the same token: a new chance
    game = trading_game(luxuries=3, legions=1)
    assert game.state["seats"][0]["luxuries"] == 4 and game.state["phase"] == "trade"


def test_no_offer_when_the_player_cannot_pay_and_no_offer_off_the_token_spaces():
    game = trading_game(legions=0)
    assert game.state["phase"] == "action" and game.log[-1]["kind"] == "trade_missed"
    game = trading_game(luxuries=5, legions=3)
    assert game.state["seats"][0]["luxuries"] == 6 and game.state["phase"] == "action"


def test_a_token_with_two_ways_to_pay_and_vp_from_trades():
    game = trading_game(luxuries=12, coins=2, population=1)
    assert T.trade_slot_at(13) == 2 and game.state["phase"] == "trade"
    assert {a.get("pay") for a in game.legal_actions()} == {"coins", None}  # 1 population is not enough
    assert "You need 2 population" in refused(game, {"type": "trade", "pay": "population"}, "trade-pay-in-full")
    assert "takes 'population' or 'coins'" in refused(game, {"type": "trade", "pay": "legions"}, "trade-as-shown")
    game.apply({"type": "trade", "pay": "coins"})
    assert game.score_breakdown()["trade tokens"] == [4, 0] and game.state["seats"][0]["coins"] == 0


# --------------------------------------------------------------------- the Pantheon
@pytest.mark.parametrize("faith, symbol_colour, tokens",
                         [(2, "purple", 1), (1, "purple", 0), (5, "red", 1), (11, "red", 1)])
def test_a_blessing_token_for_each_lightning_space_entered_or_passed(faith, symbol_colour, tokens):
    game = placed_with("favour", symbol_colour, anchor_colour="red", seats={"faith": faith})
    gain = 2 if symbol_colour == "red" else 1
    assert T.pantheon["blessing_spaces"] == [3, 6, 9, 12]
    assert game.state["seats"][0]["faith"] == faith + gain
    assert game.state["seats"][0]["blessings"] == tokens, "blessing-tokens"


# --------------------------------------------------------------------- optional actions
def test_one_optional_action_per_turn_then_the_next_tile():
    game = scenario(2, phase="action", seats={0: {"city": {(0, 1): "r01", (1, 1): "r02", (1, 0): "r03"},
                                                  "coins": 20, "blessings": 1, "population": 1}},
                    monument_market=["forum", "pantheon", "odeon"])
    assert kinds(game) == {"build", "bless", "skip_action"}
    game.apply({"type": "build", "monument": "forum", "row": 0, "col": 0})
    assert game.state["phase"] == "end"
    assert "only one per turn" in refused(game, {"type": "bless", "row": 0, "col": 1}, "one-optional-action")
    assert kinds(game) == {"choose_tile", "employ"}
    assert refused(game, {"type": "place", "row": -1, "col": 0, "rotation": 0}, "place-reserved-tile") == (
        "You have already placed this turn's tile.")
    game = scenario(2, seats={0: {"coins": 20}}, monument_market=["forum", "pantheon", "odeon"])
    assert "Place your tile first" in refused(game, {"type": "build", "monument": "forum", "row": 0, "col": 0},
                                              "one-optional-action")


def test_the_forum_goes_on_the_town_centre_and_pays_a_luxury():
    game = scenario(2, phase="action", seats={0: {"coins": 3}}, monument_market=["forum", "pantheon", "odeon"])
    assert "only be constructed on your town centre" in refused(
        game, {"type": "build", "monument": "forum", "row": 1, "col": 1}, "build-forum")
    game.apply({"type": "build", "monument": "forum", "row": 0, "col": 0})
    me = game.state["seats"][0]
    assert (me["coins"], me["luxuries"]) == (0, 1)


def test_building_needs_the_coins_and_the_monument_in_the_market():
    game = scenario(2, phase="action", seats={0: {"coins": 5}}, monument_market=["pantheon", "odeon", "senate"])
    assert refused(game, {"type": "build", "monument": "pantheon", "row": 0, "col": 0}, "build-pay-coins") == (
        "The Pantheon costs 6 coins and you have 5.")
    assert "not in the monument market" in refused(game, {"type": "build", "monument": "forum", "row": 0, "col": 0},
                                                   "build-from-market")


def test_a_monument_stands_on_four_city_tiles_never_on_the_town_centre_nor_on_another_monument():
    cells = {(r, c): f"r{k + 1:02}" for k, (r, c) in enumerate((r, c) for r in (-1, 0, 1, 2) for c in (0, 1, 2, 3)
                                                             if (r, c) != (0, 0))}
    del cells[(2, 3)]
    game = scenario(2, phase="action", seats={0: {"city": cells, "coins": 9, "monuments": [
        {"id": "basilica", "row": -1, "col": 2}]}}, monument_market=["mausoleum", "senate", "odeon"])
    build = {"type": "build", "monument": "mausoleum"}
    assert "has three" in refused(game, {**build, "row": 1, "col": 2}, "build-on-four-tiles")
    assert "at the edge of any 5 x 5 city" in refused(game, {**build, "row": 4, "col": 0}, "build-on-four-tiles")
    assert "cannot stand on your town centre" in refused(game, {**build, "row": -1, "col": 0},
                                                         "build-not-on-town-centre")
    assert "carry the Basilica, and monuments never overlap" in refused(game, {**build, "row": 0, "col": 2},
                                                                        "build-no-overlap")
    assert game.refusal({**build, "row": 1, "col": 0}) is None


@pytest.mark.parametrize("monument, stock", [("pantheon", "blessings"), ("triumphal_arch", "legions")])
def test_immediate_monument_bonuses(monument, stock):
    cells = {(0, 1): "r01", (0, 2): "r02", (1, 1): "r03", (1, 2): "r04"}
    game = scenario(2, phase="action", seats={0: {"city": cells, "coins": 6}},
                    monument_market=[monument, "odeon", "senate"])
    game.apply({"type": "build", "monument": monument, "row": 0, "col": 1})
    assert game.state["seats"][0][stock] == 1, "monument-immediate-bonus"


def test_conquest_rules_one_marker_per_card_free_slots_and_slot_bonuses():
    game = scenario(2, phase="action", provinces=["dalmatia", "aegyptus", "africa"],
                    conquests={("africa", 2): 0}, seats={0: {"legions": 12}})
    assert "only one per province card" in refused(game, {"type": "conquer", "province": "africa", "slot": 0},
                                                   "conquer-one-per-card")
    assert "already conquered by you" in refused(game, {"type": "conquer", "province": "africa", "slot": 2},
                                                 "conquer-free-slot")
    assert "slots 0 (top) to 2 (bottom), not 3" in refused(game, {"type": "conquer", "province": "dalmatia", "slot": 3},
                                                           "conquer-free-slot")
    assert "There is no province card 'gallia' in play" in refused(
        game, {"type": "conquer", "province": "gallia", "slot": 0}, "provinces-stay")
    game.apply({"type": "conquer", "province": "dalmatia", "slot": 1})
    me = game.state["seats"][0]
    assert me["legions"] == 8 and me["coins"] == 1, "province-slot-bonus"  # Dalmatia's middle slot pays a coin


def test_a_province_slot_costs_its_legions():
    game = scenario(2, phase="action", provinces=["dalmatia", "aegyptus", "africa"], seats={0: {"legions": 4}})
    assert refused(game, {"type": "conquer", "province": "africa", "slot": 0}, "conquer-pay-legions") == (
        "The top slot of Africa needs 6 legions and you have 4.")
    assert {a["slot"] for a in game.legal_actions() if a["type"] == "conquer"} == {1, 2}


def test_each_player_has_3_conquest_markers():
    comp = json.loads(json.dumps(default_components()))
    comp["rules"]["provinces_in_play"] = 4
    cards = ["dalmatia", "aegyptus", "africa", "gallia"]
    game = scenario(2, phase="action", components=comp, provinces=cards, seats={0: {"legions": 12}},
                    conquests={(card, 2): 0 for card in cards[:3]})
    assert "placed all 3 of your conquest markers" in refused(
        game, {"type": "conquer", "province": "gallia", "slot": 1}, "conquest-markers")
    assert "conquer" not in kinds(game)


def test_solo_mode_blocks_three_military_spaces():
    game = scenario(1, phase="action", seats={0: {"legions": 12}})
    blocked = [(j, s) for j, slots in enumerate(game.state["conquests"]) for s, h in enumerate(slots) if h == -1]
    assert blocked == [(0, 0), (1, 1), (2, 2)]
    card = game.state["provinces"][1]
    assert "is blocked in solo mode" in refused(game, {"type": "conquer", "province": card, "slot": 1},
                                                "solo-blocked-slots")
    assert {(a["province"], a["slot"]) for a in game.legal_actions() if a["type"] == "conquer"}.isdisjoint(
        {(game.state["provinces"][j], s) for j, s in blocked})


def test_blessing_needs_a_token_and_a_city_tile():
    game = scenario(2, phase="action", seats={0: {"city": {(0, 1): "r01"}}})
    assert "You have no blessing token" in refused(game, {"type": "bless", "row": 0, "col": 1}, "bless-needs-token")
    game = scenario(2, phase="action", seats={0: {"city": {(0, 1): "r01"}, "blessings": 1}})
    assert "your town centre, not a city tile" in refused(game, {"type": "bless", "row": 0, "col": 0},
                                                          "bless-city-tile")
    assert "There is no tile at row 2" in refused(game, {"type": "bless", "row": 2, "col": 2}, "bless-city-tile")
    assert "outside any 5 x 5 city" in refused(game, {"type": "bless", "row": 5, "col": 0}, "bless-city-tile")


def test_a_tile_is_blessed_once_and_pays_its_symbols_again_without_its_stars():
    anchor = find_tile("red", "coins")
    tile = find_tile("red", "coins", stars=1, used=[anchor])
    cells = {(0, 1): (anchor, rotation_facing(anchor, "coins", EAST)),
             (0, 2): (tile, rotation_facing(tile, "coins", WEST))}
    game = scenario(2, phase="action", seats={0: {"city": cells, "blessings": 1}})
    tracks = dict(game.state["seats"][0]["tracks"])
    game.apply({"type": "bless", "row": 0, "col": 2})
    me = game.state["seats"][0]
    assert me["coins"] >= 2 and me["tracks"] == tracks, "bless-gains"  # the same-colour join again; no star
    game = scenario(2, phase="action", seats={0: {"city": {(0, 1): ("r01", 0, True)}, "blessings": 1}})
    assert refused(game, {"type": "bless", "row": 0, "col": 1}, "bless-once") == (
        "That tile already has a blessing token: a tile can be blessed only once.")


# --------------------------------------------------------------------- population
def test_population_is_employed_and_moved_freely_up_to_each_monuments_needs():
    game = scenario(2, phase="place", seats={0: {"population": 3, "monuments": [
        {"id": "mausoleum", "row": 1, "col": 1}, {"id": "odeon", "row": 3, "col": 1}]}})
    assert {"employ", "place"} <= kinds(game) and "move_population" not in kinds(game), "population-any-time"
    for _ in range(2):
        game.apply({"type": "employ", "monument": "mausoleum"})
    assert "fully employed (2 population)" in refused(game, {"type": "employ", "monument": "mausoleum"},
                                                      "monument-capacity")
    game.apply({"type": "move_population", "source": "mausoleum", "target": "odeon"})
    workers = {m["id"]: m["workers"] for m in game.state["seats"][0]["monuments"]}
    assert workers == {"mausoleum": 1, "odeon": 1} and game.state["seats"][0]["population"] == 1, "switch-population"
    assert "You have not built the Senate" in refused(game, {"type": "employ", "monument": "senate"},
                                                      "population-own-monuments")
    assert "the target must be one of your monuments" in refused(
        game, {"type": "move_population", "source": "odeon", "target": "senate"}, "population-own-monuments")
    assert refused(game, {"type": "move_population", "source": "odeon", "target": "odeon"}, "switch-population") == (
        "The source and target are the same monument.")
    idle = scenario(2, seats={0: {"monuments": [
        {"id": "mausoleum", "row": 1, "col": 1}, {"id": "odeon", "row": 3, "col": 1}]}})
    assert "No one works at" in refused(idle, {"type": "move_population", "source": "odeon", "target": "mausoleum"},
                                        "switch-population")
    assert refused(idle, {"type": "employ", "monument": "odeon"}, "employ-from-supply") == (
        "You have no population in your supply to employ.")


def test_population_waits_for_play_to_begin():
    game = new_game(2, seed=1)
    assert "first tile from the draft" in refused(game, {"type": "employ", "monument": "odeon"}, "population-any-time")
    alone = new_game(1, seed=1)  # solo: no draft slots, a pool of three tiles
    assert "from the pool of three" in refused(alone, {"type": "employ", "monument": "odeon"}, "population-any-time")
    assert "from the pool of three" in refused(alone, {"type": "skip_action"}, "solo-tile-pool")


# --------------------------------------------------------------------- end of turn
def test_the_next_tile_is_within_2_spaces_either_way_and_other_markers_are_jumped():
    game = scenario(4, phase="end")  # Blue has placed the tile of slot 0; Green holds 1, White 3
    state = game.state
    state["seats"][2]["slot"] = 9  # Yellow
    game = MagnaRoma(state)
    # clockwise: 1 (Green, jumped) -> 2, 3 (White, jumped) -> 4; counterclockwise: 9 (Yellow, jumped) -> 8, 7
    assert game.reachable_slots(0) == [2, 4, 7, 8]
    assert "Green's marker" in refused(game, {"type": "choose_tile", "slot": 1}, "next-tile-not-reserved")
    assert "at most 2 spaces" in refused(game, {"type": "choose_tile", "slot": 5}, "next-tile-reach")
    assert "Slot 0 is empty" in refused(game, {"type": "choose_tile", "slot": 0}, "next-tile-reach")
    assert "Your city is not finished" in refused(game, {"type": "end_turn"}, "next-tile-choose")
    deck_top = state["decks"][0][-1]
    game.apply({"type": "choose_tile", "slot": 8})
    assert game.state["seats"][0]["slot"] == 8
    assert game.state["draft"][0] == deck_top, "draft-refill"  # the emptied slot is refilled from the deck
    assert game.current_player == 1 and game.state["phase"] == "place", "clockwise-turns"


def test_the_next_tile_is_reserved_after_the_optional_action():
    game = scenario(2, phase="action")
    assert refused(game, {"type": "choose_tile", "slot": 2}, "next-tile-choose") == (
        "Your turn ends by reserving your next tile; you are choosing your optional action.")


def test_a_spent_deck_is_replaced_by_the_next_one():
    game = scenario(2, phase="end")
    state = game.state
    spare = state["decks"][0][:-1]
    state["decks"][0] = state["decks"][0][-1:]
    state["decks"][1] += spare
    last = state["decks"][0][0]
    game = MagnaRoma(state)
    game.apply(game.legal_actions()[0])
    assert game.state["draft"][0] == last and len(game.state["decks"]) == 1, "draft-refill"
    assert any(e["kind"] == "deck_switch" for e in game.log)


def test_the_solo_pool_of_3_is_refilled_at_once_and_any_tile_of_it_may_be_reserved():
    game = scenario(1, seats={0: {"reserved": "r05"}})
    game.apply(next(a for a in game.legal_actions() if a["type"] == "place"))
    assert len([t for t in game.state["draft"] if t]) == 3 and "r05" not in game.state["draft"]
    game.apply({"type": "skip_action"})
    assert [a["slot"] for a in game.legal_actions() if a["type"] == "choose_tile"] == [0, 1, 2], "solo-tile-pool"


def test_the_game_ends_when_every_city_is_5x5_and_then_refuses_moves():
    game = finished_game({})
    assert game.current_player is None and game.winners()
    assert refused(game, {"type": "skip_action"}, "game-end") == "The game is over: no more moves can be made."
    breakdown = game.score_breakdown()
    assert list(breakdown) == ["prestige", "trade tokens", "market", "pantheon", "monuments", "provinces", "military"]
    assert game.scores() == [sum(v[s] for v in breakdown.values()) for s in range(2)]


def test_a_finished_city_ends_its_turn_without_a_next_tile():
    cells = full_city()
    game = scenario(2, phase="end", seats={0: {"city": cells}})
    assert kinds(game) == {"end_turn"}
    assert "Your city is complete" in refused(game, {"type": "choose_tile", "slot": 2}, "city-24-tiles")
    game.apply({"type": "end_turn"})
    assert game.current_player == 1 and not game.is_over


# --------------------------------------------------------------------- final scoring parts
def monument_score(monument, cells=None):
    cells = cells or full_city()
    game = finished_game({"city": cells, "monuments": [monument]})
    return game.score_breakdown()["monuments"][0], cells


@pytest.mark.parametrize("workers, vp", [(0, 0), (1, 4), (2, 7), (3, 9), (4, 12)])
def test_the_circus_maximus_scores_by_the_population_employed(workers, vp):
    assert monument_score({"id": "circus_maximus", "row": -2, "col": -2, "workers": workers})[0] == vp, (
        "final-monuments")


@pytest.mark.parametrize("monument, rule", [("thermae", "brown"), ("basilica", "red"), ("temple_of_vesta", "purple"),
                                            ("colosseum", "mask"), ("odeon", "lyre"), ("senate", "column")])
def test_colour_and_icon_monuments_score_for_the_tiles_under_them(monument, rule):
    card = T.monuments[monument]
    vp, cells = monument_score({"id": monument, "row": 1, "col": 1, "workers": card["workers"]})
    under = [cells[(r, c)] for r in (1, 2) for c in (1, 2)]
    matching = sum(1 for tid in under if rule in (T.tiles[tid]["colour"], T.tiles[tid]["icon"]))
    assert vp == card["scoring"]["vp"] * matching
    assert monument_score({"id": monument, "row": 1, "col": 1, "workers": card["workers"] - 1}, cells)[0] == 0


@pytest.mark.parametrize("condition, icons, count", [
    ({"pair": ["column", "column"]}, {"column": 5}, 2),
    ({"pair": ["mask", "lyre"]}, {"mask": 3, "lyre": 1}, 1),
    ({"trio": ["mask", "lyre", "column"]}, {"mask": 2, "lyre": 4, "column": 3}, 2),
])
def test_province_pairs_and_trios(condition, icons, count):
    grid = city.new_grid("centre-blue")
    cells = iter(i for i in range(len(grid)) if i != city.CENTRE)
    for icon, n in icons.items():
        for tid in [tid for tid, tile in T.tiles.items() if tile["icon"] == icon][:n]:
            grid[next(cells)] = [tid, 0, False]
    assert scoring.condition_count(T, {"city": grid}, condition) == count, "final-provinces"


# Each part of the final scoring, on a finished city: (rule, category, Blue's seat, Blue's VP).
@pytest.mark.parametrize("rule, category, seat, vp", [
    ("final-market", "market", {"luxuries": 10, "tracks": {"red": 13, "purple": 11, "brown": 13}},
     T.market["values"][10] * T.track_value(11)),  # the lowest track
    ("final-pantheon", "pantheon", {"faith": 12, "blessings": 2}, 2 * T.pantheon["token_values"][12]),
    ("final-military", "military", {"legions": 11}, 3),
    ("final-monuments", "monuments", {"monuments": [{"id": "temple_of_mars", "row": 1, "col": 1, "workers": 3}]}, 6),
])
def test_each_part_of_the_final_scoring(rule, category, seat, vp):
    assert finished_game(seat).score_breakdown()[category][0] == vp, rule


def test_a_district_is_two_or_more_connected_tiles_of_one_colour():
    grid = city.new_grid("centre-blue")
    for (r, c), tid in {(0, 1): "r01", (0, 2): "r02", (1, 0): "r03", (2, 0): "p01", (2, 2): "r04"}.items():
        grid[city.index(r, c)] = [tid, 0, False]
    # red: (0, 1)-(0, 2) one district; (1, 0) alone (a corner of (0, 1) does not connect); (2, 2) alone
    assert city.districts(grid, T.colour, "red") == 1, "districts"
    grid[city.index(1, 1)] = ["r05", 0, False]  # now (1, 0), (1, 1), (0, 1), (0, 2) connect
    assert city.districts(grid, T.colour, "red") == 1 and city.districts(grid, T.colour, "purple") == 0, "districts"


# --------------------------------------------------------------------- solo objectives and title
SOLO_LINES = {"top row": [(-2, c) for c in range(-2, 3)], "right column": [(r, 2) for r in range(-2, 3)]}


def solo_seat(line, tile_ids, blessed=(), monuments=()):
    grid = city.new_grid("centre-blue")
    for k, ((r, c), tid) in enumerate(zip(SOLO_LINES[line], tile_ids, strict=False)):
        grid[city.index(r, c)] = [tid, 0, k in blessed]
    return {"city": grid, "monuments": list(monuments)}


def by(**wanted):
    return [tid for tid, tile in T.tiles.items() if all(tile[k] == v for k, v in wanted.items())]


@pytest.mark.parametrize("objective, tiles, extra, met", [
    ("I-mask-and-lyre", by(icon="mask")[:1] + by(icon="lyre")[:1], {}, True),
    ("I-mask-and-lyre", by(icon="mask")[:2], {}, False),
    ("I-every-colour", ["r01", "p01", "b01"], {}, True),
    ("I-every-colour", ["r01", "p01", "p02"], {}, False),
    ("II-two-blessings", ["r01", "r02"], {"blessed": [0, 1]}, True),
    ("II-two-blessings", ["r01", "r02"], {"blessed": [0]}, False),
    ("II-no-icons", by(icon=None)[:5], {}, True),
    ("II-no-icons", by(icon=None)[:4] + by(icon="lyre")[:1], {}, False),
    ("II-seven-stars", by(stars=2)[:3] + by(stars=1)[:1], {}, True),
    ("II-seven-stars", by(stars=2)[:3], {}, False),
    ("II-four-of-a-colour", ["r01", "r02", "p01", "r03", "r04"], {}, True),
    ("II-four-of-a-colour", ["r01", "r02", "p01", "b03", "r04"], {}, False),
    ("III-no-adjacent-colour", ["r01", "p01", "r02", "b01", "r03"], {}, True),
    ("III-no-adjacent-colour", ["r01", "p01", "p02", "b01", "r03"], {}, False),
    ("III-one-icon", by(icon="column")[:5], {}, True),
    ("III-one-icon", by(icon="column")[:4], {}, False),
    ("III-two-monuments", ["r01", "r02", "r03", "r04", "r05"],
     {"monuments": [{"id": "odeon", "row": -2, "col": -2, "workers": 0},
                    {"id": "senate", "row": -2, "col": 0, "workers": 0}]}, True),
    ("III-two-monuments", ["r01", "r02", "r03", "r04", "r05"],
     {"monuments": [{"id": "odeon", "row": -2, "col": -2, "workers": 0}]}, False),
    ("III-one-colour", by(colour="brown")[:5], {}, True),
    ("III-one-colour", by(colour="brown")[:4] + ["r01"], {}, False),
])
def test_each_solo_objective(objective, tiles, extra, met):
    for line in SOLO_LINES:
        seat = solo_seat(line, tiles, extra.get("blessed", ()), extra.get("monuments", ()))
        if extra.get("monuments") and line != "top row":
            continue  # the monuments above sit on the top row
        slot = {"line": "row", "index": 0} if line == "top row" else {"line": "col", "index": 4}
        assert solo.objective_met(T, seat, T.objectives[objective], solo.line_cells(T, slot)) is met, (
            "solo-objectives", line)


def test_solo_setup_places_4_objectives_of_the_chosen_level():
    for level in solo.LEVELS:
        objectives = new_game(1, seed=2, level=level).state["solo"]["objectives"]
        assert len(objectives) == 4 and {T.objectives[o]["level"] for o in objectives} == {level}, "solo-objectives"


def test_a_solo_objective_names_its_line_as_the_board_shows_it():
    """The board numbers rows and columns from the town centre (-2 to 2), so a line is named by
    where it lies: the top row is the row of the frame's lowest row number, and so on."""
    game = new_game(players=1, seed=7, level="II")
    low_r, high_r, low_c, high_c = solo.frame(T)
    where = {"top row": ("row", low_r), "bottom row": ("row", high_r), "left column": ("col", low_c),
             "right column": ("col", high_c)}
    objectives = game.view()["solo_board"]["objectives"]
    assert sorted(o["line"] for o in objectives) == sorted(where)
    for o in objectives:
        kind, at = where[o["line"]]
        cells = solo.line_cells(T, {"line": o["kind"], "index": o["index"]})
        assert o["kind"] == kind and {(city.ROW if kind == "row" else city.COL)[i] for i in cells} == {at}
    assert solo.line_name({"line": "row", "index": 1}, 5) == "row 2 from the top"
    assert solo.line_name({"line": "col", "index": 3}, 5) == "column 4 from the left"


@pytest.mark.parametrize("completed, vp", [(0, 0), (1, 4), (2, 9), (3, 15), (4, 22)])
def test_solo_objective_points(completed, vp, monkeypatch):
    monkeypatch.setattr(solo, "objective_met", lambda t, seat, objective, cells: tuple(cells) in done)
    done = {tuple(solo.line_cells(T, s)) for s in T.solo["side_slots"][:completed]}
    assert solo.objective_points(T, {"city": []}, list(T.objectives)[:4]) == vp, "solo-objective-points"


@pytest.mark.parametrize("vp, title", [(0, "Tribune"), (49, "Tribune"), (50, "Senator"), (59, "Senator"),
                                       (60, "Quaestor"), (70, "Aedile"), (79, "Aedile"), (80, "Praetor"),
                                       (89, "Praetor"), (90, "Consul"), (99, "Consul"), (100, "Caesar"),
                                       (180, "Caesar")])
def test_the_high_score_table_read_as_ten_point_bands(vp, title):
    assert solo.title(T, vp)["title"] == title, "solo-high-score"


def test_a_solo_game_ends_with_its_objectives_and_title():
    game = scenario(1, phase="end", seats={0: {"city": full_city()}})
    game.apply({"type": "end_turn"})
    breakdown = game.score_breakdown()
    assert list(breakdown)[-1] == "solo objectives"
    assert game.state["solo"]["title"] == solo.title(T, game.scores()[0])
    assert game.view()["solo_board"]["title"]["title"] in {row["title"] for row in T.solo["titles"]}


def test_a_placement_says_in_words_where_each_half_symbol_goes():
    # A turn is chosen by its words too (a screen reader, a menu read aloud), not only by the
    # picture previewed on the cell: each turn names the side each half-symbol faces.
    game = new_game(players=2, seed=1, first_player=0)
    while game.state["phase"] != "place":
        game.apply(game.legal_actions()[0])
    tile = game.state["draft"][game.state["seats"][game.current_player]["slot"]]
    words = {"favour": "gods' favour"}
    places = [a for a in game.legal_actions() if a["type"] == "place"]
    assert {a["rotation"] for a in places} == {0, 1, 2, 3}
    for action in places:
        text = game.describe(action)
        for side, symbol in zip(("top", "right", "bottom", "left"), T.faces[tile][action["rotation"]], strict=True):
            assert (f"{side} {words.get(symbol, symbol)}" in text) == (symbol is not None), (text, side)


# --------------------------------------------------------------------- trade tokens reached by single gains
# Ruling (rules.py): each single gain that leaves the market marker under a token reaches it,
# even if a later gain of the same event moves the marker on; the offers come one by one, in
# the order reached, once the event's gains are paid; one offer per token per event.
TOKENS = ["legion-for-coins", "coin-or-population-for-legions", "population-or-coins-for-vp"]
# Track bonuses that pay a luxury: purple 2, purple 12 and the harder red-purple 10.
BELOW_PURPLE_12 = {"tracks": {"red": 10, "purple": 9},  # the bonuses already passed:
                   "track_bonuses": ["red-2", "red-5", "red-8", "purple-2", "purple-5", "purple-8", "red-purple-4"]}


def luxury_event(new, luxuries, *, trade_tokens=TOKENS, components=None, **seat):
    """Blue places the purple ``new`` at (0, 2): its stars' track bonuses are paid first, then its
    luxury half joins a purple tile at (0, 1) (same colour: 2 luxuries)."""
    anchor = "p26"  # purple, no stars, a luxury half
    assert T.tiles[anchor]["colour"] == T.tiles[new]["colour"] == "purple"
    me = {"city": {(0, 1): (anchor, rotation_facing(anchor, "luxury", EAST))}, "reserved": new,
          "luxuries": luxuries, **seat}
    game = scenario(2, seats={0: me}, trade_tokens=trade_tokens, components=components)
    game.apply({"type": "place", "row": 0, "col": 2, "rotation": rotation_facing(new, "luxury", WEST)})
    return game


def offer(game):
    """The slot of the trade token on offer (None: no offer)."""
    trade = game.view()["trade_offer"]
    return None if trade is None else trade["slot"]


def test_from_3_a_track_bonus_reaches_the_token_at_4_though_the_join_moves_the_marker_to_6():
    game = luxury_event("p07", 3, legions=1)  # 2 stars: purple 0 -> 2, a luxury (3 -> 4); the join: 4 -> 6
    assert "purple-2" in game.state["seats"][0]["track_bonuses"]
    assert game.state["seats"][0]["luxuries"] == 6 and T.trade_slot_at(4) == 0 and T.trade_slot_at(6) is None
    assert game.state["phase"] == "trade" and offer(game) == 0 and game.view()["trade_offer"]["later"] == []
    game.apply({"type": "trade", "pay": "legions"})
    assert game.state["phase"] == "action" and game.state["seats"][0]["coins"] == 3


def test_from_2_the_same_token_reached_twice_in_one_event_is_offered_once():
    # purple 9 -> 12: two luxury bonuses (2 -> 3, 3 -> 4, both under the first token), then the join 4 -> 6
    game = luxury_event("p14", 2, legions=2, **BELOW_PURPLE_12)
    assert {"purple-12", "red-purple-10"} <= set(game.state["seats"][0]["track_bonuses"])
    assert game.state["seats"][0]["luxuries"] == 6
    assert game.state["phase"] == "trade" and offer(game) == 0
    game.apply({"type": "decline_trade"})
    assert game.state["phase"] == "action" and game.state["trade"] is None
    assert [e["kind"] for e in game.log].count("decline_trade") == 1


def test_from_4_two_tokens_reached_in_one_event_are_offered_one_after_the_other():
    # 4 -> 5 (first token), 5 -> 6, then the join 6 -> 8 (second token)
    game = luxury_event("p14", 4, legions=1, **BELOW_PURPLE_12)
    assert game.state["seats"][0]["luxuries"] == 8 and T.trade_slot_at(8) == 1
    view = game.view()
    assert view["trade_offer"] == {"slot": 0, "token": TOKENS[0], "later": [{"slot": 1, "token": TOKENS[1]}]}
    assert "first trade or decline" in game.why_illegal({"type": "skip_action"})
    game.apply({"type": "trade", "pay": "legions"})  # 1 legion for 3 coins ...
    assert game.state["phase"] == "trade" and offer(game) == 1
    assert {a.get("pay") for a in game.legal_actions() if a["type"] == "trade"} == {"coins"}  # ... pays the next
    game.apply({"type": "trade", "pay": "coins"})
    me = game.state["seats"][0]
    assert (game.state["phase"], me["legions"], me["coins"], me["luxuries"]) == ("action", 2, 2, 8)
    assert [e["kind"] for e in game.log if e["kind"].startswith("trade")] == ["trade", "trade"]


def test_a_queued_offer_the_player_cannot_pay_is_missed_and_the_next_one_is_made():
    game = luxury_event("p14", 4, population=1, **BELOW_PURPLE_12)  # no legion for the first token
    assert game.log[-1]["kind"] == "trade_missed" and game.log[-1]["data"]["token"] == TOKENS[0]
    assert game.state["phase"] == "trade" and offer(game) == 1
    game.apply({"type": "decline_trade"})
    assert game.state["phase"] == "action"


def test_a_single_gain_of_2_passes_a_space_without_reaching_it():
    # A market whose token slots are the single spaces 4 and 5: from 3 the purple-2 bonus reaches 4,
    # then the join's +2 goes from 4 to 6, passing 5 without reaching its token.
    components = json.loads(json.dumps(default_components()))  # the shipped set is shared: a copy
    components["market"]["trade_slots"] = [[4, 4], [5, 5], [13, 15]]
    game = luxury_event("p07", 3, legions=1, coins=1, components=components)
    assert game.state["seats"][0]["luxuries"] == 6
    assert game.state["phase"] == "trade" and offer(game) == 0 and game.view()["trade_offer"]["later"] == []
    game.apply({"type": "decline_trade"})
    assert game.state["phase"] == "action" and game.state["trade"] is None


def test_a_pending_queue_of_offers_saves_loads_copies_and_undoes():
    game = luxury_event("p14", 4, legions=1, population=1, **BELOW_PURPLE_12)
    before = json.loads(game.to_json())["start"]
    for position in (MagnaRoma.from_json(game.to_json()), game.copy()):
        assert position.state == game.state and position.state["trade"]["later"] == [1]
        json.dumps(position.view(0))
    game.apply({"type": "decline_trade"})
    assert game.state["trade"] == {"slot": 1, "then": "action"}
    game.undo()
    assert game.state["trade"] == {"slot": 0, "then": "action", "later": [1]}
    game.undo()
    assert game.state == MagnaRoma(before).state


def test_a_save_from_before_the_trade_token_correction_fails_to_load_with_the_reason():
    # The old rules offered a token only where the whole event left the marker: this placement
    # (3 -> 4 under a token, then 6) offered nothing, so the save's next move was the optional action.
    game = luxury_event("p07", 3, legions=1)
    game.apply({"type": "decline_trade"})
    game.apply({"type": "skip_action"})
    old = json.loads(game.to_json())
    assert [a["type"] for a in old["actions"]] == ["place", "decline_trade", "skip_action"]
    del old["actions"][1]
    with pytest.raises(ValueError, match="(?i)move 2 is not legal there .*first trade or decline.*"
                                         "a save made before a correction of the rules"):
        MagnaRoma.from_json(json.dumps(old))


def test_a_trade_token_never_pays_or_gains_luxuries():
    for side, change in (("gain", {"luxuries": 1}), ("pay", [{"luxuries": 1}])):
        components = json.loads(json.dumps(default_components()))
        components["trade_tokens"][0][side] = change
        with pytest.raises(ValueError, match="a trade never moves the market marker"):
            new_game(2, seed=1, components=components)


# --------------------------------------------------------------------- rulings: blessing and monuments
def test_the_town_centre_is_never_blessed_even_with_every_city_tile_blessed():
    game = scenario(2, phase="action", seats={0: {"city": {(0, 1): ("r01", 0, True), (1, 0): "r02"}, "blessings": 2}})
    assert [(a["row"], a["col"]) for a in game.legal_actions() if a["type"] == "bless"] == [(1, 0)]
    assert "your town centre, not a city tile" in refused(game, {"type": "bless", "row": 0, "col": 0},
                                                          "bless-city-tile")


def test_a_monument_holds_at_most_its_functionality_cost_in_population():
    game = scenario(2, seats={0: {"population": 7, "monuments": [
        {"id": "circus_maximus", "row": 1, "col": 1, "workers": 3}, {"id": "mausoleum", "row": -2, "col": -2,
                                                                     "workers": 2}]}})
    game.apply({"type": "employ", "monument": "circus_maximus"})  # its 1/2/3/4 scale: up to 4
    assert "fully employed (4 population)" in refused(game, {"type": "employ", "monument": "circus_maximus"},
                                                      "monument-capacity")
    assert "fully employed (2 population)" in refused(
        game, {"type": "move_population", "source": "circus_maximus", "target": "mausoleum"}, "monument-capacity")
    assert not {"employ", "move_population"} & kinds(game)  # both full: the 6 left stay in the supply
    assert game.state["seats"][0]["population"] == 6
