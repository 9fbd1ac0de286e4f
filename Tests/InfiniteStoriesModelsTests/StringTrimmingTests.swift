import Foundation
import InfiniteStoriesModels
import Testing

/// `trimmingWhitespace()` trims exactly what Foundation's `.whitespacesAndNewlines` trims.
@Suite("Trimming white space")
struct StringTrimmingTests {
    @Test(arguments: [
        "", " ", "plain", "  two words  ", "\t\n\r\u{0B}\u{0C}x\u{85}", "\u{A0}\u{3000}Léa 🦊\u{2028}\u{2029}",
        "\u{2003}小龙\u{202F}", "e\u{301} ", " \u{301}x", "inner  \n space", "🌙\u{200B}", "\u{180E}x", "\u{FEFF}x\u{FEFF}", "\u{1680}x\u{205F}",
    ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
