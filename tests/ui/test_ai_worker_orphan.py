"""A bot's worker process ends by itself when the app that started it is killed.

Killed with ``kill -9`` (or crashed hard), the app cannot stop its worker: the worker
waited on its job queue for ever, and with it multiprocessing's resource tracker, which
lives as long as any process holds its pipe.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

#: The app's part: start a worker as the table does, say who runs, then wait to be killed.
APP = """
import multiprocessing.resource_tracker as tracker
import time
from parlour.ui.ai_process import BotProcess

worker = BotProcess()
print(worker._process.pid, tracker._resource_tracker._pid, flush=True)
time.sleep(600)
"""
#: How often (every tenth of a second) to look whether the orphans are gone.
LOOKS = 150


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live process (an exited one no parent reaped is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:  # no /proc: ask the system
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def test_the_worker_and_the_resource_tracker_end_when_the_app_is_killed() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    app = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True, env=env)
    assert app.stdout is not None
    orphans = [int(pid) for pid in app.stdout.readline().split()]
    try:
        assert len(orphans) == 2 and all(_running(pid) for pid in orphans)
        app.send_signal(signal.SIGKILL)
        app.wait()
        for _ in range(LOOKS):
            if not any(_running(pid) for pid in orphans):
                break
            time.sleep(0.1)
        assert not [pid for pid in orphans if _running(pid)]
    finally:
        app.kill()
        app.wait()
        for pid in orphans:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
