""""Review my game" at a game's end (core/review_view.py, Session.review, the ``review`` trait):
what may ask for it and what is refused, what the trait says (tw.review's decisions, in words,
placed on the timeline), the finished board turned into its replay drawn for the reviewed
seat at each decision, "Try again from here", and a hot-seat game's review keeping to the
seat at the screen. The browser's side: tests/browser/test_review_panel_on_boards.py."""

from __future__ import annotations

import pytest
from support.board_messages import send
from support.sessions import session_for

import tabletop_widgets as tw
from tabletop_widgets.core import review_view
from tabletop_widgets.core.autosave import SAVES_ENV, wait_for_writes
from tabletop_widgets.core.bots import make_bot
from tabletop_widgets.core.hints import pieces_of
from tabletop_widgets.core.replay import Track
from tabletop_widgets.core.review_view import A_REPLAY, IN_A_LESSON, NO_HUMAN, NOT_AT_DECISION, NOT_OVER, NOT_REVIEWING
from tabletop_widgets.core.session import Reply

GAMES = {"porta_nigra": 2, "carpe_diem": 2, "magna_roma": 2}


def played_out(name: str, players: int = 2, seed: int = 5):
    """A whole game: seat 0 by a random bot (a learner's slips), the others by the steady bot."""
    game = tw.games[name].new_game(players=players, seed=seed)
    bots = {seat: make_bot("random" if seat == 0 else "greedy", seed=seat) for seat in range(players)}
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.fixture(scope="module")
def porta_nigra():
    return played_out("porta_nigra")


def board_of(game, **options):
    return tw.games[game.NAME].Board(game.copy(), bots={1: "greedy"}, autosave=False, **options)


def test_the_review_is_refused_with_a_reason_where_it_has_no_game_to_review(porta_nigra):
    unfinished = porta_nigra.at(40)
    refusals = [
        (session_for(unfinished.copy(), bots={1: "greedy"}), NOT_OVER),
        (session_for(porta_nigra.at(0), bots={0: "random", 1: "greedy"}), NO_HUMAN),  # every seat a bot
        (session_for(porta_nigra.copy(), replay=True), A_REPLAY),  # tw.replay's board
        (session_for(porta_nigra.copy(), steps=[]), IN_A_LESSON),
    ]
    for session, reason in refusals:
        history = session.game.history
        assert session.frame().review == {}, "a board that may not review offers no button"
        answer = session.handle({"kind": "review"})
        assert answer.kind is Reply.REFUSED and answer.refusal.text == reason
        assert session.game.history == history and session.frame().review == {}
    finished = session_for(porta_nigra.copy(), bots={1: "greedy"})
    assert finished.frame().review == {"offer": True}
    answer = finished.handle({"kind": "review-try"})
    assert answer.kind is Reply.REFUSED and answer.refusal.text == NOT_REVIEWING
    for junk in ({"kind": "review", "seat": 1}, {"kind": "review", "moves": -3}):  # the browser names no seat
        board = board_of(porta_nigra)
        send(board, junk)
        assert board.review["seat"] == 0


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_trait_lists_the_seat_s_review_and_the_board_shows_the_first_decision(name):
    played = played_out(name)
    expected = tw.review(played, 0)
    assert len(expected) == 3
    board = board_of(played)
    assert board.review == {"offer": True} and board.timeline == {}
    send(board, {"kind": "review"})
    review, track = board.review, Track(played)
    assert board.error == "" and "working" not in review
    assert (review["seat"], review["name"], review["at"], review["nothing"]) == (0, played.name(0), 0, "")
    presenter = pieces_of(played)
    for entry, decision in zip(review["decisions"], expected, strict=True):
        before = played.at(decision.moves)
        assert entry["moves"] == decision.moves and entry["move"] == decision.moves + 1
        assert entry["words"] == decision.words
        assert entry["played"] == before.describe(decision.played).rstrip(".")[:1].lower() + \
            before.describe(decision.played).rstrip(".")[1:]
        assert entry["note"].startswith(f"You chose to {entry['played']}. Better: {entry['better']}.")
        assert entry["target"] == presenter.target(decision.better, before.view(0))
        turn = sum(1 for start in track.turns if start <= decision.moves)
        assert entry["place"].startswith(f"Before move {decision.moves + 1} · turn {turn} of {len(track.turns)} · ")
    # The board is the game's replay, at the first decision, drawn for the seat reviewed.
    first = expected[0].moves
    assert board.timeline["at"] == first and board.timeline["length"] == len(played.history)
    assert board.view == {k: v for k, v in played.at(first).view(0).items() if k != "static"}
    assert board.choices == [] and board.status == f"{played.name(0)} to play: {played.at(first).prompt()}"


