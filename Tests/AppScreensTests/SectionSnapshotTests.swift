import AppScreens
import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The events section (list with the selected event's detail), the event form with the
/// server's field messages (in the form's words) and with the assistant saying what it needs,
/// the settings section with usage bars, and a story written from one
/// of the user's events, as golden files at three layout tiers in monochrome, 256 colours and
/// ASCII; plus checks that hold at every size.
@Suite("Events and settings screens")
struct SectionSnapshotTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case eventsList, eventForm, eventFormNeedsIdea, settings, storyFromEvent

        var testDescription: String { rawValue }

        func state(_ size: TerminalSize) -> AppState {
            switch self {
            case .eventsList: Fixtures.state(size, [Fixtures.key(.character("j")), Fixtures.key(.enter)],
                                             from: SectionSnapshotTests.events(size))
            case .eventForm: SectionSnapshotTests.formWithErrors(size)
            case .eventFormNeedsIdea: SectionSnapshotTests.titleAskedOfAnEmptyForm(size)
            case .settings: SectionSnapshotTests.settings(size)
            case .storyFromEvent: SectionSnapshotTests.storyFromEvent(size)
            }
        }
    }

    static let epoch = Date(timeIntervalSince1970: 1_767_600_000)

    static let sampleEvents: [CustomStoryEvent] = [
        CustomStoryEvent(id: "e1", userId: "u", title: "First day at the new school", description: "Big school, new friends",
                         promptSeed: "Starting at a new school and finding a friend", category: "school", ageRange: "4-6",
                         usageCount: 3, isFavorite: true, createdAt: epoch, updatedAt: epoch),
        CustomStoryEvent(id: "e2", userId: "u", title: "The lost tooth", promptSeed: "A wobbly tooth falls out at dinner",
                         category: "family", keywords: ["tooth", "fairy", "dinner"], aiEnhanced: true,
                         aiEnhancementMetadata: CustomEventEnhancement(enhancedAt: epoch, model: "offline",
                                                                       originalPromptSeed: "lost tooth"),
                         usageCount: 1, createdAt: epoch, updatedAt: epoch),
        CustomStoryEvent(id: "e3", userId: "u", title: "Moving house", promptSeed: "Boxes everywhere and a new bedroom",
                         tone: "calm", createdAt: epoch, updatedAt: epoch),
    ]

    static func events(_ size: TerminalSize) -> AppState {
        let start = Fixtures.state(size, [Fixtures.key(.character("E"))], from: Fixtures.main(size))
        let page = CustomEventPage(customEvents: sampleEvents,
                                   pagination: Pagination(total: 3, limit: 100, offset: 0, hasMore: false))
        return Fixtures.state(size, [.events(.loaded(page, offset: 0, requestID: start.events.requestID))], from: start)
    }

    static func formWithErrors(_ size: TerminalSize) -> AppState {
        let typing = [Fixtures.key(.character("n"))] + Fixtures.type("Snow day") + [Fixtures.key(.tab)]
            + Fixtures.type("The first snow of winter") + [Fixtures.key(.tab)] + Fixtures.type("x") + [Fixtures.key(.enter)]
        let refusal = ClientError.invalidInput(fields: ["title": "Title is already used by another event",
                                                        "promptSeed": "Prompt seed must be between 1 and 2000 characters"])
        return Fixtures.state(size, typing + [.events(.saveFailed(refusal))], from: events(size))
    }

    /// Ctrl-T on an empty form: the form says what the assistant needs, where its titles show.
    static func titleAskedOfAnEmptyForm(_ size: TerminalSize) -> AppState {
        Fixtures.state(size, [Fixtures.key(.character("n")), Fixtures.key(.ctrl("t"))], from: events(size))
    }

    static func settings(_ size: TerminalSize) -> AppState {
        let profile = UserProfile(id: "u", email: "ada@example.com", name: "Ada Lovelace", createdAt: epoch, updatedAt: epoch,
                                  preferredLanguage: "French", defaultVoice: "nova", defaultStoryLength: 10,
                                  count: .init(heroes: 2, customEvents: 3, stories: 5))
        let usage = AccountUsage(rateLimits: [
            AccountUsage.storyOperation: .init(remaining: 7, limit: 10, resetAt: epoch),
            AccountUsage.audioOperation: .init(remaining: 10, limit: 10, resetAt: epoch),
            AccountUsage.illustrationOperation: .init(remaining: 0, limit: 20, resetAt: epoch),
            AccountUsage.avatarOperation: .init(remaining: 9, limit: 10, resetAt: epoch),
        ], userStats: .init(totalStoriesGenerated: 5, totalAudioGenerated: 3, totalIllustrationsGenerated: 20))
        let start = Fixtures.state(size, [Fixtures.key(.character(","))], from: Fixtures.main(size))
        // The voice changed and not saved yet, and the server refused the length.
        return Fixtures.state(size, [.settings(.profileLoaded(profile)), .settings(.usageLoaded(usage)),
                                     Fixtures.key(.down), Fixtures.key(.right), Fixtures.key(.down), Fixtures.key(.down),
                                     .settings(.profileSaveFailed(.invalidInput(fields: [
                                         "defaultStoryLength": "must be a whole number from 1 to 15"]))),
                                     Fixtures.key(.up), Fixtures.key(.up)], from: start)
    }

    static func storyFromEvent(_ size: TerminalSize) -> AppState {
        var story = Fixtures.story("s9", "Luna's first school day")
        story.customEventId = "e1"
        story.eventType = "First day at the new school"
        let back = Fixtures.state(size, [Fixtures.key(.character("H"))], from: events(size))
        return Fixtures.state(size, [.lists(.storiesLoaded(Fixtures.page([story]), offset: 0, requestID: back.storiesRequestID)),
                                     Fixtures.key(.tab)], from: back)
    }

    static let sizes = TierSnapshots.sizes

    static func draw(_ state: AppState, glyphs: GlyphSet = .unicode, tier: ColorTier = .monochrome) -> ScreenBuffer {
        TierSnapshots.draw(state, glyphs: glyphs, tier: tier)
    }

    @Test(arguments: Screen.allCases, sizes)
    func matchesGoldenFile(screen: Screen, size: TerminalSize) {
        TierSnapshots.assertMatches(screen.state(size), named: screen.rawValue)
    }

    @Test(arguments: sizes)
    func whatMattersIsOnScreenAtEveryTier(size: TerminalSize) {
        let list = Self.draw(Self.events(size)).lines().joined(separator: "\n")
        #expect(list.contains("First day at the new"), "event titles at \(size)")
        let form = Self.draw(Self.formWithErrors(size)).lines().joined(separator: "\n")
        #expect(form.contains("Idea must be"), "the server's message, in the form's words, at \(size)")
        let note = Self.draw(Self.titleAskedOfAnEmptyForm(size)).lines().joined(separator: "\n")
        #expect(note.contains("Write a few words of the idea"), "what the assistant needs at \(size)")
        #expect(form.contains("Snow day"), "the typing is kept at \(size)")
        let settings = Self.draw(Self.settings(size)).lines().joined(separator: "\n")
        #expect(settings.contains("fable"), "the chosen voice at \(size)")
        #expect(settings.contains("must be a whole number"), "the server's message at \(size)")
        let story = Self.draw(Self.storyFromEvent(size)).lines().joined(separator: "\n")
        #expect(story.contains("From your event"), "the story says where it came from at \(size)")
    }

    @Test func tinyTerminalsAndOddSizesDrawWithoutTrapping() {
        for screen in Screen.allCases {
            for (width, height) in [(1, 1), (2, 3), (39, 11), (40, 12), (41, 13), (300, 100)] {
                _ = Self.draw(screen.state(TerminalSize(width: width, height: height)))
            }
        }
    }
}
