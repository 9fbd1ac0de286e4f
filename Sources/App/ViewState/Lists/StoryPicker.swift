import Foundation
import InfiniteStoriesModels
import TerminalUI

/// The "new story" form: event (built-in or free text), length and language.
public struct StoryPicker: Sendable, Equatable {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case event, customEvent, length, language
    }

    /// One of the user's own events, offered after the built-in ones.
    public struct UserEvent: Sendable, Equatable {
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var heroID: String
    public var heroName: String
    /// Index into `choices`: the built-in events, then `userEvents`, then "something else" (free text).
    public var eventIndex = 0
    /// The user's own events (from the events section, or loaded when the picker opened).
    public private(set) var userEvents: [UserEvent] = []
    /// Languages offered: those the server's story writer writes (`AppState.storyLanguages`).
    public private(set) var languageChoices = Catalog.languages
    public var customEvent = LineEditor(maximumLength: 550)
    /// Index into `Catalog.storyLengths`, the lengths the settings offer too.
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

    /// A picker starting from the profile's preferences (a length that is not offered starts on
    /// the nearest one, as the settings show it), offering the user's own events and the
    /// server's languages (the first of them when `language` is not one).
    public init(heroID: String, heroName: String, language: StoryLanguage, minutes: Int, userEvents: [UserEvent],
                languages: [StoryLanguage] = Catalog.languages) {
        self.init(heroID: heroID, heroName: heroName)
        lengthIndex = Catalog.storyLengths.firstIndex(of: Catalog.nearestStoryLength(to: minutes)) ?? lengthIndex
        if !languages.isEmpty { languageChoices = languages }
        languageIndex = languageChoices.firstIndex(of: language) ?? 0
        self.userEvents = userEvents
    }

    /// Offers `languages` instead (the server's answer came while the picker was open), keeping
    /// the chosen language when it is still offered, else the first.
    public mutating func offerLanguages(_ languages: [StoryLanguage]) {
        guard !languages.isEmpty else { return }
        let chosen = language
        languageChoices = languages
        languageIndex = languages.firstIndex(of: chosen) ?? 0
    }

    /// Rows of the event list without the user's events: the built-in events, then "something else".
    public static var eventChoices: [String] { Catalog.events + [Strings.customEventOption] }

    /// Rows of the event list: the built-in events, the user's own, then "something else".
    public var choices: [String] {
        Catalog.events + userEvents.map { Strings.userEventOption($0.title) } + [Strings.customEventOption]
    }

    /// The user's event the selection is on, if it is one.
    public var selectedUserEvent: UserEvent? {
        let index = eventIndex - Catalog.events.count
        return userEvents.indices.contains(index) ? userEvents[index] : nil
    }

    /// Replaces the user's events, keeping the selection on the same row's meaning (a built-in
    /// event, the same user event, or "something else").
    public mutating func setUserEvents(_ events: [UserEvent]) {
        let selected = selectedUserEvent
        let wasFreeText = usesCustomEvent
        userEvents = events
        if wasFreeText {
            eventIndex = Catalog.events.count + events.count
        } else if let selected {
            eventIndex = Catalog.events.count + (events.firstIndex { $0.id == selected.id } ?? 0)
            if !events.contains(where: { $0.id == selected.id }) { eventIndex = 0 }
        }
    }

    public var usesCustomEvent: Bool { eventIndex >= Catalog.events.count + userEvents.count }

    /// The fields that take part now (the theme only with "something else").
    public var fields: [Field] {
        usesCustomEvent ? [.event, .customEvent, .length, .language] : [.event, .length, .language]
    }

    public var minutes: Int {
        Catalog.storyLengths.indices.contains(lengthIndex) ? Catalog.storyLengths[lengthIndex] : Catalog.defaultStoryMinutes
    }

    public var language: StoryLanguage {
        languageChoices.indices.contains(languageIndex) ? languageChoices[languageIndex] : languageChoices[0]
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
        if let userEvent = selectedUserEvent {
            // The server writes from the event's prompt, under its title.
            return CreateStoryRequest(heroId: heroID, language: language.rawValue, customEventId: userEvent.id,
                                      targetDuration: minutes * 60)
        }
        let event = usesCustomEvent
            ? customEvent.text.trimmingCharacters(in: .whitespaces)
            : Catalog.events[min(eventIndex, Catalog.events.count - 1)]
        return CreateStoryRequest(heroId: heroID, language: language.rawValue, eventType: event,
                                  targetDuration: minutes * 60)
    }

    public mutating func moveEvent(by step: Int) {
        eventIndex = min(max(0, eventIndex + step), choices.count - 1)
    }

    public mutating func choose(_ step: Int) {
        switch focus {
        case .length:
            lengthIndex = lengthIndex.stepped(by: step, wrappingIn: Catalog.storyLengths.count)
        case .language:
            languageIndex = languageIndex.stepped(by: step, wrappingIn: languageChoices.count)
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
