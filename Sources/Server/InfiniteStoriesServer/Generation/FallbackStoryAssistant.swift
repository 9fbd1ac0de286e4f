import StoryWriting
import InfiniteStoriesModels
import OpenAICompatibleProviders

/// The `ai-assistant/*` helpers from the primary assistant, or the offline one when it fails.
struct FallbackStoryAssistant: StoryAssisting {
    let primary: any StoryAssisting
    let fallback: any StoryAssisting

    func title(description: String, language: StoryLanguage) async throws -> String {
        try await attempt { try await $0.title(description: description, language: language) }
    }

    func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                        tone: String?) async throws -> String {
        try await attempt {
            try await $0.enhancedPrompt(title: title, description: description, category: category,
                                        ageRange: ageRange, tone: tone)
        }
    }

    func keywords(event: String, description: String) async throws -> [String] {
        try await attempt { try await $0.keywords(event: event, description: description) }
    }

    func similarEvents(description: String) async throws -> [String] {
        try await attempt { try await $0.similarEvents(description: description) }
    }

    func sanitized(prompt: String) async throws -> (text: String, tokensUsed: Int) {
        try await attempt { try await $0.sanitized(prompt: prompt) }
    }

    private func attempt<T: Sendable>(_ call: (any StoryAssisting) async throws -> T) async throws -> T {
        do {
            return try await call(primary)
        } catch let failure as ProviderFailure {
            OfflineFallback.note("assistant", failure)
            return try await call(fallback)
        }
    }
}
