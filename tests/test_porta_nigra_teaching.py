"""What the Porta Nigra board tells a learner beyond the pieces (issue 45): whether a build
takes a building card, when a building's reward is paid, the majorities each player won at
the end, and a tutorial's scenario board that agrees with the text beside it."""

from __future__ import annotations

import contextlib
import io
import re
import sys

from support.notebooks import REPO

import tabletop_widgets as tw

sys.path.insert(0, str(REPO / "tools"))
import make_porta_nigra_tutorials as tutorials  # noqa: E402

DISPLAY = ["bc-amphitheatre-red", "bc-basilica-black", "bc-city_wall-blue", "bc-porta_nigra-yellow",
           "bc-amphitheatre-white", "bc-city_wall-red"]


def spots_of(view):
    return {s["id"]: s for b in view["buildings"] for p in b["parts"] for s in p["spots"]}


def test_every_empty_spot_says_whether_a_build_there_takes_a_card_and_the_rules_agree():
    game = tw.porta_nigra.scenario(players=2, to_play=0, card="a3", building_display=DISPLAY, seats={0: {
        "master_builder": "red", "coins": 20, "bricks": {c: 8 for c in ("black", "blue", "red", "yellow", "white")}}})
    said = {sid: s["card"] for sid, s in spots_of(game.view(0)).items()}
    assert said["amphitheatre.C3"] == "no building card: the Amphitheatre's row C never gives one"
    assert said["amphitheatre.A1"] == "takes the Amphitheatre red building card on display"
    assert said["amphitheatre.B2"] == "no building card now: the Amphitheatre yellow card is not on display"
    built = set()
    for action in game.legal_actions():
        if action["type"] != "build" or action["spot"] in built:
            continue
        built.add(action["spot"])
        after = game.copy()
        after.apply(action)
        took = len(after.state["seats"][0]["building_cards"]) == 1
        assert took == said[action["spot"]].startswith("takes"), (action, said[action["spot"]])
    assert {"amphitheatre.C3", "amphitheatre.A1", "amphitheatre.C5"} <= built
    after = game.copy()
    after.apply({"type": "build", "spot": "amphitheatre.C3", "bricks": 1, "white": 0, "influence": False})
    assert spots_of(after.view(0))["amphitheatre.C3"]["card"] is None  # a built spot takes nothing any more


def test_a_quarters_reward_is_said_to_come_from_building_never_from_placing():
    view = tw.porta_nigra.new_game(players=2, seed=1).view(0)
    for b in view["buildings"]:
        assert b["reward"] in b["reward_note"] and b["name"] in b["reward_note"]
        assert "multiple of 3" in b["reward_note"] and "never pays it" in b["reward_note"]
    assert set(view["static"]["words"]) == {"only_2_3", "deck"}


def test_the_end_lists_the_majorities_each_player_won(finished_game):
    game = finished_game(tw.porta_nigra, 4)
    notes = game.view(None)["breakdown_notes"]["majorities"]
    points = game.score_breakdown()["majorities"]
    for seat, words in enumerate(notes):
        won = [p for p in game.majorities() if seat in p["points"]]
        assert sum(int(n) for n in re.findall(r"\((\d+)\)", words)) == points[seat], words
        assert len(words.split(" · ")) == len(won) if won else words == "none"
    assert any(n != "none" for n in notes)
    assert tw.porta_nigra.new_game(players=2, seed=1).view(0)["breakdown_notes"] is None


def cell_after(marker: str):
    """The generator's code cell holding ``marker`` and the markdown just before it."""
    rows = tutorials.SCORING + tutorials.TURNS + tutorials.SETUP
    i = next(i for i, (kind, text, *_) in enumerate(rows) if kind == "code" and marker in text)
    return rows[i - 1][1], rows[i][1]


def test_the_basilica_scenario_board_shows_the_majorities_its_text_gives():
    text, code = cell_after("basilica = tw.porta_nigra.scenario(")
    assert "she scores 12 and he 6, plus 12 for row B: 18" in text
    scope: dict = {"tw": tw}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(code, scope)  # noqa: S102 - the tutorial's own cell
    game = scope["basilica"]
    board = tw.porta_nigra.Board(game)
    assert board.view["breakdown"]["majorities"] == [12, 18]
    assert board.view["breakdown_notes"]["majorities"] == ["Basilica row A 1st (12)",
                                                           "Basilica row A 2nd (6) · Basilica row B 1st (12)"]
    assert printed.getvalue().splitlines() == ["Basilica Row A {'Courtney': 12, 'Michael': 6}",
                                               "Basilica Row B {'Michael': 12}"]
