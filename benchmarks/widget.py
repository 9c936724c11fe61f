"""Widget speed and size: click-to-redraw latency in a real JupyterLab, and bytes per move.

    python benchmarks/widget.py --json [--clicks 60] [--no-latency]

Latency: JupyterLab on 127.0.0.1 and Debian's Chromium run, for each game with a board, one
notebook with that board (you against a random bot) and a bare anywidget counter that makes
the same round trip (click -> message to Python -> trait change -> redraw). In the page, each
click is timed from dispatch to the redraw that shows Python's answer ("to_dom") and to the
next frame painted after it ("to_paint", what the eye sees). The counter is measured in the
same session, so the ratio holds on a noisy machine. Two more widgets split a board's time:
"rules only" makes the counter's round trip with a board's rules work (a move of the same
game, the bot's replies, the legal moves described) but no view and no drawing; "not drawn"
is the board itself, its whole answer in Python and on the wire, shown as the counter's
button. Between them lie the board's view and message; after the second, its drawing. Each
click starts from a settled page (SETTLE_MS). The server runs
with the package's server extension (tabletop_widgets/server.py), as any server where the
package is installed.

Bytes: every message a board sends to the browser over a whole game (you against random
bots, 2 and 4 players), in JSON, per human move and by quarter of the game. The view travels
as deltas (tabletop_widgets/core/delta.py), so a move costs what it changed. Python time per
move: the kernel's side of a click (the move, the bots' replies, the new view, its delta and
the choices), without the network and the browser.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from support.jupyter_harness import CHROMIUM, CHROMIUM_ARGS, VIEWPORT, lab_server, open_notebook, run_all_cells  # noqa: E402

# A button that asks Python on every click and shows its answer: the counter's browser side,
# and the rules-only widget's.
BUTTON_ESM = """export default { render({ model, el }) {
      const b = document.createElement("button");
      b.className = "CLASS";
      const draw = () => { b.textContent = `count ${model.get("TRAIT")}`; b.dataset.value = model.get("TRAIT"); };
      b.onclick = () => model.send({ kind: "inc" });
      model.on("change:TRAIT", draw); draw(); el.appendChild(b);
    } }"""


def button_esm(css_class: str, trait: str = "value") -> str:
    """The button's module: class ``css_class``, showing the trait ``trait``."""
    return BUTTON_ESM.replace("CLASS", css_class).replace("TRAIT", trait)

COUNTER = '''import anywidget, traitlets

class Counter(anywidget.AnyWidget):
    """The yardstick: a button whose click makes Python count and the browser redraw."""
    _esm = """ESM"""
    value = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda widget, content, buffers: setattr(self, "value", self.value + 1))

counter = Counter()
counter'''.replace("ESM", button_esm("bench-counter"))

# A board's click without the board: what any board must do before it draws.
RULES_ONLY = '''import anywidget, random, traitlets
import tabletop_widgets as tw
from tabletop_widgets.core.bots import RandomBot

class RulesOnly(anywidget.AnyWidget):
    """The counter's button, but Python plays a move of the game (you at random, then the bot)
    and sends the legal moves described, as a board's choices. No view, no drawing."""
    _esm = """ESM"""
    value = traitlets.Int(0).tag(sync=True)
    choices = traitlets.List().tag(sync=True)

    def __init__(self):
        super().__init__()
        self.rng, self.bot = random.Random(1), RandomBot(seed=2)
        self.new_game()
        self.on_msg(lambda widget, content, buffers: self.play())

    def new_game(self):
        self.game = tw.{game}.new_game(players=2, seed=self.rng.randrange(1000), first_player=0)

    def play(self):
        if self.game.is_over:
            self.new_game()
        game = self.game
        with self.hold_sync():
            game.apply(self.rng.choice(game.legal_actions()))
            while not game.is_over and game.current_player == 1:
                game.apply(self.bot.choose(game))
            self.choices = [{"action": a, "label": game.describe(a)} for a in game.legal_actions()]
            self.value += 1

rules_only = RulesOnly()
rules_only'''.replace("ESM", button_esm("bench-rules"))

