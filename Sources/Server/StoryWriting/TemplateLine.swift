/// One sentence pattern of the story content, with `{slot}` holes for the hero's details.
///
/// Patterns are parsed once when a language's content loads, so writing a story only walks
/// ready-made segments instead of scanning text for braces again and again.
struct TemplateLine: Sendable, Equatable {
    /// A run of literal text or the name of a slot to fill.
    enum Segment: Sendable, Equatable {
        case text(String)
        case slot(String)
    }

    let segments: [Segment]
    /// The pattern as written, for the linter's messages and duplicate checks.
    let source: String
    /// Where the pattern stands in the content (`pool:opening.intro:lines:3`): the same in every
    /// language while the files keep their order, so a story's memory names it (`StoryMemory`).
    var key = ""
    /// Marked `+` in the content: longer words or sentences meant for children of six and up.
    let isRich: Bool
    /// The pattern's first token (a word, or `{slot}`), used to avoid starting two sentences
    /// in a row the same way.
    let openingToken: String
    /// Rough length in characters once filled, to prefer short patterns in one-minute stories.
    let estimatedLength: Int
    /// Whether the pattern speaks of the companion (`{c}`), so it only fits stories that have one.
    let needsCompanion: Bool
    /// Slot names used by the pattern, in order: read for every pattern a story considers, so
    /// kept rather than gathered from `segments` each time.
    let slotNames: [String]

    init(_ source: String, isRich: Bool = false) {
        self.isRich = isRich
        self.source = source
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            literal += rest[..<open]
            if !literal.isEmpty {
                segments.append(.text(literal))
                literal = ""
            }
            segments.append(.slot(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
        slotNames = segments.compactMap { segment in
            if case .slot(let name) = segment { return name }
            return nil
        }
        let firstToken = source.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init) ?? ""
        openingToken = firstToken.lowercased()
        estimatedLength = segments.reduce(0) { total, segment in
            if case .text(let text) = segment { return total + text.count }
            return total + 6
        }
        needsCompanion = segments.contains { segment in
            if case .slot(let name) = segment { return name == "c" || name.hasPrefix("c.") }
            return false
        }
    }
}
