import Foundation
import SharedUtilities
import StandIns
import Testing
import TerminalUI
@testable import NcursesBackend

/// The parts of the session that need no terminal.
@Suite struct TerminalSessionTests {
    @Test func onlyTheLastResizeOfABatchIsKept() {
        let events: [InputEvent] = [
            .resize(width: 90, height: 20), .key(.character("a")), .resize(width: 100, height: 30), .paste("x"),
        ]
        #expect(TerminalSession.mergingResizes(events) == [.key(.character("a")), .resize(width: 100, height: 30), .paste("x")])
        #expect(TerminalSession.mergingResizes([.key(.up)]) == [.key(.up)])
        #expect(TerminalSession.mergingResizes([]) == [])
    }

    @Test func startingWithoutATerminalFailsWithAClearMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ncurses-backend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out").path
        let errors = directory.appendingPathComponent("err").path
        // Standard input is /dev/null, as in `app < file`.
        let status = try ChildProcess.run(TmuxHarness.demoPath, arguments: [], outputPath: output, errorPath: errors)
        #expect(status == 1)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.contains("standard input is not a terminal"))
        // Nothing was written to the (non-terminal) output: no escape sequences in redirected files.
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)).isEmpty)
    }
}
