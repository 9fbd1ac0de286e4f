/// One "key → what it does" pair for footers and the help overlay.
///
/// Hints hold `Key` values rather than text so that the same hint renders as `↑/↓` or `Up/Down`
/// depending on the terminal's glyph set, and so the app can build hints from its real bindings.
public struct KeyHint: Sendable, Hashable {
    /// The keys, shown joined by `/`.
    public var keys: [Key]
    /// Replaces the keys' names when set, for combinations `Key` cannot express ("1-9").
    public var keyText: String?
    public var label: String

    public init(_ key: Key, _ label: String) {
        self.init(keys: [key], label: label)
    }

    public init(keys: [Key], label: String) {
        self.keys = keys
        self.keyText = nil
        self.label = label
    }

    public init(keyText: String, label: String) {
        self.keys = []
        self.keyText = keyText
        self.label = label
    }

    /// The key part as shown: `keyText`, or the keys' display names joined by `/`.
    public func keyName(glyphs: GlyphSet = .unicode) -> String {
        if let keyText { return keyText }
        // Joined by hand: the generic `joined(separator:)` costs a conformance scan of the
        // whole binary, and the footer asks for these names in the first frame.
        var name = ""
        for key in keys {
            if !name.isEmpty { name += "/" }
            name += key.displayName(glyphs: glyphs)
        }
        return name
    }
}
