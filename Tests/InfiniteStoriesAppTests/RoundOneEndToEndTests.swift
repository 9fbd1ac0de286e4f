import Foundation
import Testing

/// What a new user tripped over in round one, in the real binary in a real terminal: first
/// start, refused sessions, sign-out, quitting while writing, the server going away and
/// coming back, and a second app outliving the first.
@Suite("Round-one fixes end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct RoundOneEndToEndTests {
    static let password = EndToEndTests.password

    /// The app's command line against `server`, reporting its exit status afterwards.
    static func appCommand(_ arguments: String) throws -> String {
        let app = try ServerProcess.binary("infinite-stories").path
        return "'\(app)' \(arguments); echo \"EXIT=$?\"; echo DONE"
    }

    static func environment(_ folder: URL) -> [String: String] {
        ["XDG_STATE_HOME": folder.appendingPathComponent("state").path,
         "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-app-r1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the app again in the same terminal, after the shell printed `DONE` for the last run.
    static func relaunch(_ terminal: TerminalHarness, _ command: String) throws {
        // A full terminal reset clears what the last run left (`clear` may not be installed).
        try terminal.type("printf '\\033c'; " + command)
        try terminal.keys("Enter")
    }

    static func port(of url: String) -> String {
        String(url.split(separator: ":").last ?? "0")
    }

    @Test func firstStartSignsUpSignOutAsksAndARefusedSessionSaysSo() async throws {
        let folder = try Self.temporaryFolder()
        let server = try ServerProcess(folder: folder)
        try await server.start()
        let command = try Self.appCommand("--server \(server.baseURL)")
        let terminal = try TerminalHarness(width: 120, height: 40, environment: Self.environment(folder), command: command)
        var replacement: ServerProcess?
        defer {
            terminal.stop()
            server.stop()
            replacement?.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        // A first start: the form opens on signing up (checked inside signUp).
        try await EndToEndTests.signUp(terminal, email: "ada@example.com")

        // Signing out asks first, naming the account and the server; Enter keeps the session.
        try terminal.keys("L")
        // The whole dialog (a capture can catch a frame half drawn on a loaded machine).
        let question = try await terminal.waitFor("Sign out?", "ada@example.com on \(server.baseURL)", "Cancel")
        #expect(question.contains("Your heroes and stories stay on the server."))
        try terminal.keys("Enter")
        try await Task.sleep(for: .milliseconds(300))
        let kept = try await terminal.waitFor("Heroes 0")
        #expect(!kept.contains("Sign out?") && !kept.contains("[ Sign in ]"))
        try terminal.keys("L")
        try await terminal.waitFor("Sign out?")
        try terminal.keys("Tab", "Enter")
        try await terminal.waitFor("You are signed out.", "[ Sign in ]", "ada@example.com")
        try terminal.type(Self.password)
        try terminal.keys("Enter")
        try await terminal.waitFor("Heroes 0", "No heroes yet")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")

        // The same address now serves another database: the saved session is refused at start.
        server.stop()
        let other = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        replacement = try ServerProcess(folder: other, extraArguments: ["--port", Self.port(of: server.baseURL)])
        try await replacement?.start()
        #expect(replacement?.baseURL == server.baseURL)
        try Self.relaunch(terminal, command)
        let refused = try await terminal.waitFor("Session expired, please sign in again", "[ Sign in ]", "ada@example.com")
        #expect(refused.contains("Password"))
        try terminal.keys("C-c")
        try await terminal.waitFor("EXIT=0", "DONE")

        // The last mode is remembered: signing in, not a first start any more.
        try Self.relaunch(terminal, command)
        let again = try await terminal.waitFor("[ Sign in ]", "Email")
        #expect(!again.contains("[ Sign up ]"))
        try terminal.keys("C-c")
        try await terminal.waitFor("EXIT=0", "DONE")
    }

    @Test func quittingWhileWritingSaysSoAndProgressComesBackByItself() async throws {
        let folder = try Self.temporaryFolder()
        // Slow providers: every step stays in progress long enough to quit and come back.
        let server = try ServerProcess(folder: folder, extraArguments: ["--provider-latency", "1500", "--text-pace", "40"])
        try await server.start()
        let command = try Self.appCommand("--server \(server.baseURL)")
        let terminal = try TerminalHarness(width: 120, height: 40, environment: Self.environment(folder), command: command)
        var restarted: ServerProcess?
        defer {
            terminal.stop()
            server.stop()
            restarted?.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try await EndToEndTests.signUp(terminal, email: "owl@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        // The picker has closed and the writing pane follows the story.
        try await terminal.waitFor("1 story in progress", "Writing ", "Narration")

        // q while the story is written: one line on the way out says the work goes on.
        try terminal.keys("q")
        let farewell = try await terminal.waitFor("EXIT=0", "DONE")
        #expect(farewell.contains("1 story is still being made on the server; it will be ready when you come back."))

        // Started again: the unfinished story is followed live with no key pressed.
        try Self.relaunch(terminal, command)
        try await terminal.waitFor("1 story in progress", "online", timeout: .seconds(20))

        // The server goes away: the badge says so; it comes back: the app notices by itself.
        server.stop()
        try await terminal.waitFor("offline", timeout: .seconds(20))
        restarted = try ServerProcess(folder: folder, extraArguments: ["--port", Self.port(of: server.baseURL),
                                                                        "--provider-latency", "200"])
        try await restarted?.start()
        // No key pressed: the health probe finds it (its banner may already have given way to
        // the story's own, as the job finishes quickly on the restarted server).
        let back = try await terminal.waitFor("online", timeout: .seconds(20))
        #expect(!back.contains("offline"))
        // The job finishes on the restarted server and the app follows it to the end.
        try await terminal.waitFor("is ready.", timeout: .seconds(120))
        try terminal.keys("q")
        let quiet = try await terminal.waitFor("EXIT=0", "DONE")
        #expect(!quiet.contains("still being made"), "nothing in progress, nothing said")
    }

    @Test func aSecondAppServesTheFolderWhenTheFirstQuits() async throws {
        let folder = try Self.temporaryFolder()
        let data = folder.appendingPathComponent("data").path
        let command = try Self.appCommand("--data-dir '\(data)'")
        let first = try TerminalHarness(width: 120, height: 40, environment: Self.environment(folder), command: command)
        defer { first.stop() }
        // The first window starts the embedded server: migrations, content and providers of a
        // debug build, beside the other suites (CI once waited past 20 s somewhere before the
        // second window, which alone takes ~1 s on a quiet machine).
        try await EndToEndTests.signUp(first, email: "twin@example.com", serverStart: .seconds(90))
        try await EndToEndTests.createHero(first, name: "Ada")

        // The second window shares the first one's embedded server (and its saved session).
        let second = try TerminalHarness(width: 120, height: 40, environment: Self.environment(folder), command: command)
        defer {
            second.stop()
            try? FileManager.default.removeItem(at: folder)
        }
        try await second.waitFor("Heroes 1", "Ada", "online", timeout: .seconds(60))

        // The first quits, taking its server along: the second serves the folder itself.
        try first.keys("q")
        try await first.waitFor("EXIT=0", "DONE")
        // Its next requests find no server: it starts its own on the same address (reads are
        // retried meanwhile, so the refresh may not even show the outage), and saving works.
        try second.keys("r")
        try await second.waitFor("online", timeout: .seconds(90))
        try await EndToEndTests.createHero(second, name: "Bea")
        let after = try await second.waitFor("Heroes 2")
        #expect(!after.contains("offline"))
        try second.keys("q")
        try await second.waitFor("EXIT=0", "DONE")
    }
}
