import Foundation
import InfiniteStoriesModels
import TerminalUI

/// The settings section: the profile as the server last answered it, the edits not saved yet,
/// and the usage against the hourly limits.
///
/// Preferences live on the server so every device shares them; the draft values here are what
/// the ←/→ choices and the name field show until Enter saves them with one PATCH.
public struct SettingsState: Sendable, Equatable {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case name, voice, language, storyLength

        /// The name the section shows, which its messages use too.
        public var label: String {
            switch self {
            case .name: Strings.settingsNameLabel
            case .voice: Strings.settingsVoiceLabel
            case .language: Strings.settingsLanguageLabel
            case .storyLength: Strings.settingsLengthLabel
            }
        }
    }

    /// The profile as last loaded or saved; nil until the server answered.
    public var profile: UserProfile?
    public var usage: AccountUsage?
    public var isLoadingProfile = false
    public var isLoadingUsage = false
    /// Why the profile could not be loaded, shown in the section.
    public var loadError: String?
    public var focus: Field = .name
    public var name = LineEditor(maximumLength: 250)
    /// Whether the name field takes typing (Enter on it starts, Enter saves, Esc stops).
    public var isEditingName = false
    public var voiceIndex = 0
    /// Index into `languageChoices`.
    public var languageIndex = 0
    /// Languages offered: those the server's story writer writes (`AppState.storyLanguages`).
    public private(set) var languageChoices: [StoryLanguage]
    /// Minutes, one of `Catalog.storyLengths` (the story picker's lengths).
    public var storyLength = Catalog.defaultStoryMinutes
    public var isSaving = false
    /// The server's messages per field, from a refused PATCH.
    public var serverProblems: [Field: String] = [:]
    /// The save failed on an expired session: after signing in, the client replays it.
    public var awaitsReplay = false

    public init(languageChoices: [StoryLanguage] = Catalog.languages) {
        self.languageChoices = languageChoices.isEmpty ? Catalog.languages : languageChoices
    }

    /// Takes the server's profile as the new starting point of every field.
    public mutating func adopt(_ profile: UserProfile) {
        self.profile = profile
        name = LineEditor(text: profile.name, maximumLength: 250)
        voiceIndex = Catalog.voices.firstIndex(of: profile.defaultVoice) ?? 0
        languageIndex = savedLanguage.flatMap(languageChoices.firstIndex(of:)) ?? 0
        storyLength = savedStoryLength ?? Catalog.defaultStoryMinutes
        serverProblems = [:]
    }

    /// Offers `languages` instead (the server's answer came), keeping an edited choice when it
    /// is still offered; an unedited one follows the profile again.
    public mutating func offerLanguages(_ languages: [StoryLanguage]) {
        guard !languages.isEmpty else { return }
        let edited = isChanged(.language) ? language : nil
        languageChoices = languages
        languageIndex = (edited ?? savedLanguage).flatMap(languages.firstIndex(of:)) ?? 0
    }

    /// The profile's language as the choices show it: the first offered when the server no
    /// longer writes the saved one, so it reads as unchanged and a save leaves it alone.
    public var savedLanguage: StoryLanguage? {
        profile.map { profile in languageChoices.first { $0.rawValue == profile.preferredLanguage } ?? languageChoices[0] }
    }

    /// The profile's length as the choices show it: the nearest offered one when another app
    /// saved a length this one does not offer, so it reads as unchanged and a save leaves it alone.
    public var savedStoryLength: Int? {
        profile.map { Catalog.nearestStoryLength(to: $0.defaultStoryLength) }
    }

    public var voice: String {
        Catalog.voice(at: voiceIndex)
    }

    public var language: StoryLanguage {
        languageChoices.indices.contains(languageIndex) ? languageChoices[languageIndex] : languageChoices[0]
    }

    /// What differs from the loaded profile; empty when nothing was changed.
    public var patch: ProfilePatch {
        guard let profile else { return ProfilePatch() }
        var patch = ProfilePatch()
        let trimmed = name.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != profile.name { patch.name = trimmed }
        if voice != profile.defaultVoice { patch.defaultVoice = voice }
        if language != savedLanguage { patch.preferredLanguage = language.rawValue }
        if storyLength != savedStoryLength { patch.defaultStoryLength = storyLength }
        return patch
    }

    /// Whether leaving would lose an edit (the name being typed, a choice not saved).
    public var hasUnsavedChanges: Bool { profile != nil && !patch.isEmpty }

    /// Whether a spinner turns in the section.
    public var isBusy: Bool { isLoadingProfile || isSaving }

    /// Whether `field` holds a value not saved yet.
    public func isChanged(_ field: Field) -> Bool {
        let patch = self.patch
        switch field {
        case .name: return patch.name != nil
        case .voice: return patch.defaultVoice != nil
        case .language: return patch.preferredLanguage != nil
        case .storyLength: return patch.defaultStoryLength != nil
        }
    }

    /// What the name breaks of the server's rules (1 to 200 characters).
    public var nameProblem: String? {
        let trimmed = name.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return FieldValidation.heroNameLengths.contains(trimmed.count) ? nil : Strings.settingsNameInvalid
    }

    /// Steps the focused choice by `step` (wrapping; lengths stop at their ends).
    public mutating func choose(_ step: Int) {
        switch focus {
        case .voice:
            voiceIndex = voiceIndex.stepped(by: step, wrappingIn: Catalog.voices.count)
        case .language:
            languageIndex = languageIndex.stepped(by: step, wrappingIn: languageChoices.count)
        case .storyLength:
            let lengths = Catalog.storyLengths
            let current = lengths.firstIndex(of: Catalog.nearestStoryLength(to: storyLength)) ?? 0
            storyLength = lengths[min(max(current + step, 0), lengths.count - 1)]
        case .name:
            return
        }
        serverProblems[focus] = nil
    }

    public mutating func moveFocus(by step: Int) {
        let order = Field.allCases
        let current = order.firstIndex(of: focus) ?? 0
        focus = order[min(max(0, current + step), order.count - 1)]
    }

    /// Shows the server's field messages (the PATCH body's keys) in the section's words.
    public mutating func applyServerProblems(_ fields: [String: String]) {
        for (key, message) in fields {
            let field: Field
            switch key {
            case "name": field = .name
            case "defaultVoice": field = .voice
            case "preferredLanguage": field = .language
            case "defaultStoryLength": field = .storyLength
            default: continue
            }
            serverProblems[field] = ServerFieldMessage.worded(message, field: key, label: field.label)
        }
    }
}
