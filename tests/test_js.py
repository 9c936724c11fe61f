"""The JavaScript tests (tests/js/, node's built-in runner, a fake DOM and a fake model)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

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
