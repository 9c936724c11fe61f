"""The JupyterLite site: its size, page load to a drawn board, and click-to-redraw latency.

    python benchmarks/lite.py --json [--clicks 60] [--loads 3]

Builds the site (tools/build_lite.py, with one extra notebook for the clicks), serves it on
127.0.0.1 and opens it in Debian's Chromium with every request off 127.0.0.1 blocked, as
tests/browser/test_lite_site.py does.

- size: the whole site and its parts (the JupyterLab app, the Pyodide runtime, the wheels).
- load: from opening ``lab/index.html?path=00_start_here.ipynb`` in a fresh browser context
  (empty cache) to the kernel being ready, and to the first board drawn after Run All.
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

import nbformat

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))
sys.path.insert(0, str(HERE))
from support.jupyter_harness import (CHROMIUM, CHROMIUM_ARGS, REPO, VIEWPORT, block_off_machine,  # noqa: E402
                             open_lite_notebook, run_all_cells, static_server)
from widget import BOARD, COUNTER, boards, timed_clicks  # noqa: E402

sys.path.insert(0, str(REPO / "tools"))
import build_lite  # noqa: E402

def bench_name(game: str) -> str:
    """The site's notebook that times clicks on ``game``'s board."""
    return f"bench_clicks_{game}.ipynb"


def bench_notebook(game: str) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(BOARD.format(game=game)), nbformat.v4.new_code_cell(COUNTER)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nbformat.writes(nb)


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
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        t0 = time.monotonic()
        games = boards()
        build_lite.build(site, REPO / "build" / "lite-cache", extra={bench_name(g): bench_notebook(g) for g in games})
        result = {"build_s": round(time.monotonic() - t0, 1), "size": sizes(site)}
        with static_server(site) as url, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            loads = [load_once(browser, url) for _ in range(args.loads)]
            result["load"] = {key: statistics.median(x[key] for x in loads) for key in loads[0]} | {"runs": loads}
            result["latency"] = {game: clicks(browser, url, game, args.clicks) for game in games}
            browser.close()
    result["target"] = "every board's click-to-redraw median under 150 ms on 2 cores"
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
