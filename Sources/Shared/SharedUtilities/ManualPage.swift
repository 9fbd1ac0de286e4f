/// A command's manual page in roff's `man` macros, rendered from its `CommandDescription`.
///
/// Written here rather than with ArgumentParser's `generate-manual` plug-in: the app parses its
/// command line by hand (ADR 0010), and one renderer for both programs keeps their pages alike.
/// The output is ASCII (other characters as `\[uXXXX]`), so `groff -ww` renders it without
/// `preconv` and without warnings, and it holds no date, so a checked-in copy only changes when
/// the definitions do.
public enum ManualPage {
    /// The page for `command` in `section`, footed with `source` (e.g. `InfiniteStories 1.4.0`).
    public static func roff(_ command: CommandDescription, section: Int = 1, source: String) -> String {
        var lines = [
            ".\\\" Generated from the command's definitions; do not edit (make man).",
            ".TH \(quoted(command.name.uppercased())) \(section) \"\" \(quoted(source)) \"User Commands\"",
            // Option names and paths must not be split at a hyphen (each paragraph macro turns
            // hyphenation back on to the HY register's setting).
            ".nr HY 0",
            ".nh",
            ".SH NAME",
            escaped(command.name) + " \\- " + escaped(command.summary),
            ".SH SYNOPSIS",
            ".B " + escaped(command.name),
        ]
        // A long list reads better as "[options]", each then described under OPTIONS.
        for option in command.options where command.options.count <= Self.synopsisOptions {
            let name = option.names.last ?? ""
            lines.append("[\\fB\(escaped(name))\\fR" + (option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? "") + "]")
        }
        if command.options.count > Self.synopsisOptions { lines.append("[\\fIoptions\\fR]") }
        if !command.discussion.isEmpty {
            lines.append(".SH DESCRIPTION")
            lines.append(contentsOf: paragraphs(command.discussion))
        }
        lines.append(".SH OPTIONS")
        for option in command.options {
            lines.append(".TP")
            let names = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
            lines.append(names + (option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? ""))
            var text = escaped(option.help)
            if let shownDefault = option.shownDefault { text += " " + escaped(command.wording.manualDefault(shownDefault)) }
            lines.append(text)
        }
        let variables = command.options.compactMap { option in
            option.environmentVariable.map { ($0, command.wording.manualVariable(option.names.last ?? "")) }
        } + command.environment.map { ($0.name, $0.meaning) }
        if !variables.isEmpty {
            lines.append(".SH ENVIRONMENT")
            for (name, meaning) in variables {
                lines.append(contentsOf: [".TP", ".B " + escaped(name), escaped(meaning)])
            }
        }
        if !command.files.isEmpty {
            lines.append(".SH FILES")
            for file in command.files {
                lines.append(contentsOf: [".TP", ".I " + escaped(file.path), escaped(file.meaning)])
            }
        }
        if !command.seeAlso.isEmpty {
            lines.append(".SH SEE ALSO")
            lines.append(command.seeAlso.map { reference -> String in
                guard let open = reference.firstIndex(of: "(") else { return ".BR " + escaped(reference) }
                return "\\fB\(escaped(String(reference[..<open])))\\fR\(escaped(String(reference[open...])))"
            }.joined(separator: ",\n"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The most options the synopsis lists one by one.
    static let synopsisOptions = 16

    /// Paragraphs as `.PP` blocks.
    private static func paragraphs(_ texts: [String]) -> [String] {
        texts.enumerated().flatMap { index, text in (index == 0 ? [] : [".PP"]) + [escaped(text)] }
    }

    /// A macro argument in double quotes (a quote inside doubled, as groff reads it).
    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// Text roff prints as written: backslashes and dashes escaped, a leading `.` or `'` (a
    /// request) guarded, every non-ASCII character named, line breaks as spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n", "\r", "\t": out += " "
            case _ where scalar.value < 0x20: continue
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}
