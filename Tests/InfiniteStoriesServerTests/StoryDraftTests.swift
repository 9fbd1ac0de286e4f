import Foundation
import StoryWriting
import InfiniteStoriesModels
import OpenAICompatibleProviders
@testable import InfiniteStoriesServer
import StandIns
import Testing

/// The story told is the story kept: every piece is stored before it is sent, only the job's
/// holder adds to it, a job taken over goes on from it (a real model is handed it back), and a
/// job whose text was saved only looks for its scenes. On the store `TestDatabase` picks.
@Suite("Story drafts", .serialized)
struct StoryDraftTests {
    typealias Fixture = JobLeaseTests.Fixture

    @Test func theDraftGrowsPieceByPieceAndOnlyTheJobsHolderAddsToIt() async throws {
        let fixture = try await Fixture.make("draft")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let old = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "old", leaseUntil: fixture.at(2)))
        #expect(try await fixture.store.storyDraft(id: fixture.storyID) == nil)
        try await fixture.store.appendStoryDraft(id: fixture.storyID, title: "The Quiet Star", piece: "Once", lease: old.lease)
        try await fixture.store.appendStoryDraft(id: fixture.storyID, title: nil, piece: " upon", lease: old.lease)
        #expect(try await fixture.store.storyDraft(id: fixture.storyID) == StoryDraft(title: "The Quiet Star", text: "Once upon"))

        // Taken over: the old runner's pieces are refused, the new one's go on from the draft.
        let new = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "new", leaseUntil: fixture.at(33)))
        #expect(new.id == job.id)
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.appendStoryDraft(id: fixture.storyID, title: "Other", piece: " a dragon", lease: old.lease)
        }
        try await fixture.store.appendStoryDraft(id: fixture.storyID, title: nil, piece: " a time.", lease: new.lease)
        #expect(try await fixture.store.storyDraft(id: fixture.storyID) == StoryDraft(title: "The Quiet Star", text: "Once upon a time."))

        // The text saved without its scenes: readable, the job still the holder's, the draft gone.
        #expect(try await fixture.store.saveStoryText(id: fixture.storyID, title: "The Quiet Star", content: "Once upon a time.",
                                                      estimatedDuration: 2, writerMemory: nil, summary: nil, illustrations: nil,
                                                      lease: new.lease, now: fixture.at(4)))
        var story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.generationStatus == "completed" && story.content == "Once upon a time." && story.illustrationCount == 0)
        #expect(try await fixture.store.storyDraft(id: fixture.storyID) == nil)
        #expect(try await JobLeaseTests.stored(job.id, in: fixture.store).status == "running")

        // The scenes complete the job.
        let scene = IllustrationRecord(id: IdentifierGenerator.make(), storyID: fixture.storyID, displayOrder: 1,
                                       textSegment: "Once upon a time.", imagePrompt: "a star", timestamp: 0, status: "pending")
        #expect(try await fixture.store.saveScenes(storyID: fixture.storyID, illustrations: [scene], lease: new.lease, now: fixture.at(5)))
        story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.illustrationCount == 1 && story.illustrationStatus == "pending")
        #expect(try await JobLeaseTests.stored(job.id, in: fixture.store).status == "completed")
    }

    @Test func aFailedStoryLosesItsDraft() async throws {
        let fixture = try await Fixture.make("failed-draft")
        defer { Task { await fixture.finish() } }
        _ = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let held = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "w", leaseUntil: fixture.at(31)))
        try await fixture.store.appendStoryDraft(id: fixture.storyID, title: nil, piece: "Once", lease: held.lease)
        try await fixture.store.setStoryGenerationStatus(id: fixture.storyID, status: "failed", error: "no", now: fixture.at(2))
        #expect(try await fixture.store.storyDraft(id: fixture.storyID) == nil)
    }

    /// An executor on `fixture`'s store with `providers`, and its hub.
    private func executor(_ fixture: Fixture, providers: Providers) throws -> (JobExecutor, GenerationHub) {
        let hub = GenerationHub()
        let media = FileMediaStore(dataDirectory: fixture.folder, signer: try MediaSigner(dataDirectory: fixture.folder))
        return (JobExecutor(store: fixture.store, jobs: fixture.store, media: media, providers: providers, hub: hub), hub)
    }

    @Test func aJobTakenOverMidStoryGoesOnFromWhatWasToldAndNeverRewritesIt() async throws {
        let llama = try await LlamaServer.start(model: "tiny.gguf")
        defer { llama.stop() }
        var model = OpenAIConfiguration(baseURL: llama.baseURL, apiKey: nil)
        model.storyModel = "tiny"
        let openAI = OpenAIProviders(configuration: model)
        var providers = Providers()
        providers.story = openAI.story
        let fixture = try await Fixture.make("taken-over")
        defer { Task { await fixture.finish() } }
        _ = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        // The first runner told this much, then died.
        let first = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "first", leaseUntil: fixture.at(2)))
        let told = "Nova tiptoed to the window, where the moon was waiting, and"
        try await fixture.store.appendStoryDraft(id: fixture.storyID, title: "Nova and the Moon", piece: told, lease: first.lease)

        let second = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "second",
                                                                          leaseUntil: fixture.at(600)))
        let (executor, hub) = try executor(fixture, providers: providers)
        try await executor.run(second)
        await openAI.shutdown()

        let story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.generationStatus == "completed")
        #expect(story.title == "Nova and the Moon")
        #expect(story.content.hasPrefix(told), "the told text was rewritten: \(story.content.prefix(80))")
        #expect(story.content.count > told.count)
        // This hub never sent the told text (its runner died): it goes out first, then the rest,
        // so a listener of this instance has exactly the story.
        #expect(await hub.streamedText(storyID: fixture.storyID) == story.content)
        #expect(story.illustrationCount > 0)
        #expect(try await JobLeaseTests.stored(second.id, in: fixture.store).status == "completed")
    }

    @Test func aJobWhoseTextWasSavedOnlyLooksForItsScenes() async throws {
        let writer = RecordingStoryWriter()
        let fixture = try await Fixture.make("scenes-left")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let first = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "first", leaseUntil: fixture.at(2)))
        let content = "Nova found the moon.\n\nThe moon said goodnight.\n\nNova slept."
        try await fixture.store.saveStoryText(id: fixture.storyID, title: "Nova", content: content, estimatedDuration: 5,
                                              writerMemory: nil, summary: nil, illustrations: nil, lease: first.lease, now: fixture.at(1.5))
        let second = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "second",
                                                                          leaseUntil: fixture.at(600)))
        #expect(second.id == job.id)
        let (executor, hub) = try executor(fixture, providers: Providers(story: writer))
        try await executor.run(second)
        #expect(writer.prompts.isEmpty, "the story was written again")
        let story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.content == content && story.title == "Nova")
        #expect(story.illustrationCount > 0)
        #expect(await hub.streamedText(storyID: fixture.storyID).isEmpty)
        #expect(try await JobLeaseTests.stored(job.id, in: fixture.store).status == "completed")
    }
}
