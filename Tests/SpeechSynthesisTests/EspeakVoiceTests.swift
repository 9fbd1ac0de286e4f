import InfiniteStoriesModels
import Testing
@testable import SpeechSynthesis

struct EspeakVoiceTests {
    @Test func everyCatalogVoiceHasItsOwnSettings() {
        let settings = Catalog.voices.map { EspeakVoice(voice: $0, languageCode: "en") }
        #expect(Set(settings.map(\.variant)).count == Catalog.voices.count)
        #expect(Set(settings.map(\.arguments)).count == Catalog.voices.count)
        for voice in settings {
            // A calm bedtime pace on espeak's scale, and pitches espeak accepts.
            #expect((140...160).contains(voice.speed))
            #expect((0...99).contains(voice.pitch))
        }
    }

    @Test func unknownOrOddlyWrittenVoicesFallBackSensibly() {
        let coral = EspeakVoice(voice: "coral", languageCode: "en")
        #expect(EspeakVoice(voice: "no-such-voice", languageCode: "en") == coral)
        #expect(EspeakVoice(voice: "", languageCode: "en") == coral)
        #expect(EspeakVoice(voice: "🦊\u{0}", languageCode: "en") == coral)
        #expect(EspeakVoice(voice: " Onyx ", languageCode: "en") == EspeakVoice(voice: "onyx", languageCode: "en"))
    }

    @Test(arguments: [
        ("en", "en-gb"), ("fr", "fr-fr"), ("es", "es"), ("de", "de"), ("it", "it"),
        ("FR", "fr-fr"), ("fr-CA", "fr-fr"), ("es_MX", "es"), ("French", "fr-fr"), ("German", "de"),
        ("xx", "en-gb"), ("", "en-gb"), ("-", "en-gb"), ("日本語", "en-gb"),
    ])
    func languageCodePicksTheEspeakVoice(code: String, expected: String) {
        #expect(EspeakVoice(voice: "coral", languageCode: code).language == expected)
    }

    @Test func argumentsNameLanguageAndVariantTogether() {
        let arguments = EspeakVoice(voice: "onyx", languageCode: "de").arguments
        let voiceOption = arguments.firstIndex(of: "-v").map { arguments[$0 + 1] }
        #expect(voiceOption?.hasPrefix("de+") == true)
        #expect(arguments.contains("-p") && arguments.contains("-s"))
    }
}
