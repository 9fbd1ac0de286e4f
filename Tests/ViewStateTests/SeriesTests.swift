import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// `c`, the series marks and the reader's `n`/`p` at the end of a part, in the reducer.
@Suite("Sequels and series in the reducer")
struct SeriesTests {
    /// `story` as a part of the series that `first` began.
    static func part(_ story: Story, of first: String, _ part: Int, of length: Int, continues: String? = nil) -> Story {
        var story = story
        story.seriesId = first
        story.seriesPart = part
        story.seriesLength = length
        story.continuesStoryId = continues
        return story
    }

    @Test func cAsksForTheNextPartAndTheListMarksBothParts() {
        var driver = ListeningStateTests.reader()
        let asked = driver.press(.character("c"))
        #expect(asked == [.generateStory(CreateStoryRequest(heroId: "h1", language: "English", continuesStoryId: "s1"))])
        #expect(driver.state.banner?.text == Strings.continuingStory("The Moon Trip"))
        #expect(driver.state.startingGenerations == 1)

        let sequel = Self.part(TestData.story("s3", title: "", status: .processing), of: "s1", 2, of: 2, continues: "s1")
        let effects = driver.send(.generation(.generationStarted(sequel, at: Date(timeIntervalSince1970: 1_000))))
        #expect(effects.contains(.watchGeneration(storyID: "s3")))
        let first = driver.state.stories.item(withID: "s1")
        #expect(first?.isInSeries == true && first?.seriesPart == 1 && first?.seriesLength == 2)
        let second = driver.state.stories.item(withID: "s3")
        #expect(second?.seriesPart == 2 && second?.seriesLength == 2)
        #expect(driver.state.stories.item(withID: "s2")?.isInSeries == false, "another story is in no series")
    }

    @Test func aStoryStillBeingWrittenIsNotContinued() {
        var driver = Driver.storyList([TestData.story("s9", status: .processing)])
        #expect(driver.press(.character("c")) == [])
        #expect(driver.state.banner?.text == Strings.continueNotWritten)
    }

    @Test func theEndOfAPartSaysWhereTheSeriesGoesAndNAndPOpenTheParts() {
        var driver = ListeningStateTests.reader()
        let first = Self.part(TestData.story("s1", title: "The Moon Trip"), of: "s1", 1, of: 2)
        let second = Self.part(TestData.story("s2", title: "The Star Net"), of: "s1", 2, of: 2, continues: "s1")
        // A story in a series asks for its series once open.
        #expect(driver.send(.lists(.storyOpened(first))).contains(.loadSeries(storyID: "s1")))
        driver.send(.lists(.seriesLoaded(storyID: "s1", StorySeries(seriesId: "s1", parts: [first, second]))))
        let ending = Strings.seriesEnd(part: 1, length: 2, next: "The Star Net", hasPrevious: false)
        #expect(driver.state.reader?.text.hasSuffix(ending) == true, "\(driver.state.reader?.text ?? "")")
        #expect(driver.state.stories.item(withID: "s2")?.seriesPart == 2, "the list learns the parts")
        // The whole short text is in view: n is the next part.
        #expect(driver.press(.character("n")) == [.openStory(id: "s2")])
        #expect(driver.state.reader?.storyID == "s2")
        #expect(driver.state.stories.selectedID == "s2", "the list follows")
        #expect(driver.send(.lists(.storyOpened(second))) .contains(.loadSeries(storyID: "s2")))
        driver.send(.lists(.seriesLoaded(storyID: "s2", StorySeries(seriesId: "s1", parts: [first, second]))))
        #expect(driver.state.reader?.text.hasSuffix(Strings.seriesEnd(part: 2, length: 2, next: nil, hasPrevious: true)) == true)
        #expect(driver.press(.character("n")) == [], "no next part yet: n is the pictures' key")
        #expect(driver.press(.character("p")) == [.openStory(id: "s1")])
    }

