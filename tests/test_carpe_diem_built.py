"""view()["built"]: the tile the seat before the player to move built on that turn, which the
board keeps in view once play has passed on (js/carpe_diem.js, the estate's slot)."""

import tabletop_widgets as tw

# The first tutorial's opening (notebooks/carpe_diem/carpe_diem_1_setup.ipynb): Red builds its first tile.
OPENING = [{"type": "place_meeple", "space": 0}, {"type": "place_meeple", "space": 3},
           {"type": "move", "space": 4}, {"type": "take", "tile": "light-11"}]


def opening():
    game = tw.carpe_diem.new_game(players=2, seed=2026, first_player=0)
    for action in OPENING:
        game.apply(action)
    return game


def test_the_build_is_in_the_view_of_every_seat_until_the_next_player_has_built():
    game = opening()
    assert game.view(None)["built"] is None, "nobody has built yet"
    game.apply({"type": "place", "row": 3, "col": 3, "rotation": 1})
    assert game.current_player == 1
    for seat in (None, 0, 1):
        assert game.view(seat)["built"] == {"seat": 0, "row": 3, "col": 3}
    # Blue's turn under way: still Red's build (Blue's own tile in hand is drawn in the slot).
    while game.state["phase"] != "place":
        game.apply(game.legal_actions()[0])
    assert game.view(1)["built"] == {"seat": 0, "row": 3, "col": 3}
    place = next(a for a in game.legal_actions() if a["type"] == "place")
    game.apply(place)
    if game.current_player == 0:  # play passed back to Red: now Blue's build
        assert game.view(0)["built"] == {"seat": 1, "row": place["row"], "col": place["col"]}


def test_a_stored_tile_is_no_build():
    game = opening()
    game.apply({"type": "store"})
    assert game.current_player == 1
    assert game.view(1)["built"] is None
