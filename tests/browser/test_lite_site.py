"""The JupyterLite site, offline: built once by tools/build_lite.py, served as static files on
127.0.0.1, opened in Chromium with every request off 127.0.0.1 refused.

Every shipped notebook is in the site. One browser context opens the start-here notebook (a
live board of every game) and every game's tutorials (discovered: a new game's tutorials are
tested as soon as they are committed) one after another, as a visitor follows links: the
tutorials of all games share their file names (01_setup, 02_turns, ...), which JupyterLite
0.8.6 confused (tools/build_lite.py, same_name_sessions_fix). Each opens with the kernel
started and only its own tab, runs unchanged under Run All, draws its boards, and a click on
a glowing piece is answered by Python running in the browser. No request tries to leave the
machine. The design lab, offline, says in its first cell what it needs instead of failing
with a traceback, and under Run All keeps its saved tables and plots readable with the kernel
soon idle. The file browser shows the notebooks only.
"""

from __future__ import annotations

import sys
from urllib.parse import urlsplit

import pytest
from support.jupyter_harness import (
    ERROR_OUTPUTS,
    REPO,
    VIEWPORT,
    _menu,
    block_off_machine,
    build_lite_site,
    open_lite_notebook,
    run_all_cells,
    static_server,
)

sys.path.insert(0, str(REPO / "tools"))
import links

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOKS = [links.START_HERE, *(path for paths in links.tutorials().values() for path in paths)]
# Requests off the machine go to this closed port and fail (Chromium sends 127.0.0.1 past a
# command-line proxy). Blocking by routing, as offline_page does, would turn the browser's
# cache off, and reusing it is what makes the second notebook cheaper.
DEAD_PROXY = "--proxy-server=http://127.0.0.1:9"


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory):
    """The site, built once for this module, served on 127.0.0.1; yields its base URL."""
    import os
    import shutil

    if not shutil.which("npm"):  # the build fetches the Pyodide runtime with npm pack
        reason = "npm is missing (apt-get install npm; .ci/run installs it)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " (CI=true: this test must run)", pytrace=False)
        pytest.skip(reason)
    site = tmp_path_factory.mktemp("lite") / "site"
    try:
        build_lite_site(site)
    except SystemExit as err:  # the build script reports what went wrong and exits
        pytest.fail(f"tools/build_lite.py failed: {err}", pytrace=False)
    with static_server(site) as url:
        yield url


