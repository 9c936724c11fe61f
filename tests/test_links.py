"""README and the start-here notebook link every shipped notebook on Binder and on the
JupyterLite site (tools/links.py discovers them, so a new game's tutorials are included)."""

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
import links  # noqa: E402

NOTEBOOKS = links.every_notebook()


def test_every_game_folder_with_notebooks_counts_as_tutorials():
    assert "porta_nigra/01_setup.ipynb" in NOTEBOOKS
    assert NOTEBOOKS[0] == links.START_HERE
    for path in NOTEBOOKS:
        assert (links.NOTEBOOKS / path).is_file()


def test_readme_table_is_up_to_date():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    block = text[text.index(links.README_START):text.index(links.README_END)]
    assert links.table(local=False) in block, "run: python tools/links.py"


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_readme_and_start_here_link_the_notebook_on_binder_and_the_site(path):
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    nb = json.loads((links.NOTEBOOKS / links.START_HERE).read_text(encoding="utf-8"))
    start_here = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    for where, text in (("README.md", readme), ("the start-here notebook", start_here)):
        assert f"({links.binder_url(path)})" in text, f"{where} has no Binder link to {path}"
        assert f"({links.site_url(path)})" in text, f"{where} has no JupyterLite link to {path}"
    assert f"[open]({path})" in start_here


def test_binder_and_site_links_open_the_notebook_path():
    assert links.binder_url("porta_nigra/01_setup.ipynb").endswith("?urlpath=lab/tree/notebooks/porta_nigra/01_setup.ipynb")
    assert links.site_url("00_start_here.ipynb").endswith("/lab/index.html?path=00_start_here.ipynb")
