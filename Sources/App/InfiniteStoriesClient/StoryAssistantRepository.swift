import InfiniteStoriesModels

/// The server's writing helpers for a parent's own event (`/api/v1/ai-assistant/*`): nothing is
/// stored, the answers are suggestions the form offers.
public protocol StoryAssistantRepository: Sendable {
    /// Titles for an event described by `description`, the best first: the form offers the
    /// next one on every press.
    func suggestTitles(description: String, language: StoryLanguage) async throws -> [String]
    /// Up to 8 keywords for `event` and `description`.
    func suggestKeywords(event: String, description: String) async throws -> [String]
}
