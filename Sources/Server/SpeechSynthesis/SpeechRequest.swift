import Foundation
import InfiniteStoriesModels

/// What to narrate, and how it should sound.
///
/// The fields are kept exactly as the caller sent them (a language code or name, a voice name from
/// `Catalog.voices`) so a provider can decide for itself how to read them; unknown values are not
/// an error because a story must always be narratable, so providers fall back to English and to
/// the default voice instead.
public struct SpeechRequest: Sendable, Equatable {
    /// The story text, as written; providers clean it up for their own engine.
    public var text: String
    /// The story language: a two-letter code such as `"en"` or `"fr"` (a wire name such as
    /// `"French"` or a regional code such as `"fr-CA"` is understood too).
    public var languageCode: String
    /// One of `Catalog.voices`; anything else is narrated with `Catalog.defaultVoice`.
    public var voice: String

    public init(text: String, languageCode: String = "en", voice: String = Catalog.defaultVoice) {
        self.text = text
        self.languageCode = languageCode
        self.voice = voice
    }
}
