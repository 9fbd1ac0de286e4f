import SharedUtilities

extension JSONValue {
    /// Whether any string or key in the value holds U+0000, which no store keeps alike.
    var containsNUL: Bool {
        switch self {
        case .string(let text): text.utf8.contains(0)
        case .array(let items): items.contains { $0.containsNUL }
        case .object(let members): members.contains { $0.key.utf8.contains(0) || $0.value.containsNUL }
        case .null, .bool, .integer, .double: false
        }
    }
}
