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
