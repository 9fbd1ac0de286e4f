import Foundation
import Testing

/// README's "Server flags" table is generated from the server's flag definitions (`ServerFlag`,
/// printed by the hidden `--print-flag-table`). These fail when the README was not regenerated
/// after a flag changed (`make readme-flags`), or when the command has an option that the
/// definitions, and so the table, lack.
@Suite("Server flag table")
struct ServerFlagTableTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The README's lines between `<!-- server-flags:begin -->` and `<!-- server-flags:end -->`.
    static func readmeTable() throws -> String {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex(of: "<!-- server-flags:begin -->"), "README.md lacks the begin marker")
        let end = try #require(lines.firstIndex(of: "<!-- server-flags:end -->"), "README.md lacks the end marker")
        try #require(begin < end)
        return lines[(begin + 1)..<end].map { $0 + "\n" }.joined()
    }

    @Test func readmeShowsTheTableGeneratedFromTheFlags() throws {
        let generated = try ExecutableTests.run(["--print-flag-table"])
        #expect(generated.status == 0)
        #expect(generated.output.hasPrefix("| Flag |"), "\(generated.output)")
        let readme = try Self.readmeTable()
        #expect(readme == generated.output, "README.md's server flags differ from ServerFlag.swift: run `make readme-flags`")
    }

    /// Every option `--help` shows is in the table, and nothing else: an option declared without
    /// its `ServerFlag` would otherwise be missing from the README without anyone noticing.
    @Test func theTableListsEveryOptionOfTheCommand() throws {
        let dump = try ExecutableTests.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let info = try #require(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let command = try #require(info["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var shown: Set<String> = []
        for argument in arguments where argument["shouldDisplay"] as? Bool ?? true {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                shown.insert("--" + (name["name"] as? String ?? ""))
            }
        }
        shown.subtract(["--help", "--version"])

        let table = try ExecutableTests.run(["--print-flag-table"]).output
        let listed = Set(table.matches(of: /^\| `(--[a-z-]+)` \|/.anchorsMatchLineEndings()).map { String($0.1) })
        #expect(!shown.isEmpty)
        #expect(listed == shown, "in --help only: \(shown.subtracting(listed)); in the table only: \(listed.subtracting(shown))")
        for flag in ["--workers", "--generation-rate-limit", "--provider-latency", "--text-pace"] {
            #expect(try Self.readmeTable().contains("`\(flag)`"), "\(flag) missing from README.md")
        }
    }
}
