"""Terminal figures for one full-screen program, measured through a pseudo-terminal.

The same procedure runs for the real app and for bench/baseline.c, so each app figure has a
baseline measured minutes apart on the same machine.
"""
import math
import statistics
import time

from terminal import (Terminal, cpu_nanoseconds_between, cpu_seconds, resident_kib_by_mapping, status_kib,
                      task_nanoseconds)


class Program:
    """How to start a program and recognise its screens.

    ready(term): the first frame is fully drawn (list shown, position indicator counting all items).
    focus_list(term): keys that put the 10,000-item list under j/k (none for the baseline).
    settled(term): everything is in memory (the app fetches later pages after its first frame);
    keys, idle and memory are measured only then. None: ready is settled (the baseline).
    """

    def __init__(self, name, argv, env, ready, focus_list=None, ready_timeout=60.0, quit_key=b"q",
                 columns=80, rows=24, settled=None, before_spawn=None):
        self.name = name
        self.settled = settled
        self.before_spawn = before_spawn
        self.quit_key = quit_key
        self.columns, self.rows = columns, rows
        self.argv = argv
        self.env = env
        self.ready = ready
        self.focus_list = focus_list
        self.ready_timeout = ready_timeout

    def spawn(self):
        if self.before_spawn:
            self.before_spawn()
        term = Terminal(self.argv, self.env, columns=self.columns, rows=self.rows)
        term.quit_key = self.quit_key
        return term


def percentile(values, rank):
    ordered = sorted(values)
    if not ordered:
        return None
    index = max(0, min(len(ordered) - 1, math.ceil(rank / 100 * len(ordered)) - 1))
    return ordered[index]


def first_frame(program, runs=5, settle=0.2):
    """Seconds from spawn to the ready screen, one fresh process per run (the median wins), and
    the peak resident memory (KiB) of each run once that screen is up, and where its resident set
    lies (`resident_kib_by_mapping`). With `program.settled`, also the seconds from spawn until
    everything is loaded."""
    times, memory, anonymous, settled, mappings = [], [], [], [], []
    for _ in range(runs):
        term = program.spawn()
        try:
            at = term.wait_for(program.ready, program.ready_timeout)
            if at is None:
                raise RuntimeError(f"{program.name}: first frame not seen in {program.ready_timeout}s; "
                                   f"screen:\n{term.text()}")
            times.append(at - term.spawned_at)
            if program.settled:
                done = term.wait_for(program.settled, program.ready_timeout)
                if done is None:
                    raise RuntimeError(f"{program.name}: never finished loading; screen:\n{term.text()}")
                settled.append(done - term.spawned_at)
            term.drain(settle)
            memory.append(status_kib(term.pid, "VmHWM"))
            anonymous.append(status_kib(term.pid, "RssAnon"))
            mappings.append(resident_kib_by_mapping(term.pid))
        finally:
            close(term)
    return {"seconds": times, "vm_hwm_kib": memory, "rss_anon_kib": anonymous, "settled_seconds": settled,
            "resident_kib_by_mapping": mappings}


def first_frames_paired(program, baseline, runs=5, settle=0.2):
    """`first_frame` of `program` and of `baseline`, their starts alternating (baseline, program,
    baseline, ...): the ratio of the two medians then compares starts made within the same
    seconds, where a baseline measured once before all the app's rows drifted with the machine
    (on a shared 2-core box its median moved from 6.9 to 10.7 ms between runs of the bench, and
    an unchanged app's main-screen ratio from 1.03x to 1.86x). Answers (program's, baseline's)."""
    ours, theirs = {}, {}
    for _ in range(runs):
        for into, which in ((theirs, baseline), (ours, program)):
            for key, values in first_frame(which, runs=1, settle=settle).items():
                into.setdefault(key, []).extend(values)
    return ours, theirs


def wait_until_settled(program, term):
    if program.settled and term.wait_for(program.settled, program.ready_timeout) is None:
        raise RuntimeError(f"{program.name}: never finished loading; screen:\n{term.text()}")


