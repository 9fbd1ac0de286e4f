import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// The settings section: loading the profile and usage, editing the preferences, saving them.
extension Reducer {
    /// At sign-in: the preferences the story picker and narration start from.
    static func loadAccountPreferences(_ state: inout AppState) -> [Effect] {
        state.settings.isLoadingProfile = true
        return [.settings(.loadProfile)]
    }

    /// The section came on screen: fresh profile and usage (the draft is kept while it differs).
    static func settingsOpened(_ state: inout AppState) -> [Effect] {
        state.settings.isLoadingProfile = true
        state.settings.isLoadingUsage = true
        return [.settings(.loadProfile), .settings(.loadUsage)]
    }

    static func settingsAction(_ state: inout AppState, _ action: SettingsAction) -> [Effect] {
        switch action {
        case .profileLoaded(let profile):
            state.settings.isLoadingProfile = false
            state.settings.loadError = nil
            // Edits in progress are not thrown away by a refresh.
            if !state.settings.hasUnsavedChanges && !state.settings.isEditingName {
                state.settings.adopt(profile)
            } else {
                state.settings.profile = profile
            }
            return noteSuccess(&state)
        case .profileLoadFailed(let error):
            state.settings.isLoadingProfile = false
            state.settings.loadError = error.message(server: state.serverLabel)
            // A failed background load at sign-in is not worth a banner outside the section.
            return noteFailure(&state, error, showsBanner: state.section == .settings)
        case .profileSaved(let profile):
            state.settings.isSaving = false
            state.settings.isEditingName = false
            state.settings.adopt(profile)
            state.banner = .success(Strings.settingsSaved)
            return noteSuccess(&state)
        case .profileSaveFailed(let error):
            state.settings.isSaving = false
            if error == .sessionExpired {
                state.settings.awaitsReplay = true
                return expireSession(&state)
            }
            if case .invalidInput(let fields) = error {
                state.settings.applyServerProblems(fields)
                if let first = SettingsState.Field.allCases.first(where: { state.settings.serverProblems[$0] != nil }) {
                    state.settings.focus = first
                }
                state.banner = .error(error.message)
                return noteSuccess(&state)
            }
            return noteFailure(&state, error)
        case .usageLoaded(let usage):
            state.settings.isLoadingUsage = false
            state.settings.usage = usage
            return noteSuccess(&state)
        case .usageLoadFailed(let error):
            state.settings.isLoadingUsage = false
            return noteFailure(&state, error, showsBanner: false)
        }
    }

    /// Keys of the settings section (the name field not being typed into).
    static func performSettings(_ command: Command, _ state: inout AppState) -> [Effect]? {
        switch command {
        case .moveDown: state.settings.moveFocus(by: 1)
        case .moveUp: state.settings.moveFocus(by: -1)
        case .top: state.settings.focus = .name
        case .bottom: state.settings.focus = .storyLength
        case .choosePrevious: state.settings.choose(-1)
        case .chooseNext: state.settings.choose(1)
        case .submit:
            guard state.settings.profile != nil else { return [] }
            if state.settings.focus == .name && !state.settings.isEditingName {
                state.settings.isEditingName = true
                state.settings.name.moveToEnd()
                return []
            }
            return saveSettings(&state)
        default: return nil
        }
        return []
    }

    /// Keys while the name is typed: Enter saves, Esc puts the saved name back.
    static func performSettingsName(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .settingsName, &state) { return effects }
        switch command {
        case .submit:
            return saveSettings(&state)
        case .cancel:
            state.settings.isEditingName = false
            if let profile = state.settings.profile {
                state.settings.name = LineEditor(text: profile.name, maximumLength: 250)
            }
            state.settings.serverProblems[.name] = nil
        default:
            break
        }
        return []
    }

    /// Typing into the name field.
    static func editSettingsName(_ state: inout AppState, _ event: InputEvent) {
        guard state.settings.name.handle(event) else { return }
        state.settings.serverProblems[.name] = nil
    }

    static func saveSettings(_ state: inout AppState) -> [Effect] {
        guard !state.settings.isSaving, !state.settings.awaitsReplay else { return [] }
        if let problem = state.settings.nameProblem {
            state.settings.serverProblems[.name] = problem
            state.settings.focus = .name
            return []
        }
        let patch = state.settings.patch
        guard !patch.isEmpty else {
            state.settings.isEditingName = false
            state.banner = .info(Strings.settingsUnchanged)
            return []
        }
        state.settings.isSaving = true
        state.settings.serverProblems = [:]
        return [.settings(.saveProfile(patch))]
    }
}
