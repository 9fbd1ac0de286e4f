#!/usr/bin/env python3
"""A stand-in for Apple's "Sign in with Apple" OpenID provider on loopback, for tests.

It answers like https://appleid.apple.com for the parts a web sign-in uses:

    GET  /auth/keys        the JWKS of the RSA keys that sign identity tokens (kid fake-1, ...)
    GET  /auth/authorize   approves at once and answers the auto-submitting form_post page
    POST /auth/token       redeems an authorization code, checking the ES256 client secret

and test-control routes (JSON in and out):

    POST /test/mint        {claim overrides..., "kid", "sign", "omit": [...], "header": {...},
                            "omit_header": [...]} -> {"token"}
                           sign: current (default), unknown, bad_signature, none, or a kid ever used;
                           omit_header drops header fields (["kid"]: a token naming no key)
    POST /test/rotate      {"keep_old": false} -> {"kid", "published": [kids]}
    POST /test/next-user   {"sub", "email", "email_verified", "is_private_email", "first_name",
                            "last_name", "deny"} -> the user the next /auth/authorize signs in (once)
    POST /test/config      {"jwks_max_age": N, "jwks_status": 200, "keys_delay": seconds} -> all three
    POST /test/reset-first-time   forget who has had `user` sent -> {"ok": true}
    GET  /test/stats       {"jwks_fetches", "jwks_in_flight_max", "token_requests", "authorize_requests",
                            "last_token_error", "last_token_error_detail"}
                           jwks_fetches counts GET /auth/keys; jwks_in_flight_max is the most of
                           them answered at once (with a delay, overlapping fetches show as > 1)

Identity tokens carry iss https://appleid.apple.com, as Apple's do; only the URLs are local
(GET /.well-known/openid-configuration lists them).

    scripts/fake-apple-idp.py [--port 0] [--client-id ID ...] [--team-id TEAM1234]
                              [--key-id KEY1234] [--write-p8 PATH] [--jwks-max-age 3600]
                              [--keys-delay SECONDS] [--verbose]

`--keys-delay` (or `keys_delay` in /test/config) makes every /auth/keys answer wait that long,
as a slow Apple would, so tests can see what a server does with requests that arrive while its
fetch of the keys is under way.

At start it makes an RSA-2048 key (Apple's identity-token key) and an EC P-256 key that plays
the developer's private key; `--write-p8 PATH` writes the latter as PKCS#8 PEM (Apple's .p8),
mode 0600, so a client can sign its client secrets with it.

Prints `listening on http://127.0.0.1:PORT` once it accepts connections; nothing else goes to
standard output (`--verbose` logs requests to standard error). Loopback only. Needs the
`cryptography` package.
"""
import argparse
import base64
import html
import json
import os
import secrets
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

ISSUER = "https://appleid.apple.com"
#: The longest client secret lifetime Apple accepts (six months), in seconds.
MAX_SECRET_LIFETIME = 15777000
CODE_LIFETIME = 300
DEFAULT_USER = {
    "sub": "000123.fakeuser.0001",
    "email": "child.parent@example.com",
    "email_verified": "true",
    "is_private_email": "false",
    "first_name": "Ada",
    "last_name": "Lovelace",
    "deny": False,
}


