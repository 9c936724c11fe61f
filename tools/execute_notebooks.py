"""Execute notebooks in place with stable outputs and no stored widget state.

    python tools/execute_notebooks.py notebooks/00_start_here.ipynb ...

Outputs are what the tutorials teach, so they are committed; widget state blobs are not
(the board is rebuilt when the notebook runs) and execution metadata is dropped so a rerun
leaves no diff. The notebook is written as JupyterLab saves it (notebook_cells.write), the
kernel's language_info kept, so that opening it does not mark it modified.
"""
import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from notebook_cells import write  # noqa: E402

os.environ["TQDM_DISABLE"] = "1"  # progress bars are live feedback, not a teaching output


def execute(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}},
                   store_widget_state=False).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        # a server's address and keys (notebook_cells.LIVE_OUTPUT): new at every run
        if "tw-live-output" in cell.metadata.get("tags", []):
            cell.outputs = []
    write(nb, path)


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        execute(Path(arg))
        print("executed", arg)
