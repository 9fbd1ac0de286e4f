import Foundation
import Hummingbird
import StoryWriting
import InfiniteStoriesModels

/// `/api/v1/custom-events` (UPSTREAM.md §3.7): a parent's own story events, with upstream's
/// messages and shapes. Unlike upstream, another user's event is 404 like a missing one (contract
/// section 5) and the list pages as every other list does (clamped). `enhance` goes through the
/// configured assistant (the offline `StoryAssistant` by default), once per event.
struct CustomEventRoutes: Sendable {
    let events: any CustomEventStore
    let assistant: any StoryAssisting
    /// Recorded in the enhancement's metadata as upstream records its model.
    let assistantName: String

    static let notFound = APIError(status: .notFound, code: "NotFound", message: "Custom event not found")

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/custom-events")
        table.add(.post, "/api/v1/custom-events")
        table.add(.get, "/api/v1/custom-events/:id")
        table.add(.patch, "/api/v1/custom-events/:id")
        table.add(.delete, "/api/v1/custom-events/:id")
        table.add(.post, "/api/v1/custom-events/:id/enhance")

        group.get("custom-events") { request, context in
            let user = try context.requireUser()
            let query = try ListQuery(request)
            let parameters = request.uri.queryParameters
            var filter = CustomEventFilter()
            if let category = parameters["category"].map(String.init), !category.isEmpty { filter.category = category }
            filter.favoritesOnly = parameters["favoritesOnly"] == "true"
            let (records, total) = try await events.customEvents(userID: user.userID, filter: filter,
                                                                 limit: query.limit, offset: query.offset)
            return JSONResponse.envelope(CustomEventPage(customEvents: records.map(Self.wire),
                                                         pagination: query.pagination(total: total)))
        }
        group.post("custom-events") { request, context in
            let user = try context.requireUser()
            let fields = try CustomEventValidator.creation(from: try await RequestBody.object(request))
            let now = Date.storageNow
            let record = CustomEventRecord(
                id: IdentifierGenerator.make(), userID: user.userID, title: fields.title, description: fields.description,
                promptSeed: fields.promptSeed, category: fields.category, ageRange: fields.ageRange, tone: fields.tone,
                keywords: fields.keywords, aiEnhanced: false, usageCount: 0, isFavorite: fields.isFavorite,
                createdAt: now, updatedAt: now)
            try await events.insertCustomEvent(record)
            return JSONResponse.envelope(.created, Self.wire(record), message: "Custom event created successfully")
        }
        group.get("custom-events/:id") { _, context in
            let user = try context.requireUser()
            guard let record = try await events.customEvent(id: try context.parameters.require("id"), userID: user.userID)
            else { throw Self.notFound }
            return JSONResponse.envelope(Self.wire(record))
        }
        group.patch("custom-events/:id") { request, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            let body = try await RequestBody.object(request)
            guard try await events.customEvent(id: id, userID: user.userID) != nil else { throw Self.notFound }
            let changes = try CustomEventValidator.changes(from: body)
            guard let record = try await events.updateCustomEvent(id: id, userID: user.userID, changes: changes,
                                                                  now: Date.storageNow) else { throw Self.notFound }
            return JSONResponse.envelope(Self.wire(record), message: "Custom event updated successfully")
        }
        group.delete("custom-events/:id") { _, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            guard try await events.deleteCustomEvent(id: id, userID: user.userID) else { throw Self.notFound }
            return JSONResponse.envelope(DeletedObject(id: id), message: "Custom event deleted successfully")
        }
        group.post("custom-events/:id/enhance") { _, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            guard let event = try await events.customEvent(id: id, userID: user.userID) else { throw Self.notFound }
            guard !event.aiEnhanced else { throw Self.alreadyEnhanced }
            let prompt = try await Self.call("Failed to enhance prompt") {
                try await assistant.enhancedPrompt(title: event.title, description: event.promptSeed, category: event.category,
                                                   ageRange: event.ageRange, tone: event.tone)
            }
            let keywords = try await Self.call("Failed to generate keywords") {
                try await assistant.keywords(event: event.title, description: event.promptSeed)
            }
            let enhancement = CustomEventEnhancementRecord(
                promptSeed: Self.fitted(prompt, fallback: event.promptSeed),
                keywords: Self.fitted(keywords), model: assistantName, enhancedAt: Date.storageNow)
            switch try await events.enhanceCustomEvent(id: id, userID: user.userID, enhancement: enhancement) {
            case .enhanced(let record):
                return JSONResponse.envelope(Self.wire(record), message: "Custom event enhanced successfully")
            case .alreadyEnhanced: throw Self.alreadyEnhanced
            case .notFound: throw Self.notFound
            }
        }
    }

    static let alreadyEnhanced = APIError(status: .badRequest, code: "BadRequest",
                                          message: "This event has already been enhanced")

    /// A provider call whose failure is 502 `AIError` in upstream's words for that step.
    private static func call<T: Sendable>(_ failure: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await AIProxyRoutes.providerCall(body)
        } catch let error as APIError where error.code == "AIError" {
            throw APIError(status: .badGateway, code: "AIError", message: failure)
        }
    }

    /// The enhanced prompt within the prompt seed's own limit (so the event stays editable with
    /// the text it holds), cut at a word; the original when the assistant answered nothing.
    static func fitted(_ prompt: String, fallback: String) -> String {
        let text = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return fallback }
        guard CustomEventValidator.promptSeedLimit.violation(text) != nil else { return text }
        var cut = String(text.prefix(CustomEventValidator.promptSeedLimit.characters.upperBound))
        while cut.utf8.count > CustomEventValidator.promptSeedLimit.maximumBytes { cut.removeLast() }
        if let space = cut.lastIndex(where: \.isWhitespace), cut.distance(from: cut.startIndex, to: space) > 1000 {
            cut = String(cut[..<space])
        }
        return cut
    }

    /// At most 8 distinct, non-empty keywords of at most 50 characters (the PATCH limits).
    static func fitted(_ keywords: [String]) -> [String] {
        var kept: [String] = []
        for keyword in keywords {
            let text = keyword.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, TextLimit(1...50).violation(text) == nil, !kept.contains(text) else { continue }
            kept.append(text)
            if kept.count == StoryAssistant.maximumKeywords { break }
        }
        return kept
    }

    static func wire(_ record: CustomEventRecord) -> CustomStoryEvent {
        let metadata = record.enhancedAt.map { date in
            CustomEventEnhancement(enhancedAt: date, model: record.enhancementModel ?? "offline",
                                   originalPromptSeed: record.originalPromptSeed ?? "")
        }
        return CustomStoryEvent(
            id: record.id, userId: record.userID, title: record.title, description: record.description,
            promptSeed: record.promptSeed, category: record.category, ageRange: record.ageRange, tone: record.tone,
            keywords: record.keywords, aiEnhanced: record.aiEnhanced, aiEnhancementMetadata: metadata,
            usageCount: record.usageCount, isFavorite: record.isFavorite, lastUsedAt: record.lastUsedAt,
            createdAt: record.createdAt, updatedAt: record.updatedAt)
    }
}
