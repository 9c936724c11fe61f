"""The JupyterLite site: its size, page load to a drawn board, and click-to-redraw latency.

    python benchmarks/lite.py --json [--clicks 60] [--loads 3] [--opens-only] [--build-script PATH]

Builds the site (tools/build_lite.py, with one extra notebook for the clicks), serves it on
127.0.0.1 and opens it in Debian's Chromium with every request off 127.0.0.1 blocked, as
tests/browser/test_lite_site.py does.

- size: the whole site and its parts (the JupyterLab app, the Pyodide runtime, the wheels).
- load: from opening ``lab/index.html?path=00_start_here.ipynb`` in a fresh browser context
  (empty cache) to the kernel being ready, and to the first board drawn after Run All.
- opens: one browser context opens three notebooks one after another, as a visitor follows
  links (``first``; ``second``, another name; ``same_name``, the first one's file name in
  another folder, as two folders' Untitled.ipynb are), each timed by stage from the link:
  ``page_s`` the notebook shown; then, from the kernel's own clocks (its first cell reads them:
  the worker's start, its resource timings, and the times its file system stamped on what the
  start wrote), ``worker_s`` the kernel's worker started, ``runtime_s`` Pyodide's files
  fetched and its file system made (the standard library written in), ``wheels_s`` the last
  preloaded wheel installed (``installs_ms``: each package's install, from the one before it;
  the first one's holds the WebAssembly's start and Python's own), ``kernel_s`` the
  kernel's first cell running (after the wheels: IPython, jedi and the kernel imported);
  then Run All of ``import tabletop_widgets`` (``import_s``, timed by Python itself) and a
  board (``board_s``, drawn). Here nothing is routed, so the browser's cache works as a
  visitor's does; requests off 127.0.0.1 go to a closed proxy port and fail (and are counted).
  ``--build-script`` measures the site another build_lite.py makes (e.g. an older one from
  git, for before/after).
- tutorial_opens: in another fresh context, links to two tutorials one after another, each
  run from its top with Shift+Enter, cell by cell, to its first board (``board_s``).
- latency: in the page, each click timed from dispatch to the redraw that shows Python's
  answer, on each game's board (you against a random bot; one notebook, in a fresh browser
  context, a board) and on a bare anywidget counter beside it that makes the same round
  trip, interleaved (benchmarks/widget.py's method). In the site
  Python runs in WebAssembly in a worker, so the board's rules work per click weighs more.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import nbformat

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))
from support.jupyter_harness import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO,
    VIEWPORT,
    block_off_machine,
    open_lite_notebook,
    run_all_cells,
    static_server,
)
from widget import BOARD, COUNTER, boards, timed_clicks  # noqa: E402

sys.path.insert(0, str(REPO / "tools"))
import build_lite  # noqa: E402

# The notebooks the opens are timed on (in the site only): the third has the first one's name.
OPENS = {"first": "bench_open/a/open.ipynb", "second": "bench_open/b/other.ipynb",
         "same_name": "bench_open/c/open.ipynb"}
# Tutorials a visitor follows links to, one after another in the same browser, each run from
# the top with Shift+Enter, cell by cell, to its first board (the issue's own measure).
TUTORIAL_OPENS = {"first": "porta_nigra/porta_nigra_1_setup.ipynb", "second": "carpe_diem/carpe_diem_1_setup.ipynb"}


def first_board_cell(path: str) -> int:
    """The index of the tutorial's first cell whose saved outputs hold a board (a widget)."""
    nb = nbformat.read(REPO / "notebooks" / path, as_version=4)
    return next(i for i, cell in enumerate(nb.cells) if cell.cell_type == "code" and any(
        "application/vnd.jupyter.widget-view+json" in out.get("data", {}) for out in cell.outputs))


