import Foundation

/// The user's profile and the preferences every device shares (UPSTREAM.md §3.11), behind a
/// protocol of their own like the jobs, so routes never know the database.
protocol ProfileStore: Sendable {
    /// The user with their preferences and how many heroes, events and stories they have; nil when
    /// the user is gone.
    func profile(userID: String) async throws -> ProfileRecord?
    /// Applies the changes (name on the user, the rest as preferences) in one transaction and
    /// answers the profile as it is now; nil when the user is gone.
    func updateProfile(userID: String, changes: ProfileChanges, now: Date) async throws -> ProfileRecord?
    /// The time zone the user chose (an IANA name), without the rest of the profile; nil when
    /// never set.
    func preferredTimeZone(userID: String) async throws -> String?
}

/// A user's profile as stored; a preference never set is nil (the route answers its default).
struct ProfileRecord: Sendable, Equatable {
    var user: UserRecord
    var preferredLanguage: String?
    var defaultVoice: String?
    var defaultStoryLength: Int?
    var timeZone: String?
    var heroCount: Int
    var customEventCount: Int
    var storyCount: Int
}

/// What a PATCH changes; for preferences `.some(nil)` goes back to the default.
struct ProfileChanges: Sendable, Equatable {
    var name: String?
    var preferredLanguage: String??
    var defaultVoice: String??
    var defaultStoryLength: Int??
    var timeZone: String??

    var changesPreferences: Bool {
        preferredLanguage != nil || defaultVoice != nil || defaultStoryLength != nil || timeZone != nil
    }
}
