"""Games that survive, in a real JupyterLab (core/autosave.py, js/saved_games.js): a board
played some moves, the kernel restarted and its cell run again offers "Resume from move N";
a click brings back the same position (status, scores, the seat's hand: its pieces) and
``len(board.game.history)``. A save edited on disk is refused with its reason and the fresh
game stays. "Save game as a file" (in the Log fold) downloads the save; after another restart "Load game
from a file" loads it. The page's storage never holds the seed's generator state or the save.
"""

from __future__ import annotations

import json
import re

import pytest
from support.board_clicks import ANSWERED, click_piece, first_choice
from support.jupyter_harness import board_revision, put_notebook, rerun_last_cell, run_all_cells, wait_for_revision

pytestmark = pytest.mark.browser

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
# The board's cell, and a cell that says where its game stands (a fresh line each run).
CELLS = ["import tabletop_widgets as tw\n"
         "board = tw.{game}.Board(tw.{game}.new_game(players=2, seed=424242), bots={{1: 'random'}})\nboard",
         "import json, time\n"
         "print(json.dumps({{'moves': len(board.game.history), 'scores': board.game.scores(), 'status': board.status,"
         " 'rng': board.game.state['rng'], 'save': str(board.autosave.path) if board.autosave else '', "
         "'at': time.time_ns()}}))"]
# The board's pieces as drawn, and its status: what a learner sees of a position (not which empty
# cells a city's window shows: a page keeps the window it drew, a fresh one draws its own).
DRAWN = """(b) => [b.querySelector('.tw-status')?.textContent || '',
  [...b.querySelectorAll('svg [data-target]')].filter((e) => !/: empty$/.test(e.getAttribute('aria-label') || ''))
    .map((e) => [e.getAttribute('data-target'), e.getAttribute('aria-label') || '', e.classList.contains('tw-glow')])
    .sort((x, y) => (x[0] + x[1]).localeCompare(y[0] + y[1]))]"""
# Every text the page's storage holds (localStorage, sessionStorage, IndexedDB), joined.
STORED = """async () => {
  const texts = [JSON.stringify({...localStorage}), JSON.stringify({...sessionStorage})];
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((ok, no) => {
      const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no; });
    for (const store of db.objectStoreNames) {
      const all = await new Promise((ok, no) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => ok(r.result); r.onerror = no; });
      texts.push(JSON.stringify(all));
    }
    db.close();
  }
  return texts.join('\\n');
}"""


SEEN = ("moves", "scores", "status")  # what the last cell says of a position


def where(page) -> dict:
    return json.loads(rerun_last_cell(page))


def click_moves(page, moves: int) -> None:
    """``moves`` decisions answered by Python, clicked on the first board as a learner clicks
    (a piece that opens a menu, then the menu's choice)."""
    board = page.locator(".tw-board").first
    made = 0
    while made < moves:
        revision = board_revision(board)
        target, kind = first_choice(board, 0)
        target.click() if kind == "menu" else click_piece(page, target)
        page.wait_for_function(ANSWERED, arg=[0, revision, True])
        made += board_revision(board) > revision


