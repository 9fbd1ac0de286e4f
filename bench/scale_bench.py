"""PostgreSQL (issue 16): the list routes on PostgreSQL vs SQLite, and two instances vs one.

PostgreSQL is a throwaway one started by `scripts/postgres-test-server.py --port 0` (tracked by
bench/processes.py like every other child; it also stops when our end of its stdin closes). Two
databases are created in it with `psql`: `bench_single` for the comparison with SQLite (one
instance attached, as the SQLite server is alone on its file) and `bench_shared` for the two
instances, A and B, which share it (each with its own --data-dir).

Seeding: one server on each of the three stores (SQLite, bench_single, bench_shared through A),
at the same time, gets the SAME data set through the HTTP API: one account, HEROES heroes
(POST /api/v1/heroes) and STORIES stories written by the server (synchronous
POST /api/v1/stories; a full page of the list route). Then they are stopped.

Measuring: the servers are started again with their logs in /dev/null, as in the server part.
After a 2 s warm-up per route and server, interleaved rounds (5 of 10 s; --quick: 1 of 3 s):
- `wrk -t2 -c64` on /api/v1/heroes?limit=20 and /api/v1/stories?limit=20 against SQLite and
  against PostgreSQL (bench_single), one after the other; figure: the median requests/s;
- on /api/v1/heroes?limit=20: `wrk -t2 -c64` against A alone (B running, idle), then two
  `wrk -t1 -c32` at once, one against A and one against B, whose requests/s are summed; figure:
  median sum / median single. On a 2-core machine the two wrk and the two servers share the
  same cores, so this ratio stays near 1: it shows that a second instance on the same database
  costs nothing (no lock, no cache churn), not what a second machine would add.
Every non-2xx answer and socket error of wrk is counted.

Run alone: python3 bench/scale_bench.py --server .build-bench/release/infinite-stories-server [--quick]
"""
import argparse
import glob
import json
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

import server_bench
from http_client import Client
from processes import Server, stop, track
from seed import HERO_NAMES, PASSWORD

HEROES = 300
STORIES = 20
ROUTES = {"heroes": "/api/v1/heroes?limit=20", "stories": "/api/v1/stories?limit=20"}
SCALE_ROUTE = "heroes"
EMAIL = "scale@bench.example"
DURATIONS = (300, 420, 600)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSTGRES_SCRIPT = os.path.join(ROOT, "scripts", "postgres-test-server.py")


def database_url(server_url, name):
    """`postgres://postgres@127.0.0.1:PORT/postgres` with its database replaced by `name`."""
    scheme, rest = server_url.split("://", 1)
    authority = rest.split("/", 1)[0]
    return f"{scheme}://{authority}/{name}"


def _psql():
    found = shutil.which("psql")
    if found:
        return found
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/psql"))
    if not candidates:
        raise RuntimeError("psql not found (Debian package postgresql-client)")
    return candidates[-1]


