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
        "The story server to use, e.g. http://127.0.0.1:8080; without one, a server runs inside the app."
    public static let dataDirOptionHelp =
        "Where the embedded server keeps its data."
    public static let noColorFlagHelp = "Draw without colours (also when NO_COLOR is set)."
    public static let asciiFlagHelp = "Draw with ASCII characters only (also in a non-UTF-8 locale)."
    public static func invalidServerURL(_ text: String) -> String {
        "--server must be an http:// or https:// URL, got \(text)"
    }
    public static func terminalUnavailable(_ reason: String) -> String { "infinite-stories: \(reason)" }
    public static let stillConnecting = "Still connecting to the server; this works in a moment."
    public static let helpFlagHelp = "Show help information."
    public static let versionFlagHelp = "Show the version."
    public static let audioOutputOptionHelp =
        "mpv's audio output for narrations, e.g. pulse, alsa, or null to play silently; help lists them."
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
        "The most the media cache (narrations, pictures) keeps, in MiB."
    public static let exportDirOptionHelp =
        "Where X puts exported stories (an EPUB picture book and an MP3 with chapters)."
    public static func invalidCacheSize(_ text: String) -> String {
        "--cache-size must be a whole number of MiB, 0 or more, got \(text)"
    }
    public static func unknownShell(_ text: String) -> String {
        "--print-completion takes bash, zsh or fish, got \(text)"
    }
    public static func unknownOption(_ option: String) -> String { "Unknown option '\(option)'" }
    public static func unexpectedArgument(_ argument: String) -> String { "Unexpected argument '\(argument)'" }
    public static func missingValue(_ option: String) -> String { "Missing value for '\(option)'" }
    /// A command-line error as printed on standard error, with the usage line to fix it.
    public static func commandError(_ message: String, usage: String) -> String {
        "Error: \(message)\nUsage: \(usage)\n  See 'infinite-stories --help' for more information.\n"
    }
    // The words --help and the manual page put around the options' own text (OVERVIEW:,
    // [env: NAME], ...) are `CommandDescription.Wording`'s, the same for the app and the server.
    public static let dataDirDefault = "$XDG_DATA_HOME/infinite-stories"
    public static let exportDirDefault = "$XDG_DOCUMENTS_DIR, else ~/Documents"
    public static let configDefault = "$XDG_CONFIG_HOME/infinite-stories/config.toml"
    public static let printKeyTableFlagHelp = "Print the key reference as a Markdown table (the README's) and exit."
    public static let printManPageFlagHelp = "Print this manual page (roff) and exit."
    public static let printCompletionOptionHelp = "Print the completion script for bash, zsh or fish and exit."
    // The manual page's ENVIRONMENT and FILES sections.
    public static let noColorVariableMeaning = "When set to anything, draw without colours, as --no-color."
    public static let xdgDataVariableMeaning =
        "The embedded server's data goes in its infinite-stories folder (default ~/.local/share)."
    public static let xdgConfigVariableMeaning = "The config file is its infinite-stories/config.toml (default ~/.config)."
    public static let xdgDocumentsVariableMeaning = "Where exported stories go when --export-dir is not given."
    public static let configFileMeaning =
        "Colours, keys, the sleep timer and the options above, in TOML; --print-config shows every setting."
    public static let dataFolderMeaning = "The embedded server's SQLite database and media."
    public static let stateFolderMeaning =
        "The saved session per server (a 0600 file), the lists kept for the next start, the reading places and app.log."
    public static let xdgStateVariableMeaning = "Saved sessions and the app's log go in its infinite-stories folder (default ~/.local/state)."
}
