import Foundation
import Metrics
import StoryWriting
import IllustrationPainting
import InfiniteStoriesModels
import OpenAICompatibleProviders
import SpeechSynthesis
import SharedUtilities

/// Does the work of one job and records its results and progress. Each provider call has a
/// deadline and is retried up to 3 times with backoff (0.5 s, 1 s, 2 s); then the step fails with
/// a readable message. Final results are saved together with the job's completion.
struct JobExecutor: Sendable {
    let store: any StoryStore
    let jobs: any JobStore
    let media: any MediaStore
    let providers: Providers
    let hub: GenerationHub
    var backoff: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2)]
    /// The longest one step (story text, narration, one picture) may take, retries included.
    var stepTimeout: Duration = .seconds(900)
    /// The longest the scenes step may take before the offline splitter's scenes are used.
    var sceneTimeout: Duration = .seconds(60)

    func run(_ job: JobRecord) async throws {
        switch job.kind {
        case .story: try await writeStory(job)
        case .audio: try await narrate(job)
        case .illustrations: try await illustrate(job)
        case .avatar: try await paintAvatar(job)
        }
    }

    /// Marks the job's step failed, whatever went wrong, so status fields never stay "processing"
    /// after the stream has reported the failure.
    func markFailed(_ job: JobRecord, message: String) async {
        let now = Date.storageNow
        switch job.kind {
        case .story:
            try? await jobs.setStoryGenerationStatus(id: job.targetID, status: "failed", error: message, now: now)
        case .audio:
            _ = try? await jobs.setAudio(storyID: job.targetID, status: "failed", path: nil, duration: nil, voice: nil,
                                         error: message, lease: nil, now: now)
        case .illustrations:
            // Only while the job is still this runner's: a lost lease leaves the scenes (and
            // the overall status) to the runner that took the job over.
            do {
                try await jobs.failProcessingIllustrations(storyID: job.targetID, message: message, lease: job.lease)
            } catch is JobLeaseLost {
                return
            } catch {}
            if let rows = try? await store.illustrations(storyID: job.targetID) {
                try? await jobs.setIllustrationStatus(storyID: job.targetID, status: Self.overallStatus(rows), lease: nil, now: now)
            }
        case .avatar:
            break
        }
    }

    // MARK: Story text

    /// Writes the text, storing each piece before any listener gets it, then saves the story
    /// readable; the scenes follow in a step of their own when the writer asks a model for them.
    /// A job that finds text already told goes on from it (never rewriting what was shown), and
    /// one that finds the text saved only looks for the scenes.
    private func writeStory(_ job: JobRecord) async throws {
        guard let story = try await jobs.storyForJob(id: job.targetID) else { return }
        guard let hero = try await jobs.heroForJob(id: story.heroID) else {
            throw StepFailure(message: "The hero of this story no longer exists.")
        }
        // Fixed when the story was created: the same seed and payload write the same text.
        let choices = (try? JobPayloads.decode(JobPayloads.Story.self, from: job.payload)) ?? JobPayloads.Story()
        let prompt = StoryPrompt(
            heroName: hero.name, heroAge: hero.age, traits: hero.traits, specialAbilities: hero.specialAbilities,
            appearance: hero.appearance, event: story.eventType ?? Catalog.events[0], customPrompt: story.customPrompt,
            language: StoryLanguage(wire: story.language) ?? .english, targetDuration: story.targetDuration, seed: story.seed,
            keywords: choices.keywords, avoiding: choices.avoiding,
            sequel: choices.sequel.map {
                StorySequel(title: $0.title, recap: $0.summary, memory: StoryMemory(serialized: $0.writerMemory ?? ""))
            })
        let writer = providers.story
        if story.generationStatus == "completed" {
            // The text was saved before an interruption: only the scenes are left.
            let written = GeneratedStory(
                title: story.title, content: story.content,
                scenes: ParagraphSceneSplitter.scenes(for: story.content, heroName: hero.name),
                wordCount: WordCounter.count(story.content), estimatedDuration: story.estimatedDuration)
            try await findScenes(job, storyID: story.id, written: written, prompt: prompt)
            return
        }
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .text, status: "processing", progress: 0))
        let targetWords = max(1, story.targetDuration * 130 / 60)
        // The parent is waiting for the first words: the writes up to them are prompt (the
        // sink makes the later pieces background again).
        let written = try await WritePriority.$current.withValue(.prompt) { try await withRetries(.story) {
            let draft = try await jobs.storyDraft(id: story.id)
            // A runner that died between storing a piece and sending it left the draft ahead of
            // the events: that piece goes out first, so listeners have exactly the draft.
            if let draft {
                let sent = await hub.streamedText(storyID: story.id)
                if draft.text.count > sent.count, draft.text.hasPrefix(sent) {
                    await hub.publish(storyID: story.id, name: "text",
                                      payload: TextDeltaPayload(delta: String(draft.text.dropFirst(sent.count))))
                }
            }
            var prompt = prompt
            // A model is handed the told text to go on from; the offline writer writes the same
            // text again from the same seed, and only what was not told yet goes out.
            if writer.continuesToldText, let draft, !draft.text.isEmpty { prompt.told = ToldStory(title: draft.title, text: draft.text) }
            let alreadyTold = writer.continuesToldText ? 0 : draft?.text.count ?? 0
            let counter = TextCounter()
            let sink = DraftSink(jobs: jobs, storyID: story.id, lease: job.lease) { stored in
                await hub.publish(storyID: story.id, name: "text", payload: TextDeltaPayload(delta: stored))
                let (before, words) = await counter.words(adding: stored)
                if before / 40 != words / 40 {
                    await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(
                        step: .text, status: "processing", progress: min(99, words * 100 / targetWords)))
                }
            }
            try await providers.pause()
            let result: GeneratedStory
            do {
                result = try await writer.generate(prompt, onTitle: { await sink.setTitle($0) }) { piece in
                    try? await providers.pacePiece()
                    let start = await counter.advance(by: piece.count)
                    guard start + piece.count > alreadyTold else { return }
                    await sink.accept(start >= alreadyTold ? piece : String(piece.dropFirst(alreadyTold - start)))
                }
            } catch {
                await sink.settle()
                throw error
            }
            try await sink.finish()
            return result
        } }
        let separately = writer.extractsScenesSeparately
        try await jobs.saveStoryText(id: story.id, title: written.title, content: written.content,
                                     estimatedDuration: written.estimatedDuration,
                                     writerMemory: written.memory.keys.isEmpty ? nil : written.memory.serialized,
                                     summary: written.recap.json,
                                     illustrations: separately ? nil : Self.records(written.scenes, storyID: story.id),
                                     lease: job.lease, now: Date.storageNow)
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .text, status: "completed", progress: 100))
        if separately { try await findScenes(job, storyID: story.id, written: written, prompt: prompt) }
    }

    /// The scenes step: the writer's scenes within `sceneTimeout`, else the ones it gave with the
    /// text (the offline splitter's). A slow scene model never holds the story, which is saved.
    private func findScenes(_ job: JobRecord, storyID: String, written: GeneratedStory, prompt: StoryPrompt) async throws {
        let writer = providers.story
        let scenes = await withTimeLimit(sceneTimeout) { await writer.scenes(for: written, prompt: prompt) } ?? written.scenes
        try await jobs.saveScenes(storyID: storyID, illustrations: Self.records(scenes, storyID: storyID),
                                  lease: job.lease, now: Date.storageNow)
    }

    private static func records(_ scenes: [GeneratedScene], storyID: String) -> [IllustrationRecord] {
        scenes.map {
            IllustrationRecord(id: IdentifierGenerator.make(), storyID: storyID, displayOrder: $0.displayOrder,
                               textSegment: $0.textSegment, imagePrompt: $0.imagePrompt, timestamp: $0.timestamp, status: "pending")
        }
    }

    // MARK: Narration

    private func narrate(_ job: JobRecord) async throws {
        guard let story = try await jobs.storyForJob(id: job.targetID) else { return }
        let voice = (try? JobPayloads.decode(JobPayloads.Audio.self, from: job.payload).voice) ?? Catalog.defaultVoice
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .audio, status: "processing", progress: 0))
        let speech = try await withRetries(.audio) {
            try await providers.pause()
            return try await providers.speech.synthesize(SpeechRequest(
                text: story.content, languageCode: StoryLanguage(wire: story.language)?.code ?? "en", voice: voice))
        }
        ProviderUsage.current?.add(characters: story.content.count)
        let path = MediaPaths.audio(storyID: story.id, voice: voice, jobID: job.id, fileExtension: Self.fileExtension(speech.contentType))
        try await media.write(speech.data, to: path)
        guard try await jobs.setAudio(storyID: story.id, status: "completed", path: path, duration: speech.duration,
                                      voice: voice, error: nil, lease: job.lease, now: Date.storageNow) else {
            await media.remove([path])  // the story was deleted meanwhile
            return
        }
        if let old = story.audioPath, old != path { await media.remove([old]) }
        await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(step: .audio, status: "completed", progress: 100))
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
        try await waitForScenes(storyID: story.id)
        var rows = try await store.illustrations(storyID: story.id)
        let wanted = rows.filter { $0.status == "pending" || $0.status == "processing" || (options.retryFailed && $0.status == "failed") }
        let batch = Array(wanted.prefix(options.maxIllustrations ?? wanted.count))
        var completed = rows.filter { $0.status == "completed" }.count
        func report(_ status: String) async {
            await hub.publish(storyID: story.id, name: "progress", payload: ProgressPayload(
                step: .illustrations, status: status, progress: rows.isEmpty ? 0 : completed * 100 / rows.count,
                completed: completed, total: rows.count))
        }
        await report("processing")
        for row in batch {
            guard try await jobs.setIllustration(id: row.id, status: "processing", path: nil, error: nil, lease: job.lease) else { return }
            do {
                let request = IllustrationRequest(
                    prompt: row.imagePrompt, heroName: hero?.name ?? story.heroName, traits: hero?.traits ?? [],
                    event: story.eventType, seed: story.seed &+ UInt64(row.displayOrder),
                    hairColor: hero?.hairColor, skinTone: hero?.skinTone, appearance: hero?.appearance,
                    eyeColor: hero?.eyeColor, avatarPrompt: hero?.avatarPrompt)
                let png = try await withRetries(.illustrations) {
                    try await providers.pause()
                    return try await providers.images.illustration(for: request)
                }
                ProviderUsage.current?.add(images: 1)
                let path = MediaPaths.scene(storyID: story.id, displayOrder: row.displayOrder, jobID: job.id)
                try await media.write(png, to: path)
                guard try await jobs.setIllustration(id: row.id, status: "completed", path: path, error: nil, lease: job.lease) else {
                    await media.remove([path])
                    return
                }
                if let old = row.imagePath, old != path { await media.remove([old]) }
                completed += 1
            } catch let failure as StepFailure {
                try await jobs.setIllustration(id: row.id, status: "failed", path: nil, error: failure.message, lease: job.lease)
            }
            await report("processing")
        }
        rows = try await store.illustrations(storyID: story.id)
        let status = Self.overallStatus(rows)
        try await jobs.setIllustrationStatus(storyID: story.id, status: status, lease: status == "failed" ? nil : job.lease, now: Date.storageNow)
        await report(status)
        if status == "failed" {
            throw StepFailure(message: rows.first(where: { $0.error != nil })?.error ?? "The illustrations could not be drawn.")
        }
    }

    /// Waits while the story's own job is still choosing its scenes (a model's story is saved
    /// readable first), at most the scene step's time and a little more: the pictures' places
    /// are the scenes.
    private func waitForScenes(storyID: String) async throws {
        guard let writing = try await jobs.activeJobs(targetID: storyID).first(where: { $0.kind == .story }) else { return }
        // The hub hears of the story job's end (from any instance, through its relay).
        _ = await withTimeLimit(sceneTimeout + .seconds(5)) { await hub.wait(for: writing.id) }
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
        let request = PortraitRequest(
            heroName: hero.name, traits: hero.traits, appearance: hero.appearance, hairColor: hero.hairColor,
            eyeColor: hero.eyeColor, skinTone: hero.skinTone, prompt: prompt ?? hero.avatarPrompt,
            seed: Self.stableSeed(hero.id))
        let png = try await withRetries(.avatar) {
            try await providers.pause()
            return try await providers.images.avatar(for: request)
        }
        ProviderUsage.current?.add(images: 1)
        let path = MediaPaths.avatar(heroID: hero.id, jobID: job.id)
        try await media.write(png, to: path)
        guard try await jobs.setAvatar(heroID: hero.id, path: path, prompt: prompt, lease: job.lease, now: Date.storageNow) else {
            await media.remove([path])
            return
        }
        if let old = hero.avatarPath, old != path { await media.remove([old]) }
    }

    /// FNV-1a of the id: Swift's `hashValue` changes every run, a portrait should not.
    static func stableSeed(_ text: String) -> UInt64 {
        StableHash.hash(text)
    }

    // MARK: Retries and deadlines

    private func withRetries<T: Sendable>(_ kind: JobKind, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        var attempt = 0
        // Each attempt is a provider call, counted for the metrics (a no-op without a backend).
        func count(_ outcome: String) {
            Counter(label: ServerMetrics.providerCalls, dimensions: [("kind", kind.rawValue), ("outcome", outcome)]).increment()
        }
        while true {
            do {
                let value = try await withDeadline(stepTimeout, body)
                count("ok")
                return value
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                count(error is ProviderTimeout ? "timeout" : "failed")
                try await handleFailure(error, attempt: &attempt)
            }
        }
    }

    /// After a failed attempt: waits before the next one, or throws what the step reports.
    private func handleFailure(_ error: any Error, attempt: inout Int) async throws {
        switch error {
        case let failure as ProviderFailure:
            // A real provider has already retried what was worth retrying within its own
            // deadline; its message is written for people and carries no raw body or key.
            throw StepFailure(message: failure.userMessage)
        case let error as SpeechError:
            // A missing engine or empty text will not fix itself: fail at once. The engine's
            // own output stays out of the message (it can hold paths and tool text).
            switch error {
            case .engineFailed where attempt < backoff.count:
                try await Task.sleep(for: backoff[attempt])
                attempt += 1
            case .engineNotInstalled:
                throw StepFailure(message: error.description)
            case .emptyText:
                throw StepFailure(message: "There is no story text to narrate.")
            case .engineFailed:
                throw StepFailure(message: "The narration engine failed. Please try again later.")
            }
        default:
            guard attempt < backoff.count else {
                throw StepFailure(message: error is ProviderTimeout
                    ? "The provider did not answer in time. Please try again later."
                    : "The provider failed after \(attempt + 1) attempts. Please try again later.")
            }
            try await Task.sleep(for: backoff[attempt])
            attempt += 1
        }
    }

    /// Runs `body`, giving up after `limit` (a hung engine must not hold a worker forever).
    private func withDeadline<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw ProviderTimeout()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw ProviderTimeout() }
            return first
        }
    }
}

