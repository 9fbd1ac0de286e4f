import InfiniteStoriesModels

/// The story a sequel continues (`StoryPrompt.sequel`): its title, what happened in it and what
/// the writer made it of.
///
/// The offline writer goes back to the same companion, place and world through `memory` (its
/// keys name the content blocks, so the German cases and the French articles come with them)
/// and recalls the last story from them; a model reads `title` and `recap` in its prompt.
public struct StorySequel: Sendable, Equatable {
    public var title: String
    public var recap: StoryRecap?
    /// The keys the earlier story was made of (empty for a model's story).
    public var memory: StoryMemory

    public init(title: String, recap: StoryRecap?, memory: StoryMemory) {
        self.title = title
        self.recap = recap
        self.memory = memory
    }

    /// The id of the block of `kind` the earlier story used (`companion:owl` → `owl`).
    func block(_ kind: String) -> String? { blocks(kind).first }

    /// Every block of `kind` the earlier story used, in the order it used them: the keys with
    /// a block id alone (`place:bedtime.garden`), not its lines' (`place:bedtime.garden:see:2`).
    func blocks(_ kind: String) -> [String] {
        memory.keys.compactMap { key in
            guard key.hasPrefix(kind + ":") else { return nil }
            let id = key.dropFirst(kind.count + 1)
            return id.contains(":") ? nil : String(id)
        }
    }
}
