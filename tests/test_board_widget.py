"""The board widget in Python, without a kernel: intents, refusals, hot seat, bots, undo."""

import pytest
from support.browser_copy import BrowserCopy

import tabletop_widgets as tw
from tabletop_widgets.core.rulebook import ACTION_FORM
from tabletop_widgets.porta_nigra import Board, new_game


def send(board, content):
    board._handle_custom_msg(content, [])


def intent(board, action):
    send(board, {"kind": "intent", "action": action})


def synced(board, browser):
    """The game data the browser receives for this board: the view it builds from the synced
    keyframe and deltas, and the other synced traits."""
    names = ("choices", "error", "status", "handoff", "can_undo", "seat_labels")
    return {"view": browser.view, **{name: getattr(board, name) for name in names}}


def test_repr_is_meaningful_and_stable():
    board = Board(new_game(players=2, seed=7))
    assert repr(board) == ("<Porta Nigra board: 2 players, round 1 of 3, Green to play "
                           "(place the master builder in a quarter)>")


def test_the_board_carries_its_esm_with_the_shared_helpers_inlined():
    esm = Board(new_game(seed=1))._esm
    assert "export default" in esm and "./shared.js" not in esm and "function h(" in esm


@pytest.mark.parametrize("bad", [{"type": "no-such-action"}, {"type": 5}, "garbage", None, "x" * 100_000,
                                 {"type": "build", "spot": ["a"], "bricks": {}}, 3.5, [1, 2]])
def test_malformed_intents_change_nothing_and_show_a_reason(bad):
    game = new_game(players=2, seed=7)
    board = Board(game)
    before = game.to_json()
    intent(board, bad)
    assert game.to_json() == before
    assert board.error and len(board.error) < 400


@pytest.mark.parametrize("content", [None, "garbage", 7, {"kind": "nonsense"}, {"no": "kind"}, {"kind": "intent"},
                                     {"kind": "undo", "extra": [1] * 10}])
def test_malformed_messages_never_raise_and_change_nothing(content):
    game = new_game(players=2, seed=7)
    board = Board(game)
    before = game.to_json()
    send(board, content)
    assert game.to_json() == before
    assert board.error


def test_a_legal_click_plays_and_clears_the_error():
    game = new_game(players=2, seed=7)
    board = Board(game)
    intent(board, {"type": "end_turn"})
    assert "place your master builder" in board.error
    intent(board, {"type": "place_master_builder", "quarter": "black"})
    assert board.error == ""
    assert game.state["seats"][game.current_player]["master_builder"] == "black"
    assert board.view["seats"][game.current_player]["master_builder"] == "black"


def test_every_choice_is_legal_and_names_its_piece_and_label():
    game = new_game(players=3, seed=2)
    board = Board(game)
    for choice in board.choices:
        assert game.why_illegal(choice["action"]) is None
        assert ":" in choice["target"] and choice["label"]


def finish_turn(board):
    """Play the player's turn: master builder, the first card, end of turn."""
    game = board.game
    if game.state["phase"] == "master_builder":
        board.play({"type": "place_master_builder", "quarter": "red"})
    board.play({"type": "play_card", "card": game.state["seats"][game.current_player]["hand"][0]})
    board.play({"type": "end_turn"})


def test_hot_seat_hides_the_hand_until_the_next_player_confirms():
    game = new_game(players=2, seed=7)
    board = Board(game)
    first = game.current_player
    assert board.view["seats"][first]["hand"] is not None
    assert board.view["seats"][1 - first]["hand"] is None
    finish_turn(board)
    second = game.current_player
    assert board.handoff == game.name(second)
    assert all(seat["hand"] is None for seat in board.view["seats"])  # curtain: nobody's hand
    assert board.view["screen_seat"] == first  # the table still drawn for who was at the screen
    assert board.choices == []
    intent(board, {"type": "place_master_builder", "quarter": "red"})
    assert "must confirm" in board.error
    send(board, {"kind": "handoff"})
    assert board.handoff == ""
    assert board.view["seats"][second]["hand"] is not None
    assert board.view["seats"][first]["hand"] is None
    assert "screen_seat" not in board.view


