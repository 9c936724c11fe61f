"""The Hypothesis property every game's contract test uses: an arbitrary action either
applies (when legal) or raises IllegalAction and leaves the game exactly as it was."""

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
