"""The lab panel in a real JupyterLab: Run plays in the background, so while it goes Run is
disabled (a second click queues nothing) and Stop is heard and ends the run, saying so; a
rule value far beyond the rulebook's is refused in the panel; the games box shows its digits,
refuses what is not a whole number of games it can play, and Kernel > Interrupt (the
toolbar's stop button) ends a run as Stop does."""

from __future__ import annotations

import re

import pytest
from support.jupyter_harness import put_notebook

pytestmark = pytest.mark.browser

NOTEBOOK = "lab_panel_test.ipynb"


def test_the_lab_panel_stops_disables_run_and_refuses_an_absurd_value(page, jupyter_lab, open_notebook,
                                                                       run_all_cells, artifacts):
    from playwright.sync_api import expect

    put_notebook(jupyter_lab, NOTEBOOK,
                 ['import tabletop_widgets as tw\n\nlab = tw.lab_panel("porta_nigra", games=20000)\nlab'])
    open_notebook(page, jupyter_lab, NOTEBOOK)
    assert run_all_cells(page) == []
    panel = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output").first
    run = panel.locator("button", has_text=re.compile("^Run$"))
    stop = panel.locator("button", has_text=re.compile("^Stop$"))
    expect(run).to_be_enabled(timeout=30_000)
    expect(stop).to_be_disabled()
    games = panel.locator(".widget-text", has_text="games").locator("input").first
    assert games.input_value() == "20000"
    assert games.evaluate("el => el.scrollWidth <= el.clientWidth"), "the games box cuts its digits"

    run.click()
    expect(run).to_be_disabled(timeout=10_000)
    expect(stop).to_be_enabled()
    progress = panel.locator(".progress-bar").first
    expect(progress).not_to_have_attribute("style", re.compile(r"width: 0%"), timeout=120_000)  # games are in
    page.screenshot(path=str(artifacts / "lab_panel_running.png"))
    stop.click()
    message = panel.locator(".widget-html", has_text="Stopped after")
    expect(message).to_contain_text("of 20,000 games: the run is not kept", timeout=120_000)
    expect(run).to_be_enabled(timeout=30_000)  # the kernel answers: a loaded machine is slow, never wrong
    expect(stop).to_be_disabled(timeout=30_000)
    assert "winning score" not in panel.inner_text()  # no run was added

    coins = panel.locator(".widget-text", has_text="starting sesterces").locator("input")
    coins.fill("999999999999")
    coins.press("Tab")
    run.click()
    expect(panel.locator(".widget-html", has_text="must be at most 100")).to_contain_text(
        "starting sesterces (start_coins) must be at most 100 in the lab panel, not 999999999999", timeout=30_000)
    expect(run).to_be_enabled(timeout=30_000)
    assert "winning score" not in panel.inner_text()
    page.screenshot(path=str(artifacts / "lab_panel_refused.png"))


GAMES_REFUSED = {
    "1e12": "games must be a whole number such as 40, not '1e12'.",
    "2.5": "games must be a whole number such as 40, not '2.5'.",
    "abc": "games must be a whole number such as 40, not 'abc'.",
    "-5": "games must be at least 1, not -5.",
    "100001": "games must be at most 100,000 in the lab panel, not 100,001",
}


def test_the_games_box_refuses_what_it_cannot_play_and_interrupt_ends_a_run(page, jupyter_lab, open_notebook,
                                                                           run_all_cells, artifacts):
    from playwright.sync_api import expect

    put_notebook(jupyter_lab, "lab_panel_numbers_test.ipynb",
                 ['import tabletop_widgets as tw\n\nlab = tw.lab_panel("porta_nigra", games=40)\nlab'])
    open_notebook(page, jupyter_lab, "lab_panel_numbers_test.ipynb")
    assert run_all_cells(page) == []
    panel = page.locator(".jp-NotebookPanel:visible .jp-OutputArea-output").first
    run = panel.locator("button", has_text=re.compile("^Run$"))
    expect(run).to_be_enabled(timeout=30_000)
    games = panel.locator(".widget-text", has_text="games").locator("input").first
    message = panel.locator(".widget-html").first
    for typed, words in GAMES_REFUSED.items():
        games.fill(typed)
        games.press("Tab")
        run.click()
        expect(message).to_contain_text(words, timeout=30_000)
        expect(run).to_be_enabled()
        assert games.input_value() == typed  # taken as typed, nothing reinterpreted or lost
        assert "winning score" not in panel.inner_text()  # nothing ran
        if typed == "2.5":
            page.screenshot(path=str(artifacts / "lab_panel_games_refused.png"))

    games.fill("20000")
    games.press("Tab")
    run.click()
    # Said as the run starts: "about N minutes", or "less than a minute" on a fast machine.
    expect(message).to_contain_text("Time left: ", timeout=120_000)
    page.locator('.jp-NotebookPanel:visible [data-command="notebook:interrupt-kernel"]').click()
    expect(message).to_contain_text("Stopped by Kernel > Interrupt after", timeout=120_000)
    expect(message).to_contain_text("of 20,000 games: the run is not kept")
    expect(run).to_be_enabled(timeout=30_000)
    assert "winning score" not in panel.inner_text()
    page.screenshot(path=str(artifacts / "lab_panel_interrupted.png"))

    games.fill("4")  # the panel plays on after an interrupt
    games.press("Tab")
    run.click()
    expect(panel.locator("table")).to_contain_text("winning score", timeout=120_000)
    expect(panel.locator("img")).to_be_visible(timeout=30_000)
    page.screenshot(path=str(artifacts / "lab_panel_after_interrupt.png"))
