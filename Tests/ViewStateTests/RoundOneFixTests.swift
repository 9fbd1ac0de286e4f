import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// What a new user tripped over in round one: each case here failed before its fix.
@Suite("Round-one fixes")
struct RoundOneFixTests {
    static let down = Connectivity.unreachable(.network(.connectionRefused))
    static let up = Connectivity.reachable(latency: .milliseconds(3), status: TestData.health)

    // MARK: Connectivity

    @Test func offlineProbesTheServerWithABoundedBackoffUntilItAnswers() {
        var driver = Driver.main()
        var delays: [Int] = []
        for _ in 0..<8 {
            let effects = driver.send(.session(.connectivityChecked(Self.down)))
            guard case .probeHealth(let seconds)? = effects.first, effects.count == 1 else {
                Issue.record("expected one probe, got \(effects)")
                return
            }
            delays.append(seconds)
        }
        #expect(delays == [1, 2, 4, 8, 15, 30, 30, 30], "quick at first, then bounded")
        #expect(!driver.state.isAnimating, "waiting for a probe is not a reason to wake up")

        let effects = driver.send(.session(.connectivityChecked(Self.up)))
        #expect(driver.state.connection == .online(latencyMilliseconds: 3))
        #expect(driver.state.healthProbeAttempt == 0)
        #expect(effects.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
        #expect(effects.contains(.loadStories(heroID: "h1", offset: 0, requestID: driver.state.storiesRequestID)))
        #expect(driver.state.banner == .success(Strings.backOnline))
        // Back online: the next outage starts again from the short delay.
        #expect(driver.send(.session(.connectivityChecked(Self.down))) == [.probeHealth(afterSeconds: 1)])
    }

    @Test func anyAnswerOfTheServerClearsTheOfflineBadge() {
        var driver = Driver.main()
        driver.send(.lists(.storiesLoadFailed(.network(.connectionRefused), requestID: driver.state.storiesRequestID)))
        #expect(driver.state.connection == .offline(TestData.notAnswering))
        // A 404 is an answer: the server is there.
        let effects = driver.send(.lists(.storyRefreshFailed(id: "s1", .notFound)))
        #expect(driver.state.connection == .checking)
        #expect(effects.contains(.checkHealth))

        var expired = Driver.main()
        expired.send(.lists(.heroesLoadFailed(.network(.timedOut), requestID: expired.state.heroesRequestID)))
        let afterExpiry = expired.send(.lists(.heroesLoadFailed(.sessionExpired, requestID: expired.state.heroesRequestID)))
        #expect(expired.state.screen == .auth)
        #expect(expired.state.connection == .checking, "a 401 is an answer too")
        #expect(afterExpiry.contains(.checkHealth))
    }

