"""Engine speed: random playouts per game and player count beside python-chess, in one run.

    python benchmarks/engine.py --json [--seconds 3]

Each engine plays seeded uniformly random games for about ``--seconds`` (whole games
only). python-chess's random playouts (legal move list, random choice, push, until the
game is over) are measured in the same process right before and after, and their mean is
the yardstick, so the ratio holds on a noisy machine. Prints one JSON object.
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


def chess_plies_per_second(seconds: float) -> float:
    import chess

    rnd, plies, start = random.Random(1), 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rnd.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - start)


def engine(new_game, players: int, seconds: float) -> dict:
    rnd, actions, games, start = random.Random(1), 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        game = new_game(players=players, seed=games)
        while not game.is_over:
            game.apply(rnd.choice(game.legal_actions()))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"actions_per_s": round(actions / elapsed), "games_per_s": round(games / elapsed, 2),
            "actions_per_game": round(actions / games, 1), "games": games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    chess_before = chess_plies_per_second(args.seconds)
    results = {name: {str(p): engine(new_game, p, args.seconds) for p in counts}
               for name, (new_game, counts) in GAMES.items()}
    chess_after = chess_plies_per_second(args.seconds)
    chess_rate = (chess_before + chess_after) / 2
    for per_count in results.values():
        for figures in per_count.values():
            figures["ratio_to_chess"] = round(figures["actions_per_s"] / chess_rate, 2)
    print(json.dumps({
        "python": platform.python_version(), "machine": platform.machine(),
        "python_chess_plies_per_s": round(chess_rate), "chess_spread": [round(chess_before), round(chess_after)],
        "games": results,
        "target": "each game's actions/s at least 1.0x python-chess plies/s (Carpe Diem, Magna Roma 0.5x)",
    }, indent=2))


if __name__ == "__main__":
    main()
