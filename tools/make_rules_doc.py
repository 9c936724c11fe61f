"""Writes docs/rules.md from each game's ``RULES``: every rule with its citation, ruling, code, tests, lesson.

    python tools/make_rules_doc.py          # rewrite docs/rules.md
    python tools/make_rules_doc.py --check  # exit 1 if docs/rules.md is not what this writes

For each rule: a stable anchor (``<game>-<rule id>``), its title, the rulebook's section and
quote, the project's ruling if any, the code that enforces it, the tests that check it and the
tutorial steps that teach it. The code is found from the rules model's own records (its
modules are imported; no game is set up): the functions marked ``@enforces(<id>, ...)``
(core/rulebook.py) in the game's package, and the phase records (``PHASE_RECORDS``) whose
refusal of an out-of-phase move cites the rule. A test checks a rule when its source
(decorators and the module-level tables it names included) holds the rule's id as a string
literal (an id that is a plain word, such as "winner", only where a rule is meant); only
files that concern the game count: its own tests/test_<game>_*.py, and in shared test files
the tests that name the game. A tutorial step teaches a rule when a markdown cell's marker
``<!-- rules: <anchor> ... -->`` names it (``rulebook_citation`` writes the marker with the
rules' quotes) or a lesson's code passes ``rule="<id>"``. Tests and tutorials are read from
tracked files only, so the output is the same in every clone of a commit.
"""

from __future__ import annotations

import ast
import html
import importlib
import inspect
import json
import pkgutil
import posixpath
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DOC = "docs/rules.md"
COMMAND = "python tools/make_rules_doc.py"
GENERIC = "action-form"  # a rule of this program, not of a game: no game's test needs to name it
SELF_TEST = "tests/test_rules_doc.py"  # names rule ids as examples for this tool, checks no rule


def games() -> list[str]:
    import tabletop_widgets as tw

    return list(tw.games)


def game_class(game: str) -> Any:
    """The game's class (no game is set up or played): the one its package exports."""
    import tabletop_widgets as tw
    from tabletop_widgets.core.game import Game

    module = tw.games[game]
    (found,) = {v for v in vars(module).values() if isinstance(v, type) and issubclass(v, Game) and v is not Game}
    return found


def rules_of(game: str) -> Mapping[str, Any]:
    return game_class(game).RULES


def title_of(game: str) -> str:
    return game_class(game).TITLE


def anchor(game: str, rule_id: str) -> str:
    """The rule's anchor in docs/rules.md: stable while the game's name and the rule's id are."""
    return f"{game}-{rule_id}"


def rulebook_citation(game: str, *rule_ids: str) -> str:
    """Markdown citing rules of ``game`` where a learner reads its tutorials, offline too: the
    rules' words themselves, since Binder and the JupyterLite site serve notebooks/ only (no
    link out of it can work there). A marker for ``taught_in`` (HTML comments never render),
    then a collapsed "Rulebook: <title> · ..." that opens to each rule's title, section, quote
    and ruling. The blank lines let JupyterLab's markdown renderer read the body as markdown;
    the margin (a style its sanitizer keeps) parts the citation from the paragraph below."""
    rules = rules_of(game)
    unknown = [r for r in rule_ids if r not in rules]
    if unknown or not rule_ids:
        raise KeyError(f"{title_of(game)} has no rule {unknown or '(none given)'}")
    cited = [rules[r] for r in rule_ids]
    summary = " · ".join(html.escape(rule.title, quote=False) for rule in cited)
    return "\n".join([f"<!-- rules: {' '.join(anchor(game, r) for r in rule_ids)} -->",
                      f'<details style="margin-bottom: 1em"><summary>Rulebook: {summary}</summary>', "",
                      *(_cited(rule) for rule in cited), "</details>"])


def _cited(rule: Any) -> str:
    """A rule as an item of a citation's list (with a blank line after it)."""
    item = f"- **{_plain(rule.title)}**"
    if rule.quote is not None:
        book = "French rulebook, " if rule.language == "fr" else ""
        item += f" · {book}*{_plain(rule.section)}*: “{_plain(' '.join(rule.quote.split()))}”"
    if rule.ruling:
        item += f"\n\n  Our ruling: {_plain(rule.ruling)}"
    return item + "\n"


