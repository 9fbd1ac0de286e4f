import InfiniteStoriesModels

/// All story content of one language, parsed from its text source.
struct ContentPack: Sendable {
    let language: StoryLanguage
    /// Blocks by `kind:id`.
    private(set) var blocks: [String: ContentBlock] = [:]
    /// The blocks of each kind in the order written, so choices do not depend on dictionary
    /// order; kept made because every story asks for several kinds' lists.
    private var byKind: [String: [ContentBlock]] = [:]
    /// Lines the parser could not read; empty for well-formed content (checked by tests).
    var issues: [String] = []

    init(language: StoryLanguage) { self.language = language }

    mutating func add(_ block: ContentBlock) {
        let key = "\(block.kind):\(block.id)"
        if blocks[key] == nil {
            byKind[block.kind, default: []].append(block)
        } else if let index = byKind[block.kind]?.firstIndex(where: { $0.id == block.id }) {
            byKind[block.kind]?[index] = block
        }
        blocks[key] = block
    }

    /// Every kind with its ids in the order written, kinds in the order first met.
    var orderedKinds: [(kind: String, ids: [String])] {
        var kinds: [String] = []
        for key in blocks.keys.sorted() {
            let kind = String(key.prefix { $0 != ":" })
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds.map { kind in (kind, blocks(kind).map(\.id)) }
    }

    func block(_ kind: String, _ id: String) -> ContentBlock? { blocks["\(kind):\(id)"] }

    /// Every block of a kind, in the order written.
    func blocks(_ kind: String) -> [ContentBlock] { byKind[kind] ?? [] }

    /// The blocks of a kind that belong to a group (see `ContentBlock.group`).
    func blocks(_ kind: String, group: String) -> [ContentBlock] {
        blocks(kind).filter { $0.group == group }
    }

    /// The sentences of a `@pool`.
    func pool(_ name: String) -> [TemplateLine] { block("pool", name)?.lines("lines") ?? [] }

    /// A word of the `@words` block (age words, fallback name, ...).
    func word(_ key: String) -> String? { block("words", "main")?.fields[key] }
}
