import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `/api/v1/stories`: list, read, edit, delete, play, and generation.
struct StoryRoutes: Sendable {
    /// Characters of each part's text the series route sends (a preview, as the lists ask for).
    static let seriesPreviewLength = 200

    let store: any StoryStore
    let jobs: any JobStore
    let media: any MediaStore
    let presenter: @Sendable (Request) -> WirePresenter
    let lists: ResponseCache

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        for (method, path) in [(HTTPRequest.Method.get, ""), (.post, ""), (.get, "/:id"), (.patch, "/:id"),
                               (.delete, "/:id"), (.post, "/:id/play"), (.get, "/:id/illustrations"),
                               (.get, "/:id/illustrations/status"), (.get, "/:id/series")] {
            table.add(method, "/api/v1/stories" + path)
        }

        group.get("stories") { request, context in
            let user = try context.requireUser()
            let query = try ListQuery(request)
            let filter = try Self.filter(query.parameters, updatedAfter: query.updatedAfter)
            let withIllustrations = Self.flag(query.parameters, "includeIllustrations")
            let contentLimit = try Self.contentLimit(query.parameters)
            return try await JSONResponse.cachedPage(lists, key: ResponseCache.key(user: user.userID, request)) {
                let (stories, total) = try await store.stories(userID: user.userID, filter: filter,
                                                               limit: query.limit, offset: query.offset)
                let present = presenter(request)
                var wire: [Story] = []
                wire.reserveCapacity(stories.count)
                for story in stories {
                    let illustrations = withIllustrations ? try await store.illustrations(storyID: story.id) : nil
                    var item = present.story(story, illustrations: illustrations)
                    if let contentLimit { item.limitContent(to: contentLimit) }
                    wire.append(item)
                }
                return StoryPage(stories: wire, pagination: query.pagination(total: total))
            }
        }
        group.get("stories/:id") { request, context in
            let contentLimit = try Self.contentLimit(request.uri.queryParameters)
            let story = try await owned(context)
            let illustrations = Self.flag(request.uri.queryParameters, "includeIllustrations") ? try await store.illustrations(storyID: story.id) : nil
            var wire = presenter(request).story(story, illustrations: illustrations)
            if let contentLimit { wire.limitContent(to: contentLimit) }
            return JSONResponse.envelope(wire)
        }
        group.patch("stories/:id") { request, context in
            let story = try await owned(context)
            let changes = try StoryValidator.changes(from: try await RequestBody.object(request))
            if changes.content != nil {
                // New text while the text is written or narrated would be overwritten or narrated stale.
                let busy = try await jobs.activeJobs(targetID: story.id).contains { $0.kind == .story || $0.kind == .audio }
                if busy || story.generationStatus == "processing" {
                    throw APIError(status: .conflict, code: "Conflict",
                                   message: "The story is being written or narrated; edit it when that is done")
                }
            }
            guard let updated = try await store.updateStory(id: story.id, userID: story.userID, changes: changes, now: Date.storageNow) else {
                throw APIError.notFound
            }
            if let old = story.audioPath, updated.audioPath == nil { await media.remove([old]) }
            return JSONResponse.envelope(presenter(request).story(updated), message: "Story updated successfully")
        }
        group.delete("stories/:id") { request, context in
            let user = try context.requireUser()
            let id = try context.parameters.require("id")
            guard try await store.deleteStory(id: id, userID: user.userID) else { throw APIError.notFound }
            await media.removeFolder(MediaPaths.storyFolder(id))
            return JSONResponse.envelope(DeletedObject(id: id), message: "Story deleted successfully")
        }
        group.get("stories/:id/series") { request, context in
            let story = try await owned(context)
            var found: [StoryRecord] = []
            if let series = story.seriesID { found = try await store.series(id: series, userID: story.userID) }
            // A series whose other parts were all deleted is the story alone again.
            let parts = found.count > 1 ? found : [story]
            let present = presenter(request)
            let wire = parts.map { part -> Story in
                var item = present.story(part)
                item.limitContent(to: Self.seriesPreviewLength)
                return item
            }
            return JSONResponse.envelope(StorySeries(seriesId: parts.count > 1 ? story.seriesID : nil, parts: wire))
        }
        group.post("stories/:id/play") { request, context in
            let story = try await owned(context)
            guard let played = try await store.recordPlay(id: story.id, userID: story.userID, now: Date.storageNow) else {
                throw APIError.notFound
            }
            return JSONResponse.envelope(presenter(request).story(played))
        }
        group.get("stories/:id/illustrations") { request, context in
            let story = try await owned(context)
            let items = try await store.illustrations(storyID: story.id)
            let present = presenter(request)
            return JSONResponse.envelope(IllustrationList(illustrations: items.map(present.illustration), total: items.count))
        }
        group.get("stories/:id/illustrations/status") { _, context in
            let story = try await owned(context)
            return JSONResponse.envelope(Self.progress(story, try await store.illustrations(storyID: story.id)))
        }
    }

    /// The story named in the path if it belongs to the caller; 404 otherwise (never 403).
    private func owned(_ context: AppRequestContext) async throws -> StoryRecord {
        let user = try context.requireUser()
        guard let story = try await store.story(id: try context.parameters.require("id"), userID: user.userID) else {
            throw APIError.notFound
        }
        return story
    }

    static func progress(_ story: StoryRecord, _ items: [IllustrationRecord]) -> IllustrationProgress {
        func count(_ status: String) -> Int { items.filter { $0.status == status }.count }
        let completed = count("completed")
        return IllustrationProgress(
            status: IllustrationStatus(rawValue: story.illustrationStatus) ?? .unknown,
            progress: items.isEmpty ? 0 : completed * 100 / items.count, total: items.count, completed: completed,
            processing: count("processing"), failed: count("failed"), pending: count("pending"),
            illustrations: items.map {
                .init(id: $0.id, displayOrder: $0.displayOrder, status: IllustrationItemStatus(rawValue: $0.status) ?? .unknown,
                      error: $0.error, hasImage: $0.imagePath != nil)
            })
    }

    private static func flag(_ query: Parameters, _ name: String) -> Bool {
        query[Substring(name)].map { $0 == "true" || $0 == "1" } ?? false
    }

    /// `contentLimit`: at most this many characters of each story's text (our addition, so a
    /// malformed value is a 400 rather than ignored). A list row shows a preview; sending the
    /// whole text made a 20-story page ~110 KB, most of the list route's cost. One story takes
    /// it too: the terminal's detail pane reads only the opening it shows.
    static func contentLimit(_ query: Parameters) throws -> Int? {
        guard let raw = query["contentLimit"] else { return nil }
        guard !raw.isEmpty, raw.utf8.count <= 6, raw.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
              let value = Int(raw), value <= Self.maximumContentLimit else {
            throw APIError.validation(["contentLimit": "must be a whole number from 0 to \(Self.maximumContentLimit)"])
        }
        return value
    }

    /// The largest `contentLimit`: more than any story's text (15 minutes is ~2,000 words).
    static let maximumContentLimit = 100_000

    private static func filter(_ query: Parameters, updatedAfter: Date?) throws -> StoryFilter {
        var filter = StoryFilter(updatedAfter: updatedAfter)
        filter.heroID = query["heroId"].map(String.init)
        if let favorite = query["isFavorite"] {
            switch favorite {
            case "true": filter.isFavorite = true
            case "false": filter.isFavorite = false
            default: throw APIError.validation(["isFavorite": "must be true or false"])
            }
        }
        if let language = query["language"].map(String.init) {
            filter.language = StoryLanguage(wire: language)?.rawValue ?? language
        }
        return filter
    }
}
