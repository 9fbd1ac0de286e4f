import StandIns
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Sign in with Apple in the real binary in a real terminal, against a real server whose Apple
/// is `scripts/fake-apple-idp.py`, with `scripts/mini-browser.py` as the person's browser:
/// signing in lands on the main screen; Esc, and Cancel on Apple's page, go back with no banner;
/// `S` signs out and the server forgets the session; `D` deletes the account.
@Suite("Sign in with Apple end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct AppleSignInEndToEndTests {
    struct Setup {
        let apple: FakeApple
        let server: ServerProcess
        let terminal: TerminalHarness
        let folder: URL

        func stop() {
            terminal.stop()
            server.stop()
            apple.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static func launch() async throws -> Setup {
        let folder = try RoundOneEndToEndTests.temporaryFolder()
        let apple = try FakeApple()
        let server = try ServerProcess(folder: folder, extraArguments: [
            "--apple-client-id", FakeApple.servicesID, "--apple-team-id", FakeApple.teamID,
            "--apple-key-id", FakeApple.keyID, "--apple-private-key-file", apple.privateKeyFile.path,
            "--apple-base-url", apple.baseURL.absoluteString,
        ])
        try await server.start()
        let terminal = try TerminalHarness(width: 100, height: 34, environment: RoundOneEndToEndTests.environment(folder),
                                           command: try RoundOneEndToEndTests.appCommand("--server \(server.baseURL)"))
        return Setup(apple: apple, server: server, terminal: terminal, folder: folder)
    }

    /// F4, then the code the screen shows.
    static func startSignIn(_ terminal: TerminalHarness) async throws -> String {
        try terminal.keys("F4")
        let screen = try await terminal.waitFor("Sign in with Apple", "Waiting for Apple", "/device")
        return try #require(screen.firstMatch(of: /[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}/)).0.description
    }

    /// The person's browser: opens the page with the code, goes through Apple's, lands back.
    static func browse(_ server: ServerProcess, code: String) throws -> String {
        let run = try TerminalHarness.run("/usr/bin/env", ["python3", FakeApple.script("mini-browser.py").path,
                                                           "\(server.baseURL)/device?user_code=\(code)"])
        return run.output
    }

    /// The token of the session the app saved for `server` (0600, under XDG_STATE_HOME).
    static func savedToken(_ setup: Setup) throws -> String {
        let folder = setup.folder.appendingPathComponent("state/infinite-stories")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("session-") }
        let data = try Data(contentsOf: folder.appendingPathComponent(try #require(files.first)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["token"] as? String)
    }

    static func sessionAnswer(_ server: ServerProcess, token: String) async throws -> (Int, String) {
        var request = URLRequest(url: try #require(URL(string: server.baseURL + "/api/v1/heroes")))
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func signsInThroughTheBrowserCancelsQuietlySignsOutAndDeletesTheAccount() async throws {
        let setup = try await Self.launch()
        defer { setup.stop() }
        let terminal = setup.terminal

        // Offered first, above email and password, once the server says it runs the browser flow.
        let form = try await terminal.waitFor("[  Sign in with Apple  ]", "or with your email", "online")
        let appleRow = try #require(form.split(separator: "\n").firstIndex { $0.contains("Sign in with Apple") })
        let emailRow = try #require(form.split(separator: "\n").firstIndex { $0.contains("Email") })
        #expect(appleRow < emailRow)

        // Esc while waiting: back to the form, nothing to complain about.
        _ = try await Self.startSignIn(terminal)
        try terminal.keys("Escape")
        let back = try await terminal.waitFor("[  Sign in with Apple  ]", "Email")
        #expect(!back.contains("Waiting for Apple") && !back.contains("failed") && !back.contains("✗"))

        // Cancel on Apple's page: the same, no banner.
        let cancelled = try await Self.startSignIn(terminal)
        try await setup.apple.control("/test/next-user", ["deny": true])
        #expect(try Self.browse(setup.server, code: cancelled).contains("Sign-in cancelled"))
        let afterDeny = try await terminal.waitFor("[  Sign in with Apple  ]", "Email")
        #expect(!afterDeny.contains("failed") && !afterDeny.contains("✗"))

        // Signing in: the browser goes through Apple and the terminal lands on the main screen.
        let code = try await Self.startSignIn(terminal)
        let page = try Self.browse(setup.server, code: code)
        #expect(page.contains("FINAL 200") && page.contains("You are signed in"), "\(page)")
        try await terminal.waitFor("child.parent@example.com", "Heroes 0", "No heroes yet")
        let token = try Self.savedToken(setup)
        #expect(try await Self.sessionAnswer(setup.server, token: token).0 == 200)

        // S signs out, after asking; the server forgets the session.
        try terminal.keys("S")
        try await terminal.waitFor("Sign out?", "child.parent@example.com")
        try terminal.keys("Tab", "Enter")
        try await terminal.waitFor("You are signed out.", "[  Sign in with Apple  ]")
        #expect(try await Self.sessionAnswer(setup.server, token: token).0 == 401)

        // In again with Apple (no name the second time), then D deletes the account.
        let again = try await Self.startSignIn(terminal)
        _ = try Self.browse(setup.server, code: again)
        try await terminal.waitFor("child.parent@example.com", "Heroes 0")
        let second = try Self.savedToken(setup)
        try terminal.keys("D")
        try await terminal.waitFor("Delete your account?", "Type the email to confirm")
        try terminal.type("someone@example.com")
        try terminal.keys("Enter")
        try await terminal.waitFor("Type child.parent@example.com to confirm.")
        try terminal.keys("Escape")
        // Apart from Esc, or the terminal reads the two as Alt-D.
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("D")
        try await terminal.waitFor("Delete your account?")
        try terminal.type("child.parent@example.com")
        try terminal.keys("Enter")
        try await terminal.waitFor("Your account and everything in it were deleted.", "[  Sign in with Apple  ]")
        #expect(try await Self.sessionAnswer(setup.server, token: second).0 == 401)
        try terminal.keys("C-c")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
