"""A board's session (core/session.py) with no widget at all: the seats, the bots, the undo
rule, a lesson's steps and a replay's timeline decide, and ``handle`` answers what an
untrusted browser sends, each as a plain object."""

import ast
import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core.pieces import Pieces
from tabletop_widgets.core.rulebook import ACTION_FORM, Refusal
from tabletop_widgets.core.session import NOT_UNDERSTOOD, REDRAW, REPLAY_ONLY, RESEND, Answer, Reply, Session
from tabletop_widgets.core.simulate import bot_game
from tabletop_widgets.porta_nigra.pieces import PortaNigraPieces

pn = tw.porta_nigra


def refused(text: str, rule: str | None = None) -> Answer:
    """A refusal's answer: only its reason and rule are sent."""
    return Answer(Reply.REFUSED, Refusal(rule, text))


def said(session: Session) -> str:
    """What the board says went wrong ("" when all is well): the ``error`` its frame sends."""
    return session.refusal.text if session.refusal else ""


def first_turn(session: Session, seat: int) -> None:
    """Porta Nigra: the seat to move places its master builder, plays its first card and ends its turn."""
    game = session.game
    assert game.current_player == seat
    session.play({"type": "place_master_builder", "quarter": "red"})
    session.play({"type": "play_card", "card": game.state["seats"][seat]["hand"][0]})
    session.play({"type": "end_turn"})


def test_the_session_needs_no_widget_library():
    code = ("import sys, tabletop_widgets.core.session\n"
            "print(sorted(m for m in ('traitlets', 'anywidget', 'ipywidgets', 'IPython') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def imports(module: str) -> set[str]:
    """Every module ``module`` imports, directly or through this package's modules it imports
    (read from their source, not by importing: a game's package brings in its board)."""
    root = Path(tw.__file__).parent
    found, todo = set(), [module]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        if not name.startswith("tabletop_widgets."):
            continue
        path = root.joinpath(*name.split(".")[1:])
        source = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
        package = name if path.is_dir() else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                todo.append(importlib.util.resolve_name("." * node.level + (node.module or ""), package)
                            if node.level else str(node.module))
            elif isinstance(node, ast.Import):
                todo.extend(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("game", sorted(tw.games))
def test_a_games_pieces_need_no_widget_either(game):
    found = imports(f"tabletop_widgets.{game}.pieces")
    assert "tabletop_widgets.core.pieces" in found and f"tabletop_widgets.{game}.rules" not in found
    assert not {m for m in found if m.split(".")[0] in ("traitlets", "anywidget", "ipywidgets", "IPython")
                or m == "tabletop_widgets.core.widget"}


def test_a_hot_seat_move_then_the_curtain_until_the_next_player_confirms():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game)
    frame = session.frame()
    assert session.humans == [0, 1] and frame.handoff == "" and frame.view["seat"] == 0
    assert frame.choices and all(c["action"]["type"] == "place_master_builder" for c in frame.choices)
    assert session.handle({"kind": "intent", "action": frame.choices[0]["action"]}) == REDRAW
    assert len(game.history) == 1 and session.refusal is None
    session.play({"type": "play_card", "card": game.state["seats"][0]["hand"][0]})
    session.play({"type": "end_turn"})
    frame = session.frame()
    second = game.name(1)
    assert game.current_player == 1 and frame.handoff == second and frame.choices == []
    assert frame.status == f"{second} to play: pass the screen to {second}."
    assert all(seat["hand"] is None for seat in frame.view["seats"])  # no hand behind the curtain
    assert frame.view["screen_seat"] == 0  # still drawn for the player who just moved
    moves = len(game.history)
    assert session.handle({"kind": "intent", "action": game.legal_actions()[0]}) == refused(
        f"{second} must confirm they are at the screen first.")
    assert len(game.history) == moves
    assert session.handle({"kind": "handoff"}) == REDRAW
    frame = session.frame()
    assert frame.handoff == "" and frame.view["seat"] == 1 and frame.choices
    assert frame.view["seats"][1]["hand"] is not None and frame.view["seats"][0]["hand"] is None


def test_a_refused_move_says_the_rules_reason_and_changes_nothing():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game)
    wrong = {"type": "end_turn"}
    reason = game.why_illegal(wrong)
    assert reason
    before = game.to_json()
    assert session.handle({"kind": "intent", "action": wrong}) == refused(reason, game.refusal(wrong).rule)
    assert said(session) == reason and game.to_json() == before
    with pytest.raises(tw.IllegalAction):
        session.play(wrong)
    assert said(session) == reason and game.to_json() == before
    for message in (None, "undo", [], {"kind": "nonsense"}, {}):
        assert session.handle(message) == refused(NOT_UNDERSTOOD) and said(session) == NOT_UNDERSTOOD
    assert session.handle({"kind": "explain", "target": 7}) == refused(NOT_UNDERSTOOD)
    assert session.handle({"kind": "resend"}) == RESEND
    assert game.to_json() == before


