"""A replay in a real JupyterLab, stepped as a class would in five minutes: by turn with the
timeline's button, then by the keys a keyboard or a presenter's remote sends (the arrow keys,
PageUp/PageDown, Home/End) with focus on the timeline, then by dragging the slider. JupyterLab's
notebook must not take those keys (it would scroll or move between cells); Python decides where
each step lands. While the slider is dragged the page previews where it would land (from the
track sent once) and asks Python nothing; letting go asks Python for that position.

Uses Debian's Chromium (tests/conftest.py); screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

import pytest
from support.jupyter_harness import board_revision, open_replay, wait_for_revision

import tabletop_widgets as tw

pytestmark = pytest.mark.browser

NOTEBOOK = "replay_keys.ipynb"
ROW = 'tw.simulate("porta_nigra", 1, players=2, bots="random", seed=8, progress=False, as_frame=False)[0]'


def test_a_replay_steps_by_turn_and_by_the_keys_in_jupyterlab(page, jupyter_lab, open_notebook, run_all_cells,
                                                               artifacts):
    from playwright.sync_api import expect

    expected = tw.replay(eval(ROW, {"tw": tw}), at=0)  # the same seeded game, here: where its turns begin
    turns, length = expected.track["turns"], expected.timeline["length"]
    board, timeline = open_replay(page, jupyter_lab, open_notebook, run_all_cells, NOTEBOOK, ROW)
    where = timeline.locator(".tw-timeline-at")
    expect(where).to_contain_text(f"Start ({length} moves, {len(turns)} turns")

    def answered(act, at: int) -> None:
        """Do ``act``; wait for Python's answer; the timeline is at move ``at``."""
        before = board_revision(board)
        act()
        wait_for_revision(page, before)
        expect(where).to_contain_text(f"Move {at} of {length}" if at else "Start (")
        assert timeline.locator(".tw-timeline-slider").input_value() == str(at)
        assert timeline.locator(".tw-chart-now").get_attribute("x1") == str(at)

    # By turn (the unit a timeline starts with), with the button.
    answered(lambda: timeline.get_by_role("button", name="Next turn").click(), turns[1])
    expect(where).to_contain_text(" · turn 2 of ")  # where the second turn begins: the board shows it

    # The keys, with focus on the timeline: a click on it gives it focus, as a teacher would.
    scroller = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer")
    scrolled = scroller.evaluate("el => el.scrollTop")
    timeline.locator(".tw-timeline-move").click()
    assert page.evaluate("() => document.activeElement.classList.contains('tw-timeline')")
    page.screenshot(path=str(artifacts / "replay_timeline_1280x800.png"))
    answered(lambda: page.keyboard.press("ArrowRight"), turns[2])
    answered(lambda: page.keyboard.press("PageDown"), turns[3])  # a presenter's remote: next
    answered(lambda: page.keyboard.press("PageUp"), turns[2])  # and back
    answered(lambda: page.keyboard.press("ArrowLeft"), turns[1])
    assert scroller.evaluate("el => el.scrollTop") == scrolled, "the notebook did not scroll with PageDown/PageUp"

    # On the slider too the arrow keys step by the unit chosen (the slider does not move itself).
    timeline.locator(".tw-timeline-slider").focus()
    answered(lambda: page.keyboard.press("ArrowRight"), turns[2])

    # Step by move: the unit stays chosen across Python's answers.
    timeline.get_by_role("button", name="Move", exact=True).click()
    expect(timeline.get_by_role("button", name="Move", exact=True)).to_have_attribute("aria-pressed", "true")
    timeline.locator(".tw-timeline-move").click()
    answered(lambda: page.keyboard.press("ArrowRight"), turns[2] + 1)
    answered(lambda: page.keyboard.press("ArrowRight"), turns[2] + 2)
    answered(lambda: page.keyboard.press("End"), length)
    expect(where).to_contain_text(f"turn {len(turns)} of {len(turns)}")
    answered(lambda: page.keyboard.press("Home"), 0)

    # Dragging the slider: the place under the thumb is previewed; Python is asked only on release.
    slider = timeline.locator(".tw-timeline-slider")
    box = slider.bounding_box()
    before = board_revision(board)
    page.mouse.move(box["x"] + 6, box["y"] + box["height"] / 2)  # the thumb, at the start
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.4, box["y"] + box["height"] / 2, steps=8)
    page.mouse.move(box["x"] + box["width"] * 0.6, box["y"] + box["height"] / 2, steps=8)
    ahead = int(slider.input_value())
    assert 0 < ahead < length, f"the thumb was dragged ({ahead})"
    expected.seek(ahead)  # what Python will say there
    said, seat = expected.timeline, expected.seat_labels[expected.track["seats"][expected.timeline["turn"] - 1]]
    place = (f"Move {ahead} of {length} · turn {said['turn']} of {len(turns)} ({seat.split(' (')[0]}) · "
             f"round {said['round']} of {len(expected.track['rounds'])}")
    expect(where).to_have_text(place)
    expect(timeline).to_have_class(re.compile(r"\btw-timeline-preview\b"))
    assert timeline.locator(".tw-chart-now").get_attribute("x1") == str(ahead), "the score line's mark follows"
    expect(timeline.locator(".tw-timeline-move")).to_have_text(f"Let go to show the board after move {ahead}.")
    page.screenshot(path=str(artifacts / "replay_dragging_1280x800.png"))
    assert board_revision(board) == before, "dragging asks Python nothing"
    page.mouse.up()
    wait_for_revision(page, before)  # Python's answer to the release: the board at that move
    expect(timeline).not_to_have_class(re.compile(r"\btw-timeline-preview\b"))
    expect(where).to_have_text(place)
    expect(timeline.locator(".tw-timeline-move")).to_have_text(said["move"])
    assert slider.input_value() == str(ahead) and timeline.locator(".tw-chart-now").get_attribute("x1") == str(ahead)
    assert board_revision(board) == before + 1, "one message, on release"
    # The keys still step from there (focus is on the slider now).
    answered(lambda: page.keyboard.press("ArrowRight"), ahead + 1)
    # Focus stayed on the board all along (JupyterLab did not take it into a cell).
    assert page.evaluate("() => !!document.activeElement.closest('.tw-board')")
    timeline.screenshot(path=str(artifacts / "replay_timeline.png"))
    assert page.js_errors == []
