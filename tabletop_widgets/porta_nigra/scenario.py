"""Build any Porta Nigra position, e.g. a rulebook example, without playing up to it.

Bricks and Romans are moved from the reserves, so the component limits still hold; the
game's history starts at the position built, so ``undo`` goes back to it and no further.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.scenarios import checked_scenario, count, seat_changes, seat_index
from ..core.types import JSON
from .components import COLOURS
from .rules import PortaNigra, new_game
from .table import Table

_SEAT_FIELDS = {"coins", "torches", "influence", "romans", "master_builder", "bricks", "hand",
                "building_cards", "honour_cards"}


@checked_scenario
def scenario(players: int = 2, seed: int = 0, *, names: Sequence[str] | None = None, to_play: int | None = None,
             card: str | None = None, market: dict[str, int] | None = None, seats: dict[int, JSON] | None = None,
             spots: dict[str, Sequence[int]] | None = None, supply_top: list[str] | None = None,
             building_display: list[str] | None = None, honour_display: list[str] | None = None,
             round: int | None = None, last_turn: bool = False, game_over: bool = False,
             **options: Any) -> PortaNigra:
    """A position: a fresh game with these changes.

    - ``to_play``: the seat whose turn it is (its turn starts without a refill);
      ``card``: the action card it has already played (phase "actions").
    - ``market``: bricks per shop, e.g. ``{"black": 1}`` (unnamed shops empty).
    - ``seats``: ``{seat: {"coins": 5, "bricks": {"yellow": 6}, "master_builder": "red", ...}}``;
      ``romans`` counts the play area; ``hand`` lists action card ids.
    - ``spots``: ``{"basilica.A1": (seat, bricks)}`` or ``(seat, bricks, white)`` elements on the board.
    - ``supply_top``: supply card ids drawn next, in order; the displays as lists of card ids.
    - ``last_turn``: every other card of the round has been played (decks and hands empty),
      so ending this turn ends the round.
    - ``game_over``: the game has ended in this position (after the last round, unless ``round``
      says which): the final scoring is done, so a board shows it, as a rulebook example of the
      final scoring describes it.
    """
    game = new_game(players, seed, names=names, **options)
    state, t = game.state, game.t
    seats = seat_changes(seats, players)
    if to_play is not None:
        seat_index(to_play, players, "to_play")
    if market is not None and not isinstance(market, dict):
        raise ValueError(f"scenario: market must be a dict {{shop: bricks}}, not {type(market).__name__}.")
    _set_market(state, market or {})
    _set_spots(state, t, spots or {}, players)
    for seat, changes in (seats or {}).items():
        _set_seat(state, seat, changes)
    _set_piles(state, supply_top, building_display, honour_display)
    if round is not None:
        state["round"] = round
    if to_play is not None:
        _begin_turn(state, t, to_play)
    if card is not None:
        _play_card(state, t, card)
    if last_turn:
        for s in state["seats"]:
            s["discard"] += s["deck"] + s["hand"]
            s["deck"], s["hand"] = [], []
    state["log"] = []  # the set-up events told of the game this was built from, not of this position
    game._log("A position is set up for an example.", kind="scenario")
    if game_over:
        if round is None:
            state["round"] = state["rounds"]
        ending = PortaNigra(state)
        ending._finish()
        state = ending.state  # the ended position is where the scenario starts (and undo stops)
    return PortaNigra(state)


def _take_bricks(state: JSON, n: int, what: str) -> None:
    """Bricks leave the reserve for ``what``: the component limit holds."""
    if n > state["reserve"]:
        raise ValueError(f"scenario: {what} needs {n} bricks but only {state['reserve']} are left of 90.")
    state["reserve"] -= n


def _set_market(state: JSON, market: dict[str, int]) -> None:
    # Start from an empty market: the set-up fill goes back to the reserve.
    state["reserve"] += sum(state["market"].values())
    state["market"] = {c: 0 for c in COLOURS}
    for shop, n in market.items():
        if shop not in COLOURS:
            raise ValueError(f"scenario: market has no {shop!r} shop (the shops: {', '.join(COLOURS)}).")
        _take_bricks(state, count(n, f"market[{shop!r}]", 90), f"the {shop} shop")
        state["market"][shop] = n


def _set_spots(state: JSON, t: Table, spots: dict[str, Sequence[int]], players: int) -> None:
    """Building elements on the board, each with its Roman (from the reserve while it lasts)."""
    for sid, element in spots.items():
        if sid not in t.spots:
            raise ValueError(f"scenario: spots has no building spot {sid!r}.")
        seat, n, white = (tuple(element) + (0,))[:3]
        seat_index(seat, players, f"spots[{sid!r}]'s seat")
        _take_bricks(state, count(n, f"spots[{sid!r}]'s bricks", 8), f"spot {sid}")
        count(white, f"spots[{sid!r}]'s white bricks", n)
        me = state["seats"][seat]
        if me["romans_reserve"] > 0:
            me["romans_reserve"] -= 1
        else:
            me["romans"] -= 1
        me["elements"] += 1
        state["spots"][sid] = {"seat": seat, "colour": t.spots[sid]["colour"], "bricks": n, "white": white}


def _set_seat(state: JSON, seat: int, changes: JSON) -> None:
    """One seat's changes (``_SEAT_FIELDS``): bricks and Romans from the reserves, cards from their piles."""
    me = state["seats"][seat]
    unknown = set(changes) - _SEAT_FIELDS
    if unknown:
        raise ValueError(f"scenario: unknown seat fields {sorted(unknown)}; use {sorted(_SEAT_FIELDS)}.")
    for key, value in changes.items():
        if key == "bricks":
            for colour, n in value.items():
                if colour not in COLOURS:
                    raise ValueError(f"scenario: seats[{seat}]['bricks'] has no colour {colour!r}.")
                count(n, f"seats[{seat}]['bricks'][{colour!r}]", 90)
                _take_bricks(state, n - me["bricks"][colour], f"{me['name']}'s {colour} bricks")
                me["bricks"][colour] = n
        elif key == "romans":
            count(value, f"seats[{seat}]['romans']", 15)
            me["romans_reserve"] += me["romans"] - value
            if me["romans_reserve"] < 0:
                raise ValueError("scenario: a colour has only 15 Romans.")
            me["romans"] = value
        elif key == "hand":
            pool = me["deck"] + me["hand"]
            for c in value:
                if c not in pool:
                    raise ValueError(f"scenario: action card {c!r} is not in {me['name']}'s deck.")
                pool.remove(c)
            me["deck"], me["hand"] = pool, list(value)
        elif key in ("building_cards", "honour_cards"):
            pile = key.split("_")[0]  # the cards leave their deck or display
            for c in value:
                for where in (f"{pile}_deck", f"{pile}_display"):
                    if c in state[where]:
                        state[where].remove(c)
            me[key] = list(value)
        elif key in ("coins", "torches", "influence"):
            me[key] = count(value, f"seats[{seat}][{key!r}]")
        else:
            me[key] = value


