"""Seats, the hot-seat curtain, bots and what they did, undo and a click explained: what a
board decides, on its session without a widget (core/session.py; the widget that carries it
is tests/test_board_widget.py's)."""

import pytest
from support.sessions import explain, finish_turn, intent, said, session_for

import tabletop_widgets as tw
from tabletop_widgets.porta_nigra import new_game

BOARDS = [name for name, module in tw.games.items() if hasattr(module, "Board")]



def test_a_legal_click_plays_and_clears_the_error():
    game = new_game(players=2, seed=7)
    session = session_for(game)
    intent(session, {"type": "end_turn"})
    assert "place your master builder" in said(session)
    intent(session, {"type": "place_master_builder", "quarter": "black"})
    assert said(session) == ""
    assert game.state["seats"][game.current_player]["master_builder"] == "black"
    assert session.frame().view["seats"][game.current_player]["master_builder"] == "black"


def test_every_choice_is_legal_and_names_its_piece_and_label():
    game = new_game(players=3, seed=2)
    choices = session_for(game).frame().choices
    assert choices
    for choice in choices:
        assert game.why_illegal(choice["action"]) is None
        assert ":" in choice["target"] and choice["label"]


def test_hot_seat_hides_the_hand_until_the_next_player_confirms():
    game = new_game(players=2, seed=7)
    session = session_for(game)
    first = game.current_player
    view = session.frame().view
    assert view["seats"][first]["hand"] is not None
    assert view["seats"][1 - first]["hand"] is None
    finish_turn(session)
    second = game.current_player
    frame = session.frame()
    assert frame.handoff == game.name(second)
    assert all(seat["hand"] is None for seat in frame.view["seats"])  # curtain: nobody's hand
    assert frame.view["screen_seat"] == first  # the table still drawn for who was at the screen
    assert frame.choices == []
    intent(session, {"type": "place_master_builder", "quarter": "red"})
    assert "must confirm" in said(session)
    session.handle({"kind": "handoff"})
    frame = session.frame()
    assert frame.handoff == ""
    assert frame.view["seats"][second]["hand"] is not None
    assert frame.view["seats"][first]["hand"] is None
    assert "screen_seat" not in frame.view


def test_a_bot_seat_plays_its_turns_by_itself():
    game = new_game(players=2, seed=4, first_player=0)
    session = session_for(game, bots={1: "random"})
    finish_turn(session)
    assert game.current_player == 0 or game.is_over
    assert any(e["seat"] == 1 for e in game.log)
    assert session.frame().handoff == ""  # one human: no curtain


def test_undo_goes_back_past_the_bots_to_the_humans_last_decision():
    game = new_game(players=2, seed=4, first_player=0)
    session = session_for(game, bots={1: "random"}, free_undo=True)  # ending a turn draws a card
    session.play({"type": "place_master_builder", "quarter": "red"})
    before = game.to_json()
    session.play({"type": "play_card", "card": game.state["seats"][0]["hand"][0]})
    session.play({"type": "end_turn"})
    session.handle({"kind": "undo"})
    session.handle({"kind": "undo"})
    assert game.to_json() == before


def test_undo_message_with_nothing_to_undo_explains():
    session = session_for(new_game(seed=1))
    session.handle({"kind": "undo"})
    assert "nothing to undo" in said(session)


@pytest.mark.parametrize("name", BOARDS)
def test_the_teacher_view_is_seen_from_the_player_to_move(name):
    """With every hand shown there is no hand-off: the board draws the table from the player
    to move, so the estate or city a move is clicked on is that player's (a lesson's steps
    alternate seats). Without it, a hand is shown only to its player again."""
    module = tw.games[name]
    game = module.new_game(players=3, seed=2)
    session = session_for(game, teacher=True)
    seen = set()
    for _ in range(40):
        frame = session.frame()
        assert frame.view["seat"] == game.current_player and not frame.handoff
        assert frame.choices, "the player to move can move"
        seen.add(game.current_player)
        intent(session, frame.choices[0]["action"])
    assert seen == {0, 1, 2}
    session.teacher = False  # hot seat again: a hand is shown only to its player, after the curtain
    frame = session.frame()
    assert (frame.handoff == game.name(game.current_player) and frame.view["seat"] is None and not frame.choices) \
        or (not frame.handoff and frame.view["seat"] == game.current_player)
    if frame.handoff:
        session.handle({"kind": "handoff"})
    frame = session.frame()
    assert frame.view["seat"] == game.current_player and frame.choices