def b64url(data):
    """Base64url without padding, as JOSE writes it."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64url_decode(text):
    """The bytes of base64url text, padding optional."""
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def json_part(value):
    """One compact-JSON JWT segment."""
    return b64url(json.dumps(value, separators=(",", ":")).encode())


def new_rsa_key():
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def sign_rs256(header, claims, key):
    """A compact RS256 JWS of `claims`."""
    signing_input = json_part(header) + "." + json_part(claims)
    signature = key.sign(signing_input.encode(), padding.PKCS1v15(), hashes.SHA256())
    return signing_input + "." + b64url(signature)


def jwk(kid, key):
    """The public JWK of an RSA key, as Apple publishes it."""
    numbers = key.public_key().public_numbers()

    def encode(number):
        return b64url(number.to_bytes((number.bit_length() + 7) // 8, "big"))

    return {"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": encode(numbers.n), "e": encode(numbers.e)}


class Provider:
    """Everything the routes share; every method takes the lock itself."""

    def __init__(self, client_ids, team_id, key_id, jwks_max_age, keys_delay=0.0):
        self.lock = threading.Lock()
        self.client_ids = client_ids
        self.team_id = team_id
        self.key_id = key_id
        self.jwks_max_age = jwks_max_age
        self.jwks_status = 200
        self.keys_delay = keys_delay
        self.keys_in_flight = 0
        self.developer_key = ec.generate_private_key(ec.SECP256R1())
        self.keys = {"fake-1": new_rsa_key()}  # every signing key ever made, by kid
        self.published = ["fake-1"]  # the kids the JWKS lists, newest first
        self.current = "fake-1"
        self.key_count = 1
        self.codes = {}  # code -> what it was issued for
        self.used_codes = set()
        self.authorized = set()  # (sub, client_id) pairs that already received `user`
        self.next_user = None
        self.stats = {"jwks_fetches": 0, "jwks_in_flight_max": 0, "token_requests": 0, "authorize_requests": 0,
                      "last_token_error": None, "last_token_error_detail": None}

    def count(self, name):
        with self.lock:
            self.stats[name] += 1

    # Keys -----------------------------------------------------------------------------------

    def jwks(self):
        """(status, JWKS, max-age), counting the fetch; waits `keys_delay` first (outside the
        lock, so overlapping fetches overlap here too and are counted as in flight together)."""
        with self.lock:
            self.stats["jwks_fetches"] += 1
            self.keys_in_flight += 1
            self.stats["jwks_in_flight_max"] = max(self.stats["jwks_in_flight_max"], self.keys_in_flight)
            delay = self.keys_delay
        try:
            if delay > 0:
                time.sleep(delay)
            with self.lock:
                keys = [jwk(kid, self.keys[kid]) for kid in self.published]
                return self.jwks_status, {"keys": keys}, self.jwks_max_age
        finally:
            with self.lock:
                self.keys_in_flight -= 1

    def rotate(self, keep_old):
        """Makes the next key current; the JWKS keeps the ones it listed when `keep_old`."""
        key = new_rsa_key()  # slow: outside the lock
        with self.lock:
            self.key_count += 1
            kid = "fake-%d" % self.key_count
            self.keys[kid] = key
            self.published = [kid] + (self.published if keep_old else [])
            self.current = kid
            return {"kid": kid, "published": list(self.published)}

    # Tokens ---------------------------------------------------------------------------------

    def id_claims(self, client_id, user, nonce=None, auth_time=None):
        """The claims of an identity token as Apple writes them."""
        now = int(time.time())
        claims = {"iss": ISSUER, "aud": client_id, "exp": now + 600, "iat": now, "sub": user["sub"],
                  "email": user["email"], "email_verified": user["email_verified"],
                  "is_private_email": user["is_private_email"], "auth_time": auth_time or now,
                  "nonce_supported": True}
        if nonce:
            claims["nonce"] = nonce
        return claims

    def sign(self, claims, kid=None):
        """An identity token signed with the current key (or the key `kid`)."""
        with self.lock:
            kid = kid or self.current
            key = self.keys[kid]
        return sign_rs256({"kid": kid, "alg": "RS256"}, claims, key)

    def mint(self, body):
        """POST /test/mint: a token with any claim replaced, dropped, or badly signed."""
        body = dict(body)
        kid, mode = body.pop("kid", None), body.pop("sign", "current")
        omit, header_extra = body.pop("omit", []), body.pop("header", {})
        omit_header = body.pop("omit_header", [])
        claims = self.id_claims(self.client_ids[0], DEFAULT_USER)
        claims.update(body)
        for name in omit:
            claims.pop(name, None)
        with self.lock:
            known = dict(self.keys)
            current = self.current
        if mode in ("current", "bad_signature"):
            key = known[current]
        elif mode == "unknown":
            key = new_rsa_key()
            kid = kid or "unknown-" + secrets.token_hex(4)
        elif mode == "none":
            key = None
        elif mode in known:  # a kid: sign with that key, retired or not
            key, kid = known[mode], kid or mode
        else:
            raise ValueError("sign must be current, unknown, bad_signature, none or a known kid")
        header = {"kid": kid or current, "alg": "none" if key is None else "RS256"}
        header.update(header_extra)
        for name in omit_header:
            header.pop(name, None)
        if key is None:
            return json_part(header) + "." + json_part(claims) + "."
        token = sign_rs256(header, claims, key)
        if mode == "bad_signature":
            head, signature = token.rsplit(".", 1)
            raw = bytearray(b64url_decode(signature))
            raw[0] ^= 0xFF
            raw[-1] ^= 0xFF
            token = head + "." + b64url(bytes(raw))
        return token

    def check_client_secret(self, secret, client_id):
        """Raises ValueError(reason) unless `secret` is a client secret Apple would accept."""
        parts = secret.split(".")
        if len(parts) != 3:
            raise ValueError("client_secret is not a compact JWS")
        try:
            header, claims = json.loads(b64url_decode(parts[0])), json.loads(b64url_decode(parts[1]))
            signature = b64url_decode(parts[2])
        except ValueError as error:
            raise ValueError("client_secret does not decode: %s" % error)
        if not isinstance(header, dict) or not isinstance(claims, dict):
            raise ValueError("client_secret header or claims are not JSON objects")
        if header.get("alg") != "ES256":
            raise ValueError("alg is %r, not ES256" % header.get("alg"))
        if header.get("kid") != self.key_id:
            raise ValueError("kid is %r, not %r" % (header.get("kid"), self.key_id))
        for name, wanted in (("iss", self.team_id), ("sub", client_id), ("aud", ISSUER)):
            if claims.get(name) != wanted:
                raise ValueError("%s is %r, not %r" % (name, claims.get(name), wanted))
        iat, exp, now = claims.get("iat"), claims.get("exp"), time.time()
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (iat, exp)):
            raise ValueError("iat and exp must be numbers")
        if iat > now + 60:
            raise ValueError("iat is in the future")
        if exp <= now:
            raise ValueError("client_secret has expired")
        if exp - iat > MAX_SECRET_LIFETIME:
            raise ValueError("lifetime exp - iat is over %d seconds" % MAX_SECRET_LIFETIME)
        if len(signature) != 64:
            raise ValueError("ES256 signature is %d bytes, not 64 (raw r||s, not DER)" % len(signature))
        der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
        try:
            self.developer_key.public_key().verify(der, (parts[0] + "." + parts[1]).encode(),
                                                   ec.ECDSA(hashes.SHA256()))
        except InvalidSignature:
            raise ValueError("client_secret signature does not verify")

    def redeem(self, form):
        """POST /auth/token: (status, answer)."""
        def fail(error, detail):
            with self.lock:
                self.stats["last_token_error"] = error
                self.stats["last_token_error_detail"] = detail
            return 400, {"error": error}

        self.count("token_requests")
        grant_type, client_id = form.get("grant_type"), form.get("client_id")
        if not grant_type:
            return fail("invalid_request", "grant_type is missing")
        if grant_type != "authorization_code":
            return fail("unsupported_grant_type", "grant_type is %r" % grant_type)
        if client_id not in self.client_ids:
            return fail("invalid_client", "unknown client_id %r" % client_id)
        try:
            self.check_client_secret(form.get("client_secret") or "", client_id)
        except ValueError as error:
            return fail("invalid_client", str(error))
        code = form.get("code")
        if not code:
            return fail("invalid_request", "code is missing")
        with self.lock:
            replayed = code in self.used_codes
            grant = self.codes.pop(code, None)  # any attempt by a genuine client uses the code up
            if grant is not None:
                self.used_codes.add(code)
        if replayed:
            return fail("invalid_grant", "code was already used")
        if grant is None:
            return fail("invalid_grant", "unknown code")
        if time.time() > grant["expires"]:
            return fail("invalid_grant", "code has expired")
        if grant["client_id"] != client_id:
            return fail("invalid_grant", "code was issued to %r" % grant["client_id"])
        if grant["redirect_uri"] != form.get("redirect_uri"):
            return fail("invalid_grant", "redirect_uri %r does not match %r"
                        % (form.get("redirect_uri"), grant["redirect_uri"]))
        claims = self.id_claims(client_id, grant["user"], grant["nonce"], grant["auth_time"])
        with self.lock:
            self.stats["last_token_error"] = self.stats["last_token_error_detail"] = None
        return 200, {"access_token": "a" + secrets.token_hex(16), "token_type": "Bearer", "expires_in": 3600,
                     "refresh_token": "r" + secrets.token_hex(16), "id_token": self.sign(claims)}

    # Authorization --------------------------------------------------------------------------

    def authorize(self, query):
        """GET /auth/authorize: (error reason or None, response mode, redirect_uri, fields)."""
        self.count("authorize_requests")
        get = {name: values[0] for name, values in query.items()}
        client_id, redirect_uri = get.get("client_id"), get.get("redirect_uri", "")
        scopes = set(get.get("scope", "").split())
        mode = get.get("response_mode", "query")
        if client_id not in self.client_ids:
            return "unknown client_id %r" % client_id, None, None, None
        if get.get("response_type") != "code":
            return "response_type must be code", None, None, None
        target = urlsplit(redirect_uri)
        if target.scheme not in ("http", "https") or not target.netloc:
            return "redirect_uri must be an absolute http(s) URL", None, None, None
        if mode not in ("query", "fragment", "form_post"):
            return "unknown response_mode %r" % mode, None, None, None
        if scopes & {"name", "email"} and mode != "form_post":
            return "response_mode must be form_post when scope has name or email", None, None, None
        with self.lock:
            user, self.next_user = self.next_user or DEFAULT_USER, None
            fields = {}
            if user["deny"]:
                fields["error"] = "user_cancelled_authorize"
            else:
                code = "c" + secrets.token_hex(16) + ".0.fake." + secrets.token_hex(8)
                now = int(time.time())
                self.codes = {c: g for c, g in self.codes.items() if g["expires"] > now}
                self.codes[code] = {"client_id": client_id, "redirect_uri": redirect_uri, "user": user,
                                    "nonce": get.get("nonce"), "auth_time": now, "expires": now + CODE_LIFETIME}
                fields["code"] = code
                first_time = (user["sub"], client_id) not in self.authorized
                self.authorized.add((user["sub"], client_id))
                details = {}
                if "name" in scopes:
                    details["name"] = {"firstName": user["first_name"], "lastName": user["last_name"]}
                if "email" in scopes:
                    details["email"] = user["email"]
                if first_time and details:
                    fields["user"] = json.dumps(details, separators=(",", ":"))
        if "state" in get:
            fields["state"] = get["state"]
        return None, mode, redirect_uri, fields

    def choose_next_user(self, body):
        user = dict(DEFAULT_USER)
        user.update({name: value for name, value in body.items() if name in DEFAULT_USER})
        with self.lock:
            self.next_user = user
        return user


def form_post_page(redirect_uri, fields):
    """The page Apple answers for response_mode=form_post: one hidden form that posts itself."""
    inputs = "".join('<input type="hidden" name="%s" value="%s">' % (html.escape(name), html.escape(value))
                     for name, value in fields.items())
    return ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in with Apple</title></head>'
            '<body><p>Signing in&hellip;</p><form method="post" action="%s">%s</form>'
            '<script>document.forms[0].submit()</script></body></html>'
            % (html.escape(redirect_uri), inputs)).encode()


def with_parameters(url, fields, fragment):
    """`url` with `fields` added to its query (or put in its fragment)."""
    parts = urlsplit(url)
    if fragment:
        return urlunsplit(parts._replace(fragment=urlencode(fields)))
    query = "&".join(filter(None, [parts.query, urlencode(fields)]))
    return urlunsplit(parts._replace(query=query))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    provider = None
    verbose = False

    def log_message(self, format, *args):
        if self.verbose:
            sys.stderr.write("fake-apple-idp: %s\n" % (format % args))

    def answer(self, status, payload, content_type="application/json", headers=()):
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def raw_body(self):
        return self.rfile.read(int(self.headers.get("content-length") or 0))

    def do_GET(self):
        url = urlsplit(self.path)
        provider = self.provider
        if url.path == "/auth/keys":
            status, keys, max_age = provider.jwks()
            if status != 200:
                return self.answer(status, {"error": "unavailable"})
            return self.answer(200, keys, headers=[("cache-control", "public, max-age=%d" % max_age)])
        if url.path == "/auth/authorize":
            reason, mode, redirect_uri, fields = provider.authorize(parse_qs(url.query, keep_blank_values=True))
            if reason:
                self.log_message("authorize: %s", reason)
                return self.answer(400, b"invalid_request", "text/plain; charset=utf-8", [("x-fake-reason", reason)])
            if mode == "form_post":
                return self.answer(200, form_post_page(redirect_uri, fields), "text/html; charset=utf-8")
            location = with_parameters(redirect_uri, fields, mode == "fragment")
            return self.answer(302, b"", "text/plain", [("location", location)])
        if url.path == "/test/stats":
            with provider.lock:
                return self.answer(200, dict(provider.stats))
        if url.path == "/.well-known/openid-configuration":
            base = "http://%s:%d" % self.server.server_address[:2]
            return self.answer(200, {
                "issuer": ISSUER, "authorization_endpoint": base + "/auth/authorize",
                "token_endpoint": base + "/auth/token", "jwks_uri": base + "/auth/keys",
                "response_types_supported": ["code"], "response_modes_supported": ["query", "fragment", "form_post"],
                "subject_types_supported": ["pairwise"], "id_token_signing_alg_values_supported": ["RS256"],
                "scopes_supported": ["openid", "email", "name"],
                "token_endpoint_auth_methods_supported": ["client_secret_post"]})
        return self.answer(404, {"error": "not_found"})

    def do_POST(self):
        path = urlsplit(self.path).path
        provider = self.provider
        if path == "/auth/token":
            kind = (self.headers.get("content-type") or "").split(";")[0].strip().lower()
            raw = self.raw_body()
            if kind != "application/x-www-form-urlencoded":
                provider.count("token_requests")
                return self.answer(400, {"error": "invalid_request"})
            form = {name: values[0] for name, values in parse_qs(raw.decode("utf-8", "replace")).items()}
            status, payload = provider.redeem(form)
            return self.answer(status, payload, headers=[("cache-control", "no-store")])
        if not path.startswith("/test/"):
            return self.answer(404, {"error": "not_found"})
        try:
            body = json.loads(self.raw_body() or b"{}")
            if not isinstance(body, dict):
                raise ValueError("the body must be a JSON object")
            if path == "/test/mint":
                return self.answer(200, {"token": provider.mint(body)})
            if path == "/test/rotate":
                return self.answer(200, provider.rotate(bool(body.get("keep_old", False))))
            if path == "/test/next-user":
                return self.answer(200, provider.choose_next_user(body))
            if path == "/test/config":
                with provider.lock:
                    provider.jwks_max_age = int(body.get("jwks_max_age", provider.jwks_max_age))
                    provider.jwks_status = int(body.get("jwks_status", provider.jwks_status))
                    provider.keys_delay = max(0.0, float(body.get("keys_delay", provider.keys_delay)))
                    return self.answer(200, {"jwks_max_age": provider.jwks_max_age,
                                             "jwks_status": provider.jwks_status,
                                             "keys_delay": provider.keys_delay})
            if path == "/test/reset-first-time":
                with provider.lock:
                    provider.authorized.clear()
                return self.answer(200, {"ok": True})
        except (ValueError, TypeError) as error:
            return self.answer(400, {"error": str(error)})
        return self.answer(404, {"error": "not_found"})


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        """Clients hanging up are not news; other errors only with --verbose."""
        if Handler.verbose:
            super().handle_error(request, client_address)


def write_p8(path, key):
    """The developer key as Apple hands it out: PKCS#8 PEM, readable by its owner only."""
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        os.fchmod(handle.fileno(), 0o600)
        handle.write(pem)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--client-id", action="append", dest="client_ids",
                        help="a Services ID the fake accepts (repeatable; default com.example.stories.web)")
    parser.add_argument("--team-id", default="TEAM1234")
    parser.add_argument("--key-id", default="KEY1234")
    parser.add_argument("--write-p8", metavar="PATH")
    parser.add_argument("--jwks-max-age", type=int, default=3600)
    parser.add_argument("--keys-delay", type=float, default=0.0, metavar="SECONDS",
                        help="how long every /auth/keys answer waits, as a slow Apple")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    provider = Provider(arguments.client_ids or ["com.example.stories.web"], arguments.team_id,
                        arguments.key_id, arguments.jwks_max_age, max(0.0, arguments.keys_delay))
    if arguments.write_p8:
        write_p8(arguments.write_p8, provider.developer_key)
    Handler.provider = provider
    Handler.verbose = arguments.verbose

    def stop(signum, frame):
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # The Swift test runner starts us from a thread that blocks SIGTERM, and the mask is
    # inherited: without this, stopping the stand-in does nothing and it outlives the tests.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    server = Server(("127.0.0.1", arguments.port), Handler)
    try:
        print("listening on http://127.0.0.1:%d" % server.server_address[1], flush=True)
        server.serve_forever()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
