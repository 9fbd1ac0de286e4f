import InfiniteStoriesClient

/// `X`: the story the story commands act on, exported as an EPUB picture book and an MP3 with
/// chapters (`StoryExport`, in the app's folder for documents); the status line says where.
extension Reducer {
    static func exportStory(_ state: inout AppState) -> [Effect] {
        guard let story = selectedStory(state) else {
            state.banner = .warning(Strings.selectStoryFirst)
            return []
        }
        guard story.generationStatus == .completed else {
            state.banner = .info(Strings.exportNotWrittenYet)
            return []
        }
        guard !state.exportsInProgress.contains(story.id) else {
            state.banner = .info(Strings.exporting(story.displayTitle))
            return []
        }
        state.exportsInProgress.insert(story.id)
        state.banner = .info(Strings.exporting(story.displayTitle))
        return [.exportStory(id: story.id, title: story.displayTitle)]
    }

    static func exportFinished(_ state: inout AppState, _ book: ExportedBook) -> [Effect] {
        state.exportsInProgress.remove(book.storyID)
        state.banner = .success(Strings.exported(book))
        return []
    }

    static func exportFailed(_ state: inout AppState, storyID: String, title: String, _ error: ClientError?,
                             reason: String?) -> [Effect] {
        state.exportsInProgress.remove(storyID)
        if let error {
            state.banner = .error(Strings.exportFailed(title, error.message(server: state.serverLabel)))
            return noteUnreachable(&state, error)
        }
        state.banner = .error(Strings.exportFailed(title, reason ?? ""))
        return []
    }
}
