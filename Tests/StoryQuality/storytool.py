"""Runs the offline writer (`story-tool write`) on a list of requests, once for all of them."""

import json
import os
import subprocess

# The repository (this file is Tests/StoryQuality/storytool.py), so the scripts run from any folder.
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The debug build `swift build` leaves; `make test` builds it before the suite runs.
DEFAULT_TOOL = os.path.relpath(os.path.join(REPOSITORY, ".build", "debug", "story-tool"))


class ToolError(Exception):
    """story-tool is missing, failed, or did not answer every request."""


def write_stories(requests, tool=DEFAULT_TOOL, content=None):
    """The stories for `requests` (dicts, one JSON line each, written in this order so a series
    is written as the server would), as {id: {"id", "title", "content", "language"}}.

    `content` is a folder of <code>.stories files to use instead of the content compiled in,
    so a writer can measure the files on disk without rebuilding."""
    if not os.access(tool, os.X_OK):
        raise ToolError(f"{tool} is not an executable: build it first (swift build --product story-tool)")
    command = [tool, "write"] + (["--content", content] if content else [])
    lines = "".join(json.dumps(request, ensure_ascii=False) + "\n" for request in requests)
    completed = subprocess.run(command, input=lines, capture_output=True, text=True, encoding="utf-8")
    if completed.returncode != 0:
        raise ToolError(f"{' '.join(command)} exited with {completed.returncode}: {completed.stderr.strip()[-2000:]}")
    stories = {}
    for line in completed.stdout.splitlines():
        if line.strip():
            story = json.loads(line)
            stories[story["id"]] = story
    missing = [request["id"] for request in requests if request["id"] not in stories]
    if missing:
        raise ToolError(f"story-tool wrote no story for {len(missing)} requests: {', '.join(missing[:5])}")
    return stories
