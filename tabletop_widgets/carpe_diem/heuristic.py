"""What Carpe Diem's ``evaluate`` knows beyond the score, for the bots (issue 35).

A position's projected score (VP so far plus the final scoring as if the game ended now) says
nothing of the scoring period ahead, so the one-step (steady) bot put its disc on any circle
and failed about 7 cards in 10 (-4 VP each). ``outlook`` adds what a seat's next scoring cards
will change in that projection:

- in a scoring period, the two cards its disc has triggered, met as well as its stock allows,
  or else the best free circle for its stock (a card it cannot meet counts -4): the rules' own
  arithmetic (``scoring``), every order and every number of times, on a small copy of the
  seat's stock. So the bot chooses a circle it can pay, or takes the -4 knowingly.
- during play, ``plan``: what its stock promises towards the best free circle. A card not met
  yet counts part of the difference between meeting it and the -4, growing with the way there
  (wares and coins, features owned, bread towards 3), so every ware towards a card is worth
  something to a bot that looks one step ahead, and the last most. While it builds, the tile
  in hand (or the best on its space) counts as what it would complete (``with_tile``).

``building`` gives a built tile more promise than a stored one. Every function of a stock is
remembered (``lru_cache``): the positions a bot compares share all but the mover's stock.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import permutations
from typing import TYPE_CHECKING, Any, cast

from ..core.types import JSON
from . import scoring
from .components import COUNTABLE, DWELLINGS, WARES
from .district import GRASS

if TYPE_CHECKING:
    from .rules import CarpeDiem
    from .table import Table

# During play a card not met yet counts its progress to this power of the way from -4 to meeting
# it once: the last ware or bread towards a card is worth most. 40 games against random and 40
# against itself (seeds 1000-1019, benchmarks/bots.py --cards): power 1 failed 27.5% and 38.4%
# of the cards, 2 failed 23.4% and 31.6%, 3 failed 25.9% and 34.7%.
PROGRESS_POWER = 2
# Before the last phase a built tile counts this many VP (a stored one half a VP at the end):
# it may still complete something. Tried over 20 games against random: 1.0 and 1.5 failed as many cards.
TILE_PROMISE = 1.0

# What ``stock`` returns, and the part of it a plan reads (``_plan_key``).
Stock = tuple[tuple[int, ...], int, int, int, int, int, tuple[int, ...]]
PlanKey = tuple[tuple[int, ...], int, int, tuple[int, ...]]


def outlook(game: CarpeDiem, seat: int) -> float:
    """The change the seat's next scoring cards make to its projected score: its triggered
    cards if it is meeting them now, the best free circle for its stock if it places a disc
    in this scoring period, and during play what its stock promises towards the best circle
    it may still claim (``plan``)."""
    state = game.state
    period = state["scoring"]
    if period is not None and state["phase"] == "card" and seat == state["current"]:
        return _gain(game.t, tuple(period["cards"]), stock(game, seat))
    if state["seats"][seat]["discs"] <= 0 or state["phase"] in ("meeple", "over"):
        return 0.0
    if period is not None:
        return best_circle(game, seat)[1] if seat in period["order"] else 0.0
    held = stock(game, seat)
    if seat == state["current"] and state["phase"] in ("take", "place"):
        # The mover's choice of space and tile changes nothing until the tile is built: count
        # what the tile in hand (or the best tile on its space) brings towards the cards.
        me = state["seats"][seat]
        tiles = [state["holding"]] if state["phase"] == "place" else state["spaces"][me["meeple"]]
        if tiles and all(tiles):
            near = open_kinds(game.t, me["district"])
            return max(_planned(game, seat, with_tile(game.t, held, tile, near)) for tile in tiles)
    return _planned(game, seat, held)


def building(game: CarpeDiem, seat: int) -> float:
    """What the seat's built tiles promise beyond what they have completed, before the last
    phase: a stored tile is half a VP at the end, and a one-step bot that saw no more in a
    tile it built stored half its tiles, so it completed few landscapes and had no wares."""
    if game.state["game_phase"] >= game.t.rules["phases"] or game.state["scoring"] is not None:
        return 0.0
    return TILE_PROMISE * sum(cell is not None for cell in game.state["seats"][seat]["district"])


def best_circle(game: CarpeDiem, seat: int) -> tuple[str | None, float]:
    """(circle, gain) of the free circle whose two cards do the seat most good now with what it
    holds, by the rules' arithmetic (None, 0.0 when no circle is free)."""
    state = game.state
    free = [circle for circle, owner in state["circles"].items() if owner is None]
    if not free:
        return None, 0.0
    pairs = game.t.circles[game.players]
    held = stock(game, seat)
    gains = [_gain(game.t, tuple(state["cards"][space] for space in pairs[circle]), held) for circle in free]
    best = max(range(len(free)), key=gains.__getitem__)
    return free[best], gains[best]


