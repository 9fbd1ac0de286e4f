import AppScreens
import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The header's word about the server is only as true as its last answer (issue 26).
@Suite("The connection badge")
struct ConnectionBadgeTests {
    private static func header(_ state: AppState) -> String {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        render(state, into: &buffer, glyphs: .unicode)
        return buffer.lines()[0]
    }

    @Test func anAnswerOlderThanAMinuteShowsNoLatency() {
        let size = TerminalSize(width: 120, height: 40)
        var state = Fixtures.main(size)
        let started = state.now
        _ = reduce(&state, .session(.connectivityChecked(.reachable(latency: .milliseconds(55), status: HealthStatus(status: "healthy", timestamp: Date(), database: "connected", version: "0.1.0")))))
        #expect(Self.header(state).hasSuffix("● online 55 ms"))
        _ = reduce(&state, .tick(started.addingTimeInterval(AppState.latencyShownSeconds + 1)))
        #expect(Self.header(state).hasSuffix("● online"))
    }
}
