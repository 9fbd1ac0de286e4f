import Foundation
import SharedUtilities
import StandIns
import InfiniteStoriesModels
import Testing

/// The app's command line, through the real binary: help, and a clear message plus exit status
/// 64 for every mistake, before any terminal or server work.
@Suite("App command line")
struct CommandLineTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        var env = ProcessInfo.processInfo.environment
        env["INFINITE_STORIES_SERVER"] = nil
        for (key, value) in environment { env[key] = value }
        let run = try ChildProcess.capture(try ServerProcess.binary("infinite-stories").path, arguments, environment: env)
        return Outcome(status: run.status, output: run.output, errors: run.errors)
    }

    @Test func helpListsEveryOption() throws {
        for flag in ["--help", "-h"] {
            let help = try Self.run(["--ascii", flag])
            #expect(help.status == 0)
            for text in ["OVERVIEW:", "USAGE: infinite-stories", "--server <server>", "--data-dir <data-dir>",
                         "--no-color", "--ascii", "INFINITE_STORIES_SERVER", "--audio-output <name>",
                         "--cache-size <MiB>", "(default: 200)", "INFINITE_STORIES_AUDIO_OUTPUT", "INFINITE_STORIES_CACHE_MB",
                         "--version", "Show the version."] {
                #expect(help.output.contains(text), "\(text) missing from:\n\(help.output)")
            }
        }
    }

    /// `--version` prints the shared product version and exits 0 before any terminal or server
    /// work: with no terminal (standard input is /dev/null) the app itself would fail, and the
    /// embedded server would make its data folder.
    @Test func versionPrintsTheProductVersionAndStartsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-version-\(UUID().uuidString)")
        for arguments in [["--version"], ["--data-dir", folder.path, "--ascii", "--version"]] {
            let outcome = try Self.run(arguments)
            #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
            #expect(outcome.output == ProductVersion.current + "\n", "\(arguments)")
            #expect(outcome.errors.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    /// Both binaries answer `--version` with the one version of the product.
    @Test func theAppAndTheServerPrintTheSameVersion() throws {
        let server = try ChildProcess.capture(try ServerProcess.binary("infinite-stories-server").path, ["--version"])
        #expect(server.status == 0)
        #expect(try Self.run(["--version"]).output == server.output)
    }

    @Test(arguments: [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--ascii=yes"], "Unknown option '--ascii=yes'"),
        (["stories"], "Unexpected argument 'stories'"),
        (["--server"], "Missing value for '--server <server>'"),
        (["--data-dir", "--ascii"], "Missing value for '--data-dir <data-dir>'"),
        (["--server", "ftp://example.com"], "--server must be an http:// or https:// URL, got ftp://example.com"),
        (["--server=localhost:8080"], "--server must be an http:// or https:// URL, got localhost:8080"),
        (["--audio-output"], "Missing value for '--audio-output <name>'"),
        (["--cache-size", "lots"], "--cache-size must be a whole number of MiB, 0 or more, got lots"),
        (["--cache-size=-5"], "--cache-size must be a whole number of MiB, 0 or more, got -5"),
        (["--cache-size", "-5"], "--cache-size must be a whole number of MiB, 0 or more, got -5"),
        (["--version=2"], "Unknown option '--version=2'"),
        (["--audio-output", "pcm"], "--audio-output pcm writes the narration to a file instead of playing it; use null to follow along silently."),
        (["--audio-output", "pulse,pcm"], "--audio-output pcm writes the narration to a file instead of playing it; use null to follow along silently."),
        (["--audio-output=bogus"], "--audio-output bogus is not an audio output this app knows; see --audio-output help."),
    ])
    func mistakesAreExplainedWithStatus64(arguments: [String], message: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("Error: \(message)"), "\(outcome.errors)")
        #expect(outcome.errors.contains("Usage: infinite-stories"))
        #expect(outcome.output.isEmpty)
    }

    @Test func audioOutputHelpListsTheOutputs() throws {
        let outcome = try Self.run(["--audio-output", "help"])
        #expect(outcome.status == 0)
        for name in ["pipewire", "pulse", "alsa", "null"] { #expect(outcome.output.contains("  \(name) "), "\(outcome.output)") }
        #expect(!outcome.output.contains("pcm"))
        let bad = try Self.run([], environment: ["INFINITE_STORIES_AUDIO_OUTPUT": "pcm"])
        #expect(bad.status == 64)
        #expect(bad.errors.contains("--audio-output pcm writes the narration to a file"))
    }

    @Test func aBadCacheSizeInTheEnvironmentIsExplained() throws {
        let outcome = try Self.run([], environment: ["INFINITE_STORIES_CACHE_MB": "big"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--cache-size must be a whole number of MiB, 0 or more, got big"))
    }

    @Test func aBadServerInTheEnvironmentIsExplainedToo() throws {
        let outcome = try Self.run([], environment: ["INFINITE_STORIES_SERVER": "not a url"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--server must be an http:// or https:// URL, got not a url"))
    }
}
