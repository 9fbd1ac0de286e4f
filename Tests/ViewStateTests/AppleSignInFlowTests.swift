import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// Signing in with Apple through a browser, as the reducer runs it: offered only when the
/// server says so, first in the form; a code, polls at the server's pace, the session; Esc and
/// Apple's Cancel go back with no banner; failures say so. And deleting the account.
@Suite("Apple sign-in flow")
struct AppleSignInFlowTests {
    static let apple = SignInMethods(apple: .init(idToken: true, deviceAuthorization: true))
    static let code = DeviceAuthorizationResponse(
        deviceCode: "device-secret", userCode: "BCDF-GHJK", verificationURI: "http://127.0.0.1:1/device",
        verificationURIComplete: "http://127.0.0.1:1/device?user_code=BCDF-GHJK", expiresIn: 600, interval: 5)
    static let qr = QRMatrix(width: 21, modules: Array(repeating: true, count: 21 * 21))

    static func offered() -> Driver {
        var driver = Driver.signedOut()
        driver.send(.session(.signInMethodsLoaded(apple)))
        return driver
    }

    /// Started with F4 and answered with a code: polling.
    static func waiting() -> Driver {
        var driver = offered()
        driver.press(.function(4))
        driver.send(.account(.appleSignInStarted(attempt: 1, code, qrCode: qr, browser: .noDisplay)))
        return driver
    }

    @Test func offeredOnlyWhenTheServerRunsTheBrowserFlowAndFirstInTheForm() {
        var driver = Driver.signedOut()
        #expect(!driver.state.auth.fields.contains(.apple))
        #expect(driver.press(.function(4)).isEmpty, "nothing to start on a server without Apple")
        #expect(driver.state.banner?.text == Strings.appleNotOffered, "F4 says why it does nothing")
        driver.send(.session(.signInMethodsLoaded(SignInMethods(apple: .init(idToken: true, deviceAuthorization: false)))))
        #expect(!driver.state.auth.offersApple, "native tokens only: a terminal cannot use them")
        driver.send(.session(.signInMethodsLoaded(Self.apple)))
        #expect(driver.state.auth.fields.first == .apple)
        // Reachable from the keyboard: Shift-Tab from the first text field lands on it, Enter starts.
        let first = driver.state.auth.focus
        while driver.state.auth.focus != .apple { driver.press(.backTab) }
        driver.type("typed into a button")
        #expect(driver.state.auth.editor(for: first).text.isEmpty, "a button takes no text")
        #expect(driver.press(.enter) == [.startAppleSignIn(attempt: 1)])
        #expect(driver.state.keyContext == .appleSignIn)
        // Signing out (a fresh state) keeps what the server offers.
        var signedIn = Driver.main()
        signedIn.send(.session(.signInMethodsLoaded(Self.apple)))
        signedIn.press(.character("S"))
        signedIn.press(.tab, .enter)
        #expect(signedIn.state.screen == .auth && signedIn.state.auth.offersApple)
    }

