import Foundation
import JWTKit

/// The claims of an Apple identity token that sign-in relies on.
///
/// jwt-kit checks the signature, the issuer (here) and the audience (`expectedAudiences`);
/// expiry and issue time are checked by `AppleIdentityVerifier` against its own clock with
/// `AppleIdentityVerifier.allowedSkew` each way, which jwt-kit's `AppleIdentityToken` does not
/// allow.
struct AppleIdentityClaims: JWTIdentityToken {
    enum CodingKeys: String, CodingKey {
        case issuer = "iss", audience = "aud", expires = "exp", issuedAt = "iat", subject = "sub"
        case nonce, email, emailVerified = "email_verified", isPrivateEmail = "is_private_email"
    }

    var issuer: IssuerClaim
    var audience: AudienceClaim
    var expires: ExpirationClaim
    var issuedAt: IssuedAtClaim
    var subject: SubjectClaim
    var nonce: String?
    var email: String?
    /// Apple sends `"true"` / `"false"` strings; `BoolClaim` reads both forms.
    var emailVerified: BoolClaim?
    var isPrivateEmail: BoolClaim?

    func verify(using _: some JWTAlgorithm) throws {
        guard issuer.value == AppleConfiguration.issuer else {
            throw JWTError.claimVerificationFailure(failedClaim: issuer, reason: "not issued by Apple")
        }
    }
}
