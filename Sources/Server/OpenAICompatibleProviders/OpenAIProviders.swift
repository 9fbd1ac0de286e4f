import AsyncHTTPClient
import StoryWriting
import IllustrationPainting
import SpeechSynthesis
import Logging

/// The OpenAI-compatible providers, sharing one HTTP client (one connection pool).
///
/// The server builds one at start-up for the kinds configured as `openai` and calls `shutdown()`
/// before it exits, because an `HTTPClient` must be shut down before it is released.
public final class OpenAIProviders: Sendable {
    public let configuration: OpenAIConfiguration
    private let client: HTTPClient
    private let transport: OpenAITransport
    private let storyGenerator: OpenAIStoryGenerator
    private let speechSynthesizer: OpenAISpeechSynthesizer
    private let imageGenerator: OpenAIImageGenerator
    private let storyAssistant: OpenAIStoryAssistant

    public init(configuration: OpenAIConfiguration, logger: Logger = Logger(label: "InfiniteStories.OpenAI")) {
        self.configuration = configuration
        var httpConfiguration = HTTPClient.Configuration()
        // Per-call limits are applied by the transport (it knows the deadline and the stream).
        // Connecting takes at most 10 s, and never more than a whole call may (`--provider-timeout`).
        let connect = min(configuration.requestTimeout, .seconds(10))
        httpConfiguration.timeout = .init(connect: .nanoseconds(connect.nanoseconds), read: nil)
        httpConfiguration.decompression = .enabled(limit: .ratio(50))
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: httpConfiguration)
        transport = OpenAITransport(client: client, configuration: configuration, logger: logger)
        storyGenerator = OpenAIStoryGenerator(transport: transport, logger: logger)
        speechSynthesizer = OpenAISpeechSynthesizer(transport: transport, logger: logger)
        imageGenerator = OpenAIImageGenerator(transport: transport, logger: logger)
        storyAssistant = OpenAIStoryAssistant(transport: transport, logger: logger)
    }

    public var story: any StoryGenerator { storyGenerator }
    public var speech: any SpeechSynthesizer { speechSynthesizer }
    public var images: any ImageGenerator { imageGenerator }
    /// The `ai-assistant/*` helpers, asked of the story model.
    public var assistant: any StoryAssisting { storyAssistant }

    /// Closes the connections; call once, after the last provider call.
    public func shutdown() async {
        try? await client.shutdown()
    }
}
