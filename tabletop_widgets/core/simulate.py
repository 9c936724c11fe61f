"""Play many seeded games between bots: the data behind the game-design lab.

    tw.simulate("porta_nigra", 1000, players=2, bots=["search", "random"], seed=0)

Game ``i`` uses seed ``seed + i``. With ``rotate=True`` (the default) the bots move one seat
on every game, so each bot plays every seat equally often and seat effects cancel out.
Games run in chunks on an executor: local processes by default, or any
``concurrent.futures.Executor`` (a Dask cluster's ``client.get_executor()`` works unchanged:
only ``executor.map`` is used).
"""

from __future__ import annotations

import copy
import inspect
import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from itertools import islice
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias, cast

from .bots import Bot, make_bot
from .types import JSON

if TYPE_CHECKING:
    from .game import Game

# A chunk of games for a worker: (game, players, each game's bots by seat, their seeds, options).
Job: TypeAlias = tuple[str, int, list[list[Any]], list[int], JSON]


def _module(game: str | ModuleType) -> ModuleType:
    """The game module registered as ``game`` in ``tw.games`` (a name or the module itself)."""
    from .. import games  # the registry; imported here because the package imports this module

    name = game if isinstance(game, str) else getattr(game, "__name__", "").rsplit(".", 1)[-1]
    if name not in games:
        raise ValueError(f"Unknown game {game!r}; the games are: {', '.join(games)}.")
    module: ModuleType = games[name]
    return module


def game_options(game: str | ModuleType) -> dict[str, inspect.Parameter]:
    """The keyword-only options of ``game``'s ``new_game`` (seating, components, rule
    variants), by name: what ``simulate``'s ``options`` may set."""
    parameters = inspect.signature(_module(game).new_game).parameters.values()
    return {p.name: p for p in parameters if p.kind is p.KEYWORD_ONLY}


def seeded_bots(bots: list[Any], seed: int) -> list[Bot]:
    """The bots of a game with this seed, each seeded for its seat (so a game replays exactly).
    A bot object is copied for every game: each game starts from the object as it was given,
    whatever it learnt or drew in the games before (or in another worker's)."""
    return [make_bot(spec if isinstance(spec, str) else copy.deepcopy(spec), seed=seed * 7919 + seat)
            for seat, spec in enumerate(bots)]


def bot_game(game: str, players: int, bots: list[Any], seed: int, options: JSON) -> tuple[Game, list[str], int | None]:
    """The finished game ``play_one`` plays, the bots' names and the seat that moved first: the
    same seeds give the same moves, so a row of ``simulate`` can be played again move by move
    (``tw.replay``). A bot that fails raises a ValueError naming the game, the seed, the seat
    and the move."""
    module = _module(game)
    g: Game = module.new_game(players=players, seed=seed, **options)
    first = g.current_player
    players_bots = seeded_bots(bots, seed)
    names = [getattr(b, "name", type(b).__name__) for b in players_bots]
    while not g.is_over:
        seat = cast(int, g.current_player)  # a game not over has a seat to move
        try:
            g.apply(players_bots[seat].choose(g))
        except Exception as err:
            raise ValueError(f"bots: {game}, seed {seed}: the {names[seat]!r} bot in seat {seat} failed at move "
                             f"{len(g.history) + 1} ({type(err).__name__}: {str(err)[:300]}).") from err
    return g, names, first


def play_one(game: str, players: int, bots: list[Any], seed: int, options: JSON) -> JSON:
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


def _play_chunk(job: Job) -> list[JSON]:
    game, players, seatings, seeds, options = job
    return [play_one(game, players, bots, seed, options) for bots, seed in zip(seatings, seeds, strict=True)]


