import Foundation

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
}
