import Foundation
import ViewState
import InfiniteStoriesClient
import TerminalUI

/// What the effect runner talks to: the repositories, a health check and a clock.
///
/// Protocols only, so the view-state layer knows nothing of HTTP; the app passes the
/// `Remote*Repository` implementations and `APIClient.health`.
public struct AppServices: Sendable {
    public var auth: any AuthRepository
    public var heroes: any HeroRepository
    public var stories: any StoryRepository
    public var health: @Sendable () async -> Connectivity
    /// Timestamps for actions that start a timer (a generation's elapsed time).
    public var now: @Sendable () -> Date
    /// Plays narrations; nil where the app has no audio player at all.
    public var player: (any AudioPlaying)?
    /// Narration and picture files, downloaded once.
    public var media: (any MediaLoading)?
    /// Sends listening sessions (or keeps them for later).
    public var listening: ListeningReporter?
    /// Turns PNG bytes into cells of at most `columns` x `rows` (CPU work, run off the UI thread).
    public var renderPicture: (@Sendable (_ png: Data, _ columns: Int, _ rows: Int) throws -> CellPicture)?
    /// Shows a local picture file in the system's image viewer.
    public var openExternally: (@Sendable (URL) -> ExternalOpenOutcome)?
    /// Turns an address into a QR code (the sign-in page, for a phone's camera).
    public var makeQRCode: (@Sendable (String) -> QRMatrix?)?
    /// Opens an address in the system's browser.
    public var openInBrowser: (@Sendable (URL) -> ExternalOpenOutcome)?
    /// The user's own story events; nil where the app offers none (older tests).
    public var customEvents: (any CustomEventRepository)?
    /// The server's writing helpers (title and keyword suggestions) for the event form.
    public var assistant: (any StoryAssistantRepository)?
    /// The profile, preferences and usage.
    public var profiles: (any ProfileRepository)?
    /// The reading journey's statistics; nil where the app shows none.
    public var journey: (any JourneyRepository)?
    /// Writes the places narrations were left (the app's positions file), while one plays.
    public var savePlaybackPositions: (@Sendable ([String: PlaybackPosition]) -> Void)?
    /// Writes the sleep timer chosen (the app's file beside the session of this server); returns
    /// at once, the writes done in order off the UI thread.
    public var saveSleepTimer: (@Sendable (SleepTimer) -> Void)?
    /// Exports a story as a book to keep (the app's `StoryExport`); nil where it cannot.
    public var exportStory: (@Sendable (String) async throws -> ExportedBook)?
    /// Tonight's queue on the server.
    public var queue: (any QueueRepository)?
    /// How long to wait between two reads of a hero whose avatar is being made.
    public var avatarPollInterval: Duration = .seconds(1)

    public init(auth: any AuthRepository, heroes: any HeroRepository, stories: any StoryRepository,
                health: @escaping @Sendable () async -> Connectivity,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.auth = auth
        self.heroes = heroes
        self.stories = stories
        self.health = health
        self.now = now
    }
}
