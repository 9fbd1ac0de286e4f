import TerminalUI

/// The user's key remapping (the config file's `[keys]` table): for some commands, the keys that
/// replace all of that command's keys in every context that binds it.
///
/// A value rather than a change to the static `KeyMap`, so the reducer (handling) and the screens
/// (footer, help) read the same remapping from `AppState`, and tests can use several at once.
public struct KeyOverrides: Sendable, Hashable {
    private var keysByCommand: [Command: [Key]]

    public init(_ keysByCommand: [Command: [Key]] = [:]) {
        self.keysByCommand = keysByCommand
    }

    /// True when nothing is remapped (the key map reads as it is written).
    public var isEmpty: Bool { keysByCommand.isEmpty }

    /// The commands remapped, in `Command`'s declaration order (stable output for `--print-config`).
    public var commands: [Command] { Command.allCases.filter { keysByCommand[$0] != nil } }

    /// The keys that replace `command`'s keys, or nil when it keeps its own.
    public func keys(for command: Command) -> [Key]? { keysByCommand[command] }

    /// Remaps `command` to `keys`, or gives it back its own keys when `keys` is nil.
    public subscript(command: Command) -> [Key]? {
        get { keysByCommand[command] }
        set { keysByCommand[command] = newValue }
    }
}
