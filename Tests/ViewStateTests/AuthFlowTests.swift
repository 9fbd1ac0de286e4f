import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

@Suite("Auth flow")
struct AuthFlowTests {
    @Test func launchAsksForTheSessionOnlyOnceTheServerIsKnown() {
        var driver = Driver()
        #expect(driver.state.screen == .launching)
        #expect(driver.send(.tick(TestData.epoch)).isEmpty, "no network work before the server is ready")
        let effects = driver.send(.session(.serverReady(label: "http://127.0.0.1:9")))
        #expect(effects == [.observeSession, .restoreSession, .checkHealth, .loadSignInMethods, .loadStoryLanguages, .loadVoices])
        driver.send(.session(.sessionRestored(nil, warning: "The saved session was damaged")))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.banner == .warning("The saved session was damaged"))
    }

    @Test func withNothingSavedTheFormComesFirstAndASubmitWaitsForTheServer() {
        var driver = Driver()
        driver.send(.session(.noSavedSession))
        #expect(driver.state.screen == .auth, "the sign-in form is the first frame")
        driver.type("parent@example.com")
        driver.press(.tab)
        driver.type("correct horse")
        #expect(driver.press(.enter).isEmpty, "nothing can be sent before the server is ready")
        #expect(driver.state.auth.isSubmitting && driver.state.auth.waitsForServer)
        #expect(driver.send(.session(.serverReady(label: "http://127.0.0.1:9"))) == [.observeSession, .restoreSession, .checkHealth, .loadSignInMethods, .loadStoryLanguages, .loadVoices])
        let effects = driver.send(.session(.sessionRestored(nil, warning: nil)))
        #expect(effects == [.signIn(email: "parent@example.com", password: "correct horse")])
        #expect(driver.state.auth.isSubmitting && !driver.state.auth.waitsForServer)
        #expect(driver.state.auth.email.text == "parent@example.com", "nothing typed is lost")
    }

    @Test func aQueuedSubmitIsReleasedWhenTheServerCannotStart() {
        var driver = Driver()
        driver.send(.session(.noSavedSession))
        driver.type("parent@example.com")
        driver.press(.tab)
        driver.type("correct horse")
        driver.press(.enter)
        driver.send(.session(.serverFailed("port in use")))
        #expect(!driver.state.auth.isSubmitting && !driver.state.auth.waitsForServer)
        #expect(driver.state.auth.password.text == "correct horse")
        // Enter again after the failure: not queued for a server that will never come.
        #expect(driver.press(.enter).isEmpty)
        #expect(!driver.state.auth.isSubmitting && !driver.state.auth.waitsForServer)
        #expect(driver.state.banner == .error(Strings.serverFailed("port in use")))
        #expect(!driver.state.isAnimating, "no spinner ticking for nothing")
        // A saved session found after all (a fallback port) wins over the queued form.
        var other = Driver()
        other.send(.session(.noSavedSession))
        other.type("a@b.co")
        other.press(.tab)
        other.type("12345678")
        other.press(.enter)
        other.send(.session(.serverReady(label: "x")))
        other.send(.session(.sessionRestored(TestData.session, warning: nil)))
        #expect(other.state.screen == .main && !other.state.auth.isSubmitting)
        // A saved session that cannot be checked does not swallow the queued form.
        var third = Driver()
        third.send(.session(.noSavedSession))
        third.type("a@b.co")
        third.press(.tab)
        third.type("12345678")
        third.press(.enter)
        third.send(.session(.serverReady(label: "x")))
        let effects = third.send(.session(.sessionRestoreFailed(.invalidResponse)))
        #expect(effects.contains(.signIn(email: "a@b.co", password: "12345678")))
    }

    @Test func restoredSessionOpensTheMainScreenAndLoadsHeroes() {
        var driver = Driver()
        driver.send(.session(.serverReady(label: "x")))
        let effects = driver.send(.session(.sessionRestored(TestData.session, warning: nil)))
        #expect(driver.state.screen == .main)
        #expect(effects == [.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID), .settings(.loadProfile)])
    }

    @Test func signInSubmitsTrimmedEmailShowsErrorsAndKeepsInput() {
        var driver = Driver.signedOut()
        driver.type("  parent@example.com ")
        driver.press(.tab)
        driver.type("correct horse")
        let effects = driver.press(.enter)
        #expect(effects == [.signIn(email: "parent@example.com", password: "correct horse")])
        #expect(driver.state.auth.isSubmitting)
        #expect(driver.state.isAnimating, "a spinner shows while waiting")
        // A second Enter while waiting sends nothing.
        #expect(driver.press(.enter).isEmpty)

        driver.send(.account(.signInFailed(.invalidCredentials)))
        #expect(driver.state.banner == .error(ClientMessages.invalidCredentials))
        #expect(driver.state.banner?.text == "Invalid email or password.", "a sentence, like every other message")
        #expect(driver.state.auth.email.text == "  parent@example.com ")
        #expect(driver.state.auth.password.text == "correct horse")
        #expect(!driver.state.auth.isSubmitting)

        driver.press(.enter)
        let after = driver.send(.account(.signedIn(TestData.session)))
        #expect(driver.state.screen == .main)
        #expect(driver.state.auth.password.isEmpty, "the password does not linger")
        #expect(after.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
    }

    @Test func everyClientErrorBecomesABannerWithItsMessage() {
        let errors: [ClientError] = [.invalidCredentials, .accountExists, .server(status: 500), .invalidResponse,
                                     .rejected(status: 403, serverMessage: nil), .notFound]
        for error in errors {
            var driver = Driver.signedOut()
            driver.type("a@b.co")
            driver.press(.tab)
            driver.type("12345678")
            driver.press(.enter)
            driver.send(.account(.signInFailed(error)))
            #expect(driver.state.banner?.text == error.message)
            #expect(driver.state.banner?.kind == .error)
        }
        var driver = Driver.signedOut()
        driver.send(.account(.signInFailed(.network(.connectionRefused))))
        #expect(driver.state.banner?.text == TestData.notAnswering)
        #expect(driver.state.connection == .offline(TestData.notAnswering))
    }

    @Test func rateLimitSaysWhenToTryAgain() {
        var driver = Driver.signedOut()
        driver.send(.account(.signInFailed(.rateLimited(retryAfterSeconds: 9))))
        #expect(driver.state.banner?.text == "Too many requests. Try again in 9 s.", "try again is said once")
        #expect(Strings.retryAfter(seconds: 9) == "Try again in 9 s.")
        #expect(Strings.retryAfter(seconds: 3600) == "Try again in 60 minutes.")
        #expect(Strings.retryAfter(seconds: 61) == "Try again in 2 minutes.")
    }

    @Test func tabAndTheModeKeySwitchFieldsAndModesWithoutLosingInput() {
        var driver = Driver.signedOut()
        driver.type("a@b.co")
        driver.press(.ctrl("t"))
        #expect(driver.state.auth.mode == .signUp)
        #expect(driver.state.auth.focus == .name, "sign-up starts at the empty name")
        #expect(driver.state.auth.email.text == "a@b.co")
        driver.press(.tab)
        #expect(driver.state.auth.focus == .email)
        driver.press(.backTab, .backTab)
        #expect(driver.state.auth.focus == .confirmation, "focus wraps")
        driver.press(.function(2))
        #expect(driver.state.auth.mode == .signIn)
        #expect(driver.state.auth.focus == .email)
        #expect(!driver.state.auth.revealsPassword)
        driver.press(.ctrl("r"))
        #expect(driver.state.auth.revealsPassword)
    }

    @Test func lettersAreTypedNotCommands() {
        var driver = Driver.signedOut()
        driver.type("q?/jk")
        #expect(driver.state.auth.email.text == "q?/jk")
        #expect(!driver.state.shouldQuit)
        #expect(driver.state.help == nil)
        driver.send(.input(.paste("pasted\nline")))
        #expect(driver.state.auth.email.text == "q?/jkpasted line")
    }

    @Test func signUpSendsNameEmailPassword() {
        var driver = Driver.signedOut()
        driver.press(.ctrl("t"))
        driver.type(" Ada ")
        driver.press(.tab)
        driver.type("ada@example.com")
        driver.press(.tab)
        driver.type("analytical")
        driver.press(.tab)
        driver.type("analytical")
        #expect(driver.press(.enter) == [.signUp(name: "Ada", email: "ada@example.com", password: "analytical")])
        driver.send(.account(.signInFailed(.invalidInput(fields: ["email": "Please enter a valid email address."]))))
        #expect(driver.state.auth.visibleProblem(for: .email) == "Please enter a valid email address.")
        #expect(driver.state.auth.name.text == " Ada ")
        // Editing the field clears the server's message for it.
        driver.type("x")
        #expect(driver.state.auth.serverProblems[.email] == nil)
    }

    @Test func ctrlCQuitsFromTheSignInScreen() {
        var driver = Driver.signedOut()
        driver.type("typed")
        driver.press(.ctrl("c"))
        #expect(driver.state.shouldQuit)
    }
}
