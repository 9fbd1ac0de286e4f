import Foundation
import InfiniteStoriesModels
import SharedUtilities

/// The contract's story rules (section 4) for generation requests and PATCH.
enum StoryValidator {
    /// A validated generation request.
    struct Creation: Sendable {
        var heroID: String
        var language: StoryLanguage
        var eventType: String?
        var customEventID: String?
        var customPrompt: String?
        /// Nil when the request names none: `defaultTargetDuration`, or a sequel's first part's.
        var targetDuration: Int?
        var seed: UInt64?
        /// The story this one continues.
        var continuesStoryID: String?
    }

    static let defaultTargetDuration = 420

    static func creation(from body: [String: JSONValue]) throws -> Creation {
        var reader = FieldReader(body)
        let heroID = reader.string("heroId", required: true, length: 1...100)
        let languageText = reader.string("language", required: true, length: 1...50)
        var language: StoryLanguage?
        if let languageText {
            language = StoryLanguage(wire: languageText)
            if language == nil { reader.fail("language", languageMessage) }
        }
        let eventType = reader.string("eventType", length: 0...200)
        let customEventID = reader.string("customEventId", length: 0...100)
        let customPrompt = reader.string("customPrompt", length: 0...1000)
        let target = reader.integer("targetDuration", range: 60...900)
        let seed = reader.unsigned("seed")
        let continues = reader.string("continuesStoryId", length: 0...100)
        try reader.check()
        guard let heroID, let language else { throw APIError.validation(reader.errors) }
        return Creation(heroID: heroID, language: language,
                        eventType: eventType.flatMap { $0.isEmpty ? nil : $0 },
                        customEventID: customEventID.flatMap { $0.isEmpty ? nil : $0 },
                        customPrompt: customPrompt.flatMap { $0.isEmpty ? nil : $0 },
                        targetDuration: target, seed: seed,
                        continuesStoryID: continues.flatMap { $0.isEmpty ? nil : $0 })
    }

    static func changes(from body: [String: JSONValue]) throws -> StoryChanges {
        var reader = FieldReader(body)
        var changes = StoryChanges()
        changes.title = reader.string("title", length: 1...200)
        changes.content = reader.string("content", length: 1...100_000)
        changes.isFavorite = reader.bool("isFavorite")
        if let text = reader.string("language", length: 1...50) {
            if let language = StoryLanguage(wire: text) { changes.language = language.rawValue } else {
                reader.fail("language", languageMessage)
            }
        }
        for key in ["title", "content", "isFavorite", "language"] where reader.isNull(key) {
            reader.fail(key, "cannot be null")
        }
        try reader.check()
        return changes
    }

    static let languageMessage = "must be one of English, French, Spanish, German, Italian (or en, fr, es, de, it)"
}
