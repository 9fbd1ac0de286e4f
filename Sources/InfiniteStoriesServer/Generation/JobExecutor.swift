import Foundation
import InfiniteStoriesGenerators
import InfiniteStoriesImaging
import InfiniteStoriesModels
import InfiniteStoriesSpeech

/// Does the work of one job and records its results and progress. Each provider call is retried
/// up to 3 times with backoff (0.5 s, 1 s, 2 s); then the step fails with a readable message.
struct JobExecutor: Sendable {
    let store: any StoryStore
    let jobs: any JobStore
    let media: any MediaStore
    let providers: Providers
    let hub: GenerationHub
    var backoff: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2)]

    func run(_ job: JobRecord) async throws {
        switch job.kind {
        case .story: try await writeStory(job)
        case .audio: try await narrate(job)
        case .illustrations: try await illustrate(job)
        case .avatar: try await paintAvatar(job)
        }
    }

    // MARK: Story text

    private func writeStory(_ job: JobRecord) async throws {
        guard let story = try await jobs.storyForJob(id: job.targetID) else { return }
        if story.generationStatus == "completed" { return }  // finished before an interruption
        guard let hero = try await jobs.heroForJob(id: story.heroID) else { throw StepFailure(message: "The hero of this story no longer exists.") }
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .text, status: "processing", progress: 0))
        let prompt = StoryPrompt(
            heroName: hero.name, heroAge: hero.age, traits: hero.traits, specialAbilities: hero.specialAbilities,
            appearance: hero.appearance, event: story.eventType ?? Catalog.events[0], customPrompt: story.customPrompt,
            language: StoryLanguage(wire: story.language) ?? .english, targetDuration: story.targetDuration, seed: story.seed)
        let targetWords = max(1, story.targetDuration * 130 / 60)
        let written: GeneratedStory
        do {
            written = try await withRetries {
                // The same seed writes the same text, so a retry only streams what was not streamed yet.
                let alreadyStreamed = await hub.streamedText(storyID: story.id).count
                let counter = TextCounter()
                try await providers.pause()
                return try await providers.story.generate(prompt) { piece in
                    try? await providers.pacePiece()
                    let start = await counter.advance(by: piece.count)
                    guard start + piece.count > alreadyStreamed else { return }
                    let fresh = start >= alreadyStreamed ? piece : String(piece.dropFirst(alreadyStreamed - start))
                    await hub.publish(storyID: story.id, name: "text", payload: TextDeltaPayload(delta: fresh))
                    let words = await counter.words(adding: piece)
                    if words % 40 < piece.split(separator: " ").count {
                        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(
                            step: .text, status: "processing", progress: min(99, words * 100 / targetWords)))
                    }
                }
            }
        } catch let failure as StepFailure {
            try await jobs.setStoryGenerationStatus(id: story.id, status: "failed", error: failure.message, now: Date())
            throw failure
        }
        let scenes = written.scenes.map {
            IllustrationRecord(id: IdentifierGenerator.make(), storyID: story.id, displayOrder: $0.displayOrder,
                               textSegment: $0.textSegment, imagePrompt: $0.imagePrompt, timestamp: $0.timestamp, status: "pending")
        }
        try await jobs.saveStoryText(id: story.id, title: written.title, content: written.content,
                                     estimatedDuration: written.estimatedDuration, illustrations: scenes, now: Date())
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .text, status: "completed", progress: 100))
    }

    // MARK: Narration

    private func narrate(_ job: JobRecord) async throws {
        guard let story = try await jobs.storyForJob(id: job.targetID) else { return }
        let voice = (try? JobPayloads.decode(JobPayloads.Audio.self, from: job.payload).voice) ?? Catalog.defaultVoice
        let now = Date()
        try await jobs.setAudio(storyID: story.id, status: "processing", path: nil, duration: nil, voice: nil, error: nil, now: now)
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .audio, status: "processing", progress: 0))
        do {
            let speech = try await withRetries {
                try await providers.pause()
                return try await providers.speech.synthesize(SpeechRequest(
                    text: story.content, languageCode: StoryLanguage(wire: story.language)?.code ?? "en", voice: voice))
            }
            let path = "stories/\(story.id)/audio-\(voice)-\(IdentifierGenerator.make().prefix(8)).\(Self.fileExtension(speech.contentType))"
            try media.write(speech.data, to: path)
            try await jobs.setAudio(storyID: story.id, status: "completed", path: path, duration: speech.duration,
                                    voice: voice, error: nil, now: Date())
            if let old = story.audioPath, old != path { await media.remove([old]) }
            await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .audio, status: "completed", progress: 100))
        } catch let failure as StepFailure {
            try await jobs.setAudio(storyID: story.id, status: "failed", path: nil, duration: nil, voice: nil,
                                    error: failure.message, now: Date())
            throw failure
        }
    }

    private static func fileExtension(_ contentType: String) -> String {
        switch contentType {
        case "audio/ogg": "ogg"
        case "audio/wav": "wav"
        default: "mp3"
        }
    }

    // MARK: Illustrations

    private func illustrate(_ job: JobRecord) async throws {
        guard let story = try await jobs.storyForJob(id: job.targetID) else { return }
        let options = (try? JobPayloads.decode(JobPayloads.Illustrations.self, from: job.payload))
            ?? JobPayloads.Illustrations(maxIllustrations: nil, retryFailed: false)
        let hero = try await jobs.heroForJob(id: story.heroID)
        var rows = try await store.illustrations(storyID: story.id)
        let wanted = rows.filter { $0.status == "pending" || $0.status == "processing" || (options.retryFailed && $0.status == "failed") }
        let batch = Array(wanted.prefix(options.maxIllustrations ?? wanted.count))
        try await jobs.setIllustrationStatus(storyID: story.id, status: "processing", now: Date())
        var completed = rows.filter { $0.status == "completed" }.count
        func report(_ status: String) async {
            await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(
                step: .illustrations, status: status, progress: rows.isEmpty ? 100 : completed * 100 / rows.count,
                completed: completed, total: rows.count))
        }
        await report("processing")
        for row in batch {
            try await jobs.setIllustration(id: row.id, status: "processing", path: nil, error: nil)
            do {
                let png = try await withRetries {
                    try await providers.pause()
                    return try await providers.images.illustration(for: IllustrationRequest(
                        prompt: row.imagePrompt, heroName: hero?.name ?? story.heroName, traits: hero?.traits ?? [],
                        event: story.eventType, seed: story.seed &+ UInt64(row.displayOrder)))
                }
                let path = "stories/\(story.id)/scene-\(row.displayOrder)-\(IdentifierGenerator.make().prefix(8)).png"
                try media.write(png, to: path)
                try await jobs.setIllustration(id: row.id, status: "completed", path: path, error: nil)
                if let old = row.imagePath, old != path { await media.remove([old]) }
                completed += 1
            } catch let failure as StepFailure {
                try await jobs.setIllustration(id: row.id, status: "failed", path: nil, error: failure.message)
            }
            await report("processing")
        }
        rows = try await store.illustrations(storyID: story.id)
        let status = Self.overallStatus(rows)
        try await jobs.setIllustrationStatus(storyID: story.id, status: status, now: Date())
        await report(status)
        if status == "failed" {
            throw StepFailure(message: rows.first(where: { $0.error != nil })?.error ?? "The illustrations could not be drawn.")
        }
    }

    /// `completed` when every scene has a picture, `failed` when none could be drawn, else `partial`.
    static func overallStatus(_ rows: [IllustrationRecord]) -> String {
        if rows.isEmpty { return "none" }
        let completed = rows.filter { $0.status == "completed" }.count
        let failed = rows.filter { $0.status == "failed" }.count
        if completed == rows.count { return "completed" }
        if completed == 0 && failed == rows.count { return "failed" }
        if completed == 0 && failed == 0 { return "pending" }
        return "partial"
    }

    // MARK: Avatar

    private func paintAvatar(_ job: JobRecord) async throws {
        guard let hero = try await jobs.heroForJob(id: job.targetID) else { return }
        let prompt = (try? JobPayloads.decode(JobPayloads.Avatar.self, from: job.payload))?.prompt
        let png = try await withRetries {
            try await providers.pause()
            return try await providers.images.avatar(for: PortraitRequest(
                heroName: hero.name, traits: hero.traits, appearance: hero.appearance, hairColor: hero.hairColor,
                eyeColor: hero.eyeColor, skinTone: hero.skinTone, prompt: prompt ?? hero.avatarPrompt,
                seed: Self.stableSeed(hero.id)))
        }
        let path = "heroes/\(hero.id)/avatar-\(IdentifierGenerator.make().prefix(8)).png"
        try media.write(png, to: path)
        try await jobs.setAvatar(heroID: hero.id, path: path, prompt: prompt, now: Date())
        if let old = hero.avatarPath, old != path { await media.remove([old]) }
    }

    /// FNV-1a of the id: Swift's `hashValue` changes every run, a portrait should not.
    static func stableSeed(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    // MARK: Retries

    private func withRetries<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        var attempt = 0
        while true {
            do {
                return try await body()
            } catch is CancellationError {
                throw CancellationError()
            } catch let error as SpeechError {
                // A missing engine or empty text will not fix itself: fail at once.
                if case .engineFailed = error, attempt < backoff.count {
                    try await Task.sleep(for: backoff[attempt])
                    attempt += 1
                    continue
                }
                throw StepFailure(message: error.description)
            } catch {
                guard attempt < backoff.count else {
                    throw StepFailure(message: "The provider failed after \(attempt + 1) attempts. Please try again later.")
                }
                try await Task.sleep(for: backoff[attempt])
                attempt += 1
            }
        }
    }
}

/// Counts streamed characters and words across the generator's callbacks.
private actor TextCounter {
    private var characters = 0
    private var wordCount = 0

    /// Answers the offset where this piece starts.
    func advance(by count: Int) -> Int {
        defer { characters += count }
        return characters
    }

    func words(adding piece: String) -> Int {
        wordCount += piece.split(whereSeparator: \.isWhitespace).count
        return wordCount
    }
}
