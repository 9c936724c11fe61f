"""Bots, tw.simulate (local, any Executor, a local Dask cluster) and the balance metrics."""

from concurrent.futures import ThreadPoolExecutor

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core import metrics
from tabletop_widgets.core.bots import REPEATS_PER_TURN, GreedyBot, RandomBot, make_bot, not_looping
from tabletop_widgets.core.simulate import seeded_bots


def play(bots, seed):
    game = tw.porta_nigra.new_game(players=len(bots), seed=seed)
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
def test_every_bot_finishes_games_with_legal_moves_only(name):
    bot = make_bot(name, seed=3) if name != "search" else tw.SearchBot(seed=3, iterations=1, width=2, depth=8)
    game = play([bot, make_bot("random", seed=4)], seed=9)
    assert game.is_over and game.winners()


def test_bots_are_deterministic_for_a_seed():
    first = play([make_bot("greedy", seed=1), make_bot("random", seed=2)], seed=5).to_json()
    again = play([make_bot("greedy", seed=1), make_bot("random", seed=2)], seed=5).to_json()
    assert first == again


def test_lookahead_never_reveals_hidden_information():
    """A determinized copy keeps what the seat knows and redraws what it does not."""
    game = tw.porta_nigra.new_game(players=3, seed=21)
    seat = game.current_player
    worlds = [game.determinized(seat, seed) for seed in range(20)]
    for world in worlds:
        assert world.state["seats"][seat]["hand"] == game.state["seats"][seat]["hand"]
        assert world.state["market"] == game.state["market"]
        assert sorted(world.state["building_deck"]) == sorted(game.state["building_deck"])
        for other in range(3):
            s, w = game.state["seats"][other], world.state["seats"][other]
            assert sorted(w["hand"] + w["deck"]) == sorted(s["hand"] + s["deck"])
    others = {tuple(w.state["seats"][(seat + 1) % 3]["hand"]) for w in worlds}
    orders = {tuple(w.state["honour_deck"]) for w in worlds}
    assert len(others) > 1 and len(orders) > 1  # really redrawn, not copied
    assert game.to_json() == tw.porta_nigra.from_json(game.to_json()).to_json()


@pytest.mark.parametrize("name", ["porta_nigra", "carpe_diem", "magna_roma"])
def test_a_lookahead_redraws_every_face_down_pile(name):
    """No bot plays on the cards or tiles to come: in a lookahead copy every face-down pile
    holds what it held, in an order drawn anew for each world."""
    import json

    game = tw.games[name].new_game(players=2, seed=4)

    def items(pile: list) -> list[str]:  # a pile of piles (decks side by side) as one
        flat = [x for part in pile for x in part] if pile and isinstance(pile[0], list) else pile
        return [json.dumps(x, sort_keys=True) for x in flat]

    worlds = [game.determinized(game.current_player, seed) for seed in range(20)]
    for key in type(game).FACE_DOWN:
        held = items(game.state[key])
        assert len(held) > 1, f"{name}: {key} is no pile to test with"
        assert all(sorted(items(w.state[key])) == sorted(held) for w in worlds), key
        assert len({tuple(items(w.state[key])) for w in worlds}) > 1, f"{name}: {key} copied as it lies"


@pytest.mark.parametrize("level, name", [("beginner", "random"), ("steady", "greedy"), ("strong", "search")])
def test_a_bot_can_be_named_by_its_level_for_learners(level, name):
    bot = make_bot(level, seed=2)
    assert bot.name == name and bot.level == level and type(bot) is type(make_bot(name))
    game = play([bot, make_bot("random", seed=4)], seed=9) if level != "strong" else None
    assert game is None or game.is_over
    rows = tw.simulate("carpe_diem", 2, bots=[level, "random"], seed=1, progress=False, as_frame=False)
    assert {tuple(r["bots"]) for r in rows} == {(name, "random"), ("random", name)}  # rows keep the bot's name


def test_a_bot_does_not_take_an_action_and_its_reverse_forever():
    # Magna Roma, seed 1011: at the end, moving a citizen between two monuments is free, and
    # the search bot once rated "forum to thermae" and "thermae to forum" best in turn, for
    # ever (a 200-game benchmark ran for hours).
    game = tw.magna_roma.new_game(players=2, seed=1011)
    bots = seeded_bots(["search", "greedy"], 1011)
    for _ in range(400):
        if game.is_over:
            break
        game.apply(bots[game.current_player].choose(game))
    assert game.is_over, "the bots are still moving citizens to and fro"
    assert any(a["type"] == "move_population" for a in game.history), "the seed no longer reaches that end"


