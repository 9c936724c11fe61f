"""Say plainly what a notebook needs when it is missing, instead of failing with a traceback.

The boards need only anywidget and traitlets. The design lab also tabulates with pandas and
draws with matplotlib, which a JupyterLite site opened offline cannot load (their
WebAssembly builds come from the Pyodide CDN). ``require`` checks first and, if something is
missing, stops the notebook with a short message: IPython shows an exception's
``_render_traceback_`` lines instead of a traceback.

Stopping a notebook takes more than raising. Jupyter's Run All sends every cell at once and
relies on the kernel to drop the rest after an error (``stop_on_error``); the Pyodide kernel of
JupyterLite runs them all anyway, and the design lab's later cells, with ``tw`` already
imported, would play hundreds of bot games in the browser (the kernel busy for minutes). So a
failed ``require`` also tells IPython to skip every later cell with a one-line note, until a
cell calls ``require`` again and everything is there.
"""

from __future__ import annotations

import importlib.util
import sys

from . import addresses


class MissingPackages(ImportError):
    """Raised by :func:`require`; shown in a notebook as its message alone."""

    def _render_traceback_(self) -> list[str]:
        return str(self).splitlines()


def _skip_later_cells(note: str | None) -> None:
    """From now on, replace every cell this IPython runs by a print of ``note`` (None: stop
    doing so). A cell that calls ``require`` itself still runs, so it can lift the skip."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return
    cleanup = shell.input_transformers_cleanup
    cleanup[:] = [t for t in cleanup if not getattr(t, "_tw_skip", False)]
    if note is None:
        return

    def skip(lines: list[str]) -> list[str]:
        if any("require(" in line for line in lines):
            return lines
        return [f"print({note!r})\n"]

    skip._tw_skip = True
    cleanup.append(skip)


def require(*modules: str, notebook: str = "This notebook", path: str | None = None) -> None:
    """Return quietly if every module can be imported; otherwise raise MissingPackages with
    what is missing and where the notebook runs as it is (Binder, or an install command)."""
    missing = []
    for name in modules:
        try:
            found = importlib.util.find_spec(name) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(name)
    if not missing:
        _skip_later_cells(None)
        return
    names = " and ".join(missing)
    lines = [f"{notebook} needs {names}, which this Python cannot import, so it stops here."]
    if sys.platform == "emscripten":  # Python in the browser (JupyterLite)
        lines.append(f"In the browser, {names} load from the Pyodide CDN when the page is online; "
                     "offline they cannot. Reconnect and run the notebook again, or:")
    if path:
        where = "" if addresses.PUBLISHED else " (once the project is published there)"
        lines.append(f"- open it on Binder{where}, where everything is installed: {addresses.binder_url(path)}")
    lines.append(f"- or run it on your own machine: {addresses.install_hint('lab')}")
    lines.append("The boards and the tutorials need neither.")
    _skip_later_cells(f"Skipped: this needs {names} (see the cell that checks for them).")
    raise MissingPackages("\n".join(lines), name=missing[0])
