"""Every move is kept (issue 45, part 7): the bots' news says everything the bots did since the
learner's last move, where a bot built too, and the board's view carries the whole game's log,
each move's delta only its new lines. For every game, a learner against three bots to the end.
(In the browser: tests/browser/test_board_panels.py.)"""

import pytest
from support.board_messages import send
from support.browser_copy import BrowserCopy

import tabletop_widgets as tw

GAMES = [name for name, module in tw.games.items() if hasattr(module, "Board")]


def lines(entries):
    return [{"seat": e["seat"], "text": e["text"]} for e in entries]


def log_delta(board):
    """The log's part of the last view delta (None when the log did not change)."""
    delta = board.view_delta.get("delta") or ["o", {}, []]
    return delta[1].get("log") if delta[0] == "o" else delta


@pytest.mark.parametrize("name", GAMES)
def test_the_news_has_every_bot_move_and_the_view_the_whole_log(name):
    module = tw.games[name]
    game = module.new_game(players=4, seed=5)
    board = module.Board(game, bots={1: "random", 2: "random", 3: "random"})
    browser = BrowserCopy(board)
    learner = tw.RandomBot(seed=3)
    answered = built = 0
    while not game.is_over:
        assert game.current_player == 0
        action = learner.choose(game)
        mine = game.copy()
        mine.apply(action)  # the learner's own lines end here; the bots' follow
        moves = len(game.history) + 1
        before, keyframe = len(board.view["log"]), board.keyframe["rev"]
        send(board, {"kind": "intent", "action": action})
        assert board.error == ""
        theirs = game.log[len(mine.log):]
        assert board.news == lines(theirs), "the news is every line the bots' moves wrote"
        bot_moves = game.history[moves:]
        # every bot move is in it: each wrote a line naming it (the kinds as its actions' types)
        assert len([e for e in theirs if e.get("action") is not None]) >= len(bot_moves)
        answered += bool(bot_moves)
        built += any(e["kind"] in ("build", "place") and e["seat"] in (1, 2, 3) for e in theirs)
        assert browser.view == board.view
        delta = log_delta(board)
        if board.keyframe["rev"] != keyframe or delta is None:
            continue  # sent whole (a large change), or no line written
        # a move's delta carries only the new lines, not the game's log again
        assert delta[0] == "l" and delta[1] == 0 and delta[2] == [], delta[:3]
        assert len(delta[3]) == len(board.view["log"]) - before
    assert answered > 10 and built > 3, (answered, built)
    assert lines(board.view["log"]) == lines(game.log), "the Log holds the whole game"
    assert len(board.view["log"]) >= len(game.history)
    assert browser.view == board.view
