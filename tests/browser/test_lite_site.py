"""The JupyterLite site, offline: built once by tools/build_lite.py, served as static files on
127.0.0.1, opened in Chromium with every request off 127.0.0.1 refused; the tests' pages are
one visitor's, one browser context whose cache carries from one to the next.

Every shipped notebook is in the site, listed where JupyterLite's file browser looks and
served as a valid notebook with its code unchanged. One page opens the start-here
notebook (a live board of every game), follows its links to the first tutorial of each game
but the last in the same page, then a link to the last game's second tutorial (discovered:
a new game's tutorials are tested as soon as they are committed): each must get a kernel of
its own (JupyterLite 0.8.6 handed a notebook the session of another of the same file name,
tools/build_lite.py's same_name_sessions_fix, timed by benchmarks/lite.py's ``same_name``; the
tutorials' names now carry their game). A link opens its notebook alone, not every tab
opened before, each with a Pyodide kernel of its own (one_workspace_per_link).
Each opens with the kernel started, runs unchanged under Run All, draws its boards, and a
click on a glowing piece is answered by Python running in the browser; the code cells of
every other tutorial then run in the last one's Pyodide kernel without an error (one kernel,
not one each). No request tries to leave the machine. The design lab and the teacher's guide,
offline, say in a cell what they need instead of failing with a traceback, and under Run All
keep their saved tables and plots readable, every later cell answered with a one-line note
and nothing left queued within a minute. The file browser shows the notebooks only.
"""

from __future__ import annotations

import io
import json
import re
import sys
import zipfile
from urllib.parse import urlsplit

import pytest
from support.jupyter_harness import (
    _KERNEL_READY,
    ERROR_OUTPUTS,
    REPO,
    VIEWPORT,
    _menu,
    build_lite_site,
    open_lite_notebook,
    run_all_cells,
    static_server,
)

sys.path.insert(0, str(REPO / "tools"))
import build_lite
import links

pytestmark = [pytest.mark.browser, pytest.mark.slow]

TUTORIALS = links.tutorials()
# Opened from start-here's links in one page: the first tutorial of each game but the last (the
# games' first notebooks side by side). Then a link to the last game's second one.
IN_ONE_PAGE = [paths[0] for paths in list(TUTORIALS.values())[:-1]]
BY_LINK = list(TUTORIALS.values())[-1][1]
# Every other tutorial's code runs in BY_LINK's kernel (a kernel start each would cost minutes).
IN_ONE_KERNEL = [p for paths in TUTORIALS.values() for p in paths if p not in (*IN_ONE_PAGE, BY_LINK)]
# Requests off the machine go to this closed port and fail (Chromium sends 127.0.0.1 past a
# command-line proxy). Blocking by routing would turn the browser's cache off, and one cache
# for all of the module's tests is what makes every notebook after the first cheaper.
DEAD_PROXY = "--proxy-server=http://127.0.0.1:9"
# A Pyodide kernel starts in 10-20 s on an idle 2-core machine and in minutes on a loaded one;
# how long is the benchmarks' concern (benchmarks/lite.py), not a limit here.
KERNEL_START_MS = 600_000


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


@pytest.fixture(scope="module")
def offline_browser(browser):
    """A Chromium of its own whose requests off 127.0.0.1 fail at a closed proxy port."""
    from support.jupyter_harness import CHROMIUM, CHROMIUM_ARGS

    chromium = browser.browser_type.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, DEAD_PROXY])
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def offline_context(offline_browser):
    """One visitor's browser for the module's tests: its HTTP cache keeps the site's JupyterLab
    and Pyodide from one test to the next (a notebook after the first starts its kernel from
    the cache), service workers run as a visitor's do. Every request is recorded (.requests),
    and every one that failed (.failed)."""
    context = offline_browser.new_context(viewport=VIEWPORT, service_workers="allow")
    context.requests, context.failed, context.not_found = [], [], []
    context.on("request", lambda req: context.requests.append(req.url))
    context.on("requestfailed", lambda req: context.failed.append(req.url))
    context.on("response", lambda res: context.not_found.append(res.url) if res.status == 404 else None)
    yield context
    context.close()


