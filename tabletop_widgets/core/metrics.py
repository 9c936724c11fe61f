"""Balance measures over simulated games, as Ludii defines them, with confidence intervals.

"Player 1" is whoever took the first turn (``first_player``), and positions count clockwise
from there. A game whose win is shared counts as a draw.

- ``advantage_p1``: the share of games player 1 won, draws counting half (Ludii AdvantageP1;
  0.5 means no first-player advantage in a 2-player game).
- ``balance``: 1 minus the largest gap between two positions' win rates (Ludii Balance;
  1.0 means every position wins equally often).
"""

from __future__ import annotations

import math


def _rows(results) -> list[dict]:
    return results.to_dict("records") if hasattr(results, "to_dict") else list(results)


def _winner(row: dict) -> int | None:
    """The sole winner's seat, or None for a shared win (pandas stores that as NaN)."""
    try:
        return int(row["winner"])
    except (TypeError, ValueError):
        return None


def _position_of_winner(row: dict) -> int | None:
    winner = _winner(row)
    return None if winner is None else (winner - row["first_player"]) % row["players"]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def advantage_p1(results) -> dict:
    rows = _rows(results)
    score = sum(1.0 if _position_of_winner(r) == 0 else 0.5 if _winner(r) is None else 0.0 for r in rows)
    low, high = wilson(score, len(rows))
    return {"advantage_p1": score / len(rows), "ci95": (low, high), "games": len(rows)}


def win_rates_by_position(results) -> list[float]:
    rows = _rows(results)
    players = rows[0]["players"]
    wins = [0] * players
    for r in rows:
        position = _position_of_winner(r)
        if position is not None:
            wins[position] += 1
    return [w / len(rows) for w in wins]


def balance(results) -> float:
    rates = win_rates_by_position(results)
    return 1.0 - max((abs(a - b) for i, a in enumerate(rates) for b in rates[i + 1:]), default=0.0)


def bot_win_rate(results, bot: str) -> dict:
    """How often ``bot`` won outright, with its 95% interval."""
    rows = _rows(results)
    wins = sum(r["winner_bot"] == bot for r in rows)
    low, high = wilson(wins, len(rows))
    return {"bot": bot, "win_rate": wins / len(rows), "ci95": (low, high), "games": len(rows)}


def mean_ci(values) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval."""
    values = list(values)
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half
