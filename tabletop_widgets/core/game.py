"""The rules contract every game implements (README, "The rules contract").

A game's whole position is one JSON-native dict, ``self.state`` (the random generator's
state included). History is the position the game started from plus the list of actions
taken since; ``undo`` replays that list less its last action, so a random draw an action
caused is undone with it, and nothing is copied on the hot path of ``apply``.

A game set up by ``new_game`` remembers its set-up (``new_game``'s arguments, seed included);
its save holds that set-up and the moves, so loading rebuilds it through the rules. A game
built from another position (``scenario``) saves that position, and loads only as a
scenario, labelled as one in its log.

Each action also records whether it revealed hidden information (a card drawn, a face-down
tile turned up, a random draw): the rules mark it where it happens (``_draw`` for a card
taken from a face-down pile, ``_reveal`` for any other change to one; the generator marks
its own draws), and ``undo_floor`` tells a board how far back undo may go without being a
peek at the deck (docs/rulings.md, "Undo and hidden information").

A subclass supplies the rules:

- ``ACTIONS``: the action shapes (``core.actions``);
- ``PHASE_RECORDS``: one ``core.phases.Phase`` per phase of play: the action types it allows
  (``PHASES`` is read from them), how it refuses another type (``_out_of_phase``), its prompt;
- ``_legal_actions()``, ``_explain(action)`` (why a well-shaped action is not legal now),
  ``_apply(action)`` (perform a legal action);
- ``current_player``, ``is_over``, ``score_breakdown()``, ``view(seat)``, ``describe(action)``;
- ``FACE_DOWN`` / ``FACE_DOWN_SEATS``: the state keys of its face-down piles (every change
  to one goes through ``_draw`` or ``_reveal``);
- ``new_game``: the module's set-up function (to rebuild a save).

Every game package has the same modules for the same jobs: ``rules.py`` (the subclass: state
and transitions: ``_do_<type>``, and ``_legal_<type>`` for the legal lists, each called from a
table written out by action type), ``explain.py`` (a ``Refusals`` mixin: ``_explain`` and the
``_why_<type>`` reasons, called from the table ``WHY``), ``view.py`` (a ``Presentation``
mixin: ``view``, ``describe``, ``prompt``, ``summary``), ``scoring.py``, ``components.py`` +
``components.json``, ``scenario.py`` and, once it has a board, ``board.py``. ``apply`` tags
every log entry it writes with the action that caused it (``entry["action"]``), so a view can
say which move each event came from.
"""

from __future__ import annotations

import json
import marshal
import sys
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from .actions import Field, normalized, shape_error
from .errors import IllegalAction
from .phases import Phase
from .rng import SeededRandom
from .rulebook import ACTION_FORM, Refusal, Rule, enforced_rules
from .saves import check_log, check_position, id_kinds, parse_save, shape_problem, words_of
from .types import JSON, Action

FORMAT = "tabletop-widgets"
FORMAT_VERSION = 2
SCENARIO_LABEL = "This position was loaded from a save that does not start from the rulebook set-up."
GAME_OVER = "The game is over: no more moves can be made."  # the refusal of any move after the end

T = TypeVar("T")
G = TypeVar("G", bound="Game")  # a game's own class: its copies and loads are of it


class Components(Protocol):
    """A game's look-up table of its component set (``<game>/table.py``); games narrow ``t``."""

    @property
    def comp(self) -> JSON: ...


def _count(pile: Any) -> int:
    """Cards or tiles in a pile (a pile of piles counts them all; None is an empty place):
    the size of a face-down pile as the table shows it. Moves mark their own reveals
    (``Game._draw``); tests compare pile sizes with this to check that marking."""
    if not isinstance(pile, list):
        return int(pile is not None)
    total = len(pile) - pile.count(None)
    for inner in pile:
        if isinstance(inner, list):
            total += _count(inner) - 1  # the pile counted as one card above
    return total


