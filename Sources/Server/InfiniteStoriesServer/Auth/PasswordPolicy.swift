/// Better Auth's password length rule: 8 to 128 UTF-16 code units (JavaScript's `length`).
///
/// It is checked on sign-up *and* sign-in before the password is normalised or hashed: NFKC
/// normalisation of a long run of combining marks costs time in the square of its length, and
/// scrypt costs ~50 ms, so an unchecked password lets one request take a core. The UTF-8 size is
/// looked at first (constant time for native strings): a UTF-16 unit takes 1 to 3 UTF-8 bytes,
/// so fewer than 8 bytes is too short and more than 384 is too long without counting anything.
enum PasswordPolicy {
    static let lengths = 8...128

    enum Verdict: Equatable {
        case tooShort, acceptable, tooLong
    }

    static func verdict(_ password: String) -> Verdict {
        let bytes = password.utf8.count
        if bytes < lengths.lowerBound { return .tooShort }
        if bytes > lengths.upperBound * 3 { return .tooLong }
        let units = password.utf16.count
        if units < lengths.lowerBound { return .tooShort }
        if units > lengths.upperBound { return .tooLong }
        return .acceptable
    }

    /// Throws `PASSWORD_TOO_SHORT` or `PASSWORD_TOO_LONG` (sign-up).
    static func check(_ password: String) throws {
        switch verdict(password) {
        case .tooShort: throw APIError.passwordTooShort
        case .tooLong: throw APIError.passwordTooLong
        case .acceptable: return
        }
    }
}
