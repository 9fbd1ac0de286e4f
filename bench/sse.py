"""A story's events stream read over a plain socket, each event with the CLOCK_MONOTONIC time
its last byte arrived, for the benches that time what our server sends."""
import socket
import time


def events(host, port, token, story_id, timeout=120.0, stop=lambda name: name == "done"):
    """The story's events as (arrival time, name, data), up to and including the first one
    `stop` accepts (by default `done`), or what came before the timeout."""
    sock = socket.create_connection((host, port), timeout=timeout)
    seen, buffer = [], b""
    try:
        sock.sendall((f"GET /api/v1/stories/{story_id}/events HTTP/1.1\r\nHost: {host}:{port}\r\n"
                      f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n").encode())
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            arrived = time.monotonic()
            buffer += chunk
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                name, data = None, []
                for line in block.decode(errors="replace").splitlines():
                    if line.startswith("event:"):
                        name = line[6:].strip()
                    elif line.startswith("data:"):
                        data.append(line[5:].strip())
                if name:
                    seen.append((arrived, name, "\n".join(data)))
                    if stop(name):
                        return seen
    finally:
        sock.close()
    return seen
