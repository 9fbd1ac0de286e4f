import Foundation
import Testing
@testable import SharedUtilities

/// The manual page renderer: text that roff would read as requests or escapes is printed as
/// written, and the page carries every option, variable and file of its description.
@Suite struct ManualPageTests {
    static let command = CommandDescription(
        name: "tool",
        summary: "does things",
        discussion: [".starts like a request", "second \\ paragraph"],
        options: [
            .init(["--data-dir"], placeholder: "dir", value: .directory, help: "Where — it keeps data.",
                  environmentVariable: "TOOL_DATA", shownDefault: "~/x"),
            .init(["-h", "--help"], help: "Show help."),
        ],
        environment: [("NO_COLOR", "No colours.")],
        files: [("~/.config/tool.toml", "Settings.")],
        seeAlso: ["other(1)"])

    @Test func textIsEscapedSoRoffPrintsItAsWritten() {
        #expect(ManualPage.escaped("--x") == "\\-\\-x")
        #expect(ManualPage.escaped("a\\b") == "a\\eb")
        #expect(ManualPage.escaped(".TH") == "\\&.TH")
        #expect(ManualPage.escaped("'quote") == "\\&'quote")
        #expect(ManualPage.escaped("é—") == "\\[u00E9]\\[u2014]")
        #expect(ManualPage.escaped("two\nlines\u{7}") == "two lines")
    }

    @Test func thePageHasEveryPartOfTheDescription() {
        let page = ManualPage.roff(Self.command, source: "Tool 1.0")
        #expect(page.hasPrefix(".\\\""))
        #expect(page.contains(".TH \"TOOL\" 1 \"\" \"Tool 1.0\""))
        #expect(page.contains("tool \\- does things"))
        #expect(page.contains("[\\fB\\-\\-data\\-dir\\fR \\fIdir\\fR]"))
        #expect(page.contains("\\fB\\-h\\fR, \\fB\\-\\-help\\fR"))
        #expect(page.contains("Where \\[u2014] it keeps data. Default: ~/x."))
        #expect(page.contains("\\&.starts like a request"))
        #expect(page.contains(".PP\nsecond \\e paragraph"))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "FILES", "SEE ALSO"] {
            #expect(page.contains(".SH \(section)\n"), "\(section)")
        }
        #expect(page.contains(".B TOOL_DATA\nThe value of \\-\\-data\\-dir when it is not given."))
        #expect(page.contains(".B NO_COLOR\nNo colours."))
        #expect(page.contains("\\fBother\\fR(1)"))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "groff reads the page without preconv")
    }

    @Test func aLongOptionListIsSummedUpInTheSynopsis() {
        let options = (0...ManualPage.synopsisOptions).map { CommandDescription.Option(["--o\($0)"], help: "Option \($0).") }
        let page = ManualPage.roff(CommandDescription(name: "big", summary: "s", options: options), source: "x")
        let synopsis = page.components(between: ".SH SYNOPSIS\n", and: ".SH OPTIONS")
        #expect(synopsis == ".B big\n[\\fIoptions\\fR]\n")
        #expect(page.contains("\\fB\\-\\-o16\\fR"))
    }
}

/// `--help` from the same description: usage names every option, each line its variable and default.
@Suite struct CommandDescriptionTests {
    @Test func helpShowsEveryOptionWithItsVariableAndDefault() {
        let help = ManualPageTests.command.helpText
        #expect(help.contains("USAGE: tool [--data-dir <dir>] [--help]"))
        #expect(help.contains("  --data-dir <dir>  Where — it keeps data. [env: TOOL_DATA] (default: ~/x)"))
        #expect(help.contains("  -h, --help        Show help."))
        #expect(ManualPageTests.command.option(named: "-h")?.names == ["-h", "--help"])
        #expect(ManualPageTests.command.option(named: "--nope") == nil)
    }
}

private extension String {
    /// The text between the first `start` and the `end` after it.
    func components(between start: String, and end: String) -> String? {
        guard let from = range(of: start), let to = range(of: end, range: from.upperBound..<endIndex) else { return nil }
        return String(self[from.upperBound..<to.lowerBound])
    }
}