# The open benchmark's first cell: the kernel's start as its own worker saw it, on the machine's
# clock (a worker's performance.timeOrigin and Python's file times are both the wall clock).
TIMELINE = """import json, os, sys, time
from js import performance  # the kernel's worker: its clock starts with the worker
_cell = performance.now()
def _since_worker(path):  # Emscripten's file system stamps what it writes with Date.now()
    return os.stat(path).st_mtime * 1000 - performance.timeOrigin
_site = next(p for p in sys.path if p.endswith("site-packages"))
_wheels = [e for e in performance.getEntriesByType("resource") if e.name.endswith(".whl")]
print("TIMELINE " + json.dumps({
    "worker": performance.timeOrigin, "cell": _cell,
    "runtime": _since_worker(next(p for p in sys.path if p.endswith(".zip"))),
    "installed": {n.split("-", 1)[0]: _since_worker(f"{_site}/{n}")
                  for n in os.listdir(_site) if n.endswith(".dist-info")},
    "wheels": [(e.startTime, e.responseEnd) for e in _wheels],
}))
_t = time.perf_counter()
import tabletop_widgets as tw
tw.porta_nigra.Board
print(f"import {time.perf_counter() - _t:.3f}")"""
OPEN_CELLS = [TIMELINE, BOARD.format(game="porta_nigra")]
# Requests off the machine go to this closed port and fail: blocking by routing (as the tests
# do) would turn the browser's cache off, and the cache is what a second open reuses.
# (A command-line proxy: Chromium sends 127.0.0.1 past it, where Playwright's proxy option
# would send it through.)
DEAD_PROXY = "--proxy-server=http://127.0.0.1:9"

def bench_name(game: str) -> str:
    """The site's notebook that times clicks on ``game``'s board."""
    return f"bench_clicks_{game}.ipynb"


def bench_notebook(game: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(BOARD.format(game=game)), nbformat.v4.new_code_cell(COUNTER)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nbformat.writes(nb)


def open_notebook_text() -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in OPEN_CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nbformat.writes(nb)


def opens(browser, url: str, timeout_s: float = 240) -> dict:
    """OPENS in one context, one after another, each split by stage (see the module's doc)."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow")
    seen: list[str] = []
    context.on("request", lambda r: seen.append(r.url))
    page = context.new_page()
    result = {}
    for label, path in OPENS.items():
        del seen[:]
        t0, wall0 = time.monotonic(), time.time()
        page.goto(f"{url}/lab/index.html?path={path}")
        stages = {}
        try:
            page.locator(".jp-NotebookPanel:visible .jp-Cell").first.wait_for(timeout=timeout_s * 1000)
            stages["page_s"] = time.monotonic() - t0
            close = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
            if close.count():
                close.click()
            # Run All at once: the cells wait for the kernel, and the first says when it ran. (The
            # toolbar's kernel status can read idle before the kernel has started.)
            errors = run_all_cells(page, timeout=timeout_s * 1000)
        except Exception as err:  # noqa: BLE001  (the old site's same-named notebook never gets a kernel)
            said = str(err).strip().splitlines()[0][:160]
            result[label] = {**{k: round(v, 1) for k, v in stages.items()}, "kernel_s": None,
                             "note": f"not run: {type(err).__name__} after {time.monotonic() - t0:.0f} s: {said}",
                             "tabs": page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab").count()}
            continue
        page.locator(".jp-NotebookPanel:visible .tw-board svg.tw-board-svg").first.wait_for(timeout=120_000)
        stages["board_s"] = time.monotonic() - t0
        if errors:
            raise RuntimeError(f"the open benchmark's notebook failed: {errors}")
        said = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output").first.inner_text()
        kernel = json.loads(said.split("TIMELINE ", 1)[1].splitlines()[0])
        worker = kernel["worker"] / 1000 - wall0  # seconds from the link; the kernel's figures are ms from it
        installed = sorted(kernel["installed"].items(), key=lambda item: item[1])
        stages |= {"worker_s": worker, "runtime_s": worker + kernel["runtime"] / 1000,
                   "wheels_s": worker + installed[-1][1] / 1000, "kernel_s": worker + kernel["cell"] / 1000,
                   "import_s": float(said.split()[-1])}
        stages = {k: round(v, 2 if k == "import_s" else 1) for k, v in stages.items()}
        before = [kernel["runtime"]] + [ms for _, ms in installed]
        result[label] = {**stages,
                         "installs_ms": {name: round(ms - b) for (name, ms), b in zip(installed, before, strict=False)},
                         "wheels_fetched_ms": round(max(end for _, end in kernel["wheels"])),
                         "wheel_requests": len(kernel["wheels"]),
                         "tabs": page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab").count(),
                         "off_machine": sum(1 for u in seen if urlsplit(u).hostname not in ("127.0.0.1", None))}
    context.close()
    return result


def tutorial_opens(browser, url: str, timeout_s: float = 240) -> dict:
    """TUTORIAL_OPENS in one context: seconds from the link to the notebook shown (``page_s``)
    and to its first board drawn (``board_s``), Shift+Enter pressed from its first cell on."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow")
    page = context.new_page()
    page.on("dialog", lambda dialog: dialog.accept())  # leaving a notebook with unsaved outputs
    result = {}
    for label, path in TUTORIAL_OPENS.items():
        t0 = time.monotonic()
        page.goto(f"{url}/lab/index.html?path={path}")
        cells = page.locator(".jp-NotebookPanel:visible .jp-Cell")
        cells.first.wait_for(timeout=timeout_s * 1000)
        shown = time.monotonic() - t0
        cells.first.locator(".jp-InputPrompt").click()  # the notebook's keys, at its top
        for _ in range(first_board_cell(path) + 1):
            page.keyboard.press("Shift+Enter")
        page.locator(".jp-NotebookPanel:visible .tw-board svg.tw-board-svg").first.wait_for(timeout=timeout_s * 1000)
        result[label] = {"tutorial": path, "page_s": round(shown, 1), "board_s": round(time.monotonic() - t0, 1)}
    context.close()
    return result


