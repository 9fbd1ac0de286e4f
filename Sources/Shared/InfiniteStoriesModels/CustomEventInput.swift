import Foundation

/// Body of `POST /api/v1/custom-events` and `PATCH /api/v1/custom-events/{id}`.
///
/// Fields left nil are not sent (a PATCH leaves them as they are); `clearsAgeRange` sends
/// `"ageRange": null`, the one field the server clears that way.
public struct CustomEventInput: Encodable, Sendable, Equatable {
    public var title: String?
    public var description: String?
    public var promptSeed: String?
    public var category: String?
    public var ageRange: String?
    public var tone: String?
    public var keywords: [String]?
    public var isFavorite: Bool?
    /// Sends `ageRange: null` (when `ageRange` is nil), which clears it on an edit.
    public var clearsAgeRange = false

    public init(title: String? = nil, description: String? = nil, promptSeed: String? = nil, category: String? = nil,
                ageRange: String? = nil, tone: String? = nil, keywords: [String]? = nil, isFavorite: Bool? = nil,
                clearsAgeRange: Bool = false) {
        self.title = title
        self.description = description
        self.promptSeed = promptSeed
        self.category = category
        self.ageRange = ageRange
        self.tone = tone
        self.keywords = keywords
        self.isFavorite = isFavorite
        self.clearsAgeRange = clearsAgeRange
    }

    private enum CodingKeys: String, CodingKey {
        case title, description, promptSeed, category, ageRange, tone, keywords, isFavorite
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(promptSeed, forKey: .promptSeed)
        try container.encodeIfPresent(category, forKey: .category)
        if let ageRange {
            try container.encode(ageRange, forKey: .ageRange)
        } else if clearsAgeRange {
            try container.encodeNil(forKey: .ageRange)
        }
        try container.encodeIfPresent(tone, forKey: .tone)
        try container.encodeIfPresent(keywords, forKey: .keywords)
        try container.encodeIfPresent(isFavorite, forKey: .isFavorite)
    }
}
