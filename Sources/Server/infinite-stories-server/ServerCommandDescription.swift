import SharedUtilities

/// The server's command line as data, for its manual page (`docs/man/infinite-stories-server.1`):
/// rendered from `ServerFlag.all`, the same definitions as `--help` (ArgumentParser's, whose
/// options take their names and help from them) and README's flag table.
enum ServerCommandDescription {
    static let summary = "serves the InfiniteStories HTTP API: heroes, stories, narration and pictures"

    static var command: CommandDescription {
        var options = ServerFlag.all.map { flag in
            CommandDescription.Option([flag.flag], placeholder: flag.name, value: flag.completion, help: flag.summary,
                                      environmentVariable: flag.environmentVariable,
                                      shownDefault: flag.shownDefault + (flag.defaultNote.map { " (\($0))" } ?? ""))
        }
        options += [
            .init(["--generate-completion-script"], placeholder: "shell", value: .choices(["bash", "zsh", "fish"]),
                  help: "Print the completion script for bash, zsh or fish and exit."),
            .init(["--version"], help: "Show the version."),
            .init(["-h", "--help"], help: "Show help information."),
        ]
        return CommandDescription(
            name: "infinite-stories-server",
            summary: summary,
            discussion: [
                "The InfiniteStories server keeps accounts, heroes and stories, writes stories (offline by default, or with an OpenAI-compatible model), narrates and illustrates them, and serves all of it over HTTP to the infinite-stories terminal app and other clients.",
                "Every flag can also come from its environment variable; the flag wins. With the defaults the server keeps its data in SQLite and a media folder in one data folder, needs no network and no key. Several instances can share a PostgreSQL database and S3-compatible storage.",
                "GET /health answers 200 while the process serves; GET /ready answers 200 once the database is reachable and migrated, else 503. Logs go to standard error; standard output carries only the line with the address it listens on (and, with --metrics-address, the one with the metrics address).",
            ],
            options: options,
            environment: [
                ("OPENAI_API_KEY", "The API key for the openai providers when --openai-api-key-file is not given."),
                ("AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY",
                 "Where and how to reach S3-compatible storage for --media s3://BUCKET/PREFIX."),
                ("XDG_DATA_HOME", "The default data folder is its infinite-stories folder (default ~/.local/share)."),
            ],
            files: [
                ("$XDG_DATA_HOME/infinite-stories/database.sqlite", "The SQLite database (with --database sqlite)."),
                ("$XDG_DATA_HOME/infinite-stories/media/", "Narrations, pictures and avatars (with --media folder)."),
                ("/etc/infinite-stories/server.env", "The systemd unit's settings, as INFINITE_STORIES_* variables."),
            ],
            seeAlso: ["infinite-stories(1)", "systemd.exec(5)"])
    }
}
