#!/usr/bin/env python3
"""A scripted browser for end-to-end tests: loads a page and clicks through it without JavaScript.

    scripts/mini-browser.py URL [--max-steps 10]

It loads URL (cookies kept in a jar, redirects followed: 301/302/303 turn a POST into a GET,
307/308 repeat it), then on each page:

1. a form plus a `<script>` that calls `.submit()` (an auto-posting page such as Apple's
   form_post answer): submits the first form;
2. else an element with id="continue": an `<a>` is followed, a `<form>` is submitted, a
   `<button>` (or submit `<input>`) submits its form, its own name=value included;
3. else stops.

Forms send their named `<input>`s (checkboxes and radios only when checked; no submit buttons
but the one clicked) and `<textarea>`s, form-urlencoded; GET forms put them in the query. POSTs
carry an Origin header, as browsers' do. Secure cookies are sent to loopback http, as browsers do.

Prints one line per request, `STEP <n> <METHOD> <url> -> <status>`, then `FINAL <status>` and,
on the next line, the visible text of the last page (tags stripped, whitespace collapsed; other
content types as they came). `--max-steps` bounds the number of requests. Exits 0 when the last
page answered 2xx, 1 otherwise (an error, or the step limit reached with more to do).
Standard library only; 10 s timeout per request.
"""
import argparse
import re
import sys
import urllib.error
import urllib.request
from html.parser import HTMLParser
from http.cookiejar import CookieJar, DefaultCookiePolicy
from urllib.parse import urlencode, urljoin, urlsplit, urlunsplit

