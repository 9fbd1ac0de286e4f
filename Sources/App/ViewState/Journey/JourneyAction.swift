import InfiniteStoriesClient

/// Answers for the reading journey section, posted by `EffectRunner+Journey`.
public enum JourneyAction: Sendable, Equatable {
    case loaded(JourneyData, requestID: Int)
    case loadFailed(ClientError, requestID: Int)
}
