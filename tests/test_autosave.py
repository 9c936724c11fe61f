"""A board's game kept on disk after every move and offered back to a board built again from
the same cell (a kernel restarted): core/autosave.py, BoardWidget.resume/load, tw.load.

Every test here keeps its saves in its own folder (``TABLETOP_WIDGETS_SAVES``)."""

from __future__ import annotations

import json
import random

import pytest
from support.board_messages import send

import tabletop_widgets as tw
from tabletop_widgets.core.autosave import SAVES_ENV, Autosave, wait_for_writes

GAMES = {"porta_nigra": 2, "carpe_diem": 3, "magna_roma": 2}


@pytest.fixture(autouse=True)
def saves(tmp_path, monkeypatch):
    monkeypatch.setenv(SAVES_ENV, str(tmp_path / "saves"))
    return tmp_path / "saves"


def cell(name: str, seed: int = 5, **board):
    """What a notebook cell asks for: a fresh game of ``name`` on a board."""
    module = tw.games[name]
    return module.Board(module.new_game(players=GAMES[name], seed=seed), **board)


def play(board, moves: int, seed: int = 0) -> None:
    """``moves`` human decisions clicked at random (bots answer as they do)."""
    rnd = random.Random(seed)
    for _ in range(moves):
        if board.game.is_over:
            return
        send(board, {"kind": "handoff"})  # hot seat: the next player confirms (a no-op otherwise)
        send(board, {"kind": "intent", "action": rnd.choice(board.choices)["action"]})


def looks(board) -> tuple:
    """What the board shows the player to move (behind a hot seat's curtain: once confirmed)."""
    send(board, {"kind": "handoff"})
    return board.status, board.game.scores(), board.view, len(board.game.history), board.can_undo


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_cell_run_again_offers_the_game_and_resumes_it_exactly(name):
    first = cell(name)
    play(first, 12)
    assert first.resume_offer == {} and first.error == ""
    again = cell(name)
    assert len(again.game.history) == 0
    offer = again.resume_offer
    assert offer["moves"] == len(first.game.history) and f"{GAMES[name]} players" in offer["summary"]
    assert set(offer) == {"moves", "saved", "summary"}  # the browser learns no seed, no card
    send(again, {"kind": "resume"})
    assert again.error == "" and again.resume_offer == {}
    assert looks(again) == looks(first)
    assert again.game.to_json() == first.game.to_json()


def test_bots_and_the_undo_floor_carry_on_as_before():
    module = tw.porta_nigra
    original = module.Board(module.new_game(players=3, seed=9), bots={1: "greedy", 2: "random"})
    play(original, 6)
    resumed = module.Board(module.new_game(players=3, seed=9), bots={1: "greedy", 2: "random"})
    resumed.resume()
    assert resumed.undo_problem() == original.undo_problem()
    play(original, 8, seed=3)
    play(resumed, 8, seed=3)  # the same human clicks: the bots answer them as they did
    assert resumed.game.to_json() == original.game.to_json()


def test_a_tampered_save_is_refused_with_its_reason_and_the_fresh_game_stays(saves):
    first = cell("porta_nigra")
    play(first, 5)
    wait_for_writes()
    [path] = saves.glob("*.json")
    record = json.loads(path.read_text())
    save = json.loads(record["save"])
    save["actions"][2] = save["actions"][0]  # edited: a move the rules do not allow there
    record["save"] = json.dumps(save)
    path.write_text(json.dumps(record))
    again = cell("porta_nigra")
    assert again.resume_offer["moves"] == 5
    fresh = looks(again)
    send(again, {"kind": "resume"})
    assert "damaged: move 3" in again.error and again.resume_offer == {}
    assert looks(again) == fresh
    send(again, {"kind": "resume"})  # nothing on offer any more
    assert again.error == "There is no saved game on offer on this board."


def test_playing_the_fresh_game_sets_the_offered_one_aside(saves):
    play(cell("carpe_diem"), 7)
    again = cell("carpe_diem")
    play(again, 1)
    assert again.resume_offer == {}
    [aside] = saves.glob("*.before.json")
    assert len(tw.load(aside).history) >= 7  # a misclick on the fresh game lost nothing
    assert cell("carpe_diem").resume_offer["moves"] == len(again.game.history)  # now the fresh game is kept


