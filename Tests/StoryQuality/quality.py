#!/usr/bin/env python3
"""The story-quality suite: how good the offline writer's stories are, against budgets.

Writes every story of corpus.py with one run of `story-tool write`, measures them, prints one
table (a row per figure, a column per language) and the findings behind every broken budget, and
exits 1 when a check fails (2 when the stories cannot be written or a tool is missing).

  python3 Tests/StoryQuality/quality.py [--only en,fr] [--tool PATH] [--content DIR]
                                        [--allow-failing CHECK ...] [--report FILE] [--self-test]

Checks (names for --allow-failing): language, spelling, leakage, instructions, theme,
english-fields, variety, age, length. A check allowed to fail still runs and prints; its
verdict reads "known gap" and does not fail the exit status.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ left in the work tree by the imports below
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402
import metrics  # noqa: E402
import storytool  # noqa: E402

# --- Budgets ------------------------------------------------------------------------------------

MAX_MISDETECTED = 0  # stories whose content or title lingua reads as another language
TITLE_MIN_CONFIDENCE_SHARE = 0.5  # a title's language, against the one lingua prefers
MAX_MISSPELLED_PERCENT = 3.0  # per story, hero names excluded
MAX_LEAKED_RUN = 4  # longest run of a custom prompt's words (or, not in English, of the look/ability)
MAX_INSTRUCTION_STORIES = 0  # stories holding instruction words
MIN_NOUN_USES = 3  # each theme noun, in the story
MAX_ENGLISH_FIELD_RUN = 1  # longest run of the hero's English text in a story in another language
MAX_SERIES_JACCARD = 0.05  # mean pairwise 5-gram Jaccard of a series' stories
JACCARD_N = 5
MAX_SHARED_SENTENCES_PERCENT = 10.0  # of all sentences of a series, found in more than one story
MIN_DISTINCT = corpus.SERIES_LENGTH  # distinct titles, distinct opening sentences, per series
MAX_YOUNG_SENTENCE_WORDS = 8.0  # mean words per sentence, ages 2-4
MIN_OLDER_SENTENCE_WORDS = 12.0  # mean words per sentence, ages 8-10
YOUNG_AGES = range(2, 5)
OLDER_AGES = range(8, 11)
WORDS_PER_MINUTE = 130  # the narration pace story lengths are written for
MAX_LENGTH_DEVIATION_PERCENT = 20.0

# Words that frame a request and must never be read to a child: the assistant's framing
# ("Write a bedtime story called ... for children aged ... The idea: ...") and its equivalents.
# "write a" and "the idea" are narrowed to the request forms ("write a story", "the idea:"): on
# their own they are ordinary narration ("write a name", "the idea it brought back").
INSTRUCTION_PHRASES = {
    "en": ["write a story", "write a bedtime", "bedtime story", "for children aged", "the idea:"],
    "fr": ["écris une histoire", "écrivez une histoire", "histoire du soir", "histoire pour s'endormir",
           "pour les enfants de", "pour des enfants de", "l'idée :"],
    "de": ["schreibe eine", "schreib eine", "gutenachtgeschichte", "für kinder von", "für kinder im alter",
           "die idee:"],
    "es": ["escribe un cuento", "escribe una historia", "cuento para dormir", "cuento de buenas noches",
           "para niños de", "la idea:"],
    "it": ["scrivi una storia", "scrivi un racconto", "storia della buonanotte", "per bambini di", "l'idea:"],
}

DICTIONARIES = {"en": "en_GB", "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "it": "it_IT"}
# The Debian Italian dictionary does not read elisions ("dell’oca" gives "dell"): the elided
# word before an apostrophe is dropped before checking, so only the full word is checked.
ITALIAN_ELISION = re.compile(r"(?<![^\W_])[^\W\d_]{1,7}['’](?=[^\W\d_])")
# A word in no dictionary, put between two stories checked in one hunspell run.
SPELLING_SEPARATOR = "qxqzjvqxqz"

# Findings printed per figure and language (the rest are counted).
MAX_FINDINGS_SHOWN = 6


# --- Figures ------------------------------------------------------------------------------------

class Figure:
    """One measured figure of a check, per language, against one budget.

    `values[code]` is the figure (None when no story of that language applies: "-"), `totals`
    the stories it counts over when it is a count, `findings[code]` says why it failed."""

    def __init__(self, check, label, unit="", maximum=None, minimum=None, percent=False):
        self.check = check
        self.label = label
        self.unit = unit
        self.maximum = maximum
        self.minimum = minimum
        self.percent = percent
        self.values = {}
        self.totals = {}
        self.findings = collections.defaultdict(list)

    @property
    def budget_text(self):
        suffix = "%" if self.percent else ""
        if self.maximum is not None:
            return f"{self.maximum:g}{suffix}" if self.maximum == 0 else f"<= {self.maximum:g}{suffix}"
        if self.minimum is not None:
            return f">= {self.minimum:g}{suffix}"
        return "info"

    def passed(self, code):
        value = self.values.get(code)
        if value is None:
            return True
        if self.maximum is not None and value > self.maximum:
            return False
        return not (self.minimum is not None and value < self.minimum)

    def shown(self, code):
        value = self.values.get(code)
        if value is None:
            return "-"
        if code in self.totals:
            text = f"{value}/{self.totals[code]}"
        elif isinstance(value, int):
            text = str(value)
        else:
            text = f"{value:.3f}" if abs(value) < 1 and not self.percent else f"{value:.1f}"
        return text + ("%" if self.percent else "") + ("" if self.passed(code) else " !")


# --- Measures of one story ----------------------------------------------------------------------

def without_name(text, name):
    """`text` with the hero's name (and its possessive or genitive) blanked: a name is no word of
    any language, and a short title is mostly name."""
    for part in metrics.tokens(name or ""):
        text = re.sub(rf"(?<![^\W_]){re.escape(part)}(?:['’]s|s|['’])?(?![^\W_])", " ", text, flags=re.IGNORECASE)
    return text


def misspelled_words(texts, code):
    """hunspell's misspelled words (each occurrence) of each of `texts`, as one list per text.

    One hunspell run for all of them (loading a dictionary costs more than checking a story):
    `-l` prints misspelled words in the order they come, so a word no dictionary holds, on a
    line of its own between two texts, tells where each text's words end."""
    if code == "it":
        texts = [ITALIAN_ELISION.sub("", text) for text in texts]
    joined = "".join(text + "\n" + SPELLING_SEPARATOR + "\n" for text in texts)
    completed = subprocess.run(["hunspell", "-d", DICTIONARIES[code], "-l"], input=joined, capture_output=True,
                               text=True, encoding="utf-8", check=True)
    per_text = [[]]
    for word in completed.stdout.split():
        if word == SPELLING_SEPARATOR:
            per_text.append([])
        elif word.strip(".-'’"):
            # The French and German dictionaries count "." and "-" as word characters
            # ("boots.", "-là"): the word is reported without them.
            per_text[-1].append(word.strip(".-'’"))
    return per_text[:len(texts)]


