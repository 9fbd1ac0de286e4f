import Foundation
import GRDB

/// The schema's history. Each step is applied once, in order, inside a transaction; an older
/// database opens and is brought forward without losing rows. Never edit a shipped step: add one.
enum Migrations {
    /// Every step in order, by the identifiers already applied to existing databases (never
    /// renamed or reordered: GRDB skips applied steps by these names).
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts-heroes-stories", migrate: v1AccountsHeroesStories)
        migrator.registerMigration("v2-story-seed-and-errors", migrate: v2StorySeedAndErrors)
        migrator.registerMigration("v3-jobs-idempotency", migrate: v3JobsIdempotency)
        migrator.registerMigration("v4-one-active-job-per-target", migrate: v4OneActiveJobPerTarget)
        migrator.registerMigration("v5-story-hero-paging-index", migrate: v5StoryHeroPagingIndex)
        migrator.registerMigration("v6-emails-lowercased", migrate: v6EmailsLowercased)
        migrator.registerMigration("v7-listening-sessions", migrate: v7ListeningSessions)
        migrator.registerMigration("v8-job-usage", migrate: v8JobUsage)
        migrator.registerMigration("v9-external-accounts-device-authorization", migrate: v9ExternalAccountsDeviceAuthorization)
        migrator.registerMigration("v10-custom-events", migrate: v10CustomEvents)
        migrator.registerMigration("v11-user-preferences", migrate: v11UserPreferences)
        migrator.registerMigration("v12-reading-journey", migrate: v12ReadingJourney)
        migrator.registerMigration("v13-journey-rollups", migrate: v13JourneyRollups)
        migrator.registerMigration("v14-job-leases", migrate: v14JobLeases)
        migrator.registerMigration("v15-story-writer-memory", migrate: v15StoryWriterMemory)
        migrator.registerMigration("v16-story-draft", migrate: v16StoryDraft)
        migrator.registerMigration("v17-journey-counts-every-listen", migrate: v17JourneyCountsEveryListen)
        return migrator
    }

    /// The first schema: accounts and sessions, heroes, stories and their illustrations.
    static func v1AccountsHeroesStories(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user (
                id TEXT PRIMARY KEY NOT NULL,
                email TEXT NOT NULL,
                emailKey TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                passwordHash TEXT,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE TABLE session (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                tokenHash TEXT NOT NULL UNIQUE,
                expiresAt DATETIME NOT NULL,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX session_user ON session(userId);
            CREATE TABLE hero (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                age INTEGER NOT NULL,
                traits TEXT NOT NULL,
                specialAbilities TEXT NOT NULL,
                appearance TEXT, hairColor TEXT, eyeColor TEXT, skinTone TEXT, height TEXT,
                avatarPath TEXT, avatarPrompt TEXT,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX hero_user_created ON hero(userId, createdAt);
            CREATE TABLE story (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                heroId TEXT NOT NULL REFERENCES hero(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                content TEXT NOT NULL,
                language TEXT NOT NULL,
                eventType TEXT, customEventId TEXT, customPrompt TEXT,
                targetDuration INTEGER NOT NULL,
                audioPath TEXT,
                audioStatus TEXT NOT NULL,
                audioDuration REAL,
                audioVoice TEXT,
                illustrationStatus TEXT NOT NULL,
                isFavorite INTEGER NOT NULL DEFAULT 0,
                playCount INTEGER NOT NULL DEFAULT 0,
                lastPlayedAt DATETIME,
                estimatedDuration REAL NOT NULL,
                generationStatus TEXT NOT NULL,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX story_user_created ON story(userId, createdAt);
            CREATE TABLE illustration (
                id TEXT PRIMARY KEY NOT NULL,
                storyId TEXT NOT NULL REFERENCES story(id) ON DELETE CASCADE,
                displayOrder INTEGER NOT NULL,
                textSegment TEXT NOT NULL,
                imagePrompt TEXT NOT NULL,
                timestamp REAL NOT NULL,
                status TEXT NOT NULL,
                imagePath TEXT,
                error TEXT
            );
            CREATE INDEX illustration_story ON illustration(storyId, displayOrder);
            """)
    }

    /// Reproducible stories (the generator's seed) and readable failure messages per step.
    static func v2StorySeedAndErrors(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE story ADD COLUMN seed INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE story ADD COLUMN generationError TEXT;
            ALTER TABLE story ADD COLUMN audioError TEXT;
            CREATE INDEX story_hero ON story(heroId);
            """)
    }

    /// Background work survives restarts as rows; replies to Idempotency-Key requests are kept
    /// so a retried POST answers what the first one did.
    static func v3JobsIdempotency(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE job (
                id TEXT PRIMARY KEY NOT NULL,
                kind TEXT NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                targetId TEXT NOT NULL,
                payload TEXT NOT NULL,
                status TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                error TEXT,
                runAfter DATETIME NOT NULL,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX job_ready ON job(status, runAfter);
            CREATE INDEX job_target ON job(targetId, status);
            CREATE INDEX job_user_kind ON job(userId, kind, createdAt);
            CREATE TABLE idempotency (
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                key TEXT NOT NULL,
                fingerprint TEXT NOT NULL,
                status INTEGER NOT NULL,
                body BLOB NOT NULL,
                location TEXT,
                createdAt DATETIME NOT NULL,
                PRIMARY KEY (userId, key)
            );
            """)
    }

    /// At most one queued or running job per (target, kind): a second request joins the first.
    static func v4OneActiveJobPerTarget(_ db: Database) throws {
        try db.execute(sql: """
            UPDATE job SET status = 'failed', error = 'Superseded by a newer request.'
            WHERE status IN ('queued', 'running') AND rowid NOT IN (
                SELECT MIN(rowid) FROM job WHERE status IN ('queued', 'running') GROUP BY targetId, kind);
            CREATE UNIQUE INDEX job_one_active ON job(targetId, kind) WHERE status IN ('queued', 'running');
            """)
    }

    /// A hero's stories page by page, newest first, without walking every story of the user.
    static func v5StoryHeroPagingIndex(_ db: Database) throws {
        try db.execute(sql: "CREATE INDEX story_user_hero_created ON story(userId, heroId, createdAt)")
    }

    /// Addresses are stored and answered lowercased, as Better Auth does; the key already was.
    static func v6EmailsLowercased(_ db: Database) throws {
        try db.execute(sql: "UPDATE user SET email = emailKey WHERE email <> emailKey")
    }

    /// Sessions outlive their story (no foreign key to it, as upstream) and go with the account.
    /// `story_play` remembers each counted `/play` until a session of the same listen claims it
    /// (then it goes), for a day at most.
    static func v7ListeningSessions(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE listening_session (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                storyId TEXT NOT NULL,
                startedAt DATETIME NOT NULL,
                endedAt DATETIME,
                duration INTEGER,
                completed BOOLEAN NOT NULL DEFAULT 0,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX listening_session_user_started ON listening_session(userId, startedAt);
            CREATE TABLE story_play (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                storyId TEXT NOT NULL REFERENCES story(id) ON DELETE CASCADE,
                playedAt DATETIME NOT NULL
            );
            CREATE INDEX story_play_story ON story_play(storyId, playedAt);
            CREATE INDEX story_play_user ON story_play(userId, playedAt);
            """)
    }

    /// What each job used, for `/api/v1/user/usage`: the provider that did it (marked when it
    /// fell back offline), tokens a model reported, characters narrated, images drawn, time.
    static func v8JobUsage(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE job ADD COLUMN provider TEXT;
            ALTER TABLE job ADD COLUMN tokens INTEGER;
            ALTER TABLE job ADD COLUMN characters INTEGER;
            ALTER TABLE job ADD COLUMN images INTEGER;
            ALTER TABLE job ADD COLUMN durationMs INTEGER;
            """)
    }

    /// Sign in with Apple: the Apple account of a user (Better Auth's `Account`), and the
    /// device flow's runs, whose codes and state are kept only as hashes.
    static func v9ExternalAccountsDeviceAuthorization(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE account (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                providerId TEXT NOT NULL,
                accountId TEXT NOT NULL,
                email TEXT,
                createdAt DATETIME NOT NULL,
                UNIQUE (providerId, accountId)
            );
            CREATE INDEX account_user ON account(userId);
            CREATE TABLE device_authorization (
                id TEXT PRIMARY KEY NOT NULL,
                deviceCodeHash TEXT NOT NULL UNIQUE,
                userCodeHash TEXT NOT NULL UNIQUE,
                provider TEXT NOT NULL,
                stateHash TEXT UNIQUE,
                nonce TEXT,
                status TEXT NOT NULL,
                userId TEXT REFERENCES user(id) ON DELETE CASCADE,
                failure TEXT,
                interval INTEGER NOT NULL,
                lastPolledAt DATETIME,
                expiresAt DATETIME NOT NULL,
                createdAt DATETIME NOT NULL
            );
            CREATE INDEX device_authorization_expiry ON device_authorization(expiresAt);
            """)
    }

    /// A parent's own story events (UPSTREAM.md §3.7). They go with the account; a story keeps
    /// its text when its event goes (the store clears `story.customEventId`, which has no
    /// foreign key since v1), found through the partial index.
    static func v10CustomEvents(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE custom_event (
                id TEXT PRIMARY KEY NOT NULL,
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                description TEXT NOT NULL,
                promptSeed TEXT NOT NULL,
                category TEXT NOT NULL,
                ageRange TEXT,
                tone TEXT NOT NULL,
                keywords TEXT NOT NULL,
                aiEnhanced BOOLEAN NOT NULL DEFAULT 0,
                enhancedAt DATETIME,
                enhancementModel TEXT,
                originalPromptSeed TEXT,
                usageCount INTEGER NOT NULL DEFAULT 0,
                isFavorite BOOLEAN NOT NULL DEFAULT 0,
                lastUsedAt DATETIME,
                createdAt DATETIME NOT NULL,
                updatedAt DATETIME NOT NULL
            );
            CREATE INDEX custom_event_user_order ON custom_event(userId, isFavorite DESC, usageCount DESC, createdAt DESC);
            CREATE INDEX story_custom_event ON story(customEventId) WHERE customEventId IS NOT NULL;
            """)
    }

    /// Preferences every device of a user shares; a missing row or column means the default.
    static func v11UserPreferences(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user_preference (
                userId TEXT PRIMARY KEY NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                preferredLanguage TEXT,
                defaultVoice TEXT,
                defaultStoryLength INTEGER,
                timeZone TEXT,
                updatedAt DATETIME NOT NULL
            );
            """)
    }

    /// Milestones keep the moment they were first reached (and go with the account, unlike
    /// upstream's). The two covering indexes let the journey's totals, days and per-hero
    /// sums read only the index, never the session rows.
    static func v12ReadingJourney(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user_milestone (
                userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                milestoneId TEXT NOT NULL,
                unlockedAt DATETIME NOT NULL,
                PRIMARY KEY (userId, milestoneId)
            ) WITHOUT ROWID;
            CREATE INDEX listening_session_user_completed
                ON listening_session(userId, completed, startedAt, duration, storyId);
            CREATE INDEX listening_session_user_story ON listening_session(userId, storyId, duration);
            """)
    }

    /// The journey's summary read 100,000 sessions per request (docs/decisions/0019): two
    /// rollups of the completed listens, kept by triggers on every write to the sessions
    /// (so no write path can forget them) and filled from the sessions already there.
    static func v13JourneyRollups(_ db: Database) throws {
        try db.execute(sql: JourneyRollups.schema)
        try db.execute(sql: JourneyRollups.backfill)
    }

    /// Who holds a running job and until when (`JobStore`): a job whose runner stopped
    /// renewing is taken over once the moment passes. The partial index serves the
    /// claim's and the idle workers' look at running jobs' expiries.
    static func v14JobLeases(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE job ADD COLUMN leaseOwner TEXT;
            ALTER TABLE job ADD COLUMN leaseExpiresAt DATETIME;
            CREATE INDEX job_lease ON job(leaseExpiresAt) WHERE status = 'running';
            """)
    }

    /// What the writer made each story of (`StoryMemory`), so a hero's next stories are made
    /// of something else; null for stories written before, or by a provider that reports none.
    static func v15StoryWriterMemory(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE story ADD COLUMN writerMemory TEXT")
    }

    /// The text of a story being written, stored piece by piece before listeners get it
    /// (`JobStore.appendStoryDraft`); a table of its own, which no change observer watches.
    static func v16StoryDraft(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE story_draft (
                storyId TEXT PRIMARY KEY NOT NULL REFERENCES story(id) ON DELETE CASCADE,
                title TEXT,
                text TEXT NOT NULL DEFAULT ''
            )
            """)
    }

    /// The rollups counted completed sessions while the heat map and the heroes counted
    /// every session (issue 26: "0 min listened · 1 story" beside "Today: 1 min"): made
    /// again from the sessions with the journey's one definition of a listen.
    static func v17JourneyCountsEveryListen(_ db: Database) throws {
        try db.execute(sql: JourneyRollups.rebuild)
    }
}
