import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

@Suite("Lists kept between runs")
struct ListSnapshotTests {
    /// The state of a run that is about to quit: signed in, Max selected, his stories listed.
    static func quittingState() throws -> (AppState, ListSnapshot) {
        var driver = Driver.main()
        driver.press(.character("j"))  // Max
        driver.send(.lists(.storiesLoaded(TestData.storyPage((0..<120).map { TestData.story("m\($0)", heroID: "h2") }, total: 500),
                                   offset: 0, requestID: driver.state.storiesRequestID)))
        return (driver.state, try #require(ListSnapshot(driver.state)))
    }

    @Test func aSnapshotKeepsTheFirstPagesTotalsAndSelection() throws {
        let (_, snapshot) = try Self.quittingState()
        #expect(snapshot.userId == TestData.session.userId)
        #expect(snapshot.heroes.map(\.id) == ["h1", "h2"] && snapshot.heroSelection == 1)
        #expect(snapshot.storiesHeroID == "h2")
        #expect(snapshot.stories.count == ListSnapshot.pageLimit && snapshot.storyTotal == 500)
        let decoded = try #require(ListSnapshot.decode(snapshot.encoded(), userId: TestData.session.userId))
        #expect(decoded == snapshot)
        #expect(ListSnapshot.decode(snapshot.encoded(), userId: "someone-else") == nil, "never another user's lists")
        #expect(ListSnapshot.decode(Data("{not json".utf8), userId: TestData.session.userId) == nil)
        #expect(ListSnapshot(Driver.signedOut().state) == nil, "nothing kept when nobody is signed in")
    }

    @Test func wholeNumbersAreReadAsCountsAndFractionsAreRefused() throws {
        let (_, snapshot) = try Self.quittingState()
        let text = String(decoding: snapshot.encoded(), as: UTF8.self)
        #expect(text.contains("\"heroSelection\":1,"))
        let written = { (selection: String) in
            ListSnapshot.decode(Data(text.replacingOccurrences(of: "\"heroSelection\":1,", with: "\"heroSelection\":\(selection),").utf8),
                                userId: TestData.session.userId)
        }
        #expect(written("1.0")?.heroSelection == 1)
        #expect(written("1e0")?.heroSelection == 1)
        #expect(written("1.5") == nil, "a fraction is not a position")
        #expect(written("\"1\"") == nil, "nor is a string")
    }

    @Test func everyFieldSurvivesTheRoundTrip() throws {
        var driver = Driver()
        driver.send(.session(.serverReady(label: "x")), .session(.sessionRestored(TestData.session, warning: nil)))
        let hero = Hero(id: "h1", name: "Léa 🦊 \"quoted\"\tand\nlines", age: 9, traits: ["Brave", "Kind"],
                        specialAbilities: ["whistles"], appearance: "red boots", hairColor: "brown", eyeColor: "green",
                        skinTone: "warm", height: "tall", avatarUrl: "http://x/a.png?sig=1", avatarPrompt: "smiling",
                        createdAt: TestData.epoch, updatedAt: TestData.epoch.addingTimeInterval(1.234),
                        count: Hero.Counts(stories: 7))
        driver.send(.lists(.heroesLoaded(TestData.heroPage([hero]), offset: 0, requestID: driver.state.heroesRequestID)))
        var story = TestData.story("s1", title: "小龙 and the 🌙", favorite: true, audio: .completed, illustrations: .partial)
        story.eventType = "Bedtime Adventure"
        story.audioDuration = 412.5
        story.hero = Story.HeroSummary(id: "h1", name: "Léa")
        driver.send(.lists(.storiesLoaded(TestData.storyPage([story], total: 1), offset: 0, requestID: driver.state.storiesRequestID)))
        let snapshot = try #require(ListSnapshot(driver.state))
        let decoded = try #require(ListSnapshot.decode(snapshot.encoded(), userId: TestData.session.userId))
        #expect(decoded == snapshot)
        #expect(decoded.heroes.first == hero)
        #expect(decoded.stories.first?.audioDuration == 412.5 && decoded.stories.first?.heroName == "Léa")
    }

    @Test func theNextStartShowsItAtOnceThenRefreshesKeepingTheSelection() throws {
        let (_, snapshot) = try Self.quittingState()
        var driver = Driver()
        #expect(driver.send(.session(.snapshotRestored(snapshot))).isEmpty, "no network before the server is ready")
        #expect(driver.state.screen == .main)
        #expect(driver.state.heroes.selectedID == "h2")
        #expect(driver.state.stories.count == 500, "the whole list is counted at once")
        #expect(driver.state.stories.item(atRow: 0)?.id == "m0")

        // The lists go out beside the session check, not after it.
        let ready = driver.send(.session(.serverReady(label: "x")))
        #expect(ready.contains(.restoreSession))
        #expect(ready.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
        #expect(ready.contains(.loadStories(heroID: "h2", offset: 0, requestID: driver.state.storiesRequestID)))
        let effects = driver.send(.session(.sessionRestored(TestData.session, warning: nil)))
        #expect(effects == [.settings(.loadProfile)], "the lists are not asked twice")
        #expect(!driver.state.showsSnapshot)
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna"), TestData.hero("h2", "Max")]),
                                  offset: 0, requestID: driver.state.heroesRequestID)))
        #expect(driver.state.heroes.selectedID == "h2", "the refresh keeps the selection")
    }

    @Test func theSavedListsAvatarIsFetchedOnceTheServerIsReadyNotLeftLoading() throws {
        var running = Driver.main()
        var luna = TestData.hero("h1", "Luna")
        luna.avatarUrl = "http://127.0.0.1:1/media/avatars/h1.png?signature=1"
        running.send(.lists(.heroesLoaded(TestData.heroPage([luna, TestData.hero("h2", "Max")]), offset: 0,
                                   requestID: running.state.heroesRequestID)))
        let snapshot = try #require(ListSnapshot(running.state))

        var driver = Driver()
        driver.send(.session(.snapshotRestored(snapshot)))
        // The first frame asks for the avatar, but nothing can fetch it before the server is ready.
        let asked = driver.state.pictures.filter { $0.key.source.contains("avatars/h1.png") }
        #expect(asked.count == 1)
        let effects = driver.send(.session(.serverReady(label: "x")))
        #expect(effects.contains { if case .renderPicture(let url, _) = $0 { url == luna.avatarUrl } else { false } },
                "the avatar is asked for again once something can fetch it: \(effects)")
    }

    @Test func aSavedSessionWithNoListsKeptDrawsTheMainScreenAtOnceThenFillsIt() throws {
        var driver = Driver()
        let placeholder = ListSnapshot.placeholder(userId: TestData.session.userId, email: TestData.session.email)
        #expect(driver.send(.session(.snapshotRestored(placeholder))).isEmpty, "no network before the server is ready")
        #expect(driver.state.screen == .main)
        #expect(driver.state.heroes.isLoading && driver.state.stories.isLoading, "both panes say Loading...")
        let ready = driver.send(.session(.serverReady(label: "x")))
        #expect(ready.contains(.restoreSession) && ready.contains(.loadHeroes(offset: 0, requestID: driver.state.heroesRequestID)))
        // The stories follow the first page of heroes (which hero is selected is not known before).
        let afterHeroes = driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna")]), offset: 0,
                                                            requestID: driver.state.heroesRequestID)))
        #expect(afterHeroes.contains(.loadStories(heroID: "h1", offset: 0, requestID: driver.state.storiesRequestID)))
        #expect(driver.send(.session(.sessionRestored(TestData.session, warning: nil))) == [.settings(.loadProfile)])
        #expect(driver.state.screen == .main && !driver.state.showsSnapshot)

        // An account with no hero: the stories pane stops waiting.
        var empty = Driver()
        empty.send(.session(.snapshotRestored(placeholder)), .session(.serverReady(label: "x")))
        empty.send(.lists(.heroesLoaded(TestData.heroPage([]), offset: 0, requestID: empty.state.heroesRequestID)))
        #expect(!empty.state.heroes.isLoading && !empty.state.stories.isLoading)

        // A refused session still ends on the sign-in form, the email kept, nothing listed.
        var refused = Driver()
        refused.send(.session(.snapshotRestored(placeholder)), .session(.savedSessionFound(email: TestData.session.email)),
                     .session(.serverReady(label: "x")), .session(.sessionRestored(nil, warning: nil)))
        #expect(refused.state.screen == .auth && refused.state.auth.email.text == TestData.session.email)
        #expect(refused.state.heroes.items.isEmpty && !refused.state.snapshotRefreshSent)
    }

    @Test func aRefusedSessionTakesTheSnapshotOffTheScreen() throws {
        let (_, snapshot) = try Self.quittingState()
        var driver = Driver()
        driver.send(.session(.snapshotRestored(snapshot)))
        driver.send(.session(.serverReady(label: "x")))
        driver.send(.session(.sessionRestored(nil, warning: nil)))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.session == nil)
        #expect(driver.state.heroes.items.isEmpty && driver.state.stories.items.isEmpty)

        var offline = Driver()
        offline.send(.session(.snapshotRestored(snapshot)))
        offline.send(.session(.serverReady(label: "x")))
        offline.send(.session(.sessionRestoreFailed(.network(.connectionRefused))))
        #expect(offline.state.screen == .auth && offline.state.heroes.items.isEmpty)
    }

    @Test func beforeTheServerAnswersLookingAroundWorksAndChangesWait() throws {
        let (_, snapshot) = try Self.quittingState()
        var driver = Driver()
        driver.send(.session(.snapshotRestored(snapshot)))
        driver.press(.tab)
        driver.press(.character("j"))
        #expect(driver.state.stories.selection == 1)
        #expect(driver.press(.character("d")).isEmpty)
        #expect(driver.state.confirmation == nil)
        #expect(driver.state.banner == .warning(Strings.stillConnecting))
        #expect(driver.press(.enter).isEmpty, "opening a story needs the server")
    }
}
