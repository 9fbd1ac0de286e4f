import ArgumentParser
import Foundation
import OpenAICompatibleProviders
import InfiniteStoriesServer

/// Which provider does each kind of work, from the provider flags: the offline ones by default,
/// an OpenAI-compatible server for any kind set to `openai`.
struct ProviderSetup {
    enum Kind: String, CaseIterable {
        case offline, openai
    }

    var story: Kind
    var speech: Kind
    var images: Kind
    var configuration: OpenAIConfiguration
    var fallsBackOffline: Bool

    /// Whether any kind of work goes to the real provider.
    var usesOpenAI: Bool { [story, speech, images].contains(.openai) }

    /// Reads and checks the provider flags (`setting` gives each flag's effective value).
    init(setting: (ServerFlag) -> String, environment: [String: String]) throws {
        func kind(_ flag: ServerFlag) throws -> Kind {
            guard let kind = Kind(rawValue: setting(flag)) else {
                throw ValidationError("\(flag.flag) must be offline or openai")
            }
            return kind
        }
        story = try kind(.storyProvider)
        speech = try kind(.speechProvider)
        images = try kind(.imageProvider)
        switch setting(.fallback) {
        case "offline": fallsBackOffline = true
        case "none": fallsBackOffline = false
        default: throw ValidationError("--fallback must be offline or none")
        }
        let base = setting(.openAIBaseURL)
        guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false else {
            throw ValidationError("--openai-base-url must be an http:// or https:// URL")
        }
        guard let seconds = Int(setting(.providerTimeout)), seconds > 0 else {
            throw ValidationError("--provider-timeout must be a whole number of seconds, 1 or more")
        }
        guard let stepSeconds = Int(setting(.stepTimeout)), stepSeconds >= seconds else {
            throw ValidationError("--step-timeout must be a whole number of seconds, at least --provider-timeout")
        }
        let contextSetting = setting(.openAIContextTokens)
        let contextTokens = Int(contextSetting)
        guard contextSetting.isEmpty || (contextTokens ?? 0) >= 512 else {
            throw ValidationError("--openai-context-tokens must be a number of tokens, 512 or more")
        }
        let keyFile = setting(.openAIAPIKeyFile)
        let key: String?
        do {
            key = try OpenAIKey.read(file: keyFile.isEmpty ? nil : keyFile, environment: environment)
        } catch {
            // The message names the file and its mode, never its contents.
            throw ValidationError(error.description)
        }
        configuration = OpenAIConfiguration(baseURL: url, apiKey: key)
        configuration.storyModel = setting(.openAIStoryModel)
        configuration.speechModel = setting(.openAISpeechModel)
        configuration.imageModel = setting(.openAIImageModel)
        configuration.requestTimeout = .seconds(seconds)
        // One operation, its retries included, has the whole step's time: a step is one operation.
        configuration.deadline = .seconds(stepSeconds)
        configuration.contextTokens = contextTokens
    }

    /// The providers to run with, and what to shut down at exit (the OpenAI client) when one is used.
    func providers(latency: Duration, textPace: Duration) -> (Providers, shutdown: (@Sendable () async -> Void)?) {
        var providers = Providers(simulatedLatency: latency, textPace: textPace)
        guard usesOpenAI else { return (providers, nil) }
        let openAI = OpenAIProviders(configuration: configuration)
        if story == .openai {
            providers.story = openAI.story
            // The ai-assistant helpers use the story model.
            providers.assistant = openAI.assistant
        }
        if speech == .openai { providers.speech = openAI.speech }
        if images == .openai { providers.images = openAI.images }
        providers.storyProviderName = story.rawValue
        providers.speechProviderName = speech.rawValue
        providers.imageProviderName = images.rawValue
        if fallsBackOffline { providers = OfflineFallback.wrapping(providers) }
        return (providers, { await openAI.shutdown() })
    }
}
