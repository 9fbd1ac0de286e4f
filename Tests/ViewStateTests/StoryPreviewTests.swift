import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The story list keeps no text; the detail pane asks for the opening of the story it shows.
@Suite("Story openings on demand")
struct StoryPreviewTests {
    /// A story as a list page sends it (`contentLimit=0`): no text, and more of it on the server.
    static func listed(_ id: String, status: GenerationStatus = .completed) -> Story {
        var story = TestData.story(id, status: status)
        story.content = ""
        story.contentTruncated = status == .completed ? true : nil
        return story
    }

    /// The story as `GET /stories/:id` answers it: the whole text.
    static func read(_ id: String, text: String = "The moon hummed a song for Luna.") -> Story {
        var story = TestData.story(id)
        story.content = text
        return story
    }

    @Test func theShownStorysOpeningIsAskedForOnceAndShown() {
        var driver = Driver.storyList([Self.listed("s1"), Self.listed("s2")])
        #expect(driver.effects.filter { $0 == .loadPreview(storyID: "s1") }.count == 1,
                "the story list took the focus and its first story is shown: \(driver.effects)")
        let summary = driver.state.stories.selectedItem
        #expect(summary?.preview == "" && summary?.previewIsPartial == true)

        #expect(driver.press(.character("j")).contains(.loadPreview(storyID: "s2")))
        #expect(!driver.press(.character("j")).contains(.loadPreview(storyID: "s2")), "the end of the list: still s2")
        #expect(driver.send(.lists(.previewLoaded(Self.read("s2")))).isEmpty)
        #expect(driver.state.previews.text(for: "s2") == "The moon hummed a song for Luna.")

