"""A board on the projector without code cells: Voilà renders a one-cell notebook (the cell's
source hidden, only its outputs shown) and the board plays against a bot there; at 1920x1080 the
board is drawn for the back row (README, "In class: a board on the projector").

Uses Debian's Chromium (tests/conftest.py); the screenshot goes to test-artifacts/.
"""

import pytest
from support.board_clicks import click_piece, decision_layout_problems, script
from support.jupyter_harness import (
    ERROR_OUTPUTS,
    REPO,
    block_off_machine,
    board_revision,
    wait_for_revision,
)

pytestmark = pytest.mark.browser

BOARD_CELL = ('import tabletop_widgets as tw\n\n'
              'tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=7), bots={1: "random"})')

# A 4-player table at projector size, as a teacher shows it on a 1920x1080 screen.
PROJECTED = ("porta_nigra", "carpe_diem", "magna_roma")
PROJECTOR_CELL = ('import tabletop_widgets as tw\n\n'
                  'tw.{game}.Board(tw.{game}.new_game(players=4, seed=4), bots={{1: "random"}}, size="projector")')

# The presentation notebook's board (size "auto", 2 players against a bot) for the other games.
PRESENT_CELL = ('import tabletop_widgets as tw\n\n'
                'tw.{game}.Board(tw.{game}.new_game(players=2, seed=7, first_player=0), bots={{1: "greedy"}})')

# px: the least text a back row 6-8 m from a 1920x1080 screen reads, and the median size of a
# board's texts there (issue 51: the map drawn larger, js/sizes.js PROJECTOR_MAP).
LEAST_PX = 20
MEDIAN_PX = 24

# A replay on the projector: a presenter's remote sends PageDown/PageUp, a keyboard the arrows.
REPLAY_ROW = 'tw.simulate("porta_nigra", 1, players=2, bots="random", seed=8, progress=False, as_frame=False)[0]'
REPLAY_CELL = f"import tabletop_widgets as tw\ntw.replay({REPLAY_ROW}, at=0)"


@pytest.fixture(scope="module")
def notebooks(voila):
    """This file's notebooks, in the session's Voila folder (tests/conftest.py)."""
    voila.put("board.ipynb", [BOARD_CELL])
    for game in PROJECTED:
        voila.put(f"projector_{game}.ipynb", [PROJECTOR_CELL.format(game=game)])
    voila.put("replay.ipynb", [REPLAY_CELL])
    voila.put("present.ipynb", REPO / "notebooks" / "present.ipynb")  # as committed
    for game in PROJECTED[1:]:  # the presentation board's cell, with the other games
        voila.put(f"present_{game}.ipynb", [PRESENT_CELL.format(game=game)])
    return voila


# Voilà's page template asks a CDN for Font Awesome (ipywidgets' icons); the board needs nothing from
# the network, so that request is blocked here like every other that leaves the machine.
FONT_AWESOME = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@"


def test_a_porta_nigra_board_plays_against_a_bot_in_voila(page, notebooks, artifacts):
    left = block_off_machine(page.context)
    notebooks.open(page, "board.ipynb")
    board = page.locator(".tw-board")
    board.wait_for(timeout=60_000)
    assert not page.locator(".jp-InputArea").count(), "Voilà shows no code"
    assert "Purple (beginner bot)" in board.inner_text()

    # The first player places the master builder: a glowing quarter, answered by Python.
    before = board_revision(board)
    click_piece(page, board.locator("[data-target^='quarter:'].tw-glow").first)
    wait_for_revision(page, before)
    assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
    assert not page.locator(ERROR_OUTPUTS).count(), page.locator(ERROR_OUTPUTS).all_inner_texts()
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "porta_nigra_voila_1280x800.png"))
    assert all(url.startswith(FONT_AWESOME) for url in left), left
    blocked = "console.error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT"
    assert [e for e in page.js_errors if not e.startswith(blocked)] == [], page.js_errors


@pytest.mark.parametrize("game", PROJECTED)
def test_at_projector_size_in_voila_text_is_20_px_and_a_turn_fits_1920x1080(browser, notebooks, artifacts, game):
    """Board(size="projector") on a 1920x1080 Voila page: every text at least 20 px, the first
    decision (its glowing pieces under the bar) on one screen without a scroll."""
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    try:
        block_off_machine(page.context)
        notebooks.open(page, f"projector_{game}.ipynb")
        board = page.locator(".tw-board")
        board.wait_for(timeout=60_000)
        board.locator(".tw-glow").first.wait_for()
        board.evaluate("b => b.scrollIntoView({block: 'start'})")
        problems = decision_layout_problems(page, board, min_text=LEAST_PX)
        page.screenshot(path=str(artifacts / f"{game}_voila_projector_1920x1080.png"))
        assert problems == [], problems
    finally:
        context.close()


