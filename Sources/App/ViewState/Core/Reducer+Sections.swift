/// Moving between the main screen's sections (`Section`), and the keys they share.
extension Reducer {
    static func showSection(_ section: Section, _ state: inout AppState) -> [Effect] {
        guard state.section != section else { return [] }
        state.section = section
        return sectionOpened(&state)
    }

    /// What a section asks for when it comes on screen (its data, fresh).
    static func sectionOpened(_ state: inout AppState) -> [Effect] {
        switch state.section {
        case .events: eventsOpened(&state)
        case .settings: settingsOpened(&state)
        case .journey: loadJourney(&state)
        case .library: []
        }
    }

    /// Keys in the events, journey and settings sections.
    static func performSection(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: context, &state) { return effects }
        if context == .journey, let effects = performJourney(command, &state) { return effects }
        if context == .events, let effects = performEvents(command, &state) { return effects }
        if context == .settings, let effects = performSettings(command, &state) { return effects }
        switch command {
        case .showLibrary: return showSection(.library, &state)
        case .showEvents: return showSection(.events, &state)
        case .showJourney: return showSection(.journey, &state)
        case .showSettings: return showSection(.settings, &state)
        case .refresh: return sectionOpened(&state) + [.checkHealth]
        case .signOut, .deleteAccount, .playPause, .stopPlayback, .sleepTimer, .showQueue:
            return performMain(command, in: context, &state)
        default: return []
        }
    }
}
