"""Carpe Diem, rule by rule: set-up, movement, taking, building, completion rewards, the
scoring cards, phases, final scoring and the tie-break (rulebook sections in each name)."""

import json
import random
import re

import pytest

from tabletop_widgets import IllegalAction
from tabletop_widgets.carpe_diem import CarpeDiem, default_components, from_json, new_game, scenario


def last(game, kind):
    return next(e for e in reversed(game.log) if e["kind"] == kind)


def empty_spaces(game, spaces):
    """Send the tiles of some blueprint spaces to the box (they stay accounted for)."""
    for space in spaces:
        game.state["box"] += game.state["spaces"][space]
        game.state["spaces"][space] = []
    return CarpeDiem(game.state)


def play_until(game, step, rnd=None):
    rnd = rnd or random.Random(0)
    while game.state["phase"] != step:
        game.apply(rnd.choice(game.legal_actions()))
    return game


# --------------------------------------------------------------------- set-up
@pytest.mark.parametrize("players, piles, circles, start_vp", [
    (2, {"A": 2, "B": 2, "C": 2, "D": 2}, 9, [8, 9]),
    (3, {"A": 2, "B": 3, "C": 2, "D": 3}, 13, [8, 9, 13]),
    (4, {"A": 3, "B": 3, "C": 2, "D": 4}, 17, [8, 9, 10, 11]),
])
def test_setup_by_player_count(players, piles, circles, start_vp):
    game = new_game(players, seed=3, first_player=1)
    state = game.state
    cards = [c for c in state["cards"].values() if c]
    assert {p: sum(c[0] == p for c in cards) for p in "ABCD"} == piles, "setup-scoring-cards"
    empty = sorted(space for space, card in state["cards"].items() if card is None)
    assert empty == {2: ["r0c0", "r0c2", "r3c0", "r3c2"], 3: ["r0c0", "r3c2"], 4: []}[players]
    assert len(state["circles"]) == circles == 4 * players + 1  # one more than the discs needed
    assert [len(s) for s in state["spaces"]] == [4] * 7
    assert all(game.t.tiles[x]["back"] == "light" for s in state["spaces"] for x in s)
    assert len(state["seals"]) == 11 and all(game.t.tiles[x]["back"] == "dark" for x in state["seals"])
    assert len(state["light_pile"]) == 84 - 28 and len(state["dark_pile"]) == 39 - 11
    order = [(1 + k) % players for k in range(players)]
    assert [game.vp(seat) for seat in order] == start_vp, "setup-starting-vp"
    # Everyone on bar space 0, the starting player at the bottom of the stack.
    assert sorted(range(players), key=game.bar_key) == order
    frames = [p for s in state["seats"] for p in s["frame"]]
    assert len(frames) == len(set(frames)) == 4 * players
    assert len({s["board"] for s in state["seats"]}) == players
    assert all(len(s["banderoles"]) == 9 and s["discs"] == 4 for s in state["seats"])
    assert state["phase"] == "meeple" and game.current_player == 1


def test_patricians_go_on_free_spaces_in_turn_order():
    game = new_game(3, seed=1, first_player=2)
    game.apply({"type": "place_meeple", "space": 4})
    assert game.current_player == 0
    assert {"type": "place_meeple", "space": 4} not in game.legal_actions()
    assert "taken by Yellow's patrician" in game.why_illegal({"type": "place_meeple", "space": 4})
    assert game.refusal({"type": "place_meeple", "space": 4}).rule == "setup-meeple"
    assert game.refusal({"type": "place_meeple", "space": 7}).rule == "setup-meeple"
    game.apply({"type": "place_meeple", "space": 0})
    game.apply({"type": "place_meeple", "space": 1})
    assert game.state["phase"] == "move" and game.current_player == 2


# --------------------------------------------------------------------- movement
def moves(game, bread=False):
    return sorted(a["space"] for a in game.legal_actions() if a["type"] == "move" and a["bread"] == bread)


def test_star_movement_goes_to_one_of_the_two_opposite_spaces_and_must_move():
    game = scenario(2, to_play=0, seats={0: {"meeple": 0}})
    assert moves(game) == [3, 4]
    reason = game.why_illegal({"type": "move", "space": 0})
    assert "must move every turn" in reason
    assert game.refusal({"type": "move", "space": 0}).rule == "move-every-turn"
    assert "from space 0 it can reach 3, 4" in game.why_illegal({"type": "move", "space": 1})
    assert game.refusal({"type": "move", "space": 1}).rule == "move-opposite-space"
    assert game.refusal({"type": "move", "space": 7}).rule == "move-opposite-space"


def test_patricians_may_share_a_space():
    game = scenario(2, to_play=0, seats={0: {"meeple": 0}, 1: {"meeple": 3}})
    assert game.refusal({"type": "move", "space": 3}) is None, "move-onto-occupied"
    game.apply({"type": "move", "space": 3})
    assert [s["meeple"] for s in game.state["seats"]] == [3, 3]


