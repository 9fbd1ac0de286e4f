import Foundation
import SharedUtilities

/// Upstream's custom-event rules (UPSTREAM.md §3.7): its explicit messages for `title` and
/// `promptSeed` on create, and `UpdateCustomEventSchema`'s limits for every field, on create as
/// well as on PATCH (upstream checks only the first two on create, and caps `ageRange` at 20 on
/// PATCH but 50 elsewhere: 50 here everywhere).
enum CustomEventValidator {
    static let missingMessage = "Missing required fields: title, promptSeed"
    static let titleMessage = "Title must be between 1 and 200 characters"
    static let promptSeedMessage = "Prompt seed must be between 1 and 2000 characters"
    static let titleLimit = TextLimit(1...200)
    static let promptSeedLimit = TextLimit(1...2000)
    static let defaultCategory = "general"
    static let defaultTone = "cheerful"

    /// A validated create body.
    struct Creation: Sendable, Equatable {
        var title: String
        var description: String
        var promptSeed: String
        var category: String
        var ageRange: String?
        var tone: String
        var keywords: [String]
        var isFavorite: Bool
    }

    static func creation(from body: [String: JSONValue]) throws -> Creation {
        var reader = FieldReader(body)
        let title = text("title", in: &reader, required: true, limit: titleLimit, message: titleMessage)
        let promptSeed = text("promptSeed", in: &reader, required: true, limit: promptSeedLimit, message: promptSeedMessage)
        var creation = Creation(title: title ?? "", description: "", promptSeed: promptSeed ?? "",
                                category: defaultCategory, ageRange: nil, tone: defaultTone, keywords: [], isFavorite: false)
        readOptionalFields(&reader, into: &creation)
        if reader.errors["title"] == "is required" || reader.errors["promptSeed"] == "is required" {
            throw APIError.validation(reader.errors, message: missingMessage)
        }
        try check(reader)
        return creation
    }

    static func changes(from body: [String: JSONValue]) throws -> CustomEventChanges {
        var reader = FieldReader(body)
        var changes = CustomEventChanges()
        changes.title = text("title", in: &reader, required: false, limit: titleLimit, message: titleMessage)
        changes.promptSeed = text("promptSeed", in: &reader, required: false, limit: promptSeedLimit,
                                  message: promptSeedMessage)
        var fields = Creation(title: "", description: "", promptSeed: "", category: "", ageRange: nil, tone: "",
                              keywords: [], isFavorite: false)
        readOptionalFields(&reader, into: &fields)
        if reader.has("description"), !reader.isNull("description") { changes.description = fields.description }
        if reader.has("category"), !reader.isNull("category") { changes.category = fields.category }
        if reader.has("tone"), !reader.isNull("tone") { changes.tone = fields.tone }
        if reader.has("keywords"), !reader.isNull("keywords") { changes.keywords = fields.keywords }
        if reader.has("isFavorite"), !reader.isNull("isFavorite") { changes.isFavorite = fields.isFavorite }
        if reader.has("ageRange") { changes.ageRange = .some(fields.ageRange) }
        for key in ["title", "promptSeed", "description", "category", "tone", "keywords", "isFavorite"]
        where reader.isNull(key) {
            reader.fail(key, "cannot be null")
        }
        try check(reader)
        return changes
    }

    /// The fields both bodies share beyond title and prompt; an empty category or tone is the
    /// default, an empty age range none.
    private static func readOptionalFields(_ reader: inout FieldReader, into fields: inout Creation) {
        if let description = reader.string("description", length: 0...2000) { fields.description = description }
        if let category = reader.string("category", length: 0...100) {
            fields.category = category.isEmpty ? defaultCategory : category
        }
        if let ageRange = reader.string("ageRange", length: 0...50) { fields.ageRange = ageRange.isEmpty ? nil : ageRange }
        if let tone = reader.string("tone", length: 0...50) { fields.tone = tone.isEmpty ? defaultTone : tone }
        if let keywords = reader.strings("keywords", count: 0...20, itemLength: 50) { fields.keywords = keywords }
        if let favorite = reader.bool("isFavorite") { fields.isFavorite = favorite }
    }

    /// A trimmed text field with upstream's message for any length problem; a missing (or empty)
    /// required one is recorded as `is required`.
    private static func text(_ key: String, in reader: inout FieldReader, required: Bool, limit: TextLimit,
                             message: String) -> String? {
        guard let value = reader.object[key], value != .null else {
            if required { reader.fail(key, "is required") }
            return nil
        }
        guard case .string(let raw) = value else {
            reader.fail(key, "must be a string")
            return nil
        }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if required, text.isEmpty {
            reader.fail(key, "is required")
            return nil
        }
        guard limit.violation(text) == nil else {
            reader.fail(key, message)
            return nil
        }
        return text
    }

    /// Field errors as one 400 whose message is upstream's when one of its rules failed.
    private static func check(_ reader: FieldReader) throws {
        guard !reader.errors.isEmpty else { return }
        let upstream = [titleMessage, promptSeedMessage].first { message in reader.errors.values.contains(message) }
        throw APIError.validation(reader.errors, message: upstream ?? "Invalid request data")
    }
}
