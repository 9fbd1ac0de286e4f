#!/usr/bin/env python3
"""A small OpenAI-compatible server on loopback, for end-to-end tests and offline demos.

It speaks the wire format the real providers use: streamed Chat Completions (server-sent
events), structured scene answers, `audio/speech` (a real MP3 made with espeak-ng and lame) and
`images/generations` (a real PNG, as b64_json). Its stories are written from a fixed word list
around the hero's name, so a test can tell them from the offline writer's.

    scripts/fake-openai-server.py [--port 0] [--chunk-delay 0.01] [--words-per-chunk 4]
                                  [--first-delay 0] [--timeline FILE]

`--timeline FILE` appends one JSON line per streamed chunk, `{"chunk": N, "t": monotonic}`
(CLOCK_MONOTONIC, the clock other processes on this machine read too), written right before
the chunk goes out; chunk 0 is the title line, so chunk 1 is the first text of the story body.
`make bench` uses it to time what our server adds between a model's token and the client.

Prints `listening on http://127.0.0.1:PORT/v1` once it accepts connections. Loopback only.
"""
import argparse
import base64
import json
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

#: A marker phrase every story carries, so tests can see the provider wrote it.
MARKER = "lantern of the patient owl"

SENTENCES = [
    "{hero} tiptoed along the silver path while the {marker} glowed softly.",
    "The wind hummed a lullaby and the stars leaned closer to listen.",
    "Every step made a tiny bell ring somewhere far away in the hills.",
    "{hero} laughed, because brave hearts can be gentle hearts too.",
    "A sleepy fox waved from a hollow log and wished everyone good dreams.",
    "The river told an old story about the moon learning to swim.",
]


def hero_name(messages):
    """The hero's name as the prompt quotes it, or a default."""
    text = " ".join(m.get("content") or "" for m in messages if isinstance(m, dict))
    match = re.search(r'[Nn]ame[^"\n]*"([^"]{1,60})"', text)
    return match.group(1) if match else "Our hero"


def story_text(hero, words):
    """About `words` words of story: paragraphs of four sentences."""
    out, count, index = [], 0, 0
    paragraph = []
    while count < words:
        sentence = SENTENCES[index % len(SENTENCES)].format(hero=hero, marker=MARKER)
        paragraph.append(sentence)
        count += len(sentence.split())
        index += 1
        if len(paragraph) == 4:
            out.append(" ".join(paragraph))
            paragraph = []
    if paragraph:
        out.append(" ".join(paragraph))
    return "\n\n".join(out)


def png(width=64, height=64):
    """A real PNG: a soft night-sky gradient."""
    rows = b""
    for y in range(height):
        rows += b"\x00" + b"".join(bytes((20 + x, 30 + y, 90 + (x + y) // 2)) for x in range(width))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def mp3(text):
    """A real MP3 of `text` (espeak-ng, then lame)."""
    with tempfile.TemporaryDirectory() as folder:
        wav, out = folder + "/speech.wav", folder + "/speech.mp3"
        subprocess.run(["espeak-ng", "-w", wav, text[:400]], check=True, capture_output=True)
        subprocess.run(["lame", "--quiet", "-b", "32", wav, out], check=True, capture_output=True)
        with open(out, "rb") as handle:
            return handle.read()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    chunk_delay = 0.01
    words_per_chunk = 4
    first_delay = 0.0
    timeline = None

    def log_message(self, *args):
        pass

    def body(self):
        length = int(self.headers.get("content-length", "0"))
        return json.loads(self.rfile.read(length) or b"{}")

    def answer(self, status, payload, content_type="application/json"):
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        request = self.body()
        if self.path.endswith("/chat/completions"):
            return self.chat(request)
        if self.path.endswith("/audio/speech"):
            return self.answer(200, mp3(request.get("input", "")), "audio/mpeg")
        if self.path.endswith("/images/generations"):
            picture = base64.b64encode(png()).decode()
            return self.answer(200, {"created": int(time.time()), "data": [{"b64_json": picture}]})
        return self.answer(404, {"error": {"message": "unknown route", "type": "invalid_request_error"}})

    def chat(self, request):
        messages = request.get("messages", [])
        hero = hero_name(messages)
        if not request.get("stream"):
            # The scenes call: an empty list, which the provider treats as unusable and answers
            # with the offline splitter's scenes.
            content = json.dumps({"scenes": []})
            return self.answer(200, {"id": "chatcmpl-fake", "object": "chat.completion", "choices": [
                {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}]})
        max_tokens = int(request.get("max_tokens") or 1200)
        title = "Title: %s and the %s\n\n" % (hero, MARKER.title())
        words = story_text(hero, int(max_tokens * 0.6)).split(" ")
        step = max(1, self.words_per_chunk)
        pieces = [title] + [" ".join(words[index:index + step]) + (" " if index + step < len(words) else "")
                            for index in range(0, len(words), step)]
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        time.sleep(self.first_delay)
        for number, piece in enumerate(pieces):
            event = {"id": "chatcmpl-fake", "object": "chat.completion.chunk",
                     "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]}
            line = b"data: " + json.dumps(event).encode() + b"\n\n"
            if self.timeline:
                with open(self.timeline, "a") as handle:
                    handle.write(json.dumps({"chunk": number, "t": time.monotonic()}) + "\n")
            self.wfile.write(line)
            self.wfile.flush()
            time.sleep(self.chunk_delay)
        done = {"id": "chatcmpl-fake", "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
        self.wfile.write(b"data: " + json.dumps(done).encode() + b"\n\ndata: [DONE]\n\n")
        self.wfile.flush()
        self.close_connection = True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--chunk-delay", type=float, default=0.01)
    parser.add_argument("--words-per-chunk", type=int, default=4)
    parser.add_argument("--first-delay", type=float, default=0.0)
    parser.add_argument("--timeline")
    arguments = parser.parse_args()
    Handler.chunk_delay = arguments.chunk_delay
    Handler.words_per_chunk = arguments.words_per_chunk
    Handler.first_delay = arguments.first_delay
    Handler.timeline = arguments.timeline
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    print("listening on http://127.0.0.1:%d/v1" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
