"""Runs a full-screen program in a pseudo-terminal and reads its screen with pyte.

This is how a person meets the app: the program gets a real tty (80x24, TERM=xterm-256color),
and what it writes is fed to a VT emulator, so "the screen shows X" means the emulated screen
shows X, whatever escape sequences the program chose to get there. Timings use the monotonic
clock of this process: spawn, key press (the write to the pty master) and the arrival of output.
"""
import fcntl
import os
import pty
import select
import struct
import termios
import time

import pyte

import redraw

from processes import stop, track


def cpu_seconds(pid):
    """utime + stime of all threads of `pid` from /proc/<pid>/stat, in seconds (tick resolution)."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def task_nanoseconds(pid):
    """CPU time of each live thread of `pid` from /proc/<pid>/task/*/schedstat: {tid: ns}."""
    times = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as handle:
                times[task] = int(handle.read().split()[0])
        except (FileNotFoundError, ProcessLookupError, ValueError, IndexError):
            pass  # a thread that ended between listdir and open
    return times


def cpu_nanoseconds_between(before, after):
    """CPU time spent between two `task_nanoseconds` readings by the threads alive at the second:
    a thread that ended in between takes its time with it, so a plain difference of sums can
    go negative; this never does (callers cross-check with the tick count, which keeps it)."""
    return sum(ns - before.get(task, 0) for task, ns in after.items())


def status_kib(pid, field):
    """A 'VmHWM'/'VmRSS' style field of /proc/<pid>/status, in KiB."""
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return None


def resident_kib_by_mapping(pid):
    """Where a process's resident set lies (/proc/PID/smaps), in KiB: the program's own code
    (`code`), its read-only data and the relocated data it made read-only (`read_only`), its
    writable data (`data`), what the process allocated (`anonymous`: heap, stacks, anonymous
    maps) and every other file (`libraries`: shared libraries, locale files); None when nothing
    is resident (the process has ended)."""
    program = os.path.realpath(f"/proc/{pid}/exe")
    parts = dict.fromkeys(("code", "read_only", "data", "anonymous", "libraries"), 0)
    part = None
    with open(f"/proc/{pid}/smaps") as handle:
        for line in handle:
            fields = line.split(None, 5)
            if not fields[0].endswith(":"):  # a mapping's first line: range, permissions, ..., path
                permissions = fields[1]
                path = fields[5].strip() if len(fields) > 5 else ""
                if path.endswith(" (deleted)"):  # the binary was replaced while it ran
                    path = path[:-len(" (deleted)")]
                if path == program:
                    part = "code" if "x" in permissions else ("data" if "w" in permissions else "read_only")
                elif path.startswith("/"):
                    part = "libraries"
                else:
                    part = "anonymous"
            elif fields[0] == "Rss:" and part:
                parts[part] += int(fields[1].split()[0])
    # A process that already ended (a zombie) has no mappings: no figure, not a zero.
    return parts if any(parts.values()) else None


class _Screen(pyte.Screen):
    """pyte's screen plus REP (`CSI n b`, repeat the last character), which ncurses uses with
    xterm-256color and pyte 0.8 ignores: without it, runs of repeated characters are missing
    from the emulated screen (tmux shows them), and screen checks could miss a change."""

    _last = ""

    def draw(self, data):
        super().draw(data)
        if data:
            self._last = data[-1]

    def repeat_last_character(self, count=1, *args, **kwargs):
        if self._last:
            self.draw(self._last * max(1, min(count, self.columns * self.lines)))


class _Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, b="repeat_last_character")


class Terminal:
    def __init__(self, argv, env=None, columns=80, rows=24):
        self.columns, self.rows = columns, rows
        self.screen = _Screen(columns, rows)
        self.stream = _Stream(self.screen)
        self.total_bytes = 0
        #: Pieces read by `wait_for` after the one that satisfied it, with their arrival times:
        #: the next wait asks its own question of them in turn, and any other read feeds them first.
        self._unfed = []
        #: When the last piece fed to the screen came (`wait_for` answers it for a screen that
        #: already holds when asked).
        self._fed_at = None
        self.signatures = [None] * rows
        environment = dict(os.environ if env is None else env)
        environment.update({"TERM": "xterm-256color", "LINES": str(rows), "COLUMNS": str(columns)})
        environment.pop("NO_COLOR", None)
        self.spawned_at = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # child: size the tty before the program looks at it
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                os.execvpe(argv[0], argv, environment)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        track(pid)

    # Reading

    #: `wait_for` feeds the screen once the program's output pauses this long (seconds): longer
    #: than the gaps between the writes of one frame, a few ms apart on a loaded machine...
    PAUSE = 0.02
    #: ...or once the oldest bytes read but not yet fed have waited this long.
    BACKLOG = 0.1

    def _read_raw(self, timeout):
        """Reads what arrives within `timeout` seconds without feeding the screen; answers
        (bytes, arrival time) or (b"", None)."""
        ready, _, _ = select.select([self.fd], [], [], max(timeout, 0))
        if not ready:
            return b"", None
        arrived = time.perf_counter()
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the program closed the terminal (exited)
            return b"", None
        self.total_bytes += len(data)
        return data, arrived

    def _feed(self, piece, arrived):
        self.stream.feed(piece)
        self._fed_at = arrived

    def _read_available(self, timeout):
        """Reads what arrives within `timeout` seconds; answers (bytes, arrival time) or (b"", None)."""
        for piece, stamp in self._unfed:
            self._feed(piece, stamp)
        self._unfed = []
        data, arrived = self._read_raw(timeout)
        if data:
            self._feed(data, arrived)
        return data, arrived

    def wait_for(self, predicate, timeout):
        """Reads until `predicate(self)` holds; answers the arrival time of the bytes that made
        it hold, or None on timeout (or when the program exits).

        While bytes keep coming they are only read and stamped; the screen is fed and asked
        once the program pauses (`PAUSE`, or a `BACKLOG` grown old). Feeding pyte and asking
        the predicate costs milliseconds a frame in Python: a loop that did both before its
        next read stamped each later piece of a frame when Python was done with the pieces
        before it, not when it came, so a frame written in seven pieces measured late by most
        of that, and one written in two by a piece's worth (bench/method.py)."""
        if predicate(self):
            # Already so: by the bytes fed last at the latest (pieces a read delivered together
            # share one arrival time, and the wait that took the first may have answered).
            return self._fed_at if self._fed_at is not None else time.perf_counter()
        deadline = time.perf_counter() + timeout
        # Pieces the last wait read past its own answer come first, with the times they came.
        pending, self._unfed = self._unfed, []
        while True:
            left = deadline - time.perf_counter()
            if left <= 0 and not pending:
                return None
            data, arrived = self._read_raw(min(max(left, 0), self.PAUSE) if pending else left)
            if data:
                pending.append((data, arrived))
                if arrived - pending[0][1] < self.BACKLOG:
                    continue
            elif not pending:
                if self.exited():
                    return None
                continue
            # A pause: the screen catches up piece by piece, each piece asked in its turn; the
            # pieces after the one that answers are kept for the next wait (`_unfed`).
            for index, (piece, stamp) in enumerate(pending):
                self._feed(piece, stamp)
                if predicate(self):
                    self._unfed = pending[index + 1:]
                    return stamp
            pending = []

    def drain(self, quiet, limit=2.0):
        """Reads until no byte came for `quiet` seconds (at most `limit`); answers bytes read."""
        count = 0
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            data, _ = self._read_available(min(quiet, deadline - time.perf_counter()))
            if not data:
                break
            count += len(data)
        return count

    def bursts(self, seconds, quiet=0.02):
        """Reads for `seconds`; answers the sizes of the bursts of output the program wrote
        meanwhile, a burst being bytes separated by at least `quiet` seconds of silence (a
        redraw: one frame)."""
        sizes, current = [], 0
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            data, _ = self._read_available(quiet)
            if data:
                current += len(data)
            elif current:
                sizes.append(current)
                current = 0
        if current:
            sizes.append(current)
        return sizes

    def count_bytes_for(self, seconds):
        """Reads for exactly `seconds`; answers the bytes the program wrote meanwhile."""
        count = 0
        deadline = time.perf_counter() + seconds
        while (left := deadline - time.perf_counter()) > 0:
            data, _ = self._read_available(left)
            count += len(data)
        return count

    # Screen

    def text(self):
        return "\n".join(self.screen.display)

    def contains(self, needle):
        return any(needle in line for line in self.screen.display)

    def _row_signature(self, y):
        line = self.screen.buffer[y]
        return tuple((c.data, c.fg, c.bg, c.reverse, c.bold) for c in (line[x] for x in range(self.columns)))

    def snapshot(self):
        """Remembers every row (text and attributes) to compare with later."""
        self.signatures = [self._row_signature(y) for y in range(self.rows)]
        self.screen.dirty.clear()

    def changed(self):
        """Whether any row differs from the last snapshot (text, colour or highlight)."""
        for y in sorted(self.screen.dirty):
            if self._row_signature(y) != self.signatures[y]:
                return True
        return False

    # Keys

    def press(self, key, first_byte_timeout=2.0, change_timeout=2.0, quiet=0.03):
        """Sends `key` and measures: seconds to the first output byte, seconds until the screen
        changed, and output bytes until the program went quiet. None for what never came."""
        self.snapshot()
        cells_before = redraw.cells(self.screen, self.columns, self.rows)
        before = self.total_bytes
        sent = time.perf_counter()
        os.write(self.fd, key)
        data, arrived = self._read_available(first_byte_timeout)
        first_byte = None if arrived is None else arrived - sent
        changed_at = arrived if data and self.changed() else None
        if data and changed_at is None:
            changed_at = self.wait_for(lambda t: t.changed(), change_timeout)
        self.drain(quiet)
        return {
            "first_byte": first_byte,
            "changed": None if changed_at is None else changed_at - sent,
            "bytes": self.total_bytes - before,
            # The fewest bytes that make the same change (bench/redraw.py), after the clock stopped.
            "min_bytes": redraw.minimal_bytes(cells_before, redraw.cells(self.screen, self.columns, self.rows)),
        }

    def send(self, data):
        os.write(self.fd, data)

    # Process

    def exited(self):
        try:
            pid, _ = os.waitpid(self.pid, os.WNOHANG)
        except ChildProcessError:
            return True
        return pid == self.pid

    def close(self):
        stop(self.pid, grace=3.0)
        try:
            os.close(self.fd)
        except OSError:
            pass
