/// Who Apple says signed in: the stable user id and what Apple told about the email.
struct AppleIdentity: Sendable, Equatable {
    /// Apple's `sub`: stable per developer team, the account's key on our side.
    var subject: String
    var email: String?
    /// Only a verified email may link the Apple account to an existing email account.
    var emailVerified: Bool
    /// A private-relay address (`...@privaterelay.appleid.com`); an ordinary email to us.
    var isPrivateEmail: Bool
}
