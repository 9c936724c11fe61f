"""A replay's controls stay put in a real JupyterLab at 1280x800, in every game: twenty clicks
on the step button at one point step twenty times (the place label grows as the numbers do,
and must never push the button, the slider or the board); the timeline's keys step without
scrolling the notebook; a Carpe Diem game whose totals go under 0 draws every line inside the
score chart. One JupyterLab for the file (tests/conftest.py); screenshots go to test-artifacts/.
"""

from __future__ import annotations

import pytest
from support.jupyter_harness import board_revision, open_replay, wait_for_revision

import tabletop_widgets as tw

pytestmark = pytest.mark.browser

CLICKS = 20


def row_of(game: str) -> str:
    """A seeded two-seat game of random bots (Carpe Diem's, seed 8, ends with a total of -12)."""
    return f'tw.simulate("{game}", 1, players=2, bots="random", seed=8, progress=False, as_frame=False)[0]'


def opened(page, jupyter_lab, open_notebook, run_all_cells, game: str):
    """The replay of ``game`` at its start in a notebook, its timeline in view: (board, timeline)."""
    return open_replay(page, jupyter_lab, open_notebook, run_all_cells, f"replay_controls_{game}.ipynb", row_of(game))


def assert_round_agrees(board, place: str) -> None:
    """The round the timeline names is the one the board writes (its heading or round track)."""
    round_words = place.split(" · ")[-1]
    drawn = " ".join(board.locator(".tw-board-svg text, .tw-round").all_text_contents()).lower()
    assert round_words.replace(", ", " · ") in drawn, (round_words, drawn[:300])


@pytest.mark.parametrize("game", ["porta_nigra", "carpe_diem", "magna_roma"])
def test_twenty_clicks_on_the_step_button_at_one_point_step_twenty_times(page, jupyter_lab, open_notebook,
                                                                          run_all_cells, artifacts, game):
    expected = tw.replay(eval(row_of(game), {"tw": tw}), at=0)
    turns, length = expected.track["turns"], expected.timeline["length"]
    board, timeline = opened(page, jupyter_lab, open_notebook, run_all_cells, game)
    step = timeline.get_by_role("button", name="Next turn")  # ▶ steps by turn unless the unit is changed
    where = timeline.locator(".tw-timeline-at")
    parts = {"step": step, "slider": timeline.locator(".tw-timeline-slider"),
             "board": board.locator(".tw-board-svg").first}

    def boxes() -> dict[str, tuple[float, ...]]:
        return {k: tuple(round(v, 1) for v in (b["x"], b["y"], b["width"], b["height"]))
                for k, loc in parts.items() if (b := loc.bounding_box())}

    first = boxes()
    x, y = first["step"][0] + first["step"][2] / 2, first["step"][1] + first["step"][3] / 2
    for n in range(1, CLICKS + 1):
        before = board_revision(board)
        page.mouse.click(x, y)
        wait_for_revision(page, before)
        # where turn n + 1 begins: the board shows that turn, and its round in the board's words
        assert where.inner_text().startswith(f"Move {turns[n]} of {length} · turn {n + 1} of "), (n, where.inner_text())
        assert boxes() == first, f"after click {n} the button, the slider or the board moved: {boxes()} != {first}"
        assert_round_agrees(board, where.inner_text())
    assert timeline.locator(".tw-timeline-slider").input_value() == str(turns[CLICKS])
    assert where.evaluate("el => el.scrollHeight <= el.clientHeight + 1"), "the place is one line"
    page.screenshot(path=str(artifacts / f"replay_controls_{game}_1280x800.png"))
    assert page.js_errors == []


def test_the_keys_step_without_scrolling_and_every_score_is_inside_the_chart(page, jupyter_lab, open_notebook,
                                                                             run_all_cells, artifacts):
    expected = tw.replay(eval(row_of("carpe_diem"), {"tw": tw}))
    lowest = min(min(series) for series in expected.track["scores"])
    assert lowest < 0, "this game's totals go under 0"
    board, timeline = opened(page, jupyter_lab, open_notebook, run_all_cells, "carpe_diem")
    where = timeline.locator(".tw-timeline-at")
    timeline.get_by_role("button", name="Move", exact=True).click()
    timeline.locator(".tw-timeline-move").click()  # focus on the timeline, as a teacher's click gives it
    assert page.evaluate("() => document.activeElement.classList.contains('tw-timeline')")
    scroller = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer")
    scrolled = scroller.evaluate("el => el.scrollTop")
    presses = [("ArrowUp", 1), ("ArrowUp", 2), ("PageDown", 3), ("ArrowDown", 2), ("PageDown", 3), ("ArrowDown", 2)]
    for key, at in presses:
        before = board_revision(board)
        page.keyboard.press(key)
        wait_for_revision(page, before)
        assert where.inner_text().startswith(f"Move {at} of "), (key, where.inner_text())
        assert scroller.evaluate("el => el.scrollTop") == scrolled, f"{key} scrolled the notebook"

    before = board_revision(board)
    page.keyboard.press("End")
    wait_for_revision(page, before)
    outside = timeline.locator(".tw-chart-plot").evaluate("""svg => {
        const box = svg.getBoundingClientRect(), m = svg.getScreenCTM(), out = [];
        for (const line of svg.querySelectorAll('.tw-chart-line')) {
          for (const p of line.points) {
            const q = new DOMPoint(p.x, p.y).matrixTransform(m);
            const off = q.x < box.left - 0.5 || q.x > box.right + 0.5 || q.y < box.top || q.y > box.bottom;
            if (off) out.push([p.x, p.y]);
          }
        }
        return [out, svg.querySelectorAll('.tw-chart-line').length];
    }""")
    assert outside == [[], 2], f"points drawn outside the chart: {outside}"
    highest = max(max(series) for series in expected.track["scores"])
    assert timeline.locator(".tw-chart-axis").inner_text().split() == [str(highest), "VP", "0", str(lowest)]
    sizes = timeline.locator(".tw-chart-end, .tw-chart-axis span").evaluate_all(
        "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert min(sizes) >= 12, sizes
    ends = timeline.locator(".tw-chart-end").evaluate_all("els => els.map(e => e.getBoundingClientRect().top)")
    plot = timeline.locator(".tw-chart-plot").bounding_box()
    assert all(plot["y"] - 8 <= top <= plot["y"] + plot["height"] for top in ends), (ends, plot)
    timeline.screenshot(path=str(artifacts / "replay_chart_below_zero.png"))
    page.screenshot(path=str(artifacts / "replay_chart_below_zero_1280x800.png"))
    assert page.js_errors == []
