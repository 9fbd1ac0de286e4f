"""Text measures behind the story-quality checks: words, sentences, runs, n-grams, phrases.

Pure functions of text, no tools and no I/O, so test_metrics.py can prove each one on text made
to fail it. Every comparison works on lower-cased letter runs ("tokens"), so punctuation, the
languages' quote marks and apostrophes (' or ’) never decide a match.
"""

import itertools
import re

# Letters (any script, accents included) or digits: "l’oiseau" is ["l", "oiseau"], "six-year-old"
# is three tokens. [^\W_] is \w without the underscore.
_TOKEN = re.compile(r"[^\W_]+")

# A sentence ends at one of these, followed by closing marks and white space.
_ENDERS = ".!?…"
# Marks that close a sentence after its ender: quotes, a bracket, and the no-break spaces French
# puts before a closing guillemet ("aide ! »").
_CLOSERS = "\"”»“’')\u00a0\u202f"
# "Mr. Crumb" is one sentence: a dot after one of these (lower-cased) ends nothing.
_ABBREVIATIONS = {"mr", "mrs", "ms", "dr", "st", "sr", "sra", "hr", "fr", "sig"}
# Spaces a sentence is trimmed of, the French no-break ones included.
_BLANKS = " \t\u00a0\u202f"


def tokens(text):
    """Lower-cased letter-and-digit runs of `text`, in order."""
    return _TOKEN.findall(text.lower())


def spoken_words(text):
    """Words as a narrator says them: white-space separated pieces holding a letter or digit
    ("six-year-old" is one word, a lone "—" or "»" none). Length and sentence length use these,
    like the Swift tests' word count."""
    return [piece for piece in text.split() if any(c.isalnum() for c in piece)]


# Quotation marks of the five languages, paired as each writes them.
_QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|„[^“\n]*“|«[^»\n]*»')


def without_quotes(text):
    """The text with every quoted span removed: a parent's word quoted as the child's own (a look
    or trait the writer cannot translate) is not text pasted into a sentence."""
    return _QUOTED.sub(" ", text)


def quoted_spans(text):
    """The quoted spans of a text, marks included."""
    return _QUOTED.findall(text)


def paragraphs(text):
    """Non-empty paragraphs, split at blank lines (a single line break also ends one: the writer
    never wraps a paragraph)."""
    return [p.strip() for p in re.split(r"\n\s*", text) if p.strip()]


def sentences(text):
    """The sentences of `text`, trimmed, in order.

    A sentence ends at . ! ? or … with the closing marks after it, before white space, unless
    the next word starts with a lower-case letter: `"Can I come?" asked the owl.`,
    `« Regarde ! s’écria l’oiseau. »` and `—¿Vienes? —preguntó.` stay one sentence each, as a
    reader hears them (splitting there would make every dialogue line look like two short
    sentences). A line break always ends a sentence; a dot after a short title ("Mr.") never
    does.
    """
    result = []
    for paragraph in paragraphs(text):
        start = 0
        index = 0
        while index < len(paragraph):
            if paragraph[index] not in _ENDERS:
                index += 1
                continue
            end = index + 1
            while end < len(paragraph) and (paragraph[end] in _CLOSERS or paragraph[end] in _ENDERS):
                end += 1
            index = end
            if end < len(paragraph) and not paragraph[end].isspace():
                continue  # "3.5", "…and": no white space after the ender
            # The next word's first letter, past opening marks (Spanish "—preguntó", "¿").
            following = _TOKEN.search(paragraph, end)
            if following and following.group()[0].islower():
                continue  # a dialogue tag or an ellipsis carrying on the sentence
            last_word = _TOKEN.findall(paragraph[start:end])
            if paragraph[end - 1] == "." and last_word and last_word[-1].lower() in _ABBREVIATIONS:
                continue
            sentence = paragraph[start:end].strip(_BLANKS)
            if sentence:
                result.append(sentence)
            start = end
        rest = paragraph[start:].strip()
        if rest:
            result.append(rest)
    return result


def words_per_sentence(texts):
    """Mean spoken words per sentence over all of `texts` pooled (long stories weigh more, as
    they do for a listener); None when there is no sentence."""
    word_count = sum(len(spoken_words(text)) for text in texts)
    sentence_count = sum(len(sentences(text)) for text in texts)
    return word_count / sentence_count if sentence_count else None


