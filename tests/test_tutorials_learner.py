"""Tutorials that survive their learner: each notebook runs cell by cell, and after each cell
that shows a lesson board the lesson is played in the kernel through the board's public
methods, the way a learner's clicks play it (a board without a lesson gets one move: the
learner tries it); then the rest runs. No cell may end in an error,
and every cell whose output is compared (nbval's) prints what it prints after Run All.

nbval checks Run All, where nobody plays; these paths are the learner's:

- ``done``: every step of every lesson (Show me, step by step); then the lesson's cell is run
  again (a fresh board) and its lesson done again, so a cell run twice is covered too;
- ``half``: the first half of each lesson's steps, then on to the next cell;
- ``undone``: every step, then Undo once.

Skipping every lesson is Run All: nbval's. The browser learner test
(tests/browser/test_tutorial_learner.py) clicks the same lessons in JupyterLab.
"""

from __future__ import annotations

import json

import nbformat
import pytest
from nbclient import NotebookClient
from support.notebooks import NOTEBOOKS

TUTORIALS = sorted([NOTEBOOKS / "00_start_here.ipynb", *NOTEBOOKS.glob("*/[0-9][0-9]_*.ipynb")])
PATHS = ("done", "half", "undone")
WIDGET = "application/vnd.jupyter.widget-view+json"

# Runs in the kernel after a cell: plays the lesson of the board the cell showed (Out[n]),
# through public methods only, and prints where the lesson stands as JSON.
PLAY = """
import json as _json
from tabletop_widgets.core.widget import BoardWidget as _Board
_board = Out.get({count})
if isinstance(_board, _Board) and _board.lesson:
    _count = _board.lesson["count"]
    for _ in range(_count if {path!r} != "half" else _count // 2):
        _board.show()  # the "Show me" button: the current step's move, as a click on its piece makes it
    if {path!r} == "undone":
        _board.undo()
    print(_json.dumps({{"lesson": dict(_board.lesson)}}))
elif isinstance(_board, _Board) and _board.choices:  # a board to play on: the learner tries a move
    _board.play(_board.choices[0]["action"])
    if {path!r} == "undone" and _board.undo_problem() is None:  # a refused undo says why on the board
        _board.undo()
"""


def teaching_outputs(cell) -> list:
    """What a cell teaches, as nbval compares it: its printed text and non-widget results."""
    if "nbval-ignore-output" in cell.metadata.get("tags", []):
        return []
    printed, shown = "", []  # a stream may arrive in several chunks
    for output in cell.get("outputs", []):
        if output["output_type"] == "stream":
            printed += output["text"]
        elif output["output_type"] in ("execute_result", "display_data") and WIDGET not in output["data"]:
            shown.append(output["data"].get("text/plain", ""))
    return [printed, *shown]


def play(client, count: int, path: str) -> dict | None:
    """Play the lesson of the board shown as Out[count]; its lesson state after (None: no lesson)."""
    cell = nbformat.v4.new_code_cell(PLAY.format(count=count, path=path))
    client.execute_cell(cell, 0)
    printed = "".join(o.get("text", "") for o in cell.outputs if o["output_type"] == "stream")
    return json.loads(printed)["lesson"] if printed.strip() else None


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_every_cell_works_whatever_the_learner_did_in_the_lessons(notebook, path):
    committed = nbformat.read(notebook, as_version=4)
    nb = nbformat.read(notebook, as_version=4)
    client = NotebookClient(nb, timeout=300, kernel_name="python3", allow_errors=False,
                            resources={"metadata": {"path": str(notebook.parent)}})
    lessons = 0
    with client.setup_kernel():
        for index, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            client.execute_cell(cell, index)  # raises CellExecutionError on an error output
            assert teaching_outputs(cell) == teaching_outputs(committed.cells[index]), (
                f"cell {index} teaches something else after the lessons were played ({path}):\n{cell.source}")
            lesson = play(client, cell.execution_count, path)
            if lesson is None:
                continue
            lessons += 1
            steps = {"done": lesson["count"], "half": lesson["count"] // 2, "undone": lesson["count"] - 1}[path]
            assert lesson["step"] == steps, cell.source
            if path == "done":  # the learner runs the lesson's cell again: a fresh board, at step 1
                client.execute_cell(cell, index)
                assert teaching_outputs(cell) == teaching_outputs(committed.cells[index]), cell.source
                assert play(client, cell.execution_count, "done").get("done"), cell.source
    if notebook.name != "00_start_here.ipynb":
        assert lessons, f"{notebook.name} shows no lesson board: the test played nothing"
