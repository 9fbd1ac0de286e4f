import Foundation
import Testing

/// A config file in the real binary in a real terminal: the bedtime theme and a remapped key
/// that the footer shows and the app obeys, and a bad line that the start-up banner names with
/// its file, line and key while the rest of the file still applies.
@Suite("Config file end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct ConfigEndToEndTests {
    @Test func aRemappedKeyIsShownAndObeyedAndABadLineIsNamed() async throws {
        let folder = try RoundOneEndToEndTests.temporaryFolder()
        let server = try ServerProcess(folder: folder)
        try await server.start()
        let config = folder.appendingPathComponent("config/infinite-stories/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            [theme]
            name = "bedtime"

            [keys]
            new_hero = ["N"]
            bedtime_story = ["x"]
            """.utf8).write(to: config)
        var environment = RoundOneEndToEndTests.environment(folder)
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let terminal = try TerminalHarness(width: 120, height: 40, environment: environment,
                                           command: try RoundOneEndToEndTests.appCommand("--server \(server.baseURL)"))
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        // The bad line is named; the app started anyway, on the rest of the file.
        // (A temporary folder's path is long: the banner names the file by its name alone.)
        let first = try await terminal.waitFor("Config: config.toml:6: keys.bedtime_story:", "Sign up")
        #expect(first.contains("using the defaults for it"), "\(first)")
        try await EndToEndTests.signUp(terminal, email: "config@example.com")
        // The remapped key is the one the footer shows, and the one that works; the old one does not.
        let main = try await terminal.waitFor("N New")
        #expect(!main.contains("n New"))
        try terminal.keys("n")
        try await Task.sleep(for: .milliseconds(400))
        #expect(!(try terminal.screen()).contains("New hero"), "n no longer opens the hero form")
        try terminal.keys("N")
        try await terminal.waitFor("New hero")
        try terminal.keys("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
