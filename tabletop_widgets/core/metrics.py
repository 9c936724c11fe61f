"""Balance measures over simulated games, as Ludii defines them, with confidence intervals.

``results`` is what ``tw.simulate`` returns: its DataFrame, a slice of it, or its rows as
dicts. "Player 1" is whoever took the first turn (``first_player``), and positions count
clockwise from there. A win shared by k players gives each of them 1/k of a win.

- ``advantage_p1``: player 1's share of the wins (Ludii AdvantageP1; 1/players means no
  first-player advantage, 0.5 in a 2-player game).
- ``words_for_advantage``: AdvantageP1 read in a sentence written from its numbers (above or
  below the fair share, the fair share inside the interval or not), so that a notebook's
  reading cannot disagree with its figure.
- ``balance``: 1 minus the largest gap between two positions' win rates (Ludii Balance;
  1.0 means every position wins equally often).

Both compare positions, so they need games of one player count, with at least two players.

- ``power`` and ``games_for_power``: how often a number of games detects a given advantage
  (its 95% interval leaves out the fair share), and how many games it takes to detect it
  4 times in 5: the question to ask before a run, not after.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from statistics import NormalDist
from typing import Any

from .types import JSON

NEEDED = ("players", "first_player", "winners")  # the columns every measure of positions reads


def _rows(results: Any, needed: tuple[str, ...] = NEEDED) -> list[JSON]:
    """The games of ``results`` as dicts; a clear error for anything else, or for no games."""
    if hasattr(results, "columns") and hasattr(results, "to_dict"):  # a DataFrame
        rows: list[JSON] = results.to_dict("records")
    elif isinstance(results, (list, tuple)):
        rows = list(results)
    else:
        hint = " (one row? keep it a table: results.iloc[[0]])" if hasattr(results, "to_dict") else ""
        raise TypeError(f"results must be the table tw.simulate returns, or a list of its rows, "
                        f"not {type(results).__name__}{hint}.")
    if not rows:
        raise ValueError("results has no games: these measures need at least one.")
    for row in rows:
        missing = [key for key in needed if not isinstance(row, dict) or key not in row]
        if missing:
            raise ValueError(f"results: every row needs {', '.join(map(repr, needed))}, as tw.simulate gives; "
                             f"a row lacks {', '.join(map(repr, missing))}.")
    return rows


def _players(rows: list[JSON]) -> int:
    """The one player count of ``rows``, at least 2: positions cannot be compared otherwise."""
    counts = sorted({int(r["players"]) for r in rows})
    if len(counts) > 1:
        raise ValueError(f"results mix games of {', '.join(map(str, counts))} players: measure one player count at a "
                         f"time, e.g. results[results.players == {counts[0]}].")
    if counts[0] < 2:
        raise ValueError("results are solo games: there is no first-player advantage or balance between seats "
                         "to measure (compare scores instead).")
    return counts[0]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _wins_by_position(rows: list[JSON], players: int) -> list[float]:
    """Wins of each position (0: player 1), a shared win split among its winners."""
    wins = [0.0] * players
    for r in rows:
        winners = list(r["winners"])
        for seat in winners:
            wins[(int(seat) - int(r["first_player"])) % players] += 1 / len(winners)
    return wins


def win_rates_by_position(results: Any) -> list[float]:
    """Each position's share of the games won, player 1 first (a shared win split)."""
    rows = _rows(results)
    return [w / len(rows) for w in _wins_by_position(rows, _players(rows))]


def advantage_p1(results: Any) -> JSON:
    """Player 1's share of the wins, its 95% interval and the number of games."""
    rows = _rows(results)
    score = _wins_by_position(rows, _players(rows))[0]
    low, high = wilson(score, len(rows))
    return {"advantage_p1": score / len(rows), "ci95": (low, high), "games": len(rows)}


