import Foundation
import SharedUtilities
import StandIns
import Testing
@testable import SpeechSynthesis

/// Access to the real programs the speech tests run, failing loudly when they are missing:
/// a narration test that skipped itself on a bare machine would pass without testing anything.
enum TestEngines {
    static let installHint = "install them with `apt-get install -y espeak-ng lame` (`make test` does)"

    /// Records a failure naming the missing program and throws, so the test stops there.
    static func require() throws {
        for name in ["espeak-ng", "lame"] {
            try #require(ExecutableLocator.locate(name) != nil, "\(name) is not on PATH; \(installHint)")
        }
    }

    /// A fresh folder for one test's files; the caller removes it.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("speech-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An executable `/bin/sh` script standing in for an engine that misbehaves (`StandInScript`).
    static func script(_ body: String, named name: String, in folder: URL) throws -> String {
        try StandInScript.write(body, named: name, in: folder)
    }

    /// Decodes `mp3` with lame's own decoder and measures the resulting WAV: a second opinion on
    /// the duration that does not use our frame parser at all.
    static func decodedDuration(of mp3: Data) async throws -> Double {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.mp3")
        let output = folder.appendingPathComponent("out.wav")
        try mp3.write(to: input)
        let lame = try #require(ExecutableLocator.locate("lame"), "lame is not on PATH; \(installHint)")
        try await ExternalProcess(name: "lame", executablePath: lame,
                                  arguments: ["--quiet", "--decode", input.path, output.path])
            .run(diagnosticsFile: folder.appendingPathComponent("stderr.txt"))
        let wave = try #require(RIFFWave(try Data(contentsOf: output)), "lame --decode wrote no WAV")
        return wave.duration
    }

    /// Encodes `wav` with lame as constant-bitrate MP3 without a Xing/Info tag (`-t`), so the
    /// parser has to walk every frame instead of reading a count.
    static func untaggedMP3(from wav: Data) async throws -> Data {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.wav")
        let output = folder.appendingPathComponent("out.mp3")
        try wav.write(to: input)
        let lame = try #require(ExecutableLocator.locate("lame"), "lame is not on PATH; \(installHint)")
        try await ExternalProcess(name: "lame", executablePath: lame,
                                  arguments: ["--quiet", "-t", "-m", "m", "-b", "48", input.path, output.path])
            .run(diagnosticsFile: folder.appendingPathComponent("stderr.txt"))
        return try Data(contentsOf: output)
    }

    /// `soxi -D` (sox with MP3 support) when installed; nil otherwise, as it is optional.
    static func soxDuration(of mp3: Data) throws -> Double? {
        guard let soxi = ExecutableLocator.locate("soxi") else { return nil }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.mp3")
        try mp3.write(to: input)
        let run = try ChildProcess.capture(soxi, ["-D", input.path])
        // sox built without MP3 support fails: that is "not available", not a wrong duration.
        guard run.status == 0 else { return nil }
        return Double(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
