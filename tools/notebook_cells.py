"""Building notebooks from ("md" | "code", text[, tags]) rows, for the notebook writers, and
writing them in the form JupyterLab saves them.

Test settings live in cell metadata (nbval's tags), never in the code a learner reads:
``IGNORE_OUTPUT`` marks a cell whose output depends on what the learner clicked,
``CHECK_OUTPUT`` a cell of a lax notebook whose output is compared all the same,
``LIVE_OUTPUT`` a cell whose output is a live server's, committed without it.

JupyterLab 4 rewrites a notebook's metadata when its kernel starts (``kernelspec`` as the
kernel names itself, ``language_info`` as the kernel reports it) and then holds the notebook
as modified: a committed notebook that lacks them is "changed" by merely opening it. So every
notebook is written as JupyterLab would save it (``lab_form``): nbformat 4.5 with cell ids
(stable ones, so that regenerating a notebook does not churn them), ipykernel's kernelspec and
the kernel's language_info, by ``nbformat.write`` (sorted keys, indent 1, a final newline), as
the Jupyter server writes what JupyterLab saves. tests/test_notebooks_in_lab_form.py checks the
bytes, tests/browser/test_notebook_form.py that JupyterLab opens them unmodified.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import nbformat as nbf

# The Hint button (issue 47), taught once in each game's "A turn" tutorial, above its try-it board.
HINT_BUTTON = ("**Stuck? Press *Hint*** at the right end of the bar. Each press shows a little more: the rule the "
               "move is made under and where to look; then the few moves worth weighing, ringed in dotted purple; "
               "then one move, ringed in purple, with why it is good and what it scores. You still make the move "
               "(that one, or another). A hint is public: the Log says who asked, and the score table counts them.")
IGNORE_OUTPUT = ("nbval-ignore-output",)
CHECK_OUTPUT = ("nbval-check-output",)
# A cell whose output is a live server's (its address and keys, new at every run): committed
# without it (tools/execute_notebooks.py), so that running the notebook again leaves no diff.
LIVE_OUTPUT = ("nbval-ignore-output", "tw-live-output")
# ipykernel's own kernelspec, as JupyterLab writes it once the kernel is up
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def language_info(version: str | None = None) -> dict:
    """The language_info an IPython kernel reports (``version``: its Python's, by default this one's)."""
    import platform

    from ipykernel.ipkernel import IPythonKernel

    info = dict(IPythonKernel.language_info)
    info["version"] = version or platform.python_version()
    return info


def notebook(cells) -> nbf.NotebookNode:
    nb = nbf.v4.new_notebook()
    for kind, text, *tags in cells:
        cell = nbf.v4.new_markdown_cell(text) if kind == "md" else nbf.v4.new_code_cell(text)
        if tags:
            cell.metadata["tags"] = list(tags[0])
        nb.cells.append(cell)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    return nb


def lab_form(nb: nbf.NotebookNode, version: str | None = None) -> nbf.NotebookNode:
    """``nb`` as JupyterLab saves it after its kernel started (kernel facts as above; an
    executed notebook keeps the Python ``version`` it ran on unless one is given)."""
    nb.nbformat, nb.nbformat_minor = 4, 5
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    ran_on = nb.metadata.get("language_info", {}).get("version")
    nb.metadata["language_info"] = language_info(version or ran_on)
    return nb


def stable_ids(nb: nbf.NotebookNode) -> nbf.NotebookNode:
    """Cell ids from each cell's place and text: a regenerated notebook keeps the ids of the
    cells that did not change (nbformat's own are random)."""
    seen: set[str] = set()
    for i, cell in enumerate(nb.cells):
        digest = hashlib.sha1(f"{i}\n{cell.cell_type}\n{cell.source}".encode()).hexdigest()
        cell.id = next(digest[k:k + 8] for k in range(0, 32) if digest[k:k + 8] not in seen)
        seen.add(cell.id)
    return nb


def write(nb: nbf.NotebookNode, path: Path) -> None:
    """Write ``nb`` to ``path`` in JupyterLab's form, its cell ids stable."""
    nbf.write(lab_form(stable_ids(nb)), path)


def write_notebooks(out: Path, notebooks: dict) -> None:
    """Write {name: cells} as out/<name>.ipynb, unexecuted (tools/execute_notebooks.py runs them)."""
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in notebooks.items():
        write(notebook(cells), out / f"{name}.ipynb")
        print("wrote", out / f"{name}.ipynb")


if __name__ == "__main__":  # python tools/notebook_cells.py PATH...: JupyterLab's form, outputs kept
    import sys

    for arg in sys.argv[1:]:
        write(nbf.read(arg, as_version=4), Path(arg))
        print("rewrote", arg)
