import TerminalUI
import TOMLKit
import ViewState

/// Reads a config file's text into an `AppConfiguration`, collecting every problem instead of
/// stopping at the first: whatever is wrong keeps its default, the rest applies.
///
/// Walks TOMLKit's tables by hand (no `TOMLDecoder`): Codable's generic paths make the Swift
/// runtime scan the binary's conformance records, and this runs before the first frame
/// (docs/decisions/0011). Walking also lets it name each unknown key and bad value.
public struct ConfigurationReader {
    /// The file's path as messages show it.
    public let path: String
    private let lineFinder: KeyLineFinder
    private let text: String
    private var issues: [ConfigurationIssue] = []
    private var configuration = AppConfiguration()

    /// Reads `text`, the contents of the file at `path`.
    public static func read(_ text: String, path: String) -> (AppConfiguration, [ConfigurationIssue]) {
        var reader = ConfigurationReader(path: path, text: text)
        reader.readAll()
        // TOMLKit hands keys over sorted by name; messages read best in the file's order.
        return (reader.configuration, reader.issues.sorted { $0.line < $1.line })
    }

    private init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lineFinder = KeyLineFinder(text: text)
    }

    private mutating func readAll() {
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            issues.append(ConfigurationIssue(path: path, line: max(1, error.source.begin.line), key: "",
                                             problem: Strings.configSyntax(error.description)))
            return
        } catch {
            issues.append(ConfigurationIssue(path: path, line: 1, key: "", problem: Strings.configSyntax("\(error)")))
            return
        }
        for key in root.keys {
            guard let value = root[key] else { continue }
            switch key {
            case "server":
                guard let text = string(value, at: [key]) else { continue }
                if Self.isServerURL(text) {
                    configuration.server = text
                } else {
                    report([key], Strings.configBadServer(text))
                }
            case "ascii":
                if let flag = bool(value, at: [key]) { configuration.ascii = flag }
            case "no_color":
                if let flag = bool(value, at: [key]) { configuration.noColor = flag }
            case "theme":
                if let table = table(value, at: [key]) { readTheme(table) }
            case "keys":
                if let table = table(value, at: [key]) { readKeys(table) }
            case "screen_keys":
                if let table = table(value, at: [key]) { readScreenKeys(table) }
            case "sleep_timer":
                // A string ("end-of-story", "off", "20") or a whole number of minutes.
                let name = value.int.map(String.init) ?? value.string
                if let name, let timer = SleepTimer(configName: name) {
                    configuration.sleepTimer = timer
                } else {
                    report([key], Strings.configBadSleepTimer(name ?? "\(value)"))
                }
            default:
                report([key], Strings.configUnknownKeyIn("server, ascii, no_color, sleep_timer, theme, keys, screen_keys"))
            }
        }
        refuseConflictingKeys()
    }

    private mutating func readTheme(_ theme: TOMLTable) {
        for key in theme.keys {
            guard let value = theme[key] else { continue }
            let path = ["theme", key]
            switch key {
            case "name":
                guard let name = string(value, at: path) else { continue }
                if let themeName = ThemeName(rawValue: name) {
                    configuration.themeName = themeName
                } else {
                    report(path, Strings.configBadTheme(name, choices: Self.list(ThemeName.allCases.map(\.rawValue))))
                }
            case "roles":
                guard let roles = table(value, at: path) else { continue }
                for roleName in roles.keys {
                    guard let roleValue = roles[roleName] else { continue }
                    let rolePath = path + [roleName]
                    guard let role = Role(rawValue: roleName) else {
                        report(rolePath, Strings.configUnknownKeyIn(Self.list(Role.allCases.map(\.rawValue))))
                        continue
                    }
                    if let table = table(roleValue, at: rolePath) { readRole(role, table, at: rolePath) }
                }
            default:
                report(path, Strings.configUnknownKeyIn("name, roles"))
            }
        }
    }

    private mutating func readRole(_ role: Role, _ table: TOMLTable, at rolePath: [String]) {
        var override = RoleOverride()
        for key in table.keys {
            guard let value = table[key] else { continue }
            let path = rolePath + [key]
            switch key {
            case "fg", "bg":
                guard let color = color(value, at: path) else { continue }
                if key == "fg" { override.foreground = color } else { override.background = color }
            default:
                guard let attribute = ConfigAttribute(rawValue: key) else {
                    report(path, Strings.configUnknownKeyIn("fg, bg, " + Self.list(ConfigAttribute.allCases.map(\.rawValue))))
                    continue
                }
                if let flag = bool(value, at: path) { override.attributes[attribute] = flag }
            }
        }
        configuration.roleOverrides[role] = override
    }

    /// `[keys]`: a command's keys on every screen that binds it.
    private mutating func readKeys(_ table: TOMLTable) {
        for (command, keys) in commandKeys(table, at: ["keys"]) { configuration.keyOverrides[command] = keys }
    }

    /// `[screen_keys.reader]`: a command's keys on that screen alone (a table of its own, as a
    /// screen may share its name with a command: `help`, `filter`).
    private mutating func readScreenKeys(_ table: TOMLTable) {
        for name in table.keys {
            guard let value = table[name] else { continue }
            let path = ["screen_keys", name]
            guard let context = ScreenName.context(named: name) else {
                report(path, Strings.configUnknownScreen)
                continue
            }
            guard let screen = self.table(value, at: path) else { continue }
            for (command, keys) in commandKeys(screen, at: path) { configuration.keyOverrides[command, in: context] = keys }
        }
    }

    /// The `command = [key, ...]` lines of `table` (at `path`), each name and key checked.
    private mutating func commandKeys(_ table: TOMLTable, at path: [String]) -> [(Command, [Key])] {
        var found: [(Command, [Key])] = []
        for name in table.keys {
            guard let value = table[name] else { continue }
            guard let command = CommandName.command(named: name) else {
                report(path + [name], Strings.configUnknownKey)
                continue
            }
            if let keys = keys(value, at: path + [name]) { found.append((command, keys)) }
        }
        return found
    }

    /// A remapping that leaves a key with two meanings somewhere is refused, whole: the commands
    /// involved keep their own keys there (which can uncover another clash: repeat). A screen's
    /// own remapping is the one refused when there is one, else the every-screen one.
    private mutating func refuseConflictingKeys() {
        var overrides = configuration.keyOverrides
        while true {
            let conflicts = KeyMap.conflicts(in: overrides)
            guard let conflict = conflicts.first else { break }
            let message = Strings.configKeyBoundTwice(key: KeyName.name(of: conflict.key),
                                                      context: ScreenName.name(of: conflict.context),
                                                      commands: Self.list(conflict.commands.map(CommandName.name(of:))))
            for command in conflict.commands {
                if overrides.screenKeys(for: command, in: conflict.context) != nil {
                    overrides[command, in: conflict.context] = nil
                    report(["screen_keys", ScreenName.name(of: conflict.context), CommandName.name(of: command)], message)
                } else if overrides[command] != nil {
                    overrides[command] = nil
                    report(["keys", CommandName.name(of: command)], message)
                }
            }
        }
        configuration.keyOverrides = overrides
    }

    // MARK: Values

    private mutating func string(_ value: TOMLValueConvertible, at path: [String]) -> String? {
        if let text = value.string { return text }
        report(path, Strings.configWrongType(expected: Strings.configTypeString))
        return nil
    }

    private mutating func bool(_ value: TOMLValueConvertible, at path: [String]) -> Bool? {
        if let flag = value.bool { return flag }
        report(path, Strings.configWrongType(expected: Strings.configTypeBool))
        return nil
    }

    private mutating func table(_ value: TOMLValueConvertible, at path: [String]) -> TOMLTable? {
        if let table = value.table { return table }
        report(path, Strings.configWrongType(expected: Strings.configTypeTable))
        return nil
    }

    private mutating func color(_ value: TOMLValueConvertible, at path: [String]) -> TerminalColor? {
        if let name = value.string {
            if let color = ColorName.color(named: name) { return color }
            report(path, Strings.configBadColor(name))
        } else if let number = value.int {
            if let color = ColorName.color(number: number) { return color }
            report(path, Strings.configBadColor(String(number)))
        } else {
            report(path, Strings.configWrongType(expected: Strings.configTypeColor))
        }
        return nil
    }

    /// `["ctrl-n", "F5"]`, or one name on its own.
    private mutating func keys(_ value: TOMLValueConvertible, at path: [String]) -> [Key]? {
        var names: [String] = []
        if let name = value.string {
            names = [name]
        } else if let array = value.array {
            for index in 0..<array.count {
                guard let name = array[index].string else {
                    report(path, Strings.configWrongType(expected: Strings.configTypeKeys))
                    return nil
                }
                names.append(name)
            }
        } else {
            report(path, Strings.configWrongType(expected: Strings.configTypeKeys))
            return nil
        }
        guard !names.isEmpty else {
            report(path, Strings.configNoKeys)
            return nil
        }
        var keys: [Key] = []
        for name in names {
            guard let key = KeyName.key(named: name) else {
                report(path, Strings.configBadKeyName(name))
                return nil
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    private mutating func report(_ keyPath: [String], _ problem: String) {
        issues.append(ConfigurationIssue(path: path, line: lineFinder.line(of: keyPath), key: keyPath.joinedWithDots(),
                                         problem: problem))
    }

    /// `a, b, c`.
    static func list(_ names: [String]) -> String {
        var text = ""
        for name in names {
            if !text.isEmpty { text += ", " }
            text += name
        }
        return text
    }

    /// An http or https URL with a host (the rule `--server` follows).
    static func isServerURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            let rest = lower.dropFirst(scheme.count)
            let host = rest.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
            return !host.isEmpty && !rest.contains(" ")
        }
        return false
    }
}
