"""Reading a save safely: damaged or edited text becomes a ValueError that says what is wrong.

A rulebook game's save is rebuilt through ``new_game`` and the rules, so only its fields
of form need checking here. A save that starts from another position (a scenario) brings
that position with it: before it is played it must have the shape of a real position of
its game (``shape_problem``, against a freshly set-up game) and survive being played one
move deep in every way (``check_position``), so that it cannot fail later, deep inside the
rules.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any, cast

from .types import JSON

if TYPE_CHECKING:
    from .game import Game

MAX_SAVE = 20_000_000  # characters: a long game saves in well under 1 MB
MAX_DEPTH = 40         # a position nests about 6 deep
_KEYS = {"format", "version", "game", "setup", "start", "actions", "state"}


def parse_save(text: Any, form: str, version: int, game: str) -> JSON:
    """The save's fields, checked for form; a ValueError for anything else."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise ValueError(f"A saved game is a JSON text, not {type(text).__name__}.")
    if len(text) > MAX_SAVE:
        raise ValueError(f"This is not a saved game: {len(text):,} characters is far more than any save.")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"This is not a saved game: the text is not valid JSON ({err.msg} "
                         f"at line {err.lineno}, column {err.colno}; was it cut short?).") from None
    except (RecursionError, UnicodeDecodeError, ValueError) as err:
        raise ValueError(f"This is not a saved game: the text cannot be read as JSON ({type(err).__name__}).") from None
    if not isinstance(data, dict) or data.get("format") != form:
        raise ValueError("This is not a tabletop-widgets saved game (its 'format' field is missing or wrong).")
    if data.get("game") != game:
        other = data.get("game")
        from .. import games  # the registry; imported here because the package imports this module

        hint = f": load it with tabletop_widgets.{other}.from_json" if isinstance(other, str) and other in games else ""
        raise ValueError(f"This save is a game of {_short(repr(other))}, not {game!r}{hint}.")
    if data.get("version") != version:
        raise ValueError(f"This save has format version {_short(data.get('version'))}; this version of "
                         f"tabletop-widgets reads version {version}.")
    unknown = set(data) - _KEYS
    if unknown:
        raise ValueError(f"The saved game is damaged: it has unknown fields {sorted(map(_short, unknown))}.")
    if ("setup" in data) == ("start" in data):
        raise ValueError("The saved game is damaged: it must name either its set-up or its starting position.")
    if not isinstance(data.get("actions"), list) or not isinstance(data.get("state"), dict):
        raise ValueError("The saved game is damaged: it lacks its moves or its position.")
    if "start" in data and not isinstance(data["start"], dict):
        raise ValueError("The saved game is damaged: its starting position is not a table.")
    if _depth(data) > MAX_DEPTH:
        raise ValueError("The saved game is damaged: it nests far deeper than a position does.")
    return data


def shape_problem(value: Any, reference: Any, words: frozenset[str] = frozenset(), kinds: dict[str, str] | None = None,
                  path: str = "position") -> str | None:
    """Where ``value`` differs in shape from ``reference`` (a fresh position of the same
    game): the same fields, the same kinds of values, None only for a table or a name that
    may be empty (or for whose turn it is, once the game is over), and texts only from ``words`` (the
    ids and names the game's components and set-up use). ``kinds`` maps a component id to its
    collection (``"supply_cards"``): a pile holds ids of the kinds the reference's pile holds.
    Fields that are empty (None or []) in the reference are checked by playing, not here."""
    kinds = kinds or {}
    if value is None and (isinstance(reference, (dict, str)) or path.endswith(".current")):
        return None
    if reference is None:
        return _words_problem(value, words, path) if words else None
    if type(value) is not type(reference):
        return f"has {_kind(value)} at {path}, where {_kind(reference)} belongs"
    if isinstance(reference, dict):
        if set(value) != set(reference):
            extra, missing = sorted(set(value) - set(reference)), sorted(set(reference) - set(value))
            return f"has the wrong fields at {path} (unknown: {_short(extra)}, missing: {_short(missing)})"
        for key, ref in reference.items():
            problem = shape_problem(value[key], ref, words, kinds, f"{path}.{key}")
            if problem:
                return problem
    elif isinstance(reference, list):
        if not reference:
            return _words_problem(value, words, path) if words else None
        allowed = {kinds.get(ref) if isinstance(ref, str) else None for ref in reference}
        if None not in allowed:  # a pile of components: only their kind belongs in it
            for item in value:
                if item is not None and (not isinstance(item, str) or kinds.get(item) not in allowed):
                    names = " or ".join(sorted(cast("set[str]", allowed)))  # None is not in it (checked above)
                    return f"has {_short(item)} at {path}, where only {names} belong"
        pairs = (zip(value, reference, strict=True) if len(value) == len(reference)
                 else ((v, reference[0]) for v in value))
        for index, (item, ref) in enumerate(pairs):
            problem = shape_problem(item, ref, words, kinds, f"{path}[{index}]")
            if problem:
                return problem
    elif isinstance(reference, str) and words and value not in words:
        return f"has an unknown name {_short(value)} at {path}"
    return None


