import Foundation
import SharedUtilities

/// The contract's hero rules (section 3), shared by create (all required fields) and PATCH
/// (every field optional, `null` clears an optional one).
enum HeroValidator {
    static let optionalTextLimits: [(key: String, limit: Int)] = [
        ("appearance", 500), ("hairColor", 50), ("eyeColor", 50), ("skinTone", 50), ("height", 50), ("avatarPrompt", 1000),
    ]

    static func changes(from body: [String: JSONValue], creating: Bool) throws -> HeroChanges {
        var reader = FieldReader(body)
        var changes = HeroChanges()
        if creating || reader.has("name") {
            changes.name = reader.string("name", required: true, length: 1...200)
        }
        changes.age = reader.integer("age", range: 3...12)
        if !creating, reader.isNull("age") { reader.fail("age", "cannot be cleared") }
        if creating || reader.has("traits") {
            changes.traits = reader.strings("traits", required: true, count: 1...20, itemLength: 100)
        }
        if reader.has("specialAbilities") {
            if reader.isNull("specialAbilities") {
                changes.specialAbilities = []
            } else {
                changes.specialAbilities = reader.strings("specialAbilities", count: 0...10, itemLength: 200)
            }
        }
        for (key, limit) in optionalTextLimits where reader.has(key) {
            let value: String?? = reader.isNull(key) ? .some(nil) : reader.string(key, length: 0...limit).map { .some($0) }
            switch key {
            case "appearance": changes.appearance = value
            case "hairColor": changes.hairColor = value
            case "eyeColor": changes.eyeColor = value
            case "skinTone": changes.skinTone = value
            case "height": changes.height = value
            default: changes.avatarPrompt = value
            }
        }
        try reader.check()
        return changes
    }
}
