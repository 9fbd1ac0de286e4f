import Foundation

/// The input rules the server applies, checked before sending so mistakes show at once,
/// next to the field, instead of after a round trip.
public enum FieldValidation {
    public static let passwordLengths = 8...128
    public static let heroNameLengths = 1...200
    public static let heroAges = 3...12
    public static let abilityMaximum = 200
    public static let appearanceMaximum = 500
    public static let customEventMaximum = 500

    /// A plausible email: one `@`, something before it, a dotted domain after it, no spaces.
    /// The server has the last word; this only catches typing mistakes.
    public static func isPlausibleEmail(_ text: String) -> Bool {
        let email = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard email.count <= 320, !email.contains(where: { $0.isWhitespace }) else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1]
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// The problem with an email field, if any.
    public static func emailProblem(_ text: String) -> String? {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return Strings.emailRequired }
        return isPlausibleEmail(text) ? nil : Strings.emailInvalid
    }

    /// The problem with a password, if any. Length counts UTF-16 code units, as the server and
    /// Better Auth do, so the form never sends a password the server would refuse (an emoji
    /// counts 2, a family emoji 8).
    public static func passwordProblem(_ text: String) -> String? {
        let units = text.utf16.count
        if units < passwordLengths.lowerBound { return Strings.passwordTooShort }
        if units > passwordLengths.upperBound { return Strings.passwordTooLong }
        return nil
    }

    /// The hero age a text field holds, when it is a whole number in range.
    public static func heroAge(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 3, let age = Int(trimmed), heroAges.contains(age) else { return nil }
        return age
    }
}
