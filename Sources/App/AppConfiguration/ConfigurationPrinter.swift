import TerminalUI
import ViewState

/// `--print-config`: the effective configuration as a TOML file that reads back to the same
/// settings, with the defaults that are not overridden written as comments.
public enum ConfigurationPrinter {
    public static func text(of configuration: AppConfiguration) -> String {
        var lines = [Strings.configPrintHeader, ""]
        if let server = configuration.server {
            lines.append("server = \(quoted(server))")
        } else {
            lines.append(Strings.configPrintServerUnset)
        }
        lines.append("ascii = \(configuration.ascii)")
        lines.append("no_color = \(configuration.noColor)")
        lines.append(Strings.configPrintSleepTimerChoices)
        lines.append("sleep_timer = \(quoted(configuration.sleepTimer.configName))")
        lines += ["", "[theme]", Strings.configPrintThemeChoices,
                  Strings.configPrintRoles + " " + ConfigurationReader.list(Role.allCases.map(\.rawValue)),
                  "name = \(quoted(configuration.themeName.rawValue))"]
        for role in Role.allCases {
            guard let override = configuration.roleOverrides[role] else { continue }
            lines += ["", "[theme.roles.\(role.rawValue)]"]
            if let foreground = override.foreground { lines.append("fg = \(ColorName.text(of: foreground))") }
            if let background = override.background { lines.append("bg = \(ColorName.text(of: background))") }
            for attribute in ConfigAttribute.allCases {
                if let on = override.attributes[attribute] { lines.append("\(attribute.rawValue) = \(on)") }
            }
        }
        lines += ["", "[keys]", Strings.configPrintKeysNote]
        for command in configuration.keyOverrides.commands {
            if let keys = configuration.keyOverrides.keys(for: command) {
                lines.append("\(CommandName.name(of: command)) = \(array(keys))")
            }
        }
        lines += ["", Strings.configPrintScreenKeysNote]
        for context in KeyContext.allCases {
            lines += ["", "[screen_keys.\(ScreenName.name(of: context))]"]
            for (command, keys) in ownKeys(of: context) {
                let name = CommandName.name(of: command)
                if let remapped = configuration.keyOverrides.screenKeys(for: command, in: context) {
                    lines.append("\(name) = \(array(remapped))")
                } else {
                    lines.append("# \(name) = \(array(keys))")
                }
            }
        }
        var text = ""
        for line in lines { text += line + "\n" }
        return text
    }

    /// The commands `context` binds as written, in its order, each with all its keys there.
    static func ownKeys(of context: KeyContext) -> [(Command, [Key])] {
        var result: [(Command, [Key])] = []
        for binding in KeyMap.bindings(for: context) {
            if let index = result.firstIndex(where: { $0.0 == binding.command }) {
                for key in binding.keys where !result[index].1.contains(key) { result[index].1.append(key) }
            } else {
                result.append((binding.command, binding.keys))
            }
        }
        return result
    }

    private static func array(_ keys: [Key]) -> String {
        "[" + ConfigurationReader.list(keys.map { quoted(KeyName.name(of: $0)) }) + "]"
    }

    /// A TOML basic string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
