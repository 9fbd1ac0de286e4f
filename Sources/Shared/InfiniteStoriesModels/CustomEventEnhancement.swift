import Foundation

/// What `POST /api/v1/custom-events/{id}/enhance` kept of the event before it replaced the prompt
/// (upstream's `aiEnhancementMetadata`): the parent's own words stay recoverable.
public struct CustomEventEnhancement: Codable, Sendable, Equatable {
    public var enhancedAt: Date
    /// The assistant that enhanced it (`offline` for the built-in one).
    public var model: String
    public var originalPromptSeed: String

    public init(enhancedAt: Date, model: String, originalPromptSeed: String) {
        self.enhancedAt = enhancedAt
        self.model = model
        self.originalPromptSeed = originalPromptSeed
    }
}
