import Foundation

/// What happened in a story, kept by the server so a sequel can remember it (`Story.summary`,
/// docs/contract-notes.md): who came along, where the story led, what was found or put right
/// and how it ended, in the story's own language.
///
/// The offline writer knows each of these as it writes them; a model's story is known only by
/// its text, so its summary keeps how it began and how it ended, in the model's own words, and
/// leaves the rest for the next model to read from those.
public struct StoryRecap: Codable, Sendable, Equatable {
    /// The companion, as the story named it once known ("the little hedgehog").
    public var companion: String?
    /// Where the story led ("the top of Lantern Hill").
    public var place: String?
    /// What was found or put right ("the moon").
    public var found: String?
    /// The first sentences of the story, when nothing more is known of it (a model's story).
    public var beginning: String?
    /// How it ended: a sentence or two of the happy end.
    public var ending: String

    public init(companion: String? = nil, place: String? = nil, found: String? = nil, beginning: String? = nil,
                ending: String) {
        self.companion = companion
        self.place = place
        self.found = found
        self.beginning = beginning
        self.ending = ending
    }

    /// The summary as the server stores it (JSON), and back: nil for none, or for one this
    /// version cannot read (a story is never lost over its summary).
    public init?(json: String?) {
        guard let json, let recap = try? JSONDecoder().decode(StoryRecap.self, from: Data(json.utf8)) else { return nil }
        self = recap
    }

    public var json: String? { (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } }
}

/// Answer of `GET /api/v1/stories/{id}/series`: the series the story belongs to, its parts in
/// order (as the lists send them, without their text); a story in no series is its only part.
public struct StorySeries: Codable, Sendable, Equatable {
    public var seriesId: String?
    public var parts: [Story]

    public init(seriesId: String?, parts: [Story]) {
        self.seriesId = seriesId
        self.parts = parts
    }
}