class BrokenBot:
    def choose(self, game):
        raise RuntimeError("no move")


@pytest.mark.parametrize("teacher", [False, True])
@pytest.mark.parametrize("name", BOARDS)
def test_a_human_makes_a_failed_bots_move_on_the_bots_own_estate_or_city(name, teacher):
    """The board is drawn for the failed bot's seat, hand included (its choices name it
    anyway), so that its move is clicked where it goes; then for the human again."""
    module = tw.games[name]
    game = module.new_game(players=2, seed=3)
    session = session_for(game, bots={1: BrokenBot()}, teacher=teacher)
    while game.current_player == 0:
        intent(session, session.frame().choices[0]["action"])
    seat_view = {key: value for key, value in game.view(1, reveal_all=teacher).items() if key != "static"}
    frame = session.frame()
    assert "bot failed" in frame.error and frame.view == seat_view and frame.choices
    while game.current_player == 1:
        intent(session, session.frame().choices[0]["action"])
    frame = session.frame()
    assert frame.view["seat"] == 0 and frame.choices and not frame.error


def news_of(entries):
    return [{"seat": e["seat"], "text": e["text"]} for e in entries]  # all of them


def test_under_the_status_line_the_board_shows_what_the_bots_did_since_the_human_moved():
    game = new_game(players=3, seed=4, first_player=1)
    session = session_for(game, bots={1: "random", 2: "greedy"}, free_undo=True)
    set_up = len(new_game(players=3, seed=4, first_player=1).log)
    assert game.current_player == 0 and session.frame().news == news_of(game.log[set_up:]) != []  # they moved first
    passed = 0
    while passed < 3:
        action = session.frame().choices[-1]["action"]  # the last choice ends the turn sooner or later
        mine = game.copy()
        mine.apply(action)
        intent(session, action)
        news = session.frame().news
        assert news == news_of(game.log[len(mine.log):])  # the bots' lines, not the human's own
        if news:
            passed += 1
            assert all(entry["seat"] in (1, 2, None) for entry in news)
    session.undo()
    assert session.frame().news == [], "an undo takes the bots' moves back, and their news"
    intent(session, session.frame().choices[0]["action"])
    session.game.undo()
    assert session.frame().news == [], "once the game moved on without the board, the news is old"


def test_a_hot_seat_board_shows_no_news():
    game = new_game(players=2, seed=4)
    session = session_for(game)
    handoffs = 0
    for _ in range(12):
        choices = session.frame().choices
        if choices:
            intent(session, choices[-1]["action"])
        else:
            session.handle({"kind": "handoff"})
            handoffs += 1
        assert session.frame().news == []
    assert handoffs >= 2


def test_bots_argument_is_checked():
    with pytest.raises(ValueError, match="seat 5 does not exist"):
        session_for(new_game(seed=1), bots={5: "random"})
    with pytest.raises(ValueError, match="Unknown bot"):
        session_for(new_game(seed=1), bots={1: "genius"})
    for not_a_dict in ([1], "random", 1):
        with pytest.raises(TypeError, match=r'bots: a dict of seat to bot, e.g. \{1: "random"\}'):
            session_for(new_game(seed=1), bots=not_a_dict)


