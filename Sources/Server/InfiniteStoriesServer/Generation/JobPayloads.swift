import Foundation
import InfiniteStoriesModels

/// Parameters stored with each job as JSON.
enum JobPayloads {
    struct Audio: Codable, Sendable, Equatable { var voice: String }
    struct Illustrations: Codable, Sendable, Equatable { var maxIllustrations: Int?; var retryFailed: Bool }
    struct Avatar: Codable, Sendable, Equatable { var prompt: String? }
    /// What a story's text is written from besides the story row: fixed when the story is
    /// created, so every run of its job (a retry, another instance's takeover) writes the same
    /// text from the same seed.
    struct Story: Codable, Sendable, Equatable {
        /// How many of the hero's recent stories in the story's language used each `StoryMemory`
        /// key; empty for a request with its own `seed`, which must stay repeatable.
        var avoiding: [String: Int] = [:]
        /// The custom event's keywords when the story is written from one.
        var keywords: [String] = []
        /// The story a sequel continues, as it was when the sequel was asked for (the same
        /// text even if that story is edited or deleted before a retry).
        var sequel: Sequel?

        init(avoiding: [String: Int] = [:], keywords: [String] = [], sequel: Sequel? = nil) {
            self.avoiding = avoiding
            self.keywords = keywords
            self.sequel = sequel
        }

        /// Missing keys are empty: story jobs queued before these existed carry `{}`.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            avoiding = try container.decodeIfPresent([String: Int].self, forKey: .avoiding) ?? [:]
            keywords = try container.decodeIfPresent([String].self, forKey: .keywords) ?? []
            sequel = try container.decodeIfPresent(Sequel.self, forKey: .sequel)
        }
    }

    /// What a sequel's writer remembers of the story it continues.
    struct Sequel: Codable, Sendable, Equatable {
        var title: String
        var summary: StoryRecap?
        var writerMemory: String?

        init(title: String, summary: StoryRecap?, writerMemory: String?) {
            self.title = title
            self.summary = summary
            self.writerMemory = writerMemory
        }

        /// A summary this version cannot read is left out, not the whole payload with it.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
            summary = try? container.decodeIfPresent(StoryRecap.self, forKey: .summary)
            writerMemory = try? container.decodeIfPresent(String.self, forKey: .writerMemory)
        }
    }

    static func encode(_ value: some Encodable) -> String {
        (try? String(decoding: JSONEncoder().encode(value), as: UTF8.self)) ?? "{}"
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}

/// A step that failed for good, with a message a person can read (it reaches the client).
struct StepFailure: Error, Equatable {
    let message: String
}