# A board's whole answer without its drawing: the board's Python (the move through the board's
# own path, the bot's replies, the view and its delta, the choices, the status...) and its
# message, shown as the counter's button. Between the rules-only widget and the board, it
# splits what a board adds into its Python and wire, and its drawing.
NOT_DRAWN = '''import random
import tabletop_widgets as tw

class NotDrawn(tw.{game}.Board):
    """A board that answers every click with a random legal move, as if its piece had been
    clicked, and shows only its revision. (The board's own clicks pick a piece, then a menu's
    first choice: outside a kernel, the two ways take 0.07 to 0.36 ms apart. A new game starts
    with the click after the last move: that one click also sends the whole view.)"""
    @property
    def _esm(self):
        return """ESM"""

    def __init__(self):
        self.rng = random.Random(1)
        super().__init__(tw.{game}.new_game(players=2, seed=1, first_player=0), bots={1: "random"})

    def _on_message(self, widget, content, buffers):
        if self.game.is_over:
            self.game = tw.{game}.new_game(players=2, seed=self.rng.randrange(1000), first_player=0)
            self.refresh()
            return
        intent = {"kind": "intent", "action": self.rng.choice(self.game.legal_actions())}
        super()._on_message(widget, intent, buffers)

not_drawn = NotDrawn()
not_drawn'''.replace("ESM", button_esm("bench-not-drawn", "revision"))

BOARD = '''import tabletop_widgets as tw
board = tw.{game}.Board(tw.{game}.new_game(players=2, seed=1, first_player=0), bots={{1: "random"}})
board'''

# Both clicks are timed twice: to the DOM change that shows Python's answer, and to the next
# frame painted after it (what the eye sees; the same end point as the web's Interaction to
# Next Paint): requestAnimationFrame runs just before that frame's style, layout and paint, and
# a task queued from it runs once the frame is done.
PAINTED = """const painted = (t0, dom) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve({ dom, paint: performance.now() - t0 });
  channel.port2.postMessage(null);
});"""

# A learner clicks once the last answer is on the screen and read: every click starts from a
# quiet page and an idle kernel, so that no widget pays for the work another one left behind
# (the kernel's last messages, the page's last frame). A choice in a menu too: the menu
# is on the screen, read, before the learner picks from it.
SETTLE_MS = 100

# Click a piece and resolve with the milliseconds until Python's redraw (data-revision up).
# A piece with several choices opens a menu first: its first choice is clicked, once the menu
# has settled, and timed.
CLICK_BOARD = """() => new Promise((resolve, reject) => {
  PAINTED
  const board = () => document.querySelector('.tw-board');
  const start = Number(board().dataset.revision);
  const pieces = [...board().querySelectorAll('[data-target].tw-glow, .tw-actions button.tw-action')];
  if (!pieces.length) return resolve(null);
  const end = pieces.find(p => /End (your )?turn/.test(p.textContent || ''));
  const pick = (end && Math.random() < 0.3) ? end : pieces[Math.floor(Math.random() * pieces.length)];
  let t0 = performance.now();
  let choosing = false;
  const seen = new MutationObserver(() => {
    const b = board();
    if (Number(b.dataset.revision) > start) { seen.disconnect(); painted(t0, performance.now() - t0); return; }
    const choice = !choosing && b.querySelector('.tw-menu-choice');
    if (choice) {
      choosing = true;
      setTimeout(() => { t0 = performance.now(); choice.click(); }, SETTLE_MS);
    }
  });
  seen.observe(board().parentElement, { childList: true, subtree: true, attributes: true });
  pick.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  setTimeout(() => reject(new Error('no redraw in 30 s')), 30000);
})""".replace("SETTLE_MS", str(SETTLE_MS)).replace("PAINTED", PAINTED)

# Click a button widget (the counter, the rules-only widget, the board not drawn) and resolve
# with the milliseconds until its text shows Python's answer.
CLICK_BUTTON = """() => new Promise((resolve, reject) => {
  PAINTED
  const button = document.querySelector('SELECTOR');
  const start = button.dataset.value;
  const t0 = performance.now();
  const seen = new MutationObserver(() => {
    if (button.dataset.value !== start) { seen.disconnect(); painted(t0, performance.now() - t0); }
  });
  seen.observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
  button.click();
  setTimeout(() => reject(new Error('no redraw in 30 s')), 30000);
})""".replace("PAINTED", PAINTED)
CLICK_COUNTER = CLICK_BUTTON.replace("SELECTOR", ".bench-counter")


class Yardstick(NamedTuple):
    """A widget a board is compared with besides the counter."""
    selector: str  # its button
    cell: str  # the notebook cell that shows it ("{game}": the board's game)

    @property
    def click(self) -> str:
        return CLICK_BUTTON.replace("SELECTOR", self.selector)


YARDSTICKS = {"rules_only": Yardstick(".bench-rules", RULES_ONLY),
              "not_drawn": Yardstick(".bench-not-drawn", NOT_DRAWN)}


