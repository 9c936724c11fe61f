"""Names for the shapes every module passes around, so annotations say what a value is."""

from __future__ import annotations

from typing import Any, TypeAlias

JSON: TypeAlias = dict[str, Any]  # a JSON object: a position, a view, a save, a component set
Action: TypeAlias = dict[str, Any]  # a move as legal_actions lists it and apply takes it (core.actions)
