import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// `X` in the reducer: the story the story commands act on is exported, the status line says
/// where the files went, and a failure says why in a sentence.
@Suite("Export in the reducer")
struct ExportTests {
    @Test func xExportsTheOpenStoryAndTheStatusLineSaysWhere() {
        var driver = ListeningStateTests.reader()
        #expect(driver.press(.character("X")) == [.exportStory(id: "s1", title: "The Moon Trip")])
        #expect(driver.state.banner?.text == Strings.exporting("The Moon Trip"))
        #expect(driver.press(.character("X")) == [], "a second X waits for the first export")
        let book = ExportedBook(storyID: "s1", title: "The Moon Trip", folder: "~/Documents", book: "The Moon Trip.epub",
                                audio: "The Moon Trip.mp3")
        driver.send(.media(.exportFinished(book)))
        #expect(driver.state.banner?.kind == .success)
        #expect(driver.state.banner?.text == "Saved \"The Moon Trip\" in ~/Documents: The Moon Trip.epub (picture book) and "
            + "The Moon Trip.mp3 (narration with chapters).")
        var silent = book
        silent.audio = nil
        driver.send(.media(.exportFinished(silent)))
        #expect(driver.state.banner?.text.contains("no narration yet, so no MP3") == true)
        #expect(driver.press(.character("X")) == [.exportStory(id: "s1", title: "The Moon Trip")], "once done, X exports again")
        driver.send(.media(.exportFailed(storyID: "s1", title: "The Moon Trip", nil, reason: "the disk is full")))
        #expect(driver.state.exportsInProgress.isEmpty)
        #expect(driver.state.banner?.kind == .error)
        #expect(driver.state.banner?.text == "Could not export \"The Moon Trip\": the disk is full")
    }

    @Test func aStoryStillBeingWrittenIsNotExported() {
        var driver = Driver.storyList([TestData.story("s9", status: .processing)])
        #expect(driver.state.keyContext == .stories)
        #expect(driver.press(.character("X")) == [])
        #expect(driver.state.banner?.text == Strings.exportNotWrittenYet)
    }
}
