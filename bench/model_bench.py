"""Our server on a real model server: llama.cpp's `llama-server` with a tiny random-weight model
(the shared tools folder, `../shared/tools/llama-server` or LLAMA_SERVER_DIR).

A timestamping relay sits between our server and llama-server: it forwards every byte both ways
and notes the CLOCK_MONOTONIC time each piece of the model's answer leaves it, as a provider's
socket would send it. A client of our events stream notes the same clock for each event. Two
figures per story:
- provider token -> client text event: the model's last text chunk leaving the relay to the
  client's last `event: text` (the language gate has long let the text through by then, so
  this is what our server adds to a token: SSE parsing, storing the piece, the hub, the route);
- model's last token -> story readable: the same chunk to the client's `progress` event saying
  the text step is `completed` (the story saved and readable; its scenes come after, in a step
  of their own, from the model or the offline splitter).
"""
import json
import os
import socket
import subprocess
import threading
import time

import sse
from http_client import Client, sign_up_with_hero
from processes import Server, stop, track

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PASSWORD = "bedtime-stories-bench"


def llama_directory():
    configured = os.environ.get("LLAMA_SERVER_DIR")
    return configured or os.path.join(os.path.dirname(ROOT), "shared", "tools", "llama-server")


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LlamaServer:
    def __init__(self, model="tiny.gguf", context=4096):
        folder = llama_directory()
        binary = os.path.join(folder, "llama-server")
        if not os.access(binary, os.X_OK):
            raise RuntimeError(f"llama-server not found at {binary}")
        self.port = _free_port()
        self.process = subprocess.Popen(
            [binary, "-m", os.path.join(folder, model), "--host", "127.0.0.1", "--port", str(self.port),
             "--chat-template", "chatml", "-c", str(context), "-n", "400", "--threads", "1", "--no-webui"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        track(self.process.pid)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                    sock.sendall(b"GET /health HTTP/1.0\r\n\r\n")
                    if b" 200 " in sock.recv(256):
                        return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("llama-server did not start")

    def stop(self):
        stop(self.process.pid)


class TimestampingRelay:
    """Forwards connections to `port`, noting when each piece of an answer leaves it."""

    def __init__(self, port):
        self.upstream = port
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.connections = []  # per connection: {"opened", "request" (its first bytes), "pieces": [(time sent, bytes)]}
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            upstream = socket.create_connection(("127.0.0.1", self.upstream))
            upstream.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            connection = {"opened": time.monotonic(), "request": b"", "pieces": []}
            with self.lock:
                self.connections.append(connection)
            threading.Thread(target=self._pipe, args=(client, upstream, connection, False), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, connection, True), daemon=True).start()

    def _pipe(self, source, target, connection, answer):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                target.sendall(data)
                sent = time.monotonic()
                with self.lock:
                    if answer:
                        connection["pieces"].append((sent, data))
                    elif len(connection["request"]) < 65536:
                        connection["request"] += data
        except OSError:
            pass
        finally:
            for sock in (source, target):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def last_text_piece(self, since):
        """When the last answer piece holding story text (a non-empty `content` delta) of the
        story's request (the first chat completion after `since` that asks for no JSON format:
        the scenes' request comes after it) left."""
        with self.lock:
            stories = [connection for connection in self.connections
                       if connection["opened"] >= since and b"chat/completions" in connection["request"]
                       and b"response_format" not in connection["request"]]
            pieces = list(stories[0]["pieces"]) if stories else []
        for sent, data in reversed(pieces):
            for line in data.split(b"\n"):
                if not line.startswith(b"data: {"):
                    continue
                try:
                    chunk = json.loads(line[len(b"data: "):])
                except ValueError:
                    continue
                for choice in chunk.get("choices") or []:
                    if (choice.get("delta") or {}).get("content"):
                        return sent
        return None

    def clear(self):
        with self.lock:
            self.connections = []

    def close(self):
        self.listener.close()


def measure(server_binary, work, runs=5):
    """Per story: ms from the model's last text chunk to the client's last text event, and to
    the client's `text completed` progress event."""
    results = {"token_ms": [], "readable_ms": []}
    llama = LlamaServer()
    relay = TimestampingRelay(llama.port)
    server = Server(server_binary, os.path.join(work, "model-data"),
                    extra_args=["--story-provider", "openai", "--openai-base-url", f"http://127.0.0.1:{relay.port}/v1",
                                "--openai-story-model", "tiny"]).start()
    try:
        client = Client(server.host, server.port)
        hero_id = sign_up_with_hero(client, "model-bench@example.com", PASSWORD)
        for _ in range(runs):
            started = time.monotonic()
            story, _, _ = client.expect(202, "POST", "/api/v1/stories",
                                        {"heroId": hero_id, "language": "English", "targetDuration": 60},
                                        headers={"Prefer": "respond-async"})
            events = sse.events(server.host, server.port, client.token, story["data"]["id"])
            last_token = relay.last_text_piece(started)
            texts = [arrived for arrived, name, _ in events if name == "text"]
            readable = next((arrived for arrived, name, data in events
                             if name == "progress" and '"step":"text"' in data.replace(" ", "")
                             and '"completed"' in data), None)
            if last_token is None or not texts or readable is None:
                raise RuntimeError(f"story without text or completion ({len(events)} events)")
            results["token_ms"].append((texts[-1] - last_token) * 1000)
            results["readable_ms"].append((readable - last_token) * 1000)
            relay.clear()
        client.close()
    finally:
        server.stop()
        relay.close()
        llama.stop()
    return results
