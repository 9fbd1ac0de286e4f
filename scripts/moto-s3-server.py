#!/usr/bin/env python3
"""An S3-compatible server on loopback for the tests: moto's S3 (PyPI `moto[server]`), behind a
check of every request's SigV4 signature, header or presigned, and of presigned URLs' expiry.

moto itself accepts any signature and never expires a presigned URL; real S3 does both, so
without this check the tests could not tell a correct signer from a wrong one.

    scripts/moto-s3-server.py [--port 0] [--access-key-id ID] [--secret-access-key SECRET]

Prints `listening on http://127.0.0.1:PORT` as its first line of standard output once it accepts
connections. Exits on SIGTERM, when the process that started it is gone, and with
`--exit-when-stdin-closes` when its standard input reaches its end. That last one is opt-in: the
tests' `LoopbackScript` leaves the test runner's own standard input to the script, which may
well be a pipe that is already closed.
"""

import argparse
import datetime
import hashlib
import hmac
import io
import os
import signal
import sys
import threading
import time
from urllib.parse import quote, unquote

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import make_server

DEFAULT_ACCESS_KEY_ID = "AKIAMOTOLOOPBACKTEST"
DEFAULT_SECRET_ACCESS_KEY = "moto/loopback+secret/EXAMPLEKEY"


def aws_quote(text, keep_slash=False):
    return quote(text, safe="/~" if keep_slash else "~")


def s3_error(start_response, status, code, message):
    body = ('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>%s</Code><Message>%s</Message></Error>'
            % (code, message)).encode()
    start_response(status, [("Content-Type", "application/xml"), ("Content-Length", str(len(body)))])
    return [body]


class SignatureCheck:
    """WSGI middleware: refuses (as S3 does, 403 with an error document) anything not signed
    with the one known key pair."""

    def __init__(self, app, access_key_id, secret_access_key):
        self.app = app
        self.access_key_id = access_key_id
        self.secret = secret_access_key

    def __call__(self, environ, start_response):
        raw = environ.get("RAW_URI") or environ.get("REQUEST_URI") or environ.get("PATH_INFO", "/")
        path, _, query_string = raw.partition("?")
        query = []
        for part in query_string.split("&") if query_string else []:
            name, _, value = part.partition("=")
            query.append((unquote(name), unquote(value)))
        params = dict(query)
        authorization = environ.get("HTTP_AUTHORIZATION", "")
        if authorization.startswith("AWS4-HMAC-SHA256 "):
            fields = dict(item.strip().split("=", 1) for item in authorization[len("AWS4-HMAC-SHA256 "):].split(","))
            credential = fields.get("Credential", "")
            signed_headers = fields.get("SignedHeaders", "")
            given = fields.get("Signature", "")
            timestamp = environ.get("HTTP_X_AMZ_DATE", "")
            payload_hash = environ.get("HTTP_X_AMZ_CONTENT_SHA256", "")
            body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            environ["wsgi.input"] = io.BytesIO(body)
            if payload_hash != "UNSIGNED-PAYLOAD" and payload_hash != hashlib.sha256(body).hexdigest():
                return s3_error(start_response, "400 Bad Request", "XAmzContentSHA256Mismatch",
                                "The provided 'x-amz-content-sha256' header does not match what was computed.")
            signed_query = query
        elif "X-Amz-Signature" in params:
            credential = params.get("X-Amz-Credential", "")
            signed_headers = params.get("X-Amz-SignedHeaders", "")
            given = params["X-Amz-Signature"]
            timestamp = params.get("X-Amz-Date", "")
            payload_hash = "UNSIGNED-PAYLOAD"
            signed_query = [(name, value) for name, value in query if name != "X-Amz-Signature"]
            try:
                signed_at = datetime.datetime.strptime(timestamp, "%Y%m%dT%H%M%SZ").replace(tzinfo=datetime.timezone.utc)
                expires = int(params.get("X-Amz-Expires", ""))
            except ValueError:
                return s3_error(start_response, "403 Forbidden", "AuthorizationQueryParametersError",
                                "X-Amz-Date and X-Amz-Expires must be given.")
            if datetime.datetime.now(datetime.timezone.utc) > signed_at + datetime.timedelta(seconds=expires):
                return s3_error(start_response, "403 Forbidden", "AccessDenied", "Request has expired")
        else:
            return s3_error(start_response, "403 Forbidden", "AccessDenied", "Anonymous access is refused here.")

        scope = credential.split("/")
        if len(scope) != 5 or scope[0] != self.access_key_id:
            return s3_error(start_response, "403 Forbidden", "InvalidAccessKeyId",
                            "The AWS Access Key Id you provided does not exist in our records.")
        headers = []
        for name in signed_headers.split(";"):
            if name == "host":
                value = environ.get("HTTP_HOST", "")
            elif name == "content-type":
                value = environ.get("CONTENT_TYPE", "")
            elif name == "content-length":
                value = environ.get("CONTENT_LENGTH", "")
            else:
                value = environ.get("HTTP_" + name.upper().replace("-", "_"), "")
            headers.append("%s:%s\n" % (name, " ".join(value.split())))
        canonical_query = "&".join("%s=%s" % pair for pair in sorted(
            (aws_quote(name), aws_quote(value)) for name, value in signed_query))
        canonical = "\n".join([environ["REQUEST_METHOD"], aws_quote(unquote(path), keep_slash=True), canonical_query,
                               "".join(headers), signed_headers, payload_hash])
        string_to_sign = "\n".join(["AWS4-HMAC-SHA256", timestamp, "/".join(scope[1:]),
                                    hashlib.sha256(canonical.encode()).hexdigest()])
        key = ("AWS4" + self.secret).encode()
        for part in scope[1:]:
            key = hmac.new(key, part.encode(), hashlib.sha256).digest()
        expected = hmac.new(key, string_to_sign.encode(), hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, given):
            return s3_error(start_response, "403 Forbidden", "SignatureDoesNotMatch",
                            "The request signature we calculated does not match the signature you provided.")
        return self.app(environ, start_response)


def exit_when_orphaned(watch_stdin):
    """Ends the process when the test process that started it is gone (or closed our stdin)."""
    parent = os.getppid()
    if watch_stdin:
        def read_until_closed():
            while sys.stdin.buffer.read(4096):
                pass
            os._exit(0)
        threading.Thread(target=read_until_closed, daemon=True).start()
    while True:
        time.sleep(1)
        if os.getppid() != parent:
            os._exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--access-key-id", default=DEFAULT_ACCESS_KEY_ID)
    parser.add_argument("--secret-access-key", default=DEFAULT_SECRET_ACCESS_KEY)
    parser.add_argument("--exit-when-stdin-closes", action="store_true")
    arguments = parser.parse_args()

    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    # The Swift test runner starts us from a thread that blocks SIGTERM, and the mask is
    # inherited: without this, stopping the stand-in does nothing and it outlives the tests.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    app = SignatureCheck(DomainDispatcherApplication(create_backend_app),
                         arguments.access_key_id, arguments.secret_access_key)
    server = make_server("127.0.0.1", arguments.port, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("listening on http://127.0.0.1:%d" % server.server_address[1], flush=True)
    exit_when_orphaned(arguments.exit_when_stdin_closes)


if __name__ == "__main__":
    main()
