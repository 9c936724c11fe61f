"""A class at one table (issue 48) in real browsers: for each game at 3 players, a server of
its own (``board.open_seats()``), one browser context per seat and one for the table (each
with its own storage), every request off 127.0.0.1 refused. A move clicked on the mover's page
reaches every page (each page's redraw timed in the page, against the click); the other seats
have nothing to click and a click on their board changes nothing; what each page RECEIVES
(its websocket frames) holds only its own seat's view; a wrong key gets no board; a seat's
page reloaded rejoins its seat; ``seats.close()`` ends every page's connection."""

from __future__ import annotations

import json
import random
import statistics
from collections import defaultdict

import pytest
from support.board_clicks import first_choice, script
from support.jupyter_harness import VIEWPORT, block_off_machine
from support.sessions import session_for
from test_voila import TEXTS_AS_DRAWN

import tabletop_widgets as tw
from tabletop_widgets.core import delta

pytestmark = [pytest.mark.browser]

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
SEATS = 3
MOVES = 3
BOARD = ".tw-board[data-revision]"
# The board's next redraw, timed in the page: resolves with Date.now() when data-revision changes.
# Panel draws each component in a shadow root: DEEP finds an element through them.
DEEP = """const deep = (sel, root = document) => {
  const hit = root.querySelector(sel); if (hit) return hit;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) { const f = deep(sel, el.shadowRoot); if (f) return f; } }
  return null; };"""
WATCH = DEEP + """(() => { const b = deep('.tw-board[data-revision]');
  const was = b.getAttribute('data-revision');
  window.__redrawn = new Promise((done) => { const o = new MutationObserver(() => {
    if (b.isConnected && b.getAttribute('data-revision') !== was) { o.disconnect(); done(Date.now()); } });
    o.observe(b, { attributes: true, attributeFilter: ['data-revision'] }); }); })()"""
STATUS_HAS = "(s) => { " + DEEP + " return (deep('.tw-status')?.textContent || '').includes(s); }"
CLICKABLE = "svg [data-target].tw-glow, .tw-menu-choice, .tw-actions button.tw-action"
LATENCIES: list[float] = []  # ms from a click to each page's redraw, every game's


class Seen:
    """One browser context's page (a laptop's, or ``device``'s: PHONE), the text of every websocket
    frame it received, and its sockets."""

    def __init__(self, browser, url: str, device: dict | None = None):
        self.context = browser.new_context(**(device or {"viewport": VIEWPORT}))
        self.left = block_off_machine(self.context)
        self.page = self.context.new_page()
        self.frames: list[str] = []
        self.sockets: list = []
        self.page.on("websocket", self._socket)
        self.page.goto(url)

    def _socket(self, ws) -> None:
        self.sockets.append(ws)
        ws.on("framereceived", lambda f: self.frames.append(f if isinstance(f, str) else f.decode("utf-8", "replace")))

    def board(self):
        return self.page.locator(BOARD)

    def wait_board(self) -> None:
        self.page.wait_for_selector(BOARD, timeout=60_000)

    def revision(self) -> int:
        return int(self.board().get_attribute("data-revision"))


@pytest.fixture(scope="module", params=GAMES)
def room(request, browser):
    module = tw.games[request.param]
    board = module.Board(module.new_game(players=SEATS, seed=48), autosave=False)
    seats = board.open_seats()
    pages = {seat: Seen(browser, url) for seat, url in seats.urls.items()}
    pages["table"] = Seen(browser, seats.table)
    for seen in pages.values():
        seen.wait_board()
    yield board, seats, pages
    seats.close()
    for seen in pages.values():
        seen.context.close()


def session_of(seats, name):
    """The Python session behind the page of ``name`` (a seat, or "table")."""
    seat = None if name == "table" else name
    return next(page.session for page in seats._table._listeners if getattr(page, "seat", "x") == seat)


