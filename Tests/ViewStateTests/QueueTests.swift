import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// Tonight's queue in the reducer: `+`, the `Q` overlay (move, remove, play), playing through
/// the queue with the reader following, the pause between stories, a story gone elsewhere, and
/// the sleep timer over the whole queue.
@Suite("Tonight's queue in the reducer")
struct QueueTests {
    static func narrated(_ id: String, _ title: String, seconds: Double = 120) -> Story {
        var story = TestData.story(id, title: title, audio: .completed)
        story.audioDuration = seconds
        story.content = ""
        return story
    }

    static func item(_ story: Story, _ position: Int) -> QueueItem {
        QueueItem(storyId: story.id, position: position, addedAt: TestData.epoch, story: story)
    }

    static func page(_ stories: [Story]) -> QueuePage {
        QueuePage(items: stories.enumerated().map { item($1, $0) },
                  pagination: Pagination(total: stories.count, limit: 100, offset: 0, hasMore: false))
    }

    static let moon = narrated("s1", "The Moon Trip"), sea = narrated("s2", "The Quiet Sea"), owl = narrated("s3", "Owl Night")

    /// The reader on s1, with the queue shown and loaded with `stories`.
    static func shownQueue(_ stories: [Story] = [moon, sea, owl]) -> Driver {
        var driver = ListeningStateTests.reader()
        #expect(driver.press(.character("Q")) == [.queue(.load)])
        #expect(driver.state.keyContext == .queue)
        driver.send(.queue(.loaded(page(stories))))
        return driver
    }

    static func event(_ kind: PlayerEvent.Kind, _ seconds: Double, story: String = "s1") -> Action {
        ListeningStateTests.event(kind, seconds, story: story)
    }

    @Test func plusAsksTheServerAndTheAnswerJoinsTheQueue() {
        var driver = ListeningStateTests.reader()
        #expect(driver.press(.character("+")) == [.queue(.add(storyID: "s1"))])
        driver.send(.queue(.added(Self.item(Self.moon, 0))))
        #expect(driver.state.queue.items.map(\.storyId) == ["s1"])
        #expect(driver.state.banner?.text == Strings.queueAdded("The Moon Trip", count: 1))
        // From the story list too, for the selected story.
        for _ in 0..<3 where driver.state.keyContext != .stories { driver.press(.escape) }
        #expect(driver.state.keyContext == .stories)
        driver.press(.character("j"))
        #expect(driver.press(.character("+")) == [.queue(.add(storyID: "s2"))])
        // A full queue says so in the server's words.
        driver.send(.queue(.addFailed(storyID: "s2", .rejected(status: 409, serverMessage: "Tonight's queue holds at most 50 stories"))))
        #expect(driver.state.banner?.text == "Tonight's queue holds at most 50 stories")
    }

    @Test func theOverlayMovesAndRemovesStoriesAndSaysWhatLeftElsewhere() {
        var driver = Self.shownQueue()
        #expect(driver.state.queue.selection == 0)
        #expect(driver.press(.character("J")) == [.queue(.reorder(storyIDs: ["s2", "s1", "s3"]))])
        #expect(driver.state.queue.selection == 1, "the selection moves with the story")
        #expect(driver.press(.character("K")) == [.queue(.reorder(storyIDs: ["s1", "s2", "s3"]))])
        #expect(driver.press(.character("K")) == [], "the first story cannot move up")
        driver.press(.character("G"))
        #expect(driver.press(.character("d")) == [.queue(.remove(storyID: "s3"))])
        #expect(driver.state.queue.items.map(\.storyId) == ["s1", "s2"])
        #expect(driver.state.queue.selection == 1, "the selection stays on a row")
        // Loaded again: a story another terminal deleted is named once.
        driver.send(.queue(.loaded(Self.page([Self.sea]))))
        #expect(driver.state.banner?.text == Strings.queueStoriesGone("The Moon Trip", others: 0))
        // A stale order refused by the server loads the queue again.
        #expect(driver.send(.queue(.changeFailed(.rejected(status: 409, serverMessage: "changed")))) == [.queue(.load)])
        driver.press(.escape)
        #expect(driver.state.keyContext == .reader)
    }

    @Test func playingTheQueueGoesStoryByStoryWithTheReaderFollowing() throws {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        // Enter plays from the selected story: the reader opens on it and it plays.
        let effects = driver.press(.enter)
        #expect(effects.contains(.openStory(id: "s2")))
        #expect(effects.contains(.playNarration(storyID: "s2", from: 0, speed: 1)))
        #expect(driver.state.queue.playingStoryID == "s2")
        #expect(driver.state.reader?.storyID == "s2")
        #expect(driver.state.keyContext == .reader)
        driver.send(Self.event(.started(duration: 120), 0, story: "s2"))

        // The end of the first story: it leaves the queue; the next one after the pause.
        let finished = driver.send(Self.event(.finished, 120, story: "s2"))
        #expect(finished.contains(.queue(.remove(storyID: "s2"))))
        #expect(finished.contains(.queue(.pauseBeforeNext(storyID: "s3", seconds: QueueState.pauseSeconds))))
        #expect(finished.contains { if case .reportListening(let report) = $0 { report.completed } else { false } })
        #expect(driver.state.banner?.text == Strings.queueNext("Owl Night"))
        #expect(driver.state.queue.items.map(\.storyId) == ["s3"])
        let next = driver.send(.queue(.pauseOver(storyID: "s3")))
        #expect(next.contains(.openStory(id: "s3")), "the reader follows")
        #expect(next.contains(.playNarration(storyID: "s3", from: 0, speed: 1)))
        #expect(driver.state.reader?.storyID == "s3")
        driver.send(Self.event(.started(duration: 120), 125, story: "s3"))
        let last = driver.send(Self.event(.finished, 245, story: "s3"))
        #expect(last.contains(.queue(.remove(storyID: "s3"))))
        #expect(!last.contains { if case .queue(.pauseBeforeNext) = $0 { true } else { false } })
        #expect(driver.state.queue.isPlaying == false)
        #expect(driver.state.banner?.text == Strings.queueDone)
    }

