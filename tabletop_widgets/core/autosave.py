"""A board's game kept on disk after every move, so that a kernel that restarted (a page
reloaded before JupyterLab saved, a culled Binder session, a closed laptop) can offer it back.

Each board that a person plays (not a lesson, not a replay) has a place on the disk of the
machine its kernel runs on, keyed by what its cell asked for: the game (its set-up and seed,
or its starting position, and the moves it was given), the bots, or a name the cell chose
(``Board(..., save_as="name")``). After every move the board writes its game's save there
(``Game.to_json``, the owner's file: it holds the seed) with the bots' generators; a board
built again from the same cell finds it and *offers* it ("Resume from move N"), never forces
it. A save is loaded through the rules (``Game.from_json``): damaged or edited text is
refused with its reason and the fresh game stays.

Nothing of it goes to the browser but the offer: how many moves, when, and the game's
one-line summary (players and whose turn: public). Where: ``$TABLETOP_WIDGETS_SAVES``, else
the user's data folder (``$XDG_DATA_HOME`` or ``~/.local/share``, ``tabletop-widgets/saves``);
in a JupyterLite site, whose kernel runs in the browser, the site's own file store
(``/drive/.tabletop-widgets-<name>``, hidden files kept by the browser with the site's notebooks).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .game import save_text
from .types import JSON

if TYPE_CHECKING:
    from .bots import Bot
    from .game import Game

SAVES_ENV = "TABLETOP_WIDGETS_SAVES"
FORMAT = "tabletop-widgets autosave"
VERSION = 1
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,79}")
LITE_DRIVE = Path("/drive")  # where a JupyterLite kernel sees the site's files
LITE_PREFIX = ".tabletop-widgets-"  # a save's name there (and its file being written)


def save_path(name: str) -> Path:
    """Where the save called ``name`` is kept (see the module's text)."""
    chosen = os.environ.get(SAVES_ENV)
    if chosen:
        return Path(chosen).expanduser() / name
    if sys.platform == "emscripten" and LITE_DRIVE.is_dir():
        # No folder of its own: a JupyterLite site makes a folder as "Untitled Folder" and renames
        # it, which its server answers with 404s (in the console); hidden files beside the notebooks.
        return LITE_DRIVE / f"{LITE_PREFIX}{name}"
    data = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data) / "tabletop-widgets" / "saves" / name


def check_name(save_as: object) -> str:
    """A ``save_as`` name: letters, digits, spaces, ``_ . -``; up to 80 characters."""
    if not isinstance(save_as, str) or not _NAME.fullmatch(save_as):
        raise ValueError("save_as: a short name of letters, digits, spaces, '_', '.' or '-' "
                         f"(up to 80 characters, starting with a letter or digit), not {save_as!r}.")
    return save_as