def close(term, wait=1.0):
    """The quit key first (a clean exit restores the terminal), then, after `wait` seconds, the
    process is stopped by pid."""
    try:
        term.send(getattr(term, "quit_key", b"q"))
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline and not term.exited():
            term.drain(0.05, limit=0.1)
    except OSError:
        pass
    term.close()


def _summary(moves):
    first = [m["first_byte"] for m in moves if m["first_byte"] is not None]
    changed = [m["changed"] for m in moves if m["changed"] is not None]
    sizes = [m["bytes"] for m in moves]
    fewest = [m["min_bytes"] for m in moves if m.get("min_bytes") is not None]
    return {
        "keys": len(moves),
        "no_output": len(moves) - len(first),
        "no_change": len(moves) - len(changed),
        "first_byte_median": statistics.median(first) if first else None,
        "first_byte_p95": percentile(first, 95),
        "changed_median": statistics.median(changed) if changed else None,
        "changed_p95": percentile(changed, 95),
        "bytes_median": statistics.median(sizes) if sizes else None,
        "bytes_mean": statistics.mean(sizes) if sizes else None,
        "bytes_max": max(sizes) if sizes else None,
        "min_bytes_mean": statistics.mean(fewest) if fewest else None,
    }


def resized(program, columns, rows):
    """The same program in a terminal of another size."""
    return Program(program.name, program.argv, program.env, program.ready, program.focus_list,
                   program.ready_timeout, program.quit_key, columns, rows, program.settled)


def _ready_with_list_focused(program, term):
    """Waits for the first frame and for everything to load, then puts the list under j/k."""
    if term.wait_for(program.ready, program.ready_timeout) is None:
        raise RuntimeError(f"{program.name}: not ready in {program.ready_timeout}s; screen:\n{term.text()}")
    wait_until_settled(program, term)
    term.drain(0.3)
    if program.focus_list:
        program.focus_list(term)
        term.drain(0.3)


def page_moves(program, cycles=2):
    """Only the in-page j/k moves (cycles x (10 j, 10 k)), for a second terminal size."""
    term = program.spawn()
    try:
        _ready_with_list_focused(program, term)
        moves = [term.press(key) for _ in range(cycles) for key in [b"j"] * 10 + [b"k"] * 10]
        return _summary(moves)
    finally:
        close(term)


def session(program, idle_seconds=5.0):
    """One long-lived process: j/k keys, idle output and CPU, peak memory."""
    term = program.spawn()
    try:
        _ready_with_list_focused(program, term)
        # 200 moves inside the first page: (10 x j, 10 x k) x 10, the highlight never scrolls.
        page_moves = []
        for _ in range(10):
            for key in [b"j"] * 10 + [b"k"] * 10:
                page_moves.append(term.press(key))
        # Then 60 x j from the top: past the first page every move scrolls the list by one row.
        scroll_moves = [term.press(b"j") for _ in range(60)][-30:]
        term.drain(0.5)
        cpu_before, ticks_before = task_nanoseconds(term.pid), cpu_seconds(term.pid)
        idle_bytes = term.count_bytes_for(idle_seconds)
        cpu_after, ticks_after = task_nanoseconds(term.pid), cpu_seconds(term.pid)
        # Exact for live threads; the tick count (10 ms steps) also keeps threads that ended.
        idle_ns = max(cpu_nanoseconds_between(cpu_before, cpu_after), (ticks_after - ticks_before) * 1e9)
        result = {
            "page": _summary(page_moves),
            "scroll": _summary(scroll_moves),
            "idle_bytes": idle_bytes,
            "idle_cpu_ms": idle_ns / 1e6,
            "idle_cpu_ticks_ms": (ticks_after - ticks_before) * 1000,
            "idle_seconds": idle_seconds,
            "vm_hwm_kib": status_kib(term.pid, "VmHWM"),
            "vm_rss_kib": status_kib(term.pid, "VmRSS"),
            "rss_anon_kib": status_kib(term.pid, "RssAnon"),
            "rss_file_kib": status_kib(term.pid, "RssFile"),
            "screen": term.text(),
        }
        return result
    finally:
        close(term)
