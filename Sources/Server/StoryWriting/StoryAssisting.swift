import InfiniteStoriesModels

/// The custom-event helpers behind upstream's `ai-assistant/*` routes: a title, a richer prompt,
/// keywords, similar events and a cleaned-up prompt for an event a parent is typing.
///
/// `StoryAssistant` answers offline from the parent's own words; a real provider (the OpenAI
/// module's `OpenAIStoryAssistant`) asks a model. A provider that cannot be reached throws its
/// failure (the server answers 502, or falls back offline with `--fallback offline`).
public protocol StoryAssisting: Sendable {
    /// A short title for the event described, in `language`.
    func title(description: String, language: StoryLanguage) async throws -> String
    /// The parent's idea as a fuller bedtime-story request.
    func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                        tone: String?) async throws -> String
    /// At most `StoryAssistant.maximumKeywords` keywords for the event.
    func keywords(event: String, description: String) async throws -> [String]
    /// At most `StoryAssistant.maximumSuggestions` events like the one described.
    func similarEvents(description: String) async throws -> [String]
    /// The prompt with instruction-like text and personal details removed, and the tokens a model
    /// spent on it (none offline).
    func sanitized(prompt: String) async throws -> (text: String, tokensUsed: Int)
}
