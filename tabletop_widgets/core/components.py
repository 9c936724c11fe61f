"""Component sets: each game keeps its values in one JSON file (with provenance per value);
a player can load their own copy as a path, a JSON text or a dict."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any


@cache
def read_json(path: Path) -> dict:
    """A game's shipped component file, read once (callers treat it as read-only)."""
    return json.loads(path.read_text(encoding="utf-8"))


def editable_copy(path: Path) -> dict:
    """The shipped component set as a copy of its own: what a user edits into their own set
    must not change the cached set every game shares."""
    return copy.deepcopy(read_json(path))


def load(source, *, default: Path, problem, title: str) -> dict:
    """The component set ``source`` names, checked by ``problem(data)`` so mistakes show early.

    ``source``: None or "default" (the shipped set), a dict, JSON text (it starts with a
    brace) or the path of a JSON file.
    """
    if source is None or source == "default":
        return read_json(default)
    if isinstance(source, dict):
        data = source
    else:
        try:
            text = source if str(source).lstrip().startswith("{") else Path(source).read_text(encoding="utf-8")
            data = json.loads(text)
        except (OSError, TypeError, ValueError) as err:
            raise ValueError(f"Cannot read {title} components from {str(source)[:80]!r}: {err}") from None
    reason = problem(data)
    if reason:
        raise ValueError(f"These {title} components cannot be used: {reason}")
    return data


def look_ups(table: type, default_components: Callable[[], dict]) -> Callable[[Any], Any]:
    """A game's ``table_for(components)``: its look-up ``table`` for a game's components,
    built once for "default" (shared by every game that uses them), fresh for a component set."""
    shared: list = []

    def table_for(components):
        if components == "default":
            if not shared:
                shared.append(table(default_components()))
            return shared[0]
        return table(components)

    return table_for
