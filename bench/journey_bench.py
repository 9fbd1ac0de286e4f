"""The reading journey's summary route on a heavy account: 100,000 listening sessions of one user.

A fresh data folder: the server is started, one account signs up and writes three stories
through the API, the server stops, and Python's sqlite3 inserts 100,000 listening sessions for
that user (three years of them, ~90 a day, 80% completed, 1,000 different story ids) through
the same table the route reads, so the journey's rollups are filled by their triggers exactly
as when sessions are recorded one by one. The server is started again; after a 2 s warm-up,
`wrk -t1 -c1 -d10s --latency` asks `GET /api/v1/analytics/summary?timezone=Europe/Paris` one
request at a time (the route's own cost, not a queue), 3 rounds; the figure is the median p99.

Run alone: python3 bench/journey_bench.py --server .build-bench/release/infinite-stories-server
"""
import argparse
import datetime
import json
import os
import random
import sqlite3
import statistics
import tempfile

import server_bench
from http_client import Client
from processes import Server
from seed import PASSWORD, _account, _hero, new_id

SESSIONS = 100_000
DAYS = 3 * 365
STORY_IDS = 1_000
ROUTE = "/api/v1/analytics/summary?timezone=Europe/Paris"


def seed(server_binary, data_dir, sessions=SESSIONS, log_path=os.devnull):
    """Creates the account and its sessions; answers its token and the session count stored."""
    server = Server(server_binary, data_dir, log_path=log_path).start()
    try:
        client = Client(server.host, server.port)
        token, user_id = _account(client, "journey@bench.example", "Journey")
        client.token = token
        hero_id = _hero(client, "Luna")
        story_ids = []
        for _ in range(3):
            body, _, _ = client.expect(201, "POST", "/api/v1/stories", {
                "heroId": hero_id, "language": "English", "eventType": "Bedtime Adventure", "targetDuration": 300})
            story_ids.append(body["data"]["id"])
        client.close()
    finally:
        server.stop()
    story_ids += [new_id() for _ in range(STORY_IDS - len(story_ids))]
    generator = random.Random(15)
    now = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)
    fmt = "%Y-%m-%d %H:%M:%S.%f"
    rows = []
    for _ in range(sessions):
        started = now - datetime.timedelta(seconds=generator.randrange(DAYS * 86_400))
        duration = generator.randrange(60, 900)
        ended = started + datetime.timedelta(seconds=duration)
        stamp = started.strftime(fmt)[:23]
        rows.append((new_id(), user_id, generator.choice(story_ids), stamp, ended.strftime(fmt)[:23], duration,
                     1 if generator.random() < 0.8 else 0, stamp, stamp))
    db = sqlite3.connect(os.path.join(data_dir, "database.sqlite"))
    try:
        with db:
            db.executemany("""
                INSERT INTO listening_session (id, userId, storyId, startedAt, endedAt, duration, completed,
                                               createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""", rows)
        stored = db.execute("SELECT COUNT(*) FROM listening_session WHERE userId = ?", (user_id,)).fetchone()[0]
    finally:
        db.close()
    return token, stored


def measure(server_binary, work, rounds=3, seconds=10, log=lambda _: None):
    """Seeds a folder under `work` and answers the summary's latency figures."""
    data_dir = os.path.join(work, "journey-data")
    os.makedirs(data_dir, exist_ok=True)
    token, stored = seed(server_binary, data_dir, log_path=os.path.join(work, "journey-server.log"))
    log(f"journey: {stored:,} sessions seeded; wrk -t1 -c1 x {rounds} rounds of {seconds}s")
    server = Server(server_binary, data_dir).start()
    try:
        client = Client(server.host, server.port, token=token)
        summary, _, _ = client.expect(200, "GET", ROUTE)
        client.close()
        url = server.base_url + ROUTE
        server_bench.wrk(url, token, seconds=2, connections=1, threads=1)
        runs = [server_bench.wrk(url, token, seconds=seconds, connections=1, threads=1) for _ in range(rounds)]
    finally:
        server.stop()
    return {
        "sessions": stored,
        "p99_ms": statistics.median(run["p99_ms"] for run in runs),
        "p50_ms": statistics.median(run["p50_ms"] for run in runs),
        "requests": sum(run["requests"] for run in runs),
        "errors": sum(run["errors"] for run in runs),
        "summary": summary["data"],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--server", required=True, help="the infinite-stories-server binary")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        result = measure(arguments.server, work, rounds=arguments.rounds, seconds=arguments.seconds,
                         log=lambda text: print(text, flush=True))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
