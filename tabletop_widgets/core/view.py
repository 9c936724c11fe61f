"""The view envelope: the fields every game's ``view(seat)`` starts with (js/README.md, "The
view envelope"), built here once so the three games cannot drift apart.

    game, title, players, seat, teacher, current_player, phase (a name), round,
    seats: [{seat, name, colour ("#rrggbb"), vp, ...the game's own seat fields}],
    log: every event of the game, oldest first, each {seat, kind, text, action},
    scores, breakdown, winners (None until the game is over),
    static: facts of the board that do not change during a game (sent once by a board),

then the game's own fields. ``action`` in a log entry is the move whose ``apply`` wrote it
(None for events of the set-up), so a board can highlight the last move. A log entry's
structured ``data`` never enters a view: what a seat may read is its ``text``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from .types import JSON

if TYPE_CHECKING:
    from .game import Game

_HEX = re.compile(r"#[0-9a-f]{6}")


def check_seat(game: Game, seat: Any) -> None:
    """Refuse anything but None or a seat index of ``game`` (True, 99, "0", -1, 1.0: ValueError)."""
    if seat is None:
        return
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise ValueError(f"seat must be None or a whole number 0..{game.players - 1}, not {seat!r}")


# The entries built for each game's log, and the events they were built from: a move appends
# lines, so a view reuses those built before (the same objects, which delta.diff compares at
# once) and builds only the new ones. An undo restores other event objects: those are built anew.
_BUILT: WeakKeyDictionary[Game, tuple[list[JSON], list[JSON]]] = WeakKeyDictionary()


def log_entries(game: Game) -> list[JSON]:
    """Every event of the game as a view carries them: {seat, kind, text, action} (the board's
    Log holds the whole game; a move's delta carries only its new lines, core/delta.py). An
    action's fields that may name something hidden (``game.SECRET_FIELDS``, e.g. a card put
    face down under a pile) are left out in every view, as a pile's order is."""
    events = game.state["log"]
    was, built = _BUILT.get(game, ([], []))
    same, most = 0, min(len(was), len(events))
    while same < most and was[same] is events[same]:
        same += 1
    secret = game.SECRET_FIELDS
    entries = built[:same]
    for e in events[same:]:
        action = e.get("action")
        if action is not None:
            hide = secret.get(action["type"], ())
            action = {k: v for k, v in action.items() if k not in hide}
        entries.append({"seat": e["seat"], "kind": e["kind"], "text": e["text"], "action": action})
    _BUILT[game] = (list(events), entries)
    return list(entries)


def envelope(game: Game, seat: int | None, reveal_all: bool, *, phase: str, round: int, seats: list[JSON],
             static: JSON, **fields: Any) -> JSON:
    """A whole view: the common envelope, then ``fields`` (the game's own).

    ``seats`` are the game's per-seat dicts; each gets ``seat``, ``name``, ``colour`` and
    ``vp`` first (from the game's state and its current scores), then its own fields.
    """
    check_seat(game, seat)
    if not isinstance(phase, str):
        raise TypeError(f"a view's phase is a name, not {phase!r}")
    scores = game.scores()  # the VP track during play; with final scoring once it is over
    state_seats = game.state["seats"]
    shown: list[JSON] = []
    for i, own in enumerate(seats):
        colour = game.seat_colour(i)
        if not _HEX.fullmatch(colour):
            raise ValueError(f"a seat's colour in a view is #rrggbb, not {colour!r}")
        shown.append({"seat": i, "name": state_seats[i]["name"], "colour": colour, "vp": scores[i], **own})
    over = game.is_over
    return {
        "game": game.NAME, "title": game.TITLE, "players": game.players, "seat": seat,
        "teacher": bool(reveal_all), "current_player": game.current_player, "phase": phase, "round": round,
        "seats": shown,
        "log": log_entries(game),
        "scores": scores, "breakdown": game.score_breakdown(),
        "winners": game.winners() if over else None,
        "static": static,
        **fields,
    }
