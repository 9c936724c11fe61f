"""Component sets: each game keeps its values in one JSON file (with provenance per value);
a player can load their own copy as a path, a JSON text or a dict."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from .types import JSON

TableT = TypeVar("TableT")


@cache
def read_json(path: Path) -> JSON:
    """A game's shipped component file, read once (callers treat it as read-only)."""
    data: JSON = json.loads(path.read_text(encoding="utf-8"))
    return data


def editable_copy(path: Path) -> JSON:
    """The shipped component set as a copy of its own: what a user edits into their own set
    must not change the cached set every game shares."""
    return copy.deepcopy(read_json(path))


def load(source: Any, *, default: Path, problem: Callable[[Any], str | None], title: str) -> JSON:
    """The component set ``source`` names, checked by ``problem(data)`` so mistakes show early.

    ``source``: None or "default" (the shipped set), a dict, JSON text (it starts with a
    brace) or the path of a JSON file.
    """
    if source is None or source == "default":
        return read_json(default)
    if isinstance(source, dict):
        data: JSON = source
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


def look_ups(table: Callable[[JSON], TableT], default_components: Callable[[], JSON]) -> Callable[[Any], TableT]:
    """A game's ``table_for(components)``: its look-up ``table`` for a game's components,
    built once for "default" (shared by every game that uses them), fresh for a component set."""
    shared: list[TableT] = []

    def table_for(components: Any) -> TableT:
        if components == "default":
            if not shared:
                shared.append(table(default_components()))
            return shared[0]
        return table(components)

    return table_for
