"""What the tests share: the contract and simulation checks every game's tests use
(contract_checks, random_play), each game's position invariants (<game>_invariants), and
a real JupyterLab and marimo for the browser tests and benchmarks (jupyter_harness)."""
