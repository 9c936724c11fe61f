"""The rules contract every game implements (see DESIGN.md).

A game's whole position is one JSON-native dict, ``self.state`` (the random generator's
state included). History is the position the game started from plus the list of actions
taken since; ``undo`` replays that list less its last action, so a random draw an action
caused is undone with it, and nothing is copied on the hot path of ``apply``.

A subclass supplies the rules:

- ``ACTIONS``: the action shapes (``core.actions``);
- ``_legal_actions()``, ``_explain(action)`` (why a well-shaped action is not legal now),
  ``_apply(action)`` (perform a legal action);
- ``current_player``, ``is_over``, ``score_breakdown()``, ``view(seat)``, ``describe(action)``.

Every game package has the same modules for the same jobs: ``rules.py`` (the subclass: state
and transitions), ``explain.py`` (a ``Refusals`` mixin: ``_explain`` and the ``_why_<type>``
reasons), ``view.py`` (a ``Presentation`` mixin: ``view``, ``describe``, ``prompt``,
``summary``), ``scoring.py``, ``components.py`` + ``components.json``, ``scenario.py`` and,
once it has a board, ``board.py``. ``apply`` tags every log entry it writes with the action
that caused it (``entry["action"]``), so a view can say which move each event came from.
"""

from __future__ import annotations

import json
import marshal
from typing import Any

from .actions import normalized, shape_error
from .errors import IllegalAction
from .rng import SeededRandom

FORMAT = "tabletop-widgets"
FORMAT_VERSION = 1