/// A provider call that ran past its deadline.
private struct ProviderTimeout: Error {}

/// `body`'s result, or nil when it takes longer than `limit` (it is then cancelled).
private func withTimeLimit<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async -> T) async -> T? {
    await withTaskGroup(of: T?.self) { group in
        group.addTask { await body() }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        return await group.next() ?? nil
    }
}

/// Where the executor stores story text before it is sent (`appendStoryDraft`), with the title
/// once the writer has told it, and then sends it (`send`).
///
/// Why a pipeline: each piece used to be stored and sent before the writer could go on, one
/// database write per sentence. The offline writer has its whole story at once, so fifty
/// parents asking together meant ~4,500 writes queued behind one another. Now `accept` only
/// queues the piece; one drain at a time stores everything queued in one write, then sends it
/// as one text event. A model's slow tokens still go out one by one, as soon as each is stored;
/// a burst becomes a few writes. Text is still never sent before it is stored, and the first
/// failure (a lost lease, a database error) stops the sending and is thrown by `finish`.
private actor DraftSink {
    let jobs: any JobStore
    let storyID: String
    let lease: JobLease
    let send: @Sendable (String) async -> Void
    private var title: String?
    private var titleStored = false
    private var sentAny = false
    private var failure: (any Error)?
    private var queued = ""
    private var drain: Task<Void, Never>?

    init(jobs: any JobStore, storyID: String, lease: JobLease, send: @escaping @Sendable (String) async -> Void) {
        self.jobs = jobs
        self.storyID = storyID
        self.lease = lease
        self.send = send
    }

    func setTitle(_ title: String) { self.title = title }

    /// Queues `piece` to be stored and sent after everything queued before it.
    func accept(_ piece: String) {
        guard failure == nil, !piece.isEmpty else { return }
        queued += piece
        if drain == nil { drain = Task { await self.storeAndSend() } }
    }

    private func storeAndSend() async {
        while failure == nil, !queued.isEmpty {
            let batch = queued
            queued = ""
            do {
                // The first piece brings the parent the first words; the rest can wait its turn.
                let priority: WritePriority = sentAny ? .background : WritePriority.current
                try await WritePriority.$current.withValue(priority) {
                    try await jobs.appendStoryDraft(id: storyID, title: titleStored ? nil : title, piece: batch, lease: lease)
                }
                if title != nil { titleStored = true }
            } catch {
                failure = error
                break
            }
            await send(batch)
            sentAny = true
        }
        drain = nil
    }

    /// Waits until everything accepted is stored and sent (or the sending stopped).
    func settle() async {
        while let running = drain { await running.value }
    }

    /// `settle`, then the failure that stopped the sending, if any.
    func finish() async throws {
        await settle()
        if let failure { throw failure }
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

    /// The words counted before `text` and with it.
    func words(adding text: String) -> (before: Int, after: Int) {
        let before = wordCount
        wordCount += WordCounter.count(text)
        return (before, wordCount)
    }
}
