"""Write the JavaScript tests' fixtures from the rules model: for every game with a board,
``tests/js/fixtures/<game>_view.json`` (the view a board draws, ``static`` included),
``<game>_deltas.json`` (the view deltas of a few moves after it) and
``<game>_choices.json`` (the choices the board offers there).

    python tools/make_js_fixtures.py

The fixtures are never typed in: tests/test_js.py checks that the committed files are
exactly what this script writes, so a change to a view shows up in the JS tests at once.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "tests" / "js" / "fixtures"
sys.path.insert(0, str(REPO))

import tabletop_widgets as tw  # noqa: E402


def porta_nigra_position():
    """Round 2, Green to use a freshly played card that can buy, build and take, with
    elements of both seats on the board and cards in the players' areas."""

    def wanted(game):
        state = game.state
        if not (state["round"] == 2 and state["phase"] == "actions" and game.current_player == 0
                and not state["turn"]["used"] and all(s["elements"] >= 2 for s in state["seats"])):
            return False
        kinds = {a["type"] for a in game.legal_actions()}
        held = sum(len(s["honour_cards"]) + len(s["building_cards"]) for s in state["seats"])
        return {"buy", "build", "take"} <= kinds and held >= 2

    for seed in range(1, 100):  # the first random game that reaches such a position
        game = tw.porta_nigra.new_game(players=2, seed=seed, first_player=0)
        rnd = random.Random(seed)
        while not game.is_over:
            if wanted(game):
                return game
            game.apply(rnd.choice(game.legal_actions()))
    raise RuntimeError("no Porta Nigra fixture position found: change the seeds")


def carpe_diem_position():
    """Phase 2, Red to build a tile in hand into a district that already holds tiles, with
    discs on the scoring circles, tiles stored and a fountain card kept by someone."""
    game = tw.carpe_diem.new_game(players=2, seed=5, first_player=0)
    rnd = random.Random(5)

    def wanted():
        state = game.state
        if not (state["game_phase"] == 2 and state["phase"] == "place" and game.current_player == 0):
            return False
        seats = state["seats"]
        return (sum(p is not None for p in seats[0]["district"]) >= 6 and any(s["stored"] for s in seats)
                and any(s["fountain_cards"] for s in seats)
                and len({a["row"] * 10 + a["col"] for a in game.legal_actions() if a["type"] == "place"}) >= 2)

    for _ in range(100_000):
        if wanted():
            return game
        # Prefer building to storing, so districts grow as in a real game.
        acts = game.legal_actions()
        builds = [a for a in acts if a["type"] == "place"]
        game.apply(rnd.choice(builds) if builds and rnd.random() < 0.9 else rnd.choice(acts))
        if game.is_over:
            break
    raise RuntimeError("no Carpe Diem fixture position found: change the seed")


def magna_roma_position():
    """Late in a 2-player game, Blue to take the optional action with a monument to build on
    a corner of the city, with monuments built and provinces conquered on the table (the
    first seed from 20 up whose game comes there)."""
    def wanted(game):
        state = game.state
        if not (state["phase"] == "action" and game.current_player == 0 and state["seats"][0]["placed"] >= 10):
            return False
        return (any(a["type"] == "build" for a in game.legal_actions())
                and any(s["monuments"] for s in state["seats"])
                and any(holder is not None for slots in state["conquests"] for holder in slots))

    for seed in range(20, 200):
        game = tw.magna_roma.new_game(players=2, seed=seed, first_player=0)
        rnd = random.Random(seed)
        while not game.is_over:
            if wanted(game):
                return game
            # Prefer the optional actions, so that the table fills as in a real game.
            acts = game.legal_actions()
            rich = [a for a in acts if a["type"] in ("build", "conquer", "employ", "bless", "trade")]
            game.apply(rnd.choice(rich) if rich and rnd.random() < 0.8 else rnd.choice(acts))
    raise RuntimeError("no Magna Roma fixture position found: change the seeds")


# A board's fixture position: add one line per game when its board is added.
POSITIONS = {"porta_nigra": porta_nigra_position, "carpe_diem": carpe_diem_position,
             "magna_roma": magna_roma_position}


def fixtures() -> dict[str, object]:
    """File name -> content, for every game with a board."""
    out = {}
    for name, position in POSITIONS.items():
        game = position()
        board = tw.games[name].Board(game)  # hot seat: the player to move is at the screen
        out[f"{name}_view.json"] = {**board.view, "static": board.static}
        out[f"{name}_choices.json"] = board.choices
        # Moves against bots, as a learner plays: the same seat stays at the screen, so a
        # redraw can reuse the parts of the one before (hot seat shows each seat in turn).
        game = position()
        board = tw.games[name].Board(game, bots={s: "random" for s in range(1, game.players)})
        out[f"{name}_deltas.json"] = deltas(board)
    return out


def deltas(board, moves: int = 24) -> dict:
    """The view before two dozen moves (the bots' replies with them), each view_delta the
    board sends and the choices it offers then, and the view after: the JS tests check that
    applyDelta turns the one into the other as Python does, and that a redraw reusing the parts
    of the last one (memo) draws what a fresh one does."""
    start, sent, choices = board.view, [], []
    board.observe(lambda change: sent.append(change["new"]), names="view_delta")
    rnd = random.Random(0)
    for _ in range(moves):
        if board.handoff:
            board._on_message(board, {"kind": "handoff"}, [])
            choices.append(board.choices)
        if board.game.is_over:
            break
        board.play(rnd.choice(board.game.legal_actions()))
        choices.append(board.choices)
    assert len(sent) == len(choices), "one redraw, one delta"
    assert [d["rev"] for d in sent] == list(range(sent[0]["rev"], sent[0]["rev"] + len(sent))), \
        "the moves must travel as deltas, none as a whole view"
    return {"start": start, "deltas": sent, "choices": choices, "end": board.view}


def text(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name, data in fixtures().items():
        (FIXTURES / name).write_text(text(data), encoding="utf-8")
        print("wrote", (FIXTURES / name).relative_to(REPO))


if __name__ == "__main__":
    main()
