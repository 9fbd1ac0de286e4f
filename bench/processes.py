"""Child processes of the benchmark: started here, always stopped here.

Every process the harness starts is recorded (and its pid written to $BENCH_PIDS_FILE, which
scripts/bench.sh reads in its EXIT trap), so an interrupted run never leaves a server or a
terminal program behind. Processes are stopped by their own pid, never by name.
"""
import atexit
import os
import signal
import subprocess
import time

_children = []
_grace = {}  # pid -> seconds its own shutdown may take (default 5)


def _record(pid):
    path = os.environ.get("BENCH_PIDS_FILE")
    if path:
        with open(path, "a") as handle:
            handle.write(f"{pid}\n")


def track(pid, grace=5.0):
    """Remembers `pid` so that `stop_all` ends it, giving it `grace` seconds after SIGTERM (a
    process that stops children of its own needs the time: a SIGKILL would orphan them)."""
    _children.append(pid)
    _grace[pid] = grace
    _record(pid)


def stop(pid, grace=None):
    """SIGTERM, then SIGKILL after `grace` seconds (default: what `track` was given, else 5);
    reaps the child. Safe on a dead pid."""
    if grace is None:
        grace = _grace.get(pid, 5.0)
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done == pid:
            break
        time.sleep(0.02)
    else:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
    if pid in _children:
        _children.remove(pid)
    _grace.pop(pid, None)


def stop_all():
    for pid in list(_children):
        stop(pid)


def _on_signal(number, _frame):
    stop_all()
    raise SystemExit(128 + number)


atexit.register(stop_all)
signal.signal(signal.SIGTERM, _on_signal)
signal.signal(signal.SIGHUP, _on_signal)


class Server:
    """An `infinite-stories-server` on 127.0.0.1 with a free port (--port 0)."""

    def __init__(self, binary, data_dir, extra_args=(), log_path=os.devnull):
        self.binary = binary
        self.data_dir = data_dir
        self.extra_args = list(extra_args)
        self.log_path = log_path
        self.process = None
        self.base_url = None

    def start(self, timeout=60.0):
        args = [self.binary, "--hostname", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir,
                "--auth-rate-limit", "off", "--generation-rate-limit", "off"] + self.extra_args
        log = open(self.log_path, "ab")
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL)
        log.close()
        track(self.process.pid)
        deadline = time.monotonic() + timeout
        line = b""
        # The first stdout line is "listening on http://HOST:PORT"; nothing else comes on stdout.
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if line or self.process.poll() is not None:
                break
        text = line.decode(errors="replace").strip()
        if not text.startswith("listening on "):
            self.stop()
            raise RuntimeError(f"server did not start: {text!r} (log: {self.log_path})")
        self.base_url = text[len("listening on "):].rstrip("/")
        host_port = self.base_url.split("://", 1)[1]
        self.host, port = host_port.rsplit(":", 1)
        self.port = int(port)
        return self

    @property
    def pid(self):
        return self.process.pid if self.process else None

    def stop(self):
        if self.process is not None:
            stop(self.process.pid)
            self.process.stdout.close()
            self.process = None
