"""Every refusal names a rule of its game's RULES (issue 36), with ``why_illegal``'s text.

Near misses over random games: actions that were legal earlier in the game, and legal
actions with one field changed (a number one off, a flag flipped, a name another legal
action uses). Each one the game refuses must come back from ``refusal`` with the id of a
rule in ``RULES`` and exactly the sentence ``why_illegal`` gives; each legal one with None.
"""

import random

import pytest

import tabletop_widgets as tw
from tabletop_widgets.core.rulebook import Rule

# (game, players, seed): every player count of each game, Magna Roma's solo game included
GAMES = [("porta_nigra", n, 5 + n) for n in (2, 3, 4)] + [("carpe_diem", n, 7 + n) for n in (2, 3, 4)] + [
    ("magna_roma", n, 3 + n) for n in (1, 2, 3, 4)]
PER_POSITION = 12  # near misses tried at each position (a sample: the games are long)


def changed(action, field, pool, rng):
    """``action`` with ``field`` set to a nearby value of the same type."""
    value = action[field]
    if isinstance(value, bool):
        options = [not value]
    elif isinstance(value, int):
        options = [value - 1, value + 1, *pool.get(field, ())]
    else:
        options = list(pool.get(field, ()))
    options = [o for o in options if o != value and type(o) is type(value)]
    if not options:
        return None
    return {**action, field: rng.choice(options)}


def near_misses(legal, earlier, rng):
    pool = {}
    for action in legal + earlier:
        for field, value in action.items():
            if field != "type":
                pool.setdefault(field, set()).add(value)
    pool = {field: sorted(values, key=repr) for field, values in pool.items()}
    found = rng.sample(earlier, min(len(earlier), PER_POSITION // 2))
    for action in rng.sample(legal, min(len(legal), PER_POSITION)):
        fields = [f for f in action if f != "type"]
        if fields:
            miss = changed(action, rng.choice(fields), pool, rng)
            if miss is not None:
                found.append(miss)
    return found


@pytest.mark.parametrize(("name", "players", "seed"), GAMES)
def test_every_near_miss_refusal_names_a_rule_with_why_illegals_text(name, players, seed):
    module = tw.games[name]
    game = module.new_game(players=players, seed=seed)
    rules = type(game).RULES
    rng = random.Random(seed)
    earlier, problems, refused = [], [], 0
    while not game.is_over:
        legal = game.legal_actions()
        for action in near_misses(legal, earlier, rng):
            if action in legal:
                assert game.refusal(action) is None, action
                continue
            refusal, text = game.refusal(action), game.why_illegal(action)
            refused += 1
            if refusal is None or refusal.rule not in rules or refusal.text != text:
                problems.append(f"{game.state.get('phase')}: {action} -> {refusal} (why_illegal: {text!r})")
        earlier = (earlier + legal)[-60:]
        game.apply(rng.choice(legal))
    assert refused > 100, "too few near misses to prove anything"
    assert not problems, f"{len(problems)} of {refused} refusals name no rule, e.g.:\n" + "\n".join(problems[:8])


def test_the_game_over_refusal_names_the_rule_that_ends_the_game():
    for module in tw.games.values():
        game = module.new_game(seed=1)
        while not game.is_over:
            last = game.legal_actions()[0]
            game.apply(last)
        refusal = game.refusal(last)  # well formed, legal a move ago
        assert refusal is not None and refusal.rule == type(game).GAME_END_RULE != ""


@pytest.mark.parametrize("name", sorted(tw.games))
def test_every_rule_has_a_quoted_section_or_a_ruling(name):
    game_class = type(tw.games[name].new_game(seed=1))
    rules = game_class.RULES
    assert len(rules) > 10 and list(rules)[0] == "action-form"
    for rule_id, rule in rules.items():
        assert isinstance(rule, Rule) and rule.id == rule_id
        assert rule.problem() is None, rule.problem()
        assert (rule.section and rule.quote) or rule.ruling, rule_id


@pytest.mark.parametrize("name", sorted(tw.games))
def test_one_phase_vocabulary_names_every_action_type_once_declared(name):
    game = tw.games[name].new_game(seed=1)
    phases = type(game).PHASES
    assert phases, "the game declares its phases"
    assert game.state["phase"] in phases
    assert {kind for kinds in phases.values() for kind in kinds} == set(game.ACTIONS)
    while not game.is_over:
        assert game.state["phase"] in phases
        assert {a["type"] for a in game.legal_actions()} <= set(phases[game.state["phase"]])
        game.apply(game.legal_actions()[-1])


def test_a_refused_apply_carries_the_rule_and_the_rule_unknown_to_a_game_fails_loudly():
    game = tw.games["porta_nigra"].new_game(seed=2)
    bad = {"type": "nonsense"}
    with pytest.raises(tw.IllegalAction) as refused:
        game.apply(bad)
    assert refused.value.rule == "action-form" and refused.value.reason == game.why_illegal(bad)
    with pytest.raises(KeyError, match="no rule"):
        game.refuse("no-such-rule", "text")
