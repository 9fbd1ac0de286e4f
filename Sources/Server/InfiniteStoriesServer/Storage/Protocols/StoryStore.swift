import Foundation

/// Everything the server keeps, behind one protocol so a PostgreSQL store can replace SQLite
/// without touching the routes. Every method that takes a `userID` scopes to that owner:
/// another user's object is simply not found (routes answer 404, contract section 5).
protocol StoryStore: Sendable {
    /// Bumped after each commit that changes users/sessions or heroes/stories/illustrations,
    /// whoever wrote; the caches in front of the store are stamped with it.
    var changes: ChangeTracker { get }

    // Health
    func ping() async throws
    /// Whether every migration this version knows has run on the database.
    func migrationsComplete() async throws -> Bool

    // Users and sessions
    /// Inserts a user; throws `StoreError.duplicateEmail` when the email exists in any letter case.
    func createUser(_ user: UserRecord) async throws
    func user(withEmail email: String) async throws -> UserRecord?
    func user(id: String) async throws -> UserRecord?
    func createSession(_ session: SessionRecordRow) async throws
    /// The live session and its user for a token hash; expired sessions are treated as absent.
    func session(tokenHash: String, now: Date) async throws -> (SessionRecordRow, UserRecord)?
    func extendSession(id: String, expiresAt: Date, now: Date) async throws
    func deleteSession(tokenHash: String) async throws

    // Heroes
    func heroes(userID: String, limit: Int, offset: Int, updatedAfter: Date?) async throws -> (heroes: [HeroRecord], total: Int)
    func hero(id: String, userID: String) async throws -> HeroRecord?
    func insertHero(_ hero: HeroRecord) async throws
    func updateHero(id: String, userID: String, changes: HeroChanges, now: Date) async throws -> HeroRecord?
    /// Deletes the hero and its stories; answers the ids of the deleted stories (their media
    /// folders go too), or nil when not found.
    func deleteHero(id: String, userID: String) async throws -> [String]?

    // Stories
    func stories(userID: String, filter: StoryFilter, limit: Int, offset: Int) async throws -> (stories: [StoryRecord], total: Int)
    func story(id: String, userID: String) async throws -> StoryRecord?
    func insertStory(_ story: StoryRecord, illustrations: [IllustrationRecord]) async throws
    func updateStory(id: String, userID: String, changes: StoryChanges, now: Date) async throws -> StoryRecord?
    func recordPlay(id: String, userID: String, now: Date) async throws -> StoryRecord?
    /// Deletes the story; false when not found.
    func deleteStory(id: String, userID: String) async throws -> Bool
    func illustrations(storyID: String) async throws -> [IllustrationRecord]
    /// The user's stories of a series (`seriesId`), in the order they were written.
    func series(id: String, userID: String) async throws -> [StoryRecord]
    /// What the hero's latest completed stories in `language` were made of (`StoryMemory`
    /// serialized, as the writer reported it), newest first, at most `limit`; stories without a
    /// memory (written by an AI provider, or before memories were kept) are skipped.
    func writerMemories(heroID: String, userID: String, language: String, limit: Int) async throws -> [String]
}

/// Store failures the routes turn into contract errors.
enum StoreError: Error, Equatable {
    case duplicateEmail
    /// A live device authorization has the same user code.
    case duplicateCode
}
