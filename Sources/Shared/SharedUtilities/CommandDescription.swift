/// A command line as data: its options, what each takes, its environment and files.
///
/// One description drives a command's `--help`, its manual page (`ManualPage`) and its shell
/// completions (`CompletionScript`), so the three cannot tell different stories; the app's parser
/// reads which options take a value from it too.
public struct CommandDescription: Sendable {
    /// One option of the command.
    public struct Option: Sendable {
        /// What an option's value is, for completion: a path completes as one, choices as a list.
        public enum Value: Sendable, Equatable {
            /// A flag: no value.
            case none
            case file
            case directory
            /// Anything typed (a URL, a number, a name).
            case text
            case choices([String])
        }

        /// The names, short first: `["-h", "--help"]`.
        public let names: [String]
        /// The value's name in `--help` and the manual (`server` shows as `<server>`); nil for a flag.
        public let placeholder: String?
        public let value: Value
        /// What it does, in a sentence or two.
        public let help: String
        /// The variable read when the option is absent, if any.
        public let environmentVariable: String?
        /// What the command runs with when neither is given, as people should read it.
        public let shownDefault: String?

        public init(_ names: [String], placeholder: String? = nil, value: Value = .none, help: String,
                    environmentVariable: String? = nil, shownDefault: String? = nil) {
            self.names = names
            self.placeholder = placeholder
            self.value = placeholder == nil ? .none : (value == .none ? .text : value)
            self.help = help
            self.environmentVariable = environmentVariable
            self.shownDefault = shownDefault
        }

        /// Whether the option is followed by a value.
        public var takesValue: Bool { placeholder != nil }

        /// `--server <server>` or `-h, --help`, as `--help` and the synopsis write it.
        public var signature: String {
            names.joined(separator: ", ") + (placeholder.map { " <\($0)>" } ?? "")
        }
    }

    /// The words `--help` and the manual page put around the description's own text, written
    /// once for both programs: a command may still pass others (another language).
    public struct Wording: Sendable {
        public var overview = "OVERVIEW:"
        public var usage = "USAGE:"
        public var options = "OPTIONS:"
        /// `[env: NAME]` after an option's help.
        public var environmentNote: @Sendable (String) -> String = { "[env: \($0)]" }
        /// `(default: VALUE)` after an option's help.
        public var defaultNote: @Sendable (String) -> String = { "(default: \($0))" }
        /// `Default: VALUE.` in the manual's OPTIONS.
        public var manualDefault: @Sendable (String) -> String = { "Default: \($0)." }
        /// What an option's variable is for, in the manual's ENVIRONMENT (given the option's name).
        public var manualVariable: @Sendable (String) -> String = { "The value of \($0) when it is not given." }

        public init() {}
    }

    /// The program's name, e.g. `infinite-stories`.
    public let name: String
    /// One line on what it is for (the manual's NAME line, `--help`'s OVERVIEW).
    public let summary: String
    /// Paragraphs that say more.
    public let discussion: [String]
    public let options: [Option]
    /// Environment variables the command reads besides its options' own, with what each does.
    public let environment: [(name: String, meaning: String)]
    /// Files and folders it uses, with what each holds.
    public let files: [(path: String, meaning: String)]
    /// Related manual pages, e.g. `infinite-stories-server(1)`.
    public let seeAlso: [String]
    public var wording = Wording()

    public init(name: String, summary: String, discussion: [String] = [], options: [Option],
                environment: [(name: String, meaning: String)] = [], files: [(path: String, meaning: String)] = [],
                seeAlso: [String] = []) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }

    /// The option with `name` among its names, if any.
    public func option(named name: String) -> Option? {
        options.first { $0.names.contains(name) }
    }

    /// `name [--server <server>] [--no-color] ...`: every option, optional.
    public var usage: String {
        ([name] + options.map { option in
            "[\(option.names.last ?? "")\(option.placeholder.map { " <\($0)>" } ?? "")]"
        }).joined(separator: " ")
    }

    /// `--help`: overview, what it does, usage and every option with its variable and default.
    public var helpText: String {
        let width = options.map(\.signature.count).max() ?? 0
        let lines = options.map { option -> String in
            "  " + option.signature + String(repeating: " ", count: width + 2 - option.signature.count) + annotated(option)
        }
        let about = discussion.isEmpty ? "" : discussion.joined(separator: "\n\n") + "\n\n"
        return "\(wording.overview) \(summary)\n\n\(about)\(wording.usage) \(usage)\n\n\(wording.options)\n"
            + lines.joined(separator: "\n") + "\n"
    }

    /// The option's help with its variable and default, as `--help` shows it.
    public func annotated(_ option: Option) -> String {
        var text = option.help
        if let variable = option.environmentVariable { text += " " + wording.environmentNote(variable) }
        if let shownDefault = option.shownDefault { text += " " + wording.defaultNote(shownDefault) }
        return text
    }
}
