"""Guided steps (core/lesson.py) on a board's session: the learner makes the move, a wrong
click gets the hint and changes nothing, "Show me" plays it, undo steps back, a broken lesson
is refused when the board is made; and the board's repr says where the lesson stands."""

import re

import pytest
from support.sessions import intent, said, session_for

import tabletop_widgets as tw

BUY_BLACK = {"type": "buy", "icon": "buy-black", "shop": "black"}
TAKE_TORCH = {"type": "take", "icon": "torch"}
LESSON_RULE = "buy-icon-colour"  # what BUY_BLACK teaches: a coloured buy icon buys from its own shop


def thomas():
    """The rulebook's buying example: Thomas's builder in red, a black buy icon."""
    return tw.porta_nigra.scenario(players=2, names=["Thomas", "Nicole"], to_play=0, card="a6",
                                   market={"black": 1, "red": 2, "white": 1},
                                   seats={0: {"master_builder": "red", "coins": 10}})


STEPS = [tw.Step("Buy the black brick.", BUY_BLACK, hint="Click the black shop.", after="3 sesterces paid."),
         tw.Step("Take a torch.", TAKE_TORCH)]


def lesson_session(**kwargs):
    return session_for(thomas(), steps=STEPS, **kwargs)


def lesson(session):
    """The lesson box the board shows now."""
    return session.frame().lesson


def test_the_board_shows_the_first_step_and_rings_its_piece():
    session = lesson_session()
    assert lesson(session) == {"step": 0, "count": 2, "note": "", "text": "Buy the black brick.",
                               "target": "shop:black", "move": BUY_BLACK}
    assert session.game.history == []


def test_the_boards_repr_says_where_the_lesson_stands():
    board = tw.porta_nigra.Board(thomas(), steps=STEPS)
    assert repr(board).endswith(", lesson step 1 of 2>")
    board.show()
    board.undo()
    board.play({"type": "take", "icon": "torch"})  # Python is the teacher: any legal move
    assert repr(board).endswith(", off the lesson's path>")
    board.undo()
    board.show()
    board.show()
    assert repr(board).endswith(", lesson done>")


def test_a_wrong_move_is_not_played_and_gets_the_hint():
    session = lesson_session()
    legal_but_wrong = {"type": "buy", "icon": "buy-yellow", "shop": "red"}
    assert session.game.why_illegal(legal_but_wrong) is None
    intent(session, legal_but_wrong)
    assert said(session) == "Not this move: click the black shop."
    assert session.game.history == [] and lesson(session)["step"] == 0
    intent(session, {"type": "buy", "icon": "buy-black", "shop": "red"})
    assert said(session).endswith(" Click the black shop.") and len(said(session)) > len(" Click the black shop.")
    assert session.game.history == []


def test_a_click_on_another_piece_gets_the_rule_and_the_hint():
    session = lesson_session()
    session.frame()  # the view a click is explained against
    session.handle({"kind": "explain", "target": "shop:blue"})
    assert said(session) == "The blue shop is empty. Click the black shop."
    session.handle({"kind": "explain", "target": "quarter:black"})
    assert said(session).endswith("lick the black shop.")


def test_the_right_move_advances_and_the_next_hint_defaults_to_the_moves_description():
    session = lesson_session()
    intent(session, BUY_BLACK)
    assert said(session) == ""
    shown = lesson(session)
    assert shown["step"] == 1 and shown["note"] == "3 sesterces paid."
    assert shown["target"] == "icon:torch"
    intent(session, {"type": "end_turn"})
    assert said(session) == "Not this move: this step asks you to take 1 torch token."


def test_show_me_plays_the_step_then_the_lesson_is_done_and_the_board_is_free():
    session = lesson_session()
    session.handle({"kind": "show"})
    session.handle({"kind": "show"})
    assert session.game.history == [BUY_BLACK, TAKE_TORCH]
    assert lesson(session)["done"] and "target" not in lesson(session)
    session.handle({"kind": "show"})
    assert said(session) == "There is no lesson step to show on this board."
    intent(session, {"type": "end_turn"})
    assert said(session) == "" and session.game.history[-1] == {"type": "end_turn"}


