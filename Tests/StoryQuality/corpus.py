"""The story-quality corpus: our own prompts for the offline writer, in its five languages.

Per language: five built-in events, one built-in event with a parent's wish, four custom events
(two typed in English by the parent, two in the story's language; most with the prompt the
app's assistant writes), four free themes (two typed in English, two in the story's language;
all four in English for English), a variety series (one hero, one event, ten seeds) and a
story told in three parts (two sequels).

Heroes are like a parent's: known traits from the pickers (sent in English, as the app sends
them), a free trait, looks and abilities typed in English or in the story's language. Ages are
3, 6 and 9 (the age check reads 3 as "2-4" and 9 as "8-10"); lengths 180 to 600 seconds.

Theme nouns are in the story's language, each with the forms a story may use separated by "/"
(metrics.noun_count matches forms exactly).
"""

from dataclasses import dataclass

LANGUAGES = ("en", "fr", "de", "es", "it")

# Stories in each variety series.
SERIES_LENGTH = 10


@dataclass(frozen=True)
class Case:
    """One story to write and what the checks need to know about it."""
    request: dict  # one input line of `story-tool write`
    kind: str  # "builtin", "wish", "custom", "theme" or "series"
    nouns: tuple = ()  # theme nouns, for custom events and free themes
    english_fields: bool = False  # the hero's look and abilities were typed in English
    sample: bool = False  # shown in docs/samples/<code>.md

    @property
    def id(self):
        return self.request["id"]

    @property
    def language(self):
        return self.request["language"]

    @property
    def name(self):
        return self.request["name"]

    @property
    def age(self):
        return self.request["age"]

    @property
    def prompt(self):
        return self.request.get("prompt")

    @property
    def series(self):
        return self.request.get("series")


@dataclass(frozen=True)
class Hero:
    name: str
    traits: tuple
    abilities: tuple
    look: str
    english: bool = False  # look and abilities typed in English (traits always are)

    def request(self, language, age, duration, seed):
        return {"name": self.name, "age": age, "traits": list(self.traits), "abilities": list(self.abilities),
                "look": self.look, "language": language, "duration": duration, "seed": seed}


def assistant_prompt(title, idea, ages, category=None, tone=None):
    """A custom event's prompt as the app's assistant enhances it, word for word the rules of
    StoryAssistant.enhancedPrompt (English framing around the parent's own idea, in whatever
    language the parent typed it)."""
    mood = (tone or "warm and gentle").lower()
    sentences = [f'Write a bedtime story called "{title}" for children aged {ages}.',
                 f"The idea: {idea if idea.endswith('.') else idea + '.'}"]
    if category:
        sentences.append(f"It is a {category.lower()} story.")
    sentences.append(f"Keep the tone {mood}, with simple words and short sentences a child can follow.")
    sentences.append("Give it a gentle arc: a cosy beginning, a small challenge the hero meets with courage "
                     "and kindness, and a warm resolution where the hero learns something.")
    sentences.append("End calmly, with the hero safe, content and drifting off to sleep, so the listener is "
                     "ready to sleep too.")
    return " ".join(sentences)


# The age range a parent picks for a custom event, by the hero's age.
AGE_RANGES = {3: "2-4", 6: "4-8", 9: "8-10"}

# The same two custom events typed in English in every language's corpus (the brief's example,
# and one more), with their assistant's keywords.
# French and Spanish children know the tooth fairy as "la petite souris" and "el Ratoncito Pérez",
# and a native writer calls her so: those are the nouns expected there.
TOOTH_FAIRY = ("The Late Tooth Fairy", ["tooth", "fairy", "pillow"],
               "the tooth fairy is late because she lost her map, and the child helps her find the way to the pillow")
KITE = ("The Kite That Flew Away", ["kite", "wind", "park"],
        "a gust of wind carries the child's new kite over the park, and the child follows it to bring it home")
MOON_DRAGON = "a trip to the moon with a dragon"
DINOSAURS = "dinosaurs in the library"