def test_not_looping_drops_only_actions_repeated_too_often_in_this_turn():
    class Played:  # what not_looping reads of a game
        def __init__(self, history, movers, current_player):
            self.history, self.movers, self.current_player = history, movers, current_player

    to, back, done = {"type": "move", "to": "a"}, {"type": "move", "to": "b"}, {"type": "end_turn"}
    mine = [to, back] * REPEATS_PER_TURN
    assert not_looping(Played(mine, [0] * len(mine), 0), [to, back, done]) == [done]
    assert not_looping(Played(mine[1:], [0] * (len(mine) - 1), 0), [to, back, done]) == [to, done]
    # the moves before another seat's last one were another turn
    assert not_looping(Played(mine + [done], [0] * len(mine) + [1], 0), [to, back, done]) == [to, back, done]
    assert not_looping(Played(mine, [0] * len(mine), 0), [to, back]) == [to, back], "never no move at all"


def test_an_unknown_bot_lists_the_names_and_levels():
    with pytest.raises(ValueError, match=r"search \(strong\)"):
        make_bot("genius")


def test_greedy_beats_random_clearly():
    rows = tw.simulate("porta_nigra", 30, players=2, bots=["greedy", "random"], seed=100, progress=False,
                       as_frame=False)
    assert metrics.bot_win_rate(rows, "greedy")["win_rate"] >= 0.75


def test_simulate_rows_and_rotation():
    rows = tw.simulate(tw.porta_nigra, 6, players=3, bots=["greedy", "random", "random"], seed=7,
                       progress=False, as_frame=False)
    assert [r["seed"] for r in rows] == list(range(7, 13))
    seats = [r["bots"].index("greedy") for r in rows]
    assert sorted(seats[:3]) == sorted(seats[3:]) == [0, 1, 2]  # every 3 games, each seat once
    for r in rows:
        assert sum(r["scores"]) == sum(sum(v) for v in r["breakdown"].values())
        assert r["length"] > 50 and (r["winner"] is None or r["winner"] in r["winners"])


def test_simulate_is_reproducible_and_the_same_on_any_executor():
    inline = tw.simulate("porta_nigra", 8, bots="random", seed=3, progress=False, as_frame=False)
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = tw.simulate("porta_nigra", 8, bots="random", seed=3, executor=pool, progress=False, as_frame=False)
    assert inline == threaded


def test_simulate_reports_its_progress_to_a_function():
    seen = []
    tw.simulate("porta_nigra", 3, bots="random", seed=0, progress=lambda done, n: seen.append((done, n)),
                as_frame=False)
    assert seen and seen[-1] == (3, 3) and [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_simulate_on_local_processes_by_default_matches_inline():
    parallel = tw.simulate("porta_nigra", 40, bots="random", seed=50, progress=False, as_frame=False)
    inline = [tw.core.simulate.play_one("porta_nigra", 2, r["bots"], r["seed"], {}) for r in parallel]
    assert parallel == inline


@pytest.mark.slow
def test_simulate_runs_unchanged_on_a_local_dask_cluster():
    distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")
    with (distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   dashboard_address=None) as cluster,
          distributed.Client(cluster) as client):
        rows = tw.simulate("porta_nigra", 10, bots="random", seed=3, executor=client.get_executor(),
                           progress=False, as_frame=False)
    assert rows == tw.simulate("porta_nigra", 10, bots="random", seed=3, progress=False, as_frame=False)


def test_simulate_returns_a_dataframe_with_pandas_and_applies_rule_options():
    pd = pytest.importorskip("pandas")
    frame = tw.simulate("porta_nigra", 4, bots="random", seed=1, options={"start_coins": 5}, progress=False)
    assert isinstance(frame, pd.DataFrame) and len(frame) == 4
    assert {"seed", "bots", "first_player", "scores", "breakdown", "winner", "length"} <= set(frame.columns)


@pytest.mark.parametrize("kwargs, words", [
    ({"game": "chess"}, "Unknown game"), ({"n": 0}, "positive number"), ({"bots": ["random"]}, "1 bot for 2 seats"),
    ({"bots": "genius"}, "Unknown bot"), ({"options": {"start_coins": -1}}, "start_coins"),
])
def test_simulate_explains_bad_arguments(kwargs, words):
    args = {"game": "porta_nigra", "n": 2, "bots": "random", "progress": False} | kwargs
    with pytest.raises(ValueError, match=words):
        tw.simulate(args.pop("game"), args.pop("n"), **args)


def test_metrics_follow_ludii():
    def row(*winners, first=0, players=2):
        return {"winners": list(winners), "first_player": first, "players": players}
    rows = [row(0), row(0), row(1), row(0, 1)]  # the last win shared: half a win each
    assert metrics.advantage_p1(rows)["advantage_p1"] == pytest.approx((2 + 0.5) / 4)
    assert metrics.win_rates_by_position(rows) == [0.625, 0.375]
    assert metrics.balance(rows) == pytest.approx(0.75)
    assert metrics.win_rates_by_position([row(0, first=1)]) == [0.0, 1.0]  # seat 0 moved second
    # A win shared by players 2 and 3 of 3 gives player 1 nothing, and a third of a win each
    # when player 1 is among three winners.
    assert metrics.advantage_p1([row(1, 2, players=3)])["advantage_p1"] == 0
    assert metrics.win_rates_by_position([row(0, 1, 2, players=3)]) == pytest.approx([1 / 3] * 3)
    low, high = metrics.wilson(50, 100)
    assert low < 0.5 < high and high - low == pytest.approx(0.19, abs=0.01)