    @Test func listsThatFailedWhileOfflineLoadAgainWhenTheServerIsBack() {
        var driver = Driver.main()
        driver.press(.character("r"))
        driver.send(.lists(.heroesLoadFailed(.network(.connectionRefused), requestID: driver.state.heroesRequestID)))
        driver.send(.lists(.storiesLoadFailed(.network(.connectionRefused), requestID: driver.state.storiesRequestID)))
        #expect(driver.state.stories.loadError != nil)
        driver.send(.session(.connectivityChecked(Self.up)))
        #expect(driver.state.stories.isLoading && driver.state.stories.loadError == nil)
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("s1")], total: 1), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        #expect(!driver.state.stories.isLoading, "not left on Loading...")
        #expect(driver.state.stories.items.map(\.id) == ["s1"])
    }

    // MARK: Unfinished work after a restart

    @Test func unfinishedStoriesAreFollowedAgainWhenTheyAreListed() {
        var driver = Driver.main()
        let stories = [
            TestData.story("w", status: .processing),
            TestData.story("n", audio: .processing),
            TestData.story("p", illustrations: .processing),
            TestData.story("done", audio: .completed, illustrations: .completed),
        ]
        let effects = driver.send(.lists(.storiesLoaded(TestData.storyPage(stories, total: 4), offset: 0,
                                                 requestID: driver.state.storiesRequestID)))
        #expect(effects.filter { if case .watchGeneration = $0 { true } else { false } }
            == [.watchGeneration(storyID: "w"), .watchGeneration(storyID: "n"), .watchGeneration(storyID: "p")])
        #expect(driver.state.generation(for: "n")?.narration.status == .running)
        #expect(driver.state.generation(for: "w")?.followUpRequested == false, "narration follows the text")
        #expect(driver.state.generation(for: "done") == nil)

        // Reloaded while followed: no second stream.
        let again = driver.send(.lists(.storiesLoaded(TestData.storyPage(stories, total: 4), offset: 0,
                                               requestID: driver.state.storiesRequestID)))
        #expect(!again.contains { if case .watchGeneration = $0 { true } else { false } })
    }

    @Test func aStoryTheUserStoppedFollowingIsNotReattachedOnReload() {
        var driver = Driver.main()
        let page = TestData.storyPage([TestData.story("w", status: .processing)], total: 1)
        driver.send(.lists(.storiesLoaded(page, offset: 0, requestID: driver.state.storiesRequestID)))
        driver.press(.tab, .tab)
        #expect(driver.state.keyContext == .progress)
        driver.press(.escape)
        #expect(driver.state.generation(for: "w") == nil)
        driver.press(.character("r"))
        let effects = driver.send(.lists(.storiesLoaded(page, offset: 0, requestID: driver.state.storiesRequestID)))
        #expect(!effects.contains(.watchGeneration(storyID: "w")))
        // Enter on it follows it again, by choice.
        driver.press(.enter)
        #expect(driver.effects.last == .watchGeneration(storyID: "w"))
    }

    @Test func aStreamCutByTheOutageIsReopenedOnReconnect() {
        var driver = Driver.main()
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("w", status: .processing)], total: 1), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.send(.generation(.generationStreamEnded(storyID: "w", error: .network(.connectionLost))))
        #expect(driver.state.generation(for: "w")?.isWatching == false)
        let effects = driver.send(.session(.connectivityChecked(Self.up)))
        #expect(effects.contains(.watchGeneration(storyID: "w")))
    }

    @Test func aStoryFollowedFromBeforeItHadATitleIsAnnouncedByItsTitle() {
        var driver = Driver.main()
        driver.send(.generation(.generationStarted(TestData.story("g1", title: "", status: .processing), at: TestData.epoch)))
        driver.send(.generation(.generationUpdated(storyID: "g1", .progress(ProgressPayload(step: .text, status: "completed", progress: 100)))))
        driver.send(.generation(.narrationRequested(storyID: "g1", AudioResult(status: .completed))))
        driver.send(.generation(.illustrationsRequested(storyID: "g1", IllustrationProgress(
            status: .completed, progress: 100, total: 1, completed: 1, processing: 0, failed: 0, pending: 0, illustrations: []))))
        driver.send(.generation(.generationStreamEnded(storyID: "g1", error: nil)))
        #expect(driver.state.banner?.text.contains(Strings.untitled) != true, "never \"Untitled story\" is ready")
        driver.send(.lists(.storyRefreshed(TestData.story("g1", title: "Luna and the Sleepy Moon"))))
        #expect(driver.state.banner == .success("\"Luna and the Sleepy Moon\" is ready."))
    }

    @Test func aListAnsweringBeforeTheHealthCheckStillResumesWhatTheOutageCut() {
        var driver = Driver.main()
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("w", status: .processing)], total: 1), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.send(.generation(.generationStreamEnded(storyID: "w", error: .network(.connectionLost))))
        #expect(driver.state.banner == .error(TestData.notAnswering))
        // Another request answers first: the badge is "checking", not yet healthy.
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna", stories: 1)]), offset: 0,
                                  requestID: driver.state.heroesRequestID)))
        #expect(driver.state.connection == .checking)
        let effects = driver.send(.session(.connectivityChecked(Self.up)))
        #expect(effects.contains(.watchGeneration(storyID: "w")))
        #expect(driver.state.banner == .success(Strings.backOnline), "the network error does not linger")
        // Once only.
        #expect(driver.send(.session(.connectivityChecked(Self.up))).isEmpty)
    }

    @Test func textFinishedWhileNoStreamWasOpenStillGetsItsNarrationAndPictures() {
        var driver = Driver.main()
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("w", status: .processing)], total: 1), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.send(.generation(.generationStreamEnded(storyID: "w", error: .network(.connectionLost))))
        // Read again once the server is back: the text was written meanwhile.
        let effects = driver.send(.lists(.storyRefreshed(TestData.story("w"))))
        #expect(effects.contains(.requestNarration(storyID: "w")))
        #expect(effects.contains(.requestIllustrations(storyID: "w", retryFailed: false)))
        #expect(driver.state.generation(for: "w")?.isComplete == false, "followed until narrated and drawn")
    }

    @Test func narrationAndPicturesRefusedByTheOutageAreAskedForAgainWhenTheServerIsBack() {
        var driver = Driver.main()
        driver.send(.generation(.generationStarted(TestData.story("g1", status: .processing), at: TestData.epoch)))
        driver.send(.generation(.generationUpdated(storyID: "g1", .progress(ProgressPayload(step: .text, status: "completed", progress: 100)))))
        driver.send(.generation(.generationStreamEnded(storyID: "g1", error: nil)))
        driver.send(.generation(.narrationRequestFailed(storyID: "g1", .network(.connectionRefused))))
        driver.send(.generation(.illustrationsRequestFailed(storyID: "g1", .network(.connectionRefused))))
        let generation = driver.state.generation(for: "g1")
        #expect(generation?.narration.isFailed == false && generation?.isComplete == false,
                "the server being away is not the step failing")
        let effects = driver.send(.session(.connectivityChecked(Self.up)))
        #expect(effects.contains(.requestNarration(storyID: "g1")))
        #expect(effects.contains(.requestIllustrations(storyID: "g1", retryFailed: false)))
        #expect(!effects.contains(.watchGeneration(storyID: "g1")), "the answers reopen the stream")
        driver.send(.generation(.narrationRequested(storyID: "g1", AudioResult(status: .processing))))
        let reopened = driver.send(.generation(.illustrationsRequested(storyID: "g1", IllustrationProgress(
            status: .processing, progress: 0, total: 4, completed: 0, processing: 1, failed: 0, pending: 3, illustrations: []))))
        #expect(reopened == [.watchGeneration(storyID: "g1")])
    }

    // MARK: a and i on finished work

    @Test func narratingOrDrawingAgainWhatIsDoneSaysSoInsteadOfNothing() {
        var driver = Driver.main()
        var story = TestData.story("s1", audio: .completed, illustrations: .completed)
        story.illustrationCount = 6
        driver.send(.lists(.storiesLoaded(TestData.storyPage([story], total: 1), offset: 0, requestID: driver.state.storiesRequestID)))
        driver.press(.tab)
        // A narrated story is offered to be narrated again, with another voice (issue 26).
        #expect(driver.press(.character("a")).isEmpty)
        #expect(driver.state.keyContext == .voiceConfirmation)
        driver.press(.escape)
        #expect(driver.press(.character("i")).isEmpty)
        #expect(driver.state.banner == .info("All 6 pictures are drawn: press Enter to see them."))
        // A failed narration is still recorded again.
        var failed = Driver.main()
        failed.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("s1", audio: .failed)], total: 1), offset: 0,
                                   requestID: failed.state.storiesRequestID)))
        failed.press(.tab)
        #expect(failed.press(.character("a")) == [.requestNarration(storyID: "s1")])
        // And pressing it again while it records says so rather than asking twice.
        #expect(failed.press(.character("a")).isEmpty)
        #expect(failed.state.banner == .info(Strings.narrationInProgress))
    }

    // MARK: Sessions

    @Test func aSavedSessionRefusedAtStartSaysItExpiredWithTheEmailFilledIn() {
        var driver = Driver()
        driver.send(.session(.savedSessionFound(email: "parent@example.com")))
        driver.send(.session(.serverReady(label: "http://127.0.0.1:1")), .session(.sessionRestored(nil, warning: nil)))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.banner == .warning("Session expired, please sign in again"))
        #expect(driver.state.auth.email.text == "parent@example.com")
        #expect(driver.state.auth.focus == .password)
        // Nothing saved: the plain form, no banner.
        var fresh = Driver()
        fresh.send(.session(.noSavedSession), .session(.serverReady(label: "x")), .session(.sessionRestored(nil, warning: nil)))
        #expect(fresh.state.banner == nil)
    }

    @Test func aRefusedSessionWithSavedListsAlsoSaysSoAndLeavesNothingBehind() {
        var driver = Driver()
        guard let snapshot = ListSnapshot(Driver.main().state) else {
            Issue.record("a signed-in main screen has a snapshot")
            return
        }
        driver.send(.session(.snapshotRestored(snapshot)), .session(.savedSessionFound(email: "parent@example.com")))
        driver.send(.session(.serverReady(label: "x")))
        // The client reports the 401 as an expiry before the restore's answer arrives.
        driver.send(.account(.sessionExpired), .session(.sessionRestored(nil, warning: nil)))
        #expect(driver.state.banner == .warning("Session expired, please sign in again"))
        #expect(driver.state.auth.email.text == "parent@example.com")
        #expect(driver.state.heroes.items.isEmpty)
        // Signing in starts the main screen afresh (there was nothing to go back to).
        let effects = driver.send(.account(.signedIn(TestData.session)))
        #expect(effects.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
    }

    @Test func aFreshInstallOpensOnSignUpAndTheLastModeAfterwards() {
        var driver = Driver()
        driver.send(.session(.noSavedSession), .session(.authModeRestored(.signUp)))
        #expect(driver.state.auth.mode == .signUp)
        #expect(driver.state.auth.focus == .name)
        var returning = Driver()
        returning.send(.session(.noSavedSession), .session(.authModeRestored(.signIn)))
        #expect(returning.state.auth.mode == .signIn && returning.state.auth.focus == .email)
        // Typing has begun: the form is not switched under the user's fingers.
        var typing = Driver()
        typing.send(.session(.noSavedSession))
        typing.type("a@b")
        typing.send(.session(.authModeRestored(.signUp)))
        #expect(typing.state.auth.mode == .signIn)
    }

    @Test func signingOutAsksFirstWithCancelFocusedAndNamesTheAccount() {
        var driver = Driver.main()
        #expect(driver.press(.character("L")).isEmpty)
        let confirmation = try? #require(driver.state.confirmation)
        #expect(confirmation?.message.contains("parent@example.com") == true)
        #expect(confirmation?.message.contains("http://127.0.0.1:1") == true)
        #expect(confirmation?.buttons == ["Cancel", "Sign out"])
        #expect(driver.press(.enter).isEmpty, "Enter out of habit keeps the user signed in")
        #expect(driver.state.screen == .main && driver.state.session != nil)
        driver.press(.character("L"), .tab)
        let effects = driver.press(.enter)
        #expect(effects.contains(.signOut))
        #expect(driver.state.screen == .auth)
    }

    // MARK: Quitting while writing

    @Test func workInProgressIsCountedForTheWordOnTheWayOut() {
        var driver = Driver.main()
        #expect(driver.state.storiesInProgress == 0)
        driver.send(.generation(.generationStarted(TestData.story("w", status: .processing), at: TestData.epoch)))
        #expect(driver.state.storiesInProgress == 1)
        driver.press(.character("q"))
        #expect(driver.state.shouldQuit, "nothing is lost: the server keeps the job")
        #expect(Strings.farewell(storiesInProgress: 1, embedded: false)
            == "1 story is still being made on the server; it will be ready when you come back.")
        #expect(Strings.farewell(storiesInProgress: 2, embedded: true).hasPrefix("2 stories are still being made;"))
    }
}