def test_star_movement_passes_spaces_without_tiles_and_may_come_back():
    game = empty_spaces(scenario(2, to_play=0, seats={0: {"meeple": 0}}), [3, 4])
    # 3 leads on to 6 and back to 0; 4 leads on to 0 and 1.
    assert moves(game) == [0, 1, 6]
    assert game.refusal({"type": "move", "space": 3}).rule == "move-past-empty-spaces"
    assert "Space 3 has no tiles left" in game.why_illegal({"type": "move", "space": 3, "bread": True})
    game.apply({"type": "move", "space": 0})
    assert game.state["phase"] == "take"


def test_circle_movement_continues_in_one_direction_and_never_turns_back():
    game = empty_spaces(scenario(2, to_play=0, seats={0: {"meeple": 0}}, movement="circle"), [3, 4])
    assert moves(game) == [1, 6]
    assert "must move every turn" in game.why_illegal({"type": "move", "space": 0})
    assert "in one direction to the next space with tiles: from space 0 that is 1, 6" in game.why_illegal(
        {"type": "move", "space": 2})
    assert game.refusal({"type": "move", "space": 2}).rule == "move-round-the-circle"


def test_one_bread_moves_anywhere_with_tiles_or_stays():
    game = empty_spaces(scenario(2, to_play=0, seats={0: {"meeple": 0, "bread": 1}}), [5])
    assert moves(game, bread=True) == [0, 1, 2, 3, 4, 6]
    game.apply({"type": "move", "space": 0, "bread": True})
    assert game.state["seats"][0]["bread"] == 0 and game.state["seats"][0]["meeple"] == 0
    game = scenario(2, to_play=0, seats={0: {"meeple": 0}})
    assert "costs 1 bread and you have none" in game.why_illegal({"type": "move", "space": 1, "bread": True})
    assert game.refusal({"type": "move", "space": 1, "bread": True}).rule == "bread-move"


# --------------------------------------------------------------------- taking tiles
@pytest.mark.parametrize("players, picks", [(2, 2), (3, 3), (4, 4)])
def test_spaces_empty_after_two_three_or_four_picks(players, picks):
    game = scenario(players, to_play=0, seats={0: {"meeple": 0}})
    for k in range(picks):
        seat = game.current_player
        game.state["seats"][seat]["meeple"] = 3  # everyone takes from space 0 in turn
        game.apply({"type": "move", "space": 0})
        game.apply({"type": "take", "tile": game.state["spaces"][0][0]})
        game.apply({"type": "store"})
        left = len(game.state["spaces"][0])
        assert left == (0 if k == picks - 1 else 4 - k - 1), "remove-last-tiles"
    assert len(game.state["box"]) == 4 - picks


def test_the_tile_must_come_from_the_patricians_space():
    game = scenario(2, to_play=0, seats={0: {"meeple": 0}})
    game.apply({"type": "move", "space": 3})
    other = game.state["spaces"][4][0]
    assert "not on the blueprint next to your patrician (space 3)" in game.why_illegal({"type": "take", "tile": other})
    assert game.refusal({"type": "take", "tile": other}).rule == "turn-sequence"
    # A turn's parts come in order: the tile is taken before it is built.
    assert game.refusal({"type": "store"}) == game.refuse("turn-sequence", "Red must first take a tile from the "
                                                                           "blueprint next to the patrician.")


# --------------------------------------------------------------------- building rules
def test_the_first_tile_goes_on_the_shovel():
    game = scenario(2, to_play=0, holding="light-46", seats={0: {"board": "board1"}})
    places = {(a["row"], a["col"]) for a in game.legal_actions() if a["type"] == "place"}
    assert places == {(3, 2)}
    assert "first tile goes on the shovel space (row 3, column 2)" in game.why_illegal(
        {"type": "place", "row": 0, "col": 0, "rotation": 0})
    assert game.refusal({"type": "place", "row": 0, "col": 0, "rotation": 0}).rule == "place-first-on-shovel"


def test_later_tiles_go_orthogonally_next_to_a_tile():
    game = scenario(2, to_play=0, holding="light-47",
                    seats={0: {"board": "board1", "district": [(3, 2, "light-46", 0)]}})
    places = {(a["row"], a["col"]) for a in game.legal_actions() if a["type"] == "place"}
    assert places == {(2, 2), (4, 2), (3, 1), (3, 3)}
    assert "orthogonally next to" in game.why_illegal({"type": "place", "row": 2, "col": 3, "rotation": 0})
    assert game.refusal({"type": "place", "row": 2, "col": 3, "rotation": 0}).rule == "place-adjacent"
    assert "already holds a tile" in game.why_illegal({"type": "place", "row": 3, "col": 2, "rotation": 0})
    for row, col, rot in ((3, 2, 0), (6, 2, 0), (2, 2, 4)):  # taken, off the board, no such rotation
        assert game.refusal({"type": "place", "row": row, "col": col, "rotation": rot}).rule == \
            "place-on-building-board"


