/// The family of a special ability, for which the content has its own climax sentences.
///
/// Abilities are free text ("can fly", "parle aux animaux", "Superkraft"); recognising the family
/// lets the story show the power natively in every language. Anything unrecognised is still used,
/// by its own words, through `.other`.
enum AbilityKind: String, CaseIterable, Sendable {
    case animals, water, weather, flight, invisibility, speed, strength, light, nature, healing
    case size, mind, magic, other

    /// Folded keyword stems per kind, checked in declaration order (so "talk to animals" is not
    /// taken for something else and "lightning" is weather before "light" is checked).
    private static let keywords: [(AbilityKind, [String])] = [
        // A power named after an animal ("talks to owls", "parle aux oiseaux") is the gift of animals.
        (.animals, ["animal", "animaux", "creature", "beast", "bete", "tier", "bestia", " owl", " bird", " cat ",
                    " cats ", " dog", " horse", " fish", " hibou", " oiseau", " chat ", " chats ", " chien", " vogel",
                    " eule", " katze", " hund", " pajaro", " buho", " gato", " perro", " uccell", " gufo", " gatt",
                    " cane ", " cani "]),
        (.water, ["underwater", "water", "swim", "ocean", " sea ", "eau", "nage", "nager", " sous l", "agua", "nadar", "wasser", "schwimm", "acqua", "nuot", "respirare sott"]),
        (.weather, ["weather", "lightning", "storm", " wind", " rain", "snow", "cloud", "meteo", "orage", " vent", "pluie", "neige", "nuage", "tormenta", "viento", "lluvia", "nieve", "nube", "wetter", "sturm", "regen", "schnee", "wolke", "tempo atmos", "tempesta", "pioggia", "nuvol"]),
        (.flight, ["fly", "flight", "flies", "flying", " wing", " vole", "voler", "ailes", " vol ", "volar", "vuela", "alas", "flieg", "flug", "volare", " vola", " ali "]),
        (.invisibility, ["invisib", "unsichtbar", "vanish", "disappear"]),
        (.speed, ["speed", " fast", "quick", " run", "vitesse", "rapide", "courir", "veloc", "rapid", " corre", "schnell", " renn", " lauf"]),
        (.strength, ["strong", "strength", "mighty", " force", " fort", "fuerza", "fuerte", "stark", "starke", "kraft", "forza", "forte"]),
        (.light, ["light", "glow", "shine", "bright", "lumiere", "brill", "lumineu", "luz", "licht", "leucht", "luce", "lumin"]),
        (.nature, ["plant", "grow", "flower", " tree", "garden", "nature", "fleur", "arbre", "pousse", "planta", "flor", "arbol", "pflanz", "blume", "baum", "wachs", "piant", "fiori", "alber"]),
        (.healing, ["heal", " cure", "soign", "guer", "curar", "sanar", "heil", "guari", " cura"]),
        (.size, ["shrink", "tiny", "giant", "small", " big", "size", "retreci", "rapetiss", "minuscule", "geant", "encog", "diminut", "gigante", "schrumpf", "winzig", "riesig", "rimpiccio", "minuscol"]),
        (.mind, ["telekines", " mind", "move things", "levitat", " think", "pensee", "esprit", "mente", "gedanken", "pensier"]),
        (.magic, ["magic", "spell", "wand", "wizard", "magie", " sort", "baguette", "magia", "hechizo", "varita", "zauber", "incantes", "bacchetta"]),
    ]

    /// The family the ability's words belong to.
    init(recognising text: String) {
        let folded = " " + String(TextSanitizer.fold(text).map { $0.isLetter ? $0 : " " }) + " "
        self = Self.keywords.first(where: { _, stems in stems.contains(where: folded.contains) })?.0 ?? .other
    }
}
