import Foundation

/// Why a narration could not be produced.
///
/// The descriptions are written for a server log and an error body: they name the engine and, for
/// a failure, its exit status and its own last words, so an operator can act without a debugger.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
    /// The named program (`espeak-ng` or `lame`) is not installed or not executable.
    case engineNotInstalled(String)
    /// An engine ran but did not produce audio; the message says which one and why.
    case engineFailed(String)
    /// The text has nothing to say once whitespace and control characters are removed.
    case emptyText

    public var description: String {
        switch self {
        case .engineNotInstalled(let engine):
            "speech engine not installed: \(engine)"
        case .engineFailed(let message):
            "speech engine failed: \(message)"
        case .emptyText:
            "nothing to narrate: the story text is empty"
        }
    }
}
