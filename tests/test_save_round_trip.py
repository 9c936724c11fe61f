"""Saves of every game and player count load back to the same game after 0 moves, 1 move and
every later move of a whole game (Hypothesis picks the seed and the moves): what a board's
autosave, "Save game" and "Load game" rely on (core/autosave.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tabletop_widgets as tw

COUNTS = [(name, players) for name, low in (("porta_nigra", 2), ("carpe_diem", 2), ("magna_roma", 1))
          for players in range(low, 5)]


@pytest.mark.parametrize(("name", "players"), COUNTS)
@settings(max_examples=2)
@given(seed=st.integers(0, 2**32), moves=st.randoms(use_true_random=False))
def test_a_save_loads_back_after_every_move(name, players, seed, moves):
    module = tw.games[name]
    game = module.new_game(players=players, seed=seed)
    while True:
        text = game.to_json()
        loaded = tw.load(text)
        assert loaded.to_json() == text and loaded.history == game.history
        assert loaded.undo_floor == game.undo_floor and loaded.current_player == game.current_player
        if game.is_over:
            break
        game.apply(moves.choice(game.legal_actions()))
