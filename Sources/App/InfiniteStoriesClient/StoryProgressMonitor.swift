import Foundation
import InfiniteStoriesModels

/// Follows one story's generation and reports it as `GenerationUpdate`s.
///
/// It listens to `GET /stories/{id}/events` when the server has it, and falls back to polling the
/// status routes (1 s, doubling to 5 s while nothing changes) when it does not (404 or 405, as the
/// existing upstream backend answers) or when the events stream keeps failing.
struct StoryProgressMonitor: Sendable {
    let client: APIClient
    let storyID: String

    func updates() -> AsyncThrowingStream<GenerationUpdate, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationUpdate.self)
        let task = Task {
            do {
                try await run { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: ClientError(error))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private var storyPath: String { "/api/v1/stories/\(PathSegment.encode(storyID))" }

    private func run(_ yield: (GenerationUpdate) -> Void) async throws {
        // What the events stream delivered, handed to polling if the stream fails part-way: the
        // view has already appended that text and shown those failures, so polling must only add
        // what is new (or replace the text when the stored story no longer starts with it).
        var reported = Reported()
        do {
            let events = client.serverSentEvents(APIRequest(method: .get, path: storyPath + "/events"))
            for try await event in events {
                guard let update = GenerationUpdate(event: event) else { continue }
                reported.note(update)
                yield(update)
                if update.isTerminal { return }
            }
            return
        } catch let error as ClientError {
            switch error {
            case .notFound, .rejected(status: 405, _), .invalidResponse, .network:
                client.configuration.log?("GET \(storyPath)/events unavailable (\(error.message)); polling")
            default:
                throw error
            }
        }
        try await poll(yield, alreadyReported: reported)
    }

    /// What has already been reported (by the stream, then by polling), so only changes become
    /// updates.
    private struct Reported {
        var text = ""
        var progress: [GenerationStep: ProgressPayload] = [:]
        var failures: Set<GenerationStep> = []
        var illustrationStatus: IllustrationStatus?

        /// Records an update the events stream delivered. Progress is not carried over: the
        /// stream's percentages are not the ones polling derives, so comparing them would not
        /// tell a change from a repeat.
        mutating func note(_ update: GenerationUpdate) {
            switch update {
            case .text(let delta): text += delta
            case .replaceText(let whole): text = whole
            case .failed(let payload): failures.insert(payload.step)
            case .progress, .finished: break
            }
        }
    }

    private func poll(_ yield: (GenerationUpdate) -> Void, alreadyReported: Reported) async throws {
        let configuration = client.configuration
        var reported = alreadyReported
        var interval = configuration.pollingInterval
        while true {
            var changed = false
            func report(_ update: GenerationUpdate) {
                switch update {
                case .progress(let payload):
                    guard reported.progress[payload.step] != payload else { return }
                    reported.progress[payload.step] = payload
                case .failed(let payload):
                    guard !reported.failures.contains(payload.step) else { return }
                    reported.failures.insert(payload.step)
                case .text, .replaceText, .finished:
                    break
                }
                changed = true
                yield(update)
            }

            let story = try await client.send(APIRequest(method: .get, path: storyPath), unwrapping: Story.self)

            if story.generationStatus != .failed && story.content != reported.text {
                if story.content.hasPrefix(reported.text) {
                    report(.text(String(story.content.dropFirst(reported.text.count))))
                } else {
                    report(.replaceText(story.content))
                }
                reported.text = story.content
            }
            switch story.generationStatus {
            case .processing, .unknown:
                report(.progress(ProgressPayload(step: .text, status: "processing", progress: 0)))
            case .completed:
                report(.progress(ProgressPayload(step: .text, status: "completed", progress: 100)))
            case .failed:
                report(.failed(StepErrorPayload(step: .text, message: ClientMessages.storyGenerationFailed)))
                return
            }

            switch story.audioGenerationStatus {
            case .processing:
                report(.progress(ProgressPayload(step: .audio, status: "processing", progress: 0)))
            case .completed:
                report(.progress(ProgressPayload(step: .audio, status: "completed", progress: 100)))
            case .failed where !reported.failures.contains(.audio):
                let audio = try? await client.send(APIRequest(method: .get, path: storyPath + "/audio"),
                                                   unwrapping: AudioResult.self)
                let message = audio?.error.flatMap { $0.isEmpty ? nil : $0 } ?? ClientMessages.audioGenerationFailed
                report(.failed(StepErrorPayload(step: .audio, message: message)))
            case .failed, .pending, .unknown:
                break
            }

            let illustrations = story.illustrationStatus
            let isActive = illustrations == .processing
            let isNewOutcome = illustrations != reported.illustrationStatus && [.completed, .partial, .failed].contains(illustrations)
            if isActive || isNewOutcome {
                for update in try await illustrationUpdates() { report(update) }
            }
            reported.illustrationStatus = illustrations

            let textBusy = story.generationStatus == .processing || story.generationStatus == .unknown
            if !textBusy && story.audioGenerationStatus != .processing && illustrations != .processing {
                yield(.finished)
                return
            }
            interval = changed ? configuration.pollingInterval : min(interval * 2, configuration.maximumPollingInterval)
            try await configuration.sleep(interval)
        }
    }

    /// The pictures' progress, read from their status route, and the first failure's message
    /// when some or all of them failed.
    private func illustrationUpdates() async throws -> [GenerationUpdate] {
        let status = try await client.send(APIRequest(method: .get, path: storyPath + "/illustrations/status"),
                                           unwrapping: IllustrationProgress.self)
        var updates: [GenerationUpdate] = [
            .progress(ProgressPayload(step: .illustrations, status: status.status.rawValue, progress: status.progress,
                                      completed: status.completed, total: status.total)),
        ]
        if status.status == .failed || status.status == .partial {
            let message = status.illustrations.first(where: { $0.status == .failed })?.error
                .flatMap { $0.isEmpty ? nil : $0 } ?? ClientMessages.illustrationsFailed
            updates.append(.failed(StepErrorPayload(step: .illustrations, message: message)))
        }
        return updates
    }
}