def test_undo_steps_back_and_python_may_leave_the_path():
    session = lesson_session()
    session.show()
    session.undo()  # a lesson's undo is free: nothing hidden is at stake in a worked example
    assert lesson(session)["step"] == 0 and session.game.history == []
    session.play({"type": "take", "icon": "torch"})  # Python is the teacher: any legal move
    assert "target" not in lesson(session) and "undo to come back to it" in lesson(session)["text"]
    with pytest.raises(tw.IllegalAction):
        session.show()
    session.undo()
    assert lesson(session)["target"] == "shop:black"


def test_a_broken_lesson_is_refused_when_the_board_is_made():
    game = thomas()
    with pytest.raises(ValueError, match=r"step 2's move .* cannot be made there: .*already used"):
        session_for(game, steps=[tw.Step("a", BUY_BLACK), tw.Step("b", BUY_BLACK)])
    assert game.history == [], "checking the steps must not play them"
    with pytest.raises(ValueError, match="step 1 has no text"):
        session_for(game, steps=[tw.Step(" ", BUY_BLACK)])
    with pytest.raises(TypeError, match="step 1 must be a tw.Step"):
        session_for(game, steps=[BUY_BLACK])
    with pytest.raises(TypeError, match="steps must be a list"):
        session_for(game, steps=tw.Step("a", BUY_BLACK))
    with pytest.raises(ValueError, match="step 1's move .* no field"):
        session_for(game, steps=[tw.Step("a", {"type": "buy", "colour": "red"})])
    with pytest.raises(ValueError, match="steps and bots"):
        session_for(game, steps=[tw.Step("a", BUY_BLACK)], bots={1: "random"})


def test_a_board_without_steps_has_no_lesson():
    session = session_for(thomas())
    assert lesson(session) == {} and session.free_undo is False
    session.handle({"kind": "show"})
    assert said(session) == "There is no lesson step to show on this board."


def test_lesson_end_is_the_lessons_last_position_whatever_was_played_on_the_board():
    steps = [tw.Step("Buy the black brick.", BUY_BLACK), tw.Step("Take a torch.", TAKE_TORCH)]
    game = thomas()
    session = session_for(game, steps=steps)
    expected = [BUY_BLACK, TAKE_TORCH]
    assert tw.lesson_end(game, steps).history == expected  # nothing played
    session.show()
    assert tw.lesson_end(game, steps).history == expected  # half played
    session.show()
    session.undo()
    assert tw.lesson_end(game, steps).history == expected  # played, then undone once
    session.show()
    session.play({"type": "end_turn"})
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
    session = session_for(thomas(), steps=steps)
    assert "cite" not in lesson(session)  # nothing made yet: the step's text says what to do
    session.show()
    assert lesson(session)["note"] == "3 sesterces paid."
    assert lesson(session)["cite"] == tw.porta_nigra.RULES[rule].cite()
    session.show()
    assert lesson(session)["done"] and "cite" not in lesson(session)  # the last step made cites none
    session.undo()
    assert lesson(session)["cite"] == tw.porta_nigra.RULES[rule].cite()


@pytest.mark.parametrize("rule, message", [
    ("no-such-rule", "step 1 names the rule 'no-such-rule', which Porta Nigra does not have; "),
    (LESSON_RULE[:-1], f"(did you mean '{LESSON_RULE}'?)"),
    (["a", "list"], "step 1 names the rule ['a', 'list']")])
def test_a_step_naming_a_rule_the_game_lacks_is_refused_when_the_board_is_made(rule, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        session_for(thomas(), steps=[tw.Step("Buy the black brick.", BUY_BLACK, rule=rule)])