def test_the_bots_answer_a_human_move_and_their_moves_are_the_news():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game, bots={1: "random"})
    assert session.humans == [0] and session.frame().seat_labels == [game.name(0), game.name(1) + " (beginner bot)"]
    first_turn(session, 0)
    assert 1 in game.movers  # the bot moved at once
    assert game.current_player == 0 or game.is_over
    frame = session.frame()
    assert frame.news and all(entry["seat"] == 1 for entry in frame.news if entry["seat"] is not None)
    assert frame.handoff == "" and frame.choices  # one human: no curtain
    # A bot's hand stays hidden from the human at the screen.
    assert frame.view["seats"][1]["hand"] is None


def test_no_click_moves_for_a_bot_whose_turn_python_left_it():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game, bots={1: "random"})
    for action in ({"type": "place_master_builder", "quarter": "red"},
                   {"type": "play_card", "card": game.state["seats"][0]["hand"][0]}, {"type": "end_turn"}):
        game.apply(action)  # from Python, past the session: the bot has not moved yet
    assert game.current_player == 1
    moves = len(game.history)
    # A click and a click explained get the one answer to "may the seat at the screen act now?".
    playing = f"{game.name(1)} (beginner bot) is playing."
    assert session.handle({"kind": "intent", "action": game.legal_actions()[0]}) == refused(playing)
    assert len(game.history) == moves
    assert session.explain("quarter:red") == playing
    assert session.frame().choices == [] and session.frame().status == f"{game.name(1)} (beginner bot) is playing."


class BrokenBot:
    def choose(self, game):
        raise RuntimeError("no move")


def test_a_failed_bot_says_so_and_a_human_moves_for_it():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game, bots={1: BrokenBot()})
    first_turn(session, 0)
    assert game.current_player == 1
    assert said(session).startswith(f"{game.name(1)}'s bot failed (RuntimeError: no move)")
    frame = session.frame()
    assert frame.status.startswith(f"{game.name(1)}'s bot failed: make")
    assert frame.view["seat"] == 1 and frame.choices  # drawn for the failed seat, whose move a human makes
    assert session.handle({"kind": "intent", "action": frame.choices[0]["action"]}) == REDRAW
    assert game.movers[-1] == 1


def to_first_draw(session: Session) -> int:
    """Hot seat until a move revealed something: the number of moves before it."""
    game, rnd = session.game, random.Random(0)
    while not game.undo_floor:
        if session.frame().handoff:
            session.confirm()
        action = (next((a for a in game.legal_actions() if a["type"] == "end_turn"), None)
                  or rnd.choice(game.legal_actions()))
        session.play(action)
    return game.undo_floor - 1