@pytest.fixture
def offline_page(offline_context):
    """A new page of the module's browser at 1280x800; the requests from now on in
    page.requests (page.failed: those that failed), console errors and uncaught exceptions
    in page.js_errors."""
    offline_context.requests.clear()
    offline_context.failed.clear()
    offline_context.not_found.clear()
    page = offline_context.new_page()
    page.requests, page.failed, page.js_errors = offline_context.requests, offline_context.failed, []
    page.not_found = offline_context.not_found
    page.on("pageerror", lambda exc: page.js_errors.append(f"uncaught: {exc}"))
    page.on("console", lambda msg: page.js_errors.append(f"console.error: {msg.text}") if msg.type == "error" else None)
    yield page
    page.close()


# Boards keep their games in the site's file store (tabletop_widgets/core/autosave.py), which looks a
# name up on the site's server before it holds it: a save not made yet is a 404 in the console.
SAVES = "/.tabletop-widgets-"  # autosave.LITE_PREFIX


def unexplained(page) -> list[str]:
    """The page's console errors, less one "404" for each lookup of a save not made yet; any 404 of
    another file is left in."""
    saves = [url for url in page.not_found if SAVES in url]
    errors, allowed = [], len(saves) if len(saves) == len(page.not_found) else 0
    for error in page.js_errors:
        if allowed and "status of 404" in error:
            allowed -= 1
        else:
            errors.append(error)
    return errors


def off_machine(urls: list[str]) -> list[str]:
    return [u for u in urls
            if urlsplit(u).scheme not in ("data", "blob", "attachment") and urlsplit(u).hostname != "127.0.0.1"]


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
    """Each shipped notebook is listed, as a notebook, in its folder's index (where JupyterLite's
    file browser and a link's ?path= look it up) and served as a valid notebook whose code
    cells are the shipped ones (the site's copy changes Markdown links and saved outputs only)."""
    import urllib.request
    from urllib.parse import quote

    import nbformat

    def fetched(url: str) -> dict:
        with urllib.request.urlopen(f"{lite_site}/{url}", timeout=30) as reply:
            return json.load(reply)

    def code(nb: dict) -> list[str]:
        return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]

    shipped = [p for p in links.shipped_files() if p.suffix == ".ipynb"]
    assert len(shipped) > 1 + sum(map(len, TUTORIALS.values()))
    for file in shipped:
        path = file.relative_to(links.NOTEBOOKS).as_posix()
        folder = path.rpartition("/")[0]
        index = fetched(f"api/contents/{quote(folder) + '/' if folder else ''}all.json")["content"]
        assert {"path": path, "type": "notebook"} in [{k: e[k] for k in ("path", "type")} for e in index], \
            f"{path} is not in the site's index of {folder or 'its root'}"
        served = fetched(f"files/{quote(path)}")
        nbformat.validate(nbformat.from_dict(served))
        assert code(served) == code(json.loads(file.read_text(encoding="utf-8"))), f"{path}: its code differs"


def _fetched(lite_site, url: str) -> bytes:
    """A file of the site's Pyodide folder, as the browser gets it."""
    import urllib.request

    with urllib.request.urlopen(f"{lite_site}/static/pyodide/{url}", timeout=30) as reply:
        return reply.read()


def _lock(lite_site) -> dict:
    return json.loads(_fetched(lite_site, "pyodide-lock.json"))["packages"]