    @Test func pollsAtTheServersPaceSlowsDownWhenToldAndSignsIn() {
        var driver = Self.offered()
        driver.press(.function(4))
        #expect(driver.state.appleSignIn?.phase == .requesting)
        let effects = driver.send(.account(.appleSignInStarted(attempt: 1, Self.code, qrCode: Self.qr, browser: .opened)))
        #expect(effects == [.pollAppleSignIn(deviceCode: "device-secret", afterSeconds: 5, attempt: 1)])
        #expect(driver.state.appleSignIn?.code == Self.code)
        #expect(driver.state.appleSignIn?.qrCode == Self.qr)
        #expect(driver.state.appleSignIn?.browserNote == Strings.appleBrowserOpened)
        #expect(driver.send(.account(.appleSignInPolled(attempt: 1, .pending)))
                    == [.pollAppleSignIn(deviceCode: "device-secret", afterSeconds: 5, attempt: 1)])
        #expect(driver.send(.account(.appleSignInPolled(attempt: 1, .slowDown)))
                    == [.pollAppleSignIn(deviceCode: "device-secret", afterSeconds: 10, attempt: 1)])
        let signedIn = driver.send(.account(.appleSignInPolled(attempt: 1, .signedIn(TestData.session))))
        #expect(driver.state.screen == .main && driver.state.appleSignIn == nil)
        #expect(driver.state.session == TestData.session)
        #expect(signedIn.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
    }

    @Test func escAndCancelAtAppleGoBackWithNoBannerAndLateAnswersAreIgnored() {
        var driver = Self.waiting()
        driver.type("parent")  // keys while waiting type nothing anywhere
        #expect(driver.press(.escape) == [.stopAppleSignIn])
        #expect(driver.state.appleSignIn == nil && driver.state.keyContext == .auth)
        #expect(driver.state.banner == nil)
        #expect(driver.state.auth.email.text.isEmpty)
        // A poll of the cancelled attempt that was already on its way changes nothing.
        #expect(driver.send(.account(.appleSignInPolled(attempt: 1, .signedIn(TestData.session)))).isEmpty)
        #expect(driver.state.screen == .auth)

        // A second attempt, cancelled at Apple: back, no banner either.
        driver.press(.function(4))
        driver.send(.account(.appleSignInStarted(attempt: 2, Self.code, qrCode: nil, browser: nil)))
        #expect(driver.send(.account(.appleSignInPolled(attempt: 2, .denied))).isEmpty)
        #expect(driver.state.appleSignIn == nil && driver.state.banner == nil)
    }

    @Test func failuresSaySoAndTheFormIsStillThere() {
        for (status, message) in [(DeviceSignInStatus.failed, Strings.appleSignInFailed),
                                  (.expired, Strings.appleCodeExpired),
                                  (.accountNotLinked, Strings.appleAccountNotLinked)] {
            var driver = Self.offered()
            driver.type("parent@example.com")
            driver.press(.function(4))
            driver.send(.account(.appleSignInStarted(attempt: 1, Self.code, qrCode: nil, browser: nil)))
            driver.send(.account(.appleSignInPolled(attempt: 1, status)))
            #expect(driver.state.appleSignIn == nil)
            #expect(driver.state.banner == .error(message))
            #expect(driver.state.auth.fields.contains(.email), "email and password remain")
        }
        // No network: the network's message, and the badge knows.
        var offline = Self.offered()
        offline.press(.function(4))
        offline.send(.account(.appleSignInFailed(attempt: 1, .network(.connectionRefused))))
        #expect(offline.state.appleSignIn == nil)
        #expect(offline.state.banner == .error(TestData.notAnswering))
        // A refusal of another kind: Apple sign-in failed, try again.
        var refused = Self.offered()
        refused.press(.function(4))
        refused.send(.account(.appleSignInFailed(attempt: 1, .notFound)))
        #expect(refused.state.banner == .error(Strings.appleSignInFailed))
        // And again: a new attempt starts.
        #expect(refused.press(.function(4)) == [.startAppleSignIn(attempt: 2)])
    }

    @Test func theBrowserCanBeOpenedAgainAndSaysWhatHappened() {
        var driver = Self.waiting()
        #expect(driver.state.appleSignIn?.browserNote == Strings.appleNoBrowser)
        #expect(driver.press(.character("o")) == [.openSignInPage(url: Self.code.verificationURIComplete)])
        driver.send(.account(.signInPageOpened(.opened)))
        #expect(driver.state.appleSignIn?.browserNote == Strings.appleBrowserOpened)
    }

    @Test func deletingTheAccountNeedsTheEmailTypedThenEndsEverything() {
        var driver = Driver.main()
        driver.press(.character("D"))
        #expect(driver.state.keyContext == .typedConfirmation)
        #expect(driver.press(.enter).isEmpty, "nothing typed: nothing deleted")
        #expect(driver.state.confirmation?.problem == Strings.typeToConfirm("parent@example.com"))
        driver.type("someone@else.com")
        #expect(driver.state.confirmation?.problem == nil, "typing clears the problem")
        #expect(driver.press(.enter).isEmpty)
        #expect(driver.press(.escape).isEmpty)
        #expect(driver.state.confirmation == nil && driver.state.screen == .main)

        driver.press(.character("D"))
        driver.type("  Parent@Example.com")
        #expect(driver.press(.enter) == [.deleteAccount])
        #expect(driver.state.confirmation == nil)
        // The server refused: still signed in, and told why.
        driver.send(.account(.accountDeletionFailed(.network(.timedOut))))
        #expect(driver.state.screen == .main && !driver.state.isSaving)
        driver.press(.character("D"))
        driver.type("parent@example.com")
        driver.press(.enter)
        let effects = driver.send(.account(.accountDeleted))
        #expect(effects.last == .signOut)
        #expect(!effects.contains { if case .reportListening = $0 { true } else { false } })
        #expect(driver.state.screen == .auth && driver.state.session == nil)
        #expect(driver.state.heroes.items.isEmpty)
        #expect(driver.state.banner == .success(Strings.accountDeleted))
    }

    @Test func signOutIsSWithItsQuestion() {
        var driver = Driver.main()
        driver.press(.character("S"))
        guard case .signOut(let email, _) = driver.state.confirmation?.subject else {
            Issue.record("S asks before signing out")
            return
        }
        #expect(email == "parent@example.com")
        #expect(driver.press(.enter).isEmpty, "Cancel is focused")
        driver.press(.character("S"))
        #expect(driver.press(.tab, .enter).last == .signOut)
    }
}
