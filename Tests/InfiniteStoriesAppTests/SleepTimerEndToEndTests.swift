import Foundation
import Testing
import ViewState

/// The sleep timer in the real binary, in a real terminal (tmux), against a real server: mpv
/// plays with its `null` output, and the fade is the volume mpv itself reports.
@Suite("Sleep timer end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct SleepTimerEndToEndTests {
    /// Seconds in a minute for this test (`INFINITE_STORIES_SLEEP_MINUTE_SECONDS`): a one-minute
    /// timer runs 40 s, the last 30 of them fading.
    static let minute = 40

    /// `☾ 0:12 40%`: the seconds left and the volume mpv reports while the timer fades.
    static func fade(in screen: String) -> (left: Int, volume: Int)? {
        guard let match = screen.firstMatch(of: /☾ 0:(\d\d) (\d+)%/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    @Test func aOneMinuteTimerFadesThenStopsTheServerHasTheListenAndTheChoiceIsRemembered() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("sleep-\(UUID().uuidString).toml")
        try "sleep_timer = 1\n".write(to: config, atomically: true, encoding: .utf8)
        let arguments = "--audio-output null --config '\(config.path)'"
        let (server, terminal, folder) = try await EndToEndTests.launch(
            appArguments: arguments, environment: ["INFINITE_STORIES_SLEEP_MINUTE_SECONDS": "\(Self.minute)"])
        defer {
            terminal.stop()
            server.stop()
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: config)
        }
        try await EndToEndTests.signUp(terminal, email: "sleepy@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try await JourneyEndToEndTests.writeANarratedStoryAndOpenIt(terminal)
        try terminal.keys("Space")
        let playing = try await terminal.waitFor("Playing", timeout: .seconds(30))
        #expect(playing.contains("☾ 0:") || playing.contains("☾ 1 min"), "the mini player shows the timer:\n\(playing)")
        let clock = ContinuousClock()
        let started = clock.now

        // The fade: the volume mpv reports steps down as the time left runs out.
        var fades: [(left: Int, volume: Int)] = []
        var screen = ""
        while clock.now - started < .seconds(Self.minute + 20) {
            try await Task.sleep(for: .milliseconds(250))
            screen = try terminal.screen()
            if let fade = Self.fade(in: screen), fade.volume != fades.last?.volume { fades.append(fade) }
            if screen.contains("stopped. Sleep well.") { break }
        }
        let stoppedAfter = clock.now - started
        #expect(screen.contains("Sleep timer: ") && screen.contains("stopped. Sleep well."), "the timer stopped it:\n\(screen)")
        #expect(!screen.contains("Playing") && !screen.contains("Paused"), "the mini player is gone:\n\(screen)")
        #expect(stoppedAfter >= .seconds(Self.minute - 2) && stoppedAfter <= .seconds(Self.minute + 6),
                "a \(Self.minute) s minute stopped after \(stoppedAfter)")
        #expect(fades.count >= 5, "the volume stepped down as it faded: \(fades)")
        #expect(zip(fades, fades.dropFirst()).allSatisfy { $0.volume > $1.volume && $0.left >= $1.left },
                "always down, never back up: \(fades)")
        #expect((fades.first?.volume ?? 100) < 100 && (fades.last?.volume ?? 100) < 30, "\(fades)")

        // The server has the listen, as it ended: not completed, the timer's 40 s of playing.
        let token = try JourneyEndToEndTests.savedToken(folder)
        var sessions: [[String: Any]] = []
        for _ in 0..<50 where sessions.isEmpty {
            sessions = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/analytics/sessions")["sessions"]
                as? [[String: Any]] ?? []
            if sessions.isEmpty { try await Task.sleep(for: .milliseconds(200)) }
        }
        let session = try #require(sessions.first, "no listening session on the server")
        #expect(sessions.count == 1)
        #expect(session["completed"] as? Bool == false, "\(session)")
        let duration = session["duration"] as? Int ?? -1
        #expect(duration >= Self.minute - 3 && duration <= Self.minute + 3, "\(session)")

        // T: the next choice, remembered for this server over the config file's one minute.
        try terminal.keys("T")
        try await terminal.waitFor(Strings.sleepTimerChosen(.endOfStory))
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
        try ListenAndLookEndToEndTests.runAgain(in: terminal, server: server, arguments: arguments)
        try await terminal.waitFor("Luna", "Stories 1", timeout: .seconds(30))
        try terminal.keys("Tab")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("Enter")
        try await terminal.waitFor("Reading")
        try terminal.keys("Space")
        try await terminal.waitFor("Playing", "☾ end", timeout: .seconds(30))
        try terminal.keys("x", "q")
    }
}
