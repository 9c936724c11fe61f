"""Carpe Diem's legal placements (``Geometry.fits``, precomputed tables for speed) against the
matching rule read side by side (``needs`` and ``mismatch``, which explain a refusal)."""

import random

import pytest

from tabletop_widgets.carpe_diem import new_game


def placements_side_by_side(game, seat, tile):
    """The placements by the definition: a frontier cell, every side matching its neighbour
    (grass towards the frame), no landscape grown too large."""
    geo = game.t.geometry
    district = game.state["seats"][seat]["district"]
    return [(cell, rot) for cell in geo.frontier(district, game.shovel(seat)) for rot in range(4)
            if geo.mismatch(geo.faces[tile][rot], geo.needs(district, cell)) < 0
            and not game.landscape_overflow(seat, cell, tile, rot)]


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_placements_are_the_tiles_that_match_side_by_side(players, seed):
    game, rnd = new_game(players, seed=seed), random.Random(seed)
    tiles = sorted(game.t.tiles)
    checked = 0
    while not game.is_over:
        if game.state["phase"] == "place":
            seat = game.current_player
            for tile in [game.state["holding"], *rnd.sample(tiles, 5)]:  # the tile in hand and others
                assert game.placements(seat, tile) == placements_side_by_side(game, seat, tile)
                checked += 1
        game.apply(rnd.choice(game.legal_actions()))
    assert checked > 50 * players
