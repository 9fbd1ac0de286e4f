import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Reading a snapshot by hand from a `JSONValue`.
///
/// Why not `JSONDecoder`: the snapshot is read before the first frame, and decoding these types
/// generically makes the Swift runtime look up a dozen protocol conformances for the first time,
/// each by scanning every conformance record of the binary (the embedded server's libraries
/// included): ~3 ms, a quarter of the first frame. `JSONSerialization` cost ~0.5 ms more than
/// `JSONValue` for the same file (docs/decisions/0011).
extension ListSnapshot {
    static func read(_ data: Data) -> ListSnapshot? {
        guard let root = JSONValue(parsing: data), let version = root["version"]?.integer,
              let userId = root["userId"]?.string, let email = root["email"]?.string,
              let heroSelection = root["heroSelection"]?.integer,
              let heroValues = root["heroes"]?.array, let storyValues = root["stories"]?.array else { return nil }
        var heroes: [Hero] = []
        heroes.reserveCapacity(heroValues.count)
        for value in heroValues {
            guard let hero = hero(value) else { return nil }
            heroes.append(hero)
        }
        var stories: [StorySummary] = []
        stories.reserveCapacity(storyValues.count)
        for value in storyValues {
            guard let story = StorySummary(snapshot: value) else { return nil }
            stories.append(story)
        }
        return ListSnapshot(version: version, userId: userId, email: email, heroes: heroes,
                            heroTotal: root["heroTotal"]?.integer, heroSelection: heroSelection,
                            storiesHeroID: root["storiesHeroID"]?.string, stories: stories,
                            storyTotal: root["storyTotal"]?.integer)
    }

    static func date(_ value: JSONValue?) -> Date? {
        value?.string.flatMap(WireDate.date(from:))
    }

    private static func hero(_ fields: JSONValue) -> Hero? {
        guard let id = fields["id"]?.string, let name = fields["name"]?.string, let age = fields["age"]?.integer,
              let createdAt = date(fields["createdAt"]), let updatedAt = date(fields["updatedAt"]) else { return nil }
        let stories = fields["_count"]?["stories"]?.integer ?? 0
        return Hero(id: id, name: name, age: age, traits: fields["traits"]?.strings ?? [],
                    specialAbilities: fields["specialAbilities"]?.strings ?? [],
                    appearance: fields["appearance"]?.string, hairColor: fields["hairColor"]?.string,
                    eyeColor: fields["eyeColor"]?.string, skinTone: fields["skinTone"]?.string,
                    height: fields["height"]?.string, avatarUrl: fields["avatarUrl"]?.string,
                    avatarPrompt: fields["avatarPrompt"]?.string, createdAt: createdAt, updatedAt: updatedAt,
                    count: Hero.Counts(stories: stories))
    }
}

extension StorySummary {
    /// A summary from its snapshot form (the synthesized `Encodable` keys); nil when incomplete.
    init?(snapshot fields: JSONValue) {
        guard fields.isObject, let id = fields["id"]?.string, let heroId = fields["heroId"]?.string,
              let title = fields["title"]?.string, let language = fields["language"]?.string,
              let createdAt = ListSnapshot.date(fields["createdAt"]), let isFavorite = fields["isFavorite"]?.bool,
              let illustrationCount = fields["illustrationCount"]?.integer,
              let estimatedDuration = fields["estimatedDuration"]?.double,
              let preview = fields["preview"]?.string, let searchKey = fields["searchKey"]?.string else { return nil }
        self.id = id
        self.heroId = heroId
        heroName = fields["heroName"]?.string
        self.title = title
        self.language = language
        eventType = fields["eventType"]?.string
        customEventId = fields["customEventId"]?.string
        self.createdAt = createdAt
        self.isFavorite = isFavorite
        generationStatus = GenerationStatus(rawValue: fields["generationStatus"]?.string ?? "") ?? .unknown
        audioStatus = AudioStatus(rawValue: fields["audioStatus"]?.string ?? "") ?? .unknown
        audioDuration = fields["audioDuration"]?.double
        illustrationStatus = IllustrationStatus(rawValue: fields["illustrationStatus"]?.string ?? "") ?? .unknown
        self.illustrationCount = illustrationCount
        self.estimatedDuration = estimatedDuration
        self.preview = preview
        previewIsPartial = fields["previewIsPartial"]?.bool ?? false
        seriesId = fields["seriesId"]?.string
        seriesPart = fields["seriesPart"]?.integer
        seriesLength = fields["seriesLength"]?.integer
        self.searchKey = searchKey
    }
}
