import Foundation
import Testing
@testable import SpeechSynthesis

struct ExecutableLocatorTests {
    @Test func findsOnlyExecutableRegularFilesOnTheSearchPath() throws {
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty")
        let tools = folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let runnable = try TestEngines.script("exit 0", named: "narrator", in: tools)
        try Data("plain".utf8).write(to: tools.appendingPathComponent("notes"))
        try FileManager.default.createDirectory(at: tools.appendingPathComponent("folder"), withIntermediateDirectories: true)

        let searchPath = "\(empty.path)::\(tools.path)"
        #expect(ExecutableLocator.locate("narrator", searchPath: searchPath) == runnable)
        #expect(ExecutableLocator.locate("notes", searchPath: searchPath) == nil)
        #expect(ExecutableLocator.locate("folder", searchPath: searchPath) == nil)
        #expect(ExecutableLocator.locate("missing", searchPath: searchPath) == nil)
        #expect(ExecutableLocator.locate("", searchPath: searchPath) == nil)
        #expect(ExecutableLocator.locate("narrator", searchPath: "") == nil)
    }

    @Test func aPathIsTakenAsIs() throws {
        let folder = try TestEngines.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runnable = try TestEngines.script("exit 0", named: "narrator", in: folder)
        #expect(ExecutableLocator.locate(runnable, searchPath: "") == runnable)
        #expect(ExecutableLocator.locate(folder.path, searchPath: "") == nil)
        #expect(ExecutableLocator.locate("/nonexistent/espeak-ng") == nil)
    }
}