def _set_piles(state: JSON, supply_top: list[str] | None, building_display: list[str] | None,
               honour_display: list[str] | None) -> None:
    """The supply cards drawn next, and the displays (their cards leave the decks)."""
    if supply_top:
        deck = [c for c in state["supply_deck"] + state["supply_discard"] if c not in supply_top]
        state["supply_deck"], state["supply_discard"] = deck + list(reversed(supply_top)), []
    for name, cards in (("building", building_display), ("honour", honour_display)):
        if cards is not None:
            pool = state[f"{name}_deck"] + state[f"{name}_display"]
            state[f"{name}_display"] = list(cards)
            state[f"{name}_deck"] = [c for c in pool if c not in cards]


def _begin_turn(state: JSON, t: Table, to_play: int) -> None:
    """``to_play``'s turn starts, without a refill; every master builder stands somewhere."""
    state["current"] = to_play
    for s in state["seats"]:
        s["master_builder"] = s["master_builder"] or t.quarters[0]
    state["phase"] = "play_card"
    state["turn"] = {"card": None, "slot": None, "used": [], "markers": 0, "tokens": 0, "forfeits": 0, "honour": False,
                     "honour_slot": None}


def _play_card(state: JSON, t: Table, card: str) -> None:
    """The player to move has played ``card`` (from the hand, else the deck): phase "actions"."""
    me = state["seats"][state["current"]]
    pile = "hand" if card in me["hand"] else "deck"
    if card not in me[pile]:
        raise ValueError(f"scenario: action card {card!r} is not in {me['name']}'s hand or deck.")
    state["turn"]["slot"] = me["hand"].index(card) if pile == "hand" else None
    me[pile].remove(card)
    state["turn"]["card"], state["turn"]["markers"] = card, t.action_cards[card]["torches"]
    state["phase"] = "actions"
