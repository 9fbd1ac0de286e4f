import Foundation
import Testing
import ViewState

/// Tonight's queue in the real binary, in a real terminal (tmux), against a real server: two
/// stories queued with `+`, played in order from `Q` with the reader following, each leaving the
/// queue as it ends; the server's queue and listening sessions say the same.
@Suite("Tonight's queue end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct QueueEndToEndTests {
    /// The overlay's rows, `1. <title> · Luna · 4:12`: the titles in queue order.
    static func queuedTitles(in screen: String) -> [String] {
        screen.matches(of: /[│|] +(\d)\. (.+?) · Luna/).map { String($0.2) }
    }

    /// Waits until the server has two stories and `field` is "completed" in both (their text,
    /// `generationStatus`, or their narration, `audioGenerationStatus`).
    static func waitForTwoStories(_ server: ServerProcess, token: String, completing field: String) async throws {
        let deadline = ContinuousClock.now + .seconds(180)
        while ContinuousClock.now < deadline {
            let page = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/stories")
            let stories = page["stories"] as? [[String: Any]] ?? []
            if stories.count == 2, stories.allSatisfy({ $0[field] as? String == "completed" }) { return }
            try await Task.sleep(for: .milliseconds(500))
        }
        Issue.record("two stories with \(field) completed never came")
        throw TerminalHarness.HarnessTimeout()
    }

    @Test func aQueueOfTwoStoriesPlaysBothInOrderWithTheReaderFollowing() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "queue@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        for _ in 0..<2 {
            try terminal.keys("s")
            try await terminal.waitFor("New story for Luna")
            try terminal.keys("Enter")
            try await terminal.waitFor("is ready.", timeout: .seconds(90))
        }
        let token = try JourneyEndToEndTests.savedToken(folder)
        try await Self.waitForTwoStories(server, token: token, completing: "audioGenerationStatus")

        // Both into the queue from the story list.
        try terminal.keys("r")
        try await terminal.waitFor("Stories 2")
        // To the story list (its border says it has the keys: `› Stories`).
        for _ in 0..<4 where !(try terminal.screen()).contains("› Stories") {
            try terminal.keys("Tab")
            try await Task.sleep(for: .milliseconds(300))
        }
        try await terminal.waitFor("› Stories")
        try terminal.keys("g", "+")
        try await terminal.waitFor("is in tonight's queue (1 story)")
        try terminal.keys("j", "+")
        try await terminal.waitFor("is in tonight's queue (2 stories)")

        // Q shows them; Enter on the first plays the queue, the reader on the story that plays.
        try terminal.keys("Q")
        let overlay = try await terminal.waitFor("Tonight's queue · 2", "2. ")
        let titles = Self.queuedTitles(in: overlay)
        #expect(titles.count == 2, "two rows:\n\(overlay)")
        let (first, second) = (String(titles[0].prefix(14)), String(titles[1].prefix(14)))
        try terminal.keys("g", "Enter")
        let playing = try await terminal.waitFor("Playing", "1 more queued", timeout: .seconds(30))
        #expect(playing.contains("Playing · \(first)"), "the first story plays:\n\(playing)")
        #expect(playing.contains("Reading"), "the reader is open:\n\(playing)")
        let total = try #require(JourneyEndToEndTests.total(in: playing))
        // Six seconds of sound (a listen the server is told of), then on to the end.
        try await JourneyEndToEndTests.waitForClock(terminal, atLeast: 6, timeout: .seconds(20))
        try await JourneyEndToEndTests.skipToTheEnd(terminal, total: total)

        // The pause, then the second story, in the reader too.
        try await terminal.waitFor("Next in tonight's queue", timeout: .seconds(15))
        let next = try await terminal.waitFor("Playing · \(second)", "last in queue", timeout: .seconds(30))
        let readerLines = next.split(separator: "\n").filter { $0.contains("┃") }.joined(separator: "\n")
        #expect(readerLines.contains(second), "the reader follows the story that plays:\n\(next)")
        let remaining = try #require(JourneyEndToEndTests.total(in: next))
        try await JourneyEndToEndTests.waitForClock(terminal, atLeast: 6, timeout: .seconds(20))
        try await JourneyEndToEndTests.skipToTheEnd(terminal, total: remaining)
        try await terminal.waitFor(Strings.queueDone, timeout: .seconds(15))

        // The server: both stories left the queue as they ended; two listens, both completed.
        let queue = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/queue")
        #expect((queue["items"] as? [Any])?.isEmpty == true, "\(queue)")
        var sessions: [[String: Any]] = []
        for _ in 0..<50 where sessions.count < 2 {
            sessions = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/analytics/sessions")["sessions"]
                as? [[String: Any]] ?? []
            if sessions.count < 2 { try await Task.sleep(for: .milliseconds(200)) }
        }
        #expect(sessions.count == 2, "\(sessions)")
        #expect(sessions.allSatisfy { $0["completed"] as? Bool == true }, "\(sessions)")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
