import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The reading journey in the real binary, in a real terminal (tmux), against a real server:
/// a narration played to its end (mpv's `null` output, real time) is reported when it ends, and
/// `J` shows it: a minute, one story, a streak of one day, today's square filled and marked.
@Suite("Reading journey end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct JourneyEndToEndTests {
    /// Seconds of sound before skipping to the end: more than the 5 s a listen needs to count,
    /// and past the half minute, so the journey's minutes (rounded, halves up) say 1.
    static let listenSeconds = 32

    @Test func aListenToTheEndShowsOnTheJourneyWithTodayFilled() async throws {
        let clock = ContinuousClock()
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "journey@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")

        // Nothing listened yet: the journey says so.
        try terminal.keys("J")
        let empty = try await terminal.waitFor("Reading journey", "0 min listened", "0 stories", "Streak: 0 days",
                                               "Listening days", "Today: 0 min")
        #expect(Self.todayCell(in: empty) == "·", "today is empty before any listen:\n\(empty)")
        #expect(try Self.todayIsUnderlined(terminal), "today's square is the marked one")
        try terminal.keys("Escape")
        try await terminal.waitFor("Heroes 1", "Luna")

        // A story, narrated, open in the reader.
        try await Self.writeANarratedStoryAndOpenIt(terminal)

        // Play past the half minute, then skip to the end: the listen is complete.
        try terminal.keys("Space")
        let playing = try await terminal.waitFor("Playing", timeout: .seconds(15))
        let listenStarted = clock.now
        let first = try #require(Self.clock(in: playing), "the mini player shows the duration:\n\(playing)")
        let total = first.total
        try await Self.waitForClock(terminal, atLeast: Self.listenSeconds, timeout: .seconds(Self.listenSeconds + 10))
        // Measured from the clock the first screen showed: on a loaded machine that screen is
        // read a moment after "Playing" is drawn, the sound already some seconds in. Each reading
        // may lag the sound by up to a second of the clock's own steps, hence the two spare.
        let heard = Self.listenSeconds - first.elapsed
        #expect(clock.now - listenStarted >= .seconds(heard - 2), "the clock follows real time (from \(first.elapsed) s)")
        // 15 s a press, each waited for; the last one lands on the end. (Not one press more: a
        // key press dismisses the banner that says the story finished.)
        try await Self.skipToTheEnd(terminal, total: total)
        try await terminal.waitFor("Finished", "Sleep well.", timeout: .seconds(15))
        let finished = try terminal.screen()
        #expect(!finished.contains("Playing") && !finished.contains("Paused"), "the mini player is gone:\n\(finished)")

        // The library, then the journey: the listen is there, a story, a day and a minute.
        try terminal.keys("Escape")
        try await terminal.waitFor("Heroes 1", "Stories 1")
        try terminal.keys("J")
        let journey = try await terminal.waitFor("Reading journey", "1 story", "Streak: 1 day", "Longest: 1 day",
                                                 "1 min listened", "Today: 1 min", timeout: .seconds(10))
        #expect(journey.contains("★ Luna"), "Luna is the most active hero:\n\(journey)")
        #expect(journey.contains("Milestones 1/"), "the first story is a milestone:\n\(journey)")
        #expect(journey.contains("✓ First Story"))
        let today = Self.todayCell(in: journey)
        #expect(today != nil && today != "·" && today != " ", "today's square is filled: \(String(describing: today))\n\(journey)")
        #expect(try Self.todayIsUnderlined(terminal), "today's square is the marked one")

        #expect(journey.contains("0 favourites"))

        // The server says the same over HTTP, with the session the app saved.
        let token = try Self.savedToken(folder)
        let summary = try await Self.api(server, token: token, "/api/v1/analytics/summary",
                                         query: [URLQueryItem(name: "timezone", value: TimeZone.current.identifier)])
        #expect(summary["totalStoriesListened"] as? Int == 1, "\(summary)")
        #expect(summary["currentStreak"] as? Int == 1, "\(summary)")
        #expect(summary["longestStreak"] as? Int == 1, "\(summary)")
        #expect(summary["totalListeningTimeMinutes"] as? Int == 1, "\(summary)")
        let todayName = Self.dayFormatter.string(from: Date())
        #expect((summary["lastListeningDate"] as? String)?.hasPrefix(todayName) == true, "\(summary)")

        // Behind the app's back the story becomes a favourite; r loads the journey again and
        // shows it, the listen's figures unchanged.
        let stories = try await Self.api(server, token: token, "/api/v1/stories")
        let story = try #require((stories["stories"] as? [[String: Any]])?.first?["id"] as? String, "\(stories)")
        _ = try await Self.api(server, token: token, "/api/v1/stories/\(story)", method: "PATCH",
                               body: ["isFavorite": true])
        try await Task.sleep(for: .milliseconds(300))
        #expect(try terminal.screen().contains("0 favourites"), "the journey loads only when asked")
        try terminal.keys("r")
        let refreshed = try await terminal.waitFor("Reading journey", "1 favourite ", "1 min listened", "1 story",
                                                   "Streak: 1 day", "Today: 1 min")
        #expect(Self.todayCell(in: refreshed) == today)
        #expect(!refreshed.contains("could not be loaded"))

        // Esc goes back to the library.
        try terminal.keys("Escape")
        let library = try await terminal.waitFor("Heroes 1", "Stories 1", "Luna")
        #expect(!library.contains("Reading journey") && !library.contains("Listening days"))
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }

    // MARK: Reading the screen

    /// The mini player's `0:07 / 1:12`: seconds elapsed and in all.
    static func clock(in screen: String) -> (elapsed: Int, total: Int)? {
        guard let match = screen.firstMatch(of: /(\d+):(\d\d) \/ (\d+):(\d\d)/) else { return nil }
        return (Int(match.1)! * 60 + Int(match.2)!, Int(match.3)! * 60 + Int(match.4)!)
    }

    static func total(in screen: String) -> Int? { clock(in: screen)?.total }

    /// Presses → until the mini player is within one step of the end, waiting each time for the
    /// clock to jump, then once more: the seek is clamped to the end and the story finishes.
    /// Two pauses and a resume are one listen: the server counts one play (issue 26).
    @Test func twoPausesAndAResumeCountOnePlayOnTheServer() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "plays@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try await Self.writeANarratedStoryAndOpenIt(terminal)

        // Play until sound has gone on (the clock moves), pause, play again, pause again.
        try terminal.keys("Space")
        try await terminal.waitFor("Playing", timeout: .seconds(15))
        try await Self.waitForClock(terminal, atLeast: 2, timeout: .seconds(15))
        try terminal.keys("Space")
        try await terminal.waitFor("Paused", timeout: .seconds(10))
        try terminal.keys("Space")
        try await terminal.waitFor("Playing", timeout: .seconds(10))
        try await Self.waitForClock(terminal, atLeast: 4, timeout: .seconds(15))
        try terminal.keys("Space")
        try await terminal.waitFor("Paused", timeout: .seconds(10))

        // The server counts what the app told it: one play.
        let token = try Self.savedToken(folder)
        let page = try await Self.api(server, token: token, "/api/v1/stories", query: [URLQueryItem(name: "limit", value: "5")])
        let stories = try #require(page["stories"] as? [[String: Any]], "\(page)")
        #expect(stories.count == 1)
        #expect(stories.first?["playCount"] as? Int == 1, "\(stories)")
    }

    /// `s` and Enter on Luna's list: a story written and narrated (the offline providers, a
    /// loaded machine allowed for), then open in the reader.
    static func writeANarratedStoryAndOpenIt(_ terminal: TerminalHarness) async throws {
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(90))
        try terminal.keys("Enter")
        try await terminal.waitFor("Reading")
    }

    static func skipToTheEnd(_ terminal: TerminalHarness, total: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let screen = try terminal.screen()
            guard let elapsed = clock(in: screen)?.elapsed else {
                Issue.record("the mini player is gone before the end:\n\(screen)", sourceLocation: sourceLocation)
                throw TerminalHarness.HarnessTimeout()
            }
            try terminal.keys("Right")
            if elapsed + 15 >= total { return }
            try await waitForClock(terminal, atLeast: elapsed + 14, timeout: .seconds(5), sourceLocation: sourceLocation)
        }
        Issue.record("the end was never reached", sourceLocation: sourceLocation)
        throw TerminalHarness.HarnessTimeout()
    }

    static func waitForClock(_ terminal: TerminalHarness, atLeast seconds: Int, timeout: Duration,
                             sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try terminal.screen()
            if let elapsed = clock(in: last)?.elapsed, elapsed >= seconds { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the clock never reached \(seconds) s:\n\(last)", sourceLocation: sourceLocation)
        throw TerminalHarness.HarnessTimeout()
    }

    /// Today's square of the heat map: its row and column on screen and its character. The rows
    /// are Monday to Sunday under the month names; the last week's column holds the days up to
    /// today and nothing after, so today is the lowest row with a square in that column.
    static func today(in lines: [[Character]]) -> (row: Int, column: Int, cell: Character)? {
        guard let monday = lines.firstIndex(where: { String($0).contains("┃ Mon ") }), monday + 6 < lines.count else {
            return nil
        }
        // The last week's column: the rightmost square on Monday's row, inside the box.
        let mondayRow = lines[monday]
        guard let border = mondayRow.lastIndex(of: "┃"),
              let column = mondayRow[..<border].lastIndex(where: { $0 != " " }) else { return nil }
        guard let row = (monday...(monday + 6)).last(where: { lines[$0].count > column && lines[$0][column] != " " }) else {
            return nil
        }
        return (row, column, lines[row][column])
    }

    static func todayCell(in screen: String) -> Character? {
        today(in: screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) })?.cell
    }

    /// Whether today's square, found as `todayCell` does, is drawn underlined (the view marks
    /// today so). Reads the screen with its attributes (`capture-pane -e`).
    static func todayIsUnderlined(_ terminal: TerminalHarness) throws -> Bool {
        let styled = try terminal.styledScreen()
        let lines = styledLines(styled)
        guard let today = today(in: lines.map { $0.map(\.character) }) else { return false }
        return lines[today.row][today.column].underlined
    }

    /// tmux's `capture-pane -e` text as lines of characters, each with whether it is underlined
    /// (SGR 4 turns underline on, 0 and 24 off; 38, 48 and 58 carry colours to skip).
    static func styledLines(_ styled: String) -> [[(character: Character, underlined: Bool)]] {
        var lines: [[(character: Character, underlined: Bool)]] = [[]]
        var underline = false
        var characters = styled.makeIterator()
        while let character = characters.next() {
            if character == "\n" {
                lines.append([])
                continue
            }
            guard character == "\u{1b}" else {
                lines[lines.count - 1].append((character, underline))
                continue
            }
            guard characters.next() == "[" else { continue }
            var text = ""
            var final: Character = "m"
            while let next = characters.next() {
                if next.isLetter { final = next; break }
                text.append(next)
            }
            guard final == "m" else { continue }
            let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            var index = 0
            while index < parameters.count {
                switch parameters[index] {
                case 0, 24: underline = false
                case 4: underline = true
                case 38, 48, 58: index += index + 1 < parameters.count && parameters[index + 1] == 2 ? 4 : 2
                default: break
                }
                index += 1
            }
        }
        return lines
    }

    // MARK: The server

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    /// The token of the session the app saved (under XDG_STATE_HOME).
    static func savedToken(_ folder: URL) throws -> String {
        let state = folder.appendingPathComponent("state/infinite-stories")
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasPrefix("session-") }
        let data = try Data(contentsOf: state.appendingPathComponent(try #require(files.first)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["token"] as? String)
    }

    /// A request to the server with `token`, as the app makes them: the envelope's data.
    static func api(_ server: ServerProcess, token: String, _ path: String, query: [URLQueryItem] = [],
                    method: String = "GET", body: [String: Any]? = nil) async throws -> [String: Any] {
        var components = try #require(URLComponents(string: server.baseURL + path))
        if !query.isEmpty { components.queryItems = query }
        var request = URLRequest(url: try #require(components.url))
        request.httpMethod = method
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(method) \(path): \(String(decoding: data, as: UTF8.self))")
        let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(envelope["data"] as? [String: Any], "\(envelope)")
    }
}
