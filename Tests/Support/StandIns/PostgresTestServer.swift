import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SharedUtilities
import Synchronization

/// A throwaway PostgreSQL server for the tests (`scripts/postgres-test-server.py`): started once
/// per test process, on first use, and gone with it (the script stops PostgreSQL and deletes
/// its folder when our end of its stdin closes). Each test takes its own database:
///
///     let url = try await PostgresTestServer.shared.database("heroes-paging")
///
/// Without PostgreSQL installed, `shared` throws (the run fails; nothing is skipped).
public final class PostgresTestServer: @unchecked Sendable {
    public struct DidNotStart: Error, CustomStringConvertible {
        public let output: String
        public var description: String { "the PostgreSQL test server did not start: \(output)" }
    }

    public struct CommandFailed: Error, CustomStringConvertible {
        public let command: String
        public let output: String
        public var description: String { "\(command) failed: \(output)" }
    }

    let process: ChildProcess
    /// The write end of the script's standard input, kept open for this process's lifetime (never
    /// closed): its end, when this process ends, is the script's cue to clean up.
    let stdin: Int32
    /// Its standard output and error, kept open while it runs.
    private let output: ChildOutput
    private let errors: ChildOutput
    /// The server's maintenance database, `postgres://postgres@127.0.0.1:PORT/postgres`.
    public let baseURL: URL
    private let created = Mutex<Set<String>>([])
    private let creating = Mutex<Task<Void, any Error>?>(nil)

    private static let starting = Mutex<Task<PostgresTestServer, any Error>?>(nil)

    /// The process-wide server, started on first use.
    public static var shared: PostgresTestServer {
        get async throws {
            let task = starting.withLock { task in
                if let task { return task }
                let started = Task { try await start() }
                task = started
                return started
            }
            return try await task.value
        }
    }

    /// Starts a server of its own (most tests want `shared`).
    public static func start() async throws -> PostgresTestServer {
        try await withCheckedThrowingContinuation { continuation in
            // Reading the script's first line blocks: not on the cooperative pool.
            Thread.detachNewThread {
                continuation.resume(with: Result { try PostgresTestServer() })
            }
        }
    }

    private init() throws {
        let input = try ChildOutput.pipe()
        stdin = input.write
        output = try ChildOutput()
        errors = try ChildOutput()
        process = try ChildProcess(executable: "/usr/bin/env",
                                   arguments: ["python3", LoopbackScript.script("postgres-test-server.py").path, "--port", "0"],
                                   standardInput: .descriptor(input.read), standardOutput: .descriptor(output.writeEnd),
                                   standardError: .descriptor(errors.writeEnd))
        close(input.read)
        output.closeWriteEnd()
        errors.closeWriteEnd()
        let line = output.firstLine()
        guard let match = line.firstMatch(of: /listening on (postgres:\/\/\S+)/), let url = URL(string: String(match.1)) else {
            process.stop()
            throw DidNotStart(output: line + errors.readToEnd())
        }
        baseURL = url
    }

    /// The URL of database `t_<name>` (lower-cased, other than letters, digits and `_` made
    /// `_`), created on first use: the same name answers the same database, so a test can
    /// reopen a store on the data it wrote.
    public func database(_ name: String) async throws -> URL {
        let database = Self.databaseName(name)
        // One CREATE DATABASE at a time (each copies template1).
        let task = creating.withLock { last in
            let previous = last
            let next = Task { [self] in
                _ = try? await previous?.value
                guard !created.withLock({ $0.contains(database) }) else { return }
                do {
                    try await psql("CREATE DATABASE \"\(database)\"")
                } catch let error as CommandFailed where error.output.contains("already exists") {
                    // Made by an earlier call that failed after creating it: the same database.
                }
                created.withLock { _ = $0.insert(database) }
            }
            last = next
            return next
        }
        try await task.value
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path = "/" + database
        components.query = "sslmode=disable"
        return components.url!
    }

    static func databaseName(_ name: String) -> String {
        let cleaned = String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return String(("t_" + cleaned).prefix(63))
    }

    /// Runs one SQL command with `psql` on the maintenance database.
    public func psql(_ sql: String, database: String = "postgres") async throws {
        guard let psql = Self.psqlPath() else {
            throw CommandFailed(command: "psql", output: "no /usr/lib/postgresql/*/bin/psql")
        }
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.path = "/" + database
        let output = try ChildOutput()
        let command = try ChildProcess(executable: psql,
                                       arguments: [components.url!.absoluteString, "-v", "ON_ERROR_STOP=1", "-X", "-q", "-c", sql],
                                       standardOutput: .descriptor(output.writeEnd), standardError: .descriptor(output.writeEnd))
        output.closeWriteEnd()
        // Read on a thread of its own (it blocks), while the task waits for the exit.
        let text: String = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: output.readToEnd()) }
        }
        guard await command.exit().succeeded else { throw CommandFailed(command: "psql -c \(sql)", output: text) }
    }

    /// The highest installed version's `psql`.
    static func psqlPath() -> String? {
        let root = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
            .map { "\(root)/\($0)/bin/psql" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Stops the server now (it also stops when this process ends).
    public func stop() {
        process.stop()
    }
}
