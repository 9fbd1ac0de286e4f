import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The events section: the list, the form (with the server's messages and the assistant's
/// suggestions), favourites, deletion with a question, the one-shot enhancement, and the story
/// picker offering the user's events.
@Suite("Events section")
struct EventsSectionTests {
    static func event(_ id: String, _ title: String, enhanced: Bool = false, favorite: Bool = false,
                      uses: Int = 0) -> CustomStoryEvent {
        CustomStoryEvent(id: id, userId: "user-1", title: title, promptSeed: "A story about \(title.lowercased())",
                         keywords: enhanced ? ["school", "friend"] : [], aiEnhanced: enhanced,
                         aiEnhancementMetadata: enhanced ? CustomEventEnhancement(enhancedAt: TestData.epoch, model: "offline",
                                                                                  originalPromptSeed: "first day") : nil,
                         usageCount: uses, isFavorite: favorite, createdAt: TestData.epoch, updatedAt: TestData.epoch)
    }

    static func page(_ events: [CustomStoryEvent]) -> CustomEventPage {
        CustomEventPage(customEvents: events, pagination: Pagination(total: events.count, limit: 100, offset: 0, hasMore: false))
    }

    static let sample = [event("e1", "First day at school", favorite: true, uses: 2), event("e2", "Lost tooth"),
                         event("e3", "Moving house", enhanced: true)]

    /// Signed in, in the events section with three events listed.
    static func inEvents(size: TerminalSize = TerminalSize(width: 120, height: 40)) -> Driver {
        var driver = Driver.main(size: size)
        driver.press(.character("E"))
        driver.send(.events(.loaded(page(sample), offset: 0, requestID: driver.state.events.requestID)))
        return driver
    }

    @Test func openingTheSectionLoadsTheListAndTheKeysMoveInIt() {
        var driver = Driver.main()
        let effects = driver.press(.character("E"))
        #expect(driver.state.keyContext == .events)
        #expect(effects == [.events(.load(offset: 0, requestID: driver.state.events.requestID))])
        driver.send(.events(.loaded(Self.page(Self.sample), offset: 0, requestID: driver.state.events.requestID)))
        #expect(driver.state.events.list.count == 3)
        driver.press(.character("j"))
        #expect(driver.state.events.selectedEvent?.id == "e2")
        driver.press(.character("G"))
        #expect(driver.state.events.selectedEvent?.id == "e3")
        driver.press(.character("g"))
        #expect(driver.state.events.selectedEvent?.id == "e1")
        driver.press(.enter)
        #expect(driver.state.events.showsDetail)
        driver.press(.escape)
        #expect(driver.state.section == .library)
    }

    @Test func aLateAnswerOfAnOldLoadIsIgnored() {
        var driver = Self.inEvents()
        let old = driver.state.events.requestID
        driver.press(.character("r"))
        driver.send(.events(.loaded(Self.page([]), offset: 0, requestID: old)))
        #expect(driver.state.events.list.count == 3)
    }

    @Test func aNewEventIsCheckedSentAndListed() {
        var driver = Self.inEvents()
        driver.press(.character("n"))
        #expect(driver.state.keyContext == .eventForm)
        #expect(driver.press(.enter).isEmpty, "an empty title and prompt are refused before sending")
        #expect(driver.state.events.form?.visibleProblem(for: .title) == Strings.eventTitleInvalid)
        driver.type("Dentist visit")
        driver.press(.tab, .tab)
        driver.type("A brave trip to the dentist")
        driver.press(.tab, .right)
        let effects = driver.press(.enter)
        guard case .events(.create(let input)) = effects.first else {
            Issue.record("no create: \(effects)")
            return
        }
        #expect(input.title == "Dentist visit")
        #expect(input.promptSeed == "A brave trip to the dentist")
        #expect(input.category == "adventure")
        let saved = CustomStoryEvent(id: "e9", userId: "user-1", title: "Dentist visit", promptSeed: "A brave trip",
                                     createdAt: TestData.epoch, updatedAt: TestData.epoch)
        driver.send(.events(.saved(saved, created: true)))
        #expect(driver.state.events.form == nil)
        #expect(driver.state.events.selectedEvent?.id == "e9")
    }

    @Test func theServersFieldMessagesShowAndNothingTypedIsLost() {
        var driver = Self.inEvents()
        driver.press(.character("e"))
        #expect(driver.state.events.form?.title.text == "First day at school")
        driver.press(.enter)
        driver.send(.events(.saveFailed(.invalidInput(fields: ["promptSeed": "Prompt seed must be between 1 and 2000 characters"]))))
        #expect(driver.state.events.form?.visibleProblem(for: .promptSeed) == "Idea must be between 1 and 2000 characters")
        #expect(driver.state.events.form?.focus == .promptSeed)
        #expect(driver.state.events.form?.title.text == "First day at school")
        #expect(!(driver.state.events.form?.isSubmitting ?? true))
    }

    @Test func aSaveOnAnExpiredSessionWaitsForTheReplayWithTheFormKept() {
        var driver = Self.inEvents()
        driver.press(.character("n"))
        driver.type("Snow day")
        driver.press(.tab, .tab)
        driver.type("Snow everywhere")
        driver.press(.enter)
        driver.send(.events(.saveFailed(.sessionExpired)))
        #expect(driver.state.screen == .auth)
        #expect(driver.state.events.form?.title.text == "Snow day")
        #expect(driver.state.events.form?.awaitsReplay == true)
        driver.send(.account(.signedIn(TestData.session)))
        #expect(driver.state.keyContext == .eventForm, "back in the form")
        driver.send(.account(.pendingRequestReplayed(APIRequest(method: .post, path: "/api/v1/custom-events"))))
        #expect(driver.state.events.form == nil)
    }

    @Test func favouriteIsOptimisticAndUndoneOnFailure() {
        var driver = Self.inEvents()
        driver.press(.character("j"))
        #expect(driver.press(.character("f")) == [.events(.setFavorite(id: "e2", isFavorite: true))])
        #expect(driver.state.events.selectedEvent?.isFavorite == true)
        driver.send(.events(.favoriteChangeFailed(id: "e2", .server(status: 500))))
        #expect(driver.state.events.selectedEvent?.isFavorite == false)
    }

    @Test func deletingAsksFirst() {
        var driver = Self.inEvents()
        #expect(driver.press(.character("d")).isEmpty)
        #expect(driver.state.confirmation?.subject == .deleteCustomEvent(id: "e1", title: "First day at school"))
        #expect(driver.press(.enter).isEmpty, "Enter on the focused Cancel deletes nothing")
        driver.press(.character("d"), .right)
        #expect(driver.press(.enter) == [.events(.delete(id: "e1"))])
        driver.send(.events(.deleted(id: "e1")))
        #expect(driver.state.events.list.count == 2)
    }

    @Test func enhancingRunsOnceAndShowsTheResult() {
        var driver = Self.inEvents()
        driver.press(.character("j"))
        #expect(driver.press(.character("a")) == [.events(.enhance(id: "e2"))])
        #expect(driver.press(.character("a")).isEmpty, "not twice while it runs")
        var enhanced = Self.event("e2", "Lost tooth", enhanced: true)
        enhanced.promptSeed = "A richer prompt about a lost tooth"
        driver.send(.events(.enhanced(enhanced)))
        #expect(driver.state.events.showsDetail)
        #expect(driver.state.events.selectedEvent?.promptSeed == "A richer prompt about a lost tooth")
        #expect(driver.press(.character("a")).isEmpty)
        #expect(driver.state.banner == .info(Strings.eventAlreadyEnhanced))
    }

    @Test func theAssistantSuggestsTitlesAndKeywords() {
        var driver = Self.inEvents()
        driver.press(.character("n"), .tab)
        driver.type("Going to the aquarium by the sea")
        let asked = driver.press(.ctrl("t"))
        #expect(asked == [.events(.suggestTitle(description: "Going to the aquarium by the sea", language: .english))])
        driver.send(.events(.titlesSuggested(["The Seaside Aquarium"], source: "Going to the aquarium by the sea")))
        #expect(driver.state.events.form?.title.text == "The Seaside Aquarium")
        #expect(driver.press(.ctrl("g")) == [.events(.suggestKeywords(event: "The Seaside Aquarium",
                                                                       description: "Going to the aquarium by the sea"))])
        driver.send(.events(.keywordsSuggested(["aquarium", "sea"])))
        #expect(driver.state.events.form?.keywordList == ["aquarium", "sea"])
    }

    @Test func thePickerOffersTheUsersEventsAfterTheBuiltInOnes() {
        var driver = Self.inEvents()
        driver.press(.character("H"), .character("s"))
        guard case .story(var picker) = driver.state.form else {
            Issue.record("no picker")
            return
        }
        #expect(picker.choices.count == Catalog.events.count + 3 + 1)
        for _ in 0..<Catalog.events.count { driver.press(.down) }
        guard case .story(let moved) = driver.state.form else { return }
        picker = moved
        #expect(picker.selectedUserEvent?.id == "e1")
        let effects = driver.press(.enter)
        #expect(effects.contains { effect in
            if case .generateStory(let request) = effect { return request.customEventId == "e1" && request.eventType == nil }
            return false
        })
    }

    @Test func thePickerLoadsTheEventsWhenTheSectionHasNot() {
        var driver = Driver.main()
        let effects = driver.press(.character("s"))
        #expect(effects == [.events(.load(offset: 0, requestID: driver.state.events.requestID))])
        driver.send(.events(.loaded(Self.page(Self.sample), offset: 0, requestID: driver.state.events.requestID)))
        guard case .story(let picker) = driver.state.form else {
            Issue.record("no picker")
            return
        }
        #expect(picker.userEvents.map(\.id) == ["e1", "e2", "e3"])
    }

    @Test func typingInTheFormNeverRunsSectionKeys() {
        var driver = Self.inEvents()
        driver.press(.character("n"))
        driver.type("SDqE,H")
        #expect(driver.state.events.form?.title.text == "SDqE,H")
        #expect(driver.state.section == .events)
        #expect(driver.state.confirmation == nil)
    }
}
