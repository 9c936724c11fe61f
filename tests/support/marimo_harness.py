"""A real marimo for the browser tests: serve a small app that shows a board through
``mo.ui.anywidget`` (marimo draws widgets inside a shadow root)."""

from __future__ import annotations

import os
import sys
import textwrap
from contextlib import contextmanager
from pathlib import Path

from .jupyter_harness import _free_port, serving

BOARD_APP = textwrap.dedent('''\
    import marimo

    app = marimo.App(width="full")


    @app.cell
    def _():
        import marimo as mo
        import tabletop_widgets as tw

        board = mo.ui.anywidget(tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=7), bots={1: "random"}))
        board
        return


    if __name__ == "__main__":
        app.run()
    ''')


@contextmanager
def marimo_app(base: Path, source: str = BOARD_APP):
    """``marimo run`` of ``source`` on 127.0.0.1 (no token, no browser, state under ``base``);
    yields the app's URL and stops the server afterwards."""
    app = base / "board_app.py"
    app.write_text(source, encoding="utf-8")
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = base / "marimo.log"
    env = dict(os.environ, HOME=str(base), XDG_CONFIG_HOME=str(base / "config"),
               XDG_STATE_HOME=str(base / "state"), XDG_CACHE_HOME=str(base / "cache"))
    cmd = [sys.executable, "-m", "marimo", "run", str(app), "--headless", "--no-token",
           "--host", "127.0.0.1", "--port", str(port), "--no-sandbox", "--no-check"]
    with serving("marimo", cmd, base, env, log_path, url):
        yield url
