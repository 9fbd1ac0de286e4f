/// The text of a story being written that listeners may already have, as stored piece by piece
/// (`JobStore.appendStoryDraft`): the title once the writer told it, and the text so far.
struct StoryDraft: Sendable, Equatable {
    var title: String?
    var text: String
}
