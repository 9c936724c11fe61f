"""The presentation notebook the README and the teacher's guide point at: Voilà renders
notebooks/present.ipynb (as committed) with its board and no code, and the board plays
against its bot there."""

import os
import shutil
import sys

import pytest
from support.board_clicks import click_piece
from support.jupyter_harness import (
    ERROR_OUTPUTS,
    REPO,
    _free_port,
    block_off_machine,
    board_revision,
    serving,
    wait_for_revision,
)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    base = tmp_path_factory.mktemp("present")
    root = base / "root"
    root.mkdir()
    shutil.copy(REPO / "notebooks" / "present.ipynb", root / "present.ipynb")
    port = _free_port()
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(base / "config"), JUPYTER_RUNTIME_DIR=str(base / "runtime"))
    cmd = [sys.executable, "-m", "voila", str(root), "--no-browser", "--Voila.ip=127.0.0.1",
           f"--Voila.port={port}", "--Voila.port_retries=0", "--VoilaConfiguration.show_tracebacks=True"]
    try:
        with serving("voila", cmd, root, env, base / "voila.log", f"http://127.0.0.1:{port}"):
            yield f"http://127.0.0.1:{port}"
    except RuntimeError as err:
        pytest.fail(str(err), pytrace=False)


def test_present_shows_one_board_against_a_bot_and_no_code(page, voila, artifacts):
    block_off_machine(page.context)
    page.goto(f"{voila}/voila/render/present.ipynb")
    board = page.locator(".tw-board")
    board.wait_for(timeout=60_000)
    assert board.count() == 1 and "Porta Nigra against a bot" in page.inner_text("body")
    assert "import tabletop_widgets" not in page.inner_text("body"), "Voilà shows no code"
    assert "Purple (steady bot)" in board.inner_text()
    before = board_revision(board)
    click_piece(page, board.locator("[data-target^='quarter:'].tw-glow").first)
    wait_for_revision(page, before)
    assert not board.locator(".tw-error").count(), board.locator(".tw-error").inner_text()
    assert not page.locator(ERROR_OUTPUTS).count(), page.locator(ERROR_OUTPUTS).all_inner_texts()
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "present_voila_1280x800.png"))
