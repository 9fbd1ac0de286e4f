import SharedUtilities
import ViewState

/// The app's command line as data: `CommandLineOptions.parse` reads from it which options exist
/// and which take a value, and `--help`, the manual page (`docs/man/infinite-stories.1`) and the
/// shell completions are rendered from it, so none of them can miss an option.
enum AppCommandDescription {
    static let name = "infinite-stories"

    static let command = CommandDescription(
        name: name,
        summary: Strings.commandAbstract,
        discussion: [Strings.commandDiscussion],
        options: [
            .init(["--server"], placeholder: "server", help: Strings.serverOptionHelp,
                  environmentVariable: "INFINITE_STORIES_SERVER"),
            .init(["--data-dir"], placeholder: "data-dir", value: .directory, help: Strings.dataDirOptionHelp,
                  shownDefault: Strings.dataDirDefault),
            .init(["--audio-output"], placeholder: "name", value: .choices(AudioOutputName.known.map(\.name) + ["help"]),
                  help: Strings.audioOutputOptionHelp, environmentVariable: "INFINITE_STORIES_AUDIO_OUTPUT"),
            .init(["--cache-size"], placeholder: "MiB", help: Strings.cacheSizeOptionHelp,
                  environmentVariable: "INFINITE_STORIES_CACHE_MB", shownDefault: "200"),
            .init(["--export-dir"], placeholder: "dir", value: .directory, help: Strings.exportDirOptionHelp,
                  shownDefault: Strings.exportDirDefault),
            .init(["--no-color"], help: Strings.noColorFlagHelp),
            .init(["--ascii"], help: Strings.asciiFlagHelp),
            .init(["--config"], placeholder: "file", value: .file, help: Strings.configOptionHelp,
                  environmentVariable: "INFINITE_STORIES_CONFIG", shownDefault: Strings.configDefault),
            .init(["--print-config"], help: Strings.printConfigFlagHelp),
            .init(["--check-config"], help: Strings.checkConfigFlagHelp),
            .init(["--print-completion"], placeholder: "shell",
                  value: .choices(CompletionScript.Shell.allCases.map(\.rawValue)), help: Strings.printCompletionOptionHelp),
            .init(["--version"], help: Strings.versionFlagHelp),
            .init(["-h", "--help"], help: Strings.helpFlagHelp),
        ],
        environment: [
            ("NO_COLOR", Strings.noColorVariableMeaning),
            ("XDG_CONFIG_HOME", Strings.xdgConfigVariableMeaning),
            ("XDG_DATA_HOME", Strings.xdgDataVariableMeaning),
            ("XDG_STATE_HOME", Strings.xdgStateVariableMeaning),
            ("XDG_DOCUMENTS_DIR", Strings.xdgDocumentsVariableMeaning),
        ],
        files: [
            ("~/.config/infinite-stories/config.toml", Strings.configFileMeaning),
            ("~/.local/share/infinite-stories/", Strings.dataFolderMeaning),
            ("~/.local/state/infinite-stories/", Strings.stateFolderMeaning),
        ],
        seeAlso: ["infinite-stories-server(1)", "mpv(1)"])

    /// Options that tools use and people do not (not in `--help`, the manual or completions):
    /// `make readme-keys` and `make man` call them.
    static let hidden = [
        CommandDescription.Option(["--print-key-table"], help: Strings.printKeyTableFlagHelp),
        CommandDescription.Option(["--print-man-page"], help: Strings.printManPageFlagHelp),
    ]

    /// The option named `name`, shown or hidden.
    static func option(named name: String) -> CommandDescription.Option? {
        command.option(named: name) ?? hidden.first { $0.names.contains(name) }
    }
}
