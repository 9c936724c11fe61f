"""Names a package exports but imports only when first used (PEP 562).

A game's board brings in anywidget, traitlets and IPython; its rules need none of them, so a
simulation worker or a script that only plays games never pays for the widget stack.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, where: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A module's ``__getattr__`` and ``__dir__`` for ``package``: each name of ``where``
    (name -> the relative module that defines it) is imported at its first use, then kept in
    the package; ``dir()`` (a notebook's tab completion) lists them from the start."""

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(where[name], package), name)
        setattr(sys.modules[package], name, value)  # looked up once
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *where})

    return __getattr__, __dir__
