import Foundation
import Logging
import PostgresNIO
import Synchronization

/// Generation events and job outcomes across server instances on one PostgreSQL database
/// (issue 16). The `story_event` table is the log and the source of truth; NOTIFY only says
/// where to look:
///
/// - `publish` inserts under a transaction advisory lock per story, so one story's events
///   commit in id order: a reader that sees id n of a story sees all its earlier ones. The
///   insert trigger notifies `infinite_stories_events` with `storyId:id` at commit.
/// - Every instance's listener on that channel makes `RelayDelivery` read, per subscribed story,
///   the events after its subscribers' positions; after the listener reconnects, every
///   subscribed story is read again. Notices that coalesce or get lost only delay events.
/// - A `Last-Event-ID` resumes when it is an event of that story still in the table, whichever
///   instance handed it out; anything else (pruned, another story's, an in-memory hub's) gets
///   the snapshot.
/// - `jobFinished` notifies `infinite_stories_jobs` with `jobId:completed|failed`; a waiter
///   reads the job's row once it is registered, after every reconnect of the listener, and
///   every 2 s until the job ends (a failed read, or an instance that died between its commit
///   and its NOTIFY, only delays the answer). A cancelled wait stops waiting.
/// - Events of stories with no queued or running job, older than `retention`, are pruned by the
///   first publish after `pruneInterval` since the last pruning.
///
/// The two listeners (connections outside the pool) start on first use (a subscription, a wait)
/// and stop with `stop()`, which the store's `close()` calls.
final class PostgresGenerationRelay: GenerationRelay, Sendable {
    static let eventChannel = "infinite_stories_events"
    static let jobChannel = "infinite_stories_jobs"
    /// The advisory locks' class (first key) for publishing: "IEVT" in ASCII; the second key is
    /// a hash of the story id.
    static let publishLockClass: Int32 = 0x4945_5654

    let retention: TimeInterval
    let pruneInterval: Duration
    private let store: PostgresStore
    private let delivery: RelayDelivery
    private let eventListener: PostgresNotificationListener
    private let jobListener: PostgresNotificationListener
    private let lifecycle = Mutex(Lifecycle())
    private let lastPruned = Mutex<ContinuousClock.Instant?>(nil)

    /// An insert that answered no id (PostgreSQL always answers one).
    private struct NoEventID: Error {}

    private struct Lifecycle {
        var stopped = false
        /// Per channel, the task that starts its listener (retrying until it listens).
        var starting: [String: Task<Void, Never>] = [:]
    }

    init(store: PostgresStore, connection: PostgresConnection.Configuration,
         retention: TimeInterval = 3600, pruneInterval: Duration = .seconds(600),
         recheckInterval: Duration = .seconds(2)) {
        self.store = store
        self.retention = retention
        self.pruneInterval = pruneInterval
        let delivery = RelayDelivery(
            recheckInterval: recheckInterval,
            readEvents: { storyID, after in try await Self.events(of: storyID, after: after, in: store) },
            readOutcomes: { jobIDs in try await Self.outcomes(of: jobIDs, in: store) })
        self.delivery = delivery
        eventListener = PostgresNotificationListener(
            configuration: connection, channel: Self.eventChannel, logger: store.logger,
            onListening: { Task { await delivery.refreshAll() } },
            onNotification: { payload in
                guard let (storyID, eventID) = Self.split(payload), let id = Int64(eventID) else { return }
                Task { await delivery.notified(storyID: storyID, eventID: id) }
            })
        jobListener = PostgresNotificationListener(
            configuration: connection, channel: Self.jobChannel, logger: store.logger,
            onListening: { Task { await delivery.check() } },
            onNotification: { payload in
                guard let (jobID, status) = Self.split(payload) else { return }
                Task { await delivery.announced(jobID: jobID, completed: status == "completed") }
            })
    }

    // MARK: GenerationRelay

