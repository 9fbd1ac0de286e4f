"""What the benchmark knows about the terminal app `infinite-stories` and the baseline.

Kept in one place so that a change of wording or key in the app is fixed here only. The app is
started against a separate server (`--server URL`), never its embedded one, so its memory and
CPU are the client's alone.
"""
import json
import os
import re
import time

from terminal import cpu_nanoseconds_between, cpu_seconds, task_nanoseconds
from tui_bench import Program, close

STORY_COUNT = 10000


def _position_line(term):
    return any(re.search(rf"\b1/{STORY_COUNT}\b", line) for line in term.screen.display)


def baseline_program(binary, titles_path):
    def ready(term):
        return term.screen.display[-1].rstrip().endswith(f"1/{STORY_COUNT}")
    return Program("baseline", [binary, str(STORY_COUNT), titles_path], None, ready)


def app_env(state_home, data_home):
    env = dict(os.environ)
    env["XDG_STATE_HOME"] = state_home
    env["XDG_DATA_HOME"] = data_home  # never the user's real embedded-server data
    env["HOME"] = os.path.dirname(state_home)
    return env


def auth_ready(term):
    """The sign-in box is drawn completely: its tabs, both fields and the footer."""
    text = term.text()
    return ("Sign in" in text and "Email" in text and "Password" in text
            and term.screen.display[-1].strip() != "")


def main_ready(term):
    """The story pane shows its first rows and counts all 10,000 stories: its position line
    reads 1/10000 (later pages are still arriving; their rows are placeholders until then)."""
    return _position_line(term)


def main_drawn(term):
    """The main screen's frame: both list panes titled, the footer drawn (the rows may still
    read Loading...)."""
    text = term.text()
    return "Heroes" in text and "Stories" in text and term.screen.display[-1].strip() != ""


def main_settled(term):
    """All 10,000 stories are in memory: the pane title reads `Stories 10000` without the
    trailing `...` it has while pages are still coming."""
    text = term.text()
    return _position_line(term) and f"Stories {STORY_COUNT}" in text and f"Stories {STORY_COUNT}..." not in text


def focus_stories(term):
    """The story list takes j/k once it has the focus (Tab from the hero list)."""
    term.send(b"\t")
    term.drain(0.2)


def app_program(binary, server_url, state_home, data_home, ready, settled=None):
    # Ctrl-C quits from every screen (q would be typed into the sign-in form).
    return Program("app", [binary, "--server", server_url], app_env(state_home, data_home), ready,
                   focus_list=focus_stories, quit_key=b"\x03", settled=settled)


def _fnv1a_hex(text):
    value = 0xCBF29CE484222325
    for byte in text.encode():
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def write_session_file(state_home, server_url, token, user_id, email):
    """Saves a session the way the app's SessionStore does (used only if signing in through
    the app's own screen did not leave one)."""
    folder = os.path.join(state_home, "infinite-stories")
    os.makedirs(folder, mode=0o700, exist_ok=True)
    os.chmod(folder, 0o700)
    key = server_url.rstrip("/")
    path = os.path.join(folder, f"session-{_fnv1a_hex(key)}.json")
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        json.dump({"server": key, "token": token, "userId": user_id, "email": email}, handle)
    return path


def sign_in_through_app(binary, server_url, state_home, data_home, email, password, timeout=30.0,
                        ready=main_ready):
    """Signs in on the app's own auth screen, as a person would, so the app saves its session.
    Answers True when the main screen appeared (`ready`: by default, with all 10,000 stories
    counted)."""
    program = app_program(binary, server_url, state_home, data_home, auth_ready)
    term = program.spawn()
    try:
        if term.wait_for(auth_ready, timeout) is None:
            return False
        term.drain(0.2)
        if "Confirm" in term.text():
            # A first start opens on Sign up (no account is known on this machine): switch.
            term.send(b"\x14")
            term.drain(0.2)
        term.send(email.encode())
        term.drain(0.1)
        term.send(b"\t")
        term.drain(0.1)
        term.send(password.encode())
        term.drain(0.1)
        term.send(b"\r")
        return term.wait_for(ready, timeout) is not None
    finally:
        close(term)


def forget_saved_lists(state_home):
    """Removes the lists the app saved at its last quit (`lists-*.json` beside the session), so
    the next start has only the session and must wait for the server."""
    folder = os.path.join(state_home, "infinite-stories")
    for name in os.listdir(folder) if os.path.isdir(folder) else []:
        if name.startswith("lists-"):
            os.remove(os.path.join(folder, name))


def session_saved(state_home):
    folder = os.path.join(state_home, "infinite-stories")
    return os.path.isdir(folder) and any(name.startswith("session-") for name in os.listdir(folder))


def generation_frames(binary, server_url, state_home, data_home, seconds=4.0, timeout=60.0):
    """Starts a story from the app (s, then Enter in the story picker) against a server that
    streams text slowly, and counts output bytes per frame while the progress animates.

    A frame is one burst of output (bytes separated by at least 20 ms of silence): the app
    redraws on its ~10 Hz animation tick, so each burst is one repaint. Also answers the app's
    CPU milliseconds per second over the same window, while the story's events stream is open."""
    program = app_program(binary, server_url, state_home, data_home, main_ready, settled=main_settled)
    term = program.spawn()
    try:
        if term.wait_for(main_settled, timeout) is None:
            raise RuntimeError(f"app: main screen not seen; screen:\n{term.text()}")
        term.drain(0.3)
        term.send(b"s")
        term.drain(0.3)
        term.send(b"\r")  # the picker's defaults: 7 minutes, the default event
        term.drain(0.5, limit=0.5)  # the stream opens
        cpu_before, ticks_before = task_nanoseconds(term.pid), cpu_seconds(term.pid)
        window_start = time.perf_counter()
        # Count bursts while the generation runs.
        bursts = term.bursts(seconds)
        elapsed = time.perf_counter() - window_start
        cpu_ns = max(cpu_nanoseconds_between(cpu_before, task_nanoseconds(term.pid)),
                     (cpu_seconds(term.pid) - ticks_before) * 1e9)
        cpu_ms_per_second = cpu_ns / 1e6 / elapsed
        return bursts[1:] if len(bursts) > 2 else bursts, term.text(), cpu_ms_per_second
    finally:
        close(term)
