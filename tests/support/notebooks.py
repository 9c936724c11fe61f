"""The notebooks the project ships: those git tracks under notebooks/. A learner's own
notebook, or a JupyterLab checkpoint, is never collected, so it cannot fail the suite."""

from __future__ import annotations

import subprocess
from functools import lru_cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"


@lru_cache(maxsize=1)
def shipped_notebooks() -> tuple[Path, ...]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--", "*.ipynb"], cwd=NOTEBOOKS, capture_output=True,
                                check=True, timeout=30).stdout.decode().split("\0")
        found = {(NOTEBOOKS / name).resolve() for name in listed if name}
    except (OSError, subprocess.SubprocessError):  # not a git checkout (e.g. an unpacked sdist)
        found = {p.resolve() for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts}
    return tuple(sorted(p for p in found if p.exists()))