    func publish(storyID: String, name: String, data: String) async throws {
        let id = try await Self.retryingWhileUnavailable {
            try await self.store.write(touching: []) { connection in
                // Held to the commit: the next event of this story gets its id after this one is visible.
                try await connection.run("SELECT pg_advisory_xact_lock(\(Self.publishLockClass), hashtext(\(storyID)))")
                guard let row = try await connection.first("""
                    INSERT INTO story_event ("storyId", name, data) VALUES (\(storyID), \(name), \(data)) RETURNING id
                    """) else { throw NoEventID() }
                return try row.get("id", as: Int64.self)
            }
        }
        // Subscribers here need not wait for the notice to come back.
        await delivery.notified(storyID: storyID, eventID: id)
        await pruneIfDue()
    }

    func subscribe(storyID: String, lastEventID: Int64?) async throws -> GenerationHub.Subscription {
        startListening(eventListener)
        let events = try await Self.events(of: storyID, after: 0, in: store)
        let latest = events.last?.id ?? 0
        let resumed = lastEventID.map { last in events.contains { $0.id == last } } ?? false
        let replay = resumed ? events.filter { ($0.id ?? 0) > (lastEventID ?? 0) } : []
        let text = events.reduce("") { $1.applyingText(to: $0) }
        let (stream, continuation) = AsyncStream<StreamEvent>.makeStream(bufferingPolicy: .bufferingNewest(10_000))
        let id = UUID()
        // Whatever was committed after the read above is read again from `latest`.
        await delivery.add(storyID: storyID, id: id, continuation: continuation, cursor: latest)
        return GenerationHub.Subscription(id: id, replay: replay, resumed: resumed, textSoFar: text,
                                          latestID: latest, stream: stream)
    }

    func unsubscribe(storyID: String, id: UUID) async {
        await delivery.remove(storyID: storyID, id: id)
    }

    func streamedText(storyID: String) async throws -> String {
        let texts = try await store.read { connection in
            try await connection.all("""
                SELECT id, name, data FROM story_event WHERE "storyId" = \(storyID) AND name = 'text' ORDER BY id
                """).map(Self.event(from:))
        }
        return texts.reduce("") { $1.applyingText(to: $0) }
    }

    func jobFinished(_ jobID: String, _ outcome: GenerationHub.Outcome) async throws {
        await delivery.resolve(jobID, outcome)
        let payload = "\(jobID):\(outcome == .completed ? "completed" : "failed")"
        try await Self.retryingWhileUnavailable {
            try await self.store.read { connection in
                try await connection.run(.notify(channel: Self.jobChannel, payload: payload))
            }
        }
    }

    func wait(for jobID: String) async -> GenerationHub.Outcome {
        startListening(jobListener)
        return await delivery.wait(for: jobID)
    }

    // MARK: Lifecycle

    /// Stops both listeners, ends every subscription here and answers every waiter here.
    func stop() async {
        let starting = lifecycle.withLock { state -> [Task<Void, Never>] in
            state.stopped = true
            return Array(state.starting.values)
        }
        for task in starting {
            task.cancel()
            await task.value
        }
        await eventListener.stop()
        await jobListener.stop()
        await delivery.stop()
    }

    /// The jobs somebody on this instance waits for (the tests wait for a waiter to be in place).
    var waitedJobIDs: [String] {
        get async { await delivery.waitedJobIDs }
    }

    /// Starts the listener once, in the background, retrying while the database cannot be
    /// reached. Nothing waits for it: once it listens, its `onListening` reads everything again.
    private func startListening(_ listener: PostgresNotificationListener) {
        lifecycle.withLock { state in
            guard !state.stopped, state.starting[listener.channel] == nil else { return }
            let logger = store.logger
            state.starting[listener.channel] = Task {
                var delay: Duration = .milliseconds(100)
                while !Task.isCancelled {
                    do {
                        try await listener.start()
                        return
                    } catch {
                        logger.warning("generation relay cannot listen yet",
                                       metadata: ["channel": "\(listener.channel)", "error": "\(error)"])
                    }
                    try? await Task.sleep(for: delay)
                    delay = min(delay * 2, .seconds(5))
                }
            }
        }
    }

