import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

extension Reducer {
    /// The heroes and the stories: pages loaded, saved, opened, favourited and deleted.
    static func reduceLists(_ state: inout AppState, _ action: ListsAction) -> [Effect] {
        switch action {
        case .heroesLoaded(let page, let offset, let requestID):
            return heroesLoaded(&state, page, offset: offset, requestID: requestID)
        case .heroesLoadFailed(let error, let requestID):
            guard requestID == state.heroesRequestID else { return [] }
            state.heroes.finishLoading()
            state.heroes.loadError = error.message(server: state.serverLabel)
            // The selection may have moved from a counted row onto a real hero.
            return noteFailure(&state, error) + syncStoriesToSelectedHero(&state)
        case .heroSaved(let hero, let created):
            return heroSaved(&state, hero, created: created)
        case .heroSaveFailed(let error):
            return heroSaveFailed(&state, error)
        case .heroDeleted(let id):
            return heroDeleted(&state, id: id)
        case .heroDeleteFailed(_, let error):
            state.isSaving = false
            return noteFailure(&state, error)
        case .storiesLoaded(let page, let offset, let requestID):
            return storiesLoaded(&state, page, offset: offset, requestID: requestID)
        case .storiesLoadFailed(let error, let requestID):
            guard requestID == state.storiesRequestID else { return [] }
            state.stories.finishLoading()
            state.stories.loadError = error.message(server: state.serverLabel)
            return noteFailure(&state, error)
        case .storyRefreshed(let story):
            return storyRefreshed(&state, story)
        case .storyRefreshFailed(_, let error):
            return noteFailure(&state, error, showsBanner: false)
        case .previewLoaded(let story):
            return previewLoaded(&state, story)
        case .previewLoadFailed(let id, let error):
            // The pane says the opening could not be read; the story is asked for again once
            // another was, or when the list is loaded again.
            state.previews.markFailed(id)
            return noteFailure(&state, error, showsBanner: false)
        case .storyOpened(let story):
            return storyOpened(&state, story)
        case .seriesLoaded(let id, let series):
            return seriesLoaded(&state, storyID: id, series)
        case .storyOpenFailed(let id, let error):
            if state.reader?.storyID == id {
                state.reader?.isLoading = false
                state.reader?.error = error.message(server: state.serverLabel)
            }
            return noteFailure(&state, error)
        case .favoriteChanged(let story):
            return favoriteChanged(&state, story)
        case .favoriteChangeFailed(let id, let error):
            // Undo the optimistic change.
            if var summary = state.stories.item(withID: id) {
                summary.isFavorite.toggle()
                state.stories.update(summary)
            }
            return noteFailure(&state, error)
        case .storyDeleted(let id):
            state.previews.remove(id)
            return storyDeleted(&state, id: id)
        case .storyDeleteFailed(_, let error):
            state.isSaving = false
            return noteFailure(&state, error)
        }
    }
}
