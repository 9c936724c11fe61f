"""Undo at a game's end (issue 34): the end's view shows what was hidden before it (Carpe
Diem's fountain faces, Magna Roma's draft tiles), so taking the last move back would be a
peek at it (RULINGS: undo never goes back past a reveal). A played board disables undo at the
end and refuses it from Python or an untrusted browser; a board opened for free undo (a lesson,
a sandbox) or the teacher's may take the end back, to try the last move another way.
"""

import pytest
from support.sessions import said, session_for

import tabletop_widgets as tw
from tabletop_widgets.core.simulate import bot_game

GAMES = [("porta_nigra", 2), ("carpe_diem", 2), ("magna_roma", 1)]


def ended(game: str, players: int):
    over, _, _ = bot_game(game, players, ["random"] * players, 3, {})
    assert over.is_over
    return over


@pytest.mark.parametrize("game,players", GAMES)
def test_a_played_board_cannot_take_the_end_back(game, players):
    over = ended(game, players)
    session = session_for(over)
    assert session.frame().can_undo is False
    moves = len(over.history)
    session.handle({"kind": "undo"})  # what a browser sends, trusted or not
    assert len(session.game.history) == moves and session.game.is_over
    assert "game is over" in said(session)
    with pytest.raises(tw.IllegalAction, match="game is over"):
        session.undo()


@pytest.mark.parametrize("options", [{"free_undo": True}, {"teacher": True}])
@pytest.mark.parametrize("game,players", GAMES)
def test_a_sandbox_or_teacher_board_may_take_the_end_back(game, players, options):
    over = ended(game, players)
    session = session_for(over, **options)
    assert session.frame().can_undo is True
    session.undo()
    assert not session.game.is_over and said(session) == ""
