import InfiniteStoriesClient
import InfiniteStoriesModels

/// The settings section's answers, posted back by the `EffectRunner`.
public enum SettingsAction: Sendable, Equatable {
    case profileLoaded(UserProfile)
    case profileLoadFailed(ClientError)
    case profileSaved(UserProfile)
    case profileSaveFailed(ClientError)
    case usageLoaded(AccountUsage)
    case usageLoadFailed(ClientError)
}
