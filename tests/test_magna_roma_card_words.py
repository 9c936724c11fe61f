"""MagnaRoma.card_words: a monument or province card in one line, for the tutorials' card list."""

import pytest

import tabletop_widgets as tw

GAME = tw.magna_roma.new_game(players=2, seed=1)
COMPONENTS = tw.magna_roma.default_components()


@pytest.mark.parametrize("card", COMPONENTS["monuments"], ids=lambda c: c["id"])
def test_a_monument_card_says_its_cost_population_score_and_bonus(card):
    words = GAME.card_words(card["id"])
    assert words.startswith(card["name"] + ":")
    assert f"{card['cost']} coins" in words and f"functional with {card['workers']} population" in words
    rule = card["scoring"]
    assert ("/".join(map(str, rule["vp_by_workers"])) if "vp_by_workers" in rule else f"{rule['vp']} VP") in words
    for key in ("per_colour", "per_icon"):
        if key in rule:
            assert f"per {rule[key]}" in words
    for resource, n in card["immediate"].items():
        assert "at once " + GAME.amount_words(resource, n) in words
    assert ("on the town centre" in words) == bool(card.get("on_town_centre"))


@pytest.mark.parametrize("card", COMPONENTS["provinces"], ids=lambda c: c["id"])
def test_a_province_card_says_each_slot_and_its_condition(card):
    words = GAME.card_words(card["id"])
    assert words.startswith(card["name"] + ": VP per " + GAME.condition_words(card["condition"]))
    for cost, vp, bonus in zip(COMPONENTS["military"]["slot_costs"], card["slot_vp"], card["slot_bonus"], strict=True):
        assert f"{cost} legions {vp} VP" in words
        for resource, n in bonus.items():
            assert GAME.amount_words(resource, n) + " at once" in words


def test_an_unknown_card_is_refused_by_name():
    with pytest.raises(ValueError, match="colossus"):
        GAME.card_words("colossus")
