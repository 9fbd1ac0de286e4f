import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `/api/v1/queue`: tonight's queue (issue 29, docs/contract-notes.md). Our addition, in
/// upstream's style: the envelope, field errors, pages like the other lists, and another user's
/// story answering 404 like a missing one.
struct QueueRoutes: Sendable {
    let queue: any QueueStore
    let presenter: @Sendable (Request) -> WirePresenter

    /// A bedtime's worth and more; bounds what one account keeps.
    static let capacity = 50

    static let storyNotFound = APIError(status: .notFound, code: "NotFound", message: "Story not found")
    static let notQueued = APIError(status: .notFound, code: "NotFound", message: "Story not in tonight's queue")
    static let full = APIError(status: .conflict, code: "QueueFull",
                               message: "Tonight's queue holds at most \(capacity) stories")
    static let changed = APIError(status: .conflict, code: "QueueChanged",
                                  message: "Tonight's queue changed in the meantime; load it again and retry")

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/queue")
        table.add(.post, "/api/v1/queue")
        table.add(.put, "/api/v1/queue")
        table.add(.delete, "/api/v1/queue")
        table.add(.delete, "/api/v1/queue/:storyId")

        group.get("queue") { request, context in
            let user = try context.requireUser()
            return try await page(request, userID: user.userID, query: try ListQuery(request))
        }
        group.post("queue") { request, context in
            let user = try context.requireUser()
            var fields = FieldReader(try await RequestBody.object(request))
            let storyID = fields.string("storyId", required: true, length: 1...200)
            guard fields.errors.isEmpty, let storyID else { throw APIError.validation(fields.errors) }
            let present = presenter(request)
            switch try await queue.enqueue(storyID: storyID, userID: user.userID, at: Date.storageNow, capacity: Self.capacity) {
            case .added(let entry):
                let position = try await self.position(of: storyID, userID: user.userID)
                return JSONResponse.envelope(.created, Self.wire(entry, position: position, present),
                                             message: "Added to tonight's queue")
            case .alreadyQueued(let entry):
                let position = try await self.position(of: storyID, userID: user.userID)
                return JSONResponse.envelope(.ok, Self.wire(entry, position: position, present),
                                             message: "Already in tonight's queue")
            case .noSuchStory:
                throw Self.storyNotFound
            case .full:
                throw Self.full
            }
        }
        group.put("queue") { request, context in
            let user = try context.requireUser()
            var fields = FieldReader(try await RequestBody.object(request))
            let storyIDs = fields.strings("storyIds", required: true, count: 0...Self.capacity, itemLength: 200)
            if let storyIDs, Set(storyIDs).count != storyIDs.count { fields.fail("storyIds", "must not name a story twice") }
            guard fields.errors.isEmpty, let storyIDs else { throw APIError.validation(fields.errors) }
            guard try await queue.reorderQueue(userID: user.userID, storyIDs: storyIDs) else { throw Self.changed }
            return try await page(request, userID: user.userID, query: try ListQuery(request),
                                  message: "Tonight's queue reordered")
        }
        group.delete("queue") { _, context in
            let user = try context.requireUser()
            let removed = try await queue.clearQueue(userID: user.userID)
            return JSONResponse.envelope(QueueCleared(removed: removed), message: "Tonight's queue cleared")
        }
        group.delete("queue/:storyId") { _, context in
            let user = try context.requireUser()
            let storyID = try context.parameters.require("storyId")
            guard try await queue.dequeue(storyID: storyID, userID: user.userID) else { throw Self.notQueued }
            return JSONResponse.envelope(DeletedObject(id: storyID), message: "Removed from tonight's queue")
        }
    }

    /// A page of the queue as `query` asks.
    private func page(_ request: Request, userID: String, query: ListQuery, message: String? = nil) async throws -> Response {
        let (entries, total) = try await queue.queue(userID: userID, limit: query.limit, offset: query.offset)
        let present = presenter(request)
        let items = entries.enumerated().map { index, entry in Self.wire(entry, position: query.offset + index, present) }
        return JSONResponse.envelope(QueuePage(items: items, pagination: query.pagination(total: total)), message: message)
    }

    /// Where `storyID` is in the user's queue (0 plays first).
    private func position(of storyID: String, userID: String) async throws -> Int {
        let (entries, _) = try await queue.queue(userID: userID, limit: Self.capacity, offset: 0)
        return entries.firstIndex { $0.story.id == storyID } ?? max(0, entries.count - 1)
    }

    static func wire(_ entry: QueueEntryRecord, position: Int, _ present: WirePresenter) -> QueueItem {
        var story = present.story(entry.story)
        story.limitContent(to: 0)
        return QueueItem(storyId: entry.story.id, position: position, addedAt: entry.addedAt, story: story)
    }
}
