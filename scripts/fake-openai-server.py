#!/usr/bin/env python3
"""A small OpenAI-compatible server on loopback, for end-to-end tests and offline demos.

It speaks the wire format the real providers use: streamed Chat Completions (server-sent
events), structured scene answers, `audio/speech` (a real MP3 made with espeak-ng and lame) and
`images/generations` (a real PNG, as b64_json). Its stories are written from a fixed list of
sentences around the hero's name, in the language the prompt asks for (English, French, German,
Spanish or Italian), so a test can tell them from the offline writer's.

    scripts/fake-openai-server.py [--port 0] [--chunk-delay 0.01] [--words-per-chunk 4]
                                  [--first-delay 0] [--timeline FILE] [--answer-languages LIST]

`--answer-languages English,German` scripts a model that ignores the language it was asked for:
the first streamed story request is answered in English, the second in German, whatever they
asked; later ones in the language asked for.

`GET /test/requests` answers the chat requests received so far, in order, as JSON:
`[{"stream": true, "messages": [...]}, ...]`, so a test can read what the provider sent.

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
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

#: A marker phrase every English story carries, so tests can see the provider wrote it.
MARKER = "lantern of the patient owl"

#: Per language: the marker, the title line ({hero}, {marker}) and the sentences of the story.
LANGUAGES = {
    "English": (MARKER, "Title: {hero} and the {marker}", [
        "{hero} tiptoed along the silver path while the {marker} glowed softly.",
        "The wind hummed a lullaby and the stars leaned closer to listen.",
        "Every step made a tiny bell ring somewhere far away in the hills.",
        "{hero} laughed, because brave hearts can be gentle hearts too.",
        "A sleepy fox waved from a hollow log and wished everyone good dreams.",
        "The river told an old story about the moon learning to swim.",
    ]),
    "German": ("Laterne der geduldigen Eule", "Titel: {hero} und die {marker}", [
        "{hero} schlich auf dem silbernen Pfad, während die {marker} sanft leuchtete.",
        "Der Wind summte ein Schlaflied, und die Sterne beugten sich näher, um zuzuhören.",
        "Bei jedem Schritt klingelte irgendwo weit weg in den Hügeln ein kleines Glöckchen.",
        "{hero} lachte, denn mutige Herzen können auch sanfte Herzen sein.",
        "Ein müder Fuchs winkte aus einem hohlen Baumstamm und wünschte allen schöne Träume.",
        "Der Fluss erzählte eine alte Geschichte über den Mond, der schwimmen lernte.",
    ]),
    "French": ("lanterne de la chouette patiente", "Titre : {hero} et la {marker}", [
        "{hero} marchait sur la pointe des pieds le long du chemin d'argent, et la {marker} brillait doucement.",
        "Le vent fredonnait une berceuse et les étoiles se penchaient pour écouter.",
        "À chaque pas, une petite cloche sonnait quelque part très loin dans les collines.",
        "{hero} riait, car les cœurs courageux peuvent aussi être des cœurs doux.",
        "Un renard endormi faisait signe depuis un tronc creux et souhaitait de beaux rêves à tout le monde.",
        "La rivière racontait une vieille histoire sur la lune qui apprenait à nager.",
    ]),
    "Spanish": ("linterna del búho paciente", "Título: {hero} y la {marker}", [
        "{hero} caminaba de puntillas por el sendero plateado mientras la {marker} brillaba suavemente.",
        "El viento tarareaba una canción de cuna y las estrellas se acercaban para escuchar.",
        "Con cada paso sonaba una campanita en algún lugar muy lejos, en las colinas.",
        "{hero} se reía, porque los corazones valientes también pueden ser corazones tiernos.",
        "Un zorro dormido saludaba desde un tronco hueco y les deseaba a todos dulces sueños.",
        "El río contaba una vieja historia sobre la luna que aprendía a nadar.",
    ]),
    "Italian": ("lanterna del gufo paziente", "Titolo: {hero} e la {marker}", [
        "{hero} camminava in punta di piedi lungo il sentiero d'argento mentre la {marker} brillava piano.",
        "Il vento canticchiava una ninna nanna e le stelle si avvicinavano per ascoltare.",
        "A ogni passo, una campanella suonava da qualche parte lontano tra le colline.",
        "{hero} rideva, perché i cuori coraggiosi possono essere anche cuori gentili.",
        "Una volpe assonnata salutava da un tronco cavo e augurava a tutti sogni d'oro.",
        "Il fiume raccontava una vecchia storia sulla luna che imparava a nuotare.",
    ]),
}


def user_text(messages):
    return " ".join(m.get("content") or "" for m in messages if isinstance(m, dict) and m.get("role") == "user")


def hero_name(messages):
    """The hero's name as the prompt quotes it, or a default."""
    text = user_text(messages)
    match = re.search(r'called "([^"]{1,60})"', text) or re.search(r'[Nn]ame[^"\n]*"([^"]{1,60})"', text)
    return match.group(1) if match else "Our hero"


