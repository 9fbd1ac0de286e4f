#!/usr/bin/env python3
"""A throwaway PostgreSQL server for the tests.

    scripts/postgres-test-server.py [--port 0]

Finds Debian's PostgreSQL binaries (the highest version under /usr/lib/postgresql/*/bin),
creates a temporary data folder, runs `initdb -A trust -U postgres` and starts `postgres` on
127.0.0.1 (`--port 0`: a free port) with fsync off and its unix socket inside the temporary
folder. As root (CI), initdb and postgres run as `nobody`, which owns the folder (PostgreSQL
refuses to run as root).

Prints `listening on postgres://postgres@127.0.0.1:PORT/postgres` once it accepts connections.
Stops PostgreSQL (fast, then immediate) and deletes the folder on SIGTERM, SIGINT, or when its
stdin closes (the parent died). Without PostgreSQL installed it exits 2 with a message: a test
run needs it (scripts/install-system-packages.sh installs `postgresql`); it never skips.
"""
import argparse
import glob
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time


def find_binaries():
    candidates = []
    for path in glob.glob("/usr/lib/postgresql/*/bin"):
        version = os.path.basename(os.path.dirname(path))
        if os.path.exists(os.path.join(path, "postgres")) and os.path.exists(os.path.join(path, "initdb")):
            try:
                key = tuple(int(part) for part in re.findall(r"\d+", version))
            except ValueError:
                key = ()
            candidates.append((key, path))
    if not candidates:
        return None
    return max(candidates)[1]


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()

    bindir = find_binaries()
    if bindir is None:
        print("postgres-test-server: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres); "
              "install the Debian package `postgresql` (scripts/install-system-packages.sh)", file=sys.stderr)
        sys.exit(2)

    root = tempfile.mkdtemp(prefix="infinite-stories-pg-")
    data = os.path.join(root, "data")
    sockets = os.path.join(root, "sockets")
    os.makedirs(sockets)
    os.chmod(root, 0o755)

    run_as = []
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        for path in (root, sockets):
            os.chown(path, nobody.pw_uid, nobody.pw_gid)
        run_as = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups", "--"]
        if shutil.which("setpriv") is None:
            run_as = ["runuser", "-u", "nobody", "--"]

    env = dict(os.environ, LC_ALL="C", LANG="C", HOME=root)
    server = None
    cleaned = threading.Lock()

    def cleanup(*_):
        if not cleaned.acquire(blocking=False):
            # Another thread is cleaning up and will exit the process: returning here could end
            # the interpreter (and that thread) halfway through deleting the folder.
            while True:
                time.sleep(1)
        try:
            if server is not None and server.poll() is None:
                server.send_signal(signal.SIGINT)  # fast shutdown
                try:
                    server.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    server.send_signal(signal.SIGQUIT)  # immediate shutdown
                    try:
                        server.wait(timeout=5)
                    except subprocess.TimeoutExpired:
                        server.kill()
                        server.wait()
        finally:
            shutil.rmtree(root, ignore_errors=True)
            os._exit(0)

    signal.signal(signal.SIGTERM, cleanup)
    signal.signal(signal.SIGINT, cleanup)

    try:
        init = subprocess.run(run_as + [os.path.join(bindir, "initdb"), "-D", data, "-A", "trust", "-U", "postgres",
                                        "-E", "UTF8", "--no-sync"],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if init.returncode != 0:
            print(f"postgres-test-server: initdb failed:\n{init.stdout}", file=sys.stderr)
            shutil.rmtree(root, ignore_errors=True)
            sys.exit(1)

        attempts = 0
        while True:
            attempts += 1
            port = args.port or free_port()
            log = open(os.path.join(root, "postgres.log"), "w")
            server = subprocess.Popen(
                run_as + [os.path.join(bindir, "postgres"), "-D", data, "-p", str(port), "-h", "127.0.0.1",
                          "-k", sockets, "-c", "fsync=off", "-c", "synchronous_commit=off",
                          "-c", "full_page_writes=off", "-c", "max_connections=1000", "-c", "shared_buffers=32MB"],
                env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            deadline = time.monotonic() + 30
            ready = False
            while time.monotonic() < deadline and server.poll() is None:
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                        pass
                    check = subprocess.run([os.path.join(bindir, "pg_isready"), "-h", "127.0.0.1", "-p", str(port),
                                            "-U", "postgres"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                    if check.returncode == 0:
                        ready = True
                        break
                except OSError:
                    pass
                time.sleep(0.05)
            if ready:
                break
            if server.poll() is None:
                server.kill()
                server.wait()
            server = None
            if args.port or attempts >= 3:
                with open(os.path.join(root, "postgres.log")) as output:
                    print(f"postgres-test-server: postgres did not start:\n{output.read()}", file=sys.stderr)
                shutil.rmtree(root, ignore_errors=True)
                sys.exit(1)

        print(f"listening on postgres://postgres@127.0.0.1:{port}/postgres", flush=True)

        # The parent holds our stdin: when it goes (EOF), so do we.
        def watch_stdin():
            try:
                while sys.stdin.buffer.read1(4096) if hasattr(sys.stdin.buffer, "read1") else sys.stdin.read(1):
                    pass
            except Exception:
                pass
            cleanup()

        threading.Thread(target=watch_stdin, daemon=True).start()
        while server.poll() is None:
            time.sleep(0.5)
        print("postgres-test-server: postgres exited", file=sys.stderr)
    finally:
        cleanup()


if __name__ == "__main__":
    main()
