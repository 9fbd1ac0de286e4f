import Foundation

/// Stories and their illustrations (`StoryStore`) for both databases, each with its hero's name
/// and avatar and its illustration count.
extension SQLStore {
    func stories(userID: String, filter: StoryFilter, limit: Int, offset: Int) async throws -> (stories: [StoryRecord], total: Int) {
        var conditions: [SQLQuery] = [#"s."userId" = \#(userID)"#]
        if let heroID = filter.heroID { conditions.append(#"s."heroId" = \#(heroID)"#) }
        if let favorite = filter.isFavorite { conditions.append(#"s."isFavorite" = \#(favorite)"#) }
        if let language = filter.language { conditions.append("s.language = \(language)") }
        if let updatedAfter = filter.updatedAfter { conditions.append(#"s."updatedAt" > \#(updatedAfter)"#) }
        let condition = SQLQuery.joined(conditions, separator: " AND ")
        return try await reading { sql in
            let total = try await sql.value("SELECT COUNT(*) AS total FROM story s WHERE \(condition)",
                                            column: "total", as: Int.self) ?? 0
            let rows = try await sql.all("""
                SELECT \(StoryRecord.columns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE \(condition)
                ORDER BY s."createdAt" DESC, \(SQLQuery.insertionOrder("s")) DESC LIMIT \(limit) OFFSET \(offset)
                """)
            return (try rows.map(StoryRecord.init(row:)), total)
        }
    }

    func story(id: String, userID: String) async throws -> StoryRecord? {
        try await reading { sql in try await Self.fetchStory(sql, id: id, userID: userID) }
    }

    static func fetchStory(_ sql: any SQLExecutor, id: String, userID: String) async throws -> StoryRecord? {
        try await sql.first("""
            SELECT \(StoryRecord.columns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE s.id = \(id) AND s."userId" = \(userID)
            """).map(StoryRecord.init(row:))
    }

    func insertStory(_ story: StoryRecord, illustrations: [IllustrationRecord]) async throws {
        try await writing(touching: .content) { sql in try await Self.insert(story, illustrations: illustrations, on: sql) }
    }

    static func insert(_ story: StoryRecord, illustrations: [IllustrationRecord], on sql: any SQLExecutor) async throws {
        try await sql.run("""
            INSERT INTO story (id, "userId", "heroId", title, content, language, "eventType", "customEventId", "customPrompt",
                               "targetDuration", seed, "audioPath", "audioStatus", "audioDuration", "audioVoice", "audioError",
                               "illustrationStatus", "isFavorite", "playCount", "lastPlayedAt", "estimatedDuration",
                               "generationStatus", "generationError", "createdAt", "updatedAt", "continuesStoryId",
                               "seriesId")
            VALUES (\(story.id), \(story.userID), \(story.heroID), \(story.title), \(story.content), \(story.language),
                    \(story.eventType), \(story.customEventID), \(story.customPrompt), \(story.targetDuration),
                    \(Int64(bitPattern: story.seed)), \(story.audioPath), \(story.audioStatus), \(story.audioDuration),
                    \(story.audioVoice), \(story.audioError), \(story.illustrationStatus), \(story.isFavorite),
                    \(story.playCount), \(story.lastPlayedAt), \(story.estimatedDuration), \(story.generationStatus),
                    \(story.generationError), \(story.createdAt), \(story.updatedAt), \(story.continuesStoryID),
                    \(story.seriesID))
            """)
        // A sequel makes its series: the first part joins it when its second is written.
        // (`updatedAt` moves, so a client syncing with `updatedAfter` hears of it.)
        if let series = story.seriesID, series != story.id {
            try await sql.run("""
                UPDATE story SET "seriesId" = \(series), "updatedAt" = \(story.createdAt) WHERE id = \(series) AND "seriesId" IS NULL
                """)
        }
        for item in illustrations {
            try await sql.run("""
                INSERT INTO illustration (id, "storyId", "displayOrder", "textSegment", "imagePrompt", "timestamp", status,
                                          "imagePath", error)
                VALUES (\(item.id), \(item.storyID), \(item.displayOrder), \(item.textSegment), \(item.imagePrompt),
                        \(item.timestamp), \(item.status), \(item.imagePath), \(item.error))
                """)
        }
    }

    func updateStory(id: String, userID: String, changes: StoryChanges, now: Date) async throws -> StoryRecord? {
        try await writing(touching: .content) { sql in
            try await sql.run(#"SELECT 1 FROM story WHERE id = \#(id) AND "userId" = \#(userID)\#(SQLQuery.forUpdate)"#)
            guard var story = try await Self.fetchStory(sql, id: id, userID: userID) else { return nil }
            story = changes.applied(to: story, now: now)
            try await sql.run("""
                UPDATE story SET title = \(story.title), content = \(story.content), "isFavorite" = \(story.isFavorite),
                                 language = \(story.language), "audioStatus" = \(story.audioStatus),
                                 "audioPath" = \(story.audioPath), "audioDuration" = \(story.audioDuration),
                                 "audioError" = \(story.audioError), summary = \(story.summary), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return story
        }
    }

    func recordPlay(id: String, userID: String, now: Date) async throws -> StoryRecord? {
        try await writing(touching: .content) { sql in
            guard try await sql.exists("""
                UPDATE story SET "playCount" = "playCount" + 1, "lastPlayedAt" = \(now), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID) RETURNING id
                """) else { return nil }
            // Kept until a listening session of the same listen claims it (ListeningStore), a day at most.
            try await sql.run("""
                DELETE FROM story_play WHERE "userId" = \(userID) AND "playedAt" < \(now.addingTimeInterval(-86400))
                """)
            try await sql.run("""
                INSERT INTO story_play (id, "userId", "storyId", "playedAt") VALUES (\(IdentifierGenerator.make()), \(userID), \(id), \(now))
                """)
            return try await Self.fetchStory(sql, id: id, userID: userID)
        }
    }

    func deleteStory(id: String, userID: String) async throws -> Bool {
        try await writing(touching: .content) { sql in
            // The other parts of its series are counted again, and its sequel forgets it: they
            // change, so their `updatedAt` moves for clients syncing with `updatedAfter`.
            try await sql.run("""
                UPDATE story SET "updatedAt" = \(Date.storageNow)
                WHERE "userId" = \(userID) AND id <> \(id)
                  AND ("continuesStoryId" = \(id)
                       OR "seriesId" = (SELECT d."seriesId" FROM story d WHERE d.id = \(id) AND d."userId" = \(userID)))
                """)
            return try await sql.exists(#"DELETE FROM story WHERE id = \#(id) AND "userId" = \#(userID) RETURNING id"#)
        }
    }

    func illustrations(storyID: String) async throws -> [IllustrationRecord] {
        try await reading { sql in
            try await sql.all(#"SELECT * FROM illustration WHERE "storyId" = \#(storyID) ORDER BY "displayOrder""#)
                .map(IllustrationRecord.init(row:))
        }
    }

    func series(id seriesID: String, userID: String) async throws -> [StoryRecord] {
        try await reading { sql in
            try await sql.all("""
                SELECT \(StoryRecord.columns) FROM story s JOIN hero h ON h.id = s."heroId"
                WHERE s."seriesId" = \(seriesID) AND s."userId" = \(userID)
                ORDER BY s."createdAt", \(SQLQuery.insertionOrder("s"))
                """).map(StoryRecord.init(row:))
        }
    }

    func writerMemories(heroID: String, userID: String, language: String, limit: Int) async throws -> [String] {
        try await reading { sql in
            try await sql.all("""
                SELECT "writerMemory" FROM story
                WHERE "userId" = \(userID) AND "heroId" = \(heroID) AND language = \(language)
                  AND "generationStatus" = 'completed' AND "writerMemory" IS NOT NULL
                ORDER BY "createdAt" DESC, \(SQLQuery.insertionOrder("story")) DESC LIMIT \(limit)
                """).map { try $0.get("writerMemory", as: String.self) }
        }
    }
}
