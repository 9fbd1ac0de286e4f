import AppScreens
import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The app's real frame: `reduce` of a j (or k) key press on the story list, then `render` of
/// the whole 80x24 screen into a fresh buffer, exactly what the app does per key.
///
/// The state holds one hero with N stories loaded and the story pane focused, as after the app
/// loaded a 10,000-story list; sizes are timed in turn, run by run, so their ratio is fair.
enum AppFrameBenchmark {
    static func run(itemCounts: [Int], runs: Int) -> [Sample] {
        FrameSizes.measure("frame.app", itemCounts: itemCounts, runs: runs) { Frame(items: $0).next }
    }

    /// The app state between frames; a class so the timed closure can carry it from call to call.
    private final class Frame {
        var state: AppState
        private var goingDown = true

        init(items: Int) {
            let now = Date(timeIntervalSince1970: 1_767_600_000)
            var state = AppState(size: TerminalSize(width: 80, height: 24), now: now)
            let hero = Hero(id: "herohmb3kq7x2v4m5n6p7r8s9t", name: "Luna", age: 7, traits: ["Brave", "Curious"],
                            specialAbilities: ["talks to animals"], createdAt: now, updatedAt: now,
                            count: Hero.Counts(stories: items))
            let content = StoryFixtures.content(minutes: 7)
            let summaries = (0..<items).map { index in
                let created = now.addingTimeInterval(Double(-index))
                return StorySummary(Story(
                    id: "story\(index)", heroId: hero.id, title: "The Night the Stars Sang (\(index + 1))",
                    content: content, language: "English", eventType: "Bedtime Adventure",
                    illustrationStatus: .pending, illustrationCount: 6, estimatedDuration: 420,
                    generationStatus: .completed, createdAt: created, updatedAt: created,
                    hero: Story.HeroSummary(id: hero.id, name: hero.name)))
            }
            state.screen = .main
            state.connection = .online(latencyMilliseconds: 1)
            state.session = AuthSession(userId: "userabc", email: "reader@bench.example")
            state.heroes.replaceAll(with: [hero], total: 1)
            state.storiesHeroID = hero.id
            state.stories.replaceAll(with: summaries, total: items)
            state.focus = .stories
            self.state = state
        }

        func next() -> Int {
            // Down to the end of the list, then back up: a bounded walk on any list size.
            if state.stories.selection >= state.stories.count - 1 { goingDown = false }
            if state.stories.selection == 0 { goingDown = true }
            let key: Character = goingDown ? "j" : "k"
            let effects = reduce(&state, .input(.key(.character(key))))
            var buffer = ScreenBuffer(width: 80, height: 24)
            render(state, into: &buffer, glyphs: .unicode)
            return effects.count &+ state.stories.selection &+ (buffer.cell(at: Point(x: 0, y: 0)) == nil ? 0 : 1)
        }
    }
}
