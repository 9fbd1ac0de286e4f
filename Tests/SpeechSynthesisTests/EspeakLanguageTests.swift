import Foundation
import SharedUtilities
import StandIns
import InfiniteStoriesModels
import Testing
@testable import SpeechSynthesis

/// Every story language is narrated by an espeak-ng voice of that language, as the installed
/// espeak-ng itself lists and speaks them: a story read with another language's rules is
/// gibberish to a child.
struct EspeakLanguageTests {
    @Test(arguments: StoryLanguage.allCases)
    func eachLanguageGetsAVoiceEspeakListsForIt(language: StoryLanguage) throws {
        try TestEngines.require()
        let voice = EspeakVoice(voice: Catalog.defaultVoice, languageCode: language.code)
        let listed = try Self.espeak(["--voices=\(language.code)"])
            .split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init) }
        #expect(listed.contains(voice.language), "espeak-ng --voices=\(language.code) lists \(listed), not \(voice.language)")
        // Stories carry the language's name; the server passes its code. Either picks the voice.
        #expect(EspeakVoice(voice: Catalog.defaultVoice, languageCode: language.rawValue).language == voice.language)
    }

    @Test func theVoiceVariantKeepsTheLanguagesPronunciation() throws {
        try TestEngines.require()
        let word = "Hotel"
        var phonemes: [StoryLanguage: String] = [:]
        for language in StoryLanguage.allCases {
            let plain = try Self.espeak(["-q", "-x", "-v", EspeakVoice(voice: "coral", languageCode: language.code).language, word])
            // Every narrator's variant (`de+m1`, ...) still speaks with the language's rules.
            for name in Catalog.voices {
                let arguments = EspeakVoice(voice: name, languageCode: language.code).arguments
                let voiced = try Self.espeak(["-q", "-x"] + arguments + [word])
                #expect(voiced == plain, "\(name) in \(language): \(voiced) vs \(plain)")
            }
            phonemes[language] = plain
        }
        #expect(Set(phonemes.values).count == StoryLanguage.allCases.count, "two languages pronounce alike: \(phonemes)")
    }

    /// espeak-ng's standard output for `arguments`.
    static func espeak(_ arguments: [String]) throws -> String {
        let run = try ChildProcess.capture(try #require(ExecutableLocator.locate("espeak-ng")), arguments)
        #expect(run.status == 0)
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