def click_a_move(seen, game, tap: bool = False) -> None:
    """Click (``tap``: tap, as on a phone) what the mover can do, as a player would
    (support.board_clicks.first_choice): a menu's first choice, else the first glowing piece,
    else the first action button; a piece may open a menu first."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    moves = len(game.history)
    for _ in range(4):
        seen.board().locator(CLICKABLE).first.wait_for(timeout=10_000)
        target, _kind = first_choice(seen.board(), 0)
        try:
            # An open menu closes when the page's board is sent anything (render.js onChange):
            # a choice gone under the finger is tapped again from its piece, as a player would.
            target.tap(timeout=5_000) if tap else target.click(timeout=5_000)
        except PlaywrightTimeout:
            continue
        for _ in range(40):
            if len(game.history) > moves or seen.board().locator(".tw-menu-choice").count():
                break
            seen.page.wait_for_timeout(50)
        if len(game.history) > moves:
            return
    raise AssertionError("the mover's clicks never made a move")


def test_a_move_clicked_on_the_movers_page_reaches_every_page(room):
    board, seats, pages = room
    game = board.game
    for _ in range(MOVES):
        mover = game.current_player
        moves = len(game.history)
        for seen in pages.values():
            seen.page.evaluate(WATCH)
        clicked = pages[mover].page.evaluate("Date.now()")
        click_a_move(pages[mover], game)
        for _name, seen in pages.items():
            at = seen.page.evaluate("window.__redrawn")
            LATENCIES.append(at - clicked)
        assert len(game.history) > moves, "the click made no move"
    print(f"click to redraw, ms: median {statistics.median(LATENCIES):.0f}, max {max(LATENCIES):.0f}")
    assert statistics.median(LATENCIES) < 1000, sorted(LATENCIES)
    assert all(not seen.left for seen in pages.values()), [seen.left for seen in pages.values()]


def test_the_other_seats_have_nothing_to_click_and_a_click_changes_nothing(room):
    board, seats, pages = room
    game = board.game
    mover = game.current_player
    assert pages[mover].board().locator(CLICKABLE).count(), "the mover has nothing to click"
    for name, seen in pages.items():
        if name == mover:
            continue
        assert seen.board().locator(CLICKABLE).count() == 0, name
        history = list(game.history)
        pieces = seen.board().locator("svg [data-target]")
        for i in range(0, min(pieces.count(), 30), 7):
            pieces.nth(i).dispatch_event("click")
        seen.page.wait_for_timeout(300)
        assert game.history == history, name


def synced_values(value, out: list) -> list:
    """(trait, value) for each keyframe and view_delta in a Bokeh message, in order: a
    document's first state (a model's attributes) and each ModelChanged event."""
    if isinstance(value, dict):
        if value.get("kind") == "ModelChanged" and value.get("attr") in ("keyframe", "view_delta"):
            out.append((value["attr"], decode(value["new"])))
            return out
        attributes = value.get("attributes")
        if isinstance(attributes, dict):
            out.extend((name, decode(attributes[name])) for name in ("keyframe", "view_delta") if name in attributes)
        for sub in value.values():
            synced_values(sub, out)
    elif isinstance(value, list):
        for sub in value:
            synced_values(sub, out)
    return out


def views_received(seen) -> list[dict]:
    """Every view the page held: its keyframes, and each delta applied to the view before it."""
    held, views = None, []
    for text in seen.frames:
        try:
            message = json.loads(text)
        except ValueError:
            continue
        for attr, value in synced_values(message, []):
            if attr == "keyframe" and value.get("view") is not None:
                held = value["view"]
            elif attr == "view_delta" and value.get("delta") is not None and held is not None:
                held = delta.apply(held, value["delta"])
            else:
                continue
            views.append(held)
    return views


def decode(value):
    """Bokeh's wire form of a dict ({"type": "map", "entries": [...]}) back to a dict."""
    if isinstance(value, dict) and value.get("type") == "map":
        return {k: decode(v) for k, v in value.get("entries", [])}
    if isinstance(value, dict):
        return {k: decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode(v) for v in value]
    return value


