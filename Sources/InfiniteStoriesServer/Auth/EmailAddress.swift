import Foundation

/// Email syntax as loose as Better Auth's check: one `@`, a non-empty local part, a dotted
/// domain, no whitespace or control characters. Unicode is allowed (and stored as typed).
enum EmailAddress {
    static func isValid(_ email: String) -> Bool {
        guard email.count <= 254, !email.isEmpty else { return false }
        guard !email.unicodeScalars.contains(where: {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control
        }) else { return false }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64 else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), (labels.last?.count ?? 0) >= 2 else { return false }
        return true
    }
}
