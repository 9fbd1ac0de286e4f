import Foundation
import StandIns
import SharedUtilities
import GRDB
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// Kills the real server binary in the middle of an illustration job and checks the job
/// finishes after a restart, with every scene drawn exactly once.
@Suite("Jobs survive a killed server")
struct RestartTests {
    struct Launched {
        let process: ChildProcess
        /// Its standard output, kept open while it runs.
        let output: ChildOutput
        let client: TestServerClient
    }

    /// The server binary on `folder` (and on `database` when given), with `settings` added.
    static func launch(folder: URL, database: URL? = nil,
                       settings: [String] = ["--provider-latency", "300", "--workers", "1"]) async throws -> Launched {
        let stdout = try ChildOutput()
        let process = try ChildProcess(executable: try ExecutableTests.binary().path, arguments: [
            "--port", "0", "--data-dir", folder.path, "--auth-rate-limit", "off", "--log-level", "error",
        ] + (database.map { ["--database", $0.absoluteString] } ?? []) + settings, standardOutput: .descriptor(stdout.writeEnd))
        stdout.closeWriteEnd()
        stdout.startCollecting()
        for _ in 0..<200 where !stdout.collected.contains("\n") { try await Task.sleep(for: .milliseconds(50)) }
        let match = try #require(stdout.collected.firstMatch(of: /listening on (\S+)/))
        return Launched(process: process, output: stdout,
                        client: TestServerClient(baseURL: try #require(URL(string: String(match.1)))))
    }

    @Test func illustrationJobResumesAfterKill() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await Self.launch(folder: folder)
        let server = first.client
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 600])
        let accepted = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token,
                                             body: Data("{}".utf8), headers: TestServer.respondAsync)
        #expect(accepted.status == 202)

        // Wait until some, but not all, scenes are drawn; then kill -9.
        var progress = IllustrationProgress(status: .pending, progress: 0, total: 0, completed: 0, processing: 0, failed: 0, pending: 0, illustrations: [])
        for _ in 0..<100 {
            progress = try await server.send("GET", "/api/v1/stories/\(story.id)/illustrations/status", token: token).data(IllustrationProgress.self)
            if progress.completed >= 1 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(progress.completed >= 1 && progress.completed < progress.total, "\(progress)")
        first.process.send(SIGKILL)
        _ = await first.process.exit()
        // What the killed server had finished, as the database recorded it.
        let drawnBefore = try await SQLiteStore(directory: folder).pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, imagePath FROM illustration WHERE storyId = ? AND status = 'completed'",
                             arguments: [story.id]).map { ($0["id"] as String, $0["imagePath"] as String) }
        }
        #expect(!drawnBefore.isEmpty)

        let second = try await Self.launch(folder: folder)
        defer { second.process.stop() }
        var final = progress
        for _ in 0..<200 where final.status != .completed {
            try await Task.sleep(for: .milliseconds(100))
            final = try await second.client.send("GET", "/api/v1/stories/\(story.id)/illustrations/status", token: token).data(IllustrationProgress.self)
        }
        #expect(final.status == .completed && final.completed == final.total)

        let store = try SQLiteStore(directory: folder)
        // Scenes finished before the kill were not drawn again: same files.
        let after = try await store.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, imagePath FROM illustration WHERE storyId = ?", arguments: [story.id])
                .reduce(into: [String: String]()) { $0[$1["id"]] = $1["imagePath"] }
        }
        for (id, path) in drawnBefore { #expect(after[id] == path, "scene \(id) was redrawn") }
        let pngs = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("media/stories/\(story.id)").path)
            .filter { $0.hasSuffix(".png") }
        #expect(pngs.count == final.total, "one file per scene: \(pngs)")
        let jobs = try await store.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT status, attempts FROM job WHERE kind = 'illustrations'")
        }
        #expect(jobs.count == 1)
        #expect(jobs.first?["status"] == "completed")
        #expect((jobs.first?["attempts"] as Int?) == 2)
    }
}