def story_text(story):
    return story["title"] + "\n\n" + story["content"]


# --- Checks -------------------------------------------------------------------------------------
# Each takes the cases of one language with their stories ([(case, story)]) and fills its
# figures for that language.

def reading(detector, text, code):
    """The language lingua prefers for `text`, and the share of that language's confidence it
    gives the story's language `code` (1.0 when it prefers `code`)."""
    confidences = detector.compute_language_confidence_values(text)
    if not confidences or confidences[0].value == 0:
        return "nothing", 0.0
    ours = next((c.value for c in confidences if c.language.iso_code_639_1.name.lower() == code), 0.0)
    return confidences[0].language.iso_code_639_1.name.lower(), ours / confidences[0].value


def check_language(code, pairs, figures, detector):
    """lingua, built from the five languages only, must read the content and the title as the
    story's language. A title is a few words ("Giulia e la luna" is as Spanish as Italian), so
    it passes when lingua gives its language at least TITLE_MIN_CONFIDENCE_SHARE of the
    confidence of the language it prefers; "Léa et the Late Tooth Fairy" (French 0.03, English
    0.88) still fails."""
    (misread,) = figures
    wrong = 0
    for case, story in pairs:
        bad = {}
        for part, needed in (("title", TITLE_MIN_CONFIDENCE_SHARE), ("content", 1.0)):
            preferred, share = reading(detector, without_name(story[part], case.name), code)
            if share < needed:
                bad[part] = preferred
        if bad:
            wrong += 1
            misread.findings[code].append(f"{case.id}: " + ", ".join(
                f"{part} read as {found}" + (f" ({story['title']!r})" if part == "title" else "")
                for part, found in bad.items()))
    misread.values[code], misread.totals[code] = wrong, len(pairs)