def strings(value, out: set) -> set:
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            strings(v, out)
    elif isinstance(value, list):
        for v in value:
            strings(v, out)
    elif isinstance(value, str):
        out.add(value)
    return out


def test_no_page_receives_another_seats_private_view(room):
    board, seats, pages = room
    game = board.game
    for name, seen in pages.items():
        seat = None if name == "table" else name
        views = views_received(seen)
        assert views, f"{name}: no view found in the frames received"
        assert {v["seat"] for v in views} == {seat}, name
        # What the page holds now is its seat's view, exactly.
        mine = {k: v for k, v in game.view(seat).items() if k != "static"}
        assert json.loads(json.dumps(views[-1])) == json.loads(json.dumps(mine)), name
        # No text only another seat's view holds ever reaches this page (a hand's card, a stored tile).
        received = "".join(seen.frames)
        for other in range(SEATS):
            if other == seat:
                continue
            private = strings(game.view(other), set()) - strings(game.view(seat), set()) - strings(
                game.view(None), set())
            assert not [s for s in private if json.dumps(s) in received], (name, other)


def test_each_page_says_whose_it_is(room):
    board, _seats, pages = room
    game = board.game
    for name, seen in pages.items():
        whose = "The table" if name == "table" else f"You are {game.name(name)}"
        assert seen.page.locator(".tw-class-whose").inner_text() == f"{whose} · {game.TITLE}"


PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def test_a_phone_lays_its_seat_page_out_at_its_own_width(room, browser, artifacts):
    """A phone lays a page without a viewport tag out 980 px wide and shows it shrunk to 40%:
    the seat's page is laid out at the phone's 390 px, nothing wider, its bar's words at their
    size (a pinch still zooms the map)."""
    board, seats, _pages = room
    phone = Seen(browser, seats.urls[0], PHONE)
    phone.wait_board()
    phone.page.screenshot(path=str(artifacts / f"class_{board.game.NAME}_seat_on_a_phone.png"))
    laid_out = phone.page.evaluate("""() => ({ width: window.innerWidth, scrolls: document.documentElement.scrollWidth,
        scale: window.visualViewport.scale })""")
    status = phone.page.locator(".tw-status").first
    status_px = float(status.evaluate("s => getComputedStyle(s).fontSize").removesuffix("px"))
    board_width = phone.board().bounding_box()["width"]
    phone.context.close()
    assert (laid_out["width"], laid_out["scale"]) == (390, 1), laid_out
    assert laid_out["scrolls"] <= 390 and board_width <= 390, (laid_out, board_width)
    assert status_px >= 12, f"the bar's status is {status_px} px"


# The median of a board's drawn texts on a 390 px phone, at least (px): Carpe Diem and Magna Roma
# draw their map parts one under another there, each at the board's width (js/sizes.js NARROW).
# Porta Nigra stacks its panels under its map at any width (its map's text reads about 8 px).
PHONE_MEDIAN_PX = 10


@pytest.mark.parametrize("room", ["carpe_diem", "magna_roma"], indirect=True)
def test_on_a_phone_the_movers_seat_page_reads_and_a_tap_makes_a_move(room, browser, artifacts):
    """The mover's seat page on a phone: the board is narrow (.tw-narrow), the median of its
    texts as drawn at least PHONE_MEDIAN_PX and none cut (test_voila's TEXTS_AS_DRAWN), and a tap
    on a glowing piece (then a menu's choice, if it opens one) makes a move. The whole page's
    screenshot is to look at."""
    board, seats, _pages = room
    game = board.game
    phone = Seen(browser, seats.urls[game.current_player], PHONE)
    try:
        phone.wait_board()
        phone.board().locator(CLICKABLE).first.wait_for(timeout=10_000)
        narrow = "tw-narrow" in phone.board().get_attribute("class").split()
        found = phone.board().evaluate(TEXTS_AS_DRAWN)
        phone.page.screenshot(path=str(artifacts / f"class_{game.NAME}_movers_page_on_a_phone.png"), full_page=True)
        moves = len(game.history)
        click_a_move(phone, game, tap=True)
    finally:
        phone.context.close()
    sizes = [px for _, px in found["texts"]]
    print(f"\n{game.NAME} on a phone: {len(sizes)} texts, {min(sizes)} px and up, median {statistics.median(sizes)} px")
    assert narrow
    assert statistics.median(sizes) >= PHONE_MEDIAN_PX, sorted(sizes)
    assert found["cut"] == []
    assert len(game.history) > moves


