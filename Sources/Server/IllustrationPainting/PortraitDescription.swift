import SharedUtilities

/// What a hero's portrait shows, decided from the hero record and the avatar prompt.
///
/// Explicit fields win over free text: `hairColor` beats "red hair" in `appearance`, which beats
/// the name-based default; the prompt adds accessories and background but never recolours the
/// hero, so an avatar stays faithful to the record.
struct PortraitDescription: Sendable, Equatable {
    enum HairStyle: Sendable, CaseIterable {
        case short, bob, long, curly, bunches, braids, spiky, bald
    }

    enum Backdrop: Sendable {
        case sunburst, stars, bubbles, leaves, notes, hearts
    }

    enum Headwear: Sendable {
        case none, crown, wizardHat, pirateHat, beanie, beret, headband, headphones
    }

    var skin: PaintColor
    var hair: PaintColor
    var eyes: PaintColor
    var outfit: PaintColor
    var background: PaintColor
    var hairStyle: HairStyle
    var backdrop: Backdrop
    var headwear: Headwear
    var hasGlasses: Bool
    var hasCape: Bool
    var hasFreckles: Bool
    var hasBow: Bool
    var hasFlower: Bool
    var hasStarClip: Bool
    var hasSparkles: Bool
    var hasChestStar: Bool
    /// An open, laughing mouth instead of a closed smile.
    var grins: Bool

    private static let hairStyleWords: [(HairStyle, [String])] = [
        (.bald, ["bald", "shaved"]), (.braids, ["braid", "braided", "cornrow"]),
        (.bunches, ["ponytail", "pigtail", "bunch", "bun"]),
        (.curly, ["curly", "curl", "afro", "fluffy", "wavy", "frizzy"]), (.spiky, ["spiky", "spike", "mohawk"]),
        (.long, ["long"]), (.bob, ["bob"]), (.short, ["short", "buzz", "crew"]),
    ]

    init(_ request: PortraitRequest) {
        let traits = request.traits
        let name = request.heroName
        let appearanceWords = PromptWords(request.appearance)
        let promptWords = PromptWords(request.prompt)
        let all = PromptWords([request.appearance, request.prompt])
        var random = SeededGenerator(seed: StableHash.combine(request.seed, StableHash.hash(name)))

        skin = ColorVocabulary.color(for: request.skinTone, as: .skin)
            ?? ColorVocabulary.color(for: Self.phrase(describing: ["skin"], in: request.appearance), as: .skin)
            ?? TraitPalette.defaultSkinColor(name: name)
        hair = ColorVocabulary.color(for: request.hairColor, as: .hair)
            ?? ColorVocabulary.color(for: Self.phrase(describing: ["hair"], in: request.appearance), as: .hair)
            ?? TraitPalette.defaultHairColor(name: name)
        let defaultEyes: [UInt32] = [0x6B3E1E, 0x3F7FD6, 0x3F8F4F, 0x8E7034]
        eyes = ColorVocabulary.color(for: request.eyeColor, as: .eyes)
            ?? ColorVocabulary.color(for: Self.phrase(describing: ["eyes", "eye"], in: request.appearance), as: .eyes)
            ?? PaintColor(hex: defaultEyes[Int(StableHash.hash("eyes:" + name) % UInt64(defaultEyes.count))])
        outfit = TraitPalette.outfitColor(traits: traits, name: name)

        // Hair style: appearance first, then prompt, then a seeded choice.
        let styleFromWords = Self.hairStyleWords.first { appearanceWords.containsAny($0.1) }?.0
            ?? Self.hairStyleWords.first { promptWords.containsAny($0.1) }?.0
        let seededStyles: [HairStyle] = [.short, .bob, .long, .curly, .bunches, .braids, .spiky]
        hairStyle = styleFromWords ?? (random.pick(seededStyles) ?? .short)

        let magical = TraitPalette.traits(traits, include: ["magical"])
            || all.containsAny(["magic", "magical", "wizard", "witch", "fairy", "sparkle", "sparkly", "wand"])
        backdrop = Self.backdrop(traits: traits, words: all, magical: magical, random: &random)
        background = Self.background(words: all, outfit: outfit)
        headwear = Self.headwear(traits: traits, words: all, promptWords: promptWords, magical: magical, random: &random)
        hasGlasses = all.containsAny(["glasses", "spectacles", "goggles"])
            || TraitPalette.traits(traits, include: ["smart", "scientific", "clever"])
        hasCape = all.containsAny(["cape", "cloak", "superhero"])
            || TraitPalette.traits(traits, include: ["brave", "adventurous"])
        hasFreckles = all.containsAny(["freckle", "freckles", "freckled"])
        hasBow = all.containsAny(["bow", "ribbon"])
        hasFlower = all.containsAny(["flower", "blossom", "daisy", "rose"])
            || (TraitPalette.traits(traits, include: ["nature-loving"]) && headwear == .none)
        hasStarClip = magical && headwear == .none
        hasSparkles = magical
        hasChestStar = hasCape || all.containsAny(["star", "hero", "superhero"])
        grins = all.containsAny(["laugh", "laughing", "grin", "grinning", "giggle", "funny"])
            || TraitPalette.traits(traits, include: ["funny"])
        if hairStyle == .bald, headwear == .none, hasBow { hasBow = false }
    }

