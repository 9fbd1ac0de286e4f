"""A tiny JSON-over-HTTP client on http.client, with keep-alive and timings."""
import http.client
import json
import time


class Client:
    def __init__(self, host, port, token=None, timeout=120):
        self.host = host
        self.port = port
        self.token = token
        self.timeout = timeout
        self.connection = http.client.HTTPConnection(host, port, timeout=timeout)

    def request(self, method, path, body=None, headers=None):
        """Sends one request; answers (status, headers dict, parsed JSON or None, seconds)."""
        all_headers = {"Accept": "application/json"}
        if self.token:
            all_headers["Authorization"] = f"Bearer {self.token}"
        if body is not None:
            all_headers["Content-Type"] = "application/json"
        all_headers.update(headers or {})
        payload = None if body is None else json.dumps(body).encode()
        start = time.perf_counter()
        try:
            self.connection.request(method, path, body=payload, headers=all_headers)
            response = self.connection.getresponse()
            raw = response.read()
        except (http.client.HTTPException, ConnectionError):
            # A server that closed the kept-alive connection: one retry on a fresh one.
            self.connection.close()
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
            start = time.perf_counter()
            self.connection.request(method, path, body=payload, headers=all_headers)
            response = self.connection.getresponse()
            raw = response.read()
        elapsed = time.perf_counter() - start
        parsed = None
        if raw:
            try:
                parsed = json.loads(raw)
            except ValueError:
                parsed = None
        return response.status, {k.lower(): v for k, v in response.getheaders()}, parsed, elapsed

    def expect(self, status, method, path, body=None, headers=None):
        code, response_headers, parsed, elapsed = self.request(method, path, body, headers)
        if code != status:
            raise RuntimeError(f"{method} {path}: expected {status}, got {code}: {parsed}")
        return parsed, response_headers, elapsed

    def close(self):
        self.connection.close()


def sign_up_with_hero(client, email, password):
    """Signs `client` up as `email` (keeping its token) and makes a hero; answers the hero's id."""
    session, _, _ = client.expect(200, "POST", "/api/auth/sign-up/email",
                                  {"email": email, "password": password, "name": "Bench"})
    client.token = session["token"]
    hero, _, _ = client.expect(201, "POST", "/api/v1/heroes", {"name": "Mia", "age": 6, "traits": ["Brave"]})
    return hero["data"]["id"] if "data" in hero else hero["id"]
