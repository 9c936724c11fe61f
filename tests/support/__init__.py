"""What the tests share: the contract and simulation checks every game's tests use
(contract_checks, random_play), each game's position invariants (<game>_invariants),
a board's session without its widget (sessions), a message sent to a board as the browser
sends it (board_messages), and a real JupyterLab and marimo for the browser tests and
benchmarks (jupyter_harness)."""
