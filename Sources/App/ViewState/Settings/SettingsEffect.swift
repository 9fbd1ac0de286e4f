import InfiniteStoriesModels

/// The settings section's work, done by `EffectRunner+Settings`.
public enum SettingsEffect: Sendable, Equatable {
    /// `GET /api/v1/user/profile` (at sign-in, and when the section opens).
    case loadProfile
    /// `PATCH /api/v1/user/profile` with the changed fields.
    case saveProfile(ProfilePatch)
    /// `GET /api/v1/user/usage`.
    case loadUsage
}