def test_every_side_must_match_and_the_refusal_names_the_sides():
    # A market (grass all round) on the shovel; a pond end turned to face left cannot go right of it.
    game = scenario(2, to_play=0, holding="light-18",
                    seats={0: {"board": "board1", "district": [(3, 2, "light-46", 0)]}})
    reason = game.why_illegal({"type": "place", "row": 3, "col": 3, "rotation": 3})
    assert reason == ("The left side of this tile is pond and the tile to its left shows grass: "
                      "every side must match its neighbour.")
    assert game.refusal({"type": "place", "row": 3, "col": 3, "rotation": 3}).rule == "place-sides-match"
    assert game.why_illegal({"type": "place", "row": 3, "col": 3, "rotation": 1}) is None  # pond to the right


def test_the_frame_counts_as_grass():
    game = scenario(2, to_play=0, holding="light-19", seats={0: {"board": "board1", "district": [
        (3, 2, "light-46", 0), (3, 3, "light-47", 0), (3, 4, "light-48", 0)]}})
    reason = game.why_illegal({"type": "place", "row": 3, "col": 5, "rotation": 1})
    assert "right side of this tile is pond and it faces the frame, which counts as grass" in reason
    assert game.refusal({"type": "place", "row": 3, "col": 5, "rotation": 1}).rule == "place-frame-is-grass"
    assert game.why_illegal({"type": "place", "row": 3, "col": 5, "rotation": 0}) is None  # pond upwards


def test_rotation_turns_the_sides_clockwise():
    faces = new_game(seed=1).t.geometry.faces["light-79"]  # villa top and right, pond below
    assert [faces[r].sides for r in range(2)] == [("villa", "villa", "pond", "grass"),
                                                  ("grass", "villa", "villa", "pond")]


def test_a_banderole_space_moves_the_disc_on_top_of_the_stack():
    # Board 1 has a banderole at row 2, column 2, above the shovel.
    game = scenario(2, to_play=0, holding="light-47",
                    seats={0: {"board": "board1", "district": [(3, 2, "light-46", 0)]}, 1: {"bar": 1}})
    game.apply({"type": "place", "row": 2, "col": 2, "rotation": 0})
    me = game.state["seats"][0]
    assert me["bar"] == 1 and 14 not in me["banderoles"], "banderole-cover"
    assert sorted(range(2), key=game.bar_key) == [1, 0]  # seat 0 arrived later: on top
    assert "covering a banderole" in last(game, "place")["text"]


def test_storing_is_always_allowed_and_counts_at_the_end():
    game = scenario(2, to_play=0, holding="light-46", seats={0: {"coins": 1}})
    assert {"type": "store"} in game.legal_actions()
    game.apply({"type": "store"})
    assert game.state["seats"][0]["stored"] == ["light-46"], "store-tile"
    assert game.final_scoring()["remaining items"][0] == 1  # (1 coin + 1 tile) / 2


# --------------------------------------------------------------------- completion and rewards
def place(game, row, col, rot):
    game.apply({"type": "place", "row": row, "col": col, "rotation": rot})
    return game.state["seats"][game.state["log"][-1]["seat"]]


def test_a_villa_needs_two_tiles_and_no_opening_and_open_chimneys_still_count():
    game = scenario(2, to_play=0, holding="light-06", seats={0: {"board": "board1", "district": [
        (3, 2, "light-13", 1), (3, 1, "light-05", 1)]}})  # end (2) + straight (1): open to the right
    me = game.state["seats"][0]
    assert me["completed"] == [] and me["chimneys"] == 3
    place(game, 3, 3, 3)
    assert [(f["kind"], f["chimneys"], len(f["cells"])) for f in me["completed"]] == [("villa", 5, 3)], \
        "villa-complete"
    assert game.final_scoring()["villas"][0] == 7, "final-villas"


@pytest.mark.parametrize("rule, tile, first, field, gain", [
    ("baker-reward", "light-38", "light-37", "bread", 2),               # 2 bread
    ("administrator-reward", "light-41", "light-40", "bar", 2),         # 2 bar spaces
    ("merchant-reward", "light-35", "light-34", "coins", 1),            # without wares: 1 coin
])
def test_dwellings_reward_their_owner(rule, tile, first, field, gain):
    game = scenario(2, to_play=0, holding=tile, seats={0: {"board": "board1", "district": [(3, 2, first, 1)]}})
    me = place(game, 3, 3, 3)
    assert me[field] == gain, rule
    assert [f["kind"] for f in me["completed"]] == [game.t.tiles[tile]["features"][0]["kind"]]


def test_market_and_bakery_reward_at_once():
    game = scenario(2, to_play=0, holding="light-46", seats={0: {"board": "board1"}})
    assert place(game, 3, 2, 0)["coins"] == 1, "market-bakery-reward"
    game = scenario(2, to_play=0, holding="light-49", seats={0: {"board": "board1"}})
    assert place(game, 3, 2, 0)["bread"] == 1, "market-bakery-reward"


