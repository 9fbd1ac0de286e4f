import OpenAICompatibleProviders

/// What one job used, recorded when it finishes.
struct JobUsage: Sendable, Equatable {
    /// `offline`, `openai`, or `openai, fallback offline` when `--fallback offline` finished it.
    var provider: String
    /// Tokens the model reported (0 offline: nothing is metered there).
    var tokens: Int
    /// Characters narrated.
    var characters: Int
    /// Pictures drawn.
    var images: Int
    var durationMilliseconds: Int
}

extension JobUsage {
    /// What a job of `kind` used, from its meter, the providers it ran with and its wall time.
    init(kind: JobKind, figures: ProviderUsage.Figures, providers: Providers, elapsed: Duration) {
        var provider = switch kind {
        case .story: providers.storyProviderName
        case .audio: providers.speechProviderName
        case .illustrations, .avatar: providers.imageProviderName
        }
        if figures.fellBackOffline { provider += ", fallback offline" }
        let (seconds, attoseconds) = elapsed.components
        self.init(provider: provider, tokens: figures.tokens, characters: figures.characters, images: figures.images,
                  durationMilliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