TIMEOUT = 10
#: Text inside these elements is not shown by a browser.
HIDDEN = {"script", "style", "template", "title", "head"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Page(HTMLParser):
    """What the steps need from a page: its forms, the id="continue" element, scripts and text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms = []  # {"attrs": {...}, "fields": [(name, value)], "textarea": name or None}
        self.form = None  # the form being read
        self.continue_element = None  # (tag, attrs, form)
        self.scripts = []
        self.text = []
        self.hidden_depth = 0
        self.open_tags = []

    def handle_starttag(self, tag, attrs):
        attrs = {name: value or "" for name, value in attrs}
        if tag in HIDDEN:
            self.hidden_depth += 1
        if tag not in VOID:
            self.open_tags.append(tag)
        if tag == "script":
            self.scripts.append("")
        if tag == "form":
            self.form = {"attrs": attrs, "fields": [], "textarea": None}
            self.forms.append(self.form)
        if attrs.get("id") == "continue" and self.continue_element is None:
            self.continue_element = (tag, attrs, self.form)
        if self.form is not None and tag == "input" and attrs.get("name"):
            kind = attrs.get("type", "text").lower()
            if kind in ("checkbox", "radio") and "checked" not in attrs:
                return
            if kind not in ("submit", "button", "image", "reset", "file"):
                default = "on" if kind in ("checkbox", "radio") else ""
                self.form["fields"].append((attrs["name"], attrs.get("value", default)))
        if self.form is not None and tag == "textarea" and attrs.get("name"):
            self.form["fields"].append((attrs["name"], ""))
            self.form["textarea"] = len(self.form["fields"]) - 1
        self.text.append(" ")

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag not in self.open_tags:
            return
        while self.open_tags:  # close anything left open inside it, as browsers do
            closed = self.open_tags.pop()
            if closed in HIDDEN:
                self.hidden_depth -= 1
            if closed == "form":
                self.form = None
            if closed == "textarea" and self.form is not None:
                self.form["textarea"] = None
            if closed == tag:
                break
        self.text.append(" ")

    def handle_data(self, data):
        if self.open_tags and self.open_tags[-1] == "script":
            self.scripts[-1] += data
        if self.form is not None and self.form["textarea"] is not None:
            name, value = self.form["fields"][self.form["textarea"]]
            self.form["fields"][self.form["textarea"]] = (name, value + data)
        if self.hidden_depth == 0:
            self.text.append(data)

    def visible_text(self):
        return " ".join("".join(self.text).split())


class LoopbackCookiePolicy(DefaultCookiePolicy):
    """Browsers treat http://localhost and 127.0.0.1 as secure contexts; so does this jar."""

    def return_ok_secure(self, cookie, request):
        host = urlsplit(request.get_full_url()).hostname or ""
        if host in ("localhost", "127.0.0.1", "::1") or host.endswith(".localhost"):
            return True
        return super().return_ok_secure(cookie, request)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    """Redirects come back as answers, so each is a STEP of its own."""

    def redirect_request(self, request, fp, code, message, headers, url):
        return None


class Browser:
    def __init__(self, max_steps):
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(CookieJar(LoopbackCookiePolicy())), NoRedirects())
        self.max_steps = max_steps
        self.steps = 0
        self.status, self.url, self.body, self.content_type = None, None, b"", ""

    def request(self, method, url, data=None, origin=None):
        """One request, printed as a STEP; errors become status "error"."""
        self.steps += 1
        headers = {"User-Agent": "mini-browser/1", "Accept": "text/html,*/*"}
        if data is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if origin:
            headers["Origin"] = origin
        request = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            response = self.opener.open(request, timeout=TIMEOUT)
        except urllib.error.HTTPError as error:
            response = error
        except (urllib.error.URLError, OSError) as error:
            print("STEP %d %s %s -> error" % (self.steps, method, url), flush=True)
            self.status, self.url, self.body, self.content_type = "error", url, str(error).encode(), "text/plain"
            return
        with response:
            self.status, self.url = response.status, url
            self.body = response.read()
            self.content_type = response.headers.get("content-type", "")
            location = response.headers.get("location")
        print("STEP %d %s %s -> %d" % (self.steps, method, url, self.status), flush=True)
        if self.status in (301, 302, 303, 307, 308) and location and self.steps < self.max_steps:
            if self.status in (307, 308):
                return self.request(method, urljoin(url, location), data, origin)
            return self.request("GET", urljoin(url, location))

    def text(self):
        charset = re.search(r"charset=([\w-]+)", self.content_type or "")
        try:
            return self.body.decode(charset.group(1) if charset else "utf-8", "replace")
        except LookupError:
            return self.body.decode("utf-8", "replace")

    def submit(self, form, submitter=None):
        """Sends a form as a browser would, from the current page."""
        fields = list(form["fields"]) + ([submitter] if submitter else [])
        method = (form["attrs"].get("method") or "get").upper()
        action = urljoin(self.url, form["attrs"].get("action") or self.url)
        encoded = urlencode(fields)
        page = urlsplit(self.url)
        origin = "%s://%s" % (page.scheme, page.netloc)
        if method == "POST":
            return self.request("POST", action, encoded.encode(), origin)
        return self.request("GET", urlunsplit(urlsplit(action)._replace(query=encoded, fragment="")))

    def plan(self):
        """The current page's next step as a function to call, or None when there is none."""
        if "html" not in self.content_type:
            return None
        page = Page()
        page.feed(self.text())
        page.close()
        if page.forms and any(".submit()" in script for script in page.scripts):
            return lambda: self.submit(page.forms[0])
        if page.continue_element is None:
            return None
        tag, attrs, form = page.continue_element
        if tag == "a" and attrs.get("href"):
            return lambda: self.request("GET", urljoin(self.url, attrs["href"]).split("#")[0])
        if tag == "form":
            return lambda: self.submit(form)
        if tag in ("button", "input") and form is not None:
            submitter = (attrs["name"], attrs.get("value", "")) if attrs.get("name") else None
            return lambda: self.submit(form, submitter)
        return None

    def run(self, url):
        """Loads `url` and steps through; the exit status."""
        self.request("GET", url)
        finished = True
        while isinstance(self.status, int) and 200 <= self.status < 300:
            step = self.plan()
            if step is None:
                break
            if self.steps >= self.max_steps:
                finished = False
                break
            step()
        print("FINAL %s" % self.status)
        text = self.text()
        if "html" in self.content_type:
            page = Page()
            page.feed(text)
            page.close()
            text = page.visible_text()
        print(" ".join(text.split()), flush=True)
        if not finished:
            print("mini-browser: stopped after %d requests with more to do" % self.steps, file=sys.stderr)
        return 0 if finished and isinstance(self.status, int) and 200 <= self.status < 300 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("--max-steps", type=int, default=10, help="the most requests to make (default 10)")
    arguments = parser.parse_args()
    return Browser(max(1, arguments.max_steps)).run(arguments.url)


if __name__ == "__main__":
    sys.exit(main())
