import Foundation
import Testing
import ViewState

/// `X` in the real binary, in a real terminal (tmux), against a real server: a narrated and
/// illustrated story exported as an EPUB picture book that `epubcheck` accepts and an MP3 whose
/// chapters `ffprobe` reads, into the folder `--export-dir` names.
@Suite("Export end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct ExportEndToEndTests {
    @Test func xWritesAPictureBookEpubcheckAcceptsAndAnMP3WithChapters() async throws {
        let exports = FileManager.default.temporaryDirectory.appendingPathComponent("exports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: exports) }
        let (server, terminal, folder) = try await EndToEndTests.launch(appArguments: "--export-dir '\(exports.path)'")
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUp(terminal, email: "export@example.com")
        try await EndToEndTests.createHero(terminal, name: "Luna")
        try terminal.keys("s")
        try await terminal.waitFor("New story for Luna")
        try terminal.keys("Enter")
        try await terminal.waitFor("is ready.", "Narration: ready", timeout: .seconds(120))
        // Every picture made first: a later "pictures are ready" would take the status line.
        let deadline = ContinuousClock.now + .seconds(90)
        while ContinuousClock.now < deadline, (try terminal.screen()).firstMatch(of: /Pictures: \d+ pictures?/) == nil {
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect((try terminal.screen()).firstMatch(of: /Pictures: \d+ pictures?/) != nil, "the pictures were never all made")
        try terminal.keys("X")
        // The status wraps where the story's title puts it ("(picture" / "book)"): its words are
        // read with the lines joined.
        try await terminal.waitFor("Saved \"", timeout: .seconds(60))
        let savedBy = ContinuousClock.now + .seconds(60)
        var saved = Self.status(after: "Saved \"", in: try terminal.screen())
        while !saved.contains("(narration with chapters)"), ContinuousClock.now < savedBy {
            try await Task.sleep(for: .milliseconds(200))
            saved = Self.status(after: "Saved \"", in: try terminal.screen())
        }
        #expect(saved.contains(".epub (picture book)"), "\(saved)")
        #expect(saved.contains(".mp3 (narration with chapters)"), "\(saved)")

        let names = try FileManager.default.contentsOfDirectory(atPath: exports.path)
        let book = try #require(names.first { $0.hasSuffix(".epub") }, "\(names)")
        let audio = try #require(names.first { $0.hasSuffix(".mp3") }, "\(names)")
        // Debian's epubcheck is an executable jar: run with java (no binfmt_misc in containers).
        let check = try TerminalHarness.run("/usr/bin/env", ["java", "-jar", "/usr/share/java/epubcheck.jar",
                                                             exports.appendingPathComponent(book).path])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("No errors or warnings detected"), "\(check.output)")
        let probe = try TerminalHarness.run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_chapters", "-of", "json",
                                                             exports.appendingPathComponent(audio).path])
        #expect(probe.status == 0, "\(probe.output)")
        let chapters = (try? JSONSerialization.jsonObject(with: Data(probe.output.utf8)) as? [String: Any])?["chapters"] as? [Any]
        #expect((chapters?.count ?? 0) >= 2, "a chapter per scene: \(probe.output)")
        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }

    /// The screen from `marker` on, its words joined by single spaces (wrapped lines read as one).
    static func status(after marker: String, in screen: String) -> String {
        guard let start = screen.range(of: marker) else { return "" }
        return screen[start.lowerBound...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
