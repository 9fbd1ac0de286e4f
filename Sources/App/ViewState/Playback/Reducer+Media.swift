import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

extension Reducer {
    /// Narration and pictures: the player's events, saved places, rendered pictures, avatars and
    /// listening reports.
    static func reduceMedia(_ state: inout AppState, _ action: MediaAction) -> [Effect] {
        switch action {
        case .playerEvent(let event):
            return playerEvent(&state, event)
        case .narrationLoadFailed(let id, let error):
            return narrationLoadFailed(&state, storyID: id, error)
        case .sleepTimerRestored(let choice):
            return sleepTimerRestored(&state, choice)
        case .playbackPositionsRestored(let positions):
            return playbackPositionsRestored(&state, positions)
        case .pictureRendered(let key, let picture):
            return pictureRendered(&state, key, picture)
        case .pictureFailed(let key, let reason):
            return pictureFailed(&state, key, reason)
        case .pictureDownloadFailed(let key, let error):
            return pictureFailed(&state, key, error.message(server: state.serverLabel)) + noteUnreachable(&state, error)
        case .pictureOpenFinished(let message, let isError):
            state.banner = isError ? .error(message) : .info(message)
            return []
        case .pictureOpenFailed(let error):
            state.banner = .error(Strings.pictureOpenFailed(error.message(server: state.serverLabel)))
            return noteUnreachable(&state, error)
        case .avatarRequested(let id, let generation):
            return avatarRequested(&state, heroID: id, generation)
        case .avatarRequestFailed(let id, let error):
            return avatarRequestFailed(&state, heroID: id, error)
        case .avatarChecked(let hero):
            return avatarChecked(&state, hero)
        case .exportFinished(let book):
            return exportFinished(&state, book)
        case .exportFailed(let id, let title, let error, let reason):
            return exportFailed(&state, storyID: id, title: title, error, reason: reason)
        case .listeningReported:
            return listeningReported(&state)
        }
    }
}
