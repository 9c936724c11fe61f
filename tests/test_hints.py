"""tw.hint over random positions of every game and player count (Magna Roma solo too): a
legal move, a rule of the game's RULES, a sentence, the move's piece among the targets, the
gains the move makes at once, and the same hint on any redraw of what the seat cannot see
(core/hints.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.contract_checks import play_randomly

import tabletop_widgets as tw
from tabletop_widgets.core.hints import gains_of, pieces_of

COUNTS = [(name, players) for name, low in (("porta_nigra", 2), ("carpe_diem", 2), ("magna_roma", 1))
          for players in range(low, 5)]


def position(name: str, players: int, seed: int, moves: int):
    return play_randomly(tw.games[name], seed=seed, players=players, steps=moves)


@pytest.mark.parametrize(("name", "players"), COUNTS)
@settings(max_examples=4)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 150), hint_seed=st.integers(0, 3))
def test_a_hint_is_a_legal_move_in_the_rules_words(name, players, seed, moves, hint_seed):
    game = position(name, players, seed, moves)
    if game.is_over:
        with pytest.raises(ValueError, match="game is over"):
            tw.hint(game)
        return
    before = game.to_json()
    found = tw.hint(game, seed=hint_seed)
    assert game.to_json() == before  # asking changes nothing
    seat = game.current_player
    assert found.seat == seat and game.why_illegal(found.action) is None
    assert found.rule in type(game).RULES.values()
    assert found.why[0].isupper() and found.why.endswith(".") and len(found.why) < 400
    assert found.targets[0] == pieces_of(game).target(found.action, game.view(seat))
    assert 1 <= len(found.targets) <= 3 and len(set(found.targets)) == len(found.targets)
    assert all(found.gains.values()) and dict(found.gains) == gains_of(game, found.action, seat)
    assert tw.hint(game, seed=hint_seed) == found  # the same hint asked twice
    for redraw in range(2):  # what the seat cannot see, arranged otherwise: the same hint
        other = game.determinized(seat, 1000 + redraw, canonical=bool(redraw))
        assert tw.hint(other, seed=hint_seed) == found


@pytest.mark.parametrize(("name", "players"), COUNTS)
@settings(max_examples=6)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 150), redraw=st.integers(0, 10**6))
def test_the_seat_s_world_is_the_same_whatever_it_cannot_see(name, players, seed, moves, redraw):
    """The world a hint searches: every arrangement of what the seat cannot see gives the same one."""
    game = position(name, players, seed, moves)
    if game.is_over:
        return
    seat = game.current_player
    other = game.determinized(seat, redraw)  # the hidden zones otherwise arranged (as a bot redraws them)
    for deck in other.state.get("decks", []):
        deck.reverse()  # and Magna Roma's face-down decks, which a bot's redraw leaves as they are
    world, other_world = (g.determinized(seat, 7, canonical=True) for g in (game, other))
    assert world.state == other_world.state


def test_a_hint_does_not_read_the_hidden_order_of_a_deck():
    """Magna Roma's face-down decks: a hint on a game whose next tiles differ is the same."""
    game = position("magna_roma", 2, 8, 10)
    other = game.copy()
    for deck in other.state["decks"]:
        deck.reverse()
    assert other.state["decks"] != game.state["decks"]
    assert tw.hint(other) == tw.hint(game)


def test_no_hint_at_the_end():
    game = position("porta_nigra", 2, 1, 10_000)
    assert game.is_over
    with pytest.raises(ValueError, match="no move to hint"):
        tw.hint(game)
