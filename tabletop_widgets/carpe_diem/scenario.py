"""Build any Carpe Diem position, e.g. a rulebook example, without playing up to it.

Tiles are taken from wherever they lie (piles, blueprint spaces, seal spaces), and holes
on the game board are refilled from the piles, so all 123 tiles stay accounted for. Every
district tile is placed by the building rules (next to a placed tile, all sides matching)
and what it completes is recorded, without rewards. The game's history starts at the
position built, so ``undo`` goes back to it and no further.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.scenarios import checked_scenario, count, seat_changes, seat_index
from ..core.types import JSON
from .components import WARES
from .rules import CarpeDiem, new_game

if TYPE_CHECKING:
    from .table import Table

_SEAT_FIELDS = {"district", "wares", "coins", "bread", "bar", "meeple", "fountain_cards", "frame", "board", "stored"}


@checked_scenario
def scenario(players: int = 2, seed: int = 0, *, names: Sequence[str] | None = None,
             seats: dict[int, JSON] | None = None, cards: dict[str, str] | None = None,
             to_play: int | None = None, holding: str | None = None, seals: list[str] | None = None,
             scoring: bool = False, phase: int | None = None, **options: Any) -> CarpeDiem:
    """A position: a fresh game with the patricians on spaces 0, 1, ... and these changes.

    - ``seats``: ``{seat: {...}}`` with ``district`` (a list of ``(row, col, tile, rotation)``
      placed in that order), ``wares`` (e.g. ``{"fish": 2}``), ``coins``, ``bread``, ``bar``
      (a bar space; the disc goes on top there), ``meeple``, ``fountain_cards`` and ``stored``
      (ids), ``frame`` (4 frame part ids, top/right/bottom/left) and ``board`` (a board id).
    - ``cards``: scoring cards on card spaces, e.g. ``{"r1c0": "C01"}``.
    - ``to_play``: the seat whose turn it is; ``holding``: the tile it has just taken.
    - ``seals``: tiles for the first seal spaces (the rest stay as dealt).
    - ``scoring``: begin a scoring period now (the first scorer places a disc next).
    - ``phase``: the phase number shown (tiles on the board stay as dealt).
    """
    game = new_game(players, seed, names=names, first_player=0, **options)
    state, t = game.state, game.t
    seats = seat_changes(seats, players)
    if to_play is not None:
        seat_index(to_play, players, "to_play")
    for changes in seats.values():
        unknown = set(changes) - _SEAT_FIELDS
        if unknown:
            raise ValueError(f"scenario: unknown seat fields {sorted(unknown)}; use {sorted(_SEAT_FIELDS)}.")
    wanted = [tile for changes in seats.values() for tile in
              [d[2] for d in changes.get("district", ())] + list(changes.get("stored", ()))]
    wanted += ([holding] if holding else []) + list(seals or [])
    _claim_tiles(state, t, wanted)
    for k, tile in enumerate(seals or []):
        state["dark_pile"].append(state["seals"][k])
        state["seals"][k] = tile
    for i, s in enumerate(state["seats"]):
        s["meeple"] = i
    for seat, changes in seats.items():
        _set_seat(game, seat, changes)
    for space, card in (cards or {}).items():
        _set_card(state, t, space, card)
    if phase is not None:
        state["game_phase"] = phase
    state["turn"] = 0
    game._begin_turn()
    if to_play is not None:
        state["turn"] = (to_play - state["start_player"]) % players
        state["current"] = to_play
    if holding:
        state["holding"], state["phase"] = holding, "place"
    if scoring:
        game._begin_scoring()
    state["log"] = []  # the set-up events told of the game this was built from, not of this position
    game._log("A position is set up for an example.", kind="scenario")
    return CarpeDiem(state)


def _claim_tiles(state: JSON, t: Table, tiles: list[str]) -> None:
    """Take tiles out of the piles and off the board; refill the holes from the piles."""
    if len(set(tiles)) != len(tiles):
        raise ValueError("scenario: a tile is used twice.")
    for tile in tiles:
        if tile not in t.tiles:
            raise ValueError(f"scenario: there is no tile {tile!r}.")
        for pile in ("light_pile", "dark_pile", "box"):
            if tile in state[pile]:
                state[pile].remove(tile)
        for space in state["spaces"]:
            if tile in space:
                space.remove(tile)
        if tile in state["seals"]:
            state["seals"][state["seals"].index(tile)] = None
    for space in state["spaces"]:
        while len(space) < t.rules["tiles_per_space"]:
            space.append(state["light_pile"].pop())
    state["dealt"] = [list(space) for space in state["spaces"]]
    state["seals"] = [tile or state["dark_pile"].pop() for tile in state["seals"]]


def _swap(state: JSON, seat: int, key: str, wanted: list[str]) -> None:
    """Give a seat a board or frame parts; a seat that had them gets the seat's old ones."""
    me = state["seats"][seat]
    others = [s for s in state["seats"] if s is not me]
    if key == "board":
        for other in others:
            if other["board"] == wanted[0]:
                other["board"] = me["board"]
        return
    spare = [p for p in me["frame"] if p not in wanted]
    for other in others:
        other["frame"] = [spare.pop() if p in wanted else p for p in other["frame"]]


