"""The lab panel: its controls drive tw.simulate, runs pile up side by side, bad input is said
in the panel (no browser: the buttons' click handlers are called as a click would; Run plays
in a thread, which ``lab.wait()`` joins)."""

import base64
import io
import threading
import time

import pytest

import tabletop_widgets as tw

pytest.importorskip("ipywidgets")
pytest.importorskip("matplotlib")


def test_a_rule_change_and_run_adds_a_run_whose_result_changed():
    lab = tw.lab_panel("porta_nigra", games=4)
    lab.options["start_coins"].value = "5"
    lab.run_button.click()
    lab.wait()
    lab.options["start_coins"].value = "40"
    lab.run_button.click()
    lab.wait()
    assert lab.message.value == ""
    poor, rich = lab.runs
    assert [poor["rules"], rich["rules"]] == ["start_coins=5", "start_coins=40"]
    assert rich["winning score"][0] > poor["winning score"][0] + 10  # 35 more sesterces to spend
    assert all(r["options"] == {"start_coins": 40} for r in lab.results)
    assert "start_coins=5" in lab.table.value and "start_coins=40" in lab.table.value  # the previous run stays
    (shown,) = lab.plots.outputs
    assert base64.b64decode(shown["data"]["image/png"]).startswith(b"\x89PNG")
    assert lab.progress.value == lab.progress.max == 4


def test_switching_the_game_rebuilds_its_rule_controls_and_runs_with_them():
    lab = tw.lab_panel("porta_nigra", games=2)
    assert {"start_coins", "intermediate_multiplier", "rounds", "components"} == set(lab.options)
    lab.game.value = "carpe_diem"
    assert {"movement", "components"} == set(lab.options)
    assert lab.options["movement"].options == (("star", "star"), ("circle", "circle"))
    lab.options["movement"].value = "circle"
    lab.run_button.click()
    lab.wait()
    assert lab.message.value == "" and [r["options"] for r in lab.results] == [{"movement": "circle"}] * 2
    lab.options["movement"].value = "star"  # the rulebook's (first edition's) rule: no option passed
    lab.run_button.click()
    lab.wait()
    assert [r["options"] for r in lab.results] == [{}, {}] and lab.runs[-1]["rules"] == "rulebook"
    lab.game.value = "magna_roma"
    assert {"decks", "level", "components"} == set(lab.options)
    assert lab.options["decks"].value == "rulebook" and lab.options["level"].value == "I"


def test_players_sets_the_bot_menus():
    lab = tw.lab_panel("porta_nigra", bots=["greedy", "random"])
    assert [b.value for b in lab.bots] == ["greedy", "random"]
    lab.players.value = "3"
    assert [b.value for b in lab.bots] == ["greedy", "random", "random"]
    lab.players.value = "3.5"  # refused when Run is pressed; meanwhile the menus stay
    assert [b.value for b in lab.bots] == ["greedy", "random", "random"]
    assert list(lab.bots[0].options) == ["random", "greedy", "search"]


@pytest.mark.parametrize("control, value, words", [
    ("start_coins", "lots", "starting sesterces must be a whole number, not 'lots'"),
    ("start_coins", "1_0", "starting sesterces must be a whole number, not '1_0'"),  # as the number boxes
    ("start_coins", "-3", "starting sesterces (start_coins) must be a whole number of at least 0, not -3"),
    ("start_coins", "999999999999", "starting sesterces (start_coins) must be at most 100 in the lab panel, not "
                                    "999999999999"),
    ("rounds", "7", "rounds must be at most 6 in the lab panel, not 7"),
    ("components", "no_such_copy.json", "Cannot read Porta Nigra components"),
    ("players", "9", "Porta Nigra is for 2 to 4 players, not 9"),
    ("players", "2.0", "players must be a whole number such as 2, not '2.0'"),
    ("number_of_games", "0", "games must be at least 1, not 0."),
    ("number_of_games", "-3", "games must be at least 1, not -3."),
    ("number_of_games", "1e12", "games must be a whole number such as 40, not '1e12'."),
    ("number_of_games", "2.5", "games must be a whole number such as 40, not '2.5'."),
    ("number_of_games", "abc", "games must be a whole number such as 40, not 'abc'."),
    ("number_of_games", "20,000", "games must be a whole number such as 40, not '20,000'."),
    ("number_of_games", "", "games must be a whole number such as 40, not ''."),
    ("number_of_games", "100001", "games must be at most 100,000 in the lab panel, not 100,001"),
    ("number_of_games", "1000000000000", "games must be at most 100,000 in the lab panel, not 1,000,000,000,000"),
    ("number_of_games", "9" * 40, "games must be a number this box can take, not a 40-digit one (at most 100,000)"),
    ("seed", "0x10", "seed must be a whole number such as 0, not '0x10'"),
    ("level", "III", "a 2-player game has none"),
])
def test_a_bad_value_is_said_in_the_panel_and_nothing_is_run(control, value, words):
    lab = tw.lab_panel("magna_roma" if control == "level" else "porta_nigra", games=2)
    widget = lab.options[control] if control in lab.options else getattr(lab, control)
    widget.value = value
    lab.run_button.click()  # must not raise
    lab.wait()
    assert words.replace("'", "&#x27;") in lab.message.value
    assert lab.runs == [] and lab.table.value == "" and lab.plots.outputs == ()
    assert widget.value == value  # what was typed stays, to be put right