def summary(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {"median_ms": round(statistics.median(ordered), 1),
            "p95_ms": round(ordered[max(0, round(0.95 * len(ordered)) - 1)], 1), "clicks": len(ordered)}


def latency(game: str, clicks: int) -> dict:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        notebooks = Path(tmp) / "notebooks"
        notebooks.mkdir()
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell(BOARD.format(game=game)), nbformat.v4.new_code_cell(COUNTER)]
        nb.cells += [nbformat.v4.new_code_cell(y.cell.replace("{game}", game)) for y in YARDSTICKS.values()]
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, notebooks / "bench.ipynb")
        with lab_server(Path(tmp), notebooks) as url, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport=VIEWPORT)
            open_notebook(page, url, "bench.ipynb")
            errors = run_all_cells(page)
            if errors:
                raise RuntimeError(f"the benchmark notebook failed: {errors}")
            for yardstick in YARDSTICKS.values():
                page.wait_for_selector(yardstick.selector, timeout=60_000)
            result = timed_clicks(page, clicks, yardsticks=tuple(YARDSTICKS))
            browser.close()
    return result


def timed_clicks(page, clicks: int, yardsticks: tuple[str, ...] = ()) -> dict:
    """Click the counter, each of ``yardsticks`` (names in YARDSTICKS) and the board in turn
    (so all see the same machine load), each from a settled page, and compare their medians,
    to the DOM and to the painted frame."""
    board, counter, measured = [], [], {name: [] for name in yardsticks}
    for _ in range(clicks):
        page.wait_for_timeout(SETTLE_MS)
        counter.append(page.evaluate(CLICK_COUNTER))
        for name in yardsticks:
            page.wait_for_timeout(SETTLE_MS)
            measured[name].append(page.evaluate(YARDSTICKS[name].click))
        page.wait_for_timeout(SETTLE_MS)
        ms = page.evaluate(CLICK_BOARD)
        if ms is None:  # the game is over
            break
        board.append(ms)
    counter = counter[:len(board)]
    result = {}
    for end in ("dom", "paint"):
        b, c = summary([m[end] for m in board]), summary([m[end] for m in counter])
        result[f"to_{end}"] = row = {"board": b, "bare_counter": c,
                                     "median_ratio": round(b["median_ms"] / c["median_ms"], 2)}
        for name, samples in measured.items():
            y = summary([m[end] for m in samples[:len(board)]])
            row.update({name: y, f"{name}_ratio": round(y["median_ms"] / c["median_ms"], 2),
                         f"board_to_{name}": round(b["median_ms"] / y["median_ms"], 2)})
    return result


def bytes_per_move(game_name: str, players: int) -> dict:
    import tabletop_widgets as tw
    from tabletop_widgets.core.bots import RandomBot

    module = tw.games[game_name]
    game = module.new_game(players=players, seed=3, first_player=0)
    board = module.Board(game, bots={seat: "random" for seat in range(1, players)})
    sent: list[int] = []
    original = board._send

    def measure(msg, buffers=None):
        sent.append(len(json.dumps(msg, separators=(",", ":"))))
        return original(msg, buffers)

    board._send = measure
    me, per_move, python_ms = RandomBot(seed=5), [], []
    while not game.is_over:
        before, action = len(sent), me.choose(game)
        start = time.perf_counter()
        board.play(action)  # the move, the bots' replies, the new view and choices, the messages
        python_ms.append((time.perf_counter() - start) * 1000)
        per_move.append(sum(sent[before:]))
    quarter = max(1, len(per_move) // 4)
    quarters = [round(statistics.mean(per_move[i * quarter:(i + 1) * quarter])) for i in range(4)]
    return {"human_moves": len(per_move), "median_bytes_per_move": round(statistics.median(per_move)),
            "mean_bytes_by_quarter_of_game": quarters, "max_bytes_per_move": max(per_move),
            "last_to_second_quarter": round(quarters[3] / quarters[1], 2),
            "python_ms_per_move_median": round(statistics.median(python_ms), 2)}


def boards() -> list[str]:
    """The games that have a board, by name."""
    import tabletop_widgets as tw

    return [name for name, module in tw.games.items() if hasattr(module, "Board")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    parser.add_argument("--clicks", type=int, default=60, help="clicks measured on each widget")
    parser.add_argument("--no-latency", action="store_true", help="bytes only (no JupyterLab, no browser)")
    args = parser.parse_args()
    games = boards()
    result = {"sync": {f"{name}_{players}p": bytes_per_move(name, players) for name in games for players in (2, 4)}}
    if not args.no_latency:
        result["latency"] = {name: latency(name, args.clicks) for name in games}
    result["target"] = ("median bytes per human move at most 4 kB, last quarter within 1.25x of the second; "
                        "board click-to-redraw median at most 1.2x the bare counter's")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
