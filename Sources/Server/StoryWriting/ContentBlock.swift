/// One named piece of a language's story content: a pool of sentences, an event, a problem, a
/// place, a companion, an obstacle, a trait or an ability.
///
/// Blocks with the same kind and id exist in every language, which lets the composer choose the
/// story's ingredients once and find both the narration (in the story's language) and the English
/// picture descriptions (in the English content) for them.
struct ContentBlock: Sendable {
    let kind: String
    let id: String
    /// `key = value` lines: plain words to put into slots (names of places, companions, ...).
    var fields: [String: String] = [:]
    /// `key:` lists of sentence patterns, in the order written.
    var lists: [String: [TemplateLine]] = [:]

    /// The patterns of one list, or none.
    func lines(_ list: String) -> [TemplateLine] { lists[list] ?? [] }

    /// The id's first dotted part (`bedtime` for `bedtime.moon`), which ties problems and places
    /// to their event.
    var group: String {
        id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? id
    }
}
