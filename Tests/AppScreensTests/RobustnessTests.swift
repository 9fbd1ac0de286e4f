import AppScreens
import Foundation
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

@Suite("Rendering at any size and any length")
struct RobustnessTests {
    /// Every screen at every width from 1 to 130 (at a few heights) and every height from 1 to
    /// 45 (at a few widths) renders without trapping, fills exactly the buffer, and never leaves
    /// the cursor outside it.
    @Test(arguments: SnapshotTests.Screen.allCases)
    func everySizeRenders(screen: SnapshotTests.Screen) {
        let base = screen.state(TerminalSize(width: 120, height: 40))
        var sizes: [(Int, Int)] = []
        for width in 1...130 {
            for height in [1, 12, 24] { sizes.append((width, height)) }
        }
        for height in 1...45 {
            for width in [1, 40, 80, 100] { sizes.append((width, height)) }
        }
        for (index, (width, height)) in sizes.enumerated() {
            var state = base
            _ = reduce(&state, .input(.resize(width: width, height: height)))
            // ASCII glyphs have the same widths: every third size is enough for them.
            for glyphs in index % 3 == 0 ? GlyphSet.allCases : [.unicode] {
                var buffer = ScreenBuffer(width: width, height: height)
                render(state, into: &buffer, glyphs: glyphs)
                #expect(buffer.lines().count == height)
                if let cursor = buffer.cursorPosition {
                    #expect(cursor.x >= 0 && cursor.x < width && cursor.y >= 0 && cursor.y < height)
                }
            }
        }
    }

    @Test func aZeroSizedBufferIsFine() {
        var buffer = ScreenBuffer(width: 0, height: 0)
        render(Fixtures.main(TerminalSize(width: 120, height: 40)), into: &buffer, glyphs: .unicode)
        #expect(buffer.lines().isEmpty)
    }

    /// Drawing cost does not grow with the number of stories: lists only look at visible rows.
    @Test func aHundredThousandStoriesRenderAsFastAsTen() {
        let size = TerminalSize(width: 120, height: 40)
        func state(stories count: Int) -> AppState {
            var state = Fixtures.main(size)
            let heroID = state.storiesHeroID ?? "h1"
            let stories = (0..<count).map { index in
                Story(id: "s\(index)", heroId: heroID, title: "Story \(index)", content: "", language: "English",
                      estimatedDuration: 420, generationStatus: .completed, createdAt: Fixtures.epoch,
                      updatedAt: Fixtures.epoch)
            }
            let page = StoryPage(stories: stories, pagination: Pagination(total: count, limit: count, offset: 0,
                                                                        hasMore: false))
            _ = reduce(&state, .lists(.storiesLoaded(page, offset: 0, requestID: state.storiesRequestID)))
            _ = reduce(&state, .input(.key(.character("G"))))
            return state
        }
        let small = state(stories: 10)
        let large = state(stories: 100_000)
        #expect(large.stories.count == 100_000)
        func measure(_ state: AppState) -> Duration {
            var buffer = ScreenBuffer(width: size.width, height: size.height)
            render(state, into: &buffer, glyphs: .unicode)  // warm up
            let clock = ContinuousClock()
            return clock.measure {
                for _ in 0..<20 {
                    var buffer = ScreenBuffer(width: size.width, height: size.height)
                    render(state, into: &buffer, glyphs: .unicode)
                }
            }
        }
        let smallTime = measure(small)
        let largeTime = measure(large)
        #expect(largeTime < smallTime * 3 + .milliseconds(20), "10 stories: \(smallTime), 100,000: \(largeTime)")
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        render(large, into: &buffer, glyphs: .unicode)
        #expect(buffer.lines().joined().contains("Story 99999"))
        #expect(buffer.lines().joined().contains("100000/100000"))
    }
}