def check_spelling(code, pairs, figures):
    """hunspell's Debian dictionary for the language: misspelled words per story."""
    worst, overall = figures
    counts = collections.Counter()
    total_words = total_wrong = 0
    worst_percent = 0.0
    texts = [story_text(story) for _, story in pairs]
    for (case, story), text, found in zip(pairs, texts, misspelled_words(texts, code)):
        forms = metrics.name_forms(case.name)
        wrong = [word for word in found if word.lower() not in forms]
        words = len(metrics.spoken_words(text))
        percent = 100.0 * len(wrong) / words if words else 100.0
        counts.update(wrong)
        total_words += words
        total_wrong += len(wrong)
        worst_percent = max(worst_percent, percent)
        if percent > MAX_MISSPELLED_PERCENT:
            worst.findings[code].append(f"{case.id}: {percent:.1f}% ({', '.join(sorted(set(wrong))[:12])})")
    worst.values[code] = worst_percent
    overall.values[code] = 100.0 * total_wrong / total_words if total_words else None
    if counts:
        overall.findings[code].append("most frequent: " + ", ".join(f"{w} x{n}" for w, n in counts.most_common(10)))


def check_leakage(code, pairs, figures):
    """No long run of the words of a custom prompt or wish (and, in a story not in English, of the
    hero's look and abilities) in the story: those are to be told, not quoted. A look or ability
    the writer cannot translate may be quoted once as the child's own words, so quoted spans are
    left out for those; a prompt is written for a writer and is never quoted at all."""
    (longest,) = figures
    value = None
    for case, story in pairs:
        sources = [("prompt", case.prompt)] if case.prompt else []
        # A look or ability typed in the story's own language is rightly told in its own words;
        # one typed in English must not reach another language's story (english-fields checks
        # two-word runs of those; this check allows the usual MAX_LEAKED_RUN).
        if code != "en" and case.english_fields:
            sources.append(("look", case.request.get("look")))
            sources += [("ability", ability) for ability in case.request.get("abilities", [])]
        for label, source in sources:
            if not source:
                continue
            text = story_text(story) if label == "prompt" else metrics.without_quotes(story_text(story))
            run = metrics.content_run(metrics.longest_common_run(metrics.tokens(source), metrics.tokens(text)))
            value = max(value or 0, len(run))
            if len(run) > MAX_LEAKED_RUN:
                longest.findings[code].append(f"{case.id}: {len(run)} words of the {label}: \"{' '.join(run)}\"")
    longest.values[code] = value


def check_instructions(code, pairs, figures):
    """No request framing in a story, in its language or in English (the assistant frames every
    custom event's prompt in English, whatever the story's language)."""
    (holding,) = figures
    phrases = INSTRUCTION_PHRASES[code] + (INSTRUCTION_PHRASES["en"] if code != "en" else [])
    count = 0
    for case, story in pairs:
        found = [phrase for phrase in phrases if metrics.contains_phrase(story_text(story), phrase)]
        if found:
            count += 1
            holding.findings[code].append(f"{case.id}: {', '.join(repr(p) for p in found)}")
    holding.values[code], holding.totals[code] = count, len(pairs)


