import Foundation

extension StoryRecord {
    /// A story's columns with its hero's name and avatar and its illustration count, for a query
    /// `FROM story s JOIN hero h ON h.id = s."heroId"`.
    static let columns: SQLQuery = """
        s.*, h.name AS "heroName", h."avatarPath" AS "heroAvatarPath",
        (SELECT COUNT(*) FROM illustration i WHERE i."storyId" = s.id) AS "illustrationCount"
        """

    /// A story from its row; the hero's columns and the count are optional (a bare `story` row).
    init(row: any SQLRow) throws {
        self.init(
            id: try row.get("id"), userID: try row.get("userId"), heroID: try row.get("heroId"),
            heroName: try row.get("heroName", default: ""),
            heroAvatarPath: row.contains("heroAvatarPath") ? try row.get("heroAvatarPath") : nil,
            title: try row.get("title"), content: try row.get("content"), language: try row.get("language"),
            eventType: try row.get("eventType"), customEventID: try row.get("customEventId"),
            customPrompt: try row.get("customPrompt"), targetDuration: try row.get("targetDuration"),
            seed: UInt64(bitPattern: try row.get("seed", default: Int64(0))),
            audioPath: try row.get("audioPath"), audioStatus: try row.get("audioStatus"),
            audioDuration: try row.get("audioDuration"), audioVoice: try row.get("audioVoice"),
            audioError: try row.get("audioError"), illustrationStatus: try row.get("illustrationStatus"),
            illustrationCount: try row.get("illustrationCount", default: 0),
            isFavorite: try row.get("isFavorite"), playCount: try row.get("playCount"),
            lastPlayedAt: try row.get("lastPlayedAt"), estimatedDuration: try row.get("estimatedDuration"),
            generationStatus: try row.get("generationStatus"), generationError: try row.get("generationError"),
            createdAt: try row.get("createdAt"), updatedAt: try row.get("updatedAt"))
    }
}

extension IllustrationRecord {
    init(row: any SQLRow) throws {
        self.init(id: try row.get("id"), storyID: try row.get("storyId"), displayOrder: try row.get("displayOrder"),
                  textSegment: try row.get("textSegment"), imagePrompt: try row.get("imagePrompt"),
                  timestamp: try row.get("timestamp"), status: try row.get("status"),
                  imagePath: try row.get("imagePath"), error: try row.get("error"))
    }
}
