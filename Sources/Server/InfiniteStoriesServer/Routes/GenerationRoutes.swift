import Foundation
import Hummingbird
import StoryWriting
import InfiniteStoriesModels
import NIOCore

/// The long-running routes: story generation, narration, illustrations and avatars, synchronous
/// by default and asynchronous with `Prefer: respond-async`; plus audio status and the SSE stream.
struct GenerationRoutes: Sendable {
    let store: any StoryStore
    let jobs: any JobStore
    let generation: GenerationService
    let hub: GenerationHub
    let gate: IdempotencyGate
    let eventsEnabled: Bool
    let keepAlive: Duration
    let presenter: @Sendable (Request) -> WirePresenter
    /// Stories are written only in these languages (422 for the others).
    let written: WrittenLanguages
    /// The user's custom events, which a story may be written from (`customEventId`).
    var customEvents: (any CustomEventStore)? = nil

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.post, "/api/v1/stories/:id/audio")
        table.add(.get, "/api/v1/stories/:id/audio")
        table.add(.post, "/api/v1/stories/:id/illustrations")
        table.add(.post, "/api/v1/heroes/:id/avatar")

        group.post("stories") { request, context in try await createStory(request, context) }
        group.post("stories/:id/audio") { request, context in try await narrate(request, context) }
        group.get("stories/:id/audio") { request, context in
            let story = try await ownedStory(context)
            return JSONResponse.envelope(Self.audioResult(story, presenter: presenter(request)))
        }
        group.post("stories/:id/illustrations") { request, context in try await illustrate(request, context) }
        group.post("heroes/:id/avatar") { request, context in try await paintAvatar(request, context) }
        if eventsEnabled {
            table.add(.get, "/api/v1/stories/:id/events")
            group.get("stories/:id/events") { request, context in
                let story = try await ownedStory(context)
                return StoryEventStream(store: store, jobs: jobs, hub: hub, keepAliveInterval: keepAlive)
                    .response(for: story.id, lastEventID: request.headers[.init("Last-Event-ID")!])
            }
        }
    }

    // MARK: Stories

    private func createStory(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let body = try await RequestBody.collect(request)
        let creation = try StoryValidator.creation(from: try RequestBody.object(body))
        try written.check(creation.language)
        guard let hero = try await store.hero(id: creation.heroID, userID: user.userID) else { throw APIError.notFound }
        let parent = try await continuedStory(creation, heroID: hero.id, userID: user.userID)
        // The event is checked before any work (upstream checks it after spending on the model).
        // A sequel's own event comes from its first part, which may have outlived the event.
        var found: CustomEventRecord?
        if let eventID = creation.customEventID ?? parent?.customEventID, let customEvents {
            found = try await customEvents.customEvent(id: eventID, userID: user.userID)
            if found == nil && creation.customEventID != nil { throw CustomEventRoutes.notFound }
        }
        let event = found
        let wantsAsync = GenerationService.prefersAsync(request)
        return try await gate.run(key: request.headers[.init("Idempotency-Key")!], userID: user.userID, request: request,
                                  body: Data(body.readableBytesView)) {
            let now = Date.storageNow
            var choices = try await storyChoices(creation, heroID: hero.id, userID: user.userID, event: event)
            // A story from a custom event is written from its prompt, under its title, unless the
            // request says otherwise; a sequel keeps its first part's event, wish and length.
            let namedEvent = creation.eventType != nil || creation.customEventID != nil
            let resolvedEvent = creation.eventType.map { Catalog.builtInEvent(for: $0) ?? $0 }
                ?? (namedEvent ? event?.title : parent?.eventType ?? event?.title)
            let prompt = creation.customPrompt ?? (namedEvent ? event?.promptSeed : parent?.customPrompt ?? event?.promptSeed)
            let target = creation.targetDuration ?? parent?.targetDuration ?? StoryValidator.defaultTargetDuration
            if let parent {
                choices.sequel = JobPayloads.Sequel(title: parent.title, summary: StoryRecap(json: parent.summary),
                                                    writerMemory: parent.writerMemory)
            }
            let story = StoryRecord(
                id: IdentifierGenerator.make(), userID: user.userID, heroID: hero.id, heroName: hero.name,
                heroAvatarPath: hero.avatarPath, title: "", content: "", language: creation.language.rawValue,
                eventType: resolvedEvent, customEventID: creation.customEventID ?? (namedEvent ? nil : parent?.customEventID),
                customPrompt: prompt, targetDuration: target, seed: creation.seed ?? UInt64.random(in: 0...UInt64.max),
                audioStatus: "pending", illustrationStatus: "none", illustrationCount: 0, isFavorite: false, playCount: 0,
                estimatedDuration: Double(target), generationStatus: "processing", createdAt: now, updatedAt: now,
                continuesStoryID: parent?.id, seriesID: parent.map { $0.seriesID ?? $0.id })
            // The story row and its job are written together, after the limit check: a refused
            // request leaves nothing behind.
            guard let job = try await generation.accept(.story, userID: user.userID, targetID: story.id,
                                                         payload: JobPayloads.encode(choices), creating: story,
                                                         awaited: !wantsAsync).job
            else { throw APIError.internalError }
            if let event { try await customEvents?.recordCustomEventUse(id: event.id, userID: user.userID, now: now) }
            let location = "/api/v1/stories/\(story.id)"
            if wantsAsync {
                // A sequel is answered as stored: its place in its series is counted there.
                let stored = parent == nil ? story : try await store.story(id: story.id, userID: user.userID) ?? story
                return try reply(202, presenter(request).story(stored), location: location)
            }
            do {
                try await generation.wait(for: job)
            } catch {
                // The synchronous caller gets an error, not a half-made story (as upstream).
                _ = try? await store.deleteStory(id: story.id, userID: user.userID)
                throw error
            }
            guard let finished = try await store.story(id: story.id, userID: user.userID) else { throw APIError.notFound }
            return try reply(201, presenter(request).story(finished), location: location, message: "Story generated successfully")
        }
    }

    /// The story a sequel continues: the user's (404 otherwise, as for any story), about the
    /// same hero (400, a field error), and written (409: a sequel remembers what happened).
    private func continuedStory(_ creation: StoryValidator.Creation, heroID: String, userID: String) async throws -> StoryRecord? {
        guard let id = creation.continuesStoryID else { return nil }
        guard let parent = try await store.story(id: id, userID: userID) else {
            throw APIError(status: .notFound, code: "NotFound", message: "The story to continue was not found")
        }
        guard parent.heroID == heroID else {
            throw APIError.validation(["continuesStoryId": "is a story about another hero"])
        }
        guard parent.generationStatus == "completed" else {
            throw APIError(status: .conflict, code: "Conflict", message: "The story to continue is not written yet")
        }
        return parent
    }

    /// What the story's job writes from besides the story row, fixed now so retries and
    /// takeovers write the same text: the custom event's keywords, and what the hero's latest
    /// stories in this language were made of, so this one is made of something else. A request
    /// with its own `seed` avoids nothing: the same request must keep writing the same story.
    private func storyChoices(_ creation: StoryValidator.Creation, heroID: String, userID: String,
                              event: CustomEventRecord?) async throws -> JobPayloads.Story {
        var avoiding: [String: Int] = [:]
        if creation.seed == nil {
            let memories = try await store.writerMemories(heroID: heroID, userID: userID, language: creation.language.rawValue,
                                                          limit: StoryMemory.recentStories)
            avoiding = StoryMemory.uses(memories.map(StoryMemory.init(serialized:)))
        }
        return JobPayloads.Story(avoiding: avoiding, keywords: event?.keywords ?? [])
    }

    // MARK: Narration

    private func narrate(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let story = try await ownedStory(context)
        let body = try await RequestBody.collect(request)
        var reader = FieldReader(try RequestBody.optionalObject(body))
        let voiceText = reader.string("voice", length: 1...50)
        let regenerate = reader.bool("regenerate") ?? false
        let voice = voiceText?.lowercased() ?? story.audioVoice ?? Catalog.defaultVoice
        if voiceText != nil, !Catalog.voices.contains(voice) {
            reader.fail("voice", "must be one of \(Catalog.voices.joined(separator: ", "))")
        }
        try reader.check()
        try Self.requireWritten(story)
        let wantsAsync = GenerationService.prefersAsync(request)
        return try await gate.run(key: request.headers[.init("Idempotency-Key")!], userID: story.userID, request: request,
                                  body: Data(body.readableBytesView)) {
            let location = "/api/v1/stories/\(story.id)/audio"
            let present = presenter(request)
            // Same voice, already narrated, not asked to redo: nothing to do (a new voice regenerates).
            if story.audioStatus == "completed", story.audioVoice == voice, !regenerate {
                return try reply(200, Self.audioResult(story, presenter: present), location: location)
            }
            let outcome = try await generation.accept(.audio, userID: story.userID, targetID: story.id,
                                                      payload: JobPayloads.encode(JobPayloads.Audio(voice: voice)),
                                                      mark: .audioProcessing, awaited: !wantsAsync)
            guard let job = outcome.job else { throw APIError.internalError }
            if case .existing(let running) = outcome,
               (try? JobPayloads.decode(JobPayloads.Audio.self, from: running.payload).voice) != voice {
                throw APIError(status: .conflict, code: "Conflict",
                               message: "The story is being narrated with another voice; ask again when that is done")
            }
            if wantsAsync {
                var result = AudioResult(voice: voice, status: .processing)
                result.audioUrl = nil
                return try reply(202, result, location: location)
            }
            try await generation.wait(for: job)
            guard let done = try await store.story(id: story.id, userID: story.userID) else { throw APIError.notFound }
            return try reply(200, Self.audioResult(done, presenter: present), location: location)
        }
    }

    static func audioResult(_ story: StoryRecord, presenter: WirePresenter) -> AudioResult {
        AudioResult(audioUrl: presenter.story(story).audioUrl, audioDuration: story.audioDuration,
                           voice: story.audioVoice, status: AudioStatus(rawValue: story.audioStatus) ?? .unknown,
                           error: story.audioStatus == "failed" ? story.audioError : nil)
    }

    // MARK: Illustrations

    private func illustrate(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let story = try await ownedStory(context)
        let body = try await RequestBody.collect(request)
        var reader = FieldReader(try RequestBody.optionalObject(body))
        let maximum = reader.integer("maxIllustrations", range: 1...20)
        let retryFailed = reader.bool("retryFailed") ?? false
        try reader.check()
        try Self.requireWritten(story)
        let wantsAsync = GenerationService.prefersAsync(request)
        return try await gate.run(key: request.headers[.init("Idempotency-Key")!], userID: story.userID, request: request,
                                  body: Data(body.readableBytesView)) {
            let location = "/api/v1/stories/\(story.id)/illustrations/status"
            let rows = try await store.illustrations(storyID: story.id)
            let todo = rows.filter { $0.status == "pending" || $0.status == "processing" || (retryFailed && $0.status == "failed") }
            let running = try await jobs.activeJobs(targetID: story.id)
            // A model's story is readable before its scenes are chosen: the pictures' job then
            // waits for them (`JobExecutor.illustrate`) rather than finding nothing to draw.
            let active = running.contains { $0.kind == .illustrations || $0.kind == .story }
            if todo.isEmpty && !active {
                return try reply(200, StoryRoutes.progress(story, rows), location: location)
            }
            guard let job = try await generation.accept(
                .illustrations, userID: story.userID, targetID: story.id,
                payload: JobPayloads.encode(JobPayloads.Illustrations(maxIllustrations: maximum, retryFailed: retryFailed)),
                mark: .illustrationsProcessing, awaited: !wantsAsync).job else { throw APIError.internalError }
            if wantsAsync {
                guard let current = try await store.story(id: story.id, userID: story.userID) else { throw APIError.notFound }
                return try reply(202, StoryRoutes.progress(current, rows), location: location)
            }
            try? await generation.wait(for: job)  // a failed scene is reported in the status, not as an error
            guard let done = try await store.story(id: story.id, userID: story.userID) else { throw APIError.notFound }
            return try reply(200, StoryRoutes.progress(done, try await store.illustrations(storyID: story.id)), location: location)
        }
    }

    // MARK: Avatars

    private func paintAvatar(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        guard let hero = try await store.hero(id: try context.parameters.require("id"), userID: user.userID) else {
            throw APIError.notFound
        }
        let body = try await RequestBody.collect(request)
        var reader = FieldReader(try RequestBody.optionalObject(body))
        let prompt = reader.string("prompt", length: 0...1000)
        try reader.check()
        let wantsAsync = GenerationService.prefersAsync(request)
        return try await gate.run(key: request.headers[.init("Idempotency-Key")!], userID: user.userID, request: request,
                                  body: Data(body.readableBytesView)) {
            let location = "/api/v1/heroes/\(hero.id)"
            guard let job = try await generation.accept(
                .avatar, userID: user.userID, targetID: hero.id,
                payload: JobPayloads.encode(JobPayloads.Avatar(prompt: prompt.flatMap { $0.isEmpty ? nil : $0 })),
                awaited: !wantsAsync).job
            else { throw APIError.internalError }
            if wantsAsync { return try reply(202, presenter(request).hero(hero), location: location) }
            try await generation.wait(for: job)
            guard let done = try await store.hero(id: hero.id, userID: user.userID) else { throw APIError.notFound }
            return try reply(200, presenter(request).hero(done), location: location)
        }
    }

    // MARK: Helpers

    private func ownedStory(_ context: AppRequestContext) async throws -> StoryRecord {
        let user = try context.requireUser()
        guard let story = try await store.story(id: try context.parameters.require("id"), userID: user.userID) else {
            throw APIError.notFound
        }
        return story
    }

    /// Narration and pictures need the finished text.
    private static func requireWritten(_ story: StoryRecord) throws {
        guard story.generationStatus == "completed" else {
            throw APIError(status: .conflict, code: "Conflict", message: "The story is not written yet")
        }
    }

    private func reply<Payload: Codable & Sendable>(_ status: Int, _ payload: Payload, location: String,
                                                    message: String? = nil) throws -> GenerationReply {
        GenerationReply(status: status, body: try JSONEncoder.wire().encode(Envelope(data: payload, message: message)),
                        location: location)
    }
}
