"""README's quick start: the command that opens JupyterLab really serves the start-here notebook,
with the notebooks folder as the file browser's root (a learner sees notebooks, not the machinery).

(The other command, the test command, is what .ci/run runs, read from the same README.)
"""

import json
import os
import re
import shlex
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
import yaml  # PyYAML comes with JupyterLab (jupyter-events)

REPO = Path(__file__).resolve().parent.parent


def readme_command(marker: str) -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    match = re.search(rf"<!-- {marker} -->\n```bash\n(.+?)\n```", text)
    assert match, f"README.md has no fenced command after <!-- {marker} -->"
    return match.group(1)


@pytest.mark.slow
def test_the_open_command_serves_the_start_here_notebook(tmp_path):
    install, _, launch = readme_command("open-command").partition(" && ")
    assert install.startswith("pip install") and launch.startswith("jupyter lab")
    # One address: with "localhost" (::1 and 127.0.0.1, port 0) a CI run under load once had the
    # printed address refuse the connection; 127.0.0.1 alone is what the request uses.
    args = shlex.split(launch) + ["--no-browser", "--ServerApp.ip=127.0.0.1", "--ServerApp.port=0",
                                  "--IdentityProvider.token=testtoken"]
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"), JUPYTER_CONFIG_DIR=str(tmp_path / "config"))
    log = tmp_path / "lab.log"
    with open(log, "wb") as out:
        server = subprocess.Popen(args, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while not re.search(r"http://(localhost|127\.0\.0\.1):\d+/lab", log.read_text(errors="replace")):
            assert server.poll() is None, f"jupyter lab stopped:\n{log.read_text(errors='replace')[-2000:]}"
            assert time.monotonic() < deadline, "jupyter lab did not start in 120 s"
            time.sleep(0.25)  # polling a log we cannot subscribe to
        base = re.search(r"(http://(?:localhost|127\.0\.0\.1):\d+)/lab", log.read_text()).group(1)
        # Given a file, JupyterLab serves its folder (notebooks/) and opens the file.
        assert f"Serving notebooks from local directory: {REPO / 'notebooks'}" in log.read_text()
        request = urllib.request.Request(f"{base}/api/contents/00_start_here.ipynb?content=0",
                                         headers={"Authorization": "token testtoken"})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200
        # The file browser opens on the notebooks only: no conftest.py, tests/ or tools/ for a learner.
        request = urllib.request.Request(f"{base}/api/contents/?content=1",
                                         headers={"Authorization": "token testtoken"})
        with urllib.request.urlopen(request, timeout=10) as response:
            listed = json.load(response)["content"]
        tracked = {path.name for path in REPO.joinpath("notebooks").iterdir()}
        assert listed and {entry["name"] for entry in listed} <= tracked, listed
        assert all(entry["type"] == "directory" or entry["name"].endswith(".ipynb") for entry in listed), listed
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_the_github_tests_workflow_runs_what_ci_runs_on_pushes_and_pull_requests():
    workflow = yaml.safe_load((REPO / ".github/workflows/tests.yml").read_text(encoding="utf-8"))
    triggers = workflow[True]  # YAML 1.1 reads the key `on` as True
    assert "pull_request" in triggers and triggers["push"]["branches"] == ["main"]
    (job,) = workflow["jobs"].values()
    assert job["container"].startswith("python:3.") and "bookworm" in job["container"]  # .ci/run: Debian, root
    assert {"run": "bash .ci/run"} in job["steps"]
    assert job["timeout-minutes"] <= 90


def test_the_test_command_checks_the_code_with_eslint_ruff_and_strict_mypy_before_the_tests():
    steps = [step.strip() for step in readme_command("test-command").split("&&")]
    first_test = next(i for i, step in enumerate(steps) if "pytest" in step)
    assert "python -m ruff check ." in steps[:first_test] and "python -m mypy" in steps[:first_test]
    # ESLint from the committed lock (npm ci installs exactly package-lock.json), then run on
    # the whole tree as eslint.config.js selects it: no path given that could narrow it.
    assert "npx eslint" in steps[:first_test]
    assert steps.index("npm ci --no-audit --no-fund") < steps.index("npx eslint")
    assert (REPO / "package-lock.json").is_file() and (REPO / "eslint.config.js").is_file()
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    mypy = re.search(r"^\[tool\.mypy\]\n(.*?)(?=^\[)", pyproject, re.M | re.S)  # (tomllib: Python 3.11+)
    assert mypy and re.search(r"^strict = true$", mypy.group(1), re.M)
    assert re.search(r'^files = \["tabletop_widgets"\]$', mypy.group(1), re.M)


def test_ci_runs_the_readme_test_command_every_test_once_the_browser_tests_in_two_workers():
    """.ci/run runs README's test command as written; its two pytest runs are the non-browser
    tests on every core and the browser tests in two workers, a whole file each (module
    fixtures such as the site build are made once); between them every test runs, none left out."""
    printed = subprocess.run(["bash", str(REPO / ".ci/run"), "--print-command"], capture_output=True, text=True,
                             check=True, timeout=60).stdout
    assert printed.strip() == readme_command("test-command")
    runs = [shlex.split(step) for step in readme_command("test-command").split("&&") if "pytest" in step]
    assert [run[:3] for run in runs] == [["python", "-m", "pytest"]] * 2
    assert [run[run.index("-m", 3) + 1] for run in runs] == ["not browser", "browser"]
    assert "-n 2 --dist loadfile" in shlex.join(runs[1])
    narrowing = {"-k", "--deselect", "--ignore", "--ignore-glob", "-x", "--exitfirst", "--lf", "--sw"}
    for run in runs:  # no selection but the browser marker, no stop at the first failure
        assert not narrowing & set(run), run