def test_the_wheels_carry_the_bytecode_of_a_notebooks_start(lite_site):
    """The modules a notebook's start imports come compiled for the site's Python, as
    "unchecked-hash" pycs (PEP 552: used without a look at the source's time), listed in their
    wheel's RECORD; a module nothing imports at start comes as source only (tools/compile_wheels.mjs)."""
    lock = _lock(lite_site)
    tag = "cpython-" + build_lite.PYTHON_IN_BROWSER.replace(".", "")  # the site's Python's pyc names
    expected = {"tabletop-widgets": ["tabletop_widgets/__init__.py", "tabletop_widgets/porta_nigra/board.py",
                                     "tabletop_widgets/magna_roma/rules.py"],
                "ipython": ["IPython/core/interactiveshell.py"], "traitlets": ["traitlets/traitlets.py"],
                "jedi": ["jedi/__init__.py"], "anywidget": ["anywidget/widget.py"]}
    for name, modules in expected.items():
        with zipfile.ZipFile(io.BytesIO(_fetched(lite_site, lock[name]["file_name"]))) as wheel:
            names = set(wheel.namelist())
            record = wheel.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
            for module in modules:
                folder, _, file = module.rpartition("/")
                pyc = f"{folder}/__pycache__/{file.removesuffix('.py')}.{tag}.pyc"
                assert pyc in names, f"{name}: no bytecode for {module}"
                assert int.from_bytes(wheel.read(pyc)[4:8], "little") == 0b01, f"{pyc}: not an unchecked-hash pyc"
                assert f"{pyc},," in record, f"{pyc} is not in {name}'s RECORD"
    with zipfile.ZipFile(io.BytesIO(_fetched(lite_site, lock["pygments"]["file_name"]))) as wheel:
        lexers = [n for n in wheel.namelist() if n.startswith("pygments/lexers/")]
        assert f"pygments/lexers/__pycache__/haskell.{tag}.pyc" not in lexers
        assert any(n.endswith(".pyc") for n in wheel.namelist()), "pygments: nothing compiled"


def test_the_site_leaves_out_files_nothing_reads(lite_site):
    """jedi's third-party and Django stubs, which this jedi never reads, are not in the site's
    jedi wheel nor its RECORD (tools/build_lite.py UNREAD_FILES); its standard library's stubs,
    which completion reads, are."""
    with zipfile.ZipFile(io.BytesIO(_fetched(lite_site, _lock(lite_site)["jedi"]["file_name"]))) as wheel:
        names = wheel.namelist()
        record = wheel.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    (unreads,) = [files for pin, files in build_lite.UNREAD_FILES.items() if pin.startswith("jedi==")]
    for unread in unreads:
        assert not [n for n in names if n.startswith(unread)], f"the site's jedi carries {unread}"
        assert f"\n{unread}" not in record, f"the site's jedi RECORD lists {unread}"
    assert "jedi/third_party/typeshed/stdlib/builtins.pyi" in names
    assert "jedi/third_party/typeshed/stdlib/builtins.pyi," in record


def tabs(page) -> list[str]:
    return page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab").all_inner_texts()


def test_start_here_and_its_tutorial_links_run_one_after_another(offline_page, lite_site, artifacts):
    """Start-here, then its links to the games' first tutorials in the same page, each with a
    kernel of its own and a tab that names its game; then a link in the same page opens its
    notebook alone; every other tutorial's code runs in that notebook's kernel."""
    page = offline_page
    names = [path.rsplit("/", 1)[-1] for path in IN_ONE_PAGE]
    assert len(names) >= 2 and all(name.startswith(path.split("/")[0]) for name, path in zip(names, IN_ONE_PAGE,
                                                                                               strict=True)), \
        f"a tab does not say its game: {names}"
    open_lite_notebook(page, lite_site, links.START_HERE, KERNEL_START_MS)  # the kernel starts by itself
    assert tabs(page) == [links.START_HERE]
    _runs_and_answers_a_click(page, links.START_HERE, artifacts)
    for n, path in enumerate(IN_ONE_PAGE, 2):
        _follow_link_from_start_here(page, path)
        # (JupyterLab opens a link's tab beside the start-here tab it was clicked in: newest first)
        shown = tabs(page)
        assert shown[0] == links.START_HERE and sorted(shown[1:]) == sorted(names[:n - 1]), \
            f"{path}: the page shows {shown}"
        _runs_and_answers_a_click(page, path, artifacts)
    # A link, in the same browser: its notebook alone, not the tabs opened before. The notebooks
    # run have unsaved outputs, so JupyterLab asks before the page is left: the visitor leaves.
    page.once("dialog", lambda dialog: dialog.accept() if dialog.type == "beforeunload" else dialog.dismiss())
    open_lite_notebook(page, lite_site, BY_LINK, KERNEL_START_MS)
    assert tabs(page) == [BY_LINK.rsplit("/", 1)[-1]], f"{BY_LINK}: the page opened {tabs(page)}"
    _runs_and_answers_a_click(page, BY_LINK, artifacts)
    _the_other_tutorials_run_in_this_kernel(page)
    _tab_completes_from_the_standard_librarys_stubs(page)
    assert off_machine(page.requests) == [], "requests tried to leave the machine"
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in page.requests), "Pyodide came from elsewhere"


# The status bar names the shown notebook's kernel and its state.
_STATUS_IDLE = """() => [...document.querySelectorAll('.jp-StatusBar-Widget *')]
    .some(e => e.children.length === 0 && /\\(Pyodide\\) \\| Idle$/.test(e.textContent.trim()))"""


def _follow_link_from_start_here(page, path: str) -> None:
    """Show start-here's tab and click its JupyterLite link to ``path`` (the site rewrote it to
    the site's own copy): JupyterLab opens it as a new tab of this page; wait for its kernel."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=links.START_HERE).click()
    panels = page.locator(".jp-NotebookPanel").count()
    link = page.locator(f".jp-NotebookPanel:visible .jp-RenderedMarkdown a[href$='/files/{path}']",
                        has_text="JupyterLite")
    link.first.click()
    # The new panel is the shown one; then its own kernel idle, in the status bar too (with
    # JupyterLite's lookup by file name a notebook named as one opened before was handed its
    # session, and the status bar said "Initializing" for ever while the toolbar's indicator said idle).
    page.wait_for_function("n => document.querySelectorAll('.jp-NotebookPanel').length > n", arg=panels)
    try:
        page.wait_for_function(f"() => ({_KERNEL_READY})() && ({_STATUS_IDLE})()", timeout=KERNEL_START_MS)
    except PlaywrightTimeout:
        status = page.locator(".jp-StatusBar-Widget").all_inner_texts()
        raise AssertionError(f"{path}: its kernel never became idle; the status bar says {status}") from None


def _runs_and_answers_a_click(page, path, artifacts):
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
    assert unexplained(page) == [], f"{path}: {page.js_errors} (404: {page.not_found})"


# Run in the shown notebook's Pyodide kernel: every code cell of each notebook, in order, each
# notebook in a namespace of its own from its own folder (as Run All would); a failure is
# printed on stderr with its notebook and cell. JupyterLite's /drive holds the site's contents.
_RUN_OTHERS = """import json, os, sys, traceback
for path in {paths!r}:
    os.chdir(os.path.dirname('/drive/' + path))
    cells = [c for c in json.load(open('/drive/' + path))['cells'] if c['cell_type'] == 'code']
    space = {{'__name__': '__main__'}}
    for n, cell in enumerate(cells, 1):
        try:
            exec(compile(''.join(cell['source']), f'{{path}} cell {{n}}', 'exec'), space)
        except BaseException:
            sys.stderr.write(traceback.format_exc())
            break
    else:
        print(f'{{path}}: {{len(cells)}} code cells ran')
