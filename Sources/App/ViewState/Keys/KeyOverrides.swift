import TerminalUI

/// The user's key remapping (the config file's `[keys]` table and its per-screen tables such as
/// `[screen_keys.reader]`): for some commands, the keys that replace all of that command's keys, on
/// every screen that binds it, or on one screen.
///
/// A value rather than a change to the static `KeyMap`, so the reducer (handling) and the screens
/// (footer, help) read the same remapping from `AppState`, and tests can use several at once.
/// A screen's own remapping wins over the one for every screen: a key can mean one thing in the
/// reader and another in the lists, as the key map itself has it (like lazygit's per-panel keys).
public struct KeyOverrides: Sendable, Hashable {
    private var keysByCommand: [Command: [Key]]
    private var keysByContext: [KeyContext: [Command: [Key]]] = [:]

    public init(_ keysByCommand: [Command: [Key]] = [:]) {
        self.keysByCommand = keysByCommand
    }

    /// True when nothing is remapped (the key map reads as it is written).
    ///
    /// A closure, not `\.isEmpty`: the footer asks on the first frame, and a key path over a
    /// generic type is instantiated at run time, where the runtime scans every conformance record
    /// (docs/decisions/0011; `make bench` counted it).
    public var isEmpty: Bool { keysByCommand.isEmpty && keysByContext.values.allSatisfy { $0.isEmpty } }

    /// The commands remapped on every screen, in `Command`'s declaration order (stable output for
    /// `--print-config`).
    public var commands: [Command] { Command.allCases.filter { keysByCommand[$0] != nil } }

    /// The keys that replace `command`'s keys on every screen, or nil when it keeps its own.
    public func keys(for command: Command) -> [Key]? { keysByCommand[command] }

    /// The keys `command` has in `context` after remapping: the screen's own, else every
    /// screen's, else nil (it keeps the key map's).
    public func keys(for command: Command, in context: KeyContext) -> [Key]? {
        keysByContext[context]?[command] ?? keysByCommand[command]
    }

    /// The keys that replace `command`'s keys on `context` alone, or nil.
    public func screenKeys(for command: Command, in context: KeyContext) -> [Key]? {
        keysByContext[context]?[command]
    }

    /// Remaps `command` to `keys` on every screen, or gives it back its own keys when `keys` is nil.
    public subscript(command: Command) -> [Key]? {
        get { keysByCommand[command] }
        set { keysByCommand[command] = newValue }
    }

    /// Remaps `command` to `keys` on `context` alone, or drops that remapping when `keys` is nil.
    public subscript(command: Command, in context: KeyContext) -> [Key]? {
        get { keysByContext[context]?[command] }
        set { keysByContext[context, default: [:]][command] = newValue }
    }
}
