"""What must hold in every Magna Roma position (used by the simulation tests)."""

import json

from tabletop_widgets.magna_roma import city, solo

STOCKS = ("coins", "population", "blessings", "legions", "luxuries", "faith")


def check_city(game, seat: dict) -> None:
    t = game.t
    grid = seat["city"]
    cells = city.occupied(grid)
    assert grid[city.CENTRE][0] == seat["centre"] and len(cells) == seat["placed"] + 1
    rows = {city.ROW[i] for i in cells}
    cols = {city.COL[i] for i in cells}
    assert max(rows) - min(rows) < 5 and max(cols) - min(cols) < 5, "a 5 x 5 city must stay possible"
    if game.solo:
        low_r, high_r, low_c, high_c = solo.frame(t)
        assert low_r <= min(rows) and max(rows) <= high_r and low_c <= min(cols) and max(cols) <= high_c
    # connected: every tile touches the town centre through other tiles
    seen, stack = {city.CENTRE}, [city.CENTRE]
    while stack:
        for _, j in city.NEIGHBOURS[stack.pop()]:
            if grid[j] is not None and j not in seen:
                seen.add(j)
                stack.append(j)
    assert len(seen) == len(cells)
    covered = {}
    for m in seat["monuments"]:
        if m["id"] == t.forum:
            under = [city.CENTRE]
        else:
            under = city.block(m["row"], m["col"])
            assert all(grid[i] is not None and i != city.CENTRE for i in under), f"{m['id']} needs four city tiles"
        for i in under:
            assert i not in covered, f"{m['id']} overlaps {covered.get(i)}"
            covered[i] = m["id"]
        assert 0 <= m["workers"] <= game.capacity(m["id"])


def check_position(game, seats=None) -> None:
    """Everything that must hold; per-seat checks for ``seats`` (default: every seat)."""
    state, t = game.state, game.t
    # Every city tile is in exactly one place: a deck, the draft or a city.
    in_cities = [cell[0] for s in state["seats"] for cell in s["city"] if cell is not None and cell[0] in t.tiles]
    where = in_cities + [tile for tile in state["draft"] if tile is not None] + [x for d in state["decks"] for x in d]
    assert sorted(where) == sorted(t.tiles)
    built = [m["id"] for s in state["seats"] for m in s["monuments"]]
    monuments = built + [m for m in state["monument_market"] if m is not None] + state["monument_deck"]
    assert sorted(monuments) == sorted(t.monuments)
    for k in range(game.players) if seats is None else seats:
        seat = state["seats"][k]
        for key in STOCKS:
            assert seat[key] >= 0, (key, seat[key])
        assert seat["legions"] <= t.legions_top and seat["luxuries"] <= t.market_top and seat["faith"] <= t.faith_top
        assert all(0 <= seat["tracks"][c] <= t.track_top for c in t.track_order)
        # a one-time bonus is taken exactly when its spaces are reached
        reached = {bid for bid, spaces, _ in t.track_bonuses if all(seat["tracks"][c] >= v for c, v in spaces.items())}
        assert sorted(seat["track_bonuses"]) == sorted(reached)
        check_city(game, seat)
        assert sum(1 for slots in state["conquests"] if k in slots) <= t.rules["conquest_markers"]
        assert all(slots.count(k) <= 1 for slots in state["conquests"])
    assert (state["phase"] == "trade") == (state["trade"] is not None)
    if state["trade"] is not None:  # one offer per token per event; "later" only while offers wait
        offers = [state["trade"]["slot"], *state["trade"].get("later", ())]
        assert state["trade"].get("later", [None]) and len(offers) == len(set(offers))
        assert state["trade"]["then"] in ("action", "end")
    blocked = sum(slots.count(-1) for slots in state["conquests"])
    assert blocked == (3 if game.solo else 0)
    markers = [s["slot"] for s in state["seats"] if s["slot"] is not None]
    assert len(markers) == len(set(markers))
    if state["phase"] == "place":
        assert state["draft"][game._me()["slot"]] is not None
        if any(state["decks"]) and not game.solo:
            assert None not in state["draft"], "the draft is refilled at the end of every turn"
    if game.is_over:
        assert all(s["placed"] == 24 for s in state["seats"])
    breakdown = game.score_breakdown()
    assert game.scores() == [sum(v[i] for v in breakdown.values()) for i in range(game.players)]


def check_view_hides(game, seat: int) -> None:
    """view(seat) is JSON and shows no face-down tile or monument and no deck order."""
    view = game.view(seat)
    text = json.dumps(view, separators=(",", ":"))
    assert all(isinstance(n, int) for n in view["decks"]) and isinstance(view["monument_deck"], int)
    face_down = {x for d in game.state["decks"] for x in d} | set(game.state["monument_deck"])
    # Between two double quotes of JSON text lies a string when no string holds an escaped quote.
    assert '\\"' not in text
    strings = text.split('"')[1::2]
    for name in face_down.intersection(strings):
        # a key (followed by ':') is structure: the breakdown's "pantheon" is not the monument
        assert not any(f'"{name}"{after}' in text for after in ",]}"), f"view({seat}) shows face-down {name!r}"
