import Foundation
import Logging
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// What an operator's probes and log collector see (issue 30): `/health` and `/ready` on the
/// store the run asks for, and `--log-format json`'s lines.
@Suite("Operator routes and logs")
struct OperatorRoutesTests {
    @Test func healthAndReadyAnswerWhileTheDatabaseIsMigratedAndReadyRefusesOtherwise() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        for path in ["/health", "/api/v1/health"] {
            let reply = try await server.send("GET", path)
            #expect(reply.status == 200, "\(path): \(reply.text)")
            #expect(try reply.data(HealthStatus.self).status == "healthy")
        }
        let ready = try await server.send("GET", "/ready")
        #expect(ready.status == 200, "\(ready.text)")
        #expect(try ready.data(HealthStatus.self).status == "ready")

        // A database missing this version's last migration (restored from an older backup, or
        // another instance's older schema) is alive but not ready.
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        let sql = try #require(store as? any SQLStore)
        let sqlite = Schema.steps.last?.identifier ?? "", postgres = PostgresSchema.migrations.last?.version ?? ""
        try await sql.writing(touching: []) { executor in
            try await executor.run(SQLQuery.dialect(sqlite: "DELETE FROM grdb_migrations WHERE identifier = '\(sqlite)'",
                                                    postgres: "DELETE FROM schema_migrations WHERE version = '\(postgres)'"))
        }
        let notReady = try await server.send("GET", "/ready")
        #expect(notReady.status == 503, "\(notReady.text)")
        #expect(notReady.text.contains("migrations are not complete"))
        #expect(try await server.send("GET", "/health").status == 200, "alive all the same")
    }

    @Test func aJSONLogLineIsOneObjectWithTheEventsFields() throws {
        let lines = LockedLines()
        var handler = JSONLogHandler(label: "infinite-stories.test") { lines.append($0) }
        handler.logLevel = .debug
        handler[metadataKey: "instance"] = "a"
        var logger = Logger(label: "infinite-stories.test") { _ in handler }
        logger.logLevel = .debug
        logger.info("request done \"quoted\"\nsecond line", metadata: ["status": "200", "route": .array(["GET", "/api/v1/stories"]),
                                                                      "took": .stringConvertible(12.5)])
        let written = lines.all
        #expect(written.count == 1 && written[0].hasSuffix("\n") && written[0].dropLast().contains("\n") == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(written[0].utf8)) as? [String: Any])
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "infinite-stories.test")
        #expect(object["message"] as? String == "request done \"quoted\"\nsecond line")
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(metadata["status"] as? String == "200" && metadata["instance"] as? String == "a")
        #expect(metadata["route"] as? [String] == ["GET", "/api/v1/stories"] && metadata["took"] as? String == "12.5")
        let stamp = try #require(object["timestamp"] as? String)
        #expect(stamp.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil, "\(stamp)")
    }
}

/// Lines a handler wrote, from any thread.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
