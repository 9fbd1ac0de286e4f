import Foundation
import StandIns
import Testing

/// The app on a server whose work comes from real OpenAI-compatible servers: story text from
/// llama.cpp's `llama-server` (a tiny random-weight model, `LlamaServer`), narration and pictures
/// from `scripts/fake-openai-server.py` (llama.cpp serves neither). The text streams in as the
/// model writes it, the story is readable as soon as the text ends, then narration and pictures
/// complete.
@Suite("Real providers end to end", .serialized,
       .enabled(if: TerminalHarness.tmuxAvailable && FakeOpenAIServer.available, "needs tmux, python3, espeak-ng and lame"))
struct ProvidersEndToEndTests {
    @Test func aStoryFromALlamaServerStreamsIntoTheAppAndIsReadableAtOnce() async throws {
        let llama = try await LlamaServer.start(model: "tiny.gguf")
        defer { llama.stop() }
        let (server, terminal, folder) = try await EndToEndTests.launch(serverArguments: [
            "--story-provider", "openai", "--openai-base-url", llama.baseURL.absoluteString, "--openai-story-model", "tiny",
            "--text-pace", "15",
        ])
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "llama@example.com")
        try await EndToEndTests.createHero(terminal, name: "Mia")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Mia")
        try terminal.keys("Enter")

        // The model's words show while the story is still being written.
        try await terminal.waitFor("in progress", "Writing", timeout: .seconds(60))
        try await terminal.waitFor("is ready.", timeout: .seconds(120))
        try terminal.keys("Enter")
        let reader = try await terminal.waitFor("Reading", timeout: .seconds(20))
        #expect(!reader.contains("failed"))
        try terminal.keys("Escape", "q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }

    @Test func aStoryIsNarratedAndIllustratedByTheProvider() async throws {
        let fake = try FakeOpenAIServer(chunkDelay: 0.04)
        defer { fake.stop() }
        let (server, terminal, folder) = try await EndToEndTests.launch(serverArguments: [
            "--speech-provider", "openai", "--image-provider", "openai", "--openai-base-url", fake.baseURL,
        ])
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "model@example.com")
        try await EndToEndTests.createHero(terminal, name: "Mia")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Mia")
        try terminal.keys("Enter")
        let done = try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(90))
        #expect(done.contains("pictures"), "the provider's pictures were drawn")

        try terminal.keys("Enter")
        // The reader, once the story has loaded into it.
        try await terminal.waitFor("Reading", "Narration: ready")
        try terminal.keys("Escape", "q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}

/// `scripts/fake-openai-server.py` in a process of its own, on a free loopback port.
final class FakeOpenAIServer {
    let script: LoopbackScript
    var baseURL: String { script.baseURL.absoluteString }

    /// python3 to run it, espeak-ng and lame for its MP3s.
    static var available: Bool {
        ["/usr/bin/python3", "/usr/bin/espeak-ng", "/usr/bin/lame"].allSatisfy(FileManager.default.isExecutableFile)
            || ((try? TerminalHarness.run("/usr/bin/env", ["sh", "-c", "command -v python3 espeak-ng lame"]).status) == 0)
    }

    init(chunkDelay: Double) throws {
        script = try LoopbackScript("fake-openai-server.py", arguments: ["--chunk-delay", String(chunkDelay)])
    }

    func stop() { script.stop() }
}
