/// What the client keeps of a signed-in session: enough to send requests and to say who is
/// signed in before the server has been asked.
public struct StoredSession: Codable, Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The bearer token. Never printed: `description`, `debugDescription` and the mirror (what
    /// `dump` and debuggers read) all hide it.
    public var token: String
    public var userId: String
    public var email: String

    public init(token: String, userId: String, email: String) {
        self.token = token
        self.userId = userId
        self.email = email
    }

    /// Shows who is signed in without the token, so a stray print or log cannot leak it.
    public var description: String {
        "StoredSession(userId: \(userId), email: \(email), token: <redacted>)"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["userId": userId, "email": email, "token": "<redacted>"], displayStyle: .struct)
    }
}
