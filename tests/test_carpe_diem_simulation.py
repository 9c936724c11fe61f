"""OpenSpiel-style random simulation of Carpe Diem, with invariants after every action.

Two tiers, so the suite fits 2 cores (about 2 minutes with the other Carpe Diem tests):
- broad (TW_SIM_GAMES, default 90 games, a third each with 2, 3 and 4 players, every
  fourth with the second edition's circle movement, the deep tier's 12 among them: they
  check all of this too): after every action the chosen action applies and the position
  holds (all 123 tiles in exactly one place, the 24 fountain cards, the scoring discs, no
  negative stock, every placed tile matching its neighbours and the frame, chimneys, the
  shovel); one view, rotating over the public view and each
  seat, hides what it must in the places a hidden thing could show (other seats' storage
  and fountain cards, the cards being looked at, the piles, every log line). At one random
  point of each game: undo restores the exact save, from_json(to_json()) is exact, and the
  whole JSON of the view carries no hidden id.
- deep (12 games): after every action every legal action applies (on a copy) and leaves
  a valid position; undo() restores the exact previous save; from_json(to_json()) is
  exact (random_play.Loader follows from_json's replay move by move); and the whole JSON of
  every view (public and each seat) carries no hidden id.
Set TW_SIM_GAMES=20000 for a longer run.

Why 90: measured with coverage.py (branches of carpe_diem/ and core/game.py), 30 random
games reach every branch 150 games reach; 300 games reached 4 branches more (2 lines), so a
rare path may need a longer run (TW_SIM_GAMES) or a test of its own.
"""

import os
import random

import pytest
from support import random_play
from support.carpe_diem_invariants import check_position, check_view_hides
from support.contract_checks import assert_round_trip

import tabletop_widgets.carpe_diem as cd

BROAD_GAMES = int(os.environ.get("TW_SIM_GAMES", "90"))
DEEP_GAMES = 4  # per player count
MAX_ACTIONS = 2000  # a game that does not end by then is a bug


def play(seed: int, players: int, deep: bool) -> int:
    rnd = random.Random(seed)
    game = cd.new_game(players=players, seed=seed, movement="circle" if seed % 4 == 0 else "star")
    steps = random_play.play(
        game, rnd, deep=deep, check_position=lambda g, acting: check_position(g),
        check_view=check_view_hides, viewers=[None, *range(players)],
        probes={rnd.randrange(1, 80 * players)}, max_actions=MAX_ACTIONS)
    if deep:
        assert_round_trip(game)
    assert len(game.winners()) == 1 and game.state["game_phase"] == game.t.rules["phases"]
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_broad_random_games_finish_with_invariants(players):
    for seed in range(players - 2 + 3 * DEEP_GAMES, BROAD_GAMES, 3):  # the deep tier plays the rest
        play(seed, players, deep=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deep_random_games_check_everything_after_every_action(players):
    for seed in range(DEEP_GAMES):
        play(100_000 + seed * 3 + players, players, deep=True)
