/// Why a `TerminalSession` could not start; the descriptions are meant for the user.
public enum TerminalSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Standard input is not a terminal (redirected from a file or a pipe).
    case standardInputIsNotATerminal
    /// Standard output is not a terminal (redirected to a file or a pipe).
    case standardOutputIsNotATerminal
    /// Another `TerminalSession` is active in this process; there is only one terminal.
    case sessionAlreadyActive
    /// ncurses has no terminfo entry for `TERM` (the value, or `nil` when unset).
    case unsupportedTerminal(String?)
    /// A system call needed for the session failed (`call` with its `errno`).
    case systemCallFailed(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .standardInputIsNotATerminal:
            "standard input is not a terminal; run the app in an interactive terminal"
        case .standardOutputIsNotATerminal:
            "standard output is not a terminal; run the app in an interactive terminal without redirecting its output"
        case .sessionAlreadyActive:
            "a terminal session is already active in this process"
        case .unsupportedTerminal(let name):
            if let name, !name.isEmpty {
                "unknown terminal type '\(name)'; set TERM to a type in the terminfo database (e.g. xterm-256color)"
            } else {
                "TERM is not set; set it to a terminal type such as xterm-256color"
            }
        case .systemCallFailed(let call, let errno):
            "\(call) failed (errno \(errno))"
        }
    }

    /// The error for a process whose standard streams are (`true`) or are not terminals, or `nil`
    /// when both are; kept apart from the `isatty` calls so the rule can be tested.
    static func nonTerminal(standardInput: Bool, standardOutput: Bool) -> TerminalSessionError? {
        if !standardInput {
            return .standardInputIsNotATerminal
        }
        if !standardOutput {
            return .standardOutputIsNotATerminal
        }
        return nil
    }
}
