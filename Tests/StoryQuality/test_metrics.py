"""Tests of the story-quality measures: each is shown to pass good text and to fail bad text, so a
green quality run means the stories are good, not that a measure is blind.

  python3 Tests/StoryQuality/quality.py --self-test     (or: python3 -m unittest test_metrics)
"""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402
import metrics  # noqa: E402
import quality  # noqa: E402


class WordsTests(unittest.TestCase):
    def test_tokens_ignore_case_punctuation_and_apostrophes(self):
        self.assertEqual(metrics.tokens("L’oiseau, dit-il : « Bonjour ! »"),
                         ["l", "oiseau", "dit", "il", "bonjour"])
        self.assertEqual(metrics.tokens("Lila's six-year-old"), ["lila", "s", "six", "year", "old"])

    def test_spoken_words_count_what_a_narrator_says(self):
        self.assertEqual(metrics.spoken_words("A six-year-old — « Oui ! »"), ["A", "six-year-old", "Oui"])

    def test_paragraphs(self):
        self.assertEqual(metrics.paragraphs("One.\n\nTwo.\nThree.\n"), ["One.", "Two.", "Three."])


class SentenceTests(unittest.TestCase):
    def test_plain_sentences(self):
        self.assertEqual(metrics.sentences("The owl hooted. The moon rose! Was it late? Yes…"),
                         ["The owl hooted.", "The moon rose!", "Was it late?", "Yes…"])

    def test_dialogue_tag_stays_with_its_line(self):
        self.assertEqual(metrics.sentences('"Can I come?" asked the owl. "Of course!" said Lila.'),
                         ['"Can I come?" asked the owl.', '"Of course!" said Lila.'])

    def test_french_guillemets_and_no_break_spaces(self):
        text = "«\u00a0Regarde\u00a0! s’écria l’oiseau. Là-bas\u00a0!\u00a0» Léa sourit."
        self.assertEqual(metrics.sentences(text),
                         ["«\u00a0Regarde\u00a0! s’écria l’oiseau.", "Là-bas\u00a0!\u00a0»", "Léa sourit."])

    def test_spanish_and_german_marks(self):
        self.assertEqual(metrics.sentences("¡Hola! ¿Vienes? —preguntó el búho. Sí."),
                         ["¡Hola!", "¿Vienes? —preguntó el búho.", "Sí."])
        self.assertEqual(metrics.sentences("„Komm mit!“, rief die Eule. Mia lachte."),
                         ["„Komm mit!“, rief die Eule.", "Mia lachte."])

    def test_line_breaks_abbreviations_and_numbers(self):
        self.assertEqual(metrics.sentences("Mr. Crumb baked 3.5 loaves\nThen he slept"),
                         ["Mr. Crumb baked 3.5 loaves", "Then he slept"])

    def test_words_per_sentence_pools_texts(self):
        self.assertEqual(metrics.words_per_sentence(["One two three. Four.", "Five six."]), 2.0)
        self.assertIsNone(metrics.words_per_sentence([""]))


