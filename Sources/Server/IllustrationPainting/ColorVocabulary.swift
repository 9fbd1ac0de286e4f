/// Maps everyday English colour words ("dark brown", "strawberry blonde", "olive") to colours.
///
/// Hero records hold free text typed by parents, so the mapping is forgiving: any word order,
/// any case, `#RRGGBB` accepted, "dark"/"light" modifiers, several colour words averaged, and
/// nil when nothing is recognised so that callers fall back to a default instead of guessing.
enum ColorVocabulary {
    /// What is being coloured; "brown" hair, "brown" eyes and "brown" skin are different browns.
    enum Feature: Sendable {
        case hair, eyes, skin, general
    }

    private static let hair: [String: UInt32] = [
        "black": 0x231D1A, "brown": 0x6B4226, "brunette": 0x5A3520, "chestnut": 0x7B3F1D,
        "auburn": 0x8D3A1E, "red": 0xB5461F, "ginger": 0xC8602A, "copper": 0xB8672F,
        "strawberry": 0xD98C5F, "blonde": 0xE3C16F, "blond": 0xE3C16F, "golden": 0xD9A93B,
        "sandy": 0xC9A66B, "grey": 0x9A9A9A, "gray": 0x9A9A9A, "silver": 0xC7C9CF,
        "white": 0xEEEEEE, "platinum": 0xEDE3C8,
    ]
    private static let eyes: [String: UInt32] = [
        "brown": 0x6B3E1E, "dark": 0x3B2414, "hazel": 0x8E7034, "amber": 0xB8822A,
        "green": 0x3F8F4F, "blue": 0x3F7FD6, "grey": 0x7F8C99, "gray": 0x7F8C99,
        "black": 0x1E1A18, "violet": 0x7A4FC0, "purple": 0x7A4FC0,
    ]
    private static let skin: [String: UInt32] = [
        "fair": 0xF6D7C3, "pale": 0xF8DDCC, "light": 0xF3CDB2, "porcelain": 0xF8E0D2,
        "peach": 0xF3C6A5, "rosy": 0xF1C1A8, "medium": 0xE0AC85, "olive": 0xC99A6A,
        "tan": 0xC68A5E, "tanned": 0xC68A5E, "golden": 0xD9A066, "beige": 0xE8C4A0,
        "brown": 0x8D5A3B, "dark": 0x6B4026, "deep": 0x5A3421, "ebony": 0x4A2C1D,
        "black": 0x4A2C1D, "caramel": 0xB97A4B, "bronze": 0xA86B42,
    ]
    private static let general: [String: UInt32] = [
        "red": 0xD7263D, "orange": 0xF28C28, "yellow": 0xF6D13A, "gold": 0xE0B228,
        "green": 0x3FA34D, "teal": 0x1F9E9A, "turquoise": 0x2EC4B6, "blue": 0x2F6FDB,
        "navy": 0x1D2F6F, "purple": 0x7D3CBF, "violet": 0x8F5BD6, "lilac": 0xC3A6E8,
        "pink": 0xEC6FA5, "white": 0xF4F4F4, "black": 0x222222, "grey": 0x8C8C8C,
        "gray": 0x8C8C8C, "silver": 0xC0C4CC, "brown": 0x7A4A2A,
    ]
    /// Words that only adjust another colour word, unless they stand alone in the table.
    private static let darkeners: Set<String> = ["dark", "deep"]
    private static let lighteners: Set<String> = ["light", "pale", "pastel"]

    /// The colour described by `text` for `feature`, or nil if no colour word is found.
    static func color(for text: String?, as feature: Feature) -> PaintColor? {
        guard let text, !text.isEmpty else { return nil }
        if let hex = hexColor(in: text) { return hex }
        let table = self.table(for: feature)
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }

        var found: [PaintColor] = []
        var darken = false
        var lighten = false
        for word in words {
            if darkeners.contains(word) { darken = true }
            if lighteners.contains(word) { lighten = true }
            let isModifier = darkeners.contains(word) || lighteners.contains(word)
            if !isModifier, let value = table[word] ?? general[word] {
                found.append(PaintColor(hex: value))
            }
        }
        if found.isEmpty {
            // "dark" or "light" alone is a colour for skin (and "dark" for eyes).
            for word in words {
                if let value = table[word] { found.append(PaintColor(hex: value)) }
            }
            guard !found.isEmpty else { return nil }
            return average(found)
        }
        var color = average(found)
        if darken { color = color.scaled(0.7) }
        if lighten { color = color.mixed(with: .white, 0.35) }
        return color
    }

    private static func table(for feature: Feature) -> [String: UInt32] {
        switch feature {
        case .hair: hair
        case .eyes: eyes
        case .skin: skin
        case .general: general
        }
    }

    private static func average(_ colors: [PaintColor]) -> PaintColor {
        let count = Float(max(colors.count, 1))
        var sum = PaintColor(red: 0, green: 0, blue: 0)
        for color in colors {
            sum.red += color.red
            sum.green += color.green
            sum.blue += color.blue
        }
        return PaintColor(red: sum.red / count, green: sum.green / count, blue: sum.blue / count)
    }

    /// `#RRGGBB` anywhere in the text.
    private static func hexColor(in text: String) -> PaintColor? {
        guard let hashIndex = text.firstIndex(of: "#") else { return nil }
        let digits = text[text.index(after: hashIndex)...].prefix(6)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        return PaintColor(hex: value)
    }
}
