import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing

/// The events and settings sections in the real binary, in a real terminal (tmux), against a
/// real server: an event written, enhanced and used for a story; then the default voice changed
/// in the settings and used by the next narration.
@Suite("Events and settings end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct EventsAndSettingsEndToEndTests {
    @Test func anEventIsEnhancedAndWrittenFromThenTheDefaultVoiceNarrates() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--audio-output null")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        let email = "events@example.com"
        try await EndToEndTests.signUp(terminal, email: email)
        try await EndToEndTests.createHero(terminal, name: "Luna")

        // The events section: a new event, then its one enhancement.
        try terminal.keys("E")
        try await terminal.waitFor("Your events", "No events of your own yet")
        try terminal.keys("n")
        try await terminal.waitFor("New event")
        try terminal.type("Snow day")
        try terminal.keys("Tab")
        try terminal.type("The first snow of winter in the garden")
        try terminal.keys("Tab")
        try terminal.type("Luna builds a snowman with her friends")
        try terminal.keys("Enter")
        try await terminal.waitFor("Event \"Snow day\" created.")
        try terminal.keys("a")
        let enhanced = try await terminal.waitFor("enhanced: a richer prompt", "Enhanced: yes, by offline", timeout: .seconds(30))
        #expect(enhanced.contains("Keywords:"), "the keywords show:\n\(enhanced)")
        try terminal.keys("a")
        try await terminal.waitFor("already been enhanced")

        // The story picker offers it after the ten built-in events; the story says where it came from.
        try terminal.keys("H")
        try await terminal.waitFor("Heroes 1")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna", "Snow day (yours)")
        for _ in 0..<Catalog.events.count {
            try terminal.keys("Down")
        }
        try terminal.keys("Enter")
        let written = try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(120))
        #expect(written.contains("From your event: Snow day"), "the detail names the event:\n\(written)")

        // Settings: the default voice from coral to nova, saved with Enter.
        try terminal.keys(",")
        try await terminal.waitFor("Settings", "Narration voice", "coral", "This hour")
        try terminal.keys("j")
        try terminal.keys("Right")
        try await terminal.waitFor("nova", "not saved")
        try terminal.keys("Enter")
        try await terminal.waitFor("Settings saved.")

        // The next story's automatic narration is recorded in that voice: the server says so.
        try terminal.keys("H")
        try await Task.sleep(for: .milliseconds(300))
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("Stories 2", "is ready.", "Narration: ready", timeout: .seconds(120))
        let client = APIClient(configuration: APIClientConfiguration(baseURL: try #require(URL(string: server.baseURL))),
                               sessionStore: SessionStore(directory: folder.appendingPathComponent("probe")))
        _ = try await RemoteAuthRepository(client: client).signIn(email: email, password: EndToEndTests.password)
        let stories = RemoteStoryRepository(client: client)
        let listed = try await stories.list(filter: StoryFilter(), limit: 10, offset: 0).stories
        let fromEvent = try #require(listed.first { $0.customEventId != nil })
        let next = try #require(listed.first { $0.customEventId == nil })
        #expect(try await stories.audioStatus(storyId: fromEvent.id).voice == "coral", "the first narration kept its voice")
        var audio = try await stories.audioStatus(storyId: next.id)
        for _ in 0..<120 where audio.status != .completed {
            try await Task.sleep(for: .milliseconds(500))
            audio = try await stories.audioStatus(storyId: next.id)
        }
        let finalScreen = try terminal.screen()
        #expect(audio.voice == "nova", "the narration's voice: \(String(describing: audio.voice))\n\(finalScreen)")
        #expect(audio.status == .completed)
    }
}
