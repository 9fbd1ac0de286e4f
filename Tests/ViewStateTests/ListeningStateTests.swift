import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The player in the reducer: keys, the engine's events, bounds, errors, and the accounting of
/// listens (reports and the one `/play` per listen).
@Suite("Listening in the reducer")
struct ListeningStateTests {
    static let t0 = TestData.epoch.addingTimeInterval(100)

    /// Main screen with s1 narrated (187 s) and pictured, opened in the reader.
    static func reader() -> Driver {
        var driver = Driver(size: TerminalSize(width: 120, height: 40))
        driver.send(.session(.serverReady(label: "http://127.0.0.1:1")), .session(.sessionRestored(TestData.session, warning: nil)))
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna", stories: 2)]), offset: 0,
                                  requestID: driver.state.heroesRequestID)))
        var narrated = TestData.story("s1", title: "The Moon Trip", audio: .completed, illustrations: .completed)
        narrated.audioDuration = 187
        narrated.illustrations = (0..<3).map { index in
            Illustration(id: "i\(index)", displayOrder: index, textSegment: "", imagePrompt: "",
                         timestamp: Double(index) * 60, status: .completed,
                         imageUrl: "http://127.0.0.1:1/media/s1/scene-\(index).png?signature=\(index)")
        }
        driver.send(.lists(.storiesLoaded(TestData.storyPage([narrated, TestData.story("s2")], total: 2), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.press(.tab, .enter)
        driver.send(.lists(.storyOpened(narrated)))
        return driver
    }

    static func event(_ kind: PlayerEvent.Kind, _ seconds: Double, story: String = "s1") -> Action {
        .media(.playerEvent(PlayerEvent(storyID: story, kind, at: t0.addingTimeInterval(seconds))))
    }

    @Test func spaceLoadsTheNarrationAndTheFirstSoundCountsOneListen() {
        var driver = Self.reader()
        #expect(driver.state.keyContext == .reader)
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 0, speed: 1)])
        #expect(driver.state.player?.phase == .loading)
        #expect(driver.state.layout.player != nil, "the mini player takes its row")
        #expect(driver.send(Self.event(.started(duration: 187.5), 0)) == [], "opened, but no sound yet")
        #expect(driver.send(Self.event(.position(1), 1)) == [.recordPlay(storyID: "s1")])
        #expect(driver.send(Self.event(.position(2), 2)) == [])
        #expect(driver.state.player?.phase == .playing)
        #expect(driver.state.player?.duration == 187.5)
        // Pause and resume are the same listen: no second /play.
        #expect(driver.press(.character(" ")) == [.pausePlayback(true)])
        #expect(driver.send(Self.event(.paused(true), 10)) == [])
        #expect(driver.press(.character(" ")) == [.pausePlayback(false)])
        #expect(driver.send(Self.event(.paused(false), 70)) == [])
        #expect(driver.state.player?.phase == .playing)
    }

    @Test func aListenIsReportedWithoutItsPausesAndCompletedAtTheEnd() throws {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.paused(true), 30), Self.event(.paused(false), 90))
        let effects = driver.send(Self.event(.finished, 247))
        let report = try #require(effects.compactMap { effect -> ListeningSessionReport? in
            if case .reportListening(let report) = effect { return report }
            return nil
        }.first)
        #expect(report.storyId == "s1")
        #expect(report.duration == 187, "247 s minus the 60 s paused")
        #expect(report.completed)
        #expect(report.startedAt == Self.t0)
        #expect(driver.state.player == nil)
        #expect(driver.state.playbackPositions["s1"] == nil, "a finished story starts from the top next time")
        #expect(driver.state.banner?.text.contains("Finished") == true)
    }

    @Test func aListenUnderFiveSecondsIsNotReportedAndStopKeepsThePlace() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(3), 3))
        #expect(driver.press(.character("x")) == [.stopPlayback])
        #expect(driver.state.player == nil)
        #expect(driver.state.layout.player == nil)
        #expect(driver.send(Self.event(.stopped, 4)) == [], "4 s of sound is no listen")
        #expect(driver.state.playbackPositions["s1"]?.seconds == 3)
        // The next play resumes there.
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 3, speed: 1)])
    }

    @Test func aStopAndAPlayAgainAreOneListenCountedAndReportedOnce() throws {
        var driver = Self.reader()
        driver.press(.character(" "))
        #expect(driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(1), 1)) == [.recordPlay(storyID: "s1")])
        driver.send(Self.event(.position(42), 42))
        driver.press(.character("x"))
        #expect(driver.send(Self.event(.stopped, 42)) == [], "x pauses the listen, it does not end it")
        // Playing again goes on with the same listen: no second /play, no second report.
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 42, speed: 1)])
        let again = driver.send(Self.event(.started(duration: 187), 100), Self.event(.position(43), 101), Self.event(.position(60), 118))
        #expect(!again.contains(.recordPlay(storyID: "s1")))
        #expect(!again.contains { if case .reportListening = $0 { true } else { false } })
        // Two pauses and a resume: still the same listen.
        driver.send(Self.event(.paused(true), 120), Self.event(.paused(false), 130), Self.event(.paused(true), 140),
                    Self.event(.paused(false), 150))
        let effects = driver.send(Self.event(.finished, 250))
        let reports = effects.compactMap { effect -> ListeningSessionReport? in
            if case .reportListening(let report) = effect { return report }
            return nil
        }
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.completed)
        #expect(report.duration == 42 + 150 - 20, "the sound only: 42 s, then 150 s less 20 s of pauses")
        #expect(!effects.contains(.recordPlay(storyID: "s1")))
        // Played to its end: playing it again is a new listen, counted once sound starts.
        driver.press(.character(" "))
        #expect(driver.send(Self.event(.started(duration: 187), 300)) == [])
        #expect(driver.send(Self.event(.position(1), 301)).contains(.recordPlay(storyID: "s1")))
    }

    @Test func aPlayThatNeverMadeASoundCountsNothing() {
        var driver = Self.reader()
        driver.press(.character(" "))
        #expect(driver.send(Self.event(.started(duration: 187), 0)) == [])
        #expect(driver.send(Self.event(.noAudioOutput("no device"), 0.2)) == [])
        #expect(driver.state.playToCount == nil)
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 1))
        #expect(driver.send(Self.event(.failed("broken file"), 1.1)) == [])
        // The first play that does make a sound is the one counted.
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 2))
        #expect(driver.send(Self.event(.position(0.7), 2.7)) == [.recordPlay(storyID: "s1")])
    }

    @Test func thePlaceIsWrittenEveryTenSecondsWhilePlayingAndNotWhilePaused() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0))
        func saves(_ effects: [Effect]) -> [[String: PlaybackPosition]] {
            effects.compactMap { if case .savePlaybackPositions(let positions) = $0 { positions } else { nil } }
        }
        var written: [[String: PlaybackPosition]] = []
        for second in 1...25 { written += saves(driver.send(Self.event(.position(Double(second)), Double(second)))) }
        #expect(written.count == 2, "at 11 s and 21 s of a 25 s play: \(written.count)")
        #expect(written.last?["s1"]?.seconds == 21)
        // Paused for a minute: no positions, nothing written.
        driver.press(.character(" "))
        #expect(saves(driver.send(Self.event(.paused(true), 26))).isEmpty)
        // Playing again: the first position after the pause is written, as it is the place now.
        driver.press(.character(" "))
        driver.send(Self.event(.paused(false), 86))
        #expect(saves(driver.send(Self.event(.position(26), 87))).first?["s1"]?.seconds == 26)
    }

    @Test func seekingStaysWithinTheNarration() {
        var driver = Self.reader()
        driver.press(.character(" "))
        // Seeking waits for the file to be open.
        #expect(driver.press(.right) == [])
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(10), 10))
        #expect(driver.press(.left) == [.seekPlayback(to: 0)], "never before the start")
        #expect(driver.press(.right) == [.seekPlayback(to: 15)])
        #expect(driver.press(.character("]")) == [.seekPlayback(to: 30)])
        #expect(driver.press(.character("[")) == [.seekPlayback(to: 15)])
        driver.send(Self.event(.position(180), 180))
        #expect(driver.press(.right) == [.seekPlayback(to: 187)], "never past the end")
        #expect(driver.press(.character("0")) == [.seekPlayback(to: 0)])
    }

    @Test func speedStepsByAQuarterFromHalfToDouble() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0))
        var speeds: [Double] = []
        for _ in 0..<8 {
            for effect in driver.press(.character(">")) {
                if case .setPlaybackSpeed(let speed) = effect { speeds.append(speed) }
            }
        }
        #expect(speeds == [1.25, 1.5, 1.75, 2.0], "2x is the fastest; more presses do nothing")
        for _ in 0..<10 { driver.press(.character("<")) }
        #expect(driver.state.player?.speed == 0.5)
        #expect(driver.press(.character("<")) == [])
        // The speed carries over to the next story played.
        driver.press(.character("x"))
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 0, speed: 0.5)])
    }

    @Test func noAudioOutputSaysSoAndLeavesTheRestAlone() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.noAudioOutput("Could not open/initialize audio device -> no sound."), 0))
        #expect(driver.state.player == nil)
        // In our words, with what to try; never mpv's raw text.
        let notice = driver.state.playbackNotice ?? ""
        #expect(notice.hasPrefix("No sound:") && notice.contains("--audio-output null") && notice.contains("--audio-output help"))
        #expect(!notice.contains("initialize") && !notice.contains(".."))
        #expect(driver.state.keyContext == .reader)
        #expect(driver.state.reader?.text.isEmpty == false)
        // x dismisses the notice and gives its row back.
        driver.press(.character("x"))
        #expect(driver.state.playbackNotice == nil)
        #expect(driver.state.layout.player == nil)
    }

    @Test func aFileThatCannotBeFetchedOrPlayedEndsThePlayer() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(.media(.narrationLoadFailed(storyID: "s1", .notFound)))
        #expect(driver.state.player == nil)
        #expect(driver.state.banner != nil)
        driver.press(.character(" "))
        driver.send(Self.event(.failed("unrecognized file format"), 1))
        #expect(driver.state.player == nil)
        #expect(driver.state.playbackNotice?.contains("unrecognized file format") == true)
        // An expired session while fetching leads to sign-in, like any request.
        driver.press(.character("x"), .character(" "))
        driver.send(.media(.narrationLoadFailed(storyID: "s1", .sessionExpired)))
        #expect(driver.state.screen == .auth)
    }

    @Test func aStoryWithoutNarrationSaysWhatToDo() {
        var driver = Self.reader()
        driver.press(.escape, .backTab)
        driver.press(.down)  // s2: not narrated
        #expect(driver.state.keyContext == .stories)
        #expect(driver.press(.character(" ")) == [])
        #expect(driver.state.banner?.text == Strings.narrationMissing)
    }

    @Test func theMiniPlayerTakesSpaceAndXFromTheListsAndPlaybackGoesOnWhileBrowsing() {
        var driver = Self.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0))
        driver.press(.escape, .backTab, .backTab)
        #expect(driver.state.keyContext == .heroes)
        #expect(driver.state.player?.phase == .playing)
        #expect(driver.press(.character(" ")) == [.pausePlayback(true)])
        #expect(driver.press(.character("x")) == [.stopPlayback])
        #expect(driver.state.player == nil)
        // With nothing loaded, space on the heroes list only says so.
        #expect(driver.press(.character(" ")) == [])
        #expect(driver.state.banner?.text == Strings.nothingPlaying)
    }

    @Test func switchingStoriesEndsTheFirstListenAndLateEventsOfItChangeNothing() {
        var driver = Self.reader()
        var other = TestData.story("s2", title: "Other", audio: .completed)
        other.audioDuration = 60
        driver.send(.lists(.storyRefreshed(other)))
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(30), 30))
        driver.press(.escape, .backTab, .down)
        #expect(driver.state.keyContext == .stories)
        #expect(driver.press(.character(" ")) == [.pausePlayback(true)], "space pauses what plays")
        driver.send(Self.event(.paused(true), 30))
        driver.press(.enter)
        #expect(driver.state.reader?.storyID == "s2")
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s2", from: 0, speed: 1)])
        #expect(driver.send(Self.event(.stopped, 31, story: "s1")) == [])
        #expect(driver.state.player?.storyID == "s2")
        // A position of the old story that arrives late is ignored.
        driver.send(Self.event(.position(35), 32, story: "s1"))
        #expect(driver.state.player?.position == 0)
        let started = driver.send(Self.event(.started(duration: 60), 33, story: "s2"))
        #expect(started.count == 1, "s1's listen ends when s2's begins: \(started)")
        if case .reportListening(let report)? = started.first { #expect(report.storyId == "s1" && !report.completed) }
        #expect(driver.send(Self.event(.position(1), 34, story: "s2")) == [.recordPlay(storyID: "s2")])
    }

    @Test func placesAreRememberedAcrossRunsAndBounded() {
        var driver = Self.reader()
        var saved: [String: PlaybackPosition] = [:]
        for index in 0..<(PlaybackPosition.limit + 20) {
            saved["old-\(index)"] = PlaybackPosition(seconds: 5, savedAt: TestData.epoch.addingTimeInterval(Double(index)))
        }
        saved["s1"] = PlaybackPosition(seconds: 64, savedAt: TestData.epoch.addingTimeInterval(10_000))
        driver.send(.media(.playbackPositionsRestored(saved)))
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 64, speed: 1)])
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(65), 1))
        #expect(driver.state.playbackPositions.count <= PlaybackPosition.limit)
        #expect(driver.state.playbackPositions["s1"]?.seconds == 65)
        // Near the end, the next play starts over.
        driver.send(Self.event(.position(185), 2))
        driver.press(.character("x"))
        driver.send(Self.event(.stopped, 3))
        #expect(driver.press(.character(" ")) == [.playNarration(storyID: "s1", from: 0, speed: 1)])
    }

    @Test func thePictureFollowsTheNarrationAndPAndNMoveIt() {
        var driver = Self.reader()
        #expect(driver.state.reader?.pictureIndex == 0)
        let asked = driver.effects.compactMap { effect -> PictureKey? in
            if case .renderPicture(_, let key) = effect { return key }
            return nil
        }
        #expect(asked.count == 1, "the first picture is asked for once the story is open")
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0), Self.event(.position(61), 61))
        #expect(driver.state.reader?.pictureIndex == 1, "the last picture not after the position")
        driver.press(.character("p"))
        #expect(driver.state.reader?.pictureIndex == 0)
        driver.send(Self.event(.position(62), 62))
        #expect(driver.state.reader?.pictureIndex == 0, "a chosen picture stays within the scene")
        driver.send(Self.event(.position(121), 121))
        #expect(driver.state.reader?.pictureIndex == 2)
        driver.press(.character("n"), .character("n"))
        #expect(driver.state.reader?.pictureIndex == 2, "no picture past the last")
    }

    @Test func picturesAreRenderedOncePerSizeAndTheCacheIsBounded() {
        var driver = Self.reader()
        let first = driver.effects.compactMap { effect -> PictureKey? in
            if case .renderPicture(_, let key) = effect { return key }
            return nil
        }
        #expect(first.count == 1)
        // Another key press redraws nothing new.
        let again = driver.press(.character("j")).filter { if case .renderPicture = $0 { true } else { false } }
        #expect(again.isEmpty)
        // A resize asks for the new size.
        let resized = driver.send(.input(.resize(width: 200, height: 50)))
            .filter { if case .renderPicture = $0 { true } else { false } }
        #expect(resized.count == 1)
        // A picture that arrives is kept; one that failed says why.
        let key = first[0]
        driver.send(.media(.pictureFailed(key, "broken PNG")))
        #expect(driver.state.pictures[key] == .failed("broken PNG"))
        for size in 0..<40 { driver.send(.input(.resize(width: 120 + size, height: 40))) }
        #expect(driver.state.pictures.count <= 24 + 1)
    }

    @Test func theAvatarIsMadeAndPolledUntilItsNewFileIsThere() {
        var driver = Driver.main()
        #expect(driver.state.keyContext == .heroes)
        #expect(driver.press(.character("a")) == [.generateAvatar(heroID: "h1")])
        #expect(driver.state.avatarsInProgress == ["h1"])
        #expect(driver.state.isAnimating)
        let hero = TestData.hero("h1", "Luna", stories: 3)
        #expect(driver.send(.media(.avatarRequested(heroID: "h1", AvatarGeneration(hero: hero, isFinished: false))))
            == [.checkAvatar(heroID: "h1", previousURL: nil)])
        var drawn = hero
        drawn.avatarUrl = "http://127.0.0.1:1/media/h1/avatar-abc.png?signature=1"
        let effects = driver.send(.media(.avatarChecked(drawn)))
        #expect(driver.state.avatarsInProgress.isEmpty)
        #expect(driver.state.selectedHero?.avatarUrl == drawn.avatarUrl)
        #expect(effects.contains { if case .renderPicture = $0 { true } else { false } }, "the hero detail shows it")
    }
}
