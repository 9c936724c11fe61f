"""Saves load exactly the saved game or are refused with a clear ValueError; an edited start
loads only as a labelled scenario; careless calls get errors that name the argument."""

import json
import random

import pytest
from support.sessions import intent, session_for

import tabletop_widgets as tw

MODULES = [tw.porta_nigra, tw.carpe_diem, tw.magna_roma]
ids = [m.__name__.split(".")[-1] for m in MODULES]
JUNK = [None, -1, 99, "x", [], {}, True, 1.5, 10**30, "url(http://x)", 0, 1, 2, "red"]


def played(module, steps=45, players=3, start=None):
    game = start or module.new_game(players=players, seed=5)
    rnd = random.Random(2)
    for _ in range(steps):
        game.apply(rnd.choice(game.legal_actions()))
    return game


def damaged(text: str, rnd: random.Random, kind: int, inside: str | None = None) -> str:
    """A bit flip, a truncation, or one field (anywhere, or inside ``inside``) set to junk."""
    if kind == 0:
        raw = bytearray(text.encode())
        raw[rnd.randrange(len(raw))] ^= 1 << rnd.randrange(8)
        return raw.decode(errors="replace")
    if kind == 1:
        return text[:rnd.randrange(len(text))]
    data = json.loads(text)
    node = data[inside] if inside else data
    while isinstance(node, (dict, list)) and node:
        key = rnd.choice(list(node)) if isinstance(node, dict) else rnd.randrange(len(node))
        if not isinstance(node[key], (dict, list)) or rnd.random() < 0.2:
            node[key] = rnd.choice(JUNK)
            break
        node = node[key]
    if inside:  # a consistent save of an edited start: its moves and position are the start's
        data["actions"], data["state"] = [], data[inside]
    return json.dumps(data)


# Each load of a damaged save replays its moves, so the save is of the shortest game with a
# save of every part the 45-move game's has: every kind of move those 45 make, and a move that
# revealed something (Carpe Diem's first draw is its 45th move).
DAMAGED_GAME_MOVES = {"porta_nigra": 15, "carpe_diem": 45, "magna_roma": 15}


@pytest.mark.parametrize("module", MODULES, ids=ids)
def test_thousands_of_damaged_rulebook_saves_are_refused_or_load_exactly(module):
    game = played(module, steps=DAMAGED_GAME_MOVES[module.__name__.split(".")[-1]])
    assert any(game._reveals) and {a["type"] for a in game.history} == {a["type"] for a in played(module).history}
    text = game.to_json()
    rnd, loaded_same = random.Random(7), 0
    for i in range(3000):
        try:
            game = module.from_json(damaged(text, rnd, i % 3))
        except ValueError:
            continue
        assert game.to_json() == text
        loaded_same += 1
    assert loaded_same < 100  # nearly every damage is noticed


@pytest.mark.slow
@pytest.mark.parametrize("module", MODULES, ids=ids)
def test_damaged_scenario_saves_are_refused_or_load_as_a_scenario_that_plays_to_the_end(module):
    text = played(module, steps=25, start=module.scenario(3, 4)).to_json()
    rnd, scenarios = random.Random(11), 0
    for i in range(450):
        try:
            game = module.from_json(damaged(text, rnd, i % 3, inside="start" if i % 3 == 2 else None))
        except ValueError:
            continue
        assert game.is_scenario and game.log[0]["kind"] == "scenario"
        if game.to_json() != text:
            scenarios += 1
            played_out = random.Random(i)
            while not game.is_over:  # whatever loaded must play on without an error
                game.apply(played_out.choice(game.legal_actions()))
            game.view(None)
    assert scenarios  # some edits are positions that still play


@pytest.mark.parametrize("module", MODULES, ids=ids)
def test_an_edited_start_loads_only_as_a_labelled_scenario(module):
    game = played(module)
    data = json.loads(game.to_json())
    data["state"]["seats"][0]["coins"] += 50
    data["start"] = data.pop("setup") and data["state"]  # the edited position posing as the start
    data["actions"] = []
    loaded = module.from_json(json.dumps(data))
    assert loaded.is_scenario and not game.is_scenario
    assert loaded.log[0] == {"seat": None, "kind": "scenario", "data": {},
                             "text": "This position was loaded from a save that does not start from the "
                                     "rulebook set-up."}
    assert loaded.state["seats"][0]["coins"] == game.state["seats"][0]["coins"] + 50
    both = json.loads(game.to_json())
    both["start"] = data["start"]
    with pytest.raises(ValueError, match="either its set-up or its starting position"):
        module.from_json(json.dumps(both))


@pytest.mark.parametrize("module", MODULES, ids=ids)
@pytest.mark.parametrize("field, value, words", [
    ("current", 99, "cannot be played"), ("phase", "lunch", "position.phase"), ("log", None, "no log"),
    ("rng", "x", "a text at position.rng"), ("seats", [], "seat"),
])
def test_a_damaged_start_is_refused_before_it_can_fail_later(module, field, value, words):
    data = json.loads(module.scenario(2, 0).to_json())
    data["start"][field] = value
    data["state"] = data["start"]
    with pytest.raises(ValueError, match=words):
        module.from_json(json.dumps(data))


