import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// A story being written, narrated and illustrated: the generation routes' answers and the
/// live updates that follow.
public enum GenerationAction: Sendable, Equatable {
    case generationStarted(Story, at: Date)
    case generationStartFailed(heroID: String, ClientError)
    case generationUpdated(storyID: String, GenerationUpdate)
    /// The update stream ended: normally (nil) or with an error.
    case generationStreamEnded(storyID: String, error: ClientError?)
    case narrationRequested(storyID: String, AudioResult)
    case narrationRequestFailed(storyID: String, ClientError)
    case illustrationsRequested(storyID: String, IllustrationProgress)
    case illustrationsRequestFailed(storyID: String, ClientError)
}
