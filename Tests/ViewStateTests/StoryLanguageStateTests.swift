import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The story picker and the settings offer the languages the server writes: all five until it
/// says, then its list; a preference it no longer writes reads as the first offered.
@Suite("Story languages in the app")
struct StoryLanguageStateTests {
    static let written: [StoryLanguage] = [.english, .french]

    /// The story picker of the selected hero, opened from the library.
    static func openPicker(_ driver: inout Driver) -> StoryPicker? {
        driver.press(.character("s"))
        guard case .story(let picker) = driver.state.form else { return nil }
        return picker
    }

    /// Every language the picker's ←/→ go through, starting from its first.
    static func languagesOffered(_ driver: inout Driver) -> [StoryLanguage] {
        driver.press(.tab, .tab)
        var seen: [StoryLanguage] = []
        for _ in 0..<6 {
            guard case .story(let picker) = driver.state.form, picker.focus == .language else { return seen }
            if seen.contains(picker.language) { break }
            seen.append(picker.language)
            driver.press(.right)
        }
        return seen
    }

    @Test func untilTheServerAnswersEveryLanguageIsOffered() {
        var driver = Driver.main()
        #expect(driver.state.storyLanguages == Catalog.languages)
        _ = Self.openPicker(&driver)
        #expect(Self.languagesOffered(&driver) == Catalog.languages)
    }

    @Test func thePickerOffersOnlyTheServersLanguages() {
        var driver = Driver.main()
        #expect(driver.send(.session(.storyLanguagesLoaded(Self.written))).isEmpty)
        let picker = Self.openPicker(&driver)
        #expect(picker?.languageChoices == Self.written)
        #expect(Self.languagesOffered(&driver) == Self.written, "← and → wrap within the two")
        driver.press(.left)
        driver.press(.enter)
        guard case .generateStory(let request)? = driver.effects.last else {
            Issue.record("no story asked for: \(driver.effects)")
            return
        }
        #expect(request.language == "French")
    }

    @Test func theAnswerArrivingWhileThePickerIsOpenKeepsAChoiceStillOffered() {
        var driver = SettingsSectionTests.inSettings(SettingsSectionTests.profile(language: "French"))
        driver.press(.character("H"))
        #expect(Self.openPicker(&driver)?.language == .french)
        driver.send(.session(.storyLanguagesLoaded(Self.written)))
        guard case .story(let french) = driver.state.form else { return }
        #expect(french.language == .french && french.languageChoices == Self.written)

        var italian = Driver.main()
        _ = Self.openPicker(&italian)
        italian.press(.tab, .tab, .left)
        guard case .story(let before) = italian.state.form else { return }
        #expect(before.language == .italian)
        italian.send(.session(.storyLanguagesLoaded(Self.written)))
        guard case .story(let after) = italian.state.form else { return }
        #expect(after.language == .english, "no longer offered: the first is")
    }

    @Test func aSavedPreferenceTheServerNoLongerWritesFallsBackToTheFirstOffered() {
        // The profile first, then the server's answer.
        var driver = SettingsSectionTests.inSettings(SettingsSectionTests.profile(language: "Italian"))
        #expect(driver.state.settings.language == .italian, "offered while every language is")
        driver.send(.session(.storyLanguagesLoaded(Self.written)))
        #expect(driver.state.settings.language == .english)
        #expect(!driver.state.settings.isChanged(.language) && !driver.state.hasUnsavedWork,
                "the fallback is not an edit to save or lose")
        #expect(driver.state.preferredLanguage == .english)
        // Saving another choice leaves the stored language alone.
        driver.press(.character("j"), .right)
        #expect(driver.press(.enter) == [.settings(.saveProfile(ProfilePatch(defaultVoice: "nova")))])

        // The server's answer first, then the profile.
        var later = Driver.main()
        later.send(.session(.storyLanguagesLoaded(Self.written)))
        later.press(.character(","))
        later.send(.settings(.profileLoaded(SettingsSectionTests.profile(language: "Italian"))))
        #expect(later.state.settings.languageChoices == Self.written)
        #expect(later.state.settings.language == .english && !later.state.hasUnsavedWork)
        later.press(.character("H"))
        #expect(Self.openPicker(&later)?.language == .english)
    }

    @Test func settingsOfferOnlyTheServersLanguagesAndKeepAnEditStillOffered() {
        var driver = SettingsSectionTests.inSettings()
        driver.press(.character("j"), .character("j"), .right)
        #expect(driver.state.settings.language == .french && driver.state.settings.isChanged(.language))
        driver.send(.session(.storyLanguagesLoaded(Self.written)))
        #expect(driver.state.settings.language == .french && driver.state.settings.isChanged(.language))
        driver.press(.right)
        #expect(driver.state.settings.language == .english, "wraps within the two")
        driver.press(.right)
        #expect(driver.press(.enter) == [.settings(.saveProfile(ProfilePatch(preferredLanguage: "French")))])
    }

    @Test func theListIsAskedForAtStartAndAgainWhenTheServerIsBack() {
        var driver = Driver()
        #expect(driver.send(.session(.serverReady(label: "http://127.0.0.1:9"))).contains(.loadStoryLanguages))
        var main = Driver.main()
        main.send(.session(.connectivityChecked(RoundOneFixTests.down)))
        #expect(main.send(.session(.connectivityChecked(RoundOneFixTests.up))).contains(.loadStoryLanguages))
        #expect(!main.send(.session(.connectivityChecked(RoundOneFixTests.up))).contains(.loadStoryLanguages), "once per outage")
    }

    @Test func signingOutKeepsTheServersLanguagesAndAnEmptyAnswerChangesNothing() {
        var driver = SettingsSectionTests.inSettings()
        driver.send(.session(.storyLanguagesLoaded([])))
        #expect(driver.state.storyLanguages == Catalog.languages)
        driver.send(.session(.storyLanguagesLoaded(Self.written)))
        driver.press(.character("S"), .right, .enter)
        #expect(driver.state.screen == .auth && driver.state.settings.profile == nil)
        #expect(driver.state.storyLanguages == Self.written)
        #expect(driver.state.settings.languageChoices == Self.written, "the server's, whoever signs in next")
    }

    @Test func theRunnerReadsTheRealServersList() async throws {
        try await LiveServer.run { live in
            let probe = RunnerProbe(services: live.services)
            probe.runner.run(.loadStoryLanguages)
            guard case .session(.storyLanguagesLoaded(let languages)) = try await probe.next("storyLanguagesLoaded") else { return }
            #expect(Array(languages.prefix(2)) == [.english, .french])
            #expect(languages == Catalog.languages.filter(languages.contains), "in the catalog's order")
        }
    }
}
