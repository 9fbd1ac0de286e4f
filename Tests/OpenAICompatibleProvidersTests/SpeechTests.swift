import Foundation
@testable import OpenAICompatibleProviders
import SpeechSynthesis
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SpeechTests {
    static let speechPath = "/v1/audio/speech"

    /// A real narration made by espeak-ng and lame (VBR, with a Xing/Info frame).
    static func mp3(_ text: String) async throws -> Data {
        try await EspeakSpeechSynthesizer().synthesize(SpeechRequest(text: text)).data
    }

    static func contains(_ data: Data, _ tag: String) -> Bool {
        data.range(of: Data(tag.utf8)) != nil
    }

    @Test func aLongTextIsSplitAtSentencesAndJoinedIntoOneMP3WithItsRealDuration() async throws {
        let first = try await Self.mp3("Mia looked up at the moon and smiled.")
        let second = try await Self.mp3("Her little fox curled up beside her, and they both fell asleep under the stars.")
        #expect(Self.contains(first, "Xing") || Self.contains(first, "Info"), "lame wrote no tag frame: untested path")
        // An ID3v2 tag in front of the second part, as some servers send.
        let id3: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, 12] + [UInt8](repeating: 0x41, count: 12)
        let secondTagged = Data(id3) + second

        let sentence = "The wind sang a gentle song through the trees while the stars came out one by one. "
        let text = String(repeating: sentence, count: 70)  // ~5900 characters: two parts.
        try await withServer { server, providers in
            server.enqueue(Self.speechPath, MockOpenAIServer.binary([UInt8](first), contentType: "audio/mpeg"))
            server.enqueue(Self.speechPath, MockOpenAIServer.binary([UInt8](secondTagged), contentType: "audio/mpeg"))
            let speech = try await providers.speech.synthesize(SpeechRequest(text: text, voice: "fable"))

            let requests = server.requests(Self.speechPath)
            #expect(requests.count == 2)
            var inputs: [String] = []
            for request in requests {
                let input = try #require(request.json["input"] as? String)
                #expect(input.unicodeScalars.count <= 4096)
                #expect(input.hasSuffix("one by one."), "not cut at a sentence boundary")
                #expect(request.json["voice"] as? String == "fable")
                #expect(request.json["model"] as? String == "tts-1-hd")
                #expect(request.json["response_format"] as? String == "mp3")
                inputs.append(input)
            }
            #expect(inputs.joined(separator: " ") == text.trimmingWhitespace)

            #expect(speech.contentType == "audio/mpeg")
            #expect(!Self.contains(speech.data, "Xing") && !Self.contains(speech.data, "Info"))
            #expect(!Self.contains(speech.data, "ID3"))
            let firstSeconds = try #require(MP3Duration.seconds(of: first))
            let secondSeconds = try #require(MP3Duration.seconds(of: second))
            #expect(speech.duration == MP3Duration.seconds(of: speech.data))
            // Whole frames, without the encoder's gapless trim: a little longer than the sum.
            #expect(abs(speech.duration - (firstSeconds + secondSeconds)) < 0.3,
                    "joined \(speech.duration) s, parts \(firstSeconds) + \(secondSeconds) s")
        }
    }

    @Test func anAnswerThatIsNotAudioIsAFailure() async throws {
        try await withServer { server, providers in
            server.enqueue(Self.speechPath, MockOpenAIServer.binary(Array("<html>oops</html>".utf8), contentType: "text/html"))
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.speech.synthesize(SpeechRequest(text: "Good night."))
            }
            #expect(error?.kind == .malformed)
            if let error { expectNoLeak(error, bodyText: "oops") }
        }
    }

    @Test func voicesMapToTheProvidersAndUnknownOnesToTheDefault() {
        #expect(OpenAISpeechSynthesizer.voice(for: "Nova") == "nova")
        #expect(OpenAISpeechSynthesizer.voice(for: "coral") == "coral")
        #expect(OpenAISpeechSynthesizer.voice(for: "robot") == "coral")
    }

    @Test func splittingKeepsSentencesWhole() {
        let text = (1...300).map { "Sentence number \($0) is here." }.joined(separator: " ")
        let pieces = SpeechTextSplitter.pieces(of: text, limit: 1000)
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.unicodeScalars.count <= 1000 && $0.hasSuffix("is here.") })
        #expect(pieces.joined(separator: " ") == text)
        let word = String(repeating: "a", count: 2500)
        #expect(SpeechTextSplitter.pieces(of: word, limit: 1000).map(\.count) == [1000, 1000, 500])
    }
}
