import Foundation
import InfiniteStoriesModels
import Testing
@testable import SpeechSynthesis

/// End-to-end narrations with the real espeak-ng and lame.
struct EspeakNarrationTests {
    let synthesizer = EspeakSpeechSynthesizer()

    static let sentence = "Once upon a time, a brave little fox looked up at the silver moon and smiled."

    @Test func producesAnMP3WhoseDurationMatchesTheSpokenAudio() async throws {
        try TestEngines.require()
        let (speech, wav) = try await synthesizer.render(SpeechRequest(text: Self.sentence), keepingWAV: true)

        #expect(speech.contentType == "audio/mpeg")
        let bytes = [UInt8](speech.data.prefix(2))
        #expect(bytes.count == 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0, "no MPEG frame sync at the start")
        #expect(speech.duration == MP3Duration.seconds(of: speech.data))

        let wave = try #require(wav.flatMap(RIFFWave.init), "espeak-ng's WAV could not be read")
        #expect(wave.channels == 1 && wave.bitsPerSample == 16)
        #expect(wave.duration > 2, "the sentence should take seconds to say")
        #expect(abs(speech.duration - wave.duration) <= 0.5)
        // With LAME's gapless trim the frame count gives back the exact input length (one MPEG-2
        // frame is 26 ms, so this also proves the tag's count excludes the tag frame).
        #expect(abs(speech.duration - wave.duration) < 0.01)

        let decoded = try await TestEngines.decodedDuration(of: speech.data)
        #expect(abs(speech.duration - decoded) <= 0.5)
        if let sox = try TestEngines.soxDuration(of: speech.data) {
            #expect(abs(speech.duration - sox) <= 0.5)
        }

        // Without a tag the frames are walked; they hold the encoder's delay and padding too.
        let untagged = try await TestEngines.untaggedMP3(from: #require(wav))
        #expect(Self.hasVBRTag(speech.data), "lame wrote no Xing/Info tag: the tag path went untested")
        #expect(!Self.hasVBRTag(untagged), "lame ignored -t")
        let walked = try #require(MP3Duration.seconds(of: untagged))
        #expect(walked >= wave.duration && walked - wave.duration <= 0.5)
        #expect(abs(walked - (try await TestEngines.decodedDuration(of: untagged))) <= 0.5)
    }

    /// True when a Xing or Info marker appears where a first frame would carry it.
    static func hasVBRTag(_ mp3: Data) -> Bool {
        let start = [UInt8](mp3.prefix(64))
        return [Array("Xing".utf8), Array("Info".utf8)].contains { marker in
            start.indices.contains { start[$0...].starts(with: marker) }
        }
    }

    @Test func everyVoiceSoundsDifferent() async throws {
        try TestEngines.require()
        let synthesizer = synthesizer
        let outputs = try await withThrowingTaskGroup(of: (String, Data).self) { group in
            for voice in Catalog.voices {
                group.addTask {
                    let speech = try await synthesizer.synthesize(SpeechRequest(text: "Good night, little star.", voice: voice))
                    return (voice, speech.data)
                }
            }
            return try await group.reduce(into: [String: Data]()) { $0[$1.0] = $1.1 }
        }
        #expect(outputs.count == Catalog.voices.count)
        #expect(Set(outputs.values).count == Catalog.voices.count, "two voices produced identical audio")
        // An unknown voice is narrated, with the default voice.
        let unknown = try await synthesizer.synthesize(SpeechRequest(text: "Good night, little star.", voice: "robot"))
        #expect(unknown.data == outputs[Catalog.defaultVoice])
    }

    @Test func frenchIsSpokenWithTheFrenchVoice() async throws {
        try TestEngines.require()
        let text = "Il était une fois une petite fille qui rêvait des étoiles et de la lune."
        let french = try await synthesizer.synthesize(SpeechRequest(text: text, languageCode: "fr"))
        let english = try await synthesizer.synthesize(SpeechRequest(text: text, languageCode: "en"))
        #expect(french.duration > 2)
        #expect(french.data != english.data, "the language code did not change the pronunciation")
        let unknown = try await synthesizer.synthesize(SpeechRequest(text: text, languageCode: "xx"))
        #expect(unknown.data == english.data)
    }

    @Test func hostileTextIsSpokenNotExecuted() async throws {
        try TestEngines.require()
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sentinel = folder.appendingPathComponent("executed")
        let overwritten = folder.appendingPathComponent("overwritten.wav")
        let texts = [
            #""$(rm -rf /)" --help -x"#,
            #"--version "$(touch \#(sentinel.path))" `touch \#(sentinel.path)`; touch \#(sentinel.path) <speak>hi</speak>"#,
            "-w \(overwritten.path) 'quotes' \"double\" \\ back\\slash",
        ]
        for text in texts {
            let speech = try await synthesizer.synthesize(SpeechRequest(text: text))
            // Printing help or a version would produce no audio; reading the words takes seconds.
            #expect(speech.duration > 1.5, "\(text) was not read aloud")
        }
        #expect(!FileManager.default.fileExists(atPath: sentinel.path), "text was run as a command")
        #expect(!FileManager.default.fileExists(atPath: overwritten.path), "text was read as an option")
    }

    @Test func oddUnicodeIsNarrated() async throws {
        try TestEngines.require()
        let text = "Le 🦊 renard\u{0} dort.\u{1B}[31m Ñandú, e\u{301}te\u{301}, שלום, 日本, \u{202E}reversed\u{FEFF}."
        let speech = try await synthesizer.synthesize(SpeechRequest(text: text, languageCode: "fr"))
        #expect(speech.duration > 1)
    }

    @Test func tenMinuteStoryIsNarratedInFull() async throws {
        try TestEngines.require()
        let paragraph = """
            The little fox curled up under the old oak tree. Above her, the stars came out one by one, \
            and the moon climbed slowly over the quiet hills. "Good night, forest," she whispered, and \
            the wind answered with a soft and gentle song that carried her off to sleep.
            """
        let words = paragraph.split(separator: " ").count
        let story = Array(repeating: paragraph, count: 1_600 / words + 1).joined(separator: "\n\n")
        let (speech, wav) = try await synthesizer.render(SpeechRequest(text: story), keepingWAV: true)
        let wave = try #require(wav.flatMap(RIFFWave.init))
        #expect(speech.duration > 8 * 60, "about 1600 words should take about ten minutes")
        #expect(abs(speech.duration - wave.duration) <= 0.5)
    }
}
