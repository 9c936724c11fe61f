"""Replays (core/replay.py): a simulated game, a save or a game on its board with a timeline.
The position shown at any step is the one the rules reach by playing the same moves again."""

import pytest
from support.board_messages import send
from support.sessions import intent, said, session_for

import tabletop_widgets as tw
from tabletop_widgets.core.bots import make_bot
from tabletop_widgets.core.session import REPLAY_ONLY

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

    send(board, {"kind": "seek", "to": length})  # the browser's "last move" button
    assert board.game.state == reference.state
    send(board, {"kind": "seek", "to": 0})
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
    session = session_for(game, bots={0: "random", 1: "random"})
    frame = session.frame()
    assert game.is_over and frame.timeline["at"] == frame.timeline["length"] == len(game.history)
    assert frame.news == [], "the timeline says each move; no list of the bots' last moves beside it"
    session.seek(3)
    assert session.game.history == game.history[:3] and session.frame().timeline["at"] == 3
    intent(session, session.game.legal_actions()[0])
    assert said(session) == REPLAY_ONLY and session.game.history == game.history[:3]
    # One human seat: a game to play, not a replay.
    played = session_for(tw.games[name].new_game(players=2, seed=6), bots={1: "random"}).frame()
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
    session = session_for(game, bots={0: FailsOnce(), 1: "random"})
    frame = session.frame()
    assert "bot failed" in frame.error and frame.error.endswith("yourself.")  # no undo to offer: nobody moved
    assert not game.is_over and frame.timeline == {} and frame.choices
    intent(session, game.legal_actions()[0])
    frame = session.frame()
    assert game.is_over and frame.timeline["at"] == len(game.history) and frame.error == ""


def test_the_browser_can_only_seek_and_a_bad_step_is_refused_without_change():
    board = tw.replay(tw.simulate("magna_roma", 1, players=1, bots="random", seed=3, progress=False,
                                  as_frame=False)[0], at=4)
    state = board.game.state
    for message in ({"kind": "intent", "action": board.game.legal_actions()[0]}, {"kind": "undo"},
                    {"kind": "show"}, {"kind": "handoff"}, {"kind": "explain", "target": "button:skip"}):
        before = board.revision
        send(board, message)
        assert board.error == REPLAY_ONLY and board.revision > before and board.game.state == state
    for bad in (-1, 10**9, True, None, "3", 2.5):
        send(board, {"kind": "seek", "to": bad})
        assert board.error.startswith("moves must be a whole number from 0 to"), bad
        assert board.game.state == state
    send(board, {"kind": "seek", "to": 5})
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
        session_for(tw.porta_nigra.new_game(players=2, seed=1)).seek(0)
    with pytest.raises(ValueError, match="takes no steps and no bots"):
        session_for(tw.porta_nigra.new_game(players=2, seed=1), bots={1: "random"}, replay=True)


# ---------------------------------------------------------------- stepping by move, turn and round
# What one turn holds, in each game's log: one card played (Porta Nigra: or one decision between
# rounds), one patrician moved (Carpe Diem: or one disc scored, one patrician placed at the start),
# one tile placed (Magna Roma: before the first one, the draft of first tiles, one choice a turn).
TURN_MARKS = {"porta_nigra": {"play_card", "split", "choose_start"}, "carpe_diem": {"move", "disc", "meeple"},
              "magna_roma": {"place"}}
STEPPED = [("porta_nigra", 2), ("porta_nigra", 3), ("carpe_diem", 2), ("carpe_diem", 3), ("magna_roma", 2),
           ("magna_roma", 1)]


def walk(game):
    """A fresh game given ``game``'s moves one by one: the log kinds each move wrote, and the
    round the table's view names and the scores at each position."""
    fresh = tw.games[game.NAME].new_game(**game._setup)
    kinds, rounds, scores = [], [table_round(fresh)], [fresh.scores()]
    for action in game.history:
        start = len(fresh.log)
        fresh.apply(action)
        kinds.append({entry["kind"] for entry in fresh.log[start:]})
        rounds.append(table_round(fresh))
        scores.append(fresh.scores())
    return kinds, rounds, scores


def table_round(game):
    view = game.view(None)
    return view.get("game_phase"), view["round"]


