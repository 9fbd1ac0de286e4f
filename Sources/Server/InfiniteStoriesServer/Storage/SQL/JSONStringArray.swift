import Foundation

/// Lists of strings (a hero's traits and abilities, an event's keywords) are kept as JSON arrays
/// in a text column, the same in both databases.
enum JSONStringArray {
    static func encode(_ strings: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(strings), as: UTF8.self)) ?? "[]"
    }

    /// The strings of a stored array; anything unreadable (or NULL) is an empty list.
    static func decode(_ text: String?) -> [String] {
        guard let text, let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else { return [] }
        return array.compactMap { $0 as? String }
    }
}