def check_theme(code, pairs, figures):
    """Each theme noun of a custom event or free theme is in the title or the opening paragraph,
    and is used at least MIN_NOUN_USES times in the story."""
    not_opening, too_rare = figures
    themed = [(case, story) for case, story in pairs if case.nouns]
    missing_opening = rare = 0
    for case, story in themed:
        paragraphs = metrics.paragraphs(story["content"])
        opening = metrics.tokens(story["title"] + "\n" + (paragraphs[0] if paragraphs else ""))
        body = metrics.tokens(story["content"])
        for noun in case.nouns:
            if not metrics.noun_count(opening, noun):
                missing_opening += 1
                not_opening.findings[code].append(f"{case.id} ({case.request['event']}): {noun}")
            uses = metrics.noun_count(body, noun)
            if uses < MIN_NOUN_USES:
                rare += 1
                too_rare.findings[code].append(f"{case.id} ({case.request['event']}): {noun} x{uses}")
    nouns = sum(len(case.nouns) for case, _ in themed)
    if themed:
        not_opening.values[code], not_opening.totals[code] = missing_opening, nouns
        too_rare.values[code], too_rare.totals[code] = rare, nouns


def check_english_fields(code, pairs, figures):
    """A story not in English holds no two consecutive words of what the parent typed in English
    (look, abilities) or of the traits the app sends in English: they are to be told in the
    story's language."""
    (longest,) = figures
    if code == "en":
        return
    value = 0
    for case, story in pairs:
        fields = [("trait", trait) for trait in case.request.get("traits", [])]
        if case.english_fields:
            fields += [("look", case.request.get("look"))] + [("ability", a) for a in case.request.get("abilities", [])]
        # Quoted once as the child's own words is allowed; in a sentence, or quoted again, is not.
        story_tokens = metrics.tokens(metrics.without_quotes(story_text(story)))
        quotes = [metrics.tokens(span) for span in metrics.quoted_spans(story_text(story))]
        for label, text in fields:
            field = metrics.tokens(text or "")
            run = metrics.longest_common_run(field, story_tokens)
            times_quoted = sum(1 for quote in quotes if len(field) > 1 and quote == field)
            if times_quoted > 1:
                run = field
            value = max(value, len(run))
            if len(run) > MAX_ENGLISH_FIELD_RUN:
                longest.findings[code].append(f"{case.id}: English {label} \"{' '.join(run)}\""
                                              + (f" (quoted {times_quoted} times)" if times_quoted > 1 else ""))
    longest.values[code] = value


def check_variety(code, pairs, figures):
    """The ten stories of a series (one hero, one event) differ: few shared 5-grams, few shared
    sentences, ten titles and ten first sentences. The worst series of the language counts."""
    jaccard, titles, openings, shared = figures
    series = collections.defaultdict(list)
    for case, story in pairs:
        if case.series:
            series[case.series].append((case, story))
    for members in series.values():
        name = members[0][0].name
        contents = [story["content"] for _, story in members]
        grams = [metrics.ngrams(metrics.with_name_token(metrics.tokens(text), name), JACCARD_N) for text in contents]
        value = metrics.mean_pairwise_jaccard(grams)
        jaccard.values[code] = max(jaccard.values.get(code) or 0.0, value)
        percent = 100.0 * metrics.shared_sentence_fraction(contents, name)
        shared.values[code] = max(shared.values.get(code) or 0.0, percent)
        title_keys = collections.Counter(metrics.sentence_key(story["title"], name) for _, story in members)
        first = [metrics.sentences(text) for text in contents]
        opening_keys = collections.Counter(metrics.sentence_key(s[0], name) if s else "" for s in first)
        titles.values[code] = min(titles.values.get(code, len(members)), len(title_keys))
        openings.values[code] = min(openings.values.get(code, len(members)), len(opening_keys))
        for figure, keys in ((titles, title_keys), (openings, opening_keys)):
            for key, times in keys.items():
                if times > 1:
                    figure.findings[code].append(f"{members[0][0].series}: {times} x \"{key}\"")
        if percent > MAX_SHARED_SENTENCES_PERCENT:
            shared.findings[code].append(_most_shared(members, name))


