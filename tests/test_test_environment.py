"""The test environment holds on any day: README's commands, .ci/run and Binder install from
the repository's lock (requirements/lock.txt), so a new release of a dependency cannot turn
main red without a commit; and the test command keeps a notebook's cells on one worker,
whatever pytest-xdist's version, since they share one kernel.

Refresh the lock (README, "The test environment: one lock") and run the tests again."""

import re
import shlex
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import nbformat
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from test_quickstart import readme_command

REPO = Path(__file__).resolve().parent.parent
LOCK = REPO / "requirements" / "lock.txt"
CONSTRAINED = "-c requirements/lock.txt"


def locked_versions() -> dict[str, str]:
    """Each package the lock pins for this Python, by its canonical name."""
    environment = default_environment()
    pins = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith((" ", "#")):
            continue
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            (spec,) = requirement.specifier
            assert spec.operator == "==", line
            pins[canonicalize_name(requirement.name)] = spec.version
    return pins


def needed(root: str, extras: set[str]) -> dict[str, str]:
    """The installed version of every distribution ``root[extras]`` needs, directly or not, on this machine."""
    found: dict[str, str] = {}
    todo = [(root, frozenset(extras))]
    seen = set()
    while todo:
        name, wanted = todo.pop()
        if (name, wanted) in seen:
            continue
        seen.add((name, wanted))
        dist = distribution(name)
        found[canonicalize_name(name)] = dist.version
        for text in dist.requires or []:
            requirement = Requirement(text)
            if requirement.marker is not None and not any(
                    requirement.marker.evaluate({**default_environment(), "extra": extra}) for extra in {"", *wanted}):
                continue
            todo.append((requirement.name, frozenset(requirement.extras)))
    return found


def test_readme_commands_and_binder_install_under_the_lock():
    for marker in ("test-command", "open-command"):
        install = readme_command(marker).split("&&")[0].strip()
        assert install.startswith("pip install ") and CONSTRAINED in install, install
    lines = [line.strip() for line in (REPO / "binder" / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines == ["-c ../requirements/lock.txt", ".[lab]"]  # pip reads a nested path from the file's folder
    header = LOCK.read_text(encoding="utf-8").splitlines()[:2]
    assert header[1].strip("# ") == refresh_command()


def refresh_command() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(r"<!-- lock-command -->\n```bash\n(.+?)\n```", text)
    assert match, "README.md has no fenced command after <!-- lock-command -->"
    return match.group(1).removeprefix("pip install uv && ")


def test_every_package_the_tests_need_is_installed_as_the_lock_pins_it():
    """What tabletop-widgets[test] needs, all the way down, is pinned, and is what this run has."""
    try:
        installed = needed("tabletop-widgets", {"test", "lab", "dask", "class"})
    except PackageNotFoundError as missing:
        raise AssertionError(f"install the test extra from the lock first (README): {missing}") from None
    locked = locked_versions()
    installed.pop("tabletop-widgets")
    unlocked = sorted(set(installed) - set(locked))
    assert not unlocked, f"needed but not in requirements/lock.txt (refresh it): {unlocked}"
    differ = {name: (version, locked[name]) for name, version in installed.items() if version != locked[name]}
    assert not differ, f"installed, locked: {differ} (install with {CONSTRAINED}, as README says)"


def test_the_test_command_keeps_a_notebooks_cells_on_one_worker(tmp_path):
    """Two notebooks whose every cell reads the name the cell before it defined, run by pytest
    with the test command's own xdist options: split across workers, a cell meets a kernel
    without that name and fails."""
    run = next(shlex.split(step) for step in readme_command("test-command").split("&&") if '"not browser"' in step)
    xdist = [arg for i, arg in enumerate(run) if arg in ("-n", "--dist") or run[i - 1] in ("-n", "--dist")]
    assert xdist[:2] == ["-n", "auto"], run
    for name in ("first", "second"):
        cells = [nbformat.v4.new_code_cell(f"{name}_0 = 0")]
        cells += [nbformat.v4.new_code_cell(f"{name}_{i} = {name}_{i - 1} + 1") for i in range(1, 6)]
        kernel = {"kernelspec": {"name": "python3", "display_name": "Python 3"}}
        notebook = nbformat.v4.new_notebook(cells=cells, metadata=kernel)
        nbformat.write(notebook, tmp_path / f"{name}.ipynb")
    (tmp_path / "pytest.ini").write_text("[pytest]\n")  # the project's settings and conftest stay out
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval-lax", "-p", "no:cacheprovider", "-q", "-n", "2", *xdist[2:]],
        cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and "12 passed" in result.stdout, result.stdout[-3000:] + result.stderr[-2000:]


def test_no_two_test_files_share_a_name():
    """pytest imports test files by their name alone (tests/ has no packages): a browser test
    named as a unit test stops the collection of both, in either run of the test command."""
    names = [path.name for path in (REPO / "tests").rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []
