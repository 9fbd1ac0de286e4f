"""Seeds a benchmark database quickly: a few real rows through the API, then copies in SQL.

Two accounts, so each figure measures what its name says:
- "lists" owns 1,000 heroes and 10,000 stories (10 per hero): the wrk list routes;
- "reader" owns one hero with 10,000 stories: the terminal app's 10,000-story list.

Ten stories per account are written by the server itself (synchronous POST /api/v1/stories, so
content, scenes and illustration placeholders are exactly what the server makes); the rest are
copies of those rows with fresh ids, titles and dates, inserted with Python's sqlite3 while the
server is stopped. Columns are read from the live schema, so a new migration does not break this.
"""
import base64
import datetime
import os
import secrets
import sqlite3

from http_client import Client
from processes import Server

PASSWORD = "bench-password-1"
TEMPLATE_STORIES = 10
DURATIONS = (300, 420, 600)
HERO_NAMES = ("Luna", "Milo", "Ava", "Noah", "Zoe", "Leo", "Maya", "Finn", "Iris", "Theo")


def new_id():
    """26 lowercase base32 characters, like the server's IdentifierGenerator."""
    return base64.b32encode(secrets.token_bytes(16)).decode().rstrip("=").lower()


def _account(client, email, name):
    body, _, _ = client.expect(200, "POST", "/api/auth/sign-up/email",
                               {"email": email, "password": PASSWORD, "name": name})
    return body["token"], body["user"]["id"]


def _hero(client, name):
    body, _, _ = client.expect(201, "POST", "/api/v1/heroes", {
        "name": name, "age": 7, "traits": ["Brave", "Curious"],
        "specialAbilities": ["talks to animals"], "appearance": "curly red hair and a green scarf"})
    return body["data"]["id"]


def _write_templates(client, hero_id):
    for index in range(TEMPLATE_STORIES):
        client.expect(201, "POST", "/api/v1/stories", {
            "heroId": hero_id, "language": "English", "eventType": "Bedtime Adventure",
            "targetDuration": DURATIONS[index % len(DURATIONS)]})


def _columns(db, table):
    return [row[1] for row in db.execute(f"PRAGMA table_info({table})")]


class _Clock:
    """GRDB stores dates as 'YYYY-MM-DD HH:MM:SS.SSS' text (UTC); copies go back in time."""

    FORMAT = "%Y-%m-%d %H:%M:%S.%f"

    def __init__(self, newest_text):
        self.newest = datetime.datetime.strptime(newest_text[:23], self.FORMAT)

    def before(self, seconds):
        return (self.newest - datetime.timedelta(seconds=seconds)).strftime(self.FORMAT)[:23]


def _copy_rows(db, user_id, hero_ids, story_total, story_offset_seconds):
    """Adds copies of the user's template stories (and their illustrations) up to story_total."""
    story_columns = _columns(db, "story")
    illustration_columns = _columns(db, "illustration")
    templates = [dict(zip(story_columns, row)) for row in db.execute(
        f"SELECT {', '.join(story_columns)} FROM story WHERE userId = ? ORDER BY createdAt", (user_id,))]
    illustrations = {}
    for template in templates:
        illustrations[template["id"]] = [dict(zip(illustration_columns, row)) for row in db.execute(
            f"SELECT {', '.join(illustration_columns)} FROM illustration WHERE storyId = ? ORDER BY displayOrder",
            (template["id"],))]
    clock = _Clock(min(t["createdAt"] for t in templates))
    story_rows, illustration_rows = [], []
    for number in range(story_total - len(templates)):
        template = templates[number % len(templates)]
        row = dict(template)
        row["id"] = new_id()
        row["heroId"] = hero_ids[number % len(hero_ids)]
        row["title"] = f"{template['title']} ({number + 1})"
        row["createdAt"] = row["updatedAt"] = clock.before(story_offset_seconds + number + 1)
        story_rows.append(tuple(row[c] for c in story_columns))
        for item in illustrations[template["id"]]:
            copy = dict(item)
            copy["id"] = new_id()
            copy["storyId"] = row["id"]
            illustration_rows.append(tuple(copy[c] for c in illustration_columns))
    db.executemany(f"INSERT INTO story ({', '.join(story_columns)}) VALUES ({', '.join('?' * len(story_columns))})",
                   story_rows)
    db.executemany(
        f"INSERT INTO illustration ({', '.join(illustration_columns)}) VALUES ({', '.join('?' * len(illustration_columns))})",
        illustration_rows)


def _copy_heroes(db, user_id, template_id, total):
    columns = _columns(db, "hero")
    template = dict(zip(columns, db.execute(f"SELECT {', '.join(columns)} FROM hero WHERE id = ?",
                                            (template_id,)).fetchone()))
    clock = _Clock(template["createdAt"])
    ids = [template_id]
    rows = []
    for number in range(1, total):
        row = dict(template)
        row["id"] = new_id()
        row["name"] = f"{HERO_NAMES[number % len(HERO_NAMES)]} {number + 1}"
        row["createdAt"] = row["updatedAt"] = clock.before(number)
        rows.append(tuple(row[c] for c in columns))
        ids.append(row["id"])
    db.executemany(f"INSERT INTO hero ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", rows)
    return ids


def seed(server_binary, data_dir, heroes=1000, stories=10000, log_path=os.devnull):
    """Creates and fills `data_dir`; answers the accounts' tokens and ids."""
    server = Server(server_binary, data_dir, log_path=log_path).start()
    try:
        client = Client(server.host, server.port)
        lists_token, lists_user = _account(client, "lists@bench.example", "Lists")
        client.token = lists_token
        lists_hero = _hero(client, "Luna")
        _write_templates(client, lists_hero)
        client.token = None
        reader_token, reader_user = _account(client, "reader@bench.example", "Reader")
        client.token = reader_token
        reader_hero = _hero(client, "Luna")
        _write_templates(client, reader_hero)
        client.close()
    finally:
        server.stop()

    db = sqlite3.connect(os.path.join(data_dir, "database.sqlite"))
    try:
        with db:
            hero_ids = _copy_heroes(db, lists_user, lists_hero, heroes)
            _copy_rows(db, lists_user, hero_ids, stories, 0)
            _copy_rows(db, reader_user, [reader_hero], stories, 0)
        counts = {
            "lists_heroes": db.execute("SELECT COUNT(*) FROM hero WHERE userId = ?", (lists_user,)).fetchone()[0],
            "lists_stories": db.execute("SELECT COUNT(*) FROM story WHERE userId = ?", (lists_user,)).fetchone()[0],
            "reader_stories": db.execute("SELECT COUNT(*) FROM story WHERE userId = ?", (reader_user,)).fetchone()[0],
        }
        titles = [row[0] for row in db.execute(
            "SELECT title FROM story WHERE userId = ? ORDER BY createdAt DESC, rowid DESC", (reader_user,))]
    finally:
        db.close()
    titles_path = os.path.join(data_dir, "reader-titles.txt")
    with open(titles_path, "w") as handle:
        handle.write("\n".join(titles) + "\n")
    return {
        "lists": {"token": lists_token, "user_id": lists_user, "email": "lists@bench.example", "hero_id": lists_hero},
        "reader": {"token": reader_token, "user_id": reader_user, "email": "reader@bench.example",
                   "hero_id": reader_hero},
        "counts": counts,
        "titles_path": titles_path,
    }
