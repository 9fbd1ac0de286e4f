/// The editing model behind a single-line text field: text plus a cursor, and the usual
/// readline-style edits.
///
/// The cursor counts grapheme clusters, never bytes or scalars, so one press of ← or Backspace
/// always moves over or removes exactly what the user sees as one character: a whole emoji
/// family, a flag, an accented letter, a CJK ideograph. The text is kept as an array of
/// `Character`s so each edit is proportional to the field's length at worst.
///
/// Being a plain value, it lives in the app's state and is tested without any terminal.
public struct LineEditor: Sendable, Hashable {
    /// The text, one element per grapheme cluster.
    public private(set) var characters: [Character]
    /// The insertion point: the number of characters before it (0...characters.count).
    public private(set) var cursor: Int
    /// The most characters the field accepts; insertions beyond it are cut off.
    public var maximumLength: Int?

    /// An editor holding `text` (newlines and tabs become spaces, other controls are dropped)
    /// with the cursor at `cursor`, or at the end when `nil`.
    public init(text: String = "", cursor: Int? = nil, maximumLength: Int? = nil) {
        var cleaned = Self.sanitized(text)
        if let maximumLength, cleaned.count > max(0, maximumLength) {
            cleaned.removeSubrange(max(0, maximumLength)...)
        }
        self.characters = cleaned
        self.maximumLength = maximumLength
        self.cursor = (cursor ?? cleaned.count).clamped(to: 0...cleaned.count)
    }

    /// The text as a string.
    public var text: String { String(characters) }

    /// Whether the field is empty.
    public var isEmpty: Bool { characters.isEmpty }

    // MARK: Editing

    /// Inserts typed or pasted `text` at the cursor and moves the cursor after it.
    ///
    /// A field is one line, so newlines and tabs become spaces and other controls are dropped.
    /// Text that combines with its neighbours (a combining accent typed after `e`) merges into
    /// one character, as it will be displayed.
    public mutating func insert(_ text: String) {
        var incoming = Self.sanitized(text)
        if let maximumLength {
            let room = max(0, maximumLength - characters.count)
            if incoming.count > room {
                incoming.removeSubrange(room...)
            }
        }
        guard !incoming.isEmpty else { return }
        // Re-segment the inserted text together with one character on each side, which is
        // where grapheme boundaries can change.
        let start = cursor > 0 ? cursor - 1 : cursor
        let end = cursor < characters.count ? cursor + 1 : cursor
        var joined = String(characters[start..<cursor])
        joined.append(contentsOf: incoming)
        let headCount = joined.count
        joined.append(contentsOf: characters[cursor..<end])
        let merged = Array(joined)
        characters.replaceSubrange(start..<end, with: merged)
        cursor = (start + min(headCount, merged.count)).clamped(to: 0...characters.count)
    }

    /// Backspace: removes the character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: removes the character after the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-W: removes the word before the cursor (and the spaces between it and the cursor),
    /// like a shell's `unix-word-rubout`.
    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-U: removes everything before the cursor.
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Ctrl-K: removes everything after the cursor.
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Replaces the whole text and puts the cursor at its end.
    public mutating func setText(_ text: String) {
        self = LineEditor(text: text, maximumLength: maximumLength)
    }

    // MARK: Moving

    public mutating func moveLeft() {
        cursor = max(0, cursor - 1)
    }

    public mutating func moveRight() {
        cursor = min(characters.count, cursor + 1)
    }

    public mutating func moveToStart() {
        cursor = 0
    }

    public mutating func moveToEnd() {
        cursor = characters.count
    }

    /// Moves to the start of the word before the cursor.
    public mutating func moveWordLeft() {
        cursor = wordStart(before: cursor)
    }

    /// Moves to the end of the word after the cursor.
    public mutating func moveWordRight() {
        var position = cursor
        while position < characters.count, characters[position].isWhitespace {
            position += 1
        }
        while position < characters.count, !characters[position].isWhitespace {
            position += 1
        }
        cursor = position
    }

    // MARK: Keys

    /// Applies the edit an input event stands for and reports whether it was one.
    ///
    /// Bindings: printable keys and paste insert; ←/→ (with Alt or Ctrl: by word), Home/End,
    /// Backspace, Delete, and the readline chords Ctrl-A/E/B/F/D/H/W/U/K. Anything else (Enter,
    /// Tab, Escape...) is left to the caller and returns `false`.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .paste(let text):
            insert(text)
            return true
        case .resize:
            return false
        case .key(let key, let modifiers):
            return handle(key, byWord: !modifiers.isDisjoint(with: [.alt, .control]))
        }
    }

    private mutating func handle(_ key: Key, byWord: Bool) -> Bool {
        switch key {
        case .character(let character):
            guard !byWord else { return false }
            insert(String(character))
        case .left:
            byWord ? moveWordLeft() : moveLeft()
        case .right:
            byWord ? moveWordRight() : moveRight()
        case .home:
            moveToStart()
        case .end:
            moveToEnd()
        case .backspace:
            byWord ? deleteWordBackward() : deleteBackward()
        case .delete:
            deleteForward()
        case .ctrl(let letter):
            return handleControl(letter)
        default:
            return false
        }
        return true
    }

    private mutating func handleControl(_ letter: Character) -> Bool {
        switch letter.lowercased() {
        case "a": moveToStart()
        case "e": moveToEnd()
        case "b": moveLeft()
        case "f": moveRight()
        case "d": deleteForward()
        case "h": deleteBackward()
        case "w": deleteWordBackward()
        case "u": deleteToStart()
        case "k": deleteToEnd()
        default: return false
        }
        return true
    }

    // MARK: Private

    /// The index where the word ending at or before `position` starts, skipping spaces first.
    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1].isWhitespace {
            start -= 1
        }
        while start > 0, !characters[start - 1].isWhitespace {
            start -= 1
        }
        return start
    }

    /// `text` made fit for one line: newlines and tabs become spaces, other controls vanish.
    private static func sanitized(_ text: String) -> [Character] {
        var result: [Character] = []
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !DisplayWidth.isControl(character) {
                result.append(character)
            }
        }
        return result
    }
}
