"""Engine speed: random playouts per game and player count beside python-chess, in one run.

    python benchmarks/engine.py --json [--seconds 3] [--slice 0.5] [--only GAME]

Each engine plays seeded uniformly random games (``legal_actions``, a random choice,
``apply``, until the game is over) through the public contract. python-chess's random
playouts (legal move list, random choice, push, until the game is over) are the yardstick:
for each game and player count the two take turns in slices of about ``--slice`` seconds
(whole games only) until each has run about ``--seconds``, and the ratio is taken between
those interleaved slices, so a machine that slows down or speeds up during the run moves
both alike. Time is the process's CPU time, so other programs on a shared machine count
less. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time

import tabletop_widgets as tw

GAMES = {"porta_nigra": (tw.porta_nigra.new_game, (2, 3, 4)),
         "carpe_diem": (tw.carpe_diem.new_game, (2, 3, 4)),
         "magna_roma": (tw.magna_roma.new_game, (1, 2, 3, 4))}
TARGET = 2.5  # each game and player count at least this many times python-chess's plies/s
clock = time.process_time


class Chess:
    """python-chess random playouts, run a slice at a time."""

    def __init__(self):
        import chess

        self.board, self.rnd, self.plies, self.seconds = chess.Board, random.Random(1), 0, 0.0

    def run(self, seconds: float) -> None:
        start = clock()
        while clock() - start < seconds:
            board = self.board()
            while not board.is_game_over():
                board.push(self.rnd.choice(list(board.legal_moves)))
                self.plies += 1
        self.seconds += clock() - start


class Engine:
    """One game's random playouts at one player count (seeds 0, 1, 2...), a slice at a time."""

    def __init__(self, new_game, players: int):
        self.new_game, self.players = new_game, players
        self.rnd, self.actions, self.games, self.seconds = random.Random(1), 0, 0, 0.0

    def run(self, seconds: float) -> None:
        start, rnd = clock(), self.rnd
        while clock() - start < seconds:
            game = self.new_game(players=self.players, seed=self.games)
            while not game.is_over:
                game.apply(rnd.choice(game.legal_actions()))
                self.actions += 1
            self.games += 1
        self.seconds += clock() - start


def measure(new_game, players: int, seconds: float, slice_: float) -> dict:
    chess, engine = Chess(), Engine(new_game, players)
    while engine.seconds < seconds or chess.seconds < seconds:
        chess.run(slice_)
        engine.run(slice_)
    chess_rate, rate = chess.plies / chess.seconds, engine.actions / engine.seconds
    return {"actions_per_s": round(rate), "games_per_s": round(engine.games / engine.seconds, 2),
            "actions_per_game": round(engine.actions / engine.games, 1), "games": engine.games,
            "chess_plies_per_s": round(chess_rate), "ratio_to_chess": round(rate / chess_rate, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds for each side of each measurement")
    parser.add_argument("--slice", type=float, default=0.5, help="CPU seconds a side runs before the other's turn")
    parser.add_argument("--only", choices=sorted(GAMES), help="measure one game only")
    args = parser.parse_args()
    results = {name: {str(p): measure(new_game, p, args.seconds, args.slice) for p in counts}
               for name, (new_game, counts) in GAMES.items() if args.only in (None, name)}
    ratios = [f["ratio_to_chess"] for per_count in results.values() for f in per_count.values()]
    print(json.dumps({
        "python": platform.python_version(), "machine": platform.machine(), "clock": "process CPU time",
        "games": results, "lowest_ratio": min(ratios),
        "target": f"every game and player count at least {TARGET}x python-chess plies/s",
    }, indent=2))


if __name__ == "__main__":
    main()