def _plain(text: str) -> str:
    """``text`` as markdown that renders it as typed (a ruling's end_turn stays end_turn)."""
    text = text.replace("&", "&amp;").replace("<", "&lt;")
    return re.sub(r"([\\`*_\[\]])", r"\\\1", text)


# --- where the code enforces a rule -----------------------------------------------------------------


def _functions(module: Any) -> Iterable[Any]:
    """The functions written in ``module``'s file: its own and its classes' (static, class
    methods, properties and cached functions unwrapped; not those Python writes, such as a
    NamedTuple's)."""
    for value in vars(module).values():
        if getattr(value, "__module__", None) != module.__name__:
            continue
        members = vars(value).values() if inspect.isclass(value) else [value]
        for member in members:
            member = getattr(member, "__func__", None) or getattr(member, "fget", None) or member
            member = getattr(member, "__wrapped__", member)  # a cached function (functools)
            if inspect.isfunction(member) and member.__code__.co_filename == module.__file__:
                yield member


def _where(module: Any) -> str:
    return Path(module.__file__).resolve().relative_to(REPO / "tabletop_widgets").as_posix()


def enforcement(game: str) -> dict[str, list[str]]:
    """{rule id: ["`<game>/<file>.py` `<function>`", ...]}: where the rules model of ``game``
    enforces each rule, in the order of its files and lines. Any id, a rule of the game or not
    (tests/test_rules_doc.py checks they all are)."""
    from tabletop_widgets.core.rulebook import enforced_rules

    package = importlib.import_module(f"tabletop_widgets.{game}")
    marked: set[tuple[str, int, str, tuple[str, ...]]] = set()  # a set: a class may hold a module's function
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for function in _functions(module):
            rules = enforced_rules(function)
            if rules:
                marked.add((_where(module), function.__code__.co_firstlineno, function.__qualname__, rules))
    found: dict[str, list[str]] = {}
    for path, _, name, rules in sorted(marked):
        for rule in rules:
            found.setdefault(rule, []).append(f"`{path}` `{name}`")
    cls = game_class(game)
    records = _where(sys.modules[cls.__module__])
    for phase in cls.PHASE_RECORDS.values():
        if isinstance(phase.refusal, tuple):  # else a marked function of the game decides
            found.setdefault(phase.refusal[0], []).append(f"`{records}` `PHASE_RECORDS` (phase `{phase.name}`)")
    return found


# --- which tests check a rule ---------------------------------------------------------------------


def tracked(under: str) -> list[str]:
    """Tracked files under a folder, sorted (what a clone has, not a helper's scratch file)."""
    out = subprocess.run(["git", "ls-files", "-z", "--", under], cwd=REPO, check=True,
                         capture_output=True, text=True).stdout
    return sorted(p for p in out.split("\0") if p and (REPO / p).is_file())


def _walked(node: ast.AST, lines: list[str], words: set[str]) -> tuple[set[str], set[str]]:
    """(the string literals that may name a rule, the names) in ``node``. A rule id that is a
    plain word (in ``words``, e.g. "winner") counts only as an assert's message or in a
    statement that says "rule": such words are also keys and column names."""
    strings: set[str] = set()
    names: set[str] = set()

    def visit(n: ast.AST, statement: ast.AST) -> None:
        if isinstance(n, ast.stmt):
            statement = n
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            if n.value not in words or _says_rule(n, statement, lines):
                strings.add(n.value)
        elif isinstance(n, ast.Name):
            names.add(n.id)
        for child in ast.iter_child_nodes(n):
            visit(child, statement)

    visit(node, node)
    return strings, names


def _says_rule(constant: ast.Constant, statement: ast.AST, lines: list[str]) -> bool:
    if isinstance(statement, ast.Assert) and statement.msg is constant:
        return True
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):  # in a decorator
        return "rule" in "".join(lines[constant.lineno - 1:constant.end_lineno])
    return "rule" in _lines(lines, statement)


def _lines(lines: list[str], node: ast.AST) -> str:
    """The source lines of ``node``, its decorators included (ast.get_source_segment is slow)."""
    first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", ()))])
    return "".join(lines[first - 1:node.end_lineno])


