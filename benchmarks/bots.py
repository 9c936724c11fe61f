"""Bot strength and speed: search against greedy, greedy against random, in two-player games.

    python benchmarks/bots.py --json [--games 200] [--baseline 40] [--hints 40] [--only porta_nigra,...]
                              [--cards 100] [--no-duels]

``--hints``: a player who follows every hint (``tw.hint``, what a learner who takes each one
plays) against greedy, the boards' steady bot; a hint's time is its decision's time.

Every seed is played twice with the bots' seats swapped (the same deal, the same seat moving
first), so each bot takes the first turn in exactly half the games. Bots are seeded as
``tw.simulate`` seeds them (``seeded_bots``), so any game can be replayed with ``tw.replay``.
A shared win counts as no win. Every ``choose`` call is timed (seconds per
decision, forced moves with one legal action included). For Carpe Diem it also counts the
scoring cards greedy fails (``--cards`` games against random and against itself) and its mean
final score. Runs in this one process: no pool.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time

import tabletop_widgets as tw
from tabletop_widgets.core import metrics
from tabletop_widgets.core.simulate import seeded_bots

GAMES = ("porta_nigra", "carpe_diem", "magna_roma")


class HintFollower:
    """Plays every hint, from what its seat knows (``tw.hint``), as a learner who follows them."""

    def __init__(self, seed: int):
        self.seed = seed

    def choose(self, game: tw.Game) -> dict:
        return tw.hint(game, self.seed).action


def players(specs: list[str], seed: int) -> list:
    """The seats' bots as ``tw.simulate`` seeds them; "hint" is a HintFollower."""
    bots = seeded_bots(["random" if spec == "hint" else spec for spec in specs], seed)
    return [HintFollower(seed) if spec == "hint" else bot for spec, bot in zip(specs, bots, strict=True)]


def duel(game: str, a: str, b: str, games: int, seed: int, times: dict) -> list[dict]:
    """``games`` two-player games of bot ``a`` against ``b`` (half the seeds each seating)."""
    module, rows = tw.games[game], []
    for i in range(games):
        s = seed + i // 2
        specs = [a, b] if i % 2 == 0 else [b, a]
        g = module.new_game(players=2, seed=s)
        first = g.current_player
        bots = players(specs, s)
        while not g.is_over:
            seat = g.current_player
            start = time.perf_counter()
            action = bots[seat].choose(g)
            times.setdefault(specs[seat], []).append(time.perf_counter() - start)
            g.apply(action)
        winners = g.winners()
        rows.append({"game": game, "seed": s, "players": 2, "bots": specs, "first_player": first,
                     "scores": g.scores(), "winners": winners,
                     "winner": winners[0] if len(winners) == 1 else None,
                     "winner_bot": specs[winners[0]] if len(winners) == 1 else None})
    return rows


def scoring_cards(game: str, a: str, b: str, games: int, seed: int) -> dict:
    """Carpe Diem: how often bot ``a`` fails the scoring cards its discs trigger (a card met 0
    times: -4 VP) and its mean final score, in ``games`` two-player games against ``b`` (seats
    swapped on every seed; against itself both seats count)."""
    module, taken, failed, scores = tw.games[game], 0, 0, []
    for i in range(games):
        s = seed + i // 2
        specs = [a, b] if i % 2 == 0 else [b, a]
        g = module.new_game(players=2, seed=s)
        bots = seeded_bots(specs, s)
        while not g.is_over:
            g.apply(bots[g.current_player].choose(g))
        for action, mover in zip(g.history, g.movers, strict=True):
            if action["type"] == "fulfil" and specs[mover] == a:
                taken += 1
                failed += action["times"] == 0
        scores += [score for seat, score in enumerate(g.scores()) if specs[seat] == a]
    return {"against": b, "games": games, "cards_taken": taken, "cards_failed": failed,
            "failed_share": round(failed / taken, 3), "mean_score": round(statistics.mean(scores), 1)}


def summary(rows: list[dict], bot: str) -> dict:
    rate = metrics.bot_win_rate(rows, bot)
    first = sum(r["bots"][r["first_player"]] == bot for r in rows)
    margin = [r["scores"][r["bots"].index(bot)] - r["scores"][1 - r["bots"].index(bot)] for r in rows]
    return {"wins": sum(r["winner_bot"] == bot for r in rows), "games": len(rows),
            "shared": sum(r["winner"] is None for r in rows), "rate": round(rate["win_rate"], 3),
            "ci95": [round(x, 3) for x in rate["ci95"]], "moved_first": first,
            "mean_margin": round(statistics.mean(margin), 1)}


def seconds(values: list[float]) -> dict:
    values = sorted(values)
    return {"decisions": len(values), "median": round(statistics.median(values), 4),
            "p90": round(values[int(0.9 * (len(values) - 1))], 4), "max": round(values[-1], 4),
            "mean": round(statistics.mean(values), 4)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    parser.add_argument("--games", type=int, default=200, help="search-vs-greedy games per game (even)")
    parser.add_argument("--baseline", type=int, default=40, help="greedy-vs-random games per game (even)")
    parser.add_argument("--hints", type=int, default=40, help="hint-follower-vs-greedy games per game (even; 0: skip)")
    parser.add_argument("--only", default=",".join(GAMES), help="comma-separated games to measure")
    parser.add_argument("--seed", type=int, default=1000, help="first seed")
    parser.add_argument("--cards", type=int, default=100,
                        help="Carpe Diem: greedy's failed scoring cards and mean score in this many games against "
                             "random and against itself (0: skip)")
    parser.add_argument("--no-duels", action="store_true", help="skip the duels (only --cards)")
    args = parser.parse_args()
    out = {"machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
           "date": time.strftime("%Y-%m-%d"), "games": {}}
    if args.cards and "carpe_diem" in args.only.split(","):
        out["carpe_diem_scoring_cards"] = {
            "greedy": [scoring_cards("carpe_diem", "greedy", rival, args.cards, args.seed)
                       for rival in ("random", "greedy")]}
        print(json.dumps(out["carpe_diem_scoring_cards"]), file=sys.stderr, flush=True)
    for game in ([] if args.no_duels else args.only.split(",")):
        times: dict[str, list[float]] = {}
        start = time.perf_counter()
        strong = duel(game, "search", "greedy", args.games, args.seed, times) if args.games else []
        middle = duel(game, "greedy", "random", args.baseline, args.seed, times) if args.baseline else []
        hinted = duel(game, "hint", "greedy", args.hints, args.seed, times) if args.hints else []
        out["games"][game] = {
            "search_vs_greedy": summary(strong, "search") if strong else None,
            "greedy_vs_random": summary(middle, "greedy") if middle else None,
            "hints_vs_greedy": summary(hinted, "hint") if hinted else None,
            "seconds_per_decision": {bot: seconds(v) for bot, v in sorted(times.items())},
            "wall_seconds": round(time.perf_counter() - start, 1),
        }
        print(json.dumps({game: out["games"][game]}), file=sys.stderr, flush=True)  # progress, game by game
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
