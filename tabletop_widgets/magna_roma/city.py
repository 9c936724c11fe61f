"""A city's grid: coordinates, where a tile may go, the symbols it completes, corners, districts.

Coordinates are ``row`` (down) and ``col`` (right) counted from the town centre at (0, 0).
A finished city is 5 x 5 tiles that contain the town centre, so every tile lies within 4 rows
and 4 columns of it: the grid is stored as a flat list of 9 x 9 cells (``index(row, col)``),
each ``None`` or ``[tile id, rotation, blessed]``. Sides are numbered 0 north, 1 east,
2 south, 3 west.
"""

from __future__ import annotations

import functools
from functools import reduce
from itertools import compress
from operator import or_
from typing import Any, TypeAlias, cast

from ..core.rulebook import enforces
from ..core.types import JSON

Cell: TypeAlias = list[Any]  # [tile id, rotation, blessed], as saved (JSON)
Grid: TypeAlias = list[Cell | None]
Frame: TypeAlias = tuple[int, int, int, int]  # lowest row, highest row, lowest col, highest col

SPAN = 4                  # the farthest a tile can be from the town centre in a 5 x 5 city
WIDTH = 2 * SPAN + 1
CENTRE = SPAN * WIDTH + SPAN
SIDE_NAMES = ("north", "east", "south", "west")
ROTATIONS = 4             # a tile goes in "any of the 4 possible rotations" (quarter turns clockwise)
_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def index(row: int, col: int) -> int:
    return (row + SPAN) * WIDTH + col + SPAN


