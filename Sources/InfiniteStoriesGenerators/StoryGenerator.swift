/// Something that writes a bedtime story for a prompt.
///
/// The offline generator is the default; AI providers plug in later behind the same protocol, so
/// the server streams and stores their stories the same way.
public protocol StoryGenerator: Sendable {
    /// Writes the story; calls `onText` with successive pieces of `content` as they are written
    /// (their concatenation equals `content` exactly), then returns the whole story.
    func generate(_ prompt: StoryPrompt, onText: @Sendable (String) async -> Void) async throws -> GeneratedStory
}
