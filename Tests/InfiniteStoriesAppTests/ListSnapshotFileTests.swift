import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import ViewState
@testable import infinite_stories

/// The lists kept between runs, on disk: written 0600 beside the session, read back whole,
/// anything odd ignored, removed when nobody is signed in.
@Suite("Lists snapshot file")
struct ListSnapshotFileTests {
    static let server = URL(string: "http://127.0.0.1:41234")!

    static func signedInState() -> AppState {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date(timeIntervalSince1970: 0))
        let session = AuthSession(userId: "u1", email: "parent@example.com")
        let date = Date(timeIntervalSince1970: 1_767_644_103)
        let hero = Hero(id: "h1", name: "Luna", age: 6, traits: ["Brave"], specialAbilities: [], createdAt: date,
                        updatedAt: date, count: Hero.Counts(stories: 2))
        let stories = ["s1", "s2"].map {
            Story(id: $0, heroId: "h1", title: "Story \($0)", content: String(repeating: "Once upon a time. ", count: 40),
                  language: "English", audioGenerationStatus: .pending, illustrationStatus: .none, isFavorite: false,
                  estimatedDuration: 420, generationStatus: .completed, createdAt: date, updatedAt: date)
        }
        for action: Action in [.session(.serverReady(label: "x")), .session(.sessionRestored(session, warning: nil)),
                               .lists(.heroesLoaded(HeroPage(heroes: [hero], pagination: Pagination(total: 1, limit: 100, offset: 0, hasMore: false)),
                                             offset: 0, requestID: 1))] {
            _ = reduce(&state, action)
        }
        _ = reduce(&state, .lists(.storiesLoaded(StoryPage(stories: stories, pagination: Pagination(total: 2, limit: 100, offset: 0, hasMore: false)),
                                          offset: 0, requestID: state.storiesRequestID)))
        return state
    }

    @Test func savedListsAreReadBackForTheSameUserOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-lists-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SessionStore(directory: folder)
        let state = Self.signedInState()
        ListSnapshotFile.save(state, for: Self.server, sessionStore: store)
        let file = ListSnapshotFile.url(for: Self.server, sessionStore: store)
        // Beside the session of the same server, named after the same hash.
        let sessionFile = store.fileURL(for: Self.server)
        #expect(file.deletingLastPathComponent().path == sessionFile.deletingLastPathComponent().path)
        #expect(file.lastPathComponent == "lists-" + sessionFile.lastPathComponent.dropFirst("session-".count))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let read = try #require(ListSnapshotFile.read(for: Self.server, userId: "u1", sessionStore: store))
        #expect(read == ListSnapshot(state))
        #expect(read.stories.map(\.id) == ["s1", "s2"])
        #expect(read.stories.allSatisfy { $0.preview.count <= ListSnapshot.previewLimit })
        #expect(ListSnapshotFile.read(for: Self.server, userId: "u2", sessionStore: store) == nil)

        // A symbolic link in its place is not followed, even to a good snapshot.
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        try FileManager.default.moveItem(at: file, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        #expect(ListSnapshotFile.read(for: Self.server, userId: "u1", sessionStore: store) == nil)
        try FileManager.default.removeItem(at: file)

        // Damaged: ignored, not a crash.
        try Data("{\"version\":1,".utf8).write(to: file)
        #expect(ListSnapshotFile.read(for: Self.server, userId: "u1", sessionStore: store) == nil)

        // Signed out at quit: the file goes.
        ListSnapshotFile.save(AppState(size: TerminalSize(width: 80, height: 24)), for: Self.server, sessionStore: store)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
