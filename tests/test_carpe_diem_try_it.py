"""The Carpe Diem tutorials' try-it games face the steady bot, and end with positive scores
(issue 35): a learner's first game should show the scoring the tutorials built up, not a
-4 VP penalty for nearly every card.

The game (seed, seats, bot) is read from each notebook's "Try it yourself" cell, so the test
follows what a learner runs. The learner is played by a stand-in: the steady bot (a player who
plans for the cards: both seats must end above zero) and the beginner bot (a player who clicks
at random: the steady bot must still end above zero).
"""

from __future__ import annotations

import re

import nbformat
import pytest
from support.notebooks import NOTEBOOKS

import tabletop_widgets as tw
from tabletop_widgets.core.bots import make_bot

TRY_IT = re.compile(r"new_game\(players=2, seed=(\d+), first_player=0\)[\s\S]*?bots=\{1: \"(\w+)\"\}")


def try_it_game(notebook: str) -> tuple[int, str]:
    """(seed, bot level) of the notebook's try-it cell: the code cell after 'Try it yourself'."""
    cells = nbformat.read(NOTEBOOKS / "carpe_diem" / notebook, as_version=4).cells
    heading = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and "Try it yourself" in c.source)
    code = next(c for c in cells[heading:] if c.cell_type == "code")
    found = TRY_IT.search(code.source)
    assert found, f"{notebook}: the try-it cell makes no 2-player game with a bot on seat 1:\n{code.source}"
    return int(found.group(1)), found.group(2)


def play_out(seed: int, learner: str, bot: str) -> list[int]:
    game = tw.carpe_diem.new_game(players=2, seed=seed, first_player=0)
    # seat 1's bot made as the board makes it (seed = seat); the learner's stand-in on seat 0
    bots = {0: make_bot(learner, seed=100), 1: make_bot(bot, seed=1)}
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game.scores()


@pytest.mark.parametrize("notebook", ["carpe_diem_2_turns.ipynb", "carpe_diem_3_scoring.ipynb"])
def test_the_try_it_game_faces_the_steady_bot_and_ends_positive(notebook):
    seed, bot = try_it_game(notebook)
    assert bot == "steady", f"{notebook}: the try-it game's bot is {bot!r}, not the steady bot"
    both_planning = play_out(seed, "steady", bot)
    assert min(both_planning) > 0, f"{notebook} (seed {seed}): steady against steady ends {both_planning}"
    against_random = play_out(seed, "beginner", bot)
    assert against_random[1] > 0, f"{notebook} (seed {seed}): the steady bot ends {against_random[1]} VP"
