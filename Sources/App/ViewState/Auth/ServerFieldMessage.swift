/// A server's message about one field, in the words of the form that shows it.
///
/// Some of the server's messages name the field as the API spells it ("Prompt seed must be
/// between 1 and 2000 characters", for `promptSeed`: upstream's wording, kept for its clients),
/// while the person filling the form knows that field by the form's label ("Idea"). A message
/// that starts with the API's name, written either way (`promptSeed`, "Prompt seed"), starts
/// with the label instead; the rest of the sentence is the server's. Any other message is shown
/// as it came.
enum ServerFieldMessage {
    static func worded(_ message: String, field key: String, label: String) -> String {
        for name in [key, spokenName(of: key)] where message.prefix(name.count).lowercased() == name.lowercased() {
            let rest = message.dropFirst(name.count)
            // "Titles ..." does not name `title`: the name must end where a word does.
            if let next = rest.first, next.isLetter || next.isNumber { continue }
            return label + rest
        }
        return message
    }

    /// `promptSeed` as words: "prompt seed".
    static func spokenName(of key: String) -> String {
        var words = ""
        for character in key {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words += character.lowercased()
        }
        return words
    }
}
