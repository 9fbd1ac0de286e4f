import Foundation
import InfiniteStoriesModels

/// One step forward in a story's generation, whichever way the server reports it (events
/// stream or status polling): the view-state layer sees a single kind of update.
public enum GenerationUpdate: Sendable, Equatable {
    /// A step's status and percentage changed.
    case progress(ProgressPayload)
    /// More story text, to append to what came before.
    case text(String)
    /// The whole story text so far, replacing what came before (the server sends this after a
    /// reconnect it could not resume exactly, e.g. after it restarted).
    case replaceText(String)
    /// A step failed; `message` is for a person. After a text failure nothing else follows.
    case failed(StepErrorPayload)
    /// All work on the story is over; the stream ends after this.
    case finished

    /// The update a Server-Sent Event of the story events route stands for, or nil for an
    /// event this client does not know (or whose payload it cannot read), which is skipped.
    public init?(event: ServerSentEvent) {
        let decoder = JSONDecoder.wire()
        let data = Data(event.data.utf8)
        switch event.type {
        case "progress":
            guard let payload = try? decoder.decode(ProgressPayload.self, from: data) else { return nil }
            self = .progress(payload)
        case "text":
            guard let payload = try? decoder.decode(TextDeltaPayload.self, from: data) else { return nil }
            self = payload.replace == true ? .replaceText(payload.delta) : .text(payload.delta)
        case "error":
            guard let payload = try? decoder.decode(StepErrorPayload.self, from: data) else { return nil }
            self = .failed(payload)
        case "done":
            self = .finished
        default:
            return nil
        }
    }

    /// Whether the stream ends with this update.
    var isTerminal: Bool {
        switch self {
        case .finished: true
        case .failed(let payload): payload.step == .text
        case .progress, .text, .replaceText: false
        }
    }
}
