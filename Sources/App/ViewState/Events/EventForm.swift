import Foundation
import InfiniteStoriesModels
import TerminalUI

/// The new / edit event form: title, description, prompt seed, category, age range, tone and
/// keywords, with the limits the server checks; the server's own field messages are shown in
/// place when it still refuses, and nothing typed is lost on an error.
///
/// The assistant helps from the description (or the prompt seed): title suggestions cycle into
/// the title field, keywords fill the keywords field.
public struct EventForm: Sendable, Equatable {
    /// The fields, named as the API names them (`rawValue`).
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case title, description, promptSeed, category, ageRange, tone, keywords

        /// The name the form shows, which its messages use too.
        public var label: String {
            switch self {
            case .title: Strings.eventTitleField
            case .description: Strings.eventDescriptionField
            case .promptSeed: Strings.eventPromptField
            case .category: Strings.eventCategoryField
            case .ageRange: Strings.eventAgeRangeField
            case .tone: Strings.eventToneField
            case .keywords: Strings.eventKeywordsField
            }
        }
    }

    /// The server's limits (characters).
    public static let titleLengths = 1...200
    public static let promptSeedLengths = 1...2000
    public static let descriptionMaximum = 2000
    public static let keywordMaximum = 50
    public static let keywordCountMaximum = 20

    /// The event being edited; nil for a new one.
    public var eventID: String?
    public var title = LineEditor(maximumLength: 250)
    public var description = LineEditor(maximumLength: 2100)
    public var promptSeed = LineEditor(maximumLength: 2100)
    /// Comma-separated.
    public var keywords = LineEditor(maximumLength: 1200)
    public var categoryChoices: [String]
    public var categoryIndex = 0
    /// Age ranges offered; index 0 is "any age" (none sent).
    public var ageRangeChoices: [String]
    public var ageRangeIndex = 0
    public var toneChoices: [String]
    public var toneIndex = 0
    public var focus: Field = .title
    public var showsAllProblems = false
    public var serverProblems: [Field: String] = [:]
    public var isSubmitting = false
    /// The save failed on an expired session: after signing in, the client replays it.
    public var awaitsReplay = false
    /// Titles the assistant suggested, in order; `suggestionIndex` is the one in the title field.
    public var titleSuggestions: [String] = []
    public var suggestionIndex: Int?
    /// The text the suggestions were made from (new text asks again).
    public var suggestionsSource: String?
    public var isSuggestingTitle = false
    public var isSuggestingKeywords = false
    /// Why the last press of an assistant key did nothing (no text to work from, no other
    /// title), shown where the assistant's answers show, until the next key.
    public var assistantNote: String?
    private var initialInput: CustomEventInput?

    /// An empty form for a new event.
    public init() {
        categoryChoices = Strings.eventCategories
        ageRangeChoices = [""] + Strings.eventAgeRanges
        toneChoices = Strings.eventTones
        initialInput = input
    }

    /// A form holding `event`, for editing; values outside the offered choices are added to them.
    public init(editing event: CustomStoryEvent) {
        eventID = event.id
        title = LineEditor(text: event.title, maximumLength: 250)
        description = LineEditor(text: event.description, maximumLength: 2100)
        promptSeed = LineEditor(text: event.promptSeed, maximumLength: 2100)
        keywords = LineEditor(text: event.keywords.joined(separator: ", "), maximumLength: 1200)
        categoryChoices = Self.choices(Strings.eventCategories, including: event.category)
        categoryIndex = categoryChoices.firstIndex(of: event.category) ?? 0
        let ages = [""] + Self.choices(Strings.eventAgeRanges, including: event.ageRange)
        ageRangeChoices = ages
        ageRangeIndex = event.ageRange.flatMap { ages.firstIndex(of: $0) } ?? 0
        toneChoices = Self.choices(Strings.eventTones, including: event.tone)
        toneIndex = toneChoices.firstIndex(of: event.tone) ?? 0
        initialInput = input
    }

    private static func choices(_ offered: [String], including value: String?) -> [String] {
        guard let value, !value.isEmpty, !offered.contains(value) else { return offered }
        return offered + [value]
    }

    public var isNew: Bool { eventID == nil }

    public var hasUnsavedChanges: Bool { input != initialInput }

    public func editor(for field: Field) -> LineEditor? {
        switch field {
        case .title: title
        case .description: description
        case .promptSeed: promptSeed
        case .keywords: keywords
        case .category, .ageRange, .tone: nil
        }
    }

    public mutating func setEditor(_ editor: LineEditor, for field: Field) {
        switch field {
        case .title: title = editor
        case .description: description = editor
        case .promptSeed: promptSeed = editor
        case .keywords: keywords = editor
        case .category, .ageRange, .tone: return
        }
    }

    /// The shown value of a choice field.
    public func choice(for field: Field) -> String {
        switch field {
        case .category: Self.pick(categoryChoices, categoryIndex)
        case .ageRange: Self.pick(ageRangeChoices, ageRangeIndex).isEmpty ? Strings.anyAge : Self.pick(ageRangeChoices, ageRangeIndex)
        case .tone: Self.pick(toneChoices, toneIndex)
        default: ""
        }
    }

    private static func pick(_ choices: [String], _ index: Int) -> String {
        choices.indices.contains(index) ? choices[index] : ""
    }

    /// Steps the focused choice field by `step`, wrapping.
    public mutating func choose(_ step: Int) {
        switch focus {
        case .category: categoryIndex = categoryIndex.stepped(by: step, wrappingIn: categoryChoices.count)
        case .ageRange: ageRangeIndex = ageRangeIndex.stepped(by: step, wrappingIn: ageRangeChoices.count)
        case .tone: toneIndex = toneIndex.stepped(by: step, wrappingIn: toneChoices.count)
        default: return
        }
        serverProblems[focus] = nil
    }

    public mutating func moveFocus(by step: Int) {
        let order = Field.allCases
        let current = order.firstIndex(of: focus) ?? 0
        focus = order[((current + step) % order.count + order.count) % order.count]
    }

    /// The keywords field as a list (trimmed, empty ones out, no repeats).
    public var keywordList: [String] {
        var seen: Set<String> = []
        return keywords.text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// What the assistant works from: the description, else the prompt seed, else the title.
    public var assistantSource: String {
        [description.text, promptSeed.text, title.text].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { !$0.isEmpty } ?? ""
    }

    /// What is wrong with each field by the server's rules.
    public var problems: [Field: String] {
        var result: [Field: String] = [:]
        let trimmedTitle = title.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !Self.titleLengths.contains(trimmedTitle.count) { result[.title] = Strings.eventTitleInvalid }
        let trimmedSeed = promptSeed.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !Self.promptSeedLengths.contains(trimmedSeed.count) { result[.promptSeed] = Strings.eventPromptInvalid }
        if description.text.trimmingCharacters(in: .whitespacesAndNewlines).count > Self.descriptionMaximum {
            result[.description] = Strings.eventDescriptionTooLong
        }
        let list = keywordList
        if list.count > Self.keywordCountMaximum || list.contains(where: { $0.count > Self.keywordMaximum }) {
            result[.keywords] = Strings.eventKeywordsInvalid
        }
        return result
    }

    public func visibleProblem(for field: Field) -> String? {
        if let server = serverProblems[field] { return server }
        return showsAllProblems ? problems[field] : nil
    }

    /// The request body: every field, so an edit sends the whole event as shown.
    public var input: CustomEventInput {
        let ageRange = Self.pick(ageRangeChoices, ageRangeIndex)
        return CustomEventInput(
            title: title.text.trimmingCharacters(in: .whitespacesAndNewlines),
            description: description.text.trimmingCharacters(in: .whitespacesAndNewlines),
            promptSeed: promptSeed.text.trimmingCharacters(in: .whitespacesAndNewlines),
            category: Self.pick(categoryChoices, categoryIndex),
            ageRange: ageRange.isEmpty ? nil : ageRange,
            tone: Self.pick(toneChoices, toneIndex),
            keywords: keywordList,
            clearsAgeRange: eventID != nil && ageRange.isEmpty)
    }

    /// Shows the server's field messages (the body's keys, the fields' raw values) in the form's
    /// words; a message for a field the form has no row for goes on the title.
    public mutating func applyServerProblems(_ fields: [String: String]) {
        for (key, message) in fields {
            if let field = Field(rawValue: key) {
                serverProblems[field] = ServerFieldMessage.worded(message, field: key, label: field.label)
            } else {
                serverProblems[.title] = serverProblems[.title] ?? message
            }
        }
    }

    /// Puts the next title suggestion in the title field, after the last the first again (after
    /// the assistant's answer, or on another press while the text is the same).
    public mutating func showNextSuggestion() {
        guard !titleSuggestions.isEmpty else { return }
        let next = suggestionIndex.map { ($0 + 1) % titleSuggestions.count } ?? 0
        suggestionIndex = next
        title = LineEditor(text: titleSuggestions[next], maximumLength: 250)
        serverProblems[.title] = nil
    }
}