# Per language: heroes (two with fields in the story's language, two typed in English, except
# for English), the built-in events, the wish, the custom events and the free themes, each with
# the hero index, age, duration and theme nouns.
LANGUAGE_CORPUS = {
    "en": {
        "heroes": [
            Hero("Lila", ("Brave", "Curious"), ("talks to owls",), "curly red hair, green boots", english=True),
            Hero("Oliver", ("Clever", "Funny"), ("flying",), "a yellow raincoat and freckles", english=True),
            Hero("Maya", ("Kind", "Musical", "loves to sing"), ("can make flowers grow",),
                 "long black braids and round glasses", english=True),
            Hero("Sam", ("Adventurous", "Nature-Loving"), ("turns invisible when shy",),
                 "a gap-toothed smile and a blue scarf", english=True),
        ],
        "builtin": [("Bedtime Adventure", 0, 3, 180), ("School Day Fun", 1, 9, 600),
                    ("Birthday Celebration", 2, 6, 300), ("Rainy Day Magic", 3, 3, 240),
                    ("Learning Something New", 1, 9, 420)],
        "wish": ("Family Time", 0, 6, 300,
                 "Lila is learning to ride a bike without training wheels, please put that in"),
        "custom": [
            (TOOTH_FAIRY, 0, 3, 300, True, ["tooth/teeth", "fairy/fairies"]),
            (("Snow in the Garden", ["snow", "garden", "dog"],
              "the first snow falls on the garden and the child builds a snow family with the neighbours' dog"),
             1, 9, 600, True, ["snow", "garden/gardens"]),
            (("A Lost Tooth", ["tooth", "school"],
              "Sam lost a first tooth at school and is worried the tooth fairy will not find it"),
             3, 6, 240, False, ["tooth/teeth"]),
            (KITE, 2, 6, 420, True, ["kite/kites"]),
        ],
        "themes": [
            (MOON_DRAGON, 2, 6, 420, ["moon", "dragon/dragons"]),
            ("space pirates and a friendly octopus", 1, 9, 480, ["pirate/pirates", "octopus"]),
            ("a lighthouse by the stormy sea", 3, 3, 180, ["lighthouse", "sea"]),
            (DINOSAURS, 2, 9, 540, ["dinosaur/dinosaurs", "library"]),
        ],
    },
    "fr": {
        "heroes": [
            Hero("Léa", ("Brave", "Kind"), ("talks to owls",), "curly red hair, green boots", english=True),
            Hero("Hugo", ("Curious", "Creative"), ("peut voler",), "des cheveux roux bouclés et des bottes vertes"),
            Hero("Chloé", ("Funny", "Gentle"), ("fait pousser les fleurs",),
                 "de longues tresses noires et des lunettes rondes"),
            Hero("Jules", ("Adventurous", "loves to sing"), ("flying",), "a yellow raincoat and freckles",
                 english=True),
        ],
        "builtin": [("Bedtime Adventure", 0, 3, 180), ("Weekend Explorer", 1, 9, 600),
                    ("Making Friends", 2, 6, 300), ("Holiday Adventure", 3, 3, 240),
                    ("Helping Others", 1, 9, 420)],
        "wish": ("Birthday Celebration", 2, 6, 300, "Chloé aimerait un gâteau au chocolat avec une licorne dessus"),
        "custom": [
            (TOOTH_FAIRY, 0, 3, 300, True, ["souris", "dent/dents"]),
            (("La neige au jardin", ["neige", "jardin", "chien"],
              "la première neige tombe sur le jardin et l'enfant construit une famille de bonshommes de neige "
              "avec le chien des voisins"),
             1, 9, 600, True, ["neige", "jardin/jardins"]),
            (("Une dent perdue", ["dent", "école", "souris"],
              "Chloé a perdu sa première dent à l'école et a peur que la petite souris ne la trouve pas"),
             2, 6, 240, False, ["dent/dents"]),
            (KITE, 3, 9, 420, True, ["cerf-volant/cerfs-volants"]),
        ],
        "themes": [
            (MOON_DRAGON, 0, 6, 420, ["lune", "dragon/dragons"]),
            ("un voyage sur la lune avec un dragon", 1, 3, 180, ["lune", "dragon/dragons"]),
            ("un pique-nique sur un nuage", 2, 9, 540, ["pique-nique", "nuage/nuages"]),
            (DINOSAURS, 3, 9, 480, ["dinosaure/dinosaures", "bibliothèque"]),
        ],
    },
    "de": {
        "heroes": [
            Hero("Mia", ("Brave", "Curious"), ("talks to owls",), "curly red hair, green boots", english=True),
            Hero("Finn", ("Clever", "Athletic"), ("kann fliegen",), "rote Locken und grüne Gummistiefel"),
            Hero("Lina", ("Kind", "Artistic"), ("lässt Blumen wachsen",),
                 "lange schwarze Zöpfe und eine runde Brille"),
            Hero("Paul", ("Funny", "loves to sing"), ("turns invisible when shy",),
                 "a gap-toothed smile and a blue scarf", english=True),
        ],
        "builtin": [("Bedtime Adventure", 0, 3, 180), ("School Day Fun", 1, 9, 600),
                    ("Family Time", 2, 6, 300), ("Rainy Day Magic", 3, 3, 240),
                    ("Learning Something New", 1, 9, 420)],
        "wish": ("Making Friends", 2, 6, 300, "Lina möchte sich mit dem neuen Nachbarskind anfreunden"),
        "custom": [
            (TOOTH_FAIRY, 0, 3, 300, True, ["Zahnfee"]),
            (("Schnee im Garten", ["schnee", "garten", "hund"],
              "der erste Schnee fällt in den Garten und das Kind baut mit dem Hund der Nachbarn "
              "eine Schneemannfamilie"),
             1, 9, 600, True, ["Schnee", "Garten"]),
            (("Der verlorene Zahn", ["zahn", "schule", "zahnfee"],
              "Lina hat in der Schule den ersten Milchzahn verloren und hat Angst, dass die Zahnfee ihn nicht findet"),
             2, 6, 240, False, ["Zahn/Zähne/Milchzahn"]),
            (KITE, 3, 9, 420, True, ["Drachen"]),
        ],
        "themes": [
            (MOON_DRAGON, 0, 6, 420, ["Mond/Mondes", "Drache/Drachen"]),
            ("eine Reise zum Mond mit einem Drachen", 1, 3, 180, ["Mond/Mondes", "Drache/Drachen"]),
            ("ein Picknick auf einer Wolke", 2, 9, 540, ["Picknick", "Wolke/Wolken"]),
            (DINOSAURS, 3, 9, 480, ["Dinosaurier", "Bibliothek"]),
        ],
    },
    "es": {
        "heroes": [
            Hero("Lucía", ("Brave", "Kind"), ("talks to owls",), "curly red hair, green boots", english=True),
            Hero("Mateo", ("Curious", "Scientific"), ("puede volar",), "pelo rojo y rizado y botas verdes"),
            Hero("Sofía", ("Funny", "Creative"), ("hace crecer las flores",),
                 "trenzas largas y negras y gafas redondas"),
            Hero("Pablo", ("Adventurous", "loves to sing"), ("flying",), "a yellow raincoat and freckles",
                 english=True),
        ],
        "builtin": [("Bedtime Adventure", 0, 3, 180), ("Weekend Explorer", 1, 9, 600),
                    ("Making Friends", 2, 6, 300), ("Holiday Adventure", 3, 3, 240),
                    ("Helping Others", 1, 9, 420)],
        "wish": ("Birthday Celebration", 2, 6, 300, "Sofía quiere una tarta de chocolate con un unicornio encima"),
        "custom": [
            (TOOTH_FAIRY, 0, 3, 300, True, ["ratoncito", "diente/dientes"]),
            (("Nieve en el jardín", ["nieve", "jardín", "perro"],
              "cae la primera nieve en el jardín y el niño construye una familia de muñecos de nieve "
              "con el perro de los vecinos"),
             1, 9, 600, True, ["nieve", "jardín"]),
            (("Un diente perdido", ["diente", "colegio", "ratoncito"],
              "Sofía perdió su primer diente en el colegio y tiene miedo de que el Ratoncito Pérez no lo encuentre"),
             2, 6, 240, False, ["diente/dientes"]),
            (KITE, 3, 9, 420, True, ["cometa/cometas"]),
        ],
        "themes": [
            (MOON_DRAGON, 0, 6, 420, ["luna", "dragón/dragones"]),
            ("un viaje a la luna con un dragón", 1, 3, 180, ["luna", "dragón/dragones"]),
            ("un pícnic en una nube", 2, 9, 540, ["pícnic/picnic", "nube/nubes"]),
            (DINOSAURS, 3, 9, 480, ["dinosaurio/dinosaurios", "biblioteca"]),
        ],
    },
    "it": {
        "heroes": [
            Hero("Giulia", ("Brave", "Curious"), ("talks to owls",), "curly red hair, green boots", english=True),
            Hero("Leonardo", ("Clever", "Musical"), ("sa volare",), "capelli rossi e ricci e stivali verdi"),
            Hero("Sofia", ("Kind", "Gentle"), ("fa crescere i fiori",), "lunghe trecce nere e occhiali rotondi"),
            Hero("Matteo", ("Funny", "loves to sing"), ("turns invisible when shy",),
                 "a gap-toothed smile and a blue scarf", english=True),
        ],
        "builtin": [("Bedtime Adventure", 0, 3, 180), ("School Day Fun", 1, 9, 600),
                    ("Family Time", 2, 6, 300), ("Rainy Day Magic", 3, 3, 240),
                    ("Learning Something New", 1, 9, 420)],
        "wish": ("Holiday Adventure", 2, 6, 300, "Sofia vorrebbe tanto vedere i delfini al mare"),
        "custom": [
            (TOOTH_FAIRY, 0, 3, 300, True, ["fatina/fata", "dente/denti/dentino/dentini"]),
            (("Neve in giardino", ["neve", "giardino", "cane"],
              "cade la prima neve in giardino e il bambino costruisce una famiglia di pupazzi di neve "
              "con il cane dei vicini"),
             1, 9, 600, True, ["neve", "giardino/giardini"]),
            (("Un dentino perso", ["dentino", "scuola", "fatina"],
              "Sofia ha perso il primo dentino a scuola e ha paura che la fatina dei denti non lo trovi"),
             2, 6, 240, False, ["dente/denti/dentino/dentini"]),
            (KITE, 3, 9, 420, True, ["aquilone/aquiloni"]),
        ],
        "themes": [
            (MOON_DRAGON, 0, 6, 420, ["luna", "drago/draghi"]),
            ("un viaggio sulla luna con un drago", 1, 3, 180, ["luna", "drago/draghi"]),
            ("un picnic su una nuvola", 2, 9, 540, ["picnic", "nuvola/nuvole"]),
            (DINOSAURS, 3, 9, 480, ["dinosauro/dinosauri", "biblioteca"]),
        ],
    },
}

