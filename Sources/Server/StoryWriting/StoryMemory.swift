/// What one story was made of, so the next stories for the same hero can be made of something else.
///
/// A child who hears ten stories about the same hero notices a repeated opening, title or
/// sentence long before a grown-up does. The writer reports the ingredients and sentence patterns
/// it used (stable keys such as `pool:opening.intro:3` or `problem:bedtime.moon`); the server keeps
/// them with each story and hands the last ones back for the hero's next story, and the writer
/// prefers what is not in them. Keys, not text, so a story in another language or with another
/// name still counts.
public struct StoryMemory: Sendable, Equatable, Codable {
    /// How many of a hero's latest stories (per language) the next one avoids repeating.
    public static let recentStories = 10

    /// Keys of the content this story used, opening first.
    public var keys: [String]

    public init(keys: [String] = []) { self.keys = keys }

    /// The keys as one line for storage (keys never contain spaces).
    public var serialized: String { keys.joined(separator: " ") }

    public init(serialized: String) {
        keys = serialized.split(separator: " ").map(String.init)
    }

    /// How many of the stories used each key: what the next story uses least comes first.
    public static func uses(_ memories: [StoryMemory]) -> [String: Int] {
        memories.flatMap(\.keys).reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
