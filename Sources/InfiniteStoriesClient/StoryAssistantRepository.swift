import InfiniteStoriesModels

/// The server's writing helpers for a parent's own event (`/api/v1/ai-assistant/*`): nothing is
/// stored, the answers are suggestions the form offers.
public protocol StoryAssistantRepository: Sendable {
    /// A title for an event described by `description`.
    func suggestTitle(description: String, language: StoryLanguage) async throws -> String
    /// Up to 8 keywords for `event` and `description`.
    func suggestKeywords(event: String, description: String) async throws -> [String]
}