"""


def _new_cell_typed(page, code: str):
    """A new code cell at the end of the shown notebook holding ``code``, in edit mode."""
    notebook = page.locator(".jp-NotebookPanel:visible .jp-Notebook")
    count = notebook.locator(".jp-CodeCell").count()
    notebook.locator(".jp-Cell").last.locator(".jp-InputPrompt").click()  # select it, command mode
    page.keyboard.press("Escape")
    page.keyboard.press("b")  # a new cell below
    cell = notebook.locator(".jp-CodeCell").nth(count)
    cell.locator(".cm-content").click()
    page.keyboard.insert_text(code)  # as text: no auto-closed brackets
    return cell


def _the_other_tutorials_run_in_this_kernel(page) -> None:
    from playwright.sync_api import expect

    cell = _new_cell_typed(page, _RUN_OTHERS.format(paths=IN_ONE_KERNEL))
    page.keyboard.press("Shift+Enter")
    expect(cell.locator(".jp-InputArea-prompt")).to_have_text(re.compile(r"\[\d+\]"), timeout=600_000)
    errors = cell.locator(ERROR_OUTPUTS).all_inner_texts()
    assert errors == [], "a tutorial failed in the site's kernel:\n" + "\n---\n".join(errors)
    said = cell.locator(".jp-OutputArea-output").all_inner_texts()
    ran = [line.split(":")[0] for text in said for line in text.splitlines() if line.endswith("code cells ran")]
    assert ran == IN_ONE_KERNEL, said


def _tab_completes_from_the_standard_librarys_stubs(page) -> None:
    """A first Tab completes what only jedi's standard-library stubs know (the site's jedi wheel
    has its unread files left out: tools/build_lite.py UNREAD_FILES): what ``open()`` returns is
    never evaluated by IPython's own completer. (Reading the stubs the first time takes longer
    than JupyterLab's default wait for a kernel's answer: the site waits longer, SETTINGS.)"""
    from playwright.sync_api import expect

    cell = _new_cell_typed(page, 'open("notes.txt").readl')
    page.keyboard.press("Tab")
    items = page.locator(".jp-Completer .jp-Completer-item")
    try:
        expect(items.first).to_be_visible(timeout=60_000)
    except AssertionError:
        typed = cell.locator(".cm-content").inner_text()
        raise AssertionError(f"Tab offered nothing; the cell holds {typed!r}") from None
    offered = items.evaluate_all("items => items.map(i => i.dataset.value)")
    assert {"readline", "readlines"} <= set(offered), f"Tab offered {offered}"
    page.keyboard.press("Escape")


# The shown notebook is done with Run All: every execution indicator (the toolbar's circle,
# whose tooltip says "Executed 1/24 cells" while cells are queued) idle, no [*] prompt left,
# the status bar's kernel word Idle; all of it for 3 s on end.
_RUN_ALL_DONE = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const indicators = [...document.querySelectorAll('.jp-Notebook-ExecutionIndicator')];
  const queued = indicators.length === 0 || indicators.some(
      i => i.dataset.status !== 'idle' || /Executed \\d+\\/\\d+/.test(i.textContent));
  const running = [...panel.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]
      .some(p => p.textContent.includes('*'));
  const idle = [...document.querySelectorAll('.jp-StatusBar-Widget *')]
      .some(e => e.children.length === 0 && /\\(Pyodide\\) \\| Idle$/.test(e.textContent.trim()));
  const done = idle && !queued && !running;
  if (!done) window.__twDoneSince = null;
  else window.__twDoneSince ??= Date.now();
  return done && Date.now() - window.__twDoneSince > 3000;
}"""