@pytest.mark.parametrize("kwargs, error, words", [
    ({"bots": "serch"}, ValueError, "Unknown bot 'serch'; the bots \\(and their levels\\) are"),
    ({"bots": ["greedy", tw.GreedyBot()]}, TypeError, "takes bots by name"),
    ({"players": "2"}, TypeError, "players must be a whole number, not '2'"),
    ({"seed": "abc"}, TypeError, "seed must be a whole number, not 'abc'"),
    ({"game": "chess"}, ValueError, "Unknown game 'chess'"),
])
def test_the_panel_refuses_bad_arguments_in_the_callers_words(kwargs, error, words):
    with pytest.raises(error, match=words):
        tw.lab_panel(**kwargs)


def test_bots_may_be_given_by_level_and_a_solo_run_has_no_first_player_advantage():
    assert [b.value for b in tw.lab_panel(bots="strong").bots] == ["search", "search"]
    lab = tw.lab_panel("magna_roma", players=1, games=3)
    lab.run_button.click()
    lab.wait()
    assert lab.message.value == "" and lab.runs[-1]["AdvantageP1"] is None
    assert "none (solo)" in lab.table.value and lab.plots.outputs


def test_stop_ends_a_long_run_cleanly_says_so_and_keeps_nothing():
    lab = tw.lab_panel("porta_nigra", games=20000)
    started = threading.Event()
    report = lab._advance

    def advance(done, total):  # the test learns when the first games are in
        started.set()
        report(done, total)

    lab._advance = advance
    lab.run_button.click()
    assert lab.run_button.disabled and not lab.stop_button.disabled  # at once, before any game ends
    assert started.wait(120)
    lab.run_button.click()  # a second click while the run goes starts nothing
    lab.stop_button.click()
    lab.wait(120)
    assert not lab.running
    assert "Stopped after" in lab.message.value and "of 20,000 games: the run is not kept" in lab.message.value
    assert lab.runs == [] and lab.table.value == ""
    assert not lab.run_button.disabled and lab.stop_button.disabled
    lab.number_of_games.value = "4"  # the panel plays again, and nothing queued plays by itself
    lab.run_button.click()
    lab.wait()
    assert [r["games"] for r in lab.runs] == [4] and lab.message.value == ""


def test_a_run_can_be_removed_and_its_number_is_not_reused():
    lab = tw.lab_panel("porta_nigra", games=2)
    for coins in ("", "10", "30"):
        lab.options["start_coins"].value = coins
        lab.run()
    assert [r["run"] for r in lab.runs] == [1, 2, 3] and not lab.remove_button.disabled
    lab.remove_menu.value = 2
    lab.remove_button.click()
    assert [r["run"] for r in lab.runs] == [1, 3] and "start_coins=10" not in lab.table.value
    assert [value for _, value in lab.remove_menu.options] == [1, 3]
    lab.run()
    assert [r["run"] for r in lab.runs] == [1, 3, 4]
    for number in (1, 3, 4):
        lab.remove(number)
    assert lab.runs == [] and lab.table.value == "" and lab.plots.outputs == () and lab.remove_button.disabled


def test_the_categories_plot_compares_the_latest_run_with_its_rulebook_run():
    from tabletop_widgets.core import lab_runs

    lab = tw.lab_panel("porta_nigra", games=2)
    lab.run()  # 1: the rulebook
    for coins in ("10", "30"):  # 2 and 3: two changes in a row
        lab.options["start_coins"].value = coins
        lab.run()
    assert lab_runs.rulebook_run(lab.runs)["run"] == 1  # run 3 against the rulebook, not against run 2
    lab.players.value = "3"  # another setup has no rulebook run yet
    lab.run()
    assert lab_runs.rulebook_run(lab.runs) is None
    lab.options["start_coins"].value = ""
    lab.run()
    assert lab_runs.rulebook_run(lab.runs) is None  # a rulebook run is its own reference


def test_the_games_box_takes_its_bound_and_a_typed_number_whole():
    from tabletop_widgets.core.lab_numbers import GAMES, MAX_GAMES

    assert GAMES.read(" 40 ") == 40 and GAMES.read(str(MAX_GAMES)) == MAX_GAMES and GAMES.read("+7") == 7
    with pytest.raises(ValueError, match="at most 100,000"):
        GAMES.read(str(MAX_GAMES + 1))


