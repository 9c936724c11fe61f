"""Where a board's pieces are: the piece each choice glows on, the move a click on a piece
without choices stands for, the choices offered and a button's caption. No traitlets, no
widget: a board's session (core/session.py) owns one ``Pieces`` and asks it about the view
it shows, which it passes in; nothing here reads the game's internal state.

A game says in a table (``Target`` rows, ``TARGETS`` in its ``<game>/pieces.py``) which piece
each action is clicked on, and in ``GROUPS`` the captions of its buttons; from the table and
the view ``Pieces`` derives ``target(action)`` and, for a click on a piece without choices,
the example move whose refusal explains it. A game's subclass overrides what its table
cannot say (Carpe Diem merges placements that look alike; Magna Roma clicks a build on a
corner or the town centre).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from .actions import Field
from .types import JSON, Action


@dataclass(frozen=True)
class Target:
    """One row of a board's target table: an action of type ``action`` is clicked on the
    piece ``<piece>:<action[field]>`` (js/README.md lists each board's piece kinds).

    The first row for an action type names the piece its choices glow on. Every row also
    serves the explain path: a click on a piece ``<piece>:<id>`` without choices is answered
    with the refusal of ``{"type": action, field: id, **fill}``, where ``fill`` maps each
    other field the action needs to a function ``(id, view) -> value`` (the view the board
    shows, ``static`` included). ``when(id)`` limits a row to some ids of its piece kind.
    Actions without a row are buttons (``button:<type>``)."""

    action: str
    piece: str
    field: str
    fill: dict[str, Callable[[str, JSON], object]] = dataclasses.field(default_factory=dict)  # (``field`` is a row's)
    when: Callable[[str], bool] | None = None


class Pieces:
    """A board's pieces, read against the view it shows (``static`` included, as every method
    takes it): the table ``TARGETS`` and the button captions ``GROUPS`` (action type ->
    caption; default: from the type). ``actions``: the game's action shapes (``ACTIONS``),
    which say whether a button's move needs fields."""

    TARGETS: ClassVar[tuple[Target, ...]] = ()
    GROUPS: ClassVar[Mapping[str, str]] = {}
    AREAS: ClassVar[Mapping[str, str]] = {}  # piece kind -> where the board draws it, in words (a hint's)

    def __init__(self, actions: Mapping[str, Mapping[str, Field]]):
        self.actions = actions

    def target(self, action: Action, view: JSON) -> str:
        """The piece a player clicks for this action, as ``kind:id``."""
        for row in self.TARGETS:
            if row.action == action["type"]:
                return f"{row.piece}:{action[row.field]}"
        return f"button:{action['type']}"

    def example_action(self, target: str, view: JSON) -> Action | None:
        """The move a click on a piece without choices would have asked for (to explain why
        not), from the table and the view shown."""
        kind, _, name = target.partition(":")
        if kind == "button":
            fields = self.actions.get(name)
            return {"type": name} if fields is not None and not any(f.required for f in fields.values()) else None
        for row in self.TARGETS:
            if row.piece == kind and (row.when is None or row.when(name)):
                try:
                    return {"type": row.action, row.field: name,
                            **{key: fill(name, view) for key, fill in row.fill.items()}}
                except (KeyError, IndexError, TypeError, ValueError):
                    return None  # a piece this view does not show
        return None

    def offered(self, actions: list[Action], view: JSON, asked: Action | None) -> list[Action]:
        """The legal actions offered as choices: all of them (a board may merge moves that a
        player cannot tell apart, keeping ``asked``, the lesson step's move, among them; the
        game still accepts each)."""
        return actions

    def group(self, action: Action) -> str:
        """The caption of the button or menu that holds this action ("" for a drawn piece)."""
        if any(row.action == action["type"] for row in self.TARGETS):
            return ""
        kind: str = action["type"]
        return self.GROUPS.get(kind, kind.replace("_", " ").capitalize())

    def area(self, target: str) -> str:
        """Where the board draws ``target``'s piece, in words: a hint's "where to look"."""
        kind = target.partition(":")[0]
        if kind == "button":
            return "the buttons in the bar"
        return self.AREAS.get(kind, f"the {kind.replace('_', ' ')}s")