@pytest.mark.parametrize("module", MODULES, ids=ids)
def test_a_seat_colour_from_a_save_must_be_the_games_own(module):
    data = json.loads(module.scenario(2, 0).to_json())
    data["start"]["seats"][0]["colour"] = "url(http://example.org/x.png)"
    data["state"] = data["start"]
    with pytest.raises(ValueError, match="unknown name"):
        module.from_json(json.dumps(data))


def test_deeply_nested_or_huge_text_is_refused_not_crashed_on():
    for text in ["[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000, b"\xff\xfe", "x" * 30_000_000]:
        with pytest.raises(ValueError):
            tw.porta_nigra.from_json(text)


# ---------------------------------------------------------------- careless calls

@pytest.mark.parametrize("call, words", [
    (lambda: tw.porta_nigra.scenario(2, 0, seats={5: {}}), "seats key 5"),
    (lambda: tw.porta_nigra.scenario(2, 0, to_play=5), "to_play"),
    (lambda: tw.porta_nigra.scenario(2, 0, market={"red": -5}), r"market\['red'\]"),
    (lambda: tw.porta_nigra.scenario(2, 0, market={"red": 95}), r"market\['red'\]"),
    (lambda: tw.porta_nigra.scenario(2, 0, seats={0: {"coins": -1}}), r"seats\[0\]\['coins'\]"),
    (lambda: tw.porta_nigra.scenario(2, 0, seats="lots"), "seats must be a dict"),
    (lambda: tw.carpe_diem.scenario(2, 0, seats={5: {}}), "seats key 5"),
    (lambda: tw.carpe_diem.scenario(2, 0, to_play=5), "to_play"),
    (lambda: tw.carpe_diem.scenario(2, 0, seats={0: {"wares": {"gold": 1}}}), "unknown wares"),
    (lambda: tw.magna_roma.scenario(2, 0, seats={5: {}}), "seats key 5"),
    (lambda: tw.magna_roma.scenario(2, 0, to_play=5), "to_play"),
    (lambda: tw.magna_roma.scenario(2, 0, seats={0: {"coins": -3}}), r"seats\[0\]\['coins'\]"),
    (lambda: tw.porta_nigra.new_game(players=2.0), "players"),
    (lambda: tw.carpe_diem.new_game(players="2"), "players"),
    (lambda: tw.magna_roma.new_game(players=True), "players"),
    (lambda: tw.porta_nigra.new_game(names="Ann"), "names"),
    (lambda: tw.porta_nigra.new_game(first_player=True), "first_player"),
    (lambda: tw.simulate("porta_nigra", 2, players=0), "players"),
    (lambda: tw.simulate("porta_nigra", 2, executor=5), "executor"),
    (lambda: tw.simulate("porta_nigra", 2, options={"speed": 3}), "speed"),
    (lambda: tw.simulate("porta_nigra", 2, options=[1]), "options"),
    (lambda: tw.simulate("carpe_diem", 2, options={"movement": "zigzag"}), "movement"),
    (lambda: tw.porta_nigra.new_game(speed=3), "speed"),
    (lambda: tw.porta_nigra.Board(tw.carpe_diem.new_game()), "game"),
    (lambda: tw.porta_nigra.Board(tw.porta_nigra.new_game(), teacher="yes"), "teacher"),
    (lambda: tw.porta_nigra.Board(tw.porta_nigra.new_game(), bots={True: "random"}), "bots"),
])
def test_careless_calls_get_an_error_naming_the_argument(call, words):
    with pytest.raises((ValueError, TypeError), match=words) as err:
        call()
    assert not isinstance(err.value, (KeyError, IndexError, ZeroDivisionError, AttributeError))


@pytest.mark.parametrize("module", MODULES, ids=ids)
@pytest.mark.parametrize("value", [10**5000, "x" * 100_000, [1] * 100_000, {"k" * 5000: 1}, 1e308],
                         ids=["huge int", "long text", "long list", "long key", "huge float"])
def test_reasons_shorten_huge_values_of_any_type(module, value):
    game = module.new_game(seed=1)
    actions = [{"type": value}, value] + [{"type": kind, field: value} for kind, fields in module.ACTIONS.items()
                                          for field in fields]
    for action in actions:
        reason = game.why_illegal(action)
        assert reason and len(reason) < 400
        with pytest.raises(tw.IllegalAction):
            game.apply(action)


class Broken:
    name = "broken"

    def choose(self, game):
        raise RuntimeError("out of ideas")


def test_a_bot_that_fails_is_reported_and_a_human_can_move_for_it_or_undo():
    game = tw.porta_nigra.new_game(players=2, seed=4, first_player=0)
    session = session_for(game, bots={1: Broken()})
    session.play({"type": "place_master_builder", "quarter": "red"})
    session.play({"type": "play_card", "card": game.state["seats"][0]["hand"][0]})
    session.play({"type": "end_turn"})
    frame = session.frame()
    assert game.current_player == 1 and "Purple's bot failed (RuntimeError: out of ideas)" in frame.error
    assert "make Purple's move yourself" in frame.status and frame.choices
    intent(session, frame.choices[0]["action"])
    assert len(game.history) == 4 and "bot) is playing" not in session.frame().status


def test_a_bot_failing_in_a_simulation_names_the_game_seed_and_seat():
    with pytest.raises(ValueError, match=r"bots: porta_nigra, seed 3: the 'broken' bot in seat 1 failed at move \d+"):
        tw.simulate("porta_nigra", 1, bots=["random", Broken()], seed=3, rotate=False, progress=False, as_frame=False)
