"""Live rule controls for the design lab: a teacher changes a rule in front of the class,
presses Run, and everyone sees what changed beside the run before.

    lab = tw.lab_panel()          # game, players, a bot per seat, games, seed, the game's rules
    lab                           # shows it; lab.run() plays as the Run button does

The rule controls are read from the chosen game's ``new_game``: every keyword option but the
seating (``names``, ``first_player``: who sits where changes no rule, and AdvantageP1 already
measures the start). A value is checked by ``new_game`` itself, so the panel shows the rules'
own words for a bad one, never a traceback; a number far beyond the rulebook's is refused
too (the game's ``LAB_OPTIONS`` say how far): it would change nothing new and squash every
other run on the plots.

The players, games and seed boxes take a whole number as typed or refuse it in the panel
(``lab_numbers``: "2.5" is never 25 games); a Run plays at most ``MAX_GAMES`` games, and one
that will take a while says how long as it starts.

The Run button plays in a background thread, so the kernel still hears the panel: Run is
disabled while a run goes, and Stop, or Kernel > Interrupt (``lab_interrupt``), ends it
after the games in play (the run is not kept).
"""

from __future__ import annotations

import base64
import html
import inspect
import threading
import time
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from . import lab_runs
from .bots import BOTS, LEVELS, make_bot
from .lab_interrupt import InterruptEnds
from .lab_numbers import ESTIMATE_FROM_SECONDS, GAMES, MAX_GAMES, PLAYERS, SEED, WHOLE, time_left
from .lab_options import LabOption
from .needs import require
from .simulate import _module, game_options, simulate
from .types import JSON

SEATING = ("names", "first_player")
RULEBOOK = "rulebook"  # a menu's entry for "as the rulebook says" (a None default)


class _Stopped(Exception):
    """Raised by the progress report once Stop is pressed: simulate ends the run there."""

    def __init__(self, done: int, total: int, by: str):
        super().__init__(done, total, by)
        self.done, self.total, self.by = done, total, by


def rule_options(game: str | ModuleType) -> dict[str, inspect.Parameter]:
    """The rule variants and component options ``new_game`` of ``game`` accepts."""
    return {name: p for name, p in game_options(game).items() if name not in SEATING}


def lab_option(game: str | ModuleType, name: str) -> LabOption:
    """How the panel shows option ``name`` of ``game``: as the game declares it (its
    ``LAB_OPTIONS``), or a text box named after the option."""
    declared: Mapping[str, LabOption] = _module(game).LAB_OPTIONS
    return declared.get(name) or LabOption(name.replace("_", " "))


def _bot_names(bots: Any, players: int) -> list[str]:
    """The panel's bot menus' values for ``bots`` (a name or level, or one per seat): names
    only, since a menu cannot hold a bot object."""
    listed = list(bots) if isinstance(bots, (list, tuple)) else [bots] * max(players, 1)
    for spec in listed:
        if not isinstance(spec, str):
            raise TypeError(f"bots: the lab panel takes bots by name ({', '.join(BOTS)}), not {spec!r}.")
        make_bot(spec)  # an unknown name is refused with the list of bots and levels
    return [LEVELS.get(spec, spec) for spec in listed]


