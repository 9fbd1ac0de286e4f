import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Narration and pictures: the player's events, saved places, rendered pictures, avatars and
/// listening reports.
public enum MediaAction: Sendable, Equatable {
    /// Something the audio player did.
    case playerEvent(PlayerEvent)
    /// The narration's file could not be fetched (the player never started).
    case narrationLoadFailed(storyID: String, ClientError)
    /// The sleep timer chosen last against this server, from an earlier run.
    case sleepTimerRestored(SleepTimer)
    /// Where narrations were left in earlier runs.
    case playbackPositionsRestored([String: PlaybackPosition])
    case pictureRendered(PictureKey, CellPicture)
    case pictureFailed(PictureKey, String)
    /// The picture's file could not be fetched (worded by the reducer, which knows the server).
    case pictureDownloadFailed(PictureKey, ClientError)
    /// The outcome of opening a picture in the system's viewer: a message for the banner.
    case pictureOpenFinished(String, isError: Bool)
    /// The picture's file could not be fetched to open it in the viewer.
    case pictureOpenFailed(ClientError)
    case avatarRequested(heroID: String, AvatarGeneration)
    case avatarRequestFailed(heroID: String, ClientError)
    /// The hero read again while its avatar is made.
    case avatarChecked(Hero)
    /// The story was exported (`X`).
    case exportFinished(ExportedBook)
    /// The export failed: the client's error, or the reason writing the files failed.
    case exportFailed(storyID: String, title: String, ClientError?, reason: String?)
    /// A listening session was handed to the reporter (sent, or queued): the journey's figures
    /// may have changed.
    case listeningReported
}
