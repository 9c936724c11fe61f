"""Say plainly what a notebook needs when it is missing, instead of failing with a traceback.

The boards need only anywidget and traitlets. The design lab also tabulates with pandas and
draws with matplotlib, which a JupyterLite site opened offline cannot load (their
WebAssembly builds come from the Pyodide CDN). ``require`` checks first and, if something is
missing, says what, and where the notebook runs as it is.

In a notebook it does not raise. Jupyter's Run All sends every cell at once and relies on the
kernel to drop the rest after an error (``stop_on_error``); the Pyodide kernel of JupyterLite
runs them all anyway, and JupyterLab, having dropped them, counts them as still queued (the
toolbar shows a busy notebook with dozens of cells to go, the kernel long idle). So inside
IPython a failed ``require`` shows its message as an error output (stderr) and tells IPython
to replace every later cell by a one-line note, until a cell calls ``require`` again and
everything is there: Run All answers every cell at once and ends. That is why the call must
be the last statement of its cell (the rest of that cell would run). Outside IPython it
raises MissingPackages.

JupyterLite's kernel fetches a package from the Pyodide CDN only when a cell's code imports
it, before the cell runs. So the checking cell imports the packages itself, ahead of the
call, guarded by ``try: ... except ImportError: pass``; offline the fetches fail (JupyterLab's
log console counts them) and ``require`` says what is missing.
"""

from __future__ import annotations

import importlib.util
import sys

from . import addresses


class MissingPackages(ImportError):
    """Raised by :func:`require` outside IPython (a script, a test)."""


def _skip_later_cells(note: str | None) -> bool:
    """From now on, replace every cell this IPython runs by a print of ``note`` (None: stop
    doing so). A cell that calls ``require`` itself still runs, so it can lift the skip.
    False when not inside IPython (nothing to skip)."""
    try:  # through import_module, so the shell is Any whether or not IPython annotates get_ipython
        shell = importlib.import_module("IPython.core.getipython").get_ipython()
    except ImportError:
        return False
    if shell is None:
        return False
    cleanup = shell.input_transformers_cleanup
    cleanup[:] = [t for t in cleanup if not getattr(t, "_tw_skip", False)]
    if note is None:
        return True

    def skip(lines: list[str]) -> list[str]:
        if any("require(" in line for line in lines):
            return lines
        return [f"print({note!r})\n"]

    skip.__dict__["_tw_skip"] = True  # how a later call finds it (mypy lets no def take attributes)
    cleanup.append(skip)
    return True


def require(*modules: str, notebook: str = "This notebook", path: str | None = None, extra: str = "lab",
            server: bool = False) -> None:
    """Return quietly if every module can be imported. Otherwise say what is missing and where
    the notebook runs as it is (Binder, or the install command of ``extra``): inside IPython on
    stderr, then every later cell is skipped with a note; elsewhere by raising MissingPackages.
    ``server``: the notebook serves pages to other devices, which Python in a browser cannot."""
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
    if sys.platform == "emscripten" and server:
        lines.append("It serves a page to each device of the class, which Python in the browser cannot do:")
    elif sys.platform == "emscripten":  # Python in the browser (JupyterLite)
        lines.append(f"In the browser, {names} load from the Pyodide CDN when the page is online; "
                     "offline they cannot. Reconnect and run the notebook again, or:")
    if path:
        where = "" if addresses.PUBLISHED else " (once the project is published there)"
        lines.append(f"- open it on Binder{where}, where everything is installed: {addresses.binder_url(path)}")
    lines.append(f"- or run it on your own machine: {addresses.install_hint(extra)}")
    lines.append("The boards and the tutorials need neither.")
    error = MissingPackages("\n".join(lines), name=missing[0])
    if not _skip_later_cells(f"Skipped: this needs {names} (see the cell that checks for them)."):
        raise error
    print(error, file=sys.stderr)  # a notebook shows stderr as an error output
