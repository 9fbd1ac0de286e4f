import Foundation
import InfiniteStoriesModels

/// Who is signed in, as the app shows it.
public struct AuthSession: Sendable, Equatable {
    public var userId: String
    public var email: String
    /// The full user when the server described it (after sign-in or a verified restore).
    public var user: User?
    /// When the server session ends, when known (it slides forward with use).
    public var expiresAt: Date?

    public init(userId: String, email: String, user: User? = nil, expiresAt: Date? = nil) {
        self.userId = userId
        self.email = email
        self.user = user
        self.expiresAt = expiresAt
    }
}
