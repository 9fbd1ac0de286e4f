-- table account on account
CREATE TABLE account (
    id TEXT PRIMARY KEY NOT NULL,
    userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    providerId TEXT NOT NULL,
    accountId TEXT NOT NULL,
    email TEXT,
    createdAt DATETIME NOT NULL,
    UNIQUE (providerId, accountId)
);
-- index account_user on account
CREATE INDEX account_user ON account(userId);
-- table custom_event on custom_event
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
-- index custom_event_user_order on custom_event
CREATE INDEX custom_event_user_order ON custom_event(userId, isFavorite DESC, usageCount DESC, createdAt DESC);
-- table device_authorization on device_authorization
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
-- index device_authorization_expiry on device_authorization
CREATE INDEX device_authorization_expiry ON device_authorization(expiresAt);
-- table grdb_migrations on grdb_migrations
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
-- table hero on hero
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
-- index hero_user_created on hero
CREATE INDEX hero_user_created ON hero(userId, createdAt);
-- table idempotency on idempotency
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
-- table illustration on illustration
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
-- index illustration_story on illustration
CREATE INDEX illustration_story ON illustration(storyId, displayOrder);
-- table job on job
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
, provider TEXT, tokens INTEGER, characters INTEGER, images INTEGER, durationMs INTEGER, leaseOwner TEXT, leaseExpiresAt DATETIME);
-- index job_lease on job
CREATE INDEX job_lease ON job(leaseExpiresAt) WHERE status = 'running';
-- index job_one_active on job
CREATE UNIQUE INDEX job_one_active ON job(targetId, kind) WHERE status IN ('queued', 'running');
-- index job_ready on job
CREATE INDEX job_ready ON job(status, runAfter);
-- index job_target on job
CREATE INDEX job_target ON job(targetId, status);
-- index job_user_kind on job
CREATE INDEX job_user_kind ON job(userId, kind, createdAt);
-- table listening_day_slots on listening_day_slots
CREATE TABLE listening_day_slots (
    userId TEXT NOT NULL,
    utcDay INTEGER NOT NULL,
    early INTEGER NOT NULL,
    late INTEGER NOT NULL,
    PRIMARY KEY (userId, utcDay)
) WITHOUT ROWID;
-- trigger listening_rollups_account_deleted on user
CREATE TRIGGER listening_rollups_account_deleted AFTER DELETE ON user
BEGIN
    DELETE FROM listening_story_total WHERE userId = OLD.id;
    DELETE FROM listening_day_slots WHERE userId = OLD.id;
END;
-- trigger listening_rollups_delete on listening_session
CREATE TRIGGER listening_rollups_delete AFTER DELETE ON listening_session
WHEN OLD.duration > 0 AND EXISTS (SELECT 1 FROM user WHERE id = OLD.userId)
BEGIN
    DELETE FROM listening_story_total WHERE userId = OLD.userId AND storyId = OLD.storyId;
INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
    SELECT userId, storyId, SUM(duration) FROM listening_session
    WHERE userId = OLD.userId AND storyId = OLD.storyId AND duration > 0 GROUP BY userId, storyId;
DELETE FROM listening_day_slots WHERE userId = OLD.userId AND utcDay = (CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400);
INSERT INTO listening_day_slots (userId, utcDay, early, late)
    SELECT OLD.userId, (CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) < 48 THEN 1 << (((s % 86400) / 900)) ELSE 0 END), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) >= 48 THEN 1 << ((((s % 86400) / 900)) - 48) ELSE 0 END)
    FROM (SELECT CAST(strftime('%s', startedAt) AS INTEGER) AS s FROM listening_session
          WHERE userId = OLD.userId AND duration > 0
            AND startedAt >= datetime((CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400) * 86400, 'unixepoch')
            AND startedAt < datetime(((CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400) + 1) * 86400, 'unixepoch'))
    HAVING COUNT(*) > 0;
END;
-- trigger listening_rollups_insert on listening_session
CREATE TRIGGER listening_rollups_insert AFTER INSERT ON listening_session WHEN NEW.duration > 0
BEGIN
    INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
        VALUES (NEW.userId, NEW.storyId, NEW.duration)
        ON CONFLICT (userId, storyId) DO UPDATE SET listenedSeconds = listenedSeconds + excluded.listenedSeconds;
    INSERT INTO listening_day_slots (userId, utcDay, early, late)
        VALUES (NEW.userId, CAST(strftime('%s', NEW.startedAt) AS INTEGER) / 86400, CASE WHEN ((CAST(strftime('%s', NEW.startedAt) AS INTEGER) % 86400) / 900) < 48 THEN 1 << (((CAST(strftime('%s', NEW.startedAt) AS INTEGER) % 86400) / 900)) ELSE 0 END, CASE WHEN ((CAST(strftime('%s', NEW.startedAt) AS INTEGER) % 86400) / 900) >= 48 THEN 1 << ((((CAST(strftime('%s', NEW.startedAt) AS INTEGER) % 86400) / 900)) - 48) ELSE 0 END)
        ON CONFLICT (userId, utcDay) DO UPDATE SET early = early | excluded.early, late = late | excluded.late;