def bar_and_menus(game) -> tuple[list[str], list[str]]:
    """What the mover's board offers now, as frame.js draws it: the bar's buttons' labels (a
    button per target the board does not draw: its one choice's label, else its name and "…")
    and the pieces that open a menu (several choices)."""
    by = defaultdict(list)
    for choice in session_for(game).frame().choices:
        by[choice["target"]].append(choice)
    labels = [c[0]["label"] if len(c) == 1 else f"{t.split(':', 1)[1].replace('_', ' ').capitalize()}…"
              for t, c in by.items() if t.startswith("button:")]
    return labels, [t for t, c in by.items() if len(c) > 1 and not t.startswith("button:")]


def played_to(name: str, seed: int, found) -> object:
    """A game of ``name`` (SEATS players), played on with seeded random moves to the first
    decision where ``found(labels, menus)`` (bar_and_menus)."""
    game = tw.games[name].new_game(players=SEATS, seed=seed)
    moves = random.Random(seed)
    while not found(*bar_and_menus(game)):
        assert not game.is_over, f"{name}, seed {seed}: no such decision in the whole game"
        game.apply(moves.choice(game.legal_actions()))
    return game


# Each game's decision with its longest bar, at least this many characters of labels (seeded
# random play, seed 1, finds it): Porta Nigra's "Give up one of the card's torches (an action)
# for 1 sesterce", "Pay 2 influence for a Roman from the reserve" and "End your turn"; Carpe
# Diem's "Store the tile face down (half a VP at the end)"; Magna Roma's "End the turn (your
# city is complete)".
LONGEST_BAR = {"porta_nigra": 100, "carpe_diem": 40, "magna_roma": 30}

# On a phone: what is wrong with the bar (an element wider than its box, so scrolled or cut
# sideways; shortened with "…"; a button's label taller than its button; anything of the bar
# outside the board's box or a button outside the bar), the buttons' labels as drawn, and the
# bar's height.
BAR_ON_A_PHONE = script(r"""
  const bar = b.querySelector('.tw-bar');
  const box = b.getBoundingClientRect(), inBar = bar.getBoundingClientRect();
  const name = (el) => `${el.localName}.${el.getAttribute('class') || ''}: ${el.textContent.trim().slice(0, 50)}`;
  const problems = [];
  for (const el of [bar, ...bar.querySelectorAll('*')]) {
    if (el.closest('.tw-drop, .tw-cite-pop') || !el.getClientRects().length) continue;
    const style = getComputedStyle(el), r = el.getBoundingClientRect();
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`wider than its box: ${name(el)}`);
    if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth) problems.push(`shortened: ${name(el)}`);
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`outside the board: ${name(el)}`);
  }
  for (const el of bar.querySelectorAll('.tw-actions button')) {
    const r = el.getBoundingClientRect();
    if (el.scrollHeight > el.clientHeight + 1) problems.push(`label taller than its button: ${name(el)}`);
    if (r.top < inBar.top - 0.5 || r.bottom > inBar.bottom + 0.5) problems.push(`out of the bar: ${name(el)}`);
  }
  return {problems, labels: [...bar.querySelectorAll('button.tw-action')].map((el) => el.textContent),
    height: inBar.height};""", "b")


@pytest.fixture(scope="module", params=GAMES)
def long_bar(request):
    """A class at GAMES' decision with the longest bar (LONGEST_BAR), its seats' server open."""
    name = request.param
    game = played_to(name, 1, lambda labels, _menus: sum(map(len, labels)) >= LONGEST_BAR[name])
    board = tw.games[name].Board(game, autosave=False)
    seats = board.open_seats()
    yield board, seats
    seats.close()


