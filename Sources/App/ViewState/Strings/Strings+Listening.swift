import Foundation

/// The player: the reader's player line, the mini player and sound problems.
extension Strings {
    // MARK: Listening

    public static let keyPlay = "Play"
    public static let keyPlayHelp = "Play or pause the narration"
    public static let keySeek = "15 s"
    public static let keySeekBackHelp = "Back 15 seconds"
    public static let keySeekForwardHelp = "Forward 15 seconds"
    public static let keySpeed = "Speed"
    public static let keySlowerHelp = "Slower (down to 0.5x)"
    public static let keyFasterHelp = "Faster (up to 2x)"
    public static let keyRestartHelp = "Play from the start"
    public static let keyStop = "Stop"
    public static let keyStopHelp = "Stop the narration (the place is remembered)"
    public static let keyPreviousPictureHelp = "Previous picture; at the end of a part of a series, the previous part"
    public static let keyNextPictureHelp = "Next picture; at the end of a part of a series, the next part"
    public static let keyPictures = "Pictures"
    public static let keyFullWidth = "Wide"
    public static let keyFullWidthHelp = "Read full width, or back to the three panes (Enter too)"
    public static let keySearch = "Search"
    public static let keySearchHelp = "Search the story as you type"
    public static let keyMatch = "Match"
    public static let keyNextMatchHelp = "Next match (after the last, the first)"
    public static let keyPreviousMatchHelp = "Previous match (before the first, the last)"
    public static let keyClearSearch = "Clear"
    public static let keyClearSearchHelp = "Clear the search (p/n show pictures again)"
    public static let keyKeepSearchHelp = "Keep the search: n/N go to the next and previous match"
    public static let keyCancelSearchHelp = "Clear the search and go back to where you were"
    public static let keyOpenPictureHelp = "Open the picture full size in the image viewer"
    public static let keyAvatar = "Avatar"
    public static let keyAvatarHelp = "Make (or remake) the hero's avatar"
    public static let keySleepTimerHelp = "Sleep timer: end of story, 10, 20, 30 min, off (the narration fades, then stops)"
    public static func sleepTimerChosen(_ timer: SleepTimer) -> String {
        switch timer {
        case .off: "Sleep timer off: the narration plays to its end at full volume."
        case .endOfStory: "Sleep timer: at the end of this story (it fades over the last 30 seconds)."
        case .minutes(let minutes): "Sleep timer: \(minutes) \(minutes == 1 ? "minute" : "minutes") of listening, then it fades and stops."
        }
    }
    public static func sleepTimerStopped(_ title: String) -> String { "Sleep timer: \"\(title)\" stopped. Sleep well." }
    /// The mini player's mark of a sleep timer (`☾ 18 min`, `☾ 0:42`, `☾ end`), and the volume
    /// while it fades (`40%`).
    public static func sleepTimerMark(_ moon: String, minutes: Int) -> String { "\(moon) \(minutes) min" }
    public static func sleepTimerMark(_ moon: String, seconds: Double) -> String { "\(moon) " + clock(seconds: seconds) }
    public static func sleepTimerEndMark(_ moon: String) -> String { "\(moon) end" }
    public static func fadingVolume(_ percent: Double) -> String { "\(Int(percent.rounded()))%" }
    public static let playing = "Playing"
    public static let paused = "Paused"
    public static let loadingNarration = "Loading the narration..."
    /// The mini player's key hints, after each key's name (`Space pause/play · x stop`).
    public static let miniPlayerPauseHint = "pause/play"
    public static let miniPlayerStopHint = "stop"
    public static let nothingPlaying = "Nothing is playing. Open a story with a narration and press space."
    public static let narrationMissing = "This story has no narration yet: press a to record it."
    public static let narrationRecording = "The narration is still being recorded; it plays once it is ready."
    public static let narrationFailedToPlay = "The narration failed to record: press a to try again."
    public static func narrationFinished(_ title: String) -> String { "Finished \"\(title)\". Sleep well." }
    /// `reason` is mpv's or the engine's own wording (raw, double full stops): not shown; ours says what to try.
    public static func noAudioOutput(_ reason: String) -> String {
        "No sound: no audio device could be opened. The story can still be read; start with --audio-output null "
            + "to follow along silently, or see infinite-stories --audio-output help for the outputs."
    }
    public static func playbackFailed(_ reason: String) -> String { "The narration could not be played: \(reason)" }
    /// `0:42 / 3:07`.
    public static func elapsed(_ position: Double, of duration: Double?) -> String {
        clock(seconds: position) + " / " + (duration.map { clock(seconds: $0) } ?? "-:--")
    }
    /// `1.25x`.
    public static func speed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let text = hundredths % 100 == 0 ? "\(hundredths / 100)" : hundredths % 10 == 0
            ? String(format: "%.1f", value) : String(format: "%.2f", value)
        return text + "x"
    }
    public static let noticeDismiss = "x dismiss"
    public static let noAudioPlayer = "this build has no audio player"
    public static let picturesUnavailable = "pictures are not available in this build"
}
