import InfiniteStoriesModels

/// The signed-in user's profile, preferences and usage; what the view-state layer uses.
public protocol ProfileRepository: Sendable {
    func profile() async throws -> UserProfile
    /// Changes the fields set in `patch`; answers the whole profile.
    func updateProfile(_ patch: ProfilePatch) async throws -> UserProfile
    /// The hourly limits and the totals (`/api/v1/user/usage`).
    func usage() async throws -> AccountUsage
}