def test_on_a_phone_the_bar_shows_every_label_whole_and_keeps_its_height(long_bar, browser, artifacts):
    """The mover's seat page on a phone at the game's decision with the longest bar's buttons:
    every label whole (the buttons wrap onto lines and rows: nothing in the bar wider than its
    box, shortened with "…", out of the board or a button out of the bar); a move there leaves
    the bar its height (js/styles.js: a narrow board's bar is as tall at every decision). The
    screenshot is to look at."""
    board, seats = long_bar
    game = board.game
    labels, _menus = bar_and_menus(game)
    phone = Seen(browser, seats.urls[game.current_player], PHONE)
    try:
        phone.wait_board()
        phone.board().locator("button.tw-action").first.wait_for(timeout=10_000)
        seen = phone.board().evaluate(BAR_ON_A_PHONE)
        phone.page.screenshot(path=str(artifacts / f"class_{game.NAME}_long_bar_on_a_phone.png"))
        end = phone.board().locator("button.tw-action").last
        revision = phone.revision()
        end.tap()
        for _ in range(100):
            if phone.revision() > revision:
                break
            phone.page.wait_for_timeout(50)
        phone.page.wait_for_timeout(300)  # the bar placed, in the frame after the redraw
        after = phone.board().evaluate(BAR_ON_A_PHONE)
        # The page again, without the pressed button's place kept (frame.js actionGap), which
        # would keep the rows' height by itself.
        phone.page.reload()
        phone.wait_board()
        phone.page.wait_for_timeout(300)
        reloaded = phone.board().evaluate(BAR_ON_A_PHONE)
        phone.page.screenshot(path=str(artifacts / f"class_{game.NAME}_after_the_long_bar_on_a_phone.png"))
    finally:
        phone.context.close()
    assert seen["labels"] == labels
    assert seen["problems"] == [], seen["problems"]
    assert after["problems"] == reloaded["problems"] == [], (after["problems"], reloaded["problems"])
    assert len(reloaded["labels"]) < len(labels), "the next decision has fewer buttons"
    heights = (seen["height"], after["height"], reloaded["height"])
    assert len(set(heights)) == 1, heights


def test_on_a_phone_a_menu_leaves_its_piece_in_view(browser, artifacts):
    """A piece that opens a menu, tapped on a phone (each game's first, in a seeded random game):
    the menu, as wide as the board, opens over or under the piece, not over it (the piece's box and
    the menu's do not meet; the piece's middle is the piece's to a tap), and is wholly on the screen.
    The screenshots are to look at."""
    problems = []
    for name in GAMES:
        game = played_to(name, 1, lambda _labels, menus: bool(menus))
        board = tw.games[name].Board(game, autosave=False)
        target = bar_and_menus(game)[1][0]
        seats = board.open_seats()
        phone = Seen(browser, seats.urls[game.current_player], PHONE)
        try:
            phone.wait_board()
            piece = phone.board().locator(f'[data-target="{target}"]').first
            piece.tap()
            phone.board().locator(".tw-menu-choice").first.wait_for(timeout=10_000)
            phone.page.wait_for_timeout(300)  # the menu placed (in the redraw) and the bar (the next frame)
            shape = piece.locator(":scope > .tw-shape").first if piece.locator(":scope > .tw-shape").count() else piece
            at, menu = shape.bounding_box(), phone.board().locator(".tw-menu").bounding_box()
            board_box = phone.board().bounding_box()
            middle = shape.evaluate("""(s) => { const r = s.getBoundingClientRect();
                const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                return !!at && !at.closest('.tw-menu'); }""")
            phone.page.screenshot(path=str(artifacts / f"class_{name}_menu_on_a_phone.png"))
        finally:
            phone.context.close()
            seats.close()
        meet = (at["x"] < menu["x"] + menu["width"] and menu["x"] < at["x"] + at["width"]
                and at["y"] < menu["y"] + menu["height"] and menu["y"] < at["y"] + at["height"])
        if meet or not middle:
            problems.append(f"{name}: the menu {menu} covers its piece {target} {at}")
        if menu["x"] < board_box["x"] - 0.5 or menu["x"] + menu["width"] > board_box["x"] + board_box["width"] + 0.5:
            problems.append(f"{name}: the menu {menu} is wider than the board {board_box}")
        if menu["y"] < -0.5 or menu["y"] + menu["height"] > PHONE["viewport"]["height"] + 0.5 or menu["x"] < -0.5:
            problems.append(f"{name}: the menu {menu} is not wholly on the screen")
    assert problems == [], problems


