"""Shared fixtures: a real JupyterLab server, Debian's Chromium driven by Playwright,
and helpers to open a notebook and run all of its cells the way a user does.

``marimo_board_app`` serves a marimo app that shows a board (tests/support/marimo_harness.py);
``voila`` one Voila server for the session, rendering the notebooks tests put in its folder.

Browser tests are marked ``@pytest.mark.browser``. Without Chromium (or when Playwright
cannot start it) they SKIP with the reason, except under ``CI=true`` where they FAIL:
CI must never report a browser test as passing when it did not run.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from support.contract_checks import play_randomly
from support.jupyter_harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO,
    VIEWPORT,
    _free_port,
    lab_server,
    open_notebook,
    run_all_cells,
    serving,
)
from support.marimo_harness import marimo_app

# Property tests check properties, not speed: a loaded machine (two workers, a browser beside
# them) must not fail one for drawing its examples slowly.
settings.register_profile("project", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("project")

ARTIFACTS = REPO / "test-artifacts"  # screenshots; gitignored
IN_CI = os.environ.get("CI") == "true"


def skip_unless_ci(reason: str):
    """Skip with a visible reason; under CI=true, fail instead."""
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: this test must run, so it fails instead of skipping)",
                    pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


# ---------------------------------------------------------------------- finished games

@pytest.fixture(scope="session")
def finished_game():
    """``finished_game(module, seed)``: a two-player game played to its end with seeded random
    moves. Each is played once per session (per xdist worker); tests get a copy, so none can
    change another's."""
    games = {}

    def finished(module, seed: int):
        key = (module.__name__, seed)
        if key not in games:
            games[key] = play_randomly(module, seed, 2, steps=5000)
            assert games[key].is_over, f"{key}: not over after 5000 moves"
        return games[key].copy()
    return finished


# ---------------------------------------------------------------------- JupyterLab

def _serve(server, base: Path):
    """Yield a server's URL; a server that does not start fails the test with its log."""
    try:
        with server(base) as url:
            yield url
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)


@pytest.fixture(scope="session")
def jupyter_lab_dir(tmp_path_factory) -> Path:
    """Where the shared JupyterLab server keeps its state and its log (server.log)."""
    return tmp_path_factory.mktemp("jupyter")


@pytest.fixture(scope="session")
def jupyter_lab(jupyter_lab_dir):
    """A JupyterLab 4 server on 127.0.0.1 serving a copy of notebooks/, one per xdist worker (its
    own port and folder); yields its base URL."""
    yield from _serve(lab_server, jupyter_lab_dir)


@pytest.fixture(scope="session")
def marimo_board_app(tmp_path_factory):
    """``marimo run`` of an app showing a Porta Nigra board with mo.ui.anywidget; yields its URL."""
    yield from _serve(marimo_app, tmp_path_factory.mktemp("marimo"))


class Voila:
    """A running ``voila`` serving the folder ``root``: ``put`` a notebook there, then open
    ``open(page, name)`` it (Voila reads the notebook when the page is asked for)."""

    def __init__(self, url: str, root: Path):
        self.url, self.root = url, root

    def put(self, name: str, cells: list[str] | Path) -> None:
        """Write a notebook of code ``cells`` (or copy the notebook file ``cells``) as ``name``."""
        import nbformat

        if isinstance(cells, Path):
            shutil.copy(cells, self.root / name)
            return
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(src) for src in cells])
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, self.root / name)

    def render(self, name: str) -> str:
        return f"{self.url}/voila/render/{name}"

    def open(self, page, name: str) -> None:
        """Open the notebook ``name`` rendered. Voila answers once its cells have run in a new
        kernel: more than Playwright's default 30 s on a loaded machine (no time limit meant)."""
        page.goto(self.render(name), timeout=180_000)


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """``voila`` on 127.0.0.1 serving a folder of its own, one server for every Voila test
    (per xdist worker); yields a Voila (above)."""
    base = tmp_path_factory.mktemp("voila")
    root = base / "root"
    root.mkdir()
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(base / "config"), JUPYTER_RUNTIME_DIR=str(base / "runtime"))
    # Served as a folder: its listing answers at once, so readiness costs no kernel.
    cmd = [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1",
           f"--Voila.port={port}", "--Voila.port_retries=0", "--VoilaConfiguration.show_tracebacks=True",
           # Panel (the class extra) brings a JupyterLab extension that fails to load in Voila 0.5
           # ("Shared module @jupyterlab/docmanager doesn't exist" in the console): not ours, and
           # no part of a board; left out so that the tests' count of console errors is the boards'.
           "--VoilaConfiguration.extension_denylist=['@pyviz/jupyterlab_pyviz']"]
    try:
        with serving("voila", cmd, root, env, base / "voila.log", url):
            yield Voila(url, root)
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)


# ---------------------------------------------------------------------- Chromium

@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium under Playwright (never a downloaded browser)."""
    if not Path(CHROMIUM).exists():
        skip_unless_ci(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as err:
        skip_unless_ci(f"playwright is not installed ({err})")
    pw = sync_playwright().start()
    try:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    except Exception as err:  # noqa: BLE001 - any launch failure is a reason to skip/fail
        pw.stop()
        skip_unless_ci(f"playwright could not start {CHROMIUM}: {' '.join(str(err).split())[:300]}")
    yield chromium
    chromium.close()
    pw.stop()


@pytest.fixture
def page(browser):
    """A fresh page at 1280x800; console errors and uncaught exceptions collect in page.js_errors."""
    context = browser.new_context(viewport=VIEWPORT)
    pg = context.new_page()
    pg.js_errors = []
    pg.on("pageerror", lambda exc: pg.js_errors.append(f"uncaught: {exc}"))
    pg.on("console", lambda msg: pg.js_errors.append(f"console.error: {msg.text}") if msg.type == "error" else None)
    yield pg
    context.close()


@pytest.fixture(name="open_notebook")
def _open_notebook_fixture():
    """The open_notebook helper, as a fixture (so tests need not import conftest)."""
    return open_notebook


@pytest.fixture(name="run_all_cells")
def _run_all_cells_fixture():
    """The run_all_cells helper, as a fixture."""
    return run_all_cells
