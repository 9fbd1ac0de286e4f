import Foundation

/// A status value decoded leniently: an unknown string becomes `.unknown` instead of failing
/// the whole answer, so a newer server never breaks an older client.
public protocol LenientStatus: RawRepresentable, Codable, Sendable, Equatable, CaseIterable
where RawValue == String {
    static var fallback: Self { get }
}

extension LenientStatus {
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Self(rawValue: raw) ?? Self.fallback
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// `generationStatus` of a story's text.
public enum GenerationStatus: String, LenientStatus {
    case processing, completed, failed, unknown
    public static var fallback: Self { .unknown }
}

/// `audioGenerationStatus` of a story, and the status of an audio job.
public enum AudioStatus: String, LenientStatus {
    case pending, processing, completed, failed, unknown
    public static var fallback: Self { .unknown }
}

/// `illustrationStatus` of a story as a whole.
public enum IllustrationStatus: String, LenientStatus {
    case none, pending, processing, completed, partial, failed, unknown
    public static var fallback: Self { .unknown }
}

/// The status of one illustration row.
public enum IllustrationItemStatus: String, LenientStatus {
    case pending, processing, completed, failed, unknown
    public static var fallback: Self { .unknown }
}
