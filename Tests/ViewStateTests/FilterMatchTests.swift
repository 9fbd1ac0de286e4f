import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The `/` filter finds stories by title, event and language, and says which one it matched.
@Suite("What the story filter matches")
struct FilterMatchTests {
    static func story(_ id: String, title: String, event: String?, language: String) -> Story {
        var story = TestData.story(id, title: title)
        story.eventType = event
        story.language = language
        return story
    }

    static let stories = [
        story("s1", title: "The Moon Trip", event: "Bedtime Adventure", language: "English"),
        story("s2", title: "Le Voyage", event: "Rainy Day Magic", language: "French"),
        story("s3", title: "Éloïse and the Bedtime Bear", event: "Family Time", language: "Spanish"),
        story("s4", title: "Untold\nLines", event: "A theme\nwith a break", language: "German"),
    ]

    static func filtered(_ query: String) -> Driver {
        var driver = Driver.main()
        driver.send(.lists(.storiesLoaded(TestData.storyPage(stories, total: stories.count), offset: 0,
                                   requestID: driver.state.storiesRequestID)))
        driver.press(.tab, .character("/"))
        driver.type(query)
        return driver
    }

    static func ids(_ driver: Driver) -> [String] {
        (0..<driver.state.stories.count).compactMap { driver.state.stories.item(atRow: $0)?.id }
    }

    @Test func theEventAndTheLanguageAreMatchedToo() {
        #expect(Self.ids(Self.filtered("rainy")) == ["s2"], "by event")
        #expect(Self.ids(Self.filtered("french")) == ["s2"], "by language")
        #expect(Self.ids(Self.filtered("SPANISH")) == ["s3"], "in any letter case")
        #expect(Self.ids(Self.filtered("bedtime")) == ["s1", "s3"], "by event and by title")
        #expect(Self.ids(Self.filtered("eloise")) == ["s3"], "accents folded")
        #expect(Self.ids(Self.filtered("magic french")).isEmpty, "one field at a time")
    }

    @Test func theMatchedFieldIsTheFirstOfTitleEventLanguage() {
        let summaries = Self.stories.map(StorySummary.init)
        #expect(summaries[0].matchedField(normalizedQuery: "moon") == .title)
        #expect(summaries[0].matchedField(normalizedQuery: "adventure") == .event)
        #expect(summaries[0].matchedField(normalizedQuery: "english") == .language)
        #expect(summaries[0].matchedField(normalizedQuery: "t") == .title, "the title wins")
        #expect(summaries[2].matchedField(normalizedQuery: "bedtime") == .title)
        #expect(summaries[2].matchedField(normalizedQuery: "family") == .event)
        #expect(summaries[0].matchedField(normalizedQuery: "zebra") == nil)
        #expect(summaries[0].matchedField(normalizedQuery: "") == nil)
        // Line breaks inside a title or theme do not shift the fields.
        #expect(summaries[3].matchedField(normalizedQuery: "lines") == .title)
        #expect(summaries[3].matchedField(normalizedQuery: "break") == .event)
        #expect(summaries[3].matchedField(normalizedQuery: "german") == .language)
    }

    @Test func theMatchedPartOfATitleIsFoundInTheTitleAsShown() throws {
        func matched(_ query: String, in text: String) -> String? {
            ListFilter.range(of: ListFilter.normalize(query), in: text).map { String(text[$0]) }
        }
        #expect(matched("moon", in: "The Moon Trip") == "Moon")
        #expect(matched("eloise", in: "Éloïse and the Bear") == "Éloïse")
        #expect(matched("龙", in: "小龙 🐉 and Luna") == "龙")
        #expect(matched("luna", in: "小龙 🐉 and Luna") == "Luna")
        // Folding that changes the number of characters ("ﬁ" is two letters folded).
        #expect(matched("fire", in: "The ﬁre Dragon") == "ﬁre")
        #expect(matched("dragon", in: "The ﬁre Dragon") == "Dragon")
        #expect(matched("zebra", in: "The Moon Trip") == nil)
        #expect(matched("", in: "The Moon Trip") == nil)
    }

    @Test func theLanguageSurvivesTheSnapshotAndOldSnapshotsAreNotRead() throws {
        var driver = Self.filtered("")
        driver.press(.escape, .escape)
        let snapshot = try #require(ListSnapshot(driver.state))
        let decoded = try #require(ListSnapshot.decode(snapshot.encoded(), userId: TestData.session.userId))
        let french = try #require(decoded.stories.first { $0.id == "s2" })
        #expect(french.matchedField(normalizedQuery: "french") == .language)
        // A version-1 file's keys lack the language: it is not read (the server's lists follow).
        var text = try #require(String(data: snapshot.encoded(), encoding: .utf8))
        text = text.replacingOccurrences(of: "\"version\":\(ListSnapshot.formatVersion)", with: "\"version\":1")
        #expect(ListSnapshot.decode(Data(text.utf8), userId: TestData.session.userId) == nil)
    }

    @Test func filteringTenThousandStoriesByEventOrLanguageStaysQuick() {
        var driver = Driver.main()
        let requestID = driver.state.storiesRequestID
        let languages = ["English", "French", "Spanish", "German", "Italian"]
        let all = (0..<10_000).map { index in
            Self.story("n\(index)", title: "Story number \(index)", event: Catalog.events[index % Catalog.events.count],
                       language: languages[index % languages.count])
        }
        for start in stride(from: 0, to: 10_000, by: 100) {
            driver.send(.lists(.storiesLoaded(TestData.storyPage(Array(all[start..<(start + 100)]), total: 10_000, offset: start),
                                       offset: start, requestID: requestID)))
        }
        driver.press(.tab, .character("/"))
        let clock = ContinuousClock()
        let elapsed = clock.measure { driver.type("italian") }
        #expect(driver.state.stories.count == 2_000)
        #expect(elapsed < .seconds(2), "typing a filter took \(elapsed)")
    }
}
