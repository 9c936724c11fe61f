"""Front-end sources: find the ESM files and inline shared.js into a board's entry.

anywidget loads one ES module per widget from a string, so relative imports cannot be
resolved in the browser. The entries import from "./shared.js"; this replaces that import
with shared.js itself (its ``export`` keywords dropped). No Node, no bundler, no network.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

_PACKAGED = Path(__file__).resolve().parent.parent / "js"            # inside a wheel
_SOURCE = Path(__file__).resolve().parent.parent.parent / "js"       # a source checkout
_IMPORT_SHARED = re.compile(r'^import\s*\{[^}]*\}\s*from\s*"\./shared\.js";?\s*$', re.M)
_EXPORT = re.compile(r"^export (?=(?:async\s+)?function|const|let|class)", re.M)


def js_dir() -> Path:
    for folder in (_PACKAGED, _SOURCE):
        if (folder / "shared.js").exists():
            return folder
    raise FileNotFoundError("tabletop-widgets' front-end files (js/shared.js) are missing from this install.")


@lru_cache(maxsize=None)
def board_esm(entry: str) -> str:
    """The ES module for one board (e.g. "porta_nigra.js") with shared.js inlined."""
    folder = js_dir()
    source = (folder / entry).read_text(encoding="utf-8")
    shared = _EXPORT.sub("", (folder / "shared.js").read_text(encoding="utf-8"))
    bundled, count = _IMPORT_SHARED.subn(lambda _: shared, source, count=1)
    if count != 1:
        raise RuntimeError(f"{entry} must import its helpers from './shared.js' in one import statement.")
    return bundled
