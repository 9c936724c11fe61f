"""What Carpe Diem's ``evaluate`` knows beyond the score, for the bots (issue 35).

A position's projected score (VP so far plus the final scoring as if the game ended now) says
nothing of the scoring period ahead, so the one-step (steady) bot put its disc on any circle
and failed about 7 cards in 10 (-4 VP each). ``outlook`` adds what a seat's next scoring cards
will change in that projection: the two cards its disc has triggered, met as well as its stock
allows, or else the best free circle for its stock now (a card it cannot meet counts -4). So
the bot chooses a circle it can pay, or takes the -4 knowingly. While it builds, the tile in
hand (or the best on its space) counts towards that circle, and a card not met yet counts part
of the way there (``SHAPING``). ``building`` gives a built tile more promise than a stored one.

The arithmetic is the rules' own (``scoring``); cards are met on a small copy of the seat's
stock (wares, coins, bread, bar space, VP) in each order and every number of times the rules
allow, the reward of the first card counting towards the second.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from . import scoring
from .components import COUNTABLE, WARES

# During play a card the seat cannot meet yet counts this share of its progress towards it
# (wares and coins held, features owned, bread towards 3) against the penalty, so that each
# step towards a card is worth something to a one-step bot; at scoring time only what is met counts.
SHAPING = 0.5
# Before the last phase a built tile counts this many VP (a stored one half a VP at the end):
# it may still complete something. Tried over 20 games against random: 1.0 and 1.5 failed as many cards.
TILE_PROMISE = 1.0


def outlook(game, seat: int) -> float:
    """The change the seat's next scoring cards make to its projected score: its triggered
    cards if it is meeting them now, else the best free circle if it still places a disc
    this phase (everyone during play; the players yet to score in a scoring period)."""
    state = game.state
    period = state["scoring"]
    if period is None:
        waiting = state["step"] not in ("meeple", "over")
    else:
        waiting = seat in period["order"]
        if state["step"] == "card" and seat == state["current"]:
            return _gain(game.t, tuple(period["cards"]), stock(game, seat), False)
    if not waiting or state["seats"][seat]["discs"] <= 0:
        return 0.0
    if period is None and seat == state["current"] and state["step"] in ("take", "place"):
        # The mover's choice of space and tile changes nothing until the tile is built: count
        # what the tile in hand (or the best tile on its space) brings towards the cards.
        me = state["seats"][seat]
        tiles = [state["holding"]] if state["step"] == "place" else state["spaces"][me["meeple"]]
        base = stock(game, seat)
        if tiles and all(tiles):
            return max(best_circle(game, seat, True, with_tile(game.t, base, tile))[1] for tile in tiles)
    return best_circle(game, seat, shaped=period is None)[1]


def building(game, seat: int) -> float:
    """What the seat's built tiles promise beyond what they have completed, before the last
    phase: a stored tile is half a VP at the end, and a one-step bot that saw no more in a
    tile it built stored half its tiles, so it completed few landscapes and had no wares."""
    if game.state["phase"] >= game.t.rules["phases"] or game.state["scoring"] is not None:
        return 0.0
    return TILE_PROMISE * sum(cell is not None for cell in game.state["seats"][seat]["district"])


def best_circle(game, seat: int, shaped: bool = False, held: tuple | None = None) -> tuple[str | None, float]:
    """(circle, gain) of the free circle whose two cards do the seat most good now (None, 0.0
    when no circle is free); ``held``: the seat's stock to count instead of its own."""
    state = game.state
    free = [circle for circle, owner in state["circles"].items() if owner is None]
    if not free:
        return None, 0.0
    pairs = game.t.circles[game.players]
    cards = tuple(tuple(state["cards"][space] for space in pairs[circle]) for circle in free)
    best, gain = _best(game.t, cards, held or stock(game, seat), shaped)
    return free[best], gain


def gain(game, seat: int, cards: list[str]) -> float:
    """The most the seat's projected score can gain from meeting ``cards`` with what it holds
    now (negative when a card must be failed)."""
    return _gain(game.t, tuple(cards), stock(game, seat), False)


