import Foundation

/// A relay's bookkeeping on one instance: who here subscribes to which story and how far each
/// subscriber has got, and who waits for which job. It never trusts a notification's content:
/// a notice only makes it read the shared log after the subscribers' positions
/// (`readEvents(storyID, after)`) or the jobs' rows (`readOutcomes`), so notices that coalesce,
/// arrive late or get lost (a dropped LISTEN connection) delay delivery but never drop,
/// duplicate or reorder an event, provided the log's ids of one story grow in commit order.
actor RelayDelivery {
    /// The story's events with an id above `after`, in id order.
    typealias EventReader = @Sendable (_ storyID: String, _ after: Int64) async throws -> [StreamEvent]
    /// The outcomes of those jobs that have ended; jobs still queued or running (or not found)
    /// are left out.
    typealias OutcomeReader = @Sendable (_ jobIDs: [String]) async throws -> [String: GenerationHub.Outcome]

    private struct Subscriber {
        let continuation: AsyncStream<StreamEvent>.Continuation
        /// The id of the last event this subscriber has (delivered or covered by its replay).
        var cursor: Int64
    }

    private let readEvents: EventReader
    private let readOutcomes: OutcomeReader
    /// How long a failed read waits before it is tried again.
    private let retryDelay: Duration
    private var subscribers: [String: [UUID: Subscriber]] = [:]
    /// Stories whose log is being read right now (one read per story at a time)...
    private var reading: Set<String> = []
    /// ...and those asked for again meanwhile, read once more when that read is done.
    private var readAgain: Set<String> = []
    private var waiters: [String: [UUID: CheckedContinuation<GenerationHub.Outcome, Never>]] = [:]
    /// How often the waited jobs' rows are read again while anybody waits: the safety net for a
    /// failed first read and for an outcome that was committed but never announced (its
    /// instance died in between, or the notice was lost).
    private let recheckInterval: Duration
    /// Reads the waited jobs' rows every `recheckInterval` while anybody waits.
    private var rechecking: Task<Void, Never>?
    private var stopped = false

    init(retryDelay: Duration = .seconds(1), recheckInterval: Duration = .seconds(2),
         readEvents: @escaping EventReader, readOutcomes: @escaping OutcomeReader) {
        self.retryDelay = retryDelay
        self.recheckInterval = recheckInterval
        self.readEvents = readEvents
        self.readOutcomes = readOutcomes
    }

    // MARK: Events

    /// Adds a subscriber that already has everything up to `cursor`, and reads what came since.
    func add(storyID: String, id: UUID, continuation: AsyncStream<StreamEvent>.Continuation, cursor: Int64) {
        guard !stopped else {
            continuation.finish()
            return
        }
        subscribers[storyID, default: [:]][id] = Subscriber(continuation: continuation, cursor: cursor)
        deliver(storyID)
    }

    func remove(storyID: String, id: UUID) {
        subscribers[storyID]?.removeValue(forKey: id)?.continuation.finish()
        if subscribers[storyID]?.isEmpty == true { subscribers[storyID] = nil }
    }

    /// A notice that the story's log has event `eventID`: read it unless every subscriber has it.
    func notified(storyID: String, eventID: Int64) {
        guard let story = subscribers[storyID], story.values.contains(where: { $0.cursor < eventID }) else { return }
        deliver(storyID)
    }

    /// Reads every subscribed story's log again (after notices may have been lost).
    func refreshAll() {
        for storyID in subscribers.keys { deliver(storyID) }
    }

    private func deliver(_ storyID: String) {
        guard !reading.contains(storyID) else {
            readAgain.insert(storyID)
            return
        }
        reading.insert(storyID)
        Task { await self.read(storyID) }
    }

    private func read(_ storyID: String) async {
        defer { reading.remove(storyID) }
        while true {
            readAgain.remove(storyID)
            guard !stopped, let from = subscribers[storyID]?.values.map(\.cursor).min() else { return }
            do {
                hand(try await readEvents(storyID, from), storyID: storyID)
            } catch {
                try? await Task.sleep(for: retryDelay)
                readAgain.insert(storyID)
            }
            guard readAgain.contains(storyID) else { return }
        }
    }

    /// Gives each current subscriber of the story the events past its own cursor (one that
    /// joined during the read may be behind `from`; its `add` asked for another read).
    private func hand(_ events: [StreamEvent], storyID: String) {
        guard var story = subscribers[storyID] else { return }
        for (id, var subscriber) in story {
            for event in events {
                guard let eventID = event.id, eventID > subscriber.cursor else { continue }
                subscriber.continuation.yield(event)
                subscriber.cursor = eventID
            }
            story[id] = subscriber
        }
        subscribers[storyID] = story
    }

    // MARK: Jobs

    /// Waits for the job's outcome: from `resolve`, a notice, or its row (read once the waiter
    /// is in place, so an outcome recorded before or during the registration is not missed, and
    /// again every `recheckInterval` until it ends, so neither a failed read nor a lost notice
    /// leaves the waiter hanging). A cancelled wait stops waiting and answers `cancelledMessage`
    /// as a failure (the job itself goes on).
    func wait(for jobID: String) async -> GenerationHub.Outcome {
        if stopped { return .failed(Self.stoppedMessage) }
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Runs on this actor before the wait suspends, so the cancellation below (which
                // must get onto the actor first) always finds the waiter in place.
                guard !Task.isCancelled else {
                    continuation.resume(returning: .failed(Self.cancelledMessage))
                    return
                }
                waiters[jobID, default: [:]][id] = continuation
                startRechecking()
                Task { await self.check([jobID]) }
            }
        } onCancel: {
            Task { await self.cancel(jobID: jobID, id: id) }
        }
    }

    /// Answers a cancelled waiter (if nothing answered it yet).
    private func cancel(jobID: String, id: UUID) {
        guard let waiter = waiters[jobID]?.removeValue(forKey: id) else { return }
        if waiters[jobID]?.isEmpty == true { waiters[jobID] = nil }
        waiter.resume(returning: .failed(Self.cancelledMessage))
    }

    private func startRechecking() {
        guard rechecking == nil, !stopped else { return }
        rechecking = Task { await self.recheck() }
    }

    private func recheck() async {
        // No suspension between the last look at `waiters` and clearing `rechecking`: a waiter
        // that registers later starts a new loop.
        while !stopped, !waiters.isEmpty {
            try? await Task.sleep(for: recheckInterval)
            await check()
        }
        rechecking = nil
    }

    /// The jobs somebody here waits for.
    var waitedJobIDs: [String] { Array(waiters.keys) }

    /// Resumes everyone here waiting for the job.
    func resolve(_ jobID: String, _ outcome: GenerationHub.Outcome) {
        guard let waiting = waiters.removeValue(forKey: jobID) else { return }
        for waiter in waiting.values { waiter.resume(returning: outcome) }
    }

    /// A notice that the job ended: a completion resolves as is; a failure's message is in the row.
    func announced(jobID: String, completed: Bool) async {
        guard waiters[jobID] != nil else { return }
        if completed {
            resolve(jobID, .completed)
            return
        }
        let recorded = try? await readOutcomes([jobID])[jobID]
        if let recorded, case .failed = recorded {
            resolve(jobID, recorded)
        } else {
            // The runner could not record the failure; the notice is all there is.
            resolve(jobID, .failed(Self.failureMessage))
        }
    }

    /// Resolves the waited jobs (all of them by default) whose rows say they ended. A failed
    /// read is left to the next recheck.
    func check(_ jobIDs: [String]? = nil) async {
        let wanted = (jobIDs ?? waitedJobIDs).filter { waiters[$0] != nil }
        guard !wanted.isEmpty, let outcomes = try? await readOutcomes(wanted) else { return }
        for (jobID, outcome) in outcomes { resolve(jobID, outcome) }
    }

    // MARK: Stopping

    /// Ends every subscription and answers every waiter (the relay is going away with its store).
    func stop() {
        stopped = true
        for story in subscribers.values {
            for subscriber in story.values { subscriber.continuation.finish() }
        }
        subscribers = [:]
        rechecking?.cancel()
        for jobID in waitedJobIDs { resolve(jobID, .failed(Self.stoppedMessage)) }
    }

    /// JobRunner's words for a failure without a message of its own.
    static let failureMessage = "Something went wrong while generating. Please try again."
    static let stoppedMessage = "The server is shutting down. Please try again."
    static let cancelledMessage = "The request was cancelled before the job ended."
}
