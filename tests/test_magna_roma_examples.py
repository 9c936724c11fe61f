"""Every Magna Roma worked example in the rulebook (docs/rulings.md, "Magna Roma worked
examples"), with its printed numbers.

The tile faces are reconstructed, so each example picks tiles from the shipped set by what
the example needs (colour, half-symbols, stars) and turns them to face each other.
"""

import pytest

import tabletop_widgets as tw
from tabletop_widgets.magna_roma import city, scenario, scoring
from tabletop_widgets.magna_roma.table import table_for

T = table_for("default")
NORTH, EAST, SOUTH, WEST = range(4)
STEP = {NORTH: (-1, 0), EAST: (0, 1), SOUTH: (1, 0), WEST: (0, -1)}
DISTRICT_EXAMPLE = ["RRBRP",   # Blue's city (R red, P purple, B brown, C town centre):
                    "PBPRP",   # 4 red, 2 purple and 2 brown districts
                    "RBCPB",
                    "RRBRP",
                    "PRBRP"]
LETTERS = {"R": "red", "P": "purple", "B": "brown"}


def rotation_facing(tile: str, symbol: str, side: int) -> int:
    """A rotation that turns the tile's ``symbol`` half to ``side``."""
    return next(r for r in range(4) if T.faces[tile][r][side] == symbol)


def find_tile(colour: str, *symbols: str, stars=None, used=()) -> str:
    return next(tid for tid, tile in T.tiles.items()
                if tile["colour"] == colour and set(symbols) <= set(tile["edges"]) and tid not in used
                and (stars is None or tile["stars"] == stars))


def neighbour(row, col, side, symbol, colour, used):
    """A tile of ``colour`` on the ``side`` of (row, col), its ``symbol`` half facing back."""
    tile = find_tile(colour, symbol, used=used)
    used.append(tile)
    dr, dc = STEP[side]
    return (row + dr, col + dc), (tile, rotation_facing(tile, symbol, (side + 2) % 4))


def tiles_by_colour(pattern_used=()):
    pools = {c: [tid for tid, tile in T.tiles.items() if tile["colour"] == c and tid not in pattern_used]
             for c in LETTERS.values()}
    return pools


def full_city(pattern=None, used=()):
    """A finished 5 x 5 city around the town centre in the middle, coloured like ``pattern``."""
    pattern = pattern or ["RPBRP", "PBRPB", "RPCBR", "BRPBR", "PBRPB"]
    pools = tiles_by_colour(used)
    cells = {}
    for r, line in enumerate(pattern):
        for c, letter in enumerate(line):
            if letter != "C":
                cells[(r - 2, c - 2)] = pools[LETTERS[letter]].pop(0)
    return cells


def finished_game(seat0: dict, **options):
    """A 2-player game at its very end: both cities are 5 x 5 and Blue ends the last turn."""
    seat0 = dict(seat0)
    first = seat0.pop("city", None) or full_city()
    second = full_city(used=list(first.values()))
    game = scenario(2, to_play=0, phase="end", seats={0: {"city": first, **seat0}, 1: {"city": second}}, **options)
    game.apply({"type": "end_turn"})
    assert game.is_over
    return game


# --------------------------------------------------------------------- combining symbols
@pytest.mark.parametrize("colour, legions", [("red", 2), ("purple", 1)])
def test_a_military_join_gives_2_legions_for_same_colour_and_1_for_mixed(colour, legions):
    # Blue's red tile at (0, 1) shows a military half to the east; the new tile completes it.
    anchor = find_tile("red", "military")
    new = find_tile(colour, "military", stars=0, used=[anchor])
    game = scenario(2, seats={0: {"city": {(0, 1): (anchor, rotation_facing(anchor, "military", EAST))},
                                  "reserved": new}})
    game.apply({"type": "place", "row": 0, "col": 2, "rotation": rotation_facing(new, "military", WEST)})
    blue = game.state["seats"][0]
    assert blue["legions"] == legions
    assert game.log[-1]["data"]["joins"] == [{"symbol": "military", "same": colour == "red", "row": 0, "col": 1,
                                              "gain": legions}]


