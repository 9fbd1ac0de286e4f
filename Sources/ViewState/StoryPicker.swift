import Foundation
import InfiniteStoriesModels
import TerminalUI

/// The "new story" form: event (built-in or free text), length and language.
public struct StoryPicker: Sendable, Equatable {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case event, customEvent, length, language
    }

    public var heroID: String
    public var heroName: String
    /// Index into `Catalog.events`; `Catalog.events.count` means "something else" (free text).
    public var eventIndex = 0
    public var customEvent = LineEditor(maximumLength: 550)
    public var lengthIndex: Int
    public var languageIndex = 0
    public var focus: Field = .event
    public var showsAllProblems = false
    public var isSubmitting = false

    public init(heroID: String, heroName: String) {
        self.heroID = heroID
        self.heroName = heroName
        lengthIndex = Catalog.storyLengths.firstIndex(of: Catalog.defaultStoryMinutes) ?? 0
    }

    /// Rows of the event list: the built-in events, then "something else".
    public static var eventChoices: [String] { Catalog.events + [Strings.customEventOption] }

    public var usesCustomEvent: Bool { eventIndex >= Catalog.events.count }

    /// The fields that take part now (the theme only with "something else").
    public var fields: [Field] {
        usesCustomEvent ? [.event, .customEvent, .length, .language] : [.event, .length, .language]
    }

    public var minutes: Int {
        Catalog.storyLengths.indices.contains(lengthIndex) ? Catalog.storyLengths[lengthIndex] : Catalog.defaultStoryMinutes
    }

    public var language: StoryLanguage {
        Catalog.languages.indices.contains(languageIndex) ? Catalog.languages[languageIndex] : .english
    }

    /// Whether closing would lose typing (only the free-text theme can be typed).
    public var hasUnsavedChanges: Bool { usesCustomEvent && !customEvent.isEmpty }

    public var problem: String? {
        guard usesCustomEvent else { return nil }
        let theme = customEvent.text.trimmingCharacters(in: .whitespaces)
        if theme.isEmpty { return Strings.customEventRequired }
        if theme.count > FieldValidation.customEventMaximum { return Strings.customEventTooLong }
        return nil
    }

    public var visibleProblem: String? { showsAllProblems ? problem : nil }

    /// The request the form describes.
    public var request: CreateStoryRequest {
        let event = usesCustomEvent
            ? customEvent.text.trimmingCharacters(in: .whitespaces)
            : Catalog.events[min(eventIndex, Catalog.events.count - 1)]
        return CreateStoryRequest(heroId: heroID, language: language.rawValue, eventType: event,
                                  targetDuration: minutes * 60)
    }

    public mutating func moveEvent(by step: Int) {
        eventIndex = min(max(0, eventIndex + step), Self.eventChoices.count - 1)
    }

    public mutating func choose(_ step: Int) {
        switch focus {
        case .length:
            let count = Catalog.storyLengths.count
            lengthIndex = ((lengthIndex + step) % count + count) % count
        case .language:
            let count = Catalog.languages.count
            languageIndex = ((languageIndex + step) % count + count) % count
        case .event:
            moveEvent(by: step)
        case .customEvent:
            break
        }
    }

    public mutating func moveFocus(by step: Int) {
        let order = fields
        let current = order.firstIndex(of: focus) ?? 0
        focus = order[((current + step) % order.count + order.count) % order.count]
    }
}
