"""The Carpe Diem board in Python, without a kernel: the widget, and on its session (no
widget) intents, refusals explained, targets that the JavaScript draws (js/carpe_diem.js,
run by node on many random positions)."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from support.sessions import explain, intent, said, session_for

import tabletop_widgets as tw
from tabletop_widgets.carpe_diem import Board, new_game

REPO = Path(__file__).resolve().parent.parent


def test_the_board_is_exported_and_carries_its_esm():
    assert tw.carpe_diem.Board is Board and tw.games["carpe_diem"].Board is Board
    esm = Board(new_game(seed=1))._esm
    assert "export default" in esm and "./shared.js" not in esm and "./grid.js" not in esm
    assert repr(Board(new_game(players=2, seed=1))).startswith("<Carpe Diem board: 2 players")
    with pytest.raises(TypeError):
        Board(tw.porta_nigra.new_game(seed=1))


def test_set_up_clicks_put_the_patricians_on_free_spaces():
    game = new_game(players=2, seed=3)
    session = session_for(game)
    assert {c["target"] for c in session.frame().choices} == {f"space:{i}" for i in range(7)}
    intent(session, {"type": "place_meeple", "space": 2})
    assert said(session) == "" and game.state["seats"][game.state["start_player"]]["meeple"] == 2
    # The same space again is refused with the rule's reason, and nothing changes.
    before = game.to_json()
    intent(session, {"type": "place_meeple", "space": 2})
    assert said(session) and game.to_json() == before


def test_a_place_is_clicked_on_its_cell_and_its_menu_lists_the_rotations():
    game = new_game(players=2, seed=3)
    rnd = random.Random(3)
    while not (game.state["phase"] == "place"
               and game.state["seats"][game.current_player]["district"].count(None) < 36):
        game.apply(rnd.choice(game.legal_actions()))
    session = session_for(game)  # hot seat: the player to move is at the screen
    choices = session.frame().choices
    cells = {}
    for c in choices:
        if c["action"]["type"] == "place":
            a = c["action"]
            assert c["target"] == f"cell:{a['row']}-{a['col']}" and c["group"] == ""
            assert c["label"].startswith(f"Build at row {a['row']}, column {a['col']}")
            cells.setdefault(c["target"], []).append(a["rotation"])
    assert cells and all(sorted(r) == r and len(set(r)) == len(r) for r in cells.values())
    store = [c for c in choices if c["action"]["type"] == "store"]
    assert store and store[0]["target"] == "button:store" and store[0]["group"] == "Store the tile"
    target, rotations = next(iter(cells.items()))
    row, col = map(int, target.split(":")[1].split("-"))
    intent(session, {"type": "place", "row": row, "col": col, "rotation": rotations[0]})
    assert said(session) == "" and game.state["holding"] is None or game.state["phase"] == "seal"


def test_a_refused_click_on_a_piece_says_why_in_the_rules_words():
    game = new_game(players=2, seed=3)
    rnd = random.Random(5)
    while game.state["phase"] != "move":
        game.apply(rnd.choice(game.legal_actions()))
    session = session_for(game)
    session.frame()  # the view a click is explained against
    here = game.state["seats"][game.current_player]["meeple"]
    before = game.to_json()
    assert "must move every turn" in explain(session, f"space:{here}")  # staying put is not a move (without bread)
    assert game.to_json() == before
    for target, action in (("cell:0-0", {"type": "place", "row": 0, "col": 0, "rotation": 0}),
                           (f"seal:{game.state['seals'][0]}", {"type": "take_seal", "tile": game.state["seals"][0]}),
                           ("circle:r1c0-r1c1", {"type": "place_disc", "circle": "r1c0-r1c1"})):
        answer = explain(session, target)
        assert answer and answer == game.why_illegal(action), target
    assert game.to_json() == before
    # While placing the patricians, a click on a taken space explains that move, not a move.
    game2 = new_game(players=2, seed=3)
    session2 = session_for(game2, teacher=True)  # both seats human, no curtain
    intent(session2, {"type": "place_meeple", "space": 4})
    assert game2.state["phase"] == "meeple"
    session2.frame()
    answer = explain(session2, "space:4")
    assert answer and answer == game2.why_illegal({"type": "place_meeple", "space": 4})


def test_the_view_gives_tiles_as_structured_features_with_their_backs_and_static_facts():
    game = new_game(players=2, seed=3)
    view = game.view(0)
    tiles = [t for sp in view["spaces"] for t in sp["tiles"]] + [t for t in view["seals"] if t]
    assert tiles
    for tile in tiles:
        assert tile["back"] in ("light", "dark")
        for f in tile["features"]:
            assert set(f) == {"kind", "sides", "chimneys"} and all(s in range(4) for s in f["sides"])
    assert {t["back"] for sp in view["spaces"] for t in sp["tiles"]} == {"light"}
    assert {t["back"] for t in view["seals"] if t} == {"dark"}
    assert all(sp["picks_left"] == 2 for sp in view["spaces"])  # 2 players: 2 of the 4 tiles
    static = view["static"]
    assert static["card_grid"] == {"rows": 4, "cols": 3} and static["sides"] == ["N", "E", "S", "W"]
    assert static["spaces"] == 7 and static["seal_spaces"] == 11


def random_positions(games: int, seed: int, every: int = 9):
    """(step, session, frame) at many points of random 2-4 player games played to the end:
    every ``every``-th decision and the first of each kind, in hot-seat and teacher view. Each
    session holds a copy of the game at that point, so it stays there while the game plays on;
    the frame is what its board shows there."""
    rnd = random.Random(seed)
    out = []
    for g in range(games):
        game = new_game(players=2 + g % 3, seed=rnd.randrange(10_000))
        seen = set()
        n = 0
        while not game.is_over:
            step = game.state["phase"]
            if step not in seen or n % every == 0:
                seen.add(step)
                for teacher in (False, True):
                    session = session_for(game.copy(), teacher=teacher)
                    out.append((step, session, session.frame()))
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
    return out


def test_every_choice_of_many_random_positions_is_drawn_as_a_piece_by_the_js():
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI") == "true":
            pytest.fail("node is not installed (CI=true: this test must run)", pytrace=False)
        pytest.skip("node is not installed, so js/carpe_diem.js cannot be run")
    positions = random_positions(3, seed=11)
    assert {"meeple", "move", "take", "place", "disc", "card"} <= {step for step, _, _ in positions}
    cases = [{"view": {**frame.view, "static": frame.static}, "choices": frame.choices} for _, _, frame in positions]
    assert sum(bool(c["choices"]) for c in cases) > len(cases) / 2
    path = REPO / "test-artifacts"
    path.mkdir(exist_ok=True)
    file = path / "carpe_diem_target_cases.json"
    file.write_text(json.dumps(cases), encoding="utf-8")
    run = subprocess.run([node, "tests/js/undrawn_targets.mjs", "carpe_diem", str(file)], cwd=REPO, capture_output=True,
                         text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr
    missing = json.loads(run.stdout)
    bad = [(positions[i][0], m) for i, m in enumerate(missing) if m]
    assert not bad, bad[:5]


def test_every_target_kind_of_the_table_is_explained_or_played():
    """A click on any drawn piece, in positions of every kind, is answered in words and
    changes nothing; most answers are the rules' own reasons."""
    reasons = 0
    for _, session, _ in random_positions(1, seed=2, every=40)[::2]:
        game = session.game
        assert not game.is_over
        before = game.to_json()
        for target in ("space:0", "tile:light-01", "cell:0-0", "seal:dark-01", "fountain:F01",
                       "circle:r1c0-r1c1", "card:A01", "button:store", "nonsense", "cell:x-y"):
            answer = explain(session, target)
            assert answer and "game is over" not in answer
            reasons += not answer.startswith(("There is nothing to do", "The board received"))
        assert game.to_json() == before
    assert reasons >= 10

