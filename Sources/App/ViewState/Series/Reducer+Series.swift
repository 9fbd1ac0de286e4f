import InfiniteStoriesClient
import InfiniteStoriesModels

/// Sequels and series: `c` asks the server for the next part of a story (it remembers the
/// companion, the places and what happened); the reader learns the series of a story in one,
/// says at the end of a part where the series goes, and `n`/`p` there open the next or the
/// previous part (elsewhere they are the pictures' keys).
extension Reducer {
    static func continueStory(_ state: inout AppState) -> [Effect] {
        guard let listed = selectedStory(state) else {
            state.banner = .warning(Strings.selectStoryFirst)
            return []
        }
        let story = state.storyAsKnown(listed)
        guard story.generationStatus == .completed else {
            state.banner = .info(Strings.continueNotWritten)
            return []
        }
        state.startingGenerations += 1
        state.banner = .info(Strings.continuingStory(story.displayTitle))
        return [.generateStory(CreateStoryRequest(heroId: story.heroId, language: story.language,
                                                  continuesStoryId: story.id))]
    }

    /// A sequel was started: the parts already listed learn the series' new length (the first
    /// part learns it is one), so the marks are right before the list is read again.
    static func sequelStarted(_ state: inout AppState, _ sequel: Story) {
        guard sequel.isInSeries, let seriesID = sequel.seriesId, let length = sequel.seriesLength else { return }
        for part in state.stories.items where part.id != sequel.id && (part.seriesId == seriesID || part.id == seriesID
            || part.id == sequel.continuesStoryId) {
            var updated = part
            updated.seriesId = seriesID
            updated.seriesLength = length
            if updated.seriesPart == nil { updated.seriesPart = part.id == seriesID ? 1 : nil }
            state.stories.update(updated)
        }
    }

    /// The series of the story open in the reader.
    static func seriesLoaded(_ state: inout AppState, storyID: String, _ series: StorySeries) -> [Effect] {
        for part in series.parts {
            guard var listed = state.stories.item(withID: part.id) else { continue }
            listed.seriesId = series.seriesId
            listed.seriesPart = part.seriesPart
            listed.seriesLength = part.seriesLength
            state.stories.update(listed)
        }
        guard state.reader?.storyID == storyID else { return [] }
        state.reader?.adopt(series)
        scrollReader(&state, by: 0)
        return []
    }

    /// `n`/`p` with the end of a part in view: the next or previous part, when there is one.
    static func seriesStep(_ command: Command, _ state: inout AppState) -> [Effect]? {
        guard let reader = state.reader, let text = readerText(state),
              reader.scrollOffset >= max(0, text.lines.count - text.rows) else { return nil }
        guard let part = command == .nextPicture ? reader.nextPart : reader.previousPart else { return nil }
        _ = state.stories.select(id: part.id, pageSize: state.pageSize(of: .stories))
        return openReader(&state, storyID: part.id)
    }
}