@pytest.fixture
def offline_page(browser):
    """A page at 1280x800 whose every request off 127.0.0.1 is aborted and recorded
    (page.left); service workers run as a visitor's do, and their requests are routed too."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow")
    left = block_off_machine(context)
    requests: list[str] = []
    context.on("request", lambda req: requests.append(req.url))
    page = context.new_page()
    page.left, page.requests, page.js_errors = left, requests, []
    page.on("pageerror", lambda exc: page.js_errors.append(f"uncaught: {exc}"))
    page.on("console", lambda msg: page.js_errors.append(f"console.error: {msg.text}") if msg.type == "error" else None)
    yield page
    context.close()


def off_machine(urls: list[str]) -> list[str]:
    return [u for u in urls if urlsplit(u).scheme not in ("data", "blob", "attachment") and urlsplit(u).hostname != "127.0.0.1"]


# Board ``i`` of the shown notebook, looked up afresh (a redraw may replace the element):
# 'redrawn' once Python's answer is drawn (data-revision above ``r``), 'menu' if the click
# opened a menu of choices instead (no round trip yet).
_ANSWERED = """([i, r]) => {
  const b = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .tw-board')[i];
  if (!b) return false;
  if (Number(b.dataset.revision) > r) return 'redrawn';
  return b.querySelector('.tw-menu-choice') ? 'menu' : false;
}"""


def click_a_glowing_piece(page, boards, index: int = 0) -> str:
    """Click the first glowing piece of board ``index`` (a guided board's ringed piece; if it opens
    a menu, the lesson's choice or else the first) and wait until Python's answer is drawn;
    returns the piece's label."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    board = boards.nth(index)
    before = int(board.get_attribute("data-revision") or 0)
    # On a guided board only the step's ringed piece is a move (any other is answered with a hint).
    piece = board.locator("[data-target].tw-lesson-target, .tw-actions button.tw-lesson-target").first
    if not piece.count():
        piece = board.locator("[data-target].tw-glow, .tw-actions button.tw-action").first
    expect(piece).to_be_visible()
    label = piece.get_attribute("aria-label") or piece.inner_text()
    if (piece.get_attribute("data-target") or "").startswith("quarter:"):
        piece.click(position={"x": 40, "y": 14})  # the quarter's header: its spots are pieces of their own
    else:
        try:
            piece.click(timeout=5_000)
        except PlaywrightTimeout:  # its middle is under a piece of its own (a building's badge)
            piece.dispatch_event("click")
    state = page.wait_for_function(_ANSWERED, arg=[index, before], timeout=30_000).json_value()
    if state == "menu":
        menu = boards.nth(index)
        target = menu.locator(".tw-menu-choice.tw-lesson-target")  # a lesson's step names its choice
        (target if target.count() else menu.locator(".tw-menu-choice")).first.click()
        page.wait_for_function(_ANSWERED.replace("'menu'", "false"), arg=[index, before], timeout=30_000)
    board = boards.nth(index)
    assert not board.locator(".tw-error, [role=alert]").count(), f"clicking {label!r}: " + board.inner_text()[:400]
    return label


def test_every_shipped_notebook_is_in_the_site(lite_site):
    import json
    import urllib.request
    from urllib.parse import quote

    shipped = [p.relative_to(links.NOTEBOOKS).as_posix() for p in links.shipped_files() if p.suffix == ".ipynb"]
    assert len(shipped) > len(NOTEBOOKS)
    for path in shipped:
        with urllib.request.urlopen(f"{lite_site}/files/{quote(path)}", timeout=30) as reply:
            assert json.load(reply)["cells"], path


@pytest.fixture(scope="module")
def offline_browser(browser):
    """A Chromium of its own whose requests off 127.0.0.1 fail at a closed proxy port."""
    from support.jupyter_harness import CHROMIUM, CHROMIUM_ARGS

    chromium = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, DEAD_PROXY])
    yield chromium
    chromium.close()


def test_every_notebook_runs_in_one_browser_one_after_another(offline_browser, lite_site, artifacts):
    context = offline_browser.new_context(viewport=VIEWPORT, service_workers="allow")
    requests: list[str] = []
    context.on("request", lambda req: requests.append(req.url))
    page = context.new_page()
    page.js_errors = []
    page.on("pageerror", lambda exc: page.js_errors.append(f"uncaught: {exc}"))
    page.on("console", lambda msg: page.js_errors.append(f"console.error: {msg.text}") if msg.type == "error" else None)
    try:
        for path in NOTEBOOKS:
            _runs_and_answers_a_click(page, lite_site, path, artifacts)
    finally:
        context.close()
    assert off_machine(requests) == [], "requests tried to leave the machine"
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in requests), "Pyodide came from elsewhere"


def _runs_and_answers_a_click(page, lite_site, path, artifacts):
    open_lite_notebook(page, lite_site, path)  # the kernel starts by itself: no Select Kernel dialog
    tabs = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab").all_inner_texts()
    assert tabs == [path.rsplit("/", 1)[-1]], f"{path}: the page opened {tabs}, not the notebook alone"
    errors = run_all_cells(page)
    assert errors == [], f"{path} printed errors:\n" + "\n---\n".join(errors)

    boards = page.locator(".jp-NotebookPanel:visible .tw-board")
    assert boards.count() >= 1, f"{path}: no board was drawn"
    for i in range(boards.count()):
        assert boards.nth(i).locator("svg.tw-board-svg [data-target]").count() > 0, f"{path}: board {i + 1} is empty"
    name = path.replace("/", "_")[:-6]
    boards.first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / f"lite_{name}.png"))  # 1280x800, as a visitor sees it

    click_a_glowing_piece(page, boards)  # Python in the browser checks the move and redraws
    boards.first.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(artifacts / f"lite_{name}_after_click.png"))
    assert page.js_errors == [], f"{path}: {page.js_errors}"


