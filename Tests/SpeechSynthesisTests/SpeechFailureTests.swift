import Foundation
import Testing
@testable import SpeechSynthesis

/// The ways a narration can fail, each with a message an operator can act on.
struct SpeechFailureTests {
    @Test func missingEnginesAreNamed() async throws {
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plainFile = folder.appendingPathComponent("lame")
        try Data("not a program".utf8).write(to: plainFile)
        let request = SpeechRequest(text: "Hello.")

        let noEspeak = EspeakSpeechSynthesizer(espeakPath: "/nonexistent/espeak-ng")
        await #expect(throws: SpeechError.engineNotInstalled("espeak-ng")) { try await noEspeak.synthesize(request) }
        #expect(SpeechError.engineNotInstalled("espeak-ng").description == "speech engine not installed: espeak-ng")
        #expect(throws: SpeechError.engineNotInstalled("espeak-ng")) { try noEspeak.checkEngines() }

        try TestEngines.require()
        for lamePath in ["/nonexistent/lame", plainFile.path, folder.path] {
            let noLame = EspeakSpeechSynthesizer(lamePath: lamePath)
            let error = await #expect(throws: SpeechError.self) { try await noLame.synthesize(request) }
            #expect(error?.description == "speech engine not installed: lame")
        }
    }

    @Test(arguments: ["", "   \n\t  ", "\u{0}\u{1B}\u{7}\r\n"])
    func emptyTextIsRefusedClearly(text: String) async throws {
        let error = await #expect(throws: SpeechError.emptyText) {
            try await EspeakSpeechSynthesizer().synthesize(SpeechRequest(text: text))
        }
        #expect(error?.description.contains("empty") == true)
    }

    @Test func engineFailureReportsStatusAndMessageAndCleansUp() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("arguments.txt")
        // Records where it was asked to read the story, then fails like a broken install would.
        let espeak = try TestEngines.script(
            "echo \"$@\" > '\(log.path)'; echo 'voice data missing' >&2; exit 3", named: "espeak-ng", in: folder)
        let synthesizer = EspeakSpeechSynthesizer(espeakPath: espeak)

        let error = await #expect(throws: SpeechError.self) {
            try await synthesizer.synthesize(SpeechRequest(text: "Hello there."))
        }
        #expect(error?.description == "speech engine failed: espeak-ng exited with status 3: voice data missing")
        let workFolder = try #require(Self.storyFile(inArguments: log)).deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: workFolder.path), "temporary files were left behind")
    }

    @Test func encoderFailureAndSignalsAreReported() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failingLame = try TestEngines.script("exit 1", named: "lame", in: folder)
        let killedEspeak = try TestEngines.script("kill -9 $$", named: "espeak-ng", in: folder)
        let silentEspeak = try TestEngines.script("exit 0", named: "quiet-espeak", in: folder)
        let request = SpeechRequest(text: "Hello there.")

        let lameError = await #expect(throws: SpeechError.self) {
            try await EspeakSpeechSynthesizer(lamePath: failingLame).synthesize(request)
        }
        #expect(lameError?.description == "speech engine failed: lame exited with status 1")
        let killed = await #expect(throws: SpeechError.self) {
            try await EspeakSpeechSynthesizer(espeakPath: killedEspeak).synthesize(request)
        }
        #expect(killed?.description == "speech engine failed: espeak-ng was killed by signal 9")
        // Exit 0 without writing audio is still a failure, not an empty narration.
        let silent = await #expect(throws: SpeechError.self) {
            try await EspeakSpeechSynthesizer(espeakPath: silentEspeak).synthesize(request)
        }
        #expect(silent?.description == "speech engine failed: espeak-ng produced no audio")
    }

    @Test func successCleansUpToo() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("arguments.txt")
        let realEspeak = try #require(ExecutableLocator.locate("espeak-ng"))
        let espeak = try TestEngines.script(
            "echo \"$@\" > '\(log.path)'; exec '\(realEspeak)' \"$@\"", named: "espeak-ng", in: folder)

        let speech = try await EspeakSpeechSynthesizer(espeakPath: espeak).synthesize(SpeechRequest(text: "Sleep well."))
        #expect(speech.duration > 0.5)
        let workFolder = try #require(Self.storyFile(inArguments: log)).deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: workFolder.path), "temporary files were left behind")
    }

    @Test func cancellationStopsTheEngineAndCleansUp() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("arguments.txt")
        let espeak = try TestEngines.script(
            "echo \"$@\" > '\(log.path)'; exec sleep 30", named: "espeak-ng", in: folder)
        let synthesizer = EspeakSpeechSynthesizer(espeakPath: espeak)

        let started = ContinuousClock.now
        let task = Task { try await synthesizer.synthesize(SpeechRequest(text: "A very long story.")) }
        // Cancel only once the engine really runs, however slow the machine is today: once its
        // arguments are written (the shell creates the file, empty, a moment before it writes them).
        while Self.storyFile(inArguments: log) == nil, ContinuousClock.now - started < .seconds(10) {
            try await Task.sleep(for: .milliseconds(20))
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(10), "the engine was not stopped")
        let workFolder = try #require(Self.storyFile(inArguments: log)).deletingLastPathComponent()
        #expect(!FileManager.default.fileExists(atPath: workFolder.path), "temporary files were left behind")
    }

    @Test func waitingForEnginesDoesNotHoldConcurrencyThreads() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let slowEspeak = try TestEngines.script("sleep 3; exit 1", named: "espeak-ng", in: folder)
        let synthesizer = EspeakSpeechSynthesizer(espeakPath: slowEspeak)

        // The cooperative pool has one thread per core; if each narration blocked a thread while
        // waiting, six three-second narrations per core would take 18 seconds instead of about
        // three. The bound sits far from both, so a loaded machine cannot flip the verdict.
        let runs = min(6 * max(ProcessInfo.processInfo.activeProcessorCount, 1), 96)
        let started = ContinuousClock.now
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<runs {
                group.addTask { _ = try? await synthesizer.synthesize(SpeechRequest(text: "Hi.")) }
            }
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(10), "waited \(elapsed) for \(runs) parallel three-second runs")
    }

    /// The story file path espeak-ng was given with `-f`, from a stand-in's argument log.
    private static func storyFile(inArguments log: URL) -> URL? {
        guard let line = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "-f"), index + 1 < words.count else { return nil }
        return URL(fileURLWithPath: String(words[index + 1]))
    }
}
