import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import StandIns
import TerminalUI
import ViewState

/// Test data and app states reached the way the app reaches them: by feeding actions to the
/// reducer. Names cover CJK, emoji, accents and very long text.
enum Fixtures {
    static let epoch = WireFixtures.epoch  // 2026-01-05
    static let session = AuthSession(userId: "user-1", email: "parent@example.com")

    static func hero(_ id: String, _ name: String, age: Int = 7, traits: [String] = ["Brave", "Kind"],
                     ability: String? = "talks to animals", stories: Int = 0) -> Hero {
        WireFixtures.hero(id: id, name: name, age: age, traits: traits, abilities: ability.map { [$0] } ?? [],
                          appearance: "curly hair and green boots", stories: stories)
    }

    static let heroes: [Hero] = [
        hero("h1", "Luna", stories: 5),
        hero("h2", "小龙 Xiǎo Lóng", age: 5, traits: ["Curious"], stories: 2),
        hero("h3", "🦄 Sparkle the Unicorn 🌈", age: 9, traits: ["Magical", "Funny"], stories: 0),
        hero("h4", "Maximilian Alexander Bartholomew von Sternenhimmel-Wunderland the Third", age: 12, stories: 1),
        hero("h5", "Éloïse", age: 3, traits: ["Gentle"], ability: nil, stories: 0),
    ]

    static let storyText = """
    Once upon a time, Luna found a silver ladder leaning against the moon. She climbed it, one \
    careful rung after another, while the owls watched and the town slept below.

    At the top the moon was soft like a pillow. A small crater fox asked her to help find its lost star.

    Together they searched the quiet valleys of the moon until they saw a tiny light blinking \
    in a puddle of moon dust. The star was cold and frightened, so Luna held it close.

    When the star was warm again, it rose into the sky and winked goodbye. Luna climbed down the \
    ladder and fell asleep before her feet touched her bed.
    """

    static func story(_ id: String, _ title: String, heroID: String = "h1", favorite: Bool = false,
                      status: GenerationStatus = .completed, audio: AudioStatus = .completed,
                      illustrations: IllustrationStatus = .completed, minutesAgo: Double = 0) -> Story {
        WireFixtures.story(id: id, heroID: heroID, title: title, content: status == .completed ? storyText : "",
                           eventType: "Bedtime Adventure", audio: audio, audioDuration: audio == .completed ? 187 : nil,
                           illustrations: illustrations, illustrationCount: illustrations == .completed ? 4 : 0,
                           favorite: favorite, status: status, createdAt: epoch.addingTimeInterval(-minutesAgo * 60),
                           hero: Story.HeroSummary(id: heroID, name: "Luna"))
    }

    static let stories: [Story] = [
        story("s1", "The Moon Trip", favorite: true),
        story("s2", "大冒险 The Great Adventure", audio: .pending, illustrations: .none, minutesAgo: 90),
        story("s3", "🐉 The Dragon's Picnic 🧺", audio: .failed, illustrations: .partial, minutesAgo: 2000),
        story("s4", "A Very Long Title About a Hero Who Walked All the Way Around the World and Back Again Twice",
              minutesAgo: 5000),
        story("s5", "Rainy Day Magic", favorite: true, minutesAgo: 9000),
    ]

    static func page(_ stories: [Story], total: Int? = nil, offset: Int = 0, hasMore: Bool = false) -> StoryPage {
        StoryPage(stories: stories, pagination: Pagination(total: total ?? stories.count, limit: 100, offset: offset,
                                                          hasMore: hasMore))
    }

    static func heroPage(_ heroes: [Hero]) -> HeroPage {
        HeroPage(heroes: heroes, pagination: Pagination(total: heroes.count, limit: 100, offset: 0, hasMore: false))
    }

    /// Feeds `actions` to the reducer and answers the state (effects are dropped: no network here).
    static func state(_ size: TerminalSize, _ actions: [Action], from start: AppState? = nil) -> AppState {
        var state = start ?? AppState(size: size, now: epoch)
        for action in actions { _ = reduce(&state, action) }
        return state
    }

    static func key(_ key: Key) -> Action { .input(.key(key)) }

    static func type(_ text: String) -> [Action] {
        text.map { .input(.key(.character($0))) }
    }

    // MARK: Screens

    static func signIn(_ size: TerminalSize) -> AppState {
        state(size, [.session(.serverReady(label: "http://127.0.0.1:8080")), .session(.sessionRestored(nil, warning: nil)),
                     .session(.connectivityChecked(.reachable(latency: .milliseconds(3), status: health)))])
    }

    static let health = HealthStatus(status: "healthy", timestamp: epoch, database: "connected", version: "0.1.0")

