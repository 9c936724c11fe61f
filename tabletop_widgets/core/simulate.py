"""Play many seeded games between bots: the data behind the game-design lab.

    tw.simulate("porta_nigra", 1000, players=2, bots=["search", "random"], seed=0)

Game ``i`` uses seed ``seed + i``. With ``rotate=True`` (the default) the bots move one seat
on every game, so each bot plays every seat equally often and seat effects cancel out.
Games run in chunks on an executor: local processes by default, or any
``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()`` works unchanged:
only ``executor.map`` is used).
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

from .bots import make_bot


def _module(game):
    """The game module registered as ``game`` in ``tw.games`` (a name or the module itself)."""
    from .. import games  # the registry; imported here because the package imports this module

    name = game if isinstance(game, str) else getattr(game, "__name__", "").rsplit(".", 1)[-1]
    if name not in games:
        raise ValueError(f"Unknown game {game!r}; the games are: {', '.join(games)}.")
    return games[name]


def seeded_bots(bots: list, seed: int) -> list:
    """The bots of a game with this seed, each seeded for its seat (so a game replays exactly)."""
    return [make_bot(spec, seed=seed * 7919 + seat) for seat, spec in enumerate(bots)]


def bot_game(game: str, players: int, bots: list, seed: int, options: dict):
    """The finished game ``play_one`` plays, the bots' names and the seat that moved first: the
    same seeds give the same moves, so a row of ``simulate`` can be played again move by move
    (``tw.replay``). A bot that fails raises a ValueError naming the game, the seed, the seat
    and the move."""
    module = _module(game)
    g = module.new_game(players=players, seed=seed, **options)
    first = g.current_player
    players_bots = seeded_bots(bots, seed)
    names = [getattr(b, "name", type(b).__name__) for b in players_bots]
    while not g.is_over:
        seat = g.current_player
        try:
            g.apply(players_bots[seat].choose(g))
        except Exception as err:
            raise ValueError(f"bots: {game}, seed {seed}: the {names[seat]!r} bot in seat {seat} failed at move "
                             f"{len(g.history) + 1} ({type(err).__name__}: {str(err)[:300]}).") from err
    return g, names, first


def play_one(game: str, players: int, bots: list, seed: int, options: dict) -> dict:
    """One game; returns its row of the results table, with what it takes to replay it
    (the game, seed, players, bots and options)."""
    g, names, first = bot_game(game, players, bots, seed, options)
    winners = g.winners()
    return {
        "game": game, "seed": seed, "players": players, "bots": names, "options": dict(options),
        "first_player": first,
        "scores": g.scores(), "breakdown": g.score_breakdown(), "winners": winners,
        "winner": winners[0] if len(winners) == 1 else None,
        "winner_bot": names[winners[0]] if len(winners) == 1 else None,
        "length": len(g.history),
    }


def _play_chunk(job) -> list[dict]:
    game, players, seatings, seeds, options = job
    return [play_one(game, players, bots, seed, options) for bots, seed in zip(seatings, seeds)]


def simulate(game, n: int, players: int = 2, bots="random", seed: int = 0, options: dict | None = None,
             executor=None, rotate: bool = True, progress: bool = True, as_frame: bool = True):
    """Play ``n`` games and return one row per game (a pandas DataFrame if pandas is installed).

    ``bots``: one bot for every seat (a name such as "random", "greedy", "search", or a bot
    object) or a list with one per seat. ``options`` go to ``new_game`` (rule variants).
    ``executor``: None runs on local processes (inline for small runs); or pass any
    ``concurrent.futures.Executor``, e.g. a Dask ``client.get_executor()``.
    ``progress``: True shows a tqdm bar, False nothing; a function is called with the games
    finished so far and ``n`` after every chunk (the lab panel feeds its own bar with it).
    """
    module = _module(game)
    name = module.__name__.rsplit(".", 1)[-1]
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be a positive number of games, not {n!r}.")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}.")
    if options is not None and not isinstance(options, dict):
        raise TypeError(f"options must be a dict of new_game's keyword arguments, not {type(options).__name__}.")
    if executor is not None and not callable(getattr(executor, "map", None)):
        raise TypeError(f"executor must be a concurrent.futures.Executor (anything with .map), not {executor!r}.")
    options = dict(options or {})
    try:  # players and options are checked here, once, not inside a worker
        module.new_game(players=players, seed=seed, **options)
    except TypeError as err:
        raise TypeError(f"options: {err}") from None
    seat_bots = list(bots) if isinstance(bots, (list, tuple)) else [bots] * players
    if len(seat_bots) != players:
        raise ValueError(f"bots lists {len(seat_bots)} bots for {players} seats.")
    for spec in seat_bots:
        make_bot(spec)  # refuse an unknown bot here, not inside a worker
    seatings = [seat_bots[i % players:] + seat_bots[:i % players] if rotate else seat_bots for i in range(n)]
    seeds = [seed + i for i in range(n)]
    workers = os.cpu_count() or 1
    size = max(1, min(25, n // (workers * 4)))
    jobs = [(name, players, seatings[i:i + size], seeds[i:i + size], options) for i in range(0, n, size)]

    own_pool = executor is None and n >= 40 and workers > 1
    pool = ProcessPoolExecutor(max_workers=workers) if own_pool else executor
    bar = _progress_bar(n, f"{name} x{n}") if progress is True else None
    report = progress if callable(progress) else None
    rows: list[dict] = []
    try:
        results = pool.map(_play_chunk, jobs) if pool is not None else map(_play_chunk, jobs)
        for chunk in results:
            rows.extend(chunk)
            if bar is not None:
                bar.update(len(chunk))
            if report is not None:
                report(len(rows), n)
    finally:
        if bar is not None:
            bar.close()
        if own_pool:
            pool.shutdown()
    return _table(rows) if as_frame else rows


def _progress_bar(total: int, desc: str):
    if os.environ.get("TQDM_DISABLE"):  # tqdm's own switch, which its notebook bar ignores
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=desc, unit="game", leave=False)


def _table(rows: list[dict]):
    try:
        import pandas as pd
    except ImportError:
        return rows
    return pd.DataFrame(rows)