def _most_shared(members, name):
    """The sentences found in most stories of a series, for a writer to vary first."""
    in_stories = collections.Counter()
    for _, story in members:
        # Each sentence once per story, in story order (so ties print the same each run).
        keys = dict.fromkeys(metrics.sentence_key(s, name) for s in metrics.sentences(story["content"]))
        in_stories.update(list(keys))
    common = [f"{n}x \"{key}\"" for key, n in in_stories.most_common(5) if n > 1]
    return f"{members[0][0].series}: most shared: " + "; ".join(common)


def check_age(code, pairs, figures):
    """Short sentences for the youngest, longer ones from eight: mean words per sentence over all
    stories of the age band (the series excluded: its hero is six)."""
    young, older = figures
    for figure, ages in ((young, YOUNG_AGES), (older, OLDER_AGES)):
        band = [(case, story) for case, story in pairs if case.age in ages]
        figure.values[code] = metrics.words_per_sentence([story["content"] for _, story in band])
        if not figure.passed(code):
            for case, story in band:
                mean = metrics.words_per_sentence([story["content"]])
                figure.findings[code].append(f"{case.id} (age {case.age}): {mean:.1f}")


def check_length(code, pairs, figures):
    """Word count within MAX_LENGTH_DEVIATION_PERCENT of duration x WORDS_PER_MINUTE / 60."""
    outside, worst = figures
    count = 0
    worst_deviation = 0.0
    for case, story in pairs:
        target = case.request["duration"] * WORDS_PER_MINUTE / 60
        words = len(metrics.spoken_words(story["content"]))
        deviation = 100.0 * (words - target) / target
        if abs(deviation) > abs(worst_deviation):
            worst_deviation = deviation
        if abs(deviation) > MAX_LENGTH_DEVIATION_PERCENT:
            count += 1
            outside.findings[code].append(f"{case.id}: {words} words for {target:.0f} ({deviation:+.0f}%)")
    outside.values[code], outside.totals[code] = count, len(pairs)
    worst.values[code] = worst_deviation


def figures_by_check():
    """Every check's figures, in the order they are printed."""
    return {
        "language": [Figure("language", "stories read as another language", "stories", maximum=MAX_MISDETECTED)],
        "spelling": [Figure("spelling", "misspelled words, worst story", maximum=MAX_MISSPELLED_PERCENT, percent=True),
                     Figure("spelling", "misspelled words, all stories", percent=True)],
        "leakage": [Figure("leakage", "longest run of prompt/look/ability words", "words", maximum=MAX_LEAKED_RUN)],
        "instructions": [Figure("instructions", "stories with instruction words", "stories",
                                         maximum=MAX_INSTRUCTION_STORIES)],
        "theme": [Figure("theme", "theme nouns not in title or opening", "nouns", maximum=0),
                  Figure("theme", f"theme nouns used < {MIN_NOUN_USES} times", "nouns", maximum=0)],
        "english-fields": [Figure("english-fields", "longest run of the hero's English text", "words",
                                  maximum=MAX_ENGLISH_FIELD_RUN)],
        "variety": [Figure("variety", f"series: mean pairwise {JACCARD_N}-gram Jaccard", maximum=MAX_SERIES_JACCARD),
                    Figure("variety", "series: distinct titles", "titles", minimum=MIN_DISTINCT),
                    Figure("variety", "series: distinct opening sentences", "sentences", minimum=MIN_DISTINCT)],
        # Its own check, so it can be a known gap while the rest of variety is a budget.
        "shared": [Figure("shared", "series: shared sentences", maximum=MAX_SHARED_SENTENCES_PERCENT, percent=True)],
        "age": [Figure("age", "words per sentence, ages 2-4", "words", maximum=MAX_YOUNG_SENTENCE_WORDS),
                Figure("age", "words per sentence, ages 8-10", "words", minimum=MIN_OLDER_SENTENCE_WORDS)],
        "length": [Figure("length", f"stories outside +-{MAX_LENGTH_DEVIATION_PERCENT:g}% of the length", "stories",
                          maximum=0),
                   Figure("length", "worst length deviation", percent=True)],
    }