def test_a_landscape_is_rewarded_before_a_merchant_completed_by_the_same_tile():
    # light-67 (pond above, merchant below) closes the pond above it and the merchant below:
    # the fish it brings are traded in with the grape.
    game = scenario(2, to_play=0, holding="light-67", seats={0: {
        "board": "board1", "wares": {"grapes": 1}, "district": [
        (3, 2, "light-18", 2), (3, 3, "light-46", 0), (4, 3, "light-47", 0), (5, 3, "light-48", 0),
        (5, 2, "light-34", 0)]}})
    me = place(game, 4, 2, 0)
    assert last(game, "place")["data"]["completed"] == ["pond", "merchant"], "completion-rewards"
    assert me["coins"] == 3 and sum(me["wares"].values()) == 0, "merchant-reward"
    assert "a 2-tile pond: 1 fish; a merchant dwelling: 2 wares traded for 3 coins" in last(game, "place")["text"]


def test_a_craftsman_dwelling_takes_a_seal_tile_which_may_chain():
    game = scenario(2, to_play=0, holding="light-44", seals=["dark-31", "dark-33"], seats={0: {
        "board": "board1", "district": [(3, 2, "light-43", 1), (2, 2, "light-45", 0)]}})
    place(game, 3, 3, 3)
    assert game.state["phase"] == "seal"
    assert {a["tile"] for a in game.legal_actions()} == {x for x in game.state["seals"] if x}
    assert game.refusal({"type": "take_seal", "tile": "light-01"}).rule == "craftsman-seal-tile"
    assert game.refusal({"type": "store"}).rule == "craftsman-seal-tile"  # the seal tile comes first
    game.apply({"type": "take_seal", "tile": "dark-31"})
    assert game.state["seals"][0] is None and game.state["phase"] == "place"
    me = place(game, 1, 2, 2)  # closes the craftsman dwelling above: another seal tile
    assert [f["kind"] for f in me["completed"]] == ["craftsman", "craftsman"]
    assert game.state["phase"] == "seal"
    game.apply({"type": "take_seal", "tile": "dark-33"})
    # It fits: it is built at once ("immediately integrates it into their district"), never stored.
    assert game.seal_in_hand() and {"type": "store"} not in game.legal_actions()
    assert "built into the district at once where it fits" in game.why_illegal({"type": "store"})
    assert game.refusal({"type": "store"}).rule == "craftsman-seal-tile"
    assert game.prompt() == "build the seal tile into the district"
    game.apply(next(a for a in game.legal_actions() if a["type"] == "place"))
    assert me["stored"] == [] and not game.seal_in_hand()


def test_a_seal_tile_is_stored_only_where_it_fits_nowhere_and_a_blueprint_tile_may_always_be():
    """Every position of 60 random games (docs/rulings.md, "Seal tiles": built at once when it fits)."""
    seen = {"seal, fits": 0, "seal, fits nowhere": 0, "blueprint tile": 0}
    for seed in range(60):
        game, rnd = new_game(players=2, seed=seed), random.Random(seed)
        while not game.is_over:
            acts = game.legal_actions()
            if game.state["phase"] == "place":
                fits = any(a["type"] == "place" for a in acts)
                stored = {"type": "store"} in acts
                seal = game.history[-1]["type"] == "take_seal"  # the tile in hand came off a seal space
                assert game.seal_in_hand() == seal
                if not seal:
                    assert stored
                    seen["blueprint tile"] += 1
                elif fits:
                    assert not stored and game.why_illegal({"type": "store"})
                    seen["seal, fits"] += 1
                else:
                    assert acts == [{"type": "store"}] and game.prompt() == "store the seal tile: it fits nowhere"
                    seen["seal, fits nowhere"] += 1
            game.apply(rnd.choice(acts))
    assert all(seen.values()), seen


def test_fountains_look_at_two_cards_and_later_ones_keep_both():
    game = scenario(2, to_play=0, holding="light-52", seats={0: {"board": "board1"}})
    first = game.state["fountain_pile"][-2:]
    place(game, 3, 2, 0)
    assert game.state["phase"] == "fountain" and sorted(game.state["fountain_draw"]) == sorted(first)
    assert sorted(a["card"] for a in game.legal_actions()) == sorted(first)
    other = game.state["fountain_pile"][-1]
    assert game.refusal({"type": "return_fountain_card", "card": other}).rule == "fountain-reward"
    game.apply({"type": "return_fountain_card", "card": first[0]})
    me = game.state["seats"][0]
    assert me["fountain_cards"] == [first[1]] and game.state["fountain_pile"][0] == first[0]
    # The second fountain: both new cards may be kept, returning the earlier one.
    game = scenario(2, to_play=0, holding="light-53", seats={0: {"board": "board1", "district": [(3, 2, "light-52", 0)],
                                                              "fountain_cards": [first[1]]}})
    drawn = game.state["fountain_pile"][-2:]
    place(game, 3, 3, 0)
    assert sorted(a["card"] for a in game.legal_actions()) == sorted([first[1]] + drawn)
    other = game.state["fountain_pile"][-1]
    assert game.refusal({"type": "return_fountain_card", "card": other}).rule == "fountain-later-cards"
    game.apply({"type": "return_fountain_card", "card": first[1]})
    assert sorted(game.state["seats"][0]["fountain_cards"]) == sorted(drawn), "fountain-later-cards"


