import Foundation
import Testing
import TerminalUI
import ViewState

/// README's key reference is generated from the key map (`KeyReference`, printed by the app's
/// hidden `--print-key-table`). These fail when the README was not regenerated after a binding
/// changed (`make readme-keys`), or when a screen with keys is missing from the reference.
@Suite("Key reference")
struct KeyReferenceTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The README's lines between `<!-- keys:begin -->` and `<!-- keys:end -->`.
    static func readmeReference() throws -> String {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex(of: "<!-- keys:begin -->"), "README.md lacks the begin marker")
        let end = try #require(lines.firstIndex(of: "<!-- keys:end -->"), "README.md lacks the end marker")
        try #require(begin < end)
        return lines[(begin + 1)..<end].map { $0 + "\n" }.joined()
    }

    @Test func readmeShowsTheReferenceGeneratedFromTheKeyMap() throws {
        let reference = KeyReference.markdown()
        #expect(try Self.readmeReference() == reference,
                "README.md's key reference differs from KeyMap.swift: run `make readme-keys`")
    }

    /// Every screen with keys of its own is listed; only the launch frame and the too-small
    /// notice, which only quit, are left out.
    @Test func everyScreenWithKeysIsListed() {
        let left = Set(KeyContext.allCases).subtracting(KeyReference.contexts)
        #expect(left == [.launching, .tooSmall])
        #expect(Set(KeyReference.contexts).count == KeyReference.contexts.count)
    }

    /// Each listed screen's table has a row per help line, in the help's words.
    @Test func eachTableHasTheHelpsLines() {
        let reference = KeyReference.markdown()
        for context in KeyReference.contexts {
            #expect(reference.contains("#### \(Strings.keyReferenceHeading(context)) (`[screen_keys.\(context.configName)]`)"))
            for hint in KeyMap.helpSections(for: context).flatMap(\.hints) {
                #expect(reference.contains(" | \(hint.label.replacingOccurrences(of: "|", with: "\\|")) |"), "\(context): \(hint.label)")
            }
        }
        #expect(reference.contains("| `j`/`↓` |"))
    }
}
