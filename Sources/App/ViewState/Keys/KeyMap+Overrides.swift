import TerminalUI

/// The key map with the user's remapping applied, and the check that a remapping leaves every
/// key with one meaning per context.
extension KeyMap {
    /// One key bound to two commands in one context after a remapping.
    public struct Conflict: Sendable, Hashable {
        public var context: KeyContext
        public var key: Key
        /// The commands the key would run, in the context's order.
        public var commands: [Command]
    }

    /// The bindings of `context` with `overrides` applied, in footer order.
    ///
    /// A remapped command's first binding in the context takes the new keys and its other
    /// bindings there go (their keys were the command's too: `quit = ["Q"]` replaces both `q`
    /// and Ctrl-C). Paired hints (`←/→ Choose`) show the new keys of whichever half was remapped.
    public static func bindings(for context: KeyContext, overrides: KeyOverrides) -> [KeyBinding] {
        let table = bindings(for: context)
        guard !overrides.isEmpty else { return table }
        // Which command each key ran as written, to rewrite the paired hints' display keys.
        var ownerOfKey: [Key: Command] = [:]
        for binding in table {
            for key in binding.keys where ownerOfKey[key] == nil { ownerOfKey[key] = binding.command }
        }
        var remapped: [KeyBinding] = []
        var placed: Set<Command> = []
        for var binding in table {
            if let keys = overrides.keys(for: binding.command, in: context) {
                guard placed.insert(binding.command).inserted else { continue }
                binding.keys = keys
            }
            if let display = binding.displayKeys {
                var shown: [Key] = []
                for key in display {
                    let replacement = ownerOfKey[key].flatMap { overrides.keys(for: $0, in: context) } ?? [key]
                    for new in replacement where !shown.contains(new) { shown.append(new) }
                }
                binding.displayKeys = shown
            }
            remapped.append(binding)
        }
        return remapped
    }

    /// Every key that `overrides` leaves bound to more than one command in a context, where the
    /// key is a command at all (printable keys in text-entry contexts are typed, not run).
    public static func conflicts(in overrides: KeyOverrides) -> [Conflict] {
        guard !overrides.isEmpty else { return [] }
        var found: [Conflict] = []
        for context in KeyContext.allCases {
            var commandsOfKey: [Key: [Command]] = [:]
            var order: [Key] = []
            for binding in bindings(for: context, overrides: overrides) {
                for key in binding.keys {
                    if context.isTextEntry, case .character = key { continue }
                    if commandsOfKey[key] == nil { order.append(key) }
                    if !(commandsOfKey[key] ?? []).contains(binding.command) {
                        commandsOfKey[key, default: []].append(binding.command)
                    }
                }
            }
            for key in order {
                if let commands = commandsOfKey[key], commands.count > 1 {
                    found.append(Conflict(context: context, key: key, commands: commands))
                }
            }
        }
        return found
    }
}