def test_a_replay_steps_by_the_keys_in_voila(page, notebooks):
    """Voila has no notebook to take the keys: with focus on the timeline the arrows and a
    remote's PageDown/PageUp step by turn, Home/End go to the ends; Python decides each place."""
    from playwright.sync_api import expect

    import tabletop_widgets as tw

    expected = tw.replay(eval(REPLAY_ROW, {"tw": tw}), at=0)
    turns, length = expected.track["turns"], expected.timeline["length"]
    block_off_machine(page.context)
    notebooks.open(page, "replay.ipynb")
    board = page.locator(".tw-board")
    board.wait_for(timeout=60_000)
    timeline = board.locator(".tw-timeline")
    where = timeline.locator(".tw-timeline-at")
    expect(where).to_contain_text("Start (")
    timeline.locator(".tw-timeline-move").click()  # focus on the timeline, as a presenter would

    def answered(key: str, at: int) -> None:
        before = board_revision(board)
        page.keyboard.press(key)
        wait_for_revision(page, before)
        expect(where).to_contain_text(f"Move {at} of {length}" if at else "Start (")

    answered("ArrowRight", turns[1])
    answered("PageDown", turns[2])
    answered("PageUp", turns[1])
    answered("End", length)
    answered("Home", 0)
    assert page.evaluate("() => !!document.activeElement.closest('.tw-board')")


# Every text a board shows, as drawn (board_clicks' textsOf), and the texts cut: an element that
# hides its overflow (or ends it with an ellipsis) holding text wider than its box, SVG text
# that js/text.js's fitText shortened with "…", and SVG text reaching out of its drawing (which
# clips it) by more than a px.
TEXTS_AS_DRAWN = script(r"""
  const win = b.ownerDocument.defaultView;
  const drawn = textsOf(b);
  const texts = drawn.map(([text, px]) => [text.slice(0, 40), Math.round(px * 10) / 10]);
  const cut = drawn.filter(([text, , svg]) => svg && text.endsWith('…')).map(([text]) => text.slice(0, 40));
  for (const el of b.querySelectorAll('*')) {
    const style = win.getComputedStyle(el);
    const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    if (!hides || el.closest('details:not([open]) > :not(summary), svg, .tw-sr') || !el.textContent.trim()) continue;
    if (!el.getClientRects().length) continue;
    if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent.trim().slice(0, 60));
  }
  for (const el of b.querySelectorAll('svg text')) {
    const r = el.getBoundingClientRect();
    if (!r.width || el.closest('details:not([open]) > :not(summary)')) continue;
    let svg = el.closest('svg');
    while (svg.parentElement?.closest('svg')) svg = svg.parentElement.closest('svg');
    const s = svg.getBoundingClientRect();
    if (r.left < s.left - 1 || r.right > s.right + 1 || r.top < s.top - 1 || r.bottom > s.bottom + 1) {
      cut.push(`${el.textContent.trim().slice(0, 40)} (out of its drawing)`);
    }
  }
  const r = b.getBoundingClientRect();
  return {texts, cut, box: [r.left, r.top, r.right, r.bottom], view: [win.innerWidth, win.innerHeight]};""", "b")


@pytest.mark.parametrize("name", ["present.ipynb", *(f"present_{game}.ipynb" for game in PROJECTED[1:]),
                                  *(f"projector_{game}.ipynb" for game in PROJECTED)])
def test_on_a_1920x1080_projector_the_back_row_reads_the_whole_board(browser, notebooks, artifacts, name):
    """The presentation board (and a 4-player table at size "projector") at 1920x1080 in Voila:
    the median text 24 px or more and none under 20 px, none cut (wider than the box that hides
    its overflow, shortened with "…", or out of its SVG), the whole board on the screen without a
    scroll. The screenshots are to look at."""
    from statistics import median

    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    try:
        block_off_machine(page.context)
        notebooks.open(page, name)
        board = page.locator(".tw-board")
        board.wait_for(timeout=60_000)
        board.locator(".tw-glow").first.wait_for()
        board.evaluate("b => b.scrollIntoView({block: 'nearest'})")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        found = board.evaluate(TEXTS_AS_DRAWN)
        page.screenshot(path=str(artifacts / f"{name.removesuffix('.ipynb')}_voila_1920x1080.png"))
    finally:
        context.close()
    sizes = [px for _, px in found["texts"]]
    left, top, right, bottom = found["box"]
    width, height = found["view"]
    print(f"\n{name}: {len(sizes)} texts, {min(sizes)} px and up, median {median(sizes)} px")
    problems = [f"text {text!r} is {px} px (at least {LEAST_PX})" for text, px in found["texts"] if px < LEAST_PX]
    if median(sizes) < MEDIAN_PX:
        problems.append(f"the median text is {median(sizes)} px (at least {MEDIAN_PX})")
    problems += [f"text cut: {text!r}" for text in found["cut"]]
    if left < -0.5 or top < -0.5 or right > width + 0.5 or bottom > height + 0.5:
        problems.append(f"the board at {[round(v) for v in found['box']]} is not wholly in the {width}x{height} window")
    assert problems == [], problems
