import Foundation
import Hummingbird
import Metrics
import InfiniteStoriesModels
import NIOCore

/// `GET /api/v1/stories/{id}/events`: the story's current state first (so a late client misses
/// nothing), then live events, a comment line every 15 s, and the end of the stream once no
/// work is left for the story or the client goes away. `Last-Event-ID` resumes from the hub's
/// log: this process's, or with several instances the shared one (so on any instance, whichever
/// ran the job).
struct StoryEventStream: Sendable {
    let store: any StoryStore
    let jobs: any JobStore
    let hub: GenerationHub
    var keepAliveInterval: Duration = .seconds(15)

    private enum Item: Sendable {
        case event(StreamEvent)
        case keepAlive
        /// No work was left at a keep-alive and the grace for its last events is over.
        case noWorkLeft
    }

    func response(for storyID: String, lastEventID: String?) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        headers[.init("X-Accel-Buffering")!] = "no"
        let body = ResponseBody { writer in
            let subscription: GenerationHub.Subscription
            do {
                subscription = try await hub.subscribe(storyID: storyID, lastEventID: lastEventID.flatMap { Int64($0) })
            } catch {
                // The shared log cannot be read (the database is in trouble): end the stream
                // without `done`, so the client reconnects with its Last-Event-ID.
                try? await writer.finish(nil)
                return
            }
            // Open streams, for the metrics (a no-op without a backend).
            let openStreams = Meter(label: ServerMetrics.eventStreams)
            openStreams.increment()
            defer { openStreams.decrement() }
            let (items, continuation) = AsyncStream<Item>.makeStream()
            let forward = Task {
                for await event in subscription.stream { continuation.yield(.event(event)) }
                continuation.finish()
            }
            let ticker = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: keepAliveInterval)
                    continuation.yield(.keepAlive)
                }
            }
            defer {
                forward.cancel()
                ticker.cancel()
                continuation.finish()
            }
            do {
                // Whether work is left is decided before the state is described: a job that ends
                // in between then shows in that description (its result is committed with its
                // completion), or its remaining events are in `items`, read until its `done`.
                // Deciding after could end the stream on events that were never written.
                let workLeft = try await !jobs.activeJobs(targetID: storyID).isEmpty
                var skipText = false
                if subscription.resumed {
                    // A `done` in the log may be from earlier work; whether this stream ends is
                    // decided below from the jobs still queued or running.
                    for event in subscription.replay where event.name != "done" {
                        try await writer.write(ByteBuffer(string: event.wire))
                    }
                } else {
                    let snapshot = try await snapshot(storyID: storyID, subscription: subscription,
                                                      replacing: lastEventID != nil)
                    skipText = snapshot.textComplete
                    for event in snapshot.events { try await writer.write(ByteBuffer(string: event.wire)) }
                }
                if !workLeft {
                    try await writer.write(ByteBuffer(string: Self.done(storyID, id: subscription.latestID).wire))
                } else {
                    try await follow(items, storyID: storyID, from: subscription.latestID, skipText: skipText,
                                     continuation: continuation, writer: &writer)
                }
            } catch {
                // The client went away or the store failed: end the stream either way.
            }
            await hub.unsubscribe(storyID: storyID, id: subscription.id)
            try? await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Writes the live events until the story's `done`, with keep-alives between; ends the
    /// stream itself when no work is left and no `done` comes (one that was never stored).
    private func follow(_ items: AsyncStream<Item>, storyID: String, from latestID: Int64, skipText: Bool,
                        continuation: AsyncStream<Item>.Continuation, writer: inout any ResponseBodyWriter) async throws {
        var lastID = latestID
        var ending: Task<Void, Never>?
        defer { ending?.cancel() }
        loop: for await item in items {
            switch item {
            case .keepAlive:
                try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                // A `done` that was never stored (the database was down just then)
                // must not keep the stream open forever: once no job is queued or
                // running, the events still on their way get a short grace (a job's
                // `done` follows its completion), then the stream ends as it would
                // have at the start. A failed check says nothing: the next tick asks again.
                guard ending == nil, (try? await jobs.activeJobs(targetID: storyID))?.isEmpty == true else { continue }
                let grace = min(keepAliveInterval, .seconds(1))
                ending = Task {
                    try? await Task.sleep(for: grace)
                    if !Task.isCancelled { continuation.yield(.noWorkLeft) }
                }
            case .noWorkLeft:
                try await writer.write(ByteBuffer(string: Self.done(storyID, id: lastID).wire))
                break loop
            case .event(let event):
                if let id = event.id { lastID = max(lastID, id) }
                if skipText && event.name == "text" { continue }
                // A `done` logged by earlier work after this stream began (a runner answers its
                // waiters only after logging it, but another instance may answer one from the
                // job's row a moment before) is not this stream's end while work is left: the
                // work's own `done` follows. A failed check ends the stream, as before.
                if event.name == "done", (try? await jobs.activeJobs(targetID: storyID))?.isEmpty == false { continue }
                try await writer.write(ByteBuffer(string: event.wire))
                if event.name == "done" { break loop }
            }
        }
    }

    /// The `done` that ends a stream with no work left, stamped with the last id it handed out.
    private static func done(_ storyID: String, id: Int64) -> StreamEvent {
        StreamEvent(id: id, name: "done", data: #"{"id":"\#(storyID)"}"#)
    }

    private struct Snapshot {
        var events: [StreamEvent] = []
        /// The snapshot carried the finished text: later text deltas are already in it.
        var textComplete = false
    }

    /// The story's state as events, all stamped with the latest log id so a reconnect resumes after them.
    private func snapshot(storyID: String, subscription: GenerationHub.Subscription, replacing: Bool) async throws -> Snapshot {
        guard let story = try await jobs.storyForJob(id: storyID) else { return Snapshot() }
        var snapshot = Snapshot()
        func add(_ name: String, _ payload: some Encodable) {
            let data = (try? String(decoding: JSONEncoder.wire().encode(payload), as: UTF8.self)) ?? "{}"
            snapshot.events.append(StreamEvent(id: nil, name: name, data: data))
        }
        defer {
            // Only the last snapshot event carries an id: a client that drops inside the snapshot
            // has no id from it and gets the whole snapshot again.
            if !snapshot.events.isEmpty { snapshot.events[snapshot.events.count - 1].id = subscription.latestID }
        }
        switch story.generationStatus {
        case "completed":
            add("progress", ProgressPayload(step: .text, status: "completed", progress: 100))
            add("text", TextDeltaPayload(delta: story.content, replace: replacing ? true : nil))
            snapshot.textComplete = true
        case "failed":
            add("error", StepErrorPayload(step: .text, message: story.generationError ?? "The story could not be written."))
        default:
            let words = subscription.textSoFar.split(whereSeparator: \.isWhitespace).count
            let target = max(1, story.targetDuration * 130 / 60)
            add("progress", ProgressPayload(step: .text, status: "processing", progress: min(99, words * 100 / target)))
            if !subscription.textSoFar.isEmpty || replacing {
                add("text", TextDeltaPayload(delta: subscription.textSoFar, replace: replacing ? true : nil))
            }
        }
        switch story.audioStatus {
        case "processing": add("progress", ProgressPayload(step: .audio, status: "processing", progress: 0))
        case "completed": add("progress", ProgressPayload(step: .audio, status: "completed", progress: 100))
        case "failed": add("error", StepErrorPayload(step: .audio, message: story.audioError ?? "The narration failed."))
        default: break
        }
        if story.illustrationStatus != "none" {
            let rows = try await store.illustrations(storyID: storyID)
            let completed = rows.filter { $0.status == "completed" }.count
            add("progress", ProgressPayload(step: .illustrations, status: story.illustrationStatus,
                                            progress: rows.isEmpty ? 0 : completed * 100 / rows.count,
                                            completed: completed, total: rows.count))
        }
        return snapshot
    }
}