# --- Run ----------------------------------------------------------------------------------------

def language_detector(languages):
    """lingua's detector for our languages only: a story is told apart from its siblings, not
    from the world's seventy-five languages."""
    from lingua import IsoCode639_1, LanguageDetectorBuilder  # here: only the language check needs it
    return LanguageDetectorBuilder.from_iso_codes_639_1(*(IsoCode639_1.from_str(code) for code in languages)).build()


def measure(cases, stories):
    """Every check's figures for the languages of `cases`."""
    checks = figures_by_check()
    detector = language_detector(corpus.LANGUAGES)
    by_language = collections.defaultdict(list)
    for case in cases:
        by_language[case.language].append((case, stories[case.id]))
    for code, pairs in by_language.items():
        check_language(code, pairs, checks["language"], detector)
        check_spelling(code, pairs, checks["spelling"])
        check_leakage(code, pairs, checks["leakage"])
        check_instructions(code, pairs, checks["instructions"])
        check_theme(code, pairs, checks["theme"])
        check_english_fields(code, pairs, checks["english-fields"])
        check_variety(code, pairs, checks["variety"] + checks["shared"])
        check_age(code, pairs, checks["age"])
        check_length(code, pairs, checks["length"])
    return checks


def verdict(name, figures, languages, allowed):
    if all(figure.passed(code) for figure in figures for code in languages):
        return "PASS"
    return "known gap" if name in allowed else "FAIL"


def print_table(checks, languages, allowed, stories_per_language, tool):
    counts = ", ".join(f"{code} {stories_per_language[code]}" for code in languages)
    print(f"Story quality: {sum(stories_per_language.values())} stories ({counts}) from {tool}")
    label_width = max(len(f"{f.check}: {f.label}") for figures in checks.values() for f in figures)
    header = f"{'figure':<{label_width}}  {'budget':>8}  " + "".join(f"{code:>9}" for code in languages) + "  verdict"
    print(header)
    print("-" * len(header))
    for name, figures in checks.items():
        result = verdict(name, figures, languages, allowed)
        for index, figure in enumerate(figures):
            cells = "".join(f"{figure.shown(code):>9}" for code in languages)
            print(f"{figure.check + ': ' + figure.label:<{label_width}}  {figure.budget_text:>8}  {cells}"
                  f"  {result if index == 0 else ''}")
    print("(x/y: x of y stories or nouns; \"!\": over budget; \"-\": nothing to measure)")


def print_findings(checks, languages, allowed):
    for name, figures in checks.items():
        for figure in figures:
            for code in languages:
                informative = figure.maximum is None and figure.minimum is None
                if (figure.passed(code) and not informative) or not figure.findings.get(code):
                    continue
                heading = "info" if informative else ("known gap" if name in allowed else "FAIL")
                print(f"\n{heading} {name} [{code}] {figure.label}: {figure.shown(code)}")
                shown = figure.findings[code][:MAX_FINDINGS_SHOWN]
                for finding in shown:
                    print(f"  {finding}")
                if len(figure.findings[code]) > len(shown):
                    print(f"  ... and {len(figure.findings[code]) - len(shown)} more")


def report(checks, languages, allowed, tool, stories_per_language):
    """Every figure and budget as JSON; `rows` are flat, one per figure and language, for
    `make bench`'s table (section, figure, value, unit, budget, status)."""
    rows = []
    document = {"tool": tool, "languages": list(languages), "stories": dict(stories_per_language), "checks": [],
                "rows": rows}
    for name, figures in checks.items():
        result = verdict(name, figures, languages, allowed)
        entry = {"check": name, "verdict": result, "figures": []}
        for figure in figures:
            status = {code: "info" if figure.budget_text == "info" or figure.values.get(code) is None
                      else ("PASS" if figure.passed(code) else ("known gap" if name in allowed else "FAIL"))
                      for code in languages}
            entry["figures"].append({
                "figure": figure.label, "unit": "%" if figure.percent else figure.unit,
                "budget": figure.budget_text, "maximum": figure.maximum, "minimum": figure.minimum,
                "values": {code: figure.values.get(code) for code in languages},
                "of": {code: figure.totals[code] for code in languages if code in figure.totals},
                "status": status,
                "findings": {code: figure.findings[code] for code in languages if figure.findings.get(code)}})
            for code in languages:
                rows.append({"section": "stories", "figure": f"{code}: {name}: {figure.label}",
                             "value": figure.values.get(code), "unit": "%" if figure.percent else figure.unit,
                             "budget": figure.budget_text, "status": status[code]})
        document["checks"].append(entry)
    return document