def test_stepping_says_which_decision_the_replay_stands_before(porta_nigra):
    board = board_of(porta_nigra)
    decisions = board.review_game()
    for index, decision in reversed(list(enumerate(decisions))):
        send(board, {"kind": "seek", "to": decision.moves})
        assert board.review["at"] == index and board.timeline["at"] == decision.moves
    send(board, {"kind": "step", "by": 1, "unit": "move"})
    assert board.review["at"] is None and len(board.review["decisions"]) == 3, "the review stays while stepping"
    history = board.game.history
    send(board, {"kind": "review-try"})
    assert board.error == NOT_AT_DECISION and board.game.history == history
    send(board, {"kind": "review"})  # asked again: back to the first decision, the same review
    assert board.review["at"] == 0 and board.timeline["at"] == decisions[0].moves


def test_try_again_plays_on_from_the_decision_and_the_better_move_is_legal(porta_nigra):
    board = board_of(porta_nigra)
    decisions = board.review_game()
    send(board, {"kind": "seek", "to": decisions[1].moves})
    send(board, {"kind": "review-try"})
    assert board.error == "" and board.timeline == {} and board.track == {}
    assert board.game.history == porta_nigra.history[:decisions[1].moves]
    assert board.game.current_player == 0 and board.choices, "the learner plays at once"
    entry = pieces_of(porta_nigra).target(decisions[1].better, board.game.view(0))
    better = board.game.describe(decisions[1].better).rstrip(".")
    assert board.review == {"retry": {"moves": decisions[1].moves, "target": entry,
                                      "note": f"Try again: the better move here is to {better[:1].lower()}{better[1:]}"
                                              " (ringed in blue)."}}, "what to try, until the next move"
    board.play(decisions[1].better)  # the move the review said was better
    assert board.game.history[decisions[1].moves] == decisions[1].better
    assert board.review == {}, "no review, nor offer, on a game not over"
    assert not board.session.replayed and board.status.startswith(porta_nigra.name(0))


def test_a_review_s_replay_is_not_kept_as_the_autosave(porta_nigra, tmp_path, monkeypatch):
    monkeypatch.setenv(SAVES_ENV, str(tmp_path / "saves"))
    game = porta_nigra.at(len(porta_nigra.history) - 1)  # one move from the end: the learner's to make?
    board = tw.porta_nigra.Board(game, bots={1: "greedy"})
    while not board.game.is_over:
        board.play(make_bot("random", seed=0).choose(board.game))
    board.review_game()
    wait_for_writes()
    text, _ = board.autosave.read()
    assert len(tw.porta_nigra.from_json(text).history) == len(board.session.replayed.history)


def test_a_seat_that_played_as_well_as_the_bot_is_told_there_is_nothing(porta_nigra, monkeypatch):
    monkeypatch.setattr(review_view, "review", lambda game, seat, seed=0: [])
    board = board_of(porta_nigra)
    assert board.review_game() == []
    assert board.review["nothing"] == review_view.NOTHING and board.review["decisions"] == []
    assert board.timeline == {} and board.game.is_over, "nothing to step to: the finished board stays"


def test_a_hot_seat_review_is_the_seat_at_the_screen_s_and_shows_no_other_hand():
    game = tw.porta_nigra.new_game(players=2, seed=9)
    board = tw.porta_nigra.Board(game, autosave=False)  # two humans: hot seat
    random = make_bot("random", seed=3)
    while not board.game.is_over:
        send(board, {"kind": "handoff"})
        send(board, {"kind": "intent", "action": random.choose(board.game)})
    seat = board.session._review_seat()
    assert seat == board.game.movers[-1] and board.review == {"offer": True}
    send(board, {"kind": "review"})
    review = board.review
    assert review["seat"] == seat and review["decisions"]
    played = board.session.replayed
    for entry in review["decisions"]:
        assert played.movers[entry["moves"]] == seat, "a decision of another seat"
        send(board, {"kind": "seek", "to": entry["moves"]})
        other = 1 - seat
        shown = played.at(entry["moves"])
        assert board.view == {k: v for k, v in shown.view(seat).items() if k != "static"}
        assert board.view != {k: v for k, v in shown.view(other).items() if k != "static"}
        assert board.handoff == "" and board.choices == []
    # From Python (the teacher's), another seat's review: drawn for that seat.
    assert board.review_game(seat=1 - seat)
    assert board.review["seat"] == 1 - seat


def test_reviewing_shows_while_it_runs_and_a_failure_leaves_the_offer(porta_nigra, monkeypatch):
    board = board_of(porta_nigra)
    seen = []

    def failing(game, seat, seed=0):
        seen.append(dict(board.review))  # what the browser was sent while the review runs
        raise RuntimeError("a fault of the review")

    monkeypatch.setattr(review_view, "review", failing)
    send(board, {"kind": "review"})
    assert seen == [{"offer": True, "working": True}], "the button says Reviewing… while it runs"
    assert board.review == {"offer": True} and "could not handle" in board.error