class OverlapTests(unittest.TestCase):
    def test_jaccard(self):
        self.assertEqual(metrics.jaccard({1, 2}, {1, 2}), 1.0)
        self.assertEqual(metrics.jaccard({1, 2}, {3}), 0.0)
        self.assertAlmostEqual(metrics.jaccard({1, 2, 3}, {2, 3, 4}), 0.5)
        self.assertEqual(metrics.jaccard(set(), set()), 0.0)

    def test_mean_pairwise_jaccard_of_copies_is_one(self):
        grams = metrics.ngrams(metrics.tokens("the owl flew over the dark wood to the old oak"), 5)
        self.assertEqual(metrics.mean_pairwise_jaccard([grams, grams, grams]), 1.0)
        other = metrics.ngrams(metrics.tokens("a small frog sang songs by the pond all night long"), 5)
        self.assertEqual(metrics.mean_pairwise_jaccard([grams, other]), 0.0)

    def test_name_token_makes_heroes_alike(self):
        a = metrics.with_name_token(metrics.tokens("Lila smiled at the moon"), "Lila")
        b = metrics.with_name_token(metrics.tokens("Hugo smiled at the moon"), "Hugo")
        self.assertEqual(a, b)

    def test_longest_common_run_finds_a_leaked_prompt(self):
        prompt = metrics.tokens("Write a bedtime story called \"The Late Tooth Fairy\" for children aged 2-4.")
        story = metrics.tokens("Once, Lila read: write a BEDTIME story called the late tooth fairy. Then she slept.")
        self.assertEqual(metrics.longest_common_run(prompt, story),
                         ["write", "a", "bedtime", "story", "called", "the", "late", "tooth", "fairy"])
        self.assertEqual(metrics.longest_common_run(prompt, metrics.tokens("A fox ran home.")), ["a"])
        self.assertEqual(metrics.longest_common_run([], story), [])

    def test_shared_sentences(self):
        story = "The moon rose. Lila waved. Goodnight, Lila."
        self.assertEqual(metrics.shared_sentence_fraction([story, story], "Lila"), 1.0)
        self.assertEqual(metrics.shared_sentence_fraction(["A cat sat. A cat sat.", "A dog ran."], "Lila"), 0.0)
        # One of the three sentences of each story is in the other (punctuation aside): 2 of 6.
        shared = metrics.shared_sentence_fraction(["The moon rose. Lila waved. A fox ran.",
                                                   "The moon rose! Tom hummed. A bee buzzed."], "Lila")
        self.assertAlmostEqual(shared, 2 / 6)


class PhraseAndNounTests(unittest.TestCase):
    def test_instruction_phrases(self):
        self.assertTrue(metrics.contains_phrase("Write a bedtime story for children aged 2-4.", "for children aged"))
        self.assertTrue(metrics.contains_phrase("The idea: a fox.", "the idea:"))
        self.assertTrue(metrics.contains_phrase("L’idée\u00a0: un renard.", "l'idée :"))
        self.assertFalse(metrics.contains_phrase("The idea it brought back was perfect.", "the idea:"))
        self.assertFalse(metrics.contains_phrase("They rewrite a story.", "write a story"))

    def test_noun_forms(self):
        story = metrics.tokens("Deux dents, une dent, un pique-nique ; le dentiste et la Dent.")
        self.assertEqual(metrics.noun_count(story, "dent/dents"), 3)
        self.assertEqual(metrics.noun_count(story, "pique-nique"), 1)
        self.assertEqual(metrics.noun_count(metrics.tokens("un dragon"), "dragón"), 0)

    def test_name_forms(self):
        self.assertTrue({"lila", "lila's", "lila’s", "lilas"} <= metrics.name_forms("Lila"))
        self.assertEqual(metrics.name_forms(None), set())


def _case(kind="builtin", language="fr", prompt=None, nouns=(), english=False, age=6, duration=180, series=None,
          look="des bottes vertes", traits=("Brave",)):
    request = {"id": f"t-{kind}", "name": "Léa", "age": age, "traits": list(traits), "abilities": [], "look": look,
               "language": language, "duration": duration, "seed": 1, "event": "x"}
    if prompt:
        request["prompt"] = prompt
    if series:
        request["series"] = series
    return corpus.Case(request, kind, tuple(nouns), english)


def _figures(name):
    return quality.figures_by_check()[name]


