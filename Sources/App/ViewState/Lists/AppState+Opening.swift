extension AppState {
    /// The opening of `story` the app has: the one the detail pane read for it (`previews`),
    /// else what its list page or saved list carried. `isComplete` is false when more of it is
    /// on the server (a saved list's shorter opening, or a page without text).
    ///
    /// One home for the lookup the detail pane shows and the saved list keeps (`ListSnapshot`),
    /// so the two can never disagree about which opening a story has.
    public func opening(of story: StorySummary) -> (text: String, isComplete: Bool) {
        if let kept = previews.text(for: story.id) { return (kept, previews.isComplete(for: story.id)) }
        return (story.preview, !story.previewIsPartial)
    }
}
