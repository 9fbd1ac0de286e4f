import OpenAICompatibleProviders
import SpeechSynthesis

/// Narration from the primary voice, or the offline one when the primary fails.
struct FallbackSpeechSynthesizer: SpeechSynthesizer {
    let primary: any SpeechSynthesizer
    let fallback: any SpeechSynthesizer

    /// The primary's: it is the one heard while it works.
    var voiceDescriptions: [String: String] { primary.voiceDescriptions }

    func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech {
        do {
            return try await primary.synthesize(request)
        } catch let failure as ProviderFailure {
            OfflineFallback.note("narration", failure)
            return try await fallback.synthesize(request)
        }
    }
}
