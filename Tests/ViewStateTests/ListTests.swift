import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

@Suite("Lists")
struct ListTests {
    static func stories(_ range: Range<Int>, favoriteEvery: Int = 0) -> [Story] {
        range.map { index in
            TestData.story("s\(index)", title: "Story number \(index)", favorite: favoriteEvery > 0 && index % favoriteEvery == 0)
        }
    }

    @Test func storiesLoadPageByPageAndShowTheTotalAtOnce() {
        var driver = Driver.main()
        driver.press(.character("j"))  // Max: a fresh story list
        let requestID = driver.state.storiesRequestID
        let next = driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(0..<100), total: 250), offset: 0,
                                              requestID: requestID)))
        #expect(next == [.loadStories(heroID: "h2", offset: 100, requestID: requestID)])
        #expect(driver.state.stories.total == 250, "the total is known from the first page")
        #expect(driver.state.stories.count == 250, "rows still to come are counted")
        #expect(driver.state.stories.items.count == 100)
        #expect(driver.state.stories.isLoading)
        #expect(driver.state.stories.isPending(row: 100) && !driver.state.stories.isPending(row: 99))
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(100..<200), total: 250, offset: 100), offset: 100,
                                   requestID: requestID)))
        let last = driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(200..<250), total: 250, offset: 200),
                                              offset: 200, requestID: requestID)))
        #expect(last.isEmpty)
        #expect(driver.state.stories.count == 250)
        #expect(!driver.state.stories.isLoading)
    }

    @Test func rowsStillComingCanBeSelectedAndFillInWhenTheirPageArrives() {
        var driver = Driver.main()
        driver.press(.character("j"))
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(0..<100), total: 300), offset: 0, requestID: requestID)))
        driver.press(.tab, .character("G"))
        #expect(driver.state.stories.selection == 299, "the end of the whole list, not of the first page")
        #expect(driver.state.stories.selectedID == nil, "its page has not arrived")
        #expect(driver.press(.enter).isEmpty, "nothing to open on a placeholder")
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(100..<200), total: 300, offset: 100), offset: 100,
                                   requestID: requestID)))
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(200..<300), total: 300, offset: 200), offset: 200,
                                   requestID: requestID)))
        #expect(driver.state.stories.selectedID == "s299")
    }

    @Test func aFailedPageDropsTheCountedRowsAndKeepsTheSelectionInside() {
        var driver = Driver.main()
        driver.press(.character("j"))
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(0..<100), total: 300), offset: 0, requestID: requestID)))
        driver.press(.tab, .character("G"))
        driver.send(.lists(.storiesLoadFailed(.server(status: 500), requestID: requestID)))
        #expect(driver.state.stories.count == 100)
        #expect(driver.state.stories.selection == 99)
        #expect(driver.state.stories.selectedID == "s99")
    }

    @Test func aHeroSelectedWhileItsPageIsComingGetsItsStoriesWhenItArrives() {
        var driver = Driver()
        driver.send(.session(.serverReady(label: "x")), .session(.sessionRestored(TestData.session, warning: nil)))
        let requestID = driver.state.heroesRequestID
        let heroes = (0..<250).map { TestData.hero("h\($0)", "Hero \($0)") }
        func page(_ range: Range<Int>) -> HeroPage {
            HeroPage(heroes: Array(heroes[range]),
                     pagination: Pagination(total: 250, limit: 100, offset: range.lowerBound, hasMore: range.upperBound < 250))
        }
        driver.send(.lists(.heroesLoaded(page(0..<100), offset: 0, requestID: requestID)))
        #expect(driver.state.storiesHeroID == "h0")
        driver.press(.character("G"))
        #expect(driver.state.heroes.selection == 249 && driver.state.heroes.selectedID == nil)
        #expect(driver.state.storiesHeroID == "h0", "nothing changes while the hero is only counted")
        driver.send(.lists(.heroesLoaded(page(100..<200), offset: 100, requestID: requestID)))
        let effects = driver.send(.lists(.heroesLoaded(page(200..<250), offset: 200, requestID: requestID)))
        #expect(driver.state.storiesHeroID == "h249")
        #expect(effects.contains(.loadStories(heroID: "h249", offset: 0, requestID: driver.state.storiesRequestID)))
    }

    @Test func aFailedHeroesPageMovesTheStoriesToTheHeroLandedOn() {
        var driver = Driver()
        driver.send(.session(.serverReady(label: "x")), .session(.sessionRestored(TestData.session, warning: nil)))
        let requestID = driver.state.heroesRequestID
        let heroes = (0..<100).map { TestData.hero("h\($0)", "Hero \($0)") }
        driver.send(.lists(.heroesLoaded(HeroPage(heroes: heroes, pagination: Pagination(total: 300, limit: 100, offset: 0, hasMore: true)),
                                  offset: 0, requestID: requestID)))
        driver.press(.character("G"))
        let effects = driver.send(.lists(.heroesLoadFailed(.server(status: 500), requestID: requestID)))
        #expect(driver.state.heroes.selectedID == "h99")
        #expect(driver.state.storiesHeroID == "h99")
        #expect(effects.contains(.loadStories(heroID: "h99", offset: 0, requestID: driver.state.storiesRequestID)))
    }

    @Test func aLateAnswerForAnotherHeroIsIgnored() {
        var driver = Driver.main()
        let oldRequest = driver.state.storiesRequestID
        driver.press(.character("j"))
        #expect(driver.state.storiesRequestID != oldRequest)
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(0..<5), total: 5), offset: 0, requestID: oldRequest)))
        #expect(driver.state.stories.isEmpty)
        #expect(driver.state.storiesHeroID == "h2")
    }

    @Test func tenThousandStoriesLoadAndFilterQuickly() {
        var driver = Driver.main()
        driver.press(.character("j"))
        let requestID = driver.state.storiesRequestID
        let all = Self.stories(0..<10_000, favoriteEvery: 7)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for start in stride(from: 0, to: 10_000, by: 100) {
                driver.send(.lists(.storiesLoaded(TestData.storyPage(Array(all[start..<(start + 100)]), total: 10_000, offset: start),
                                           offset: start, requestID: requestID)))
            }
        }
        #expect(driver.state.stories.count == 10_000)
        #expect(elapsed < .seconds(3), "100 pages took \(elapsed)")
        driver.press(.tab, .character("G"))
        #expect(driver.state.stories.selection == 9_999)
        let filtering = clock.measure {
            driver.press(.character("/"))
            driver.type("number 99")
        }
        // "number 99", "number 990".."number 999", "number 9900".."number 9999".
        #expect(driver.state.stories.count == 1 + 10 + 100)
        #expect(filtering < .seconds(2), "typing a filter took \(filtering)")
        driver.press(.enter, .character("F"))
        #expect(driver.state.stories.count == (0..<10_000).filter { $0 % 7 == 0 && "\($0)".hasPrefix("99") }.count)
    }

    @Test func theFilterNarrowsLiveAndEscapeClearsIt() {
        var driver = Driver.main()
        driver.press(.tab, .character("/"))
        #expect(driver.state.keyContext == .filter)
        driver.type("s2")
        #expect(driver.state.stories.count == 1)
        #expect(driver.state.stories.selectedID == "s2")
        driver.press(.escape)
        #expect(driver.state.keyContext == .stories)
        #expect(driver.state.stories.count == 3)
        driver.press(.character("/"))
        driver.type("story S3")
        driver.press(.enter)
        #expect(driver.state.stories.count == 1, "Enter keeps the filter")
        driver.press(.escape)
        #expect(driver.state.stories.count == 3, "Esc in the list clears a kept filter first")
        #expect(driver.state.focus == .stories)
        driver.press(.escape)
        #expect(driver.state.focus == .heroes)
    }

    @Test func navigationKeysMoveAndPage() {
        var driver = Driver.main(size: TerminalSize(width: 120, height: 14))
        driver.press(.character("j"))
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(TestData.storyPage(Self.stories(0..<50), total: 50), offset: 0, requestID: requestID)))
        driver.press(.character("l"))
        #expect(driver.state.focus == .stories)
        let page = driver.state.pageSize(of: .stories)
        driver.press(.pageDown)
        #expect(driver.state.stories.selection == page)
        driver.press(.character("G"))
        #expect(driver.state.stories.selection == 49)
        let visible = ListView.visibleRowCount(height: page, count: 50, showsPositionIndicator: true)
        #expect(driver.state.stories.scrollOffset == 50 - visible, "the selection stays in view")
        driver.press(.character("g"))
        #expect(driver.state.stories.selection == 0)
        #expect(driver.state.stories.scrollOffset == 0)
        driver.press(.up)
        #expect(driver.state.stories.selection == 0, "no wrap at the top")
        driver.press(.character("h"), .character("h"))
        #expect(driver.state.focus == .heroes, "h stops at the left edge")
        driver.press(.backTab)
        #expect(driver.state.focus == .detail, "Shift-Tab wraps")
    }

    @Test func favouriteTogglesAtOnceAndUndoesOnFailure() {
        var driver = Driver.main()
        driver.press(.tab)
        #expect(driver.press(.character("f")) == [.setFavorite(storyID: "s1", isFavorite: true)])
        #expect(driver.state.stories.item(withID: "s1")?.isFavorite == true)
        driver.send(.lists(.favoriteChangeFailed(storyID: "s1", .server(status: 500))))
        #expect(driver.state.stories.item(withID: "s1")?.isFavorite == false)
        driver.press(.character("f"))
        driver.send(.lists(.favoriteChanged(TestData.story("s1", favorite: true))))
        #expect(driver.state.stories.item(withID: "s1")?.isFavorite == true)
        driver.press(.character("F"))
        #expect(driver.state.stories.count == 1)
    }

    @Test func deletingAHeroAsksNamingItsStoriesWithCancelFocused() {
        var driver = Driver.main()
        driver.press(.character("d"))
        let confirmation = driver.state.confirmation
        #expect(confirmation?.message == Strings.deleteHeroMessage(name: "Luna", stories: 3))
        #expect(confirmation?.message.contains("3 stories") == true)
        #expect(confirmation?.focusedButton == 0)
        #expect(driver.press(.enter).isEmpty, "Enter on the default answer deletes nothing")
        #expect(driver.state.confirmation == nil)
        driver.press(.character("d"), .right)
        #expect(driver.press(.enter) == [.deleteHero(id: "h1")])
        let effects = driver.send(.lists(.heroDeleted(id: "h1")))
        #expect(driver.state.heroes.count == 1)
        #expect(effects.contains(.loadStories(heroID: "h2", offset: 0, requestID: driver.state.storiesRequestID)))
    }

    @Test func deletingAStoryUpdatesTheListAndTheHerosCount() {
        var driver = Driver.main()
        driver.press(.tab, .character("j"), .character("d"))
        #expect(driver.state.confirmation?.subject == .deleteStory(id: "s2", title: "Story s2"))
        driver.press(.tab)
        #expect(driver.press(.enter) == [.deleteStory(id: "s2")])
        driver.send(.lists(.storyDeleted(id: "s2")))
        #expect(driver.state.stories.items.map(\.id) == ["s1", "s3"])
        #expect(driver.state.stories.selectedID == "s3")
        #expect(driver.state.heroes.item(withID: "h1")?.count.stories == 2)
        #expect(driver.state.banner == .success(Strings.storyDeleted("Story s2")))
    }

    @Test func openingAStoryLoadsItForTheReaderAndScrollsWithinIt() {
        var driver = Driver.main(size: TerminalSize(width: 120, height: 20))
        driver.press(.tab)
        #expect(driver.press(.enter) == [.openStory(id: "s1")])
        #expect(driver.state.keyContext == .reader)
        var long = TestData.story("s1")
        long.content = (1...200).map { "Paragraph \($0) of the story." }.joined(separator: "\n\n")
        driver.send(.lists(.storyOpened(long)))
        driver.press(.pageDown, .pageDown)
        #expect(driver.state.reader?.scrollOffset ?? 0 > 0)
        driver.press(.character("G"))
        let end = driver.state.reader?.scrollOffset ?? 0
        driver.press(.down)
        #expect(driver.state.reader?.scrollOffset == end, "no scrolling past the end")
        driver.press(.character("g"))
        #expect(driver.state.reader?.scrollOffset == 0)
        driver.press(.escape)
        #expect(driver.state.reader == nil)
    }

    @Test func sceneBreaksFollowTheIllustrations() {
        let content = "First scene.\n\nStill first.\n\nSecond scene.\n\nThird scene."
        let illustrations = [
            Illustration(id: "a", displayOrder: 0, textSegment: "First scene.\n\nStill first.", imagePrompt: "", timestamp: 0,
                         status: .completed),
            Illustration(id: "c", displayOrder: 2, textSegment: "Third scene.", imagePrompt: "", timestamp: 0, status: .pending),
            Illustration(id: "b", displayOrder: 1, textSegment: "Second scene.", imagePrompt: "", timestamp: 0, status: .failed),
        ]
        #expect(ReaderText.compose(content: content, illustrations: illustrations)
                    == "First scene.\n\nStill first.\n\n***\n\nSecond scene.\n\n***\n\nThird scene.")
        #expect(ReaderText.compose(content: content, illustrations: []) == content)
        // A segment that is not in the text (edited story) adds no break.
        let missing = [illustrations[0], Illustration(id: "x", displayOrder: 1, textSegment: "Nowhere.", imagePrompt: "",
                                                      timestamp: 0, status: .completed)]
        #expect(ReaderText.compose(content: content, illustrations: missing) == content)
    }
}