    @Test func aStopBetweenStoriesStopsTheQueueAndALatePauseIsIgnored() {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        driver.press(.enter)
        driver.send(Self.event(.started(duration: 120), 0, story: "s2"), Self.event(.finished, 120, story: "s2"))
        #expect(driver.state.queue.upNext == "s3")
        driver.press(.character("x"))
        #expect(driver.state.queue.isPlaying == false)
        #expect(driver.send(.queue(.pauseOver(storyID: "s3"))) == [])
        #expect(driver.state.player == nil)
        #expect(driver.state.queue.items.map(\.storyId) == ["s3"], "still queued for the next time")
    }

    @Test func aStoryPlayedByHandDuringThePauseEndsTheQueue() {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        driver.state.sleepTimer = .minutes(20)
        driver.press(.enter)
        driver.send(Self.event(.started(duration: 120), 0, story: "s2"), Self.event(.finished, 120, story: "s2"))
        #expect(driver.state.queue.upNext == "s3")
        #expect(driver.state.sleepCountdown != nil, "held over the pause")
        // The reader's story (s2's reader is open; the list still has s1) played by hand.
        driver.press(.escape, .escape)
        for _ in 0..<3 where driver.state.keyContext != .stories { driver.press(.escape) }
        driver.press(.character("g"), .character(" "))
        #expect(driver.state.player?.storyID == "s1")
        #expect(driver.state.queue.isPlaying == false, "the queue gave way")
        #expect(driver.send(.queue(.pauseOver(storyID: "s3"))) == [], "the pause does not take over")
        #expect(driver.state.player?.storyID == "s1")
    }

    @Test func takingThePlayingStoryOutKeepsTheQueueGoing() {
        var driver = Self.shownQueue([Self.moon, Self.sea, Self.owl])
        driver.press(.enter)
        driver.send(Self.event(.started(duration: 120), 0, story: "s1"))
        driver.press(.character("Q"))
        driver.send(.queue(.loaded(Self.page([Self.moon, Self.sea, Self.owl]))))
        driver.press(.character("g"))
        #expect(driver.press(.character("d")) == [.queue(.remove(storyID: "s1"))])
        driver.press(.escape)
        let finished = driver.send(Self.event(.finished, 120, story: "s1"))
        #expect(finished.contains(.queue(.pauseBeforeNext(storyID: "s2", seconds: QueueState.pauseSeconds))))
        #expect(!finished.contains(.queue(.remove(storyID: "s1"))), "not removed twice")
    }

    @Test func signingOutKeepsTheSleepTimerChoice() {
        var driver = ListeningStateTests.reader()
        driver.state.sleepTimer = .off
        driver.press(.escape, .escape, .character("S"))
        #expect(driver.state.keyContext == .confirmation)
        driver.press(.right, .enter)
        #expect(driver.state.screen == .auth)
        #expect(driver.state.sleepTimer == .off)
    }

    @Test func aQueuedStoryDeletedElsewhereIsSkipped() {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        driver.press(.enter)
        let effects = driver.send(.media(.narrationLoadFailed(storyID: "s2", .notFound)))
        #expect(effects.contains(.queue(.pauseBeforeNext(storyID: "s3", seconds: QueueState.pauseSeconds))))
        #expect(driver.state.banner?.text == Strings.queueStoriesGone("The Quiet Sea", others: 0))
    }

    @Test func theEndOfStoryTimerWaitsForTheEndOfTheQueue() {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        #expect(driver.state.sleepTimer == .endOfStory)
        driver.press(.enter)
        driver.send(Self.event(.started(duration: 120), 0, story: "s2"))
        #expect(SleepTimerTests.volumes(driver.send(Self.event(.position(110), 110, story: "s2"))) == [],
                "another story follows: no fade")
        driver.send(Self.event(.finished, 120, story: "s2"), .queue(.pauseOver(storyID: "s3")))
        driver.send(Self.event(.started(duration: 120), 125, story: "s3"))
        #expect(SleepTimerTests.volumes(driver.send(Self.event(.position(105), 230, story: "s3"))) == [50],
                "the last story fades")
    }

    @Test func aMinutesTimerRunsOverTheWholeQueueAndStopsIt() {
        var driver = Self.shownQueue([Self.sea, Self.owl])
        driver.state.sleepTimer = .minutes(3)
        driver.press(.enter)
        driver.send(Self.event(.started(duration: 120), 0, story: "s2"), Self.event(.position(120), 120, story: "s2"),
                    Self.event(.finished, 120, story: "s2"))
        #expect(driver.state.sleepCountdown?.remaining == 60, "the countdown goes on across the pause")
        driver.send(.queue(.pauseOver(storyID: "s3")), Self.event(.started(duration: 120), 130, story: "s3"))
        #expect(driver.state.sleepCountdown?.remaining == 60, "the pause did not count")
        let effects = driver.send(Self.event(.position(60), 190, story: "s3"))
        #expect(effects.contains(.stopPlayback))
        #expect(driver.state.queue.isPlaying == false)
        #expect(driver.state.queue.items.map(\.storyId) == ["s3"], "the story cut short stays queued")
    }
}