    /// The pattern behind the portrait: night and magic first, then what the traits and words
    /// suggest, else a seeded one. `random` is drawn after the hair style and before the headwear,
    /// in that order, so a seed keeps giving the same portrait.
    private static func backdrop(traits: [String], words all: PromptWords, magical: Bool,
                                 random: inout SeededGenerator) -> Backdrop {
        let nightWords = ["night", "moon", "star", "stars", "space", "galaxy", "bedtime", "dream"]
        if all.containsAny(nightWords) || magical {
            return .stars
        } else if TraitPalette.traits(traits, include: ["musical"]) || all.containsAny(["music", "song", "sing"]) {
            return .notes
        } else if TraitPalette.traits(traits, include: ["nature-loving"])
            || all.containsAny(["forest", "garden", "nature", "leaf", "tree", "flower"]) {
            return .leaves
        } else if TraitPalette.traits(traits, include: ["kind", "gentle", "helpful"]) || all.containsAny(["love", "heart"]) {
            return .hearts
        } else if TraitPalette.traits(traits, include: ["brave", "adventurous", "athletic"])
            || all.containsAny(["sun", "sunny", "hero", "superhero"]) {
            return .sunburst
        } else {
            return all.containsAny(["sea", "ocean", "water", "beach", "swim"]) ? .bubbles
                : (random.pick([Backdrop.bubbles, .sunburst]) ?? .bubbles)
        }
    }

    /// The background colour: the setting the words name, else the outfit's colour, lightened.
    private static func background(words all: PromptWords, outfit: PaintColor) -> PaintColor {
        if all.containsAny(["night", "space", "galaxy", "moon", "bedtime"]) {
            return PaintColor(hex: 0x27306E)
        } else if all.containsAny(["sea", "ocean", "beach", "water"]) {
            return PaintColor(hex: 0x7CCFE8)
        } else if all.containsAny(["forest", "garden", "nature"]) {
            return PaintColor(hex: 0x9ED39A)
        } else if all.containsAny(["sunset", "evening"]) {
            return PaintColor(hex: 0xF6A57A)
        } else {
            return outfit.mixed(with: .white, 0.55)
        }
    }

    /// One headwear at a time, prompt words before trait defaults (an artistic hero with no
    /// prompt may get a beret, by a seeded chance).
    private static func headwear(traits: [String], words all: PromptWords, promptWords: PromptWords, magical: Bool,
                                 random: inout SeededGenerator) -> Headwear {
        if all.containsAny(["crown", "tiara", "princess", "prince", "king", "queen", "royal"]) {
            return .crown
        } else if all.containsAny(["wizard", "witch"]) || (all.contains("hat") && magical) {
            return .wizardHat
        } else if all.contains("pirate") {
            return .pirateHat
        } else if all.containsAny(["beanie", "hat", "cap", "bonnet"]) {
            return all.contains("beret") ? .beret : .beanie
        } else if all.contains("beret") || (TraitPalette.traits(traits, include: ["artistic", "creative"])
            && promptWords.isEmpty && random.chance(0.5)) {
            return .beret
        } else if all.containsAny(["headband", "sport", "sporty"]) || TraitPalette.traits(traits, include: ["athletic"]) {
            return .headband
        } else if all.containsAny(["headphone", "headphones"]) {
            return .headphones
        } else {
            return .none
        }
    }

    /// The words of `text` that describe one feature: "curly red hair and green eyes" gives
    /// "curly red" for `hair` and "green" for `eyes`. Looks before the feature word first (English
    /// puts adjectives there), then right after it ("hair: red").
    static func phrase(describing features: Set<String>, in text: String?) -> String? {
        guard let text else { return nil }
        let nouns: Set<String> = ["hair", "eyes", "eye", "skin", "face"]
        let fillers: Set<String> = ["and", "with", "is", "are", "of", "has", "a"]
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "#" {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let position = words.firstIndex(where: { features.contains($0) }) else { return nil }
        var before: [String] = []
        var index = position - 1
        while index >= 0, before.count < 3, !nouns.contains(words[index]), !fillers.contains(words[index]) {
            before.insert(words[index], at: 0)
            index -= 1
        }
        if !before.isEmpty { return before.joined(separator: " ") }
        var after: [String] = []
        index = position + 1
        while index < words.count, after.count < 3, !nouns.contains(words[index]) {
            if !fillers.contains(words[index]) { after.append(words[index]) }
            index += 1
        }
        return after.isEmpty ? nil : after.joined(separator: " ")
    }
}