def sizes(site: Path) -> dict:
    def mb(paths) -> float:
        return round(sum(p.stat().st_size for p in paths if p.is_file()) / 1e6, 1)

    pyodide = site / "static" / "pyodide"
    return {"site_mb": mb(site.rglob("*")),
            "pyodide_runtime_mb": mb(p for p in pyodide.iterdir() if not p.name.endswith(".whl")),
            "wheels_mb": mb(pyodide.glob("*.whl")),
            "tabletop_widgets_wheel_mb": mb(pyodide.glob("tabletop_widgets-*.whl")),
            "jupyterlab_app_mb": mb(p for p in site.rglob("*") if pyodide not in p.parents)}


def new_page(browser):
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow")
    left = block_off_machine(context)
    return context, context.new_page(), left


def load_once(browser, url: str) -> dict:
    context, page, left = new_page(browser)
    t0 = time.monotonic()
    open_lite_notebook(page, url, "00_start_here.ipynb")
    kernel = time.monotonic() - t0
    errors = run_all_cells(page)
    page.locator(".tw-board svg.tw-board-svg").first.wait_for(state="visible", timeout=120_000)
    board = time.monotonic() - t0
    context.close()
    if errors or left:
        raise RuntimeError(f"the start-here notebook failed in the site: {errors} {left}")
    return {"kernel_ready_s": round(kernel, 1), "board_drawn_s": round(board, 1)}


def clicks(browser, url: str, game: str, n: int) -> dict:
    context, page, left = new_page(browser)
    open_lite_notebook(page, url, bench_name(game))
    errors = run_all_cells(page)
    if errors:
        raise RuntimeError(f"the benchmark notebook failed: {errors}")
    result = timed_clicks(page, n)
    context.close()
    if left:
        raise RuntimeError(f"requests tried to leave the machine: {left}")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    parser.add_argument("--clicks", type=int, default=60, help="clicks measured on each widget")
    parser.add_argument("--loads", type=int, default=3, help="page loads measured (each in a fresh context)")
    parser.add_argument("--opens-only", action="store_true", help="only the opens in one context")
    parser.add_argument("--build-script", type=Path, help="another build_lite.py to measure (before/after)")
    args = parser.parse_args()
    builder = build_lite
    if args.build_script:
        import importlib.util
        spec = importlib.util.spec_from_file_location("build_lite_other", args.build_script)
        builder = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(builder)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        t0 = time.monotonic()
        games = boards()
        extra = {bench_name(g): bench_notebook(g) for g in games} | {p: open_notebook_text() for p in OPENS.values()}
        builder.build(site, REPO / "build" / "lite-cache", extra=extra)
        result = {"build_s": round(time.monotonic() - t0, 1), "size": sizes(site)}
        with static_server(site) as url, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, DEAD_PROXY])
            result["opens"] = opens(browser, url)
            result["tutorial_opens"] = tutorial_opens(browser, url)
            browser.close()
            if args.opens_only:
                print(json.dumps(result, indent=2))
                return
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            loads = [load_once(browser, url) for _ in range(args.loads)]
            result["load"] = {key: statistics.median(x[key] for x in loads) for key in loads[0]} | {"runs": loads}
            result["latency"] = {game: clicks(browser, url, game, args.clicks) for game in games}
            browser.close()
    result["target"] = "every board's click-to-redraw median under 150 ms on 2 cores"
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
