import Foundation
import Testing

/// `--print-config` and `--check-config` through the real binary: the effective settings with
/// the file, the environment and the command line in their order, and every problem of a bad
/// file with its line and key.
@Suite("Config file on the command line")
struct ConfigCommandLineTests {
    static func file(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-config-\(UUID().uuidString)")
        let url = folder.appendingPathComponent("infinite-stories/config.toml")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    static let good = """
        server = "http://127.0.0.1:9999"
        [theme]
        name = "bedtime"
        [keys]
        new_story = ["ctrl-n"]
        """

    @Test func printConfigShowsTheFileWithDefaults() throws {
        let url = try Self.file(Self.good)
        // NO_COLOR empty: unset, whatever the test runner's environment says.
        let outcome = try CommandLineTests.run(["--config", url.path, "--print-config"], environment: ["NO_COLOR": ""])
        #expect(outcome.status == 0, "\(outcome.errors)")
        for line in ["server = \"http://127.0.0.1:9999\"", "name = \"bedtime\"", "new_story = [\"ctrl-n\"]",
                     "ascii = false", "no_color = false", "# move_down = [\"j\", \"down\"]"] {
            #expect(outcome.output.contains(line), "\(line) missing from:\n\(outcome.output)")
        }
    }

    /// What `--print-config` prints, with every key line uncommented, passes `--check-config` and
    /// prints back the same (one key, one command per screen).
    @Test func thePrintedKeysUncommentedPassTheCheckAndPrintTheSame() throws {
        let printed = try CommandLineTests.run(["--print-config"], environment: ["XDG_CONFIG_HOME": "/nonexistent-\(UUID())",
                                                                                 "NO_COLOR": ""])
        #expect(printed.status == 0, "\(printed.errors)")
        var inKeys = false
        let uncommented = printed.output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("[") { inKeys = line.hasPrefix("[keys") || line.hasPrefix("[screen_keys") }
            return inKeys && line.hasPrefix("# ") && line.contains(" = [") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        #expect(uncommented.contains("[screen_keys.reader]\nhelp = "), "\(uncommented)")
        let url = try Self.file(uncommented)
        let checked = try CommandLineTests.run(["--config", url.path, "--check-config"])
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
        let again = try CommandLineTests.run(["--config", url.path, "--print-config"], environment: ["NO_COLOR": ""])
        #expect(again.output == uncommented)
    }

    /// Found through XDG_CONFIG_HOME; the environment and the command line win over the file.
    @Test func flagsAndEnvironmentWinOverTheFile() throws {
        let url = try Self.file(Self.good)
        let home = url.deletingLastPathComponent().deletingLastPathComponent().path
        let fromFile = try CommandLineTests.run(["--print-config"], environment: ["XDG_CONFIG_HOME": home])
        #expect(fromFile.output.contains("server = \"http://127.0.0.1:9999\""), "\(fromFile.output)")
        let fromEnvironment = try CommandLineTests.run(["--print-config"], environment: [
            "XDG_CONFIG_HOME": home, "INFINITE_STORIES_SERVER": "http://10.0.0.1:1", "NO_COLOR": "1",
        ])
        #expect(fromEnvironment.output.contains("server = \"http://10.0.0.1:1\""))
        #expect(fromEnvironment.output.contains("no_color = true"))
        let fromFlags = try CommandLineTests.run(["--server", "http://10.0.0.2:2", "--ascii", "--print-config"], environment: [
            "XDG_CONFIG_HOME": home, "INFINITE_STORIES_SERVER": "http://10.0.0.1:1",
        ])
        #expect(fromFlags.output.contains("server = \"http://10.0.0.2:2\""))
        #expect(fromFlags.output.contains("ascii = true"))
    }

    @Test func checkConfigSaysOkForAGoodFileAndForNone() throws {
        let url = try Self.file(Self.good)
        let good = try CommandLineTests.run(["--config=\(url.path)", "--check-config"])
        #expect(good.status == 0)
        #expect(good.output.hasPrefix("ok"), "\(good.output)")
        let none = try CommandLineTests.run(["--check-config"], environment: ["XDG_CONFIG_HOME": "/nonexistent-\(UUID())"])
        #expect(none.status == 0)
        #expect(none.output.hasPrefix("ok"), "\(none.output)")
    }

    @Test func checkConfigNamesEveryProblemAndFails() throws {
        let url = try Self.file("""
            ascii = true
            colour = "blue"
            [theme.roles.title]
            fg = "chartreuse"
            [keys]
            move_down = ["n"]
            """)
        let outcome = try CommandLineTests.run(["--config", url.path, "--check-config"])
        #expect(outcome.status == 1)
        for text in ["\(url.path):2: colour: unknown key", "\(url.path):4: theme.roles.title.fg: bad colour \"chartreuse\"",
                     "\(url.path):6: keys.move_down: n would be bound twice"] {
            #expect(outcome.errors.contains(text), "\(text) missing from:\n\(outcome.errors)")
        }
        // --print-config still prints, on the defaults for what is wrong, and says what was.
        let printed = try CommandLineTests.run(["--config", url.path, "--print-config"])
        #expect(printed.status == 0)
        #expect(printed.output.contains("ascii = true"))
        #expect(printed.errors.contains("colour: unknown key"))
    }

    @Test func aSyntaxErrorHasItsLine() throws {
        let url = try Self.file("ascii = true\nserver = \"http://x\" junk\n")
        let outcome = try CommandLineTests.run(["--config", url.path, "--check-config"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("\(url.path):2: syntax error"), "\(outcome.errors)")
    }

    @Test func aNamedFileThatIsMissingIsAProblem() throws {
        let outcome = try CommandLineTests.run(["--config", "/nonexistent-\(UUID()).toml", "--check-config"])
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("no such file"))
    }
}