class Postgres:
    """The throwaway PostgreSQL of scripts/postgres-test-server.py."""

    def __init__(self, log_path=os.devnull):
        self.log_path = log_path
        self.process = None
        self.url = None

    def start(self, timeout=120.0):
        log = open(self.log_path, "ab")
        # Our end of its stdin stays open while we run: when this process dies it closes, and the
        # script stops PostgreSQL and deletes its folder.
        self.process = subprocess.Popen([sys.executable, POSTGRES_SCRIPT, "--port", "0"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=log)
        log.close()
        # The script stops PostgreSQL (fast, then immediate: up to 10 s) before it exits; killed
        # sooner, it would leave PostgreSQL running.
        track(self.process.pid, grace=20.0)
        deadline = time.monotonic() + timeout
        line = b""
        while time.monotonic() < deadline and self.process.poll() is None:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                line = self.process.stdout.readline()
                break
        text = line.decode(errors="replace").strip()
        if not text.startswith("listening on postgres://"):
            self.stop()
            raise RuntimeError(f"PostgreSQL did not start: {text!r} (log: {self.log_path})")
        self.url = text[len("listening on "):]
        return self

    def create_database(self, name):
        completed = subprocess.run([_psql(), self.url, "-v", "ON_ERROR_STOP=1", "-q", "-c", f"CREATE DATABASE {name}"],
                                   capture_output=True, text=True, timeout=60)
        if completed.returncode != 0:
            raise RuntimeError(f"CREATE DATABASE {name}: {completed.stderr.strip()}")
        return database_url(self.url, name)

    def stop(self):
        if self.process is not None:
            stop(self.process.pid)
            for stream in (self.process.stdin, self.process.stdout):
                stream.close()
            self.process = None


def seed_store(server):
    """The data set, through the API: one account, HEROES heroes, STORIES stories written by
    the server. Answers the account's token and what its two list routes answer."""
    client = Client(server.host, server.port, timeout=300)
    try:
        body, _, _ = client.expect(200, "POST", "/api/auth/sign-up/email",
                                   {"email": EMAIL, "password": PASSWORD, "name": "Scale"})
        client.token = body["token"]
        hero_ids = []
        for number in range(HEROES):
            hero, _, _ = client.expect(201, "POST", "/api/v1/heroes", {
                "name": f"{HERO_NAMES[number % len(HERO_NAMES)]} {number + 1}", "age": 4 + number % 6,
                "traits": ["Brave", "Curious"], "specialAbilities": ["talks to animals"],
                "appearance": "curly red hair and a green scarf"})
            hero_ids.append(hero["data"]["id"])
        for number in range(STORIES):
            client.expect(201, "POST", "/api/v1/stories", {
                "heroId": hero_ids[number], "language": "English", "eventType": "Bedtime Adventure",
                "targetDuration": DURATIONS[number % len(DURATIONS)]})
        pages = {}
        for name, path in ROUTES.items():
            page, _, _ = client.expect(200, "GET", path)
            pages[name] = page
        return body["token"], pages
    finally:
        client.close()


def page_shape(page):
    """What must match between stores: how many items a list page holds, and the heroes' names
    in order (stories' titles are the generator's, different on every store)."""
    data = page.get("data") or {}
    items = data.get("heroes", data.get("stories")) or []
    return len(items), [item.get("name") for item in data.get("heroes", ())]


def _seed_all(stores, log):
    """Seeds every store at once (threads: the servers do the work); answers name -> token."""
    results, failures = {}, {}

    def run(name, server):
        try:
            results[name] = seed_store(server)
        except Exception as error:  # noqa: BLE001 - reported below with the store's name
            failures[name] = error

    threads = [threading.Thread(target=run, args=item) for item in stores.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise RuntimeError("seeding " + "; ".join(f"{name}: {error}" for name, error in failures.items()))
    shapes = {name: {route: page_shape(page) for route, page in pages.items()} for name, (_, pages) in results.items()}
    first = next(iter(shapes.values()))
    for name, shape in shapes.items():
        if shape != first:
            raise RuntimeError(f"the stores do not answer the same lists: {shapes}")
    log(f"scale: seeded {len(stores)} stores alike: {HEROES} heroes, {STORIES} stories; "
        f"pages of {first['heroes'][0]} heroes, {first['stories'][0]} stories")
    return {name: token for name, (token, _) in results.items()}


def _summary(runs):
    return {
        "rps": statistics.median(r["rps"] for r in runs),
        "p50_ms": statistics.median(r["p50_ms"] for r in runs),
        "p99_ms": statistics.median(r["p99_ms"] for r in runs),
        "errors": sum(r["errors"] for r in runs),
        "error_kinds": error_kinds(runs),
        "requests": sum(r["requests"] for r in runs),
        "runs": [r["rps"] for r in runs],
    }


def two_at_once(url_a, url_b, token, seconds):
    """Two `wrk -t1 -c32` at the same time, one per instance: answers both results."""
    results = [None, None]
    failures = []

    def run(index, url):
        try:
            results[index] = server_bench.wrk(url, token, seconds=seconds, connections=32, threads=1)
        except Exception as error:  # noqa: BLE001 - raised below
            failures.append(error)

    threads = [threading.Thread(target=run, args=(0, url_a)), threading.Thread(target=run, args=(1, url_b))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
    return results


def error_kinds(runs):
    """wrk's failed requests of several runs by kind (non-2xx, connect, read, write, timeout)."""
    kinds = {}
    for run in runs:
        for kind, count in run.get("error_kinds", {}).items():
            kinds[kind] = kinds.get(kind, 0) + count
    return kinds


def scale_summary(single_runs, pair_runs):
    """single_runs: wrk results against one instance; pair_runs: (A, B) results run at once.
    Answers the medians, the sums and every error."""
    sums = [a["rps"] + b["rps"] for a, b in pair_runs]
    return {
        "one_rps": statistics.median(r["rps"] for r in single_runs),
        "two_rps": statistics.median(sums),
        "a_rps": statistics.median(a["rps"] for a, _ in pair_runs),
        "b_rps": statistics.median(b["rps"] for _, b in pair_runs),
        "two_p99_ms": statistics.median(max(a["p99_ms"], b["p99_ms"]) for a, b in pair_runs),
        "one_p99_ms": statistics.median(r["p99_ms"] for r in single_runs),
        "errors": sum(r["errors"] for r in single_runs) + sum(a["errors"] + b["errors"] for a, b in pair_runs),
        "error_kinds": error_kinds(list(single_runs) + [run for pair in pair_runs for run in pair]),
        "one_runs": [r["rps"] for r in single_runs],
        "two_runs": sums,
    }


def measure(server_binary, work, quick=False, log=lambda _: None):
    """Everything above; answers the figures (see build_rows in harness.py)."""
    folder = os.path.join(work, "scale")
    os.makedirs(folder, exist_ok=True)
    rounds, seconds = (1, 3) if quick else (5, 10)
    postgres = Postgres(log_path=os.path.join(folder, "postgres.log")).start()
    servers = []

    def server(name, extra_args=(), log_path=os.devnull):
        # One data folder per instance, the same one when it is started again after seeding
        # (SQLite's database.sqlite is in it; PostgreSQL instances keep only media there).
        data_dir = os.path.join(folder, name)
        os.makedirs(data_dir, exist_ok=True)
        started = Server(server_binary, data_dir, extra_args=extra_args, log_path=log_path).start()
        servers.append(started)
        return started

    def stop_servers():
        while servers:
            servers.pop().stop()

    try:
        single_url = postgres.create_database("bench_single")
        shared_url = postgres.create_database("bench_shared")
        stores = {"sqlite": (), "postgres": ("--database", single_url), "shared-a": ("--database", shared_url)}
        log(f"scale: PostgreSQL at {postgres.url}; seeding SQLite, bench_single and bench_shared through the API")
        started = time.monotonic()
        tokens = _seed_all({name: server(name, args, os.path.join(folder, f"seed-{name}.log"))
                            for name, args in stores.items()}, log)
        seed_seconds = time.monotonic() - started
        stop_servers()

        # Warnings and errors only (a request line each would be millions): a failed request
        # leaves its reason there, counted in `server_problems`.
        def measured(name, args=()):
            return server(name, tuple(args) + ("--log-level", "warning"), os.path.join(folder, f"{name}.log"))

        sqlite = measured("sqlite")
        single = measured("postgres", stores["postgres"])
        shared_a = measured("shared-a", stores["shared-a"])
        shared_b = measured("shared-b", stores["shared-a"])
        targets = {"sqlite": (sqlite, tokens["sqlite"]), "postgres": (single, tokens["postgres"])}
        shared_token = tokens["shared-a"]
        scale_path = ROUTES[SCALE_ROUTE]
        for instance, token in list(targets.values()) + [(shared_a, shared_token), (shared_b, shared_token)]:
            for path in ROUTES.values():
                server_bench.wrk(instance.base_url + path, token, seconds=2)
        log(f"scale: wrk x {rounds} rounds of {seconds}s: 2 routes on SQLite and PostgreSQL (64 connections), "
            f"then {scale_path} on 1 instance (64) and 2 instances (32 + 32)")
        lists = {store: {route: [] for route in ROUTES} for store in targets}
        single_runs, pair_runs = [], []
        for _ in range(rounds):
            for route, path in ROUTES.items():
                for store, (instance, token) in targets.items():
                    lists[store][route].append(server_bench.wrk(instance.base_url + path, token, seconds=seconds))
            single_runs.append(server_bench.wrk(shared_a.base_url + scale_path, shared_token, seconds=seconds))
            pair_runs.append(two_at_once(shared_a.base_url + scale_path, shared_b.base_url + scale_path, shared_token,
                                         seconds))
    finally:
        stop_servers()
        postgres.stop()
    return {
        "heroes": HEROES,
        "stories": STORIES,
        "rounds": rounds,
        "seconds": seconds,
        "seed_seconds": seed_seconds,
        "lists": {store: {route: _summary(runs) for route, runs in by_route.items()} for store, by_route in lists.items()},
        "scale": dict(scale_summary(single_runs, pair_runs), route=scale_path),
        "server_problems": {name: problems(os.path.join(folder, f"{name}.log"))
                            for name in ("sqlite", "postgres", "shared-a", "shared-b")},
    }


def problems(log_path):
    """The warning and error lines of a server's log, counted by what they say (the part after
    the timestamp, without the request id), most frequent first, at most five kinds."""
    counts = {}
    try:
        with open(log_path, errors="replace") as handle:
            for line in handle:
                parts = line.split(" ", 2)
                if len(parts) < 3 or parts[1] not in ("warning", "error", "critical"):
                    continue
                text = re.sub(r"hb\.request\.id=\S+ ?", "", parts[2].strip())
                counts[f"{parts[1]} {text}"[:160]] = counts.get(f"{parts[1]} {text}"[:160], 0) + 1
    except OSError:
        return {}
    return dict(sorted(counts.items(), key=lambda item: -item[1])[:5])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", required=True, help="the infinite-stories-server binary")
    parser.add_argument("--quick", action="store_true", help="1 round of 3 s instead of 5 of 10 s")
    parser.add_argument("--work", default=None, help="scratch folder, kept (default: a temporary one, deleted)")
    arguments = parser.parse_args()

    def log(text):
        print(f"[scale {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)

    if arguments.work:
        os.makedirs(arguments.work, exist_ok=True)
        result = measure(arguments.server, arguments.work, quick=arguments.quick, log=log)
    else:
        with tempfile.TemporaryDirectory() as work:
            result = measure(arguments.server, work, quick=arguments.quick, log=log)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
