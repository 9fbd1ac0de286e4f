import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import StandIns
import TerminalUI
import ViewState

/// Values and small drivers shared by the reducer tests.
enum TestData {
    static let epoch = WireFixtures.epoch
    static let session = AuthSession(userId: "user-1", email: "parent@example.com")
    /// The server the `Driver`'s app talks to, and what a network failure says of it.
    static let serverURL = "http://127.0.0.1:1"
    static let notAnswering = Strings.serverNotAnswering(serverURL)
    static let health = HealthStatus(status: "healthy", timestamp: epoch, database: "connected", version: "0.1.0")

    static func hero(_ id: String, _ name: String, stories: Int = 0) -> Hero {
        WireFixtures.hero(id: id, name: name, stories: stories)
    }

    static func story(_ id: String, heroID: String = "h1", title: String? = nil, status: GenerationStatus = .completed,
                      favorite: Bool = false, audio: AudioStatus = .pending,
                      illustrations: IllustrationStatus = .pending) -> Story {
        WireFixtures.story(id: id, heroID: heroID, title: title ?? "Story \(id)",
                           content: status == .completed ? "Once upon a time." : "", audio: audio,
                           illustrations: illustrations, favorite: favorite, status: status)
    }

    static func heroPage(_ heroes: [Hero]) -> HeroPage {
        HeroPage(heroes: heroes, pagination: Pagination(total: heroes.count, limit: 100, offset: 0, hasMore: false))
    }

    static func storyPage(_ stories: [Story], total: Int, offset: Int = 0) -> StoryPage {
        StoryPage(stories: stories, pagination: Pagination(total: total, limit: 100, offset: offset,
                                                          hasMore: offset + stories.count < total))
    }

    static func key(_ key: Key) -> Action { .input(.key(key)) }

    static func type(_ text: String) -> [Action] { text.map { .input(.key(.character($0))) } }
}

/// Feeds actions to the real reducer and keeps every effect it asked for.
struct Driver {
    var state: AppState
    private(set) var effects: [Effect] = []

    init(size: TerminalSize = TerminalSize(width: 120, height: 40)) {
        state = AppState(size: size, now: TestData.epoch)
    }

    /// Sends actions; answers the effects of these actions only.
    @discardableResult
    mutating func send(_ actions: Action...) -> [Effect] {
        send(actions)
    }

    @discardableResult
    mutating func send(_ actions: [Action]) -> [Effect] {
        var produced: [Effect] = []
        for action in actions { produced += reduce(&state, action) }
        effects += produced
        return produced
    }

    @discardableResult
    mutating func press(_ keys: Key...) -> [Effect] {
        send(keys.map(TestData.key))
    }

    mutating func type(_ text: String) {
        send(TestData.type(text))
    }

    /// On the sign-in screen, server known, nobody signed in.
    static func signedOut(size: TerminalSize = TerminalSize(width: 120, height: 40)) -> Driver {
        var driver = Driver(size: size)
        driver.send(.session(.serverReady(label: TestData.serverURL)), .session(.sessionRestored(nil, warning: nil)))
        return driver
    }

    /// Signed in with Luna's `stories` listed and the story list focused.
    static func storyList(_ stories: [Story], size: TerminalSize = TerminalSize(width: 120, height: 40)) -> Driver {
        var driver = Driver(size: size)
        driver.send(.session(.serverReady(label: "http://127.0.0.1:1")), .session(.sessionRestored(TestData.session, warning: nil)))
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna", stories: stories.count)]), offset: 0,
                                         requestID: driver.state.heroesRequestID)))
        driver.send(.lists(.storiesLoaded(TestData.storyPage(stories, total: stories.count), offset: 0,
                                          requestID: driver.state.storiesRequestID)))
        driver.press(.tab)
        return driver
    }

    /// Signed in with two heroes loaded and the first hero's three stories listed.
    static func main(size: TerminalSize = TerminalSize(width: 120, height: 40)) -> Driver {
        var driver = Driver(size: size)
        driver.send(.session(.serverReady(label: TestData.serverURL)), .session(.sessionRestored(TestData.session, warning: nil)))
        driver.send(.lists(.heroesLoaded(TestData.heroPage([TestData.hero("h1", "Luna", stories: 3), TestData.hero("h2", "Max")]),
                                  offset: 0, requestID: driver.state.heroesRequestID)))
        driver.send(.lists(.storiesLoaded(TestData.storyPage([TestData.story("s1"), TestData.story("s2"), TestData.story("s3")],
                                                      total: 3),
                                   offset: 0, requestID: driver.state.storiesRequestID)))
        return driver
    }
}
