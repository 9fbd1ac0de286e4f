import Foundation

/// The answer to `POST /stories/{id}/play`: the new play count.
///
/// Read leniently because upstream answers only these fields while a server may answer the
/// whole story; both decode.
public struct PlayRecord: Codable, Sendable, Equatable {
    public var id: String
    public var playCount: Int
    public var lastPlayedAt: Date?

    public init(id: String, playCount: Int, lastPlayedAt: Date?) {
        self.id = id
        self.playCount = playCount
        self.lastPlayedAt = lastPlayedAt
    }
}