def places_offered(session):
    return [c["action"] for c in session.frame().choices if c["action"]["type"] == "place"]


def test_turns_of_a_tile_that_look_the_same_are_one_choice_and_a_lessons_turn_is_the_one_kept():
    """A market (grass all round) placed in any turn is the same move to the eye and the rules:
    its cell offers one choice, so a click places it without a menu of identical turns. A
    straight villa looks the same turned twice: two choices. The game still accepts every turn."""
    market = tw.carpe_diem.scenario(players=2, to_play=0, holding="light-46")
    legal = [a for a in market.legal_actions() if a["type"] == "place"]
    assert {a["rotation"] for a in legal} == {0, 1, 2, 3}
    assert places_offered(session_for(market)) == [a for a in legal if a["rotation"] == 0]
    villa = tw.carpe_diem.scenario(players=2, to_play=0, holding="light-13")
    villa_session = session_for(villa)
    assert villa_session.frame().view["holding"]["features"] == [{"kind": "villa", "sides": [0, 2], "chimneys": 1}]
    assert {a["rotation"] for a in places_offered(villa_session)} == {0, 1}
    # A lesson that asks for the market turned twice gets that turn offered, not the first.
    asked = next(a for a in legal if a["rotation"] == 2)
    lesson = session_for(tw.carpe_diem.scenario(players=2, to_play=0, holding="light-46"),
                         steps=[tw.Step("Build it.", asked)])
    assert places_offered(lesson) == [asked]
    intent(lesson, asked)
    assert lesson.frame().lesson.get("done") and not said(lesson)
