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
            // A story alone until now (the first part, or one whose other parts were deleted)
            // is the first part of the series.
            if updated.seriesPart == nil, part.id == seriesID || part.id == sequel.continuesStoryId {
                updated.seriesPart = 1
            }
            state.stories.update(updated)
        }
    }

    /// A part was deleted: the parts after it move up and the series is one shorter; a series
    /// left with one part is none (as the server counts them, ADR 0033).
    static func seriesPartDeleted(_ state: inout AppState, _ deleted: StorySummary) {
        guard deleted.isInSeries, let seriesID = deleted.seriesId, let removed = deleted.seriesPart else { return }
        for part in state.stories.items where part.id != deleted.id && part.seriesId == seriesID {
            var updated = part
            let length = (part.seriesLength ?? 1) - 1
            if length < 2 {
                updated.seriesId = nil
                updated.seriesPart = nil
                updated.seriesLength = nil
            } else {
                updated.seriesLength = length
                if let number = part.seriesPart, number > removed { updated.seriesPart = number - 1 }
            }
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
        // A reader already at the end stays there, and sees where the series goes.
        let wasAtEnd = isReaderAtEnd(state)
        state.reader?.adopt(series)
        scrollReader(&state, by: wasAtEnd ? Int.max / 2 : 0)
        return []
    }

    /// `n`/`p` with the end of a part in view, past its last (or before its first) picture:
    /// the next or previous part, when there is one. Elsewhere they are the pictures' keys.
    static func seriesStep(_ command: Command, _ state: inout AppState) -> [Effect]? {
        guard let reader = state.reader, isReaderAtEnd(state) else { return nil }
        let pictures = reader.illustrations.count
        let next = command == .nextPicture
        if pictures > 0, next ? reader.pictureIndex < pictures - 1 : reader.pictureIndex > 0 { return nil }
        guard let part = next ? reader.nextPart : reader.previousPart else { return nil }
        _ = state.stories.select(id: part.id, pageSize: state.pageSize(of: .stories))
        return openReader(&state, storyID: part.id)
    }

    /// Whether the reader shows the last line of its text.
    static func isReaderAtEnd(_ state: AppState) -> Bool {
        guard let reader = state.reader, let text = readerText(state) else { return false }
        return reader.scrollOffset >= max(0, text.lines.count - text.rows)
    }
}