def gain(game: CarpeDiem, seat: int, cards: list[str]) -> float:
    """The most the seat's projected score can gain from meeting ``cards`` with what it holds
    now (negative when a card must be failed)."""
    return _gain(game.t, tuple(cards), stock(game, seat))


def stock(game: CarpeDiem, seat: int) -> Stock:
    """What meeting cards reads and changes, as a hashable key: (wares in WARES order, coins,
    bread, bar space, VP won, items stored, district counts in COUNTABLE order)."""
    me = game.state["seats"][seat]
    have = scoring.counts(me)
    return (tuple(me["wares"][w] for w in WARES), me["coins"], me["bread"], me["bar"], 0, len(me["stored"]),
            tuple(have[k] for k in COUNTABLE))


def with_tile(t: Table, stock: Stock, tile: str, open_kinds: frozenset[str]) -> Stock:
    """The stock once ``tile`` is built, roughly: a market's coin, a bakery's bread, its chimneys;
    a landscape or a dwelling of a kind the district leaves open counts as completed by it (one
    ware, a dwelling's reward). A tile that only starts something brings nothing yet."""
    held, coins, bread, bar, vp, stored, have = stock
    rules = t.rules
    wares, counts = dict(zip(WARES, held, strict=True)), dict(zip(COUNTABLE, have, strict=True))
    for feature in t.tiles[tile]["features"]:
        kind = feature["kind"]
        counts["chimneys"] += feature.get("chimneys", 0)
        if kind == "market":
            coins += rules["market_coins"]
        elif kind == "bakery":
            bread += rules["bakery_bread"]
        elif kind in open_kinds and kind in t.ware_of:
            wares[t.ware_of[kind]] += 1
            counts[kind] += 1
            counts["landscapes"] += 1
        elif kind in open_kinds and kind in DWELLINGS:
            counts[kind] += 1
            counts["dwellings"] += 1
            if kind == "merchant":
                coins += sum(wares.values()) + rules["merchant_bonus"]
                wares = dict.fromkeys(WARES, 0)
            elif kind == "baker":
                bread += rules["baker_bread"]
            elif kind == "administrator":
                bar = min(bar + rules["administrator_bar"], len(t.bar) - 1)
    return (tuple(wares[w] for w in WARES), coins, bread, bar, vp, stored, tuple(counts[k] for k in COUNTABLE))


def open_kinds(t: Table, district: list[Any]) -> frozenset[str]:
    """The kinds of feature a district shows towards an empty cell: a tile may still join them."""
    return _open_kinds(t, tuple(placed and tuple(placed) for placed in district))


@lru_cache(maxsize=1 << 10)
def _open_kinds(t: Table, district: tuple[tuple[str, int] | None, ...]) -> frozenset[str]:
    geo = t.geometry
    out: set[str] = set()
    for cell, placed in enumerate(district):
        if placed is not None:
            sides = geo.face(placed).sides
            out.update(sides[side] for side, n in enumerate(geo.neighbours[cell])
                       if n >= 0 and district[n] is None and sides[side] != GRASS)
    return frozenset(out)


# ------------------------------------------------------------------ during play: plan
def _planned(game: CarpeDiem, seat: int, held: Stock) -> float:
    """``plan`` for the best free circle. (Expecting a rival who scores first to take the circle
    best for it was tried: against itself the bot failed as many cards.)"""
    state = game.state
    return _best_plan(game.t, game.players, tuple(state["cards"].items()), tuple(state["circles"].items()),
                      _plan_key(held))


@lru_cache(maxsize=1 << 14)
def _best_plan(t: Table, players: int, cards: tuple[tuple[str, str], ...], circles: tuple[tuple[str, int | None], ...],
               key: PlanKey) -> float:
    # One look-up per position: the positions a bot compares share their circles, and most a stock.
    at, pairs = dict(cards), t.circles[players]
    return max((plan(t, tuple(at[space] for space in pairs[circle]), key)
                for circle, owner in circles if owner is None), default=0.0)


def _plan_key(stock: Stock) -> PlanKey:
    held, coins, bread, _, _, _, have = stock
    return held, coins, bread, have


@lru_cache(maxsize=1 << 15)
def plan(t: Table, cards: tuple[str, ...], key: PlanKey) -> float:
    """What meeting ``cards`` promises with a stock (``_plan_key``), in VP: each card met as many
    times as the wares and coins left by the other pay (3 bread standing in), a reward counting
    1 VP a unit and an item paid half a VP (items left score half a VP each); a card that
    cannot be met counts -4 plus its progress (wares and coins, features, or bread towards 3,
    each kept for it) to ``PROGRESS_POWER`` x (meeting it once + 4)."""
    held, coins, bread, have = key
    return max(_meet(t, order, held, coins, bread, have) for order in permutations(cards))


