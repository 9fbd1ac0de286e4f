import ViewState

/// Command names as a config file's `[keys]` table writes them: `Command`'s names in snake case
/// (`new_story`, `play_pause`), like the file's other keys.
public enum CommandName {
    public static func command(named name: String) -> Command? { byName[name] }

    public static func name(of command: Command) -> String {
        command.configName
    }

    private static let byName: [String: Command] = {
        var table: [String: Command] = [:]
        for command in Command.allCases { table[name(of: command)] = command }
        return table
    }()
}
