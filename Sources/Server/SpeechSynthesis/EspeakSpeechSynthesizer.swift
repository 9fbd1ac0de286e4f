import Foundation

/// The offline narrator: espeak-ng speaks the story to a WAV file and lame encodes it to MP3.
///
/// It needs no network and no account, so the server can narrate in development, in tests and on
/// machines without an AI provider; real voice providers replace it behind `SpeechSynthesizer`.
/// Each narration works in its own temporary folder, removed on every path, and passes the story
/// to espeak-ng as a file, never on a command line or through a shell, so no text can turn into
/// an option or a command.
public struct EspeakSpeechSynthesizer: SpeechSynthesizer {
    /// The espeak-ng program name, as the error messages spell it.
    public static let espeakName = "espeak-ng"
    /// The lame program name, as the error messages spell it.
    public static let lameName = "lame"

    private let espeakCommand: String
    private let lameCommand: String

    /// - Parameters:
    ///   - espeakPath: the espeak-ng executable; nil looks `espeak-ng` up on `PATH`.
    ///   - lamePath: the lame executable; nil looks `lame` up on `PATH`.
    ///
    /// Nothing is checked here so the server can start without the engines and still serve
    /// everything but narration; `checkEngines()` reports them early if wanted.
    public init(espeakPath: String? = nil, lamePath: String? = nil) {
        espeakCommand = espeakPath ?? Self.espeakName
        lameCommand = lamePath ?? Self.lameName
    }

    /// Throws `SpeechError.engineNotInstalled` for the first missing engine, so a server can warn
    /// at start-up instead of at the first story.
    public func checkEngines() throws {
        _ = try engines()
    }

    /// espeak-ng's own sound for each catalogue voice (a variant, a pitch, a speed).
    public var voiceDescriptions: [String: String] { EspeakVoice.descriptions }

    public func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech {
        try await render(request, keepingWAV: false).speech
    }

    /// Narrates `request`, also returning espeak-ng's WAV when `keepingWAV` is set so tests can
    /// measure the encoded duration against the very audio it was encoded from.
    func render(_ request: SpeechRequest, keepingWAV: Bool) async throws -> (speech: SynthesizedSpeech, wav: Data?) {
        let text = Self.narratableText(request.text)
        guard !text.isEmpty else {
            throw SpeechError.emptyText
        }
        let (espeakPath, lamePath) = try engines()
        let voice = EspeakVoice(voice: request.voice, languageCode: request.languageCode)

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("infinite-stories-speech-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let textFile = folder.appendingPathComponent("story.txt")
        let wavFile = folder.appendingPathComponent("story.wav")
        let mp3File = folder.appendingPathComponent("story.mp3")
        let diagnostics = folder.appendingPathComponent("stderr.txt")

        try Data(text.utf8).write(to: textFile)
        // -b 1: the file is UTF-8. No -m, so markup-like text is read aloud, not obeyed.
        let espeak = ExternalProcess(
            name: Self.espeakName, executablePath: espeakPath,
            arguments: voice.arguments + ["-b", "1", "-f", textFile.path, "-w", wavFile.path])
        try await espeak.run(diagnosticsFile: diagnostics)
        guard let wavSize = Self.fileSize(wavFile), wavSize > 44 else {
            throw SpeechError.engineFailed("\(Self.espeakName) produced no audio")
        }

        // Mono VBR -V 6: about 70 kbit/s on espeak-ng's 22 kHz speech (some 3 MB for six minutes),
        // clear for a voice and a fraction of a music preset's size.
        let lame = ExternalProcess(
            name: Self.lameName, executablePath: lamePath,
            arguments: ["--quiet", "-m", "m", "-V", "6", wavFile.path, mp3File.path])
        try await lame.run(diagnosticsFile: diagnostics)

        let mp3 = try Data(contentsOf: mp3File)
        guard let duration = MP3Duration.seconds(of: mp3), duration > 0 else {
            throw SpeechError.engineFailed("\(Self.lameName) produced no MPEG audio frames")
        }
        let wav = keepingWAV ? try Data(contentsOf: wavFile) : nil
        return (SynthesizedSpeech(data: mp3, contentType: "audio/mpeg", duration: duration), wav)
    }

    /// The text as espeak-ng should receive it: control characters (NUL, escape, bell...) become
    /// spaces because the engine reads C strings and has no use for them, and the whole is trimmed
    /// so whitespace alone counts as empty.
    static func narratableText(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control
            scalars.append(isControl && scalar != "\n" && scalar != "\t" ? " " : scalar)
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Both executables' paths, or `engineNotInstalled` naming the first one missing.
    private func engines() throws -> (espeak: String, lame: String) {
        guard let espeak = ExecutableLocator.locate(espeakCommand) else {
            throw SpeechError.engineNotInstalled(Self.espeakName)
        }
        guard let lame = ExecutableLocator.locate(lameCommand) else {
            throw SpeechError.engineNotInstalled(Self.lameName)
        }
        return (espeak, lame)
    }

    private static func fileSize(_ url: URL) -> Int? {
        (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize
    }
}
