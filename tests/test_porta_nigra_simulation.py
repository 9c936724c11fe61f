"""OpenSpiel-style random simulation of Porta Nigra, with invariants after every action.

Two tiers, so the suite fits 2 cores:
- broad (TW_SIM_GAMES, default 180 games over 2-4 players, the deep tier's 24 among them:
  they check all of this too): after every action the component and stock invariants,
  the action taken plus one other random legal action apply, and one seat's view
  (rotating) hides what it must; undo and the save round trip are checked at three random
  points of each game and at its end.
- deep (24 games): after every action all of the above for every legal action and every
  seat, and undo() restores the exact previous save and the save loads exactly
  (random_play.Loader follows from_json's replay move by move).
Set TW_SIM_GAMES=20000 for a longer run.

Why 180: measured with coverage.py (branches of porta_nigra/ and core/game.py), random games
reach every branch they ever reach within the first 60 games; 600 games reached no more.
"""

import os
import random

import pytest
from support import random_play
from support.contract_checks import assert_round_trip
from support.porta_nigra_invariants import check_position, check_view_hides

import tabletop_widgets as tw

BROAD_GAMES = int(os.environ.get("TW_SIM_GAMES", "180"))
DEEP_GAMES = 8  # per player count
MAX_ACTIONS = 3000  # a game that does not end by then is a bug


def play(seed: int, players: int, deep: bool) -> int:
    rnd = random.Random(seed)
    game = tw.porta_nigra.new_game(players=players, seed=seed)
    steps = random_play.play(
        game, rnd, deep=deep, check_position=lambda g, acting: check_position(g),
        check_view=lambda g, seat, full: check_view_hides(g, seat), viewers=list(range(players)),
        probes=set(rnd.sample(range(1, 150), 3)), others=1, max_actions=MAX_ACTIONS)
    assert_round_trip(game)
    assert game.winners() and sum(game.scores()) == sum(map(sum, game.score_breakdown().values()))
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_broad_random_games_finish_with_invariants(players):
    games = BROAD_GAMES // 3 + (1 if players <= BROAD_GAMES % 3 + 1 and players - 1 <= BROAD_GAMES % 3 else 0)
    for seed in range(games - DEEP_GAMES):  # the deep tier plays the rest of the share
        play(seed * 3 + players, players, deep=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deep_random_games_check_everything_after_every_action(players):
    for seed in range(DEEP_GAMES):
        play(100_000 + seed * 3 + players, players, deep=True)
