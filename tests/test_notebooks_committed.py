"""Committed notebooks: executed where their outputs teach, stable, with no widget state."""

import json
import subprocess
import sys

import pytest
from support.notebooks import NOTEBOOKS, shipped_notebooks

NBVAL_MARKERS = ("NBVAL_", "nbval")


@pytest.mark.parametrize("path", shipped_notebooks(), ids=lambda p: p.name)
def test_notebook_is_executed_without_widget_state_or_volatile_metadata(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert "widgets" not in nb["metadata"], "widget state blobs must not be committed"
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["execution_count"] for c in code), "commit notebooks executed (tools/execute_notebooks.py)"
    for cell in code:
        assert "execution" not in cell["metadata"]  # timestamps would change on every run
        for output in cell["outputs"]:
            assert output["output_type"] != "error"
            assert "application/vnd.jupyter.widget-state+json" not in output.get("data", {})


@pytest.mark.parametrize("path", shipped_notebooks(), ids=lambda p: p.name)
def test_learners_see_no_test_machinery(path):
    """Test settings live in cell metadata: no marker comment, no private call in the code."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        source = "".join(cell["source"])
        assert not any(marker in source for marker in NBVAL_MARKERS), source[:80]
        assert "._" not in source, f"a private call in a learner's cell: {source[:80]}"
    assert not list(NOTEBOOKS.rglob("conftest.py")), "test settings belong in the repository's root conftest.py"


def test_a_learners_notebook_and_its_checkpoint_leave_the_suite_green(tmp_path):
    """A broken notebook of the learner's own (and a checkpoint of it) is never collected."""
    broken = {"cells": [{"cell_type": "code", "execution_count": 1, "metadata": {}, "source": "1 / 0",
                         "outputs": [{"output_type": "error", "ename": "ZeroDivisionError", "evalue": "",
                                      "traceback": []}]}],
              "metadata": {"widgets": {}}, "nbformat": 4, "nbformat_minor": 5}
    mine = NOTEBOOKS / "porta_nigra" / "my_own_game.ipynb"
    checkpoint = NOTEBOOKS / ".ipynb_checkpoints" / "my_own_game-checkpoint.ipynb"
    checkpoint.parent.mkdir(exist_ok=True)
    try:
        for path in (mine, checkpoint):
            path.write_text(json.dumps(broken), encoding="utf-8")
        shipped_notebooks.cache_clear()
        assert mine.resolve() not in shipped_notebooks()
        run = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                              str(NOTEBOOKS), str(NOTEBOOKS.parent / "tests" / "test_notebooks_committed.py")],
                             cwd=NOTEBOOKS.parent, capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
        assert "my_own_game" not in run.stdout and "porta_nigra_1_setup.ipynb" in run.stdout
    finally:
        mine.unlink(missing_ok=True)
        checkpoint.unlink(missing_ok=True)
        shipped_notebooks.cache_clear()