    // MARK: Pruning

    private func pruneIfDue() async {
        let due = lastPruned.withLock { last -> Bool in
            let now = ContinuousClock.now
            if let last, now - last < pruneInterval { return false }
            last = now
            return true
        }
        guard due else { return }
        // By id, so what goes of a story is always a prefix of its events: a Last-Event-ID still
        // in the table has every later event of its story after it.
        try? await store.read { connection in
            try await connection.run("""
                DELETE FROM story_event e
                WHERE e.id <= (SELECT max(id) FROM story_event
                               WHERE "createdAt" < now() - make_interval(secs => \(self.retention)))
                  AND NOT EXISTS (SELECT 1 FROM job j WHERE j."targetId" = e."storyId"
                                                        AND j.status IN ('queued', 'running'))
                """)
        }
    }

    // MARK: Reading

    static func events(of storyID: String, after: Int64, in store: PostgresStore) async throws -> [StreamEvent] {
        try await store.read { connection in
            try await connection.all("""
                SELECT id, name, data FROM story_event WHERE "storyId" = \(storyID) AND id > \(after) ORDER BY id
                """).map(Self.event(from:))
        }
    }

    /// The ended jobs among `jobIDs`, read from their rows. A result writer completes its job
    /// with the result (`setAudio`...), a moment before the runner records what the job used
    /// (`finishJob`, which then announces the end): a completed row counts once its usage is in,
    /// so a request answered from it finds the usage report already counting it (a CI run read
    /// between the two), or once it has been completed for `unsettledLimit` (a runner that
    /// died between the two never records any).
    static func outcomes(of jobIDs: [String], in store: PostgresStore) async throws -> [String: GenerationHub.Outcome] {
        try await store.read { connection in
            var outcomes: [String: GenerationHub.Outcome] = [:]
            let settledBefore = StoredDate(Date.storageNow.addingTimeInterval(-unsettledLimit))
            for row in try await connection.all("""
                SELECT id, status, error, ("durationMs" IS NOT NULL OR "updatedAt" <= \(settledBefore)) AS settled
                FROM job WHERE id = ANY(\(jobIDs))
                """) {
                let (id, status, error, settled) = try row.decode((String, String, String?, Bool).self)
                switch status {
                case JobRecord.Status.completed.rawValue where settled: outcomes[id] = .completed
                case JobRecord.Status.failed.rawValue: outcomes[id] = .failed(error ?? RelayDelivery.failureMessage)
                default: break
                }
            }
            return outcomes
        }
    }

    /// How long a completed row may wait for its usage before it counts anyway.
    static let unsettledLimit: TimeInterval = 10

    private static func event(from row: PostgresRow) throws -> StreamEvent {
        let (id, name, data) = try row.decode((Int64, String, String).self)
        return StreamEvent(id: id, name: name, data: data)
    }

    /// `left:right` split at the last colon (ids never contain one, but a story id is not ours to assume).
    private static func split(_ payload: String) -> (String, String)? {
        guard let colon = payload.lastIndex(of: ":") else { return nil }
        return (String(payload[..<colon]), String(payload[payload.index(after: colon)...]))
    }

    /// Runs `body`, again up to twice after `StoreUnavailable` (no free pooled connection: the
    /// statement never ran, so a retry cannot store anything twice).
    private static func retryingWhileUnavailable<Result: Sendable>(
        _ body: @Sendable () async throws -> Result) async throws -> Result {
        var delay: Duration = .milliseconds(100)
        for _ in 0..<2 {
            do {
                return try await body()
            } catch is StoreUnavailable {
                try await Task.sleep(for: delay)
                delay *= 3
            }
        }
        return try await body()
    }
}

extension PostgresStore {
    /// The instances' shared events and outcomes; made with the store, stopped by `close()`.
    func generationRelay() -> (any GenerationRelay)? { relayBox.withLock { $0 } }
}
