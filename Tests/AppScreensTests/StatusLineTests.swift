import AppScreens
import Foundation
import Testing
import TerminalUI
import ViewState
import InfiniteStoriesModels

/// Messages have a fixed place that never moves the panes, are not cut while two rows hold
/// them, and can all be read again in the message log (issue 26).
@Suite("The status line and the message log")
struct StatusLineTests {
    private static func lines(_ state: AppState) -> [String] {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        render(state, into: &buffer, glyphs: .unicode)
        return buffer.lines()
    }

    @Test(arguments: [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24), TerminalSize(width: 60, height: 20)])
    func aMessageDoesNotMoveThePanes(size: TerminalSize) {
        var state = Fixtures.main(size)
        let before = Self.lines(state)
        state.banner = .success("Hero saved.")
        let after = Self.lines(state)
        // Everything but the last row (the status line) is where it was.
        #expect(Array(after.dropLast()) == Array(before.dropLast()))
        #expect(after.last?.contains("✓ Hero saved.") == true)
    }

    @Test func aLongMessageTakesTwoRowsAndALongerOneSaysWhereToReadIt() {
        // The reported case: a picture's path cut at 120 columns.
        let size = TerminalSize(width: 120, height: 40)
        var state = Fixtures.main(size)
        let before = Self.lines(state)
        let path = "/home/parent/.cache/infinite-stories/media/7f3a2c9e-41b7-4d0b-9c11-2a6f5e8d9b10/illustration-4-of-6.png"
        state.banner = .error("No display to open the picture with; it is saved at \(path)")
        let two = Self.lines(state)
        #expect(Array(two.dropLast(2)) == Array(before.dropLast(2)), "the panes stay")
        #expect(two.suffix(2).joined().contains(path), "the path is not cut: \(two.suffix(2))")

        state.banner = .warning(String(repeating: "The config file has a problem on this line. ", count: 12))
        let long = Self.lines(state)
        #expect(long.last?.contains("M all") == true, "\(long.suffix(2))")
        // The log has it in full.
        _ = reduce(&state, .input(.key(.character("M"))))
        #expect(state.keyContext == .messageLog)
        let log = Self.lines(state).joined(separator: "\n")
        #expect(log.contains(Strings.messageLogTitle))
        #expect(log.contains("illustration-4-of-6.png"))
    }
}

/// A story's detail while the server is away shows what is known, marked as such (issue 26).
@Suite("Stale detail")
struct StaleDetailTests {
    @Test func theDetailShowsTheLastKnownNarrationAndSaysItMayHaveChanged() {
        let size = TerminalSize(width: 120, height: 40)
        var state = Fixtures.main(size)
        let story = Fixtures.story("g1", "The Night Train", status: .processing, audio: .pending, illustrations: .none)
        var actions: [Action] = [.generation(.generationStarted(story, at: state.now))]
        for (step, extra) in [(GenerationStep.text, nil), (.audio, nil), (.illustrations, 3)] as [(GenerationStep, Int?)] {
            actions.append(.generation(.generationUpdated(storyID: "g1", .progress(ProgressPayload(step: step, status: "completed", progress: 100,
                                                                                       completed: extra, total: extra)))))
        }
        actions += [.generation(.generationUpdated(storyID: "g1", .finished)), .generation(.generationStreamEnded(storyID: "g1", error: nil)),
                    .lists(.storyRefreshFailed(id: "g1", .network(.connectionRefused)))]
        for action in actions { _ = reduce(&state, action) }
        state.banner = nil
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        render(state, into: &buffer, glyphs: .unicode)
        let text = buffer.lines().joined(separator: "\n")
        #expect(text.contains(Strings.detailAsLastKnown.prefix(30)))
        #expect(!text.contains(Strings.audioNone), "\(text)")
        #expect(text.contains(Strings.audioReady(duration: nil)))
    }
}

/// The event form's idea is a text area: an enhanced idea of ten lines is read in full by
/// moving through it, not only its tail (issue 26).
@Suite("The event form's idea")
struct EventIdeaAreaTests {
    @Test func aLongIdeaWrapsOverSeveralRowsAndFollowsTheCursor() {
        let size = TerminalSize(width: 100, height: 30)
        let idea = (1...10).map { "Sentence \($0) of an enhanced idea about the first snow." }.joined(separator: " ")
        let typing = [Fixtures.key(.character("n")), Fixtures.key(.tab), Fixtures.key(.tab)] + Fixtures.type(idea)
        let state = Fixtures.state(size, typing, from: SectionSnapshotTests.events(size))
        var buffer = ScreenBuffer(width: size.width, height: size.height)
        render(state, into: &buffer, glyphs: .unicode)
        let text = buffer.lines().joined(separator: "\n")
        #expect(text.contains("Sentence 10 of an enhanced idea"), "the cursor's end is shown: \(text)")
        #expect(text.contains("Sentence 9 of an"), "over several rows: \(text)")
        // Home: the start of the idea is shown.
        let home = Fixtures.state(size, [Fixtures.key(.home)], from: state)
        var top = ScreenBuffer(width: size.width, height: size.height)
        render(home, into: &top, glyphs: .unicode)
        #expect(top.lines().joined(separator: "\n").contains("Sentence 1 of an enhanced idea"))
    }
}
