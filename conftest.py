"""Test settings that concern the notebooks (kept here, out of the learners' notebooks/ folder).

- Only the notebooks the project ships are collected (tests/support/notebooks.py): a
  learner's own notebook or a checkpoint under notebooks/ never makes the suite fail.
- The tutorials' committed outputs are compared (pytest runs with --nbval); cells whose
  output depends on the learner carry the cell tag ``nbval-ignore-output``.
- The design lab and the teacher's guide run lax: they are checked by running top to bottom,
  and only their cells tagged ``nbval-check-output`` (headline figures from fixed seeds) are compared.
- The summary ends with the time each test file took (setup, call and teardown summed over its
  tests, workers included), the figures issue reports and benchmarks quote per file.
- Under pytest-xdist (README's test command, ``--dist loadfile``) tests go to the workers a
  whole file at a time: a notebook's cells share one kernel, so they stay together, in order,
  on one worker (tests/test_test_environment.py checks it), and a module's fixtures are set up
  once. The longest work is handed out first (the lab notebooks, then files with tests marked
  slow, then the other notebooks), so that no long unit starts last and leaves the other
  worker idle: for the browser tests, the JupyterLite site and the tutorials (marked slow) first.
- Boards keep their games on disk (tabletop_widgets/core/autosave.py): a test run keeps them in
  a folder of its own, never the user's, which every kernel and JupyterLab it starts inherits.
"""

import atexit
import os
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tests"))
from support.notebooks import NOTEBOOKS, shipped_notebooks  # noqa: E402

LAX = {"design_lab.ipynb", "for_teachers.ipynb"}
SAVES = os.environ["TABLETOP_WIDGETS_SAVES"] = tempfile.mkdtemp(prefix="tabletop-saves-")  # autosave.SAVES_ENV
atexit.register(shutil.rmtree, SAVES, ignore_errors=True)


def pytest_ignore_collect(collection_path, config):
    path = Path(collection_path).resolve()
    if path.suffix == ".ipynb" and NOTEBOOKS in path.parents and path not in shipped_notebooks():
        return True
    return None


def pytest_collectstart(collector):
    if hasattr(collector, "compare_outputs") and collector.path.name in LAX:
        collector.compare_outputs = False


def _expected_length(item) -> int:
    """0 for the longest kind of work, 3 for the rest."""
    if item.path.suffix == ".ipynb":
        return 0 if item.path.name in LAX else 2
    return 1 if item.get_closest_marker("slow") else 3


def _longest_files_first(items) -> None:
    """Whole files move, in their own order: a module's fixtures are set up once."""
    rank: dict[Path, int] = {}
    for item in items:
        rank[item.path] = min(rank.get(item.path, 3), _expected_length(item))
    items.sort(key=lambda item: rank[item.path])


def pytest_configure(config):
    # pytest-xdist would hand out the files biggest (most tests) first, ahead of the order
    # given here (longest first), which is the one it should follow.
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(config, items):
    _longest_files_first(items)


_FILE_SECONDS: Counter[str] = Counter()


def pytest_runtest_logreport(report):
    _FILE_SECONDS[report.nodeid.split("::")[0]] += report.duration


def pytest_terminal_summary(terminalreporter):
    if not _FILE_SECONDS:
        return
    terminalreporter.section("seconds per test file")
    for path, seconds in _FILE_SECONDS.most_common():
        terminalreporter.write_line(f"{seconds:8.1f} s  {path}")
