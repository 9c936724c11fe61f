"""The geometry of a city district: tile faces, rotations, matching sides and closed features.

A district is a list of ``size * size`` cells, row by row, each ``None`` or ``[tile_id, rotation]``.
A tile's features touch some of its sides (N, E, S, W); every other side is grass. Turning
a tile a quarter clockwise moves its north side to the east. A feature spreading over
several tiles is *closed* (complete) when none of its sides faces an empty cell: matching
makes every side that faces a placed tile continue the same feature there, and the frame
counts as grass, so no feature side can face the frame.
"""

from __future__ import annotations

from typing import NamedTuple

from .components import CENTRES, LANDSCAPES, SIDES

GRASS = "grass"
NEIGHBOUR_WORDS = ("above it", "to its right", "below it", "to its left")


class Face(NamedTuple):
    """One tile turned one way."""

    sides: tuple[str, str, str, str]  # what each side shows, N E S W
    segments: tuple[tuple[str, tuple[int, ...], int], ...]  # (kind, sides, chimneys) per edge feature
    segment_at: tuple[int, int, int, int]  # the segment on each side, -1 for grass
    centre: str | None  # market, bakery or fountain
    chimneys: int


def tile_faces(tile: dict) -> tuple[Face, Face, Face, Face]:
    """The tile turned 0, 1, 2 and 3 quarters clockwise."""
    faces = []
    for rot in range(4):
        sides, at, segments, centre = [GRASS] * 4, [-1] * 4, [], None
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

    def __init__(self, size: int, tiles: list[dict]):
        self.size = size
        self.faces = {t["id"]: tile_faces(t) for t in tiles}
        self._fitting: dict[tuple, tuple[int, ...]] = {}  # (tile, needs) -> rotations that fit
        self.neighbours = []
        for cell in range(size * size):
            r, c = divmod(cell, size)
            self.neighbours.append((cell - size if r > 0 else -1, cell + 1 if c < size - 1 else -1,
                                    cell + size if r < size - 1 else -1, cell - 1 if c > 0 else -1))

    def face(self, placed: list) -> Face:
        return self.faces[placed[0]][placed[1]]

    def frontier(self, district: list, shovel: int) -> list[int]:
        """Cells a tile may go: the shovel while the district is empty, afterwards the empty
        cells orthogonally next to a placed tile (the frame is no tile)."""
        if district[shovel] is None:
            return [shovel]
        out = set()
        for cell, placed in enumerate(district):
            if placed is not None:
                out.update(n for n in self.neighbours[cell] if n >= 0 and district[n] is None)
        return sorted(out)

    def rotations(self, tile: str, need: tuple) -> tuple[int, ...]:
        """The rotations of ``tile`` whose sides meet ``need`` (memoised: few patterns recur)."""
        key = (tile, need)
        fits = self._fitting.get(key)
        if fits is None:
            faces = self.faces[tile]
            fits = self._fitting[key] = tuple(rot for rot in range(4) if self.mismatch(faces[rot], need) < 0)
        return fits

    def needs(self, district: list, cell: int) -> tuple:
        """What each side of a tile at ``cell`` must show: the neighbour's facing side, grass
        for the frame, None where the neighbouring cell is empty."""
        need = []
        for side, n in enumerate(self.neighbours[cell]):
            if n < 0:
                need.append(GRASS)
            elif district[n] is None:
                need.append(None)
            else:
                need.append(self.face(district[n]).sides[(side + 2) % 4])
        return tuple(need)

    @staticmethod
    def mismatch(face: Face, need: tuple) -> int:
        """The first side that does not match, or -1 when every side matches."""
        for side in range(4):
            if need[side] is not None and face.sides[side] != need[side]:
                return side
        return -1

    def closed_features(self, district: list, cell: int) -> list[dict]:
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

    def landscapes_joined(self, district: list, cell: int, face: Face) -> list[tuple[str, int]]:
        """Each landscape ``face`` would belong to if put at the empty ``cell``: its kind and
        how many tiles it would then span, open or closed (the placed tiles it joins, plus one)."""
        joined = []
        for kind, sides, _ in face.segments:
            if kind not in LANDSCAPES:
                continue
            cells, seen = {cell}, set()
            for side in sides:
                n = self.neighbours[cell][side]
                if n >= 0 and district[n] is not None:
                    node = (n, self.face(district[n]).segment_at[(side + 2) % 4])
                    if node not in seen:
                        seen.add(node)
                        cells |= self._spread(district, node, seen)[0]
            joined.append((kind, len(cells)))
        return joined

    def _walk(self, district: list, cell: int, index: int, seen: set) -> dict | None:
        """Follow one feature across tiles; None if one of its sides faces an empty cell."""
        seen.add((cell, index))
        cells, chimneys, is_open = self._spread(district, (cell, index), seen)
        if is_open:
            return None
        kind = self.face(district[cell]).segments[index][0]
        return {"kind": kind, "cells": sorted(cells), "chimneys": chimneys}

    def _spread(self, district: list, start: tuple[int, int], seen: set) -> tuple[set[int], int, bool]:
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