def simulate(game: str | ModuleType, n: int, players: int = 2, bots: Any = "random", seed: int = 0,
             options: JSON | None = None, executor: Executor | None = None, rotate: bool = True,
             progress: bool | Callable[[int, int], object] = True, as_frame: bool = True) -> Any:
    """Play ``n`` games and return one row per game (a pandas DataFrame if pandas is installed).

    ``game``: a game's name ("porta_nigra", "carpe_diem", "magna_roma") or its module.
    ``n``: how many games; game ``i`` is set up with seed ``seed + i``, so a run replays exactly.
    ``players``: the player count of every game (1 to 4, as the game allows).
    ``bots``: one bot for every seat (a name such as "random", "greedy", "search", a level
    such as "beginner", or a bot object, copied for each game) or a list with one per seat.
    ``rotate``: True moves the bots one seat round on every game, so each plays every seat
    equally often; False keeps them where listed.
    ``options`` go to ``new_game`` (rule variants, e.g. ``{"start_coins": 15}``).
    ``executor``: None runs on local processes (inline for small runs); or pass any
    ``concurrent.futures.Executor``, e.g. a Dask ``client.get_executor()``.
    ``progress``: True shows a tqdm bar, False nothing; a function is called with the games
    finished so far and ``n`` after every chunk (the lab panel feeds its own bar with it); an
    exception it raises ends the run there (the lab panel's Stop), dropping the chunks not begun.
    ``as_frame``: False returns the rows as a list of dicts even with pandas.

    A row: ``game``, ``seed``, ``players``, ``bots`` (by seat), ``options``, ``first_player``
    (the seat that moved first), ``scores`` and ``breakdown`` (by seat), ``winners`` (the seats
    that share the win), ``winner`` and ``winner_bot`` (a sole winner's seat and bot, else
    empty) and ``length`` (the decisions made). ``tw.replay(row)`` plays one again.
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
    if not isinstance(rotate, bool):
        raise TypeError(f"rotate must be True or False, not {rotate!r}.")
    options = dict(options or {})
    allowed = game_options(module)
    unknown = [key for key in options if key not in allowed]
    if unknown:
        raise TypeError(f"options: {name} has no option {unknown[0]!r}; its options are: {', '.join(allowed)}.")
    module.new_game(players=players, seed=seed, **options)  # players and options checked here, not in a worker
    seat_bots = list(bots) if isinstance(bots, (list, tuple)) else [bots] * players
    if len(seat_bots) != players:
        raise ValueError(f"bots lists {len(seat_bots)} {'bot' if len(seat_bots) == 1 else 'bots'} for "
                         f"{players} seats.")
    for spec in seat_bots:
        make_bot(spec)  # refuse an unknown bot here, not inside a worker
    workers = os.cpu_count() or 1
    size = max(1, min(25, n // (workers * 4)))
    jobs = _jobs(name, players, seat_bots, seed, n, size, rotate, options)

    own_pool = executor is None and n >= 40 and workers > 1
    pool = ProcessPoolExecutor(max_workers=workers) if own_pool else executor
    bar = _progress_bar(n, f"{name} x{n}") if progress is True else None
    report = progress if callable(progress) else None
    rows: list[JSON] = []
    finished = False
    try:
        for chunk in _played(pool, jobs, batch=workers * 8):
            rows.extend(chunk)
            if bar is not None:
                bar.update(len(chunk))
            if report is not None:
                report(len(rows), n)
        finished = True
    finally:
        if bar is not None:
            bar.close()
        # A run ended early waits for nothing: chunks not begun are dropped, those in play end unseen.
        if own_pool and pool is not None:
            pool.shutdown(wait=finished, cancel_futures=not finished)
    return _table(rows) if as_frame else rows


def _jobs(name: str, players: int, seat_bots: list[Any], seed: int, n: int, size: int, rotate: bool,
          options: JSON) -> Iterator[Job]:
    """The chunks of ``size`` games to play, made as the executor asks for them (a million
    games cost no memory before the first is played). With ``rotate``, game ``i``'s bots sit
    ``i`` seats round."""
    games = ((seat_bots[i % players:] + seat_bots[:i % players] if rotate else seat_bots, seed + i) for i in range(n))
    while chunk := list(islice(games, size)):
        yield name, players, [bots for bots, _ in chunk], [s for _, s in chunk], options


def _played(pool: Executor | None, jobs: Iterator[Job], batch: int) -> Iterator[list[JSON]]:
    """Each chunk's rows, in order. An executor's map takes all its jobs at once, so it is
    handed ``batch`` chunks at a time: a huge run starts at once and holds only those."""
    while some := list(islice(jobs, batch)):
        yield from (pool.map(_play_chunk, some) if pool is not None else map(_play_chunk, some))


def _progress_bar(total: int, desc: str) -> Any:
    if os.environ.get("TQDM_DISABLE"):  # tqdm's own switch, which its notebook bar ignores
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=desc, unit="game", leave=False)


def _table(rows: list[JSON]) -> Any:
    try:
        import pandas as pd
    except ImportError:
        return rows
    frame = pd.DataFrame(rows)
    frame["winner"] = frame["winner"].astype("Int64")  # a seat, or <NA> for a shared win (not 0.0 and NaN)
    return frame