# --------------------------------------------------------------------- scoring periods
def test_scoring_order_follows_the_bar_with_the_top_disc_first():
    game = scenario(3, scoring=True, seats={0: {"bar": 2}, 1: {"bar": 2}})
    assert game.state["scoring"]["order"] == [1, 0, 2], "scoring-order"
    assert game.current_player == 1


def test_a_disc_triggers_both_adjacent_cards_and_blocks_its_circle_for_good():
    game = scenario(2, scoring=True, cards={"r1c1": "A01", "r2c1": "C01"}, seats={1: {"bar": 1}})
    game.apply({"type": "place_disc", "circle": "r1c1-r2c1"})
    assert sorted(game.state["scoring"]["cards"]) == ["A01", "C01"]
    assert game.refusal({"type": "fulfil", "card": "B01", "times": 0}).rule == "scoring-triggered-cards"
    assert "r1c1-r2c1" not in [a.get("circle") for a in game.legal_actions()]
    for _ in range(2):
        game.apply(game.legal_actions()[0])
    assert game.current_player == 0 and game.state["phase"] == "disc"
    assert "already holds Blue's disc" in game.why_illegal({"type": "place_disc", "circle": "r1c1-r2c1"})
    assert game.refusal({"type": "place_disc", "circle": "r1c1-r2c1"}).rule == "scoring-circle-blocked"
    assert "There is no circle 'r0c0-r0c1'" in game.why_illegal({"type": "place_disc", "circle": "r0c0-r0c1"})
    assert game.refusal({"type": "place_disc", "circle": "r0c0-r0c1"}).rule == "scoring-place-disc"


def test_red_cards_are_paid_in_multiples_with_coins_as_wild_wares_and_bread_once():
    # A01: pay 2 fish for 4 VP. 3 fish + 1 coin pay twice; 3 bread add a third time.
    game = scenario(2, scoring=True, cards={"r1c1": "A01", "r2c1": "D01"},
                    seats={0: {"bar": 1, "wares": {"fish": 3, "herbs": 2}, "coins": 2, "bread": 3}})
    game.apply({"type": "place_disc", "circle": "r1c1-r2c1"})
    options = {(a["times"], a["bread"]) for a in game.legal_actions() if a["card"] == "A01"}
    assert options == {(0, False), (1, False), (2, False), (1, True), (2, True), (3, True)}
    assert "at most 2 times" in game.why_illegal({"type": "fulfil", "card": "A01", "times": 3})
    assert game.refusal({"type": "fulfil", "card": "A01", "times": 3}).rule == "scoring-red-pay"
    assert game.refusal({"type": "fulfil", "card": "A01", "times": 0, "bread": True}).rule == "scoring-bread-card"
    game.apply({"type": "fulfil", "card": "A01", "times": 2, "bread": False})
    me = game.state["seats"][0]
    assert (me["wares"]["fish"], me["coins"], me["wares"]["herbs"]) == (0, 1, 2)  # own fish first, then a coin
    assert me["points"]["scoring cards"] == 8, "scoring-multiples"


def test_a_player_may_decline_a_red_card_and_lose_4_vp():
    game = scenario(2, scoring=True, cards={"r1c1": "A01", "r2c1": "D01"}, seats={0: {"bar": 1, "wares": {"fish": 2}}})
    game.apply({"type": "place_disc", "circle": "r1c1-r2c1"})
    game.apply({"type": "fulfil", "card": "A01", "times": 0})
    me = game.state["seats"][0]
    assert me["wares"]["fish"] == 2 and me["points"]["unmet scoring cards"] == -4, "scoring-unmet-card"


def test_green_cards_count_what_you_own_and_bread_adds_one_time():
    game = scenario(2, scoring=True, cards={"r1c1": "C01", "r2c1": "D01"}, seats={0: {
        "bar": 1, "bread": 3, "board": "board1", "district": [(3, 2, "light-01", 1), (3, 3, "light-05", 3)]}})
    game.apply({"type": "place_disc", "circle": "r1c1-r2c1"})
    assert {(a["times"], a["bread"]) for a in game.legal_actions() if a["card"] == "C01"} == {(1, False), (2, True)}
    assert "times is 1, not 3" in game.why_illegal({"type": "fulfil", "card": "C01", "times": 3})
    assert game.refusal({"type": "fulfil", "card": "C01", "times": 3}).rule == "scoring-green-own"
    # D01 (a merchant dwelling): none owned, so without bread it is failed.
    assert {(a["times"], a["bread"]) for a in game.legal_actions() if a["card"] == "D01"} == {(0, False), (1, True)}