def test_no_other_seats_hand_is_ever_synced_in_hot_seat_play():
    game = new_game(players=3, seed=11)
    board = Board(game)
    browser = BrowserCopy(board)
    for _ in range(9):
        data = synced(board, browser)
        assert data["view"] == board.view
        shown = data["view"]["seat"]
        for seat, info in enumerate(data["view"]["seats"]):
            assert info["hand"] is None or seat == shown
            assert isinstance(info["deck"], int)
        # The choices are the shown player's own moves (their cards), or none at all.
        assert not data["choices"] or shown == game.current_player
        finish_turn(board)
        if board.handoff:
            assert all(info["hand"] is None for info in board.view["seats"])
            send(board, {"kind": "handoff"})


def test_a_bot_seat_plays_its_turns_by_itself():
    game = new_game(players=2, seed=4, first_player=0)
    board = Board(game, bots={1: "random"})
    finish_turn(board)
    assert game.current_player == 0 or game.is_over
    assert any(e["seat"] == 1 for e in game.log)
    assert board.handoff == ""  # one human: no curtain


def test_undo_goes_back_past_the_bots_to_the_humans_last_decision():
    game = new_game(players=2, seed=4, first_player=0)
    board = Board(game, bots={1: "random"}, free_undo=True)  # ending a turn draws a card
    board.play({"type": "place_master_builder", "quarter": "red"})
    before = game.to_json()
    board.play({"type": "play_card", "card": game.state["seats"][0]["hand"][0]})
    board.play({"type": "end_turn"})
    send(board, {"kind": "undo"})
    send(board, {"kind": "undo"})
    assert game.to_json() == before


def test_undo_message_with_nothing_to_undo_explains():
    board = Board(new_game(seed=1))
    send(board, {"kind": "undo"})
    assert "nothing to undo" in board.error


def test_play_from_python_raises_and_shows_the_reason():
    board = Board(new_game(seed=1))
    with pytest.raises(tw.IllegalAction):
        board.play({"type": "end_turn"})
    assert "master builder" in board.error


def test_teacher_view_shows_every_hand_but_no_deck_order():
    game = new_game(players=3, seed=5)
    board = Board(game, teacher=True)
    assert all(seat["hand"] is not None for seat in board.view["seats"])
    assert all(isinstance(seat["deck"], int) for seat in board.view["seats"])
    board.teacher = False
    assert sum(seat["hand"] is not None for seat in board.view["seats"]) == 1


class BrokenBot:
    def choose(self, game):
        raise RuntimeError("no move")


@pytest.mark.parametrize("name", [name for name, module in tw.games.items() if hasattr(module, "Board")])
def test_the_teacher_view_is_seen_from_the_player_to_move(name):
    """With every hand shown there is no hand-off: the board draws the table from the player
    to move, so the estate or city a move is clicked on is that player's (a lesson's steps
    alternate seats). Without it, a hand is shown only to its player again."""
    module = tw.games[name]
    game = module.new_game(players=3, seed=2)
    board = module.Board(game, teacher=True)
    seen = set()
    for _ in range(40):
        assert board.view["seat"] == game.current_player and not board.handoff
        assert board.choices, "the player to move can move"
        seen.add(game.current_player)
        intent(board, board.choices[0]["action"])
    assert seen == {0, 1, 2}
    board.teacher = False  # hot seat again: a hand is shown only to its player, after the curtain
    assert (board.handoff == game.name(game.current_player) and board.view["seat"] is None and not board.choices) \
        or (not board.handoff and board.view["seat"] == game.current_player)
    if board.handoff:
        send(board, {"kind": "handoff"})
    assert board.view["seat"] == game.current_player and board.choices


