"""Checks every game's contract and simulation tests share: seeded random play, refusals
that change nothing, undo and the save round trip, and the Hypothesis property that an
arbitrary action either applies (when legal) or raises IllegalAction and changes nothing."""

import random

import pytest
from hypothesis import strategies as st

import tabletop_widgets as tw


def arbitrary_actions(actions: dict, ids: list[str], ints: tuple[int, int]):
    """Action-like values: dicts with real and made-up types and fields holding values of
    every JSON type (with some of the game's real ids), and values that are not dicts."""
    values = st.one_of(st.none(), st.booleans(), st.integers(*ints), st.floats(allow_nan=False),
                       st.text(max_size=12), st.sampled_from(ids), st.lists(st.text(max_size=3), max_size=3),
                       st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
    dicts = st.fixed_dictionaries(
        {"type": st.one_of(st.sampled_from(sorted(actions)), st.text(max_size=8), st.integers())},
        optional={name: values for fields in actions.values() for name in fields} | {"junk": values})
    return st.one_of(dicts, values)


def assert_applies_or_changes_nothing(game, action) -> None:
    before = game.to_json()
    reason = game.why_illegal(action)
    if reason is None:
        game.apply(action)
        assert game.history[-1]["type"] == action["type"] and game.to_json() != before
    else:
        with pytest.raises(tw.IllegalAction):
            game.apply(action)
        assert game.to_json() == before


def play_randomly(module, seed=1, players=2, steps=60, **options):
    """A game of ``module`` after ``steps`` seeded random moves (fewer if it ends)."""
    game = module.new_game(players=players, seed=seed, **options)
    rnd = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


def assert_refused_unchanged(game, action, words: str) -> None:
    """A refusal gives a short reason containing ``words``, raises it, and changes nothing."""
    before = game.to_json()
    reason = game.why_illegal(action)
    assert reason is not None and words in reason
    assert len(reason) < 400  # a 100 kB intent is never echoed back
    with pytest.raises(tw.IllegalAction) as err:
        game.apply(action)
    assert err.value.reason == reason and isinstance(err.value, ValueError)
    assert game.to_json() == before


def assert_round_trip(game) -> None:
    text = game.to_json()
    assert type(game).from_json(text).to_json() == text


def assert_undo_restores(game, action, before: str) -> None:
    """Undo the action just applied, check the save is the one before it, then redo it."""
    game.undo()
    assert game.to_json() == before
    game.apply(action)
