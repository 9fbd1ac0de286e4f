import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// 401 -> sign-in screen with the banner -> sign in -> back where the user was, with the
/// unsaved form and the failed request replayed.
@Suite("Session expiry")
struct SessionExpiryTests {
    @Test func expiryShowsSignInWithTheBannerAndTheEmailFilledIn() {
        var driver = Driver.main()
        driver.press(.tab, .character("j"))
        let effects = driver.send(.account(.sessionExpired))
        #expect(effects.isEmpty)
        #expect(driver.state.screen == .auth)
        #expect(driver.state.banner?.text == "Session expired, please sign in again")
        #expect(driver.state.banner?.text == ClientError.sessionExpired.message)
        #expect(driver.state.auth.email.text == TestData.session.email)
        #expect(driver.state.auth.focus == .password)
        #expect(driver.state.session == nil)
        // Ten requests failing together change nothing more.
        let before = driver.state
        for _ in 0..<10 { driver.send(.lists(.favoriteChangeFailed(storyID: "s1", .sessionExpired))) }
        #expect(driver.state.screen == before.screen)
        #expect(driver.state.auth == before.auth)
    }

    @Test func signingBackInReturnsWithTheDraftAndReplaysTheRequest() {
        var driver = Driver.main()
        driver.press(.tab, .character("j"))
        let selectedStory = driver.state.stories.selectedID
        driver.press(.backTab, .character("n"))
        driver.type("Half-typed hero")
        // A background request fails with 401 while the user types.
        driver.send(.lists(.storiesLoadFailed(.sessionExpired, requestID: driver.state.storiesRequestID)))
        #expect(driver.state.screen == .auth)

        driver.type("my password")
        #expect(driver.press(.enter) == [.signIn(email: TestData.session.email, password: "my password")])
        let effects = driver.send(.account(.signedIn(TestData.session)))
        #expect(effects.contains(.replayPendingRequest))
        #expect(!effects.contains { if case .loadHeroes = $0 { true } else { false } }, "the screen is not reset")
        #expect(driver.state.screen == .main)
        #expect(driver.state.banner == .success(Strings.restoredAfterSignIn))
        guard case .hero(let form) = driver.state.form else {
            Issue.record("the unsaved form must come back")
            return
        }
        #expect(form.name.text == "Half-typed hero")
        #expect(driver.state.stories.selectedID == selectedStory)
        #expect(driver.state.focus == .heroes)

        // The replay is followed by a reload so the screen shows its effect.
        let reload = driver.send(.account(.pendingRequestReplayed(APIRequest(method: .get, path: "/api/v1/stories"))))
        #expect(reload.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
        #expect(reload.contains(.loadStories(heroID: "h1", offset: 0, requestID: driver.state.storiesRequestID)))
        if case .hero = driver.state.form {} else { Issue.record("a GET replay leaves the form open") }
    }

    @Test func aFormSubmittedIntoTheExpiryIsCompletedByTheReplayNotResent() throws {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Mia")
        let submitted = driver.press(.enter)
        #expect(submitted.count == 1)
        // The event and the failed save can come in either order.
        driver.send(.account(.sessionExpired))
        driver.send(.lists(.heroSaveFailed(.sessionExpired)))
        guard case .hero(let waiting) = driver.state.form else {
            Issue.record("form lost")
            return
        }
        #expect(waiting.awaitsReplay)
        #expect(!waiting.isSubmitting)
        driver.type("pw-pw-pw-pw")
        driver.press(.enter)
        driver.send(.account(.signedIn(TestData.session)))
        #expect(driver.press(.enter).isEmpty, "Enter does not send the form a second time while the replay runs")
        let replayed = try APIRequest(method: .post, path: "/api/v1/heroes", json: HeroInput(name: "Mia"))
        driver.send(.account(.pendingRequestReplayed(replayed)))
        #expect(driver.state.form == nil, "the replay saved it")
        #expect(driver.state.banner == .success(Strings.heroCreated("Mia")))
    }

    @Test func aDroppedReplayLeavesTheFormToSendAgain() {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Mia")
        driver.press(.enter)
        driver.send(.lists(.heroSaveFailed(.sessionExpired)))
        driver.send(.account(.signedIn(TestData.session)))
        driver.send(.account(.pendingRequestReplayed(nil)))
        guard case .hero(let form) = driver.state.form else {
            Issue.record("form lost")
            return
        }
        #expect(!form.awaitsReplay)
        #expect(form.name.text == "Mia")
        #expect(driver.press(.enter).count == 1, "it can be submitted again")
    }

    @Test func anotherUserSigningInSeesNothingOfThePreviousAccount() {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Secret")
        driver.send(.account(.sessionExpired))
        let effects = driver.send(.account(.signedIn(AuthSession(userId: "user-2", email: "other@example.com"))))
        #expect(effects.contains(.discardPendingRequest))
        #expect(!effects.contains(.replayPendingRequest))
        #expect(driver.state.form == nil)
        #expect(driver.state.heroes.items.isEmpty)
        #expect(driver.state.stories.items.isEmpty)
        #expect(effects.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
    }

    @Test func followedGenerationsPauseAndResumeAcrossTheExpiry() {
        var driver = Driver.main()
        driver.send(.generation(.generationStarted(TestData.story("g1", status: .processing), at: TestData.epoch)))
        let paused = driver.send(.account(.sessionExpired))
        #expect(paused == [.stopWatching(storyID: "g1")])
        let resumed = driver.send(.account(.signedIn(TestData.session)))
        #expect(resumed.contains(.watchGeneration(storyID: "g1")))
        #expect(driver.state.generation(for: "g1")?.isWatching == true)
    }

    @Test func theQuitQuestionAppearsOverTheSignInScreenWhenADraftWouldBeLost() {
        var driver = Driver.main()
        driver.press(.character("n"))
        driver.type("Draft")
        driver.send(.account(.sessionExpired))
        driver.press(.ctrl("c"))
        #expect(!driver.state.shouldQuit)
        #expect(driver.state.confirmation == Confirmation(.quit))
        driver.press(.ctrl("c"))
        #expect(driver.state.shouldQuit, "Ctrl-C again means yes")
    }
}
