"""Committed notebooks are in the form JupyterLab 4 saves them (issue 45), so that opening
one does not mark it modified: tools/notebook_cells.py writes that form, and here every
shipped notebook is byte for byte what nbformat writes of it with JupyterLab's settings
(tests/browser/test_notebook_form.py opens a few in JupyterLab itself)."""

import copy
import json
import sys

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from support.notebooks import REPO, shipped_notebooks

sys.path.insert(0, str(REPO / "tools"))
from notebook_cells import KERNELSPEC, lab_form, language_info  # noqa: E402


def lab_normalised(text: str) -> str:
    """What JupyterLab saves of ``text`` once its kernel is up: nbformat 4.5 written by the
    Jupyter server (nbformat.write: sorted keys, indent 1, a final newline), with the kernel's
    kernelspec and language_info (the Python version the notebook ran on is kept: another
    Python's kernel would write its own, whatever the file says)."""
    nb = lab_form(nbformat.reads(text, as_version=4))
    out = nbformat.writes(nb)
    return out if out.endswith("\n") else out + "\n"


@pytest.mark.parametrize("path", shipped_notebooks(), ids=lambda p: p.name)
def test_notebook_is_as_jupyterlab_saves_it(path):
    text = path.read_text(encoding="utf-8")
    assert text == lab_normalised(text), f"{path.name}: rewrite it with python tools/notebook_cells.py {path}"
    nb = json.loads(text)
    assert (nb["nbformat"], nb["nbformat_minor"]) == (4, 5)
    ids = [c["id"] for c in nb["cells"]]
    assert all(ids) and len(set(ids)) == len(ids)


def test_the_form_is_the_kernels_own():
    """KERNELSPEC and language_info are what this environment's kernel tells JupyterLab."""
    spec = KernelSpecManager().get_kernel_spec(KERNELSPEC["name"])
    assert (spec.display_name, spec.language) == (KERNELSPEC["display_name"], KERNELSPEC["language"])
    from ipykernel.ipkernel import IPythonKernel
    assert language_info() == IPythonKernel.language_info


def test_the_check_sees_what_jupyterlab_would_change():
    """A notebook as nbformat alone writes it (no language_info, the generic display name,
    indent 2) is not in JupyterLab's form."""
    text = (REPO / "notebooks" / "present.ipynb").read_text(encoding="utf-8")
    nb = json.loads(text)
    bare = copy.deepcopy(nb)
    bare["metadata"].pop("language_info")
    bare["metadata"]["kernelspec"]["display_name"] = "Python 3"
    bare_text = nbformat.writes(nbformat.from_dict(bare)) + "\n"
    for changed in (bare_text, json.dumps(nb, indent=2) + "\n", text.rstrip("\n")):
        assert changed != lab_normalised(changed)
    assert lab_normalised(bare_text) == text  # what JupyterLab adds is all that is missing
