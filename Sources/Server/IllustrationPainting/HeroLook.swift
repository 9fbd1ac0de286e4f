/// How the hero figure in an illustration is dressed: colours from the hero record, props
/// from traits and prompt words ("Brave" gets a cape, "Magical" a star wand).
struct HeroLook: Sendable, Equatable {
    var skin: PaintColor
    var hair: PaintColor
    var outfit: PaintColor
    var cape: PaintColor?
    var hasWand = false
    var hasCrown = false
    var hasGlasses = false
    var hasPirateHat = false
    var hasWizardHat = false
    /// Floating notes for musical heroes.
    var hasMusicNotes = false
    /// A little floating heart for kind, helpful and gentle heroes.
    var hasHeart = false

    init(name: String, traits: [String], hairColor: String?, skinTone: String?, words: PromptWords) {
        skin = ColorVocabulary.color(for: skinTone, as: .skin) ?? TraitPalette.defaultSkinColor(name: name)
        hair = ColorVocabulary.color(for: hairColor, as: .hair) ?? TraitPalette.defaultHairColor(name: name)
        outfit = TraitPalette.outfitColor(traits: traits, name: name)
        let wantsCape = TraitPalette.traits(traits, include: ["brave", "adventurous", "heroic", "courageous"])
            || words.containsAny(["cape", "cloak", "superhero"])
        if wantsCape {
            // A cape in the outfit colour would vanish against the body; red or deep blue reads.
            let red = PaintColor(hex: 0xC62F3A)
            cape = abs(outfit.red - red.red) + abs(outfit.green - red.green) + abs(outfit.blue - red.blue) < 0.5
                ? PaintColor(hex: 0x2D3E9E) : red
        }
        hasWand = TraitPalette.traits(traits, include: ["magical"])
            || words.containsAny(["wand", "wizard", "witch", "spell", "fairy"])
        hasCrown = words.containsAny(["crown", "princess", "prince", "king", "queen", "royal", "tiara"])
        hasWizardHat = !hasCrown && words.containsAny(["wizard", "witch"])
        hasPirateHat = !hasCrown && !hasWizardHat && words.containsAny(["pirate"])
        hasGlasses = TraitPalette.traits(traits, include: ["smart", "scientific", "clever"])
            || words.containsAny(["glasses", "spectacles", "goggles"])
        hasMusicNotes = TraitPalette.traits(traits, include: ["musical"])
            || words.containsAny(["music", "song", "sing", "singing", "melody", "dance", "dancing"])
        hasHeart = TraitPalette.traits(traits, include: ["kind", "helpful", "gentle", "caring", "loving"])
    }
}