END;
-- trigger listening_rollups_update on listening_session
CREATE TRIGGER listening_rollups_update
AFTER UPDATE OF userId, storyId, startedAt, duration, completed ON listening_session
BEGIN
    DELETE FROM listening_story_total WHERE userId = OLD.userId AND storyId = OLD.storyId;
INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
    SELECT userId, storyId, SUM(duration) FROM listening_session
    WHERE userId = OLD.userId AND storyId = OLD.storyId AND duration > 0 GROUP BY userId, storyId;
DELETE FROM listening_day_slots WHERE userId = OLD.userId AND utcDay = (CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400);
INSERT INTO listening_day_slots (userId, utcDay, early, late)
    SELECT OLD.userId, (CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) < 48 THEN 1 << (((s % 86400) / 900)) ELSE 0 END), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) >= 48 THEN 1 << ((((s % 86400) / 900)) - 48) ELSE 0 END)
    FROM (SELECT CAST(strftime('%s', startedAt) AS INTEGER) AS s FROM listening_session
          WHERE userId = OLD.userId AND duration > 0
            AND startedAt >= datetime((CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400) * 86400, 'unixepoch')
            AND startedAt < datetime(((CAST(strftime('%s', OLD.startedAt) AS INTEGER) / 86400) + 1) * 86400, 'unixepoch'))
    HAVING COUNT(*) > 0;
    DELETE FROM listening_story_total WHERE userId = NEW.userId AND storyId = NEW.storyId;
INSERT INTO listening_story_total (userId, storyId, listenedSeconds)
    SELECT userId, storyId, SUM(duration) FROM listening_session
    WHERE userId = NEW.userId AND storyId = NEW.storyId AND duration > 0 GROUP BY userId, storyId;
DELETE FROM listening_day_slots WHERE userId = NEW.userId AND utcDay = (CAST(strftime('%s', NEW.startedAt) AS INTEGER) / 86400);
INSERT INTO listening_day_slots (userId, utcDay, early, late)
    SELECT NEW.userId, (CAST(strftime('%s', NEW.startedAt) AS INTEGER) / 86400), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) < 48 THEN 1 << (((s % 86400) / 900)) ELSE 0 END), SUM(DISTINCT CASE WHEN ((s % 86400) / 900) >= 48 THEN 1 << ((((s % 86400) / 900)) - 48) ELSE 0 END)
    FROM (SELECT CAST(strftime('%s', startedAt) AS INTEGER) AS s FROM listening_session
          WHERE userId = NEW.userId AND duration > 0
            AND startedAt >= datetime((CAST(strftime('%s', NEW.startedAt) AS INTEGER) / 86400) * 86400, 'unixepoch')
            AND startedAt < datetime(((CAST(strftime('%s', NEW.startedAt) AS INTEGER) / 86400) + 1) * 86400, 'unixepoch'))
    HAVING COUNT(*) > 0;
END;
-- table listening_session on listening_session
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
-- index listening_session_user_completed on listening_session
CREATE INDEX listening_session_user_completed
    ON listening_session(userId, completed, startedAt, duration, storyId);