def test_undo_is_refused_past_a_reveal_and_free_undo_goes_back_past_it():
    kept = Session(pn.new_game(players=2, seed=5))
    to_first_draw(kept)
    before = kept.game.to_json()
    answer = kept.handle({"kind": "undo"})
    assert answer.kind is Reply.REFUSED and answer.refusal == kept.refusal
    assert "peek at what is hidden" in said(kept) and kept.game.to_json() == before
    with pytest.raises(tw.IllegalAction, match="peek"):
        kept.undo()
    free = Session(pn.new_game(players=2, seed=5), free_undo=True)
    moves = to_first_draw(free)
    assert free.undo_problem() is None
    assert free.handle({"kind": "undo"}) == REDRAW and free.refusal is None and len(free.game.history) == moves


def test_undo_takes_back_a_human_move_with_the_bot_moves_after_it():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game, bots={1: "random"})
    session.play({"type": "place_master_builder", "quarter": "red"})
    assert session.frame().can_undo
    session.undo()
    assert game.history == [] and session.refusal is None
    assert session.undo_problem() == "There is nothing to undo: no player at this board has made a move yet."


def test_undo_at_the_end_is_refused_unless_free_or_teacher():
    over, _, _ = bot_game("porta_nigra", 2, ["random", "random"], 3, {})
    moves = len(over.history)
    played = Session(over.copy())
    assert played.frame().can_undo is False
    assert played.handle({"kind": "undo"}).kind is Reply.REFUSED and "game is over" in said(played)
    assert len(played.game.history) == moves and played.game.is_over
    for options in ({"free_undo": True}, {"teacher": True}):
        session = Session(over.copy(), **options)
        assert session.frame().can_undo is True
        session.undo()
        assert len(session.game.history) < moves and not session.game.is_over


def lesson_session() -> Session:
    game = pn.scenario(players=2, names=["Thomas", "Nicole"], to_play=0, card="a6",
                       market={"black": 1, "red": 2, "white": 1}, seats={0: {"master_builder": "red", "coins": 10}})
    steps = [tw.Step("Buy the black brick.", {"type": "buy", "icon": "buy-black", "shop": "black"},
                     hint="Click the black shop.", after="3 sesterces paid."),
             tw.Step("Take a torch.", {"type": "take", "icon": "torch"})]
    return Session(game, steps=steps, pieces=PortaNigraPieces)


def test_a_lesson_step_refuses_another_move_with_its_hint_then_advances():
    session = lesson_session()
    assert session.free_undo is True  # a lesson is a sandbox
    lesson = session.frame().lesson
    assert lesson["step"] == 0 and lesson["target"] == "shop:black" and lesson["text"] == "Buy the black brick."
    wrong = {"type": "buy", "icon": "buy-yellow", "shop": "red"}
    assert session.game.why_illegal(wrong) is None
    assert session.handle({"kind": "intent", "action": wrong}) == refused("Not this move: click the black shop.")
    assert session.game.history == []
    answer = session.handle({"kind": "explain", "target": "shop:blue"})
    assert answer.kind is Reply.REFUSED and answer.refusal.text == "The blue shop is empty. Click the black shop."
    assert session.handle({"kind": "intent", "action": lesson["move"]}) == REDRAW
    lesson = session.frame().lesson
    assert lesson["step"] == 1 and lesson["note"] == "3 sesterces paid." and lesson["target"] == "icon:torch"
    assert session.handle({"kind": "show"}) == REDRAW
    assert session.frame().lesson["done"] is True and session.lesson_move() is None
    assert session.handle({"kind": "show"}) == refused("There is no lesson step to show on this board.")


