"""A saved game loaded from wherever a person has it: a file's path, its text or bytes, a
board's autosave record (core/autosave.py): ``tw.load``. The game it names loads it through
its rules (``Game.from_json``); anything else is a ValueError that says what is wrong.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any, cast

from .game import FORMAT, Game
from .saves import MAX_SAVE, parse_save


def load(source: Any) -> Game:
    """A saved game from a file's path or its text (a save, or a board's autosave), loaded
    through the rules of the game it names: ``tw.load("my_game.json")``. A ValueError says
    what is wrong with anything else."""
    return load_text(read_source(source))


def load_text(text: str) -> Game:
    """A saved game from its text (never a path: what a browser sends is only ever text)."""
    from .. import games  # the registry; imported here because the package imports this module

    if len(text) > MAX_SAVE:
        raise ValueError(f"This is not a saved game: {len(text):,} characters is far more than any save.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        data = None
    if isinstance(data, dict) and isinstance(data.get("save"), str):  # a board's autosave record
        text, data = data["save"], None
        with contextlib.suppress(ValueError):
            data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        parse_save(text, FORMAT, 0, "")  # raises, saying why: not JSON, cut short, not a save
        raise AssertionError("parse_save accepted what is not a save")
    name = data.get("game")
    if name not in games:
        raise ValueError(f"This save names no game this package has ({repr(name)[:60]}); it has "
                         f"{', '.join(games)}.")
    return cast("Game", games[name].from_json(text))


def read_source(source: Any) -> str:
    """The text of a save given as its text (str or bytes) or a file's path."""
    if isinstance(source, (str, os.PathLike)) and not (isinstance(source, str) and source.lstrip().startswith("{")):
        path = Path(source).expanduser()
        try:
            if path.stat().st_size > MAX_SAVE:
                raise ValueError(f"This is not a saved game: {path} is far larger than any save.")
            source = path.read_bytes()
        except OSError as err:
            raise ValueError(f"The saved game {str(path)!r} cannot be read ({err.strerror or type(err).__name__}).") \
                from None
    if isinstance(source, (bytes, bytearray)):
        try:
            source = bytes(source).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("This is not a saved game: the file is not text (UTF-8).") from None
    if not isinstance(source, str):
        raise ValueError(f"A saved game is a file's path or its text, not {type(source).__name__}.")
    if len(source) > MAX_SAVE:
        raise ValueError(f"This is not a saved game: {len(source):,} characters is far more than any save.")
    return source
