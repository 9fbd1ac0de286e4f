import Foundation
import Hummingbird
import StoryWriting
import IllustrationPainting
import InfiniteStoriesModels
import OpenAICompatibleProviders
import SpeechSynthesis
import SharedUtilities

/// Upstream's stateless generation routes (UPSTREAM.md §3.6): a story, scenes, narration or a
/// picture made from what the request carries, answered raw (no `{data}` envelope) and stored
/// nowhere. The configured providers do the work, so these answer offline with no key.
///
/// The generating ones count against the same hourly limits as the stored work they resemble
/// (a story, a narration, an avatar, illustrations): they cost the provider the same.
struct AIProxyRoutes: Sendable {
    let providers: Providers
    let jobs: any JobStore
    /// Accepted work per user per hour by kind; nil turns the limits off.
    let hourlyLimits: [JobKind: Int]?
    /// The story routes write only these languages (422 for the others, as `POST /stories`).
    let written: WrittenLanguages

    static let voices = ["alloy", "echo", "fable", "onyx", "nova", "shimmer", "coral"]
    static let qualities = ["standard", "hd", "low", "medium", "high", "auto"]

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        let routes: [(String, @Sendable (Request, AppRequestContext) async throws -> Response)] = [
            ("stories/generate", generateStory),
            ("stories/generate-custom", generateCustomStory),
            ("stories/extract-scenes", extractScenes),
            ("audio/generate", generateAudio),
            ("images/generate-avatar", generateAvatar),
            ("images/generate-illustration", generateIllustration),
            ("images/generate-pictogram", generatePictogram),
        ]
        for (path, handler) in routes {
            table.add(.post, "/api/v1/\(path)")
            group.post(RouterPath(path)) { request, context in try await handler(request, context) }
        }
    }

    // MARK: Stories

    private func generateStory(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let hero = ProxyHero.read("hero", from: &reader)
        var event: (rawValue: String, promptSeed: String)?
        if var fields = Self.nested("event", in: &reader) {
            let rawValue = fields.string("rawValue", required: true, length: 1...500)
            let promptSeed = fields.string("promptSeed", required: true, length: 1...2000)
            Self.merge(fields, as: "event", into: &reader)
            if let rawValue, let promptSeed { event = (rawValue, promptSeed) }
        }
        let duration = Self.positiveNumber("targetDuration", maximum: 3600, in: &reader)
        let language = Self.language("language", required: true, in: &reader)
        let seed = reader.unsigned("seed")
        try reader.check()
        guard let hero, let event, let duration, let language else { throw APIError.validation(["body": "Invalid request data"]) }
        try written.check(language)
        let job = try await count(.story, userID: user.userID)
        // A built-in event tells the writer everything; a caller's own event is a theme, and its
        // prompt seed the wish woven into it.
        let isBuiltIn = Catalog.builtInEvent(for: event.rawValue) != nil
        let prompt = hero.storyPrompt(event: event.rawValue, customPrompt: isBuiltIn ? nil : event.promptSeed,
                                      language: language, targetDuration: Int(duration.rounded()),
                                      seed: seed ?? .random(in: 0...UInt64.max))
        let story = try await metered(job) { try await writeStory(prompt) }
        return JSONResponse.make(.ok, GeneratedStoryBody(title: story.title, content: story.content,
                                                          estimatedDuration: story.estimatedDuration))
    }

    private func generateCustomStory(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let hero = ProxyHero.read("hero", from: &reader)
        var custom: (title: String, promptSeed: String, keywords: [String], ageRange: String)?
        if var fields = Self.nested("customEvent", in: &reader) {
            let title = fields.string("title", required: true, length: 1...500)
            let promptSeed = fields.string("promptSeed", required: true, length: 1...2000)
            let keywords = fields.strings("keywords", required: true, count: 0...100, itemLength: 100)
            _ = fields.string("tone", required: true, length: 1...100)
            let ageRange = fields.string("ageRange", required: true, length: 1...50)
            _ = fields.string("category", required: true, length: 1...100)
            Self.merge(fields, as: "customEvent", into: &reader)
            if let title, let promptSeed, let keywords, let ageRange { custom = (title, promptSeed, keywords, ageRange) }
        }
        let duration = Self.positiveNumber("targetDuration", maximum: 3600, in: &reader)
        let language = Self.language("language", required: true, in: &reader)
        let seed = reader.unsigned("seed")
        try reader.check()
        guard let hero, let custom, let duration, let language else { throw APIError.validation(["body": "Invalid request data"]) }
        try written.check(language)
        let job = try await count(.story, userID: user.userID)
        var wish = custom.promptSeed
        if !custom.keywords.isEmpty { wish += " (" + custom.keywords.joined(separator: ", ") + ")" }
        var prompt = hero.storyPrompt(event: custom.title, customPrompt: wish, language: language,
                                      targetDuration: Int(duration.rounded()), seed: seed ?? .random(in: 0...UInt64.max),
                                      age: Self.age(fromRange: custom.ageRange))
        prompt.keywords = custom.keywords
        let story = try await metered(job) { try await writeStory(prompt) }
        // Upstream titles a custom story with the event's own title, which the parent chose.
        return JSONResponse.make(.ok, GeneratedStoryBody(title: custom.title, content: story.content,
                                                          estimatedDuration: story.estimatedDuration))
    }

    private func writeStory(_ prompt: StoryPrompt) async throws -> GeneratedStory {
        try await providers.pause()
        return try await providers.story.generate(prompt) { _ in }
    }

    /// The first number of an age range ("4-6" is 4), so the story suits the youngest listener;
    /// 7 (the contract's default age) when there is none.
    static func age(fromRange text: String) -> Int {
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return Int(digits).map { min(max($0, 3), 12) } ?? 7
    }

    private func extractScenes(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        _ = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let content = reader.string("storyContent", required: true, length: 1...50_000)
        let duration = Self.positiveNumber("storyDuration", maximum: nil, in: &reader)
        let hero = ProxyHero.read("hero", from: &reader)
        let eventContext = reader.string("eventContext", required: true, length: 1...2000)
        try reader.check()
        guard let content, let duration, let hero, let eventContext else { throw APIError.validation(["body": "Invalid request data"]) }
        let scenes = OfflineSceneExtractor.scenes(in: content, duration: duration, heroName: hero.name,
                                                  appearance: hero.appearance, context: eventContext)
        let words = WordCounter.count(content)
        let reasoning = "Split the story's \(words) words into \(scenes.count) scenes at paragraph boundaries, "
            + "as even in length as the paragraphs allow; the first and last scenes are key, the longest middle one major."
        return JSONResponse.make(.ok, ScenesBody(scenes: scenes.map(SceneBody.init), sceneCount: scenes.count,
                                                 reasoning: reasoning))
    }

    // MARK: Narration

    private func generateAudio(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let text = reader.string("text", required: true, length: 1...50_000)
        let voice = reader.string("voice", required: true, length: 1...50)?.lowercased()
        if let voice, !Self.voices.contains(voice) { reader.fail("voice", "must be one of \(Self.voices.joined(separator: ", "))") }
        let language = Self.language("language", required: true, in: &reader)
        try reader.check()
        guard let text, let voice, let language else { throw APIError.validation(["body": "Invalid request data"]) }
        let job = try await count(.audio, userID: user.userID)
        let speech = try await metered(job, characters: text.count) {
            try await providers.pause()
            return try await providers.speech.synthesize(SpeechRequest(text: text, languageCode: language.code, voice: voice))
        }
        let format = switch speech.contentType {
        case "audio/ogg": "ogg"
        case "audio/wav", "audio/x-wav": "wav"
        default: "mp3"
        }
        return JSONResponse.make(.ok, AudioBody(audioData: speech.data.base64EncodedString(), format: format,
                                                size: speech.data.count))
    }

    // MARK: Pictures

    private func generateAvatar(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let prompt = reader.string("prompt", required: true, length: 1...500)
        let hero = ProxyHero.read("hero", from: &reader)
        let side = Self.imageOptions(in: &reader)
        try reader.check()
        guard let prompt, let hero else { throw APIError.validation(["body": "Invalid request data"]) }
        let job = try await count(.avatar, userID: user.userID)
        let png = try await metered(job, images: 1) {
            try await providers.pause()
            return try await providers.images.avatar(
                for: hero.portrait(prompt: prompt, seed: JobExecutor.stableSeed(hero.name + "\n" + prompt),
                                   size: side ?? PortraitRequest.defaultSize))
        }
        return JSONResponse.make(.ok, ImageBody(imageData: png.base64EncodedString(), revisedPrompt: prompt,
                                                generationId: IdentifierGenerator.make()))
    }

    private func generateIllustration(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let prompt = reader.string("prompt", required: true, length: 1...1000)
        let hero = ProxyHero.read("hero", from: &reader)
        _ = Self.imageOptions(in: &reader)  // checked as upstream; the picture keeps our scene size
        try reader.check()
        guard let prompt, let hero else { throw APIError.validation(["body": "Invalid request data"]) }
        let job = try await count(.illustrations, userID: user.userID)
        let png = try await metered(job, images: 1) {
            try await providers.pause()
            return try await providers.images.illustration(
                for: hero.illustration(prompt: prompt, seed: JobExecutor.stableSeed(hero.name + "\n" + prompt)))
        }
        return JSONResponse.make(.ok, ImageBody(imageData: png.base64EncodedString(), revisedPrompt: prompt,
                                                generationId: IdentifierGenerator.make()))
    }

    /// A square symbol for a custom event. Upstream asks its model for a size the model does not
    /// make and so always fails (UPSTREAM.md §7.2 item 8); ours draws it.
    private func generatePictogram(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        var reader = FieldReader(try await RequestBody.object(request))
        let prompt = reader.string("prompt", required: true, length: 1...500)
        let side = Self.imageOptions(in: &reader) ?? 512
        try reader.check()
        guard let prompt else { throw APIError.validation(["body": "Invalid request data"]) }
        let job = try await count(.illustrations, userID: user.userID)
        let png = try await metered(job, images: 1) {
            try await providers.pause()
            return try await providers.images.illustration(
                for: IllustrationRequest(prompt: prompt, heroName: "", event: prompt, seed: JobExecutor.stableSeed(prompt),
                                         width: side, height: side))
        }
        return JSONResponse.make(.ok, ImageBody(imageData: png.base64EncodedString(), revisedPrompt: prompt,
                                                generationId: IdentifierGenerator.make()))
    }

    /// Reads upstream's optional `size` (`WIDTHxHEIGHT` or `auto`), `quality` and
    /// `previousGenerationId`; answers the smaller side of the size asked for, if any. Offline
    /// pictures are drawn afresh, so the previous generation only has to be well-formed.
    private static func imageOptions(in reader: inout FieldReader) -> Int? {
        var side: Int?
        if let size = reader.string("size", length: 1...20)?.lowercased(), size != "auto" {
            let parts = size.split(separator: "x").compactMap { Int($0) }
            if parts.count == 2, parts.allSatisfy({ (64...4096).contains($0) }) {
                side = parts.min()
            } else {
                reader.fail("size", "must be WIDTHxHEIGHT (such as 1024x1024) or auto")
            }
        }
        if let quality = reader.string("quality", length: 1...20)?.lowercased(), !qualities.contains(quality) {
            reader.fail("quality", "must be one of \(qualities.joined(separator: ", "))")
        }
        _ = reader.string("previousGenerationId", length: 0...200)
        return side
    }

    // MARK: Shared rules

    /// Counts the work against the user's hourly allowance for its kind, as a finished job (so
    /// it shares one window with the stored work of that kind); 429 when it is used up.
    @discardableResult
    private func count(_ kind: JobKind, userID: String) async throws -> CountedJob {
        let now = Date.storageNow
        let record = JobRecord(id: IdentifierGenerator.make(), kind: kind, userID: userID, targetID: IdentifierGenerator.make(),
                               payload: "{\"stateless\":true}", status: .completed, attempts: 1, error: nil,
                               runAfter: now, createdAt: now, updatedAt: now)
        if case .limited(let oldest) = try await jobs.enqueue(record, hourlyLimit: hourlyLimits?[kind], story: nil, mark: nil) {
            let reset = oldest.addingTimeInterval(3600)
            throw APIError.rateLimited(retryAfter: max(1, Int(reset.timeIntervalSince(now).rounded(.up))), resetAt: reset,
                                       shape: .app)
        }
        return CountedJob(id: record.id, kind: kind)
    }

    /// The job row a request was counted as.
    struct CountedJob: Sendable {
        var id: String
        var kind: JobKind
    }

    /// Runs the provider call of a counted request, and records on its job row what it used and,
    /// when it fails, that it failed: `/api/v1/user/usage` sees these as it sees stored work.
    private func metered<T: Sendable>(_ job: CountedJob, characters: Int = 0, images: Int = 0,
                                      _ body: () async throws -> T) async throws -> T {
        let meter = ProviderUsage()
        let started = ContinuousClock.now
        func record() async {
            try? await jobs.recordUsage(jobID: job.id, usage: JobUsage(kind: job.kind, figures: meter.snapshot, providers: providers,
                                                                       elapsed: ContinuousClock.now - started))
        }
        do {
            let result = try await ProviderUsage.$current.withValue(meter) { try await Self.providerCall(body) }
            meter.add(characters: characters, images: images)
            await record()
            return result
        } catch {
            try? await jobs.finishJob(id: job.id, status: .failed, error: (error as? APIError)?.message, now: Date.storageNow)
            await record()
            throw error
        }
    }

    /// Runs a provider call; a provider's failure is 502 `AIError` with its words for people
    /// (never its raw body), as upstream's AI routes answer.
    static func providerCall<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let failure as ProviderFailure {
            throw APIError(status: .badGateway, code: "AIError", message: failure.userMessage)
        } catch let error as SpeechError {
            // The engine's own output stays out of the message (it can hold paths and tool text).
            let message = switch error {
            case .engineNotInstalled: error.description
            case .emptyText: "There is no text to narrate."
            case .engineFailed: "The narration engine failed. Please try again later."
            }
            throw APIError(status: .badGateway, code: "AIError", message: message)
        }
    }

    /// Upstream's `language` code enum; the full names (`English`) are accepted too, since the
    /// iOS app sends them (UPSTREAM.md §7.1 item 7).
    static func language(_ key: String, required: Bool, in reader: inout FieldReader) -> StoryLanguage? {
        guard let text = reader.string(key, required: required, length: 1...50) else { return nil }
        guard let language = StoryLanguage(wire: text) else {
            reader.fail(key, "must be one of en, fr, es, de, it")
            return nil
        }
        return language
    }

    /// A number above zero and at most `maximum` (zod's `number().positive().max()`).
    private static func positiveNumber(_ key: String, maximum: Double?, in reader: inout FieldReader) -> Double? {
        guard let value = reader.object[key], value != .null else {
            reader.fail(key, "is required")
            return nil
        }
        guard let number = value.double, number.isFinite, number > 0 else {
            reader.fail(key, "must be a number greater than 0")
            return nil
        }
        if let maximum, number > maximum {
            reader.fail(key, "must be at most \(Int(maximum))")
            return nil
        }
        return number
    }

    /// A reader for the object under `key`, or nil (with the failure noted) when it is missing or
    /// not an object.
    static func nested(_ key: String, in reader: inout FieldReader) -> FieldReader? {
        guard let value = reader.object[key], value != .null else {
            reader.fail(key, "is required")
            return nil
        }
        guard let object = value.members else {
            reader.fail(key, "must be an object")
            return nil
        }
        return FieldReader(object)
    }

    /// Reports a nested object's field errors as `key.field`.
    static func merge(_ nested: FieldReader, as key: String, into reader: inout FieldReader) {
        for (field, message) in nested.errors { reader.fail("\(key).\(field)", message) }
    }
}

// MARK: Raw answers (upstream's shapes, no envelope)

private struct GeneratedStoryBody: Encodable {
    let title: String
    let content: String
    let estimatedDuration: Double
}

private struct SceneBody: Encodable {
    let sceneNumber: Int
    let textSegment: String
    let illustrationPrompt: String
    let timestamp: Double
    let emotion: String
    let importance: String

    init(_ scene: ExtractedScene) {
        sceneNumber = scene.sceneNumber
        textSegment = scene.textSegment
        illustrationPrompt = scene.illustrationPrompt
        timestamp = scene.timestamp
        emotion = scene.emotion
        importance = scene.importance
    }
}

private struct ScenesBody: Encodable {
    let scenes: [SceneBody]
    let sceneCount: Int
    let reasoning: String
}

private struct AudioBody: Encodable {
    let audioData: String
    let format: String
    let size: Int
}

private struct ImageBody: Encodable {
    let imageData: String
    let revisedPrompt: String?
    let generationId: String?
}