def with_name_token(token_list, name):
    """`token_list` with every token of the hero's `name` replaced by "<hero>", so stories about
    different heroes compare on their words alone."""
    name_tokens = set(tokens(name or ""))
    return ["<hero>" if token in name_tokens else token for token in token_list]


def ngrams(token_list, n):
    """The set of n-token windows of `token_list` (empty when shorter than n)."""
    return {tuple(token_list[i:i + n]) for i in range(len(token_list) - n + 1)}


def jaccard(a, b):
    """|a ∩ b| / |a ∪ b| of two sets; 0 for two empty sets (nothing shared)."""
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def mean_pairwise_jaccard(sets):
    """Mean Jaccard over every pair of `sets` (0 with fewer than two)."""
    pairs = list(itertools.combinations(sets, 2))
    return sum(jaccard(a, b) for a, b in pairs) / len(pairs) if pairs else 0.0


# Small words of the five languages: a shared run that starts or ends with them ("find the way
# to the") says no more than its content words do.
_SMALL_WORDS = set("""a an the to of and in on at with for is was it her his their
le la les l un une des de du au aux et à en sur avec pour
der die das den dem des ein eine einen einem und zu zum zur im in mit auf
el la los las un una unos unas de del al y en con por para
il lo la i gli le un uno una di del della al alla e in con per su""".split())


def content_run(run):
    """A shared run without the small words at its ends."""
    start, end = 0, len(run)
    while start < end and run[start] in _SMALL_WORDS:
        start += 1
    while end > start and run[end - 1] in _SMALL_WORDS:
        end -= 1
    return run[start:end]


def longest_common_run(a, b):
    """The longest run of consecutive tokens found in both token lists, as a list (the first
    one found on a tie). Dynamic programming over a rolling row: O(len(a) * len(b))."""
    best_length, best_end = 0, 0
    previous = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        current = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                current[j] = previous[j - 1] + 1
                if current[j] > best_length:
                    best_length, best_end = current[j], i
        previous = current
    return a[best_end - best_length:best_end]


def sentence_key(sentence, name):
    """A sentence reduced for comparing across stories: its tokens, the hero's name as a token."""
    return " ".join(with_name_token(tokens(sentence), name))


def shared_sentence_fraction(stories, name):
    """Of all sentences of `stories` (texts), the fraction whose wording (see `sentence_key`)
    appears in more than one story. A sentence repeated within one story only is not shared."""
    keyed = [[sentence_key(s, name) for s in sentences(text)] for text in stories]
    keyed = [[key for key in keys if key] for keys in keyed]
    stories_with = {}
    for keys in keyed:
        for key in set(keys):
            stories_with[key] = stories_with.get(key, 0) + 1
    total = sum(len(keys) for keys in keyed)
    shared = sum(1 for keys in keyed for key in keys if stories_with[key] > 1)
    return shared / total if total else 0.0


def _normalized(text):
    """Lower case, typographic apostrophes as ', every kind of space folded to one space."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text.lower().replace("’", "'"))


def contains_phrase(text, phrase):
    """Whether `phrase` occurs in `text` as whole words, case-insensitively, with any spacing.
    A phrase ending in ":" matches only when a colon follows (French puts a space before it):
    "the idea:" is the assistant's framing, "the idea" alone is ordinary narration."""
    phrase = _normalized(phrase).strip()
    needs_colon = phrase.endswith(":")
    words = phrase.rstrip(":").split()
    pattern = r"(?<![^\W_])" + r"\s+".join(re.escape(word) for word in words) + r"(?![^\W_])"
    if needs_colon:
        pattern += r"\s*:"
    return re.search(pattern, _normalized(text)) is not None


def noun_count(token_list, noun):
    """How often `noun` occurs in `token_list`. A noun lists its accepted forms separated by "/"
    ("tooth/teeth", "Drache/Drachen"); a form may be several words ("pique-nique"). Forms are
    matched whole and exactly (accents count), so the corpus says which inflections it accepts."""
    count = 0
    for form in noun.split("/"):
        form_tokens = tokens(form)
        width = len(form_tokens)
        count += sum(1 for i in range(len(token_list) - width + 1) if token_list[i:i + width] == form_tokens)
    return count


def name_forms(name):
    """Lower-cased spellings of the hero's name a spelling checker may not know: each word of
    the name, its possessive (Lila's, Lila’s) and German genitive (Lilas, Max')."""
    return {part + suffix for part in tokens(name or "") for suffix in ("", "'s", "’s", "s", "'", "’")}
