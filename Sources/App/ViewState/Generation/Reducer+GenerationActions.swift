import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

extension Reducer {
    /// A story being written, narrated and illustrated: the generation routes' answers and their
    /// live progress.
    static func reduceGeneration(_ state: inout AppState, _ action: GenerationAction) -> [Effect] {
        switch action {
        case .generationStarted(let story, let date):
            return generationStarted(&state, story, at: date)
        case .generationStartFailed(_, let error):
            return generationStartFailed(&state, error)
        case .generationUpdated(let id, let update):
            return generationUpdated(&state, storyID: id, update)
        case .generationStreamEnded(let id, let error):
            return generationStreamEnded(&state, storyID: id, error: error)
        case .narrationRequested(let id, let result):
            return narrationRequested(&state, storyID: id, result)
        case .narrationRequestFailed(let id, let error):
            return followUpFailed(&state, storyID: id, step: .audio, error)
        case .illustrationsRequested(let id, let progress):
            return illustrationsRequested(&state, storyID: id, progress)
        case .illustrationsRequestFailed(let id, let error):
            return followUpFailed(&state, storyID: id, step: .illustrations, error)
        }
    }
}