@pytest.mark.parametrize("name, players", STEPPED)
def test_a_turn_is_one_seats_moves_and_a_round_the_games_own(name, players):
    row = tw.simulate(name, 1, players=players, bots="greedy", seed=5, progress=False, as_frame=False)[0]
    board = tw.replay(row)
    game, track = board._replayed, board.track
    length, movers, (kinds, rounds, scores) = len(game.history), game.movers, walk(game)
    turns = track["turns"] + [length]
    assert track["length"] == length and turns[0] == 0 and turns == sorted(set(turns))
    # Whose turn each is (the slider's preview names it): the seat that made its moves.
    assert track["seats"] == [movers[start] for start in track["turns"]]
    placed = False
    for start, end in zip(turns, turns[1:], strict=False):
        assert len(set(movers[start:end])) == 1, f"the turn from move {start + 1} is one seat's"
        marks = sum(bool(k & TURN_MARKS[name]) for k in kinds[start:end])
        if name == "magna_roma" and not placed and marks == 0:  # the draft of first tiles
            assert end - start == 1 and kinds[start] == {"choose_tile"}
            continue
        placed = True
        assert marks == 1, f"the turn from move {start + 1} ({kinds[start:end]}) holds one of {TURN_MARKS[name]}"
    # Rounds: as many as the rounds the table's view names, each beginning with a turn.
    assert len(track["rounds"]) == len(set(rounds)) > 1
    assert set(track["rounds"]) <= set(track["turns"])
    for before, start in zip(track["rounds"], track["rounds"][1:], strict=False):
        assert rounds[start] != rounds[before]
        inside = {rounds[t] for t in track["turns"] if before <= t < start}
        assert inside == {rounds[before]}, "a round's turns begin in that round"
    # The score line is the score the rules give at each position.
    assert [list(s) for s in zip(*track["scores"], strict=True)] == scores


def board_words(view):
    """The round as each game's board writes it from its view (js/porta_nigra.js, carpe_diem.js,
    magna_roma.js), in lower case."""
    if "game_phase" in view:  # Carpe Diem
        static = view["static"]
        stage = "scoring period" if view["scoring"] else f"round {view['round']} of {static['rounds_per_phase']}"
        return f"phase {view['game_phase']} of {static['phases']}, {stage}"
    return f"round {view['round']} of {view.get('rounds') or view['static']['tiles_per_city']}"


@pytest.mark.parametrize("name, players", STEPPED[::2])
def test_the_timeline_names_the_round_the_board_shows(name, players):
    row = tw.simulate(name, 1, players=players, bots="random", seed=8, progress=False, as_frame=False)[0]
    board = tw.replay(row, at=0)
    track, game = board.track, board._replayed
    assert len(track["roundNames"]) == len(track["rounds"]) and len(set(track["roundNames"])) == len(track["rounds"])
    # Every position but the end (the board says "Game over" there).
    for at in range(track["length"]):
        board.seek(at)
        said = board.timeline
        assert track["roundNames"][said["round"] - 1] == board_words(game.at(at).view(None)), f"at move {at}"
        assert track["seats"][said["turn"] - 1] == game.at(at).current_player or said["turn"] == 1, f"at move {at}"


@pytest.mark.parametrize("name, players", STEPPED[::2])
def test_stepping_by_turn_and_round_lands_where_each_begins_and_back(name, players):
    row = tw.simulate(name, 1, players=players, bots="random", seed=8, progress=False, as_frame=False)[0]
    board = tw.replay(row, at=0)
    length, track = board.timeline["length"], board.track
    for unit in ("turn", "round"):
        stops = track[f"{unit}s"][1:] + [length]
        landed = []
        while board.timeline["at"] < length:
            send(board, {"kind": "step", "unit": unit, "by": 1})
            assert board.error == ""
            landed.append(board.timeline["at"])
        assert landed == stops
        assert board.timeline[unit] == len(track[f"{unit}s"]), f"the last {unit} is the one the end closes"
        back = []
        while board.timeline["at"] > 0:
            board.step(-1, unit)
            back.append(board.timeline["at"])
        assert back == ([0] + stops[:-1])[::-1]
        send(board, {"kind": "step", "unit": unit, "by": -1})  # at the start: stays there
        assert board.timeline["at"] == 0 and board.error == ""
    # From inside a turn: back goes to its beginning, on to the next one's; by 2 skips one.
    turns = track["turns"]
    k = next(i for i in range(len(turns) - 1) if turns[i + 1] - turns[i] > 1)
    board.seek(turns[k] + 1)
    assert board.timeline["turn"] == k + 1 and board.timeline["round"] >= 1
    board.step(-1, "turn")
    assert board.timeline["at"] == turns[k]
    board.step(2, "turn")
    assert board.timeline["at"] == turns[k + 2] if k + 2 < len(turns) else length
    board.seek(5)
    board.step(3, "move")
    assert board.timeline["at"] == 8 and board.game.history == board._replayed.history[:8]
    board.step(-100, "move")
    assert board.timeline["at"] == 0


