"""What users install: a wheel built without Node gives working boards, and the Binder
environment (binder/requirements.txt) runs the start-here notebook.

Both tests build a fresh virtual environment and pip-install into it (from PyPI), so they
take minutes; they are marked slow.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parent.parent
PIP_TIMEOUT = 1800  # seconds; a fresh environment downloads JupyterLab and matplotlib


def run(cmd, *, cwd, env=None, timeout=PIP_TIMEOUT):
    """Run a command; on failure, fail the test with its output."""
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        pytest.fail(f"{' '.join(map(str, cmd))} exited with {done.returncode}\n"
                    f"--- stdout\n{done.stdout[-6000:]}\n--- stderr\n{done.stderr[-6000:]}", pytrace=False)
    return done.stdout


def make_venv(path: Path) -> Path:
    """A fresh virtual environment (no system site-packages); returns its python.

    Without a pip of its own (ensurepip costs seconds): ``pip_install`` runs this pip in it."""
    run([sys.executable, "-m", "venv", "--without-pip", path], cwd=path.parent, timeout=300)
    return path / "bin" / "python"


def pip_install(python: Path, *args, cwd: Path, env: dict) -> None:
    """``pip install`` into the environment of ``python`` (pip's --python, pip >= 22.3). Without
    byte-compiling what it installs: most of it is never imported here, and what is, compiles then."""
    run([sys.executable, "-m", "pip", "--python", python, "install", "--no-compile", *args], cwd=cwd, env=env)


def clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", **extra)
    return env


def test_wheel_built_without_node_has_working_boards(tmp_path):
    # Fake node, npm and npx that fail loudly and leave a trace if anything calls them.
    fakes, calls = tmp_path / "fake-bin", tmp_path / "node-calls.txt"
    fakes.mkdir()
    for tool in ("node", "npm", "npx"):
        script = fakes / tool
        script.write_text(f'#!/bin/sh\necho "{tool} $*" >> "{calls}"\nexit 1\n')
        script.chmod(0o755)
    env = clean_env(PATH=f"{fakes}{os.pathsep}{os.environ['PATH']}")

    wheels = tmp_path / "wheels"
    run([sys.executable, "-m", "pip", "wheel", REPO, "--no-deps", "--wheel-dir", wheels], cwd=tmp_path, env=env)
    assert not calls.exists(), f"building the wheel called Node tools: {calls.read_text()}"
    (wheel,) = wheels.glob("tabletop_widgets-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for js in ("tabletop_widgets/js/shared.js", "tabletop_widgets/js/grid.js", "tabletop_widgets/js/porta_nigra.js"):
        assert js in names, f"{js} is missing from {wheel.name}"
    # The server extension (tabletop_widgets/server.py) is enabled by a config file pip installs.
    config = "tabletop_widgets-0.1.0.data/data/etc/jupyter/jupyter_server_config.d/tabletop_widgets.json"
    assert config in names, f"{config} is missing from {wheel.name}"
    assert json.loads(zipfile.ZipFile(wheel).read(config)) == {
        "ServerApp": {"jpserver_extensions": {"tabletop_widgets.server": True}}}

    python = make_venv(tmp_path / "venv")
    pip_install(python, wheel, cwd=tmp_path, env=env)

    # From an empty directory, so nothing can come from the source tree.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run([python, "-c", """if True:
        import json
        import tabletop_widgets as tw
        from tabletop_widgets.core.assets import js_dir
        b = tw.porta_nigra.Board(tw.porta_nigra.new_game(players=2, seed=1))
        assert "export default" in b._esm and "function h(" in b._esm, b._esm[:300]
        print(json.dumps({"package": tw.__file__, "js": str(js_dir()), "repr": repr(b)}))
        """], cwd=elsewhere, env=env, timeout=300)
    found = json.loads(out.strip().splitlines()[-1])
    venv = str(tmp_path / "venv")
    assert found["package"].startswith(venv) and found["js"].startswith(venv), found
    assert found["repr"].startswith("<Porta Nigra board"), found
    assert not calls.exists(), f"something called Node tools: {calls.read_text()}"


# Runs the start-here notebook in the Binder environment, with a probe cell appended that
# reports where the kernel's Python and the package live, and which outputs the board made.
NBCLIENT_SCRIPT = """
import json, sys
import nbformat
from nbclient import NotebookClient

path, out = sys.argv[1], sys.argv[2]
nb = nbformat.read(path, as_version=4)
for cell in nb.cells:
    if cell.cell_type == "code":
        cell.outputs, cell.execution_count = [], None
probe = ("import sys, json, tabletop_widgets\\n"
         "print(json.dumps({'prefix': sys.prefix, 'package': tabletop_widgets.__file__}))")
nb.cells.append(nbformat.v4.new_code_cell(probe))
NotebookClient(nb, timeout=600, kernel_name="python3",
               resources={"metadata": {"path": str(__import__("pathlib").Path(path).parent)}}).execute()
nbformat.write(nb, out)
"""


def test_binder_environment_runs_start_here(tmp_path):
    requirements = REPO / "binder" / "requirements.txt"
    lines = [line.strip() for line in requirements.read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert ".[lab]" in lines, "binder/requirements.txt must install the package itself ('.[lab]')"
    assert "-c ../requirements/lock.txt" in lines, "binder/requirements.txt installs under the lock"
    assert (REPO / "binder" / "runtime.txt").read_text().strip().startswith("python-3.")

    python = make_venv(tmp_path / "venv")
    # Kernel specs only from the environment itself, never from the user's Jupyter data dir.
    env = clean_env(JUPYTER_DATA_DIR=str(tmp_path / "jupyter-data"),
                    JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-config"))
    # ".[lab]" is the repo root; nbclient (which runs the notebook) comes with jupyterlab: one pip run
    pip_install(python, "-r", requirements, "nbclient", cwd=REPO, env=env)

    notebooks = tmp_path / "notebooks"
    shutil.copytree(REPO / "notebooks", notebooks, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    script = tmp_path / "execute.py"
    script.write_text(NBCLIENT_SCRIPT)
    executed = tmp_path / "executed.ipynb"
    run([python, script, notebooks / "00_start_here.ipynb", executed], cwd=tmp_path, env=env, timeout=900)

    nb = json.loads(executed.read_text())
    outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert not [o for o in outputs if o["output_type"] == "error"]
    stderr = [o["text"] for o in outputs if o.get("name") == "stderr"]
    assert stderr == [], f"the notebook wrote to stderr: {stderr}"
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs), \
        "no board widget was displayed"
    probe = json.loads("".join(nb["cells"][-1]["outputs"][0]["text"]))
    venv = str(tmp_path / "venv")
    assert probe["prefix"] == venv, f"the kernel ran outside the Binder environment: {probe}"
    assert probe["package"].startswith(venv), f"tabletop_widgets came from outside the environment: {probe}"