    static func signUpWithErrors(_ size: TerminalSize) -> AppState {
        var actions: [Action] = [key(.ctrl("t"))] + type("Ada Lovelace") + [key(.tab)] + type("ada@example")
        actions += [key(.tab)] + type("short") + [key(.tab)] + type("shorter") + [key(.enter)]
        actions.append(.account(.signInFailed(.accountExists)))
        return state(size, actions, from: signIn(size))
    }

    static func sessionExpiredAuth(_ size: TerminalSize) -> AppState {
        state(size, [.account(.sessionExpired)], from: main(size))
    }

    /// Signed in, heroes and Luna's stories loaded, the story list focused.
    static func main(_ size: TerminalSize) -> AppState {
        withStories(size, page(stories))
    }

    /// The first page of a long story list arrived; the rows still to come show as placeholders
    /// and the position already counts them all.
    static func loadingMore(_ size: TerminalSize) -> AppState {
        withStories(size, page(stories, total: 400, hasMore: true))
    }

    /// The story pages as the app asks for them, without text: the detail pane says the
    /// selected story's opening is on its way (`Reducer.requestVisiblePreview`).
    static func openingLoading(_ size: TerminalSize) -> AppState {
        let withoutText = stories.map { story in
            var listed = story
            listed.content = ""
            listed.contentTruncated = story.content.isEmpty ? nil : true
            return listed
        }
        return withStories(size, page(withoutText))
    }

    /// Signed in with the heroes loaded, then `storyPage` for Luna, the story list focused and the
    /// second story selected.
    private static func withStories(_ size: TerminalSize, _ storyPage: StoryPage) -> AppState {
        let signedIn = state(size, [
            .session(.serverReady(label: "http://127.0.0.1:8080")),
            .session(.sessionRestored(session, warning: nil)),
            .session(.connectivityChecked(.reachable(latency: .milliseconds(3), status: health))),
            .lists(.heroesLoaded(heroPage(heroes), offset: 0, requestID: 1)),
        ])
        return state(size, [.lists(.storiesLoaded(storyPage, offset: 0, requestID: signedIn.storiesRequestID)),
                            key(.tab), key(.character("j"))], from: signedIn)
    }

    static func heroForm(_ size: TerminalSize) -> AppState {
        let actions: [Action] = [key(.backTab), key(.character("n"))] + type("小龙 🐉") + [key(.tab), key(.backspace)]
            + type("15") + [key(.tab), key(.right), key(.right), key(.enter)]
        return state(size, actions, from: main(size))
    }

    static func storyPicker(_ size: TerminalSize) -> AppState {
        state(size, [key(.character("s")), key(.down), key(.down), key(.tab), key(.right)], from: main(size))
    }

    static func deleteConfirmation(_ size: TerminalSize) -> AppState {
        state(size, [key(.backTab), key(.character("d"))], from: main(size))
    }

    static func progress(_ size: TerminalSize) -> AppState {
        let started = story("s9", "The Lighthouse Cat", status: .processing, audio: .pending, illustrations: .none)
        let text = String(storyText.prefix(330))
        return state(size, [
            key(.character("s")), key(.enter),
            .generation(.generationStarted(started, at: epoch)),
            .generation(.generationUpdated(storyID: "s9", .progress(ProgressPayload(step: .text, status: "processing", progress: 45)))),
            .generation(.generationUpdated(storyID: "s9", .text(text))),
            .tick(epoch.addingTimeInterval(65)),
        ], from: main(size))
    }

    static func progressWithFailures(_ size: TerminalSize) -> AppState {
        state(size, [
            .generation(.generationUpdated(storyID: "s9", .replaceText(storyText))),
            .generation(.generationUpdated(storyID: "s9", .progress(ProgressPayload(step: .text, status: "completed", progress: 100)))),
            .generation(.illustrationsRequested(storyID: "s9", IllustrationProgress(status: .processing, progress: 50, total: 4,
                                                                        completed: 2, processing: 1, failed: 0, pending: 1,
                                                                        illustrations: []))),
            .generation(.narrationRequestFailed(storyID: "s9", .rateLimited(retryAfterSeconds: 1800))),
        ], from: progress(size))
    }

    static func reader(_ size: TerminalSize) -> AppState {
        var opened = story("s1", "The Moon Trip", favorite: true)
        let paragraphs = storyText.components(separatedBy: "\n\n")
        opened.illustrations = paragraphs.enumerated().map { index, text in
            Illustration(id: "i\(index)", displayOrder: index, textSegment: text, imagePrompt: "", timestamp: Double(index) * 45,
                         status: index == 3 ? .processing : .completed,
                         imageUrl: index == 3 ? nil : "http://127.0.0.1:8080/media/s1/scene-\(index).png?expires=1&signature=x")
        }
        return withPictures(state(size, [key(.character("k")), key(.enter), .lists(.storyOpened(opened))], from: main(size)))
    }

