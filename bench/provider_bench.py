"""What our server adds to a real provider's stream: latency per token and CPU per token.

A loopback OpenAI-compatible server (scripts/fake-openai-server.py) writes each streamed chunk's
CLOCK_MONOTONIC time to a timeline file right before sending it; a client of our server's
events stream notes the same clock when the first `event: text` arrives. Chunk 0 is the title
line (which the provider holds back until the line is complete and never sends as text), so
chunk 1 is the first piece of the story body: the difference is loopback twice plus everything
our server does in between (SSE parsing, the job, the hub, the events route).
"""
import json
import os
import subprocess
import sys
import time

import sse
from http_client import Client, sign_up_with_hero
from processes import Server, stop, track

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAKE = os.path.join(ROOT, "scripts", "fake-openai-server.py")
PASSWORD = "bedtime-stories-bench"


class FakeProvider:
    def __init__(self, timeline, *arguments):
        self.process = subprocess.Popen([sys.executable, FAKE, "--port", "0", "--timeline", timeline, *arguments],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        track(self.process.pid)
        line = self.process.stdout.readline().decode().strip()
        if not line.startswith("listening on "):
            stop(self.process.pid)
            raise RuntimeError(f"fake provider did not start: {line!r}")
        self.base_url = line[len("listening on "):]

    def stop(self):
        stop(self.process.pid)


def _cpu_seconds(pid):
    """User + system CPU seconds of `pid` so far (/proc/PID/stat, clock ticks)."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _read_events(host, port, token, story_id, until_done, timeout=60.0):
    """Reads the story's events stream; answers the monotonic time of the first text event and
    the number of text events seen (all of them when `until_done`)."""
    stop = (lambda name: name == "done") if until_done else (lambda name: name == "text")
    seen = sse.events(host, port, token, story_id, timeout=timeout, stop=stop)
    texts = [arrived for arrived, name, _ in seen if name == "text"]
    if not texts:
        raise RuntimeError(f"no text event: {seen[:5]!r}")
    return texts[0], len(texts)


def _timeline(path):
    with open(path) as handle:
        return [json.loads(line) for line in handle if line.strip()]


def measure(server_binary, work, runs=7):
    """Median-ready samples: milliseconds from chunk 1 leaving the provider to the client's first
    text event, and server CPU microseconds per streamed token over a long story."""
    results = {"added_ms": [], "cpu_us_per_token": None, "tokens": 0}
    timeline = os.path.join(work, "provider-timeline.jsonl")
    # Latency: a pause before the stream so the client is subscribed when chunk 1 goes out.
    fake = FakeProvider(timeline, "--first-delay", "0.4", "--chunk-delay", "0.05")
    server = Server(server_binary, os.path.join(work, "provider-data"),
                    extra_args=["--story-provider", "openai", "--openai-base-url", fake.base_url]).start()
    try:
        client = Client(server.host, server.port)
        hero_id = sign_up_with_hero(client, "provider-bench@example.com", PASSWORD)
        for _ in range(runs):
            if os.path.exists(timeline):
                os.remove(timeline)
            story, _, _ = client.expect(202, "POST", "/api/v1/stories",
                                        {"heroId": hero_id, "language": "English", "targetDuration": 60},
                                        headers={"Prefer": "respond-async"})
            arrived, _ = _read_events(server.host, server.port, client.token, story["data"]["id"], until_done=False)
            sent = next(entry["t"] for entry in _timeline(timeline) if entry["chunk"] == 1)
            results["added_ms"].append((arrived - sent) * 1000)
            time.sleep(1.5)  # the rest of the stream, so runs do not overlap
        client.close()
    finally:
        server.stop()
        fake.stop()

    # CPU: one long story in one-word chunks, as fast as the provider can send them.
    if os.path.exists(timeline):
        os.remove(timeline)
    fake = FakeProvider(timeline, "--words-per-chunk", "1", "--chunk-delay", "0.001", "--first-delay", "0.3")
    server = Server(server_binary, os.path.join(work, "provider-data"),
                    extra_args=["--story-provider", "openai", "--openai-base-url", fake.base_url]).start()
    try:
        client = Client(server.host, server.port)
        session, _, _ = client.expect(200, "POST", "/api/auth/sign-in/email",
                                      {"email": "provider-bench@example.com", "password": PASSWORD})
        client.token = session["token"]
        heroes, _, _ = client.expect(200, "GET", "/api/v1/heroes")
        listing = heroes.get("data", heroes)
        hero_id = (listing.get("heroes") if isinstance(listing, dict) else listing)[0]["id"]
        time.sleep(0.5)
        idle_start = _cpu_seconds(server.pid)
        time.sleep(1.0)
        idle = _cpu_seconds(server.pid) - idle_start
        before = _cpu_seconds(server.pid)
        story, _, _ = client.expect(202, "POST", "/api/v1/stories",
                                    {"heroId": hero_id, "language": "English", "targetDuration": 600},
                                    headers={"Prefer": "respond-async"})
        _read_events(server.host, server.port, client.token, story["data"]["id"], until_done=True, timeout=120)
        spent = _cpu_seconds(server.pid) - before
        tokens = max(1, len(_timeline(timeline)) - 1)
        results["tokens"] = tokens
        # The idle second is subtracted per second of the run (timers, keep-alives).
        run_seconds = _timeline(timeline)[-1]["t"] - _timeline(timeline)[0]["t"] + 0.3
        results["cpu_us_per_token"] = max(0.0, spent - idle * run_seconds) / tokens * 1e6
        client.close()
    finally:
        server.stop()
        fake.stop()
    return results