def test_a_replay_seeks_and_steps_and_refuses_every_move():
    over, _, _ = bot_game("magna_roma", 1, ["random"], 3, {})
    session = Session(over, replay=True)
    length = len(over.history)
    assert session.frame().timeline["at"] == length and session.track["length"] == length
    session.seek(4)
    frame = session.frame()
    assert session.game.history == over.history[:4] and frame.timeline["at"] == 4 and frame.choices == []
    state = session.game.state
    for message in ({"kind": "intent", "action": session.game.legal_actions()[0]}, {"kind": "undo"},
                    {"kind": "show"}, {"kind": "handoff"}):
        assert session.handle(message) == refused(REPLAY_ONLY)
        assert session.game.state == state
    assert session.handle({"kind": "seek", "to": "3"}).kind is Reply.REFUSED
    assert said(session).startswith("moves must be a whole number from 0 to") and session.game.state == state
    assert session.handle({"kind": "seek", "to": 6}) == REDRAW and len(session.game.history) == 6
    turns = session.track["turns"]
    session.step(1, "turn")
    assert len(session.game.history) == min(t for t in [*turns, length] if t > 6)
    answer = session.handle({"kind": "step", "by": 0, "unit": "move"})
    assert answer.kind is Reply.REFUSED and "whole number" in answer.refusal.text


def test_all_bots_play_the_game_out_and_the_session_becomes_its_replay():
    game = pn.new_game(players=2, seed=3)
    session = Session(game, bots={0: "random", 1: "random"})
    assert game.is_over and session.replayed is game and session.humans == []
    assert session.frame().timeline["at"] == len(game.history)
    assert session.undo_problem() == REPLAY_ONLY


def test_the_teacher_sees_every_hand_from_the_player_to_move_and_the_browser_cannot_widen_it():
    game = pn.new_game(players=3, seed=5)
    session = Session(game, teacher=True)
    frame = session.frame()
    assert all(seat["hand"] is not None for seat in frame.view["seats"])
    assert frame.view["seat"] == game.current_player
    session.teacher = False
    assert sum(seat["hand"] is not None for seat in session.frame().view["seats"]) == 1
    # No message widens the view: only Python sets ``teacher``.
    for message in ({"kind": "teacher", "teacher": True}, {"kind": "intent", "teacher": True, "action": None}):
        session.handle(message)
        assert session.teacher is False
    assert sum(seat["hand"] is not None for seat in session.frame().view["seats"]) == 1


def test_the_presenter_places_the_choices_and_the_plain_pieces_are_the_default():
    game = pn.new_game(players=2, seed=4, first_player=0)
    plain = Session(game.copy())
    assert {c["target"] for c in plain.frame().choices} == {"button:place_master_builder"}
    table = Session(game.copy(), pieces=PortaNigraPieces)
    assert {c["target"].split(":")[0] for c in table.frame().choices} == {"quarter"}
    seen = []

    class Everywhere(Pieces):
        def target(self, action, view):
            seen.append(view)
            return "here:" + json.dumps(action, sort_keys=True)

        def example_action(self, target, view):
            return None

        def offered(self, actions, view, asked):
            return actions[:1]

        def group(self, action):
            return "G"

    session = Session(game.copy(), pieces=Everywhere)
    choices = session.frame().choices
    assert len(choices) == 1 and choices[0]["target"].startswith("here:") and choices[0]["group"] == "G"
    # The presenter reads the view the session shows, static included, and nothing else.
    assert seen == [session.shown()] and seen[0]["static"] == session.static


@pytest.mark.parametrize("arguments, error", [
    ({"teacher": "yes"}, TypeError), ({"free_undo": 1}, TypeError), ({"bots": [1]}, TypeError),
    ({"bots": {2: "random"}}, ValueError), ({"bots": {True: "random"}}, ValueError),
    ({"bots": {1: "random"}, "steps": []}, ValueError), ({"replay": True, "steps": []}, ValueError)])
def test_careless_arguments_are_refused_clearly(arguments, error):
    with pytest.raises(error):
        Session(pn.new_game(players=2, seed=1), **arguments)


def cited(game, refusal):
    """What a board cites for a refusal: its rule's citation, or None if it names no rule."""
    return None if refusal is None or refusal.rule is None else type(game).RULES[refusal.rule].cite()