class Game:
    NAME = "game"   # module name, e.g. "porta_nigra"
    TITLE = "Game"  # for people, e.g. "Porta Nigra"
    ACTIONS: dict = {}
    # Score categories in the rulebook's order: points scored during play live in each
    # seat's state["seats"][i]["points"]; final scoring fills state["final"] at the end.
    PLAY_CATEGORIES: tuple[str, ...] = ()
    FINAL_CATEGORIES: tuple[str, ...] = ()
    # Action fields that may name something hidden ({type: (field, ...)}): a view's log
    # leaves them out of the action that caused an entry (the save keeps them).
    SECRET_FIELDS: dict[str, tuple[str, ...]] = {}

    def __init__(self, state: dict):
        self.state = state
        self._start = json.dumps(state, separators=(",", ":"))
        self._actions: list[dict] = []
        self._legal: list[dict] | None = None

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        return self.state["current"]

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def log(self) -> list[dict]:
        """Events in plain language (``text``) with structured data, oldest first."""
        return self.state["log"]

    @property
    def players(self) -> int:
        return len(self.state["seats"])

    @property
    def history(self) -> list[dict]:
        """The actions taken since the starting position, oldest first."""
        return [dict(a) for a in self._actions]

    def legal_actions(self) -> list[dict]:
        return [dict(a) for a in self._legal_cached()]

    def why_illegal(self, action: Any) -> str | None:
        reason = shape_error(action, self.ACTIONS)
        if reason is not None:
            return reason
        action = normalized(action, self.ACTIONS)
        if action in self._legal_cached():
            return None
        if self.is_over:
            return "The game is over: no more moves can be made."
        return self._explain(action) or "That move is not available in this position."

    def apply(self, action: Any) -> None:
        """Perform ``action``; an illegal one raises IllegalAction and changes nothing."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        action = normalized(action, self.ACTIONS)
        try:
            self._perform(action)
        except Exception:
            # A bug must not leave a half-made move behind: rebuild the position.
            self._replay(self._actions)
            raise
        self._actions.append(action)
        self._legal = None

    def undo(self) -> None:
        """Go back one decision; the random draws it caused are undone with it."""
        if not self._actions:
            raise IllegalAction("There is nothing to undo: no move has been made from this position.")
        self._replay(self._actions[:-1])

    def scores(self) -> list[int]:
        breakdown = self.score_breakdown()
        return [sum(points[seat] for points in breakdown.values()) for seat in range(self.players)]

    def winners(self) -> list[int]:
        """Seats with the most points (ties share the win); empty until the game is over."""
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def copy(self, log: bool = True) -> "Game":
        """An independent copy with the same history (for bots that look ahead, and tests).

        ``log=False`` leaves the copy's log empty: much cheaper late in a game, for lookahead.
        """
        clone = object.__new__(type(self))
        clone.__dict__.update(self.__dict__)
        events = self.state["log"]
        if not log:
            self.state["log"] = []
        try:
            clone.state = marshal.loads(marshal.dumps(self.state))  # exact for JSON-native data, fast
        finally:
            self.state["log"] = events
        clone._actions = list(self._actions)
        clone._legal = None
        return clone

    def determinized(self, seat: int, seed: int) -> "Game":
        """A lookahead copy consistent with what ``seat`` knows: everything hidden from it is
        redrawn at random (other hands, deck orders, the generator). Subclasses shuffle their
        hidden zones; this base version only reseeds the generator."""
        clone = self.copy(log=False)
        clone.state["rng"] = seed & ((1 << 64) - 1)
        return clone

    def evaluate(self, seat: int) -> float:
        """How well ``seat`` stands, for bots: its projected score minus the best rival's."""
        scores = self.scores()
        return scores[seat] - max(s for i, s in enumerate(scores) if i != seat) if len(scores) > 1 else scores[seat]

    # ----------------------------------------------------------------- saving
    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "version": FORMAT_VERSION, "game": self.NAME,
            "start": json.loads(self._start), "actions": self._actions, "state": self.state,
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> "Game":
        """Load a saved game; damaged or edited text raises ValueError saying what is wrong."""
        if not isinstance(text, (str, bytes)):
            raise ValueError(f"A saved game is a JSON text, not {type(text).__name__}.")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise ValueError(f"This is not a saved game: the text is not valid JSON ({err.msg} "
                             f"at line {err.lineno}, column {err.colno}; was it cut short?).") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("This is not a tabletop-widgets saved game (its 'format' field is missing or wrong).")
        if data.get("game") != cls.NAME:
            raise ValueError(f"This save is a game of {data.get('game')!r}, not {cls.NAME!r}: "
                             f"load it with tabletop_widgets.{data.get('game')}.from_json.")
        if data.get("version") != FORMAT_VERSION:
            raise ValueError(f"This save has format version {data.get('version')!r}; this version of "
                             f"tabletop-widgets reads version {FORMAT_VERSION}.")
        start, actions, state = data.get("start"), data.get("actions"), data.get("state")
        if not isinstance(start, dict) or not isinstance(state, dict) or not isinstance(actions, list):
            raise ValueError("The saved game is damaged: it lacks its starting position, its moves or its position.")
        problem = cls._state_problem(start)
        if problem:
            raise ValueError(f"The saved game is damaged: its starting position {problem}.")
        game = cls(start)
        for number, action in enumerate(actions, 1):
            try:
                reason = game.why_illegal(action)
                if reason is None:
                    game.apply(action)
            except Exception as err:  # a damaged position can break rules code anywhere
                raise ValueError(f"The saved game is damaged: move {number} cannot be replayed ({err}).") from None
            if reason is not None:
                raise ValueError(f"The saved game is damaged: move {number} is not legal there ({reason})")
        if game.state != state:
            raise ValueError("The saved game is damaged or was edited: its position does not follow "
                             "from its starting position and moves.")
        return game

    # ----------------------------------------------------------------- internals
    @classmethod
    def _state_problem(cls, state: dict) -> str | None:
        """A reason the state cannot be a position of this game, or None (subclasses refine)."""
        return None

    def _legal_cached(self) -> list[dict]:
        if self._legal is None:
            self._legal = [] if self.is_over else self._legal_actions()
        return self._legal

    def _replay(self, actions: list[dict]) -> None:
        self.state = json.loads(self._start)
        self._legal = None
        done = []
        for action in actions:
            self._perform(action)
            self._legal = None
            done.append(action)
        self._actions = done

    def _perform(self, action: dict) -> None:
        """Apply a legal action and tag the log entries it writes with it (their ``action``)."""
        log = self.state["log"]
        first = len(log)
        self._apply(action)
        for entry in log[first:]:
            entry["action"] = action

    def _legal_actions(self) -> list[dict]:
        raise NotImplementedError

    def _explain(self, action: dict) -> str | None:
        raise NotImplementedError

    def _apply(self, action: dict) -> None:
        raise NotImplementedError

    def final_categories(self) -> tuple[str, ...]:
        return self.FINAL_CATEGORIES

    def score_breakdown(self) -> dict[str, list[int]]:
        seats, final = self.state["seats"], self.state["final"]
        breakdown = {cat: [s["points"][cat] for s in seats] for cat in self.PLAY_CATEGORIES}
        for cat in self.final_categories():
            breakdown[cat] = list(final[cat]) if final else [0] * len(seats)
        return breakdown

    def _rng(self) -> SeededRandom:
        return SeededRandom(self.state)

    def _log(self, text: str, seat: int | None = None, kind: str = "", **data) -> None:
        """Record an event; ``apply`` adds the action that caused it (see ``_perform``)."""
        self.state["log"].append({"seat": seat, "kind": kind, "text": text, "data": data})

    def seat_colour(self, seat: int) -> str:
        """The seat's colour as ``#rrggbb`` (games that keep a colour name map it here)."""
        return self.state["seats"][seat]["colour"]

    def view(self, seat: int | None = None, reveal_all: bool = False) -> dict:
        """JSON-able; seat=None is the table's public view, seat=i hides what i may not see,
        ``reveal_all`` (the teacher view) shows every hand. Games build it in their view.py
        with ``core.view.envelope`` (the fields every game shares, then their own)."""
        raise NotImplementedError

    def name(self, seat: int) -> str:
        return self.state["seats"][seat]["name"]

    def summary(self) -> str:
        """One line for reprs: players, progress, whose turn."""
        turn = "game over" if self.is_over else f"{self.name(self.current_player)} to play"
        return f"{self.players} players, {turn}"

    def prompt(self) -> str:
        """What the player to move decides now, in plain words."""
        return "choose a move"

    def describe(self, action: dict) -> str:
        """The action in plain words, for menus and logs."""
        return str(action)

    def __repr__(self) -> str:
        return f"<{self.TITLE}: {self.summary()}>"
