import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState
import AppRuntime

/// `AppStore` says whether a batch changed the state without keeping a copy of the lists, so
/// that a page of stories is appended in place.
@Suite("Telling whether a batch changed the state")
struct ChangeDetectionTests {
    static func page(_ range: Range<Int>, total: Int) -> StoryPage {
        TestData.storyPage(ListTests.stories(range), total: total, offset: range.lowerBound)
    }

    static func address(_ state: AppState) -> UnsafeRawPointer? {
        state.stories.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func pagesAreAppendedInPlaceAndStillCountAsAChange() {
        var driver = Driver.storyList([])
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(Self.page(0..<100, total: 1_000), offset: 0, requestID: requestID)))
        let store = AppStore(state: driver.state, queue: ActionQueue())

        #expect(store.process([.lists(.storiesLoaded(Self.page(100..<200, total: 1_000), offset: 100, requestID: requestID))]).changed)
        #expect(store.state.stories.items.capacity >= 1_000, "room for the server's total at the second page")
        let storage = Self.address(store.state)
        for start in stride(from: 200, to: 1_000, by: 100) {
            let result = store.process([.lists(.storiesLoaded(Self.page(start..<start + 100, total: 1_000), offset: start,
                                                               requestID: requestID))])
            #expect(result.changed, "page at \(start)")
        }
        #expect(store.state.stories.items.count == 1_000)
        #expect(Self.address(store.state) == storage, "every later page went into the same storage: no copy")

        // An answer to an older request changes nothing, and says so.
        #expect(!store.process([.lists(.storiesLoaded(Self.page(0..<100, total: 1_000), offset: 0,
                                                      requestID: requestID - 1))]).changed)
        // A filter changes only which rows match: still a change.
        #expect(store.process([TestData.key(.character("/"))] + TestData.type("number 7")).changed)
    }

    @Test func aServersTotalIsNotTrustedBeyondTheListsMeasuredSize() {
        var driver = Driver.storyList([])
        let requestID = driver.state.storiesRequestID
        driver.send(.lists(.storiesLoaded(Self.page(0..<100, total: 1_000_000_000), offset: 0, requestID: requestID)))
        driver.send(.lists(.storiesLoaded(Self.page(100..<200, total: 1_000_000_000), offset: 100, requestID: requestID)))
        #expect(driver.state.stories.items.capacity <= 110_000, "\(driver.state.stories.items.capacity)")
        #expect(driver.state.stories.items.count == 200)
    }
}
