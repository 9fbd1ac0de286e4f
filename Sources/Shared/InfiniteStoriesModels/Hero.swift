import Foundation

/// A child's hero (contract section 3).
public struct Hero: Codable, Sendable, Equatable, Identifiable {
    /// `_count` on the wire: how many stories the hero has.
    public struct Counts: Codable, Sendable, Equatable {
        public var stories: Int

        public init(stories: Int) { self.stories = stories }
    }

    public var id: String
    public var name: String
    public var age: Int
    public var traits: [String]
    public var specialAbilities: [String]
    public var appearance: String?
    public var hairColor: String?
    public var eyeColor: String?
    public var skinTone: String?
    public var height: String?
    public var avatarUrl: String?
    public var avatarPrompt: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var count: Counts

    enum CodingKeys: String, CodingKey {
        case id, name, age, traits, specialAbilities, appearance, hairColor, eyeColor, skinTone, height
        case avatarUrl, avatarPrompt, createdAt, updatedAt
        case count = "_count"
    }

    public init(id: String, name: String, age: Int, traits: [String], specialAbilities: [String],
                appearance: String? = nil, hairColor: String? = nil, eyeColor: String? = nil,
                skinTone: String? = nil, height: String? = nil, avatarUrl: String? = nil,
                avatarPrompt: String? = nil, createdAt: Date, updatedAt: Date, count: Counts) {
        self.id = id
        self.name = name
        self.age = age
        self.traits = traits
        self.specialAbilities = specialAbilities
        self.appearance = appearance
        self.hairColor = hairColor
        self.eyeColor = eyeColor
        self.skinTone = skinTone
        self.height = height
        self.avatarUrl = avatarUrl
        self.avatarPrompt = avatarPrompt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.count = count
    }

    /// The seed model's primary trait.
    public var primaryTrait: String? { traits.first }
    /// The seed model's secondary trait.
    public var secondaryTrait: String? { traits.count > 1 ? traits[1] : nil }
    /// The seed model's single special ability.
    public var specialAbility: String? { specialAbilities.first }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 7
        traits = try container.decodeIfPresent([String].self, forKey: .traits) ?? []
        specialAbilities = try container.decodeIfPresent([String].self, forKey: .specialAbilities) ?? []
        appearance = try container.decodeIfPresent(String.self, forKey: .appearance)
        hairColor = try container.decodeIfPresent(String.self, forKey: .hairColor)
        eyeColor = try container.decodeIfPresent(String.self, forKey: .eyeColor)
        skinTone = try container.decodeIfPresent(String.self, forKey: .skinTone)
        height = try container.decodeIfPresent(String.self, forKey: .height)
        avatarUrl = try container.decodeIfPresent(String.self, forKey: .avatarUrl)
        avatarPrompt = try container.decodeIfPresent(String.self, forKey: .avatarPrompt)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        // The existing backend omits `_count` on some answers; treat that as unknown (0).
        count = try container.decodeIfPresent(Counts.self, forKey: .count) ?? Counts(stories: 0)
    }
}

/// The fields a client sends to create or update a hero.
///
/// Absent fields are left alone on update; names in `cleared` are sent as JSON `null`, which
/// clears an optional field (the contract's fix of upstream, which cannot clear).
public struct HeroInput: Encodable, Sendable, Equatable {
    public var name: String?
    public var age: Int?
    public var traits: [String]?
    public var specialAbilities: [String]?
    public var appearance: String?
    public var hairColor: String?
    public var eyeColor: String?
    public var skinTone: String?
    public var height: String?
    public var avatarPrompt: String?
    /// Optional fields to send as `null`.
    public var cleared: Set<ClearableField>

    /// The optional hero fields a PATCH may clear.
    public enum ClearableField: String, Sendable, CaseIterable {
        case appearance, hairColor, eyeColor, skinTone, height, avatarPrompt
    }

    public init(name: String? = nil, age: Int? = nil, traits: [String]? = nil,
                specialAbilities: [String]? = nil, appearance: String? = nil,
                hairColor: String? = nil, eyeColor: String? = nil, skinTone: String? = nil,
                height: String? = nil, avatarPrompt: String? = nil,
                cleared: Set<ClearableField> = []) {
        self.name = name
        self.age = age
        self.traits = traits
        self.specialAbilities = specialAbilities
        self.appearance = appearance
        self.hairColor = hairColor
        self.eyeColor = eyeColor
        self.skinTone = skinTone
        self.height = height
        self.avatarPrompt = avatarPrompt
        self.cleared = cleared
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(name, forKey: Key("name"))
        try container.encodeIfPresent(age, forKey: Key("age"))
        try container.encodeIfPresent(traits, forKey: Key("traits"))
        try container.encodeIfPresent(specialAbilities, forKey: Key("specialAbilities"))
        let optionals: [(ClearableField, String?)] = [
            (.appearance, appearance), (.hairColor, hairColor), (.eyeColor, eyeColor),
            (.skinTone, skinTone), (.height, height), (.avatarPrompt, avatarPrompt),
        ]
        for (field, value) in optionals {
            if let value {
                try container.encode(value, forKey: Key(field.rawValue))
            } else if cleared.contains(field) {
                try container.encodeNil(forKey: Key(field.rawValue))
            }
        }
    }
}

/// Body of `POST /api/v1/heroes/{id}/avatar`.
public struct AvatarRequest: Codable, Sendable, Equatable {
    public var prompt: String?

    public init(prompt: String? = nil) { self.prompt = prompt }
}
