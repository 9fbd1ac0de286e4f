import Foundation
import Testing
import ViewState

/// `c` in the real binary, in a real terminal (tmux), against a real server: the next part of a
/// story is written, its opening names the first story's companion and place (the summary the
/// server kept), the list marks both parts, and the reader's `p` at the end of the second part
/// opens the first.
@Suite("Sequels end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct SequelEndToEndTests {
    @Test func cWritesASequelThatRemembersTheCompanionAndThePlace() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUpWithAStory(terminal, email: "sequel@example.com")

        let token = try JourneyEndToEndTests.savedToken(folder)
        try terminal.keys("c")
        // The list marks the first part as soon as the second is started (other banners may
        // take the status line meanwhile: the first story's narration and pictures go on).
        let started = try await terminal.waitFor("Part 1 of 2", timeout: .seconds(60))
        #expect(started.contains(Strings.seriesMark), "the list marks the series:\n\(started)")
        try await QueueEndToEndTests.waitForTwoStories(server, token: token, completing: "generationStatus")
        try await terminal.waitFor("Part 2 of 2", "Part 1 of 2", timeout: .seconds(60))

        // The server: the sequel continues the first story, and opens by recalling its companion and place.
        let page = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/stories")
        let stories = page["stories"] as? [[String: Any]] ?? []
        #expect(stories.count == 2, "\(page)")
        let sequel = try #require(stories.first { $0["continuesStoryId"] != nil }, "\(stories)")
        let first = try #require(stories.first { $0["continuesStoryId"] == nil })
        #expect(sequel["continuesStoryId"] as? String == first["id"] as? String)
        #expect(sequel["seriesPart"] as? Int == 2 && first["seriesPart"] as? Int == 1)
        let summary = try #require(first["summary"] as? [String: Any], "\(first)")
        let companion = try #require(summary["companion"] as? String, "a seven-minute story has a companion: \(summary)")
        let place = try #require(summary["place"] as? String)
        let opening = String((sequel["content"] as? String ?? "").prefix { $0 != "\n" })
        #expect(opening.contains(companion), "\(companion) in: \(opening)")
        #expect(opening.contains(place), "\(place) in: \(opening)")

        // The reader on the sequel: at its end, where the series goes; p opens the first part.
        for _ in 0..<6 where !(try terminal.screen()).contains("› Stories") {
            try terminal.keys("Tab")
            try await Task.sleep(for: .milliseconds(500))
        }
        try await terminal.waitFor("› Stories")
        try terminal.keys("g", "Enter")
        try await terminal.waitFor("Reading", "Line 1/", timeout: .seconds(30))
        try terminal.keys("G")
        try await terminal.waitFor("End of part 2 of 2.", timeout: .seconds(30))
        try terminal.keys("p")
        let firstTitle = String((first["title"] as? String ?? "").prefix(20))
        try await terminal.waitFor(firstTitle, "Line 1/", timeout: .seconds(15))
        try terminal.keys("G")
        try await terminal.waitFor("End of part 1 of 2.", "n: part 2")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