@pytest.mark.parametrize("teacher", [False, True])
@pytest.mark.parametrize("name", [name for name, module in tw.games.items() if hasattr(module, "Board")])
def test_a_human_makes_a_failed_bots_move_on_the_bots_own_estate_or_city(name, teacher):
    """The board is drawn for the failed bot's seat, hand included (its choices name it
    anyway), so that its move is clicked where it goes; then for the human again."""
    module = tw.games[name]
    game = module.new_game(players=2, seed=3)
    board = module.Board(game, bots={1: BrokenBot()}, teacher=teacher)
    while game.current_player == 0:
        intent(board, board.choices[0]["action"])
    seat_view = {key: value for key, value in game.view(1, reveal_all=teacher).items() if key != "static"}
    assert "bot failed" in board.error and board.view == seat_view and board.choices
    while game.current_player == 1:
        intent(board, board.choices[0]["action"])
    assert board.view["seat"] == 0 and board.choices and not board.error


def news_of(entries):
    return [{"seat": e["seat"], "text": e["text"]} for e in entries][-12:]


def test_under_the_status_line_the_board_shows_what_the_bots_did_since_the_human_moved():
    game = new_game(players=3, seed=4, first_player=1)
    board = Board(game, bots={1: "random", 2: "greedy"}, free_undo=True)
    set_up = len(new_game(players=3, seed=4, first_player=1).log)
    assert game.current_player == 0 and board.news == news_of(game.log[set_up:]) != []  # they moved first
    passed = 0
    while passed < 3:
        action = board.choices[-1]["action"]  # the last choice ends the turn sooner or later
        mine = game.copy()
        mine.apply(action)
        intent(board, action)
        assert board.news == news_of(game.log[len(mine.log):])  # the bots' lines, not the human's own
        if board.news:
            passed += 1
            assert all(entry["seat"] in (1, 2, None) for entry in board.news)
    board.undo()
    assert board.news == [], "an undo takes the bots' moves back, and their news"
    intent(board, board.choices[0]["action"])
    board.game.undo()
    board.refresh()
    assert board.news == [], "once the game moved on without the board, the news is old"


def test_a_hot_seat_board_shows_no_news():
    game = new_game(players=2, seed=4)
    board = Board(game)
    handoffs = 0
    for _ in range(12):
        if board.choices:
            intent(board, board.choices[-1]["action"])
        else:
            send(board, {"kind": "handoff"})
            handoffs += 1
        assert board.news == []
    assert handoffs >= 2


def test_bots_argument_is_checked():
    with pytest.raises(ValueError, match="seat 5 does not exist"):
        Board(new_game(seed=1), bots={5: "random"})
    with pytest.raises(ValueError, match="Unknown bot"):
        Board(new_game(seed=1), bots={1: "genius"})
    for not_a_dict in ([1], "random", 1):
        with pytest.raises(TypeError, match=r'bots: a dict of seat to bot, e.g. \{1: "random"\}'):
            Board(new_game(seed=1), bots=not_a_dict)


def test_clicking_a_piece_without_choices_explains_the_rule_and_changes_nothing():
    game = tw.porta_nigra.scenario(2, to_play=0, card="a6", market={"black": 1},
                                   seats={0: {"master_builder": "red", "coins": 2}})
    board = Board(game)
    before = game.to_json()
    send(board, {"kind": "explain", "target": "shop:black"})
    assert "clockwise only" in board.error and "2 borders" in board.error
    send(board, {"kind": "explain", "target": "spot:basilica.A1"})
    assert "needs 2 yellow" in board.error
    send(board, {"kind": "explain", "target": "quarter:red"})
    assert "already on the board" in board.error
    for junk in [None, 5, "x" * 100_000, "no-colon", "spot:nowhere"]:
        send(board, {"kind": "explain", "target": junk})
        assert board.error
    assert game.to_json() == before


def test_explain_behind_the_hot_seat_curtain_asks_for_the_hand_off():
    game = new_game(players=2, seed=4)
    board = Board(game)
    finish_turn(board)
    send(board, {"kind": "explain", "target": "quarter:red"})
    assert board.error == f"{game.name(game.current_player)} must confirm they are at the screen first."


