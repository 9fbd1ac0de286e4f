/// The SQL of the reading journey's rollups (docs/decisions/0019): what the summary and the
/// milestones read instead of every listening session. Their tables and fill are written once
/// for both stores (`tables`, `fill`); the triggers here are SQLite's (`PostgresSchema.rollups`).
///
/// Both count listens as `Listen.condition` defines them (since v17; before, completed sessions):
///
/// - `listening_story_total`: one row per story with a listen, with its listened seconds: the
///   distinct stories are its row count, the listening time its sum.
/// - `listening_day_slots`: one row per UTC day with a listen; bit `q` of `early` (q < 48) or of
///   `late` (bit q - 48) says a listen started in quarter-hour `q` of that UTC day. Every offset
///   in use is a whole number of quarter-hours, so each quarter-hour lies within one local day of
///   any zone: the request folds the bits into its zone's days.
///
/// Triggers keep both: an insert adds to them (the only write the app does); a delete or an
/// update recomputes the rows the old and new session touch from the sessions themselves, so
/// they stay exact whatever the write. An account's deletion takes its rows with it.
enum JourneyRollups {
    /// Seconds since 1970 of a session's `startedAt` (`<row>` is `NEW` or `OLD`).
    private static func seconds(_ row: String) -> String { "CAST(strftime('%s', \(row).startedAt) AS INTEGER)" }

    /// Bits of the `early` and `late` columns for the quarter-hour `q` (an SQL expression).
    private static func bits(_ q: String) -> (early: String, late: String) {
        ("CASE WHEN \(q) < 48 THEN 1 << (\(q)) ELSE 0 END", "CASE WHEN \(q) >= 48 THEN 1 << ((\(q)) - 48) ELSE 0 END")
    }

    /// Rewrites the rollup rows of the story and the UTC day of session `row` from the sessions.
    private static func recompute(_ row: String) -> String {
        let day = "(\(seconds(row)) / 86400)"
        let q = "((s % 86400) / 900)"
        let (early, late) = bits(q)
        return """
            DELETE FROM listening_story_total WHERE userId = \(row).userId AND storyId = \(row).storyId;
            INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
                SELECT userId, storyId, SUM(duration) FROM listening_session
                WHERE userId = \(row).userId AND storyId = \(row).storyId AND \(Listen.condition()) GROUP BY userId, storyId;
            DELETE FROM listening_day_slots WHERE userId = \(row).userId AND utcDay = \(day);
            INSERT INTO listening_day_slots (userId, utcDay, early, late)
                SELECT \(row).userId, \(day), SUM(DISTINCT \(early)), SUM(DISTINCT \(late))
                FROM (SELECT CAST(strftime('%s', startedAt) AS INTEGER) AS s FROM listening_session
                      WHERE userId = \(row).userId AND \(Listen.condition())
                        AND startedAt >= datetime(\(day) * 86400, 'unixepoch')
                        AND startedAt < datetime((\(day) + 1) * 86400, 'unixepoch'))
                HAVING COUNT(*) > 0;
            """
    }

    /// Both stores' tables (`Schema`'s words). PostgreSQL's v1 named the seconds for what they
    /// counted then, `completedSeconds`; its v7 renamed them.
    static let tables: SQLQuery = """
        CREATE TABLE listening_story_total (
            userId TEXT NOT NULL,
            storyId TEXT NOT NULL,
            \(sqlite: "listenedSeconds", postgres: "completedSeconds") INTEGER NOT NULL,
            PRIMARY KEY (userId, storyId)
        ) WITHOUT ROWID;
        CREATE TABLE listening_day_slots (
            userId TEXT NOT NULL,
            utcDay INTEGER NOT NULL,
            early INTEGER NOT NULL,
            late INTEGER NOT NULL,
            PRIMARY KEY (userId, utcDay)
        ) WITHOUT ROWID;
        """

    /// Both rollups filled from the sessions already stored (PostgreSQL's bits through
    /// `listening_early_bit` and `listening_late_bit`, made with its triggers).
    static var fill: SQLQuery {
        let (early, late) = bits("((s % 86400) / 900)")
        let slots = SQLQuery.dialect(sqlite: "SUM(DISTINCT \(early)), SUM(DISTINCT \(late))",
                                     postgres: "bit_or(listening_early_bit(s)), bit_or(listening_late_bit(s))")
        return """
            INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
                SELECT userId, storyId, SUM(duration) FROM listening_session WHERE \(raw: Listen.condition())
                GROUP BY userId, storyId;
            INSERT INTO listening_day_slots (userId, utcDay, early, late)
                SELECT userId, s / 86400, \(slots)
                FROM (SELECT userId, \(SQLQuery.epochSeconds) AS s FROM listening_session
                      WHERE \(raw: Listen.condition()))\(postgres: " AS listens")
                GROUP BY userId, s / 86400;
            """
    }

    /// SQLite's tables and the triggers that keep them.
    static var schema: String {
        let q = "((\(seconds("NEW")) % 86400) / 900)"
        let (early, late) = bits(q)
        return """
            \(tables.rendered(for: .sqlite).sql)
            CREATE TRIGGER listening_rollups_insert AFTER INSERT ON listening_session WHEN \(Listen.condition("NEW"))
            BEGIN
                INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
                    VALUES (NEW.userId, NEW.storyId, NEW.duration)
                    ON CONFLICT (userId, storyId) DO UPDATE SET listenedSeconds = listenedSeconds + excluded.listenedSeconds;
                INSERT INTO listening_day_slots (userId, utcDay, early, late)
                    VALUES (NEW.userId, \(seconds("NEW")) / 86400, \(early), \(late))
                    ON CONFLICT (userId, utcDay) DO UPDATE SET early = early | excluded.early, late = late | excluded.late;
            END;
            CREATE TRIGGER listening_rollups_delete AFTER DELETE ON listening_session
            WHEN \(Listen.condition("OLD")) AND EXISTS (SELECT 1 FROM user WHERE id = OLD.userId)
            BEGIN
                \(recompute("OLD"))
            END;
            CREATE TRIGGER listening_rollups_update
            AFTER UPDATE OF userId, storyId, startedAt, duration, completed ON listening_session
            BEGIN
                \(recompute("OLD"))
                \(recompute("NEW"))
            END;
            CREATE TRIGGER listening_rollups_account_deleted AFTER DELETE ON user
            BEGIN
                DELETE FROM listening_story_total WHERE userId = OLD.id;
                DELETE FROM listening_day_slots WHERE userId = OLD.id;
            END;
            """
    }

    /// Fills SQLite's rollups from the sessions already stored.
    static var backfill: String { fill.rendered(for: .sqlite).sql }

    /// Migration v17: the rollups of v13 (completed sessions) dropped with their triggers and
    /// made again with today's `schema` from the sessions, so they count what every other
    /// figure of the journey counts (issue 26). On a new database v13 already made today's;
    /// dropping and making them again changes nothing there.
    static var rebuild: String {
        """
        DROP TRIGGER IF EXISTS listening_rollups_insert;
        DROP TRIGGER IF EXISTS listening_rollups_delete;
        DROP TRIGGER IF EXISTS listening_rollups_update;
        DROP TRIGGER IF EXISTS listening_rollups_account_deleted;
        DROP TABLE IF EXISTS listening_story_total;
        DROP TABLE IF EXISTS listening_day_slots;
        \(schema)
        \(backfill)
        """
    }
}