def percent(share: float) -> str:
    """A share as a percentage to one decimal, "50%" rather than "50.0%" for a round one."""
    text = f"{share:.1%}"
    return text.replace(".0%", "%")


def words_for_advantage(p1: JSON, fair: float = 0.5) -> str:
    """What ``advantage_p1``'s result ``p1`` says, in one sentence written from its numbers:
    the share against ``fair`` (1/players), and whether the 95% interval holds ``fair``.

        The first player won 43.2% of 200 games (95% interval 36.6% to 50.2%): below 50%, but 50%
        is inside the interval, so these games cannot tell a first-player advantage from chance.
    """
    _check_share("fair", fair)
    share, (low, high) = p1["advantage_p1"], p1["ci95"]
    level = ("exactly" if share == fair
             else ("just " if percent(share) == percent(fair) else "") + ("above" if share > fair else "below"))
    said = (f"The first player won {percent(share)} of {p1['games']} games "
            f"(95% interval {percent(low)} to {percent(high)}): {level} {percent(fair)}")
    if low <= fair <= high:
        return (f"{said}, {'and' if share == fair else 'but'} {percent(fair)} is inside the interval, so these games "
                "cannot tell a first-player advantage from chance.")
    if low > fair:
        return f"{said}, and so is the whole interval: these games show a first-player advantage."
    return (f"{said}, and so is the whole interval: these games show a first-player handicap "
            "(the second player wins more often).")


def balance(results: Any) -> float:
    """1 minus the largest gap between two positions' win rates (1.0: all positions alike)."""
    rates = win_rates_by_position(results)
    return 1.0 - max((abs(a - b) for i, a in enumerate(rates) for b in rates[i + 1:]), default=0.0)


def bot_win_rate(results: Any, bot: str) -> JSON:
    """How often the bot named ``bot`` won outright, with its 95% interval."""
    rows = _rows(results, ("bots", "winner_bot"))
    names = sorted({name for r in rows for name in r["bots"]})
    if bot not in names:
        raise ValueError(f"No game in results has a bot named {bot!r}; the bots are: {', '.join(names)}.")
    wins = sum(r["winner_bot"] == bot for r in rows)
    low, high = wilson(wins, len(rows))
    return {"bot": bot, "win_rate": wins / len(rows), "ci95": (low, high), "games": len(rows)}


def mean_ci(values: Iterable[float]) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval."""
    values = list(values)
    n = len(values)
    if n == 0:
        raise ValueError("mean_ci needs at least one value.")
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def _check_share(name: str, value: float) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < 1:
        raise ValueError(f"{name} must be a share of the games between 0 and 1, not {value!r}.")


def power(advantage: float, games: int, fair: float = 0.5, z: float = 1.96) -> float:
    """The chance that ``games`` games of a game whose first player truly wins a share
    ``advantage`` give a 95% interval that leaves out ``fair`` on the advantage's side
    (normal approximation). E.g. ``power(0.52, 2500)`` is about 0.5: half such runs miss it."""
    _check_share("advantage", advantage)
    _check_share("fair", fair)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive whole number, not {games!r}.")
    gap = abs(advantage - fair) * math.sqrt(games) - z * math.sqrt(fair * (1 - fair))
    return NormalDist().cdf(gap / math.sqrt(advantage * (1 - advantage)))


def games_for_power(advantage: float, power: float = 0.8, fair: float = 0.5, z: float = 1.96) -> int:
    """How many games detect a first player who truly wins a share ``advantage`` in a share
    ``power`` of runs (80%: the usual target), with 95% intervals; see :func:`power`."""
    _check_share("advantage", advantage)
    _check_share("power", power)
    _check_share("fair", fair)
    if advantage == fair:
        raise ValueError("advantage equals fair: no number of games detects no difference.")
    spread = z * math.sqrt(fair * (1 - fair)) + NormalDist().inv_cdf(power) * math.sqrt(advantage * (1 - advantage))
    return math.ceil((spread / (advantage - fair)) ** 2)
