import TerminalUI

/// Key names as a config file writes them: `q`, `N`, `space`, `enter`, `esc`, `tab`,
/// `shift-tab`, `up`, `pgdn`, `F5`, `ctrl-n`. Names are case-insensitive; a single character is
/// itself (so `N` and `n` are two keys).
public enum KeyName {
    /// The key `name` stands for, or nil.
    public static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first { return .character(character) }
        let lower = name.lowercased()
        if let named = named[lower] { return named }
        for prefix in ["ctrl-", "ctrl+", "c-"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII else { return nil }
            return .ctrl(letter)
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            return .function(number)
        }
        return nil
    }

    /// The name a config file uses for `key` (what `--print-config` writes).
    public static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .ctrl(let letter): "ctrl-" + letter.lowercased()
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .enter: "enter"
        case .escape: "esc"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .function(let number): "F\(number)"
        }
    }

    private static let named: [String: Key] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "shift-tab": .backTab, "backtab": .backTab, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "page-up": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown, "page-down": .pageDown, "backspace": .backspace,
        "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert,
    ]
}
