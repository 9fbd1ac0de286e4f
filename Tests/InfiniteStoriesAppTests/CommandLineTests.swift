import Foundation
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
        let process = Process()
        process.executableURL = try ServerProcess.binary("infinite-stories")
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["INFINITE_STORIES_SERVER"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                       errors: String(decoding: err, as: UTF8.self))
    }

    @Test func helpListsEveryOption() throws {
        for flag in ["--help", "-h"] {
            let help = try Self.run(["--ascii", flag])
            #expect(help.status == 0)
            for text in ["OVERVIEW:", "USAGE: infinite-stories", "--server <server>", "--data-dir <data-dir>",
                         "--no-color", "--ascii", "INFINITE_STORIES_SERVER", "--audio-output <name>",
                         "--cache-size <MiB>", "(default: 200)", "INFINITE_STORIES_AUDIO_OUTPUT", "INFINITE_STORIES_CACHE_MB"] {
                #expect(help.output.contains(text), "\(text) missing from:\n\(help.output)")
            }
        }
    }

    @Test(arguments: [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--ascii=yes"], "Unknown option '--ascii=yes'"),
        (["stories"], "Unexpected argument 'stories'"),
        (["--server"], "Missing value for '--server <server>'"),
        (["--data-dir", "--ascii"], "Missing value for '--data-dir <data-dir>'"),
        (["--server", "ftp://example.com"], "--server must be an http:// or https:// URL, got ftp://example.com"),
        (["--server=localhost:8080"], "--server must be an http:// or https:// URL, got localhost:8080"),
        (["--audio-output"], "Missing value for '--audio-output <audio-output>'"),
        (["--cache-size", "lots"], "--cache-size must be a whole number of MiB, got lots"),
        (["--cache-size=-5"], "--cache-size must be a whole number of MiB, got -5"),
    ])
    func mistakesAreExplainedWithStatus64(arguments: [String], message: String) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("Error: \(message)"), "\(outcome.errors)")
        #expect(outcome.errors.contains("Usage: infinite-stories"))
        #expect(outcome.output.isEmpty)
    }

    @Test func aBadCacheSizeInTheEnvironmentIsExplained() throws {
        let outcome = try Self.run([], environment: ["INFINITE_STORIES_CACHE_MB": "big"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--cache-size must be a whole number of MiB, got big"))
    }

    @Test func aBadServerInTheEnvironmentIsExplainedToo() throws {
        let outcome = try Self.run([], environment: ["INFINITE_STORIES_SERVER": "not a url"])
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("--server must be an http:// or https:// URL, got not a url"))
    }
}