def _set_seat(game: CarpeDiem, seat: int, changes: JSON) -> None:
    state, t = game.state, game.t
    me = state["seats"][seat]
    if "board" in changes:
        _swap(state, seat, "board", [changes["board"]])
        me["board"] = changes["board"]
        board = t.boards[changes["board"]]
        me["banderoles"] = sorted(t.cell(r, c) for r, c in board["banderoles"])
    if "frame" in changes:
        _swap(state, seat, "frame", list(changes["frame"]))
        me["frame"] = list(changes["frame"])
    for row, col, tile, rot in changes.get("district", ()):
        cell = t.cell(row, col)
        if cell not in game.t.geometry.frontier(me["district"], game.shovel(seat)) or \
                (cell, rot) not in game.placements(seat, tile):
            state["current"], state["holding"], state["phase"] = seat, tile, "place"
            reason = game._why_place({"row": row, "col": col, "rotation": rot}, me)
            raise ValueError(f"scenario: {tile} cannot go at row {row}, column {col}: {reason}")
        game.put_tile(seat, cell, tile, rot)
        if cell in me["banderoles"]:
            me["banderoles"].remove(cell)
    if "wares" in changes:
        unknown = set(changes["wares"]) - set(WARES)
        if unknown:
            raise ValueError(f"scenario: seats[{seat}]['wares'] names unknown wares {sorted(map(str, unknown))}.")
        me["wares"] = {w: count(changes["wares"].get(w, 0), f"seats[{seat}]['wares'][{w!r}]") for w in WARES}
    for key in ("coins", "bread"):
        if key in changes:
            me[key] = count(changes[key], f"seats[{seat}][{key!r}]")
    if "meeple" in changes:
        me["meeple"] = changes["meeple"]
    if "bar" in changes:
        me["bar"] = 0
        game._advance(seat, changes["bar"])
    if "stored" in changes:
        me["stored"] = list(changes["stored"])
    for card in changes.get("fountain_cards", ()):
        state["fountain_pile"].remove(card)
        me["fountain_cards"].append(card)


def _set_card(state: JSON, t: Table, space: str, card: str) -> None:
    if card not in t.cards:
        raise ValueError(f"scenario: there is no scoring card {card!r}.")
    if state["cards"].get(space, None) is None:
        raise ValueError(f"scenario: {space!r} is not a card space in use with {len(state['seats'])} players.")
    for other, held in state["cards"].items():
        if held == card:
            state["cards"][other] = state["cards"][space]
    state["cards"][space] = card
