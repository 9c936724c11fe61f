"""Build any Magna Roma position, e.g. a rulebook example, without playing up to it.

Tiles and monuments are moved out of the decks, draft and market, so every component is
still in exactly one place; the game's history starts at the position built, so ``undo``
goes back to it and no further.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.scenarios import checked_scenario, count, seat_changes, seat_index
from ..core.types import JSON
from . import city
from .rules import STOCKS, MagnaRoma, new_game

_SEAT_FIELDS = {"city", "reserved", "tracks", "monuments", "points", "track_bonuses"} | set(STOCKS)


@checked_scenario
def scenario(players: int = 2, seed: int = 0, *, names: Sequence[str] | None = None, to_play: int = 0,
             phase: str = "place", seats: dict[int, JSON] | None = None, monument_market: list[str] | None = None,
             provinces: list[str] | None = None, conquests: dict[tuple[str, int], int] | None = None,
             trade_tokens: list[str] | None = None, **options: Any) -> MagnaRoma:
    """A position: a fresh game whose first tiles are chosen (seat k holds slot k), with these changes.

    - ``to_play``: the seat whose turn it is; ``phase``: "place" (its reserved tile is still in
      the draft), "action" or "end" (the tile is placed: its slot is empty).
    - ``seats``: ``{seat: {"city": {(row, col): "r05" or ("r05", rotation) or ("r05", rotation,
      blessed)}, "reserved": "p12", "tracks": {"red": 9}, "coins": 5, "monuments": [{"id":
      "basilica", "row": 1, "col": 1, "workers": 2}], ...}}``; stocks are coins, population,
      blessings, legions, luxuries and faith.
    - ``monument_market``, ``provinces``, ``trade_tokens``: the ids in play, in slot order;
      ``conquests``: ``{("africa", 1): seat}``.
    """
    if phase not in ("place", "action", "end"):
        raise ValueError("scenario: phase must be 'place', 'action' or 'end'.")
    game = new_game(players, seed, names=names, **options)
    state, t = game.state, game.t
    seats = seat_changes(seats, players)
    seat_index(to_play, players, "to_play")
    bottom = state["decks"][-1]
    for k, seat in enumerate(state["seats"]):
        seat["slot"] = k
    state["choosers"], state["phase"], state["current"] = [], phase, to_play
    for k, changes in (seats or {}).items():
        _set_seat(state, k, changes)
    _set_market(state, t.rules["monument_market"], monument_market)
    if provinces is not None:
        state["provinces"] = list(provinces)
    if conquests:
        for (province, slot), holder in conquests.items():
            state["conquests"][state["provinces"].index(province)][slot] = holder
    if trade_tokens is not None:
        state["trade_tokens"] = list(trade_tokens)
    if phase != "place":  # the turn's tile is already in the city
        if game.solo:  # the pool was refilled at once and the marker left it
            state["seats"][0]["slot"] = None
        else:
            bottom.insert(0, state["draft"][to_play])
            state["draft"][to_play] = None
    state["log"] = []  # the set-up events told of the game this was built from, not of this position
    game._log("A position is set up for an example.", kind="scenario")
    return MagnaRoma(state)


def _take_tile(state: JSON, tile_id: str) -> None:
    """Remove a tile from wherever it waits (deck or draft); a draft slot is refilled."""
    for deck in state["decks"]:
        if tile_id in deck:
            deck.remove(tile_id)
            return
    if tile_id in state["draft"]:
        k = state["draft"].index(tile_id)
        state["draft"][k] = state["decks"][0].pop()
        return
    raise ValueError(f"scenario: tile {tile_id!r} is not in the decks or draft (used twice?).")


def _set_seat(state: JSON, k: int, changes: JSON) -> None:
    """Seat ``k``'s changes (``_SEAT_FIELDS``); its city's tiles and reserved tile leave the decks and draft."""
    me = state["seats"][k]
    unknown = set(changes) - _SEAT_FIELDS
    if unknown:
        raise ValueError(f"scenario: unknown seat fields {sorted(unknown)}; use {sorted(_SEAT_FIELDS)}.")
    for (row, col), spec in changes.get("city", {}).items():
        spec = (spec,) if isinstance(spec, str) else tuple(spec)
        tile_id, rotation, blessed = (spec + (0, False)[len(spec) - 1:])[:3]
        if not city.on_grid(row, col) or (row, col) == (0, 0):
            raise ValueError(f"scenario: row {row}, col {col} is not a free cell of a city.")
        _take_tile(state, tile_id)
        me["city"][city.index(row, col)] = [tile_id, rotation, blessed]
        me["placed"] += 1
    if "reserved" in changes:
        _take_tile(state, changes["reserved"])
        state["decks"][-1].insert(0, state["draft"][k])  # the tile it replaces goes to the bottom deck
        state["draft"][k] = changes["reserved"]
    for key in STOCKS:
        if key in changes:
            me[key] = count(changes[key], f"seats[{k}][{key!r}]")
    for key in ("tracks", "points"):
        me[key].update(changes.get(key, {}))
    if "track_bonuses" in changes:
        me["track_bonuses"] = list(changes["track_bonuses"])
    for m in changes.get("monuments", []):
        me["monuments"].append({"id": m["id"], "row": m.get("row", 0), "col": m.get("col", 0),
                                "workers": m.get("workers", 0)})


def _set_market(state: JSON, size: int, monument_market: list[str] | None) -> None:
    """The monument market (given, or the set-up's less the monuments built, refilled from the
    deck up to ``size``); every other monument not built is the deck."""
    built = [m["id"] for s in state["seats"] for m in s["monuments"]]
    pool = [m for m in state["monument_market"] + state["monument_deck"] if m not in built]
    if monument_market is not None:
        state["monument_market"] = list(monument_market)
    else:  # built monuments leave the market, which refills from the deck
        state["monument_market"] = [m for m in state["monument_market"] if m not in built]
        state["monument_market"] += [m for m in pool if m not in state["monument_market"]][
            :size - len(state["monument_market"])]
    state["monument_deck"] = [m for m in pool if m not in state["monument_market"]]
