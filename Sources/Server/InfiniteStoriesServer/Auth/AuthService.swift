import Foundation
import InfiniteStoriesModels
import Logging

/// Accounts and sessions, Better Auth compatible (contract section 2).
struct AuthService: Sendable {
    let store: any StoryStore
    let hasher: PasswordHasher
    let sessionTTL: TimeInterval
    /// The time sessions are measured against; tests move it instead of sleeping.
    var now: @Sendable () -> Date = { Date.storageNow }
    /// Resolved tokens, so most requests skip the session read (invalidated by any session write).
    let sessions: SessionCache
    /// Failed password sign-ins per account; nil turns the limit off.
    var signInThrottle: SignInThrottle? = nil

    /// Sliding expiry: once this much of the lifetime has passed since the expiry was last set,
    /// a request pushes it out again. 1 day for the default 30 days, as Better Auth's `updateAge`;
    /// scaled down for short lifetimes so the rule holds at any `--session-ttl`.
    var refreshAge: TimeInterval { min(24 * 3600, sessionTTL / 30) }

    func signUp(email rawEmail: String, password: String, name: String) async throws -> AuthResponse {
        guard let email = EmailAddress.canonical(rawEmail) else { throw APIError.invalidEmail }
        try PasswordPolicy.check(password)
        let now = self.now()
        let user = UserRecord(id: IdentifierGenerator.make(), email: email, name: name,
                              passwordHash: try await hasher.hash(password), createdAt: now, updatedAt: now)
        do {
            try await store.createUser(user)
        } catch StoreError.duplicateEmail {
            throw APIError.userExists
        }
        return AuthResponse(redirect: nil, token: try await startSession(for: user.id, now: now), user: Self.wire(user))
    }

    func signIn(email rawEmail: String, password: String) async throws -> AuthResponse {
        guard let email = EmailAddress.canonical(rawEmail) else { throw APIError.invalidEmail }
        // No account can have a longer password, and normalising or hashing one is the costly part.
        // A short one is hashed like any wrong password (Better Auth answers it with the usual 401).
        if PasswordPolicy.verdict(password) == .tooLong { throw APIError.passwordTooLong }
        // Counted before the account is read or anything hashed: a throttled email costs no
        // scrypt, and whether the account exists makes no difference to the count or the answer.
        try await signInThrottle?.admit(email, now: now())
        let user = try await store.user(withEmail: email)
        // Same work, same answer whether the email is unknown, has no password, or the password is wrong.
        let verified = try await hasher.verify(password, against: user?.passwordHash ?? PasswordHasher.decoyHash)
        guard let user, user.passwordHash != nil, verified else { throw APIError.invalidCredentials }
        try await signInThrottle?.succeeded(email)
        return AuthResponse(redirect: false, token: try await startSession(for: user.id, now: now()), user: Self.wire(user))
    }

    func signOut(token: String) async throws {
        try await store.deleteSession(tokenHash: SessionToken.hash(token))
    }

    /// Resolves a bearer token to a live session, sliding its expiry when due.
    func session(for token: String) async throws -> (SessionRecordRow, UserRecord)? {
        let now = self.now()
        guard !token.isEmpty, token.utf8.count <= 256 else { return nil }
        let tokenHash = SessionToken.hash(token)
        let found: (SessionRecordRow, UserRecord)
        if let cached = sessions.lookup(tokenHash: tokenHash, now: now) {
            found = cached
        } else {
            // The stamp is taken before the read, so a sign-out committed meanwhile makes it stale.
            let version = sessions.currentVersion
            guard let read = try await store.session(tokenHash: tokenHash, now: now) else { return nil }
            sessions.store(tokenHash: tokenHash, session: read.0, user: read.1, version: version)
            found = read
        }
        var session = found.0
        let user = found.1
        let lastSet = session.expiresAt.addingTimeInterval(-sessionTTL)
        if now.timeIntervalSince(lastSet) > refreshAge {
            session.expiresAt = now.addingTimeInterval(sessionTTL)
            session.updatedAt = now
            try await store.extendSession(id: session.id, expiresAt: session.expiresAt, now: now)
        }
        return (session, user)
    }

    func startSession(for userID: String, now: Date) async throws -> String {
        let token = SessionToken.generate()
        try await store.createSession(SessionRecordRow(
            id: IdentifierGenerator.make(), userID: userID, tokenHash: SessionToken.hash(token),
            expiresAt: now.addingTimeInterval(sessionTTL), createdAt: now, updatedAt: now))
        return token
    }

    static func wire(_ user: UserRecord) -> User {
        User(id: user.id, email: user.email, name: user.name, image: nil, emailVerified: false,
             createdAt: user.createdAt, updatedAt: user.updatedAt)
    }

    static func wire(_ session: SessionRecordRow) -> SessionRecord {
        SessionRecord(id: session.id, userId: session.userID, expiresAt: session.expiresAt,
                      createdAt: session.createdAt, updatedAt: session.updatedAt)
    }
}