def test_the_first_card_may_pay_for_the_second():
    # C01 gives 1 bread per 2 chimneys: 6 chimneys give 3 bread, enough for A07 (3 herbs) by bread.
    game = scenario(2, scoring=True, cards={"r1c1": "C01", "r2c1": "A07"}, seats={0: {
        "bar": 1, "board": "board1",
        "district": [(3, 2, "light-16", 1), (3, 3, "light-17", 3), (3, 1, "light-15", 1)]}})
    assert game.state["seats"][0]["chimneys"] == 6
    game.apply({"type": "place_disc", "circle": "r1c1-r2c1"})
    assert {"type": "fulfil", "card": "A07", "times": 1, "bread": True} not in game.legal_actions()
    assert game.refusal({"type": "fulfil", "card": "A07", "times": 1, "bread": True}).rule == "scoring-bread-card"
    assert game.refusal({"type": "place_disc", "circle": "r0c1-r1c1"}).rule == "scoring-card-order"
    game.apply({"type": "fulfil", "card": "C01", "times": 3, "bread": False})
    game.apply({"type": "fulfil", "card": "A07", "times": 1, "bread": True})
    me = game.state["seats"][0]
    assert me["bread"] == 0 and me["points"]["scoring cards"] == 7 and me["points"]["unmet scoring cards"] == 0, \
        "scoring-card-order"


# --------------------------------------------------------------------- phases and the end
def test_four_phases_light_then_dark_tiles_the_start_player_passes_left_and_the_game_ends():
    game = new_game(3, seed=11, first_player=0)
    rnd, phases = random.Random(3), []
    while not game.is_over:
        state = game.state
        if state["phase"] == "move" and state["round"] == 1 and state["turn"] == 0:
            backs = {game.t.tiles[x]["back"] for s in state["spaces"] for x in s}
            entry = (state["game_phase"], state["start_player"], backs)
            if not phases or phases[-1] != entry:
                phases.append(entry)
        game.apply(rnd.choice(game.legal_actions()))
    assert [backs for _, _, backs in phases] == [{"light"}] * 3 + [{"dark"}], "subsequent-phases"
    assert [start for _, start, _ in phases] == [0, 1, 2, 0], "starting-player-passes"
    assert [phase for phase, _, _ in phases] == [1, 2, 3, 4], "phases-and-rounds"
    assert all(s["discs"] == 0 for s in game.state["seats"])
    assert sum(1 for e in game.log if e["kind"] == "scoring") == 4, "game-end"
    assert not game.state["light_pile"] and not game.state["dark_pile"]


def test_final_scoring_items_bar_and_fountain_cards():
    cards = [c["id"] for c in default_components()["fountain_cards"] if c["per"] == "market"]
    game = scenario(2, seats={0: {"board": "board1", "coins": 2, "bread": 2, "wares": {"fish": 1}, "bar": 3,
                                  "district": [(3, 2, "light-46", 0), (3, 3, "light-47", 0)], "fountain_cards": cards}})
    final = game.final_scoring()
    assert final["remaining items"][0] == 5 // 2, "final-remaining-items"
    assert final["banderole bar"][0] == game.t.bar[3], "final-banderole-bar"
    # both market cards, 2 VP per market, 2 markets
    assert final["fountain cards"][0] == 2 * 2 * 2, "final-fountain-cards"


def test_a_frame_goal_counts_a_completed_building_on_its_line_only():
    # P04 on top: its baker goal's line runs down column 1; a baker dwelling across it counts once closed.
    half = [(3, 2, "light-37", 3)]
    for district, vp in ((half, 0), (half + [(3, 1, "light-38", 1)], 4)):
        game = scenario(2, seats={0: {"board": "board1", "frame": ["P04", "P01", "P02", "P03"], "district": district}})
        assert game.final_scoring()["frame goals"][0] == vp, "final-frame-goals"


def test_a_tie_goes_to_the_player_furthest_back_on_the_bar():
    game = scenario(2, seats={0: {"bar": 2}, 1: {"bar": 5}})
    final = game.final_scoring()
    totals = [game.vp(s) + sum(final[c][s] for c in final) for s in range(2)]
    game.state["seats"][0]["points"]["starting VP"] += totals[1] - totals[0]
    game._finish()
    assert game.scores()[0] == game.scores()[1]
    assert game.winners() == [0], "winner-tie"
    game = scenario(2, seats={0: {"bar": 2}, 1: {"bar": 2}})  # same space: the lower disc is further back
    final = game.final_scoring()
    totals = [game.vp(s) + sum(final[c][s] for c in final) for s in range(2)]
    game.state["seats"][1]["points"]["starting VP"] += totals[0] - totals[1]
    game._finish()
    assert game.winners() == [0]