def id_kinds(components: JSON) -> dict[str, str]:
    """Each component id (an entry with an "id" in a list of the component data) and the
    collection it belongs to, e.g. ``{"s1": "supply_cards"}``."""
    return {entry["id"]: key for key, entries in components.items() if isinstance(entries, list)
            for entry in entries if isinstance(entry, dict) and isinstance(entry.get("id"), str)}


def words_of(*sources: Any) -> frozenset[str]:
    """Every text in ``sources`` (component data, a fresh position): the ids a position may use."""
    found, todo = set(), list(sources)
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            todo.extend(item.keys())
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return frozenset(found)


def _words_problem(value: Any, words: frozenset[str], path: str) -> str | None:
    for text in words_of(value) - words:
        return f"has an unknown name {_short(text)} at {path}"
    return None


def check_log(log: Any) -> str | None:
    """A position's log: a list of events ``{seat, kind, text, data}``."""
    if not isinstance(log, list):
        return "has no log"
    for event in log:
        if not (isinstance(event, dict) and {"seat", "kind", "text", "data"} <= set(event)
                and (event["seat"] is None or type(event["seat"]) is int)
                and isinstance(event["kind"], str) and isinstance(event["text"], str)):
            return "has a damaged log entry"
    return None


def check_position(game: Game, playouts: int = 3) -> str | None:
    """A reason the game cannot be played from here, found by playing every legal move once
    and a few seeded random games to their end (looking at every seat's view on the way);
    None if it plays. The game itself is left untouched (its cached legal moves included)."""
    game = game.copy()
    try:
        _look(game)
        for action in game.legal_actions()[:200]:
            game.describe(action)
            after = game.copy()
            after.apply(action)
            _look(after)
        for seed in range(playouts):
            rnd, after = random.Random(seed), game.copy()
            for _ in range(5000):
                if after.is_over:
                    break
                after.apply(rnd.choice(after.legal_actions()))
            _look(after)
            if not after.is_over:
                return "does not lead to the end of the game"
    except _Stuck:
        return "has no legal move, though the game is not over"
    except Exception as err:  # any failure here means a damaged position, never a crash later
        return f"cannot be played ({type(err).__name__}: {_short(str(err))})"
    return None


class _Stuck(Exception):
    pass


def _look(game: Game) -> None:
    if not game.is_over and not game.legal_actions():
        raise _Stuck
    for seat in [None, *range(game.players)]:
        game.view(seat)
    game.score_breakdown()
    game.summary()
    if not game.is_over:
        game.prompt()
        game.legal_actions()
        game.name(cast(int, game.current_player))  # None here: a damaged position, name() fails


def _depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """How deep lists and dicts nest (counting stops past ``limit``)."""
    depth, level = 0, [value]
    while level and depth <= limit:
        level = [v for item in level for v in (item.values() if isinstance(item, dict) else
                                                item if isinstance(item, list) else ())]
        depth += 1
    return depth


def _kind(value: Any) -> str:
    return {type(None): "nothing", bool: "true/false", int: "a number", float: "a fraction", str: "a text",
            list: "a list", dict: "a table"}.get(type(value), type(value).__name__)


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[:limit] + "..."

