"""The JavaScript tests (tests/js/, node's built-in runner, a fake DOM and a fake model)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import tabletop_widgets as tw

REPO = Path(__file__).resolve().parent.parent


def test_node_test_suite():
    node = shutil.which("node")
    if node is None:
        reason = "node is not installed, so tests/js/ cannot run (apt-get install nodejs)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason} (CI=true: this test must run)", pytrace=False)
        pytest.skip(reason)
    run = subprocess.run([node, "--test", "tests/js/"], cwd=REPO, capture_output=True, text=True,
                         timeout=300, stdin=subprocess.DEVNULL)
    output = run.stdout + run.stderr
    assert run.returncode == 0, f"node --test tests/js/ exited with {run.returncode}:\n{output}"
    ran = re.search(r"^# tests (\d+)$", output, re.M)
    assert ran and int(ran.group(1)) > 0, f"node found no tests in tests/js/:\n{output}"


def test_the_js_fixtures_are_what_the_rules_model_writes():
    """tests/js/fixtures/ come from tools/make_js_fixtures.py (views and choices of real
    positions), never typed in: regenerate them after a view changes."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_js_fixtures", REPO / "tools" / "make_js_fixtures.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    written = tool.fixtures()
    assert written, "no board has a fixture"
    for name, data in written.items():
        committed = (REPO / "tests" / "js" / "fixtures" / name).read_text(encoding="utf-8")
        assert committed == tool.text(data), f"{name} is stale: run python tools/make_js_fixtures.py"
    boards = {name for name, module in tw.games.items() if hasattr(module, "Board")}
    assert {name.rsplit("_", 1)[0] for name in written} == boards, "every board has a fixture"


def test_a_board_entry_gets_every_relative_import_inlined_once(tmp_path, monkeypatch):
    from tabletop_widgets.core import assets

    (tmp_path / "words.js").write_text('export const W = 2;\n')
    (tmp_path / "shared.js").write_text('export const A = 1;\nexport function f() { return A; }\n'
                                        'export { W } from "./words.js";\n')
    (tmp_path / "grid.js").write_text('import { A as one, f } from "./shared.js";\nexport const G = one + f();\n')
    (tmp_path / "board.js").write_text('import { f, A as one, W } from "./shared.js";\nimport { G } from "./grid.js";\n'
                                       'export default { render() { return f() + one + G + W; } };\n')
    monkeypatch.setattr(assets, "js_dir", lambda: tmp_path)
    assets.board_esm.cache_clear()
    try:
        esm = assets.board_esm("board.js")
    finally:
        assets.board_esm.cache_clear()
    assert "import" not in esm and "./" not in esm
    assert esm.count("const A = 1;") == 1 and esm.count("const G = one + f();") == 1
    assert esm.count("const one = A;") == 1 and esm.index("const A = 1;") < esm.index("const G")
    assert esm.count("const W = 2;") == 1  # a re-export (export { W } from "./words.js") inlines words.js
    assert esm.count("export ") == 1  # only the entry's default export is left


@pytest.mark.parametrize("entry", ["porta_nigra.js", "carpe_diem.js", "magna_roma.js"])
def test_a_board_bundle_is_one_module_node_can_parse(entry, tmp_path):
    """The inlined modules share one scope: a top-level name declared in two of them, or an
    import the inliner left, is a SyntaxError the browser would only meet at render time."""
    from tabletop_widgets.core.assets import board_esm

    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI") == "true":
            pytest.fail("node is not installed (CI=true: this test must run)", pytrace=False)
        pytest.skip("node is not installed")
    bundle = tmp_path / entry.replace(".js", ".mjs")
    bundle.write_text(board_esm(entry), encoding="utf-8")
    run = subprocess.run([node, "--check", str(bundle)], capture_output=True, text=True, timeout=60,
                         stdin=subprocess.DEVNULL)
    assert run.returncode == 0, f"{entry}'s bundle does not parse:\n{run.stderr}"


def test_the_js_trait_list_is_the_synced_traits_of_board_widget():
    """js/view_sync.js ``TRAITS`` is the front end's one list of the traits it hears (a change of
    any redraws; tests/js's fake model refuses other names): exactly the traits BoardWidget
    declares with ``.tag(sync=True)``. BoardWidget.class_traits(sync=True) also holds what every
    ipywidgets DOMWidget syncs (``layout``, ``tooltip``, ``tabbable``, ``_dom_classes``, the
    ``_model_*``/``_view_*`` names and ``_view_count``), which AnyWidget adds nothing to and no
    board reads: those are AnyWidget's own class traits, taken away. anywidget's ``_esm`` and
    ``_css`` are no class traits (BoardWidget's ``_esm`` is a property), and a name starting
    with "_" is the widget machinery's, never a board's, so such names are left out too."""
    import anywidget

    from tabletop_widgets.core.widget import BoardWidget

    source = (REPO / "js" / "view_sync.js").read_text(encoding="utf-8")
    declared = re.search(r"^export const TRAITS = \[(.*?)\];", source, re.M | re.S)
    assert declared, "js/view_sync.js declares no `export const TRAITS = [...]`"
    js_traits = re.findall(r'"(\w+)"', declared.group(1))
    assert len(js_traits) == len(set(js_traits)), f"a trait twice in TRAITS: {js_traits}"

    base = set(anywidget.AnyWidget.class_traits(sync=True))
    synced = set(BoardWidget.class_traits(sync=True))
    assert "layout" in base and base <= synced  # what is taken away is the DOMWidget's
    board_traits = {name for name in synced - base if not name.startswith("_")}
    assert set(js_traits) == board_traits
    # Every board syncs the same traits: no game adds one the front end would not hear.
    for name, module in tw.games.items():
        if hasattr(module, "Board"):
            assert set(module.Board.class_traits(sync=True)) == synced, f"{name}.Board syncs traits of its own"
    # Declared once: no other file of js/ or tests/js/ keeps a list of its own.
    elsewhere = [path.name for path in [*(REPO / "js").glob("*.js"), *(REPO / "tests" / "js").glob("*.mjs")]
                 if path.name != "view_sync.js" and re.search(r"\bconst TRAITS\s*=", path.read_text(encoding="utf-8"))]
    assert not elsewhere, f"a trait list besides js/view_sync.js's: {elsewhere}"
