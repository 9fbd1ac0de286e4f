import Foundation

/// Parameters stored with each job as JSON.
enum JobPayloads {
    struct Audio: Codable, Sendable, Equatable { var voice: String }
    struct Illustrations: Codable, Sendable, Equatable { var maxIllustrations: Int?; var retryFailed: Bool }
    struct Avatar: Codable, Sendable, Equatable { var prompt: String? }
    struct Empty: Codable, Sendable, Equatable {}

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
