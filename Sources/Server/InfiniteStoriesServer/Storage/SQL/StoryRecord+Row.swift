import Foundation

extension StoryRecord {
    /// A story's columns with its hero's name and avatar and its illustration count, for a query
    /// `FROM story s JOIN hero h ON h.id = s."heroId"`.
    ///
    /// A story's place in its series counts the parts before it that still exist, in the order
    /// they were written, so deleting one never leaves "Part 3 of 2".
    static let columns: SQLQuery = """
        s.*, h.name AS "heroName", h."avatarPath" AS "heroAvatarPath",
        (SELECT COUNT(*) FROM illustration i WHERE i."storyId" = s.id) AS "illustrationCount",
        (SELECT COUNT(*) FROM story p WHERE p."seriesId" = s."seriesId"
           AND (p."createdAt" < s."createdAt"
                OR (p."createdAt" = s."createdAt" AND \(SQLQuery.insertionOrder("p")) <= \(SQLQuery.insertionOrder("s"))))) AS "seriesPart",
        (SELECT COUNT(*) FROM story p WHERE p."seriesId" = s."seriesId") AS "seriesLength"
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
            createdAt: try row.get("createdAt"), updatedAt: try row.get("updatedAt"),
            writerMemory: row.contains("writerMemory") ? try row.get("writerMemory") : nil,
            summary: row.contains("summary") ? try row.get("summary") : nil,
            continuesStoryID: row.contains("continuesStoryId") ? try row.get("continuesStoryId") : nil,
            seriesID: row.contains("seriesId") ? try row.get("seriesId") : nil,
            seriesPart: Self.count(row, "seriesPart"), seriesLength: Self.count(row, "seriesLength"))
    }

    /// A series count, nil when the story is in no series (the count of a null id is 0).
    private static func count(_ row: any SQLRow, _ column: String) -> Int? {
        guard row.contains(column), let value = try? row.get(column, default: 0), value > 0 else { return nil }
        return value
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
