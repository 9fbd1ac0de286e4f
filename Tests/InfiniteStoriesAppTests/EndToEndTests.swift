import Foundation
import StandIns
import Testing

/// The real `infinite-stories` binary in a real terminal (tmux), against a real
/// `infinite-stories-server` on loopback: what a person does, checked on the screen they see.
@Suite("App end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct EndToEndTests {
    static let password = "bedtime-stories-42"

    /// Starts a server (with `serverArguments`) and the app against it in a 120x40 terminal.
    /// With `secondStartAfter`, the shell runs that command when the app quits (`FIRST=<status>`
    /// on screen), then starts the app a second time.
    static func launch(serverArguments: [String] = [], appArguments: String = "", environment: [String: String] = [:],
                       secondStartAfter between: String? = nil) async throws
        -> (ServerProcess, TerminalHarness, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-app-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try ServerProcess(folder: folder, extraArguments: serverArguments)
        try await server.start()
        let app = try ServerProcess.binary("infinite-stories").path
        // After quitting, the shell reports the exit status and the terminal modes.
        let modes = "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"
        let start = "'\(app)' --server \(server.baseURL) \(appArguments)"
        let first = between.map { "\(start); echo \"FIRST=$?\"; \($0); " } ?? ""
        let command = "\(first)\(start); echo \"EXIT=$?\"; \(modes); echo; echo DONE"
        let terminal = try TerminalHarness(width: 120, height: 40,
                                           environment: environment.merging([
                                               "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                                               "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                                           ]) { _, ours in ours },
                                           command: command)
        return (server, terminal, folder)
    }

    /// Stops what `launch` started and removes its folder: every end-to-end test's `defer`.
    static func tearDown(_ server: ServerProcess, _ terminal: TerminalHarness, _ folder: URL) {
        terminal.stop()
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// `serverStart`: how long the form may wait for "online" (an app that starts its own
    /// server, a debug build among the other suites on two cores, takes longer than 20 s).
    static func signUp(_ terminal: TerminalHarness, email: String, serverStart: Duration = .seconds(20)) async throws {
        // A first start against this server opens on signing up, with the name field focused.
        try await terminal.waitFor("[ Sign up ]", "online", timeout: serverStart)
        try terminal.type("Ada Parent")
        try terminal.keys("Tab")
        try terminal.type(email)
        try terminal.keys("Tab")
        try terminal.type(password)
        try terminal.keys("Tab")
        try terminal.type(password)
        try terminal.keys("Enter")
        try await terminal.waitFor(email, "Heroes 0", "No heroes yet")
    }

    /// Signs up as `email`, makes Luna, and has a story written for her with the story picker's
    /// defaults, until it is ready: where most end-to-end journeys start.
    static func signUpWithAStory(_ terminal: TerminalHarness, email: String) async throws {
        try await signUp(terminal, email: email)
        try await createHero(terminal, name: "Luna")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("is ready.", timeout: .seconds(90))
    }

    static func createHero(_ terminal: TerminalHarness, name: String) async throws {
        try terminal.keys("n")
        try await terminal.waitFor("New hero")
        try terminal.type(name)
        try terminal.keys("Enter")
        try await terminal.waitFor("\(name) is ready for adventures.")
    }

    @Test func signUpCreateGenerateReadFavouriteDeleteResizeQuit() async throws {
        let (server, terminal, folder) = try await Self.launch()
        defer { Self.tearDown(server, terminal, folder) }
        try await Self.signUp(terminal, email: "ada@example.com")
        try await Self.createHero(terminal, name: "Luna")

        // Generate and watch all three steps to the end.
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna", "Bedtime Adventure", "7 minutes", "English")
        try terminal.keys("Enter")
        let progress = try await terminal.waitFor("Writing", "Narration", "Illustrations", "1 story in progress")
        #expect(progress.contains("Stories 1"))
        let done = try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(90))
        #expect(done.contains("Text: written"))
        #expect(done.contains("pictures"), "the pictures were drawn without asking")
        #expect(!done.contains("in progress"))

        // Read it.
        try terminal.keys("Enter")
        let reader = try await terminal.waitFor("Reading", "Line 1/")
        #expect(reader.contains("Narration: ready"))
        #expect(reader.components(separatedBy: "Luna").count > 3, "the story text, starring Luna, is on screen")

        // Favourite it.
        try terminal.keys("f")
        try await terminal.waitFor("is a favourite.", "★")

        // Delete it: Cancel is the default, so move to Delete first. (A pause after Esc, as a
        // person makes: Esc directly followed by a key reads as Alt and that key.)
        try terminal.keys("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("d")
        try await terminal.waitFor("Delete story?", "[ Cancel ]", "[ Delete ]")
        try terminal.keys("Right")
        try terminal.keys("Enter")
        try await terminal.waitFor("was deleted.", "Stories 0")

        // Resize: one pane with breadcrumbs, too small, then three panes again.
        try terminal.resize(width: 70, height: 20)
        try await terminal.waitFor("Heroes ›", "Stories 0")
        try terminal.resize(width: 30, height: 8)
        try await terminal.waitFor("have 30x8", "need 40x12")
        try terminal.resize(width: 120, height: 40)
        try await terminal.waitFor("Heroes 1", "Stories 0", "Luna")

        // Quit: the terminal is restored (cooked mode, echo on) and the app exits 0.
        try terminal.keys("q")
        var after = try await terminal.waitFor("EXIT=0", "DONE")
        // The modes line is the first non-empty one after the exit status (a clean-clone run once
        // captured an empty line in between); a missing or empty modes line leaves `DONE` first.
        // A capture taken while the shell was still writing is taken again.
        func modesLine(_ screen: String) -> String? {
            let lines = screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let exitLine = lines.firstIndex(of: "EXIT=0") else { return nil }
            return lines[(exitLine + 1)...].first { !$0.isEmpty }
        }
        for _ in 0..<20 where modesLine(after) == nil {
            try await Task.sleep(for: .milliseconds(100))
            after = try terminal.screen()
        }
        let modes = modesLine(after)
        #expect(modes == "icanon echo", "canonical mode and echo are back")
        #expect(!after.contains("Heroes 1"), "the app's screen is gone (alternate screen left)")
    }

    /// The story list's pages come without text (`contentLimit=0`): the detail pane reads the
    /// opening of the story it shows from the server once the selection rests on it.
    @Test func theDetailPaneReadsTheOpeningOfTheStoryItShows() async throws {
        let (server, terminal, folder) = try await Self.launch(
            secondStartAfter: "rm -f \"$XDG_STATE_HOME\"/infinite-stories/lists-*.json; "
                + "ls \"$XDG_STATE_HOME\"/infinite-stories/lists-*.json >/dev/null 2>&1 || echo LISTS-GONE")
        defer { Self.tearDown(server, terminal, folder) }
        try await Self.signUpWithAStory(terminal, email: "opening@example.com")
        let token = try JourneyEndToEndTests.savedToken(folder)
        let listed = try await JourneyEndToEndTests.api(server, token: token, "/api/v1/stories")
        let story = try #require((listed["stories"] as? [[String: Any]])?.first)
        let content = try #require(story["content"] as? String)
        // The text's first words, short enough to stay on the pane's first line.
        var opening = ""
        for word in content.split(whereSeparator: \.isWhitespace) {
            guard opening.count + word.count + 1 <= 30 else { break }
            opening += (opening.isEmpty ? "" : " ") + word
        }
        #expect(opening.count >= 10, "\(content.prefix(80))")
        // A word only past the 240 characters a saved list keeps (and not in the title): on screen,
        // it came from the server's opening.
        let title = story["title"] as? String ?? ""
        let head = String(content.prefix(240))
        let later = content.dropFirst(260).prefix(160).split(whereSeparator: { !$0.isLetter }).map(String.init)
        let farWord = later.first { $0.count >= 7 && !head.contains($0) && !title.contains($0) }

        // The story list has the keys at quitting, so `› Heroes` marks the second start.
        for _ in 0..<3 where !(try terminal.screen()).contains("› Stories") {
            try terminal.keys("Tab")
            try await Task.sleep(for: .milliseconds(300))
        }
        try await terminal.waitFor("› Stories")
        // Quit, forget the saved lists and start again: the session is kept, the lists come from
        // the server, with no text.
        try terminal.keys("q")
        try await terminal.waitFor("› Heroes 1", "Stories 1", "Luna")
        #expect(!(try terminal.screen()).contains(opening), "the hero pane has the keys: the hero is described")
        for _ in 0..<3 where !(try terminal.screen()).contains("› Stories") {
            try terminal.keys("Tab")
            try await Task.sleep(for: .milliseconds(300))
        }
        let shown = try await terminal.waitFor(opening, "Press Enter to read.")
        #expect(shown.contains("Text: written"))
        if let farWord { #expect(shown.contains(farWord), "'\(farWord)' from past the first 240 characters:\n\(shown)") }

        try terminal.keys("q")
        let after = try await terminal.waitFor("EXIT=0", "DONE")
        #expect(after.contains("LISTS-GONE"), "the saved lists were removed before the second start")
    }

    /// The session expires on the server; the next action shows the banner; signing in again
    /// replays the failed request and lands where the user was.
    @Test func anExpiredSessionLeadsBackWhereTheUserWas() async throws {
        // Long enough for signing up (scrypt) and a hero on a loaded machine; waited out after.
        let lifetime = 10
        let (server, terminal, folder) = try await Self.launch(serverArguments: ["--session-ttl", "\(lifetime)"])
        defer { Self.tearDown(server, terminal, folder) }
        try await Self.signUp(terminal, email: "max@example.com")
        try await Self.createHero(terminal, name: "Max")
        // The session was last used (and so last extended) by the hero's save: waited out from there.
        try await Task.sleep(for: .seconds(lifetime + 1))

        // The next action that reaches the server finds the session gone.
        try terminal.keys("n")
        try await terminal.waitFor("New hero")
        try terminal.type("Zoe")
        try terminal.keys("Enter")
        let banner = try await terminal.waitFor("Session expired, please sign in again", "[ Sign in ]", "max@example.com")
        #expect(banner.contains("Password"))

        try terminal.type(Self.password)
        try terminal.keys("Enter")
        // The save that failed was replayed: the form closes with its success message, and the
        // screen is the one the user left (heroes focused), with the hero just saved selected,
        // as after any save.
        let back = try await terminal.waitFor("Zoe is ready for adventures.", "Heroes 2", "Max")
        #expect(!back.contains("New hero"), "the replayed form is closed")
        #expect(!back.contains("Session expired"))
        #expect(back.contains("› Zoe"), "the hero just saved is selected")

        // Ctrl-C quits too, asking nothing when nothing would be lost.
        try terminal.keys("C-c")
        try await terminal.waitFor("EXIT=0", "DONE")
    }

    @Test func theSignInFormComesUpAndTakesTypingWhileTheServerHangs() async throws {
        let silent = try LoopbackHTTPServer.silent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-app-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = try ServerProcess.binary("infinite-stories").path
        let terminal = try TerminalHarness(width: 100, height: 30,
                                           environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path],
                                           command: "'\(app)' --server \(silent.baseURL.absoluteString); echo \"EXIT=$?\"; echo DONE")
        defer {
            terminal.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        // No saved session: the form is the first frame, although no request has been answered.
        try await terminal.waitFor("[ Sign up ]", "Email", "Password", timeout: .seconds(10))
        try terminal.keys("C-t")
        try await terminal.waitFor("[ Sign in ]", timeout: .seconds(5))
        try terminal.type("parent@example.com")
        try terminal.keys("Tab")
        try terminal.type("correct horse")
        try terminal.keys("Enter")
        // The submit waits for the server; what was typed stays on screen.
        let screen = try await terminal.waitFor("parent@example.com", timeout: .seconds(5))
        #expect(!screen.contains("correct horse"), "the password stays masked")
        try terminal.keys("C-c")
        try await terminal.waitFor("EXIT=0", "DONE", timeout: .seconds(10))
        withExtendedLifetime(silent) {}
    }

    @Test func theTooSmallScreenStillQuitsWithQ() async throws {
        let (server, terminal, folder) = try await Self.launch()
        defer { Self.tearDown(server, terminal, folder) }
        try await terminal.waitFor("[ Sign up ]")
        try terminal.resize(width: 30, height: 8)
        try await terminal.waitFor("have 30x8")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
