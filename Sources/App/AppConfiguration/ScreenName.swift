import ViewState

/// Screen names as a config file's per-screen key tables write them (`[keys.reader]`,
/// `[keys.story_picker]`): `KeyContext`'s names in snake case, like the commands'.
public enum ScreenName {
    public static func context(named name: String) -> KeyContext? { byName[name] }

    public static func name(of context: KeyContext) -> String {
        context.configName
    }

    private static let byName: [String: KeyContext] = {
        var table: [String: KeyContext] = [:]
        for context in KeyContext.allCases { table[name(of: context)] = context }
        return table
    }()
}