    /// The reader while its story plays at 1.25x, 42 s in: the progress line and the mini player.
    static func listening(_ size: TerminalSize) -> AppState {
        let start = reader(size)
        let at = epoch.addingTimeInterval(60)
        return withPictures(state(size, [
            key(.character(" ")),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .started(duration: 187), at: at))),
            key(.character(">")),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .speed(1.25), at: at))),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .position(52), at: at.addingTimeInterval(42)))),
        ], from: start))
    }

    /// `listening` with a 10-minute sleep timer 12 s from its end: the mini player shows the
    /// time left and the volume of the fade.
    static func sleepTimerFading(_ size: TerminalSize) -> AppState {
        let at = epoch.addingTimeInterval(102)
        return state(size, [
            key(.character("T")),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .position(53), at: at))),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .position(54), at: at.addingTimeInterval(588)))),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .volume(40), at: at.addingTimeInterval(588)))),
        ], from: listening(size))
    }

    /// Tonight's queue over the reader while it plays from the queue: the first story playing,
    /// one without a narration yet, a long title and CJK cut to fit, the second row selected.
    static func queueShown(_ size: TerminalSize) -> AppState {
        let queued = [stories[0], stories[1], stories[3], stories[4]].enumerated().map { index, story in
            var story = story
            story.content = ""
            story.contentTruncated = true
            return QueueItem(storyId: story.id, position: index, addedAt: epoch, story: story)
        }
        let page = QueuePage(items: queued, pagination: Pagination(total: queued.count, limit: 100, offset: 0, hasMore: false))
        let at = epoch.addingTimeInterval(60)
        return state(size, [
            key(.character("Q")), .queue(.loaded(page)), key(.enter),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .started(duration: 187), at: at))),
            .media(.playerEvent(PlayerEvent(storyID: "s1", .position(12), at: at.addingTimeInterval(12)))),
            key(.character("Q")), .queue(.loaded(page)), key(.character("j")),
        ], from: reader(size))
    }

    /// The reader after `X`: the status line says where the picture book and the MP3 went.
    static func exported(_ size: TerminalSize) -> AppState {
        let book = ExportedBook(storyID: "s1", title: "The Moon Trip", folder: "~/Documents", book: "The Moon Trip.epub",
                                audio: "The Moon Trip.mp3")
        return state(size, [key(.character("X")), .media(.exportFinished(book))], from: reader(size))
    }

    /// A series of two in the list (its marks, "Part 1 of 2" where the date would be, the
    /// detail's series line) just after `c` on its first part: the status line says a next
    /// part is being written.
    static func seriesContinuing(_ size: TerminalSize) -> AppState {
        func part(_ story: Story, _ number: Int, continues: String? = nil) -> Story {
            var story = story
            story.seriesId = "s1"
            story.seriesPart = number
            story.seriesLength = 2
            story.continuesStoryId = continues
            return story
        }
        let sequel = part(story("s6", "The Star Net", minutesAgo: 5), 2, continues: "s1")
        let list = [sequel, part(stories[0], 1)] + stories.dropFirst()
        return state(size, [key(.character("c"))], from: withStories(size, page(list)))
    }

    /// The hero detail with the hero's avatar drawn.
    static func heroAvatar(_ size: TerminalSize) -> AppState {
        let start = main(size)
        var luna = heroes[0]
        luna.avatarUrl = "http://127.0.0.1:8080/media/h1/avatar-1.png?expires=1&signature=x"
        return withPictures(state(size, [.lists(.heroSaved(luna, created: false)), key(.escape)], from: start))
    }

    /// Answers every picture the state asked for with a made-up one of the asked size: ASCII
    /// shades in a diagonal gradient, two colours per cell, as a renderer would give.
    static func withPictures(_ state: AppState) -> AppState {
        var state = state
        let shades = Array(" .:-=+*#%@")
        for (key, slot) in state.pictures where slot == .loading {
            let rows = max(1, key.rows - 2)
            let columns = max(1, min(key.columns, rows * 2))
            var cells: [Character] = []
            var colors: [CellColors] = []
            for row in 0..<rows {
                for column in 0..<columns {
                    let shade = (row + column) * (shades.count - 1) / max(1, rows + columns - 2)
                    cells.append(shades[shade])
                    colors.append(CellColors(foreground: .indexed(UInt8(16 + shade * 20)), background: .indexed(17)))
                }
            }
            _ = reduce(&state, .media(.pictureRendered(key, CellPicture(columns: columns, rows: rows, cells: cells, colors: colors))))
        }
        return state
    }

    static func help(_ size: TerminalSize) -> AppState {
        state(size, [key(.character("?"))], from: main(size))
    }

    static func filtered(_ size: TerminalSize) -> AppState {
        state(size, [key(.character("/"))] + type("moon"), from: main(size))
    }
}
