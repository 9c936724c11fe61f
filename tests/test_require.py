"""tw.require: a notebook says plainly what it needs instead of failing with a traceback."""

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core import addresses


def test_require_is_quiet_when_everything_imports():
    assert tw.require("json", "traitlets") is None


def test_require_names_what_is_missing_and_where_the_notebook_runs():
    with pytest.raises(tw.MissingPackages) as info:
        tw.require("json", "no_such_module_xyz", "neither_this_one", notebook="The design lab", path="design_lab.ipynb")
    err = info.value
    assert isinstance(err, ImportError) and err.name == "no_such_module_xyz"
    text = str(err)
    assert text.startswith("The design lab needs no_such_module_xyz and neither_this_one")
    assert addresses.binder_url("design_lab.ipynb") in text
    # an install hint that works from where the reader is: from the source until the package is on PyPI
    assert addresses.install_hint("lab") in text
    assert ('pip install -e ".[lab]"' in text) != addresses.ON_PYPI


def test_a_class_table_names_its_extra_and_why_a_browser_cannot_serve_it(monkeypatch):
    with pytest.raises(tw.MissingPackages) as info:
        tw.require("no_such_module_xyz", notebook="A class at one table", extra="class", server=True)
    assert addresses.install_hint("class") in str(info.value) and "[lab]" not in str(info.value)
    monkeypatch.setattr("sys.platform", "emscripten")  # Python in the browser (JupyterLite)
    with pytest.raises(tw.MissingPackages) as info:
        tw.require("no_such_module_xyz", notebook="A class at one table", extra="class", server=True)
    assert "Python in the browser cannot" in str(info.value) and "Pyodide CDN" not in str(info.value)


def test_in_ipython_the_message_is_an_error_output_and_the_cell_succeeds(capsys):
    """Run All must not stop at the check: JupyterLab counts the cells it drops after an error
    as queued for ever (a busy notebook, the kernel idle). So the cell succeeds, and its
    message is on stderr, which a notebook shows as an error output, with no traceback."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        result = shell.run_cell('import tabletop_widgets as tw\ntw.require("no_such_module_xyz", notebook="The lab")')
    finally:
        InteractiveShell.clear_instance()
    out = capsys.readouterr()
    assert result.success and result.result is None
    assert out.err.startswith("The lab needs no_such_module_xyz") and out.out == ""
    assert "Traceback" not in out.err and "needs.py" not in out.err


def test_after_a_failed_require_later_cells_are_skipped_until_it_passes(capsys):
    """Run All in JupyterLite sends every cell and its kernel runs them all: the cells after a
    failed require must not run (the design lab's would play bot games for minutes)."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        shell.run_cell('import tabletop_widgets as tw\ntw.require("no_such_module_xyz", notebook="The lab")')
        capsys.readouterr()
        result = shell.run_cell("ran = True\nraise RuntimeError('a later cell ran')")
        assert result.success and "ran" not in shell.user_ns
        assert capsys.readouterr().out.strip() == (
            "Skipped: this needs no_such_module_xyz (see the cell that checks for them).")
        # Running the checking cell again with everything there lifts the skip.
        assert shell.run_cell('tw.require("json")').success
        assert shell.run_cell("ran = True").success and shell.user_ns["ran"] is True
        assert not [t for t in shell.input_transformers_cleanup if getattr(t, "_tw_skip", False)]
    finally:
        InteractiveShell.clear_instance()


def test_require_outside_ipython_only_raises():
    with pytest.raises(tw.MissingPackages):
        tw.require("no_such_module_xyz")


def test_every_notebook_imports_what_it_requires_and_ends_the_cell_with_the_call():
    """In a notebook a failed require does not raise, so whatever followed it in its cell would
    run without the packages: the call must be the cell's last statement. JupyterLite's kernel
    fetches a package only for a cell that imports it, before running the cell: the checking
    cell must import each package it requires (or require finds it missing even online)."""
    import ast
    import json
    from pathlib import Path

    notebooks = Path(__file__).resolve().parents[1] / "notebooks"
    checked = []
    for path in sorted(notebooks.rglob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] != "code" or "require(" not in source:
                continue
            tree = ast.parse(source)
            last = tree.body[-1]
            assert (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)
                    and ast.unparse(last.value.func).endswith("require")), \
                f"{path.name}: require is not its cell's last statement"
            required = {arg.value for arg in last.value.args}
            imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                        for alias in node.names}
            assert required <= imported, f"{path.name}: the checking cell does not import {required - imported}"
            checked.append(path.name)
    assert {"design_lab.ipynb", "for_teachers.ipynb"} <= set(checked)