def test_a_tile_joining_two_neighbours_pays_both_2_legions_and_1_faith_and_its_star():
    # The rulebook's turn example: a red 1-star tile, rotated, completes a military symbol with
    # a red tile and a Pantheon (favour) symbol with a tile of another colour.
    new = next(tid for tid, tile in T.tiles.items() if tile["colour"] == "red" and tile["stars"] == 1
               and any(T.faces[tid][r][NORTH] == "military" and T.faces[tid][r][WEST] == "favour" for r in range(4)))
    rotation = next(r for r in range(4) if T.faces[new][r][NORTH] == "military" and T.faces[new][r][WEST] == "favour")
    used = [new]
    cells = dict([neighbour(1, 1, NORTH, "military", "red", used), neighbour(1, 1, WEST, "favour", "purple", used)])
    assert set(cells) == {(0, 1), (1, 0)}  # both touch the town centre, so the city is connected
    game = scenario(2, seats={0: {"city": cells, "reserved": new}})
    game.apply({"type": "place", "row": 1, "col": 1, "rotation": rotation})
    blue = game.state["seats"][0]
    assert (blue["legions"], blue["faith"], blue["tracks"]["red"]) == (2, 1, 1)
    assert sorted(j["symbol"] for j in game.log[-1]["data"]["joins"]) == ["favour", "military"]


def test_blessing_a_tile_pays_its_symbols_again_2_coins_1_population_1_legion_and_no_stars():
    blessed = find_tile("red", "coins", "population", "military", stars=1)
    faces = T.faces[blessed][0]
    used = [blessed]
    cells = {(1, 1): (blessed, 0)}
    wanted = {"coins": "red", "population": "brown", "military": "purple"}  # same colour pays the larger amount
    for side in range(4):
        if faces[side] in wanted:
            where, tile = neighbour(1, 1, side, faces[side], wanted[faces[side]], used)
            cells[where] = tile
    assert {(0, 1), (1, 0)} & set(cells)  # connected to the town centre
    game = scenario(2, phase="action", seats={0: {"city": cells, "blessings": 1}})
    before = dict(game.state["seats"][0]["tracks"])
    game.apply({"type": "bless", "row": 1, "col": 1})
    blue = game.state["seats"][0]
    assert (blue["coins"], blue["population"], blue["legions"]) == (2, 1, 1)
    assert blue["tracks"] == before and blue["blessings"] == 0
    assert game.state["seats"][0]["city"][city.index(1, 1)][2] is True
    reason = scenario(2, phase="action", seats={0: {"city": {(1, 1): (blessed, 0, True)}, "blessings": 1}}).why_illegal(
        {"type": "bless", "row": 1, "col": 1})
    assert reason == "That tile already has a blessing token: a tile can be blessed only once."
    assert (blue["coins"], blue["population"], blue["legions"]) == (2, 1, 1), "bless-gains"


# --------------------------------------------------------------------- conquest
def test_blue_conquers_the_middle_slot_of_africa_with_4_legions_and_gains_a_population():
    game = scenario(3, phase="action", provinces=["dalmatia", "aegyptus", "africa"],
                    conquests={("dalmatia", 1): 1, ("aegyptus", 1): 2}, seats={0: {"legions": 4}})
    options = {(a["province"], a["slot"]) for a in game.legal_actions() if a["type"] == "conquer"}
    # With 4 legions Blue may spend 4 or 3: the open 4- and 3-legion slots, never the 6-legion top slots.
    assert T.comp["military"]["slot_costs"] == [6, 4, 3]
    assert options == {("dalmatia", 2), ("aegyptus", 2), ("africa", 1), ("africa", 2)}
    assert "already conquered by Green" in game.why_illegal({"type": "conquer", "province": "dalmatia", "slot": 1})
    game.apply({"type": "conquer", "province": "africa", "slot": 1})
    blue = game.state["seats"][0]
    assert (blue["legions"], blue["population"]) == (0, 1)
    assert game.state["conquests"][2] == [None, 0, None]
    # ... and scores 2 VP for each Lyre + Column pair in the city at the end.
    lyres = [tid for tid, tile in T.tiles.items() if tile["icon"] == "lyre"][:3]
    columns = [tid for tid, tile in T.tiles.items() if tile["icon"] == "column"][:2]
    blue["city"][city.index(0, 1)] = [lyres[0], 0, False]
    for k, tid in enumerate(lyres[1:] + columns):
        blue["city"][city.index(1, k - 1)] = [tid, 0, False]
    assert scoring.condition_count(T, blue, T.provinces["africa"]["condition"]) == 2
    assert scoring.province_points(T, game.state, 0) == 2 * 2


