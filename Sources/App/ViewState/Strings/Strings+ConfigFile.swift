import Foundation

/// The config file: `--check-config`, `--print-config` and the start-up banner.
extension Strings {
    // MARK: Config file (the executable's --check-config / --print-config and the start-up banner)

    public static let configOptionHelp =
        "The config file to read."
    public static let printConfigFlagHelp = "Print the effective configuration (defaults included) as TOML and exit."
    public static let checkConfigFlagHelp = "Check the config file: print its problems and exit non-zero, or print ok."
    /// `--check-config` on a good file, or with no file at all.
    public static func configOK(_ path: String, exists: Bool) -> String {
        exists ? "ok: \(path)" : "ok: no config file at \(path); the defaults apply"
    }
    /// One problem of the config file, as `--check-config` prints it: file, line, key, what is wrong.
    public static func configIssue(path: String, line: Int, key: String, problem: String) -> String {
        key.isEmpty ? "\(path):\(line): \(problem)" : "\(path):\(line): \(key): \(problem)"
    }
    /// The start-up banner for a config file with problems: the first one, and how many more.
    public static func configBanner(_ first: String, more: Int) -> String {
        let suffix = more == 0 ? "" : " (and \(more) more: infinite-stories --check-config)"
        return "Config: \(first); using the defaults for it\(suffix)"
    }
    public static func configUnreadable(_ reason: String) -> String { "cannot be read (\(reason))" }
    public static let configMissing = "no such file"
    public static func configSyntax(_ reason: String) -> String { "syntax error: \(reason)" }
    public static let configUnknownKey = "unknown key"
    public static func configUnknownKeyIn(_ choices: String) -> String { "unknown key (expected one of: \(choices))" }
    public static func configWrongType(expected: String) -> String { "bad value type: expected \(expected)" }
    public static let configTypeString = "a string"
    public static let configTypeBool = "true or false"
    public static let configTypeTable = "a table"
    public static let configTypeKeys = "an array of key names"
    public static let configTypeColor = "a colour name or a number 0-255"
    public static func configBadServer(_ text: String) -> String { "not an http:// or https:// URL: \(text)" }
    public static func configBadSleepTimer(_ text: String) -> String {
        "not a sleep timer: \(text) (expected \"end-of-story\", \"off\" or minutes from 1 to 1440)"
    }
    public static let configPrintSleepTimerChoices = "# sleep_timer: \"end-of-story\", \"off\" or minutes (\"20\"); T changes it, remembered per server"
    public static func configBadTheme(_ name: String, choices: String) -> String {
        "unknown theme \"\(name)\" (expected one of: \(choices))"
    }
    public static func configBadColor(_ text: String) -> String {
        "bad colour \"\(text)\" (expected default, a colour name such as red or bright-blue, or 0-255)"
    }
    public static func configBadKeyName(_ text: String) -> String {
        "\"\(text)\" is not a key name (e.g. q, N, space, enter, esc, tab, up, F5, ctrl-n)"
    }
    public static let configNoKeys = "no keys given (the command would be unreachable)"
    public static func configKeyBoundTwice(key: String, context: String, commands: String) -> String {
        "\(key) would be bound twice in \(context) (\(commands))"
    }
    public static let configPrintHeader = "# infinite-stories: the effective configuration (file, environment and command line)."
    public static let configPrintServerUnset = "# server = \"http://127.0.0.1:8080\"   # unset: the app runs its own server"
    public static let configPrintThemeChoices = "# name: standard or bedtime; [theme.roles.<role>] fg, bg, bold, dim, underline, reverse"
    public static let configPrintRoles = "# roles:"
    public static let configPrintKeysNote = "# A line here replaces all of the command's keys on every screen that binds it."
    /// Over the per-screen key tables of `--print-config`.
    public static let configPrintScreenKeysNote =
        "# Each screen's own keys, as they are; a line replaces the command's keys on that screen only."
    public static let configUnknownScreen = "not a screen with keys (see --print-config for their names)"
}