-- index listening_session_user_started on listening_session
CREATE INDEX listening_session_user_started ON listening_session(userId, startedAt);
-- index listening_session_user_story on listening_session
CREATE INDEX listening_session_user_story ON listening_session(userId, storyId, duration);
-- table listening_story_total on listening_story_total
CREATE TABLE listening_story_total (
    userId TEXT NOT NULL,
    storyId TEXT NOT NULL,
    listenedSeconds INTEGER NOT NULL,
    PRIMARY KEY (userId, storyId)
) WITHOUT ROWID;
-- table queue_entry on queue_entry
CREATE TABLE queue_entry (
    userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    storyId TEXT NOT NULL REFERENCES story(id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL, addedAt DATETIME NOT NULL,
    PRIMARY KEY (userId, storyId)
) WITHOUT ROWID;
-- index queue_entry_order on queue_entry
CREATE INDEX queue_entry_order ON queue_entry(userId, ordinal);
-- index queue_entry_story on queue_entry
CREATE INDEX queue_entry_story ON queue_entry(storyId);
-- table session on session
CREATE TABLE session (
    id TEXT PRIMARY KEY NOT NULL,
    userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    tokenHash TEXT NOT NULL UNIQUE,
    expiresAt DATETIME NOT NULL,
    createdAt DATETIME NOT NULL,
    updatedAt DATETIME NOT NULL
);
-- index session_user on session
CREATE INDEX session_user ON session(userId);
-- index sqlite_autoindex_account_1 on account
-- index sqlite_autoindex_account_2 on account
-- index sqlite_autoindex_custom_event_1 on custom_event
-- index sqlite_autoindex_device_authorization_1 on device_authorization
-- index sqlite_autoindex_device_authorization_2 on device_authorization
-- index sqlite_autoindex_device_authorization_3 on device_authorization
-- index sqlite_autoindex_device_authorization_4 on device_authorization
-- index sqlite_autoindex_grdb_migrations_1 on grdb_migrations
-- index sqlite_autoindex_hero_1 on hero
-- index sqlite_autoindex_idempotency_1 on idempotency
-- index sqlite_autoindex_illustration_1 on illustration
-- index sqlite_autoindex_job_1 on job
-- index sqlite_autoindex_listening_session_1 on listening_session
-- index sqlite_autoindex_session_1 on session
-- index sqlite_autoindex_session_2 on session
-- index sqlite_autoindex_story_1 on story
-- index sqlite_autoindex_story_draft_1 on story_draft
-- index sqlite_autoindex_story_play_1 on story_play
-- index sqlite_autoindex_user_1 on user
-- index sqlite_autoindex_user_2 on user
-- index sqlite_autoindex_user_preference_1 on user_preference
-- table story on story
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
, seed INTEGER NOT NULL DEFAULT 0, generationError TEXT, audioError TEXT, writerMemory TEXT, continuesStoryId TEXT REFERENCES story(id) ON DELETE SET NULL, seriesId TEXT, summary TEXT);
-- index story_continues on story
CREATE INDEX story_continues ON story(continuesStoryId) WHERE continuesStoryId IS NOT NULL;
-- index story_custom_event on story
CREATE INDEX story_custom_event ON story(customEventId) WHERE customEventId IS NOT NULL;
-- table story_draft on story_draft
CREATE TABLE story_draft (
    storyId TEXT PRIMARY KEY NOT NULL REFERENCES story(id) ON DELETE CASCADE,
    title TEXT,
    text TEXT NOT NULL DEFAULT ''
);
-- index story_hero on story
CREATE INDEX story_hero ON story(heroId);
-- table story_play on story_play
CREATE TABLE story_play (
    id TEXT PRIMARY KEY NOT NULL,
    userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    storyId TEXT NOT NULL REFERENCES story(id) ON DELETE CASCADE,
    playedAt DATETIME NOT NULL
);
-- index story_play_story on story_play
CREATE INDEX story_play_story ON story_play(storyId, playedAt);
-- index story_play_user on story_play
CREATE INDEX story_play_user ON story_play(userId, playedAt);
-- index story_series on story
CREATE INDEX story_series ON story(seriesId, createdAt) WHERE seriesId IS NOT NULL;
-- index story_user_created on story
CREATE INDEX story_user_created ON story(userId, createdAt);
-- index story_user_hero_created on story
CREATE INDEX story_user_hero_created ON story(userId, heroId, createdAt);
-- table user on user
CREATE TABLE user (
    id TEXT PRIMARY KEY NOT NULL,
    email TEXT NOT NULL,
    emailKey TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    passwordHash TEXT,
    createdAt DATETIME NOT NULL,
    updatedAt DATETIME NOT NULL
);
-- table user_milestone on user_milestone
CREATE TABLE user_milestone (
    userId TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    milestoneId TEXT NOT NULL,
    unlockedAt DATETIME NOT NULL,
    PRIMARY KEY (userId, milestoneId)
) WITHOUT ROWID;
-- table user_preference on user_preference
CREATE TABLE user_preference (
    userId TEXT PRIMARY KEY NOT NULL REFERENCES user(id) ON DELETE CASCADE,
    preferredLanguage TEXT,
    defaultVoice TEXT,
    defaultStoryLength INTEGER,
    timeZone TEXT,
    updatedAt DATETIME NOT NULL
);
-- migration v1-accounts-heroes-stories
-- migration v2-story-seed-and-errors
-- migration v3-jobs-idempotency
-- migration v4-one-active-job-per-target
-- migration v5-story-hero-paging-index
-- migration v6-emails-lowercased
-- migration v7-listening-sessions
-- migration v8-job-usage
-- migration v9-external-accounts-device-authorization
-- migration v10-custom-events
-- migration v11-user-preferences
-- migration v12-reading-journey
-- migration v13-journey-rollups
-- migration v14-job-leases
-- migration v15-story-writer-memory
-- migration v16-story-draft
-- migration v17-journey-counts-every-listen
-- migration v18-tonight-queue
-- migration v19-story-sequels
