"""docs/rules.md, the rules rule by rule: current with RULES, the code, the tests and the
tutorials; every rule checked by a test; the code names only rules that exist, and every rule
a check refuses under; every rulebook citation of a notebook names rules that exist
(tools/make_rules_doc.py). Reads sources only: no game is played."""

import ast
import functools
import importlib
import inspect
import json
import pkgutil
import posixpath
import re
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
import make_rules_doc as doc  # noqa: E402

GAMES = doc.games()


@functools.cache
def checked_by():
    return doc.checked_by({g: doc.rules_of(g) for g in GAMES})


def test_the_committed_doc_is_what_the_tool_writes_now():
    committed = (REPO / doc.DOC).read_text(encoding="utf-8") if (REPO / doc.DOC).is_file() else ""
    assert committed == doc.render(), f"{doc.DOC} is stale (RULES, a test or a tutorial changed): run {doc.COMMAND}"


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_but_the_action_form_is_checked_by_a_test(game):
    rules = doc.rules_of(game)
    unchecked = [r for r in rules if r != doc.GENERIC and not checked_by().get((game, r))]
    assert not unchecked, (f"{len(unchecked)} of {len(rules)} rules of {game} are named by no test "
                           f"(assert its id, e.g. refusal(...).rule == {unchecked[0]!r}): {unchecked}")


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_a_tutorial_cites_is_a_rule_of_its_game(game):
    rules = doc.rules_of(game)
    steps = doc.tutorials(game, rules)
    wrong = [f"{s.notebook}, {s.section!r}: {s.rule}" for s in steps if s.rule not in rules]
    assert not wrong, f"tutorial links to rules that {doc.DOC} does not have:\n" + "\n".join(wrong)
    anchors = (REPO / doc.DOC).read_text(encoding="utf-8")
    assert all(f'<a id="{doc.anchor(game, s.rule)}">' in anchors for s in steps)


@pytest.mark.parametrize("game", GAMES)
def test_the_code_names_only_rules_of_its_game(game):
    rules = doc.rules_of(game)
    found = doc.enforcement(game)
    assert not [r for r in found if r not in rules], f"@enforces or a phase record names rules {game} does not have"
    assert {"game-end", *[p.refusal[0] for p in doc.game_class(game).PHASE_RECORDS.values()
                          if isinstance(p.refusal, tuple)]} <= set(found)


def _refused_under(function):
    """The rule ids ``function`` passes as string literals to ``refuse``: its first argument, or
    either branch of a conditional there (``"a" if solo else "b"``)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    found = set()
    for call in ast.walk(tree):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "refuse":
            first = call.args[0] if call.args else None
            options = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            found |= {o.value for o in options if isinstance(o, ast.Constant) and isinstance(o.value, str)}
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_check_names_the_rules_it_refuses_under(game):
    """A function that refuses a move under a rule says it enforces that rule (@enforces), so
    docs/rules.md's "Enforced in" leads from each rule to every check of it."""
    from tabletop_widgets.core.rulebook import enforced_rules

    package = importlib.import_module(f"tabletop_widgets.{game}")
    checks, unnamed = 0, []
    for info in pkgutil.iter_modules(package.__path__):
        for function in doc._functions(importlib.import_module(f"{package.__name__}.{info.name}")):
            refused = _refused_under(function)
            checks += bool(refused)
            unnamed += [f"{function.__qualname__}: {r}" for r in sorted(refused - set(enforced_rules(function)))]
    assert checks > 5, "no checks found: is refuse still called so?"
    assert not unnamed, "checks that refuse under rules their @enforces does not name:\n" + "\n".join(unnamed)


def test_enforces_marks_a_function_without_changing_it():
    from tabletop_widgets.core.rulebook import enforced_rules, enforces

    def check(x):
        return x + 1

    marked = enforces("a-rule")(enforces("b-rule", "c-rule")(check))
    assert marked is check and marked(1) == 2
    assert enforced_rules(marked) == ("b-rule", "c-rule", "a-rule") and enforced_rules(len) == ()


LINK = re.compile(r"\]\(\s*<?([^)\s>]*rules\.md)#([^)\s>]+)>?\s*\)")  # [text](../rules.md#anchor)


def test_every_link_into_the_doc_names_an_anchor_it_has():
    """Links from the documents and notebooks to docs/rules.md#<anchor> (a rule, a game) resolve."""
    text = (REPO / doc.DOC).read_text(encoding="utf-8")
    broken = []
    for path in doc.tracked("."):
        if not path.endswith((".md", ".ipynb")) or path == doc.DOC:
            continue
        for target, anchor in LINK.findall((REPO / path).read_text(encoding="utf-8")):
            if posixpath.normpath(posixpath.join(posixpath.dirname(path), target)) == doc.DOC and (
                    f'<a id="{anchor}">' not in text):
                broken.append(f"{path}: {target}#{anchor}")
    assert not broken, f"links to anchors {doc.DOC} does not have:\n" + "\n".join(broken)


def test_every_citation_in_a_shipped_notebook_names_rules_that_exist():
    """Each marker <!-- rules: <game>-<id> ... --> in any notebook (a game's tutorials, or the
    others) names rules of RULES; and the tutorials do cite rules this way."""
    anchors = {doc.anchor(g, r) for g in GAMES for r in doc.rules_of(g)}
    cited, unknown = 0, []
    for path in doc.tracked("notebooks"):
        if path.endswith(".ipynb"):
            for cell in json.loads((REPO / path).read_text(encoding="utf-8"))["cells"]:
                for marker in doc.MARKER.findall("".join(cell["source"])):
                    cited += len(marker.split())
                    unknown += [f"{path}: {a}" for a in marker.split() if a not in anchors]
    assert not unknown, "citations of rules that RULES does not have:\n" + "\n".join(unknown)
    assert cited > 3 * len(GAMES), f"only {cited} rules cited in the notebooks: is the marker still written?"


