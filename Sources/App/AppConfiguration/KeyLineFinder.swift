/// Finds the line of a dotted key in a TOML text, for messages about unknown keys and bad values
/// (TOMLKit's tables do not keep where their values came from; only its parse errors have lines).
///
/// Reads table headers (`[theme.roles.title]`), `key = value` lines and dotted keys
/// (`roles.title.fg = ...`); a key it cannot place (inside an inline table) is given the line of
/// the nearest enclosing key or table it can, or line 1.
struct KeyLineFinder {
    private var lines: [String: Int] = [:]

    init(text: String) {
        var table: [String] = []
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard let first = line.first, first != "#" else { continue }
            if first == "[" {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.parts(of: Substring(inner))
                record(table, number)
            } else if let equals = line.firstIndex(of: "=") {
                record(table + Self.parts(of: line[..<equals]), number)
            }
        }
    }

    /// The line of `path` (`["theme", "roles", "title", "fg"]`), or of its nearest known parent.
    func line(of path: [String]) -> Int {
        var path = path
        while !path.isEmpty {
            if let line = lines[path.joinedWithDots()] { return line }
            path.removeLast()
        }
        return 1
    }

    private mutating func record(_ path: [String], _ number: Int) {
        let key = path.joinedWithDots()
        if lines[key] == nil { lines[key] = number }
    }

    /// `a."b c".d` as `["a", "b c", "d"]`, trimmed.
    private static func parts(of text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

extension Array where Element == String {
    /// The parts joined with dots, by hand (the generic `joined` scans conformances at start-up).
    func joinedWithDots() -> String {
        var text = ""
        for part in self {
            if !text.isEmpty { text += "." }
            text += part
        }
        return text
    }
}
