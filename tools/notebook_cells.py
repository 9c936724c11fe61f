"""Building notebooks from ("md" | "code", text[, tags]) rows, for the notebook writers.

Test settings live in cell metadata (nbval's tags), never in the code a learner reads:
``IGNORE_OUTPUT`` marks a cell whose output depends on what the learner clicked,
``CHECK_OUTPUT`` a cell of a lax notebook whose output is compared all the same.
"""

from pathlib import Path

import nbformat as nbf

IGNORE_OUTPUT = ("nbval-ignore-output",)
CHECK_OUTPUT = ("nbval-check-output",)


def notebook(cells) -> nbf.NotebookNode:
    nb = nbf.v4.new_notebook()
    for kind, text, *tags in cells:
        cell = nbf.v4.new_markdown_cell(text) if kind == "md" else nbf.v4.new_code_cell(text)
        if tags:
            cell.metadata["tags"] = list(tags[0])
        nb.cells.append(cell)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def write_notebooks(out: Path, notebooks: dict) -> None:
    """Write {name: cells} as out/<name>.ipynb, unexecuted (tools/execute_notebooks.py runs them)."""
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in notebooks.items():
        nbf.write(notebook(cells), out / f"{name}.ipynb")
        print("wrote", out / f"{name}.ipynb")
