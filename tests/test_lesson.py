"""Guided steps (core/lesson.py) on a real board: the learner makes the move, a wrong click
gets the hint and changes nothing, "Show me" plays it, undo steps back, a broken lesson is
refused when the board is made."""

import re

import pytest

import tabletop_widgets as tw

BUY_BLACK = {"type": "buy", "icon": "buy-black", "shop": "black"}
TAKE_TORCH = {"type": "take", "icon": "torch"}
LESSON_RULE = "buy-icon-colour"  # what BUY_BLACK teaches: a coloured buy icon buys from its own shop


def thomas():
    """The rulebook's buying example: Thomas's builder in red, a black buy icon."""
    return tw.porta_nigra.scenario(players=2, names=["Thomas", "Nicole"], to_play=0, card="a6",
                                   market={"black": 1, "red": 2, "white": 1},
                                   seats={0: {"master_builder": "red", "coins": 10}})


def lesson_board(**kwargs):
    steps = [tw.Step("Buy the black brick.", BUY_BLACK, hint="Click the black shop.", after="3 sesterces paid."),
             tw.Step("Take a torch.", TAKE_TORCH)]
    return tw.porta_nigra.Board(thomas(), steps=steps, **kwargs)


def send(board, **message):
    board._on_message(board, message, [])


def test_the_board_shows_the_first_step_and_rings_its_piece():
    board = lesson_board()
    assert board.lesson == {"step": 0, "count": 2, "note": "", "text": "Buy the black brick.",
                            "target": "shop:black", "move": BUY_BLACK}
    assert repr(board).endswith(", lesson step 1 of 2>")
    assert board.game.history == []


def test_a_wrong_move_is_not_played_and_gets_the_hint():
    board = lesson_board()
    legal_but_wrong = {"type": "buy", "icon": "buy-yellow", "shop": "red"}
    assert board.game.why_illegal(legal_but_wrong) is None
    send(board, kind="intent", action=legal_but_wrong)
    assert board.error == "Not this move: click the black shop."
    assert board.game.history == [] and board.lesson["step"] == 0
    send(board, kind="intent", action={"type": "buy", "icon": "buy-black", "shop": "red"})
    assert board.error.endswith(" Click the black shop.") and len(board.error) > len(" Click the black shop.")
    assert board.game.history == []


def test_a_click_on_another_piece_gets_the_rule_and_the_hint():
    board = lesson_board()
    send(board, kind="explain", target="shop:blue")
    assert board.error == "The blue shop is empty. Click the black shop."
    send(board, kind="explain", target="quarter:black")
    assert board.error.endswith("lick the black shop.")


def test_the_right_move_advances_and_the_next_hint_defaults_to_the_moves_description():
    board = lesson_board()
    send(board, kind="intent", action=BUY_BLACK)
    assert board.error == ""
    assert board.lesson["step"] == 1 and board.lesson["note"] == "3 sesterces paid."
    assert board.lesson["target"] == "icon:torch"
    send(board, kind="intent", action={"type": "end_turn"})
    assert board.error == "Not this move: this step asks you to take 1 torch token."


def test_show_me_plays_the_step_then_the_lesson_is_done_and_the_board_is_free():
    board = lesson_board()
    send(board, kind="show")
    send(board, kind="show")
    assert board.game.history == [BUY_BLACK, TAKE_TORCH]
    assert board.lesson["done"] and "target" not in board.lesson
    assert repr(board).endswith(", lesson done>")
    send(board, kind="show")
    assert board.error == "There is no lesson step to show on this board."
    send(board, kind="intent", action={"type": "end_turn"})
    assert board.error == "" and board.game.history[-1] == {"type": "end_turn"}


def test_undo_steps_back_and_python_may_leave_the_path():
    board = lesson_board()
    board.show()
    board.undo()  # a lesson's undo is free: nothing hidden is at stake in a worked example
    assert board.lesson["step"] == 0 and board.game.history == []
    board.play({"type": "take", "icon": "torch"})  # Python is the teacher: any legal move
    assert "target" not in board.lesson and "undo to come back to it" in board.lesson["text"]
    assert repr(board).endswith(", off the lesson's path>")
    with pytest.raises(tw.IllegalAction):
        board.show()
    board.undo()
    assert board.lesson["target"] == "shop:black"


