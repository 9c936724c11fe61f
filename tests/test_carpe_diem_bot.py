"""The steady (greedy) Carpe Diem bot meets the scoring cards it takes (issue 35).

Its one-step evaluation counts what the cards of each free circle would bring with the bot's
stock (tabletop_widgets/carpe_diem/heuristic.py); before, every circle looked alike to it and
it put its disc at random, failing most cards (-4 VP each).
"""

import pytest

import tabletop_widgets as tw
from tabletop_widgets.carpe_diem import heuristic
from tabletop_widgets.core.bots import make_bot

# 2 fish and 1 grape: only A01 (pay 2 fish, 4 VP) beside A14 (pay 1 grape, 2 VP) can both be
# met; every other circle has a card the seat cannot meet (4 herbs, 4 chicken, 2 villas, a pond
# and a garden, a merchant dwelling).
CARDS = {"r0c1": "A01", "r1c1": "A14", "r1c0": "A11", "r1c2": "C15", "r2c1": "D05", "r2c0": "A12",
         "r2c2": "D01", "r3c1": "C14"}
PAYABLE = "r0c1-r1c1"


def scoring_position():
    game = tw.carpe_diem.scenario(2, seed=3, cards=CARDS, scoring=True,
                                  seats={0: {"wares": {"fish": 2, "grapes": 1}, "bar": 1}})
    assert game.current_player == 0 and game.state["phase"] == "disc"
    return game


@pytest.mark.parametrize("seed", range(6))
def test_greedy_places_its_disc_where_it_can_meet_both_cards(seed):
    game = scoring_position()
    assert make_bot("greedy", seed=seed).choose(game) == {"type": "place_disc", "circle": PAYABLE}


def test_greedy_then_meets_both_cards():
    game, bot = scoring_position(), make_bot("greedy", seed=1)
    game.apply(bot.choose(game))
    met = {}
    while game.current_player == 0:
        action = bot.choose(game)
        met[action["card"]] = action["times"]
        game.apply(action)
    assert met == {"A01": 1, "A14": 1}
    assert game.state["seats"][0]["points"]["unmet scoring cards"] == 0


# ----------------------------------------------------------------- during play: the plan
def test_during_play_each_ware_towards_the_best_circle_counts():
    """A one-step bot sees a card it cannot meet yet only through ``plan``: a card counts part
    of the way from -4 to meeting it, so every fish towards A01 (2 fish) is worth something,
    and meeting both cards of the best circle is worth most."""
    def outlook(wares):
        game = tw.carpe_diem.scenario(2, seed=3, cards=CARDS, to_play=1, seats={0: {"wares": wares}})
        assert game.state["scoring"] is None and game.current_player == 1
        return heuristic.outlook(game, 0)

    values = [outlook(w) for w in ({}, {"fish": 1}, {"fish": 1, "grapes": 1}, {"fish": 2, "grapes": 1})]
    assert values == sorted(set(values))  # strictly rising
    assert values[0] < 0 < values[-1]


def test_a_tile_counts_what_it_can_complete_in_the_district():
    """The tile in hand counts a ware only for a landscape its district leaves open (a pond
    tile joins the open pond; a garden tile would only start a garden)."""
    game = tw.carpe_diem.scenario(2, seed=3, seats={0: {"district": [(3, 3, "light-18", 0)]}})
    t, me = game.t, game.state["seats"][0]
    near = heuristic.open_kinds(t, me["district"])
    assert "pond" in near and "garden" not in near
    held = heuristic.stock(game, 0)
    fish = heuristic.WARES.index("fish")
    assert heuristic.with_tile(t, held, "light-19", near)[0][fish] == held[0][fish] + 1
    assert heuristic.with_tile(t, held, "light-26", near) == held
    assert heuristic.with_tile(t, held, "light-19", frozenset()) == held
