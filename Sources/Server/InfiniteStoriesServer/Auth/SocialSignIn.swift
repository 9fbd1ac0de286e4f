import Crypto
import Foundation
import InfiniteStoriesModels

/// Sign in with Apple on our side: from a verified identity to a user (found by Apple's `sub`,
/// linked to an email account only when Apple vouches for the email, or created) and a session.
struct SocialSignIn: Sendable {
    let auth: AuthService
    let accounts: any AccountStore
    let verifier: AppleIdentityVerifier

    /// `POST /api/auth/sign-in/social` with an identity token from Apple's native sheet.
    func signIn(idToken: String, nonce: String?, name: String?) async throws -> AuthResponse {
        let identity = try await verify(idToken, nonce: nonce)
        let user = try await user(for: identity, name: name)
        return AuthResponse(redirect: false, token: try await auth.startSession(for: user.id, now: auth.now()),
                            user: AuthService.wire(user))
    }

    /// The identity in `idToken`, with verification failures as the contract's errors.
    func verify(_ idToken: String, nonce: String?) async throws -> AppleIdentity {
        do {
            return try await verifier.verify(idToken, nonce: nonce)
        } catch .keysUnavailable {
            throw APIError.appleUnavailable
        } catch {
            throw APIError.invalidToken
        }
    }

    /// The user Apple's identity belongs to. The first sign-in creates the user with `name`
    /// (Apple sends the name only once); an existing email account is linked only when Apple
    /// says the email is verified, since anyone could otherwise claim an address.
    func user(for identity: AppleIdentity, name: String?) async throws -> UserRecord {
        if let user = try await accounts.user(provider: ExternalAccountRecord.apple, accountID: identity.subject) {
            return user
        }
        let now = auth.now()
        let email = identity.email.flatMap(EmailAddress.canonical) ?? Self.placeholderEmail(for: identity.subject)
        let account = { (userID: String) in
            ExternalAccountRecord(id: IdentifierGenerator.make(), userID: userID, provider: ExternalAccountRecord.apple,
                                  accountID: identity.subject, email: identity.email, createdAt: now)
        }
        for _ in 0..<2 {
            if let existing = try await auth.store.user(withEmail: email) {
                guard identity.emailVerified else { throw APIError.accountNotLinked }
                try await accounts.linkAccount(account(existing.id))
                return existing
            }
            let cleanName = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let user = UserRecord(id: IdentifierGenerator.make(), email: email,
                                  name: String(cleanName.prefix(AuthRoutes.nameLimit.characters.upperBound)),
                                  passwordHash: nil, createdAt: now, updatedAt: now)
            do {
                try await accounts.createUser(user, account: account(user.id))
                return user
            } catch StoreError.duplicateEmail {
                // Created meanwhile (another sign-in, or a sign-up): link to it on the next turn.
                continue
            }
        }
        throw APIError.accountNotLinked
    }

    /// An address for an Apple account that shared none: unique per Apple user, and in the
    /// `.invalid` top-level domain, which no mail is ever delivered to.
    static func placeholderEmail(for subject: String) -> String {
        let digest = SHA256.hash(data: Data(subject.utf8)).prefix(10).map { String(format: "%02x", $0) }.joined()
        return "apple-\(digest)@users.invalid"
    }
}
