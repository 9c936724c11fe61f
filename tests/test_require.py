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
    # IPython shows these lines instead of a traceback.
    assert err._render_traceback_() == text.splitlines()


def test_ipython_shows_the_message_without_a_traceback(capsys):
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        shell.run_cell('import tabletop_widgets as tw\ntw.require("no_such_module_xyz", notebook="The lab")')
    finally:
        InteractiveShell.clear_instance()
    out = capsys.readouterr()
    shown = out.out + out.err
    assert "The lab needs no_such_module_xyz" in shown
    assert "Traceback" not in shown and "needs.py" not in shown


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
        assert capsys.readouterr().out.strip() == "Skipped: this needs no_such_module_xyz (see the cell that checks for them)."
        # Running the checking cell again with everything there lifts the skip.
        assert shell.run_cell('tw.require("json")').success
        assert shell.run_cell("ran = True").success and shell.user_ns["ran"] is True
        assert not [t for t in shell.input_transformers_cleanup if getattr(t, "_tw_skip", False)]
    finally:
        InteractiveShell.clear_instance()


def test_require_outside_ipython_only_raises():
    with pytest.raises(tw.MissingPackages):
        tw.require("no_such_module_xyz")