def self_test():
    """The metric functions' own tests (test_metrics.py): proof the checks fail on bad text."""
    suite = unittest.defaultTestLoader.loadTestsFromName("test_metrics")
    return unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", metavar="FILE", help="write every figure and budget as JSON")
    parser.add_argument("--only", metavar="LANGS", help="comma-separated language codes (default: all five)")
    parser.add_argument("--tool", default=storytool.DEFAULT_TOOL, help="story-tool (default: %(default)s)")
    parser.add_argument("--content", metavar="DIR",
                        help="a folder of <code>.stories files instead of the compiled-in content")
    parser.add_argument("--allow-failing", metavar="CHECK", action="append", default=[],
                        choices=list(figures_by_check()),
                        help="a check that runs and prints but does not fail the exit status (repeatable)")
    parser.add_argument("--self-test", action="store_true", help="run the metric functions' own tests, then stop")
    args = parser.parse_args(argv)

    if args.self_test:
        return 0 if self_test() else 1
    languages = tuple(corpus.LANGUAGES)
    if args.only:
        languages = tuple(code.strip() for code in args.only.split(",") if code.strip())
        unknown = [code for code in languages if code not in corpus.LANGUAGES]
        if unknown:
            parser.error(f"--only: unknown language {', '.join(unknown)} (known: {', '.join(corpus.LANGUAGES)})")

    cases = corpus.cases(languages)
    try:
        stories = storytool.write_stories([case.request for case in cases], tool=args.tool, content=args.content)
        checks = measure(cases, stories)
    except storytool.ToolError as error:
        print(f"story quality: {error}", file=sys.stderr)
        return 2
    except (FileNotFoundError, ImportError, subprocess.CalledProcessError) as error:
        print(f"story quality: {error} (scripts/install-system-packages.sh installs hunspell and lingua)",
              file=sys.stderr)
        return 2

    stories_per_language = collections.Counter(case.language for case in cases)
    allowed = set(args.allow_failing)
    print_table(checks, languages, allowed, stories_per_language, args.tool)
    # Said beside the figures, so a language whose content is still being written is not
    # mistaken for a regression.
    content = args.content or os.path.join(storytool.REPOSITORY, "Sources", "Server", "StoryWriting", "Content")
    unwritten = [code for code in languages if not os.path.exists(os.path.join(content, f"{code}.stories"))]
    if unwritten:
        print(f"note: no {', '.join(code + '.stories' for code in unwritten)} in {os.path.relpath(content)} yet: "
              "those figures measure what the tool writes without them")
    print_findings(checks, languages, allowed)
    if args.report:
        with open(args.report, "w", encoding="utf-8") as handle:
            json.dump(report(checks, languages, allowed, args.tool, stories_per_language), handle,
                      ensure_ascii=False, indent=2)
    verdicts = {name: verdict(name, figures, languages, allowed) for name, figures in checks.items()}
    failed = [name for name, result in verdicts.items() if result == "FAIL"]
    gaps = [name for name, result in verdicts.items() if result == "known gap"]
    print()
    if gaps:
        print(f"known gaps (allowed to fail): {', '.join(gaps)}")
    if failed:
        print(f"FAILED checks: {', '.join(failed)}")
        return 1
    print("story quality: every budget kept" + (" (but for the known gaps)" if gaps else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
