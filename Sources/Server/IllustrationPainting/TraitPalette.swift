import Foundation
import SharedUtilities

/// The colours a hero wears, chosen from their traits so that a hero looks the same in the
/// avatar and in every illustration of their stories.
enum TraitPalette {
    /// Outfit colour per trait (the catalogue's sixteen, lower-cased).
    private static let outfits: [String: UInt32] = [
        "brave": 0xD64545, "kind": 0xE8789F, "curious": 0x2FA3A0, "funny": 0xF29A2E,
        "smart": 0x3F6FD8, "adventurous": 0x4C9A48, "creative": 0x9B5BD4, "helpful": 0xF0C23B,
        "gentle": 0xA996E0, "magical": 0x7A4BD1, "clever": 0x4654B8, "musical": 0xD2559B,
        "athletic": 0x2E86DE, "artistic": 0xEE7B5C, "scientific": 0x2CB1C9, "nature-loving": 0x5BAA3C,
        "natureloving": 0x5BAA3C, "nature": 0x5BAA3C,
    ]

    /// The outfit colour for the first trait that has one; otherwise a hue fixed by `name`, so
    /// every hero still gets a stable, distinct colour.
    static func outfitColor(traits: [String], name: String) -> PaintColor {
        for trait in traits {
            let key = trait.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if let value = outfits[key] { return PaintColor(hex: value) }
        }
        let hue = Float(StableHash.hash(name) % 360) / 360
        return PaintColor(hue: hue, saturation: 0.6, brightness: 0.8)
    }

    /// Whether any trait (case-insensitively) is one of `names`.
    static func traits(_ traits: [String], include names: Set<String>) -> Bool {
        traits.contains { names.contains($0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) }
    }

    /// A natural hair colour picked by name, for heroes whose hair colour is unknown.
    static func defaultHairColor(name: String) -> PaintColor {
        let choices: [UInt32] = [0x3A2618, 0x6B4226, 0x8D3A1E, 0xD9B25F, 0x231D1A, 0xB5651D]
        return PaintColor(hex: choices[Int(StableHash.hash("hair:" + name) % UInt64(choices.count))])
    }

    /// A skin tone picked by name, for heroes whose skin tone is unknown.
    static func defaultSkinColor(name: String) -> PaintColor {
        let choices: [UInt32] = [0xF6D7C3, 0xE0AC85, 0xC99A6A, 0x8D5A3B, 0xF3C6A5, 0x6B4026]
        return PaintColor(hex: choices[Int(StableHash.hash("skin:" + name) % UInt64(choices.count))])
    }
}
