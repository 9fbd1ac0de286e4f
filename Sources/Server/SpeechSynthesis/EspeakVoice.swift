import Foundation
import InfiniteStoriesModels

/// How espeak-ng pronounces one narration: its language voice, a variant, a pitch and a speed.
///
/// The catalogue's voice names come from the AI provider the app was designed for; espeak-ng has no
/// such voices, so each name gets its own variant/pitch/speed triple. Every triple differs from the
/// others in at least the variant, so a child who picks "onyx" really hears a different narrator
/// from "coral". Speeds stay between 140 and 150 "words per minute" (espeak's own scale), which on
/// real prose comes out around 150-160 words per minute: a calm bedtime pace rather than espeak's
/// brisk default of 175.
struct EspeakVoice: Equatable, Sendable {
    /// The espeak-ng language voice, such as `en-gb` or `fr-fr`.
    let language: String
    /// The variant file from espeak-ng's `voices/!v` folder, such as `f3` or `klatt`.
    let variant: String
    /// espeak-ng's pitch adjustment, 0...99 (50 is its neutral).
    let pitch: Int
    /// espeak-ng's speed in approximate words per minute.
    let speed: Int

    init(voice: String, languageCode: String) {
        language = Self.espeakLanguage(for: languageCode)
        let style = Self.styles[Self.catalogVoice(for: voice)] ?? Self.defaultStyle
        variant = style.variant
        pitch = style.pitch
        speed = style.speed
    }

    /// The `-v`, `-p` and `-s` options, ready to pass to espeak-ng.
    var arguments: [String] {
        ["-v", "\(language)+\(variant)", "-p", String(pitch), "-s", String(speed)]
    }

    /// Settles an incoming voice name on a catalogue voice, leniently about case and spaces,
    /// because the name comes from a client and a typo must not make narration fail.
    static func catalogVoice(for voice: String) -> String {
        let name = voice.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return Catalog.voices.contains(name) ? name : Catalog.defaultVoice
    }

    /// Picks espeak-ng's voice for a story language, English when the language is not one the
    /// app supports, so that any story can still be read aloud.
    ///
    /// British English is used for English because it is espeak-ng's reference voice, the one
    /// its English pronunciation rules are primarily developed for.
    static func espeakLanguage(for languageCode: String) -> String {
        let trimmed = languageCode.trimmingCharacters(in: .whitespacesAndNewlines)
        // "fr-CA" and "fr_CA" narrate like "fr": espeak-ng has one voice per language here.
        let primary = trimmed.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        switch StoryLanguage(wire: primary) ?? StoryLanguage(wire: trimmed) {
        case .french: return "fr-fr"
        case .spanish: return "es"
        case .german: return "de"
        case .italian: return "it"
        case .english, nil: return "en-gb"
        }
    }

    private struct Style {
        let variant: String
        let pitch: Int
        let speed: Int
        /// How it sounds, for voice pickers.
        let sound: String
    }

    /// How each catalogue voice sounds with espeak-ng, by voice id.
    static var descriptions: [String: String] {
        styles.mapValues(\.sound)
    }

    /// One style per catalogue voice; every variant is different so the voices never collapse
    /// into one another even if a future espeak-ng ignored pitch.
    private static let styles: [String: Style] = [
        // A warm female narrator: the default bedtime voice.
        "coral": Style(variant: "f3", pitch: 50, speed: 145, sound: "warm female narrator, calm"),
        // A brighter, younger female voice.
        "nova": Style(variant: "f5", pitch: 58, speed: 150, sound: "bright, younger female voice"),
        // A British-style storyteller with espeak's slight room echo.
        "fable": Style(variant: "m2", pitch: 55, speed: 142, sound: "storyteller with a slight room echo"),
        // A neutral voice from espeak's other synthesiser (Klatt), smooth rather than bright.
        "alloy": Style(variant: "klatt", pitch: 50, speed: 150, sound: "smooth, neutral voice (Klatt)"),
        // A warm male voice.
        "echo": Style(variant: "m3", pitch: 45, speed: 148, sound: "warm male voice"),
        // A deep, slow male voice.
        "onyx": Style(variant: "m1", pitch: 30, speed: 140, sound: "deep, slow male voice"),
        // A soft, high female voice with a gentle echo.
        "shimmer": Style(variant: "f4", pitch: 64, speed: 140, sound: "soft, high female voice with a gentle echo"),
    ]

    private static let defaultStyle = Style(variant: "f3", pitch: 50, speed: 145, sound: "warm female narrator, calm")
}
