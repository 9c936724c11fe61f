"""Committed notebooks open in JupyterLab 4 unmodified (issue 45): JupyterLab writes the
kernel's kernelspec and language_info into a notebook when its kernel starts, and a notebook
that lacked them was marked modified (the tab's dot) by merely opening it. The committed files
are in JupyterLab's form (tools/notebook_cells.py; tests/test_notebooks_in_lab_form.py checks
the bytes); here JupyterLab itself opens them, exactly as committed, outputs included."""

from __future__ import annotations

import json
import platform
import re

import nbformat
import pytest
from support.notebooks import NOTEBOOKS

pytestmark = pytest.mark.browser

OPENED = ["porta_nigra/porta_nigra_3_scoring.ipynb", "00_start_here.ipynb", "carpe_diem/carpe_diem_1_setup.ipynb"]
FOLDER = "as_committed"  # beside the server's copies, whose outputs the harness strips
_TAB = ".lm-DockPanel-tabBar .lm-TabBar-tab"


def _copy(jupyter_lab_dir, path: str) -> str:
    """The committed file into the server's folder. Its bytes, but for the Python version a
    kernel reports: the notebooks record the one they ran on, and a kernel on another Python
    writes its own there, as it would into any notebook."""
    text = (NOTEBOOKS / path).read_text(encoding="utf-8")
    nb = json.loads(text)
    info = nb["metadata"].get("language_info")
    if info and info["version"] != platform.python_version():
        nb["metadata"]["language_info"]["version"] = platform.python_version()
        text = nbformat.writes(nbformat.from_dict(nb)) + "\n"
    name = f"{FOLDER}/{path.replace('/', '__')}"
    target = jupyter_lab_dir / "root" / name
    target.parent.mkdir(exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return name


def _bare(jupyter_lab_dir) -> str:
    """A control: present.ipynb without what JupyterLab adds (as the notebooks were before)."""
    nb = json.loads((NOTEBOOKS / "present.ipynb").read_text(encoding="utf-8"))
    nb["metadata"].pop("language_info", None)
    nb["metadata"]["kernelspec"]["display_name"] = "Python 3"
    name = f"{FOLDER}/bare_present.ipynb"
    (jupyter_lab_dir / "root" / FOLDER).mkdir(exist_ok=True)
    (jupyter_lab_dir / "root" / name).write_text(nbformat.writes(nbformat.from_dict(nb)) + "\n", encoding="utf-8")
    return name


def _tab(page, name: str):
    return page.locator(_TAB, has_text=name.rsplit("/", 1)[-1])


@pytest.mark.parametrize("path", OPENED)
def test_a_committed_notebook_opens_unmodified(page, jupyter_lab, jupyter_lab_dir, open_notebook, artifacts, path):
    from playwright.sync_api import expect

    name = _copy(jupyter_lab_dir, path)
    open_notebook(page, jupyter_lab, name)  # its kernel up and idle
    # Every committed output is drawn (a board's widget, without stored state, as its text).
    shown = sum(1 for c in json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))["cells"] if c.get("outputs"))
    page.wait_for_function("n => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) "
                           ".jp-OutputArea:has(.jp-OutputArea-output)').length >= n", arg=shown)
    # The control opens after it, in a second window: once JupyterLab has marked the control
    # modified, the kernel's facts have long reached the notebook opened first.
    other = page.context.new_page()
    control = _bare(jupyter_lab_dir)
    open_notebook(other, jupyter_lab, control)
    expect(_tab(other, control)).to_have_class(re.compile(r"\bjp-mod-dirty\b"), timeout=60_000)
    other.close()
    tab = _tab(page, name)
    expect(tab).to_have_count(1)
    page.screenshot(path=str(artifacts / f"notebook_form_{path.replace('/', '_')}.png"))
    assert "jp-mod-dirty" not in (tab.get_attribute("class") or "").split(), f"JupyterLab marks {path} modified"
