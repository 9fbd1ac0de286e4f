/// README's "Server flags" table, rendered from `ServerFlag.all`.
///
/// `infinite-stories-server --print-flag-table` prints it and `make readme-flags` writes it
/// between README's `server-flags` markers, so the README is regenerated rather than edited by
/// hand; a test compares the two.
enum ServerFlagTable {
    /// A Markdown table, one row per flag, ending with a newline.
    static func markdown(_ flags: [ServerFlag] = ServerFlag.all) -> String {
        var lines = ["| Flag | Environment variable | Default | |", "|---|---|---|---|"]
        for flag in flags {
            let note = flag.defaultNote.map { " (\(cell($0)))" } ?? ""
            lines.append("| `\(flag.flag)` | `\(flag.environmentVariable)` | `\(cell(flag.shownDefault))`\(note) | \(cell(flag.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text that cannot break the table: a `|` would start a new column.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
