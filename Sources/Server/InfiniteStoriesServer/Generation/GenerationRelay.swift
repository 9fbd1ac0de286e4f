import Foundation
import InfiniteStoriesModels

/// Carries generation events and job outcomes between server instances that share a database,
/// for `GenerationHub` (issue 16): a job runs on one instance while its story's events stream is
/// open on another, and a client may reconnect anywhere with its `Last-Event-ID`.
///
/// The hub hands everything to the relay when it has one; without one (SQLite: one instance) it
/// keeps its in-memory log. `ServerStore.generationRelay()` decides which, so only store code
/// knows the database. A relay's event ids come from its shared log, so any instance resumes
/// from them, and a relay delivers to this instance's subscribers as well (its own events come
/// back through the same log, in the same order as everybody else's).
protocol GenerationRelay: Sendable {
    /// Appends an event to the story's shared log and tells every instance. Throws when the
    /// event could not be stored (then nobody receives it).
    func publish(storyID: String, name: String, data: String) async throws

    /// A live subscription: the events after `lastEventID` when the log still holds that very
    /// event of this story (`resumed`), otherwise only later ones; `textSoFar` is the story's
    /// text as the log has it and `latestID` the log's last event of the story when subscribing
    /// (0 when it holds none). Events reach `stream` in log order, each once.
    func subscribe(storyID: String, lastEventID: Int64?) async throws -> GenerationHub.Subscription

    /// Ends a subscription (its stream finishes).
    func unsubscribe(storyID: String, id: UUID) async

    /// The story's text as its `text` events in the log add up to (honouring `replace`), from
    /// whichever instance streamed it: a job taken over by another instance resumes after it.
    func streamedText(storyID: String) async throws -> String

    /// Tells the waiters on every instance that the job ended.
    func jobFinished(_ jobID: String, _ outcome: GenerationHub.Outcome) async throws

    /// Waits until the job ends on any instance; a job that already ended answers at once.
    func wait(for jobID: String) async -> GenerationHub.Outcome
}

extension StreamEvent {
    /// The story text once this event is applied to `text`: a `text` event's delta appended, or
    /// the text replaced when it is marked `replace`; any other event leaves it as it is.
    func applyingText(to text: String) -> String {
        guard name == "text", let payload = try? JSONDecoder().decode(TextDeltaPayload.self, from: Data(data.utf8)) else {
            return text
        }
        return payload.replace == true ? payload.delta : text + payload.delta
    }
}
