import Foundation
import InfiniteStoriesModels

/// Reading a snapshot by hand from `JSONSerialization`'s plain values.
///
/// Why not `JSONDecoder`: the snapshot is read before the first frame, and decoding these types
/// generically makes the Swift runtime look up a dozen protocol conformances for the first time,
/// each by scanning every conformance record of the binary (the embedded server's libraries
/// included): ~3 ms, a quarter of the first frame, where these few lines take well under one.
extension ListSnapshot {
    static func read(_ data: Data) -> ListSnapshot? {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let version = int(root["version"]), let userId = root["userId"] as? String,
              let email = root["email"] as? String, let heroSelection = int(root["heroSelection"]),
              let heroValues = root["heroes"] as? [Any], let storyValues = root["stories"] as? [Any] else { return nil }
        var heroes: [Hero] = []
        heroes.reserveCapacity(heroValues.count)
        for value in heroValues {
            guard let hero = hero(value as? [String: Any]) else { return nil }
            heroes.append(hero)
        }
        var stories: [StorySummary] = []
        stories.reserveCapacity(storyValues.count)
        for value in storyValues {
            guard let story = StorySummary(snapshot: value as? [String: Any]) else { return nil }
            stories.append(story)
        }
        return ListSnapshot(version: version, userId: userId, email: email, heroes: heroes,
                            heroTotal: int(root["heroTotal"]), heroSelection: heroSelection,
                            storiesHeroID: root["storiesHeroID"] as? String, stories: stories,
                            storyTotal: int(root["storyTotal"]))
    }

    static func int(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: number
        case let number as Double: number == number.rounded() ? Int(exactly: number) : nil
        case let number as NSNumber: number.intValue
        default: nil
        }
    }

    static func double(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap(WireDate.date(from:))
    }

    private static func hero(_ fields: [String: Any]?) -> Hero? {
        guard let fields, let id = fields["id"] as? String, let name = fields["name"] as? String,
              let age = int(fields["age"]), let createdAt = date(fields["createdAt"]),
              let updatedAt = date(fields["updatedAt"]) else { return nil }
        let stories = int((fields["_count"] as? [String: Any])?["stories"]) ?? 0
        return Hero(id: id, name: name, age: age, traits: fields["traits"] as? [String] ?? [],
                    specialAbilities: fields["specialAbilities"] as? [String] ?? [],
                    appearance: fields["appearance"] as? String, hairColor: fields["hairColor"] as? String,
                    eyeColor: fields["eyeColor"] as? String, skinTone: fields["skinTone"] as? String,
                    height: fields["height"] as? String, avatarUrl: fields["avatarUrl"] as? String,
                    avatarPrompt: fields["avatarPrompt"] as? String, createdAt: createdAt, updatedAt: updatedAt,
                    count: Hero.Counts(stories: stories))
    }
}

extension StorySummary {
    /// A summary from its snapshot form (the synthesized `Encodable` keys); nil when incomplete.
    init?(snapshot fields: [String: Any]?) {
        guard let fields, let id = fields["id"] as? String, let heroId = fields["heroId"] as? String,
              let title = fields["title"] as? String, let language = fields["language"] as? String,
              let createdAt = ListSnapshot.date(fields["createdAt"]), let isFavorite = fields["isFavorite"] as? Bool,
              let illustrationCount = ListSnapshot.int(fields["illustrationCount"]),
              let estimatedDuration = ListSnapshot.double(fields["estimatedDuration"]),
              let preview = fields["preview"] as? String, let searchKey = fields["searchKey"] as? String else { return nil }
        self.id = id
        self.heroId = heroId
        heroName = fields["heroName"] as? String
        self.title = title
        self.language = language
        eventType = fields["eventType"] as? String
        self.createdAt = createdAt
        self.isFavorite = isFavorite
        generationStatus = GenerationStatus(rawValue: fields["generationStatus"] as? String ?? "") ?? .unknown
        audioStatus = AudioStatus(rawValue: fields["audioStatus"] as? String ?? "") ?? .unknown
        audioDuration = ListSnapshot.double(fields["audioDuration"])
        illustrationStatus = IllustrationStatus(rawValue: fields["illustrationStatus"] as? String ?? "") ?? .unknown
        self.illustrationCount = illustrationCount
        self.estimatedDuration = estimatedDuration
        self.preview = preview
        self.searchKey = searchKey
    }
}
