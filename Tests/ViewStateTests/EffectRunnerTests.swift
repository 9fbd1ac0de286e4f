import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState
import AppRuntime

/// The effect runner against the real server on loopback, through the real client.
@Suite("Effect runner on a real server", .serialized)
struct EffectRunnerTests {
    static let password = "bedtime-stories-1"

    static func signUp(_ probe: RunnerProbe, email: String) async throws -> AuthSession {
        probe.runner.run(.signUp(name: "Parent", email: email, password: password))
        let action = try await probe.next { $0.caseName == "signedIn" || $0.caseName == "signInFailed" }
        guard case .account(.signedIn(let session)) = action else { throw RunnerProbe.ProbeTimeout(description: "sign-up failed: \(action)") }
        return session
    }

    @Test func authHeroesAndErrorsComeBackAsActions() async throws {
        try await LiveServer.run() { live in
            let probe = RunnerProbe(services: live.services)

            probe.runner.run(.checkHealth)
            let health = try await probe.next("connectivityChecked")
            guard case .session(.connectivityChecked(let connectivity)) = health else { return }
            #expect(connectivity.isReachable)

            probe.runner.run(.restoreSession)
            #expect(try await probe.next("sessionRestored") == .session(.sessionRestored(nil, warning: nil)))

            let session = try await Self.signUp(probe, email: "runner@example.com")
            #expect(session.email == "runner@example.com")

            probe.runner.run(.signIn(email: "runner@example.com", password: "wrong-password"))
            #expect(try await probe.next("signInFailed") == .account(.signInFailed(.invalidCredentials)))

            probe.runner.run(.createHero(HeroInput(name: "小龙 🐉", age: 6, traits: ["Brave"])))
            let saved = try await probe.next("heroSaved")
            guard case .lists(.heroSaved(let hero, created: true)) = saved else {
                Issue.record("expected a created hero, got \(saved)")
                return
            }
            #expect(hero.name == "小龙 🐉")

            probe.runner.run(.createHero(HeroInput(name: "Old", age: 40, traits: ["Brave"])))
            let refused = try await probe.next("heroSaveFailed")
            guard case .lists(.heroSaveFailed(.invalidInput(let fields))) = refused else {
                Issue.record("expected field errors, got \(refused)")
                return
            }
            #expect(fields["age"] != nil)

            probe.runner.run(.loadHeroes(offset: 0, requestID: 7))
            let loaded = try await probe.next("heroesLoaded")
            guard case .lists(.heroesLoaded(let page, offset: 0, requestID: 7)) = loaded else { return }
            #expect(page.heroes.map(\.id) == [hero.id])
            #expect(page.pagination.total == 1)

            probe.runner.run(.deleteHero(id: hero.id))
            #expect(try await probe.next("heroDeleted") == .lists(.heroDeleted(id: hero.id)))
            probe.runner.run(.deleteHero(id: hero.id))
            #expect(try await probe.next("heroDeleteFailed")
                        == .lists(.heroDeleteFailed(id: hero.id, .notFound)))
        }
    }

    /// The whole loop: reducer + runner + server. A story is written, then narrated and
    /// illustrated without being asked, and all three steps end done.
    @Test func aGenerationRunsThroughAllThreeSteps() async throws {
        try await LiveServer.run() { live in
            let store = AppStore(state: AppState(size: TerminalSize(width: 120, height: 40), now: Date()), queue: ActionQueue())
            store.connect(live.services)
            store.process([.session(.serverReady(label: live.server.baseURL.absoluteString))])
            try await store.run { $0.screen == .auth }
            let tab = TestData.key(.tab)
            var signUp: [Action] = [TestData.key(.ctrl("t"))] + TestData.type("Parent") + [tab]
            signUp += TestData.type("loop@example.com") + [tab] + TestData.type(Self.password) + [tab]
            signUp += TestData.type(Self.password) + [TestData.key(.enter)]
            store.process(signUp)
            try await store.run { $0.screen == .main && !$0.heroes.isLoading }
            store.process([TestData.key(.character("n"))] + TestData.type("Luna") + [TestData.key(.enter)])
            try await store.run { $0.heroes.count == 1 && $0.form == nil }
            store.process([.input(.key(.character("s"))), .input(.key(.enter))])
            try await store.run { !$0.generations.isEmpty }
            let storyID = try #require(store.state.generations.first?.id)
            #expect(store.state.stories.selectedID == storyID)
            try await store.run(until: { $0.generation(for: storyID)?.isComplete == true && $0.generation(for: storyID)?.isWatching == false },
                                timeout: .seconds(120))
            let generation = try #require(store.state.generation(for: storyID))
            #expect(generation.writing.status == .done)
            #expect(generation.narration.status == .done, "narration was asked for automatically")
            #expect(generation.illustrations.status == .done, "pictures were asked for automatically")
            #expect(!generation.text.isEmpty, "the text arrived as it was written")
            try await store.run { $0.stories.item(withID: storyID)?.audioStatus == .completed }
            let summary = try #require(store.state.stories.item(withID: storyID))
            #expect(summary.generationStatus == .completed)
            #expect(summary.illustrationStatus == .completed)
            #expect(!summary.displayTitle.isEmpty)

            // Read it: the reader gets the full text with the scene breaks of its illustrations.
            store.process([.input(.key(.enter))])
            try await store.run { $0.reader?.isLoading == false }
            let reader = try #require(store.state.reader)
            #expect(reader.text.contains(ReaderText.sceneBreakMarker) == ((reader.story?.illustrations?.count ?? 0) > 1))
            let streamed = generation.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let stored = reader.story?.content.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            #expect(stored == streamed, "streamed \(streamed.count) characters, stored \(stored.count)")
            store.shutDown()
        }
    }

    @Test func stoppingAWatchPostsNothingMore() async throws {
        try await LiveServer.run(textPace: .milliseconds(30)) { live in
            let probe = RunnerProbe(services: live.services)
            _ = try await Self.signUp(probe, email: "stop@example.com")
            probe.runner.run(.createHero(HeroInput(name: "Max", traits: ["Kind"])))
            guard case .lists(.heroSaved(let hero, _)) = try await probe.next("heroSaved") else { return }
            probe.runner.run(.generateStory(CreateStoryRequest(heroId: hero.id, language: "English", targetDuration: 600)))
            guard case .generation(.generationStarted(let story, _)) = try await probe.next("generationStarted")
            else { return }
            probe.runner.run(.watchGeneration(storyID: story.id))
            _ = try await probe.next("generationUpdated")
            probe.runner.run(.stopWatching(storyID: story.id))
            try await Task.sleep(for: .milliseconds(300))
            _ = probe.pending()
            try await Task.sleep(for: .seconds(1))
            let late = probe.pending().filter {
                if case .generation(.generationStreamEnded) = $0 { return true }
                return false
            }
            #expect(late.isEmpty, "a stopped watch reports nothing: \(late)")
            // The story is still on the server.
            probe.runner.run(.refreshStory(id: story.id))
            let refreshed = try await probe.next("storyRefreshed")
            guard case .lists(.storyRefreshed(let again)) = refreshed else { return }
            #expect(again.id == story.id)
        }
    }

    /// The story list's pages carry no text; the opening the detail pane shows is read on
    /// demand, after a pause that a second request replaces (one read, not two).
    @Test func aListPageHasNoTextAndTheOpeningIsReadOnDemand() async throws {
        try await LiveServer.run() { live in
            let probe = RunnerProbe(services: live.services)
            _ = try await Self.signUp(probe, email: "opening@example.com")
            probe.runner.run(.createHero(HeroInput(name: "Max", traits: ["Kind"])))
            guard case .lists(.heroSaved(let hero, _)) = try await probe.next("heroSaved") else { return }
            probe.runner.run(.generateStory(CreateStoryRequest(heroId: hero.id, language: "English", targetDuration: 300)))
            guard case .generation(.generationStarted(let story, _)) = try await probe.next("generationStarted")
            else { return }
            probe.runner.run(.watchGeneration(storyID: story.id))
            _ = try await probe.next("generationStreamEnded", timeout: .seconds(120))

            probe.runner.run(.loadStories(heroID: hero.id, offset: 0, requestID: 3))
            guard case .lists(.storiesLoaded(let page, offset: 0, requestID: 3)) = try await probe.next("storiesLoaded")
            else { return }
            let listed = try #require(page.stories.first { $0.id == story.id })
            #expect(listed.content.isEmpty && listed.contentTruncated == true, "no text in a list page")
            #expect(StorySummary(listed).previewIsPartial)

            probe.runner.run(.loadPreview(storyID: story.id))
            probe.runner.run(.loadPreview(storyID: story.id))
            guard case .lists(.previewLoaded(let read)) = try await probe.next("previewLoaded") else { return }
            // Only the opening the pane shows comes over the wire, and it says there is more.
            #expect(read.id == story.id && read.content.count == StorySummary.previewLength && read.contentTruncated == true)
            try await Task.sleep(for: .milliseconds(500))
            #expect(!probe.pending().contains { $0.caseName == "previewLoaded" }, "the second request replaced the first")

            let unknown = UUID().uuidString.lowercased()
            probe.runner.run(.loadPreview(storyID: unknown))
            #expect(try await probe.next("previewLoadFailed") == .lists(.previewLoadFailed(id: unknown, .notFound)))
        }
    }

    /// A 401 while signed in: the client event reaches the app, and after signing in again the
    /// failed request is replayed on the server.
    @Test func anExpiredSessionIsReportedAndItsRequestReplayed() async throws {
        try await LiveServer.run(sessionTTL: 2) { live in
            let probe = RunnerProbe(services: live.services)
            probe.runner.run(.observeSession)
            _ = try await Self.signUp(probe, email: "expiry@example.com")
            probe.runner.run(.createHero(HeroInput(name: "Luna", traits: ["Brave"])))
            guard case .lists(.heroSaved(let hero, _)) = try await probe.next("heroSaved") else { return }

            try await Task.sleep(for: .milliseconds(2600))
            probe.runner.run(.updateHero(id: hero.id, HeroInput(name: "Luna the Brave")))
            #expect(try await probe.next("heroSaveFailed") == .lists(.heroSaveFailed(.sessionExpired)))
            #expect(try await probe.next("sessionExpired") == .account(.sessionExpired), "the client's event reaches the app")

            probe.runner.run(.signIn(email: "expiry@example.com", password: Self.password))
            _ = try await probe.next("signedIn")
            probe.runner.run(.replayPendingRequest)
            let replayed = try await probe.next("pendingRequestReplayed")
            guard case .account(.pendingRequestReplayed(let request, let savedHero)) = replayed else { return }
            #expect(request?.method == .patch)
            #expect(savedHero?.id == hero.id && savedHero?.name == "Luna the Brave", "the replay answers the hero it saved")
            probe.runner.run(.loadHeroes(offset: 0, requestID: 1))
            guard case .lists(.heroesLoaded(let page, _, _)) = try await probe.next("heroesLoaded")
            else { return }
            #expect(page.heroes.first?.name == "Luna the Brave", "the failed request was sent again")
        }
    }
}
