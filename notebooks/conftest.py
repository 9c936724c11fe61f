"""nbval settings per notebook.

The tutorials' committed outputs are compared (pytest runs with --nbval). The design lab
runs lax: it is checked by running top to bottom, and only its cells marked
NBVAL_CHECK_OUTPUT (the headline figures, reproducible from fixed seeds) are compared.
"""

LAX = {"design_lab.ipynb"}


def pytest_collectstart(collector):
    if hasattr(collector, "compare_outputs") and collector.path.name in LAX:
        collector.compare_outputs = False
