/// A key the user pressed, as the backend decodes it and as the app binds actions to it.
///
/// Kept small and terminal-independent: the backend turns escape sequences and ncurses key
/// codes into these values, the app matches on them, and footers and help screens show their
/// `displayName`. `ctrl` keys compare case-insensitively (`.ctrl("C") == .ctrl("c")`), because
/// terminals cannot tell the two apart and bindings should not have to care.
public enum Key: Sendable {
    /// A printable character (including space).
    case character(Character)
    /// A control chord such as Ctrl-C, written with its letter.
    case ctrl(Character)
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case tab
    /// Shift-Tab, which moves focus backwards.
    case backTab
    case enter
    case escape
    case backspace
    case delete
    case insert
    /// A function key, F1 through F12 (or beyond on some keyboards).
    case function(Int)

    /// A short label for footers and help screens: `↑`, `PgDn`, `Ctrl-C`, `Esc`, `Tab`...
    ///
    /// `.ascii` glyphs spell arrows out (`Up`) for terminals that cannot draw them.
    public func displayName(glyphs: GlyphSet = .unicode) -> String {
        let unicode = glyphs == .unicode
        switch self {
        case .character(" "):
            return "Space"
        case .character(let character):
            return DisplayWidth.isControl(character) ? "?" : String(character)
        case .ctrl(let character):
            let letter = DisplayWidth.isControl(character) ? "?" : character.uppercased()
            return "Ctrl-\(letter)"
        case .up: return unicode ? "↑" : "Up"
        case .down: return unicode ? "↓" : "Down"
        case .left: return unicode ? "←" : "Left"
        case .right: return unicode ? "→" : "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .tab: return "Tab"
        case .backTab: return unicode ? "⇧Tab" : "S-Tab"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .function(let number): return "F\(number)"
        }
    }

    /// What equality and hashing look at: the case, plus its payload with ctrl letters lowercased.
    private var identity: Identity {
        switch self {
        case .character(let character): Identity(tag: 0, character: character)
        case .ctrl(let character): Identity(tag: 1, character: Self.lowercased(character))
        case .up: Identity(tag: 2)
        case .down: Identity(tag: 3)
        case .left: Identity(tag: 4)
        case .right: Identity(tag: 5)
        case .home: Identity(tag: 6)
        case .end: Identity(tag: 7)
        case .pageUp: Identity(tag: 8)
        case .pageDown: Identity(tag: 9)
        case .tab: Identity(tag: 10)
        case .backTab: Identity(tag: 11)
        case .enter: Identity(tag: 12)
        case .escape: Identity(tag: 13)
        case .backspace: Identity(tag: 14)
        case .delete: Identity(tag: 15)
        case .insert: Identity(tag: 16)
        case .function(let number): Identity(tag: 17, number: number)
        }
    }

    /// `character` in lower case when that is still a single character (it is not always).
    private static func lowercased(_ character: Character) -> Character {
        let lower = character.lowercased()
        guard lower.count == 1, let first = lower.first else { return character }
        return first
    }

    private struct Identity: Hashable {
        var tag: UInt8
        var character: Character?
        var number = 0

        init(tag: UInt8, character: Character? = nil, number: Int = 0) {
            self.tag = tag
            self.character = character
            self.number = number
        }
    }
}

extension Key: Hashable {
    public static func == (lhs: Key, rhs: Key) -> Bool {
        lhs.identity == rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

extension Key: CustomStringConvertible {
    public var description: String { displayName(glyphs: .ascii) }
}