def test_a_long_run_shows_the_time_left_and_a_short_one_does_not(monkeypatch):
    from tabletop_widgets.core import lab_panel

    clock = [1000.0]
    monkeypatch.setattr(lab_panel.time, "monotonic", lambda: clock[0])
    lab = tw.lab_panel("porta_nigra", games=2)
    lab._started = 1000.0
    clock[0] = 1002.0  # 25 of 2,000 games in 2 s: 158 s to go
    lab._advance(25, 2000)
    assert "Time left: about 3 minutes, at the speed of the games so far" in lab.message.value
    clock[0] = 1100.0  # 1,000 in 100 s: 100 s to go
    lab._advance(1000, 2000)
    assert "Time left: about 2 minutes, at the speed of the games so far" in lab.message.value
    lab.message.value = ""
    lab._started, clock[0] = 1000.0, 1000.1  # 25 of 40 games in a tenth of a second: nothing to wait for
    lab._advance(25, 40)
    assert lab.message.value == ""


@pytest.mark.parametrize("seconds, words", [(5, "less than a minute"), (61, "about 1 minute"),
                                            (3000, "about 50 minutes"), (7 * 3600, "about 7 hours"),
                                            (3.6e9, "about 41667 days")])
def test_time_left_is_said_in_the_units_a_class_waits_by(seconds, words):
    from tabletop_widgets.core.lab_numbers import time_left

    assert time_left(seconds) == words


def test_remove_with_nothing_to_remove_says_so_plainly():
    lab = tw.lab_panel("porta_nigra", games=2)
    lab.remove(lab.remove_menu.value)
    assert "There is no run to remove yet." in lab.message.value
    lab.run()
    lab.remove(None)
    assert "Choose a run to remove." in lab.message.value and len(lab.runs) == 1
    lab.remove(7)
    assert "There is no run 7 to remove." in lab.message.value and len(lab.runs) == 1


def test_kernel_interrupt_ends_a_run_as_stop_does_and_gives_sigint_back():
    """A real kernel: the run starts from a cell (as from a click: a message the kernel
    handles), then the kernel is interrupted while it is idle; and lab.run() in a cell is
    interrupted with its cell."""
    jupyter_client = pytest.importorskip("jupyter_client")
    manager, client = jupyter_client.manager.start_new_kernel(kernel_name="python3")
    try:
        def run(code):
            reply = client.execute_interactive(code, timeout=120, output_hook=lambda msg: None)
            # Right after an interrupt the kernel may abort a request unrun (ipykernel drops what
            # arrives while it settles the interrupt): ask again, nothing of it ran.
            for _ in range(40):
                if reply["content"]["status"] != "aborted":
                    break
                time.sleep(0.5)
                reply = client.execute_interactive(code, timeout=120, output_hook=lambda msg: None)
            assert reply["content"]["status"] == "ok", reply["content"]

        run("import signal, time, tabletop_widgets as tw\n"
            "kernel = get_ipython().kernel\n"
            "idle = kernel.saved_sigint_handler  # what the kernel puts back after each message: SIG_IGN\n"
            "lab = tw.lab_panel('porta_nigra', games=20000)\n"
            "lab.start()")
        run("while lab.progress.value == 0: time.sleep(0.05)\n"
            "assert kernel.saved_sigint_handler is not idle  # the panel's, while the run goes")
        manager.interrupt_kernel()
        run("lab.wait(120)\n"
            "assert not lab.running, 'the run goes on'\n"
            "assert 'Stopped by Kernel &gt; Interrupt after' in lab.message.value, lab.message.value\n"
            "assert 'of 20,000 games: the run is not kept' in lab.message.value, lab.message.value\n"
            "assert lab.runs == [] and not lab.run_button.disabled and lab.stop_button.disabled")
        run("assert kernel.saved_sigint_handler is idle is signal.SIG_IGN, kernel.saved_sigint_handler")  # given back
        client.execute("lab.run()")  # in the cell itself: the interrupt ends the cell and the run
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and "busy" not in str(client.get_iopub_msg(timeout=120)["content"]):
            pass
        time.sleep(3)  # games under way
        manager.interrupt_kernel()
        reply = client.get_shell_msg(timeout=120)
        assert reply["content"]["ename"] == "KeyboardInterrupt"
        run("assert 'Stopped by Kernel &gt; Interrupt after' in lab.message.value, lab.message.value\n"
            "assert lab.runs == [] and not lab.run_button.disabled")
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def test_every_text_of_the_plots_is_16_px_or_more_on_a_1920_px_screen():
    """The PNG is shown at its own size there (see lab_runs.TEXT_POINTS): 16 px of text is 16
    image px, and a point is dpi / 72 px."""
    from matplotlib.text import Text
    from PIL import Image

    from tabletop_widgets.core import lab_runs

    lab = tw.lab_panel("magna_roma", players=1, games=2)
    lab.run()  # a solo run: AdvantageP1's label says none
    lab.game.value, lab.players.value = "porta_nigra", "2"
    lab.run()
    lab.options["start_coins"].value = "30"
    lab.run()
    fig = lab_runs.comparison_figure(lab.runs)
    png = lab_runs.figure_png(fig)
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    assert len(texts) > 20  # tick labels, axis labels, titles, the legend
    assert min(t.get_fontsize() * lab_runs.PNG_DPI / 72 for t in texts) >= 16
    width = Image.open(io.BytesIO(png)).size[0]
    assert width == lab_runs.FIGURE_INCHES * lab_runs.PNG_DPI <= 1100  # never scaled down at 1920 px
