import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The settings section: the profile loaded at sign-in and on opening, ←/→ choices and the name
/// saved with one PATCH on Enter, the server's field messages, and the preferences used by the
/// story picker and narration.
@Suite("Settings section")
struct SettingsSectionTests {
    static func profile(voice: String = "coral", language: String = "English", minutes: Int = 7,
                        name: String = "Ada") -> UserProfile {
        UserProfile(id: "user-1", email: "parent@example.com", name: name, createdAt: TestData.epoch,
                    updatedAt: TestData.epoch, preferredLanguage: language, defaultVoice: voice,
                    defaultStoryLength: minutes, count: .init(heroes: 2, customEvents: 0, stories: 3))
    }

    static func usage() -> AccountUsage {
        AccountUsage(rateLimits: [
            AccountUsage.storyOperation: .init(remaining: 8, limit: 10, resetAt: TestData.epoch),
            AccountUsage.audioOperation: .init(remaining: 10, limit: 10, resetAt: TestData.epoch),
        ], userStats: .init(totalStoriesGenerated: 5, totalAudioGenerated: 3, totalIllustrationsGenerated: 12))
    }

    /// Signed in, in the settings section with the profile and usage loaded.
    static func inSettings(_ profile: UserProfile = profile()) -> Driver {
        var driver = Driver.main()
        driver.press(.character(","))
        driver.send(.settings(.profileLoaded(profile)), .settings(.usageLoaded(usage())))
        return driver
    }

    @Test func signingInLoadsTheProfileAndOpeningSettingsLoadsItAgainWithUsage() {
        var driver = Driver()
        driver.send(.session(.serverReady(label: "x")))
        #expect(driver.send(.session(.sessionRestored(TestData.session, warning: nil))).contains(.settings(.loadProfile)))
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna")]), offset: 0,
                                  requestID: driver.state.heroesRequestID)))
        let opened = driver.press(.character(","))
        #expect(driver.state.keyContext == .settings)
        #expect(opened.contains(.settings(.loadProfile)))
        #expect(opened.contains(.settings(.loadUsage)))
    }

    @Test func choicesChangeWithArrowsAndEnterSavesOnlyWhatChanged() {
        var driver = Self.inSettings()
        #expect(driver.state.settings.focus == .name)
        driver.press(.character("j"))
        #expect(driver.state.settings.focus == .voice)
        driver.press(.right)
        #expect(driver.state.settings.voice == "nova")
        driver.press(.down, .down, .right)
        #expect(driver.state.settings.storyLength == 10)
        #expect(driver.state.hasUnsavedWork)
        let effects = driver.press(.enter)
        #expect(effects == [.settings(.saveProfile(ProfilePatch(defaultVoice: "nova", defaultStoryLength: 10)))])
        #expect(driver.state.settings.isSaving)
        driver.send(.settings(.profileSaved(Self.profile(voice: "nova", minutes: 10))))
        #expect(!driver.state.settings.isSaving)
        #expect(!driver.state.hasUnsavedWork)
        #expect(driver.state.banner == .success(Strings.settingsSaved))
    }

    @Test func theNameIsTypedAfterEnterAndSavedWithTheNextEnter() {
        var driver = Self.inSettings()
        driver.press(.enter)
        #expect(driver.state.keyContext == .settingsName)
        driver.press(.backspace, .backspace, .backspace)
        driver.type("Grace S")
        #expect(driver.state.settings.name.text == "Grace S", "S types an S, it does not sign out")
        #expect(driver.press(.enter) == [.settings(.saveProfile(ProfilePatch(name: "Grace S")))])
    }

    @Test func theServersFieldMessagesShowAndTheEditIsKept() {
        var driver = Self.inSettings()
        driver.press(.enter, .backspace, .backspace, .backspace)
        driver.type("Bo")
        driver.press(.enter)
        driver.send(.settings(.profileSaveFailed(.invalidInput(fields: ["name": "Name is not allowed"]))))
        #expect(driver.state.settings.serverProblems[.name] == "Name is not allowed")
        #expect(driver.state.settings.name.text == "Bo", "nothing typed is lost")
        #expect(driver.state.keyContext == .settingsName)
    }

    @Test func anEmptyNameIsRefusedBeforeAnyRequest() {
        var driver = Self.inSettings()
        driver.press(.enter, .backspace, .backspace, .backspace)
        #expect(driver.press(.enter).isEmpty)
        #expect(driver.state.settings.serverProblems[.name] == Strings.settingsNameInvalid)
    }

    @Test func aSaveOnAnExpiredSessionKeepsTheEditAndIsReplayedAfterSigningIn() {
        var driver = Self.inSettings()
        driver.press(.down, .right, .enter)
        driver.send(.settings(.profileSaveFailed(.sessionExpired)))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.settings.voice == "nova", "the choice survives the expiry")
        driver.send(.account(.signedIn(TestData.session)))
        let request = APIRequest(method: .patch, path: "/api/v1/user/profile")
        let effects = driver.send(.account(.pendingRequestReplayed(request)))
        #expect(effects.contains(.settings(.loadProfile)))
        #expect(!driver.state.settings.awaitsReplay)
    }

    @Test func thePickerStartsFromTheProfilesLanguageAndLength() {
        var driver = Self.inSettings(Self.profile(language: "French", minutes: 10))
        driver.press(.character("H"), .character("s"))
        guard case .story(let picker) = driver.state.form else {
            Issue.record("no picker")
            return
        }
        #expect(picker.language == .french)
        #expect(picker.minutes == 10)
        #expect(picker.request.targetDuration == 600)
    }

    @Test func narrationsAskForTheDefaultVoice() {
        var driver = Self.inSettings(Self.profile(voice: "onyx"))
        driver.press(.character("H"), .tab)
        #expect(driver.press(.character("a")) == [.requestNarration(storyID: "s1", voice: "onyx")])
        // The automatic narration after a story is written uses it too.
        driver.send(.generation(.generationStarted(TestData.story("g1", status: .processing), at: TestData.epoch)))
        let followUps = driver.send(.generation(.generationUpdated(storyID: "g1", GenerationTests.progress(.text, "completed", 100))))
        #expect(followUps.contains(.requestNarration(storyID: "g1", voice: "onyx")))
    }

    @Test func signingOutForgetsTheProfile() {
        var driver = Self.inSettings()
        driver.press(.character("S"), .right, .enter)
        #expect(driver.state.settings.profile == nil)
        #expect(driver.state.preferredVoice == nil)
    }
}
