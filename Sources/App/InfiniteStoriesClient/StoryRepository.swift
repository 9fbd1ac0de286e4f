import InfiniteStoriesModels

/// The signed-in user's stories and their generation; what the view-state layer uses.
public protocol StoryRepository: Sendable {
    /// One page, newest first.
    func list(filter: StoryFilter, limit: Int, offset: Int) async throws -> StoryPage
    /// One story; with `contentLimit`, at most that many characters of its text
    /// (`contentTruncated` says whether there is more), as the detail pane's opening needs.
    func get(id: String, includeIllustrations: Bool, contentLimit: Int?) async throws -> Story
    /// Starts a story. With a server that works in the background the story comes back at once
    /// with `generationStatus == .processing` (follow it with `progress(storyId:)`); a server that
    /// ignores `Prefer: respond-async` answers the finished story. Safe to retry (idempotency key).
    func generate(_ request: CreateStoryRequest) async throws -> Story
    /// The story's generation as one stream of updates, from the events route or, when the server
    /// has none, from polling. Ends after `.finished` (or a text failure); stopping the iteration
    /// closes the connection.
    func progress(storyId: String) -> AsyncThrowingStream<GenerationUpdate, any Error>
    /// Starts (or returns) the narration; `voice` nil lets the server choose.
    func generateAudio(storyId: String, voice: String?) async throws -> AudioResult
    /// Starts (or resumes) the illustrations; `retryFailed` redraws the failed ones.
    func generateIllustrations(storyId: String, retryFailed: Bool) async throws -> IllustrationProgress
    func setFavorite(storyId: String, isFavorite: Bool) async throws -> Story
    func delete(id: String) async throws
    /// Records a playback.
    func play(storyId: String) async throws -> PlayRecord
    func audioStatus(storyId: String) async throws -> AudioResult
    func illustrationStatus(storyId: String) async throws -> IllustrationProgress
    /// The languages the server's story writer writes, in the catalog's order; every language
    /// from a server older than the question (404), which took a story in any of them.
    func storyLanguages() async throws -> [StoryLanguage]
    /// The narration voices and how each sounds with the server's speech provider; the
    /// catalogue's voices, undescribed, from a server older than the question (404).
    func voices() async throws -> VoiceList
    /// Asks for the story's narration with `voice` again, even when it has one (a new listen
    /// with another narrator).
    func regenerateAudio(storyId: String, voice: String) async throws -> AudioResult
    /// The series the story is a part of, its parts in order (without their text); the story
    /// alone when it is in none.
    func series(storyId: String) async throws -> StorySeries
}

extension StoryRepository {
    /// One story with all of its text.
    public func get(id: String, includeIllustrations: Bool) async throws -> Story {
        try await get(id: id, includeIllustrations: includeIllustrations, contentLimit: nil)
    }
}