def test_score_breakdown_lists_play_then_final_categories_and_sums_to_scores():
    game = play_until(new_game(2, seed=2), "over")
    assert game.refusal({"type": "store"}).rule == "game-end"
    breakdown = game.score_breakdown()
    assert list(breakdown) == ["starting VP", "scoring cards", "unmet scoring cards", "villas", "remaining items",
                               "banderole bar", "fountain cards", "frame goals"]
    assert game.scores() == [sum(v[s] for v in breakdown.values()) for s in range(2)]


# --------------------------------------------------------------------- components
def test_every_component_value_says_where_it_comes_from():
    comp = default_components()
    items = ([comp[k] for k in ("rules", "wares", "movement", "card_grid", "bar", "villa_vp")] + comp["boards"]
             + comp["frames"] + comp["tiles"] + comp["scoring_cards"] + comp["fountain_cards"]
             + [g for p in comp["frames"] for g in p["goals"]])
    for item in items:
        assert item["source"].split(":")[0] in ("rulebook", "public", "reconstructed"), item
    assert len(comp["tiles"]) == 123 and len(comp["scoring_cards"]) == 60 and len(comp["fountain_cards"]) == 24
    assert len(comp["frames"]) == 16 and sum(len(p["goals"]) for p in comp["frames"]) == 32
    assert comp["villa_vp"]["values"][3] == 3 and comp["villa_vp"]["values"][5] == 7


def test_users_can_load_their_own_components(tmp_path):
    comp = json.loads(json.dumps(default_components()))
    comp["bar"]["values"] = [0, 5, 10]
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(comp))
    game = new_game(2, seed=1, components=str(path))
    assert game.t.bar == [0, 5, 10]
    assert from_json(game.to_json()).t.bar == [0, 5, 10]
    comp["tiles"][0]["id"] = comp["tiles"][1]["id"]
    with pytest.raises(ValueError, match="used twice"):
        new_game(2, components=comp)
    comp = json.loads(json.dumps(default_components()))
    comp["tiles"][100]["features"].append({"kind": "pond", "sides": "E"})
    with pytest.raises(ValueError, match="dark tiles show exactly one thing"):
        new_game(2, components=comp)


# --------------------------------------------------------------------- for bots
def test_a_determinized_copy_redraws_only_what_the_seat_cannot_see():
    from support.carpe_diem_invariants import check_position

    from tabletop_widgets.carpe_diem import heuristic

    game = play_until(new_game(3, seed=8), "fountain", random.Random(5))
    seat = game.current_player
    other = (seat + 1) % 3
    world = game.determinized(other, seed=99)
    check_position(world)
    state, copy = game.state, world.state
    assert copy["seats"][other]["fountain_cards"] == state["seats"][other]["fountain_cards"]
    assert [s["district"] for s in copy["seats"]] == [s["district"] for s in state["seats"]]
    assert copy["spaces"] == state["spaces"] and copy["seals"] == state["seals"]
    assert sorted(copy["light_pile"]) == sorted(state["light_pile"]) and copy["light_pile"] != state["light_pile"]
    hidden = state["fountain_pile"] + state["fountain_draw"]  # what `other` cannot see of the fountain cards
    assert sorted(copy["fountain_pile"] + copy["fountain_draw"] + copy["seats"][seat]["fountain_cards"]) == \
        sorted(hidden + state["seats"][seat]["fountain_cards"])
    assert len(copy["fountain_draw"]) == len(state["fountain_draw"])
    # evaluate: VP so far plus the final scoring as if the game ended now and what the built tiles
    # promise, with the seat's own next scoring cards (heuristic.outlook), minus the best rival.
    final = world.final_scoring()
    projected = [world.vp(i) + sum(points[i] for points in final.values()) + heuristic.building(world, i)
                 for i in range(3)]
    assert world.evaluate(seat) == (projected[seat] + heuristic.outlook(world, seat)
                                    - max(projected[i] for i in range(3) if i != seat))


# --------------------------------------------------------------------- a landscape has 2-4 tiles
# "A completed landscape consists of 2-4 tiles of the same type"; a tile that would make a
# landscape, open or closed, larger than 4 tiles does not fit there (the ruling of landscape-size).
TOO_BIG = "A landscape has at most 4 tiles ('A completed landscape consists of 2-4 tiles of the same type')"
# An open pond of 4 on board 1: an end (shovel), then three corners, open below row 4, column 2.
OPEN_POND_OF_4 = [(3, 2, "light-18", 1), (3, 3, "light-20", 2), (4, 3, "light-21", 3), (4, 2, "dark-15", 1)]


def assert_refused(game, action, reason):
    """Not offered, explained, and apply raises without changing anything."""
    before, history = json.dumps(game.state), game.history
    assert action not in game.legal_actions()
    assert game.why_illegal(action) == reason
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        game.apply(action)
    assert json.dumps(game.state) == before and game.history == history


