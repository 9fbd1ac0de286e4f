/// One named piece of a language's story content: a pool of sentences, an event, a problem, a
/// place, a companion, an obstacle, a trait or an ability.
///
/// Blocks with the same kind and id exist in every language, which lets the composer choose the
/// story's ingredients once and find both the narration (in the story's language) and the English
/// picture descriptions (in the English content) for them.
struct ContentBlock: Sendable {
    let kind: String
    let id: String
    /// The id's first dotted part (`bedtime` for `bedtime.moon`), which ties problems and places
    /// to their event.
    let group: String
    /// `key = value` lines: plain words to put into slots (names of places, companions, ...).
    var fields: [String: String] {
        didSet { events = Self.events(in: fields) }
    }
    /// `key:` lists of sentence patterns, in the order written.
    var lists: [String: [TemplateLine]]
    /// The words of the `events` field (`any`, or the events whose world the block belongs in),
    /// or nil without one. Kept apart because every story asks it of every companion, obstacle
    /// and interlude, and splitting the field each time was a visible part of its composing.
    private(set) var events: [Substring]?

    init(kind: String, id: String, fields: [String: String] = [:], lists: [String: [TemplateLine]] = [:]) {
        self.kind = kind
        self.id = id
        group = id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? id
        self.fields = fields
        self.lists = lists
        events = Self.events(in: fields)
    }

    private static func events(in fields: [String: String]) -> [Substring]? {
        fields["events"].map { $0.split(separator: " ") }
    }

    /// The patterns of one list, or none.
    func lines(_ list: String) -> [TemplateLine] { lists[list] ?? [] }
}
