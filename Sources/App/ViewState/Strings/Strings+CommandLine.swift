import Foundation

/// The command line: `--help`, `--version` and the options' messages.
extension Strings {
    // MARK: Command line

    public static let commandAbstract = "Bedtime stories starring your child's heroes, in the terminal."
    public static let commandDiscussion = """
        Without --server (or INFINITE_STORIES_SERVER) a story server runs inside the app, keeping \
        its data in --data-dir. Press ? in the app for every key.
        """
    public static let serverOptionHelp =
        "The story server to use, e.g. http://127.0.0.1:8080. [env: INFINITE_STORIES_SERVER]"
    public static let dataDirOptionHelp =
        "Where the embedded server keeps its data. (default: $XDG_DATA_HOME/infinite-stories)"
    public static let noColorFlagHelp = "Draw without colours (also when NO_COLOR is set)."
    public static let asciiFlagHelp = "Draw with ASCII characters only (also in a non-UTF-8 locale)."
    public static func invalidServerURL(_ text: String) -> String {
        "--server must be an http:// or https:// URL, got \(text)"
    }
    public static func terminalUnavailable(_ reason: String) -> String { "infinite-stories: \(reason)" }
    public static let stillConnecting = "Still connecting to the server; this works in a moment."
    public static let helpFlagHelp = "Show help information."
    public static let versionFlagHelp = "Show the version."
    public static let commandUsage =
        "infinite-stories [--server <server>] [--data-dir <data-dir>] [--audio-output <name>] [--cache-size <MiB>] [--export-dir <dir>] [--no-color] [--ascii] [--config <file>] [--print-config | --check-config]"
    public static let audioOutputOptionHelp =
        "mpv's audio output for narrations, e.g. pulse, alsa, or null to play silently; help lists them. [env: INFINITE_STORIES_AUDIO_OUTPUT]"
    public static let audioOutputsHeader = "Audio outputs for --audio-output (a comma list tries each in turn):"
    public static let audioOutputPipewire = "PipeWire (most current desktops)"
    public static let audioOutputPulse = "PulseAudio, or PipeWire's PulseAudio service"
    public static let audioOutputAlsa = "ALSA, the sound card directly"
    public static let audioOutputJack = "JACK"
    public static let audioOutputSDL = "SDL's audio"
    public static let audioOutputOSS = "OSS"
    public static let audioOutputOpenAL = "OpenAL"
    public static let audioOutputSndio = "sndio"
    public static let audioOutputNull = "no device: plays in real time, silently (follow along on screen)"
    public static func audioOutputWritesFiles(_ name: String) -> String {
        "--audio-output \(name) writes the narration to a file instead of playing it; use null to follow along silently."
    }
    public static func unknownAudioOutput(_ name: String) -> String {
        "--audio-output \(name) is not an audio output this app knows; see --audio-output help."
    }
    public static let cacheSizeOptionHelp =
        "The most the media cache (narrations, pictures) keeps, in MiB. (default: 200) [env: INFINITE_STORIES_CACHE_MB]"
    public static let exportDirOptionHelp =
        "Where X puts exported stories (an EPUB picture book and an MP3 with chapters). (default: $XDG_DOCUMENTS_DIR, else ~/Documents)"
    public static func invalidCacheSize(_ text: String) -> String {
        "--cache-size must be a whole number of MiB, 0 or more, got \(text)"
    }
    public static func unknownOption(_ option: String) -> String { "Unknown option '\(option)'" }
    public static func unexpectedArgument(_ argument: String) -> String { "Unexpected argument '\(argument)'" }
    public static func missingValue(_ option: String) -> String { "Missing value for '\(option)'" }
    /// A command-line error as printed on standard error, with the usage line to fix it.
    public static func commandError(_ message: String) -> String {
        "Error: \(message)\nUsage: \(commandUsage)\n  See 'infinite-stories --help' for more information.\n"
    }
    /// `--help`: overview, usage and every option.
    public static var commandHelp: String {
        let options: [(String, String)] = [
            ("--server <server>", serverOptionHelp), ("--data-dir <data-dir>", dataDirOptionHelp),
            ("--audio-output <name>", audioOutputOptionHelp), ("--cache-size <MiB>", cacheSizeOptionHelp),
            ("--export-dir <dir>", exportDirOptionHelp),
            ("--no-color", noColorFlagHelp), ("--ascii", asciiFlagHelp), ("--config <file>", configOptionHelp),
            ("--print-config", printConfigFlagHelp), ("--check-config", checkConfigFlagHelp), ("--version", versionFlagHelp),
            ("-h, --help", helpFlagHelp),
        ]
        let width = options.map(\.0.count).max() ?? 0
        let lines = options.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
        return "OVERVIEW: \(commandAbstract)\n\n\(commandDiscussion)\n\nUSAGE: \(commandUsage)\n\nOPTIONS:\n"
            + lines.joined(separator: "\n") + "\n"
    }
}
