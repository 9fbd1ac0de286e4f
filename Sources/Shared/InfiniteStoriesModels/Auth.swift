import Foundation

/// A Better Auth user as the auth routes return it.
public struct User: Codable, Sendable, Equatable {
    public var id: String
    public var email: String
    public var name: String
    public var image: String?
    public var emailVerified: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, email: String, name: String, image: String? = nil,
                emailVerified: Bool = false, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.image = image
        self.emailVerified = emailVerified
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    // `image` is always present on the wire (as null), as Better Auth writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(email, forKey: .email)
        try container.encode(name, forKey: .name)
        try container.encode(image, forKey: .image)
        try container.encode(emailVerified, forKey: .emailVerified)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

/// Body of `POST /api/auth/sign-up/email`.
public struct SignUpRequest: Codable, Sendable, Equatable {
    public var email: String
    public var password: String
    public var name: String

    public init(email: String, password: String, name: String) {
        self.email = email
        self.password = password
        self.name = name
    }
}

/// Body of `POST /api/auth/sign-in/email`.
public struct SignInRequest: Codable, Sendable, Equatable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// Answer of sign-up and sign-in: the bearer token and the user.
public struct AuthResponse: Codable, Sendable, Equatable {
    /// Present (false) on sign-in, absent on sign-up, as Better Auth answers.
    public var redirect: Bool?
    public var token: String
    public var user: User

    public init(redirect: Bool? = nil, token: String, user: User) {
        self.redirect = redirect
        self.token = token
        self.user = user
    }
}

/// A server session as `get-session` describes it; the token itself is never in it.
public struct SessionRecord: Codable, Sendable, Equatable {
    public var id: String
    public var userId: String
    public var expiresAt: Date
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, userId: String, expiresAt: Date, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.userId = userId
        self.expiresAt = expiresAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// Answer of `GET /api/auth/get-session` when signed in (the route answers `null` otherwise).
public struct SessionResponse: Codable, Sendable, Equatable {
    public var session: SessionRecord
    public var user: User

    public init(session: SessionRecord, user: User) {
        self.session = session
        self.user = user
    }
}

/// Answer of `POST /api/auth/sign-out`.
public struct SignOutResponse: Codable, Sendable, Equatable {
    public var success: Bool

    public init(success: Bool) { self.success = success }
}

// A bearer token must never reach a log or a test failure message through string interpolation,
// `dump` or the debugger: every textual form of the answer hides it.
extension AuthResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "AuthResponse(user: \(user.id), token: <redacted>)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(self, children: ["redirect": redirect as Any, "token": "<redacted>", "user": user], displayStyle: .struct)
    }
}