        // Back to s1: its answer never came (the runner dropped it for s2), so it is asked again;
        // back to s2: it is known.
        #expect(driver.press(.character("k")).contains(.loadPreview(storyID: "s1")))
        #expect(!driver.press(.character("j")).contains { if case .loadPreview = $0 { true } else { false } })
    }

    @Test func aFailureIsNotAskedAgainUntilAnotherStoryWas() {
        var driver = Driver.storyList([Self.listed("s1"), Self.listed("s2")])
        let failed = driver.send(.lists(.previewLoadFailed(id: "s1", .network(.connectionRefused))))
        #expect(!failed.contains(.loadPreview(storyID: "s1")), "no loop on a server that keeps failing")
        #expect(driver.state.banner == nil, "a background read fails quietly")
        #expect(driver.state.previews.failed == "s1", "the pane says so instead of Loading...")
        #expect(driver.press(.character("j")).contains(.loadPreview(storyID: "s2")))
        #expect(driver.press(.character("k")).contains(.loadPreview(storyID: "s1")), "asked again on coming back")
        #expect(driver.state.previews.failed == nil)
    }

    /// A hero with one story cannot move away and back: the list loaded again (the server is
    /// back) asks again.
    @Test func aFailedOpeningIsAskedAgainWhenTheListIsLoadedAgain() {
        var driver = Driver.storyList([Self.listed("s1")])
        driver.send(.lists(.previewLoadFailed(id: "s1", .network(.connectionRefused))))
        #expect(!driver.press(.character("j")).contains(.loadPreview(storyID: "s1")))
        let reloaded = driver.send(.lists(.storiesLoaded(TestData.storyPage([Self.listed("s1")], total: 1), offset: 0,
                                                         requestID: driver.state.storiesRequestID)))
        #expect(reloaded.contains(.loadPreview(storyID: "s1")))
    }

    @Test func anOpeningEvictedWhileShownIsAskedAgain() {
        var driver = Driver.storyList([Self.listed("s0")])
        driver.send(.lists(.previewLoaded(Self.read("s0"))))
        var asked: [Effect] = []
        for index in 0..<StoryPreviews.limit {
            asked += driver.send(.lists(.previewLoaded(Self.read("x\(index)"))))
        }
        #expect(driver.state.previews.text(for: "s0") == nil, "the oldest went")
        #expect(asked.contains(.loadPreview(storyID: "s0")), "the pane shows it: asked again, not Loading... for good")
    }

    @Test func nothingIsAskedForAStoryWithItsTextOrOneNotShown() {
        // Whole texts (a story read again, an older server's list): nothing to ask.
        let whole = Driver.storyList([TestData.story("s1")])
        #expect(!whole.effects.contains { if case .loadPreview = $0 { true } else { false } })
        // A story being written shows its progress, not its opening.
        let writing = Driver.storyList([Self.listed("s1", status: .processing)])
        #expect(!writing.effects.contains { if case .loadPreview = $0 { true } else { false } })
        // The hero pane focused: the detail pane describes the hero.
        var heroes = Driver.storyList([Self.listed("s1")])
        heroes.press(.character("h"))
        #expect(heroes.state.focus == .heroes)
        let before = heroes.effects.count
        heroes.send(.lists(.storiesLoaded(TestData.storyPage([Self.listed("s9")], total: 1), offset: 0,
                                          requestID: heroes.state.storiesRequestID)))
        #expect(!heroes.effects.dropFirst(before).contains(.loadPreview(storyID: "s9")))
    }

    @Test func openingsAreBoundedOldestFirst() {
        var previews = StoryPreviews()
        for index in 0...StoryPreviews.limit {
            var driver = Driver.storyList([Self.listed("s\(index)")])
            driver.state.previews = previews
            driver.send(.lists(.previewLoaded(Self.read("s\(index)", text: "Opening \(index)"))))
            previews = driver.state.previews
        }
        #expect(previews.text(for: "s0") == nil, "the oldest went")
        #expect(previews.text(for: "s1") == "Opening 1")
        #expect(previews.text(for: "s\(StoryPreviews.limit)") == "Opening \(StoryPreviews.limit)")
    }

    @Test func aRefreshedListKeepsTheOpeningOnScreenAndADeletedStoryLosesIt() {
        var driver = Driver.storyList([TestData.story("s1"), TestData.story("s2")])
        #expect(driver.state.stories.selectedItem?.preview == "Once upon a time.")
        // The server's pages come without text: what the pane showed stays.
        let effects = driver.send(.lists(.storiesLoaded(TestData.storyPage([Self.listed("s1"), Self.listed("s2")], total: 2),
                                                        offset: 0, requestID: driver.state.storiesRequestID)))
        #expect(driver.state.previews.text(for: "s1") == "Once upon a time.")
        #expect(!effects.contains(.loadPreview(storyID: "s1")), "a whole text is not asked for again")
        driver.send(.lists(.storyDeleted(id: "s1")))
        #expect(driver.state.previews.text(for: "s1") == nil)
    }

    @Test func theSavedListKeepsTheOpeningsTheListLacks() throws {
        var driver = Driver.storyList([Self.listed("s1")])
        let long = String(repeating: "Luna counted the stars. ", count: 40)
        driver.send(.lists(.previewLoaded(Self.read("s1", text: long))))
        let snapshot = try #require(ListSnapshot(driver.state))
        let kept = try #require(snapshot.stories.first)
        #expect(kept.preview == String(long.prefix(ListSnapshot.previewLimit)))
        #expect(kept.previewIsPartial, "cut for the file: the next run asks for the rest")
        let decoded = try #require(ListSnapshot.decode(snapshot.encoded(), userId: TestData.session.userId))
        #expect(decoded.stories.first?.previewIsPartial == true)

        // A short story read whole is kept whole: not asked for again at the next start.
        var short = Driver.storyList([Self.listed("s1")])
        short.send(.lists(.previewLoaded(Self.read("s1", text: "A short night."))))
        let saved = try #require(ListSnapshot(short.state)?.stories.first)
        #expect(saved.preview == "A short night." && !saved.previewIsPartial)
    }

    @Test func aPreviewHoldsTheFirstCharactersOfTheText() {
        let text = "Il était une fois \"Léa\" 🦊\n" + String(repeating: "é", count: 700)
        #expect(StorySummary(Self.read("s1", text: text)).preview == String(text.prefix(StorySummary.previewLength)))
        #expect(StorySummary(Self.read("s1", text: "short")).preview == "short")
        #expect(StorySummary(Self.read("s1", text: "")).preview == "")
    }
}
