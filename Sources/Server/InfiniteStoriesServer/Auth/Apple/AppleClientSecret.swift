import Foundation
import JWTKit

/// The client secret Apple's token endpoint asks for: a short-lived ES256 JWT signed with the
/// developer's `.p8` key (header `kid` = key id; `iss` team id, `sub` services id, `aud` Apple).
struct AppleClientSecret: Sendable {
    struct Claims: JWTPayload {
        var iss: IssuerClaim
        var iat: IssuedAtClaim
        var exp: ExpirationClaim
        var aud: AudienceClaim
        var sub: SubjectClaim

        func verify(using _: some JWTAlgorithm) throws {}
    }

    enum Failure: Error { case badKey }

    /// Minutes a secret lives: each exchange makes its own, so a short life costs nothing.
    static let lifetime: TimeInterval = 300

    let teamID: String
    let keyID: String
    let servicesID: String
    let keys: JWTKeyCollection

    init(teamID: String, keyID: String, servicesID: String, privateKeyPEM: String) async throws(Failure) {
        self.teamID = teamID
        self.keyID = keyID
        self.servicesID = servicesID
        let key: ES256PrivateKey
        do {
            key = try ES256PrivateKey(pem: privateKeyPEM)
        } catch {
            throw .badKey
        }
        keys = JWTKeyCollection()
        await keys.add(ecdsa: key, kid: JWKIdentifier(string: keyID))
    }

    func make(now: Date) async throws -> String {
        let claims = Claims(iss: IssuerClaim(value: teamID), iat: IssuedAtClaim(value: now),
                            exp: ExpirationClaim(value: now.addingTimeInterval(Self.lifetime)),
                            aud: AudienceClaim(value: [AppleConfiguration.issuer]), sub: SubjectClaim(value: servicesID))
        return try await keys.sign(claims, kid: JWKIdentifier(string: keyID))
    }
}