def asked_language(messages):
    """The language the prompt asks the whole story to be in, or English."""
    text = " ".join(m.get("content") or "" for m in messages if isinstance(m, dict))
    match = re.search(r"title included, in (English|French|German|Spanish|Italian)", text)
    return match.group(1) if match else "English"


def story_text(hero, words, language="English"):
    """About `words` words of story in `language`: paragraphs of four sentences."""
    marker, _, sentences = LANGUAGES[language]
    out, count, index = [], 0, 0
    paragraph = []
    while count < words:
        sentence = sentences[index % len(sentences)].format(hero=hero, marker=marker)
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
    #: Languages the next streamed stories are written in, whatever they ask (--answer-languages).
    answer_languages = []
    #: The chat requests received, for GET /test/requests.
    received = []
    lock = threading.Lock()

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

    def do_GET(self):
        if self.path.endswith("/test/requests"):
            with Handler.lock:
                return self.answer(200, list(Handler.received))
        return self.answer(404, {"error": {"message": "unknown route", "type": "invalid_request_error"}})

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
        with Handler.lock:
            Handler.received.append({"stream": bool(request.get("stream")), "messages": messages})
        if not request.get("stream"):
            # The scenes call: an empty list, which the provider treats as unusable and answers
            # with the offline splitter's scenes.
            content = json.dumps({"scenes": []})
            return self.answer(200, {"id": "chatcmpl-fake", "object": "chat.completion", "choices": [
                {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}]})
        max_tokens = int(request.get("max_tokens") or 1200)
        with Handler.lock:
            scripted = Handler.answer_languages.pop(0) if Handler.answer_languages else None
        language = scripted or asked_language(messages)
        marker, title_line, _ = LANGUAGES[language]
        title = title_line.format(hero=hero, marker=marker.title() if language == "English" else marker) + "\n\n"
        words = story_text(hero, int(max_tokens * 0.6), language).split(" ")
        step = max(1, self.words_per_chunk)
        pieces = [title] + [" ".join(words[index:index + step]) + (" " if index + step < len(words) else "")
                            for index in range(0, len(words), step)]
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        time.sleep(self.first_delay)
        self.close_connection = True
        try:
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
        except (BrokenPipeError, ConnectionResetError):
            # The client stopped reading (a story it judged in the wrong language, a cancelled job).
            pass


def main():
    # A test process may start us with SIGTERM blocked (the Swift test runner's threads block it,
    # and a child inherits the mask): unblocked, so stopping the stand-in stops it.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--chunk-delay", type=float, default=0.01)
    parser.add_argument("--words-per-chunk", type=int, default=4)
    parser.add_argument("--first-delay", type=float, default=0.0)
    parser.add_argument("--timeline")
    parser.add_argument("--answer-languages", default="",
                        help="comma-separated languages the first streamed stories are written in")
    arguments = parser.parse_args()
    languages = [name.strip() for name in arguments.answer_languages.split(",") if name.strip()]
    unknown = [name for name in languages if name not in LANGUAGES]
    if unknown:
        parser.error("unknown language: %s (one of %s)" % (", ".join(unknown), ", ".join(LANGUAGES)))
    Handler.answer_languages = languages
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
