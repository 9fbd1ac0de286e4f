"""Listening figures of the terminal app: key -> audio start, and the bytes it writes per frame
while a narration plays (the mini player's clock, once a second).

The app plays with mpv's `null` audio output, which runs in real time to no device, so the
figures need no sound card. "Audio start" is the moment the mini player says "Playing": the app
draws that when mpv reports the file open and playing.
"""
import os
import statistics
import time

import app as app_module
from http_client import Client
from tui_bench import Program, close

PASSWORD = "bench-listening-1"


def prepare(base_url, timeout=180.0):
    """An account with one written and narrated story; answers (token, user id, email)."""
    host, port = base_url.split("//", 1)[1].rstrip("/").split(":")
    client = Client(host, int(port))
    email = f"listener-{int(time.time())}@bench.example"
    body, _, _ = client.expect(200, "POST", "/api/auth/sign-up/email",
                               {"email": email, "password": PASSWORD, "name": "Listener"})
    client.token = body["token"]
    user_id = body["user"]["id"]
    hero, _, _ = client.expect(201, "POST", "/api/v1/heroes", {"name": "Luna", "age": 6, "traits": ["Brave"]})
    hero = hero.get("data", hero)
    status, _, story, _ = client.request("POST", "/api/v1/stories", {"heroId": hero["id"], "language": "English",
                                                                      "targetDuration": 120})
    if status not in (200, 201, 202):
        raise RuntimeError(f"story: {status} {story}")
    story = story.get("data", story)
    deadline = time.monotonic() + timeout
    while True:
        _, _, current, _ = client.request("GET", f"/api/v1/stories/{story['id']}")
        current = current.get("data", current)
        if current.get("generationStatus") == "completed":
            break
        if time.monotonic() > deadline:
            raise RuntimeError("story not written in time")
        time.sleep(0.5)
    client.request("POST", f"/api/v1/stories/{story['id']}/audio", {})
    while True:
        _, _, current, _ = client.request("GET", f"/api/v1/stories/{story['id']}")
        current = current.get("data", current)
        if current.get("audioGenerationStatus") == "completed":
            break
        if current.get("audioGenerationStatus") == "failed" or time.monotonic() > deadline:
            raise RuntimeError(f"narration not made: {current.get('audioGenerationStatus')}")
        time.sleep(0.5)
    client.close()
    return client.token, user_id, email


def _wait_text(term, text, timeout):
    return term.wait_for(lambda t: t.contains(text), timeout) is not None


def _key_to_playing(term, timeout=20.0):
    """Presses space and answers the seconds until the mini player reads "Playing"."""
    start = time.perf_counter()
    term.send(b" ")
    arrived = term.wait_for(lambda t: t.contains("Playing"), timeout)
    if arrived is None:
        raise RuntimeError(f"app: 'Playing' not seen; screen:\n{term.text()}")
    return arrived - start


def _stop(term):
    term.send(b"x")
    term.wait_for(lambda t: not t.contains("Playing"), 5.0)
    term.drain(0.3)


def measure(binary, server_url, work, runs=7, seconds=5.0):
    token, user_id, email = prepare(server_url)
    state_home = os.path.join(work, "listening-state")
    data_home = os.path.join(work, "listening-data")
    for folder in (state_home, data_home):
        os.makedirs(folder, exist_ok=True)
    app_module.write_session_file(state_home, server_url, token, user_id, email)
    env = app_module.app_env(state_home, data_home)
    env["XDG_CACHE_HOME"] = os.path.join(work, "listening-cache")
    program = Program("app", [binary, "--server", server_url, "--audio-output", "null"], env,
                      lambda t: t.contains("Stories 1"), quit_key=b"\x03", columns=120, rows=40)
    term = program.spawn()
    try:
        if term.wait_for(program.ready, 60.0) is None:
            raise RuntimeError(f"app: main screen not seen; screen:\n{term.text()}")
        term.drain(0.3)
        term.send(b"\t")
        term.drain(0.3)
        term.send(b"\r")
        if not _wait_text(term, "Reading", 20.0):
            raise RuntimeError(f"app: reader not seen; screen:\n{term.text()}")
        term.drain(0.5)
        first = _key_to_playing(term)  # downloads the MP3 and loads libmpv
        term.drain(0.5)
        _stop(term)
        cached = []
        for _ in range(runs):
            cached.append(_key_to_playing(term))
            term.drain(0.3)
            _stop(term)
        # Bytes per frame while playing: bursts of output separated by 20 ms of silence.
        _key_to_playing(term)
        term.drain(0.5)
        bursts = term.bursts(seconds)
        _stop(term)
        return {"first_play_ms": first * 1000, "cached_ms": [value * 1000 for value in cached],
                "frames": bursts, "frames_per_second": len(bursts) / seconds}
    finally:
        close(term)