def test_undo_behind_the_curtain_shows_no_hand_until_the_player_confirms():
    game = new_game(players=2, seed=7)
    board = Board(game, free_undo=True)  # a lesson's board: ending the turn drew a card
    first = game.current_player
    finish_turn(board)
    assert board.handoff  # the next player is asked to take the screen...
    send(board, {"kind": "undo"})  # ...but someone presses Undo instead
    assert game.current_player == first
    assert board.handoff == game.name(first)
    assert all(seat["hand"] is None for seat in board.view["seats"])
    send(board, {"kind": "handoff"})
    assert board.view["seats"][first]["hand"] is not None


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
    board = Board(game)
    pieces = ["shop:black", "shop:white", "spot:basilica.A1", "spot:porta_nigra.1", "quarter:red", "icon:buy-any",
              "icon:torch", "icon:build", "honour:" + board.view["honour_display"][0]["id"], "button:end_turn",
              "button:split", "hand:a1", "nowhere:x"]
    expected = {target: board.explain(target) for target in pieces}
    choices = [(c["action"], c["target"], c["group"]) for c in board.choices]
    board.game = ContractOnly(game)
    assert {target: board.explain(target) for target in pieces} == expected
    assert [(a, board.target(a), board.group(a)) for a, _, _ in choices] == choices
    kinds = {row.action: row.piece for row in board.PIECES.TARGETS[::-1]}  # the first row of a type wins
    for action, target, group in choices:
        assert target.split(":")[0] == kinds.get(action["type"], "button")
        assert (group == "") == (action["type"] in kinds)


def test_the_static_view_block_is_its_own_trait_and_is_sent_once():
    game = new_game(players=2, seed=7)
    board = Board(game, bots={1: "random"})
    assert "static" not in board.view and board.static == game.view(0)["static"]
    sent = []
    board.observe(lambda change: sent.append(change), names="static")
    for _ in range(6):
        board.play(game.legal_actions()[0])
    assert sent == [] and board.static == game.view(0)["static"]
    assert board.view["log"][-1]["action"] is not None  # the board can show the last move


def test_bot_seats_are_labelled_with_their_level_for_learners():
    class Custom:
        def choose(self, game):
            return game.legal_actions()[0]

    game = tw.porta_nigra.new_game(players=4, seed=3)
    board = Board(game, bots={1: "random", 2: "steady", 3: Custom()})
    assert board.seat_labels[1:] == [game.name(1) + " (beginner bot)", game.name(2) + " (steady bot)",
                                     game.name(3) + " (bot)"]
    assert board.seat_labels[0] == game.name(0) or "bot" not in board.seat_labels[0]
    strong = tw.carpe_diem.Board(tw.carpe_diem.new_game(players=2, seed=3, first_player=0), bots={1: "strong"})
    assert strong.seat_labels[1].endswith(" (strong bot)")


def test_a_refusal_sends_the_rule_it_cites_and_the_browser_cannot_set_it():
    game = new_game(players=2, seed=7)
    board = Board(game)
    malformed = {"type": "no-such-action"}
    intent(board, malformed)
    assert board.error == game.why_illegal(malformed) and board.cite == ACTION_FORM.cite()
    # The browser may try to set the citation (or clear it): Python's value stays, and is sent back.
    sent = []
    board.send_state = sent.append  # what ipywidgets would send the browser
    for forged in ({"cite": {"title": "Anything goes"}}, {"cite": {}}, {"cite": None, "error": ""}):
        synced_before = board.get_state()
        board.set_state(forged)
        assert board.get_state() == synced_before and board.cite == ACTION_FORM.cite()
        assert sorted(sent.pop()) == sorted(forged)
    del board.send_state
    with pytest.raises(tw.IllegalAction):
        board.play(malformed)  # from Python: the same citation
    assert board.cite == ACTION_FORM.cite()
    send(board, {"kind": "undo"})  # the board's refusal, no rule's: nothing cited
    assert "nothing to undo" in board.error and board.cite == {}
    intent(board, malformed)
    intent(board, {"type": "place_master_builder", "quarter": "black"})  # a move clears both
    assert board.error == "" and board.cite == {}