def test_a_wrong_or_missing_key_gets_no_board(room, browser):
    board, seats, pages = room
    for url in (seats.urls[0][:-4] + "AAAA", seats.urls[0].split("?")[0], seats.table.replace("/table", "/seat")):
        seen = Seen(browser, url)
        seen.page.wait_for_selector("text=No seat here", timeout=30_000)
        assert seen.page.locator(".tw-board").count() == 0
        assert not views_received(seen)
        seen.context.close()


def test_a_seat_page_reloaded_rejoins_its_seat(room):
    """The mover reloads: the page is its seat's again (its view, from a keyframe) and plays on."""
    board, seats, pages = room
    mover = board.game.current_player
    seen = pages[mover]
    seen.sockets.clear()  # the old document's socket goes with it (Playwright reports no close for it)
    seen.frames.clear()
    seen.page.reload()
    seen.wait_board()
    seen.board().locator(CLICKABLE).first.wait_for(timeout=10_000)
    view = views_received(seen)[-1]
    assert view["seat"] == mover
    assert json.loads(json.dumps(view)) == json.loads(json.dumps(
        {k: v for k, v in board.game.view(mover).items() if k != "static"}))
    click_a_move(seen, board.game)


def held_view(seen, seat, game) -> bool:
    views = views_received(seen)
    return bool(views) and json.loads(json.dumps(views[-1])) == json.loads(json.dumps(
        {k: v for k, v in game.view(seat).items() if k != "static"}))


def test_a_dropped_device_does_not_stop_the_others(room):
    """A seat's device goes (its browser context closed): the mover plays on and every other
    page follows; the server notices the page gone, and the teacher hands the seat to a bot."""
    board, seats, pages = room
    game = board.game
    mover = game.current_player
    gone = next(seat for seat in range(SEATS) if seat != mover)
    pages.pop(gone).context.close()
    click_a_move(pages[mover], game)
    page = pages["table"].page
    for _ in range(50):
        if all(held_view(seen, None if name == "table" else name, game) for name, seen in pages.items()):
            break
        page.wait_for_timeout(100)
    assert all(held_view(seen, None if name == "table" else name, game) for name, seen in pages.items())
    for _ in range(100):  # Bokeh drops a page's session a few seconds after its socket closed
        if not seats.joined[gone]:
            break
        page.wait_for_timeout(100)
    assert seats.joined[gone] == 0 and all(seats.joined[seat] for seat in pages if seat != "table")
    seats.hand_to_bot(gone)
    assert game.current_player != gone or game.is_over  # the bot moved at once on its turn


def test_close_ends_every_pages_connection(room):
    board, seats, pages = room
    for seen in pages.values():
        seen.page.evaluate("window.__closed = false")
    open_sockets = [ws for seen in pages.values() for ws in seen.sockets if not ws.is_closed()]
    assert len(open_sockets) >= len(pages)
    seats.close()
    page = next(iter(pages.values())).page
    for _ in range(50):  # Playwright hears of a closed socket while it waits
        if all(ws.is_closed() for ws in open_sockets):
            break
        page.wait_for_timeout(200)
    assert [ws.url for ws in open_sockets if not ws.is_closed()] == []
    assert seats.closed
