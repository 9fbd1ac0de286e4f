import ViewState

/// One thing wrong in a config file: where (file, line, key) and what. The setting it concerns
/// keeps its default.
public struct ConfigurationIssue: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; the key's line, or the table's, or 1 when neither is found.
    public var line: Int
    /// The dotted key (`theme.roles.title.fg`); empty for the whole file (a syntax error).
    public var key: String
    public var problem: String

    public init(path: String, line: Int, key: String, problem: String) {
        self.path = path
        self.line = line
        self.key = key
        self.problem = problem
    }

    /// `config.toml:12: keys.quit: "ctrl-" is not a key name`.
    public var description: String { Strings.configIssue(path: path, line: line, key: key, problem: problem) }
}