# --------------------------------------------------------------------- monuments
MAUSOLEUM_CITY = [(-1, 0), (-1, 1), (0, 1), (0, 2), (0, 3), (1, -1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1)]


@pytest.fixture
def mausoleum_game():
    tiles = list(T.tiles)[:len(MAUSOLEUM_CITY)]
    return scenario(2, phase="action", monument_market=["mausoleum", "senate", "odeon"],
                    seats={0: {"city": dict(zip(MAUSOLEUM_CITY, tiles, strict=True)), "coins": 5,
                               "monuments": [{"id": "basilica", "row": 0, "col": 2}]}})


@pytest.mark.parametrize("corner, rule, words", [
    ((0, 1), "build-no-overlap",
     "The Mausoleum cannot be built there: two of the tiles beneath already carry the Basilica"),  # A
    ((-1, 0), "build-not-on-town-centre", "The Mausoleum cannot stand on your town centre (only the Forum can)"),  # B
    ((1, -1), "build-on-four-tiles",
     "The Mausoleum needs four city tiles under it; the corner you chose has three."),  # C
])
def test_the_mausoleum_cannot_be_built_at_a_b_or_c(mausoleum_game, corner, rule, words):
    action = {"type": "build", "monument": "mausoleum", "row": corner[0], "col": corner[1]}
    before = mausoleum_game.to_json()
    assert words in mausoleum_game.why_illegal(action)
    assert mausoleum_game.refusal(action).rule == rule
    with pytest.raises(tw.IllegalAction):
        mausoleum_game.apply(action)
    assert mausoleum_game.to_json() == before


def test_the_mausoleum_can_be_built_at_d(mausoleum_game):
    mausoleum_game.apply({"type": "build", "monument": "mausoleum", "row": 1, "col": 0})
    blue = mausoleum_game.state["seats"][0]
    assert blue["coins"] == 0 and [m["id"] for m in blue["monuments"]] == ["basilica", "mausoleum"]
    assert "mausoleum" not in mausoleum_game.state["monument_market"]
    assert len([m for m in mausoleum_game.state["monument_market"] if m]) == 3  # refilled from the deck


def test_the_temple_of_mars_scores_6_only_with_3_population_employed():
    for workers, vp in ((2, 0), (3, 6)):
        game = finished_game({"monuments": [{"id": "temple_of_mars", "row": 1, "col": 1, "workers": workers}]})
        assert game.score_breakdown()["monuments"][0] == vp


# --------------------------------------------------------------------- final scoring
def test_market_scores_5_times_the_lowest_star_value_4_is_20():
    game = finished_game({"luxuries": 14, "tracks": {"red": 9, "purple": 11, "brown": 13}})
    assert T.market["values"][14] == 5
    assert [T.track_value(s) for s in (9, 11, 13)] == [4, 4, 5]
    assert game.score_breakdown()["market"][0] == 5 * 4 == 20, "final-market"


def test_pantheon_scores_3_for_each_of_4_unplayed_blessings_is_12():
    game = finished_game({"faith": 9, "blessings": 4})
    assert T.pantheon["token_values"][9] == 3
    assert game.score_breakdown()["pantheon"][0] == 3 * 4 == 12, "final-pantheon"


def test_4_red_districts_on_the_aegyptus_top_slot_score_4_each_is_16():
    cells = full_city(DISTRICT_EXAMPLE)
    game = finished_game({"city": cells}, provinces=["aegyptus", "dalmatia", "africa"],
                         conquests={("aegyptus", 0): 0})
    grid = game.state["seats"][0]["city"]
    assert [city.districts(grid, T.colour, c) for c in ("red", "purple", "brown")] == [4, 2, 2]
    assert T.provinces["aegyptus"]["slot_vp"][0] == 4
    assert game.score_breakdown()["provinces"][0] == 4 * 4 == 16, ("districts", "final-provinces")


@pytest.mark.parametrize("legions, vp", [(12, 5), (11, 3), (10, 0)])
def test_the_military_end_bonus_is_5_on_the_last_space_and_3_on_the_one_before(legions, vp):
    game = finished_game({"legions": legions})
    assert game.score_breakdown()["military"][0] == vp, "final-military"


def test_the_50_and_100_markers():
    assert scoring.score_track(49) == {"space": 49, "marker": None, "laps": 0}
    assert scoring.score_track(57) == {"space": 7, "marker": "50", "laps": 1}
    assert scoring.score_track(103) == {"space": 3, "marker": "100", "laps": 2}
