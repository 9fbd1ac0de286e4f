import Foundation
import TerminalUI

/// The README's key reference, written from the key map, as lazygit writes its keybinding docs.
///
/// The same table drives the handling, the footer and the `?` help, so a reference rendered from
/// it cannot drift from what the keys do; a test compares it with the README, and
/// `make readme-keys` (the app's hidden `--print-key-table`) writes it there.
public enum KeyReference {
    /// The screens the reference lists, in the order a newcomer meets them. The launch frame and
    /// the too-small notice only quit, and are left out.
    public static let contexts: [KeyContext] = [
        .auth, .appleSignIn, .heroes, .stories, .detail, .progress, .reader, .readerSearch, .readerSearchEntry,
        .filter, .heroForm, .storyPicker, .confirmation, .typedConfirmation, .voiceConfirmation,
        .events, .eventForm, .journey, .settings, .settingsName, .messageLog, .queue, .help,
    ]

    /// One Markdown section per screen: a heading, then a two-column table of keys and what
    /// they do, in the help overlay's groups and order.
    public static func markdown() -> String {
        var text = ""
        for context in contexts {
            if !text.isEmpty { text += "\n" }
            text += "#### \(Strings.keyReferenceHeading(context)) (`[screen_keys.\(context.configName)]`)\n\n"
            text += "| \(Strings.keyReferenceKeysColumn) | \(Strings.keyReferenceActionColumn) |\n|---|---|\n"
            for section in KeyMap.helpSections(for: context) {
                for hint in section.hints {
                    text += "| \(keys(of: hint)) | \(cell(hint.label)) |\n"
                }
            }
        }
        return text
    }

    /// `text` made safe inside a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// The hint's keys as code, each alternative in its own span (`j`/`↓`), so a key such as
    /// `/` still reads as one key.
    private static func keys(of hint: KeyHint) -> String {
        if let keyText = hint.keyText { return "`\(cell(keyText))`" }
        return hint.keys.map { "`\(cell($0.displayName()))`" }.joined(separator: "/")
    }
}