# Each code cell of the shown notebook: its prompt and its outputs' text (textContent: cells
# scrolled out of view are not laid out, and innerText would miss them).
_CODE_CELLS = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell')].map(c => ({
  prompt: (c.querySelector('.jp-InputArea-prompt')?.textContent || '').trim(),
  outputs: [...c.querySelectorAll('.jp-OutputArea-output')].map(o => o.textContent.trim()),
}))"""

SKIPPED = re.compile(r"Skipped: this needs pandas and matplotlib \(see the cell that checks for them\)\.")


@pytest.mark.parametrize("path, tables, plots, printout", [
    ("design_lab.ipynb", 3, 4, "AdvantageP1"),
    ("for_teachers.ipynb", 1, 2, "The first player won"),
])
def test_lab_notebook_under_run_all_offline(offline_page, lite_site, artifacts, path, tables, plots, printout):
    """A teacher opens the design lab (or the teacher's guide) in the site offline and presses
    Run All. Their pandas and matplotlib cannot come from the Pyodide CDN: the cell that checks
    says so in plain words, with no traceback, as the only error output; every later code cell
    runs at once to a one-line note instead of playing bot games; within a minute the notebook
    is done: no cell queued or running in the toolbar's indicator, the kernel idle (tw.require
    does not raise in a notebook: JupyterLab would count the cells it drops after an error as
    queued for ever). The tables and plots saved with the notebook, which Run All clears from
    code cells, are still there to read (tools/build_lite.py, saved_outputs_kept)."""
    import time

    from playwright.sync_api import expect

    page = offline_page
    open_lite_notebook(page, lite_site, path, KERNEL_START_MS)
    panel = page.locator(".jp-NotebookPanel:visible")
    saved = panel.locator(".jp-MarkdownCell", has_text="saved with the notebook")
    saved_tables, saved_plots = saved.locator("table.dataframe"), saved.locator("img[src^='data:image/png']")
    # JupyterLab renders Markdown cells when they come into view: scroll through the notebook.
    for i in range(saved.count()):
        saved.nth(i).scroll_into_view_if_needed()
    seen = (saved.count(), saved_tables.count(), saved_plots.count())
    assert seen[1] >= tables and seen[2] >= plots, \
        f"{path}: saved outputs (cells, tables, plots) before Run All: {seen}"
    assert printout in saved.all_inner_texts()[1], f"{path}: the saved printout is not the first experiment's"

    panel.locator(".jp-Cell").first.click()  # focus the notebook so the menu acts on it
    _menu(page, "Run", "Run All Cells")
    pressed = time.monotonic()
    checking = panel.locator(".jp-CodeCell", has_text="tw.require(")
    expect(checking).to_have_count(1)
    expect(checking.locator(".jp-OutputArea-output")).to_contain_text("stops here", timeout=60_000)
    page.wait_for_function(_RUN_ALL_DONE, polling=250, timeout=max(1, 60 - (time.monotonic() - pressed)) * 1000)
    waited = time.monotonic() - pressed - 3

    errors = panel.locator(ERROR_OUTPUTS).all_inner_texts()
    assert len(errors) == 1 and "stops here" in errors[0], f"{path}: errors other than the check's message: {errors}"
    text = errors[0]
    assert "pandas" in text and "matplotlib" in text and "Binder" in text, text
    assert "Traceback" not in text and "File " not in text, text
    cells = page.evaluate(_CODE_CELLS)
    first = next(i for i, cell in enumerate(cells) if any("stops here" in out for out in cell["outputs"]))
    later = cells[first + 1:]
    assert later, f"{path}: no code cell after the check"
    for n, cell in enumerate(later, first + 2):
        assert re.fullmatch(r"\[\d+\]:", cell["prompt"]), f"{path}: code cell {n} did not run: {cell['prompt']!r}"
        assert all(SKIPPED.fullmatch(out) for out in cell["outputs"]) and len(cell["outputs"]) <= 1, (
            f"{path}: code cell {n} shows more than the one-line note: {cell['outputs']}")
    # The saved tables and plots are all still there, readable.
    for i in range(saved.count()):
        saved.nth(i).scroll_into_view_if_needed()
    assert (saved.count(), saved_tables.count(), saved_plots.count()) == seen
    expect(saved_plots.first).to_be_visible()
    assert saved_plots.first.evaluate("img => img.naturalWidth") > 300, "the saved plot does not draw"
    checking.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"lite_{path[:-6]}_after_run_all.png"))
    # Only the lab's extras were asked for (the checking cell imports them: that is how the
    # kernel fetches them online), from the CDN the lock names, and they failed.
    left = off_machine(page.requests)
    assert left and all("/pyodide/" in u and u.endswith(".whl") for u in left), left
    assert set(left) <= set(page.failed), f"requests off the machine that did not fail: {set(left) - set(page.failed)}"
    print(f"{path} Run All: done {waited:.1f} s after pressing it")


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


def test_a_reloaded_site_offers_the_game_back(offline_page, lite_site, artifacts):
    """A game played on the site is kept in the browser's own store of the site's files
    (/drive, core/autosave.py): the page reloaded and the cell run again, its board offers
    "Resume from move N", and a click brings the position back."""
    from playwright.sync_api import expect

    page = offline_page
    boards = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .tw-board")
    open_lite_notebook(page, lite_site, links.START_HERE, KERNEL_START_MS)
    assert run_all_cells(page, timeout=KERNEL_START_MS) == []
    for _ in range(3):
        click_a_glowing_piece(page, boards)
    played = boards.first.locator(".tw-status").inner_text()
    page.reload()
    open_lite_notebook(page, lite_site, links.START_HERE, KERNEL_START_MS)
    assert run_all_cells(page, timeout=KERNEL_START_MS) == []
    resume = boards.first.locator("button.tw-resume")
    expect(resume).to_have_text(re.compile(r"^Resume from move \d+$"))
    before = int(boards.first.get_attribute("data-revision") or 0)
    resume.click()
    page.wait_for_function(_ANSWERED.replace("'menu'", "false"), arg=[0, before], timeout=30_000)
    expect(boards.first.locator(".tw-status")).to_have_text(played)
    page.screenshot(path=str(artifacts / "lite_resumed.png"))
    assert not off_machine(page.requests)
