import Crypto
import Foundation
import JWTKit

/// Checks an Apple identity token: RS256 signature against the key its `kid` names in Apple's
/// JWKS (with one refetch for an unknown key id), issuer, audience (one of the configured client
/// ids), expiry and issue time with `allowedSkew`, and the nonce when the client sent one.
///
/// A token without a `kid`, or naming a key Apple does not publish, is invalid before any
/// signature work: Apple always names its key, and jwt-kit would otherwise try its default key.
struct AppleIdentityVerifier: Sendable {
    enum Failure: Error, Equatable {
        /// The token is not good: `APIError.invalidToken`.
        case invalid(String)
        /// Apple's keys could not be fetched: `APIError.appleUnavailable`.
        case keysUnavailable
    }

    /// Clock difference tolerated between Apple and us.
    static let allowedSkew: TimeInterval = 60

    let configuration: AppleConfiguration
    let keySet: AppleKeySet
    var now: @Sendable () -> Date = { Date() }

    init(configuration: AppleConfiguration, now: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.now = now
        keySet = AppleKeySet(url: configuration.endpoint("auth/keys"), refetchInterval: configuration.keyRefetchInterval,
                             now: now)
    }

    /// The identity in `token`. `nonce`, when given, must match the token's nonce claim, either
    /// as sent or as its SHA-256 in hex (apps hand Apple the hash of the nonce they keep).
    func verify(_ token: String, nonce: String?) async throws(Failure) -> AppleIdentity {
        guard token.utf8.count <= 16 * 1024 else { throw .invalid("token too long") }
        guard let keyID = Self.keyID(of: token), !keyID.isEmpty else { throw .invalid("no key id") }
        let claims: AppleIdentityClaims
        do {
            claims = try await verifySignature(token, keyID: keyID)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .invalid(String(describing: error))
        }
        let current = now()
        guard claims.expires.value > current.addingTimeInterval(-Self.allowedSkew) else { throw .invalid("expired") }
        guard claims.issuedAt.value <= current.addingTimeInterval(Self.allowedSkew) else {
            throw .invalid("issued in the future")
        }
        if let nonce {
            guard let claimed = claims.nonce, claimed == nonce || claimed == Self.sha256Hex(nonce) else {
                throw .invalid("nonce mismatch")
            }
        }
        let subject = claims.subject.value
        guard !subject.isEmpty, subject.utf8.count <= 255 else { throw .invalid("no subject") }
        return AppleIdentity(subject: subject, email: claims.email.flatMap { $0.isEmpty ? nil : $0 },
                             emailVerified: claims.emailVerified?.value ?? false,
                             isPrivateEmail: claims.isPrivateEmail?.value ?? false)
    }

    private func verifySignature(_ token: String, keyID: String) async throws -> AppleIdentityClaims {
        let keys: JWTKeyCollection?
        do {
            keys = try await keySet.keys(for: keyID)
        } catch {
            throw Failure.keysUnavailable
        }
        guard let keys else { throw Failure.invalid("unknown key id") }
        return try await keys.verify(token, as: AppleIdentityClaims.self, expectedAudiences: configuration.clientIDs)
    }

    /// The `kid` of the token's header, read without trusting anything else in it.
    static func keyID(of token: String) -> String? {
        guard let header = token.split(separator: ".", omittingEmptySubsequences: false).first,
              let data = Data(base64URLEncoded: String(header)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["kid"] as? String
    }

    static func sha256Hex(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

extension Data {
    /// Base64url without padding, as JWTs use.
    init?(base64URLEncoded text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64.append("=") }
        self.init(base64Encoded: base64)
    }
}
