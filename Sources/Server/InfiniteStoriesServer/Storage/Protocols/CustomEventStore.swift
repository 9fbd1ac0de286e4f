import Foundation

/// A parent's own story events (UPSTREAM.md §3.7), behind a protocol of their own like the jobs,
/// so routes never know the database. Every method scopes to the owner: another user's event is
/// simply not found (404).
protocol CustomEventStore: Sendable {
    /// The user's events, favourites first, then the most used, then the newest, with the total
    /// that match.
    func customEvents(userID: String, filter: CustomEventFilter, limit: Int, offset: Int) async throws
        -> (events: [CustomEventRecord], total: Int)
    func customEvent(id: String, userID: String) async throws -> CustomEventRecord?
    func insertCustomEvent(_ event: CustomEventRecord) async throws
    func updateCustomEvent(id: String, userID: String, changes: CustomEventChanges, now: Date) async throws
        -> CustomEventRecord?
    /// Deletes the event; the stories written from it keep their text and lose their
    /// `customEventId`. False when not found.
    func deleteCustomEvent(id: String, userID: String) async throws -> Bool
    /// Replaces the prompt and keywords with the enhanced ones and keeps the original, once:
    /// `.alreadyEnhanced` when an earlier call (even a concurrent one) got there first.
    func enhanceCustomEvent(id: String, userID: String, enhancement: CustomEventEnhancementRecord) async throws
        -> CustomEventEnhancementOutcome
    /// Counts a story written from the event (`usageCount`, `lastUsedAt`); nothing when not found.
    func recordCustomEventUse(id: String, userID: String, now: Date) async throws
}

/// A stored custom event.
struct CustomEventRecord: Sendable, Equatable {
    var id: String
    var userID: String
    var title: String
    var description: String
    var promptSeed: String
    var category: String
    var ageRange: String?
    var tone: String
    var keywords: [String]
    var aiEnhanced: Bool
    var enhancedAt: Date?
    var enhancementModel: String?
    var originalPromptSeed: String?
    var usageCount: Int
    var isFavorite: Bool
    var lastUsedAt: Date?
    var createdAt: Date
    var updatedAt: Date
}

/// Filters of `GET /api/v1/custom-events`.
struct CustomEventFilter: Sendable, Equatable {
    var category: String?
    var favoritesOnly = false
}

/// Fields a PATCH may change; `.some(nil)` clears `ageRange`.
struct CustomEventChanges: Sendable, Equatable {
    var title: String?
    var description: String?
    var promptSeed: String?
    var category: String?
    var ageRange: String??
    var tone: String?
    var keywords: [String]?
    var isFavorite: Bool?
}

/// What an enhancement writes.
struct CustomEventEnhancementRecord: Sendable, Equatable {
    var promptSeed: String
    var keywords: [String]
    var model: String
    var enhancedAt: Date
}

enum CustomEventEnhancementOutcome: Sendable, Equatable {
    case enhanced(CustomEventRecord)
    case alreadyEnhanced
    case notFound
}
