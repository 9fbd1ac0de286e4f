#!/usr/bin/env python3
"""Writes docs/samples/<code>.md: three stories per language from the offline writer, for
writers, translators and reviewers to read (`make story-samples`).

The three are the corpus cases marked `sample` (corpus.py): a built-in event for a three-year-
old, a custom event typed in the story's language for a nine-year-old, and a free theme typed
in English for a six-year-old; each page says what was asked, so a reader can judge the answer.

  python3 Tests/StoryQuality/samples.py [--only en,fr] [--tool PATH] [--content DIR] [--out DIR]
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the work tree by the imports below
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402
import storytool  # noqa: E402

LANGUAGE_NAMES = {"en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian"}
KIND_NAMES = {"builtin": "Built-in event", "custom": "Custom event", "theme": "Free theme"}


def describe(case):
    """One line saying what was asked: the event, the hero and the length."""
    request = case.request
    event = f"{KIND_NAMES[case.kind]} \"{request['event']}\""
    if request.get("keywords"):
        event += f" (keywords: {', '.join(request['keywords'])})"
    hero = [f"{request['name']}, {request['age']}", ", ".join(request["traits"]).lower()]
    hero += [f"looks: {request['look']}"] + [f"ability: {a}" for a in request["abilities"]]
    minutes = request["duration"] / 60
    return " · ".join([event] + hero + [f"{minutes:g} min"])


def page(code, cases, stories):
    lines = [f"# Sample stories: {LANGUAGE_NAMES[code]} ({code})", "",
             f"Written by the offline writer from `Sources/Server/StoryWriting/Content/{code}.stories` "
             "(see docs/writing-stories.md). Regenerate with `make story-samples`; the prompts are in "
             "`Tests/StoryQuality/corpus.py`.", ""]
    for number, case in enumerate(cases, start=1):
        story = stories[case.id]
        lines += [f"## {number}. {story['title']}", "", f"*{describe(case)}*", ""]
        if case.prompt:
            lines += [f"> {case.prompt}", ""]
        for paragraph in story["content"].split("\n"):
            if paragraph.strip():
                lines += [paragraph.strip(), ""]
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", metavar="LANGS", help="comma-separated language codes (default: all five)")
    parser.add_argument("--tool", default=storytool.DEFAULT_TOOL, help="story-tool (default: %(default)s)")
    parser.add_argument("--content", metavar="DIR",
                        help="a folder of <code>.stories files instead of the compiled-in content")
    parser.add_argument("--out", default=os.path.join(storytool.REPOSITORY, "docs", "samples"),
                        help="the folder for <code>.md (default: docs/samples)")
    args = parser.parse_args(argv)
    languages = [code.strip() for code in args.only.split(",")] if args.only else list(corpus.LANGUAGES)
    unknown = [code for code in languages if code not in corpus.LANGUAGES]
    if unknown:
        parser.error(f"--only: unknown language {', '.join(unknown)} (known: {', '.join(corpus.LANGUAGES)})")

    chosen = {code: [case for case in corpus.cases([code]) if case.sample] for code in languages}
    try:
        stories = storytool.write_stories([case.request for cases in chosen.values() for case in cases],
                                          tool=args.tool, content=args.content)
    except storytool.ToolError as error:
        print(f"story samples: {error}", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    for code, cases in chosen.items():
        path = os.path.join(args.out, f"{code}.md")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(page(code, cases, stories))
        print(f"wrote {os.path.relpath(path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