def _tests(tree: ast.Module) -> Iterable[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """(pytest's name, node) of each test function, methods of Test classes included."""
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            yield node.name, node
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name.startswith("test"):
                    yield f"{node.name}::{item.name}", item


def _tables(tree: ast.Module) -> dict[str, ast.AST]:
    """Module-level assignments by name: the tables a test may be parametrized over."""
    found: dict[str, ast.AST] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        for target in targets:
            for name in (n.id for n in ast.walk(target) if isinstance(n, ast.Name)):
                found[name] = node
    return found


def _mentions(text: str, game: str) -> bool:
    return game in text or title_of(game) in text


def file_game(path: str, all_games: Iterable[str]) -> str | None:
    """The game a test file is about by its name (tests/.../test_<game>_*.py), or None: shared."""
    name = posixpath.basename(path)
    return next((g for g in all_games if name == f"test_{g}.py" or name.startswith(f"test_{g}_")), None)


@dataclass(frozen=True)
class Checked:
    game: str
    rule: str
    test: str  # tests/file.py::function


def checks_in(path: str, text: str, rules: Mapping[str, Mapping[str, Any]]) -> list[Checked]:
    """The (game, rule, test) that the test file ``path`` (its ``text``) checks, for the games
    and rule ids in ``rules``: {game: RULES}."""
    own = file_game(path, rules)
    if own is None and not any(_mentions(text, g) for g in rules):
        return []
    tree = ast.parse(text, filename=path)
    tables, lines = _tables(tree), text.splitlines(keepends=True)
    words = {r for game in rules.values() for r in game if "-" not in r}
    found = []
    for name, node in _tests(tree):
        literals, names = _walked(node, lines, words)
        parts = [node, *(tables[n] for n in sorted(names) if n in tables)]
        for table in parts[1:]:
            literals |= _walked(table, lines, words)[0]
        if own is not None:
            candidates = [own]
        else:  # a shared file: the games this test names, else the games its file names
            source = "".join(_lines(lines, p) for p in parts)
            candidates = [g for g in rules if _mentions(source, g)] or [g for g in rules if _mentions(text, g)]
        for game in candidates:
            found += [Checked(game, r, f"{path}::{name}") for r in rules[game] if r in literals]
    return found


def checked_by(rules: Mapping[str, Mapping[str, Any]]) -> dict[tuple[str, str], list[str]]:
    """{(game, rule id): [tests/file.py::test, ...]} over the tracked tests."""
    found: dict[tuple[str, str], list[str]] = {}
    for path in tracked("tests"):
        if path.endswith(".py") and posixpath.basename(path).startswith("test_") and path != SELF_TEST:
            for c in checks_in(path, (REPO / path).read_text(encoding="utf-8"), rules):
                found.setdefault((c.game, c.rule), []).append(c.test)
    return found


# --- which tutorial steps teach a rule ------------------------------------------------------------

MARKER = re.compile(r"<!--\s*rules:([^>]*?)-->")  # rulebook_citation's: the rules' anchors
STEP_RULE = re.compile(r"""\brule\s*=\s*["']([a-z0-9-]+)["']""")
HEADING = re.compile(r"^(#{1,3})\s+(.+?)\s*$", re.M)


@dataclass(frozen=True)
class Taught:
    notebook: str   # path from the repository's root
    title: str      # the notebook's first heading
    section: str    # the heading above the cell ("" before the first ## heading)
    rule: str


def taught_in(path: str, nb: Mapping[str, Any], game: str, rule_ids: Iterable[str]) -> list[Taught]:
    """Where the notebook ``nb`` (at ``path``) teaches rules of ``game``: citations whose marker
    names their anchors, or lesson steps with ``rule="<id>"``. An anchor that is not a rule of
    the game is reported as the rule "?<anchor>" (test_rules_doc fails on it)."""
    by_anchor = {anchor(game, r): r for r in rule_ids}
    title, section, found = "", "", []
    for cell in nb["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            for level, heading in HEADING.findall(source):
                if level == "#" and not title:
                    title = heading
                elif level in ("##", "###"):
                    section = heading
            rules = [by_anchor.get(a, "?" + a) for marker in MARKER.findall(source) for a in marker.split()]
        else:
            rules = STEP_RULE.findall(source)
        for rule in dict.fromkeys(rules):
            found.append(Taught(path, title or posixpath.basename(path), section, rule))
    return found


def tutorials(game: str, rule_ids: Iterable[str]) -> list[Taught]:
    rule_ids = list(rule_ids)
    found = []
    for path in tracked(f"notebooks/{game}"):
        if path.endswith(".ipynb"):
            found += taught_in(path, json.loads((REPO / path).read_text(encoding="utf-8")), game, rule_ids)
    return found


# --- the document -----------------------------------------------------------------------------------

HEADER = f"""\
# The rules, rule by rule

<!-- Generated by tools/make_rules_doc.py from each game's RULES: edit those, then run {COMMAND} -->

Every rule the rules models enforce, game by game, in each rulebook's order. This file is
generated from each game's `RULES` (`tabletop_widgets/<game>/rulebook.py`; in a notebook,
`tw.porta_nigra.RULES`), the tests and the tutorials: do not edit it; after a change to
any of them run `{COMMAND}` (`tests/test_rules_doc.py` fails while it is stale). A board that refuses a move names the
rule it breaks, with its title and quote; `game.refusal(action).rule` is the rule's id here.

Each rule gives:

- **the rulebook's words**: the section of the game's rulebook and a short passage from it,
  word for word (`...` marks a cut; a passage that only the French rulebook prints is marked
  French). The rulebooks are not part of this repository: they are their publishers', not
  ours to ship, so they are quoted in short passages only, enough to find the rule in your
  copy;
- **our ruling**, where there is one: how this project reads the rule where the rulebook is
  silent, ambiguous or contradicts itself, and why; the rules model plays by it. A rule with
  a ruling and no quote is one the rulebooks do not print (`action-form` is a rule of this
  program, not of a game);
- **enforced in**: the code of the rules model that enforces it: the functions that name it
  with `@enforces("<id>")` (a check, a transition, the set-up or the scoring), and the phases
  whose record refuses a move of another type under it;
- **checked by**: the tests that name the rule's id, as `pytest` names them (run one with
  `python -m pytest "tests/file.py::test_name"`);
- **taught in**: the tutorial sections that cite it.

Where the component values the rulebooks do not print come from (the artwork, public facts,
reconstructions), and the rulings about undo, saves and hidden information, are in
[rulings.md](rulings.md).
"""


def _rule_entry(game: str, rule: Any, code: list[str], tests: list[str], steps: list[Taught]) -> list[str]:
    lines = [f'<a id="{anchor(game, rule.id)}"></a>', "", f"### {rule.title}", ""]
    if rule.quote is None:
        lines += [f"`{rule.id}`: not in the rulebook's words."]
    else:
        book = "French rulebook" if rule.language == "fr" else "Rulebook"
        lines += [f"`{rule.id}` · {book}, “{rule.section}”:", "",
                  *(f"> {line}".rstrip() for line in rule.quote.splitlines())]
    if rule.ruling:
        lines += ["", f"**Our ruling:** {rule.ruling}"]
    lines += ["", "**Enforced in:** " + (", ".join(code) if code else "no function names it.")]
    lines += ["", "**Checked by:** " + (", ".join(f"`{t}`" for t in tests) if tests else "no test yet.")]
    if steps:
        where = [f"[{s.title}]({posixpath.relpath(s.notebook, 'docs')})" + (f", “{s.section}”" if s.section else "")
                 for s in steps]
        lines += ["", "**Taught in:** " + "; ".join(dict.fromkeys(where)) + "."]
    return lines + [""]


def render() -> str:
    names = games()
    all_rules = {g: rules_of(g) for g in names}
    tests = checked_by(all_rules)
    out = [HEADER]
    for game in names:
        rules = all_rules[game]
        code = enforcement(game)
        steps: dict[str, list[Taught]] = {}
        for step in tutorials(game, rules):
            steps.setdefault(step.rule, []).append(step)
        out += [f'<a id="{game}"></a>', "", f"## {title_of(game)}", "",
                f"{len(rules)} rule{'s' * (len(rules) != 1)}, from `tw.{game}.RULES`.", ""]
        for rule in rules.values():
            out += _rule_entry(game, rule, code.get(rule.id, []), tests.get((game, rule.id), []),
                               steps.get(rule.id, []))
    return "\n".join(out).rstrip() + "\n"


def main(argv: list[str]) -> int:
    text = render()
    path = REPO / DOC
    if "--check" in argv:
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            return 0
        print(f"{DOC} is stale: run {COMMAND}", file=sys.stderr)
        return 1
    path.write_text(text, encoding="utf-8")
    print("wrote", DOC)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