class CheckTests(unittest.TestCase):
    """Each check, fed a story made to break it, reports the breach."""

    GOOD_FR = ("Léa regarda la lune. La lune brillait au-dessus du jardin. Un petit dragon dormait dans l’herbe. "
               "Le dragon ouvrit un œil et sourit à la lune. Léa et le dragon partirent ensemble vers la lune.")

    def test_language_and_spelling_fail_on_english_in_a_french_story(self):
        pairs = [(_case(), {"title": "The Night the Stars Fell", "content": "Once upon a time, the stars fell down."})]
        language, spelling = _figures("language"), _figures("spelling")
        quality.check_language("fr", pairs, language, quality.language_detector(corpus.LANGUAGES))
        quality.check_spelling("fr", pairs, spelling)
        self.assertFalse(language[0].passed("fr"))
        self.assertFalse(spelling[0].passed("fr"))
        good = [(_case(), {"title": "Léa et la lune", "content": self.GOOD_FR})]
        language, spelling = _figures("language"), _figures("spelling")
        quality.check_language("fr", good, language, quality.language_detector(corpus.LANGUAGES))
        quality.check_spelling("fr", good, spelling)
        self.assertTrue(language[0].passed("fr"))
        self.assertTrue(spelling[0].passed("fr"), spelling[0].findings)

    def test_leakage_and_instructions(self):
        prompt = corpus.assistant_prompt("La lune", "Léa visite la lune avec un dragon", "2-4")
        leaked = {"title": "La lune", "content": "Write a bedtime story called La lune. The idea: Léa visite la lune."}
        leakage, instructions = _figures("leakage"), _figures("instructions")
        quality.check_leakage("fr", [(_case("custom", prompt=prompt), leaked)], leakage)
        quality.check_instructions("fr", [(_case("custom", prompt=prompt), leaked)], instructions)
        self.assertFalse(leakage[0].passed("fr"))
        self.assertFalse(instructions[0].passed("fr"))
        told = {"title": "Léa et la lune", "content": self.GOOD_FR}
        leakage, instructions = _figures("leakage"), _figures("instructions")
        quality.check_leakage("fr", [(_case("custom", prompt=prompt), told)], leakage)
        quality.check_instructions("fr", [(_case("custom", prompt=prompt), told)], instructions)
        self.assertTrue(leakage[0].passed("fr"))
        self.assertTrue(instructions[0].passed("fr"))

    def test_theme_nouns(self):
        case = _case("theme", nouns=("lune", "dragon/dragons"))
        theme = _figures("theme")
        quality.check_theme("fr", [(case, {"title": "Léa et la lune", "content": self.GOOD_FR})], theme)
        self.assertTrue(all(f.passed("fr") for f in theme))
        theme = _figures("theme")
        late = {"title": "Léa", "content": "Léa dormait.\n\nLa lune brilla, puis un dragon passa."}
        quality.check_theme("fr", [(case, late)], theme)
        self.assertEqual([f.values["fr"] for f in theme], [2, 2])

    def test_english_fields(self):
        case = _case(english=True, look="curly red hair, green boots", traits=("Brave", "loves to sing"))
        figures = _figures("english-fields")
        quality.check_english_fields("fr", [(case, {"title": "Léa", "content": "Léa avait curly red hair."})],
                                     figures)
        self.assertEqual(figures[0].values["fr"], 3)
        figures = _figures("english-fields")
        quality.check_english_fields("fr", [(case, {"title": "Léa", "content": "Léa, brave, aimait chanter."})],
                                     figures)
        self.assertTrue(figures[0].passed("fr"))

    def test_variety_fails_on_copies(self):
        pairs = [(_case(series="s"), {"title": "Léa et la lune", "content": self.GOOD_FR}) for _ in range(10)]
        figures = _figures("variety") + _figures("shared")
        quality.check_variety("fr", pairs, figures)
        self.assertEqual([f.values["fr"] for f in figures], [1.0, 1, 1, 100.0])
        self.assertFalse(any(f.passed("fr") for f in figures))

    def test_age_and_length(self):
        long_sentence = ("Léa marcha longtemps dans la forêt profonde en chantant une chanson douce "
                         "et très ancienne. ")
        young = [(_case(age=3, duration=60), {"title": "t", "content": long_sentence * 20})]
        age, length = _figures("age"), _figures("length")
        quality.check_age("fr", young, age)
        quality.check_length("fr", young, length)
        self.assertFalse(age[0].passed("fr"))
        self.assertFalse(length[0].passed("fr"))  # 300 words for 130


if __name__ == "__main__":
    unittest.main()
