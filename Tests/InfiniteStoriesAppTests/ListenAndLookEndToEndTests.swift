import Foundation
import Testing
import ViewState

/// Listening and pictures in the real binary, in a real terminal (tmux), against a real server:
/// mpv plays with its `null` output (real time, no sound device needed), libchafa draws.
@Suite("Listen and look end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct ListenAndLookEndToEndTests {
    /// Block and shade characters libchafa draws pictures with.
    static let pictureSymbols = Set("▀▄█▌▐▖▗▘▝▙▚▛▜▞▟░▒▓▁▂▃▅▆▇▉▊▋▍▎▏")

    /// The mini player's clock, `0:42 / 3:07`, as seconds elapsed.
    static func clock(in screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /(\d+):(\d\d) \/ \d+:\d\d/) else { return nil }
        return Int(match.1)! * 60 + Int(match.2)!
    }

    /// Starts the app again in `terminal` (same folders, same server) after it quit or was
    /// killed. A killed app leaves the terminal raw, where Enter is a bare CR: the terminal is
    /// made sane first, and Ctrl-J ends the lines.
    static func runAgain(in terminal: TerminalHarness, server: ServerProcess, arguments: String = "") throws {
        let app = try ServerProcess.binary("infinite-stories").path
        try terminal.type("stty sane; clear")
        try terminal.keys("C-j")
        try terminal.type("'\(app)' --server \(server.baseURL) \(arguments)")
        try terminal.keys("C-j")
    }

    @Test func anAvatarIsDrawnAfterARestartWithoutAFrozenSpinner() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch()
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "avatar@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try terminal.keys("a")
        try await terminal.waitFor("Luna's avatar is ready.", timeout: .seconds(60))
        try await terminal.waitFor("Avatar: ready")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")

        // The next run opens on the saved lists at once, then the server's: the avatar is drawn.
        try Self.runAgain(in: terminal, server: server)
        try await terminal.waitFor("Luna", "Avatar: ready", timeout: .seconds(30))
        var drawn = 0
        var screen = ""
        for _ in 0..<50 where drawn < 40 {
            try await Task.sleep(for: .milliseconds(100))
            screen = try terminal.screen()
            drawn = screen.split(separator: "\n").map { String($0.suffix(50)) }.joined()
                .filter { Self.pictureSymbols.contains($0) }.count
        }
        #expect(drawn >= 40, "the avatar is drawn after the restart:\n\(screen)")
        #expect(!screen.contains(Strings.pictureLoading), "a spinner froze:\n\(screen)")
        try terminal.keys("q")
    }

    @Test func aPlaceSurvivesKillNineAndTheNextPlayResumesWithinTenSeconds() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "crash@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(120))
        try terminal.keys("Enter")
        try await terminal.waitFor("Reading")
        try terminal.keys("Space")
        try await terminal.waitFor("Playing", timeout: .seconds(30))
        // Past the first write (10 s of playing), then the app dies without a chance to save.
        var heard = 0
        for _ in 0..<200 where heard < 16 {
            try await Task.sleep(for: .milliseconds(200))
            heard = Self.clock(in: try terminal.screen()) ?? 0
        }
        #expect(heard >= 16, "the narration did not play long enough")
        _ = try TerminalHarness.run("/usr/bin/env", ["pkill", "-9", "-f", "infinite-stories --server \(server.baseURL)"])
        try await terminal.waitFor("EXIT=137", "DONE")

        // The next run, in the same terminal with the same folders: play resumes near the place.
        try Self.runAgain(in: terminal, server: server, arguments: "--audio-output null")
        try await terminal.waitFor("Luna", "Stories 1", timeout: .seconds(30))
        try terminal.keys("Tab")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("Enter")
        try await terminal.waitFor("Reading")
        try terminal.keys("Space")
        let resumed = try await terminal.waitFor("Playing", timeout: .seconds(30))
        let place = try #require(Self.clock(in: resumed))
        #expect(place >= heard - 10 && place <= heard + 2, "killed at \(heard) s, resumed at \(place) s")
        try terminal.keys("x", "q")
    }

    @Test func theAvatarIsDrawnAndANarrationPlaysWhileBrowsingThenStops() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "listener@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")

        // The avatar: made from the heroes pane, then drawn in the hero detail.
        try terminal.keys("a")
        try await terminal.waitFor("Luna's avatar is ready.", timeout: .seconds(60))
        let withAvatar = try await terminal.waitFor("Avatar: ready")
        let detail = withAvatar.split(separator: "\n").map { String($0.suffix(50)) }.joined()
        var drawn = detail.filter { Self.pictureSymbols.contains($0) }.count
        for _ in 0..<50 where drawn < 40 {
            try await Task.sleep(for: .milliseconds(100))
            drawn = try terminal.screen().split(separator: "\n").map { String($0.suffix(50)) }.joined()
                .filter { Self.pictureSymbols.contains($0) }.count
        }
        let avatarScreen = try terminal.screen()
        #expect(drawn >= 40, "the avatar is drawn in cells:\n\(avatarScreen)")

        // A story, narrated and illustrated.
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(120))
        try await terminal.waitFor("pictures", timeout: .seconds(60))

        // Read and play: the mini player shows the time advancing.
        try terminal.keys("Enter")
        try await terminal.waitFor("Reading", "Picture 1 of")
        try terminal.keys("Space")
        let playing = try await terminal.waitFor("Playing", "Space pause/play", timeout: .seconds(30))
        let first = try #require(Self.clock(in: playing))
        try await Task.sleep(for: .seconds(3))
        let later = try #require(Self.clock(in: try terminal.screen()))
        #expect(later >= first + 2, "the clock advances: \(first) then \(later)")

        // Browse away: back to the heroes; playing goes on and the mini player stays.
        try terminal.keys("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("BTab")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("BTab")
        let browsing = try await terminal.waitFor("Playing", "Age: 7")
        try await Task.sleep(for: .seconds(2))
        let stillPlaying = try #require(Self.clock(in: try terminal.screen()))
        #expect(stillPlaying > (Self.clock(in: browsing) ?? 0), "still playing while browsing")

        // Space pauses from the heroes list; x stops.
        try terminal.keys("Space")
        try await terminal.waitFor("Paused")
        try terminal.keys("x")
        try await Task.sleep(for: .milliseconds(500))
        let stopped = try terminal.screen()
        #expect(!stopped.contains("Paused") && !stopped.contains("Playing"), "the mini player is gone:\n\(stopped)")

        // Any size, down to a single cell and up to 300x100: no crash.
        for (width, height) in [(1, 1), (2, 1), (10, 3), (300, 100), (41, 12), (120, 40)] {
            try terminal.resize(width: width, height: height)
            try await Task.sleep(for: .milliseconds(300))
        }
        try await terminal.waitFor("Heroes 1", "Luna")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
