/// Everything the backend reports to the app: keys, pasted text, and terminal size changes.
///
/// Paste is separate from keys (bracketed paste) so that pasting a line with a newline into a
/// field inserts it instead of pressing Enter and submitting a form half filled.
public enum InputEvent: Sendable, Hashable {
    case key(Key, modifiers: KeyModifiers = [])
    case paste(String)
    case resize(width: Int, height: Int)
}
