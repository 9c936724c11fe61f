"""The shape of an action: which types exist and which fields each one takes.

Every game declares ``ACTIONS = {type: {field: FieldType}}``. ``shape_error`` refuses an
action that is not a dict, has an unknown type, unknown or missing fields, or a value of the
wrong type, with a reason that names the field. Rules checks come after, in the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .types import Action

MAX_TEXT = 200  # longer strings are never valid ids; refuse them without echoing them
MAX_NUMBER = 1_000_000  # no count in these games comes near; larger numbers are refused unread


_REQUIRED = object()


@dataclass(frozen=True)
class Field:
    kind: type  # int, str, bool or list (a list of str)
    default: object = _REQUIRED  # a field with a default may be left out
    optional: bool = False  # may be left out, with no default (meaningful for some moves only)
    doc: str = ""

    @property
    def required(self) -> bool:
        return self.default is _REQUIRED and not self.optional


def _describe(value: Any) -> str:
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else f"a text of {len(value)} characters"
    if isinstance(value, (dict, list)):
        return f"a {type(value).__name__}"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
        return f"a number of {len(str(abs(value))) if value.bit_length() < 10_000 else 'thousands of'} digits"
    text = repr(value)
    return text if len(text) <= 40 else f"a {type(value).__name__} value"


def _type_name(kind: type) -> str:
    return {int: "a whole number", str: "a text", bool: "true or false", list: "a list of texts"}[kind]


def _value_ok(kind: type, value: Any) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_NUMBER
    if kind is str:
        return isinstance(value, str) and len(value) <= MAX_TEXT
    if kind is bool:
        return isinstance(value, bool)
    if kind is list:
        return (isinstance(value, list) and len(value) <= 20
                and all(isinstance(v, str) and len(v) <= MAX_TEXT for v in value))
    raise TypeError(kind)


def shape_error(action: Any, specs: dict[str, dict[str, Field]]) -> str | None:
    """None if ``action`` has a valid shape, else a reason naming what is wrong."""
    if not isinstance(action, dict):
        return f"An action must be a dict with a 'type' field, not {_describe(action)}."
    kind = action.get("type")
    if not isinstance(kind, str):
        return f"The action's 'type' field must be a text naming the action, not {_describe(kind)}."
    if kind not in specs:
        known = ", ".join(sorted(specs))
        return f"There is no action of type {_describe(kind)}; the actions are: {known}."
    fields = specs[kind]
    for name in action:
        if name != "type" and name not in fields:
            allowed = ", ".join(fields) or "none"
            return (f"A '{kind}' action has no field {_describe(name)}"
                    f" (its fields: {allowed}).")
    for name, field in fields.items():
        if name not in action:
            if field.required:
                return f"A '{kind}' action needs the field '{name}' ({field.doc or _type_name(field.kind)})."
            continue
        if not _value_ok(field.kind, action[name]):
            return (f"The field '{name}' of a '{kind}' action must be {_type_name(field.kind)},"
                    f" not {_describe(action[name])}.")
    return None


def normalized(action: Action, specs: dict[str, dict[str, Field]]) -> Action:
    """A well-shaped action with its left-out defaults filled in (the form legal_actions uses)."""
    full = {"type": action["type"]}
    for name, field in specs[action["type"]].items():
        if name in action:
            full[name] = action[name]
        elif field.default is not _REQUIRED:
            full[name] = field.default
    return full