def test_rulebook_citation_quotes_each_rule_collapsed_and_refuses_an_unknown_rule():
    rules = doc.rules_of("porta_nigra")
    french = next(r for r in rules.values() if r.language == "fr" and r.ruling)
    cite = doc.rulebook_citation("porta_nigra", "move-clockwise", french.id)
    marker, summary, *body = cite.splitlines()
    assert doc.MARKER.findall(marker) == [f" porta_nigra-move-clockwise porta_nigra-{french.id} "]
    titles = f"{rules['move-clockwise'].title} · {french.title}"
    assert summary == f'<details style="margin-bottom: 1em"><summary>Rulebook: {titles}</summary>'
    assert body[-1] == "</details>" and body[0] == "" and body[-2] == "", "blank lines: markdown inside the block"
    text = "\n".join(body)
    clockwise = rules["move-clockwise"]
    assert f"- **{clockwise.title}** · *{clockwise.section}*: “{clockwise.quote}”" in text
    assert f"French rulebook, *{french.section}*: “{french.quote}”" in text
    assert f"Our ruling: {french.ruling}" in text
    assert not re.search(r"\]\(|href", cite), "no link: the rules' words are in the notebook"
    with pytest.raises(KeyError, match="no rule"):
        doc.rulebook_citation("porta_nigra", "no-such-rule")
    with pytest.raises(KeyError, match="no rule"):
        doc.rulebook_citation("porta_nigra")


def test_a_citation_renders_its_text_as_typed():
    """Markdown's and HTML's characters in a rule's words are escaped (end_turn is no emphasis)."""
    assert doc._plain("end_turn *x* [a] <b> & `c` \\") == (
        "end\\_turn \\*x\\* \\[a\\] &lt;b> &amp; \\`c\\` \\\\")


RULES = {"porta_nigra": {"action-form": 0, "game-end": 0, "move-clockwise": 0, "winner": 0},
         "carpe_diem": {"action-form": 0, "game-end": 0}}


def test_a_test_counts_for_the_game_it_concerns_only():
    """A game's own test file counts for that game alone; in a shared file a test counts for
    the games it names (or, naming none, its file names); only exact string literals count."""
    own = ('def test_end():\n    assert refusal.rule == "game-end"\n'
           'def test_walk():\n    assert "move-clockwise is a rule" and "game-end!"\n')
    assert doc.checks_in("tests/test_carpe_diem_rules.py", own, RULES) == [
        doc.Checked("carpe_diem", "game-end", "tests/test_carpe_diem_rules.py::test_end")]
    shared = ('import tabletop_widgets as tw\nCASES = [("move-clockwise", 1)]\n'
              '@pytest.mark.parametrize("case", CASES)\ndef test_walks(case):\n    tw.porta_nigra.new_game()\n'
              'class TestEnd:\n    def test_carpe_diem_ends(self):\n        tw.carpe_diem.x("game-end")\n'
              'def helper():\n    return "game-end"\n')
    assert doc.checks_in("tests/test_shared.py", shared, RULES) == [
        doc.Checked("porta_nigra", "move-clockwise", "tests/test_shared.py::test_walks"),
        doc.Checked("carpe_diem", "game-end", "tests/test_shared.py::TestEnd::test_carpe_diem_ends")]
    assert doc.checks_in("tests/test_other.py", 'def test_x():\n    "game-end"\n', RULES) == []


def test_a_rule_id_that_is_a_plain_word_counts_only_where_a_rule_is_meant():
    """"winner" is a rule id and a column name: a key or a set member is not the rule."""
    text = ('def test_columns(frame):\n    assert frame["winner"] and {"winner"} <= set(frame)\n'
            'def test_refused(game):\n    assert game.refusal(a).rule == "winner"\n'
            'def test_message(game):\n    assert not game.winners(), "winner"\n')
    assert [c.test for c in doc.checks_in("tests/test_porta_nigra_x.py", text, RULES)] == [
        "tests/test_porta_nigra_x.py::test_refused", "tests/test_porta_nigra_x.py::test_message"]


def test_a_tutorial_teaches_the_rules_its_cells_cite_or_its_steps_name():
    nb = {"cells": [
        {"cell_type": "markdown", "source": ["# Porta Nigra 2: a turn\n"]},
        {"cell_type": "markdown", "source": ["## Buying\n", doc.rulebook_citation("porta_nigra", "action-form")]},
        {"cell_type": "code", "source": ['tw.Step("Buy", move, rule="game-end")']},
        {"cell_type": "markdown", "source": ["## Else\n<!-- rules: porta_nigra-nonsense -->\n"
                                             "[x](../../docs/rules.md#porta_nigra-game-end)"]}]}
    taught = doc.taught_in("notebooks/porta_nigra/porta_nigra_2_turns.ipynb", json.loads(json.dumps(nb)), "porta_nigra",
                           ["action-form", "game-end"])
    assert [(t.title, t.section, t.rule) for t in taught] == [
        ("Porta Nigra 2: a turn", "Buying", "action-form"), ("Porta Nigra 2: a turn", "Buying", "game-end"),
        ("Porta Nigra 2: a turn", "Else", "?porta_nigra-nonsense")]
