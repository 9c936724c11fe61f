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

Each step the kernel plays is also checked for its words: what it quotes is what the board
shows (a menu item, a button, a piece's words), and a step that opens a menu or presses a
button quotes its own item. Skipping every lesson is Run All: nbval's. The browser learner test
(tests/browser/test_tutorial_learner.py) clicks the same lessons in JupyterLab.
"""

from __future__ import annotations

import json
import re
import sys

import nbformat
import pytest
from nbclient import NotebookClient
from support.notebooks import NOTEBOOKS, REPO

sys.path.insert(0, str(REPO / "tools"))
import links  # noqa: E402

# the start-here notebook and every game's tutorials, as git ships them (no checkpoints)
TUTORIALS = [NOTEBOOKS / links.START_HERE, *(NOTEBOOKS / p for paths in links.tutorials().values() for p in paths)]
PATHS = ("done", "half", "undone")
WIDGET = "application/vnd.jupyter.widget-view+json"

# Runs in the kernel after a cell: plays the lesson of the board the cell showed (Out[n]),
# through public methods only, and prints where the lesson stands as JSON.
PLAY = """
import json as _json
from tabletop_widgets.core.widget import BoardWidget as _Board
def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)

def _step_words(board):
    step, move = board._lesson.current(), board.lesson["move"]  # the test may read the steps themselves
    mine = next(c for c in board.choices if c["action"] == move)
    menu = [c["label"] for c in board.choices if c["target"] == mine["target"]]
    buttons = [t.split(":", 1)[1].replace("_", " ").capitalize() for t in {{c["target"] for c in board.choices}}
               if t.startswith("button:")]
    return {{"text": step.text, "hint": step.hint, "label": mine["label"], "target": mine["target"],
            "menu": menu, "shown": [c["label"] for c in board.choices] + buttons
                                   + list(_strings(board.view)) + list(_strings(board.static))}}

_board = Out.get({count})
if isinstance(_board, _Board) and _board.lesson:
    _count = _board.lesson["count"]
    _said = []  # each step's words and the board's words at that step (the vocabulary check)
    for _ in range(_count if {path!r} != "half" else _count // 2):
        _said.append(_step_words(_board))
        _board.show()  # the "Show me" button: the current step's move, as a click on its piece makes it
    if {path!r} == "undone":
        _board.undo()
    print(_json.dumps({{"lesson": dict(_board.lesson), "said": _said}}))
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
    """Play the lesson of the board shown as Out[count]; its lesson state after, with each
    step's words and the board's (None: no lesson)."""
    cell = nbformat.v4.new_code_cell(PLAY.format(count=count, path=path))
    client.execute_cell(cell, 0)
    printed = "".join(o.get("text", "") for o in cell.outputs if o["output_type"] == "stream")
    if not printed.strip():
        return None
    answer = json.loads(printed)
    return {**answer["lesson"], "said": answer["said"]}


QUOTED = re.compile(r"(?<![A-Za-z])'([^']+?)'(?![A-Za-z])")  # 'words in quotes', not an apostrophe


def found(phrase: str, text: str) -> bool:
    """The phrase in the text, "..." standing for any words."""
    return re.search(".*?".join(re.escape(part.strip()) for part in phrase.split("...")), text) is not None


def wrong_words(step: dict) -> list[str]:
    """What a step's instruction says that the board does not: a phrase in quotes that no menu
    item, button or piece of the board shows; or, when a menu opens, no quoted phrase that picks
    the step's item (and only it) in the menu's words."""
    problems = [f"'{q}' is nowhere on the board" for q in QUOTED.findall(step["text"] + " " + step["hint"])
                if not any(found(q, shown) for shown in step["shown"])]
    if len(step["menu"]) > 1 or step["target"].startswith("button:"):
        picks = [q for q in QUOTED.findall(step["text"]) if found(q, step["label"])
                 and not any(found(q, other) for other in step["menu"] if other != step["label"])]
        if not picks:
            problems.append(f"the step does not quote its menu item or button: {step['label']!r}")
    return problems


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_every_cell_works_whatever_the_learner_did_in_the_lessons(notebook, path):
    committed = nbformat.read(notebook, as_version=4)
    nb = nbformat.read(notebook, as_version=4)
    client = NotebookClient(nb, timeout=300, kernel_name="python3", allow_errors=False,
                            resources={"metadata": {"path": str(notebook.parent)}})
    lessons, said = 0, []
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
            said.extend((cell.source, step) for step in lesson["said"])
            steps = {"done": lesson["count"], "half": lesson["count"] // 2, "undone": lesson["count"] - 1}[path]
            assert lesson["step"] == steps, cell.source
            if path == "done":  # the learner runs the lesson's cell again: a fresh board, at step 1
                client.execute_cell(cell, index)
                assert teaching_outputs(cell) == teaching_outputs(committed.cells[index]), cell.source
                assert play(client, cell.execution_count, "done").get("done"), cell.source
    if notebook.name != "00_start_here.ipynb":
        assert lessons, f"{notebook.name} shows no lesson board: the test played nothing"
    wrong = [f"{step['text']}\n  {problem}" for _, step in said for problem in wrong_words(step)]
    assert not wrong, "lesson steps that name what the board does not show in those words:\n" + "\n".join(wrong)


# obj._private, or a game's class itself (tw.magna_roma.MagnaRoma, not called): its helpers are not the API
PRIVATE = re.compile(r"\._\w|\btw\.\w+\.[A-Z]\w*(?!\w|\s*\()")


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.relative_to(NOTEBOOKS).as_posix())
def test_teaching_cells_call_public_names_only(notebook):
    """A learner copies what a tutorial does: only public, documented calls."""
    nb = nbformat.read(notebook, as_version=4)
    private = [c.source for c in nb.cells if c.cell_type == "code" and PRIVATE.search(c.source)]
    assert not private, "cells that use private names:\n" + "\n---\n".join(private)