@pytest.mark.parametrize("results, error, words", [
    ("porta_nigra", TypeError, "the table tw.simulate returns"),
    ([], ValueError, "no games"),
    ([{"players": 2, "first_player": 0}], ValueError, "lacks 'winners'"),
    ([{"players": 2, "first_player": 0, "winners": [0]}, {"players": 3, "first_player": 0, "winners": [1]}],
     ValueError, "mix games of 2, 3 players"),
    ([{"players": 1, "first_player": 0, "winners": [0]}], ValueError, "solo games"),
])
def test_metrics_explain_results_they_cannot_measure(results, error, words):
    for measure in (metrics.advantage_p1, metrics.balance, metrics.win_rates_by_position):
        with pytest.raises(error, match=words):
            measure(results)


def _p1(share, low, high, games=200):
    return {"advantage_p1": share, "ci95": (low, high), "games": games}


@pytest.mark.parametrize("p1, fair, words", [
    (_p1(0.432, 0.366, 0.502), 0.5, "won 43.2% of 200 games (95% interval 36.6% to 50.2%): below 50%, but 50% "
                                    "is inside the interval, so these games cannot tell a first-player advantage "
                                    "from chance."),
    (_p1(0.5, 0.43, 0.57), 0.5, "won 50% of 200 games (95% interval 43% to 57%): exactly 50%, and 50% is inside"),
    (_p1(0.5004, 0.45, 0.55), 0.5, ": just above 50%, but 50% is inside the interval"),
    (_p1(0.449, 0.401, 0.498, 400), 0.5, "won 44.9% of 400 games (95% interval 40.1% to 49.8%): below 50%, and so is "
                                         "the whole interval: these games show a first-player handicap"),
    (_p1(0.56, 0.51, 0.61), 0.5, "above 50%, and so is the whole interval: these games show a first-player advantage."),
    (_p1(0.40, 0.35, 0.45), 1 / 3, "won 40% of 200 games (95% interval 35% to 45%): above 33.3%, and so is the whole "
                                   "interval: these games show a first-player advantage."),
])
def test_words_for_advantage_say_what_the_numbers_say(p1, fair, words):
    assert words in metrics.words_for_advantage(p1, fair=fair)


def test_words_for_advantage_need_a_fair_share():
    with pytest.raises(ValueError, match="fair must be a share"):
        metrics.words_for_advantage(_p1(0.5, 0.4, 0.6), fair=50)


def test_metrics_name_a_bot_that_did_not_play_and_need_values():
    rows = [{"bots": ["greedy", "random"], "winner_bot": "greedy"}]
    assert metrics.bot_win_rate(rows, "greedy")["win_rate"] == 1
    with pytest.raises(ValueError, match="No game in results has a bot named 'greddy'; the bots are: greedy, random"):
        metrics.bot_win_rate(rows, "greddy")
    with pytest.raises(ValueError, match="at least one value"):
        metrics.mean_ci([])


def test_simulate_explains_options_bots_and_rotate_it_cannot_use():
    with pytest.raises(TypeError, match="porta_nigra has no option 'start_coin'; its options are: names, first_player"):
        tw.simulate("porta_nigra", 2, options={"start_coin": 5}, progress=False)
    with pytest.raises(ValueError, match=r"GreedyBot is a class: give a bot made from it \(GreedyBot\(\)\)"):
        tw.simulate("porta_nigra", 2, bots=GreedyBot, progress=False)
    with pytest.raises(TypeError, match="rotate must be True or False, not 'no'"):
        tw.simulate("porta_nigra", 2, rotate="no", progress=False)


def test_a_bot_object_starts_every_game_as_given_so_each_row_replays_alone():
    bot = RandomBot(seed=5)
    together = tw.simulate("carpe_diem", 3, bots=bot, seed=1, progress=False, as_frame=False)
    alone = tw.simulate("carpe_diem", 1, bots=bot, seed=2, progress=False, as_frame=False)
    assert alone[0]["scores"] == together[1]["scores"] and alone[0]["length"] == together[1]["length"]


def test_the_winner_column_holds_seats_not_floats():
    pytest.importorskip("pandas")
    frame = tw.simulate("magna_roma", 60, players=4, seed=0, progress=False)
    assert str(frame["winner"].dtype) == "Int64"
    shared = frame["winners"].map(len) > 1
    assert shared.any() and frame["winner"][shared].isna().all()
    assert (frame["winner"][~shared] == frame["winners"][~shared].map(lambda w: w[0])).all()
