import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// What the main screen listed when the app last quit: the first page of heroes and of the
/// selected hero's stories, with their totals.
///
/// Why: with a saved session, the next start shows this at once, before any server answer, and
/// refreshes it as soon as the server does (keeping the selection); three requests in a row and
/// a 540 KB page otherwise stand between start-up and a list. Kept per server and user, never
/// shown to anyone else: a refused saved session clears it from the screen, and the app deletes
/// the file when nobody is signed in at quit.
public struct ListSnapshot: Encodable, Sendable, Equatable {
    /// 2: stories' `searchKey` holds the language too; 3: stories say whether their preview is
    /// cut (`previewIsPartial`). An older file is not read: the list arrives from the server a
    /// moment later.
    public static let formatVersion = 3
    /// Items kept per list: more rows than a tall screen shows; the server's pages replace them
    /// a moment later. Small, because the file is read before the first frame.
    public static let pageLimit = 60
    /// Characters of each story's preview kept: enough for the detail pane of the first screen.
    public static let previewLimit = 240

    public var version = ListSnapshot.formatVersion
    public var userId: String
    public var email: String
    public var heroes: [Hero]
    public var heroTotal: Int?
    public var heroSelection: Int
    public var storiesHeroID: String?
    public var stories: [StorySummary]
    public var storyTotal: Int?

    /// The snapshot of `state`, or nil when there is nothing to keep (nobody signed in, not on
    /// the main screen).
    public init?(_ state: AppState) {
        guard let session = state.session, state.screen == .main, !state.heroes.items.isEmpty else { return nil }
        userId = session.userId
        email = session.email
        heroes = Array(state.heroes.items.prefix(Self.pageLimit))
        heroTotal = state.heroes.total
        heroSelection = min(state.heroes.selection, heroes.count - 1)
        storiesHeroID = state.storiesHeroID
        stories = state.stories.items.prefix(Self.pageLimit).map { story in
            // The list's pages have no text: the openings the pane read are kept instead.
            let opening = state.opening(of: story)
            var saved = story
            saved.preview = String(opening.text.prefix(Self.previewLimit))
            saved.previewIsPartial = !opening.isComplete || opening.text.count > Self.previewLimit
            return saved
        }
        storyTotal = state.stories.total
    }

    /// A saved session with no lists kept (first start after signing in elsewhere, the file
    /// removed or unreadable): the main screen with its panes and "Loading..." rows, drawn at
    /// once, filled as the server answers.
    public static func placeholder(userId: String, email: String) -> ListSnapshot {
        ListSnapshot(userId: userId, email: email)
    }

    private init(userId: String, email: String) {
        self.userId = userId
        self.email = email
        heroes = []
        heroSelection = 0
        stories = []
    }

    public func encoded() -> Data {
        (try? JSONEncoder.wire().encode(self)) ?? Data()
    }

    /// The snapshot in `data` when it is readable, of this format and of `userId`.
    public static func decode(_ data: Data, userId: String) -> ListSnapshot? {
        guard let snapshot = read(data), snapshot.version == formatVersion, snapshot.userId == userId else { return nil }
        return snapshot
    }

    init(version: Int, userId: String, email: String, heroes: [Hero], heroTotal: Int?, heroSelection: Int,
         storiesHeroID: String?, stories: [StorySummary], storyTotal: Int?) {
        self.version = version
        self.userId = userId
        self.email = email
        self.heroes = heroes
        self.heroTotal = heroTotal
        self.heroSelection = heroSelection
        self.storiesHeroID = storiesHeroID
        self.stories = stories
        self.storyTotal = storyTotal
    }
}
