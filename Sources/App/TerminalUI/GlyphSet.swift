/// The family of glyphs widgets draw with.
///
/// Some terminals (serial consoles, `TERM=linux`, odd fonts, `LANG=C`) cannot show box drawing,
/// braille or bullet characters, so every widget takes a glyph set instead of hard-coding them.
/// Every glyph here is exactly one column wide so layouts do not change between the two sets.
public enum GlyphSet: String, Sendable, Hashable, CaseIterable {
    /// Box drawing, arrows, block elements and braille.
    case unicode
    /// Plain 7-bit ASCII, for terminals or fonts that cannot show the unicode set.
    case ascii

    /// Marks text that was cut short.
    public var ellipsis: String {
        switch self {
        case .unicode: "…"
        case .ascii: "..."
        }
    }

    /// Replaces each character of a masked (password) field.
    public var maskCharacter: Character {
        switch self {
        case .unicode: "•"
        case .ascii: "*"
        }
    }

    /// The centred marker a reader shows in place of a scene break.
    public var sceneBreak: String {
        switch self {
        case .unicode: "· · ·"
        case .ascii: "* * *"
        }
    }

    /// Separates short facts on one line (`Line 4/20 · 19%`).
    public var separator: String {
        switch self {
        case .unicode: " · "
        case .ascii: " - "
        }
    }

    /// The border drawn around modals and overlays.
    public var box: BoxStyle {
        switch self {
        case .unicode: .rounded
        case .ascii: .ascii
        }
    }

    /// A completely filled progress cell.
    public var progressFilled: Character {
        switch self {
        case .unicode: "█"
        case .ascii: "#"
        }
    }

    /// An empty progress cell; a visible shape (not a blank) so the bar's extent reads without colour.
    public var progressEmpty: Character {
        switch self {
        case .unicode: "░"
        case .ascii: "-"
        }
    }

    /// Partly filled progress cells from 1/8 to 7/8, for smooth bars; ASCII has none.
    public var progressEighths: [Character] {
        switch self {
        case .unicode: ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        case .ascii: []
        }
    }

    /// Spinner animation frames, each one column wide.
    public var spinnerFrames: [String] {
        switch self {
        case .unicode: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        case .ascii: ["|", "/", "-", "\\"]
        }
    }

    /// Shown where more content exists above the visible part.
    public var moreAbove: String {
        switch self {
        case .unicode: "↑"
        case .ascii: "^"
        }
    }

    /// Shown where more content exists below the visible part.
    public var moreBelow: String {
        switch self {
        case .unicode: "↓"
        case .ascii: "v"
        }
    }
}
