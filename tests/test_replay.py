"""Replays (core/replay.py): a simulated game, a save or a game on its board with a timeline.
The position shown at any step is the one the rules reach by playing the same moves again."""

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core.bots import make_bot
from tabletop_widgets.core.widget import REPLAY_ONLY

SEATS = {"porta_nigra": 2, "carpe_diem": 2, "magna_roma": 2}


def played_by_hand(row):
    """The row's game played again here, seat by seat, as the lab describes it (not by replay's code)."""
    game = tw.games[row["game"]].new_game(players=row["players"], seed=row["seed"], **row["options"])
    bots = [make_bot(name, seed=row["seed"] * 7919 + seat) for seat, name in enumerate(row["bots"])]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


def position_after(game, moves):
    """The rules' position after the first ``moves`` moves: a fresh game given those moves."""
    fresh = tw.games[game.NAME].new_game(**game._setup)
    for action in game.history[:moves]:
        fresh.apply(action)
    return fresh


def send(board, **message):
    board._on_message(board, message, [])


@pytest.mark.parametrize("name", sorted(SEATS))
def test_a_simulated_game_seeks_to_its_middle_and_end_as_the_rules_play_it(name):
    row = tw.simulate(name, 2, players=SEATS[name], bots=["greedy", "random"], seed=11, progress=False,
                      as_frame=False)[1]
    assert {"game", "seed", "players", "bots", "options"} <= set(row)
    reference = played_by_hand(row)
    board = tw.replay(row)
    length = len(reference.history)
    assert board.timeline["length"] == length == row["length"]
    assert board.timeline["at"] == length and board.game.is_over
    assert board.timeline["breakdown"] == reference.score_breakdown()
    assert board.view["winners"] == reference.winners()

    middle = length // 2
    board.seek(middle)
    expected = position_after(reference, middle)
    assert board.game.state == expected.state
    assert board.game.history == reference.history[:middle]
    assert board.view == {k: v for k, v in expected.view(None, reveal_all=True).items() if k != "static"}
    assert board.timeline["at"] == middle
    assert board.timeline["breakdown"] == expected.score_breakdown()
    assert board.timeline["move"] and board.timeline["move"] in " ".join(e["text"] for e in expected.log)
    assert board.choices == [] and not board.can_undo and board.handoff == ""
    assert repr(board).endswith(f", replay at move {middle} of {length}>")

    send(board, kind="seek", to=length)  # the browser's "last move" button
    assert board.game.state == reference.state
    send(board, kind="seek", to=0)
    assert board.game.history == [] and board.timeline["move"] == ""


def test_a_save_and_a_game_in_progress_replay_too():
    game = tw.porta_nigra.new_game(players=3, seed=4)
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    for source in (game, game.to_json()):
        board = tw.replay(source, at=12, teacher=False)
        assert board.game.state == position_after(game, 12).state
        # Not a teacher's replay: only what the whole table sees (no hand of any seat).
        assert all(not seat.get("hand") for seat in board.view["seats"])
    assert game.history and len(game.history) == 30  # the game given is not changed


@pytest.mark.parametrize("name", sorted(SEATS))
def test_a_board_whose_every_seat_is_a_bot_is_the_replay_of_their_game(name):
    """The bots play the game out while the board is made; the class steps through it."""
    game = tw.games[name].new_game(players=2, seed=6)
    board = tw.games[name].Board(game, bots={0: "random", 1: "random"})
    assert game.is_over and board.timeline["at"] == board.timeline["length"] == len(game.history)
    assert board.news == [], "the timeline says each move; no list of the bots' last moves beside it"
    board.seek(3)
    assert board.game.history == game.history[:3] and board.timeline["at"] == 3
    send(board, kind="intent", action=board.game.legal_actions()[0])
    assert board.error == REPLAY_ONLY and board.game.history == game.history[:3]
    # One human seat: a game to play, not a replay.
    played = tw.games[name].Board(tw.games[name].new_game(players=2, seed=6), bots={1: "random"})
    assert played.timeline == {} and played.choices


class FailsOnce:
    """A bot that raises at its first move, then plays the first legal move."""

    def __init__(self):
        self.failed = False

    def choose(self, game):
        if not self.failed:
            self.failed = True
            raise RuntimeError("out of ideas")
        return game.legal_actions()[0]


def test_an_all_bot_board_whose_bot_failed_lets_a_person_move_for_it_then_becomes_the_replay():
    game = tw.magna_roma.new_game(players=2, seed=2)
    board = tw.magna_roma.Board(game, bots={0: FailsOnce(), 1: "random"})
    assert "bot failed" in board.error and board.error.endswith("yourself.")  # no undo to offer: nobody moved
    assert not game.is_over and board.timeline == {} and board.choices
    send(board, kind="intent", action=game.legal_actions()[0])
    assert game.is_over and board.timeline["at"] == len(game.history) and board.error == ""


def test_the_browser_can_only_seek_and_a_bad_step_is_refused_without_change():
    board = tw.replay(tw.simulate("magna_roma", 1, players=1, bots="random", seed=3, progress=False,
                                  as_frame=False)[0], at=4)
    state = board.game.state
    for message in ({"kind": "intent", "action": board.game.legal_actions()[0]}, {"kind": "undo"},
                    {"kind": "show"}, {"kind": "handoff"}, {"kind": "explain", "target": "button:skip"}):
        before = board.revision
        send(board, **message)
        assert board.error == REPLAY_ONLY and board.revision > before and board.game.state == state
    for bad in (-1, 10**9, True, None, "3", 2.5):
        send(board, kind="seek", to=bad)
        assert board.error.startswith("moves must be a whole number from 0 to"), bad
        assert board.game.state == state
    send(board, kind="seek", to=5)
    assert board.error == "" and board.timeline["at"] == 5


def test_what_cannot_be_replayed_is_refused_clearly():
    table = tw.simulate("carpe_diem", 2, players=2, bots="random", seed=0, progress=False)
    with pytest.raises(ValueError, match="one row of the results"):
        tw.replay(table)
    with pytest.raises(ValueError, match="not a saved game"):
        tw.replay("not a save")
    with pytest.raises(ValueError, match="this row has no game, options"):
        tw.replay({"seed": 1, "players": 2, "bots": ["random", "random"]})
    row = table.iloc[0].to_dict()
    with pytest.raises(ValueError, match="did not come out the same"):
        tw.replay({**row, "length": row["length"] + 1})
    with pytest.raises(ValueError, match="cannot be made again by name"):
        tw.replay({**row, "bots": ["MyBot", "random"]})
    with pytest.raises(TypeError, match="give a game, a saved game or a row"):
        tw.replay(42)
    with pytest.raises(ValueError, match="not a replay"):
        tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=1)).seek(0)
    with pytest.raises(ValueError, match="takes no steps and no bots"):
        tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=1), bots={1: "random"}, replay=True)