class Autosave:
    """One board's place on disk: ``write`` after a move, ``offer`` and ``read`` to resume."""

    def __init__(self, path: Path):
        self.path = path
        self.problem = ""  # why the last write failed ("" while all is well): the board says so

    @classmethod
    def for_board(cls, game: str, start: str, bots: Mapping[int, Bot], save_as: str | None = None) -> Autosave:
        """The place of the game a cell asked for: its ``save_as`` name, else a digest of the
        game's save as the cell gave it (``start``: set-up or position, and the moves made), and
        the bots' kinds."""
        if save_as is not None:
            return cls(save_path(f"{game}-{check_name(save_as)}.json"))
        asked = {"start": start, "bots": {str(seat): type(bot).__name__ for seat, bot in sorted(bots.items())}}
        digest = hashlib.sha256(json.dumps(asked, sort_keys=True).encode()).hexdigest()[:20]
        return cls(save_path(f"{game}-{digest}.json"))

    def write(self, game: Game, bots: Mapping[int, Bot]) -> None:
        """Keep ``game`` (and the bots' generators) here, whole or not at all: a new file
        replaces the old one only once it is written. The record is taken now; the disk's
        part is done beside the kernel's work, in order (a board answers its click without
        waiting for the disk). A disk that refuses is remembered in ``problem``, never
        raised: the game goes on."""
        record = {"format": FORMAT, "version": VERSION, "saved": datetime.now().isoformat(timespec="seconds"),
                  "moves": len(game.history), "summary": game.summary(),
                  "bots": {str(seat): bot.rng_state for seat, bot in bots.items() if hasattr(bot, "rng_state")}}
        _WRITER.run(self._store, record, game.frozen_save())  # the save's text is made on the writer's thread

    def _store(self, record: JSON, save: bytes) -> None:
        out = None
        text = json.dumps({**record, "save": save_text(save)})
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=self.path.parent, delete=False,
                                             prefix=f"{LITE_PREFIX}writing-", suffix=".json") as out:
                out.write(text)
            os.replace(out.name, self.path)
            self.problem = ""
        except OSError as err:
            self.problem = f"This game is not being saved ({err.strerror or type(err).__name__}: {self.path.parent})."
            if out is not None:
                with contextlib.suppress(OSError):
                    os.remove(out.name)

    def set_aside(self) -> None:
        """The game on offer, moved out of the way of a fresh one played instead (a misclick
        must not lose it): ``<place>.before.json``, which ``tw.load`` reads."""
        _WRITER.wait()
        with contextlib.suppress(OSError):  # nothing there any more, or a disk that refuses (the write says so)
            os.replace(self.path, self.path.with_name(f"{self.path.stem}.before.json"))

    def offer(self, moves_now: int) -> JSON:
        """What the board offers: ``{moves, saved, summary}`` of a save with more moves than
        the game shown has, or {} (none, or nothing readable: ``read`` says why when asked)."""
        _WRITER.wait()
        try:
            record = json.loads(self.path.read_text(encoding="utf-8"))
            moves, saved, summary = record["moves"], record["saved"], record["summary"]
        except (OSError, ValueError, TypeError, KeyError):
            return {}
        if not (type(moves) is int and moves > moves_now and isinstance(saved, str) and isinstance(summary, str)):
            return {}
        return {"moves": moves, "saved": saved[:16].replace("T", " "), "summary": summary[:200]}

    def read(self) -> tuple[str, dict[int, int]]:
        """The save's text and the bots' generator states; a ValueError saying what is wrong."""
        _WRITER.wait()
        try:
            record = json.loads(self.path.read_text(encoding="utf-8"))
        except OSError as err:
            raise ValueError(f"The saved game cannot be read ({err.strerror or type(err).__name__}).") from None
        except ValueError:
            raise ValueError("The saved game is damaged: it is not valid JSON.") from None
        if not isinstance(record, dict) or record.get("format") != FORMAT or record.get("version") != VERSION:
            raise ValueError("The saved game is damaged: it is not a tabletop-widgets autosave of this version.")
        save, bots = record.get("save"), record.get("bots", {})
        if not isinstance(save, str):
            raise ValueError("The saved game is damaged: it holds no game.")
        return save, bot_states(bots)


class _Writer:
    """Writes one at a time, in the order asked, on a thread of their own (where Python has
    threads: a JupyterLite kernel has none, and writes at once)."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._last: Future[None] | None = None

    def run(self, store: Callable[..., None], *args: Any) -> None:
        if sys.platform == "emscripten":
            store(*args)
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-autosave")
        self._last = self._pool.submit(store, *args)

    def wait(self) -> None:
        """Until every write asked for is done (before reading what they wrote)."""
        if self._last is not None:
            self._last.result()


_WRITER = _Writer()
wait_for_writes = _WRITER.wait


def bot_states(bots: Any) -> dict[int, int]:
    """The bots' generator states of a record (``{seat: rng_state}``), checked."""
    if not isinstance(bots, dict):
        raise ValueError("The saved game is damaged: its bots' states are not a table.")
    states: dict[int, int] = {}
    for seat, state in bots.items():
        if not (isinstance(seat, str) and seat.isdigit() and type(state) is int and 0 <= state < 1 << 64):
            raise ValueError("The saved game is damaged: a bot's state is not what a bot keeps.")
        states[int(seat)] = state
    return states
