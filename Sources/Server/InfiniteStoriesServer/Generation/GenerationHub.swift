import Foundation
import InfiniteStoriesModels
import Logging

/// Fans generation events out to live SSE subscribers and keeps a per-story log so a client
/// that reconnects with `Last-Event-ID` gets exactly what it missed. Also lets synchronous
/// requests wait for the job they queued.
///
/// With a `relay` (several instances on one PostgreSQL database) the log, the fan-out and the
/// waiting go through it, so events and outcomes cross instances; without one (SQLite, a single
/// instance) all of it stays in this process's memory.
actor GenerationHub {
    /// How a job ended, for requests waiting on it.
    enum Outcome: Sendable, Equatable {
        case completed
        case failed(String)
    }

    private struct Log {
        var events: [StreamEvent] = []
        var text = ""
        var subscribers: [UUID: AsyncStream<StreamEvent>.Continuation] = [:]
        var lastUsed = Date.storageNow
    }

    private var logs: [String: Log] = [:]
    private var nextID: Int64
    private var outcomes: [String: Outcome] = [:]
    private var outcomeOrder: [String] = []
    private var waiters: [String: [UUID: CheckedContinuation<Outcome, Never>]] = [:]
    /// Jobs a synchronous request will wait on (`markAwaited`), until they end.
    private var awaited: Set<String> = []
    private let relay: (any GenerationRelay)?
    private let logger: Logger
    /// The first id this process hands out; anything lower came from an earlier run.
    let firstID: Int64

    init(relay: (any GenerationRelay)? = nil, now: Date = Date.storageNow,
         logger: Logger = Logger(label: "infinite-stories.generation")) {
        self.relay = relay
        self.logger = logger
        firstID = Int64(now.timeIntervalSince1970 * 1000) * 1000
        nextID = firstID
    }

    // MARK: Publishing

    func publish(storyID: String, name: String, payload: some Encodable & Sendable) async {
        let data = (try? String(decoding: JSONEncoder.wire().encode(payload), as: UTF8.self)) ?? "{}"
        if let relay {
            // Subscribers here get it back from the relay, in the shared log's order. An event
            // that could not be stored is lost for everyone alike (the stored state still says
            // where the story is, for any stream opened later). The relay already tries again
            // while no pooled connection is free (the insert never ran); any other failure may
            // have committed, so trying again could store the event twice.
            do {
                try await relay.publish(storyID: storyID, name: name, data: data)
            } catch {
                logger.warning("generation event could not be stored; live streams miss it",
                               metadata: ["storyId": "\(storyID)", "event": "\(name)", "error": "\(error)"])
                return
            }
            var log = logs[storyID] ?? Log()
            log.text = Self.text(log.text, after: name, payload)
            log.lastUsed = Date.storageNow
            logs[storyID] = log
            evictIdleLogs()
            return
        }
        var log = logs[storyID] ?? Log()
        nextID += 1
        let event = StreamEvent(id: nextID, name: name, data: data)
        log.events.append(event)
        if log.events.count > 5000 { log.events.removeFirst(log.events.count - 5000) }
        log.text = Self.text(log.text, after: name, payload)
        log.lastUsed = Date.storageNow
        for continuation in log.subscribers.values { continuation.yield(event) }
        logs[storyID] = log
        evictIdleLogs()
    }

    /// Text already streamed for a story (used to resume a retried job): in this process, or
    /// with a relay by any instance (what this process published when the relay cannot answer).
    func streamedText(storyID: String) async -> String {
        if let relay, let text = try? await relay.streamedText(storyID: storyID) { return text }
        return logs[storyID]?.text ?? ""
    }

    // MARK: Subscribing

    /// A live subscription: events after `lastEventID` when they are still in the log
    /// (`resumed` true), otherwise only new ones; `textSoFar` is what the log has streamed.
    struct Subscription: Sendable {
        let id: UUID
        let replay: [StreamEvent]
        let resumed: Bool
        let textSoFar: String
        let latestID: Int64
        let stream: AsyncStream<StreamEvent>
    }

    /// Throws only with a relay, when its log cannot be read.
    func subscribe(storyID: String, lastEventID: Int64?) async throws -> Subscription {
        if let relay { return try await relay.subscribe(storyID: storyID, lastEventID: lastEventID) }
        var log = logs[storyID] ?? Log()
        let (stream, continuation) = AsyncStream<StreamEvent>.makeStream(bufferingPolicy: .bufferingNewest(10_000))
        let id = UUID()
        log.subscribers[id] = continuation
        log.lastUsed = Date.storageNow
        logs[storyID] = log
        var replay: [StreamEvent] = []
        var resumed = false
        // Resumable only when the id is from this process and the log still reaches back to it.
        if let lastEventID, lastEventID >= firstID, let first = log.events.first?.id, first <= lastEventID + 1 {
            replay = log.events.filter { ($0.id ?? 0) > lastEventID }
            resumed = true
        }
        return Subscription(id: id, replay: replay, resumed: resumed, textSoFar: log.text,
                            latestID: log.events.last?.id ?? nextID, stream: stream)
    }

    func unsubscribe(storyID: String, id: UUID) async {
        if let relay {
            await relay.unsubscribe(storyID: storyID, id: id)
            return
        }
        logs[storyID]?.subscribers.removeValue(forKey: id)?.finish()
    }

    // MARK: Job outcomes

    func jobFinished(_ jobID: String, _ outcome: Outcome) async {
        awaited.remove(jobID)
        outcomes[jobID] = outcome
        outcomeOrder.append(jobID)
        if outcomeOrder.count > 1000 { outcomes.removeValue(forKey: outcomeOrder.removeFirst()) }
        for waiter in (waiters.removeValue(forKey: jobID) ?? [:]).values { waiter.resume(returning: outcome) }
        // Waiters elsewhere also find the outcome in the job's row when this notice is lost.
        do {
            try await relay?.jobFinished(jobID, outcome)
        } catch {
            logger.warning("job outcome could not be announced; other instances find it in its row",
                           metadata: ["jobId": "\(jobID)", "error": "\(error)"])
        }
    }

    /// Waits until the job ends (the synchronous, upstream-compatible request path), on this
    /// instance or, with a relay, on any. A cancelled wait answers a failure
    /// (`RelayDelivery.cancelledMessage`); the job goes on.
    func wait(for jobID: String) async -> Outcome {
        if let outcome = outcomes[jobID] { return outcome }
        if let relay { return await relay.wait(for: jobID) }
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else {
                    continuation.resume(returning: .failed(RelayDelivery.cancelledMessage))
                    return
                }
                waiters[jobID, default: [:]][id] = continuation
            }
        } onCancel: {
            Task { await self.cancelWait(jobID: jobID, id: id) }
        }
    }

    /// Notes, before the job can be claimed, that a request will wait for it to end, so its
    /// runner writes at prompt priority (`WritePriority`): the request's answer is its end.
    func markAwaited(_ jobID: String) { awaited.insert(jobID) }

    /// Forgets a mark whose job was never queued (refused, or joined to another).
    func unmarkAwaited(_ jobID: String) { awaited.remove(jobID) }

    /// Whether a request on this instance waits for the job's end.
    func isAwaited(_ jobID: String) -> Bool { awaited.contains(jobID) }

    private func cancelWait(jobID: String, id: UUID) {
        guard let waiter = waiters[jobID]?.removeValue(forKey: id) else { return }
        if waiters[jobID]?.isEmpty == true { waiters[jobID] = nil }
        waiter.resume(returning: .failed(RelayDelivery.cancelledMessage))
    }

    /// The story text once an event is applied (a relay's log folds its stored events the same
    /// way, `StreamEvent.applyingText`).
    private static func text(_ text: String, after name: String, _ payload: some Encodable & Sendable) -> String {
        guard name == "text", let delta = payload as? TextDeltaPayload else { return text }
        return delta.replace == true ? delta.delta : text + delta.delta
    }

    /// Drops logs nobody has touched for an hour and that nobody listens to.
    private func evictIdleLogs() {
        guard logs.count > 200 else { return }
        let cutoff = Date.storageNow.addingTimeInterval(-3600)
        logs = logs.filter { !$0.value.subscribers.isEmpty || $0.value.lastUsed > cutoff }
    }
}
