"""What must hold in every Carpe Diem position (used by the simulation tests)."""

import json

from tabletop_widgets.carpe_diem.components import LANDSCAPES, WARES
from tabletop_widgets.carpe_diem.district import GRASS

# Every run of letters, digits and dashes becomes a word, so an id is found wherever it
# stands: as a value, a key or inside a sentence of the log.
NOT_ID = str.maketrans({c: " " for c in map(chr, range(128)) if not (c.isalnum() or c == "-")})


def _pairs(size: int):
    """Neighbouring cells (right and below, each pair once) and the frame sides of a board."""
    if size not in _PAIRS:
        cells = range(size * size)
        inner = ([(c, c + 1, 1, 3) for c in cells if c % size < size - 1]  # right side meets left side
                 + [(c, c + size, 2, 0) for c in cells if c < size * size - size])  # bottom meets top
        frame = ([(c, 0) for c in range(size)] + [(c, 2) for c in range(size * size - size, size * size)]
                 + [(c, 3) for c in range(0, size * size, size)] + [(c, 1) for c in range(size - 1, size * size, size)])
        _PAIRS[size] = inner, frame
    return _PAIRS[size]


_PAIRS: dict = {}


def check_position(game) -> None:
    state, t = game.state, game.t
    geo = t.geometry
    # 123 tiles, each in exactly one place: piles, blueprint spaces, seal spaces, the box,
    # the hand of the player to move, districts and storage.
    where = state["light_pile"] + state["dark_pile"] + state["box"] + [x for x in state["seals"] if x]
    for space in state["spaces"]:
        where += space
    if state["holding"]:
        where.append(state["holding"])
    for seat in state["seats"]:
        where += [p[0] for p in seat["district"] if p] + seat["stored"]
    assert len(where) == len(t.tiles) == 123 and set(where) == set(t.tiles)
    # 24 fountain cards: the pile, the cards being looked at, and the players' hands.
    cards = state["fountain_pile"] + state["fountain_draw"] + [c for s in state["seats"] for c in s["fountain_cards"]]
    assert sorted(cards) == sorted(t.fountains)
    used_circles = sum(1 for owner in state["circles"].values() if owner is not None)
    assert used_circles + sum(s["discs"] for s in state["seats"]) == t.rules["scoring_discs"] * game.players
    inner, frame = _pairs(t.size)
    for i, seat in enumerate(state["seats"]):
        assert all(seat["wares"][w] >= 0 for w in WARES) and seat["coins"] >= 0 and seat["bread"] >= 0
        assert seat["discs"] >= 0 and 0 <= seat["bar"] < len(t.bar)
        district = seat["district"]
        faces = [p and geo.face(p) for p in district]
        # Every placed tile matches its neighbours, and the frame counts as grass.
        for a, b, side, facing in inner:
            if faces[a] and faces[b]:
                assert faces[a].sides[side] == faces[b].sides[facing], (i, a, b)
        for cell, side in frame:
            if faces[cell]:
                assert faces[cell].sides[side] == GRASS, (i, cell, side)
        assert sum(f.chimneys for f in faces if f) == seat["chimneys"]
        if any(faces):
            assert faces[game.shovel(i)]  # the first tile went on the shovel
        # A landscape has 2-4 tiles, open or closed: no legal placement grows one past the limit.
        fewest, most = t.rules["landscape_tiles"]
        sizes = landscape_sizes(faces, geo.neighbours)
        assert all(n <= most for n in sizes), (i, sizes)
        for feature in seat["completed"]:
            assert all(faces[c] for c in feature["cells"])
            assert feature["kind"] not in LANDSCAPES or fewest <= len(feature["cells"]) <= most


def landscape_sizes(faces: list, neighbours: list) -> list[int]:
    """The number of tiles of every landscape in a district (its faces by cell, None where
    empty), open or closed, found here from the faces alone and not by the rules' own walk."""
    seen, sizes = set(), []
    for cell, face in enumerate(faces):
        for index, (kind, _, _) in enumerate(face.segments if face else ()):
            if kind not in LANDSCAPES or (cell, index) in seen:
                continue
            todo, cells = [(cell, index)], set()
            seen.add((cell, index))
            while todo:
                at, seg = todo.pop()
                cells.add(at)
                for side in faces[at].segments[seg][1]:
                    n = neighbours[at][side]
                    if n >= 0 and faces[n]:
                        node = (n, faces[n].segment_at[(side + 2) % 4])
                        if node not in seen:
                            seen.add(node)
                            todo.append(node)
            sizes.append(len(cells))
    return sizes


def hidden_from(game, seat) -> set[str]:
    """Ids that ``seat`` (None: the public) may not see: pile orders, others' fountain cards
    (until the final scoring reveals them), cards another player is looking at, and other
    players' stored tiles."""
    state = game.state
    hidden = set(state["light_pile"] + state["dark_pile"] + state["fountain_pile"])
    if seat is None or seat != state["current"]:
        hidden.update(state["fountain_draw"])
    for i, s in enumerate(state["seats"]):
        if i != seat:
            hidden.update(s["stored"])
            if not game.is_over:
                hidden.update(s["fountain_cards"])
    return hidden


def check_view_hides(game, seat, full: bool = True) -> None:
    """view(seat) hides what it must. ``full``: no hidden id anywhere in the view's JSON.
    Otherwise (cheaper, for every action of the broad tier) the places that could show a
    hidden thing: other seats' storage and fountain cards, the fountain cards being looked
    at, the piles (counts only) and every log entry (its text and its action)."""
    view = game.view(seat)
    hidden = hidden_from(game, seat)
    if full:
        assert hidden.isdisjoint(json.dumps(view).translate(NOT_ID).split())
    else:
        log = json.dumps([[entry["text"], entry["action"]] for entry in view["log"]])
        assert hidden.isdisjoint(log.translate(NOT_ID).split())
    for pile in ("light_pile", "dark_pile", "fountain_pile", "box"):
        assert isinstance(view[pile], int)
    if seat is None or seat != game.current_player:
        assert view["fountain_draw"] is None
    for i, info in enumerate(view["seats"]):
        if i != seat:
            assert info["stored_tiles"] is None
            assert info["fountain_faces"] is None or game.is_over
        else:
            assert [t["id"] for t in info["stored_tiles"]] == game.state["seats"][i]["stored"]
