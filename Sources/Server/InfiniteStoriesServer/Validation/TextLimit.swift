/// A length rule for user text: characters (grapheme clusters, what a person counts and what the
/// contract's messages say) *and* UTF-8 bytes (what storage, prompts and every later step pay for).
///
/// A character limit alone does not bound size: one grapheme cluster can carry any number of
/// combining marks, so an "at most 200 characters" name could be megabytes and multiply into every
/// story written about it. Each limit therefore also allows at most `bytesPerCharacter` bytes per
/// character, enough for any script (an Indic conjunct or an emoji family sequence averages well
/// under 8) and checked first, in constant time, before anything counts graphemes.
struct TextLimit: Sendable, Equatable {
    static let bytesPerCharacter = 8

    let characters: ClosedRange<Int>
    var maximumBytes: Int { characters.upperBound * Self.bytesPerCharacter }

    init(_ characters: ClosedRange<Int>) { self.characters = characters }

    /// Nil when `text` fits, otherwise the field message to answer with.
    func violation(_ text: String) -> String? {
        guard text.utf8.count <= maximumBytes else { return "must be at most \(maximumBytes) bytes of text" }
        guard characters.contains(text.count) else { return message }
        return nil
    }

    /// `must be 1 to 200 characters`, or `must be at most 500 characters` when empty is allowed.
    var message: String {
        characters.lowerBound > 0
            ? "must be \(characters.lowerBound) to \(characters.upperBound) characters"
            : "must be at most \(characters.upperBound) characters"
    }
}
