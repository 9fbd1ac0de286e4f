import InfiniteStoriesClient

/// The reading journey section: loading its data and scrolling it.
extension Reducer {
    /// Asks for the journey's data; what is on screen stays until the answer replaces it.
    static func loadJourney(_ state: inout AppState) -> [Effect] {
        state.journey.requestID += 1
        state.journey.isLoading = true
        return [.loadJourney(requestID: state.journey.requestID)]
    }

    static func journeyAction(_ state: inout AppState, _ action: JourneyAction) -> [Effect] {
        switch action {
        case .loaded(let data, let requestID):
            guard requestID == state.journey.requestID else { return [] }
            state.journey.data = data
            state.journey.isLoading = false
            state.journey.loadError = nil
            scrollJourney(&state, by: 0)
            return noteSuccess(&state)
        case .loadFailed(let error, let requestID):
            guard requestID == state.journey.requestID else { return [] }
            state.journey.isLoading = false
            guard error != .cancelled else { return [] }
            state.journey.loadError = message(for: error, in: state)
            // Before any data the section says why itself; over data on screen, the banner does.
            return noteFailure(&state, error, showsBanner: state.journey.data != nil)
        }
    }

    /// A listen was reported: the journey on screen loads again to show it (it loads anyway
    /// whenever it is opened).
    static func listeningReported(_ state: inout AppState) -> [Effect] {
        guard state.screen == .main, state.section == .journey, state.session != nil else { return [] }
        return loadJourney(&state)
    }

    /// Scrolling keys of the journey; nil for the keys every section shares.
    static func performJourney(_ command: Command, _ state: inout AppState) -> [Effect]? {
        let page = max(1, journeyViewportHeight(state) - 1)
        switch command {
        case .moveDown: scrollJourney(&state, by: 1)
        case .moveUp: scrollJourney(&state, by: -1)
        case .pageDown: scrollJourney(&state, by: page)
        case .pageUp: scrollJourney(&state, by: -page)
        case .top: scrollJourney(&state, by: -Int.max / 2)
        case .bottom: scrollJourney(&state, by: Int.max / 2)
        default: return nil
        }
        return []
    }

    /// Moves the scroll by `rows`, kept between the top and the last screenful of the content
    /// (which a resize or new data may have made shorter).
    static func scrollJourney(_ state: inout AppState, by rows: Int) {
        let viewport = JourneyLayout.viewport(inMainArea: state.layout.mainArea)
        let layout = JourneyLayout(journey: state.journey, width: viewport.width)
        let maximum = layout.maximumScroll(viewportHeight: viewport.height)
        let current = min(max(0, state.journey.scroll), maximum)
        state.journey.scroll = min(max(0, current.addingReportingOverflow(rows).partialValue), maximum)
    }

    static func journeyViewportHeight(_ state: AppState) -> Int {
        JourneyLayout.viewport(inMainArea: state.layout.mainArea).height
    }
}
