import TerminalUI

/// What the demo shows, changed only by input events, so every test step has a visible effect.
struct DemoState {
    static let items = [
        "The dragon 🐉 who loved tea",
        "月の物語 (a moon story)",
        "Émile et l'ours",
        "Plain ASCII row",
        "한국어 이야기",
        "Stars ✨ over the sea",
    ]

    var selectedIndex = 0
    /// The last event, spelled out (`key Alt-x`, `resize 100x30`).
    var lastEvent = "none"
    var lastPaste = ""
    /// Calls of `nextEvents` that returned nothing (timeouts and wake-ups).
    var emptyBatches = 0
    /// Whether the terminal cursor is shown (toggled with `c`).
    var showsCursor = false
    var shouldQuit = false
    var wantsCrash = false
    /// Whether to call `exit` without restoring, to test the `atexit` safety net.
    var wantsAbruptExit = false
    var wantsRedraw = false

    mutating func handle(_ event: InputEvent) {
        lastEvent = Self.describe(event)
        switch event {
        case .key(.character("q"), []):
            shouldQuit = true
        case .key(.character("j"), []), .key(.down, []):
            selectedIndex = min(selectedIndex + 1, Self.items.count - 1)
        case .key(.character("k"), []), .key(.up, []):
            selectedIndex = max(selectedIndex - 1, 0)
        case .key(.character("c"), []):
            showsCursor.toggle()
        case .key(.character("!"), []):
            wantsCrash = true
        case .key(.character("e"), []):
            wantsAbruptExit = true
        case .key(.ctrl("l"), []):
            wantsRedraw = true
        case .paste(let text):
            lastPaste = text
        case .key, .resize:
            break
        }
    }

    /// A plain-ASCII description (newlines in pastes shown as `\n`) that tests can match.
    static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let key, let modifiers):
            var prefix = ""
            if modifiers.contains(.control) { prefix += "Ctrl+" }
            if modifiers.contains(.alt) { prefix += "Alt+" }
            if modifiers.contains(.shift) { prefix += "Shift+" }
            return "key \(prefix)\(key.displayName(glyphs: .ascii))"
        case .paste(let text):
            return "paste \(text.count) chars"
        case .resize(let width, let height):
            return "resize \(width)x\(height)"
        }
    }
}
