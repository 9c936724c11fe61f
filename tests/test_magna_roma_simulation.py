"""OpenSpiel-style random simulation of Magna Roma, with invariants after every action.

Two tiers, so the suite fits 2 cores:
- broad (TW_SIM_GAMES, default 160 games over 1-4 players, solo included, the deep tier's
  8 among them: they check all of this too): after every action the component and draft
  invariants, the acting seat's stock, track, city and monument invariants (no other
  seat's can change; every seat is checked at the end), the action taken applies, and one
  seat's view (rotating) is JSON and hides what it must; every game ends with every city
  exactly 5 x 5. Undo and the save round trip are checked at one random point of each game
  and at its end (loading a save replays the whole game, so checking it after every action
  is the deep tier's job).
- deep (8 games, two per player count): after every action every legal action applies
  (on a copy) and leaves a position passing every invariant for every seat, every seat's
  view hides what it must, undo() restores the exact previous save and the save loads
  exactly (random_play.Loader follows from_json's replay move by move).
Set TW_SIM_GAMES=10000 for a longer run.

Why 160: measured with coverage.py (branches of magna_roma/ and core/game.py), random games
reach every branch they ever reach within the first 80 games; 600 games reached no more.
"""

import os
import random

import pytest
from support import random_play
from support.contract_checks import assert_round_trip
from support.magna_roma_invariants import check_position, check_view_hides

from tabletop_widgets import magna_roma

BROAD_GAMES = int(os.environ.get("TW_SIM_GAMES", "160"))
DEEP_GAMES = 2  # per player count
MAX_ACTIONS = 3000  # a game that does not end by then is a bug


def _city_stays_possible(game, legal) -> None:
    if game.state["phase"] == "place":
        assert any(a["type"] == "place" for a in legal), "a 5 x 5 city must stay possible"


def play(seed: int, players: int, deep: bool) -> int:
    rnd = random.Random(seed)
    levels = {"level": ("I", "II", "III")[seed % 3]} if players == 1 else {}  # a solo game's only
    game = magna_roma.new_game(players=players, seed=seed, **levels)
    steps = random_play.play(
        # only the acting seat's city can change: the broad tier checks that seat's
        game, rnd, deep=deep, check_position=lambda g, acting: check_position(g, None if acting is None else [acting]),
        check_view=lambda g, seat, full: check_view_hides(g, seat), viewers=list(range(players)),
        probes={rnd.randrange(1, 70 * players)}, max_actions=MAX_ACTIONS, before_move=_city_stays_possible)
    check_position(game)
    assert_round_trip(game)
    assert all(seat["placed"] == 24 for seat in game.state["seats"])
    assert game.winners()
    return steps


def _games_for(players: int) -> range:
    share = BROAD_GAMES // 4 + (1 if players <= BROAD_GAMES % 4 else 0)
    return range(share - DEEP_GAMES)  # the deep tier plays the rest of the share


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_broad_random_games_finish_5x5_with_invariants(players):
    for seed in _games_for(players):
        play(seed * 4 + players, players, deep=False)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_deep_random_games_check_everything_after_every_action(players):
    for seed in range(DEEP_GAMES):
        play(100_000 + seed * 4 + players, players, deep=True)
