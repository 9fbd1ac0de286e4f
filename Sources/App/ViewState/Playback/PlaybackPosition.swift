import Foundation

/// Where a story's narration was left, and when (the oldest are forgotten first).
public struct PlaybackPosition: Codable, Sendable, Equatable {
    public var seconds: Double
    public var savedAt: Date

    public init(seconds: Double, savedAt: Date) {
        self.seconds = seconds
        self.savedAt = savedAt
    }

    /// Stories whose place is kept; older ones start from the beginning again.
    public static let limit = 500
}
