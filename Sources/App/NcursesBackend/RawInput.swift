/// One unit of input as ncurses' `wget_wch` returns it, before decoding.
///
/// Keeping this separate from ncurses lets `InputDecoder` be tested by feeding it sequences
/// directly, exactly as the terminal would deliver them.
enum RawInput: Sendable, Hashable {
    /// A character code (`wget_wch` returned `OK`): printable, control or escape.
    case character(UInt32)
    /// A key code (`KEY_CODE_YES`), with ncurses' name for it when it is an extended key such as
    /// `kUP5` (Ctrl-Up), whose number ncurses assigns at run time.
    case keyCode(Int32, name: String?)
}
