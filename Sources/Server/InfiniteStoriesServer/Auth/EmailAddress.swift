/// Email addresses as Better Auth accepts them, in the one form we store and compare.
///
/// Better Auth validates with Zod's email grammar:
/// `^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`
/// (ASCII only; no leading dot, no `..` anywhere, no dot or quote right before `@`; dotted domain
/// labels of letters, digits and hyphens that start with a letter or digit; a top-level domain of
/// two or more letters) and answers the address lowercased. We check the same grammar byte by
/// byte (no regular expression engine, no Unicode work on untrusted text) and also keep RFC 5321's
/// sizes: 64 bytes of local part, 254 in all.
///
/// Because only ASCII passes, two spellings of one address (NFC and NFD, fullwidth letters) can
/// never become two accounts, and lowercasing is the whole of the normalisation.
enum EmailAddress {
    static let maximumLength = 254
    static let maximumLocalPartLength = 64

    /// The stored, compared and answered form of `raw`: trimmed and lowercased; nil when the
    /// address is not valid.
    static func canonical(_ raw: String) -> String? {
        // Bounded before any other work: surrounding whitespace is all trimming may remove, and a
        // valid address is ASCII, so a longer input can only be refused.
        var bytes = Array(raw.utf8.prefix(maximumLength + 64 + 1))
        guard bytes.count <= maximumLength + 64 else { return nil }
        while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
        while let last = bytes.last, isSpace(last) { bytes.removeLast() }
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        guard isValid(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `email` (as sent, untrimmed) is an address Better Auth would accept.
    static func isValid(_ email: String) -> Bool { isValid(Array(email.utf8)) }

    private static func isValid(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at]
        let domain = bytes[(at + 1)...]
        guard (1...maximumLocalPartLength).contains(local.count), !domain.isEmpty else { return false }
        // No `..` anywhere (Zod's look-ahead spans the whole address).
        for index in bytes.indices.dropLast() where bytes[index] == 0x2E && bytes[index + 1] == 0x2E { return false }
        // Local part: allowed characters, not starting with a dot, ending in a letter, digit, `_`, `+` or `-`.
        guard local.first != 0x2E, local.allSatisfy(isLocalCharacter), let end = local.last,
              isLetterOrDigit(end) || end == UInt8(ascii: "_") || end == UInt8(ascii: "+") || end == UInt8(ascii: "-")
        else { return false }
        // Domain: labels of letters, digits and hyphens starting with a letter or digit, then a
        // top-level domain of two or more letters.
        let labels = domain.split(separator: 0x2E, omittingEmptySubsequences: false)
        guard labels.count >= 2, let topLevel = labels.last, topLevel.count >= 2,
              topLevel.allSatisfy(isLetter) else { return false }
        for label in labels.dropLast() {
            guard let first = label.first, isLetterOrDigit(first),
                  label.allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") }) else { return false }
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }

    private static func isLocalCharacter(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
