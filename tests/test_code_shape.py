"""The package's shape, held by tests: rules that import without the widget stack, layers that
point one way (core/ knows no game), no import cycles, and functions and files short enough to
read (the JavaScript's functions are held to 80 lines by ESLint's max-lines-per-function,
eslint.config.js, run by README's test command)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "tabletop_widgets"
GAMES = sorted(p.parent.name for p in PACKAGE.glob("*/rules.py"))
WIDGET_STACK = ("anywidget", "traitlets", "ipywidgets", "IPython")
LONGEST_FUNCTION, LONGEST_JS_FILE = 80, 700


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports(name: str) -> set[str]:
    """The package's modules that module ``name`` imports, at its top or inside a function
    (what only type checking reads, under ``if TYPE_CHECKING:``, left out)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(node) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(block.test) for node in ast.walk(block)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([node.module] if node.module else [])])
            # ``from package import module`` imports that module; ``from module import name``, the module
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_rules_model_plays_without_the_widget_stack(game):
    """A simulation worker or a script imports a game and plays it without anywidget,
    traitlets, ipywidgets or IPython (the board is imported at its first use)."""
    code = (f"import sys, tabletop_widgets.{game} as game\n"
            "g = game.new_game(players=2, seed=1)\n"
            "g.apply(g.legal_actions()[0]); g.why_illegal({'type': 'nothing'}); g.view(0); g.to_json()\n"
            f"print(sorted(set({WIDGET_STACK!r}) & set(sys.modules)))\n"
            "print('Board' in dir(game))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=REPO)
    assert run.returncode == 0, run.stderr
    loaded, listed = run.stdout.split()
    assert loaded == "[]", f"tabletop_widgets.{game} loads {loaded}"
    assert listed == "True", "the board is still listed (tab completion)"


def test_core_imports_no_game():
    games = {f"tabletop_widgets.{game}" for game in GAMES}
    for name in MODULES:
        if name.startswith("tabletop_widgets.core"):
            wrong = {target for target in imports(name) if target.rsplit(".", target.count(".") - 1)[0] in games}
            assert not wrong, f"{name} imports {sorted(wrong)}: a game declares what core needs of it"


def test_no_import_cycles():
    graph = {name: imports(name) for name in MODULES}
    done: set[str] = set()

    def visit(name: str, trail: list[str]) -> None:
        if name in trail:
            raise AssertionError("import cycle: " + " -> ".join([*trail[trail.index(name):], name]))
        if name in done:
            return
        for target in sorted(graph[name]):
            visit(target, [*trail, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])



def test_no_python_function_over_80_lines():
    long = [f"{path.relative_to(REPO)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for path in MODULES.values() for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > LONGEST_FUNCTION]
    assert not long, long


def test_no_javascript_file_over_700_lines():
    long = {path.name: n for path in (REPO / "js").glob("*.js")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > LONGEST_JS_FILE}
    assert not long, long
