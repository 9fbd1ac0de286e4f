import Foundation
import InfiniteStoriesModels
import SpeechSynthesis
import Logging

/// Narrates with an OpenAI-compatible `audio/speech` endpoint.
///
/// Texts over the endpoint's input limit are narrated in sentence-aligned parts and joined into
/// one MP3; the stored duration is measured from the joined file, not estimated from the text.
public struct OpenAISpeechSynthesizer: SpeechSynthesizer {
    let transport: OpenAITransport
    let logger: Logger
    /// Characters one request may carry (OpenAI: 4096).
    var inputLimit = SpeechTextSplitter.defaultLimit

    /// The voices OpenAI's speech models know; our catalogue's names are all among them.
    static let voices: Set<String> = ["alloy", "ash", "ballad", "coral", "echo", "fable", "onyx", "nova", "sage",
                                      "shimmer", "verse"]

    /// The provider's voices by their names, in a few words each (the catalogue's seven).
    public var voiceDescriptions: [String: String] {
        [
            "coral": "OpenAI coral: warm and friendly",
            "nova": "OpenAI nova: bright and lively",
            "fable": "OpenAI fable: a storyteller's voice",
            "alloy": "OpenAI alloy: balanced and neutral",
            "echo": "OpenAI echo: calm male voice",
            "onyx": "OpenAI onyx: deep male voice",
            "shimmer": "OpenAI shimmer: soft and gentle",
        ]
    }

    init(transport: OpenAITransport, logger: Logger) {
        self.transport = transport
        self.logger = logger
    }

    /// The provider's voice for one of ours: the same name, or the default voice for a name it
    /// does not know (a story must always be narratable).
    static func voice(for name: String) -> String {
        let lowered = name.trimmingWhitespace.lowercased()
        return voices.contains(lowered) ? lowered : Catalog.defaultVoice
    }

    struct Request: Encodable {
        var model: String
        var input: String
        var voice: String
        var responseFormat = "mp3"
        var speed: Double?
        var instructions: String?

        enum CodingKeys: String, CodingKey {
            case model, input, voice, speed, instructions
            case responseFormat = "response_format"
        }
    }

    public func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech {
        let pieces = SpeechTextSplitter.pieces(of: request.text, limit: inputLimit)
        guard !pieces.isEmpty else { throw SpeechError.emptyText }
        let model = transport.configuration.speechModel
        // The instructable model takes a reading style; the tts-1 models take a slower speed.
        let instructable = model.hasPrefix("gpt-4o")
        var parts: [Data] = []
        for piece in pieces {
            try Task.checkCancellation()
            let body = Request(
                model: model, input: piece, voice: Self.voice(for: request.voice),
                speed: instructable ? nil : 0.9,
                instructions: instructable
                    ? "Read this as a calm, warm bedtime story for a young child: gentle, unhurried, soothing." : nil)
            let audio = try await transport.post("audio/speech", json: JSONEncoder().encode(body),
                                                 maximumBytes: OpenAITransport.maximumAudioBytes)
            parts.append(audio)
        }
        guard let joined = MP3Joiner.join(parts), let duration = MP3Duration.seconds(of: joined) else {
            throw ProviderFailure.malformed("audio")
        }
        if pieces.count > 1 {
            logger.info("narration joined from parts", metadata: ["parts": "\(pieces.count)"])
        }
        return SynthesizedSpeech(data: joined, contentType: "audio/mpeg", duration: duration)
    }
}
