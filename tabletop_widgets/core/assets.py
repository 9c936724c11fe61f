"""Front-end sources: find the ESM files and inline a board entry's relative imports.

anywidget loads one ES module per widget from a string, so relative imports cannot be
resolved in the browser. A board entry imports its helpers from sibling modules
(``import { h, frame } from "./shared.js";``, ``"./grid.js"``, which may import from
``"./shared.js"`` in turn); this replaces each such import with the imported file itself
(its ``export`` keywords dropped), every file once, dependencies first; ``a as b`` in an
import becomes ``const b = a;`` (once, however many files import it so). A re-export
(``export { h } from "./vdom.js";``, how ``shared.js`` gathers the modules a board uses) is
inlined the same way. Inlined files share one scope, so their top-level names must differ.
No Node, no bundler, no network.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

_PACKAGED = Path(__file__).resolve().parent.parent / "js"            # inside a wheel
_SOURCE = Path(__file__).resolve().parent.parent.parent / "js"       # a source checkout
# ``import { ... } from "./x.js";`` and ``export { ... } from "./x.js";`` (a re-export: in the
# shared scope the names are there once the file is inlined).
_IMPORT = re.compile(r'^(?:import|export)\s*\{([^}]*)\}\s*from\s*"\./([\w.-]+\.js)";?[ \t]*\n?', re.M)
_EXPORT = re.compile(r"^export (?=(?:async\s+)?function|const|let|class)", re.M)


def js_dir() -> Path:
    for folder in (_PACKAGED, _SOURCE):
        if (folder / "shared.js").exists():
            return folder
    raise FileNotFoundError("tabletop-widgets' front-end files (js/shared.js) are missing from this install.")


def _inline(folder: Path, name: str, done: set[str], trail: tuple[str, ...]) -> str:
    """``name``'s source with its relative imports replaced by the files they import."""
    if name in trail:
        raise RuntimeError(f"js/{name} imports itself through {' -> '.join(trail + (name,))}.")
    path = folder / name
    if not path.is_file():
        raise RuntimeError(f"js/{trail[-1]} imports ./{name}, which is not in {folder}.")
    source = path.read_text(encoding="utf-8")

    def replace(match: re.Match[str]) -> str:
        names, dep = match.groups()
        # ``import { a as b }`` becomes ``const b = a;`` after the inlined file, once a bundle
        # (several modules may import ``svgText as t``; ``done`` holds files and aliases).
        aliases = ""
        for real, alias in re.findall(r"([\w$]+)\s+as\s+([\w$]+)", names):
            if f"{alias} = {real}" not in done:
                done.add(f"{alias} = {real}")
                aliases += f"const {alias} = {real};\n"
        if dep in done:
            return aliases
        body = _inline(folder, dep, done, trail + (name,))
        done.add(dep)
        return _EXPORT.sub("", body).rstrip("\n") + "\n" + aliases

    return _IMPORT.sub(replace, source)


@cache
def board_esm(entry: str) -> str:
    """The ES module for one board (e.g. "porta_nigra.js") with its relative imports inlined."""
    folder = js_dir()
    bundled = _inline(folder, entry, set(), ())
    if "./shared.js" not in (folder / entry).read_text(encoding="utf-8"):
        raise RuntimeError(f"{entry} must import its helpers from './shared.js'.")
    if re.search(r'from\s*"\./', bundled):
        raise RuntimeError(f"{entry}: a relative import is not of the form 'import {{ ... }} from \"./x.js\";'.")
    return bundled