def test_a_tile_that_would_close_a_pond_of_5_is_refused():
    game = scenario(2, to_play=0, holding="light-19", seats={0: {"board": "board1", "district": OPEN_POND_OF_4}})
    assert_refused(game, {"type": "place", "row": 5, "col": 2, "rotation": 0},
                   TOO_BIG + ": this tile would make a pond of 5.")
    assert game.refusal({"type": "place", "row": 5, "col": 2, "rotation": 0}).rule == "landscape-size"
    assert {"type": "store"} in game.legal_actions()  # a tile from a blueprint may still be stored


def test_an_open_landscape_of_4_cannot_grow_to_5():
    # light-71: pond top and right, baker below. Turned 3, pond left and top: it would continue the pond.
    game = scenario(2, to_play=0, holding="light-71", seats={0: {"board": "board1", "district": OPEN_POND_OF_4}})
    assert_refused(game, {"type": "place", "row": 5, "col": 2, "rotation": 3},
                   TOO_BIG + ": this tile would make a pond of 5.")
    # Turned 0 its baker half would face the frame: a side that does not match is named first.
    assert "faces the frame" in game.why_illegal({"type": "place", "row": 5, "col": 2, "rotation": 0})
    assert not any(a["type"] == "place" and (a["row"], a["col"]) == (5, 2) for a in game.legal_actions())


def test_a_tile_joining_two_landscapes_counts_both():
    # A pond of 3 open below (2, 3) and a one-tile pond open to the left at (3, 4): a corner at
    # (3, 3) would join them into a closed pond of 3 + 1 + 1.
    game = scenario(2, to_play=0, holding="dark-15", seats={0: {"board": "board1", "district": [
        (3, 2, "light-18", 0), (2, 2, "light-20", 1), (2, 3, "light-21", 2), (2, 4, "light-46", 0),
        (3, 4, "light-19", 3)]}})
    assert_refused(game, {"type": "place", "row": 3, "col": 3, "rotation": 0},
                   TOO_BIG + ": this tile would make a pond of 5.")


def test_a_pond_of_4_still_closes_for_3_fish_where_a_vineyard_of_5_is_refused():
    # light-83: pond top, vineyard below. An open pond of 3 ends left of (4, 3); an open vineyard
    # of 4 (an end and three corners) ends above (2, 4).
    game = scenario(2, to_play=0, holding="light-83", seats={0: {"board": "board1", "district": [
        (3, 2, "light-18", 1), (3, 3, "light-20", 2), (4, 3, "light-21", 3),
        (2, 2, "light-22", 1), (2, 3, "light-24", 3), (1, 3, "light-25", 1), (1, 4, "dark-18", 2)]}})
    assert_refused(game, {"type": "place", "row": 2, "col": 4, "rotation": 2},
                   TOO_BIG + ": this tile would make a vineyard of 5.")
    me = place(game, 4, 2, 1)  # pond to the right, closing the pond at 4 tiles; vineyard left, open
    assert [(f["kind"], len(f["cells"])) for f in me["completed"]] == [("pond", 4)]
    assert me["wares"]["fish"] == 4 - 1, "landscape-reward"  # "always the number of used tiles minus 1"
    assert "a 4-tile pond: 3 fish" in last(game, "place")["text"]


def test_a_scenario_cannot_build_a_landscape_of_5():
    with pytest.raises(ValueError, match=re.escape(TOO_BIG + ": this tile would make a pond of 5.")):
        scenario(2, seats={0: {"board": "board1", "district": OPEN_POND_OF_4 + [(5, 2, "light-19", 0)]}})


def test_a_save_holding_a_placement_the_rules_now_refuse_does_not_load(monkeypatch):
    """A save made before the landscape limit (2026-11-26) may hold a pond of 5: it says why."""
    from support.carpe_diem_invariants import check_position

    # Phase 4: no later deal needs the tiles this position's district took from the piles, so
    # the save's starting position plays to the end (from_json checks that it does).
    game = scenario(2, to_play=0, phase=4, holding="light-19",
                    seats={0: {"board": "board1", "district": OPEN_POND_OF_4}})
    with monkeypatch.context() as patch:
        patch.setattr(CarpeDiem, "landscape_overflow", lambda *args: None)  # the rules before the ruling
        game.apply({"type": "place", "row": 5, "col": 2, "rotation": 0})
        old_save = game.to_json()
    with pytest.raises(AssertionError):  # the simulations' invariant would catch such a pond
        check_position(game)
    assert json.loads(old_save)["actions"] == [{"type": "place", "row": 5, "col": 2, "rotation": 0}]
    with pytest.raises(ValueError, match=re.escape(f"move 1 is not legal there ({TOO_BIG}: this tile would make "
                                                   "a pond of 5). A save made before a correction of the rules")):
        from_json(old_save)
