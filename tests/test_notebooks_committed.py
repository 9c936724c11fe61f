"""Committed notebooks: executed where their outputs teach, stable, with no widget state."""

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").rglob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
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