def stock(game, seat: int) -> tuple:
    """What meeting cards reads and changes, as a hashable key: (wares in WARES order, coins,
    bread, bar space, VP won, items stored, district counts in COUNTABLE order)."""
    me = game.state["seats"][seat]
    have = scoring.counts(me)
    return (tuple(me["wares"][w] for w in WARES), me["coins"], me["bread"], me["bar"], 0, len(me["stored"]),
            tuple(have[k] for k in COUNTABLE))


def with_tile(t, stock: tuple, tile: str) -> tuple:
    """The stock once ``tile`` is built, roughly: a market's coin, a bakery's bread, its chimneys,
    and one ware for each landscape it is part of (a landscape of 2 to 4 tiles gives 1 to 3)."""
    held, coins, bread, bar, vp, stored, have = stock
    wares, counts = dict(zip(WARES, held)), dict(zip(COUNTABLE, have))
    for feature in t.tiles[tile]["features"]:
        kind = feature["kind"]
        if kind in t.ware_of:
            wares[t.ware_of[kind]] += 1
        elif kind == "market":
            coins += t.rules["market_coins"]
        elif kind == "bakery":
            bread += t.rules["bakery_bread"]
        counts["chimneys"] += feature.get("chimneys", 0)
    return (tuple(wares[w] for w in WARES), coins, bread, bar, vp, stored, tuple(counts[k] for k in COUNTABLE))


# Positions a bot compares mostly share a stock (the other seats', and the mover's when a
# tile completes nothing), so the gains are remembered.
@lru_cache(maxsize=1 << 14)
def _best(t, circles: tuple, stock: tuple, shaped: bool) -> tuple[int, float]:
    gains = [_gain(t, cards, stock, shaped) for cards in circles]
    best = max(range(len(gains)), key=gains.__getitem__)
    return best, gains[best]


@lru_cache(maxsize=1 << 14)
def _gain(t, cards: tuple, stock: tuple, shaped: bool) -> float:
    """Every order of the cards, every way the rules allow to meet each: the best change in
    the seat's projected score (VP, items left // 2, the bar's VP)."""
    divisor = t.rules["leftovers_divisor"]

    def worth(s) -> float:
        held, coins, bread, bar, vp, stored, _ = s
        return vp + (sum(held) + coins + bread + stored) // divisor + t.bar[bar]

    best = float("-inf")
    for order in permutations(cards):
        stocks = [stock]
        for card in order:
            stocks = [after for s in stocks for after in outcomes(t, t.cards[card], s, shaped)]
        best = max(best, max(map(worth, stocks)))
    return best - worth(stock)


def outcomes(t, card: dict, stock: tuple, shaped: bool = False) -> list[tuple]:
    """The stock after each way the rules allow to meet ``card`` (``CarpeDiem.card_options``):
    a red card paid 0 to as many times as the stock pays, a green card as often as the district
    holds it, each also with 3 bread standing in for one time."""
    held, coins, bread, bar, vp, stored, have_counts = stock
    rules = t.rules
    wares = dict(zip(WARES, held))
    if card["colour"] == "red":
        options = [(k, False) for k in range(scoring.pay_times(card["pay"], wares, coins) + 1)]
    else:
        have = dict(zip(COUNTABLE, have_counts))
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
            v -= rules["unmet_card_penalty"] * (1 - SHAPING * progress(t, card, stock) if shaped else 1)
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


def progress(t, card: dict, stock: tuple) -> float:
    """How far the stock is towards meeting ``card`` once, 0 to 1: the best of its wares and
    coins (red) or features owned (green), and its bread towards the 3 that stand in."""
    held, coins, bread, _, _, _, have_counts = stock
    if card["colour"] == "red":
        wares = dict(zip(WARES, held))
        total = sum(card["pay"].values())
        own = min(total, sum(min(wares[w], n) for w, n in card["pay"].items()) + coins) / total
    else:
        have = dict(zip(COUNTABLE, have_counts))
        own = sum(min(have[k] / n, 1) for k, n in card["own"].items()) / len(card["own"])
    return min(1.0, max(own, bread / t.rules["bread_for_card"]))