class Game:
    NAME = "game"   # module name, e.g. "porta_nigra"
    TITLE = "Game"  # for people, e.g. "Porta Nigra"
    ACTIONS: dict[str, dict[str, Field]] = {}
    # Score categories in the rulebook's order: points scored during play live in each
    # seat's state["seats"][i]["points"]; final scoring fills state["final"] at the end.
    PLAY_CATEGORIES: tuple[str, ...] = ()
    FINAL_CATEGORIES: tuple[str, ...] = ()
    FACE_DOWN: tuple[str, ...] = ()        # state keys of face-down piles (decks)
    FACE_DOWN_SEATS: tuple[str, ...] = ()  # seat keys of face-down piles (a seat's own deck)
    WORDS: tuple[str, ...] = ()  # texts a position may hold beyond component ids (phases, steps...)
    # The game's rules by id (``core.rulebook``; ``<game>/rulebook.py``); every refusal names one.
    RULES: Mapping[str, Rule] = MappingProxyType({ACTION_FORM.id: ACTION_FORM})
    # Each phase of play (``state["phase"]``), declared once (``core.phases``): what it allows,
    # how it refuses other moves, its prompt; PHASES, the action types by phase, is read from them.
    PHASE_RECORDS: Mapping[str, Phase] = MappingProxyType({})
    PHASES: Mapping[str, tuple[str, ...]] = MappingProxyType({})
    GAME_END_RULE = ""  # the id of the rule that ends the game (no move after it)
    # The log kinds a move writes when it ends its seat's turn while that seat moves on (a
    # replay's timeline steps by turns: a turn also ends wherever another seat moves next).
    TURN_END_LOGS: frozenset[str] = frozenset({"end_turn"})
    new_game: Callable[..., Game] | None = None  # set by each game module
    # Action fields that may name something hidden ({type: (field, ...)}): a view's log
    # leaves them out of the action that caused an entry (the save keeps them).
    SECRET_FIELDS: dict[str, tuple[str, ...]] = {}
    t: Components  # each game sets it from state["components"]

    def __init__(self, state: JSON, setup: JSON | None = None):
        self.state = state
        self._start = marshal.dumps(state)  # the starting position (exact for JSON-native data, fast)
        self._setup = setup  # new_game's arguments, or None for a position built otherwise
        self._actions: list[Action] = []
        self._reveals: list[bool] = []  # per action: did it show hidden information?
        self._movers: list[int | None] = []  # per action: the seat that made it
        self._legal: list[Action] | None = None
        self._revealing = False  # set by the move being made when it shows something hidden

    # ----------------------------------------------------------------- contract
    @property
    def current_player(self) -> int | None:
        current: int | None = self.state["current"]
        return current

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def log(self) -> list[JSON]:
        """Events in plain language (``text``) with structured data, oldest first."""
        events: list[JSON] = self.state["log"]
        return events

    @property
    def players(self) -> int:
        return len(self.state["seats"])

    def _me(self) -> JSON:
        """The seat to move: its part of the position (``state["seats"]``), for the rules and their mixins."""
        me: JSON = self.state["seats"][self.state["current"]]
        return me

    @property
    def history(self) -> list[Action]:
        """The actions taken since the starting position, oldest first."""
        return [dict(a) for a in self._actions]

    def legal_actions(self) -> list[Action]:
        return list(map(dict.copy, self._legal_cached()))  # copies: a caller may change them

    def why_illegal(self, action: Any) -> str | None:
        refusal = self.refusal(action)
        return None if refusal is None else refusal.text

    def move_rule(self, action: Action) -> Rule:
        """The rule a move is made under: the first its transition enforces (``@enforces`` on
        the function the rules module's ``PERFORM`` names for its type); ``ACTION_FORM`` for
        a type without one."""
        perform = vars(sys.modules[type(self).__module__]).get("PERFORM", {}).get(action.get("type"))
        ids = enforced_rules(perform) if perform is not None else ()
        return self.RULES[ids[0]] if ids else ACTION_FORM

    def refusal(self, action: Any) -> Refusal | None:
        """None if ``action`` is legal now, else why not: the rule it breaks (an id of
        ``RULES``) and the sentence ``why_illegal`` returns."""
        reason = shape_error(action, self.ACTIONS)
        if reason is not None:
            return Refusal(ACTION_FORM.id, reason)
        action = normalized(action, self.ACTIONS)
        if action in self._legal_cached():
            return None
        if self.is_over:
            return self.refuse(self.GAME_END_RULE, GAME_OVER)
        if self.PHASES and action["type"] not in self.PHASES[self.state["phase"]]:
            return self._out_of_phase(action)
        # None here is a gap in the rules model's checks (tests/test_refusals_name_rules.py forbids it)
        return self._explain(action) or Refusal(None, "That move is not available in this position.")

    def refuse(self, rule: str, text: str) -> Refusal:
        """A refusal under ``rule`` (which must be an id of ``RULES``: a typo fails loudly)."""
        if rule not in self.RULES:
            raise KeyError(f"{self.TITLE} has no rule {rule!r}")
        return Refusal(rule, text)

    def apply(self, action: Any) -> None:
        """Perform ``action``; an illegal one raises IllegalAction and changes nothing."""
        legal = self._legal_cached()
        known = self._exactly_legal(action, legal)
        if known is not None:  # the hot path of bots and playouts: a legal action as listed
            action = known.copy()  # a game's legal list may share its dicts from one game to the next
        else:
            refusal = self.refusal(action)
            if refusal is not None:
                raise IllegalAction(refusal.text, refusal.rule)
            action = normalized(action, self.ACTIONS)
        try:
            self._perform(action)
        except Exception:
            # A bug must not leave a half-made move behind: rebuild the position.
            self._replay(self._actions)
            raise

    def undo(self) -> None:
        """Go back one decision; the random draws it caused are undone with it."""
        if not self._actions:
            raise IllegalAction("There is nothing to undo: no move has been made from this position.")
        self._replay(self._actions[:-1])

    @property
    def movers(self) -> list[int | None]:
        """The seat that made each move of ``history``."""
        return list(self._movers)

    @property
    def undo_floor(self) -> int:
        """How many moves must stay: undo past the last move that revealed hidden information
        (a draw from a face-down pile, a random draw) would show it again. A board refuses
        such an undo unless it was opened for free undo."""
        for index in range(len(self._reveals) - 1, -1, -1):
            if self._reveals[index]:
                return index + 1
        return 0

    @property
    def is_scenario(self) -> bool:
        """True for a position not reached from the rulebook set-up (a scenario)."""
        return self._setup is None

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

    def result(self) -> str:
        """How the game ended, in plain words: "Red wins", "Red and Blue win"; a one-player
        game has no winner, only its score ("" until the game is over)."""
        if not self.is_over:
            return ""
        if self.players == 1:
            return f"{self.name(0)} scores {self.scores()[0]} VP"
        winners = self.winners()
        return f"{' and '.join(self.name(s) for s in winners)} win{'s' if len(winners) == 1 else ''}"

    def copy(self: G, log: bool = True) -> G:
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
        clone._reveals = list(self._reveals)
        clone._movers = list(self._movers)
        clone._legal = None
        return clone

    def at(self: G, moves: int) -> G:
        """A copy of this game after its first ``moves`` moves (0: its starting position), with
        the random draws they caused: the position a replay shows at that step."""
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= len(self._actions):
            raise ValueError(f"moves must be a whole number from 0 to {len(self._actions)}, not {moves!r}.")
        clone = self.copy(log=False)
        clone._replay(self._actions[:moves])
        return clone

    def determinized(self: G, seat: int, seed: int, canonical: bool = False) -> G:
        """A lookahead copy consistent with what ``seat`` knows: everything hidden from it is
        redrawn at random (other hands, deck orders, the generator). Subclasses shuffle their
        hidden zones (``SeededRandom.redraw``); this base version only reseeds the generator.
        ``canonical``: each zone is drawn from its sorted order, so that every arrangement of
        what the seat cannot see gives the same copy (a hint's world: core/hints.py), every
        face-down pile (``FACE_DOWN``, ``FACE_DOWN_SEATS``) redrawn here too."""
        clone = self.copy(log=False)
        clone.state["rng"] = seed & ((1 << 64) - 1)
        if canonical:
            clone._redraw_face_down(canonical=True)
        return clone

    def _redraw_face_down(self, canonical: bool = False) -> None:
        """Every face-down pile (``FACE_DOWN``, ``FACE_DOWN_SEATS``) redrawn in place: no seat
        knows its order (a pile of piles, decks side by side, keeps each one's size)."""
        rng, state = self._rng(), self.state
        piles = [(state, key) for key in self.FACE_DOWN]
        piles += [(seat_state, key) for seat_state in state.get("seats", []) for key in self.FACE_DOWN_SEATS]
        for holder, key in piles:
            _redraw_pile(holder[key], rng, canonical)

    def evaluate(self, seat: int) -> float:
        """How well ``seat`` stands, for bots: its projected score minus the best rival's."""
        scores = self.scores()
        return scores[seat] - max(s for i, s in enumerate(scores) if i != seat) if len(scores) > 1 else scores[seat]

    # ----------------------------------------------------------------- saving
    def to_json(self) -> str:
        """The save: the set-up (or, for a scenario, its starting position), the moves, and the
        position they lead to (a check). It holds the seed: it is the owner's file."""
        return save_text(self.frozen_save())

    def frozen_save(self) -> bytes:
        """The save as it is now, in marshal's bytes (a tenth of the time its JSON takes): a copy
        no later move changes, made text by ``save_text`` later (the autosave's writer thread
        does it beside the kernel's work)."""
        origin = {"setup": self._setup} if self._setup is not None else {"start": marshal.loads(self._start)}
        return marshal.dumps({"format": FORMAT, "version": FORMAT_VERSION, "game": self.NAME, **origin,
                              "actions": self._actions, "state": self.state})

    @classmethod
    def from_json(cls: type[G], text: Any) -> G:
        """Load a saved game; damaged or edited text raises ValueError saying what is wrong.

        A rulebook game is rebuilt from its set-up and replayed through the rules; a save that
        starts from another position loads only as a scenario, labelled so in its log."""
        data = parse_save(text, FORMAT, FORMAT_VERSION, cls.NAME)
        if "setup" in data:
            game = cls._rebuild(data["setup"])
        else:
            start = data["start"]
            problem = cls._start_problem(start)
            if problem:
                raise ValueError(f"The saved game is damaged: its starting position {problem}.")
            if not (start["log"] and isinstance(start["log"][0], dict) and start["log"][0].get("kind") == "scenario"):
                label: JSON = {"seat": None, "kind": "scenario", "text": SCENARIO_LABEL, "data": {}}
                for state in (start, data["state"]):
                    if isinstance(state.get("log"), list):
                        state["log"].insert(0, label)
            game = cls(start)
            problem = check_position(game)
            if problem:
                raise ValueError(f"The saved game is damaged: its starting position {problem}.")
        for number, action in enumerate(data["actions"], 1):
            try:
                reason = game.why_illegal(action)
                if reason is None:
                    game.apply(action)
            except Exception as err:  # a damaged position can break rules code anywhere
                raise ValueError(f"The saved game is damaged: move {number} cannot be replayed "
                                 f"({type(err).__name__}).") from None
            if reason is not None:
                raise ValueError(f"The saved game is damaged: move {number} is not legal there ({reason.rstrip('.')}). "
                                 "A save made before a correction of the rules may hold a move they now refuse.")
        if game.state != data["state"]:
            raise ValueError("The saved game is damaged or was edited: its position does not follow "
                             "from its set-up and moves.")
        return game

    @classmethod
    def _start_problem(cls, start: JSON) -> str | None:
        """Why a save's starting position is not a position of this game (None if its shape is right)."""
        try:
            problem = cls._state_problem(start) or check_log(start.get("log"))
        except (KeyError, TypeError, AttributeError, IndexError, ValueError):
            problem = "does not have the fields of a position of this game"
        if problem:
            return problem
        components = start["components"]
        try:
            reference = cls._set_up(players=len(start["seats"]), seed=0,
                                    components=None if components == "default" else components)
        except Exception as err:
            return f"cannot be set up ({type(err).__name__})"
        ref = {key: value for key, value in reference.state.items() if key != "log"}  # the log is checked above
        names = [seat.get("name") for seat in start["seats"] if isinstance(seat, dict)]
        if not all(isinstance(name, str) and name.strip() and len(name) <= 40 for name in names):
            return "has a seat without a name of 1 to 40 characters"
        words = words_of(ref, reference.t.comp, reference.position_words(), names)
        return shape_problem({key: value for key, value in start.items() if key != "log"}, ref, words,
                             id_kinds(reference.t.comp))

    @classmethod
    def _rebuild(cls: type[G], setup: Any) -> G:
        """The rulebook set-up a save names, made again by ``new_game``."""
        if not isinstance(setup, dict) or not all(isinstance(k, str) for k in setup):
            raise ValueError("The saved game is damaged: its set-up is not a table of new_game's arguments.")
        try:
            game = cls._set_up(**setup)
        except Exception as err:
            raise ValueError(f"The saved game is damaged: its set-up cannot be made again "
                             f"({type(err).__name__}: {str(err)[:200]}).") from None
        if game._setup != setup:  # each new_game writes its set-up in one form: any other was edited
            raise ValueError("The saved game is damaged or was edited: its set-up is not in the form new_game writes.")
        return game

    @classmethod
    def _set_up(cls: type[G], **arguments: Any) -> G:
        """``new_game(**arguments)`` (a TypeError, as calling None was, if a game module set none)."""
        if cls.new_game is None:
            raise TypeError(f"{cls.__name__} has no new_game.")
        return cast(G, cls.new_game(**arguments))  # each game's new_game makes a game of its class

    # ----------------------------------------------------------------- internals
    @classmethod
    def _state_problem(cls, state: JSON) -> str | None:
        """A reason the state cannot be a position of this game, or None (subclasses refine)."""
        return None

    def position_words(self) -> list[str]:
        """The texts a position may hold besides its components' ids and seat names (to check saves)."""
        return [*self.WORDS, *self.PLAY_CATEGORIES, *self.final_categories()]

    @staticmethod
    def _exactly_legal(action: Any, legal: list[Action]) -> Action | None:
        """The legal action ``action`` is, field for field and type for type (a copy of one
        from ``legal_actions``), or None: then it is checked and normalised the long way.
        Equal is not enough: ``True == 1``, and a field must have its declared type."""
        if type(action) is not dict:
            return None
        try:
            known = legal[legal.index(action)]
        except ValueError:
            return None
        for field, value in known.items():
            if type(value) is not type(action[field]):
                return None
        return known

    def _legal_cached(self) -> list[Action]:
        if self._legal is None:
            self._legal = [] if self.is_over else self._legal_actions()
        return self._legal

    def _replay(self, actions: list[Action]) -> None:
        self.state = marshal.loads(self._start)
        self._legal = None
        self._actions, self._reveals, self._movers = [], [], []
        for action in actions:
            self._perform(action)

    def _perform(self, action: Action) -> None:
        """Apply a legal action, tag the log entries it writes with it (their ``action``) and
        record it: who made it and whether it revealed something (``_draw``, ``_reveal``)."""
        log = self.state["log"]
        first, mover = len(log), self.current_player
        self._revealing = False
        self._apply(action)
        for entry in log[first:]:
            entry["action"] = action
        self._actions.append(action)
        self._reveals.append(self._revealing)
        self._movers.append(mover)
        self._legal = None

    def _draw(self, pile: list[T]) -> T:
        """Take the top card or tile of a face-down pile: the move being made reveals it."""
        self._revealing = True
        return pile.pop()

    def _reveal(self) -> None:
        """Mark the move being made as changing a face-down pile other than by ``_draw`` (a
        pile made from a discard pile, a card put back): undo stops there as at a draw."""
        self._revealing = True

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _explain(self, action: Action) -> Refusal | None:
        """Why a well-shaped action of the phase's types is not legal now (checks that name
        their rules; never a reason found by elimination)."""
        raise NotImplementedError

    def _out_of_phase(self, action: Action) -> Refusal:
        """The refusal of an action type the current phase does not allow: its record says how."""
        return self.PHASE_RECORDS[self.state["phase"]].refuse(self, action)

    def _apply(self, action: Action) -> None:
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
        """The game's generator; any draw from it marks the move being made as a reveal."""
        return SeededRandom(self.state, on_draw=self._reveal)

    def _log(self, text: str, seat: int | None = None, kind: str = "", **data: Any) -> None:
        """Record an event; ``apply`` adds the action that caused it (see ``_perform``)."""
        self.state["log"].append({"seat": seat, "kind": kind, "text": text, "data": data})

    def seat_colour(self, seat: int) -> str:
        """The seat's colour as ``#rrggbb`` (games that keep a colour name map it here)."""
        colour: str = self.state["seats"][seat]["colour"]
        return colour

    def view(self, seat: int | None = None, reveal_all: bool = False) -> JSON:
        """JSON-able; seat=None is the table's public view, seat=i hides what i may not see,
        ``reveal_all`` (the teacher view) shows every hand. Games build it in their view.py
        with ``core.view.envelope`` (the fields every game shares, then their own)."""
        raise NotImplementedError

    def name(self, seat: int) -> str:
        name: str = self.state["seats"][seat]["name"]
        return name

    def summary(self) -> str:
        """One line for reprs: players, progress, whose turn."""
        # a game not over has a seat to move
        turn = "game over" if self.is_over else f"{self.name(cast(int, self.current_player))} to play"
        return f"{self.players} players, {turn}"

    def round_name(self) -> str:
        """The round now in the words its board says it with ("round 2 of 3"): a replay's
        timeline names its rounds so, and begins one where these words change."""
        return f"round {self.state['round']}"

    def prompt(self) -> str:
        """What the player to move decides now, in plain words."""
        return "choose a move"

    def describe(self, action: Action) -> str:
        """The action in plain words, for menus and logs."""
        return str(action)

    def __repr__(self) -> str:
        return f"<{self.TITLE}: {self.summary()}>"


# A game's mixins (its view and its refusals) subclass GamePart: the type checker sees Game's
# state, players, name... on them, while at run time they stay plain mixins placed before Game.
if TYPE_CHECKING:
    GamePart = Game
else:
    GamePart = object


def save_text(frozen: bytes) -> str:
    """A ``Game.frozen_save`` as the save's text (``Game.to_json``)."""
    return json.dumps(marshal.loads(frozen), separators=(",", ":"))


def _redraw_pile(pile: list[Any], rng: SeededRandom, canonical: bool) -> None:
    """A face-down pile redrawn in place (``canonical``: from its sorted order); a pile of
    piles (decks side by side) keeps each one's size."""
    if pile and all(isinstance(part, list) for part in pile):
        pool = [item for part in pile for item in part]
        rng.redraw(pool, canonical)
        for part in pile:
            part[:] = [pool.pop() for _ in part]
    else:
        rng.redraw(pile, canonical)