def test_bot_seats_are_labelled_with_their_level_for_learners():
    class Custom:
        def choose(self, game):
            return game.legal_actions()[0]

    game = tw.porta_nigra.new_game(players=4, seed=3)
    labels = session_for(game, bots={1: "random", 2: "steady", 3: Custom()}).frame().seat_labels
    assert labels[1:] == [game.name(1) + " (beginner bot)", game.name(2) + " (steady bot)", game.name(3) + " (bot)"]
    assert labels[0] == game.name(0) or "bot" not in labels[0]
    strong = session_for(tw.carpe_diem.new_game(players=2, seed=3, first_player=0), bots={1: "strong"})
    assert strong.frame().seat_labels[1].endswith(" (strong bot)")


# ---------------------------------------------------------------- a click on a piece without choices

def test_clicking_a_piece_without_choices_explains_the_rule_and_changes_nothing():
    game = tw.porta_nigra.scenario(2, to_play=0, card="a6", market={"black": 1},
                                   seats={0: {"master_builder": "red", "coins": 2}})
    session = session_for(game)
    session.frame()  # the view a click is explained against
    before = game.to_json()
    answer = explain(session, "shop:black")
    assert "clockwise only" in answer and "2 borders" in answer
    assert "needs 2 yellow" in explain(session, "spot:basilica.A1")
    assert "already on the board" in explain(session, "quarter:red")
    for junk in [None, 5, "x" * 100_000, "no-colon", "spot:nowhere"]:
        assert explain(session, junk)
    assert game.to_json() == before


def test_explain_behind_the_hot_seat_curtain_asks_for_the_hand_off():
    game = new_game(players=2, seed=4)
    session = session_for(game)
    finish_turn(session)
    asked = game.name(game.current_player)
    assert explain(session, "quarter:red") == f"{asked} must confirm they are at the screen first."


def test_undo_behind_the_curtain_shows_no_hand_until_the_player_confirms():
    game = new_game(players=2, seed=7)
    session = session_for(game, free_undo=True)  # a lesson's board: ending the turn drew a card
    first = game.current_player
    finish_turn(session)
    assert session.frame().handoff  # the next player is asked to take the screen...
    session.handle({"kind": "undo"})  # ...but someone presses Undo instead
    assert game.current_player == first
    frame = session.frame()
    assert frame.handoff == game.name(first)
    assert all(seat["hand"] is None for seat in frame.view["seats"])
    session.handle({"kind": "handoff"})
    assert session.frame().view["seats"][first]["hand"] is not None


class ContractOnly:
    """A game seen only through the rules contract: reading its state or look-ups fails."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        if name in ("state", "t") or name.startswith("_"):
            raise AssertionError(f"the board read game.{name}")
        return getattr(self._game, name)


def test_targets_and_explanations_come_from_the_target_table_and_the_view_never_the_game_state():
    game = tw.porta_nigra.scenario(2, to_play=0, card="a6", market={"black": 1},
                                   seats={0: {"master_builder": "red", "coins": 2}})
    session = session_for(game)
    frame = session.frame()
    pieces = ["shop:black", "shop:white", "spot:basilica.A1", "spot:porta_nigra.1", "quarter:red", "icon:buy-any",
              "icon:torch", "icon:build", "honour:" + frame.view["honour_display"][0]["id"], "button:end_turn",
              "button:split", "hand:a1", "nowhere:x"]
    expected = {target: session.explain(target) for target in pieces}
    choices = [(c["action"], c["target"], c["group"]) for c in frame.choices]
    session.game = ContractOnly(game)
    assert {target: session.explain(target) for target in pieces} == expected
    present, shown = session.presenter, session.shown()
    assert [(a, present.target(a, shown), present.group(a)) for a, _, _ in choices] == choices
    kinds = {row.action: row.piece for row in present.TARGETS[::-1]}  # the first row of a type wins
    for action, target, group in choices:
        assert target.split(":")[0] == kinds.get(action["type"], "button")
        assert (group == "") == (action["type"] in kinds)
