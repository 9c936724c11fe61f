"""A real JupyterLab for tests and benchmarks: start a server, open a notebook, run it.

Plain functions (no pytest), so benchmarks/widget.py drives the same JupyterLab the
browser tests do; tests/conftest.py wraps them in fixtures.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
VIEWPORT = {"width": 1280, "height": 800}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _strip_outputs(notebook: Path) -> None:
    """Stored outputs would make 'has this cell run?' ambiguous; the browser must make its own."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"], cell["execution_count"] = [], None
    nb.get("metadata", {}).pop("widgets", None)
    notebook.write_text(json.dumps(nb, indent=1), encoding="utf-8")


def _tail(path: Path, lines: int = 40) -> str:
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])



@contextmanager
def lab_server(base: Path, notebooks: Path = REPO / "notebooks"):
    """A JupyterLab 4 server on 127.0.0.1 serving a copy of ``notebooks`` (outputs stripped),
    with its state kept under ``base``; yields its base URL and stops it afterwards."""
    root = base / "root"
    if notebooks.is_dir():
        shutil.copytree(notebooks, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    else:
        root.mkdir()
    for nb in root.rglob("*.ipynb"):
        _strip_outputs(nb)

    # Isolate the server from the user's Jupyter state. No news or update toasts; every
    # cell attached to the DOM (no windowing), so a test can see the whole notebook.
    settings = base / "lab-settings"
    for plugin, values in {"apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
                           "notebook-extension/tracker": {"windowingMode": "none"}}.items():
        file = settings / "@jupyterlab" / f"{plugin}.jupyterlab-settings"
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(json.dumps(values))
    env = dict(os.environ,
               JUPYTER_CONFIG_DIR=str(base / "config"),
               JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTERLAB_WORKSPACES_DIR=str(base / "workspaces"),
               JUPYTER_RUNTIME_DIR=str(base / "runtime"))
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = base / "server.log"
    cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser",
           "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
           "--LabApp.news_url=None", f"--notebook-dir={root}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # CI runs as root
    with serving("jupyter lab", cmd, root, env, log_path, f"{url}/api/status"):
        yield url


@contextmanager
def serving(name: str, cmd: list[str], cwd: Path, env: dict, log_path: Path, ready_url: str):
    """Run a server (``cmd``, output to ``log_path``) until ``ready_url`` answers 200; stop it
    afterwards. A server that exits or stays silent for 120 s raises RuntimeError with its log."""
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} exited with code {proc.returncode}:\n{_tail(log_path)}")
            try:
                with urllib.request.urlopen(ready_url, timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not answer {ready_url} in 120 s:\n{_tail(log_path)}")
            time.sleep(0.25)  # polling interval of a condition we cannot subscribe to
        yield
    finally:
        proc.terminate()  # SIGTERM: a Jupyter server shuts its kernels down
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the process group started here
            proc.wait()


# The shown notebook's kernel is ready: a real kernel (not "No Kernel") reporting idle.
_KERNEL_READY = """() => {
  const p = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const name = (p?.querySelector('.jp-Toolbar-kernelName')?.textContent || '').trim();
  return !!name && name !== 'No Kernel' &&
         p.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status === 'idle';
}"""


def open_notebook(page, base_url: str, path: str, timeout: float = 60_000) -> None:
    """Open a notebook in JupyterLab, accept the kernel dialog if shown, wait for an idle kernel."""
    from playwright.sync_api import expect

    page.goto(f"{base_url}/lab/tree/{quote(path)}?reset")
    select = page.locator(".jp-Dialog button.jp-mod-accept", has_text=re.compile("^Select$"))
    state = page.wait_for_function(
        f"() => document.querySelector('.jp-Dialog') ? 'dialog' : ({_KERNEL_READY})() && 'ready'",
        timeout=timeout).json_value()
    if state == "dialog":
        select.click()  # JupyterLab's "Select Kernel" dialog: accept the preferred kernel
    page.wait_for_function(_KERNEL_READY, timeout=timeout)
    # Collapse the file browser: the notebook gets the whole 1280 px width.
    open_tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if open_tab.count():
        open_tab.click()
        expect(open_tab).to_have_count(0)


# A code cell is settled when its prompt shows a number (or it is empty). Run All stops at
# the first error and aborts the rest, so an error output also ends the wait.
_SETTLED = """() => {
  const nb = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
  if (!nb) return false;
  const indicator = document.querySelector(
      '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator');
  if (!indicator || indicator.dataset.status !== 'idle') return false;
  const cells = [...nb.querySelectorAll('.jp-CodeCell')];
  const prompts = cells.map(c => (c.querySelector('.jp-InputArea-prompt')?.textContent || '').trim());
  if (prompts.some(p => p.includes('*'))) return false;
  if (nb.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')) return true;
  return cells.every((c, i) => /\\[\\d+\\]/.test(prompts[i]) ||
                               !(c.querySelector('.cm-content')?.textContent || '').trim());
}"""

ERROR_OUTPUTS = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'


def _menu(page, top: str, item: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{re.escape(top)}$")).click()
    page.locator(".lm-Menu:visible .lm-Menu-item", has=page.locator(
        ".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(item)}$"))).click()


def run_all_cells(page, timeout: float = 300_000) -> list[str]:
    """Edit > Clear Outputs of All Cells, then Run > Run All Cells; wait until every cell has
    run (no [*] prompts left, kernel idle). Returns the texts of stderr and error outputs."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    notebook = page.locator(".jp-NotebookPanel:visible .jp-Notebook")
    for attempt in range(3):
        notebook.locator(".jp-Cell").first.click()  # focus the notebook so the menus act on it
        _menu(page, "Edit", "Clear Outputs of All Cells")
        try:
            page.wait_for_function("""() => ![...document.querySelectorAll(
                '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt')]
                .some(p => /\\[(\\d+|\\*)\\]/.test(p.textContent))""", timeout=20_000)
            break
        except PlaywrightTimeout:  # a page still restoring its notebook (JupyterLite, after a reload) missed it
            if attempt == 2:
                raise
    _menu(page, "Run", "Run All Cells")
    page.wait_for_function(_SETTLED, timeout=timeout)
    return notebook.locator(ERROR_OUTPUTS).all_inner_texts()




# ---------------------------------------------------------------------- boards in a notebook

def put_notebook(base_url: str, name: str, cells: list[str]) -> None:
    """Write a notebook of code ``cells`` into the server through its contents API (so a
    test needs no notebook under notebooks/)."""
    nb = {"nbformat": 4, "nbformat_minor": 5,
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
          "cells": [{"cell_type": "code", "metadata": {}, "source": src, "outputs": [], "execution_count": None,
                     "id": f"c{i}"} for i, src in enumerate(cells)]}
    body = json.dumps({"type": "notebook", "format": "json", "content": nb}).encode()
    req = urllib.request.Request(f"{base_url}/api/contents/{quote(name)}", data=body, method="PUT",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        assert r.status in (200, 201)


def open_replay(page, base_url: str, open_notebook, run_all_cells, name: str, row: str):
    """A notebook ``name`` whose first cell shows ``tw.replay(<row>, at=0)`` (``row``: Python
    that makes a tw.simulate row) and whose second prints, opened and run: (board, timeline),
    the timeline scrolled into view."""
    put_notebook(base_url, name, [f"import tabletop_widgets as tw\nboard = tw.replay({row}, at=0)\nboard",
                                  "print('a cell after the board')"])
    open_notebook(page, base_url, name)
    assert run_all_cells(page) == []
    board = page.locator(".tw-board").first
    timeline = board.locator(".tw-timeline")
    timeline.scroll_into_view_if_needed()
    return board, timeline


def screenshot_whole(page, locator, path) -> None:
    """Screenshot a whole board: JupyterLab clips to the window, so grow it just for the picture."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 2400})
    locator.scroll_into_view_if_needed()
    locator.screenshot(path=str(path))
    page.set_viewport_size(size)


def board_revision(board) -> int:
    """Python's count of redraws of a board (its data-revision)."""
    return int(board.get_attribute("data-revision") or 0)


def wait_for_revision(page, after: int, index: int = 0, timeout: float = 30_000) -> None:
    """Wait until board ``index`` of the page shows a redraw from Python newer than ``after``."""
    page.wait_for_function(
        "([i, r]) => { const b = document.querySelectorAll('.tw-board')[i];"
        " return b && Number(b.dataset.revision) > r; }", arg=[index, after], timeout=timeout)


def rerun_last_cell(page, index: int = -1) -> str:
    """Run the shown notebook's last code cell (or the code cell at ``index``) again and return
    its new text output."""
    cells = page.locator(".jp-NotebookPanel:visible .jp-CodeCell")
    at = index % cells.count()
    cell = cells.nth(at)
    output = cell.locator(".jp-OutputArea-output").first
    before = output.inner_text() if output.count() else ""
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")  # command mode
    page.keyboard.press("Control+Enter")  # run this cell, stay on it
    page.wait_for_function(
        "([before, at]) => {"
        " const cell = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')[at];"
        " const out = cell.querySelector('.jp-OutputArea-output');"
        " return out && out.innerText !== before"
        " && /\\[\\d+\\]/.test(cell.querySelector('.jp-InputPrompt').textContent); }",
        arg=[before, at], timeout=30_000)
    return cell.locator(".jp-OutputArea-output").first.inner_text()


# ---------------------------------------------------------------------- JupyterLite

def build_lite_site(out: Path) -> dict:
    """Build the JupyterLite site (tools/build_lite.py) into ``out``; returns its summary."""
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import build_lite
    finally:
        sys.path.remove(str(REPO / "tools"))
    return build_lite.build(out, REPO / "build" / "lite-cache")


@contextmanager
def static_server(root: Path):
    """A plain static file server for ``root`` on 127.0.0.1 (what a school web server or GitHub
    Pages does); yields its base URL. WebAssembly and ES modules get their proper types."""
    import functools
    import http.server
    import threading

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                          ".json": "application/json", ".ipynb": "application/json"}

        def log_message(self, *args):  # quiet: the test reports what matters
            pass

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads, block_on_close = True, False  # a browser's keep-alive connections never hold up the end

    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def block_off_machine(context) -> list[str]:
    """Abort every request of a browser context that is not for 127.0.0.1; returns the live
    list of the URLs that tried to leave. Service workers are blocked by the caller (their
    requests would bypass routing)."""
    left: list[str] = []

    def route(r):
        from urllib.parse import urlsplit
        url = r.request.url
        if urlsplit(url).scheme in ("data", "blob") or urlsplit(url).hostname == "127.0.0.1":
            r.continue_()
        else:
            left.append(url)
            r.abort("blockedbyclient")

    context.route("**/*", route)
    return left


def open_lite_notebook(page, site_url: str, path: str, timeout: float = 180_000) -> None:
    """Open a notebook of the JupyterLite site the way a visitor's link does
    (lab/index.html?path=...) and wait until its Pyodide kernel is idle: no dialog expected."""
    from playwright.sync_api import expect

    page.goto(f"{site_url}/lab/index.html?path={quote(path)}")
    state = page.wait_for_function(
        f"() => document.querySelector('.jp-Dialog') ? 'dialog' : ({_KERNEL_READY})() && 'ready'",
        timeout=timeout).json_value()
    assert state == "ready", "the site asked to select a kernel (autoStartDefaultKernel is not set)"
    open_tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if open_tab.count():
        open_tab.click()
        expect(open_tab).to_have_count(0)