# Every variety series: the same event in every language, so the figures compare.
SERIES_EVENT = "Bedtime Adventure"
SERIES_AGE = 6
SERIES_DURATION = 420
# The hero of each language's series: the second one (fields in the story's language, except
# in English).
SERIES_HERO = 1

# Each language's sequels: a built-in event told in three parts, by the first hero.
SEQUEL_EVENTS = ("Weekend Explorer",)
SEQUEL_PARTS = 3
SEQUEL_HERO = 0


def _cases_for(code):
    corpus = LANGUAGE_CORPUS[code]
    heroes = corpus["heroes"]
    cases = []
    seed = 0  # each story of a language its own seed, the series' ten included

    def add(kind, hero_index, age, duration, extra, nouns=(), sample=False):
        nonlocal seed
        seed += 1
        hero = heroes[hero_index]
        request = {"id": f"{code}-{len(cases) + 1:02d}-{kind}", **hero.request(code, age, duration, seed), **extra}
        cases.append(Case(request, kind, tuple(nouns), hero.english, sample))

    for index, (event, hero, age, duration) in enumerate(corpus["builtin"]):
        add("builtin", hero, age, duration, {"event": event}, sample=index == 0)
    event, hero, age, duration, wish = corpus["wish"]
    add("wish", hero, age, duration, {"event": event, "prompt": wish})
    for index, ((title, keywords, idea), hero, age, duration, enhanced, nouns) in enumerate(corpus["custom"]):
        # An enhanced event's prompt is the assistant's; otherwise the parent's own words.
        prompt = assistant_prompt(title, idea, AGE_RANGES[age]) if enhanced else idea[0].upper() + idea[1:] + "."
        add("custom", hero, age, duration, {"event": title, "keywords": keywords, "prompt": prompt}, nouns,
            sample=index == 1)
    for index, (theme, hero, age, duration, nouns) in enumerate(corpus["themes"]):
        add("theme", hero, age, duration, {"event": theme}, nouns, sample=index == 0)
    for _ in range(SERIES_LENGTH):
        add("series", SERIES_HERO, SERIES_AGE, SERIES_DURATION, {"event": SERIES_EVENT, "series": f"variety-{code}"})
    # A story and its sequels (`c` in the app): each part recalls the one before.
    for event in SEQUEL_EVENTS:
        for _ in range(SEQUEL_PARTS):
            add("sequel", SEQUEL_HERO, SERIES_AGE, SERIES_DURATION, {"event": event, "chain": f"sequel-{code}-{event}"})
    return cases


def cases(languages=LANGUAGES):
    """Every case of `languages`, in the order they must be written (a series in order)."""
    return [case for code in languages for case in _cases_for(code)]
