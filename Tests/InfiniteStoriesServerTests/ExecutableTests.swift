import Foundation
import StandIns
import SharedUtilities
import InfiniteStoriesModels
import Testing

/// Drives the real `infinite-stories-server` binary: its one stdout line, flags from the
/// environment, logs without secrets, and a clean stop on SIGTERM.
@Suite("Server executable")
struct ExecutableTests {
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("infinite-stories-server") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "infinite-stories-server binary not found next to the tests")
    }

    /// What a run of the binary that exits by itself printed, and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the binary to its end; `environment` adds to (or, with nil, removes from) this one's.
    /// A run expected to exit at once that starts serving instead is stopped after `timeLimit`
    /// (the "listening on" line then fails the test rather than hanging it).
    static func run(_ arguments: [String], environment: [String: String?] = [:],
                    timeLimit: Duration = .seconds(15)) throws -> Outcome {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let run = try ChildProcess.capture(try binary().path, arguments, environment: env, timeLimit: timeLimit)
        return Outcome(status: run.status, output: run.output, errors: run.errors)
    }

    /// The server binary started with `arguments` and `environment` added to this one's, its
    /// standard output and error collected as they come.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws
        -> (process: ChildProcess, output: ChildOutput, errors: ChildOutput) {
        let output = try ChildOutput(), errors = try ChildOutput()
        let process = try ChildProcess(executable: try binary().path, arguments: arguments,
                                       environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                       standardOutput: .descriptor(output.writeEnd), standardError: .descriptor(errors.writeEnd))
        output.closeWriteEnd()
        errors.closeWriteEnd()
        output.startCollecting()
        errors.startCollecting()
        return (process, output, errors)
    }

    @Test func printsOneLineServesAndStopsOnSIGTERM() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-exe-\(UUID().uuidString)")
        let (process, stdout, stderr) = try Self.start(["--port", "0", "--data-dir", folder.path],
                                                       environment: ["INFINITE_STORIES_AUTH_RATE_LIMIT": "off",
                                                                     "INFINITE_STORIES_LOG_LEVEL": "info"])
        defer { process.stop(with: SIGKILL) }

        var line = ""
        for _ in 0..<200 where !line.contains("\n") {
            try await Task.sleep(for: .milliseconds(50))
            line = stdout.collected
        }
        let match = try #require(line.firstMatch(of: /^listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/))
        let server = TestServerClient(baseURL: URL(string: String(match.1))!)

        let password = "very-secret-password-123"
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "exe@example.com", "password": password, "name": "Exe"])
        #expect(signUp.status == 200)
        let token = try signUp.decode(AuthResponse.self).token
        for _ in 0..<5 {  // more than the default 3/10 limit: the environment turned it off
            #expect(try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "exe@example.com", "password": password]).status == 200)
        }
        #expect(try await server.send("GET", "/api/v1/heroes", token: token).status == 200)

        process.send(SIGTERM)
        for _ in 0..<200 where !process.hasExited { try await Task.sleep(for: .milliseconds(50)) }
        try #require(process.hasExited, "still running 10 s after SIGTERM")
        #expect(process.waitForExit() == .exited(0))
        #expect(stdout.collected == line, "stdout carries only the listening line")
        let logs = stderr.collectedToEnd()
        #expect(logs.contains("path=/api/auth/sign-up/email"))
        #expect(logs.contains("status=200"))
        #expect(logs.contains("method=GET"))
        #expect(!logs.contains(password))
        #expect(!logs.contains(token))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func rejectsBadFlagsClearly() throws {
        for arguments in [["--port", "70000"], ["--auth-rate-limit", "lots"], ["--log-level", "loud"]] {
            let run = try Self.run(arguments + ["--data-dir", FileManager.default.temporaryDirectory.path])
            let message = run.errors
            #expect(run.status != 0, "\(arguments)")
            #expect(message.contains("Error: \(arguments[0]) must"), "\(arguments): \(message)")
        }
    }

    @Test func versionPrintsTheProductVersionAndHelpListsIt() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == ProductVersion.current + "\n")
        #expect(version.errors.isEmpty)
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--version"), "\(help.output)")
        #expect(help.output.contains("Show the version."), "\(help.output)")
    }

    /// Each flag falls back to `INFINITE_STORIES_<NAME>` (its own name, dashes as underscores):
    /// a bad value there is refused with the flag named, as the same value on the command line is.
    @Test(arguments: [
        ("PORT", "70000", "--port must"), ("SESSION_TTL", "0", "--session-ttl must"),
        ("AUTH_RATE_LIMIT", "lots", "--auth-rate-limit must"), ("LOG_LEVEL", "loud", "--log-level must"),
        ("WORKERS", "0", "--workers must"), ("GENERATION_RATE_LIMIT", "story=many", "--generation-rate-limit must"),
        ("PROVIDER_LATENCY", "-1", "--provider-latency and --text-pace must"),
        ("TEXT_PACE", "slow", "--provider-latency and --text-pace must"),
    ])
    func everyFlagFallsBackToItsEnvironmentVariable(name: String, value: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-env-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A free port if the check were skipped and it started (except when the port is under test).
        let port = name == "PORT" ? [] : ["--port", "0"]
        let outcome = try Self.run(port + ["--data-dir", folder.path], environment: ["INFINITE_STORIES_\(name)": value])
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("Error: \(message)"), "\(outcome.errors)")
        #expect(outcome.output.isEmpty, "it must not have started: \(outcome.output)")
    }

    /// The flag wins over its environment variable: with a good value on the command line the bad
    /// one in the environment goes unread, and the run gets as far as the last check (the text
    /// pace, given a bad value on purpose so that nothing starts).
    @Test(arguments: [
        ("PORT", "70000", "--port", "0"), ("SESSION_TTL", "0", "--session-ttl", "60"),
        ("AUTH_RATE_LIMIT", "lots", "--auth-rate-limit", "off"), ("LOG_LEVEL", "loud", "--log-level", "error"),
        ("WORKERS", "0", "--workers", "1"), ("GENERATION_RATE_LIMIT", "story=many", "--generation-rate-limit", "story=1"),
    ])
    func theFlagWinsOverTheEnvironment(name: String, value: String, flag: String, good: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-env-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Self.run([flag, good, "--text-pace=-1", "--data-dir", folder.path],
                                   environment: ["INFINITE_STORIES_\(name)": value])
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("Error: --provider-latency and --text-pace must"), "\(outcome.errors)")
    }
}