def test_a_broken_lesson_is_refused_when_the_board_is_made():
    game = thomas()
    with pytest.raises(ValueError, match=r"step 2's move .* cannot be made there: .*already used"):
        tw.porta_nigra.Board(game, steps=[tw.Step("a", BUY_BLACK), tw.Step("b", BUY_BLACK)])
    assert game.history == [], "checking the steps must not play them"
    with pytest.raises(ValueError, match="step 1 has no text"):
        tw.porta_nigra.Board(game, steps=[tw.Step(" ", BUY_BLACK)])
    with pytest.raises(TypeError, match="step 1 must be a tw.Step"):
        tw.porta_nigra.Board(game, steps=[BUY_BLACK])
    with pytest.raises(TypeError, match="steps must be a list"):
        tw.porta_nigra.Board(game, steps=tw.Step("a", BUY_BLACK))
    with pytest.raises(ValueError, match="step 1's move .* no field"):
        tw.porta_nigra.Board(game, steps=[tw.Step("a", {"type": "buy", "colour": "red"})])
    with pytest.raises(ValueError, match="steps and bots"):
        tw.porta_nigra.Board(game, steps=[tw.Step("a", BUY_BLACK)], bots={1: "random"})


def test_a_board_without_steps_has_no_lesson():
    board = tw.porta_nigra.Board(thomas())
    assert board.lesson == {} and board.free_undo is False
    send(board, kind="show")
    assert board.error == "There is no lesson step to show on this board."


def test_lesson_end_is_the_lessons_last_position_whatever_was_played_on_the_board():
    steps = [tw.Step("Buy the black brick.", BUY_BLACK), tw.Step("Take a torch.", TAKE_TORCH)]
    game = thomas()
    board = tw.porta_nigra.Board(game, steps=steps)
    expected = [BUY_BLACK, TAKE_TORCH]
    assert tw.lesson_end(game, steps).history == expected  # nothing played
    board.show()
    assert tw.lesson_end(game, steps).history == expected  # half played
    board.show()
    board.undo()
    assert tw.lesson_end(game, steps).history == expected  # played, then undone once
    board.show()
    board.play({"type": "end_turn"})
    end = tw.lesson_end(game, steps)
    assert end.history == expected and end.current_player == 0, "played on past the lesson"
    assert game.history == [*expected, {"type": "end_turn"}], "the learner's game is left as it is"
    assert end is not game and end.view() != game.view()
    assert [e["text"] for e in end.log][-2:] == [e["text"] for e in tw.lesson_end(thomas(), steps).log][-2:]


def test_lesson_end_refuses_what_is_not_a_game_and_a_broken_lesson():
    with pytest.raises(TypeError, match="game must be a game"):
        tw.lesson_end("thomas", [tw.Step("a", BUY_BLACK)])
    with pytest.raises(ValueError, match="step 2's move .* cannot be made there"):
        tw.lesson_end(thomas(), [tw.Step("a", BUY_BLACK), tw.Step("b", BUY_BLACK)])


def test_a_step_may_cite_the_rule_it_teaches_once_it_is_made():
    rule = LESSON_RULE
    steps = [tw.Step("Buy the black brick.", BUY_BLACK, after="3 sesterces paid.", rule=rule),
             tw.Step("Take a torch.", TAKE_TORCH)]
    board = tw.porta_nigra.Board(thomas(), steps=steps)
    assert "cite" not in board.lesson  # nothing made yet: the step's text says what to do
    board.show()
    assert board.lesson["note"] == "3 sesterces paid."
    assert board.lesson["cite"] == tw.porta_nigra.RULES[rule].cite()
    board.show()
    assert board.lesson["done"] and "cite" not in board.lesson  # the last step made cites none
    board.undo()
    assert board.lesson["cite"] == tw.porta_nigra.RULES[rule].cite()


@pytest.mark.parametrize("rule, message", [
    ("no-such-rule", "step 1 names the rule 'no-such-rule', which Porta Nigra does not have; "),
    (LESSON_RULE[:-1], f"(did you mean '{LESSON_RULE}'?)"),
    (["a", "list"], "step 1 names the rule ['a', 'list']")])
def test_a_step_naming_a_rule_the_game_lacks_is_refused_when_the_board_is_made(rule, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        tw.porta_nigra.Board(thomas(), steps=[tw.Step("Buy the black brick.", BUY_BLACK, rule=rule)])
