"""The geometry of a city district: tile faces, rotations, matching sides and closed features.

A district is a list of ``size * size`` cells, row by row, each ``None`` or ``[tile_id, rotation]``.
A tile's features touch some of its sides (N, E, S, W); every other side is grass. Turning
a tile a quarter clockwise moves its north side to the east. A feature spreading over
several tiles is *closed* (complete) when none of its sides faces an empty cell: matching
makes every side that faces a placed tile continue the same feature there, and the frame
counts as grass, so no feature side can face the frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, TypeAlias

from ..core.types import JSON
from .components import CENTRES, LANDSCAPES, SIDES

Placed: TypeAlias = Sequence[Any]  # a tile in a district: [tile id, rotation] (a tuple where hashed)
District: TypeAlias = list[Any]  # size * size cells, row by row, each None or Placed (JSON)
Need: TypeAlias = tuple[str | None, ...]  # what each side must show, N E S W (None: anything)

GRASS = "grass"
NEIGHBOUR_WORDS = ("above it", "to its right", "below it", "to its left")
# A set of rotations as bits (rotation r is bit r) -> those rotations, in order.
ROTATION_SETS = tuple(tuple(rot for rot in range(4) if bits >> rot & 1) for bits in range(16))


class Face(NamedTuple):
    """One tile turned one way."""

    sides: tuple[str, ...]  # what each side shows, N E S W
    segments: tuple[tuple[str, tuple[int, ...], int], ...]  # (kind, sides, chimneys) per edge feature
    segment_at: tuple[int, ...]  # the segment on each of the 4 sides, -1 for grass
    centre: str | None  # market, bakery or fountain
    chimneys: int


def tile_faces(tile: JSON) -> tuple[Face, ...]:
    """The tile turned 0, 1, 2 and 3 quarters clockwise."""
    faces = []
    for rot in range(4):
        sides, at = [GRASS] * 4, [-1] * 4
        segments: list[tuple[str, tuple[int, ...], int]] = []
        centre: str | None = None
        for f in tile["features"]:
            if f["kind"] in CENTRES:
                centre = f["kind"]
                continue
            turned = tuple(sorted((SIDES.index(s) + rot) % 4 for s in f["sides"]))
            for s in turned:
                sides[s], at[s] = f["kind"], len(segments)
            segments.append((f["kind"], turned, f.get("chimneys", 0)))
        faces.append(Face(tuple(sides), tuple(segments), tuple(at), centre, sum(s[2] for s in segments)))
    return tuple(faces)


class Geometry:
    """Neighbours on a square board, and the faces of every tile of a component set."""

    def __init__(self, size: int, tiles: list[JSON]):
        self.size = size
        self.faces = {t["id"]: tile_faces(t) for t in tiles}
        self.neighbours = []
        for cell in range(size * size):
            r, c = divmod(cell, size)
            self.neighbours.append((cell - size if r > 0 else -1, cell + 1 if c < size - 1 else -1,
                                    cell + size if r < size - 1 else -1, cell - 1 if c > 0 else -1))
        # Tables for the legal placements, the hot path of a game's legal moves (``fits``):
        # per cell its neighbours in the board as (side, cell, the neighbour's facing side);
        self._inside = [tuple((side, n, (side + 2) % 4) for side, n in enumerate(ns) if n >= 0)
                        for ns in self.neighbours]
        self._adjacent = [tuple(n for n in ns if n >= 0) for ns in self.neighbours]
        # per tile and rotation what its sides show; per tile and side, what that side shows ->
        # the rotations (bits) that show it there; per tile and cell, the rotations with grass
        # towards the frame; the tiles with a landscape (only they can make one too large).
        self.sides_of = {t: tuple(face.sides for face in faces) for t, faces in self.faces.items()}
        self._showing: dict[str, tuple[dict[str, int], ...]] = {}
        for t, faces in self.faces.items():
            showing: tuple[dict[str, int], ...] = ({}, {}, {}, {})
            for rot, face in enumerate(faces):
                for side, shown in enumerate(face.sides):
                    showing[side][shown] = showing[side].get(shown, 0) | 1 << rot
            self._showing[t] = showing
        self._framed = {t: tuple(self._bits(t, tuple(GRASS if n < 0 else None for n in ns))
                                 for ns in self.neighbours) for t in self.faces}
        self._pairs = [tuple(tuple((cell, rot) for rot in rots) for rots in ROTATION_SETS)
                       for cell in range(size * size)]
        self.with_landscape = {t for t, faces in self.faces.items()
                               if any(kind in LANDSCAPES for kind, _, _ in faces[0].segments)}

    def face(self, placed: Placed) -> Face:
        return self.faces[placed[0]][placed[1]]

    def frontier(self, district: District, shovel: int) -> list[int]:
        """Cells a tile may go: the shovel while the district is empty, afterwards the empty
        cells orthogonally next to a placed tile (the frame is no tile)."""
        if district[shovel] is None:
            return [shovel]
        adjacent = self._adjacent
        return sorted({n for cell, placed in enumerate(district) if placed is not None
                       for n in adjacent[cell] if district[n] is None})

    def _bits(self, tile: str, need: Need) -> int:
        """The rotations of ``tile`` whose sides meet ``need``, as bits."""
        bits, showing = 15, self._showing[tile]
        for side, shown in enumerate(need):
            if shown is not None:
                bits &= showing[side].get(shown, 0)
        return bits

    def fits(self, district: District, shovel: int, tile: str) -> list[tuple[int, int]]:
        """(cell, rotation) pairs of the ``frontier`` where every side of ``tile`` matches: what
        ``needs`` and ``mismatch`` accept (they explain a refusal), from precomputed tables in
        one pass, since the legal placements are most of the time of a game's legal moves."""
        showing, framed, sides_of, inside, pairs = (self._showing[tile], self._framed[tile], self.sides_of,
                                                    self._inside, self._pairs)
        out: list[tuple[int, int]] = []
        for cell in self.frontier(district, shovel):
            bits = framed[cell]
            for side, n, facing in inside[cell]:
                placed = district[n]
                if placed is not None:
                    bits &= showing[side].get(sides_of[placed[0]][placed[1]][facing], 0)
            out += pairs[cell][bits]
        return out

    def needs(self, district: District, cell: int) -> Need:
        """What each side of a tile at ``cell`` must show: the neighbour's facing side, grass
        for the frame, None where the neighbouring cell is empty."""
        need: list[str | None] = []
        for side, n in enumerate(self.neighbours[cell]):
            if n < 0:
                need.append(GRASS)
            elif district[n] is None:
                need.append(None)
            else:
                need.append(self.face(district[n]).sides[(side + 2) % 4])
        return tuple(need)

    @staticmethod
    def mismatch(face: Face, need: Need) -> int:
        """The first side that does not match, or -1 when every side matches."""
        for side in range(4):
            if need[side] is not None and face.sides[side] != need[side]:
                return side
        return -1

    def closed_features(self, district: District, cell: int) -> list[JSON]:
        """The features the tile at ``cell`` belongs to that are now closed (complete), each
        ``{"kind", "cells", "chimneys"}``; a market, bakery or fountain is closed at once."""
        face = self.face(district[cell])
        closed = [{"kind": face.centre, "cells": [cell], "chimneys": 0}] if face.centre else []
        seen: set[tuple[int, int]] = set()
        for index in range(len(face.segments)):
            if (cell, index) in seen:
                continue
            feature = self._walk(district, cell, index, seen)
            if feature is not None:
                closed.append(feature)
        return closed

    def landscapes_joined(self, district: District, cell: int, face: Face) -> list[tuple[str, int]]:
        """Each landscape ``face`` would belong to if put at the empty ``cell``: its kind and
        how many tiles it would then span, open or closed (the placed tiles it joins, plus one)."""
        joined = []
        for kind, sides, _ in face.segments:
            if kind not in LANDSCAPES:
                continue
            cells, seen = {cell}, set[tuple[int, int]]()
            for side in sides:
                n = self.neighbours[cell][side]
                if n >= 0 and district[n] is not None:
                    node = (n, self.face(district[n]).segment_at[(side + 2) % 4])
                    if node not in seen:
                        seen.add(node)
                        cells |= self._spread(district, node, seen)[0]
            joined.append((kind, len(cells)))
        return joined

    def _walk(self, district: District, cell: int, index: int, seen: set[tuple[int, int]]) -> JSON | None:
        """Follow one feature across tiles; None if one of its sides faces an empty cell."""
        seen.add((cell, index))
        cells, chimneys, is_open = self._spread(district, (cell, index), seen)
        if is_open:
            return None
        kind = self.face(district[cell]).segments[index][0]
        return {"kind": kind, "cells": sorted(cells), "chimneys": chimneys}

    def _spread(self, district: District, start: tuple[int, int],
                seen: set[tuple[int, int]]) -> tuple[set[int], int, bool]:
        """The cells, chimneys and openness of the feature of segment ``start`` = (cell,
        index); marks its segments in ``seen`` (``start`` already marked)."""
        stack, cells, chimneys, is_open = [start], set(), 0, False
        while stack:
            at, seg = stack.pop()
            face = self.face(district[at])
            cells.add(at)
            _, sides, smoke = face.segments[seg]
            chimneys += smoke
            for side in sides:
                n = self.neighbours[at][side]
                if n < 0 or district[n] is None:
                    is_open = True
                    continue
                node = (n, self.face(district[n]).segment_at[(side + 2) % 4])
                if node not in seen:
                    seen.add(node)
                    stack.append(node)
        return cells, chimneys, is_open

    def line_cells(self, side: int, at: int) -> range | list[int]:
        """The cells an imaginary line crosses from a frame goal: ``at`` counts clockwise along
        the frame part on that side (top: left to right, right: top to bottom, ...)."""
        n = self.size
        if side == 0:
            return range(at, n * n, n)
        if side == 1:
            return range(at * n, at * n + n)
        if side == 2:
            return range(n - 1 - at, n * n, n)
        return range((n - 1 - at) * n, (n - at) * n)