class LabPanel:
    """The panel's widgets (``game``, ``players``, ``bots``, ``number_of_games``, ``seed``,
    ``options``, ``run_button``, ``stop_button``, ``progress``, ``message``, ``table``,
    ``plots``, ``remove_menu``, ``remove_button``) and every run so far (``runs``;
    ``results`` holds the latest run's rows). ``players``, ``number_of_games`` and ``seed``
    are text boxes: their values are strings, read when Run is pressed."""

    def __init__(self, game: str = "porta_nigra", players: int = 2, bots: Any = "random", games: int = 40,
                 seed: int = 0):
        require("ipywidgets", "matplotlib", notebook="The lab panel", path="design_lab.ipynb")
        import ipywidgets as w

        from .. import games as registry

        self._w = w
        for name, value in (("players", players), ("games", games), ("seed", seed)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"{name} must be a whole number, not {value!r}.")
        bots = _bot_names(bots, players)
        narrow = {"description_width": "initial"}
        self.game = w.Dropdown(options=list(registry), value=_module(game).__name__.rsplit(".", 1)[-1],
                               description="game")
        self.players = w.Text(value=str(players), description="players", layout=w.Layout(width="130px"),
                              tooltip=f"a whole number such as {PLAYERS.example}")
        wide = w.Layout(width="190px")  # room for 7 digits beside the label
        self.number_of_games = w.Text(value=str(games), description="games", style=narrow, layout=wide,
                                      tooltip=f"a whole number from 1 to {MAX_GAMES:,}")
        self.seed = w.Text(value=str(seed), description="seed", style=narrow, layout=wide,
                           tooltip="a whole number: the first game's seed")
        self.bots: list[Any] = []  # a Dropdown per seat
        self.bots_box = w.HBox()
        self.options: dict[str, Any] = {}  # name -> its Dropdown or Text
        self.options_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.run_button = w.Button(description="Run", button_style="primary", icon="play",
                                   tooltip="Play the games these controls describe")
        self.stop_button = w.Button(description="Stop", icon="stop", disabled=True,
                                    tooltip="End the run after the games in play; it is not kept")
        self.progress = w.IntProgress(value=0, min=0, max=1, description="games", style=narrow)
        self.remove_menu = w.Dropdown(options=[], description="run", style=narrow, layout=w.Layout(width="110px"))
        self.remove_button = w.Button(description="Remove", icon="trash", disabled=True,
                                      tooltip="Take the chosen run out of the table and the plots")
        self.message = w.HTML()
        self.table = w.HTML()
        self.plots = w.Output()
        self.runs: list[JSON] = []
        self.results: list[JSON] = []
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._stopped_by = "Stop"  # or Kernel > Interrupt: said when the run ends
        self._started = 0.0  # when the run going began (time.monotonic), for its estimate
        self._interrupt = InterruptEnds(lambda: self._halt("Kernel > Interrupt"))
        self._seat_bots(bots)
        self._rule_controls()
        self.game.observe(lambda change: self._rule_controls(), names="value")
        self.players.observe(lambda change: self._seat_bots([b.value for b in self.bots]), names="value")
        self.run_button.on_click(lambda _button: self.start())
        self.stop_button.on_click(lambda _button: self.stop())
        self.remove_button.on_click(lambda _button: self.remove(self.remove_menu.value))
        self.widget = w.VBox([w.HBox([self.game, self.players, self.number_of_games, self.seed]), self.bots_box,
                              self.options_box, w.HBox([self.run_button, self.stop_button, self.progress]),
                              self.message, self.table, w.HBox([self.remove_menu, self.remove_button]), self.plots])

    def __repr__(self) -> str:
        latest = f"; latest: {lab_runs.label(self.runs[-1])}" if self.runs else ""
        return f"<lab panel: {self.game.value}, {self.players.value} players, {len(self.runs)} runs{latest}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = self.widget._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = repr(self)  # stored notebooks keep a stable line, not the widget tree
        return bundle

    def _seat_bots(self, previous: list[str]) -> None:
        """One bot menu per seat (at most 6 menus: a bad player count is the rules' to explain)."""
        try:
            seats = min(max(PLAYERS.read(self.players.value), 1), 6)
        except ValueError:  # said when Run is pressed; the menus stay as they are meanwhile
            seats = len(previous) or 1
        kept = list(previous)[:seats] + [previous[-1] if previous else "random"] * seats
        self.bots = [self._w.Dropdown(options=list(BOTS), value=kept[seat], description=f"seat {seat + 1}",
                                      layout=self._w.Layout(width="190px")) for seat in range(seats)]
        self.bots_box.children = self.bots

    def _rule_controls(self) -> None:
        """A control per option of the chosen game: a menu for a fixed set of values, a text
        box otherwise (empty means the rulebook's value)."""
        w = self._w
        self.options = {}
        for name, parameter in rule_options(self.game.value).items():
            shown = lab_option(self.game.value, name)
            description = shown.label
            style, layout = {"description_width": "initial"}, w.Layout(width="230px")
            if shown.choices:
                values = [(str(v), v) for v in shown.choices]
                default = RULEBOOK if parameter.default is None else parameter.default
                if parameter.default is None:
                    values.insert(0, (RULEBOOK, RULEBOOK))
                self.options[name] = w.Dropdown(options=values, value=default, description=description,
                                                style=style, layout=layout)
            else:
                limit = "" if shown.limit is None else f"; at most {shown.limit} here"
                self.options[name] = w.Text(value="", placeholder=RULEBOOK, description=description, style=style,
                                            layout=layout, tooltip=f"empty: the rulebook's value{limit}")
        self.options_box.children = list(self.options.values())

    def chosen_options(self) -> JSON:
        """The options that differ from the rulebook, as ``new_game`` takes them; a number
        typed badly is a ValueError naming the control."""
        chosen: JSON
        chosen, parameters = {}, rule_options(self.game.value)
        for name, control in self.options.items():
            value = control.value
            if value == RULEBOOK:
                continue
            if isinstance(control, self._w.Text):
                value = value.strip()
                if not value:
                    continue
                if "int" in str(parameters[name].annotation):  # e.g. "int | None": a number typed as text
                    if not WHOLE.fullmatch(value):  # as the number boxes read it: "1_000" is no number either
                        raise ValueError(f"{control.description} must be a whole number, not {value!r}.")
                    value = int(value)
                    limit = lab_option(self.game.value, name).limit
                    if limit is not None and value > limit:
                        raise ValueError(f"{name} must be at most {limit} in the lab panel, not {value}: "
                                         "that far beyond the rulebook nothing new happens, and the run would squash "
                                         "the others on the plots (tw.simulate takes any value the rules allow).")
            if value != parameters[name].default:
                chosen[name] = value
        return chosen

    @property
    def running(self) -> bool:
        """Whether a run started by the Run button is still going."""
        return self._thread is not None and self._thread.is_alive()

    def run(self) -> None:
        """Play the games the controls describe, here and now, then add the run to the table
        and the plots (the Run button does the same in the background). Any problem is said
        in the panel, never raised into the notebook."""
        job = self._job()
        if job is not None:
            self._play(job)

    def start(self) -> None:
        """What Run does: ``run`` in a background thread, so the kernel still answers the
        panel (Stop, the progress bar) while the games are played."""
        job = self._job()
        if job is not None:
            self._busy(True)  # at once: a second click must find Run disabled
            self._interrupt.install()  # given back as the run ends (in _play)
            self._thread = threading.Thread(target=self._play, args=(job,), name="lab panel run", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """What Stop does: end the run after the games in play; the run is not kept."""
        if self.running:
            self._halt("Stop")
            self._say("Stopping after the games in play...", colour="#5d4037")

    def _halt(self, by: str) -> None:
        """Ask the run to end at its next report (``by`` whom, for the message). Only sets flags:
        Kernel > Interrupt calls it inside a signal handler."""
        self._stopped_by = by
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        """Wait until the run the Run button started has ended (for scripts and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def remove(self, number: int | None) -> None:
        """Take run ``number`` (as the table numbers it) out of the table and the plots."""
        if self.running:
            return self._say("A run is going: remove a run once it has ended.")
        if not self.runs:
            return self._say("There is no run to remove yet.")
        if number is None:
            return self._say("Choose a run to remove.")
        kept = [run for run in self.runs if run["run"] != number]
        if len(kept) == len(self.runs):
            return self._say(f"There is no run {number} to remove.")
        self.runs = kept
        self.message.value = ""
        self._show()

    def _job(self) -> JSON | None:
        """The run the controls describe, checked here (the rules' own words for a bad value);
        None, with the reason in the panel, if it cannot be played."""
        if self.running:
            self._say("A run is going: wait for it to end, or press Stop.")
            return None
        self.message.value = ""
        try:
            numbers = {"players": PLAYERS.read(self.players.value), "n": GAMES.read(self.number_of_games.value),
                       "seed": SEED.read(self.seed.value)}  # said with the boxes' names, not simulate's (n)
            options = self.chosen_options()
            job = {"game": self.game.value, "n": numbers["n"], "players": numbers["players"],
                   "bots": [b.value for b in self.bots], "seed": numbers["seed"], "options": options}
            _module(job["game"]).new_game(players=job["players"], seed=job["seed"], **options)  # the rules' check
        except (ValueError, TypeError) as err:  # the rules' words, or the panel's own in the rules' manner
            self._say(self._in_panel_words(str(err)))
            return None
        except Exception as err:  # a classroom panel reports a failure, it does not crash the lesson
            self._say(f"The run cannot start ({type(err).__name__}): {err}")
            return None
        return job

    def _play(self, job: JSON) -> None:
        self._stop.clear()
        self._busy(True)
        self.progress.value, self.progress.max = 0, job["n"]
        self._started = time.monotonic()
        try:
            try:
                rows = simulate(job["game"], job["n"], players=job["players"], bots=job["bots"], seed=job["seed"],
                                options=job["options"], progress=self._advance, as_frame=False)
            except _Stopped as stopped:
                return self._say_stopped(stopped.by, stopped.done)
            except KeyboardInterrupt:  # the interrupt in lab.run()'s cell, or in simulate's workers (one process group)
                self._say_stopped("Kernel > Interrupt", self.progress.value)
                if threading.current_thread() is threading.main_thread():
                    raise  # the cell is interrupted too
                return None
            except (ValueError, TypeError) as err:
                return self._say(self._in_panel_words(str(err)))
            except Exception as err:  # a classroom panel reports a failure, it does not crash the lesson
                if self._stop.is_set():  # a worker the interrupt ended breaks the pool: the run was stopped
                    return self._say_stopped(self._stopped_by, self.progress.value)
                return self._say(f"The run failed ({type(err).__name__}): {err}")
            self.results = rows
            number = max((r["run"] for r in self.runs), default=0) + 1  # a removed run's number is not reused
            self.runs.append(lab_runs.summarise(rows, number, job["game"], job["bots"], job["options"]))
            self.message.value = ""
            self._show()
        finally:
            self._busy(False)
            self._interrupt.uninstall()

    def _say_stopped(self, by: str, done: int) -> None:
        said_by = "" if by == "Stop" else f" by {by}"
        self._say(f"Stopped{said_by} after {done:,} of {self.progress.max:,} games: the run is not kept.",
                  colour="#5d4037")

    def _busy(self, running: bool) -> None:
        self.run_button.disabled = running
        self.stop_button.disabled = not running
        self.remove_button.disabled = running or not self.runs

    def _in_panel_words(self, text: str) -> str:
        """The rules name an option by its keyword ("start_coins must be..."); the panel by its
        control's label, so both are said: "starting sesterces (start_coins) must be..."."""
        for name, control in self.options.items():
            if text.startswith(f"{name} ") and control.description != name:
                return f"{control.description} ({name}){text[len(name):]}"
        return text

    def _advance(self, done: int, total: int) -> None:
        """simulate's report after each chunk of games: the bar, Stop, and the time left of a
        run that takes a while, at the speed of the games so far (a clock read: no game slower)."""
        self.progress.max, self.progress.value = total, done
        if self._stop.is_set():
            raise _Stopped(done, total, self._stopped_by)
        elapsed = time.monotonic() - self._started
        if done < total and elapsed / done * total >= ESTIMATE_FROM_SECONDS:
            left = time_left(elapsed / done * (total - done))
            text = f"Time left: {left}, at the speed of the games so far (Stop ends the run)."
            if text not in self.message.value:  # sent when the words change, not for every chunk
                self._say(text, colour="#37474f")

    def _say(self, text: str, colour: str = "#b71c1c") -> None:
        self.message.value = f'<b style="color:{colour}">{html.escape(text)}</b>'

    def _show(self) -> None:
        self.remove_menu.options = [(str(r["run"]), r["run"]) for r in self.runs]
        self.remove_button.disabled = self.running or not self.runs
        if not self.runs:
            self.table.value, self.plots.outputs = "", ()
            return
        self.table.value = lab_runs.runs_table_html(self.runs)
        png = base64.b64encode(lab_runs.figure_png(lab_runs.comparison_figure(self.runs))).decode()
        latest = lab_runs.label(self.runs[-1])
        self.plots.outputs = ({"output_type": "display_data", "metadata": {},
                               "data": {"image/png": png, "text/plain": f"<lab plots, latest run {latest}>"}},)


def lab_panel(game: str = "porta_nigra", players: int = 2, bots: Any = "random", games: int = 40,
              seed: int = 0) -> LabPanel:
    """The design lab's live rule controls, set up with ``game`` (a name), ``players``,
    ``bots`` (a name or level for every seat, or one per seat), the number of ``games`` a Run
    plays and the ``seed`` of its first game; every control can be changed in the panel. The
    rule controls are the game's own options (see the module's docstring). ``lab.run()``
    plays as the Run button does (and returns when done); ``lab.runs`` and ``lab.results``
    hold what was played."""
    return LabPanel(game, players=players, bots=bots, games=games, seed=seed)