def test_design_lab_under_run_all_offline(offline_page, lite_site, artifacts):
    """A teacher opens the design lab in the site offline and presses Run All. Its pandas and
    matplotlib cannot come from the Pyodide CDN: the first code cell says so in plain words,
    with no traceback; the kernel skips the later cells at once instead of playing bot games
    (idle again within a minute); and the tables and plots saved with the notebook, which Run
    All clears from code cells, are still there to read (tools/build_lite.py, saved_outputs_kept)."""
    import time

    from playwright.sync_api import expect

    page = offline_page
    open_lite_notebook(page, lite_site, "design_lab.ipynb")
    panel = page.locator(".jp-NotebookPanel:visible")
    saved = panel.locator(".jp-MarkdownCell", has_text="saved with the notebook")
    tables, plots = saved.locator("table.dataframe"), saved.locator("img[src^='data:image/png']")
    code = panel.locator(".jp-CodeCell")
    # JupyterLab renders Markdown cells when they come into view: scroll through the notebook.
    for i in range(saved.count()):
        saved.nth(i).scroll_into_view_if_needed()
    seen = (saved.count(), tables.count(), plots.count())
    assert seen[1] >= 3 and seen[2] >= 4, f"saved outputs (cells, tables, plots) before Run All: {seen}"
    assert "AdvantageP1" in saved.all_inner_texts()[1], "the saved printout is not the one of section 1"

    panel.locator(".jp-Cell").first.click()  # focus the notebook so the menu acts on it
    _menu(page, "Run", "Run All Cells")
    pressed = time.monotonic()
    first = code.first
    expect(first.locator(".jp-OutputArea-output")).to_contain_text("stops here", timeout=60_000)
    # JupyterLab drops the later cells' answers once one has failed, but the kernel still
    # runs them: they must answer at once (tw.require skips them), not play bot games for
    # minutes. The kernel (the status bar's word: the notebook's own indicator keeps counting
    # the dropped cells) is idle, and stays idle, within a minute of pressing Run All.
    page.wait_for_function("""() => {
        const idle = [...document.querySelectorAll('.jp-StatusBar-Widget *')]
            .some(e => e.children.length === 0 && /\\(Pyodide\\) \\| Idle$/.test(e.textContent.trim()));
        if (!idle) window.__twIdleSince = null;
        else window.__twIdleSince ??= Date.now();
        return idle && Date.now() - window.__twIdleSince > 3000;
    }""", polling=250, timeout=max(1, 60 - (time.monotonic() - pressed)) * 1000)
    waited = time.monotonic() - pressed - 3
    errors = panel.locator(ERROR_OUTPUTS).all_inner_texts()
    assert len(errors) == 1 and "stops here" in errors[0], f"errors other than the first cell's message: {errors}"

    text = "\n".join(first.locator(".jp-OutputArea-output").all_inner_texts())
    assert "pandas" in text and "matplotlib" in text and "Binder" in text, text
    assert "Traceback" not in text and "File " not in text, text
    # The saved tables and plots are all still there, readable.
    for i in range(saved.count()):
        saved.nth(i).scroll_into_view_if_needed()
    assert (saved.count(), tables.count(), plots.count()) == seen
    expect(plots.first).to_be_visible()
    assert plots.first.evaluate("img => img.naturalWidth") > 300, "the saved plot does not draw"
    tables.first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "lite_design_lab_after_run_all.png"))
    # Only the lab's extras were asked for, from the CDN the lock names, and they were blocked.
    assert page.left and all("/pyodide/" in u and u.endswith(".whl") for u in page.left), page.left
    assert set(off_machine(page.requests)) == set(page.left)
    print(f"design lab Run All: idle {waited:.1f} s after pressing it")


def test_the_file_browser_lists_the_notebooks_only(offline_page, lite_site, artifacts):
    """A visitor opening the site sees the notebooks and the games' folders, no machinery
    (tests/, tools/, conftest.py, ...): the site's contents are notebooks/ as shipped."""
    page = offline_page
    page.goto(f"{lite_site}/lab/index.html")
    items = page.locator(".jp-FileBrowser .jp-DirListing-content .jp-DirListing-itemText")
    items.first.wait_for(timeout=120_000)
    shown = sorted(items.all_inner_texts())
    shipped = links.shipped_files()
    expected = sorted({p.relative_to(links.NOTEBOOKS).parts[0] for p in shipped if p.suffix == ".ipynb"})
    assert shown == expected, f"the file browser lists {shown}"
    assert all(name.endswith(".ipynb") or (links.NOTEBOOKS / name).is_dir() for name in shown), shown
    page.screenshot(path=str(artifacts / "lite_file_browser.png"))