def test_a_malformed_step_from_the_browser_is_refused_without_change():
    board = tw.replay(tw.simulate("porta_nigra", 1, players=2, bots="random", seed=3, progress=False,
                                  as_frame=False)[0], at=9)
    state = board.game.state
    for bad in ({"unit": "turns", "by": 1}, {"unit": None, "by": 1}, {"unit": ["turn"], "by": 1}, {"by": 1},
                {"unit": "turn", "by": 0}, {"unit": "turn", "by": True}, {"unit": "turn", "by": "1"},
                {"unit": "turn", "by": 1.5}, {"unit": "turn"}, {"unit": {"a": 1}, "by": None}):
        before = board.revision
        send(board, {"kind": "step", **bad})
        assert board.error.startswith("step: "), bad
        assert board.revision > before and board.game.state == state and board.timeline["at"] == 9
    with pytest.raises(ValueError, match="the unit is one of 'move', 'turn', 'round'"):
        board.step(1, "year")
    live = session_for(tw.porta_nigra.new_game(players=2, seed=1))
    live.handle({"kind": "step", "unit": "turn", "by": 1})
    assert said(live) == "step: this board is not a replay (tw.replay opens one)." and live.game.history == []


def test_the_score_line_is_sent_once_not_at_each_step():
    board = tw.replay(tw.simulate("carpe_diem", 1, players=2, bots="random", seed=4, progress=False,
                                  as_frame=False)[0])
    sent = []
    board.observe(lambda change: sent.append(change["name"]), names=["track", "timeline"])
    for step in (("turn", -1), ("round", -2), ("move", 1)):
        board.step(step[1], step[0])
    board.seek(0)
    assert sent == ["timeline"] * 4, "the track (score line, turns, rounds) does not travel again"
    assert len(board.timeline["scores"]) == 2 and not {"turns", "rounds"} & set(board.timeline)  # this step's only


def test_an_all_bot_board_shows_progress_only_when_the_bots_take_a_while(monkeypatch, capsys):
    from tabletop_widgets.core import widget

    def shown() -> str:  # tqdm.auto writes to stderr, or to stdout where an IPython shell exists in the process
        return "".join(capsys.readouterr())

    monkeypatch.delenv("TQDM_DISABLE", raising=False)
    tw.magna_roma.Board(tw.magna_roma.new_game(players=1, seed=2), bots={0: "random"})
    assert "the bots play" not in shown(), "a quick game shows no bar"
    monkeypatch.setattr(widget, "PROGRESS_AFTER", 0.0)
    tw.magna_roma.Board(tw.magna_roma.new_game(players=1, seed=2), bots={0: "random"})
    assert "Magna Roma: the bots play: 0 moves" in shown()
    counted = widget._SlowProgress("counted")  # the bar counts the game's moves, those made before it showed too
    game = tw.magna_roma.new_game(players=1, seed=2)
    for _ in range(3):
        game.apply(game.legal_actions()[0])
        counted.update(game)
    assert counted.bar.n == 3
    counted.close()
    monkeypatch.setenv("TQDM_DISABLE", "1")  # as tools/execute_notebooks.py sets it
    tw.magna_roma.Board(tw.magna_roma.new_game(players=1, seed=2), bots={0: "random"})
    assert "the bots play" not in shown()
    # Bots that answer a person play a turn, not a game: no bar.
    monkeypatch.delenv("TQDM_DISABLE")
    tw.magna_roma.Board(tw.magna_roma.new_game(players=2, seed=2), bots={1: "random"})
    assert "the bots play" not in shown()