def test_what_is_not_kept(saves):
    game = tw.magna_roma.new_game(players=2, seed=1)
    steps = [tw.Step("Do this.", game.legal_actions()[0])]
    for board in (tw.magna_roma.Board(game, steps=steps), tw.magna_roma.Board(game, autosave=False),
                  tw.replay(tw.magna_roma.new_game(players=2, seed=1))):
        assert board.autosave is None and board.resume_offer == {}
        with pytest.raises(ValueError, match="keeps no autosave"):
            board.resume()
    assert not saves.exists()
    with pytest.raises(ValueError, match="needs autosave=True"):
        tw.magna_roma.Board(game, autosave=False, save_as="mine")
    with pytest.raises(ValueError, match="save_as: a short name"):
        tw.magna_roma.Board(game, save_as="../../etc/passwd")
    with pytest.raises(TypeError, match="autosave must be True or False"):
        tw.magna_roma.Board(game, autosave="yes")


def test_save_as_names_the_place_and_other_cells_keep_apart(saves):
    board = cell("magna_roma", save_as="class 3b")
    play(board, 2)
    wait_for_writes()
    assert board.error == "" and (saves / "magna_roma-class 3b.json").exists()
    other_game = tw.magna_roma.new_game(players=2, seed=6)  # a different game, the same name: its place
    assert tw.magna_roma.Board(other_game, save_as="class 3b").resume_offer["moves"] == 2
    assert cell("magna_roma").resume_offer == {}  # not named: the cell's own place, empty
    play(cell("magna_roma", seed=5), 3)
    assert cell("magna_roma", seed=6).resume_offer == {}
    assert cell("magna_roma", seed=5, bots={1: "random"}).resume_offer == {}
    assert cell("magna_roma", seed=5).resume_offer["moves"] == 3


def test_a_disk_that_refuses_is_said_and_the_game_goes_on(saves):
    saves.parent.mkdir(exist_ok=True)
    saves.write_text("a file where the folder should be")
    board = cell("porta_nigra")
    play(board, 1)
    wait_for_writes()
    play(board, 1, seed=1)  # the disk's answer comes after the move: the board says it at the next
    assert board.error.startswith("This game is not being saved") and len(board.game.history) == 2


def test_save_game_sends_a_file_that_load_game_loads_on_another_board():
    board = cell("carpe_diem")
    play(board, 9)
    sent = []
    board.send = sent.append
    send(board, {"kind": "download"})
    [message] = sent
    assert message["kind"] == "save-file" and message["name"] == f"carpe_diem-move-{len(board.game.history)}.json"
    other = cell("carpe_diem", seed=77, autosave=False)
    send(other, {"kind": "load", "text": message["text"]})
    assert other.error == "" and looks(other) == looks(board)
    for text, reason in (("not json", "not valid JSON"), ('{"format": "x"}', "not a tabletop-widgets saved game"),
                         (tw.porta_nigra.new_game(seed=1).to_json(), "a game of Porta Nigra; this board plays")):
        before = looks(other)
        send(other, {"kind": "load", "text": text})
        assert reason in other.error and looks(other) == before
    send(other, {"kind": "load"})
    assert other.error == "Load game takes a saved game's file."
    three = tw.carpe_diem.new_game(players=2, seed=1).to_json()
    send(other, {"kind": "load", "text": three})
    assert "a 2-player game; this board seats 3" in other.error


def test_tw_load_reads_a_path_a_text_bytes_or_an_autosave(saves, tmp_path):
    board = cell("porta_nigra")
    play(board, 4)
    text = board.game.to_json()
    (tmp_path / "game.json").write_text(text)
    wait_for_writes()
    [kept] = saves.glob("*.json")
    for source in (text, text.encode(), tmp_path / "game.json", str(tmp_path / "game.json"), kept):
        assert tw.load(source).to_json() == text
    chess = json.dumps({"format": "tabletop-widgets", "game": "chess"})
    for source, reason in ((tmp_path / "nowhere.json", "cannot be read"), (b"\xff\xfe", "not text"),
                           ("{", "not valid JSON"), (3, "not int"), (chess, "names no game")):
        with pytest.raises(ValueError, match=reason):
            tw.load(source)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_offer_holds_no_hidden_information(name, saves):
    play(cell(name), 6)
    offer = cell(name).resume_offer  # (an offer waits for the writes before it)
    seed_words = ["seed", "rng", "deck", "hand"]
    assert not any(word in json.dumps(offer).lower() for word in seed_words)
    assert Autosave(next(saves.glob("*.json"))).offer(0) == offer
