import InfiniteStoriesModels

extension Reducer {
    /// Asks for the opening of the story the detail pane shows when the list's summary has none
    /// (or only a saved list's shorter one) and it was not asked for already.
    ///
    /// Run after every action, like `requestVisiblePictures`: whatever moved the selection (a
    /// key, a page arriving, a filter), the story now shown is the one asked for. The runner
    /// waits a moment before asking (`Effect.loadPreview`), so holding `j` asks for nothing.
    static func requestVisiblePreview(_ state: inout AppState) -> [Effect] {
        guard state.screen == .main, state.section == .library, state.reader == nil, !state.size.isTooSmall,
              !state.detailShowsHero,
              state.layout.interior(of: .detail) != nil, let story = state.stories.selectedItem,
              story.previewIsPartial, story.generationStatus == .completed,
              state.previews.needsRequest(for: story.id) else { return [] }
        state.previews.markRequested(story.id)
        return [.loadPreview(storyID: story.id)]
    }

    /// The openings `old` summaries hold (a saved list's, a story read again) that the pages
    /// replacing them lack, kept so that the pane does not lose a text it is showing.
    static func keepOpenings(of old: [StorySummary], replacedBy new: [StorySummary], in previews: inout StoryPreviews) {
        let withoutText = Set(new.lazy.filter(\.preview.isEmpty).map(\.id))
        for story in old where !story.preview.isEmpty && withoutText.contains(story.id) && previews.text(for: story.id) == nil {
            previews.store(story.preview, for: story.id, isComplete: !story.previewIsPartial)
        }
    }

    static func previewLoaded(_ state: inout AppState, _ story: Story) -> [Effect] {
        state.previews.store(StorySummary.compactPrefix(of: story.content, characters: StorySummary.previewLength),
                             for: story.id)
        return noteSuccess(&state)
    }
}
