import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// The heroes' and the stories' answers: pages, saves, the story read for the reader,
/// favourites and deletions.
public enum ListsAction: Sendable, Equatable {
    case heroesLoaded(HeroPage, offset: Int, requestID: Int)
    case heroesLoadFailed(ClientError, requestID: Int)
    case heroSaved(Hero, created: Bool)
    case heroSaveFailed(ClientError)
    case heroDeleted(id: String)
    case heroDeleteFailed(id: String, ClientError)
    case storiesLoaded(StoryPage, offset: Int, requestID: Int)
    case storiesLoadFailed(ClientError, requestID: Int)
    /// A story read again for its statuses.
    case storyRefreshed(Story)
    case storyRefreshFailed(id: String, ClientError)
    /// The story read for the opening the detail pane shows (`Effect.loadPreview`).
    case previewLoaded(Story)
    case previewLoadFailed(id: String, ClientError)
    /// The full story (with illustrations) for the reader.
    case storyOpened(Story)
    case storyOpenFailed(id: String, ClientError)
    case favoriteChanged(Story)
    case favoriteChangeFailed(storyID: String, ClientError)
    /// The series of the story open in the reader (`Effect.loadSeries`).
    case seriesLoaded(storyID: String, StorySeries)
    case storyDeleted(id: String)
    case storyDeleteFailed(id: String, ClientError)
}
