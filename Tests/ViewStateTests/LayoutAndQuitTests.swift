import Testing
import TerminalUI
import ViewState

@Suite("Layout and quitting")
struct LayoutAndQuitTests {
    @Test(arguments: [(120, LayoutTier.threePanes), (100, .threePanes), (99, .twoPanes), (80, .twoPanes),
                      (79, .onePane), (40, .onePane)])
    func tiers(width: Int, tier: LayoutTier) {
        #expect(LayoutTier(width: width) == tier)
        let layout = ScreenLayout(size: TerminalSize(width: width, height: 24), hasBanner: false, focus: .stories)
        #expect(layout.panes.contains { $0.pane == .stories }, "the focused pane is always shown")
        #expect((layout.breadcrumbs != nil) == (tier == .onePane))
        let total = layout.panes.reduce(0) { $0 + $1.rect.width }
        #expect(total == width, "panes fill the width")
    }

    @Test func tooSmallBelowFortyByTwelveStillQuitsWithQ() {
        var driver = Driver.main(size: TerminalSize(width: 40, height: 12))
        #expect(driver.state.keyContext != .tooSmall)
        driver.send(.input(.resize(width: 39, height: 30)))
        #expect(driver.state.keyContext == .tooSmall)
        driver.send(.input(.resize(width: 100, height: 11)))
        #expect(driver.state.keyContext == .tooSmall)
        driver.press(.character("j"))
        #expect(driver.state.heroes.selection == 0, "keys other than quit do nothing")
        driver.press(.character("q"))
        #expect(driver.state.shouldQuit)
    }

    @Test func resizeKeepsTheSelectionInView() {
        var driver = Driver.main(size: TerminalSize(width: 120, height: 40))
        driver.press(.tab)
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(TestData.storyPage(ListTests.stories(0..<100), total: 100), offset: 0, requestID: requestID)))
        driver.press(.character("G"))
        driver.send(.input(.resize(width: 60, height: 14)))
        let page = driver.state.pageSize(of: .stories)
        let offset = driver.state.stories.scrollOffset
        #expect(driver.state.stories.selection >= offset)
        #expect(driver.state.stories.selection < offset + page)
    }

    @Test func quitAsksOnlyWhenAFormWouldLoseInput() {
        var clean = Driver.main()
        clean.press(.character("q"))
        #expect(clean.state.shouldQuit)

        var untouched = Driver.main()
        untouched.press(.character("n"), .ctrl("c"))
        #expect(untouched.state.shouldQuit, "an empty form loses nothing")

        var dirty = Driver.main()
        dirty.press(.character("n"))
        dirty.type("Luna")
        dirty.press(.ctrl("c"))
        #expect(!dirty.state.shouldQuit)
        #expect(dirty.state.confirmation?.subject == .quit)
        #expect(dirty.state.confirmation?.buttons == [Strings.stay, Strings.quit])
        dirty.press(.enter)
        #expect(!dirty.state.shouldQuit, "Stay is the default")
        guard case .hero(let form) = dirty.state.form else {
            Issue.record("the form survives")
            return
        }
        #expect(form.name.text == "Luna")
        dirty.press(.ctrl("c"), .right, .enter)
        #expect(dirty.state.shouldQuit)

        var watching = Driver.main()
        watching.send(.generation(.generationStarted(TestData.story("g1", status: .processing), at: TestData.epoch)))
        watching.press(.character("q"))
        #expect(watching.state.shouldQuit, "a followed generation goes on on the server: nothing is lost")
    }

    @Test func theSpinnerOnlyRunsWhileSomethingMoves() {
        var driver = Driver.main()
        #expect(!driver.state.isAnimating)
        driver.press(.character("r"))
        #expect(driver.state.isAnimating)
        let frame = driver.state.animationFrame
        driver.send(.tick(TestData.epoch.addingTimeInterval(0.1)))
        #expect(driver.state.animationFrame == frame + 1)
    }
}
