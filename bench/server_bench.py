"""Server figures: wrk on loopback, sign-in, first streamed text, illustrations."""
import re
import socket
import statistics
import subprocess
import time

from http_client import Client

_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1000.0}


def _milliseconds(text):
    match = re.fullmatch(r"([\d.]+)(us|ms|s)", text.strip())
    if not match:
        raise ValueError(f"not a wrk duration: {text!r}")
    return float(match.group(1)) * _UNITS[match.group(2)]


def parse_wrk(output):
    """Requests/s, p50 and p99 (ms), request count and error count from `wrk --latency` output."""
    result = {"rps": None, "p50_ms": None, "p99_ms": None, "requests": 0, "errors": 0, "error_kinds": {}}
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("Requests/sec:"):
            result["rps"] = float(line.split()[1])
        elif re.match(r"^50(\.0+)?%", line):
            result["p50_ms"] = _milliseconds(line.split()[1])
        elif re.match(r"^99(\.0+)?%", line):
            result["p99_ms"] = _milliseconds(line.split()[1])
        elif "requests in" in line:
            result["requests"] = int(line.split()[0])
        elif line.startswith("Non-2xx or 3xx responses:"):
            result["errors"] += int(line.split(":")[1])
            result["error_kinds"]["non-2xx"] = int(line.split(":")[1])
        elif line.startswith("Socket errors:"):
            # "Socket errors: connect 0, read 3, write 0, timeout 19": which kind tells a refused
            # or reset connection from a slow answer.
            for kind, count in re.findall(r"(\w+) (\d+)", line.split(":", 1)[1]):
                result["errors"] += int(count)
                if int(count):
                    result["error_kinds"][kind] = int(count)
    return result


def wrk(url, token=None, seconds=10, connections=64, threads=2):
    args = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "5s"]
    if token:
        args += ["-H", f"Authorization: Bearer {token}"]
    args.append(url)
    completed = subprocess.run(args, capture_output=True, text=True, timeout=seconds + 30)
    if completed.returncode != 0:
        raise RuntimeError(f"wrk failed: {completed.stderr.strip()}")
    return parse_wrk(completed.stdout)


def load_test(server, token, rounds=3, seconds=10, warm_up=2):
    """Each route in turn, `rounds` times (ping, heroes, stories, ping, ...) so that load from
    other processes falls on all of them alike; answers per route the median of the rounds."""
    routes = {
        "ping": ("/api/v1/ping", None),
        "heroes": ("/api/v1/heroes?limit=20", token),
        "stories": ("/api/v1/stories?limit=20", token),
        # What the app asks: no text (docs/contract-notes.md, decision 0038).
        "stories_preview": ("/api/v1/stories?limit=20&contentLimit=0", token),
    }
    for path, route_token in routes.values():
        wrk(server.base_url + path, route_token, seconds=warm_up)
    runs = {name: [] for name in routes}
    for _ in range(rounds):
        for name, (path, route_token) in routes.items():
            runs[name].append(wrk(server.base_url + path, route_token, seconds=seconds))
    summary = {}
    for name, results in runs.items():
        summary[name] = {
            "rps": statistics.median(r["rps"] for r in results),
            "p50_ms": statistics.median(r["p50_ms"] for r in results),
            "p99_ms": statistics.median(r["p99_ms"] for r in results),
            "errors": sum(r["errors"] for r in results),
            "requests": sum(r["requests"] for r in results),
            "rounds": len(results),
        }
    return summary


def sign_in(server, email, password, runs=5):
    """Seconds per POST /api/auth/sign-in/email (scrypt by design), each on a fresh connection."""
    times = []
    for _ in range(runs):
        client = Client(server.host, server.port)
        _, _, elapsed = client.expect(200, "POST", "/api/auth/sign-in/email", {"email": email, "password": password})
        client.close()
        times.append(elapsed)
    return times


# The longest password the server accepts (128 UTF-16 units) and the most costly one to normalise:
# one letter and 127 combining marks.
MAXIMAL_PASSWORD = "a" + "\u0301" * 127


def sign_in_pair(server, email, password, maximal_email, runs=9):
    """Seconds per sign-in with a normal and with a maximal password, interleaved so that load
    from other processes falls on both alike: (normal times, maximal times)."""
    client = Client(server.host, server.port)
    client.expect(200, "POST", "/api/auth/sign-up/email",
                  {"email": maximal_email, "password": MAXIMAL_PASSWORD, "name": "Longest Password"})
    client.close()
    normal, maximal = [], []
    for _ in range(runs):
        normal.extend(sign_in(server, email, password, runs=1))
        maximal.extend(sign_in(server, maximal_email, MAXIMAL_PASSWORD, runs=1))
    return normal, maximal


def _first_text_event(host, port, token, story_id, timeout=10.0):
    """Opens the SSE stream and reads until the first `event: text`; answers the time it arrived."""
    sock = socket.create_connection((host, port), timeout=timeout)
    try:
        request = (f"GET /api/v1/stories/{story_id}/events HTTP/1.1\r\nHost: {host}:{port}\r\n"
                   f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n")
        sock.sendall(request.encode())
        buffer = b""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            arrived = time.perf_counter()
            buffer += chunk
            if b"\nevent: text" in buffer or buffer.startswith(b"event: text") or b"\r\nevent: text" in buffer:
                return arrived
        raise RuntimeError(f"no text event within {timeout}s: {buffer[:300]!r}")
    finally:
        sock.close()


def first_streamed_text(server, token, hero_id, runs=7):
    """Seconds from the 202 of an async POST /api/v1/stories to the first SSE text event."""
    client = Client(server.host, server.port, token)
    times = []
    for _ in range(runs):
        body, _, _ = client.expect(202, "POST", "/api/v1/stories",
                                   {"heroId": hero_id, "language": "English", "targetDuration": 420},
                                   headers={"Prefer": "respond-async"})
        accepted = time.perf_counter()  # the 202 and its body have been read
        arrived = _first_text_event(server.host, server.port, token, body["data"]["id"])
        times.append(arrived - accepted)
        time.sleep(0.2)  # let the job finish so runs do not overlap
    client.close()
    return times


def _six_scene_story(client, hero_id, attempts=12):
    """A fresh 7-minute story with 6 scenes (most have 5 or 6, by word count); bounded retries."""
    story = None
    for _ in range(attempts):
        story, _, _ = client.expect(201, "POST", "/api/v1/stories",
                                    {"heroId": hero_id, "language": "English", "targetDuration": 420})
        if story["data"].get("illustrationCount") == 6:
            break
    return story["data"]["id"]


def illustrations(server, token, hero_id, runs=3):
    """Seconds for a synchronous POST /illustrations of a fresh 6-scene story; and its scenes."""
    client = Client(server.host, server.port, token, timeout=300)
    times, scenes = [], []
    for _ in range(runs):
        story_id = _six_scene_story(client, hero_id)
        result, _, elapsed = client.expect(200, "POST", f"/api/v1/stories/{story_id}/illustrations", {})
        times.append(elapsed)
        data = result["data"]
        scenes.append((data.get("completed"), data.get("total")))
    client.close()
    return times, scenes