def test_a_refusal_cites_the_rule_it_names_and_any_next_answer_drops_it():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game)
    malformed = {"type": "no-such-action"}  # the rules model names action-form for any move of the wrong shape
    assert session.handle({"kind": "intent", "action": malformed}) == refused(game.why_illegal(malformed),
                                                                              ACTION_FORM.id)
    assert session.frame().error == game.why_illegal(malformed)
    assert session.citation(session.refusal) == ACTION_FORM.cite() == session.frame().cite
    assert session.frame().cite["title"] and session.frame().cite["ruling"]
    with pytest.raises(tw.IllegalAction):
        session.play(malformed)  # from Python too
    assert session.frame().cite == ACTION_FORM.cite()
    # A refusal that is no rule's (the board's, not the game's) cites nothing, nor does a move made.
    answer = session.handle({"kind": "undo"})
    assert answer.refusal.rule is None and "nothing to undo" in answer.refusal.text
    assert session.citation(answer.refusal) == {} and session.frame().cite == {}
    session.handle({"kind": "intent", "action": malformed})
    assert session.handle({"kind": "intent", "action": game.legal_actions()[0]}) == REDRAW
    assert session.refusal is None and session.frame().error == "" and session.frame().cite == {}
    session.handle({"kind": "intent", "action": malformed})
    session.refusal = Refusal(None, "a bot failed")  # any new error (a bot's failure, the widget's own) cites none
    assert session.frame().cite == {}


def test_a_click_explained_cites_the_rule_of_the_move_it_stands_for():
    game = pn.new_game(players=2, seed=4, first_player=0)
    session = Session(game, pieces=PortaNigraPieces)
    session.frame()  # the view the piece table reads
    honour = game.view()["honour_display"][0]["id"]
    # Refused (an honour, a shop before the master builder is placed), legal, and no piece of the table.
    rules = []
    for target in (f"honour:{honour}", "shop:red", "quarter:red", "cloud:red"):
        example = session.presenter.example_action(target, session.shown())
        answer = session.handle({"kind": "explain", "target": target})
        refusal = game.refusal(example) if example else None
        assert answer.refusal.text == (refusal.text if refusal else session.explain(target)), target
        assert (session.citation(answer.refusal) or None) == cited(game, refusal), target
        rules.append(answer.refusal.rule)
    # The honour and the shop are refused by the same rule (the master builder is placed first); a
    # legal move and a piece of no move cite none.
    assert rules[0] in type(game).RULES and rules[1] == rules[0] and rules[2:] == [None, None], rules
    assert session.handle({"kind": "explain", "target": 7}) == refused(NOT_UNDERSTOOD)


def test_an_answer_carries_a_refusal_exactly_when_it_refuses():
    assert REDRAW.refusal is None and RESEND.refusal is None
    no = Refusal(None, "no")
    for kind, refusal in ((Reply.REFUSED, None), (Reply.REDRAW, no), (Reply.RESEND, no)):
        with pytest.raises(ValueError, match="exactly when it refuses"):
            Answer(kind, refusal)


@pytest.mark.parametrize("options", [{}, {"teacher": True}])
def test_at_the_end_no_seat_may_act_and_a_click_cites_the_rule_that_ended_the_game(options):
    over, _, _ = bot_game("porta_nigra", 2, ["random", "random"], 3, {})
    session = Session(over, pieces=PortaNigraPieces, **options)
    ended = refused("The game is over: no more moves can be made.", over.GAME_END_RULE)
    assert over.GAME_END_RULE and session.frame().choices == []
    moves = len(over.history)
    assert session.handle({"kind": "intent", "action": {"type": "end_turn"}}) == ended
    assert session.handle({"kind": "explain", "target": "quarter:red"}) == ended
    assert session.frame().cite == tw.porta_nigra.RULES[over.GAME_END_RULE].cite() and len(over.history) == moves
