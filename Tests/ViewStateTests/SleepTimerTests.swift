import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The sleep timer in the reducer: `T`'s choices, the countdown kept from the player's own
/// events (pauses excluded), the fade over the last 30 seconds, and the stop that reports the
/// listen as it ended.
@Suite("Sleep timer in the reducer")
struct SleepTimerTests {
    static func event(_ kind: PlayerEvent.Kind, _ seconds: Double, story: String = "s1") -> Action {
        ListeningStateTests.event(kind, seconds, story: story)
    }

    static func volumes(_ effects: [Effect]) -> [Double] {
        effects.compactMap { if case .setPlaybackVolume(let volume) = $0 { volume } else { nil } }
    }

    @Test func tStepsThroughTheChoicesAndEachIsKept() {
        var driver = ListeningStateTests.reader()
        #expect(driver.state.sleepTimer == .endOfStory, "the default")
        var seen: [SleepTimer] = []
        for _ in 0..<5 {
            let effects = driver.press(.character("T"))
            seen.append(driver.state.sleepTimer)
            #expect(effects == [.saveSleepTimer(driver.state.sleepTimer)])
        }
        #expect(seen == [.minutes(10), .minutes(20), .minutes(30), .off, .endOfStory])
        #expect(driver.state.banner?.text == Strings.sleepTimerChosen(.endOfStory))
        // A configured timer that is not among the choices steps to the first.
        driver.state.sleepTimer = .minutes(45)
        driver.press(.character("T"))
        #expect(driver.state.sleepTimer == .endOfStory)
        // The mini player's key works outside the reader too.
        driver.press(.escape)
        #expect(driver.state.keyContext == .detail)
        driver.press(.character("T"))
        #expect(driver.state.sleepTimer == .minutes(10))
    }

    @Test func aMinutesTimerCountsOnlyPlayingFadesThenStopsAndReportsTheListen() throws {
        var driver = ListeningStateTests.reader()
        driver.state.sleepTimer = .minutes(10)
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 3_600), 0))
        #expect(driver.state.sleepCountdown?.remaining == 600)
        #expect(Self.volumes(driver.send(Self.event(.position(500), 500))) == [], "more than 30 s left: full volume")
        #expect(driver.state.sleepCountdown?.minutesLeft == 2)
        #expect(Self.volumes(driver.send(Self.event(.position(575), 575))) == [83], "25 s left of 30")
        // Two minutes of pause do not count.
        driver.press(.character(" "))
        #expect(Self.volumes(driver.send(Self.event(.paused(true), 580))) == [67], "20 s left")
        #expect(driver.send(Self.event(.paused(false), 700)).isEmpty)
        #expect(driver.state.sleepCountdown?.remaining == 20)
        #expect(Self.volumes(driver.send(Self.event(.position(590), 710))) == [33])
        #expect(Self.volumes(driver.send(Self.event(.position(591), 711))) == [30], "one step per event")
        // The engine says where its volume is: the mini player shows it.
        driver.send(Self.event(.volume(30), 711))
        #expect(driver.state.player?.volume == 30)

        let effects = driver.send(Self.event(.position(600), 720))
        let report = try #require(effects.compactMap { effect -> ListeningSessionReport? in
            if case .reportListening(let report) = effect { return report }
            return nil
        }.first)
        #expect(report.duration == 600, "ten minutes of playing, the pause excluded")
        #expect(!report.completed)
        #expect(effects.contains(.stopPlayback))
        #expect(driver.state.player == nil)
        #expect(driver.state.sleepCountdown == nil)
        #expect(driver.state.playbackPositions["s1"]?.seconds == 600, "the place is kept for tomorrow")
        #expect(driver.state.banner?.text == Strings.sleepTimerStopped("The Moon Trip"))

        // The next play starts a new countdown, at full volume.
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 3_600), 800))
        #expect(driver.state.sleepCountdown?.remaining == 600)
        #expect(driver.state.player?.askedVolume == 100)
    }

    @Test func atTheEndOfTheStoryTheLastHalfMinuteFadesAndASeekBackRestoresTheVolume() {
        var driver = ListeningStateTests.reader()
        #expect(driver.state.sleepTimer == .endOfStory)
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0))
        #expect(Self.volumes(driver.send(Self.event(.position(150), 150))) == [])
        #expect(Self.volumes(driver.send(Self.event(.position(172), 172))) == [50], "15 s of 30 left")
        // At 2x the end comes twice as soon.
        driver.send(Self.event(.speed(2), 173))
        #expect(Self.volumes(driver.send(Self.event(.position(173), 173))) == [23])
        driver.send(Self.event(.speed(1), 174))
        // Back 15 s and more: outside the fade again.
        driver.press(.left, .left)
        #expect(Self.volumes(driver.send(Self.event(.position(143), 175))) == [100])
        #expect(driver.state.sleepCountdown == nil, "no countdown: the story's end is the timer")
        // The end of the narration ends the listen as before.
        let effects = driver.send(Self.event(.finished, 220))
        #expect(effects.contains { if case .reportListening(let report) = $0 { report.completed } else { false } })
    }

    @Test func turningTheTimerOffMidFadeGivesTheVolumeBackAndChoosingMinutesMidStoryStartsCounting() {
        var driver = ListeningStateTests.reader()
        driver.press(.character(" "))
        driver.send(Self.event(.started(duration: 187), 0))
        #expect(Self.volumes(driver.send(Self.event(.position(172), 172))) == [50])
        // end-of-story -> 10 min: the story's end no longer fades; the countdown starts.
        let effects = driver.press(.character("T"))
        #expect(effects == [.saveSleepTimer(.minutes(10)), .setPlaybackVolume(100)])
        #expect(driver.state.sleepCountdown?.remaining == 600)
        driver.send(Self.event(.position(173), 173))
        driver.send(Self.event(.position(175), 175))
        #expect(driver.state.sleepCountdown?.remaining == 598, "counted from the first event after the key")
        // Off, then a story that plays to its end at full volume.
        driver.press(.character("T"), .character("T"), .character("T"))
        #expect(driver.state.sleepTimer == .off)
        #expect(driver.state.sleepCountdown == nil)
        #expect(Self.volumes(driver.send(Self.event(.position(186), 186))) == [])
    }

    @Test func theRememberedChoiceReplacesTheConfiguredOneAndConfigNamesReadBack() {
        var driver = ListeningStateTests.reader()
        driver.send(.media(.sleepTimerRestored(.minutes(20))))
        #expect(driver.state.sleepTimer == .minutes(20))
        for timer in SleepTimer.choices + [.minutes(1), .minutes(1_440)] {
            #expect(SleepTimer(configName: timer.configName) == timer)
        }
        #expect(SleepTimer(configName: "20m") == .minutes(20))
        #expect(SleepTimer(configName: " 15 min ") == .minutes(15))
        #expect(SleepTimer(configName: "End-Of-Story") == .endOfStory)
        for bad in ["0", "1441", "-5", "soon", "", "10 hours"] { #expect(SleepTimer(configName: bad) == nil, "\(bad)") }
    }
}
