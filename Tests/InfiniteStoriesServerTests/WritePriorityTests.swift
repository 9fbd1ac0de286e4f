import Foundation
@testable import InfiniteStoriesServer
import Synchronization
import Testing

/// SQLite's writer serves what someone waits on first (`WritePriority`), and a background write
/// waits no longer than its lock's `longestDeferral` (a minute where the test is about the
/// order, so a slow machine cannot age a write past it).
@Suite("Write priority")
struct WritePriorityTests {
    /// The names of the writes, in the order they ran, and the writes' tasks.
    final class Ran: Sendable {
        private let names = Mutex<[String]>([])
        private let writes = Mutex<[Task<Void, any Error>]>([])
        var all: [String] { names.withLock { $0 } }
        func append(_ name: String) { names.withLock { $0.append(name) } }
        func started(_ write: Task<Void, any Error>) { writes.withLock { $0.append(write) } }

        /// Waits for every write started: however long a loaded machine keeps them in line,
        /// the order is read only once they have all run.
        func finished() async throws {
            for write in writes.withLock({ $0 }) { try await write.value }
        }
    }

    /// Holds the lock while `queue` lines writes up behind it, then lets them run; answers the
    /// order they ran in.
    static func order(deferral: Duration = .seconds(60), _ queue: (SQLiteWriteLock, Ran) async throws -> Void) async throws -> [String] {
        let lock = SQLiteWriteLock(longestDeferral: deferral)
        let ran = Ran()
        let holding = Mutex(false)
        let (released, release) = AsyncStream<Void>.makeStream()
        let holder = Task {
            try await lock.withLock {
                holding.withLock { $0 = true }
                for await _ in released { break }
            }
        }
        let clock = ContinuousClock(), started = clock.now
        while !holding.withLock({ $0 }), clock.now - started < .seconds(60) { try await Task.sleep(for: .milliseconds(2)) }
        try #require(holding.withLock { $0 })
        try await queue(lock, ran)
        release.yield()
        release.finish()
        try await holder.value
        try await ran.finished()
        return ran.all
    }

    /// Starts a write of `priority` that records `name`, and returns once it waits in line.
    static func enqueue(_ name: String, _ priority: WritePriority, on lock: SQLiteWriteLock, into ran: Ran) async throws {
        let before = await lock.waiting
        ran.started(Task {
            try await WritePriority.$current.withValue(priority) {
                try await lock.withLock { ran.append(name) }
            }
        })
        let clock = ContinuousClock(), asked = clock.now
        while await lock.waiting == before, clock.now - asked < .seconds(60) { try await Task.sleep(for: .milliseconds(2)) }
        try #require(await lock.waiting == before + 1, "\(name) never queued")
    }

    @Test func aPromptWriteGoesBeforeAnEarlierBackgroundOne() async throws {
        let order = try await Self.order { lock, ran in
            try await Self.enqueue("ending", .background, on: lock, into: ran)
            try await Self.enqueue("first words", .prompt, on: lock, into: ran)
        }
        #expect(order == ["first words", "ending"])
    }

    @Test func aBackgroundWriteWaitsNoLongerThanTheDeferral() async throws {
        let order = try await Self.order(deferral: .milliseconds(100)) { lock, ran in
            try await Self.enqueue("ending", .background, on: lock, into: ran)
            try await Task.sleep(for: .milliseconds(150))
            try await Self.enqueue("request", .prompt, on: lock, into: ran)
        }
        #expect(order == ["ending", "request"])
    }

    @Test func promptWritesKeepTheirOrder() async throws {
        let order = try await Self.order { lock, ran in
            try await Self.enqueue("one", .prompt, on: lock, into: ran)
            try await Self.enqueue("two", .prompt, on: lock, into: ran)
        }
        #expect(order == ["one", "two"])
    }
}
