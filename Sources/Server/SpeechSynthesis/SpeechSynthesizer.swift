import Foundation
import InfiniteStoriesModels

/// A narration provider.
///
/// The server depends only on this protocol so the offline espeak-ng provider can be swapped for
/// a real AI voice service without touching the routes or the generation pipeline.
public protocol SpeechSynthesizer: Sendable {
    /// Narrates `request.text` in its language and voice.
    ///
    /// - Throws: `SpeechError` when the text is empty or the engine is missing or fails, and
    ///   `CancellationError` when the calling task is cancelled.
    func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech

    /// How each catalogue voice sounds with this provider (`GET /api/v1/voices`), by voice id;
    /// a voice left out has no description.
    var voiceDescriptions: [String: String] { get }
}

extension SpeechSynthesizer {
    public var voiceDescriptions: [String: String] { [:] }

    /// The catalogue's voices with this provider's descriptions, in the catalogue's order.
    public var voiceList: [VoiceList.Entry] {
        let descriptions = voiceDescriptions
        return Catalog.voices.map { VoiceList.Entry(id: $0, description: descriptions[$0] ?? "") }
    }
}
