"""Solo mode (rulebook, Solo mode): the fixed 5 x 5 frame of the solo board, the objective
tokens beside its rows and columns, their points, and the high-score title."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, cast

from ..core.rulebook import enforces
from ..core.types import JSON
from . import city
from .components import COLOURS

if TYPE_CHECKING:
    from .table import Table

LEVELS = ("I", "II", "III")
BLOCKED = -1  # a province slot's holder: blocked by the neutral markers (rule solo-blocked-slots)


@functools.lru_cache(maxsize=16)  # read at every placement; a table never changes
@enforces("solo-board-frame")
def frame(t: Table) -> city.Frame:
    """Rows and columns (town-centre coordinates) of the solo board's 5 x 5 frame."""
    size = t.rules["city_size"]
    row, col = t.solo["centre"]
    return -row, size - 1 - row, -col, size - 1 - col


def line_cells(t: Table, slot: JSON) -> list[int]:
    """The grid cells of the row or column beside a side slot, in order."""
    low_r, _, low_c, _ = frame(t)
    size: int = t.rules["city_size"]
    if slot["line"] == "row":
        return [city.index(low_r + slot["index"], low_c + k) for k in range(size)]
    return [city.index(low_r + k, low_c + slot["index"]) for k in range(size)]


def line_name(slot: JSON, size: int) -> str:
    """The line in words a player finds on the board ("the top row"), not by a number: the
    board numbers its rows and columns from the town centre, -2 to 2."""
    row = slot["line"] == "row"
    ends = ("top row", "bottom row") if row else ("left column", "right column")
    if slot["index"] in (0, size - 1):
        return ends[slot["index"] != 0]
    return f"{'row' if row else 'column'} {slot['index'] + 1} from the {'top' if row else 'left'}"


@enforces("solo-objectives")
def objective_met(t: Table, seat: JSON, objective: JSON, cells: list[int]) -> bool:
    """Whether a row or column meets a solo objective (rulebook, Solo objectives)."""
    grid: city.Grid = seat["city"]
    placed = [cell for cell in (grid[i] for i in cells) if cell is not None]
    tiles = [t.tiles[cell[0]] for cell in placed if cell[0] in t.tiles]  # city tiles, not the town centre
    test: dict[str, int] = objective["test"]  # its kind: a number or a list of icons
    icons: list[str | None] = [tile["icon"] for tile in tiles]
    colours: list[str] = [tile["colour"] for tile in tiles]
    if "icons" in test:
        wanted: list[str] = objective["test"]["icons"]
        return all(icon in icons for icon in wanted)
    if "every_colour" in test:
        return all(c in colours for c in COLOURS)
    if "blessings" in test:
        return sum(1 for cell in placed if cell[2]) >= test["blessings"]
    if "no_icons" in test:
        return not any(icons)
    if "stars" in test:
        stars: int = sum(tile["stars"] for tile in tiles)
        return stars >= test["stars"]
    if "same_colour" in test:
        return max((colours.count(c) for c in COLOURS), default=0) >= test["same_colour"]
    if "no_adjacent_colour" in test:
        line = [t.colour[cell[0]] if cell is not None else None for cell in (grid[i] for i in cells)]
        return all(a is None or a != b for a, b in zip(line, line[1:], strict=False))
    if "same_icon" in test:
        return len(tiles) >= test["same_icon"] and icons[0] is not None and icons.count(icons[0]) == len(icons)
    if "monuments" in test:
        covered = city.covered_cells(seat["monuments"], t.forum)
        on_tiles = {covered[i] for i in cells if i in covered and cast(city.Cell, grid[i])[0] in t.tiles}
        return len(on_tiles) >= test["monuments"]
    raise ValueError(f"unknown solo objective test {test!r}")


def objectives_report(t: Table, seat: JSON, objectives: list[str]) -> list[JSON]:
    """Each side slot's objective, its line (``kind`` row or col, ``index`` 0-4 in the solo
    frame) and whether that line meets it: not while the line is unfinished (rule
    solo-objectives), so ``state`` is "open", then "met" or "unmet" (not yet: a blessing or a
    monument may still come; the view says "failed" once the game is over)."""
    out = []
    for slot, oid in zip(t.solo["side_slots"], objectives, strict=False):
        cells = line_cells(t, slot)
        complete = all(seat["city"][i] is not None for i in cells)
        met = objective_met(t, seat, t.objectives[oid], cells)
        out.append({"line": line_name(slot, t.rules["city_size"]), "kind": slot["line"], "index": slot["index"],
                    "objective": oid,
                    "text": t.objectives[oid]["text"], "met": met and complete, "complete": complete,
                    "state": ("met" if met else "unmet") if complete else "open"})
    return out


@enforces("solo-objective-points")
def objective_points(t: Table, seat: JSON, objectives: list[str]) -> int:
    """Final scoring (every line is complete by then)."""
    met = sum(1 for slot, oid in zip(t.solo["side_slots"], objectives, strict=False)
              if objective_met(t, seat, t.objectives[oid], line_cells(t, slot)))
    points: list[int] = t.solo["points"]
    return points[met]


@enforces("solo-high-score")
def title(t: Table, vp: int) -> dict[str, str]:
    """The high-score level for a solo total (the table read as 0-49, 50-59, ... 100+)."""
    best = t.solo["titles"][0]
    for row in t.solo["titles"]:
        if vp >= row["from"]:
            best = row
    return {"title": best["title"], "text": best["text"]}
