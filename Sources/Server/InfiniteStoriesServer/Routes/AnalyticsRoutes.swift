import Foundation
import Hummingbird
import InfiniteStoriesModels
import SharedUtilities

/// `/api/v1/analytics/sessions`: listening sessions as upstream takes them (UPSTREAM.md §3.8),
/// with its validation messages, except that another user's story is 404 (contract section 5)
/// and one listen reported through both `/play` and a session counts once.
struct AnalyticsRoutes: Sendable {
    let listening: any ListeningStore
    let stories: any StoryStore

    /// No listen lasts a day; a longer one is a client's bug, not a bedtime.
    static let maximumDuration = 86_400

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.post, "/api/v1/analytics/sessions")
        table.add(.get, "/api/v1/analytics/sessions")

        group.post("analytics/sessions") { request, context in
            let user = try context.requireUser()
            let now = Date.storageNow
            var session = try Self.session(from: try await RequestBody.object(request), userID: user.userID, now: now)
            guard let stored = try await listening.recordListeningSession(session) else {
                throw APIError(status: .notFound, code: "NotFound", message: "Story not found")
            }
            session = stored
            return JSONResponse.envelope(.created, Self.wire(session), message: "Listening session created successfully")
        }
        group.get("analytics/sessions") { request, context in
            let user = try context.requireUser()
            let query = try ListQuery(request)
            let parameters = request.uri.queryParameters
            var filter = ListeningSessionFilter()
            if let storyID = parameters["storyId"].map(String.init) {
                guard try await stories.story(id: storyID, userID: user.userID) != nil else {
                    throw APIError(status: .notFound, code: "NotFound", message: "Story not found")
                }
                filter.storyID = storyID
            }
            for (name, keyPath) in [("startDate", \ListeningSessionFilter.startDate), ("endDate", \.endDate)] {
                guard let text = parameters[Substring(name)].map(String.init) else { continue }
                guard let date = Self.date(text) else {
                    let message = "Invalid \(name): must be ISO8601 format"
                    throw APIError.validation([name: message], message: message)
                }
                filter[keyPath: keyPath] = date
            }
            switch parameters["completed"] {
            case "true": filter.completed = true
            case "false": filter.completed = false
            default: break
            }
            let (sessions, total) = try await listening.listeningSessions(userID: user.userID, filter: filter,
                                                                         limit: query.limit, offset: query.offset)
            return JSONResponse.envelope(ListeningSessionPage(sessions: sessions.map(Self.wire),
                                                              pagination: query.pagination(total: total)))
        }
    }

    /// Reads a report with upstream's rules and messages: `storyId` required; `startedAt`
    /// defaults to now; `endedAt` after `startedAt`; `duration` whole seconds (floored), not
    /// negative, computed from the two times when absent; `completed` defaults to false.
    static func session(from body: [String: JSONValue], userID: String, now: Date) throws -> ListeningSessionRecord {
        func refuse(_ field: String, _ message: String) -> APIError { APIError.validation([field: message], message: message) }
        guard case .string(let storyID) = body["storyId"] ?? .null, !storyID.isEmpty else {
            throw refuse("storyId", "Missing required fields: storyId")
        }
        guard TextLimit(1...100).violation(storyID) == nil else { throw APIError(status: .notFound, code: "NotFound", message: "Story not found") }
        var startedAt = now
        if let value = body["startedAt"], value != .null {
            guard case .string(let text) = value, let date = date(text) else {
                throw refuse("startedAt", "Invalid startedAt timestamp: must be ISO8601 format")
            }
            startedAt = date
        }
        var endedAt: Date?
        if let value = body["endedAt"], value != .null {
            guard case .string(let text) = value, let date = date(text) else {
                throw refuse("endedAt", "Invalid endedAt timestamp: must be ISO8601 format")
            }
            guard date > startedAt else { throw refuse("endedAt", "endedAt must be after startedAt") }
            endedAt = date
        }
        var duration: Int?
        if let value = body["duration"], value != .null {
            guard let seconds = value.double, seconds >= 0, seconds.isFinite else {
                throw refuse("duration", "Duration must be a positive number")
            }
            guard seconds <= Double(maximumDuration) else {
                throw refuse("duration", "Duration must be at most \(maximumDuration) seconds")
            }
            duration = Int(seconds.rounded(.down))
        } else if let endedAt {
            duration = min(Int(endedAt.timeIntervalSince(startedAt).rounded(.down)), maximumDuration)
        }
        var completed = false
        if let value = body["completed"], value != .null {
            guard case .bool(let flag) = value else { throw refuse("completed", "completed must be true or false") }
            completed = flag
        }
        return ListeningSessionRecord(id: IdentifierGenerator.make(), userID: userID, storyID: storyID, startedAt: startedAt,
                                      endedAt: endedAt, duration: duration, completed: completed, createdAt: now, updatedAt: now)
    }

    /// The contract's date-time, or any ISO-8601 date-time with an offset or other fraction
    /// (upstream takes whatever JavaScript's `Date` parses).
    /// Cut to whole milliseconds, as everything stored is.
    static func date(_ text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        var parsed = WireDate.date(from: text)
        if parsed == nil {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            parsed = formatter.date(from: text)
            if parsed == nil {
                formatter.formatOptions = [.withInternetDateTime]
                parsed = formatter.date(from: text)
            }
        }
        return parsed.map { Date(timeIntervalSince1970: ($0.timeIntervalSince1970 * 1000).rounded(.down) / 1000) }
    }

    static func wire(_ record: ListeningSessionRecord) -> ListeningSession {
        ListeningSession(id: record.id, userId: record.userID, storyId: record.storyID, startedAt: record.startedAt,
                         endedAt: record.endedAt, duration: record.duration, completed: record.completed,
                         createdAt: record.createdAt, updatedAt: record.updatedAt)
    }
}