ROW = [i // WIDTH - SPAN for i in range(WIDTH * WIDTH)]
COL = [i % WIDTH - SPAN for i in range(WIDTH * WIDTH)]
# NEIGHBOURS[i]: (side, neighbouring cell) pairs that exist on the grid.
NEIGHBOURS = [tuple((side, index(ROW[i] + dr, COL[i] + dc)) for side, (dr, dc) in enumerate(_STEPS)
                    if -SPAN <= ROW[i] + dr <= SPAN and -SPAN <= COL[i] + dc <= SPAN)
              for i in range(WIDTH * WIDTH)]


def on_grid(row: int, col: int) -> bool:
    return -SPAN <= row <= SPAN and -SPAN <= col <= SPAN


def new_grid(centre_id: str) -> Grid:
    grid: Grid = [None] * (WIDTH * WIDTH)
    grid[CENTRE] = [centre_id, 0, False]
    return grid


def occupied(grid: Grid) -> list[int]:
    return [i for i, cell in enumerate(grid) if cell is not None]


@enforces("city-5x5")
def frame_limits(grid: Grid, size: int, fixed: Frame | None) -> Frame:
    """(lowest row, highest row, lowest col, highest col) a new tile may use so the city can
    still end as a size x size grid: a fixed frame (solo board) or the current bounds widened
    to ``size``."""
    if fixed is not None:
        return fixed
    cells = occupied(grid)
    rows = [ROW[i] for i in cells]
    cols = [COL[i] for i in cells]
    return max(rows) - size + 1, min(rows) + size - 1, max(cols) - size + 1, min(cols) + size - 1


@enforces("place-touching")
def touches(grid: Grid, i: int) -> bool:
    """Whether cell i shares a side with a tile of the city (rule place-touching)."""
    return any(grid[j] is not None for _, j in NEIGHBOURS[i])


def within(frame: Frame, i: int) -> bool:
    """Whether cell i lies inside a frame (rules city-5x5, solo-board-frame)."""
    low_r, high_r, low_c, high_c = frame
    return low_r <= ROW[i] <= high_r and low_c <= COL[i] <= high_c


@enforces("place-touching", "place-empty-space", "city-5x5")
def open_cells(grid: Grid, size: int, fixed: Frame | None) -> list[int]:
    """Empty cells touching a tile where a tile keeps a size x size city possible: the fast
    form of ``grid[i] is None and touches(grid, i) and within(frame_limits(...), i)``
    (tests/test_magna_roma_rules.py holds the two equal).

    Any empty cell inside an allowed frame is reachable by growing the city tile by tile, so
    the frame limits are the whole constraint, and a city of fewer than size x size tiles
    always has an open cell (tests/test_magna_roma_rules.py proves it on many cities)."""
    # Sets of cells as bits of an int (bit i: cell i): a place step reads this every turn.
    cells = list(compress(_CELLS, grid))  # a tile is a non-empty list, an empty cell None
    taken = sum(map(_BIT.__getitem__, cells))
    near = reduce(or_, map(_AROUND.__getitem__, cells), 0)
    if fixed is None:  # frame_limits, from the cells already found (row-major: rows come sorted)
        cols = [COL[i] for i in cells]
        low_r, high_r = ROW[cells[-1]] - size + 1, ROW[cells[0]] + size - 1
        low_c, high_c = max(cols) - size + 1, min(cols) + size - 1
    else:
        low_r, high_r, low_c, high_c = fixed
    return _cells(near & ~taken & _window(low_r, high_r, low_c, high_c))


@enforces("build-on-four-tiles", "build-not-on-town-centre", "build-no-overlap")
def corner_cells(grid: Grid, covered: dict[int, str]) -> list[int]:
    """The top-left cells of the 2 x 2 blocks of four city tiles with no monument (``covered``)
    and no town centre, in index order: where a monument may be built. The fast form of
    explain.py's ``placement_problem`` (tests/test_magna_roma_rules.py holds the two equal)."""
    free = sum(map(_BIT.__getitem__, compress(_CELLS, grid))) & ~_BIT[CENTRE]
    free &= ~sum(map(_BIT.__getitem__, covered))
    return _cells(free & free >> 1 & free >> WIDTH & free >> (WIDTH + 1) & _TOP_LEFT)


def _cells(bits: int) -> list[int]:
    """The cells of a set of bits, lowest first (index order), a byte at a time."""
    out: list[int] = []
    for k, byte in enumerate(bits.to_bytes(_BYTES, "little")):
        if byte:
            out += _BYTE_CELLS[k][byte]
    return out


_CELLS = range(WIDTH * WIDTH)
_BIT = [1 << i for i in _CELLS]
_BYTES = (WIDTH * WIDTH + 7) // 8
_BYTE_CELLS = [[[8 * k + b for b in range(8) if byte >> b & 1] for byte in range(256)] for k in range(_BYTES)]
_AROUND = [sum(_BIT[j] for _, j in NEIGHBOURS[i]) for i in range(WIDTH * WIDTH)]
_TOP_LEFT = sum(_BIT[i] for i in range(WIDTH * WIDTH) if ROW[i] < SPAN and COL[i] < SPAN)  # a block fits


@functools.cache
def _window(low_r: int, high_r: int, low_c: int, high_c: int) -> int:
    """The cells with a row and a column within the limits, as bits."""
    return sum(_BIT[i] for i in range(WIDTH * WIDTH) if low_r <= ROW[i] <= high_r and low_c <= COL[i] <= high_c)


@enforces("symbol-benefits")
def completed_symbols(grid: Grid, i: int, faces: dict[str, tuple[tuple[str | None, ...], ...]],
                      colour: dict[str, str]) -> list[tuple[str, bool, int]]:
    """The full symbols the tile at cell i forms with its neighbours: (symbol, same colour, cell)."""
    cell = cast(Cell, grid[i])  # the tile just placed or blessed
    tile, rotation = cell[0], cell[1]
    mine = faces[tile][rotation]
    found = []
    for side, j in NEIGHBOURS[i]:
        other = grid[j]
        if other is None:
            continue
        symbol = mine[side]
        if symbol is not None and symbol == faces[other[0]][other[1]][(side + 2) % 4]:
            # a town centre's colour is its player's, never a tile colour: always mixed
            found.append((symbol, colour[tile] == colour[other[0]], j))
    return found


@enforces("build-on-four-tiles")
def block(row: int, col: int) -> tuple[int, int, int, int] | None:
    """The four cells under a monument whose top-left tile is (row, col), or None off the grid."""
    if not (on_grid(row, col) and on_grid(row + 1, col + 1)):
        return None
    i = index(row, col)
    return i, i + 1, i + WIDTH, i + WIDTH + 1


def covered_cells(monuments: list[JSON], forum: str | None) -> dict[int, str]:
    """Cell -> monument id for the monuments built in a city (the Forum stands on the town centre)."""
    covered: dict[int, str] = {}
    for m in monuments:
        if m["id"] == forum:
            covered[CENTRE] = m["id"]
        else:
            for i in cast(tuple[int, ...], block(m["row"], m["col"])):  # a built monument lies on the grid
                covered[i] = m["id"]
    return covered


@enforces("districts")
def districts(grid: Grid, colour: dict[str, str], wanted: str) -> int:
    """Groups of 2+ orthogonally connected city tiles of one colour (rulebook: What is a district?)."""
    seen: set[int] = set()
    count = 0
    for start, cell in enumerate(grid):
        if cell is None or start in seen or colour[cell[0]] != wanted:
            continue
        size, stack = 0, [start]
        seen.add(start)
        while stack:
            i = stack.pop()
            size += 1
            for _, j in NEIGHBOURS[i]:
                other = grid[j]
                if other is not None and j not in seen and colour[other[0]] == wanted:
                    seen.add(j)
                    stack.append(j)
        count += size >= 2
    return count