@cache
def _card(t: Table, card_id: str) -> tuple[bool, tuple[int, ...] | tuple[tuple[int, int], ...], int, float]:
    """(red, needs, size, worth of meeting it once): a red card's wares in WARES order, a green
    card's (index in COUNTABLE, number) pairs."""
    card = t.cards[card_id]
    worth = sum(card["reward"].values())
    if card["colour"] == "red":
        need = tuple(card["pay"].get(w, 0) for w in WARES)
        return True, need, sum(need), worth - sum(need) / t.rules["leftovers_divisor"]
    own = tuple((COUNTABLE.index(k), n) for k, n in card["own"].items())
    return False, own, len(own), worth


def _meet(t: Table, cards: tuple[str, ...], wares: tuple[int, ...], coins: int, bread: int,
          have: tuple[int, ...]) -> float:
    if not cards:
        return 0.0
    rules, rest = t.rules, cards[1:]
    red, need, size, once = _card(t, cards[0])
    if red:
        need = cast("tuple[int, ...]", need)  # a red card needs wares (_card)
        best, times = None, 0
        while True:  # every number of times it can be paid, the rest left for the other card
            k = times + 1
            short = sum(max(0, n * k - h) for n, h in zip(need, wares, strict=True))
            if short > coins:
                break
            times = k
            value = k * once + _meet(t, rest, tuple(h - min(h, n * k) for n, h in zip(need, wares, strict=True)),
                                     coins - short, bread, have)
            best = value if best is None or value > best else best
        if best is not None:
            return best
        progress = 1 - (sum(max(0, n - h) for n, h in zip(need, wares, strict=True)) - coins) / size
        left = tuple(h - min(h, n) for n, h in zip(need, wares, strict=True)), 0
    else:
        need = cast("tuple[tuple[int, int], ...]", need)  # a green card, features: (index, number) pairs
        times = min(have[i] // n for i, n in need)
        if times:
            return times * once + _meet(t, rest, wares, coins, bread, have)
        progress = sum(min(have[i] / n, 1) for i, n in need) / size
        left = wares, coins
    for_card: int = rules["bread_for_card"]
    if bread >= for_card:
        divisor: int = rules["leftovers_divisor"]
        return once - for_card / divisor + _meet(t, rest, wares, coins, bread - for_card, have)
    penalty: int = rules["unmet_card_penalty"]
    if bread / for_card > progress:  # the bread counted for this card is not counted again
        share, rest_of_stock = (bread / for_card) ** PROGRESS_POWER, (wares, coins, 0)
    else:
        share, rest_of_stock = progress ** PROGRESS_POWER, (*left, bread)
    return share * (once + penalty) - penalty + _meet(t, rest, *rest_of_stock, have)


# ------------------------------------------------------------------ scoring: the rules' arithmetic
@lru_cache(maxsize=1 << 14)
def _gain(t: Table, cards: tuple[str, ...], stock: Stock) -> float:
    """Every order of the cards, every way the rules allow to meet each: the best change in
    the seat's projected score (VP, items left // 2, the bar's VP)."""
    divisor: int = t.rules["leftovers_divisor"]

    def worth(s: Stock) -> float:
        held, coins, bread, bar, vp, stored, _ = s
        return vp + (sum(held) + coins + bread + stored) // divisor + t.bar[bar]

    best = float("-inf")
    for order in permutations(cards):
        stocks = [stock]
        for card in order:
            stocks = [after for s in stocks for after in outcomes(t, t.cards[card], s)]
        best = max(best, max(map(worth, stocks)))
    return best - worth(stock)


def outcomes(t: Table, card: JSON, stock: Stock) -> list[Stock]:
    """The stock after each way the rules allow to meet ``card`` (``CarpeDiem.card_options``):
    a red card paid 0 to as many times as the stock pays, a green card as often as the district
    holds it, each also with 3 bread standing in for one time."""
    held, coins, bread, bar, vp, stored, have_counts = stock
    rules = t.rules
    wares = dict(zip(WARES, held, strict=True))
    if card["colour"] == "red":
        options = [(k, False) for k in range(scoring.pay_times(card["pay"], wares, coins) + 1)]
    else:
        have = dict(zip(COUNTABLE, have_counts, strict=True))
        options = [(scoring.own_times(card["own"], have), False)]
    if bread >= rules["bread_for_card"]:
        options += [(k + 1, True) for k, _ in options]
    out = []
    for times, with_bread in options:
        h, c, b, at, v = wares, coins, bread, bar, vp
        if with_bread:
            b -= rules["bread_for_card"]
        if card["colour"] == "red":
            paid, coins_paid = scoring.payment(card["pay"], times - with_bread, wares)
            h = {w: n - paid.get(w, 0) for w, n in wares.items()}
            c -= coins_paid
        if times == 0:
            v -= rules["unmet_card_penalty"]
        for key, n in card["reward"].items() if times else ():
            if key == "vp":
                v += n * times
            elif key == "bar":
                at = min(at + n * times, len(t.bar) - 1)
            elif key == "coins":
                c += n * times
            else:  # bread
                b += n * times
        out.append((tuple(h[w] for w in WARES), c, b, at, v, stored, have_counts))
    return out
