"""Lists the functions of the release app that run while it starts, for the linker to lay out
together (scripts/startup-symbols.txt; docs/decisions/0037).

Three starts are traced with valgrind's callgrind, each in a pseudo-terminal like the bench's: the
sign-in screen with an unreachable server, the sign-in screen with a real server (its health
check and sign-in methods answered: the connection, HTTP and JSON paths that the bench's
sign-in figure runs), both with no saved session, and the main screen of a signed-in account
with saved lists, against a real server, for 3 s after its frame (the server's answers come in
meanwhile: three pages of stories), then a few moves in the story list with its detail pane
(what browsing runs, which the 10,000-story figure measures). Every text symbol of the binary
that ran in any is written out, in that order of the starts.

callgrind cannot read the DWARF of our release build, so it runs on a copy without debug
information (the symbol table is kept, which is all the list needs).

Usage: python3 bench/startup_symbols.py --bin-dir DIR [--out scripts/startup-symbols.txt]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from app import app_program, auth_ready, main_drawn, sign_in_through_app
from http_client import Client, sign_up_with_hero
from processes import Server
from tui_bench import close

EMAIL = "startup@symbols.example"
STORIES = 210
PASSWORD = "startup-symbols-password-1"


def _callgrind(program, out, ready, settle, then=None):
    """Runs `program` under callgrind until `ready`, lets it work `settle` seconds, runs `then`
    (keys) if given, quits it."""
    program.argv = ["valgrind", "--tool=callgrind", "--demangle=no",
                    f"--callgrind-out-file={out}"] + program.argv
    program.ready_timeout = 300
    term = program.spawn()
    try:
        if term.wait_for(ready, 300) is None:
            raise RuntimeError(f"the traced start never drew its screen:\n{term.text()}")
        term.drain(settle)
        if then:
            then(term)
    finally:
        # A killed callgrind writes no profile: its exit gets time.
        close(term, wait=120)
    if not os.path.exists(out):
        raise RuntimeError(f"callgrind wrote no profile ({out}): the traced app did not exit in time")


def _browse(term):
    """The story list takes the keys; a few moves, each resting long enough for the detail pane
    to read the story's opening, then back up."""
    term.send(b"\t")
    term.drain(1.0)
    for key in [b"j"] * 4 + [b"k"] * 2:
        term.send(key)
        term.drain(1.5)


def _functions_run(profile):
    """Names of the functions a callgrind profile saw run (as callers or callees), in order of
    their first mention."""
    seen, order = set(), []
    with open(profile, errors="replace") as handle:
        for line in handle:
            match = re.match(r"^c?fn=\(\d+\) (.+)$", line)
            if match and match.group(1) not in seen:
                seen.add(match.group(1))
                order.append(match.group(1))
    return order


def _text_symbols(binary):
    found = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True,
                           text=True).stdout
    return {parts[2] for parts in (line.split(" ", 2) for line in found.splitlines())
            if len(parts) == 3 and parts[1] in "tTW"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin-dir", required=True, help="the release products (scripts/build-release.sh)")
    parser.add_argument("--out", default="scripts/startup-symbols.txt")
    arguments = parser.parse_args()
    work = tempfile.mkdtemp(prefix="startup-symbols-")
    try:
        binary = os.path.join(work, "infinite-stories")
        subprocess.run(["strip", "--strip-debug", "-o", binary,
                        os.path.join(arguments.bin_dir, "infinite-stories")], check=True)
        profiles = [os.path.join(work, name + ".callgrind") for name in ("sign-in", "sign-in-served", "main")]

        # The sign-in screen: nothing saved, and a server that does not answer.
        program = app_program(binary, "http://127.0.0.1:9", f"{work}/a/state", f"{work}/a/data", auth_ready)
        _callgrind(program, profiles[0], auth_ready, settle=1.0)

        server = Server(os.path.join(arguments.bin_dir, "infinite-stories-server"), f"{work}/server").start()
        try:
            # The sign-in screen again, its requests answered: a pane left to itself runs more
            # than the unreachable start (connecting, parsing answers), and any function outside
            # the list that it runs costs a window of code or, on a kernel that maps the page
            # cache's large folios whole, up to a whole folio.
            program = app_program(binary, server.base_url, f"{work}/s/state", f"{work}/s/data", auth_ready)
            _callgrind(program, profiles[1], auth_ready, settle=2.0)

            # The main screen with saved lists, then filled from a real server.
            client = Client(server.host, server.port)
            hero = sign_up_with_hero(client, EMAIL, PASSWORD)
            # More than two pages (100 stories each), so that later pages are appended too.
            for _ in range(STORIES):
                client.expect(201, "POST", "/api/v1/stories",
                              {"heroId": hero, "language": "English", "targetDuration": 300})
            if not sign_in_through_app(binary, server.base_url, f"{work}/b/state", f"{work}/b/data",
                                       EMAIL, PASSWORD, ready=lambda term: f"Stories {STORIES}" in term.text()):
                raise RuntimeError("signing in through the app did not reach the main screen")
            program = app_program(binary, server.base_url, f"{work}/b/state", f"{work}/b/data", main_drawn)
            _callgrind(program, profiles[2], main_drawn, settle=3.0, then=_browse)
        finally:
            server.stop()

        symbols = _text_symbols(binary)
        order, seen = [], set()
        for profile in profiles:
            # In callgrind's order of first mention, where a caller's callees follow it: sorted
            # by name instead, the start-up code came out 1.1 MiB larger (more 64 KiB windows).
            for name in _functions_run(profile):
                if name in symbols and name not in seen:
                    seen.add(name)
                    order.append(name)
        if len(order) < 1000:
            # Far fewer than the ~6,000 a start runs: the names did not match (a stripped or
            # different binary); an empty list would silently undo the layout.
            raise RuntimeError(f"only {len(order)} functions matched the binary's symbols; list not written")
        with open(arguments.out, "w") as handle:
            handle.write("\n".join(order) + "\n")
        print(f"{len(order)} of {len(symbols)} functions ran at start: {arguments.out}", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
