import Foundation
import SharedUtilities
import ViewState

/// The app's command line, as `AppCommandDescription` defines it (`--server URL`, `--data-dir DIR`,
/// ... `--version`, `-h|--help`), also `--name=value` for the options with values.
///
/// Parsed by hand rather than with ArgumentParser (which the server executable keeps): its first
/// parse makes the Swift runtime scan the protocol conformances of this whole binary (the
/// embedded server included), about 3 ms of a first frame whose budget is ~10 ms
/// (docs/decisions/0010). A dozen options do not need more than this.
struct CommandLineOptions: Equatable {
    var server: String?
    var dataDir: String?
    var noColor = false
    var ascii = false
    /// mpv's audio output (`null` plays silently); nil lets mpv choose.
    var audioOutput: String?
    /// The media cache's bound in MiB.
    var cacheSizeMiB = 200
    /// Whether --cache-size was on the command line (it wins over the environment).
    var cacheSizeGiven = false
    /// `--config FILE`: the config file to read instead of the usual one.
    var configPath: String?
    /// `--export-dir DIR`: where `X` writes exported stories.
    var exportDir: String?

    enum Outcome: Equatable {
        case run(CommandLineOptions)
        case help
        /// `--version`: print the product version and exit, before any terminal or server work.
        case version
        /// `--print-config`: print the effective configuration as TOML and exit.
        case printConfig(CommandLineOptions)
        /// `--check-config`: print the config file's problems (exit 1) or "ok" (exit 0).
        case checkConfig(CommandLineOptions)
        /// `--audio-output help`: print the outputs that can be chosen and exit.
        case audioOutputs
        /// `--print-key-table` (hidden): print the README's key reference (`make readme-keys`).
        case keyTable
        /// `--print-man-page` (hidden): print the manual page (`make man`).
        case manPage
        /// `--print-completion SHELL`: print that shell's completion script.
        case completion(CompletionScript.Shell)
        /// The message for standard error (without the usage lines).
        case failure(String)
    }

    /// Reads `arguments` (without the program name); `environment` supplies
    /// `INFINITE_STORIES_SERVER` when `--server` is absent.
    static func parse(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
        var options = CommandLineOptions()
        var rest = arguments[...]
        var configAction: String?
        while let argument = rest.popFirst() {
            let (name, inlineValue) = split(argument)
            // The description says which options exist and which take a value; here each one's
            // value goes where it belongs.
            guard let option = AppCommandDescription.option(named: name) else {
                return .failure(argument.hasPrefix("-") ? Strings.unknownOption(name) : Strings.unexpectedArgument(argument))
            }
            guard option.takesValue else {
                guard inlineValue == nil else { return .failure(Strings.unknownOption(argument)) }
                switch name {
                case "-h", "--help": return .help
                case "--version": return .version
                case "--print-key-table": return .keyTable
                case "--print-man-page": return .manPage
                case "--no-color": options.noColor = true
                case "--ascii": options.ascii = true
                case "--print-config", "--check-config": configAction = name
                default: return .failure(Strings.unknownOption(name))
                }
                continue
            }
            // A value may start with "-" only when it is a number ("--cache-size -5" is a wrong
            // size, said as such, not a missing value).
            guard let value = inlineValue ?? rest.popFirst(), !value.isEmpty,
                  inlineValue != nil || !value.hasPrefix("-") || (name == "--cache-size" && Int(value) != nil) else {
                return .failure(Strings.missingValue("\(name) <\(option.placeholder ?? "")>"))
            }
            switch name {
            case "--server": options.server = value
            case "--data-dir": options.dataDir = value
            case "--audio-output":
                if value == "help" { return .audioOutputs }
                if let problem = AudioOutputName.problem(with: value) { return .failure(problem) }
                options.audioOutput = value
            case "--config": options.configPath = value
            case "--export-dir": options.exportDir = value
            case "--print-completion":
                guard let shell = CompletionScript.Shell(rawValue: value) else { return .failure(Strings.unknownShell(value)) }
                return .completion(shell)
            case "--cache-size":
                guard let size = Int(value), size >= 0, size <= 1 << 20 else { return .failure(Strings.invalidCacheSize(value)) }
                options.cacheSizeMiB = size
                options.cacheSizeGiven = true
            default:
                return .failure(Strings.unknownOption(name))
            }
        }
        if options.server == nil, let fromEnvironment = environment["INFINITE_STORIES_SERVER"], !fromEnvironment.isEmpty {
            options.server = fromEnvironment
        }
        if options.audioOutput == nil, let output = environment["INFINITE_STORIES_AUDIO_OUTPUT"], !output.isEmpty {
            if let problem = AudioOutputName.problem(with: output) { return .failure(problem) }
            options.audioOutput = output
        }
        if !options.cacheSizeGiven, let text = environment["INFINITE_STORIES_CACHE_MB"], !text.isEmpty {
            guard let size = Int(text), size >= 0, size <= 1 << 20 else { return .failure(Strings.invalidCacheSize(text)) }
            options.cacheSizeMiB = size
        }
        if let address = options.server, ServerTarget.url(from: address) == nil {
            return .failure(Strings.invalidServerURL(address))
        }
        switch configAction {
        case "--print-config": return .printConfig(options)
        case "--check-config": return .checkConfig(options)
        default: return .run(options)
        }
    }

    /// `--name=value` as (`--name`, `value`); anything else as (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Where the app gets its server.
    var target: ServerTarget {
        if let address = server, let url = ServerTarget.url(from: address) {
            return .remote(url)
        }
        return .embedded(dataDirectory: dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }
}