    @Test func awayFromTheEndNAndPAreThePictures() {
        var driver = ListeningStateTests.reader()
        var long = Self.part(TestData.story("s1", title: "The Moon Trip"), of: "s1", 1, of: 2)
        long.content = (1...80).map { "Paragraph \($0) of a long story about the moon." }.joined(separator: "\n\n")
        long.illustrations = driver.state.reader?.story?.illustrations
        let second = Self.part(TestData.story("s2", title: "The Star Net"), of: "s1", 2, of: 2)
        driver.send(.lists(.storyOpened(long)))
        driver.send(.lists(.seriesLoaded(storyID: "s1", StorySeries(seriesId: "s1", parts: [long, second]))))
        #expect(driver.state.reader?.scrollOffset == 0)
        #expect(!driver.press(.character("n")).contains(.openStory(id: "s2")))
        #expect(driver.state.reader?.storyID == "s1" && driver.state.reader?.pictureIndex == 1)
        driver.press(.character("G"))
        #expect(!driver.press(.character("n")).contains(.openStory(id: "s2")), "at the end, the last picture first")
        #expect(driver.state.reader?.pictureIndex == 2)
        #expect(driver.press(.character("n")) == [.openStory(id: "s2")], "past the last picture, n is the next part")
    }

    /// At the end before the series arrives, the reader stays at the end once the text says
    /// where the series goes.
    @Test func aReaderAtTheEndStaysThereWhenTheSeriesArrives() {
        var driver = ListeningStateTests.reader()
        var long = Self.part(TestData.story("s1", title: "The Moon Trip"), of: "s1", 1, of: 2)
        long.content = (1...80).map { "Paragraph \($0) of a long story about the moon." }.joined(separator: "\n\n")
        driver.send(.lists(.storyOpened(long)))
        driver.press(.character("G"))
        let before = driver.state.reader?.scrollOffset ?? 0
        #expect(before > 0)
        let second = Self.part(TestData.story("s2", title: "The Star Net"), of: "s1", 2, of: 2)
        driver.send(.lists(.seriesLoaded(storyID: "s1", StorySeries(seriesId: "s1", parts: [long, second]))))
        #expect((driver.state.reader?.scrollOffset ?? 0) > before, "the ending's lines are scrolled into view")
        #expect(driver.press(.character("n")) == [.openStory(id: "s2")])
    }

    @Test func aDeletedPartMovesTheOthersUpAndASeriesOfOneIsNone() {
        var driver = ListeningStateTests.reader()
        let parts = [Self.part(TestData.story("s1", title: "One"), of: "s1", 1, of: 3),
                     Self.part(TestData.story("s2", title: "Two"), of: "s1", 2, of: 3),
                     Self.part(TestData.story("s3", title: "Three"), of: "s1", 3, of: 3)]
        driver.send(.lists(.storiesLoaded(TestData.storyPage(parts, total: 3), offset: 0, requestID: driver.state.storiesRequestID)))
        driver.send(.lists(.storyDeleted(id: "s2")))
        let three = driver.state.stories.item(withID: "s3")
        #expect(three?.seriesPart == 2 && three?.seriesLength == 2, "no Part 3 of 2")
        #expect(driver.state.stories.item(withID: "s1")?.seriesLength == 2)
        driver.send(.lists(.storyDeleted(id: "s1")))
        #expect(driver.state.stories.item(withID: "s3")?.isInSeries == false)
        // Continued again, the story left alone is the first part of the new series.
        let sequel = Self.part(TestData.story("s4", title: "", status: .processing), of: "s1", 2, of: 2, continues: "s3")
        driver.send(.generation(.generationStarted(sequel, at: Date(timeIntervalSince1970: 1_000))))
        let first = driver.state.stories.item(withID: "s3")
        #expect(first?.seriesPart == 1 && first?.seriesLength == 2 && first?.isInSeries == true)
    }
}
