"""Bots that boards and simulations share.

A bot's ``choose(game)`` returns one of the legal actions of the player to move. Bots that
look ahead do it on ``game.determinized(seat, seed)``: a copy in which everything hidden
from their seat (other hands, deck orders, future draws) is redrawn at random, so a bot
sees only what its seat may see. ``game.evaluate(seat)`` scores a position for them.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol, cast

from .rng import SeededRandom, seed_state
from .types import Action

if TYPE_CHECKING:
    from .game import Game

# A bot takes the same action at most this often in one turn. Some actions are free and
# undo each other (in Magna Roma, moving a citizen from one monument to another and back):
# a bot that rated both the best in turn would play them to and fro forever.
REPEATS_PER_TURN = 6


class Bot(Protocol):
    """What a bot is (``make_bot`` accepts any object with this method): it picks a legal move."""

    def choose(self, game: Game) -> Action: ...


def one_step(world: Game, actions: list[Action], rnd: SeededRandom) -> list[tuple[float, int, Action]]:
    """(value for the player to move, random tie-break, action) of each action played on
    ``world``, a position the mover may look at (a determinized copy)."""
    mover, scored = cast(int, world.current_player), []  # a bot moves only for a seat to move
    for action in actions:
        trial = world.copy(log=False)
        trial.apply(action)
        scored.append((trial.evaluate(mover), rnd.below(1 << 30), action))
    return scored


def not_looping(game: Game, actions: list[Action]) -> list[Action]:
    """``actions`` without those the player to move has already taken REPEATS_PER_TURN
    times in this turn (its moves since another seat's last)."""
    taken: Counter[str]
    me, taken = game.current_player, Counter()
    for action, mover in zip(reversed(game.history), reversed(game.movers), strict=True):
        if mover != me:
            break
        taken[json.dumps(action, sort_keys=True)] += 1
    if not taken or max(taken.values()) < REPEATS_PER_TURN:
        return actions
    fresh = [a for a in actions if taken[json.dumps(a, sort_keys=True)] < REPEATS_PER_TURN]
    return fresh or actions


class RandomBot:
    """Plays a uniformly random legal action (seeded, so games replay exactly)."""

    name = "random"
    level = "beginner"  # what a learner reads on the board: "Blue (beginner bot)"

    def __init__(self, seed: int = 0):
        self._rng = {"rng": seed_state(seed)}

    def _random(self) -> SeededRandom:
        return SeededRandom(self._rng)

    @property
    def rng_state(self) -> int:
        """Its generator's state: a board's autosave keeps it, so a resumed game's bots
        carry on as they would have (core/autosave.py)."""
        return int(self._rng["rng"])

    @rng_state.setter
    def rng_state(self, state: int) -> None:
        self._rng["rng"] = seed_state(state)

    def choose(self, game: Game) -> Action:
        return self._random().choice(game.legal_actions())

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class GreedyBot(RandomBot):
    """One step ahead: the action whose resulting position evaluates best (ties at random)."""

    name = "greedy"
    level = "steady"

    def ranked(self, game: Game, actions: list[Action]) -> list[tuple[float, Action]]:
        """Actions with their one-step value, best first, on one determinization."""
        seat, rnd = cast(int, game.current_player), self._random()
        scored = one_step(game.determinized(seat, rnd.next64()), actions, rnd)
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [(value, action) for value, _, action in scored]

    def choose(self, game: Game) -> Action:
        actions = not_looping(game, game.legal_actions())
        return actions[0] if len(actions) == 1 else self.ranked(game, actions)[0][1]


class SearchBot(GreedyBot):
    """Flat Monte Carlo search with determinization and greedy rollouts.

    The ``width`` best actions by one-step value are each tried in ``iterations`` sampled
    worlds (hidden information redrawn every time; every candidate meets the same worlds).
    After the candidate, the game is played on by the greedy policy (each player takes the
    action that evaluates best for itself) for at most ``depth`` further actions, stopping
    once ``turns`` turn changes have happened (1: the rest of my turn; 2: and the
    opponent's reply); the action with the best mean final evaluation is chosen.
    ``effort`` bounds the positions a decision may evaluate in its rollouts (each candidate
    gets an equal share; a rollout that has used its share stops where it is), so that a
    position with hundreds of moves still answers within about a third of a second
    (benchmarks/bots.py: 0.19 to 0.32 s at the slowest, on 2 cores). It counts work, not
    time, so a seed replays the same game on any machine. ``seconds``, if given, bounds the
    search time per decision instead of ``iterations``.
    """

    name = "search"
    level = "strong"

    # Defaults measured in two-player duels against greedy (benchmarks/bots.py): trying many
    # candidates on one world beat fewer candidates on several worlds (Porta Nigra 80% at
    # width 16 against 68% at width 4 with 2 worlds); also playing the opponent's greedy
    # reply (turns=2) was slower and weaker (40%).
    # effort: without a bound, a decision's rollouts evaluated up to about 13,000 positions (0.9 s,
    # the slowest of 15,381 Magna Roma decisions); 4,000 binds only in the slowest few in a hundred.
    def __init__(self, seed: int = 0, iterations: int = 1, width: int = 16, depth: int = 8, turns: int = 1,
                 effort: int = 4000, seconds: float | None = None):
        super().__init__(seed)
        if iterations < 1 or width < 1 or depth < 0 or turns < 1 or effort < 1:
            raise ValueError("iterations, width, turns and effort must be at least 1, depth at least 0.")
        self.iterations, self.width, self.depth, self.turns, self.seconds = iterations, width, depth, turns, seconds
        self.effort = effort

    @staticmethod
    def _greedy(game: Game, rnd: SeededRandom) -> Action:
        """The greedy policy inside a rollout: the mover's best one-step action (ties at random)."""
        actions = game._legal_cached()
        if len(actions) == 1:
            return actions[0]
        return max(one_step(game, actions, rnd), key=lambda item: (item[0], item[1]))[2]

    def _rollout(self, trial: Game, rnd: SeededRandom, share: int) -> None:
        mover, changes = trial.current_player, 0
        for _ in range(self.depth):
            if trial.is_over:
                return
            if trial.current_player != mover:
                changes += 1
                if changes >= self.turns:
                    return
                mover = trial.current_player
            share -= len(trial._legal_cached())  # the positions the greedy step evaluates
            if share < 0:
                return
            trial.apply(self._greedy(trial, rnd))

    def choose(self, game: Game) -> Action:
        actions = not_looping(game, game.legal_actions())
        if len(actions) == 1:
            return actions[0]
        weighed = self.weigh(game, actions)
        return max(weighed, key=lambda item: item[0])[1]  # the first of the best: candidates' order breaks ties

    def weigh(self, game: Game, actions: list[Action]) -> list[tuple[float, Action]]:
        """The ``width`` best of ``actions`` by one step, each with its total final evaluation
        over the sampled worlds (in the order of the one-step ranking)."""
        candidates = [action for _, action in self.ranked(game, actions)[:self.width]]
        seat, rnd = cast(int, game.current_player), self._random()
        totals = [0.0] * len(candidates)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        rounds, share = 0, self.effort // (len(candidates) * self.iterations)
        while rounds < self.iterations if deadline is None else (rounds == 0 or time.perf_counter() < deadline):
            world = game.determinized(seat, rnd.next64())
            for i, action in enumerate(candidates):
                trial = world.copy(log=False)
                trial.apply(action)
                self._rollout(trial, rnd, share)
                totals[i] += trial.evaluate(seat)
            rounds += 1
        return list(zip(totals, candidates, strict=True))

    def __repr__(self) -> str:
        return (f"SearchBot(iterations={self.iterations}, width={self.width}, depth={self.depth}, "
                f"turns={self.turns}, effort={self.effort})")


BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}
LEVELS = {cls.level: name for name, cls in BOTS.items()}  # "beginner" -> "random", ...


def _known() -> str:
    return ", ".join(f"{name} ({cls.level})" for name, cls in BOTS.items())


def make_bot(spec: Any, seed: int = 0) -> Bot:
    """A bot from a name ("random", "greedy", "search"), its level for learners ("beginner",
    "steady", "strong"), or an object with ``choose(game)``."""
    if isinstance(spec, str):
        name = LEVELS.get(spec, spec)
        if name not in BOTS:
            raise ValueError(f"Unknown bot {spec!r}; the bots (and their levels) are: {_known()}.")
        return BOTS[name](seed=seed)
    if isinstance(spec, type):
        raise ValueError(f"{spec.__name__} is a class: give a bot made from it ({spec.__name__}()) or a bot's name "
                         f"({_known()}).")
    if not callable(getattr(spec, "choose", None)):
        raise ValueError(f"A bot must be a name or level ({_known()}) or have a choose(game) method, not {spec!r}.")
    return cast(Bot, spec)  # it has a choose method


def bot_label(bot: object) -> str:
    """How a board names a bot seat after the player's name: " (strong bot)", or " (bot)" for a
    bot without a level."""
    level = getattr(bot, "level", None)
    return f" ({level} bot)" if isinstance(level, str) and level else " (bot)"
