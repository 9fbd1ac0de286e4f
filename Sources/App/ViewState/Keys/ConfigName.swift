/// Commands' and screens' names as the config file writes them (`new_story`, `story_picker`):
/// Swift's names in snake case, like the file's other keys.
///
/// Here rather than in `AppConfiguration` because the README's key reference (`KeyReference`)
/// names each screen's table too, and both must say the same name.
enum ConfigName {
    /// `storyPicker` as `story_picker`.
    static func snakeCase(_ camelCase: String) -> String {
        var name = ""
        for character in camelCase {
            if character.isUppercase {
                name += "_" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }
}

extension Command {
    /// The command's name in the config file's `[keys]` tables.
    public var configName: String { ConfigName.snakeCase(rawValue) }
}

extension KeyContext {
    /// The screen's name in the config file's `[screen_keys.<screen>]` tables.
    public var configName: String { ConfigName.snakeCase(rawValue) }
}
