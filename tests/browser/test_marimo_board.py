"""The Porta Nigra board in marimo (``mo.ui.anywidget``): marimo draws a widget inside a
shadow root, where a <style> in document.head never reaches. The board must be styled
there as in JupyterLab (the paper background, orange highlights, panels) and play.

Uses the fixtures of tests/conftest.py (marimo_board_app, Debian's Chromium). Screenshots go to test-artifacts/.
"""

import pytest

pytestmark = pytest.mark.browser


def style_of(locator, prop: str) -> str:
    return locator.evaluate("(el, prop) => getComputedStyle(el).getPropertyValue(prop)", prop)


def test_the_board_is_styled_and_plays_inside_marimo_s_shadow_root(page, marimo_board_app, artifacts):
    page.goto(marimo_board_app)
    board = page.locator(".tw-board")  # Playwright's CSS locators pierce open shadow roots
    board.wait_for(timeout=90_000)
    in_shadow = board.evaluate("el => el.getRootNode() instanceof ShadowRoot")
    assert in_shadow, "marimo draws the widget in a shadow root (what this test is about)"
    # The frame: paper background, border, the status line in bold.
    assert style_of(board, "background-color") == "rgb(250, 247, 241)"
    assert style_of(board.locator(".tw-status"), "font-weight") == "600"
    # A highlighted piece glows orange (not the grey of an unstyled SVG).
    glow = board.locator("[data-target^='quarter:'].tw-glow > .tw-shape").first
    assert style_of(glow, "stroke") == "rgb(224, 138, 0)"
    # The seat panels are panels, not bare text.
    seat = board.locator("section.tw-seat").first
    assert style_of(seat, "background-color") == "rgb(255, 255, 255)"
    assert style_of(seat, "border-left-width") == "8px"
    page.set_viewport_size({"width": 1280, "height": 2400})
    board.screenshot(path=str(artifacts / "porta_nigra_marimo.png"))
    page.set_viewport_size({"width": 1280, "height": 800})

    # It plays: a click on a glowing quarter places the master builder (Python answers).
    before = int(board.get_attribute("data-revision"))
    board.locator("[data-target^='quarter:'].tw-glow").first.click()
    page.wait_for_function(
        "r => { const host = [...document.querySelectorAll('*')].find(e => e.shadowRoot?.querySelector('.tw-board'));"
        " return Number(host.shadowRoot.querySelector('.tw-board').dataset.revision) > r; }",
        arg=before, timeout=30_000)
    assert not board.locator(".tw-error").count()
    assert page.js_errors == [], page.js_errors