def restart_and_run(page) -> None:
    """Kernel > Restart Kernel…, then Run All: the board's cell builds a fresh board."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile("^Kernel$")).click()
    page.locator(".lm-Menu:visible .lm-Menu-item", has_text=re.compile(r"^Restart Kernel…")).first.click()
    page.locator(".jp-Dialog button.jp-mod-accept", has_text="Restart").click()
    page.wait_for_function("() => !document.querySelector('.jp-Dialog')")
    assert run_all_cells(page) == []


def open_board(page, jupyter_lab, open_notebook, name: str, game: str):
    """A notebook ``name`` of CELLS for ``game``, opened and run: its board."""
    put_notebook(jupyter_lab, name, [cell.format(game=game) for cell in CELLS])
    open_notebook(page, jupyter_lab, name)
    assert run_all_cells(page) == []
    return page.locator(".tw-board").first


@pytest.mark.parametrize("game", GAMES)
def test_a_game_survives_a_kernel_restart_and_a_tampered_save_is_refused(game, page, jupyter_lab, open_notebook,
                                                                         artifacts):
    from playwright.sync_api import expect

    board = open_board(page, jupyter_lab, open_notebook, f"saved_{game}.ipynb", game)
    expect(board.locator("button.tw-resume")).to_have_count(0)
    fresh = where(page)["moves"]  # (the bot may have moved first)
    click_moves(page, 6)
    played, drawn = where(page), board.evaluate(DRAWN)
    assert played["moves"] >= fresh + 6

    restart_and_run(page)
    assert where(page)["moves"] == fresh
    resume = board.locator("button.tw-resume")
    expect(resume).to_have_text(f"Resume from move {played['moves']}")
    expect(board.locator(".tw-resume-about")).to_contain_text("2 players")
    page.screenshot(path=str(artifacts / f"saved_games_offer_{game}.png"))
    revision = board_revision(board)
    resume.click()
    wait_for_revision(page, revision)
    resumed = where(page)
    assert {k: resumed[k] for k in SEEN} == {k: played[k] for k in SEEN}
    assert board.evaluate(DRAWN) == drawn
    expect(resume).to_have_count(0)

    stored = page.evaluate(STORED)
    assert not any(word in stored for word in (str(played["rng"]), '"actions"', '"state"')), \
        "the page's storage holds the save"

    # The save on disk edited (a move changed): the offer is refused with the reason.
    path = played["save"]
    assert path
    with open(path, encoding="utf-8") as saved:
        record = json.load(saved)
    save = json.loads(record["save"])
    save["actions"][1] = {"type": "no such move"}
    record["save"] = json.dumps(save)
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(record))
    restart_and_run(page)
    revision = board_revision(board)
    board.locator("button.tw-resume").click()
    wait_for_revision(page, revision)
    expect(board.locator('[role="alert"]')).to_contain_text("damaged: move 2")
    assert where(page)["moves"] == fresh
    page.screenshot(path=str(artifacts / f"saved_games_refused_{game}.png"))


@pytest.mark.parametrize("game", GAMES)
def test_save_game_downloads_a_file_that_load_game_loads_after_a_restart(game, page, jupyter_lab, open_notebook,
                                                                         artifacts):
    from playwright.sync_api import expect

    board = open_board(page, jupyter_lab, open_notebook, f"saved_download_{game}.ipynb", game)
    click_moves(page, 5)
    played, drawn = where(page), board.evaluate(DRAWN)
    board.locator("details[data-fold='log'] > summary").click()
    page.screenshot(path=str(artifacts / f"saved_games_fold_{game}.png"))
    with page.expect_download() as download:
        board.locator("button.tw-save-game").click()
    file = download.value.path()
    assert download.value.suggested_filename == f"{game}-move-{played['moves']}.json"

    restart_and_run(page)
    # Not resumed: loaded from the file, as on another machine.
    board.locator("details[data-fold='log'] > summary").click()
    revision = board_revision(board)
    board.locator("input.tw-load-input").set_input_files(file)
    wait_for_revision(page, revision)
    loaded = where(page)
    assert {k: loaded[k] for k in SEEN} == {k: played[k] for k in SEEN}
    assert board.evaluate(DRAWN) == drawn
    expect(board.locator('[role="alert"]')).to_have_count(0)


def test_a_reloaded_voila_page_offers_the_game_back(page, voila):
    """Voilà runs the notebook in a new kernel at every page load: the reload's board offers the game."""
    from playwright.sync_api import expect

    voila.put("saved_voila.ipynb", [CELLS[0].format(game="magna_roma")])
    voila.open(page, "saved_voila.ipynb")
    board = page.locator(".tw-board").first
    expect(board).to_be_visible(timeout=60_000)
    click_moves(page, 4)
    drawn = board.evaluate(DRAWN)
    voila.open(page, "saved_voila.ipynb")
    resume = page.locator(".tw-board").first.locator("button.tw-resume")
    expect(resume).to_have_text(re.compile(r"^Resume from move \d+$"), timeout=60_000)
    revision = board_revision(board)
    resume.click()
    wait_for_revision(page, revision)
    assert board.evaluate(DRAWN) == drawn
