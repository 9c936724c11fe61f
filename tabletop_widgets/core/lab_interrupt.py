"""Kernel > Interrupt ends a lab panel run as Stop does.

The run plays in a background thread, but an interrupt reaches the kernel's main thread:
Jupyter sends the kernel process SIGINT (or asks ipykernel to send it to itself). An idle
ipykernel ignores SIGINT, and while it handles a message (a cell, a widget's click) it
installs Python's default handler, raising KeyboardInterrupt there, then puts back the
handler it saved (``Kernel.saved_sigint_handler``). So while a run goes, the panel's
handler is that saved one: installed when the message that started the run is handled,
kept through every later cell, and put back as it was, on the main thread, when the run
ends. Outside a kernel (a script) nothing is installed: Ctrl-C there already raises
KeyboardInterrupt in the main thread.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType
from typing import Any

Handler = Callable[[int, FrameType | None], Any] | int | None


def _kernel() -> Any:
    """The running ipykernel's Kernel, if this is its main thread handling a message."""
    if "ipykernel" not in sys.modules or threading.current_thread() is not threading.main_thread():
        return None
    from ipykernel.kernelbase import Kernel

    kernel = Kernel.instance() if Kernel.initialized() else None
    return kernel if hasattr(kernel, "saved_sigint_handler") and hasattr(kernel, "io_loop") else None


class InterruptEnds:
    """While ``install``ed, SIGINT calls ``stop`` (which may only set a flag: it runs inside
    a signal handler) instead of what the kernel would do; ``uninstall`` (from any thread)
    puts the kernel's handler back."""

    def __init__(self, stop: Callable[[], None]):
        self._stop = stop
        self._kernel: Any = None
        self._previous: Handler = None
        self._active = False  # a run is going (the handler may stay a moment after it, until restored)

    def _handler(self, signum: int, frame: FrameType | None) -> None:
        self._stop()

    def install(self) -> bool:
        """Take SIGINT for the run about to start; False where there is no kernel to take it from."""
        if self._kernel is None:
            kernel = _kernel()
            if kernel is None:
                return False
            self._kernel, self._previous = kernel, kernel.saved_sigint_handler
            kernel.saved_sigint_handler = self._handler  # what the kernel puts back after this message
        self._active = True  # (a handler not yet given back is simply kept)
        return True

    def uninstall(self) -> None:
        """Give SIGINT back to the kernel: scheduled on its main thread, the only one that may."""
        self._active = False
        if self._kernel is not None:
            self._kernel.io_loop.add_callback(self._restore)

    def _restore(self) -> None:
        kernel, previous = self._kernel, self._previous
        if kernel is None or self._active:  # given back already, or taken again by a new run
            return
        if kernel.saved_sigint_handler == self._handler:  # a message is being handled: put back after it
            kernel.saved_sigint_handler = previous
        if signal.getsignal(signal.SIGINT) == self._handler:  # idle: put back now
            signal.signal(signal.SIGINT, previous)
        self._kernel = None
